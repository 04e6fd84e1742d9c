"""ForcedRound (game/engine/forced_round.py) on a tiny made-up game: a stock turned over
for ever whose cards may never fit is lost; one card that will fit keeps it open."""

from game.engine.deal_patterns import Rest
from game.engine.forced_round import ForcedRound, goes_round
from game.engine.game import LOST, OPEN, Game
from game.engine.spec import UNLIMITED, DrawToWaste, GameSpec, foundations, stock, waste
from positions import position


def tiny(limit: int = 1000) -> Game:
    return Game(GameSpec(
        id="tiny", piles=(stock(), waste(), foundations(1)), deal=(Rest(),),
        stock_action=DrawToWaste(draw=1, redeals=UNLIMITED),
        hooks=ForcedRound(limit).hooks()))


def test_a_stock_going_round_with_nothing_to_play_is_lost():
    game = tiny()
    s = position(game, {"stock": "[KC] [QC] [5D]", "waste": "7H"})
    assert len(game.legal_moves(s)) == 1 and game.status(s) == LOST
    assert s == position(game, {"stock": "[KC] [QC] [5D]", "waste": "7H"})  # untouched


def test_a_card_that_will_fit_or_a_choice_keeps_the_game_open():
    game = tiny()
    s = position(game, {"stock": "[KC] [AC] [5D]", "waste": "7H"})
    assert not goes_round(game, s) and game.status(s) == OPEN    # the ace comes round
    s = position(game, {"stock": "[KC] [QC]", "waste": "AD"})
    assert len(game.legal_moves(s)) == 2 and not goes_round(game, s)


def test_a_round_longer_than_the_limit_is_not_reported():
    game = tiny()
    s = position(game, {"stock": "[KC] [QC] [5D]", "waste": "7H"})   # a round of 5
    assert goes_round(game, s, limit=4) is False and goes_round(game, s, limit=5) is True
    assert tiny(4).status(s) == OPEN and tiny(5).status(s) == LOST
