"""Find the map for a game: the player's maps folder first, then ours; a grid otherwise.

A map is used only if its piles are exactly the game's piles. Whatever goes wrong is
returned as a warning for the player (naming the file and the piles), never raised.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from game.i18n import _
from game.layout.compiled import read_compiled
from game.layout.grid import grid_layout
from game.layout.model import Layout, normalize_kind
from game.layout.tmx import LayoutError, load_layout
from game.resources import data_dir

DATA_DIR_ENV = "REUSSITE_DATA_DIR"
MAP_SUFFIX = ".tmx"

# Our maps: the repository's levels/, or the copy an installed package carries.
REPO_LEVELS_DIR = data_dir("levels")

_LAYOUT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def user_levels_dir() -> Path:
    """The player's maps folder: $REUSSITE_DATA_DIR/levels, else the platform's user data
    folder for "reussite" (the same place game.store keeps its files) + /levels."""
    data_dir = os.environ.get(DATA_DIR_ENV)
    if data_dir:
        return Path(data_dir).expanduser() / "levels"
    from game.store.paths import maps_dir

    return maps_dir()


def default_search_dirs() -> list[Path]:
    """Where maps are looked for, in order: the player's maps, then ours."""
    return [user_levels_dir(), REPO_LEVELS_DIR]


def layout_for(
    layout_name: str,
    pile_names: Sequence[str],
    pile_kinds: Mapping[str, object],
    search_dirs: Sequence[str | Path] | None = None,
) -> tuple[Layout, list[str]]:
    """The layout `layout_name` for a game with these piles, and warnings for the player.

    Each `<dir>/<layout_name>.tmx` is tried in order; the first that loads and holds
    exactly `pile_names` wins. If none does, an automatic grid is returned.
    """
    dirs = default_search_dirs() if search_dirs is None else [Path(d) for d in search_dirs]
    warnings: list[str] = []
    if not _LAYOUT_NAME.fullmatch(layout_name or ""):
        warnings.append(_("layout name {name} is not a plain file name; using a grid").format(
            name=repr(layout_name)))
        return grid_layout(layout_name or "grid", pile_names, pile_kinds), warnings

    tried: list[Path] = []
    for directory in dirs:
        path = directory / f"{layout_name}{MAP_SUFFIX}"
        if not path.is_file():
            continue
        tried.append(path)
        try:
            layout = read_compiled(path) or load_layout(path)  # (a Layout is always true)
        except LayoutError as error:
            warnings.append(_("{error}; using another layout").format(error=error))
            continue
        problems = _pile_mismatch(path, layout, pile_names)
        if problems:
            warnings.append(problems)
            continue
        warnings.extend(_kind_mismatches(path, layout, pile_names, pile_kinds))
        return layout, warnings

    if not tried:
        where = ", ".join(str(d) for d in dirs) or _("no folder")
        warnings.append(_("no map {file} in {where}; using a grid").format(
            file=f"{layout_name}{MAP_SUFFIX}", where=where))
    else:
        warnings.append(_("no usable map for {name}; using a grid").format(name=layout_name))
    return grid_layout(layout_name, pile_names, pile_kinds), warnings


def _pile_mismatch(path: Path, layout: Layout, pile_names: Sequence[str]) -> str | None:
    wanted = set(pile_names)
    missing = [name for name in pile_names if name not in layout.piles]
    extra = sorted(name for name in layout.piles if name not in wanted)
    if not missing and not extra:
        return None
    parts = []
    if missing:
        parts.append(_("missing pile(s) {names}").format(names=", ".join(missing)))
    if extra:
        parts.append(_("pile(s) not in the game {names}").format(names=", ".join(extra)))
    return _("{path}: {problems}; using another layout").format(path=path,
                                                                 problems="; ".join(parts))


def _kind_mismatches(
    path: Path, layout: Layout, pile_names: Sequence[str], pile_kinds: Mapping[str, object]
) -> list[str]:
    """Kinds only change how an empty pile is drawn, so a mismatch is worth a warning
    but not worth dropping the map."""
    warnings = []
    for name in pile_names:
        if name not in pile_kinds:
            continue
        rules_kind = normalize_kind(pile_kinds[name], name)
        map_kind = layout.piles[name].kind
        if map_kind != rules_kind:
            warnings.append(_("{path}: pile {name} is a {map_kind} in the map but a "
                              "{rules_kind} in the game").format(
                path=path, name=name, map_kind=map_kind, rules_kind=rules_kind))
    return warnings
