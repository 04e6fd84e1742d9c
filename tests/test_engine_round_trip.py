"""RoundTrip (game/engine/round_trip.py) on a tiny made-up game: foundations that climb
from the ace to the king in one suit, take the other king, and go down to the other ace."""

from game.engine.deal_patterns import Rest
from game.engine.game import Game
from game.engine.round_trip import RoundTrip
from game.engine.spec import GameSpec, Kind, Pick, Piles, foundations, stock
from positions import moves_between, position

UP = "A23456789TJQK"


def tiny(one_per_suit: bool = True) -> Game:
    return Game(GameSpec(
        id="tiny", piles=(stock(), foundations(2, capacity=26),
                          Piles("reserve", Kind.RESERVE, 4, pick=Pick.TOP)),
        deal=(Rest(),), hooks=RoundTrip(one_per_suit=one_per_suit).hooks()))


def suit(s: str, count: int) -> str:
    return " ".join(r + s for r in (UP + UP[::-1])[:count])


def test_an_ace_opens_a_foundation_once_per_suit():
    game = tiny()
    s = position(game, {"foundation_0": "AH 2H", "reserve_0": "AH", "reserve_1": "AS",
                        "reserve_2": "2S"})
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation_1", 1) not in legal    # hearts have their foundation
    assert ("reserve_1", "foundation_1", 1) in legal
    assert ("reserve_2", "foundation_1", 1) not in legal    # only an ace opens one
    assert ("reserve_0", "foundation_1", 1) in moves_between(tiny(False), s)


def test_up_in_suit_to_the_king_then_the_other_king_then_down_to_the_ace():
    game = tiny()
    s = position(game, {"foundation_0": suit("H", 5), "reserve_0": "6H", "reserve_1": "4H",
                        "reserve_2": "6S"})
    assert moves_between(game, s) & {("reserve_0", "foundation_0", 1),
                                     ("reserve_1", "foundation_0", 1),
                                     ("reserve_2", "foundation_0", 1)} == {
        ("reserve_0", "foundation_0", 1)}
    s = position(game, {"foundation_0": suit("H", 13), "reserve_0": "KH", "reserve_1": "QH",
                        "reserve_2": "AH"})
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation_0", 1) in legal
    assert ("reserve_1", "foundation_0", 1) not in legal and ("reserve_2", "foundation_0",
                                                               1) not in legal
    s = position(game, {"foundation_0": suit("H", 20), "reserve_0": "6H", "reserve_1": "8H"})
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation_0", 1) in legal and ("reserve_1", "foundation_0",
                                                           1) not in legal
    s = position(game, {"foundation_0": suit("H", 25), "reserve_0": "AH"})
    assert ("reserve_0", "foundation_0", 1) in moves_between(game, s)


def test_a_full_foundation_takes_nothing():
    game = tiny()
    s = position(game, {"foundation_0": suit("H", 26), "reserve_0": "AH", "reserve_1": "KH"})
    assert not any(dst == "foundation_0" for _, dst, _ in moves_between(game, s))
