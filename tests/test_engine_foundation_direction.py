"""FoundationDirection, on a tiny made-up game: foundations that may climb or descend
from the base rank until the first build chooses one way for all of them."""

import pytest

from game.engine.base_card import BASE_RANK, base_homes
from game.engine.cards import parse_card
from game.engine.deal_patterns import Rows
from game.engine.foundation_direction import (
    BUILDING_DOWN,
    BUILDING_UP,
    FOUNDATION_DIRECTION,
    OPEN,
    FoundationDirection,
    build_way,
    direction_name,
)
from game.engine.game import Game
from game.engine.history import History
from game.engine.mechanism import mechanisms
from game.engine.spec import UP_OR_DOWN, Build, GameSpec, SuitRule, cells
from positions import move, moves_between, position

EITHER_WAY = Build(SuitRule.SAME_SUIT, UP_OR_DOWN, wrap=True)


def tiny() -> Game:
    return Game(GameSpec(id="tiny", piles=(cells(4), base_homes(2, build=EITHER_WAY,
                                                                capacity=13)),
                         deal=(Rows("cell"),),
                         counters=((BASE_RANK, 0), (FOUNDATION_DIRECTION, OPEN)),
                         hooks=mechanisms(FoundationDirection())))


def test_both_ways_are_open_until_the_first_build():
    game = tiny()
    s = position(game, {"cell_0": "8H", "cell_1": "6H", "cell_2": "6C", "cell_3": "9H",
                        "foundation_0": "7H", "foundation_1": "7C"}, base_rank=7)
    legal = moves_between(game, s)
    assert {("cell_0", "foundation_0", 1), ("cell_1", "foundation_0", 1),
            ("cell_2", "foundation_1", 1)} <= legal
    assert ("cell_3", "foundation_0", 1) not in legal       # two ranks apart
    assert ("cell_2", "foundation_0", 1) not in legal       # another suit


@pytest.mark.parametrize(("first", "way", "allowed", "refused"), [
    ("8H", BUILDING_UP, "8C", "6C"),
    ("6H", BUILDING_DOWN, "6C", "8C"),
])
def test_the_first_build_fixes_the_way_for_every_foundation(first, way, allowed, refused):
    game = tiny()
    s = position(game, {"cell_0": first, "cell_1": allowed, "cell_2": refused,
                        "foundation_0": "7H", "foundation_1": "7C"}, base_rank=7)
    game.play(s, move(game, "cell_0", "foundation_0"))
    assert s.counter(FOUNDATION_DIRECTION) == way
    legal = moves_between(game, s)
    assert ("cell_1", "foundation_1", 1) in legal
    assert ("cell_2", "foundation_1", 1) not in legal       # the other way: no longer


def test_the_way_holds_round_the_corner_and_undo_opens_it_again():
    game = tiny()
    s = position(game, {"cell_0": "AS", "cell_1": "QS", "cell_2": "2S",
                        "foundation_0": "KS"}, base_rank=13)
    history = History(game, s)
    before = s.copy()
    history.play(move(game, "cell_0", "foundation_0"))       # king, then ace: up
    assert s.counter(FOUNDATION_DIRECTION) == BUILDING_UP
    legal = moves_between(game, s)
    assert ("cell_2", "foundation_0", 1) in legal and ("cell_1", "foundation_0", 1) not in legal
    history.undo()
    assert s == before and s.counter(FOUNDATION_DIRECTION) == OPEN
    history.play(move(game, "cell_1", "foundation_0"))       # king, then queen: down
    assert s.counter(FOUNDATION_DIRECTION) == BUILDING_DOWN
    assert ("cell_0", "foundation_0", 1) not in moves_between(game, s)


def test_a_card_on_an_empty_foundation_chooses_nothing():
    game = tiny()
    s = position(game, {"cell_0": "7D", "foundation_0": "7H"}, base_rank=7)
    game.play(s, move(game, "cell_0", "foundation_1"))
    assert s.counter(FOUNDATION_DIRECTION) == OPEN


def test_build_way_counts_round_the_rank_order():
    game = tiny()
    f = game.pile_index("foundation_0")
    card = parse_card
    assert build_way(game, f, card("KS"), card("AS")) == BUILDING_UP
    assert build_way(game, f, card("AS"), card("KS")) == BUILDING_DOWN
    assert build_way(game, f, card("5S"), card("7S")) == OPEN
    assert [direction_name(v) for v in (OPEN, BUILDING_UP, BUILDING_DOWN)] == \
        ["up or down", "up", "down"]
