"""Games in progress: one saved game per game id, in ``saves/<game id>.toml``.

Starting another game never drops one: each game id has its own file, kept until that
game is won, lost or abandoned on purpose. One damaged file costs only its own game.

The record is the engine's plain dict (game id, options, deal number, the undo history,
time played); this module only guarantees that it reads back equal to what was written,
that its ``game_id`` is a slug naming its own file, and when it was last saved. Whether
the cards in it are a legal position of that game is the table's check (it knows the
rules); a record it cannot resume is put aside here with ``keep_aside_game``.

What TOML can hold decides what a record may contain:

- None is not allowed anywhere (TOML has no null): ``save_game`` raises ValueError rather
  than write a file that cannot be read back. Leave a key out instead.
- Dict keys must be strings; lists may nest and mix scalars (TOML 1.0 arrays).
- Tuples are written as lists and read back as lists; int subclasses (cards) as plain ints.

File layout: ``format = 1``, ``saved_at`` (ISO date and time) and the record under
``[game]``, so the engine's keys never clash with ours. Earlier versions kept a single
game in ``saved_game.toml``; it is moved into the folder the first time the folder is read.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from game.i18n import N_, _
from game.record import Record
from game.store import durable
from game.store.ids import MAX_ID_LENGTH, is_game_id  # noqa: F401 (is_game_id: saves' word)
from game.store.paths import data_dir, data_file
from game.store.stats import counted_games
from game.store.tomlfile import (
    UNREADABLE,
    damage_notice,
    keep_aside,
    read_toml,
    remove_stale_temps,
    write_toml_atomic,
)

FOLDER = "saves"
LEGACY_FILE_NAME = "saved_game.toml"  # the one saved game of earlier versions
WHAT = N_("saved game")
FORMAT = 1
CONSEQUENCE = N_("it cannot be resumed")


class GameInProgress(Record):
    """What the chooser shows of a saved game without opening it."""

    __slots__ = ("game_id", "saved_at", "deal", "moves")

    def __init__(self, game_id: str, saved_at: datetime, deal: int | None,
                 moves: int | None) -> None:
        self.game_id, self.deal, self.moves = game_id, deal, moves
        self.saved_at = saved_at  # when it was last played (saved after every move)


def saves_dir() -> Path:
    return data_dir() / FOLDER


def save_path(game_id: str) -> Path:
    if not is_game_id(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return saves_dir() / f"{game_id}.toml"


def save_game(record: Mapping[str, Any], when: datetime | None = None) -> str | None:
    """Save the game in progress of ``record["game_id"]``, replacing that game's earlier save.

    Raises ValueError if the record has no valid game id or holds something TOML cannot
    store (None, non-string keys, other objects); returns a notice for the player if the
    disk refused, else None.
    """
    if not isinstance(record, Mapping):
        raise ValueError(f"a saved game must be a dict, not {type(record).__name__}")
    path = save_path(record.get("game_id"))
    saved_at = (when or datetime.now()).replace(microsecond=0).isoformat()
    try:
        write_toml_atomic(path, {"format": FORMAT, "saved_at": saved_at, "game": record})
    except OSError:
        return _("Your game could not be saved.")
    return None


def load_game(game_id: str) -> tuple[dict[str, Any] | None, str | None]:
    """The saved game of ``game_id`` and None; ``(None, None)`` if there is none;
    ``(None, notice)`` if its file was damaged (it is then kept aside as a ``.bak``)."""
    _adopt_legacy_save()
    if not is_game_id(game_id):
        return None, None
    path = save_path(game_id)
    durable.settle(path)  # (a save of it still landing)
    if not path.exists() and not path.is_symlink():
        return None, None
    entry, notice = _read(path, game_id, counted_games().get(game_id, frozenset()))
    return (entry[1] if entry else None), notice


def clear_game(game_id: str) -> str | None:
    """Forget the saved game of ``game_id`` (after it is won, lost or abandoned)."""
    if not is_game_id(game_id):
        return None
    try:
        durable.settle(save_path(game_id))  # else a save still landing would bring it back
        save_path(game_id).unlink(missing_ok=True)
    except OSError:
        return _("Your finished game could not be removed from the saved games.")
    return None


def keep_aside_game(game_id: str) -> str:
    """Put aside a saved game that the table could not resume (its cards or moves do not
    fit its game): it is not offered again, and its bytes are kept. Returns the notice."""
    path = save_path(game_id)
    try:
        backup: Path | None = keep_aside(path)
    except OSError:
        backup = None
    return damage_notice(WHAT, N_("could not be resumed"), backup,
                         N_("a new game starts instead"))


def games_in_progress() -> tuple[list[GameInProgress], str | None]:
    """Every saved game, the most recently played first, and a notice for damaged ones
    (each kept aside as a ``.bak``, so it is reported once)."""
    notices = [_adopt_legacy_save()]
    found = []
    directory = saves_dir()
    durable.settle()
    remove_stale_temps(directory)
    try:
        paths = sorted(p for p in directory.iterdir() if p.name.endswith(".toml"))
    except OSError:
        paths = []  # no folder yet (nothing saved), or not a folder: nothing to offer
    counted = counted_games()
    for path in paths:
        game_id = path.name.removesuffix(".toml")
        if not is_game_id(game_id):
            continue  # not ours (a copy the player made): leave it alone
        entry, notice = _read(path, game_id, counted.get(game_id, frozenset()))
        notices.append(notice)
        if entry is not None:
            found.append(_summary(game_id, *entry))
    found.sort(key=lambda game: game.saved_at, reverse=True)
    return found, " ".join(n for n in notices if n) or None


def latest_game() -> tuple[dict[str, Any] | None, str | None]:
    """The most recently played saved game (for the menu's Resume), and any notice."""
    games, notice = games_in_progress()
    for game in games:
        record, load_notice = load_game(game.game_id)
        if record is not None:
            return record, notice
        notice = " ".join(n for n in (notice, load_notice) if n) or None
    return None, notice


def _read(path: Path, game_id: str, counted: frozenset[str] = frozenset(),
          ) -> tuple[tuple[datetime, dict[str, Any]] | None, str | None]:
    """(saved_at, record) of one save file, or None and a notice after keeping it aside.
    A save of a game already counted (`counted`: its id is there) is a finished game left
    behind (a quit or a crash before its removal, a folder that refused it): it is removed,
    never offered nor counted again."""
    data, notice = read_toml(
        path, {"format": FORMAT, "game": {}}, what=WHAT, consequence=CONSEQUENCE
    )
    if notice is not None:
        return None, notice
    record = data.get("game")
    if data.get("format") != FORMAT or not isinstance(record, dict) \
            or record.get("game_id") != game_id:
        # Emptied, cut short, another game's record, or written by a newer version:
        # keep it aside, do not guess.
        try:
            backup: Path | None = keep_aside(path)
        except OSError:
            backup = None
        return None, damage_notice(WHAT, UNREADABLE, backup, CONSEQUENCE)
    if record.get("uid") in counted:
        try:
            path.unlink()
        except OSError:
            pass  # a folder that refuses: still never offered
        return None, None
    return (_when(data.get("saved_at"), path), record), None


def _when(value: Any, path: Path) -> datetime:
    """When a save was written: its own stamp, else the file's time (older files)."""
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value).replace(tzinfo=None)
        except ValueError:
            pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).replace(microsecond=0)
    except (OSError, OverflowError, ValueError):
        return datetime.min


