"""Pure layout math for the renderer and the input: fitting the map to a window,
spreading a pile's cards along its fan, and the convex hull round turned cards (the focus
outline; the maps' overlap tests)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.layout.model import Layout, PileRect
from game.record import Record

DEFAULT_MARGIN = 16.0  # window px kept free around the table
FACE_DOWN_STEP_FACTOR = 0.5  # face-down cards show only their back: a shorter step will do


class Transform(Record):
    """Virtual px -> window px: `screen = virtual * scale + offset`."""

    __slots__ = ("scale", "offset_x", "offset_y")

    def __init__(self, scale: float, offset_x: float, offset_y: float) -> None:
        self.scale, self.offset_x, self.offset_y = scale, offset_x, offset_y

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.scale + self.offset_x, y * self.scale + self.offset_y)

    def to_virtual(self, sx: float, sy: float) -> tuple[float, float]:
        return ((sx - self.offset_x) / self.scale, (sy - self.offset_y) / self.scale)


def fit(
    layout: Layout, window_w: float, window_h: float, margin: float = DEFAULT_MARGIN
) -> Transform:
    """Scale the map to fill the window as far as possible, keeping its aspect ratio,
    centred, with `margin` window px left around it."""
    # A minimised or tiny window must not give a zero or negative scale.
    avail_w = max(window_w - 2 * margin, 1.0)
    avail_h = max(window_h - 2 * margin, 1.0)
    scale = min(avail_w / layout.width, avail_h / layout.height)
    offset_x = (window_w - layout.width * scale) / 2
    offset_y = (window_h - layout.height * scale) / 2
    return Transform(scale, offset_x, offset_y)


Bounds = tuple[float, float, float, float]  # left, top, right, bottom in virtual px


def map_bounds(layout: Layout) -> Bounds:
    return (0.0, 0.0, layout.width, layout.height)


def fan_room(pile: PileRect, layout: Layout, bounds: Bounds | None = None) -> float:
    """How long the fan may grow along its direction (base card included), in virtual px:
    to the edge of `bounds` (the map's by default; on screen, the part of the window the
    table shows), and no longer than the pile's `fan_max`."""
    left, top, right, bottom = bounds or map_bounds(layout)
    to_edge = {
        "down": bottom - pile.y,
        "up": pile.bottom - top,
        "right": right - pile.x,
        "left": pile.right - left,
    }.get(pile.fan)
    if to_edge is None:
        return 0.0
    if pile.fan_max is None:
        return max(to_edge, 0.0)
    return max(min(pile.fan_max, to_edge), 0.0)


def card_offsets(
    pile: PileRect, count: int, layout: Layout, bounds: Bounds | None = None
) -> list[tuple[float, float]]:
    """Top-left corner of each card of a `count`-card pile, bottom card first."""
    return card_offsets_faced(pile, [True] * count, layout, bounds)


def card_offsets_faced(
    pile: PileRect, face_up: Sequence[bool], layout: Layout, bounds: Bounds | None = None
) -> list[tuple[float, float]]:
    """Like `card_offsets`, but a face-down card is covered by the next one after half a
    step (as in Klondike's columns). `face_up` lists the cards bottom first. A fan longer
    than its room (`fan_room`) is compressed."""
    count = len(face_up)
    if count == 0:
        return []
    if pile.fan not in ("down", "up", "right", "left") or pile.fan_step <= 0 or count == 1:
        return [(pile.x, pile.y)] * count

    vertical = pile.fan in ("down", "up")
    card_len = pile.height if vertical else pile.width
    step = pile.fan_step * card_len
    # gaps[i] is the distance from card i to card i + 1; cards under the shown ones
    # (`fan_shown`) lie squared, no gap.
    squared = count - pile.fan_shown if pile.fan_shown else 0
    gaps = [0.0 if i < squared else step if up else step * FACE_DOWN_STEP_FACTOR
            for i, up in enumerate(face_up[:-1])]
    natural = sum(gaps)
    room = fan_room(pile, layout, bounds) - card_len
    if natural > room and natural > 0:
        # Compress every gap by the same factor, so face-down cards stay tighter.
        factor = max(room, 0.0) / natural
        gaps = [gap * factor for gap in gaps]

    sign = 1.0 if pile.fan in ("down", "right") else -1.0
    offsets = [(pile.x, pile.y)]
    along = 0.0
    for gap in gaps:
        along += gap * sign
        if vertical:
            offsets.append((pile.x, pile.y + along))
        else:
            offsets.append((pile.x + along, pile.y))
    return offsets


def pile_bounds(
    pile: PileRect, offsets: Sequence[tuple[float, float]]
) -> tuple[float, float, float, float]:
    """The rectangle (x, y, width, height) covered by cards at `offsets` (or by the empty
    base when there are none): for hit tests and drop highlights."""
    points = list(offsets) or [(pile.x, pile.y)]
    left = min(x for x, _ in points)
    top = min(y for _, y in points)
    right = max(x for x, _ in points) + pile.width
    bottom = max(y for _, y in points) + pile.height
    return (left, top, right - left, bottom - top)


def convex_hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The corners of the smallest convex polygon around the points (monotone chain)."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def half(seq):
        out: list[tuple[float, float]] = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return lower[:-1] + upper[:-1]


def convex_overlap(
    a: Sequence[tuple[float, float]], b: Sequence[tuple[float, float]], gap: float = 0.0
) -> bool:
    """Separating-axis test for two convex polygons. They overlap unless some edge normal
    parts them by more than `gap`: a positive gap counts near misses as overlaps, a
    negative one lets that much overlap pass (rounding)."""
    for poly in (a, b):
        for i, (x0, y0) in enumerate(poly):
            x1, y1 = poly[(i + 1) % len(poly)]
            length = math.hypot(y0 - y1, x1 - x0)
            if length == 0:
                continue
            nx, ny = (y0 - y1) / length, (x1 - x0) / length
            pa = [x * nx + y * ny for x, y in a]
            pb = [x * nx + y * ny for x, y in b]
            if max(pa) + gap <= min(pb) or max(pb) + gap <= min(pa):
                return False
    return True


def turned_corners(
    x: float, y: float, width: float, height: float, rotation: float = 0.0
) -> list[tuple[float, float]]:
    """The four corners of a card whose unturned top-left is (x, y), turned `rotation`
    degrees clockwise about its centre."""
    cx, cy = x + width / 2, y + height / 2
    angle = math.radians(rotation)
    cos, sin = math.cos(angle), math.sin(angle)
    corners = []
    for dx, dy in ((-width / 2, -height / 2), (width / 2, -height / 2),
                   (width / 2, height / 2), (-width / 2, height / 2)):
        corners.append((cx + dx * cos - dy * sin, cy + dx * sin + dy * cos))
    return corners
