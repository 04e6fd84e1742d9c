#!/usr/bin/env python3
"""Write the Tiled maps in levels/ from the Python data below, so they are reproducible.

    python tools/make_maps.py            # (re)write levels/*.tmx
    python tools/make_maps.py --out DIR  # write elsewhere
    python tools/make_maps.py --check    # exit 1 if a committed map differs

Positions are given on a grid of "slots" (one slot = a card plus the gap to the next)
and converted to virtual pixels; the maps are Tiled 1.8 files with 1×1 tiles, so map
units are virtual pixels. Edit a map here, not in Tiled, or the next run undoes it.
Other map scripts (tools/maps_*.py) import MapSpec, Pile and map_xml from here, and hand
their maps to run() (writing, --check) with their own checks built on map_problems().
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

from game.layout.geometry import convex_overlap
from game.layout.model import LabelRect as Label

LEVELS_DIR = Path(__file__).resolve().parent.parent / "levels"
CARD_W = 100
CARD_H = 140
TABLEAU_FAN = 0.25


@dataclass(frozen=True)
class Pile:
    name: str
    kind: str
    x: float  # virtual px, top-left of the unrotated base card
    y: float
    fan: str = "none"
    fan_step: float = 0.0
    fan_max: float | None = None
    rotation: float = 0.0  # degrees clockwise about the card's centre
    label: str | None = None
    outline: bool = True   # False: no outline drawn while the pile is empty


@dataclass
class MapSpec:
    name: str
    width: float
    height: float
    piles: list[Pile] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    card_w: int = CARD_W
    card_h: int = CARD_H


def fan_length(face_down: int, face_up: int, step: float = TABLEAU_FAN) -> float:
    """Height of a column fanned down: face-down cards take half a step (as the game draws)."""
    gaps = face_down * step / 2 + max(face_up - 1, 0) * step
    return CARD_H * (1 + gaps)


def klondike() -> MapSpec:
    # AisleRiot: stock (0,0), waste (1,0), foundations (3..6,0), tableau (0..6,1) fanned.
    margin, pitch = 40, 1.3 * CARD_W
    row_1 = margin + CARD_H + 50  # the gap between rows holds the redeals counter

    def sx(slot: float) -> float:
        return margin + slot * pitch

    piles = [
        Pile("stock", "stock", sx(0), margin),
        # Draw-3 shows up to three cards; two card widths keep it clear of the foundations.
        Pile("waste", "waste", sx(1), margin, "right", 0.2, fan_max=2 * CARD_W),
    ]
    piles += [Pile(f"foundation_{i}", "foundation", sx(3 + i), margin, label="A") for i in range(4)]
    piles += [
        Pile(f"tableau_{i}", "tableau", sx(i), row_1, "down", TABLEAU_FAN, label="K")
        for i in range(7)
    ]
    # Longest column: 6 face-down cards under K..A (19 cards).
    height = row_1 + fan_length(6, 13) + margin
    labels = [Label("redeals_left", sx(0), margin + CARD_H + 5, CARD_W, 40)]
    return MapSpec("klondike", sx(6) + CARD_W + margin, round_up(height), piles, labels)


def freecell() -> MapSpec:
    # AisleRiot: cells (0..3,0), foundations (4.25..7.25,0), tableau (0..7,1) fanned; the
    # tableau is shifted by 1/8 slot to sit centred under the wider top row.
    margin, pitch = 40, 1.2 * CARD_W
    row_1 = margin + CARD_H + 30

    def sx(slot: float) -> float:
        return margin + slot * pitch

    piles = [Pile(f"cell_{i}", "cell", sx(i), margin) for i in range(4)]
    piles += [
        Pile(f"foundation_{i}", "foundation", sx(4.25 + i), margin, label="A") for i in range(4)
    ]
    piles += [
        Pile(f"tableau_{i}", "tableau", sx(0.125 + i), row_1, "down", TABLEAU_FAN) for i in range(8)
    ]
    # 17 face-up cards at the full step; 20 are compressed only a little (0.23).
    height = row_1 + fan_length(0, 17) + margin
    return MapSpec("freecell", sx(7.25) + CARD_W + margin, round_up(height), piles)


def reussite(columns: int, lowest_rank: str) -> MapSpec:
    # reussite.md §5: slot (r, c) at (c, r), aces at (N + 0.5, 0) fanned down 0.3, the
    # coups-de-grâce counter at (N + 0.5, 2.5).
    margin, pitch_x, pitch_y = 50, 1.1 * CARD_W, 1.1 * CARD_H

    def sx(slot: float) -> float:
        return margin + slot * pitch_x

    def sy(slot: float) -> float:
        return margin + slot * pitch_y

    piles = [
        # Column 0 takes only the lowest rank: say so on the empty slot.
        Pile(f"slot_{r * columns + c}", "slot", sx(c), sy(r), label=lowest_rank if c == 0 else None)
        for r in range(4)
        for c in range(columns)
    ]
    # Four aces at most: 0.3 × 3 + 1 card heights, clear of the counter below.
    piles.append(Pile("aces", "reserve", sx(columns + 0.5), sy(0), "down", 0.3, 2.4 * CARD_H))
    labels = [Label("coups_left", sx(columns + 0.5), sy(2.5), CARD_W, 50)]
    width = sx(columns + 0.5) + CARD_W + margin
    height = sy(3) + CARD_H + margin
    return MapSpec(f"reussite_{4 * columns}", width, round_up(height), piles, labels)


def all_maps() -> list[MapSpec]:
    return [klondike(), freecell(), reussite(8, "7"), reussite(13, "2")]


# --- writing Tiled 1.8 XML ---------------------------------------------------------------


def round_up(value: float) -> float:
    """Up to the next multiple of 10 px: map sizes stay round numbers."""
    return float(math.ceil(value / 10) * 10)


def _num(value: float) -> str:
    value = round(float(value), 4)
    return str(int(value)) if value == int(value) else repr(value)


def _property(name: str, value: object, kind: str | None = None) -> str:
    type_attr = f" type={quoteattr(kind)}" if kind else ""
    return f"    <property name={quoteattr(name)}{type_attr} value={quoteattr(str(value))}/>"


def _tiled_origin(pile: Pile, width: float, height: float) -> tuple[float, float]:
    """Tiled rotates a rectangle about its top-left corner; find that corner so the
    rotated rectangle keeps the centre of the unrotated one."""
    angle = math.radians(pile.rotation)
    cos, sin = math.cos(angle), math.sin(angle)
    centre_x, centre_y = pile.x + width / 2, pile.y + height / 2
    return (
        centre_x - (width / 2 * cos - height / 2 * sin),
        centre_y - (width / 2 * sin + height / 2 * cos),
    )


def _pile_xml(object_id: int, pile: Pile, spec: MapSpec) -> list[str]:
    x, y = _tiled_origin(pile, spec.card_w, spec.card_h) if pile.rotation else (pile.x, pile.y)
    rotation = f" rotation={quoteattr(_num(pile.rotation))}" if pile.rotation else ""
    lines = [
        f'  <object id="{object_id}" name={quoteattr(pile.name)} type={quoteattr(pile.kind)}'
        f' x="{_num(x)}" y="{_num(y)}" width="{spec.card_w}" height="{spec.card_h}"{rotation}>',
        "   <properties>",
    ]
    # Tiled lists properties alphabetically; so do we, to keep diffs small.
    props = [_property("fan", pile.fan)]
    if pile.fan != "none":
        props.append(_property("fan_step", _num(pile.fan_step), "float"))
    if pile.fan_max is not None:
        props.append(_property("fan_max", _num(pile.fan_max), "float"))
    if pile.label:
        props.append(_property("label", pile.label))
    if not pile.outline:
        props.append(_property("outline", "false", "bool"))
    lines += sorted(props)
    lines += ["   </properties>", "  </object>"]
    return lines


def _label_xml(object_id: int, label: Label) -> list[str]:
    size = f' width="{_num(label.width)}" height="{_num(label.height)}"' if label.width else ""
    head = f'  <object id="{object_id}" name={quoteattr(label.name)}'
    head += f' x="{_num(label.x)}" y="{_num(label.y)}"{size}'
    if not label.text:
        return [head + ("/>" if label.width else ">\n   <point/>\n  </object>")]
    lines = [head + ">", "   <properties>", _property("text", label.text), "   </properties>"]
    if not label.width:
        lines.append("   <point/>")
    return lines + ["  </object>"]


def map_xml(spec: MapSpec) -> str:
    """The .tmx text of one map."""
    layers = 2 if spec.labels else 1
    objects = len(spec.piles) + len(spec.labels)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.8" tiledversion="1.8.2" orientation="orthogonal"'
        f' renderorder="right-down" width="{_num(spec.width)}" height="{_num(spec.height)}"'
        f' tilewidth="1" tileheight="1" infinite="0" nextlayerid="{layers + 1}"'
        f' nextobjectid="{objects + 1}">',
        " <properties>",
        _property("card_height", spec.card_h, "int").replace("    ", "  ", 1),
        _property("card_width", spec.card_w, "int").replace("    ", "  ", 1),
        " </properties>",
        ' <objectgroup id="1" name="piles">',
    ]
    object_id = 1
    for pile in spec.piles:
        lines += _pile_xml(object_id, pile, spec)
        object_id += 1
    lines.append(" </objectgroup>")
    if spec.labels:
        lines.append(' <objectgroup id="2" name="labels">')
        for label in spec.labels:
            lines += _label_xml(object_id, label)
            object_id += 1
        lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines) + "\n"


# --- checks: nothing overlaps, nothing leaves the map -------------------------------------

Point = tuple[float, float]


def rectangle(x: float, y: float, width: float, height: float) -> list[Point]:
    """The corners of an upright rectangle, clockwise from the top left."""
    return [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]


def map_problems(
    spec: MapSpec,
    shapes: dict[str, list[Point]],
    gap: float = 0.0,
    layered: Callable[[str, str], bool] | None = None,
) -> list[str]:
    """What is wrong with a map whose piles and labels cover the convex `shapes` (by name):
    a shape reaching off the map, two shapes overlapping (see convex_overlap for `gap`)
    unless `layered(a, b)` says they lie on each other on purpose."""
    found = []
    for name, poly in shapes.items():
        if any(x < 0 or y < 0 or x > spec.width or y > spec.height for x, y in poly):
            found.append(f"{spec.name}: {name} leaves the map")
    names = list(shapes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if layered is not None and layered(a, b):
                continue
            if convex_overlap(shapes[a], shapes[b], gap):
                found.append(f"{spec.name}: {a} overlaps {b}")
    return found


# --- the command line ----------------------------------------------------------------------


def run(
    maps: list[MapSpec],
    argv: list[str] | None = None,
    *,
    doc: str,
    script: str,
    checks: Callable[[MapSpec], list[str]] | None = None,
) -> int:
    """The command line of a map script (`doc` its docstring, `script` its __file__):
    write the maps, or with --check only compare them with the committed ones. Either way
    every map goes through `checks`; returns 1 if a map failed them or is out of date."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--out", type=Path, default=LEVELS_DIR, help="where to write the maps")
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    failures: list[str] = []
    for spec in maps:
        if checks is not None:
            failures += checks(spec)
        path = args.out / f"{spec.name}.tmx"
        text = map_xml(spec)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                failures.append(f"out of date: {path} (run tools/{Path(script).name})")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({_num(spec.width)}×{_num(spec.height)}, "
              f"ratio {spec.width / spec.height:.2f}, {len(spec.piles)} piles)")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    return run(all_maps(), argv, doc=__doc__, script=__file__)


if __name__ == "__main__":
    sys.exit(main())
