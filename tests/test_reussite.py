import pytest

from game.engine.cards import ACE
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.rules import create
from positions import move, moves_between, position


def grid(game, rows, aces="", columns=8, **counters):
    """rows: four strings of `columns` cards, '__' for a gap."""
    piles = {}
    for r, row in enumerate(rows):
        for c, text in enumerate(row.split()):
            piles[f"slot_{r * columns + c}"] = "" if text == "__" else text
    piles["aces"] = aces
    return position(game, piles, **counters)


@pytest.fixture
def g32():
    return create("reussite_32")


# The contract's worked example: row 1 is 7♠ 8♠ J♦ __ Q♣ 9♥ K♥ 10♣.
EXAMPLE = ["8C 9C 9S QD 7C 7H 8H 9D",
           "7S 8S JD __ QC 9H KH TC",
           "TD KS JS __ JC KC 7D QH",
           "__ TS __ QS JH KD 8D TH"]


def test_deal_counts_and_aces_out(g32):
    s = g32.new_state(3)
    slots = [s.pile(f"slot_{i}") for i in range(32)]
    assert sum(1 for p in slots if not p) == 4
    assert sum(len(p) for p in slots) == 28
    assert sorted(c.rank for c in s.pile("aces")) == [ACE] * 4
    assert all(c.is_face_up for p in s.piles for c in p)
    assert s.counter("coups_left") == 1
    assert g32.new_state(3) == s and g32.new_state(4) != s


def test_locked_cards_from_the_head(g32):
    s = grid(g32, EXAMPLE, aces="AS AH AD AC")
    legal = moves_between(g32, s)
    assert not any(src in ("slot_8", "slot_9") for src, _, _ in legal)  # 7♠ 8♠ locked
    assert g32.score(s) == 2  # only row 1 starts with its 7


def test_successor_move_takes_only_the_next_card_of_the_suit(g32):
    s = grid(g32, EXAMPLE, aces="AS AH AD AC")
    legal = moves_between(g32, s)
    into_gap = {src for src, dst, _ in legal if dst == "slot_11"}
    # Q♦ (slot_3) follows J♦; Q♣ may slide left from slot_12.
    assert into_gap == {"slot_3", "slot_12"}


def test_slide_left_within_a_row(g32):
    s = grid(g32, EXAMPLE, aces="AS AH AD AC")
    g32.play(s, move(g32, "slot_12", "slot_11"))
    assert repr(s.pile("slot_11")) == "(QC,)" and s.pile("slot_12") == ()
    # now the gap right of Q♣ accepts K♣ (slot_21) and the slide of 9♥
    into_gap = {src for src, dst, _ in moves_between(g32, s) if dst == "slot_12"}
    assert into_gap == {"slot_21", "slot_13"}


def test_head_gap_takes_any_unlocked_seven(g32):
    s = grid(g32, EXAMPLE, aces="AS AH AD AC")
    into_head = {src for src, dst, _ in moves_between(g32, s) if dst == "slot_24"}
    # unlocked 7s: 7♣ (slot_4), 7♥ (slot_5), 7♦ (slot_22); 7♠ at slot_8 is locked.
    assert into_head == {"slot_4", "slot_5", "slot_22"}


def test_no_slide_into_the_head_and_dead_gaps(g32):
    s = grid(g32, EXAMPLE, aces="AS AH AD AC")
    legal = moves_between(g32, s)
    assert ("slot_25", "slot_24", 1) not in legal          # T♠ may not slide into the head
    # slot_26 has T♠ to its left → accepts J♠ (slot_18) or the slide of Q♠ (slot_27)
    assert {src for src, dst, _ in legal if dst == "slot_26"} == {"slot_18", "slot_27"}
    dead = grid(g32, ["7S 8S KH __ __ 9H QH TC", "8C 9C 9S QD 7C 7H 8H 9D",
                      "TD KS JS JD JC KC 7D QS", "QC TS __ KD JH __ 8D TH"],
                aces="AS AH AD AC")
    into = {dst for _, dst, _ in moves_between(g32, dead)}
    assert "slot_3" not in into                             # right of a king: dead
    assert {src for src, dst, _ in moves_between(g32, dead) if dst == "slot_4"} == {"slot_5"}
    assert {src for src, dst, _ in moves_between(g32, dead) if dst == "slot_29"} == {
        "slot_6", "slot_30"}                                # Q♥ follows J♥, or 8♦ slides


