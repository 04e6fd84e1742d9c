"""Settings, statistics and the games in progress, as TOML files in the user's data directory.

Never imports pygame. Loading never raises on a damaged file: it is kept aside as a
``.bak`` and the caller gets defaults plus a notice in plain words for the player.
"""

from game.store.paths import data_dir, data_file, maps_dir
from game.store.saves import (
    GameInProgress,
    clear_game,
    games_in_progress,
    keep_aside_game,
    latest_game,
    load_game,
    save_game,
)
from game.store.settings import (
    ANIMATION_SPEEDS,
    AUTO_FOUNDATION_MODES,
    Settings,
    load_settings,
    save_settings,
)
from game.store.stats import GameStats, load_stats, record_result, save_stats, update_stats
from game.store.tomlfile import read_toml, write_toml_atomic

__all__ = [
    "ANIMATION_SPEEDS",
    "AUTO_FOUNDATION_MODES",
    "GameInProgress",
    "GameStats",
    "Settings",
    "clear_game",
    "data_dir",
    "data_file",
    "games_in_progress",
    "keep_aside_game",
    "latest_game",
    "load_game",
    "load_settings",
    "load_stats",
    "maps_dir",
    "read_toml",
    "record_result",
    "save_game",
    "save_settings",
    "save_stats",
    "update_stats",
    "write_toml_atomic",
]