def _summary(game_id: str, saved_at: datetime, record: dict[str, Any]) -> GameInProgress:
    deal = record.get("deal")
    history = record.get("history")
    position = history.get("position") if isinstance(history, dict) else None
    return GameInProgress(
        game_id,
        saved_at,
        deal if _count(deal) else None,
        position if _count(position) else None,
    )


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _adopt_legacy_save() -> str | None:
    """Move the single ``saved_game.toml`` of earlier versions into the saves folder,
    unless that game has a newer save there already; keep it aside if it is damaged."""
    legacy = data_file(LEGACY_FILE_NAME)
    if not legacy.exists() and not legacy.is_symlink():
        return None
    data, notice = read_toml(
        legacy, {"format": FORMAT, "game": {}}, what=WHAT, consequence=CONSEQUENCE
    )
    if notice is not None:
        return notice
    record = data.get("game")
    game_id = record.get("game_id") if isinstance(record, dict) else None
    if data.get("format") != FORMAT or not is_game_id(game_id):
        try:
            backup: Path | None = keep_aside(legacy)
        except OSError:
            backup = None
        return damage_notice(WHAT, UNREADABLE, backup, CONSEQUENCE)
    target = save_path(game_id)
    try:
        if target.exists():
            keep_aside(legacy)  # a newer game of that id is saved: keep the old one's bytes
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            legacy.replace(target)
    except OSError:
        return _("Your saved game could not be moved to the new saves folder.")
    return None
