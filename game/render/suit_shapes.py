"""Suit symbols as polygons in a unit square (y down), and a function that fills one in.

Drawn at 2–4× the final size and smoothscaled down by the callers (card_art, widgets).
"""

from __future__ import annotations

import math

import pygame

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES
from game.render import card_figures as figures


def _fit(points, box=(0.0, 0.0, 1.0, 1.0)):
    """Scale a point list uniformly to fill `box` (x, y, w, h), centred."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    pw, ph = max(xs) - min(xs), max(ys) - min(ys)
    k = min(box[2] / pw, box[3] / ph)
    ox = box[0] + (box[2] - pw * k) / 2 - min(xs) * k
    oy = box[1] + (box[3] - ph * k) / 2 - min(ys) * k
    return [(x * k + ox, y * k + oy) for x, y in points]


def _heart_curve(n: int = 72):
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x, -y))
    return pts


def _stem(top_y: float, half_top: float = 0.035, half_foot: float = 0.2):
    left = figures.bezier((0.5 - half_top, top_y), (0.5 - half_top, 0.93), (0.5 - half_foot, 1.0))
    right = figures.bezier((0.5 + half_foot, 1.0), (0.5 + half_top, 0.93), (0.5 + half_top, top_y))
    return left + right


def _diamond():
    corners = [(0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5)]
    pts = []
    for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        ctrl = (mid[0] + (0.5 - mid[0]) * 0.16, mid[1] + (0.5 - mid[1]) * 0.16)
        pts += figures.bezier(a, ctrl, b)[:-1]
    return pts


SUIT_POLYGONS = {
    HEARTS: [_fit(_heart_curve(), (0.0, 0.04, 1.0, 0.92))],
    DIAMONDS: [_diamond()],
    SPADES: [_fit([(x, -y) for x, y in _heart_curve()], (0.02, 0.0, 0.96, 0.78)), _stem(0.6)],
    CLUBS: [[(0.5, 0.3), (0.27, 0.6), (0.73, 0.6)], _stem(0.58)],
}
CLUB_LOBES = ((0.5, 0.25), (0.255, 0.585), (0.745, 0.585))
CLUB_RADIUS = 0.235


def draw_suit(surface: pygame.Surface, suit: int, rect, colour) -> None:
    """Fill a suit symbol into `rect` (best at 2x-4x the final size, then smoothscaled)."""
    rect = pygame.Rect(rect)
    s = min(rect.w, rect.h)
    x0, y0 = rect.centerx - s / 2, rect.centery - s / 2
    for poly in SUIT_POLYGONS[suit]:
        pygame.draw.polygon(surface, colour, [(x0 + x * s, y0 + y * s) for x, y in poly])
    if suit == CLUBS:
        for cx, cy in CLUB_LOBES:
            pygame.draw.circle(surface, colour, (x0 + cx * s, y0 + cy * s), CLUB_RADIUS * s)
