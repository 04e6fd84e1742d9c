"""DirectionBySecondCard (game/engine/tableau_direction.py) on tiny made-up games: a
pile built up or down whose second card fixes the way, and DropsByGroup, which gives
each group of piles its own mechanism's drop rule."""

from game.engine.deal_patterns import Rest
from game.engine.foundation_direction import BUILDING_DOWN, BUILDING_UP, OPEN
from game.engine.game import Game
from game.engine.mechanism import DropsByGroup
from game.engine.round_trip import RoundTrip
from game.engine.spec import (
    ANY,
    UP_OR_DOWN,
    Build,
    GameSpec,
    Pick,
    SuitRule,
    foundations,
    stock,
    tableau,
)
from game.engine.tableau_direction import DirectionBySecondCard, pile_direction
from positions import moves_between, position

ALTERNATE_UP_OR_DOWN = Build(SuitRule.ALTERNATE_COLOUR, UP_OR_DOWN, wrap=True)


def tiny() -> Game:
    return Game(GameSpec(
        id="tiny", piles=(stock(), tableau(4, build=ALTERNATE_UP_OR_DOWN, fill=ANY,
                                           pick=Pick.TOP, accepts_runs=False)),
        deal=(Rest(),), hooks=DirectionBySecondCard().hooks()))


def test_a_lone_card_takes_either_way_and_the_second_card_fixes_it():
    game = tiny()
    s = position(game, {"tableau_0": "7S", "tableau_1": "8H", "tableau_2": "6D",
                        "tableau_3": "8S"})
    legal = moves_between(game, s)
    assert {("tableau_1", "tableau_0", 1), ("tableau_2", "tableau_0", 1)} <= legal
    assert ("tableau_3", "tableau_0", 1) not in legal        # the build's colours hold
    assert pile_direction(game, s, s.index("tableau_0")) == OPEN
    s = position(game, {"tableau_0": "7S 8H", "tableau_1": "9C", "tableau_2": "7C"})
    assert pile_direction(game, s, s.index("tableau_0")) == BUILDING_UP
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal and ("tableau_2", "tableau_0", 1) \
        not in legal
    s = position(game, {"tableau_0": "7S 6H", "tableau_1": "7C", "tableau_2": "5C"})
    assert pile_direction(game, s, s.index("tableau_0")) == BUILDING_DOWN
    legal = moves_between(game, s)
    assert ("tableau_2", "tableau_0", 1) in legal and ("tableau_1", "tableau_0", 1) \
        not in legal


def test_the_way_follows_the_builds_wrap_and_a_pile_unbuilt_has_none():
    game = tiny()
    s = position(game, {"tableau_0": "QS KH", "tableau_1": "AC", "tableau_2": "QC"})
    assert pile_direction(game, s, s.index("tableau_0")) == BUILDING_UP   # K → A goes on up
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal and ("tableau_2", "tableau_0", 1) \
        not in legal
    s = position(game, {"tableau_0": "2S 9H"})                   # dealt so, not built
    assert pile_direction(game, s, s.index("tableau_0")) == OPEN


def test_drops_by_group_asks_each_groups_own_mechanism():
    game = Game(GameSpec(
        id="tiny", piles=(stock(), tableau(2, build=Build(SuitRule.SAME_SUIT, UP_OR_DOWN),
                                           fill=ANY, pick=Pick.TOP, accepts_runs=False),
                          foundations(2, capacity=26)),
        deal=(Rest(),),
        hooks=DropsByGroup((("tableau", DirectionBySecondCard()),
                            ("foundation", RoundTrip()))).hooks()))
    s = position(game, {"tableau_0": "4C 5C", "tableau_1": "4C",
                        "foundation_0": "AC 2C 3C"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) not in legal       # 4C on 5C: the pile goes up
    assert ("tableau_0", "tableau_1", 1) in legal           # 5C on a lone 4C
    assert ("tableau_1", "foundation_0", 1) in legal        # the foundation's own rule
    assert ("tableau_1", "foundation_1", 1) not in legal    # only an ace opens one
