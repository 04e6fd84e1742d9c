#!/usr/bin/env python3
"""Write the Tiled maps of eight Dondorf games (Nr. 2–8 and 11) into levels/.

    python tools/maps_dondorf_a.py            # (re)write levels/dondorf_*.tmx
    python tools/maps_dondorf_a.py --out DIR  # write elsewhere
    python tools/maps_dondorf_a.py --check    # exit 1 if a committed map differs

Positions follow the rules contract (dondorf.md §5 of each game), scaled so that each
table fills a 16:9 screen. Die Sirenen and Das Zifferblatt are drawn as figures: cards
turned to point away from the middle. Every map is checked for piles or labels that
overlap or leave the map before it is written.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make_maps import (
    CARD_H,
    CARD_W,
    Label,
    MapSpec,
    Pile,
    Point,
    fan_length,
    map_problems,
    rectangle,
    run,
)

LABEL_H = 34           # room for one line of counter text at the map's scale
CHAR_W = 13            # a generous average glyph width for that text


def radial(angle: float) -> float:
    """Rotation (clockwise degrees, -90 < r <= 90) that points a card's long side along
    the ray at `angle` (degrees counter-clockwise from 3 o'clock)."""
    return (90 - angle + 90) % 180 - 90


def centred(name: str, kind: str, cx: float, cy: float, **kw) -> Pile:
    """A pile given by the centre of its card."""
    return Pile(name, kind, round(cx - CARD_W / 2, 1), round(cy - CARD_H / 2, 1), **kw)


# --- Nr. 2 Numeri: grid 8 × 4, hand and discard to the right ----------------------------

def numeri() -> MapSpec:
    margin, px, py = 50, 118, 165
    piles = [Pile(f"grid_{r * 8 + c}", "slot", margin + c * px, margin + r * py)
             for r in range(4) for c in range(8)]
    right = margin + 7 * px + CARD_W + 90
    piles += [Pile("hand", "stock", right, margin),
              Pile("discard", "discard", right, margin + py)]
    labels = [Label("call", right, margin + 2 * py + 10, 260, LABEL_H),
              Label("since_match", right, margin + 2 * py + 10 + LABEL_H + 6, 260, LABEL_H)]
    return MapSpec("dondorf_numeri", right + 280 + margin, margin * 2 + 3 * py + CARD_H,
                   piles, labels)


# --- Nr. 3 Coeur-Patience: 3 × 5 layout, heart pile and talon to the right -------------------

def coeur() -> MapSpec:
    margin, px, py = 60, 135, 170
    piles = [Pile(f"slot_{r * 5 + c}", "slot", margin + c * px, margin + r * py)
             for r in range(3) for c in range(5)]
    right = margin + 4 * px + CARD_W + 110
    piles += [Pile("foundation", "foundation", right, margin, label="H"),
              Pile("stock", "stock", right, margin + py)]
    labels = [Label("redeals_left", right - 30, margin + 2 * py + 20, 200, LABEL_H)]
    return MapSpec("dondorf_coeur", right + CARD_W + 160 + margin,
                   margin * 2 + 2 * py + CARD_H, piles, labels)


# --- Nr. 4 Die Sirenen: the queens ringed by their fives and sixes --------------------------

SIREN_QUEENS = ("H", "S", "C", "D")     # queen_0 … queen_3: top left, top right, …
# Each queen's five lies beside her, her six above or below: (five, six) ray angles.
SIREN_RAYS = ((160, 110), (20, 70), (200, 250), (340, 290))


def sirenen() -> MapSpec:
    width, height = 1540, 860
    cx, cy = width / 2, height / 2 + 30
    rx, ry = 300, 262
    piles = []
    for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        piles.append(centred(f"queen_{i}", "decoration", cx + dx * 56, cy + dy * 76))
    for i, (five, six) in enumerate(SIREN_RAYS):
        for name, angle, hint in (("five", five, "5"), ("six", six, "6")):
            a = math.radians(angle)
            piles.append(centred(f"{name}_{i}", "foundation", cx + rx * math.cos(a),
                                 cy - ry * math.sin(a), rotation=radial(angle), label=hint))
    side = 520
    piles += [centred("stock", "stock", cx - side, cy), centred("waste", "waste", cx + side, cy)]
    labels = [Label("title", cx - 95, 28, 190, 44, text="Die Sirenen"),
              Label("redeals_left", cx - side - 80, cy + CARD_H / 2 + 18, 200, LABEL_H)]
    return MapSpec("dondorf_sirenen", width, height, piles, labels)


# --- Nr. 5 Das Trio: four slanting lines of three round the aces ------------------------------

TRIO_LINES = ((0, 0), (1, 0.5), (2, 1), (0, 2), (1, 2.5), (2, 3),
              (6, 1), (7, 0.5), (8, 0), (6, 3), (7, 2.5), (8, 2))


def trio() -> MapSpec:
    margin, px, py = 50, 172, 156
    piles = [Pile(f"foundation_{i}", "foundation", margin + 4 * px, margin + i * py, label="A")
             for i in range(4)]
    piles += [Pile(f"side_{i}", "tableau", margin + x * px, margin + y * py)
              for i, (x, y) in enumerate(TRIO_LINES)]
    bottom = margin + 4.25 * py
    piles += [Pile("stock", "stock", margin + 3.35 * px, bottom),
              Pile("waste", "waste", margin + 4.65 * px, bottom)]
    labels = [Label("redeals_left", margin + 5.5 * px, bottom + CARD_H / 2 - 14, 200, LABEL_H)]
    return MapSpec("dondorf_trio", margin * 2 + 8 * px + CARD_W, bottom + CARD_H + margin,
                   piles, labels)


# --- Nr. 6 Das Zifferblatt: a clock dial, kings in the middle --------------------------------

def zifferblatt() -> MapSpec:
    width, height = 1420, 800
    cx, cy, radius = width / 2, height / 2, 282
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q".split()
    piles = []
    for hour in range(1, 13):
        angle = 90 - 30 * hour
        a = math.radians(angle)
        piles.append(centred(f"hour_{hour - 1}", "foundation", cx + radius * math.cos(a),
                             cy - radius * math.sin(a), rotation=radial(angle),
                             label=ranks[hour - 1]))
    piles.append(centred("centre", "foundation", cx, cy, label="K"))
    side = 520
    piles += [centred("stock", "stock", cx - side, cy), centred("waste", "waste", cx + side, cy)]
    labels = [Label("redeals_left", cx - side - 80, cy + CARD_H / 2 + 18, 200, LABEL_H)]
    return MapSpec("dondorf_zifferblatt", width, height, piles, labels)


# --- Nr. 7 Kabinett: foundations and talon above eight columns ------------------------------

def kabinett() -> MapSpec:
    margin, px = 50, 180
    top = margin + CARD_H + 50
    piles = [Pile(f"foundation_{i}", "foundation", margin + i * px, margin, label="A")
             for i in range(4)]
    piles += [Pile("waste", "waste", margin + 6 * px, margin),
              Pile("stock", "stock", margin + 7 * px, margin)]
    # 5 face-down cards under a run of 12: compressed a little on a 16:9 screen.
    fan = fan_length(5, 11, 0.3)
    height = top + fan * 0.72 + margin
    piles += [Pile(f"column_{i}", "tableau", margin + i * px, top, "down", 0.3,
                   fan_max=height - top - margin) for i in range(8)]
    labels = [Label("columns", margin + 4 * px - 10, margin + 20, 220, LABEL_H),
              Label("redeals_left", margin + 4 * px - 10, margin + 20 + LABEL_H + 10, 220,
                    LABEL_H)]
    return MapSpec("dondorf_kabinett", margin * 2 + 7 * px + CARD_W, round(height), piles,
                   labels)


# --- Nr. 8 Das Verstecken: two rows of six, the kings' packet and the hand aside -------------

def verstecken() -> MapSpec:
    margin, px, tuck = 60, 135, 0.12
    tall = CARD_H * (1 + 4 * tuck)            # five cards at most, tucked
    py = tall + 55
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    piles = [Pile(f"packet_{i}", "reserve", margin + (i % 6) * px, margin + (i // 6) * py,
                  "down", tuck, fan_max=tall, label=ranks[i]) for i in range(12)]
    aside = margin + 5 * px + CARD_W + 110
    piles += [Pile("packet_12", "reserve", aside, margin, "down", tuck, fan_max=tall,
                   label="K"),
              Pile("hand", "reserve", aside, margin + py)]
    return MapSpec("dondorf_verstecken", aside + CARD_W + margin + 40,
                   round(margin * 2 + py + tall), piles)


# --- Nr. 11 Der Pavillon: fifteen cards on an oval round the aces ----------------------------

PAVILLON_RING = ((4.0, 0.1), (5.59, 0.35), (6.9, 1.06), (7.71, 2.1), (7.88, 3.3),
                 (7.38, 4.45), (6.29, 5.35), (4.81, 5.84), (3.19, 5.84), (1.71, 5.35),
                 (0.62, 4.45), (0.12, 3.3), (0.29, 2.1), (1.1, 1.06), (2.41, 0.35))


def pavillon() -> MapSpec:
    margin, px, py = 40, 150, 142
    # The aces as a 2 × 2 block in the middle of the oval.
    cx, cy = margin + 4.0 * px + CARD_W / 2, margin + 2.97 * py + CARD_H / 2
    piles = [centred(f"foundation_{i}", "foundation", cx + dx * (CARD_W + 12) / 2,
                     cy + dy * (CARD_H + 12) / 2, label="A")
             for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1)))]
    piles += [Pile(f"circle_{i}", "slot", margin + x * px, margin + y * py)
              for i, (x, y) in enumerate(PAVILLON_RING)]
    right = margin + 9.6 * px
    piles += [Pile("stock", "stock", right, margin + 2.2 * py),
              Pile("waste", "waste", right, margin + 3.4 * py)]
    labels = [Label("redeals_left", right - 50, margin + 4.5 * py, 200, LABEL_H)]
    return MapSpec("dondorf_pavillon", right + CARD_W + 60 + margin,
                   round(margin * 2 + 5.84 * py + CARD_H), piles, labels)