def test_ace_returns_when_the_row_is_run_to_the_king(g32):
    s = grid(g32, ["7S 8S 9S TS JS QS __ __", "8C 9C 9D QD 7C 7H 8H __",
                   "TD KH JH QH JC KC 7D QC", "TC 9H KD JD TH 8D __ KC"][:3]
             + ["TC 9H KD JD TH 8D KS __"], aces="AS AH AD AC")
    g32.play(s, move(g32, "slot_30", "slot_6"))
    assert repr(s.pile("slot_7")) == "(AS,)"
    assert "AS" not in repr(s.pile("aces"))


def test_ace_waits_while_the_last_cell_is_occupied(g32):
    s = grid(g32, ["7S 8S 9S TS JS QS __ 9D", "8C 9C __ QD 7C 7H 8H __",
                   "TD KH JH QH JC KC 7D QC", "TC 9H KD JD TH 8D KS __"],
             aces="AS AH AD AC")
    g32.play(s, move(g32, "slot_30", "slot_6"))
    assert repr(s.pile("slot_7")) == "(9D,)" and len(s.pile("aces")) == 4


def test_coup_de_grace_gathers_and_leaves_one_gap_after_each_run(g32):
    # The contract's example: runs of 3 (♥), 2 (♠), 0, and a complete ♣ row.
    s = grid(g32, ["7H 8H 9H JD QS __ KD TS", "7S 8S __ 9D QD 8D KS TH",
                   "KH JS QH TD 7D 9S __ JH", "7C 8C 9C TC JC QC KC AC"],
             aces="AS AH AD")
    g32.play(s, Move("coup"))  # played here as if blocked (see the next test)
    rows = [[s.pile(f"slot_{r * 8 + c}") for c in range(8)] for r in range(4)]
    assert [[c for c in range(8) if not rows[r][c]] for r in range(3)] == [[3], [2], [0]]
    assert [repr(p) for p in rows[0][:3]] == ["(7H,)", "(8H,)", "(9H,)"]
    assert [repr(p[0]) for p in rows[3]] == "7C 8C 9C TC JC QC KC AC".split()
    assert s.counter("coups_left") == 0 and Move("coup") not in g32.legal_moves(s)
    assert sum(len(p) for p in s.piles) == 32


def test_coup_de_grace_only_once_blocked(g32):
    """Les Réussites: "il arrive assez souvent que la réussite se trouve bloquée …
    Aussi a-t-on droit alors au « coup de grâce »" — alors: once blocked."""
    s = grid(g32, ["7H 8H 9H JD QS __ KD TS", "7S 8S __ 9D QD 8D KS TH",
                   "KH JS QH TD 7D 9S __ JH", "7C 8C 9C TC JC QC KC AC"],
             aces="AS AH AD")
    assert g32.card_moves(s) and Move("coup") not in g32.legal_moves(s)
    stuck = grid(g32, ["7S 8S QH 9H TC JS KH __", "8C 9C 9S QD 7C 7H KC __",
                       "TD JD TS JC 7D QS KD __", "QC 8H 9D JH 8D TH KS __"],
                 aces="AS AH AD AC", coups_left=1)
    assert g32.legal_moves(stuck) == [Move("coup")]


def test_coup_is_reproducible_and_undoable(g32):
    a, b = g32.new_state(12), g32.new_state(12)
    start = a.key()
    turn = g32.play(a, Move("coup"))
    g32.play(b, Move("coup"))
    assert a == b
    from game.engine.moves import undo_steps
    undo_steps(a, turn.steps)
    assert a.key() == start


def test_won_and_lost(g32):
    rows = [f"7{s} 8{s} 9{s} T{s} J{s} Q{s} K{s} A{s}" for s in "SHDC"]
    won = grid(g32, rows)
    assert g32.status(won) == WON and g32.score(won) == 32
    stuck = grid(g32, ["7S 8S QH 9H TC JS KH __", "8C 9C 9S QD 7C 7H KC __",
                       "TD JD TS JC 7D QS KD __", "QC 8H 9D JH 8D TH KS __"],
                 aces="AS AH AD AC", coups_left=0)
    assert g32.legal_moves(stuck) == [] and g32.status(stuck) == LOST
    stuck.counters[stuck.counter_index("coups_left")] = 1
    assert g32.status(stuck) == OPEN


def test_variant_52_uses_twos_thirteen_columns_three_coups():
    game = create("reussite_52")
    s = game.new_state(8)
    assert len([i for i in range(52) if not s.pile(f"slot_{i}")]) == 4
    assert s.counter("coups_left") == 3
    row0 = [s.pile(f"slot_{c}") for c in range(13)]
    s.piles[:13] = [()] + [p for p in row0[1:]]
    head = {src for src, dst, _ in moves_between(game, s) if dst == "slot_0"}
    assert head and all(s.pile(src)[0].rank == 2 for src in head)
