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
from game.solver.search import cyclic_gc_paused
from game.solver.spider import DEAL, SpiderModel, applies, code
from game.solver.spider_search import SpiderSearch, Weights, spread
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
    assert {g for g, _options in MODELLED} == {
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


def _modelled() -> list[tuple[str, dict]]:
    """Every game and choice of its options the model takes (spider.applies): the
    proof below covers each, whichever game comes to use the model."""
    found = []
    for spec in registry().specs():
        for options in [{}] + [{o.name: c} for o in spec.options for c in o.choices
                               if c != o.default]:
            if applies(create(spec.id, options)):
                found.append((spec.id, options))
    return found


MODELLED = _modelled()


@settings(max_examples=24, deadline=None)
@given(st.sampled_from(MODELLED), st.integers(1, 10**6), st.integers(0, 10**6),
       st.booleans())
def test_the_model_agrees_with_the_rules_move_by_move(game_and_options, deal, seed, loose):
    game_id, options = game_and_options
    game = create(game_id, options)
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
        # ... whose tries follow a plan of standard and varied ones (Spiderette's tuning)
        plan = "SSVVVVVSS" if game_id == "spiderette" else None
        assert all(s.plan == plan for s in solver.spiders)
    assert create("will_o_the_wisp").spec.solver_tuning.get("spider_plan") is None


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


def test_varied_weights_are_drawn_from_their_seed_within_their_scale():
    base = Weights()
    one, again, two = base.varied(1, 0.5), base.varied(1, 0.5), base.varied(2, 0.5)
    assert one == again and one != two and one != base
    assert one.home == base.home
    for name in ("in_suit", "off_suit", "broken", "face_down", "empty"):
        ratio = getattr(one, name) / getattr(base, name)
        assert 0.5 <= ratio <= 1.5, name


def test_a_varied_try_wins_a_constructed_position_and_its_line_replays():
    game, state = last_run_split(suits="1")
    search = SpiderSearch(game, state, Budget(60.0, 1000), plan="V")
    result = search.run()
    assert search.weights == Weights().varied(1, SpiderSearch.VARIED_SCALE)
    assert result.verdict is Verdict.WON and replays(game, state, result.moves)


def test_the_tries_follow_the_plan_and_every_try_after_it_is_varied():
    game = create("spiderette")
    search = SpiderSearch(game, game.new_state(6), Budget(60.0, 10**6), spread=True,
                          plan="SVVS")
    tries = [(search.weights, search.width)]
    for _ in range(5):
        search._start()
        tries.append((search.weights, search.width))
    varied = [Weights().varied(seed, SpiderSearch.VARIED_SCALE) for seed in (1, 2, 3, 4)]
    assert tries == [(Weights(), 8), (varied[0], 8), (varied[1], 8),
                     (Weights(), 16), (varied[2], 8), (varied[3], 8)]
    assert search.stage_budget == SpiderSearch.VARIED_STAGE[1]


def test_varied_tries_win_a_deal_the_standard_tries_do_not_the_same_way_each_time():
    # Spiderette deal 42: the standard tries have not won it at 25 thousand positions;
    # with varied tries after the first, the third try wins it (21,868 positions).
    game = create("spiderette")
    state = game.new_state(42)
    budget = Budget(600.0, 25_000)
    with cyclic_gc_paused():
        standard = SpiderSearch(game, state, budget, spread=True).run()
        first, second = (SpiderSearch(game, state, budget, spread=True, plan="S").run()
                         for _ in range(2))
    assert standard.verdict is Verdict.UNKNOWN
    assert first.verdict is Verdict.WON and replays(game, state, first.moves)
    assert (first.nodes, first.moves) == (second.nodes, second.moves)



def test_what_a_try_leaves_behind_is_let_go_of_a_piece_at_a_time(monkeypatch):
    # a stage's heap and a try's positions run to millions of tuples in the wide tries:
    # let go of all at once they held a slice up for 0.4 s (Spiderette deal 94)
    monkeypatch.setattr(SpiderSearch, "FREED", 256)
    game = create("spiderette")
    search = SpiderSearch(game, game.new_state(6), Budget(60.0, 10**6), spread=True)
    search.run(nodes=2976)     # within the first stage (3000 positions)
    heap, seen, freed = search.heap, search.seen, 256
    left = len(heap) + len(seen)
    assert left > 4 * freed
    search._start()
    assert {id(heap), id(seen)} <= {id(x) for x in search.left_behind}
    search.run(nodes=32)
    assert left - 2 * freed <= len(heap) + len(seen) < left
    search.run(nodes=32 * (left // freed + 2))
    assert not heap and not seen
    assert all(x is not heap and x is not seen for x in search.left_behind)