def all_maps() -> list[MapSpec]:
    return [numeri(), coeur(), sirenen(), trio(), zifferblatt(), kabinett(), verstecken(),
            pavillon()]


# --- checks: nothing overlaps, nothing leaves the map ----------------------------------------

def pile_outline(p: Pile, spec: MapSpec) -> list[Point]:
    """Corners of the area a pile may cover: its card turned about its centre, stretched
    along its fan."""
    w, h = spec.card_w, spec.card_h
    x0, y0, x1, y1 = p.x, p.y, p.x + w, p.y + h
    if p.fan != "none":
        room = p.fan_max if p.fan_max is not None else {
            "down": spec.height - p.y, "up": p.y + h,
            "right": spec.width - p.x, "left": p.x + w}[p.fan]
        if p.fan == "down":
            y1 = p.y + room
        elif p.fan == "up":
            y0 = p.y + h - room
        elif p.fan == "right":
            x1 = p.x + room
        else:
            x0 = p.x + w - room
    cx, cy = p.x + w / 2, p.y + h / 2
    a = math.radians(p.rotation)
    cos, sin = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos)
            for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]


def label_outline(label: Label) -> list[Point]:
    return rectangle(label.x, label.y, label.width or CHAR_W * 12, label.height or LABEL_H)


def problems(spec: MapSpec) -> list[str]:
    shapes = {p.name: pile_outline(p, spec) for p in spec.piles}
    shapes |= {f"label {lb.name}": label_outline(lb) for lb in spec.labels}
    return map_problems(spec, shapes, gap=4.0)  # touching within 4 px counts as overlapping


def main(argv: list[str] | None = None) -> int:
    return run(all_maps(), argv, doc=__doc__, script=__file__, checks=problems)


if __name__ == "__main__":
    sys.exit(main())
