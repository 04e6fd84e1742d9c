"""Foundations that climb to the last rank and come back down (Union Square).

A foundation of such a group holds one suit twice over: it starts with the first rank
(the ace), climbs one rank at a time to the last (the king), takes the second last-rank
card of its suit on the first, then goes down to the second first-rank card: 26 cards
with a full pack's ranks. With `one_per_suit`, a first-rank card opens an empty
foundation only if no other foundation of the group holds its suit (two packs, four
foundations: each suit has one).

    RoundTrip(group)            can_drop hook: this rule for the foundations of
                                `group`, the piles' own rules everywhere else
    round_trip_accepts(...)     the rule alone, for a game that combines drop rules
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import RANK_OF, SUIT_OF
from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState


def round_trip_accepts(game: Game, state: GameState, src: int, n: int, dst: int,
                       one_per_suit: bool = True) -> bool:
    """May the top card of src go onto the round-trip foundation dst?"""
    sources = game.pile_specs[dst].sources
    if n != 1 or src == dst or (sources and game.group_of[src] not in sources):
        return False
    card = state.piles[src][-1]
    target = state.piles[dst]
    order, pos = game.spec.rank_order, game.rank_position
    if not target:
        if RANK_OF[card] != order[0]:
            return False
        return not one_per_suit or all(
            not state.piles[p] or SUIT_OF[state.piles[p][0]] != SUIT_OF[card]
            for p in game.groups[game.group_of[dst]])
    if SUIT_OF[card] != SUIT_OF[target[0]]:
        return False
    size = len(order)
    laid = len(target)
    if laid < size:          # climbing: the next rank up
        return pos[RANK_OF[card]] == laid
    if laid >= 2 * size:     # complete
        return False
    # the way down: the last rank again, then one rank lower each time
    return pos[RANK_OF[card]] == 2 * size - 1 - laid


@dataclass(frozen=True)
class RoundTrip(Mechanism):
    """The foundations of `group` go up to the last rank and back down in one suit."""

    group: str = "foundation"
    one_per_suit: bool = True
    position_blind = True     # reads piles by group and content (solver/canonical.py)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if game.group_of[dst] != self.group:
            return game.standard_drop(state, src, n, dst)
        return round_trip_accepts(game, state, src, n, dst, self.one_per_suit)
