"""A hint shown at the cards: the cards to move ringed, the place they go ringed, and an
arrow from one to the other — so the player sees the move, not only reads it.

Drawn over the table by the table scene (see scenes/table_solver.py); it reads where the
cards lie from the table view and knows no game.
"""

from __future__ import annotations

import math

import pygame

from game.engine.moves import Move
from game.engine.state import GameState
from game.render.table_view import TableView

FROM = (255, 140, 40)      # the cards to move: orange, unlike the yellow drop marks
TO = (120, 235, 120)       # where they go
SHADE = (20, 20, 20)       # under the arrow, so it shows on light cards and dark cloth


def hint_rects(view: TableView, state: GameState, move: Move) -> tuple[pygame.Rect | None,
                                                                         pygame.Rect | None]:
    """Screen boxes of the cards the move takes (or its pile) and of where it goes."""
    source = target = None
    if 0 <= move.src < len(state.piles):
        n = len(state.piles[move.src])
        if n and move.action == "move" and move.count > 0:
            first = max(0, n - move.count)
            source = view.card_rect(move.src, first).union(view.card_rect(move.src, n - 1))
        else:
            source = view.pile_area(move.src)
    if 0 <= move.dst < len(state.piles) and move.dst != move.src:
        target = view.pile_area(move.dst)
    return source, target


def draw_hint(surface: pygame.Surface, view: TableView, state: GameState, move: Move) -> None:
    source, target = hint_rects(view, state, move)
    w = view.card_size[0]
    width = max(3, w // 18)
    radius = max(4, w // 12)
    pad = width + 2
    if target is not None:
        pygame.draw.rect(surface, SHADE, target.inflate(2 * pad + 2, 2 * pad + 2), width + 2,
                         border_radius=radius)
        pygame.draw.rect(surface, TO, target.inflate(2 * pad, 2 * pad), width,
                         border_radius=radius)
    if source is not None:
        pygame.draw.rect(surface, SHADE, source.inflate(2 * pad + 2, 2 * pad + 2), width + 2,
                         border_radius=radius)
        pygame.draw.rect(surface, FROM, source.inflate(2 * pad, 2 * pad), width,
                         border_radius=radius)
    if source is not None and target is not None:
        start = (source.centerx, source.top + min(source.height, view.card_size[1]) // 2)
        _arrow(surface, start, target.center, width, w)


def _arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int],
           width: int, card_width: int) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < card_width / 2:
        return
    ux, uy = dx / length, dy / length
    head = max(10, card_width // 4)
    tip = (end[0] - ux * card_width * 0.15, end[1] - uy * card_width * 0.15)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    points = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.line(surface, SHADE, start, base, width + 3)
    pygame.draw.polygon(surface, SHADE, points, 3)
    pygame.draw.line(surface, FROM, start, base, width)
    pygame.draw.polygon(surface, FROM, points)
