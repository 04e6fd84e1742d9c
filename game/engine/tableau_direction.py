"""Tableau piles whose direction is fixed by their second card (Union Square).

A pile of such a group is built up or down (its `Build` says UP_OR_DOWN, with its suit
rule, step and wrap): its first card takes a card either way, and the second card laid
on it fixes the way the pile goes from then on; every further card must continue that
way. The way is read from the pile's top two cards, so a pile taken back to one card is
free again, and an emptied pile starts afresh. (The foundations' shared direction, fixed
by the first build on any of them, is foundation_direction's; the way one card lies
from another is its `build_way`.)

    DirectionBySecondCard(group)   can_drop hook: this rule for the piles of `group`,
                                   the piles' own rules everywhere else
    pile_direction(game, state, pile)
                                   BUILDING_UP, BUILDING_DOWN, or OPEN while not fixed
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .foundation_direction import OPEN, build_way
from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState


def pile_direction(game: Game, state: GameState, pile: int) -> int:
    """The way a pile goes, read from its top two cards (OPEN: fewer than two, or two
    the build did not lay one on the other)."""
    cards = state.piles[pile]
    return build_way(game, pile, cards[-2], cards[-1]) if len(cards) >= 2 else OPEN


@dataclass(frozen=True)
class DirectionBySecondCard(Mechanism):
    """The piles of `group` follow their build (UP_OR_DOWN) and keep the way their
    second card set; other piles keep their own rules."""

    group: str = "tableau"
    position_blind = True     # reads piles by group and content (solver/canonical.py)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if not game.standard_drop(state, src, n, dst):
            return False
        if game.group_of[dst] != self.group:
            return True
        way = pile_direction(game, state, dst)
        return way == OPEN or build_way(game, dst, state.piles[dst][-1],
                                        state.piles[src][-n]) == way
