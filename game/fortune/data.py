"""The mode's words and numbers, read from the TOML files beside this module.

Texts are tables keyed by language ({en = "…", de = "", fr = ""}). The translations live in
the `fortune` gettext catalogue (game/locale/<lang>/LC_MESSAGES/fortune.po, keyed by the
English text); a language's own value in the table, where one is written, wins. A text
translated nowhere falls back to English. The files ship with the program, so a broken one
is a bug, not a player's problem: they are read once and trusted.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.i18n import FORTUNE, resolve, translations

HERE = Path(__file__).parent
FALLBACK = "en"


@cache
def texts() -> dict[str, Any]:
    return tomllib.loads((HERE / "texts.toml").read_text("utf-8"))


@cache
def meanings() -> dict[str, Any]:
    return tomllib.loads((HERE / "meanings.toml").read_text("utf-8"))


def language(tag: str | None) -> str:
    """"de" from "de_AT"; the system's for the setting "system"; English for anything
    else unknown."""
    return resolve(tag)


def localise(value: Any, lang: str = FALLBACK) -> Any:
    """The text (or list) for `lang` from a language table: its own value if written, else
    the English one through the fortune catalogue (English where that has none)."""
    if not isinstance(value, Mapping):
        return value
    code = language(lang)
    chosen = value.get(code)
    if chosen:
        return chosen
    english = value.get(FALLBACK, "")
    if code == FALLBACK:
        return english
    catalogue = translations(FORTUNE, code)
    if isinstance(english, str):
        return catalogue.gettext(english) if english else english
    return [catalogue.gettext(part) for part in english]


def text(*path: str, lang: str = FALLBACK, **fields: str) -> str:
    """A text from texts.toml by its path, e.g. text("answers", "yes", "title")."""
    node: Any = texts()
    for part in path:
        node = node[part]
    result = localise(node, lang)
    return result.format(**fields) if fields else result


@dataclass(frozen=True)
class GameReading:
    """How one game is read (see [games] in texts.toml)."""

    near_miss: float
    weight: int
    reading: str
    cards: int
    listed: bool  # the game has its own entry (else the defaults, by source)


def game_reading(game_id: str) -> GameReading:
    games = texts()["games"]
    merged = {**games["default"], **games.get(game_id, {})}
    return GameReading(float(merged["near_miss"]), int(merged["weight"]), str(merged["reading"]),
                       int(merged["cards"]), game_id in games)
