"""The game in progress, kept in ``saved_game.toml`` so the player can quit and resume.

The record is the engine's plain dict (game id, options, deal number, initial state, the
undo history, the redo position); this module only guarantees that it reads back equal to
what was written. What TOML can hold decides what a record may contain:

- None is not allowed anywhere (TOML has no null): ``save_game`` raises ValueError rather
  than write a file that cannot be read back. Leave a key out instead.
- Dict keys must be strings.
- Lists may nest and mix strings, ints, floats and bools (TOML 1.0 arrays).
- Tuples are written as lists and read back as lists; int subclasses (cards) as plain ints.
- Equality is what round-trips, not key order: tomli-w writes sub-tables after plain keys.

File layout: ``format = 1`` and the record under ``[game]``, so the engine's keys never
clash with ours.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.store.paths import data_file
from game.store.tomlfile import damage_notice, keep_aside, read_toml, write_toml_atomic

FILE_NAME = "saved_game.toml"
WHAT = "saved game"
FORMAT = 1
CONSEQUENCE = "it cannot be resumed"


def save_game(record: Mapping[str, Any]) -> str | None:
    """Save the game in progress, replacing any earlier one.

    Raises ValueError if the record holds something TOML cannot store (None, non-string
    keys, other objects); returns a notice for the player if the disk refused, else None.
    """
    if not isinstance(record, Mapping):
        raise ValueError(f"a saved game must be a dict, not {type(record).__name__}")
    try:
        write_toml_atomic(data_file(FILE_NAME), {"format": FORMAT, "game": record})
    except OSError:
        return "Your game could not be saved."
    return None


def load_game() -> tuple[dict[str, Any] | None, str | None]:
    """The saved game and None; ``(None, None)`` if there is none; ``(None, notice)`` if the
    file was damaged (it is then kept aside as a ``.bak``)."""
    path = data_file(FILE_NAME)
    if not path.exists():
        return None, None
    data, notice = read_toml(
        path, {"format": FORMAT, "game": {}}, what=WHAT, consequence=CONSEQUENCE
    )
    if notice is not None:
        return None, notice
    if data.get("format") != FORMAT or "game" not in data:
        # Emptied, cut short, or written by a newer version: keep it aside, do not guess.
        try:
            backup = keep_aside(path)
        except OSError:
            backup = None
        return None, damage_notice(WHAT, "could not be read", backup, CONSEQUENCE)
    return data["game"], None


def clear_game() -> str | None:
    """Forget the saved game (after it is won, lost or abandoned)."""
    try:
        data_file(FILE_NAME).unlink(missing_ok=True)
    except OSError:
        return "Your finished game could not be removed from the saved games."
    return None
