"""Gaps filled from the reserves first: while any pile of a reserve group holds a card,
an empty pile of the tableau group takes a card only from a reserve; once they are all
empty, only from the groups named next (usually the waste). Never from another tableau
pile. (Canfield-like games whose reserve refills a gap by itself need no hook: their
tableau names the reserve in `refill_from` and its own `fill_sources` for afterwards.)

The check is `allows`; `can_drop` adds the piles' own rules, for games that need nothing
else in that hook place (a game with more, as Glenwood, calls `allows` from its own).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState


@dataclass(frozen=True)
class ReserveFirst(Mechanism):
    group: str = "tableau"
    reserve: str = "reserve"
    then: tuple[str, ...] = ("waste",)

    def allows(self, game: Game, state: GameState, src: int, dst: int) -> bool:
        if game.group_of[dst] != self.group or state.piles[dst]:
            return True
        if any(state.piles[p] for p in game.groups[self.reserve]):
            return game.group_of[src] == self.reserve
        return game.group_of[src] in self.then

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        return self.allows(game, state, src, dst) and game.standard_drop(state, src, n, dst)
