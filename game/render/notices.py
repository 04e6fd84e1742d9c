"""Passing notices ("toasts"): short plates stacked from the top of the area the scene
on show leaves free (the table's felt, below its top bar), each text wrapped to that
area's width so none is cut, and the plate dark enough to read over cards."""

from __future__ import annotations

import pygame

from .text import INK, font, rendered, wrap
from .widgets import fit_text, panel

PLATE = (8, 28, 18, 215)
EDGE = (230, 196, 110, 110)
MAX_LINES = 3


def notice_size(screen_height: int) -> int:
    """The notices' text size: 18 px on small screens, growing with the window."""
    return max(18, screen_height // 40)


def draw_notices(surface: pygame.Surface, texts: list[str], area: pygame.Rect,
                 size: int) -> list[pygame.Rect]:
    """Draw the notices from the top of `area` down; returns their plates' rects. A notice
    that would pass the bottom of the area is left out (the newest are the last ones)."""
    pad_x, pad_y, gap = size * 3 // 4, size // 3, size // 3
    line_h = font(size).get_linesize()
    y = area.top + gap
    plates = []
    for text in texts:
        room = area.width - 2 * (pad_x + gap)
        lines = wrap(text, size, room)
        if len(lines) > MAX_LINES:
            lines = lines[:MAX_LINES - 1] + [lines[MAX_LINES - 1] + " …"]
        lines = [fit_text(line, size, room) for line in lines]  # a word longer than a line
        images = [rendered(line, size, INK) for line in lines]
        width = max((image.get_width() for image in images), default=0) + 2 * pad_x
        plate = pygame.Rect(0, y, width, len(images) * line_h + 2 * pad_y)
        plate.centerx = area.centerx
        if plate.bottom > area.bottom:
            break
        panel(surface, plate, colour=PLATE, radius=size // 2, edge=EDGE, edge_width=1)
        for k, image in enumerate(images):
            surface.blit(image, image.get_rect(midtop=(plate.centerx,
                                                       plate.top + pad_y + k * line_h)))
        plates.append(plate)
        y = plate.bottom + gap
    return plates
