"""Every game module in this package lists its specs in `GAMES`; this builds the catalogue.

Adding a game touches one module here, its entry in game/catalogue/<source>.toml (and a
map in levels/ unless it shares one): the registry, menu, tests and solver all find it
through `registry()`.

Playing one game needs only its own module: the catalogue entry names it (`module`), and
`spec_of` / `create` import that one, so start-up does not grow with the collection.
"""

from __future__ import annotations

import importlib
from functools import cache

from game import catalogue
from game.engine.game import Game
from game.engine.registry import Registry, UnknownGameError
from game.engine.spec import GameSpec


@cache
def registry() -> Registry:
    """Every game (every module imported); a game without a catalogue entry, or whose
    entry names another module, is an error."""
    import pkgutil  # (only here: a lone table's start needs no module list, ~1 ms)

    specs: list[GameSpec] = []
    catalogue.entries()  # every entry is checked: read the whole catalogue once, not
    # each game's table cut out of its file one by one (that is for a lone table's start)
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for spec in getattr(module, "GAMES", ()):
            _check_entry(spec.id, info.name)
            specs.append(spec)
    return Registry(specs, order=catalogue.sort_key)


def _check_entry(game_id: str, module: str) -> None:
    try:
        named = catalogue.entry(game_id).module
    except UnknownGameError:
        raise catalogue.CatalogueError(f"game {game_id!r} has no catalogue entry "
                                       "(game/catalogue/<source>.toml)") from None
    if named != module:
        raise catalogue.CatalogueError(
            f"game {game_id!r} is in game/rules/{module}.py but its catalogue entry says "
            f"module = {named!r}")


def spec_of(game_id: str) -> GameSpec:
    """The spec of `game_id`, importing only the module its catalogue entry names (every
    module, for a game not found there); raises UnknownGameError."""
    named = catalogue.entry(game_id).module   # UnknownGameError for an id it lacks
    module = None
    if named:
        try:
            module = importlib.import_module(f"{__name__}.{named}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{named}":
                raise  # the module is there but imports something missing
    for spec in getattr(module, "GAMES", ()):
        if spec.id == game_id:
            return spec
    return registry().get(game_id)


class GameRef:
    """A game as the chooser lists it: its id at once, its spec (and through it any of the
    spec's fields: options, …) on first use — from its own module only, unless it was
    given — so that a menu's first frame imports no game's rules."""

    __slots__ = ("id", "_spec")

    def __init__(self, game_id: str, spec: GameSpec | None = None) -> None:
        self.id, self._spec = game_id, spec

    @property
    def spec(self) -> GameSpec:
        if self._spec is None:
            self._spec = spec_of(self.id)
        return self._spec

    def __getattr__(self, name: str):
        return getattr(self.spec, name)

    def __repr__(self) -> str:
        return f"GameRef({self.id!r})"


def listed(loaded: Registry | None) -> list[GameRef]:
    """Every game in the catalogue's order: those of `loaded` (a registry already built),
    else one per catalogue entry, each importing its module only when its spec is asked."""
    if loaded is not None:
        return [GameRef(spec.id, spec) for spec in loaded.specs()]
    return [GameRef(found.id) for found in catalogue.entries()]


def create(game_id: str, options: dict[str, str] | None = None) -> Game:
    """The game `game_id` with its options set; raises UnknownGameError / OptionError."""
    return Game(spec_of(game_id), options)
