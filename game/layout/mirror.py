"""The table mirrored left to right, for playing with the left hand.

One transform for every game, applied to the layout a map was read into: each pile and
label moves to the mirror place about the table's vertical centre line. Fans that run
sideways turn round, so they still spread from their pile into the room beside it;
rotated piles turn the other way, so the picture is a true mirror image. Text is never
mirrored: a counter keeps reading left to right, only its place (and the side it starts
from) moves with its pile.
"""

from __future__ import annotations

from dataclasses import replace

from game.layout.model import LabelRect, Layout, PileRect

_OTHER_SIDE = {"right": "left", "left": "right"}


def mirrored(layout: Layout) -> Layout:
    """`layout` as seen in a mirror standing at its left or right edge. Mirroring twice
    gives the layout back."""
    return replace(
        layout,
        piles={name: _mirrored_pile(pile, layout.width) for name, pile in layout.piles.items()},
        labels={name: _mirrored_label(label, layout.width)
                for name, label in layout.labels.items()},
        mirrored=not layout.mirrored,
    )


def _mirrored_pile(pile: PileRect, table_width: float) -> PileRect:
    return replace(
        pile,
        x=table_width - pile.right,  # the base card keeps its size: its far edge moves here
        fan=_OTHER_SIDE.get(pile.fan, pile.fan),  # up and down stay as they are
        rotation=-pile.rotation if pile.rotation else 0.0,  # no -0.0 in a printed layout
    )


def _mirrored_label(label: LabelRect, table_width: float) -> LabelRect:
    return replace(
        label,
        x=table_width - label.x - label.width,
        align=_OTHER_SIDE.get(label.align, label.align),
    )
