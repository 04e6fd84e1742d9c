"""Every game module in this package lists its specs in `GAMES`; this builds the catalogue.

Adding a game touches one module here (and a map in levels/ unless it shares one): the
registry, menu, tests and solver all find it through `registry()`.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from game.engine.game import Game
from game.engine.registry import Registry


@cache
def registry() -> Registry:
    reg = Registry()
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for spec in getattr(module, "GAMES", ()):
            reg.add(spec)
    return reg


def create(game_id: str, options: dict[str, str] | None = None) -> Game:
    """The game `game_id` with its options set; raises UnknownGameError / OptionError."""
    return Game(registry().get(game_id), options)
