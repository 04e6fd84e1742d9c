"""Where the data that ships with the game lives: the maps (levels/) and the sounds
(assets/). In a source checkout they sit at the top of the repository; an installed copy
carries them inside the package (see pyproject.toml's package-dir)."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """`levels` or `assets`: the packaged copy if there is one, else the repository's."""
    packaged = _PACKAGE / name
    return packaged if packaged.is_dir() else _PACKAGE.parent / name
