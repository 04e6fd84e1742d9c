"""The exhaustive Spider search (game/solver/spider_proof.py): every legal move is in its
model, it wins, and it proves a loss only where the rules' own search finds no win."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver_spider import model_view

from game.engine.suit_runs import HOME
from game.rules import create
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.spider import DEAL, SpiderModel
from game.solver.spider_proof import SpiderProof, packed
from positions import position, reachable


def run_of(suit: str) -> str:
    return " ".join(r + suit for r in "KQJT98765432A")


HOME_TWO = {"foundation_0": run_of("C"), "foundation_1": run_of("D")}
# Hearts and spades left, a stock of seven: 52 positions can be reached, none won.
LOST = HOME_TWO | {
    "tableau_0": "2H 9H 8S", "tableau_1": "[6S] KS QS", "tableau_2": "[5S] [4S] TS",
    "tableau_3": "[QH] 7S AS", "tableau_4": "[AH] [7H] 6H", "tableau_5": "4H 3S",
    "tableau_6": "[2S] TH", "stock": "[KH] [3H] [5H] [JH] [9S] [JS] [8H]"}


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["spiderette", "will_o_the_wisp", "spider_three_decks"]),
       st.integers(1, 10**6), st.integers(0, 10**6))
def test_every_legal_move_is_a_model_move_and_no_other(game_id, deal, seed):
    game = create(game_id)
    state = game.new_state(deal)
    model = SpiderModel(game, state)
    position_ = model.root
    rng = random.Random(seed)
    for _ in range(40):
        moves = model.every_move(position_)
        engine = {(m.src, m.dst, m.count) if m.action == "move" else (DEAL, -1, 0)
                  for m in game.legal_moves(state)}
        assert {(model.piles[s], model.piles[d], n) if s != DEAL else (s, d, n)
                for s, d, n in moves} == engine
        assert len(moves) == len(engine)          # each once
        if not moves:
            break
        move = rng.choice(moves)
        src, dst, n = move
        if src == DEAL:
            (played,) = [m for m in game.legal_moves(state) if m.action == "stock"]
        else:
            played = next(m for m in game.legal_moves(state) if m.action == "move"
                          and (m.src, m.dst, m.count) == (model.piles[src],
                                                          model.piles[dst], n))
        game.play(state, played)
        position_ = model.play(position_, move)
        assert model_view(game, state) == position_[:2]


def test_packed_positions_are_one_for_one():
    game = create("spiderette")
    model = SpiderModel(game, game.new_state(3))
    seen: dict[bytes, tuple] = {}
    todo = [model.root]
    while todo and len(seen) < 3000:
        here = todo.pop()
        key = packed(here)
        assert seen.setdefault(key, here) == here
        todo += [model.play(here, m) for m in model.every_move(here)
                 if packed(model.play(here, m)) not in seen]
    assert len(seen) >= 3000


def last_run_split(**options):
    """Three runs home; the spades lie in four columns, no stock left."""
    game = create("spiderette", options)
    return game, position(game, HOME_TWO | {
        "foundation_2": run_of("H"), "tableau_0": "KS QS JS 3S", "tableau_1": "TS 9S 8S",
        "tableau_2": "7S 6S 5S 4S", "tableau_3": "[2S] AS"})


def test_a_constructed_position_is_won_and_its_line_replays():
    game, state = last_run_split()
    result = SpiderProof(game, state, Budget(60.0, 10_000)).run()
    assert result.verdict is Verdict.WON and replays(game, state, result.moves)


def test_a_lost_position_is_proved_lost_as_the_rules_find_it():
    game = create("spiderette")
    state = position(game, LOST)
    result = SpiderProof(game, state, Budget(60.0, 10_000)).run()
    assert result.verdict is Verdict.UNWINNABLE
    positions = reachable(game, state)
    assert positions is not None and len(positions) == result.nodes + 1 == 53   # + the start


def test_with_runs_dragged_home_running_dry_proves_nothing():
    game = create("spiderette", {"runs": "drag"})
    result = SpiderProof(game, position(game, LOST), Budget(60.0, 10_000)).run()
    assert result.verdict is Verdict.UNKNOWN


def test_a_lost_deal_is_proved_lost_within_a_position_budget():
    # Spiderette deal 54: about 44 thousand positions in all, none won.
    game = create("spiderette")
    result = SpiderProof(game, game.new_state(54), Budget(600.0, 60_000)).run()
    assert result.verdict is Verdict.UNWINNABLE and result.nodes < 60_000


def test_it_stops_at_its_budget_and_at_its_memory_cap():
    game = create("spiderette")
    search = SpiderProof(game, game.new_state(4), Budget(600.0, 900))
    assert search.run(nodes=300) is None and search.nodes == 300
    result = search.run()
    assert result.verdict is Verdict.UNKNOWN and search.cut and search.nodes == 900
    capped = SpiderProof(game, game.new_state(4), Budget(600.0, 10**6), max_bytes=1 << 20)
    result = capped.run()
    assert result.verdict is Verdict.UNKNOWN and capped.cut and result.nodes < 10_000
    assert capped.memory == 0          # let go once it has answered


def test_home_moves_are_left_to_the_line():
    game, state = last_run_split(runs="drag")
    result = SpiderProof(game, state, Budget(60.0, 10_000)).run()
    assert result.verdict is Verdict.WON and result.moves[-1].action == HOME
