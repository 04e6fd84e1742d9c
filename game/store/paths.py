"""Where the player's files live: settings, statistics, the saved game, their own maps."""

from __future__ import annotations

import os
from pathlib import Path

from game.user_dirs import user_data_dir

DATA_DIR_VARIABLE = "REUSSITE_DATA_DIR"  # tests and tools point this at a scratch directory


def data_dir() -> Path:
    """The user data directory, read afresh on each call so the override can change."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override).expanduser()
    return Path(user_data_dir())


def data_file(name: str) -> Path:
    """The path of a named file (e.g. ``"settings.toml"``) in the data directory."""
    return data_dir() / name


def maps_dir() -> Path:
    """Where a player may drop their own Tiled maps; not created here."""
    return data_dir() / "levels"
