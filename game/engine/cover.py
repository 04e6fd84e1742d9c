"""Cover maps: cards lying over other cards (pyramids, peaks, overlapping rows).

A `CoverMap` names a group of piles that hold one card each (slots) and, for each slot,
the slots whose cards lie on it. A card is free when every card lying on it is gone; a
face-down card turns face up as soon as it is free. The covering relation is the rules'
business (which card a player may take); where the cards are drawn is the map's
(levels/*.tmx), so a pile's index in the group is all the two share.

Ready shapes:
    pyramid(rows)          row r has r+1 cards; each is covered by the two below it
    inverted_pyramid(rows) row r has rows-r cards; each is covered by the one or two
                           cards of the next row that overlap it
    peaks(count, height)   `count` pyramids side by side whose bottom rows touch and
                           share a row (Tri-Peaks: 3 peaks, 4 rows, 28 cards)
    columns(...)           overlapping columns, each card covered by the next (Backbone)

`Covering` is the mechanism for a game whose only special rule is the map: only free
slot cards may be picked, and freed cards turn up after each turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import IS_FACE_UP
from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .moves import StepRecorder
    from .state import GameState


@dataclass(frozen=True)
class CoverMap:
    """`covered_by[k]`: the slots (indices in `group`) whose cards lie on slot k."""

    group: str
    covered_by: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        size = len(self.covered_by)
        for k, over in enumerate(self.covered_by):
            if any(not 0 <= j < size or j == k for j in over):
                raise ValueError(f"slot {k} of {self.group!r} is covered by {over}")

    @property
    def size(self) -> int:
        return len(self.covered_by)

    def covers(self, k: int) -> tuple[int, ...]:
        """The slots that slot k lies on."""
        return tuple(j for j, over in enumerate(self.covered_by) if k in over)

    def is_free(self, game: Game, state: GameState, pile: int) -> bool:
        """Is nothing lying on this pile's card? (True for piles outside the map.)"""
        slots = game.groups[self.group]
        try:
            k = slots.index(pile)
        except ValueError:
            return True
        piles = state.piles
        return not any(piles[slots[j]] for j in self.covered_by[k])

    def free_cards(self, game: Game, state: GameState) -> list[int]:
        """The slot piles holding a card that nothing covers, face up or not."""
        slots, piles = game.groups[self.group], state.piles
        return [slots[k] for k, over in enumerate(self.covered_by)
                if piles[slots[k]] and not any(piles[slots[j]] for j in over)]

    def turn_up(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """Turn every free face-down card face up."""
        for pile in self.free_cards(game, state):
            if not IS_FACE_UP[state.piles[pile][-1]]:
                rec.flip(pile)

    def cleared(self, game: Game, state: GameState) -> bool:
        return not any(state.piles[i] for i in game.groups[self.group])


def _rows_map(group: str, rows: Sequence[Sequence[tuple[int, ...]]]) -> CoverMap:
    """A map from rows of slots, each slot listing the slots (in the next row, by their
    place in that row) lying on it."""
    starts = [0]
    for row in rows:
        starts.append(starts[-1] + len(row))
    covered_by = tuple(tuple(starts[r + 1] + j for j in over)
                       for r, row in enumerate(rows) for over in row)
    return CoverMap(group, covered_by)


def pyramid(group: str, rows: int = 7) -> CoverMap:
    """Apex first; card i of row r lies under cards i and i+1 of row r+1."""
    return _rows_map(group, [[(i, i + 1) if r + 1 < rows else () for i in range(r + 1)]
                             for r in range(rows)])


def inverted_pyramid(group: str, rows: int = 7) -> CoverMap:
    """Widest row first; card i of a row lies under cards i-1 and i of the next (shorter)
    row, those that exist: the two end cards are covered by one card each."""
    widths = [rows - r for r in range(rows)]
    return _rows_map(group, [[tuple(j for j in (i - 1, i) if 0 <= j < widths[r + 1])
                              if r + 1 < rows else () for i in range(width)]
                             for r, width in enumerate(widths)])


def peaks(group: str, count: int = 3, height: int = 4) -> CoverMap:
    """`count` pyramids of `height` rows side by side, peaks first, whose bottom rows
    join into one row of count*(height-1)+1 cards (neighbours share a corner card): for
    Tri-Peaks rows of 3, 6, 9 and 10. Card q of pyramid p in a row lies under cards q
    and q+1 of the same pyramid in the next row."""
    rows: list[list[tuple[int, ...]]] = []
    for r in range(height - 1):
        row = []
        for p in range(count):
            for q in range(r + 1):
                if r + 1 < height - 1:
                    row.append((p * (r + 2) + q, p * (r + 2) + q + 1))
                else:
                    row.append((p * (height - 1) + q, p * (height - 1) + q + 1))
        rows.append(row)
    rows.append([()] * (count * (height - 1) + 1))
    return _rows_map(group, rows)


def columns(group: str, lengths: Sequence[int], last_over: Sequence[int] = ()) -> CoverMap:
    """Columns of slots, each card lying on the one before it in its column (slots
    numbered column by column); then, if `last_over` is given, one more slot lying on the
    last card of each column named there (Backbone's card over both columns)."""
    covered_by: list[tuple[int, ...]] = []
    start = 0
    ends: list[int] = []
    for length in lengths:
        covered_by += [(start + i + 1,) for i in range(length - 1)] + [()]
        ends.append(start + length - 1)
        start += length
    if last_over:
        extra = len(covered_by)
        for c in last_over:
            covered_by[ends[c]] = (extra,)
        covered_by.append(())
    return CoverMap(group, tuple(covered_by))


class Covering(Mechanism):
    """Only free cards of the map may be picked; freed face-down cards turn up."""

    def __init__(self, cover: CoverMap) -> None:
        self.cover = cover

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return self.cover.is_free(game, state, pile)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        self.cover.turn_up(game, state, rec)
