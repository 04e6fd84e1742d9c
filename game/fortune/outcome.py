"""From how a laying ended to the answer: yes, yes but with obstacles, not yet, no.

A won laying says yes. A lost one is measured by the game's score against its best
(`spec.max_score`, else the number of cards): from the game's near-miss share upward it
is a near miss — its upper half "yes, but with obstacles", its lower half "not yet".
"""

from __future__ import annotations

from game.engine.game import Game
from game.engine.state import GameState

from .data import game_reading, text
from .questions import SYMPATHIE

YES, YES_BUT, NOT_YET, NO = "yes", "yes_but", "not_yet", "no"
ANSWERS = (YES, YES_BUT, NOT_YET, NO)


def best_score(game: Game) -> int:
    return game.spec.max_score or game.total_cards


def answer_for(won: bool, score: int, best: int, near_miss: float) -> str:
    if won:
        return YES
    share = score / best if best > 0 else 0.0
    if share >= 1.0:
        return YES_BUT  # every point scored yet not won: the narrowest of misses
    if share >= near_miss:
        return YES_BUT if share >= (1.0 + near_miss) / 2 else NOT_YET
    return NO


def answer_of(game: Game, state: GameState) -> tuple[str, int, int]:
    """(answer, score, best) for a laying that ended in `state`."""
    score, best = game.score(state), best_score(game)
    won = game.is_won(state)
    return answer_for(won, score, best, game_reading(game.id).near_miss), score, best


def answer_words(answer: str, kind: str = "question", names: tuple[str, ...] = (),
                 lang: str = "en") -> tuple[str, str]:
    """The headline and the line under it, for a question or for the Sympathie pair."""
    if kind == SYMPATHIE:
        fields = {"first": names[0] if names else "", "second": names[1] if len(names) > 1
                  else ""}
        return (text(SYMPATHIE, answer, "title", lang=lang, **fields),
                text(SYMPATHIE, answer, "line", lang=lang, **fields))
    return text("answers", answer, "title", lang=lang), text("answers", answer, "line", lang=lang)
