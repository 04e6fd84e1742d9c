"""The player's settings: a dataclass with defaults, kept in ``settings.toml``.

Two copies of the program may change settings at once: a save writes only what this copy
changed since it last read or wrote the file, over what the file holds now (under its
lock), so the other copy's changes to other settings are kept.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.i18n import N_, _
from game.store import durable
from game.store.locks import changing
from game.store.paths import config_file
from game.store.saves import is_game_id
from game.store.tomlfile import is_finite_number, keep_aside, read_toml, write_toml_atomic

FILE_NAME = "settings.toml"
WHAT = N_("settings file")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
AUTO_FOUNDATION_MODES = ("off", "safe", "all")
CARD_SIZES = ("smaller", "normal", "larger")  # on top of the table's automatic fit
WINDOW_SIDE_RANGE = (320, 16384)  # the window is also kept within the desktop
MAX_GAMES = 10_000  # entries of a list of game ids
FOUR_COLOUR_SCHEMES = ("english", "german")
TEXT_SCALES = (100, 125, 150, 175, 200)  # % of the usual size of every screen's words
# Per file: the settings as this copy last read or wrote them, the base of the next merge.
_known: dict[str, dict[str, Any]] = {}


@dataclass
class Settings:
    """The player's choices (the Settings screen's and a few remembered ones)."""

    fullscreen: bool = True
    window_size: tuple[int, int] = (1280, 800)
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    auto_foundation: str = "safe"  # one of AUTO_FOUNDATION_MODES
    four_colour: bool = False
    four_colour_scheme: str = "english"  # one of FOUR_COLOUR_SCHEMES, used when four_colour
    deck: str = "classic"  # our "classic" or "large_index", or "svg:<theme id>" if installed
    card_back: str = "lattice"  # one of our backs (game/render/card_backs.py)
    cloth: str = "green"  # one of our table cloths (game/render/felt.py)
    card_size: str = "normal"  # one of CARD_SIZES
    high_contrast: bool = False  # black, white and yellow, thick outlines (render/theme.py)
    text_scale: int = 100  # one of TEXT_SCALES, in %
    left_handed: bool = False
    language: str = "system"  # "en", "de", "fr", or "system": the system's (game/i18n.py)
    sound: bool = True
    volume: float = 0.8  # 0.0 … 1.0
    speech: bool = False  # the table said aloud (game/speech); also --speech
    show_winnable: bool = False  # the table says whether the position can still be won
    think_ahead: bool = True  # the solver searches each position before a hint is asked
    winnable_only: tuple[str, ...] = ()  # game ids whose new deals must be winnable

    def winnable_only_toggled(self, game_id: str) -> tuple[str, ...]:
        """`winnable_only` with this game added, or taken out if it was there."""
        return tuple(sorted(set(self.winnable_only) ^ {game_id}))


def _valid_window_size(value: Any) -> bool:
    low, high = WINDOW_SIDE_RANGE
    return (
        isinstance(value, list | tuple)
        and len(value) == 2
        and all(isinstance(side, int) and not isinstance(side, bool) for side in value)
        and all(low <= side <= high for side in value)
    )


def _valid_language(value: Any) -> bool:
    # A short tag such as "en", "fr" or "de_AT"; anything else is surely a typo.
    return isinstance(value, str) and 2 <= len(value) <= 16 and value.replace("_", "").isalnum()


def _valid_name(value: Any) -> bool:
    # A deck, back or cloth id; one that is not (or no longer) there is replaced when drawn.
    return isinstance(value, str) and 0 < len(value) <= 300 and value.isprintable()


_CHECKS = {
    "fullscreen": lambda value: isinstance(value, bool),
    "window_size": _valid_window_size,
    "animation_speed": lambda value: value in ANIMATION_SPEEDS,
    "auto_foundation": lambda value: value in AUTO_FOUNDATION_MODES,
    "four_colour": lambda value: isinstance(value, bool),
    "four_colour_scheme": lambda value: value in FOUR_COLOUR_SCHEMES,
    "deck": _valid_name,
    "card_back": _valid_name,
    "cloth": _valid_name,
    "card_size": lambda value: value in CARD_SIZES,
    "high_contrast": lambda value: isinstance(value, bool),
    "text_scale": lambda value: isinstance(value, int) and not isinstance(value, bool)
    and value in TEXT_SCALES,
    "left_handed": lambda value: isinstance(value, bool),
    "language": _valid_language,
    "sound": lambda value: isinstance(value, bool),
    "speech": lambda value: isinstance(value, bool),
    "volume": lambda value: is_finite_number(value) and 0.0 <= value <= 1.0,
    "show_winnable": lambda value: isinstance(value, bool),
    "think_ahead": lambda value: isinstance(value, bool),
    "winnable_only": lambda value: isinstance(value, list | tuple)
    and len(value) <= MAX_GAMES and all(is_game_id(v) for v in value),
}


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a TOML table, and the names of the values replaced by defaults.

    Missing keys take their defaults silently (older files); unknown keys are ignored.
    """
    values: dict[str, Any] = {}
    rejected = []
    for field in dataclasses.fields(Settings):
        if field.name not in data:
            continue
        value = data[field.name]
        if not _CHECKS[field.name](value):
            rejected.append(field.name)
        elif field.name == "window_size":
            values[field.name] = (value[0], value[1])
        elif field.name == "volume":
            values[field.name] = float(value)
        elif field.name == "winnable_only":
            values[field.name] = tuple(value)
        else:
            values[field.name] = value
    return Settings(**values), rejected


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    data = dataclasses.asdict(settings)
    data["window_size"] = list(settings.window_size)
    data["winnable_only"] = list(settings.winnable_only)
    return data


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings (defaults if there are none), and a notice if some were damaged.

    When single values are wrong, the original file is copied to a ``.bak`` and the file
    is rewritten with the defaults in their place, so the player is told only once.
    """
    path = config_file(FILE_NAME)
    data, notice = read_toml(path, {}, what=WHAT)
    if notice is not None:
        _known.pop(str(path), None)
        return Settings(), notice
    settings, rejected = settings_from_dict(data)
    _known[str(path)] = settings_to_dict(settings)
    if not rejected:
        return settings, None
    names = ", ".join(name.replace("_", " ") for name in rejected)
    try:
        backup = keep_aside(path, copy_only=True)
        write_toml_atomic(path, settings_to_dict(settings))
    except OSError:
        return settings, _("Some of your settings could not be used ({names}); defaults are "
                           "used.").format(names=names)
    return settings, _(
        "Some of your settings could not be used ({names}); the defaults are used for them "
        "and the original file was kept as {backup}."
    ).format(names=names, backup=backup.name)


def save_settings(settings: Settings) -> str | None:
    """Save the settings; returns None, or a notice for the player if the disk refused.

    What this copy did not change since it last read or wrote the file is taken from the
    file as it is now: another copy's changes are merged in, key by key."""
    path = config_file(FILE_NAME)
    mine = settings_to_dict(settings)
    with changing(path):
        merged = _merged(path, mine)
        try:
            write_toml_atomic(path, merged)
            durable.settle(path)
        except OSError:
            return _("Your settings could not be saved; they will apply until you quit.")
        _known[str(path)] = mine
    return None


def _merged(path, mine: dict[str, Any]) -> dict[str, Any]:
    base = _known.get(str(path))
    if base is None or not path.exists():
        return mine
    data, notice = read_toml(path, {}, what=WHAT)
    if notice is not None:
        return mine
    theirs = settings_to_dict(settings_from_dict(data)[0])
    return {key: value if value != base.get(key) else theirs[key]
            for key, value in mine.items()}
