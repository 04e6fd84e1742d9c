"""The best-first search's memory cap (solver/search.py, sliced.MAX_BYTES): at the cap it
stops, cut, and answers "unknown" — never "unwinnable" — and the portfolio goes on
without it."""

import pytest
from test_solver import BIG
from test_solver_proof import LOST_WITH_A_FREE_CELL

from game.rules import create
from game.solver import Verdict, solve
from game.solver import search as search_module
from game.solver.search import Search
from positions import position


@pytest.fixture(scope="module")
def freecell():
    return create("freecell")


def run_holding(search, step=1):
    """Run to the end a position at a time; the result and the most memory counted (the
    last count is the one the search stopped at: it looks before each position)."""
    held, result = [], None
    while result is None:
        held.append(search.memory())
        result = search.run(nodes=step)
    return result, max(held)


def test_a_search_at_its_memory_cap_answers_unknown_never_unwinnable(freecell):
    s = position(freecell, LOST_WITH_A_FREE_CELL)
    whole = Search(freecell, s, BIG)
    result, held = run_holding(whole)
    assert result.verdict is Verdict.UNWINNABLE and not whole.cut
    cap = held // 4
    capped = Search(freecell, s, BIG, max_bytes=cap)
    result, held = run_holding(capped)
    assert result.verdict is Verdict.UNKNOWN and result.moves == [] and capped.cut
    # It stopped at the first count over the cap: one position's children past it.
    margin = 40 * (capped.seen_bytes + capped.open_bytes)
    assert cap <= held < cap + margin
    assert result.nodes < whole.nodes / 2
    assert capped.seen == set()     # let go at once


def test_the_memory_counted_is_the_positions_seen_and_the_open_ones(freecell):
    state = freecell.new_state(1)
    search = Search(freecell, state, BIG)
    assert search.max_bytes == search_module.MAX_BYTES
    assert search.seen_bytes == search_module.SEEN_BYTES + 52 * search_module.SEEN_CARD_BYTES
    assert search.open_bytes == search_module.OPEN_BYTES + 16 * search_module.OPEN_PILE_BYTES
    assert search.run(nodes=50) is None
    assert search.memory() == (len(search.seen) * search.seen_bytes
                               + len(search._frontier) * search.open_bytes)
    assert len(search.seen) > len(search._frontier) > 0


def test_a_portfolio_whose_searches_are_all_capped_answers_unknown(freecell, monkeypatch):
    monkeypatch.setattr(search_module, "MAX_BYTES", 20 * 1024)
    s = position(freecell, LOST_WITH_A_FREE_CELL)
    result = solve(freecell, s, BIG)
    assert result.verdict is Verdict.UNKNOWN and result.moves == []
