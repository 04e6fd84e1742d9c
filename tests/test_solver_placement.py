"""Poker Square's placement search: its bound, its exact search, its place in the solver."""

from itertools import combinations, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import cards, standard_52
from game.rules import create
from game.solver import Verdict, hint, solve
from game.solver.batch import replays
from game.solver.placement import Board, PlacementSearch, Scorer, best_score, mechanism_of
from game.solver.search import Budget
from positions import move

PACK = standard_52()
NODES = Budget(60.0, 10**9)


@pytest.fixture(scope="module", params=["english", "american"])
def poker(request):
    return create("poker", {"scoring": request.param})


def laid(game, deal, count):
    """Deal `count` cards onto the cells, every other cell first (so that rows and
    columns stay open)."""
    state = game.new_state(deal)
    order = list(range(0, 25, 2)) + list(range(1, 25, 2))
    for cell in order[:count]:
        game.play(state, move(game, "waste", f"cell_{cell}"))
    return state


def best_by_hand(game, state):
    """The highest score over every arrangement of the coming cards."""
    board, scorer = Board.of(game, state), Scorer(mechanism_of(game))
    best = 0
    for arrangement in permutations(board.coming):
        grid = list(board.grid)
        for cell, card in zip(board.empty, arrangement, strict=True):
            grid[cell] = card
        best = max(best, board.score(scorer, grid))
    return best


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=10, max_size=12, unique=True),
       st.integers(0, 4))
def test_open_bound_never_below_a_hand_that_can_be_made(picks, placed_count):
    five_and_more = [PACK[i] for i in picks]
    placed, pool = five_and_more[:placed_count], five_and_more[placed_count:]
    for scoring in ("english", "american"):
        scorer = Scorer(mechanism_of(create("poker", {"scoring": scoring})))
        made = max(scorer.value(placed + list(rest))
                   for rest in combinations(pool, 5 - placed_count))
        assert scorer.open_bound(placed, pool) >= made


def test_open_bound_is_tight_where_nothing_can_be_made():
    scorer = Scorer(mechanism_of(create("poker")))
    assert scorer.open_bound(cards("2C 7D 9H"), cards("JS KS QD")) == 0
    assert scorer.open_bound(cards("2C 7D 9H"), cards("JS KS 9D")) == 1        # a pair
    assert scorer.open_bound(cards("2C 3C 4C 5C"), cards("6C 9H")) == 30       # straight flush
    assert scorer.open_bound(cards("2C 3C 4C 5D"), cards("6C AC")) == 12       # straight
    assert scorer.open_bound(cards("2C 2D 2H"), cards("2S 9H")) == 16           # four


def test_exact_search_finds_the_best_arrangement(poker):
    state = laid(poker, 3, 19)                  # six cells left: 720 arrangements
    search = PlacementSearch(poker, state, NODES, target=1 << 30)
    result = search.run()
    assert search.proved and result.verdict is Verdict.UNWINNABLE
    assert search.best == best_by_hand(poker, state)
    assert result.seconds == search.seconds > 0       # the last slice's time counted too
    grid = search.best_grid
    assert Board.of(poker, state).score(search.scorer, grid) == search.best


def test_a_target_out_of_reach_is_proved_lost():
    game = create("poker")
    state = laid(game, 1, 19)
    assert best_by_hand(game, state) < 75
    assert solve(game, state, NODES).verdict is Verdict.UNWINNABLE


def test_the_solver_wins_poker_and_its_line_replays(poker):
    state = poker.new_state(3)
    result = solve(poker, state, Budget(20.0, 10**9))
    assert result.won and replays(poker, state, result.moves)
    waste = poker.pile_index("waste")
    assert result.moves and all(m.src == waste for m in result.moves)
    assert len({m.dst for m in result.moves}) == len(result.moves) <= 25


def test_a_placement_search_stops_at_its_budget_cut():
    game = create("poker")
    search = PlacementSearch(game, game.new_state(2), Budget(60.0, 300), target=1 << 30)
    result = None
    while result is None:
        result = search.run(nodes=100)
    assert result.verdict is Verdict.UNKNOWN and search.cut and search.nodes >= 300
    assert result.seconds == search.seconds


def test_poker_hint_is_a_legal_placement():
    game = create("poker")
    state = game.new_state(1)
    answer = hint(game, state, Budget(0.05, 10**9))
    assert answer.move in game.legal_moves(state)


def test_best_score_is_deterministic_and_reaches_its_grid():
    game = create("poker")
    state = game.new_state(5)
    first, again = (best_score(game, state, Budget(60.0, 6_000)) for _ in range(2))
    assert first.best == again.best and first.best_grid == again.best_grid
    final = state.copy()
    first.target = 1 << 30
    for placement in first.line():
        game.play(final, placement)
    assert game.score(final) == first.best and all(final.pile(f"cell_{i}") for i in range(25))
