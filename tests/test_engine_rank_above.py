"""RankAbove (game/engine/rank_above.py) on a tiny made-up game: foundations opened one
below the other, each fed by the ranks already in the one above."""

from game.engine.base_card import BASE_RANK
from game.engine.deal_patterns import Rest
from game.engine.game import Game
from game.engine.rank_above import RankAbove
from game.engine.spec import GameSpec, Kind, Pick, Piles, fill_base, foundations, stock
from positions import moves_between, position


def tiny() -> Game:
    return Game(GameSpec(
        id="tiny", piles=(stock(), foundations(3, build=None, fill=fill_base(),
                                               sources=("reserve",)),
                          Piles("reserve", Kind.RESERVE, 3, pick=Pick.TOP)),
        deal=(Rest(),), counters=((BASE_RANK, 5),), hooks=RankAbove().hooks()))


def test_the_first_foundation_takes_its_suit_in_any_order():
    game = tiny()
    s = position(game, {"foundation_0": "5H 9H", "reserve_0": "KH", "reserve_1": "2H",
                        "reserve_2": "KS"})
    legal = moves_between(game, s)
    assert {("reserve_0", "foundation_0", 1), ("reserve_1", "foundation_0", 1)} <= legal
    assert ("reserve_2", "foundation_0", 1) not in legal


def test_a_foundation_opens_with_the_base_rank_only_below_a_started_one():
    game = tiny()
    s = position(game, {"foundation_0": "5H", "reserve_0": "5C", "reserve_1": "6C"})
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation_1", 1) in legal
    assert ("reserve_0", "foundation_2", 1) not in legal   # foundation_1 not started yet
    assert ("reserve_1", "foundation_1", 1) not in legal   # not the base rank
    s = position(game, {"foundation_0": "5H", "foundation_1": "5C", "reserve_0": "5S"})
    assert ("reserve_0", "foundation_2", 1) in moves_between(game, s)


def test_a_card_goes_up_only_if_its_rank_lies_in_the_foundation_above():
    game = tiny()
    s = position(game, {"foundation_0": "5H 9H QH", "foundation_1": "5C",
                        "reserve_0": "9C", "reserve_1": "JC", "reserve_2": "QD"})
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation_1", 1) in legal       # a 9 is above
    assert ("reserve_1", "foundation_1", 1) not in legal   # no jack above
    assert ("reserve_2", "foundation_1", 1) not in legal   # not its suit
    s = position(game, {"foundation_0": "5H 9H", "foundation_1": "5C", "foundation_2": "5D",
                        "reserve_0": "9D"})
    assert ("reserve_0", "foundation_2", 1) not in moves_between(game, s)  # no 9 in clubs
