"""Key bindings as data: default_bindings.toml here, overridden by bindings.toml in the
player's data folder. A damaged file is kept aside and the defaults are used."""

from __future__ import annotations

import tomllib
from pathlib import Path

from game.store.paths import data_file
from game.store.tomlfile import read_toml

DEFAULTS_PATH = Path(__file__).with_name("default_bindings.toml")


def default_bindings() -> dict[str, list[str]]:
    with DEFAULTS_PATH.open("rb") as f:
        return dict(tomllib.load(f)["keys"])


def normalise_chord(chord: str) -> str:
    """'Shift+Ctrl+Z' → 'ctrl+shift+z': modifiers sorted, lower case."""
    parts = [p.strip().lower() for p in chord.split("+") if p.strip()]
    if not parts:
        return ""
    *mods, key = parts
    return "+".join(sorted(set(mods)) + [key])


def load_bindings(path: Path | None = None) -> tuple[dict[str, str], str | None]:
    """Chord → action name, and a notice if the player's file was damaged."""
    actions = default_bindings()
    path = path or data_file("bindings.toml")
    notice = None
    if path.exists():
        data, notice = read_toml(path, {"keys": {}}, what="key bindings")
        for action, keys in dict(data.get("keys", {})).items():
            if isinstance(keys, list) and all(isinstance(k, str) for k in keys):
                actions[action] = keys
    chords: dict[str, str] = {}
    for action, keys in actions.items():
        for key in keys:
            chords[normalise_chord(key)] = action
    return chords, notice
