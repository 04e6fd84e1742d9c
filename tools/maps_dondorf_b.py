#!/usr/bin/env python3
"""Write the maps of Dondorf Nr. 1, 9, 9a, 10 and 12 (levels/dondorf_<name>.tmx).

    python tools/maps_dondorf_b.py            # (re)write the maps
    python tools/maps_dondorf_b.py --check    # exit 1 if a map differs or piles overlap

Positions follow the rules contract (dondorf.md §5 of each game) in "units" of a card
plus its gap; Der Fächer is computed as a half fan of two tiers of rotated packets around
the aces. The check also proves that no two piles (their fans at full length included,
rotation included) overlap and that everything lies on the map.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make_maps import (  # noqa: E402
    CARD_H,
    CARD_W,
    Label,
    MapSpec,
    Pile,
    map_problems,
    rectangle,
    round_up,
    run,
)

from game.layout.geometry import convex_hull  # noqa: E402

UX, UY = CARD_W + 20, CARD_H + 20   # one contract unit: a card and its gap
MARGIN = 50


def ux(units: float) -> float:
    return MARGIN + units * UX


def uy(units: float) -> float:
    return MARGIN + units * UY


def adieu() -> MapSpec:
    # §5: packets (0..7, 0), discard (8.5, 0). A short fan shows how deep each packet is.
    piles = [Pile(f"packet_{i}", "tableau", ux(i), uy(0), "down", 0.12, CARD_H * 1.4)
             for i in range(8)]
    piles.append(Pile("discard", "discard", ux(8.5), uy(0)))
    return MapSpec("dondorf_adieu", ux(8.5) + CARD_W + MARGIN, uy(0) + CARD_H * 1.4 + MARGIN,
                   piles)


def elf() -> MapSpec:
    # §5: fields (1..4, 1.2/2.4/3.6); kings (1..4, 0); queens (0 and 5, 1.8/3.0);
    # jacks (1..4, 4.8); talon (6.5, 0).
    piles = [Pile(f"field_{r * 4 + c}", "slot", ux(1 + c), uy(1.2 * (r + 1)))
             for r in range(3) for c in range(4)]
    piles.append(Pile("talon", "stock", ux(6.5), uy(0)))
    frame = [(1 + c, 0.0) for c in range(4)]                        # kings
    frame += [(0, 1.8), (0, 3.0), (5, 1.8), (5, 3.0)]                # queens
    frame += [(1 + c, 4.8) for c in range(4)]                       # jacks
    piles += [Pile(f"frame_{i}", "decoration", ux(x), uy(y)) for i, (x, y) in enumerate(frame)]
    return MapSpec("dondorf_elf", ux(6.5) + CARD_W + MARGIN, uy(4.8) + CARD_H + MARGIN, piles)


def elf_9a() -> MapSpec:
    # §5: fields (0..2, 0..2) (rows 1.2 apart); talon (3.6, 0); helpers (3.6, 1.2),
    # (4.6, 1.2); discard (3.6, 2.4). The draws counter sits beside the talon.
    piles = [Pile(f"field_{r * 3 + c}", "slot", ux(c), uy(1.2 * r))
             for r in range(3) for c in range(3)]
    piles.append(Pile("talon", "stock", ux(3.6), uy(0)))
    piles += [Pile(f"helper_{i}", "cell", ux(3.6 + i), uy(1.2)) for i in range(2)]
    piles.append(Pile("discard", "discard", ux(3.6), uy(2.4)))
    labels = [Label("draws_left", ux(4.6), uy(0) + CARD_H / 2 - 20, 2 * CARD_W, 40)]
    return MapSpec("dondorf_elf_9a", ux(4.6) + 2 * CARD_W + MARGIN, uy(2.4) + CARD_H + MARGIN,
                   piles, labels)


def polonaise() -> MapSpec:
    # §5: columns (0..7, 0) fanned down; reserve (2..5, below); discard (7, below).
    step = 0.3
    column = CARD_H * (1 + 5 * step)
    row = uy(0) + column + 60
    piles = [Pile(f"column_{i}", "tableau", ux(i), uy(0), "down", step, column)
             for i in range(8)]
    piles += [Pile(f"reserve_{i}", "reserve", ux(2 + i), row) for i in range(4)]
    piles.append(Pile("discard", "discard", ux(7), row))
    return MapSpec("dondorf_polonaise", ux(7) + CARD_W + MARGIN, row + CARD_H + MARGIN, piles)


# --- Der Fächer: a half fan over the aces ---------------------------------------------

FAN_STEP = 0.2
FAN_REACH = 0.6 * UY  # the contract's cap: the fan spreads at most 0.6 units


def _fan_piles(prefix: str, first: int, count: int, radius: float, pivot: tuple[float, float]
               ) -> list[Pile]:
    """`count` packets on an arc from 9 o'clock to 3 o'clock, each card turned to point
    away from the pivot and fanned outward along the nearer map axis."""
    piles = []
    for k in range(count):
        angle = -90 + 180 * k / (count - 1)
        a = math.radians(angle)
        cx, cy = pivot[0] + radius * math.sin(a), pivot[1] - radius * math.cos(a)
        if abs(math.sin(a)) > 0.75:
            fan, length = ("left" if angle < 0 else "right"), CARD_W
        else:
            fan, length = "up", CARD_H
        piles.append(Pile(f"{prefix}_{first + k}", "tableau", cx - CARD_W / 2, cy - CARD_H / 2,
                          fan, FAN_STEP, length + FAN_REACH, rotation=angle))
    return piles


def faecher() -> MapSpec:
    # §5: outer tier packets 1–9 and inner tier 10–16 on two arcs, the aces at the pivot.
    outer, inner = 680.0, 410.0
    width = 2 * (outer + CARD_H / 2 + FAN_REACH + MARGIN)
    pivot = (width / 2, MARGIN + outer + CARD_H / 2 + FAN_REACH + 10)
    piles = [Pile(f"foundation_{i}", "foundation", pivot[0] - 2 * CARD_W - 30 + i * (CARD_W + 20),
                  pivot[1] - CARD_H / 2, label="A") for i in range(4)]
    piles += _fan_piles("packet", 0, 9, outer, pivot)
    piles += _fan_piles("packet", 9, 7, inner, pivot)
    height = pivot[1] + CARD_H / 2 + MARGIN
    labels = [Label("title", MARGIN, MARGIN, 3 * CARD_W, 60, text="Der Fächer"),
              Label("redeals_left", width - MARGIN - 2.4 * CARD_W, MARGIN, 2.4 * CARD_W, 40)]
    return MapSpec("dondorf_faecher", round_up(width), round_up(height), piles, labels)


def all_maps() -> list[MapSpec]:
    return [adieu(), elf(), elf_9a(), polonaise(), faecher()]


# --- checking: no overlaps, nothing off the map -----------------------------------------

def _corners(pile: Pile, dx: float = 0.0, dy: float = 0.0) -> list[tuple[float, float]]:
    cx, cy = pile.x + CARD_W / 2 + dx, pile.y + CARD_H / 2 + dy
    a = math.radians(pile.rotation)
    cos, sin = math.cos(a), math.sin(a)
    return [(cx + x * cos - y * sin, cy + x * sin + y * cos)
            for x, y in ((-CARD_W / 2, -CARD_H / 2), (CARD_W / 2, -CARD_H / 2),
                         (CARD_W / 2, CARD_H / 2), (-CARD_W / 2, CARD_H / 2))]


def footprint(pile: Pile) -> list[tuple[float, float]]:
    """Corners of the base card and of the last card of a fan at its full length."""
    points = _corners(pile)
    if pile.fan != "none":
        length = CARD_H if pile.fan in ("up", "down") else CARD_W
        reach = (pile.fan_max or length) - length
        dx, dy = {"up": (0, -reach), "down": (0, reach), "left": (-reach, 0),
                  "right": (reach, 0)}[pile.fan]
        points += _corners(pile, dx, dy)
    return points


def problems(spec: MapSpec) -> list[str]:
    hulls = {p.name: convex_hull(footprint(p)) for p in spec.piles}
    hulls |= {f"label {lb.name}": rectangle(lb.x, lb.y, lb.width, lb.height)
              for lb in spec.labels}
    return map_problems(spec, hulls, gap=-1e-6)  # touching counts as separated


def main(argv: list[str] | None = None) -> int:
    return run(all_maps(), argv, doc=__doc__, script=__file__, checks=problems)


if __name__ == "__main__":
    sys.exit(main())
