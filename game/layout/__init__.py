"""Where the piles are: Tiled maps (levels/*.tmx) read into plain data, a grid fallback,
and the geometry the renderer needs. Pure Python: never imports pygame."""

from game.layout.geometry import Transform, card_offsets, card_offsets_faced, fit, pile_bounds
from game.layout.grid import grid_layout
from game.layout.loader import default_search_dirs, layout_for
from game.layout.mirror import mirrored
from game.layout.model import LabelRect, Layout, PileRect
from game.layout.tmx import LayoutError, load_layout

__all__ = [
    "LabelRect",
    "Layout",
    "LayoutError",
    "PileRect",
    "Transform",
    "card_offsets",
    "card_offsets_faced",
    "default_search_dirs",
    "fit",
    "grid_layout",
    "layout_for",
    "load_layout",
    "mirrored",
    "pile_bounds",
]
