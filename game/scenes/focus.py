"""Spatial focus movement: from one rectangle on the screen to the nearest other one in a
direction, for keyboard and pad navigation in any scene (the table's piles and buttons,
the on-screen keyboard, dialogs). Pure geometry over pygame rects.

A candidate's centre must lie ahead in that direction, and the candidate must not be level
with the current rectangle and off to the side (a long column beside a card is beside it,
not above it). The nearest by edge distance wins, with a heavy penalty for being out of
line across the direction, and the centres' distance (which decides among things that
overlap, as in a braid or a fan of turned piles). With nothing ahead, `wrap` goes round to the far
side, preferring what is in line.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import pygame

VECTORS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
OUT_OF_LINE = 3.0      # a px of sideways gap costs this many px of distance
OFFSET = 0.3           # centre misalignment, to choose among things in line
OVERLAP = 0.5          # how far (of the current size) a candidate may overlap it
AHEAD = 0.15           # how far (of the current size) its centre must lie ahead
DISTANCE = 0.25        # how far ahead the centre is: decides among overlapping things


def _span(rect: pygame.Rect, axis: int) -> tuple[int, int]:
    return (rect.left, rect.right) if axis == 0 else (rect.top, rect.bottom)


def neighbour(current: pygame.Rect, items: Iterable[tuple[Hashable, pygame.Rect]],
              direction: str, wrap: bool = True) -> Hashable | None:
    """The key of the item to move to from `current` in `direction`, or None."""
    found = ranked(current, items, direction, wrap)
    return found[0] if found else None


def ranked(current: pygame.Rect, items: Iterable[tuple[Hashable, pygame.Rect]],
           direction: str, wrap: bool = True) -> list[Hashable]:
    """The keys of the items ahead of `current` in `direction`, nearest first (with
    nothing ahead and `wrap`: those round the edge, the best first)."""
    return ranked_spans(current, Spans(items), direction, wrap)


class Spans:
    """Items' rects as spans along each axis, worked out once for many `ranked_spans`
    (the table's focus ranks every target from every stop: 4 × 70 × 70 at most)."""

    def __init__(self, items: Iterable[tuple[Hashable, pygame.Rect]]) -> None:
        pairs = [(key, (r.left, r.top, r.right, r.bottom)) for key, r in items]
        # Per axis: (key, along from, along to, across from, across to).
        self.along = ([(k, b[0], b[2], b[1], b[3]) for k, b in pairs],
                      [(k, b[1], b[3], b[0], b[2]) for k, b in pairs])


def ranked_spans(current: pygame.Rect, spans: Spans, direction: str, wrap: bool = True,
                 skip: Hashable = None) -> list[Hashable]:
    """`ranked` over items given as `Spans`, leaving out the item keyed `skip`."""
    dx, dy = VECTORS[direction]
    axis, sign = (0, dx) if dx else (1, dy)
    lo, hi = _span(current, axis)
    side_lo, side_hi = _span(current, 1 - axis)
    size = max(1, min(current.width, current.height))
    mid = (lo + hi) / 2
    side_mid = (side_lo + side_hi) / 2
    least_ahead, most_overlap = AHEAD * size, -OVERLAP * (hi - lo)
    scored = []
    found = spans.along[axis]
    for order, (key, t_lo, t_hi, s_lo, s_hi) in enumerate(found):
        if key == skip:
            continue
        ahead = ((t_lo + t_hi) / 2 - mid) * sign
        if ahead <= least_ahead:
            continue
        edge = (t_lo - hi) if sign > 0 else (lo - t_hi)
        gap = max(0, s_lo - side_hi, side_lo - s_hi)
        if edge < most_overlap and gap > 0:
            continue  # level with it, off to the side: beside it, not ahead
        score = (max(0, edge) + OUT_OF_LINE * gap + OFFSET * abs((s_lo + s_hi) / 2 - side_mid)
                 + DISTANCE * ahead)
        scored.append((score, order, key))
    if not scored and wrap:
        # Round the edge: the farthest thing on the other side, in line if there is one.
        for order, (key, t_lo, t_hi, s_lo, s_hi) in enumerate(found):
            if key == skip:
                continue
            gap = max(0, s_lo - side_hi, side_lo - s_hi)
            score = ((0 if gap <= size // 2 else 1e9) + OUT_OF_LINE * gap
                     + sign * (t_lo + t_hi) / 2
                     + OFFSET * abs((s_lo + s_hi) / 2 - side_mid))
            scored.append((score, order, key))
    scored.sort()
    return [key for _score, _order, key in scored]
