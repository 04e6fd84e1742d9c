"""Questions: how two askings are recognised as the same, and which game and deal
answer them.

Fate's choice is drawn from the question and the day, so the same question on the same
day always meets the same game and the same cards. The Dondorf games are preferred (they
were written as oracles); a game's weight comes from texts.toml.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from datetime import date

from game import catalogue
from game.engine.deal import MAX_DEAL, rng_for
from game.engine.spec import GameSpec

from .data import game_reading, localise, text, texts

QUESTION, SYMPATHIE = "question", "sympathie"
SYMPATHIE_ID = "dondorf_sympathie"
MAX_QUESTION = 120   # characters
MAX_NAME = 30
DONDORF_WEIGHT = 2   # for a Dondorf game texts.toml does not list yet


def normalise(words: str) -> str:
    """Lower case, no accents, no punctuation, single spaces: "Will it rain?!" and
    "will it  rain" are the same question."""
    decomposed = unicodedata.normalize("NFKD", words.casefold())
    kept = "".join(c if c.isalnum() else " " for c in decomposed
                   if not unicodedata.combining(c))
    return " ".join(kept.split())


def clean(words: str, limit: int = MAX_QUESTION) -> str:
    """What the player typed, tidied for showing: printable, single spaces, not too long."""
    printable = "".join(c if c.isprintable() else " " for c in words)
    return " ".join(printable.split())[:limit]


def question_key(kind: str, question: str = "", names: Sequence[str] = ()) -> str:
    """The identity of a question for the once-a-day rule; two names in either order are
    the same pair."""
    if kind == SYMPATHIE:
        return "sympathie:" + "|".join(sorted(normalise(n) for n in names))
    return "question:" + normalise(question)


def sympathie_question(first: str, second: str, lang: str = "en") -> str:
    return text(SYMPATHIE, "question", lang=lang, first=first, second=second)


def quoted(question: str, lang: str = "en") -> str:
    """The player's question in the quotation marks of `lang`."""
    return text("quoted", lang=lang, question=question)


def suggested_questions(lang: str = "en") -> list[str]:
    return list(localise(texts()["questions"], lang))


def fortune_games(specs: Iterable[GameSpec]) -> list[GameSpec]:
    """The games that suit the mode (Sympathie has its own question)."""
    return [s for s in specs if catalogue.entry(s.id).fortune and s.id != SYMPATHIE_ID]


def weight(spec: GameSpec) -> int:
    reading = game_reading(spec.id)
    if reading.listed:
        return reading.weight
    return DONDORF_WEIGHT if catalogue.entry(spec.id).source == "dondorf" else reading.weight


def choose_game(key: str, day: date, specs: Iterable[GameSpec]) -> GameSpec | None:
    """Fate's choice among the fortune games, weighted, drawn from (question, day).

    If every game has weight 0 the choice falls on any of them."""
    games = sorted(fortune_games(specs), key=lambda s: s.id)
    if not games:
        return None
    weights = [weight(s) for s in games]
    if not any(weights):
        weights = [1] * len(games)
    ticket = rng_for("fortune game", key, day.isoformat()).below(sum(weights))
    for spec, w in zip(games, weights, strict=True):
        if ticket < w:
            return spec
        ticket -= w
    raise AssertionError("unreachable")


def deal_for(key: str, day: date, game_id: str) -> int:
    """The deal that answers this question today in this game."""
    return rng_for("fortune deal", key, day.isoformat(), game_id).below(MAX_DEAL) + 1
