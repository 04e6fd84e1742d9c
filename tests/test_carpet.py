"""AisleRiot's Carpet: Der Pavillon's game on a self-filling carpet of twenty cards."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position


@pytest.fixture
def carpet():
    return create("carpet")


def test_carpet_deal(carpet):
    s = carpet.new_state(6)
    assert [repr(s.pile(f"foundation_{i}")) for i in range(4)] == [
        "(AC,)", "(AD,)", "(AH,)", "(AS,)"]
    for i in range(20):
        [c] = s.pile(f"carpet_{i}")
        assert c.is_face_up
    assert len(s.pile("stock")) == 28 and not any(c.is_face_up for c in s.pile("stock"))
    assert s.pile("waste") == () and carpet.score(s) == 0
    assert carpet.new_state(6) == s != carpet.new_state(7)


def carpet_cards(text):
    return {f"carpet_{i}": c for i, c in enumerate(text.split())}


REST = "5C 6C 7C 8C 9C TC 5D 6D 7D 8D 9D TD 5H 6H 7H 8H 9H TH 5S 6S"


def test_carpet_cards_go_only_onto_the_foundations(carpet):
    s = position(carpet, carpet_cards("2C 3D " + " ".join(REST.split()[2:]))
                 | {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                    "foundation_3": "AS", "waste": "2D", "stock": "[KS] [2H]"})
    assert moves_between(carpet, s) == {("carpet_0", "foundation_0", 1),
                                        ("waste", "foundation_1", 1)}
    assert not carpet.is_legal(s, move(carpet, "carpet_1", "carpet_0"))
    assert not carpet.is_legal(s, move(carpet, "carpet_1", "foundation_1"))  # 3D on AD


def test_carpet_a_gap_fills_from_the_waste_else_the_talon(carpet):
    s = position(carpet, carpet_cards("2C 3D " + " ".join(REST.split()[2:]))
                 | {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                    "foundation_3": "AS", "waste": "2D", "stock": "[KS] [2H]"})
    carpet.play(s, move(carpet, "carpet_0", "foundation_0"))
    assert repr(s.pile("carpet_0")) == "(2D,)" and s.pile("waste") == ()
    carpet.play(s, move(carpet, "carpet_0", "foundation_1"))
    assert repr(s.pile("carpet_0")) == "(2H,)"                     # turned up from the talon
    assert repr(s.pile("stock")) == "([KS],)"
    carpet.play(s, move(carpet, "carpet_1", "foundation_1"))       # 3D on 2D
    assert repr(s.pile("carpet_1")) == "(KS,)" and s.pile("stock") == ()
    assert carpet.score(s) == 3


def test_carpet_talon_once_then_lost(carpet):
    s = position(carpet, carpet_cards(REST)
                 | {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                    "foundation_3": "AS", "stock": "[KS]"})
    [deal] = carpet.legal_moves(s)
    assert deal.action == "stock"
    carpet.play(s, deal)
    assert repr(s.pile("waste")) == "(KS,)"
    assert carpet.legal_moves(s) == [] and carpet.status(s) == LOST


def test_carpet_won(carpet):
    full = {f"foundation_{i}": " ".join(f"{r}{suit}" for r in "A23456789TJQK")
            for i, suit in enumerate("CDHS")}
    s = position(carpet, full)
    assert carpet.status(s) == WON and carpet.score(s) == 48
    s = position(carpet, full | {"foundation_3": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                                 "carpet_7": "KS"})
    assert carpet.status(s) == OPEN
    carpet.play(s, move(carpet, "carpet_7", "foundation_3"))
    assert carpet.status(s) == WON
