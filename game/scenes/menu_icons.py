"""The chooser's small icons, drawn (the bundled font has no star): the favourite star,
the grid and list symbols of the view toggle."""

from __future__ import annotations

import math

import pygame

STAR_GOLD = (240, 200, 90)


def star_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """A five-pointed star, point up."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = math.radians(-90 + k * 36)
        points.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return points


def star_icon(surface: pygame.Surface, rect: pygame.Rect, filled: bool, colour=None) -> None:
    """A gold star, filled for a favourite, an outline otherwise."""
    points = star_points(rect.center, rect.height * 0.32)
    if filled:
        pygame.draw.polygon(surface, STAR_GOLD, points)
    pygame.draw.polygon(surface, colour or STAR_GOLD, points, max(1, rect.height // 22))


def grid_icon(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """Four small squares: "show pictures"."""
    side = rect.height * 0.2
    gap = side * 0.4
    x0, y0 = rect.centerx - side - gap / 2, rect.centery - side - gap / 2
    for dx in (0, side + gap):
        for dy in (0, side + gap):
            pygame.draw.rect(surface, colour, pygame.Rect(x0 + dx, y0 + dy, side, side))


def list_icon(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """Three lines: "show a list"."""
    width, thick = rect.height * 0.44, max(2, rect.height // 12)
    for k in (-1, 0, 1):
        y = rect.centery + k * rect.height * 0.16
        pygame.draw.line(surface, colour, (rect.centerx - width / 2, y),
                         (rect.centerx + width / 2, y), thick)
