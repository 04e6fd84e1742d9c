"""Der Diwan (Dondorf Nr. 16): kings aside, rows of five each side, aces to queens."""

import pytest

from game.engine.cards import KING
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import undo_steps
from game.rules import create
from positions import move, moves_between, position


@pytest.fixture
def diwan():
    return create("dondorf_diwan")


def test_deal_sets_the_kings_aside_and_lays_four_rows_each_side(diwan):
    s, order = diwan.deal(5)
    assert len(s.pile("kings")) == 8 and all(c.rank == KING for c in s.pile("kings"))
    assert [len(s.pile(f"row_{r}")) for r in range(8)] == [5] * 8
    assert all(c.is_face_up for r in range(8) for c in s.pile(f"row_{r}"))
    assert len(s.pile("stock")) == 56 and not any(s.pile(f"foundation_{i}") for i in range(8))
    assert s.counter("redeals_left") == 1
    assert not any(c.rank == KING for c in s.pile("stock"))
    # innermost first: each row's first card was dealt in the first round
    first_round = [c for _, c in order[8:16]]
    assert [s.pile(f"row_{r}")[0] for r in range(8)] == first_round
    assert diwan.new_state(5) == s and diwan.new_state(6) != s


def test_outer_cards_build_down_in_suit_across_the_divan(diwan):
    s = position(diwan, {"row_0": "3C TH", "row_4": "2S 9H", "row_5": "JH 8C", "row_6": "",
                         "waste": "9C", "foundation_0": "AS"})
    legal = moves_between(diwan, s)
    assert ("row_4", "row_0", 1) in legal                  # far right onto far left
    assert ("waste", "row_4", 1) not in legal and ("waste", "row_6", 1) not in legal
    assert ("row_5", "row_6", 1) in legal                   # an empty row takes a row card
    assert ("row_4", "row_6", 2) not in legal               # one card at a time
    assert ("row_5", "row_0", 1) not in legal
    s2 = position(diwan, {"row_0": "7D", "row_1": "5D 9C 2S", "waste": "6D"})
    legal = moves_between(diwan, s2)
    assert ("waste", "row_0", 1) in legal and ("row_1", "foundation_0", 1) not in legal


def test_foundations_run_from_any_ace_to_the_queen(diwan):
    s = position(diwan, {"row_0": "AD", "row_1": "2D", "foundation_0": "AH",
                         "foundation_1": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"})
    legal = moves_between(diwan, s)
    assert ("row_0", "foundation_2", 1) in legal and ("row_1", "foundation_0", 1) not in legal


def test_two_passes(diwan):
    s = position(diwan, {"stock": "[2D] [3D]"})
    clicks = 0
    while diwan.stock_moves(s):
        diwan.play(s, diwan.stock_moves(s)[0])
        clicks += 1
    assert clicks == 2 + 1 + 2 and s.counter("redeals_left") == 0


def full_suit(suit, to="Q"):
    ranks = "A23456789TJQ"
    return " ".join(f"{r}{suit}" for r in ranks[:ranks.index(to) + 1])


def test_win_lays_the_kings_beside_their_queens(diwan):
    suits = "CDHSHSCD"
    piles = {f"foundation_{i}": full_suit(s) for i, s in enumerate(suits)}
    piles["foundation_7"] = full_suit("D", to="J")
    piles["row_2"] = "QD"
    piles["kings"] = "KC KC KD KD KH KH KS KS"
    s = position(diwan, piles)
    assert diwan.status(s) == OPEN
    turn = diwan.play(s, move(diwan, "row_2", "foundation_7"))
    assert diwan.status(s) == WON and diwan.score(s) == 96 and not s.pile("kings")
    assert [s.pile(f"row_{r}")[-1].suit for r in range(8)] == [
        s.pile(f"foundation_{r}")[-1].suit for r in range(8)]
    undo_steps(s, turn.steps)
    assert len(s.pile("kings")) == 8 and repr(s.pile("row_2")) == "(QD,)"


def test_lost_when_blocked(diwan):
    s = position(diwan, {f"row_{r}": "5H" for r in range(8)} | {"waste": "KD"},
                 redeals_left=0)
    assert diwan.status(s) == LOST
    s.counters[s.counter_index("redeals_left")] = 1
    assert diwan.status(s) == OPEN
