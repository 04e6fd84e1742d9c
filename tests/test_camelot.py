"""AisleRiot's Camelot: placing with per-cell rules, then removing tens."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.rules import create
from positions import move, moves_between, position


@pytest.fixture
def camelot():
    return create("camelot")


def specials(game, s):
    return {(m.action, game.pile_names[m.src], game.pile_names[m.dst] if m.dst >= 0 else "")
            for m in game.legal_moves(s) if m.action != "move"}


def test_camelot_deal_and_turn(camelot):
    s = camelot.new_state(3)
    assert len(s.pile("stock")) == 52 and s.pile("waste") == ()
    assert camelot.new_state(3) == s != camelot.new_state(4)
    assert specials(camelot, s) == {("deal", "stock", "")}
    camelot.play(s, Move("deal", camelot.pile_index("stock"), -1, 0))
    assert len(s.pile("waste")) == 1 and s.pile("waste")[0].is_face_up
    assert specials(camelot, s) == set()                         # place it first


@pytest.mark.parametrize(("card", "cells"), [
    ("KH", {0, 3, 12, 15}), ("QS", {1, 2, 13, 14}), ("JD", {4, 7, 8, 11}),
    ("7C", set(range(16)))])
def test_camelot_each_card_to_its_cells(camelot, card, cells):
    s = position(camelot, {"waste": card, "stock": "[2C]"})
    assert moves_between(camelot, s) == {("waste", f"cell_{c}", 1) for c in cells}


def test_camelot_no_cell_for_the_waste_card_is_lost(camelot):
    s = position(camelot, {"waste": "KD", "cell_0": "KC", "cell_3": "KH", "cell_12": "KS",
                           "cell_15": "5C", "stock": "[2C]"})
    assert camelot.legal_moves(s) == [] and camelot.status(s) == LOST


FULL = {f"cell_{i}": c for i, c in enumerate(
    "KC QC QD KD JC 3H 7S JD JH TC 4H JS KH QH QS 2C".split())}


def test_camelot_removing_once_the_court_is_full(camelot):
    s = position(camelot, FULL | {"waste": "KS", "stock": "[9C] [8D]"})
    s.piles[s.index("cell_15")] = ()
    assert s.counter("removing") == 0
    camelot.play(s, move(camelot, "waste", "cell_15"))
    assert s.counter("removing") == 1
    assert specials(camelot, s) == {("ten", "cell_9", ""), ("pair", "cell_5", "cell_6")}
    camelot.play(s, Move("ten", camelot.pile_index("cell_9"), -1, 0))
    assert s.pile("cell_9") == () and camelot.score(s) == 1
    assert ("deal", "stock", "") in specials(camelot, s)
    camelot.play(s, Move("pair", camelot.pile_index("cell_5"), camelot.pile_index("cell_6"), 1))
    assert s.pile("cell_5") == s.pile("cell_6") == () and camelot.score(s) == 3
    camelot.play(s, Move("deal", camelot.pile_index("stock"), -1, 0))   # back to placing
    assert s.counter("removing") == 0
    camelot.play(s, move(camelot, "waste", "cell_5"))
    assert specials(camelot, s) == {("deal", "stock", "")}       # no removing until full


def test_camelot_full_court_with_nothing_to_remove_is_lost(camelot):
    s = position(camelot, FULL | {"cell_9": "9C", "cell_5": "5H", "stock": "[2D]"},
                 removing=1)
    assert camelot.legal_moves(s) == [] and camelot.status(s) == LOST


def test_camelot_won_with_the_court_cards_on_the_border(camelot):
    border = {f"cell_{i}": c for i, c in zip(
        (0, 1, 2, 3, 4, 7, 8, 11, 12, 13, 14, 15),
        "KC QC QD KD JC JD JH JS KH QH QS KS".split(), strict=True)}
    s = position(camelot, border | {"cell_6": "TD"}, removing=1)
    assert camelot.status(s) == OPEN
    camelot.play(s, Move("ten", camelot.pile_index("cell_6"), -1, 0))
    assert camelot.status(s) == WON
