"""AisleRiot's Napoleon's Tomb: corners 7 up to K, the centre 6 down to A four times."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position


@pytest.fixture
def tomb():
    return create("napoleons_tomb")


def test_tomb_deal(tomb):
    s = tomb.new_state(3)
    assert len(s.pile("stock")) == 52 and not any(c.is_face_up for c in s.pile("stock"))
    assert all(not p for name, p in zip(s.pile_names, s.piles, strict=True) if name != "stock")
    assert tomb.new_state(3) == s != tomb.new_state(4)
    [deal] = tomb.legal_moves(s)
    tomb.play(s, deal)
    assert len(s.pile("waste")) == 1 and s.pile("waste")[0].is_face_up


def test_tomb_corners_start_with_a_7_and_climb_in_any_suit(tomb):
    s = position(tomb, {"waste": "7H", "corner_1": "7S 8S", "stock": "[2C]"})
    assert ("waste", "corner_0", 1) in moves_between(tomb, s)
    assert ("waste", "corner_1", 1) not in moves_between(tomb, s)
    s = position(tomb, {"waste": "9D", "corner_1": "7S 8S", "stock": "[2C]"})
    assert moves_between(tomb, s) >= {("waste", "corner_1", 1)}        # any suit
    assert ("waste", "corner_0", 1) not in moves_between(tomb, s)       # 9 on empty: no
    s = position(tomb, {"waste": "8D", "corner_1": "7S 8S 9S TS JS QS KS"})
    assert ("waste", "corner_1", 1) not in moves_between(tomb, s)       # nothing on a K


def test_tomb_centre_6_down_to_the_ace_then_a_6_again(tomb):
    s = position(tomb, {"waste": "6C", "stock": "[2C]"})
    assert ("waste", "centre", 1) in moves_between(tomb, s)
    s = position(tomb, {"waste": "5H", "stock": "[2C]"})
    assert ("waste", "centre", 1) not in moves_between(tomb, s)        # empty takes a 6
    s = position(tomb, {"waste": "4H", "centre": "6C 5S"})
    assert ("waste", "centre", 1) in moves_between(tomb, s)            # any suit, down
    s = position(tomb, {"waste": "6D", "centre": "6C 5S 4H 3H 2D AD"})
    assert ("waste", "centre", 1) in moves_between(tomb, s)            # again from a 6
    s = position(tomb, {"waste": "2H", "centre": "6C 5S 4H 3H 2D AD"})
    assert ("waste", "centre", 1) not in moves_between(tomb, s)
    s = position(tomb, {"waste": "7D", "centre": "6C"})
    assert ("waste", "centre", 1) not in moves_between(tomb, s)


def test_tomb_reserves_take_one_card_from_the_waste(tomb):
    s = position(tomb, {"waste": "2H", "reserve_1": "KD", "stock": "[3C]"})
    assert moves_between(tomb, s) == {("waste", "reserve_0", 1), ("waste", "reserve_2", 1),
                                      ("waste", "reserve_3", 1)}
    assert not tomb.is_legal(s, move(tomb, "reserve_1", "reserve_0"))  # from the waste only
    s = position(tomb, {"reserve_1": "6D", "corner_0": "7S"})
    assert moves_between(tomb, s) == {("reserve_1", "centre", 1)}
    tomb.play(s, move(tomb, "reserve_1", "centre"))
    assert tomb.score(s) == 2


def test_tomb_talon_once_by_default_three_with_two_redeals_as_option(tomb):
    s = position(tomb, {"stock": "[KC] [QC]", "reserve_0": "2C", "reserve_1": "2D",
                        "reserve_2": "2H", "reserve_3": "2S"})
    for _ in range(2):
        [deal] = tomb.legal_moves(s)
        tomb.play(s, deal)
    assert tomb.legal_moves(s) == [] and tomb.status(s) == LOST
    three = create("napoleons_tomb", {"deal": "three"})
    s = three.new_state(3)
    three.play(s, three.legal_moves(s)[0])
    assert len(s.pile("waste")) == 3
    assert three.spec.stock_action.redeals == 2


def test_tomb_won(tomb):
    corners = {f"corner_{i}": " ".join(f"{r}{suit}" for r in "789TJQK")
               for i, suit in enumerate("CDHS")}
    centre = " ".join(f"{r}{suit}" for suit in "CDHS" for r in "65432A")
    s = position(tomb, corners | {"centre": centre})
    assert tomb.status(s) == WON and tomb.score(s) == 52
    s = position(tomb, corners | {"centre": centre[:-3], "reserve_2": "AS"})
    assert tomb.status(s) == OPEN
    tomb.play(s, move(tomb, "reserve_2", "centre"))
    assert tomb.status(s) == WON
