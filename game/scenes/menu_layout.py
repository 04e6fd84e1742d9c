"""The chooser's geometry: panels, the search field, the views row and the list's (or
grid's) rows, for the rows of the chooser's model (menu_model.py); the buttons are placed
by menu_buttons.py. Sizes are design pixels of a 1280×720 screen times `self.s`. Cells are
in the list's content (x from the list's left, y from the content's top, before scrolling).
"""

from __future__ import annotations

import pygame

from game.render.scrolling import Scroller
from game.render.text import font
from game.render.theme import text_factor
from game.render.widgets import Button, label_room, text_size, title_font, ui_scale
from game.scenes import menu_text as text
from game.scenes.menu_model import MenuModel

GRID_CELL_W = 168     # design px: the narrowest picture of the grid
GRID_CAPTION = 30     # design px under each picture: the game's title
THUMB_ASPECT = 0.62   # a picture's height over its width in the grid


class MenuLayout:
    def __init__(self, model: MenuModel, scroller: Scroller) -> None:
        self.model = model
        self.scroller = scroller
        self.size = (0, 0)               # the size laid out for; (0, 0): lay out again
        self.s = 1.0
        self.cells: list[pygame.Rect] = []   # each row's rect in the content
        self.tops: list[int] = []            # each row's top in the list's content
        self.jump_to_selected = True     # on the next layout: the selection centred, at once

    def invalidate(self) -> None:
        self.size = (0, 0)

    def ensure(self, size: tuple[int, int]) -> bool:
        """Lay out for `size` unless laid out for it already; True if it was laid out."""
        if size == self.size:
            return False
        self.lay_out(size)
        return True

    def lay_out(self, size: tuple[int, int]) -> None:
        self.size = w, h = size
        s = self.s = ui_scale(size)
        margin, gap = round(28 * s), round(20 * s)
        # the name (never scaled) and the line under it (the text scale)
        name_h = title_font(round(62 * s / text_factor())).get_height()
        self.header_h = max(round(126 * s), round(54 * s + name_h / 2)
                            + font(text_size(21, s)).get_linesize())
        self.bar_h = round(72 * s)
        body = pygame.Rect(margin, self.header_h, w - 2 * margin, h - self.header_h - self.bar_h)
        list_w = round(min(body.width * 0.44, 620 * s))
        self.list_panel = pygame.Rect(body.x, body.y, list_w, body.height)
        self.detail_panel = pygame.Rect(body.x + list_w + gap, body.y,
                                        body.width - list_w - gap, body.height)
        pad = round(16 * s)
        self.search_rect = pygame.Rect(self.list_panel.x + pad, self.list_panel.y + pad,
                                       self.list_panel.width - 2 * pad, round(42 * s))
        self.clear_rect = pygame.Rect(0, 0, self.search_rect.height, self.search_rect.height)
        self.clear_rect.midright = self.search_rect.midright
        # The views' row: its labels at their least size (MIN_TEXT) need 24 px; Random
        # and the list/grid toggle go to a second line where the first has no room.
        row_h = max(round(34 * s), 24)
        self.views_lines = 1 if self._views_width(row_h) <= self.search_rect.width else 2
        lines = self.views_lines
        self.views_rect = pygame.Rect(self.search_rect.x, self.search_rect.bottom + round(10 * s),
                                      self.search_rect.width,
                                      row_h * lines + round(6 * s) * (lines - 1))
        top = self.views_rect.bottom + round(8 * s)
        self.list_rect = pygame.Rect(self.list_panel.x + round(6 * s), top,
                                     self.list_panel.width - round(12 * s),
                                     self.list_panel.bottom - top - round(10 * s))
        bar = max(4, round(8 * s))
        track = pygame.Rect(self.list_rect.right - bar - round(4 * s),
                            self.list_rect.y + round(4 * s), bar,
                            self.list_rect.height - round(8 * s))
        self.heading_h, self.family_h = round(40 * s), round(32 * s)
        # A game's title over its facts: room for both at their least size (MIN_TEXT).
        self.row_h = max(round(58 * s), text_size(27, s) + text_size(19, s) + 6,
                         sum(font(text_size(d, s)).get_linesize() for d in (27, 19)) + 6)
        self.thumb_rect = pygame.Rect(0, 0, round(250 * s), round(160 * s))
        self.thumb_rect.topright = (self.detail_panel.right - round(22 * s),
                                    self.detail_panel.y + round(20 * s))
        self.fan_rect = self.thumb_rect  # text beside it is kept clear of it
        content = self._lay_rows(track.x - round(8 * s) - self.list_rect.x)
        self.scroller.configure(self.list_rect, track, content)
        if self.jump_to_selected:  # opening (or a new view): the selection in the middle
            self.jump_to_selected = False
            self.reveal_selected(centre=True)
            self.scroller.offset = self.scroller.target

    def _lay_rows(self, width: int) -> int:
        """Each row's cell: headers across, games one per line (list) or as pictures in
        lines (grid). Returns the content's height."""
        s = self.s
        self.cells, y = [], 0
        grid = self.model.grid
        columns = max(1, width // round(GRID_CELL_W * s)) if grid else 1
        cell_w = width // columns
        self.grid_picture = (cell_w - round(16 * s), round((cell_w - round(16 * s)) * THUMB_ASPECT))
        game_h = self.grid_picture[1] + round((GRID_CAPTION + 14) * s) if grid else self.row_h
        self.grid_line_h = game_h
        column = 0
        for kind, _ in self.model.rows:
            if kind != "game":
                y += game_h if column else 0
                column = 0
                height = self.heading_h if kind == "heading" else self.family_h
                self.cells.append(pygame.Rect(0, y, width, height))
                y += height
                continue
            self.cells.append(pygame.Rect(column * cell_w, y, cell_w, game_h))
            column += 1
            if column == columns:
                column, y = 0, y + game_h
        y += game_h if column else 0
        self.tops = [c.y for c in self.cells]
        return y

    def row_at(self, pos) -> int | None:
        """The row of the game under `pos` on the screen (None: none is)."""
        if not self.list_rect.collidepoint(pos) or pos[0] >= self.scroller.track.x - 2:
            return None
        point = (pos[0] - self.list_rect.x, pos[1] - self.list_rect.y + self.scroller.offset)
        for i, (kind, _) in enumerate(self.model.rows):
            if kind == "game" and self.cells[i].collidepoint(point):
                return i
        return None

    def selected_row(self) -> int | None:
        return next((i for i, (kind, item) in enumerate(self.model.rows)
                     if kind == "game" and item.id == self.model.selected_id), None)

    def reveal_selected(self, centre: bool = False) -> None:
        """Scroll the selected game into view (`centre`: into the middle)."""
        rows, selected_id = self.model.rows, self.model.selected_id
        for i, (kind, item) in enumerate(rows):
            if kind == "game" and item.id == selected_id and centre:
                middle, half = self.cells[i].centery, self.list_rect.height / 2
                self.scroller.target = 0.0
                self.scroller.reveal(middle - half, middle + half)
            elif kind == "game" and item.id == selected_id:
                top = self.cells[i].y
                k = i - 1  # keep the headers right above it in view too
                while k >= 0 and rows[k].kind != "game" \
                        and self.cells[k].bottom == top:
                    top = self.cells[k].y
                    k -= 1
                self.scroller.reveal(top, self.cells[i].bottom)

    def _views_width(self, h: int) -> int:
        """The width the views' row needs on one line, its labels whole."""
        labels = [*text.VIEW_TITLES.values(), text.RANDOM_GAME]
        gap = round(6 * self.s)
        return sum(label_room(Button(label, lambda: None), h) for label in labels) + h \
            + gap * len(labels)
