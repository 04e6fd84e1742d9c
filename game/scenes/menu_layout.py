"""The chooser's geometry: panels, the search field, the views row, the list's (or grid's)
rows and the buttons. A mixin of `MenuScene` (menu.py); sizes are design pixels of a
1280×720 screen times `self.s`. Cells are in the list's content (x from the list's left,
y from the content's top, before scrolling).
"""

from __future__ import annotations

import pygame

from game import catalogue
from game.render.text import font
from game.render.theme import text_factor
from game.render.widgets import MIN_TEXT, Button, label_room, text_size, title_font, ui_scale
from game.scenes import menu_text as text
from game.scenes.menu_icons import grid_icon, list_icon, star_icon

GRID_CELL_W = 168     # design px: the narrowest picture of the grid
GRID_CAPTION = 30     # design px under each picture: the game's title
THUMB_ASPECT = 0.62   # a picture's height over its width in the grid


class MenuLayout:
    def _ensure_layout(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self._layout(size)

    def _layout(self, size: tuple[int, int]) -> None:
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = None
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
            self._reveal_selected(centre=True)
            self.scroller.offset = self.scroller.target
        self._layout_buttons()

    def _lay_rows(self, width: int) -> int:
        """Each row's cell: headers across, games one per line (list) or as pictures in
        lines (grid). Returns the content's height."""
        s = self.s
        self.cells, y = [], 0
        columns = max(1, width // round(GRID_CELL_W * s)) if self.grid else 1
        cell_w = width // columns
        self.grid_picture = (cell_w - round(16 * s), round((cell_w - round(16 * s)) * THUMB_ASPECT))
        game_h = self.grid_picture[1] + round((GRID_CAPTION + 14) * s) if self.grid else self.row_h
        self.grid_line_h = game_h
        column = 0
        for kind, _ in self.rows:
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

    def _row_at(self, pos) -> int | None:
        if not self.list_rect.collidepoint(pos) or pos[0] >= self.scroller.track.x - 2:
            return None
        point = (pos[0] - self.list_rect.x, pos[1] - self.list_rect.y + self.scroller.offset)
        for i, (kind, _) in enumerate(self.rows):
            if kind == "game" and self.cells[i].collidepoint(point):
                return i
        return None

    def _reveal_selected(self, centre: bool = False) -> None:
        for i, (kind, item) in enumerate(self.rows):
            if kind == "game" and item.id == self.selected_id and centre:
                middle, half = self.cells[i].centery, self.list_rect.height / 2
                self.scroller.target = 0.0
                self.scroller.reveal(middle - half, middle + half)
            elif kind == "game" and item.id == self.selected_id:
                top = self.cells[i].y
                k = i - 1  # keep the headers right above it in view too
                while k >= 0 and self.rows[k].kind != "game" \
                        and self.cells[k].bottom == top:
                    top = self.cells[k].y
                    k -= 1
                self.scroller.reveal(top, self.cells[i].bottom)

    def _layout_buttons(self) -> None:
        s, spec, d = self.s, self.selected, self.detail_panel
        pad, bh, gap = round(28 * s), round(50 * s), round(14 * s)
        buttons = self._views_buttons()
        self.option_buttons = []  # placed by the detail pane's drawing, beside their names
        if spec is not None:
            self.option_buttons = [Button(self.option_label(spec, option),
                                          lambda n=option.name: self.cycle_option(n))
                                   for option in spec.options]
            if self.offers_winnable(spec):  # drawn as the last option row
                only = spec.id in self.app.settings.winnable_only
                self.option_buttons.append(Button(text.DEAL_CHOICES[only],
                                                  self.toggle_winnable_only))
            buttons.extend(self.option_buttons)
            favourite = self.memory.is_favourite(spec.id)
            row = [Button(text.PLAY, self.play, primary=True),
                   Button(text.DEAL_NUMBER, self.choose_deal), Button(text.RULES, self.show_rules),
                   Button(text.FAVOURITE, self.toggle_favourite,
                          icon=lambda surface, rect, colour: star_icon(surface, rect, favourite))]
            widths = [160, 190, 120, 50]
            if spec.id in self.in_progress:  # Play takes up that game; this starts another
                row.insert(1, Button(text.NEW_DEAL, self.new_deal))
                widths = [140, 150, 170, 110, 50]
            # narrow panels: every button keeps its share of the row
            fit = min(1.0, (d.width - 2 * pad - gap * (len(row) - 1)) / (sum(widths) * s))
            x = d.x + pad
            for b, width in zip(row, widths, strict=True):
                b.rect = pygame.Rect(x, d.bottom - pad - bh, round(width * s * fit), bh)
                x = b.rect.right + gap
            buttons.extend(row)
        bottom = [Button(text.ASK_THE_CARDS, self.ask_the_cards),
                  Button(text.STATISTICS, self.open_statistics),
                  Button(text.SETTINGS, self.open_settings), Button(text.QUIT, self.app.quit)]
        bh = round(44 * s)
        y = self.size[1] - self.bar_h + (self.bar_h - bh) // 2
        right = d.right
        for b in reversed(bottom):
            width = max(round(130 * s), label_room(b, bh))
            b.rect = pygame.Rect(right - width, y, width, bh)
            right = b.rect.x - round(12 * s)
        if self.resume_id is not None:
            name = catalogue.title_of(self.resume_id)
            resume = Button(text.resume_label(name, self.in_progress[self.resume_id].deal
                                              if self.resume_id in self.in_progress
                                              else self.saved.get("deal")), self.resume)
            width = min(font(int(bh * 0.5)).size(resume.text)[0] + bh * 2,
                        right - self.list_panel.x - round(20 * s))
            resume.rect = pygame.Rect(self.list_panel.x, y, width, bh)
            bottom.insert(0, resume)
        self.buttons.set(buttons + bottom)

    def _views_width(self, h: int) -> int:
        """The width the views' row needs on one line, its labels whole."""
        labels = [*text.VIEW_TITLES.values(), text.RANDOM_GAME]
        gap = round(6 * self.s)
        return sum(label_room(Button(label, lambda: None), h) for label in labels) + h \
            + gap * len(labels)

    def _views_buttons(self) -> list[Button]:
        """All games · Favourites · Recent on the left; Random and list/grid on the right
        (on a line of their own where the window is narrow)."""
        area, s = self.views_rect, self.s
        gap = round(6 * s)
        h = (area.height - gap * (self.views_lines - 1)) // self.views_lines
        views = [Button(text.VIEW_TITLES[v], lambda v=v: self.set_view(v),
                        primary=v == self.view) for v in text.VIEW_TITLES]
        toggle = Button(text.LIST_VIEW if self.grid else text.GRID_VIEW, self.toggle_grid,
                        icon=list_icon if self.grid else grid_icon)
        chance = Button(text.RANDOM_GAME, self.random_game)
        size = max(MIN_TEXT, int(h * 0.5))  # as the buttons draw their labels
        widths = [font(size).size(b.text)[0] + h for b in (*views, chance)] + [h]
        if sum(widths) + gap * len(widths) > area.width:  # narrow: the labels' room only
            widths = [label_room(b, h) for b in (*views, chance)] + [h]
        x = area.x
        for b, width in zip(views, widths, strict=False):
            b.rect = pygame.Rect(x, area.y, width, h)
            x = b.rect.right + gap
        y = area.bottom - h
        toggle.rect = pygame.Rect(area.right - h, y, h, h)
        chance.rect = pygame.Rect(toggle.rect.x - gap - widths[3], y, widths[3], h)
        return [*views, chance, toggle]
