#!/usr/bin/env python3
"""Write the Tiled maps of the Yukon and Spider families (game/rules/yukon.py, spider.py).

    python tools/maps_yukon_spider.py            # (re)write the maps in levels/
    python tools/maps_yukon_spider.py --out DIR  # write elsewhere
    python tools/maps_yukon_spider.py --check    # exit 1 if a committed map differs

These games live on long columns, so every map gives the tableau the whole height of the
table: what AisleRiot puts in a top row (stock, foundations) stands beside the columns
instead — on the left for Yukon, Odessa, Scorpion and Ten Across (as AisleRiot's Yukon),
in a block on the right for the Spider games. The table window is about twice as wide as
it is high, so the side block costs little card size and buys a lot of column length.
Columns longer than the map compress (a 30-card Spider column still fits).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make_maps import (  # noqa: E402
    CARD_H,
    CARD_W,
    Label,
    MapSpec,
    Pile,
    round_up,
    run,
)

MARGIN = 30
PITCH_X = CARD_W + 12      # tableau columns
PITCH_Y = CARD_H + 14      # stacked single piles beside the tableau
SIDE_GAP = 40              # between the side piles and the tableau
FAN = 0.25


def _columns(count: int, x0: float, label: str | None, height: float) -> list[Pile]:
    """Columns from the top margin down to the bottom one: longer ones compress."""
    return [Pile(f"tableau_{i}", "tableau", x0 + i * PITCH_X, MARGIN, "down", FAN,
                 fan_max=height - 2 * MARGIN, label=label) for i in range(count)]


def _width(x0: float, columns: int) -> float:
    return x0 + (columns - 1) * PITCH_X + CARD_W + MARGIN


def left_column(name: str, side: list[tuple[str, str, str | None]], columns: int,
                height: float, labels: list[Label] | None = None) -> MapSpec:
    """Single piles (name, kind, hint) stacked at the left, the tableau beside them."""
    piles = [Pile(pile, kind, MARGIN, MARGIN + row * PITCH_Y, label=hint)
             for row, (pile, kind, hint) in enumerate(side)]
    x0 = MARGIN + CARD_W + SIDE_GAP
    piles += _columns(columns, x0, "K", height)
    return MapSpec(name, _width(x0, columns), height, piles, labels or [])


def yukon() -> MapSpec:
    # AisleRiot: foundations (0,0..3), tableau (1..7,0). Odessa's points sit under the
    # foundations (Yukon has no counter there: the label stays blank).
    side = [(f"foundation_{i}", "foundation", "A") for i in range(4)]
    height = round_up(MARGIN + 4 * PITCH_Y + 40 + MARGIN)
    points = Label("points", MARGIN, MARGIN + 4 * PITCH_Y, CARD_W, 40)
    return left_column("yukon", side, 7, height, [points])


def scorpion() -> MapSpec:
    # AisleRiot: stock (0,0), tableau (2..8,0); a finished suit makes 13+ card columns.
    return left_column("scorpion", [("stock", "stock", None)], 7, 720)


def ten_across() -> MapSpec:
    # AisleRiot: two spots (0,0),(1,0) above ten piles; here the spots stand at the left
    # so the ten columns keep the whole height.
    side = [(f"spot_{i}", "cell", None) for i in range(2)]
    return left_column("ten_across", side, 10, 660)


def right_block(name: str, columns: int, foundations: int, block_columns: int,
                height: float, stock: bool = True, hint: str | None = None) -> MapSpec:
    """The tableau at the left; stock and foundations in a block of `block_columns` at
    its top right, filled row by row. The stock comes first; when the foundations fill
    whole rows by themselves, the stock gets a row of its own, centred above them."""
    piles = _columns(columns, MARGIN, None, height)
    x0 = MARGIN + columns * PITCH_X - 12 + SIDE_GAP
    names = ["foundation" if foundations == 1 else f"foundation_{i}"
             for i in range(foundations)]
    first_row = 0
    if stock and foundations % block_columns == 0:
        centre = x0 + (block_columns - 1) * PITCH_X / 2
        piles.append(Pile("stock", "stock", centre, MARGIN))
        first_row = 1
    elif stock:
        names.insert(0, "stock")
    for k, pile in enumerate(names):
        row, col = divmod(k, block_columns)
        kind = "stock" if pile == "stock" else "foundation"
        piles.append(Pile(pile, kind, x0 + col * PITCH_X, MARGIN + (first_row + row) * PITCH_Y,
                          label=hint if kind == "foundation" else None))
    return MapSpec(name, _width(x0, block_columns), height, piles)


def top_row(name: str, columns: int, foundations: int, height: float) -> MapSpec:
    """AisleRiot's Spider: the stock at the top left, the foundations flush right in the
    same row, the columns below them using the table's whole width."""
    pitch = CARD_W + 16
    row_1 = MARGIN + CARD_H + 30
    piles = [Pile("stock", "stock", MARGIN, MARGIN)]
    first = columns - foundations
    piles += [Pile(f"foundation_{i}", "foundation", MARGIN + (first + i) * pitch, MARGIN)
              for i in range(foundations)]
    piles += [Pile(f"tableau_{i}", "tableau", MARGIN + i * pitch, row_1, "down", FAN)
              for i in range(columns)]
    width = 2 * MARGIN + (columns - 1) * pitch + CARD_W
    return MapSpec(name, width, height, piles)


def all_maps() -> list[MapSpec]:
    return [
        yukon(),
        scorpion(),
        ten_across(),
        top_row("spider", 10, 8, 900),
        top_row("spiderette", 7, 4, 820),
        right_block("spider_three_decks", 12, 12, 3, 820),
        right_block("diamond_mine", 13, 1, 1, 800, stock=False, hint="D"),
    ]


def main(argv: list[str] | None = None) -> int:
    return run(all_maps(), argv, doc=__doc__, script=__file__)


if __name__ == "__main__":
    sys.exit(main())
