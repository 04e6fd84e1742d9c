"""What the game chooser remembers: favourite games, the recently played ones, the view.

Kept in ``chooser.toml``. A damaged file (not TOML, wrong kinds, ids that are not
strings) is kept aside as a ``.bak`` and the chooser starts empty, with a notice for the
player; ids of games that are gone are kept (a player's map folder or a later version may
bring them back) and simply not shown. A name that cannot be a game id at all (spaces,
capitals, control characters) is left out, the file kept aside, and the player told.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_, _, ngettext
from game.store.paths import data_file
from game.store.saves import is_game_id
from game.store.tomlfile import (
    UNREADABLE,
    damage_notice,
    keep_aside,
    read_toml,
    write_toml_atomic,
)

FILE_NAME = "chooser.toml"
WHAT = N_("list of favourite and recent games")
CONSEQUENCE = N_("the chooser starts afresh")
FORMAT = 1
MAX_RECENT = 8
VIEWS = ("list", "grid")


@dataclass
class ChooserMemory:
    favourites: list[str] = field(default_factory=list)
    recent: list[str] = field(default_factory=list)  # latest first
    view: str = "list"                                # "list" or "grid"

    def is_favourite(self, game_id: str) -> bool:
        return game_id in self.favourites

    def toggle_favourite(self, game_id: str) -> bool:
        """Add or remove; returns whether it is a favourite now."""
        if game_id in self.favourites:
            self.favourites.remove(game_id)
            return False
        self.favourites.append(game_id)
        return True

    def played(self, game_id: str) -> None:
        """Put the game first among the recent ones (at most MAX_RECENT are kept)."""
        self.recent = [game_id, *(g for g in self.recent if g != game_id)][:MAX_RECENT]


def _ids(value) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) and v for v in value)


def load_chooser() -> tuple[ChooserMemory, str | None]:
    """The chooser's memory and None, or a fresh one and a notice if the file was damaged."""
    path = data_file(FILE_NAME)
    default = {"format": FORMAT, "favourites": [], "recent": [], "view": "list"}
    data, notice = read_toml(path, default, what=WHAT, consequence=CONSEQUENCE)
    if notice is not None:
        return ChooserMemory(), notice
    favourites, recent = data.get("favourites", []), data.get("recent", [])
    view = data.get("view", "list")
    good = data.get("format") == FORMAT and _ids(favourites) and _ids(recent) and view in VIEWS
    if not good:
        try:
            backup = keep_aside(path)
        except OSError:
            backup = None
        return ChooserMemory(), damage_notice(WHAT, UNREADABLE, backup, CONSEQUENCE)
    strays = [v for v in (*favourites, *recent) if not is_game_id(v)]
    favourites = list(dict.fromkeys(v for v in favourites if is_game_id(v)))  # once each
    recent = list(dict.fromkeys(v for v in recent if is_game_id(v)))[:MAX_RECENT]
    memory = ChooserMemory(favourites, recent, view)
    if not strays:
        return memory, None
    try:
        backup = keep_aside(path, copy_only=True).name
    except OSError:
        backup = None
    if save_chooser(memory) is not None or backup is None:
        return memory, ngettext("{count} name in your favourite and recent games is not a "
                                "game and is left out.", "{count} names in your favourite and "
                                "recent games are not games and are left out.",
                                len(strays)).format(count=len(strays))
    return memory, ngettext(
        "{count} name in your favourite and recent games is not a game and was left out; "
        "the file was kept as {backup}.", "{count} names in your favourite and recent games "
        "are not games and were left out; the file was kept as {backup}.",
        len(strays)).format(count=len(strays), backup=backup)


def save_chooser(memory: ChooserMemory) -> str | None:
    """Write the memory; a notice for the player if the disk refused, else None."""
    try:
        write_toml_atomic(data_file(FILE_NAME), {
            "format": FORMAT, "favourites": list(memory.favourites),
            "recent": list(memory.recent), "view": memory.view})
    except OSError:
        return _("Your favourite and recent games could not be saved.")
    return None
