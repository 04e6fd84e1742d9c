"""Every game module in this package lists its specs in `GAMES`; this builds the catalogue.

Adding a game touches one module here, its entry in game/catalogue/<source>.toml (and a
map in levels/ unless it shares one): the registry, menu, tests and solver all find it
through `registry()`.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from game import catalogue
from game.engine.game import Game
from game.engine.registry import Registry
from game.engine.spec import GameSpec


@cache
def registry() -> Registry:
    """Every game; a game without a catalogue entry is an error."""
    specs: list[GameSpec] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        specs.extend(getattr(module, "GAMES", ()))
    listed = {e.id for e in catalogue.entries()}
    for spec in specs:
        if spec.id not in listed:
            raise catalogue.CatalogueError(f"game {spec.id!r} has no catalogue entry "
                                           "(game/catalogue/<source>.toml)")
    return Registry(specs)


def create(game_id: str, options: dict[str, str] | None = None) -> Game:
    """The game `game_id` with its options set; raises UnknownGameError / OptionError."""
    return Game(registry().get(game_id), options)
