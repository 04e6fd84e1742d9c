"""The solver on the hard games left: Forty Thieves and Union Square (their hooks no
longer hide the symmetries and safe moves home from the solver), Labyrinth and Valentine
(the small games' depth-first search)."""

import pytest

from game.engine.mechanism import DropsByGroup, Mechanism
from game.rules import create
from game.solver import Budget, Verdict, solve
from game.solver.batch import replays
from game.solver.canonical import canonical_for, has_hooks
from game.solver.portfolio import Solver
from game.solver.safe import SafeRule
from game.solver.search import DEPTH_FIRST
from game.solver.small import small_search


def test_forty_thieves_hooks_leave_the_solver_its_symmetries_and_safe_moves():
    game = create("forty_thieves")
    assert not has_hooks(game)
    groups = canonical_for(game).symmetric
    assert [len(g) for g in groups] == [8, 10]     # the foundations, the tableau
    assert SafeRule.for_game(game) is not None
    # Gypsy's pair score keeps its hooks: the safe moves cost its wins.
    assert has_hooks(create("gypsy"))


def test_forty_thieves_deal_7_is_won_at_once():
    game = create("forty_thieves")
    state = game.new_state(7)
    result = solve(game, state, Budget(60.0, 3000))    # no win within 1 s before
    assert result.won and replays(game, state, result.moves)


def test_labyrinth_is_decided_by_the_small_search():
    game = create("labyrinth")
    state = game.new_state(37)
    search = small_search(game, state, Budget(60.0, 10**6))
    assert search is not None
    # The best-first portfolio needed 86k positions to prove this deal lost.
    result = search.run()
    assert result.verdict is Verdict.UNWINNABLE and result.nodes < 20_000


# Best-first: Valentine deal 1 unknown at 5 s, Terrace deal 3 at 1 s.
@pytest.mark.parametrize(("game_id", "deal", "nodes"), [("valentine", 1, 100_000),
                                                        ("terrace", 3, 5000)])
def test_games_led_astray_are_won_by_the_depth_first_search(game_id, deal, nodes):
    game = create(game_id)
    state = game.new_state(deal)
    assert small_search(game, state) is not None
    result = solve(game, state, Budget(60.0, nodes))
    assert result.won and replays(game, state, result.moves)


def test_union_square_piles_are_alike_for_the_solver():
    game = create("union_square")
    assert not has_hooks(game)
    assert [len(g) for g in canonical_for(game).symmetric] == [16, 4]   # tableau, homes
    # A group's rules are blind to places only when each of its mechanisms is.
    assert not DropsByGroup((("tableau", Mechanism()),)).position_blind


def test_union_square_is_searched_depth_first_and_deal_1_won_at_once():
    game = create("union_square")
    state = game.new_state(1)
    solver = Solver(game, state, Budget(60.0, 3000))    # best-first: no win in 2 s
    assert solver.main.depth_first and solver.strategy == DEPTH_FIRST
    result = solve(game, state, Budget(60.0, 3000))
    assert result.won and replays(game, state, result.moves)
    # Elsewhere the search goes as asked (best-first by default).
    klondike = create("klondike")
    assert not Solver(klondike, klondike.new_state(1), Budget()).main.depth_first
