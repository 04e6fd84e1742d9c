"""An automatic layout, used when a game has no usable map.

Top row: stock, waste, reserves (left) and cells, foundations (right); below: the
tableau, fanned down; then grid slots in rows. Not beautiful, always playable.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from game.layout.model import DEFAULT_FAN_STEP, Layout, PileRect, normalize_kind

CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
MARGIN = 40.0
GAP_X = 30.0
GAP_Y = 40.0
MAX_COLUMNS = 13
TABLEAU_CARDS = 13  # a tableau row has room for this many cards at full fan step
WASTE_FAN_STEP = 0.2
WASTE_FAN_SHOWN = 3  # a waste shows its top three cards spread, the rest squared under

_LEFT_KINDS = ("stock", "waste", "reserve", "discard", "decoration")
_RIGHT_KINDS = ("cell", "foundation")


def grid_layout(name: str, pile_names: Sequence[str], pile_kinds: Mapping[str, object]) -> Layout:
    """A plain grid holding every pile of `pile_names` (kinds from `pile_kinds`, or
    guessed from the names)."""
    kinds = {pile: normalize_kind(pile_kinds.get(pile), pile) for pile in pile_names}

    def of(*wanted: str) -> list[str]:
        return [pile for pile in pile_names if kinds[pile] in wanted]

    left, right = of(*_LEFT_KINDS), of(*_RIGHT_KINDS)
    tableau, slots = of("tableau"), of("slot")
    # The waste gets a second column so a draw-3 fan has room.
    left_cells = [(pile, 2 if kinds[pile] == "waste" else 1) for pile in left]
    top_len = sum(span for _, span in left_cells) + len(right) + (1 if left and right else 0)
    slot_columns = _slot_columns(len(slots))
    columns = max(min(len(tableau), MAX_COLUMNS), slot_columns, min(top_len, MAX_COLUMNS), 1)

    piles: list[PileRect] = []
    y = MARGIN
    top_rows = _top_rows(left_cells, right, columns, top_len)
    for row in top_rows:
        for pile, column in row:
            piles.append(_pile(pile, kinds[pile], column, y))
        y += CARD_HEIGHT + GAP_Y

    tableau_room = CARD_HEIGHT * (1 + DEFAULT_FAN_STEP * (TABLEAU_CARDS - 1))
    for row in _chunks(tableau, columns):
        start = (columns - len(row)) / 2
        for index, pile in enumerate(row):
            piles.append(_pile(pile, "tableau", start + index, y, fan_max=tableau_room))
        y += tableau_room + GAP_Y

    for row in _chunks(slots, slot_columns):
        start = (columns - len(row)) / 2
        for index, pile in enumerate(row):
            piles.append(_pile(pile, "slot", start + index, y))
        y += CARD_HEIGHT + GAP_Y

    width = 2 * MARGIN + columns * CARD_WIDTH + (columns - 1) * GAP_X
    height = max(y - GAP_Y + MARGIN, 2 * MARGIN + CARD_HEIGHT)
    return Layout(
        name, width, height, CARD_WIDTH, CARD_HEIGHT, {pile.name: pile for pile in piles}, {}
    )


def _top_rows(
    left: list[tuple[str, int]], right: list[str], columns: int, top_len: int
) -> list[list[tuple[str, float]]]:
    """(pile, column) rows: left group from the left, right group flush right if one row
    holds both; otherwise everything wraps row by row (the waste keeps its two columns)."""
    if not left and not right:
        return []
    if top_len <= columns:
        row: list[tuple[str, float]] = []
        column = 0
        for pile, span in left:
            row.append((pile, column))
            column += span
        first_right = columns - len(right)
        row.extend((pile, first_right + index) for index, pile in enumerate(right))
        return [row]
    rows: list[list[tuple[str, float]]] = [[]]
    column = 0
    for pile, span in left + [(pile, 1) for pile in right]:
        if column + span > columns and rows[-1]:
            rows.append([])
            column = 0
        rows[-1].append((pile, column))
        column += span
    return rows


def _pile(name: str, kind: str, column: float, y: float, fan_max: float | None = None) -> PileRect:
    x = MARGIN + column * (CARD_WIDTH + GAP_X)
    if kind == "tableau":
        return PileRect(
            name, kind, x, y, CARD_WIDTH, CARD_HEIGHT, "down", DEFAULT_FAN_STEP, fan_max
        )
    if kind == "waste":
        room = 2 * CARD_WIDTH + GAP_X
        return PileRect(name, kind, x, y, CARD_WIDTH, CARD_HEIGHT, "right", WASTE_FAN_STEP, room,
                        fan_shown=WASTE_FAN_SHOWN)
    return PileRect(name, kind, x, y, CARD_WIDTH, CARD_HEIGHT)


def _slot_columns(count: int) -> int:
    """Columns for `count` grid slots: a divisor between 6 and 13 if there is one
    (32 → 8, 52 → 13, 48 → 12), else rows of at most 13."""
    if count <= MAX_COLUMNS:
        return count
    for columns in range(MAX_COLUMNS, 5, -1):
        if count % columns == 0:
            return columns
    rows = -(-count // MAX_COLUMNS)
    return -(-count // rows)


def _chunks(items: Sequence[str], size: int) -> Iterable[Sequence[str]]:
    for start in range(0, len(items), max(size, 1)):
        yield items[start : start + size]
