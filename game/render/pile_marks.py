"""What an empty pile without a label of its own shows of what it takes.

A foundation or tableau says its base card through its map `label` ("A", "K", "H" …), a
foundation of a game that deals its base rank says that rank; the other kinds say what
comes to them by a quiet mark drawn in the empty place:

- a free cell (`cell`): the four suits, two by two — any one card;
- a waste: an arrow from the stock it is dealt from — turned cards come here;
- a discard: a tray with an arrow into it — cards taken out of play go here;
- an empty stock: a ring with an arrowhead while it can be dealt again, a cross when not.

The marks are drawn at 4× and smoothscaled (anti-aliased), one image per mark, angle and
card size, kept until the sizes change.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, INDEX_LETTERS, SPADES
from game.engine.state import GameState
from game.layout.model import PileRect
from game.render.suit_shapes import draw_suit

QUIET = (255, 255, 255, 95)     # as faint as a foundation's base letter
STOCK = (205, 225, 205, 255)    # an empty stock's mark says more: can it be dealt again?
SUPERSAMPLE = 4
REDEAL, NO_MORE, CELL, WASTE, DISCARD = "redeal", "no_more", "cell", "waste", "discard"


def mark_for(pile: PileRect, stock_plays: bool) -> str | None:
    """The mark an empty pile shows, or None (it has a label, or its kind needs none).
    `stock_plays`: a click on this (empty) stock would play a move now — a redeal."""
    if pile.label or not pile.outline:
        return None
    if pile.kind == "stock":
        return REDEAL if stock_plays else NO_MORE
    return {"cell": CELL, "waste": WASTE, "discard": DISCARD}.get(pile.kind)


def base_rank_label(state: GameState) -> str | None:
    """What an empty foundation of a game whose foundations start at a dealt rank (its
    `base_rank` counter) shows: that rank, as a map's label would ("J", "7"; the card art
    shows it in the player's language)."""
    if "base_rank" not in state.counter_names:
        return None
    rank = state.counter("base_rank")
    return INDEX_LETTERS.get(rank, str(rank)) if 1 <= rank <= 13 else None


def waste_angle(waste: PileRect, stocks: Sequence[PileRect]) -> int:
    """The direction (degrees clockwise from "to the right", on the unturned card) of the
    arrow a waste shows: from its nearest stock towards it; to the right without one."""
    if not stocks:
        return 0
    wx, wy = waste.center
    stock = min(stocks, key=lambda s: math.dist(s.center, (wx, wy)))
    sx, sy = stock.center
    if (sx, sy) == (wx, wy):
        return 0
    # Map y grows downwards, so atan2 gives the clockwise angle; the card is drawn turned
    # by its rotation afterwards, so the mark is drawn that much less turned.
    return round(math.degrees(math.atan2(wy - sy, wx - sx)) - waste.rotation) % 360


class PileMarks:
    """The marks' images, cached per (mark, angle, card size)."""

    def __init__(self) -> None:
        self._images: dict[tuple[str, int, int, int], pygame.Surface] = {}

    def image(self, mark: str, width: int, height: int, angle: int = 0) -> pygame.Surface:
        key = (mark, angle, width, height)
        image = self._images.get(key)
        if image is None:
            if len(self._images) > 64:  # sizes changed many times: start afresh
                self._images.clear()
            image = self._images[key] = _draw(mark, width, height, angle)
        return image


def _draw(mark: str, width: int, height: int, angle: int) -> pygame.Surface:
    ss = SUPERSAMPLE if max(width, height) * SUPERSAMPLE <= 1800 else 2
    big = pygame.Surface((width * ss, height * ss), pygame.SRCALPHA)
    colour = STOCK if mark in (REDEAL, NO_MORE) else QUIET
    big.fill((*colour[:3], 0))
    opaque = (*colour[:3], 255)  # drawn whole, then made faint at once (no darker overlaps)
    centre = (width * ss / 2, height * ss / 2)
    unit = width * ss  # sizes below are fractions of the card's width
    {REDEAL: _ring, NO_MORE: _cross, CELL: _suits, WASTE: _arrow, DISCARD: _tray}[mark](
        big, opaque, centre, unit, angle)
    if colour[3] < 255:
        big.fill((255, 255, 255, colour[3]), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(big, (width, height))


def _ring(surface, colour, centre, unit, _angle) -> None:
    radius, line = unit / 5, max(2.0, unit / 22)
    pygame.draw.circle(surface, colour, centre, radius, round(line))
    tip_x, tip_y = centre[0] + radius - line / 2, centre[1]
    pygame.draw.polygon(surface, colour, [(tip_x - line * 2, tip_y - line),
                                          (tip_x + line * 2, tip_y - line),
                                          (tip_x, tip_y + line * 2)])


def _cross(surface, colour, centre, unit, _angle) -> None:
    radius, line = unit / 5, max(2.0, unit / 22)
    cx, cy = centre
    for sign in (1, -1):
        _thick_line(surface, colour, (cx - radius, cy - sign * radius),
                    (cx + radius, cy + sign * radius), line)


def _suits(surface, colour, centre, unit, _angle) -> None:
    size, gap = unit * 0.2, unit * 0.06
    cx, cy = centre
    for i, suit in enumerate((SPADES, HEARTS, CLUBS, DIAMONDS)):
        x = cx + (gap / 2 if i % 2 else -gap / 2 - size)
        y = cy + (gap / 2 if i >= 2 else -gap / 2 - size)
        draw_suit(surface, suit, pygame.Rect(round(x), round(y), round(size), round(size)),
                  colour)


def _arrow(surface, colour, centre, unit, angle) -> None:
    a = math.radians(angle)
    along, across = (math.cos(a), math.sin(a)), (-math.sin(a), math.cos(a))
    half, line, head = unit * 0.24, max(2.0, unit / 18), unit * 0.13

    def at(t: float, s: float = 0.0) -> tuple[float, float]:
        return (centre[0] + along[0] * t + across[0] * s, centre[1] + along[1] * t + across[1] * s)

    _thick_line(surface, colour, at(-half), at(half - head * 0.8), line)
    pygame.draw.polygon(surface, colour, [at(half), at(half - head, head * 0.75),
                                          at(half - head, -head * 0.75)])


def _tray(surface, colour, centre, unit, _angle) -> None:
    cx, cy = centre
    line, half_w = max(2.0, unit / 20), unit * 0.22
    top, bottom = cy + unit * 0.02, cy + unit * 0.2
    _thick_line(surface, colour, (cx - half_w, top), (cx - half_w, bottom), line)
    _thick_line(surface, colour, (cx - half_w, bottom), (cx + half_w, bottom), line)
    _thick_line(surface, colour, (cx + half_w, bottom), (cx + half_w, top), line)
    head = unit * 0.12
    tip = cy + unit * 0.12
    _thick_line(surface, colour, (cx, cy - unit * 0.24), (cx, tip - head * 0.8), line)
    pygame.draw.polygon(surface, colour, [(cx, tip), (cx - head * 0.75, tip - head),
                                          (cx + head * 0.75, tip - head)])


def _thick_line(surface, colour, start, end, width: float) -> None:
    """A line of `width` with square ends flush at both points, as a polygon (pygame's
    wide lines leave ragged ends)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pygame.draw.polygon(surface, colour, [(start[0] + nx, start[1] + ny),
                                          (end[0] + nx, end[1] + ny),
                                          (end[0] - nx, end[1] - ny),
                                          (start[0] - nx, start[1] - ny)])
