#!/usr/bin/env python3
"""Write the Tiled maps of the Klondike family games that do not fit levels/klondike.tmx.

    python tools/maps_klondike_family.py            # (re)write the maps in levels/
    python tools/maps_klondike_family.py --out DIR  # write elsewhere
    python tools/maps_klondike_family.py --check    # exit 1 if a committed map differs

Positions follow the AisleRiot layouts (rules/aisleriot.md), on the same grid as
make_maps.klondike(): one slot is 1.3 card widths, the tableau row starts below the top
row with room for a counter between them. Athena and Saratoga use klondike.tmx itself.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make_maps import (  # noqa: E402
    CARD_H,
    CARD_W,
    Label,
    MapSpec,
    Pile,
    fan_length,
    klondike,
    round_up,
    run,
)

MARGIN = 40
PITCH = 1.3 * CARD_W
ROW_1 = MARGIN + CARD_H + 50  # the gap between the rows holds a counter
FAN = 0.25
RESERVE_PITCH = 1.1 * CARD_H


def sx(slot: float) -> float:
    return MARGIN + slot * PITCH


def sy(slot: float) -> float:
    """Rows of single cards beside the tableau (reserves), one card height apart."""
    return MARGIN + slot * RESERVE_PITCH


def _size(last_slot: float, fan: float) -> tuple[float, float]:
    return sx(last_slot) + CARD_W + MARGIN, round_up(ROW_1 + fan + MARGIN)


def _counter(name: str) -> Label:
    """A counter under the stock, in the gap between the rows."""
    return Label(name, sx(0), MARGIN + CARD_H + 5, CARD_W, 40)


def _tableau(count: int, first: float = 0, label: str | None = None) -> list[Pile]:
    return [Pile(f"tableau_{i}", "tableau", sx(first + i), ROW_1, "down", FAN, label=label)
            for i in range(count)]


def _foundations(slots: list[float], label: str | None = "A") -> list[Pile]:
    return [Pile(f"foundation_{i}", "foundation", sx(s), MARGIN, label=label)
            for i, s in enumerate(slots)]


def _reserves(x: float) -> list[Pile]:
    """AisleRiot's seven reserves (King Albert, Lady Jane): three cards in a column at
    half-rows, four in the next column at whole rows."""
    spots = [(x, 0.5), (x, 1.5), (x, 2.5), (x + 1, 0), (x + 1, 1), (x + 1, 2), (x + 1, 3)]
    return [Pile(f"reserve_{i}", "reserve", sx(col), sy(row)) for i, (col, row) in
            enumerate(spots)]


def klondike_open() -> MapSpec:
    """Klondike's table for games where any card fills a space: no "K" on empty piles."""
    spec = klondike()
    piles = [replace(p, label=None) if p.kind == "tableau" else p for p in spec.piles]
    return replace(spec, name="klondike_open", piles=piles)


def agnes() -> MapSpec:
    # Stock (0,0); foundations (3..6,0); tableau (0..6,1). Only the stock fills a space
    # and the foundations start from the base rank: no hints on empty piles.
    piles = [Pile("stock", "stock", sx(0), MARGIN)]
    piles += _foundations([3, 4, 5, 6], label=None) + _tableau(7)
    width, height = _size(6, fan_length(6, 16))
    return MapSpec("agnes", width, height, piles, [_counter("base_rank")])


def easthaven() -> MapSpec:
    # As Agnes, but kings fill spaces; the dealt rows make columns long.
    piles = [Pile("stock", "stock", sx(0), MARGIN)]
    piles += _foundations([3, 4, 5, 6]) + _tableau(7, label="K")
    width, height = _size(6, fan_length(2, 18))
    return MapSpec("easthaven", width, height, piles)


def aunt_mary() -> MapSpec:
    # Stock (0,0), waste (1,0), foundations (2..5,0); six tableau piles (0..5,1).
    piles = [Pile("stock", "stock", sx(0), MARGIN), Pile("waste", "waste", sx(1), MARGIN)]
    piles += _foundations([2, 3, 4, 5]) + _tableau(6, label="K")
    # The first pile: six face-up cards that a run down to the ace may lengthen.
    width, height = _size(5, fan_length(0, 18))
    return MapSpec("aunt_mary", width, height, piles, [_counter("redeals_left")])


def jumbo() -> MapSpec:
    # Stock (0,0), waste (1,0), eight foundations (3..10,0); nine piles (1..9,1).
    piles = [Pile("stock", "stock", sx(0), MARGIN), Pile("waste", "waste", sx(1), MARGIN)]
    piles += _foundations([3 + i for i in range(8)]) + _tableau(9, first=1, label="K")
    width, height = _size(10, fan_length(8, 13))
    return MapSpec("jumbo", width, height, piles, [_counter("redeals_left")])


def king_albert() -> MapSpec:
    # Foundations at (1,3,5,7, 0); nine piles (0..8,1); reserves right of the tableau,
    # kept a little apart from its last pile.
    piles = _foundations([1, 3, 5, 7]) + _tableau(9) + _reserves(9.3)
    width, height = _size(10.3, fan_length(8, 13))
    return MapSpec("king_albert", width, height, piles)


def lady_jane() -> MapSpec:
    # Stock (0,0), waste (1,0), foundations (3..6,0), tableau (0..6,1), reserves at 7 and 8.
    piles = [Pile("stock", "stock", sx(0), MARGIN), Pile("waste", "waste", sx(1), MARGIN)]
    piles += _foundations([3, 4, 5, 6], label=None) + _tableau(7) + _reserves(7.3)
    width, height = _size(8.3, fan_length(6, 13))
    return MapSpec("lady_jane", width, height, piles, [_counter("base_rank")])


def westhaven() -> MapSpec:
    # Stock (0,0), waste (1,0), foundations (3..6,0); ten piles (0..9,1).
    piles = [Pile("stock", "stock", sx(0), MARGIN), Pile("waste", "waste", sx(1), MARGIN)]
    piles += _foundations([3, 4, 5, 6]) + _tableau(10)
    width, height = _size(9, fan_length(2, 15))
    return MapSpec("westhaven", width, height, piles, [_counter("redeals_left")])


def all_maps() -> list[MapSpec]:
    return [klondike_open(), agnes(), easthaven(), aunt_mary(), jumbo(), king_albert(),
            lady_jane(), westhaven()]


def main(argv: list[str] | None = None) -> int:
    return run(all_maps(), argv, doc=__doc__, script=__file__)


if __name__ == "__main__":
    sys.exit(main())
