"""Where the player's files live, as platformdirs gives them (the XDG Base Directory
specification on Linux and the BSDs; each system's own folders elsewhere):

- data:   statistics, games in progress, the journal, their own maps and decks
          (~/.local/share/reussite)
- config: settings.toml and bindings.toml (~/.config/reussite)
- cache:  what can be made again: compiled catalogues, the card boxes of deck themes
          (~/.cache/reussite)

REUSSITE_DATA_DIR (tests, tools, a portable copy) puts all three in one folder: the data
and the config in it, the cache in its cache/.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

APP_NAME = "reussite"
DATA_DIR_VARIABLE = "REUSSITE_DATA_DIR"  # tests and tools point this at a scratch directory
CONFIG_FILES = ("settings.toml", "bindings.toml")  # what lived in the data folder before 0.2


def _override() -> Path | None:
    override = os.environ.get(DATA_DIR_VARIABLE)
    return Path(override).expanduser() if override else None


def data_dir() -> Path:
    """The user data directory, read afresh on each call so the override can change."""
    import platformdirs

    return _override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The folder of the player's settings and bindings."""
    import platformdirs

    return _override() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """The folder of what can be made again (nothing a player would miss)."""
    import platformdirs

    override = _override()
    if override is not None:
        return override / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def data_file(name: str) -> Path:
    """The path of a named file (e.g. ``"stats.toml"``) in the data directory."""
    return data_dir() / name


def config_file(name: str) -> Path:
    """The path of a named file (``"settings.toml"``) in the config directory."""
    return config_dir() / name


def maps_dir() -> Path:
    """Where a player may drop their own Tiled maps; not created here."""
    return data_dir() / "levels"


def move_config_from_data() -> list[tuple[Path, Path]]:
    """Move settings and bindings that an older version kept in the data folder to the
    config folder, once: a file already in the config folder is never overwritten (the
    old one then stays where it is). The caches an older version kept under the data
    folder (its cache/) are dropped: they are made again in the cache folder. Returns
    the (from, to) of each file moved; quietly nothing where a folder cannot be written."""
    data, config = data_dir(), config_dir()
    if data == config:  # (one folder: REUSSITE_DATA_DIR, or a system that shares them)
        return []
    moved = []
    for name in CONFIG_FILES:
        old, new = data / name, config / name
        if not old.is_file() or new.exists():
            continue
        try:
            config.mkdir(parents=True, exist_ok=True)
            shutil.move(old, new)  # (a rename, or a copy across file systems)
        except OSError:
            continue
        moved.append((old, new))
    shutil.rmtree(data / "cache", ignore_errors=True)
    return moved
