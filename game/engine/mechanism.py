"""One object per special mechanism of a game, instead of loose hook functions.

A `Mechanism` fills the hook places (see `spec.Hooks`) whose names it defines as methods:
its moves (`special_moves`, `play_special`), what may be picked or dropped (`can_pick`,
`can_drop`), how it plays by itself (`auto_moves`), when it is won or lost (`is_won`,
`is_lost`) and its score (`score`). A game names its mechanisms, not functions:

    hooks=mechanisms(BRAID_CHAINS, Zopf())

`legal_moves` stays the one source of rules: hooks only answer its questions. A
mechanism filling `can_pick` / `can_drop` may also say, position by position, that they
only narrow the piles' own rules (`narrows(game, state)`: each says yes only where
those rules do); there the engine finds the moves by those rules and asks the hooks
only about them. The one filling `can_drop` may also name, position by position, the
piles that could take the cards picked (`drop_targets(game, state)` -> a function
`(src, n) -> piles`, in pile order, among them every pile its `can_drop` could say yes
to); the engine asks `can_drop` only about those.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import TYPE_CHECKING

from game.record import Record

from .spec import Hooks

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState

HOOK_PLACES = tuple(f.name for f in fields(Hooks))


class Mechanism:
    """Subclass it and define the hook places the mechanism fills, under their names."""

    def hooks(self) -> Hooks:
        return Hooks(**{name: getattr(self, name) for name in HOOK_PLACES
                        if callable(getattr(self, name, None))})


def narrowing(hooks: Hooks) -> Callable[[Game, GameState], bool] | None:
    """The `narrows` of the one mechanism filling the pick and drop hooks, if any."""
    owners = {getattr(h, "__self__", None) for h in (hooks.can_pick, hooks.can_drop) if h}
    return getattr(owners.pop(), "narrows", None) if len(owners) == 1 else None


DropTargets = Callable[["Game", "GameState"], Callable[[int, int], Sequence[int]]]


def drop_targeting(hooks: Hooks) -> DropTargets | None:
    """The `drop_targets` of the mechanism filling the drop hook, if it has one."""
    return getattr(getattr(hooks.can_drop, "__self__", None), "drop_targets", None)


def mechanisms(*parts: Mechanism | Hooks) -> Hooks:
    """The hooks of several mechanisms together (a `Hooks` may stand in for one); two
    filling the same place is a mistake in the game's declaration."""
    filled: dict[str, object] = {}
    for part in parts:
        hooks = part.hooks() if isinstance(part, Mechanism) else part
        for name in HOOK_PLACES:
            value = getattr(hooks, name)
            if value is None:
                continue
            if name in filled:
                raise ValueError(f"two mechanisms fill the hook {name!r}")
            filled[name] = value
    return Hooks(**filled)


class DropsByGroup(Mechanism, Record):
    """The drop rules of several mechanisms in one game, each asked only for the piles of
    its own group (Union Square: its tableau's and its foundations' rules); the piles'
    own rules decide for every other pile."""

    __slots__ = ("rules",)

    def __init__(self, rules: tuple[tuple[str, Mechanism], ...]) -> None:
        self.rules = rules

    @property
    def position_blind(self) -> bool:
        """Blind to pile places (solver/canonical.py) when each of its rules is."""
        return all(getattr(rule, "position_blind", False) for _, rule in self.rules)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        group = game.group_of[dst]
        for name, mechanism in self.rules:
            if name == group:
                return mechanism.can_drop(game, state, src, n, dst)
        return game.standard_drop(state, src, n, dst)
