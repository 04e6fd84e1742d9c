"""ReserveFirst, on a tiny made-up game: a gap takes a reserve's card while any is left,
then only the waste's; never another tableau pile's."""

from game.engine.deal_patterns import Rows
from game.engine.game import Game
from game.engine.mechanism import mechanisms
from game.engine.reserve_first import ReserveFirst
from game.engine.spec import ANY, GameSpec, Kind, Pick, Piles, tableau, waste
from positions import moves_between, position


def tiny() -> Game:
    return Game(GameSpec(id="tiny", piles=(waste(), Piles("reserve", Kind.RESERVE, 2,
                                                          pick=Pick.TOP),
                                           tableau(3, fill=ANY)),
                         deal=(Rows("tableau"),), hooks=mechanisms(ReserveFirst())))


def test_reserves_first_then_the_waste():
    game = tiny()
    s = position(game, {"waste": "5H", "reserve_1": "9C", "tableau_0": "KD", "tableau_1": ""})
    legal = moves_between(game, s)
    assert ("reserve_1", "tableau_1", 1) in legal
    assert ("waste", "tableau_1", 1) not in legal and ("tableau_0", "tableau_1", 1) not in legal
    s = position(game, {"waste": "5H", "tableau_0": "KD", "tableau_1": "", "tableau_2": "6S"})
    legal = moves_between(game, s)
    assert ("waste", "tableau_1", 1) in legal and ("tableau_0", "tableau_1", 1) not in legal
    assert ("waste", "tableau_2", 1) in legal        # a card on a card: the build rule only
