"""Text fields: the menu's search field and the on-screen keyboard's field."""

from __future__ import annotations

import pygame

from game.i18n import N_, _

from .text import INK, MUTED, draw_text, font
from .widgets import EDGE, fit_text


def draw_search_field(surface: pygame.Surface, rect: pygame.Rect, query: str, s: float,
                      caret: bool, placeholder: str = N_("Search games")) -> None:
    """A rounded field with a magnifier, the query (or a placeholder) and a clear cross."""
    radius = rect.height // 2
    pygame.draw.rect(surface, (8, 26, 18), rect, border_radius=radius)
    pygame.draw.rect(surface, EDGE if query else (120, 130, 110), rect, max(1, round(s)),
                     border_radius=radius)
    r = rect.height * 0.2
    cx, cy = rect.x + rect.height * 0.55, rect.centery - r * 0.2
    pygame.draw.circle(surface, MUTED, (cx, cy), r, max(2, round(2 * s)))
    pygame.draw.line(surface, MUTED, (cx + r * 0.7, cy + r * 0.7), (cx + r * 1.6, cy + r * 1.6),
                     max(2, round(2.5 * s)))
    size = round(rect.height * 0.56)
    while size > 8 and font(size).get_height() > rect.height * 0.9:
        size -= 1  # large text (the text scale) kept inside the field
    x = rect.x + rect.height
    width = rect.width - rect.height * 2
    if query:
        shown = query
        while shown and font(size).size(shown)[0] > width:
            shown = shown[1:]  # keep the end of a long query in view, where the typing is
        text = draw_text(surface, shown, (x, rect.centery), size, INK, anchor="midleft",
                         shadow=False)
        k = rect.height * 0.16
        ex, ey = rect.right - rect.height * 0.5, rect.centery
        for sign in (1, -1):
            pygame.draw.line(surface, MUTED, (ex - k, ey - k * sign), (ex + k, ey + k * sign),
                             max(2, round(2 * s)))
    else:
        text = draw_text(surface, fit_text(_(placeholder), size, width), (x, rect.centery),
                         size, (130, 140, 122),
                         anchor="midleft", shadow=False)
        text.width = 0
    if caret:
        cx = text.right + 2 if query else x - max(2, round(3 * s))
        pygame.draw.line(surface, INK, (cx, rect.y + rect.height * 0.25),
                         (cx, rect.bottom - rect.height * 0.25), max(1, round(1.5 * s)))
