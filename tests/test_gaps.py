"""AisleRiot's Gaps (Montana): the 52-card gap patience without the slide left and
without the aces' return; two redeals once blocked, an option for random gaps."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move, undo_steps
from game.rules import create
from positions import move, moves_between, position

COLUMNS = 13
DOWN = "K Q J T 9 8 7 6 5 4 3 2".split()


def grid(game, rows, **counters):
    """rows: four strings of 13 cards, '__' for a gap; the aces aside."""
    piles = {"aces": "AS AH AD AC"}
    for r, row in enumerate(rows):
        cells = row.split()
        assert len(cells) == COLUMNS
        for c, text in enumerate(cells):
            piles[f"slot_{r * COLUMNS + c}"] = "" if text == "__" else text
    return position(game, piles, **counters)


def king_first(suit):
    """A row blocked by itself: K, a dead gap, then Q down to 2."""
    return " ".join([f"K{suit}", "__"] + [f"{r}{suit}" for r in DOWN[1:]])


def gaps_of(s, row):
    return [c for c in range(COLUMNS) if not s.pile(f"slot_{row * COLUMNS + c}")]


@pytest.fixture
def gaps():
    return create("gaps")


def test_gaps_deal(gaps):
    s = gaps.new_state(8)
    cells = [s.pile(f"slot_{i}") for i in range(52)]
    assert sum(1 for p in cells if not p) == 4
    assert all(len(p) == 1 and p[0].is_face_up and p[0].rank != 1 for p in cells if p)
    assert sorted(repr(c) for c in s.pile("aces")) == ["AC", "AD", "AH", "AS"]
    assert s.counter("coups_left") == 2
    assert gaps.new_state(8) == s != gaps.new_state(9)


def test_gaps_moves_head_twos_and_successors_only(gaps):
    s = grid(gaps, ["__ 3S 5S KH __ 9D 8D 7D 6D 5D 4D 3D 2D",
                    "2S 4S 6S 7S 8S 9S TS JS QS KS QH __ 2H",
                    "KD QD JD TD 6H 7H 8H 9H TH JH 3H 4H 5H",
                    "KC __ QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"])
    assert moves_between(gaps, s) == {
        ("slot_12", "slot_0", 1), ("slot_25", "slot_0", 1),   # any loose 2 to a head gap
        ("slot_51", "slot_0", 1),                             # (2S heads its row: locked)
        ("slot_3", "slot_24", 1),                             # KH after QH
    }
    # Dead: the gaps right of KH and of KC. No slide left in Gaps:
    assert not gaps.is_legal(s, move(gaps, "slot_5", "slot_4"))    # 9D right of KH
    assert not gaps.is_legal(s, move(gaps, "slot_2", "slot_1"))


def test_gaps_successor_of_the_left_card(gaps):
    s = grid(gaps, ["2S 3S __ KH QH JH TH 9H 8H 7H 6H 5H 4H",
                    "4S 5S 6S 7S 8S 9S TS JS QS KS __ 3H 2H",
                    "KD __ QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
                    "KC __ QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"])
    assert moves_between(gaps, s) == {("slot_13", "slot_2", 1)}   # 4S after 3S
    gaps.play(s, move(gaps, "slot_13", "slot_2"))
    assert gaps.score(s) == 3                                      # 2S 3S 4S in place
    # The run from the head is locked: 2S may not move into the gap it left at slot 13.
    assert not gaps.can_pick(s, gaps.pile_index("slot_0"), 1)
    assert gaps.can_pick(s, gaps.pile_index("slot_3"), 1)


def test_gaps_gap_right_of_a_gap_is_dead(gaps):
    s = grid(gaps, ["2S __ __ KH QH JH TH 9H 8H 7H 6H 5H 4H",
                    "3S 4S 5S 6S 7S 8S 9S TS JS QS KS 3H 2H",
                    "KD __ QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
                    "KC __ QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"])
    assert moves_between(gaps, s) == {("slot_13", "slot_1", 1)}   # 3S after 2S, not slot 2


def test_gaps_redeal_only_when_blocked_one_gap_after_each_run(gaps):
    s = grid(gaps, ["2S 3S 4S KS __ 5S 6S 7S 8S 9S TS JS QS",
                    king_first("H"), king_first("D"), king_first("C")])
    assert gaps.legal_moves(s) == [Move("coup")]
    gaps.play(s, Move("coup"))
    assert [gaps_of(s, r) for r in range(4)] == [[3], [0], [0], [0]]
    assert [repr(s.pile(f"slot_{c}")) for c in range(3)] == ["(2S,)", "(3S,)", "(4S,)"]
    assert sum(len(p) for p in s.piles) == 52 and s.counter("coups_left") == 1
    unblocked = grid(gaps, ["__ 3S 4S KS 2S 5S 6S 7S 8S 9S TS JS QS",
                            king_first("H"), king_first("D"), king_first("C")])
    assert Move("coup") not in gaps.legal_moves(unblocked)


def test_gaps_redeal_gathers_a_stray_card_after_a_finished_row(gaps):
    s = grid(gaps, ["2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS KH",
                    "QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H __ __",
                    king_first("D"), king_first("C")])
    gaps.play(s, Move("coup"))
    assert gaps_of(s, 0) == [12] and gaps.score(s) == 12
    assert [len(gaps_of(s, r)) for r in range(4)] == [1, 1, 1, 1]
    assert sum(len(p) for p in s.piles) == 52


def test_gaps_two_redeals_then_lost(gaps):
    blocked = ["2S 3S 4S KS __ 5S 6S 7S 8S 9S TS JS QS",
               king_first("H"), king_first("D"), king_first("C")]
    s = grid(gaps, blocked, coups_left=0)
    assert gaps.legal_moves(s) == [] and gaps.status(s) == LOST
    assert gaps.status(grid(gaps, blocked, coups_left=1)) == OPEN


def test_gaps_redeal_is_reproducible_and_undoable(gaps):
    a, b = gaps.new_state(12), gaps.new_state(12)
    start = a.key()
    turn = gaps.play(a, Move("coup"))
    gaps.play(b, Move("coup"))
    assert a == b
    undo_steps(a, turn.steps)
    assert a.key() == start


def test_gaps_random_gaps_option():
    game = create("gaps", {"gaps": "random"})
    rows = ["2S 3S 4S KS __ 5S 6S 7S 8S 9S TS JS QS",
            king_first("H"), king_first("D"), king_first("C")]
    places = set()
    for deal in range(1, 30):
        s = grid(game, rows)
        s.deal = deal
        game.play(s, Move("coup"))
        assert [repr(s.pile(f"slot_{c}")) for c in range(3)] == ["(2S,)", "(3S,)", "(4S,)"]
        assert sum(len(p) for p in s.piles) == 52
        found = tuple(c for r in range(4) for c in gaps_of(s, r))
        assert len(found) == 4
        places.add(found)
    assert any(p != (3, 0, 0, 0) for p in places) and len(places) > 5


def test_gaps_won_without_the_aces(gaps):
    rows = [" ".join(f"{r}{s}" for r in reversed(DOWN)) + " __" for s in "SHDC"]
    s = grid(gaps, rows)
    assert gaps.status(s) == WON and gaps.score(s) == 48
    assert len(s.pile("aces")) == 4                                # no ace comes back
