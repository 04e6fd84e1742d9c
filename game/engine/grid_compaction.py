"""Grid compaction: a grid of single-card slots closes its gaps in reading order.

Monte Carlo, Neighbor and Quatorze lay their cards in a grid read like a page: when a
pair leaves two holes, the cards after them move up to close the holes (a row's first
card goes to the end of the row above), so the free slots gather at the end of the
grid, where the stock fills them. Accordion's line of cards closes up the same way.

`compact` records the moves that close the gaps (each card moves to the first free slot
before it, cards keep their order); `refill` fills the free slots in reading order from
a stock, face up. `GridCompaction` is the automatic form (after every turn, compact,
then refill if a stock is named) for a game that plugs it in as a `Mechanism`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import IS_FACE_UP
from .mechanism import Mechanism
from .stock_refusal import FILLS_BY_ITSELF

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .moves import StepRecorder
    from .state import GameState


def has_gaps(state: GameState, slots: Sequence[int]) -> bool:
    """Is a free slot followed (in reading order) by a slot that holds a card?"""
    seen_free = False
    for i in slots:
        if not state.piles[i]:
            seen_free = True
        elif seen_free:
            return True
    return False


def compact(state: GameState, rec: StepRecorder, slots: Sequence[int]) -> int:
    """Close the gaps: every card moves to the first free slot before it, in reading
    order, so the cards keep their order and the free slots end up last. Returns how
    many cards moved."""
    free = 0          # the index (into slots) of the first free slot, if any before
    moved = 0
    for k, i in enumerate(slots):
        if not state.piles[i]:
            continue
        if free < k:
            rec.move(i, slots[free], len(state.piles[i]))
            moved += 1
        free += 1
    return moved


def refill(state: GameState, rec: StepRecorder, slots: Sequence[int], stock: int) -> int:
    """Fill the free slots in reading order with the stock's top cards, face up, while
    the stock lasts. Returns how many slots were filled."""
    filled = 0
    for i in slots:
        if not state.piles[stock]:
            break
        if not state.piles[i]:
            rec.move(stock, i, 1)
            if not IS_FACE_UP[state.piles[i][-1]]:
                rec.flip(i)
            filled += 1
    return filled


class GridCompaction(Mechanism):
    """After every turn the grid `group` closes its gaps, then (if `stock` is named)
    the free slots at its end are filled from the stock."""

    def __init__(self, group: str, stock: str = "") -> None:
        self.group = group
        self.stock = stock

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        slots = game.groups[self.group]
        compact(state, rec, slots)
        if self.stock:
            refill(state, rec, slots, game.pile_index(self.stock))

    def stock_refusal(self, game: Game, state: GameState) -> str | None:
        """The stock deals by itself, never by a click."""
        return FILLS_BY_ITSELF if self.stock and state.pile(self.stock) else None
