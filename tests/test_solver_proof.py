"""The lean proof search (solver/proof.py), its packed keys (canonical.packed_key) and the
engine's single-card moves it walks (legal_moves atomic=True)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_solver import (
    BIG,
    DEADLOCK,
    home,
)

from game.rules import create, registry
from game.solver import Budget, Verdict
from game.solver import proof as proof_module
from game.solver.batch import replays
from game.solver.canonical import canonical_for, packed_key
from game.solver.portfolio import Solver
from game.solver.proof import Proof, provable, prove
from game.solver.safe import SafeRule
from positions import position


@pytest.fixture(scope="module")
def freecell():
    return create("freecell")


def random_walk(game, deal, choices):
    """The positions of a random game: the deal, then one per move."""
    state = game.new_state(deal)
    yield state.copy()
    for choice in choices:
        moves = game.legal_moves(state)
        if not moves:
            return
        game.play(state, moves[choice % len(moves)])
        yield state.copy()


# --- packed keys ------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["freecell", "klondike", "spider", "yukon",
                                     "reussite_32", "dondorf_zopf"])
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(1, 10_000), choices=st.lists(st.integers(0, 999), max_size=60))
def test_packed_keys_tell_apart_exactly_the_positions_the_canonical_keys_do(
        game_id, deal, choices):
    game = create(game_id)
    canonical = canonical_for(game)
    packed = packed_key(game, canonical)
    by_packed, by_tuple = {}, {}
    for state in random_walk(game, deal, choices):
        key, tuple_key = packed(state), canonical.key(state)
        assert isinstance(key, bytes)
        assert by_packed.setdefault(key, tuple_key) == tuple_key
        assert by_tuple.setdefault(tuple_key, key) == key


def test_packed_keys_sort_the_interchangeable_piles(freecell):
    packed = packed_key(freecell, canonical_for(freecell))
    a = position(freecell, {"cell_0": "KS", "tableau_0": "QH", "tableau_3": "2C"})
    b = position(freecell, {"cell_3": "KS", "tableau_5": "QH", "tableau_1": "2C"})
    c = position(freecell, {"cell_3": "KS", "tableau_5": "QH 2C"})
    assert packed(a) == packed(b) != packed(c)
    assert len(packed(freecell.new_state(1))) < 80        # 52 cards and 15 separators


def test_packed_keys_read_face_down_and_twin_cards_and_counters():
    klondike = create("klondike")
    packed = packed_key(klondike, canonical_for(klondike))
    s = klondike.new_state(5)
    t = s.copy()
    t.counters[0] += 1
    assert packed(s) != packed(t)
    flipped = s.copy()
    tableau = flipped.index("tableau_6")
    cards = flipped.piles[tableau]
    flipped.piles[tableau] = cards[:-2] + (cards[-2].flipped(),) + cards[-1:]
    assert packed(flipped) != packed(s)


# --- the engine's single-card moves ------------------------------------------------------

@pytest.mark.parametrize("game_id", registry().ids())
def test_atomic_moves_leave_out_exactly_the_shorthand_moves(game_id):
    game = create(game_id)
    shorthand = [p.run_limit is not None for p in game.pile_specs]
    rng = random.Random(game_id)
    for state in random_walk(game, 3, [rng.randrange(1000) for _ in range(30)]):
        every = game.legal_moves(state)
        assert game.legal_moves(state, atomic=True) == [
            m for m in every if m.count <= 1 or not shorthand[m.dst]]


# --- the proof ----------------------------------------------------------------------------

def test_proof_of_a_freecell_deadlock(freecell):
    s = position(freecell, DEADLOCK)
    result = prove(freecell, s, BIG)
    assert result.verdict is Verdict.UNWINNABLE and result.moves == []
    assert s == position(freecell, DEADLOCK)      # the caller's position is left alone


def test_proof_wins_a_freecell_deal_one_card_at_a_time(freecell):
    s = freecell.new_state(1)
    result = prove(freecell, s, Budget(60.0, 100_000))
    assert result.won and replays(freecell, s, result.moves)
    assert all(m.count == 1 for m in result.moves)


def test_a_won_position_needs_no_search(freecell):
    s = position(freecell, {"foundation_0": home("C"), "foundation_1": home("D"),
                            "foundation_2": home("H"), "foundation_3": home("S", "Q"),
                            "cell_2": "KS"})
    result = prove(freecell, s, BIG)
    assert result.won and replays(freecell, s, result.moves)


def test_proof_runs_in_slices_and_stops_at_its_budget(freecell):
    proof = Proof(freecell, freecell.new_state(11982), Budget(60.0, 3000))
    assert proof.run(nodes=1000) is None
    assert 1000 <= proof.nodes < 1100
    result = None
    while result is None:
        result = proof.run(nodes=1000)
    assert result.verdict is Verdict.UNKNOWN and proof.cut and proof.nodes >= 3000


def test_a_proof_joins_the_portfolio_only_where_it_is_worth_it(freecell, monkeypatch):
    def provable_here(game):
        return provable(game, game.new_state(1), SafeRule.for_game(game))

    assert provable_here(freecell)
    for game_id in ("klondike", "spider", "yukon", "reussite_32"):
        assert not provable_here(create(game_id)), game_id
    monkeypatch.setattr(Solver, "PROOF_AFTER", 500)
    solver = Solver(freecell, freecell.new_state(11982), Budget(60.0, 5000))
    assert solver.run() is not None
    assert solver.proof is not None and solver.proof.nodes > 0
    klondike = create("klondike")
    solver = Solver(klondike, klondike.new_state(3), Budget(60.0, 5000))
    solver.run()
    assert solver.proof is None



# A FreeCell position lost in a few thousand positions: DEADLOCK with a cell free.
LOST_WITH_A_FREE_CELL = {k: v for k, v in DEADLOCK.items() if k != "cell_3"} | {
    "tableau_7": "8D TD 7D KD"}


def test_a_proof_at_its_memory_cap_answers_unknown_never_unwinnable(freecell):
    s = position(freecell, LOST_WITH_A_FREE_CELL)
    whole = prove(freecell, s, BIG)
    assert whole.verdict is Verdict.UNWINNABLE and whole.nodes > 2000
    cap = 100 * 1024
    proof = Proof(freecell, s, BIG, max_bytes=cap)
    held, result = [], None
    while result is None:
        held.append(proof.memory())
        result = proof.run(nodes=10)
    assert result.verdict is Verdict.UNKNOWN and result.moves == [] and proof.cut
    # It stopped at the cap (looked at every 64 moves), far short of the whole proof.
    margin = 64 * (proof.entry_bytes + proof_module.STEP_BYTES)
    assert cap - margin <= max(held) < cap + margin
    assert result.nodes < whole.nodes / 2


def test_the_memory_cap_counts_the_positions_seen_and_the_path(freecell):
    proof = Proof(freecell, freecell.new_state(1), BIG)
    assert proof.memory() == proof.entry_bytes == len(proof.key(freecell.new_state(1))) \
        + proof_module.SEEN_BYTES
    assert proof.run(nodes=500) is None
    assert proof.memory() == (len(proof.seen) * proof.entry_bytes
                              + len(proof.path) * proof_module.STEP_BYTES)
    assert proof.max_bytes == proof_module.MAX_BYTES


def test_a_capped_proof_leaves_the_portfolio_to_its_other_searches(freecell, monkeypatch):
    monkeypatch.setattr(proof_module, "MAX_BYTES", 20 * 1024)
    monkeypatch.setattr(Solver, "PROOF_AFTER", 0)
    solver = Solver(freecell, freecell.new_state(11982), Budget(60.0, 3000))
    main = solver.main
    result = None
    while result is None:
        result = solver.run()
    assert solver.proof is not None and solver.proof.cut
    assert solver.proof.result.verdict is Verdict.UNKNOWN
    # Dropped like a search out of time: the others went on (no fresh exact search).
    assert solver.main is main and main.nodes >= 500
    assert result.verdict is Verdict.UNKNOWN
