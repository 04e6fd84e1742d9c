"""The chooser's pictures of tables: one per game in the grid view, and the selected
game's in the detail pane, for the chooser's drawing (menu_view.py).

A picture not worked out yet shows as an empty frame (the thumbnails' worker is on it);
the scene keeps drawing frames while pictures are pending, so it appears by itself.
"""

from __future__ import annotations

import pygame

from game.render.text import INK, MUTED, draw_text
from game.render.thumbnail import Thumbnails
from game.render.widgets import fit_text, row_highlight, text_size
from game.scenes import menu_text as text
from game.scenes.menu_catalogue import entry
from game.scenes.menu_icons import star_icon

SELECTED = (120, 190, 140, 60)
HOVER = (255, 255, 255, 16)
FRAME = (12, 36, 24)
FRAME_EDGE = (90, 110, 90)
PROGRESS_DOT = (150, 210, 160)


def draw_picture(surface: pygame.Surface, thumbnails: Thumbnails, game_id: str,
                 box: pygame.Rect) -> None:
    """The table's picture centred in `box`, or an empty frame while it is worked out."""
    image = thumbnails.get(game_id, box.size)
    if image is None:
        frame = box.inflate(-box.width // 10, -box.height // 10)
        radius = max(2, frame.height // 16)
        pygame.draw.rect(surface, FRAME, frame, border_radius=radius)
        pygame.draw.rect(surface, FRAME_EDGE, frame, 1, border_radius=radius)
        if not thumbnails.failed(game_id):
            draw_text(surface, text.TABLE_LOADING, frame.center, frame.height // 4, MUTED,
                      anchor="center", shadow=False)
        return
    surface.blit(image, image.get_rect(center=box.center))


def draw_cell(surface: pygame.Surface, thumbnails: Thumbnails, spec, cell: pygame.Rect,
              picture_size: tuple[int, int], s: float, marks: tuple[bool, bool, bool, bool]
              ) -> None:
    """One game of the grid: its table's picture and its title under it. `marks`:
    whether it is selected, under the pointer, a favourite, in progress."""
    chosen, hovered, favourite, in_progress = marks
    band = cell.inflate(-round(6 * s), -round(6 * s))
    row_highlight(surface, band, s, chosen, hovered, SELECTED, HOVER)
    picture = pygame.Rect(0, 0, *picture_size)
    picture.midtop = (cell.centerx, cell.y + round(8 * s))
    draw_picture(surface, thumbnails, spec.id, picture)
    size = text_size(21, s)
    caption_y = picture.bottom + round(18 * s)
    star = round(20 * s) if favourite else 0
    dot = round(10 * s) if in_progress else 0
    width = band.width - round(12 * s) - star - 2 * dot
    title = fit_text(entry(spec).title, size, width)
    label = draw_text(surface, title, (cell.centerx - (star + dot) // 2, caption_y), size,
                      INK if not chosen else (255, 244, 214), anchor="center")
    if star:
        star_icon(surface, pygame.Rect(label.right + round(2 * s), label.y, star,
                                       label.height), True)
    if dot:  # a game in progress: a green dot before the title
        pygame.draw.circle(surface, PROGRESS_DOT, (label.x - dot, label.centery), dot // 2)
