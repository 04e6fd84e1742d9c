"""The games: every game module's specs, looked up by id. What is shown of a game (its
title, source, rules text) is its catalogue entry (game/catalogue), by the same id."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.i18n import _

from .spec import GameSpec


class UnknownGameError(KeyError):
    def __str__(self) -> str:
        return _("unknown game id {id} (try --list)").format(id=repr(self.args[0]))


class Registry:
    """`order`: the key `specs()` sorts by (game/rules gives the catalogue's order: by
    source, then title); without one, the order the games were added in."""

    def __init__(self, specs: Iterable[GameSpec] = (),
                 order: Callable[[str], object] | None = None) -> None:
        self.order = order
        self._specs: dict[str, GameSpec] = {}
        for spec in specs:
            self.add(spec)

    def add(self, spec: GameSpec) -> None:
        if spec.id in self._specs:
            raise ValueError(f"game id {spec.id!r} registered twice")
        self._specs[spec.id] = spec

    def get(self, game_id: str) -> GameSpec:
        try:
            return self._specs[game_id]
        except KeyError:
            raise UnknownGameError(game_id) from None

    def __contains__(self, game_id: str) -> bool:
        return game_id in self._specs

    def __len__(self) -> int:
        return len(self._specs)

    def ids(self) -> list[str]:
        return [s.id for s in self.specs()]

    def specs(self) -> list[GameSpec]:
        """In the registry's `order` (see the class)."""
        if self.order is None:
            return list(self._specs.values())
        order = self.order
        return sorted(self._specs.values(), key=lambda s: order(s.id))
