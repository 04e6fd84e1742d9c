"""The stage-by-stage search over the engine's positions (game/solver/staged.py): Giant
and Gypsy's portfolio member."""

from game.rules import create
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.portfolio import Solver, _prepared
from game.solver.search import cyclic_gc_paused
from game.solver.staged import StagedSearch, applies
from positions import position

SUITS = ("C", "D", "H", "S")


def up_to_ten(copy: str) -> str:
    return " ".join(f"{r}{{suit}}{copy}" for r in "A23456789T")


def buried_kings():
    """Every foundation up to its ten; a king on each pile; the stock deals a queen
    onto each king, then a jack onto each queen: both deals are needed, and then the
    cards go home from the top down."""
    game = create("giant")
    piles, kings, queens, jacks = {}, [], [], []
    for f, (suit, copy) in enumerate((s, c) for c in ("", "#1") for s in SUITS):
        piles[f"foundation_{f}"] = up_to_ten(copy).format(suit=suit)
        kings.append(f"K{suit}{copy}")
        queens.append(f"[Q{suit}{copy}]")
        jacks.append(f"[J{suit}{copy}]")
    for t, king in enumerate(kings):
        piles[f"tableau_{t}"] = king
    piles["stock"] = " ".join(jacks + queens)     # the top (last) cards are dealt first
    return game, position(game, piles)


def staged(game, state, nodes):
    rule, canonical, ordering = _prepared(game)
    return StagedSearch(game, state, Budget(600.0, nodes), canonical=canonical,
                        ordering=ordering, safe=rule)


def test_a_constructed_position_needing_both_deals_is_won_and_its_line_replays():
    game, state = buried_kings()
    result = staged(game, state, 2_000).run()
    assert result.verdict is Verdict.WON and replays(game, state, result.moves)
    assert sum(m.action == "stock" for m in result.moves) == 2


def test_a_giant_deal_is_won_within_a_position_budget_and_the_state_is_left_alone():
    game = create("giant")
    state = game.new_state(6)
    with cyclic_gc_paused():        # as in the portfolio
        result = staged(game, state, 8_000).run()
    assert result.verdict is Verdict.WON and replays(game, state, result.moves)
    assert state == game.new_state(6)


def test_slices_are_deterministic_and_stop_at_the_budget():
    game = create("gypsy")
    whole, sliced = staged(game, game.new_state(1), 900), staged(game, game.new_state(1), 900)
    assert whole.run(nodes=700) is None
    assert sliced.run(nodes=300) is None and sliced.run(nodes=400) is None
    assert whole.nodes == sliced.nodes == 700
    assert (whole.tries, whole.stage_nodes) == (sliced.tries, sliced.stage_nodes)
    assert [e[0] for e in whole.heap] == [e[0] for e in sliced.heap]
    result = whole.run()
    assert result.verdict is Verdict.UNKNOWN and whole.cut and whole.nodes == 900


def test_it_joins_the_portfolio_in_giant_and_gypsy_only():
    assert applies(create("giant")) and not applies(create("klondike"))
    for game_id in ("giant", "gypsy", "spider", "agnes", "klondike"):
        game = create(game_id)
        solver = Solver(game, game.new_state(2), Budget(60.0, Solver.ALONE + 1))
        solver.run()      # the members join once the main search has looked at ALONE
        assert (solver.staged is not None) is (game_id in ("giant", "gypsy")), game_id
