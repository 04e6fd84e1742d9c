"""Terrace's reserve in the solver's score, and the guided depth-first search that takes
turns with the plain one there (ordering.Weights.reserve; its solver tuning's
`guided_beside_small`)."""

from game.rules import create
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.ordering import ordering_for
from game.solver.portfolio import Solver
from game.solver.search import DEPTH_FIRST, Search
from game.solver.small import small_search


def test_each_card_in_terraces_reserve_costs_its_weight_and_only_there():
    game = create("terrace")
    state = game.new_state(1)
    ordering = ordering_for(game, canonical_for(game))
    reserve = game.pile_index("reserve")
    assert len(state.piles[reserve]) == 11
    assert ordering.term(state, reserve, ordering.needed(state)) == -20.0 * 11
    # Canfield's reserve feeds its tableau, Klondike has none: no reserve term.
    for game_id in ("canfield", "klondike"):
        other = create(game_id)
        assert not any(ordering_for(other, canonical_for(other)).reserve), game_id


def test_terraces_small_search_gets_a_guided_depth_first_search_beside_it():
    game = create("terrace")
    solver = Solver(game, game.new_state(6), Budget(60.0, 2_000))
    plain, guided = solver.searches
    assert plain is solver.main and isinstance(guided, Search) and guided.depth_first
    assert guided.ordering.weights.reserve == 20.0
    other = create("valentine")         # searched depth-first too, unguided
    assert len(Solver(other, other.new_state(1), Budget()).searches) == 1


def test_a_deal_the_plain_search_misses_is_won_guided_within_the_same_budget():
    game = create("terrace")
    state = game.new_state(6)
    plain = small_search(game, state, Budget(60.0, 2_000))
    assert plain is not None and plain.run().verdict is Verdict.UNKNOWN
    result = Solver(game, state, Budget(60.0, 2_000)).run()
    assert result is not None and result.won and replays(game, state, result.moves)
    guided = Search(game, state, Budget(60.0, 2_000), strategy=DEPTH_FIRST,
                    ordering=ordering_for(game, canonical_for(game)))
    assert guided.run().won
