"""One build direction for all foundations, fixed by the first card built on any of them.

Some games (AisleRiot's Plait) let the foundations climb or descend from their base
card, but not both: the first card laid on a foundation that already holds one decides
the way, up or down, for every foundation to the end of the game. Declare the
foundations with a direction of UP_OR_DOWN (their suit, step and wrap as usual) and add
`FoundationDirection()` to the game's mechanisms with its counter in the game's
`counters`:

    counters=((FOUNDATION_DIRECTION, OPEN), …)
    hooks=mechanisms(FoundationDirection(), …)

The counter is OPEN until the first build, then BUILDING_UP or BUILDING_DOWN; it is
set by a recorded step in the same turn as that build, so undoing the build opens the
choice again. (A tableau pile whose own direction its second card fixes is another
mechanism: this one is about the foundations together.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import pgettext

from .cards import RANK_OF
from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .cards import Card
    from .game import Game
    from .moves import StepRecorder
    from .state import GameState

FOUNDATION_DIRECTION = "foundation_direction"
OPEN, BUILDING_UP, BUILDING_DOWN = 0, 1, 2


def build_way(game: Game, pile: int, below: Card, above: Card) -> int:
    """BUILDING_UP or BUILDING_DOWN if `above` is one step of the pile's build above or
    below `below` in the game's rank order (counted round it: king then ace), else OPEN."""
    build = game.pile_specs[pile].build
    step = build.step if build is not None else 1
    count = len(game.spec.rank_order)
    apart = (game.rank_position[RANK_OF[above]] - game.rank_position[RANK_OF[below]]) % count
    if apart == step % count:
        return BUILDING_UP
    if apart == -step % count:
        return BUILDING_DOWN
    return OPEN


@dataclass(frozen=True)
class FoundationDirection(Mechanism):
    counter: str = FOUNDATION_DIRECTION

    def chosen(self, game: Game, state: GameState) -> int:
        return state.counters[game.counter_index(self.counter)]

    def allows(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        """False for a card laid on a foundation against the direction chosen."""
        target = state.piles[dst]
        if dst not in game.foundations or not target:
            return True
        chosen = self.chosen(game, state)
        return chosen == OPEN or build_way(game, dst, target[-1], state.piles[src][-n]) == chosen

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        return self.allows(game, state, src, n, dst) and game.standard_drop(state, src, n, dst)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """The first foundation with two cards fixes the direction."""
        if self.chosen(game, state) != OPEN:
            return
        for f in game.foundations:
            cards = state.piles[f]
            if len(cards) >= 2:
                way = build_way(game, f, cards[0], cards[1])
                if way != OPEN:
                    rec.counter(game.counter_index(self.counter), way)
                return


def direction_name(value: int) -> str:
    """The counter as the table shows it."""
    if value == BUILDING_UP:
        return pgettext("foundations build", "up")
    if value == BUILDING_DOWN:
        return pgettext("foundations build", "down")
    return pgettext("foundations build", "up or down")
