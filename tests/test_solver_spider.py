"""Spider's own solver model (game/solver/spider.py) and its beam search
(spider_search.py): the model agrees with the rules, lines replay, wins are found."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import IS_FACE_UP
from game.engine.suit_runs import HOME
from game.rules import create, registry
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.portfolio import Solver
from game.solver.spider import DEAL, SpiderModel, applies, code
from game.solver.spider_search import SpiderSearch, spread
from positions import position

SPADES = " ".join(r + "S" for r in "KQJT98765432A")


def model_view(game, state):
    """An engine position as the model writes it: face-up codes, face-down counts."""
    columns, down = [], []
    for pile in game.groups["tableau"]:
        cards = state.piles[pile]
        hidden = sum(1 for c in cards if not IS_FACE_UP[c])
        columns.append(tuple(code(c) for c in cards[hidden:]))
        down.append(hidden)
    return tuple(columns), tuple(down)


def last_run_split(game_id="spider", **options):
    """Seven runs home; the last one's cards lie in four columns, no stock left."""
    game = create(game_id, options)
    home = {f"foundation_{i}": SPADES for i in range(7)}
    return game, position(game, home | {"tableau_0": "KS QS JS 3S", "tableau_1": "TS 9S 8S",
                                        "tableau_2": "7S 6S 5S 4S", "tableau_3": "[2S] AS"})


def test_the_four_spider_games_use_the_model_and_no_other():
    assert {g for g in registry().ids() if applies(create(g))} == {
        "spider", "spiderette", "will_o_the_wisp", "spider_three_decks"}


@pytest.mark.parametrize("runs", ["auto", "drag"])
def test_a_constructed_position_is_won_and_its_line_replays(runs):
    game, state = last_run_split(suits="1", runs=runs)
    search = SpiderSearch(game, state, Budget(60.0, 1000))
    result = search.run()
    assert result.verdict is Verdict.WON and replays(game, state, result.moves)
    # the three runs and the 3♠ gathered, the ace set aside, the 2♠ and the ace laid on
    assert len(result.moves) == 6 + (runs == "drag")
    assert (result.moves[-1].action == HOME) is (runs == "drag")


def test_a_line_that_does_not_replay_is_refused():
    game, state = last_run_split(suits="1")
    model = SpiderModel(game, state)
    assert model.engine_line(state, [(1, 0, 3)]) is None     # 10♠ onto the 3♠: not legal
    assert model.engine_line(state, [(0, 3, 1)]) is None     # legal, but does not win


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([("spider", "4"), ("spider", "1"), ("spiderette", None),
                        ("will_o_the_wisp", None), ("spider_three_decks", None)]),
       st.integers(1, 10**6), st.integers(0, 10**6), st.booleans())
def test_the_model_agrees_with_the_rules_move_by_move(game_and_suits, deal, seed, loose):
    game_id, suits = game_and_suits
    game = create(game_id, {"suits": suits} if suits else {})
    state = game.new_state(deal)
    model = SpiderModel(game, state)
    model.loose = loose
    position = model.root
    rng = random.Random(seed)
    for _ in range(60):
        moves = model.moves(position)
        if not moves:
            break
        move = rng.choice(moves)
        src, dst, n = move
        if src == DEAL:
            engine = [m for m in game.legal_moves(state) if m.action == "stock"]
        else:
            engine = [m for m in game.legal_moves(state) if m.action == "move"
                      and m.src == model.piles[src] and m.dst == model.piles[dst]
                      and m.count == n]
        assert len(engine) == 1, move              # every model move is a legal move
        game.play(state, engine[0])
        position = model.play(position, move)
        columns, down, dealt = position
        assert model_view(game, state) == (columns, down)
        home = sum(len(state.piles[f]) for f in game.foundations) // 13
        assert model.home(position) == home
        assert len(state.piles[model.stock_pile]) == len(model.stock) - dealt
        assert model.is_won(position) == game.is_won(state)


def test_a_one_suit_deal_is_won_within_a_position_budget():
    game = create("spider", {"suits": "1"})
    state = game.new_state(5)
    result = SpiderSearch(game, state, Budget(600.0, 20_000)).run()
    assert result.verdict is Verdict.WON and replays(game, state, result.moves)
    assert state == game.new_state(5)              # the caller's state is untouched


def test_the_search_runs_in_slices_and_stops_at_its_budget():
    game = create("spider", {"suits": "4"})
    search = SpiderSearch(game, game.new_state(1), Budget(600.0, 900))
    assert search.run(nodes=300) is None and search.nodes == 300
    assert search.run(nodes=300) is None and search.nodes == 600
    result = search.run()
    assert result.verdict is Verdict.UNKNOWN and search.cut and search.nodes == 900


def test_the_search_joins_the_portfolio_in_the_spider_family_only():
    for game_id, members in (("spider", 2), ("spiderette", 1), ("klondike", 0),
                             ("diamond_mine", 0)):
        game = create(game_id)
        solver = Solver(game, game.new_state(2), Budget(60.0, 1000))
        solver.run()
        assert len(solver.spiders) == members, game_id
        # the one-pack games: the exhaustive Spider search beside it
        assert (solver.spider_proof is not None) is (game_id == "spiderette"), game_id
        assert all(s.spread is (game_id == "spiderette") for s in solver.spiders)


def test_the_deals_of_a_stage_are_spread_over_the_sets_of_cards_turned_up():
    def entry(score, down):
        return (score, ((), down, 0), None)
    ready = [entry(9.0, (1, 0)), entry(8.0, (1, 0)), entry(7.0, (1, 0)), entry(5.0, (0, 2)),
             entry(4.0, (0, 2)), entry(1.0, (3, 0))]
    # half a width of the best scores, then each set's best in turn, then the second best
    assert [e[0] for e in spread(ready, 4, 4)] == [9.0, 8.0, 7.0, 5.0]
    assert [e[0] for e in spread(ready, 4, 10)] == [9.0, 8.0, 7.0, 5.0, 1.0, 4.0]
    assert [e[0] for e in spread(ready, 1, 4)] == [9.0, 5.0, 1.0, 8.0]


def test_a_stage_that_runs_dry_goes_on_from_the_deals_kept_in_reserve():
    game = create("spiderette")
    search = SpiderSearch(game, game.new_state(6), Budget(60.0, 10**6), spread=True)
    root = search.model.root
    search.heap.clear()
    search.backlog = [(0.0, root, None)] * 3      # one position: one new deal
    search._refill()                              # takes `width` (8) of them
    assert [entry[2] for entry in search.heap] == [search.model.play(root, (DEAL, -1, 0))]
    assert search.backlog == []


def test_spread_leads_with_as_many_best_scores_as_told():
    ready = [(float(v), (None, (d,), 0), None) for v, d in ((9, 0), (8, 0), (7, 0), (5, 1))]
    assert [e[0] for e in spread(ready, 4, 4, leaders=1)] == [9.0, 8.0, 5.0, 7.0]
    assert [e[0] for e in spread(ready, 4, 4, leaders=3)] == [9.0, 8.0, 7.0, 5.0]
