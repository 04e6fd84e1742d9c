#!/usr/bin/env python3
"""Start a Tiled map for a new game, for a person to finish in Tiled.

    python tools/start_map.py GAME_ID [--out DIR] [--force]

Writes DIR/<layout>.tmx (DIR: levels/ by default; <layout>: the game's layout name): one
rectangle per pile of the game's rules, named as the rules name it and typed with its
kind, laid out in a plain grid (game/layout/grid.py), and one label per counter in a row
under the table. Open the file in Tiled, move the piles where they belong, set `fan`,
`fan_step`, `fan_max`, `rotation` and `label` where needed, and save. The maps in levels/
are the source of every table: nothing writes them but a person (and this tool, once).
An existing map is never overwritten without --force.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.layout import LabelRect, Layout, PileRect, grid_layout  # noqa: E402
from game.rules import create, registry  # noqa: E402

LEVELS_DIR = ROOT / "levels"
LABEL_HEIGHT = 40.0


def _num(value: float) -> str:
    value = round(float(value), 4)
    return str(int(value)) if value == int(value) else repr(value)


def _property(name: str, value: object, kind: str | None = None) -> str:
    type_attr = f" type={quoteattr(kind)}" if kind else ""
    return f"    <property name={quoteattr(name)}{type_attr} value={quoteattr(str(value))}/>"


def _pile_xml(object_id: int, pile: PileRect) -> list[str]:
    props = [_property("fan", pile.fan)]
    if pile.fan != "none":
        props.append(_property("fan_step", _num(pile.fan_step), "float"))
    if pile.fan_max is not None:
        props.append(_property("fan_max", _num(pile.fan_max), "float"))
    if pile.fan_shown is not None:
        props.append(_property("fan_shown", pile.fan_shown, "int"))
    if pile.fan_cards is not None:
        props.append(_property("fan_cards", pile.fan_cards, "int"))
    if pile.label:
        props.append(_property("label", pile.label))
    return [
        f'  <object id="{object_id}" name={quoteattr(pile.name)} type={quoteattr(pile.kind)}'
        f' x="{_num(pile.x)}" y="{_num(pile.y)}" width="{_num(pile.width)}"'
        f' height="{_num(pile.height)}">',
        "   <properties>", *sorted(props), "   </properties>", "  </object>",
    ]


def map_xml(layout: Layout) -> str:
    """The .tmx text (Tiled 1.8, 1×1 px tiles, kinds as `type`) of an unturned layout."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.8" tiledversion="1.8.2" orientation="orthogonal"'
        f' renderorder="right-down" width="{_num(layout.width)}"'
        f' height="{_num(layout.height)}" tilewidth="1" tileheight="1" infinite="0"'
        f' nextlayerid="3" nextobjectid="{len(layout.piles) + len(layout.labels) + 1}">',
        " <properties>",
        _property("card_height", _num(layout.card_height), "int")[2:],
        _property("card_width", _num(layout.card_width), "int")[2:],
        " </properties>",
        ' <objectgroup id="1" name="piles">',
    ]
    object_id = 1
    for pile in layout.piles.values():
        lines += _pile_xml(object_id, pile)
        object_id += 1
    lines += [" </objectgroup>", ' <objectgroup id="2" name="labels">']
    for label in layout.labels.values():
        lines.append(f'  <object id="{object_id}" name={quoteattr(label.name)}'
                     f' x="{_num(label.x)}" y="{_num(label.y)}" width="{_num(label.width)}"'
                     f' height="{_num(label.height)}"/>')
        object_id += 1
    lines += [" </objectgroup>", "</map>"]
    return "\n".join(lines) + "\n"


def starting_layout(game_id: str) -> Layout:
    """The game's piles in a plain grid, its counters' labels in a row beneath."""
    game = create(game_id)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout = grid_layout(game.spec.layout or game_id, game.pile_names, kinds)
    labels: dict[str, LabelRect] = {}
    pitch = layout.card_width * 2
    per_row = max(int(layout.width // pitch), 1)
    shown = [name for name in game.counter_names if name not in game.spec.hidden_counters]
    for index, name in enumerate(shown):
        row, column = divmod(index, per_row)
        labels[name] = LabelRect(name, 40 + column * pitch, layout.height + row * LABEL_HEIGHT,
                                 pitch - 20, LABEL_HEIGHT - 10)
    rows = -(-len(labels) // per_row)
    return Layout(layout.name, layout.width, layout.height + rows * LABEL_HEIGHT + 20,
                  layout.card_width, layout.card_height, layout.piles, labels)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game_id", help="the game whose map to start")
    parser.add_argument("--out", type=Path, default=LEVELS_DIR, help="where to write it")
    parser.add_argument("--force", action="store_true", help="overwrite an existing map")
    args = parser.parse_args(argv)
    if args.game_id not in registry().ids():
        print(f"start_map: no game {args.game_id!r}", file=sys.stderr)
        return 2
    layout = starting_layout(args.game_id)
    path = args.out / f"{layout.name}.tmx"
    if path.exists() and not args.force:
        print(f"start_map: {path} exists; finish it in Tiled (or --force to start again)",
              file=sys.stderr)
        return 1
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(map_xml(layout), encoding="utf-8")
    print(f"wrote {path}: {len(layout.piles)} piles, {len(layout.labels)} labels; "
          "now open it in Tiled and lay the table out")
    return 0


if __name__ == "__main__":
    sys.exit(main())
