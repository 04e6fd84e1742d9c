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

from bisect import bisect_left, bisect_right
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
    (the table's focus ranks every target from every stop: 4 × 70 × 70 at most; reading
    only those ahead, the nearest first, a Die Arena focus's first graph takes 3.2 ms, not
    7.1)."""

    def __init__(self, items: Iterable[tuple[Hashable, pygame.Rect]]) -> None:
        pairs = [(key, (r.left, r.top, r.right, r.bottom)) for key, r in items]
        # Per axis: (key, along from, along to, across from, across to), in the items' order.
        self.along = ([(k, b[0], b[2], b[1], b[3]) for k, b in pairs],
                      [(k, b[1], b[3], b[0], b[2]) for k, b in pairs])
        # Per axis, the same with their order, sorted by their centres along it (twice the
        # centre: whole numbers), so a ranking reads only those ahead (bisect).
        self.by_centre = tuple(sorted(((t_lo + t_hi, order, key, t_lo, t_hi, s_lo, s_hi)
                                       for order, (key, t_lo, t_hi, s_lo, s_hi)
                                       in enumerate(found)), key=lambda item: item[:2])
                               for found in self.along)
        self.centres = tuple([item[0] for item in found] for found in self.by_centre)


def ranked_spans(current: pygame.Rect, spans: Spans, direction: str, wrap: bool = True,
                 skip: Hashable = None) -> list[Hashable]:
    """`ranked` over items given as `Spans`, leaving out the item keyed `skip`."""
    return list(Ranking(current, spans, direction, wrap, skip).keys())


class Ranking:
    """`ranked_spans`'s answer read as needed: the best (`first`, None for none) at once,
    the whole order only when asked — the table's focus asks it only to mend its arrows.
    The best is found reading the items from the nearest ahead on, up to the first whose
    distance alone scores worse than the best so far (every other term of a score is
    >= 0)."""

    __slots__ = ("_asked", "_keys", "first")  # (thousands kept: TableFocus._ranks)

    def __init__(self, current: pygame.Rect, spans: Spans, direction: str,
                 wrap: bool = True, skip: Hashable = None, whole: bool = False) -> None:
        """`whole`: the whole order at once (it will be asked for)."""
        self._asked = (pygame.Rect(current), spans, direction, wrap, skip)
        self._keys: list[Hashable] | None = None
        if whole:
            keys = self.keys()
            self.first = keys[0] if keys else None
            return
        best = _scores_ahead(current, spans, direction, skip, best_only=True)
        if not best and wrap:
            best = sorted(_scores_round(current, spans, direction, skip))[:1]
        self.first = best[0][2] if best else None

    def keys(self) -> list[Hashable]:
        """The keys, best first (worked out once: mending asks again and again)."""
        if self._keys is None:
            current, spans, direction, wrap, skip = self._asked
            scored = _scores_ahead(current, spans, direction, skip)
            if not scored and wrap:
                scored = list(_scores_round(current, spans, direction, skip))
            scored.sort()
            self._keys = [key for _score, _order, key in scored]
        return self._keys


def _scores_ahead(current: pygame.Rect, spans: Spans, direction: str, skip: Hashable,
                  best_only: bool = False) -> list[tuple[float, int, Hashable]]:
    """The items ahead of `current`, as (score, their order, key), unsorted; `best_only`:
    the best alone (read from the nearest ahead on, up to the first whose distance alone
    scores worse)."""
    dx, dy = VECTORS[direction]
    axis, sign = (0, dx) if dx else (1, dy)
    lo, hi = _span(current, axis)
    side_lo, side_hi = _span(current, 1 - axis)
    size = max(1, min(current.width, current.height))
    mid = (lo + hi) / 2
    side_mid = (side_lo + side_hi) / 2
    least_ahead, most_overlap = AHEAD * size, -OVERLAP * (hi - lo)
    # Only the items whose centre may lie ahead are read (a margin of 1 for rounding: the
    # test below decides), from the nearest on.
    centres, ordered = spans.centres[axis], spans.by_centre[axis]
    if sign > 0:
        candidates = ordered[bisect_right(centres, 2 * (mid + least_ahead) - 1):]
    else:
        candidates = ordered[:bisect_left(centres, 2 * (mid - least_ahead) + 1)][::-1]
    scored: list[tuple[float, int, Hashable]] = []
    for centre2, order, key, t_lo, t_hi, s_lo, s_hi in candidates:
        ahead = (centre2 / 2 - mid) * sign
        if best_only and scored and DISTANCE * ahead > scored[0][0]:
            break  # (it and every item after it score at least that)
        if ahead <= least_ahead or key == skip:
            continue
        edge = (t_lo - hi) if sign > 0 else (lo - t_hi)
        gap = s_lo - side_hi  # max(0, s_lo - side_hi, side_lo - s_hi), without a call
        if side_lo - s_hi > gap:
            gap = side_lo - s_hi
        if gap < 0:
            gap = 0
        if edge < most_overlap and gap > 0:
            continue  # level with it, off to the side: beside it, not ahead
        score = ((edge if edge > 0 else 0) + OUT_OF_LINE * gap
                 + OFFSET * abs((s_lo + s_hi) / 2 - side_mid) + DISTANCE * ahead)
        if not best_only:
            scored.append((score, order, key))
        elif not scored or (score, order, key) < scored[0]:
            scored[:] = [(score, order, key)]
    return scored


def _scores_round(current: pygame.Rect, spans: Spans, direction: str, skip: Hashable):
    """With nothing ahead: the items round the edge, the farthest on the other side best,
    in line if there is one; as (score, their order, key)."""
    dx, dy = VECTORS[direction]
    axis, sign = (0, dx) if dx else (1, dy)
    side_lo, side_hi = _span(current, 1 - axis)
    size = max(1, min(current.width, current.height))
    side_mid = (side_lo + side_hi) / 2
    for order, (key, t_lo, t_hi, s_lo, s_hi) in enumerate(spans.along[axis]):
        if key == skip:
            continue
        gap = max(0, s_lo - side_hi, side_lo - s_hi)
        yield ((0 if gap <= size // 2 else 1e9) + OUT_OF_LINE * gap + sign * (t_lo + t_hi) / 2
               + OFFSET * abs((s_lo + s_hi) / 2 - side_mid), order, key)
