"""The game chooser's drawing: backdrop, the grouped list (or the grid, menu_grid.py), the
details of the selected game with a picture of its table, and the prompts line. Owned by
the scene (menu.py): it reads the chooser's model (menu_model.py) and layout
(menu_layout.py) and never changes them; sizes are design pixels of 1280×720 times the
layout's `s`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import memory
from game.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES
from game.i18n import _
from game.input.bindings import PAD
from game.input.prompts import draw_prompts, prompt_device
from game.render.felt import felt
from game.render.fields import draw_search_field
from game.render.text import GOLD, INK, MUTED, draw_text, font, two_lines, wrap, wrap_words
from game.render.theme import text_factor
from game.render.thumbnail import Thumbnails
from game.render.widgets import (
    BUTTON_FOCUS,
    Button,
    ButtonSet,
    fit_text,
    gilded,
    label_room,
    ornament_rule,
    panel,
    row_highlight,
    suit_pip,
    text_size,
    title_font,
)
from game.scenes import menu_text as text
from game.scenes.menu_catalogue import entry, source_title
from game.scenes.menu_grid import draw_cell, draw_picture
from game.scenes.menu_icons import star_icon
from game.scenes.menu_layout import MenuLayout
from game.scenes.menu_model import MenuModel

SELECTED = (120, 190, 140, 60)
HOVER = (255, 255, 255, 16)
RED_PIP = (196, 64, 58)
DARK_PIP = (18, 30, 24)
PROGRESS = (150, 210, 160)


class MenuDrawing:
    """`app`: read for the player's record (stats), the prompts' device (mapper) and
    whether the window is shown yet; `hover`: the row under the pointer."""

    def __init__(self, app, model: MenuModel, layout: MenuLayout, buttons: ButtonSet,
                 thumbnails: Thumbnails, hover: Callable[[], int | None]) -> None:
        self.app, self.model, self.layout, self.buttons = app, model, layout, buttons
        self.thumbnails = thumbnails
        self.hover = hover
        self.option_buttons: list[Button] = []   # the selected game's options (placed here)
        self.caret = 0.0                          # the search field's caret's phase
        self.rules_lines = 0                      # of the rules text the details show
        self._backdrop: pygame.Surface | None = None
        self._fade: pygame.Surface | None = None
        # A chooser under a table drops its backdrop (a window-sized picture) when memory
        # is given back; shown again, it makes it anew
        self._drawn = True
        memory.on_give_back(self._drop_backdrop_unless_drawn, self._unmark)

    def _unmark(self) -> None:
        self._drawn = False

    def _drop_backdrop_unless_drawn(self) -> None:
        if not self._drawn:
            self._backdrop = None

    def forget_backdrop(self) -> None:
        """Draw the backdrop again (its words are in another language now)."""
        self._backdrop = None

    def draw(self, surface: pygame.Surface) -> None:
        """The chooser, laid out for `surface` already."""
        search = self.layout.search_rect
        self._drawn = True
        self.thumbnails.new_frame()
        self.thumbnails.held = not self.app.window.shown  # pictures after the first frame
        if self._backdrop is None or self._backdrop.get_size() != self.layout.size:
            self._backdrop = self._make_backdrop()
        surface.blit(self._backdrop, (0, 0))
        draw_search_field(surface, search, self.model.query, self.layout.s, self.caret < 0.5)
        if self.model.search_focused:
            ring = max(2, round(2.5 * self.layout.s))
            pygame.draw.rect(surface, BUTTON_FOCUS, search.inflate(ring * 3, ring * 3),
                             ring, border_radius=search.height // 2 + ring)
        self._draw_details(surface)  # first: the selected game's picture comes first
        self._draw_list(surface)
        self.buttons.draw(surface)
        self._draw_prompts(surface)

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        """Keys (or pad buttons, after the pad was used) between Resume (or the left edge)
        and Ask the cards, as many as there is room for."""
        mapper = getattr(self.app, "mapper", None)
        if prompt_device(mapper) == PAD:
            items = [("confirm", text.PLAY), ("hint", text.SEARCH), ("send_home", text.FAVOURITE),
                     ("redo", text.NEXT_VIEW), ("rules", text.RULES), ("menu", text.SETTINGS)]
        else:
            items = [("confirm", text.PLAY), ("rules", text.RULES), ("back", text.QUIT)]
        buttons = self.buttons.buttons
        ask = next(i for i, b in enumerate(buttons) if b.label == text.ASK_THE_CARDS)
        # Resume, when shown, is the button just before Ask the cards.
        left = buttons[ask - 1].rect.right if self.model.resume_id else self.layout.list_panel.x
        right = buttons[ask].rect.x
        size, y = text_size(19, self.layout.s), self.layout.size[1] - self.layout.bar_h // 2
        room = right - left - 40 * self.layout.s
        lead = "" if prompt_device(mapper) == PAD else _(text.TYPE_TO_SEARCH)
        if lead:
            room -= font(size).size(lead)[0] + 24 * self.layout.s
        while items and draw_prompts(surface, mapper, items, (0, 0), size,
                                     measure=True).width > room:
            items.pop()
        if not items:
            return
        width = draw_prompts(surface, mapper, items, (0, 0), size, measure=True).width
        x = (left + right) // 2 - (width + (font(size).size(lead)[0] + 24 * self.layout.s
                                            if lead else 0)) // 2
        if lead:
            x = draw_text(surface, lead, (x, y), size, MUTED, anchor="midleft",
                          shadow=False).right + 24 * self.layout.s
        draw_prompts(surface, mapper, items, (x, y), size)

    def _make_backdrop(self) -> pygame.Surface:
        w, h = self.layout.size
        s = self.layout.s
        backdrop = felt(w, h).copy()
        title = gilded("Réussite", round(62 * s / text_factor()))  # a name: never scaled
        rect = title.get_rect(center=(w // 2, round(50 * s)))
        backdrop.blit(title, rect)
        draw_text(backdrop, text.SUBTITLE, (w // 2, rect.bottom + round(2 * s)), text_size(21, s),
                  (214, 206, 178), anchor="midtop")
        # Gold rules with suit pips either side of the title.
        y, pip = rect.centery + round(4 * s), round(18 * s)
        span = min(w * 0.3, 360 * s)
        for side, suits in ((-1, (SPADES, HEARTS)), (1, (DIAMONDS, CLUBS))):
            near = rect.left - 24 * s if side < 0 else rect.right + 24 * s
            far = near + side * span
            for k, suit in enumerate(suits):
                cx = near + side * (pip * 0.6 + k * pip * 1.5)
                colour = RED_PIP if suit in (HEARTS, DIAMONDS) else DARK_PIP
                image = suit_pip(suit, pip, colour)
                backdrop.blit(image, image.get_rect(center=(cx, y)))
            start = near + side * pip * 2.9
            ornament_rule(backdrop, min(start, far), max(start, far), y, s, flip=side > 0)
        radius = round(14 * s)
        panel(backdrop, self.layout.list_panel, radius=radius)
        panel(backdrop, self.layout.detail_panel, radius=radius)
        return backdrop

    def _draw_list(self, surface: pygame.Surface) -> None:
        s, area = self.layout.s, self.layout.list_rect
        clip = surface.get_clip()
        surface.set_clip(area)
        if not self.model.rows:
            query = self.model.query
            message = text.no_match(query) if query else _(text.EMPTY_VIEW[self.model.view])
            draw_text(surface, fit_text(message, text_size(22, s), area.width - round(20 * s)),
                      area.center, text_size(22, s), MUTED, anchor="center")
        right = self.layout.scroller.track.x - round(8 * s)
        shown = []
        for i, (kind, item) in enumerate(self.model.rows):
            cell = self.layout.cells[i].move(area.x, area.y - round(self.layout.scroller.offset))
            if cell.bottom < area.y or cell.y > area.bottom:
                continue
            x = area.x + round(14 * s)
            if kind == "heading":
                self._draw_header(surface, source_title(item).upper(), x, cell, right,
                                  text_size(20, s), GOLD, (150, 130, 80))
            elif kind == "family":
                self._draw_header(surface, item, x + round(10 * s), cell, right,
                                  text_size(20, s), (214, 206, 178), (90, 110, 90))
            elif self.model.grid:
                shown.append((i, item, cell))
            else:
                self._draw_row(surface, i, item, pygame.Rect(x, cell.y, right - x, cell.height))
        if shown:
            self.thumbnails.request(spec.id for _row, spec, _cell in shown)
            for i, spec, cell in shown:
                model = self.model
                draw_cell(surface, self.thumbnails, spec, cell, self.layout.grid_picture,
                          self.layout.s, (spec.id == model.selected_id, i == self.hover(),
                                          model.memory.is_favourite(spec.id),
                                          spec.id in model.in_progress))
        surface.set_clip(clip)
        self._draw_fades(surface)
        self.layout.scroller.draw(surface)

    def _draw_header(self, surface, title: str, x: int, cell: pygame.Rect, right: int,
                     size: int, colour, line) -> None:
        label = draw_text(surface, title, (x, cell.y + cell.height * 0.6), size, colour,
                          anchor="midleft")
        pygame.draw.line(surface, line, (label.right + 12 * self.layout.s, label.centery),
                         (right, label.centery), max(1, round(self.layout.s)))

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where the list runs on above or below the view."""
        area, sc = self.layout.list_rect, self.layout.scroller
        height = round(22 * self.layout.s)
        if self._fade is None or self._fade.get_size() != (area.width, height):
            ramp = pygame.Surface((1, 2), pygame.SRCALPHA)
            ramp.set_at((0, 0), (14, 40, 28, 0))
            ramp.set_at((0, 1), (14, 40, 28, 235))
            self._fade = pygame.transform.smoothscale(ramp, (area.width, height))
        if sc.offset < sc.limit - 1:
            surface.blit(self._fade, (area.x, area.bottom - height))
        if sc.offset > 1:
            surface.blit(pygame.transform.flip(self._fade, False, True), area.topleft)

    def _draw_row(self, surface: pygame.Surface, i: int, spec, rect: pygame.Rect) -> None:
        s = self.layout.s
        chosen = spec.id == self.model.selected_id
        band = rect.inflate(round(12 * s), -round(4 * s))
        row_highlight(surface, band, s, chosen, i == self.hover(), SELECTED, HOVER)
        facts = entry(spec)
        ref = facts.shown_ref if facts.shown_ref not in ("", facts.title) else ""
        ref_w = font(text_size(18, s)).size(ref)[0] + round(16 * s) if ref else 0
        star = round(24 * s) if self.model.memory.is_favourite(spec.id) else 0
        sub = " · ".join(t for t in (facts.subtitle, facts.deck) if t)
        x, width = rect.x + round(6 * s), rect.width - ref_w - star - round(6 * s)
        title = fit_text(facts.title, round(27 * s), width)
        # the title over its facts, each line as tall as its words (the text scale)
        lines = (font(round(27 * s)).get_linesize(), font(text_size(19, s)).get_linesize())
        above = rect.y + max(0, rect.height - sum(lines)) / 2
        title_y, sub_y = above + lines[0] / 2, above + lines[0] + lines[1] / 2
        label = draw_text(surface, title, (x, title_y), round(27 * s),
                          INK if not chosen else (255, 244, 214), anchor="midleft")
        if star:
            star_icon(surface, pygame.Rect(label.right + round(2 * s), label.y, star,
                                           label.height), True)
        progress = text.in_progress(None) if spec.id in self.model.in_progress else ""
        progress_w = font(text_size(19, s)).size(progress)[0] + round(12 * s) if progress else 0
        draw_text(surface, fit_text(sub, text_size(19, s), rect.width - progress_w - round(6 * s)),
                  (x, sub_y), text_size(19, s), MUTED, anchor="midleft",
                  shadow=False)
        if progress:
            draw_text(surface, progress, (rect.right, sub_y),
                      text_size(19, s), PROGRESS, anchor="midright", shadow=False)
        if ref:
            draw_text(surface, ref, (rect.right, title_y), text_size(18, s),
                      GOLD, anchor="midright", shadow=False)

    def _draw_details(self, surface: pygame.Surface) -> None:
        s, spec, d = self.layout.s, self.model.selected, self.layout.detail_panel
        pad = round(28 * s)
        x, y, width = d.x + pad, d.y + round(22 * s), d.width - 2 * pad
        if spec is None:
            draw_text(surface, _(text.CHOOSE_A_GAME), d.center, text_size(26, s), MUTED,
                      anchor="center")
            return
        facts = entry(spec)
        draw_picture(surface, self.thumbnails, spec.id, self.layout.thumb_rect)
        # Text beside the picture (top right) is kept clear of it.
        fan = self.layout.fan_rect
        beside = lambda y: width if y > fan.bottom else fan.x - round(14 * s) - x  # noqa
        ref = facts.shown_ref if facts.shown_ref not in ("", facts.title) else ""
        kicker = (source_title(facts.source) + (f"  ·  {ref}" if ref else "")).upper()
        small = text_size(19, s)
        if font(small).size(kicker)[0] > beside(y):  # (large text) the source alone, whole
            kicker = source_title(facts.source).upper()  # where it fits: the list's row
            # says the number, its header the source
        for line in two_lines(kicker, small, beside(y)):  # (large text: two lines)
            y = draw_text(surface, fit_text(line, small, beside(y)), (x, y), small,
                          GOLD).bottom
        y += round(6 * s)
        title, size = facts.title, 36
        while title_font(round(size * s)).size(title)[0] > beside(y) and size > 30:
            size -= 1  # a long title first gets smaller, then takes two lines
        big = title_font(round(size * s))
        head, paren, tail = title.partition(" (")  # "Les Réussites" / "(52 cartes)"
        lines = [head, paren.strip() + tail] if paren and max(
            big.size(head)[0], big.size("(" + tail)[0]) <= beside(y) < big.size(title)[0] \
            else wrap_words(title.split(" "), big, beside(y))
        for line in (lines[0], " ".join(lines[1:])) if len(lines) > 1 else lines:
            while big.size(line)[0] > beside(y) and len(line) > 4:
                line = line[:-2].rstrip(" ,(") + "…"
            surface.blit(big.render(line, True, (250, 240, 214)), (x, y))
            y += big.get_height()
        y += round(12 * s)
        facts_shown = [(_(text.LANGUAGES.get(lang, lang)), name)
                       for lang, name in facts.titles.items() if name != facts.title]
        if facts.family_title:
            facts_shown.append((_(text.FAMILY), facts.family_title))
        facts_shown.append((_(text.DECK), facts.deck))
        size = text_size(22, s)
        step = max(round(28 * s), font(size).get_linesize())  # (large text: a whole line)
        label_w = max([round(100 * s)] + [font(size).size(label)[0] + round(12 * s)
                                          for label, _fact in facts_shown])
        for label, fact in facts_shown:
            draw_text(surface, label, (x, y), size, MUTED, shadow=False)
            draw_text(surface, fit_text(fact, size, beside(y + step) - label_w),
                      (x + label_w, y), size, INK)
            y += step
        names = [_(option.label) for option in spec.options]
        names += [_(text.DEALS)] if self.model.offers_winnable(spec) else []
        y = self._place_options(surface, names, x, y, label_w, size, beside)
        y = max(y, self.layout.fan_rect.bottom) + round(8 * s)
        self.rules_lines = self._draw_record_and_rules(surface, spec, x, y, width)

    def _place_options(self, surface, names: list[str], x: int, y: int, label_w: int,
                       size: int, beside) -> int:
        """Each option's name and button, side by side along a line while they fit (the
        rules text below keeps its room), the first of a line in the facts' column.
        Returns the y below the last line."""
        s = self.layout.s
        height = max(round(38 * s), 24)  # its label at 12 px or more (MIN_TEXT)
        pitch, gap = height + max(round(6 * s), 4), round(26 * s)
        left = x  # where the next name goes on this line
        for name, button in zip(names, self.option_buttons, strict=True):
            width = max(label_room(button, height), min(round(330 * s), max(
                round(150 * s), font(int(height * 0.5)).size(button.text)[0] + round(44 * s))))
            name_w = font(size).size(name)[0] + round(14 * s)
            if left > x and left + name_w + width > x + beside(y):
                left, y = x, y + pitch  # no room left on this line (or beside the picture)
            # The first of a line lines up with the facts; a long name pushes it right.
            name_w = max(label_w, name_w) if left == x else name_w
            width = min(width, x + beside(y) - left - name_w)
            button.rect = pygame.Rect(left + name_w, y, width, height)
            draw_text(surface, name, (left, button.rect.centery), size, MUTED,
                      anchor="midleft", shadow=False)
            left = button.rect.right + gap
        return y + pitch

    def _draw_record_and_rules(self, surface, spec, x: int, y: int, width: int) -> int:
        """The record sits above the buttons; the description takes the room between.
        Returns how many lines of the description were drawn."""
        s, size = self.layout.s, text_size(22, self.layout.s)
        line_h = max(round(27 * s), size + 3, font(size).get_linesize())
        # The record's name at the left of its first line, the record beside it: the
        # description above keeps the room a heading line would take.
        heading, heading_size = _(text.YOUR_RECORD), text_size(17, s)
        indent = font(heading_size).size(heading)[0] + round(16 * s)
        record = wrap(text.record_line(self.app.stats.get(spec.id)), size, width - indent)
        saved = self.model.in_progress.get(spec.id)
        if saved is not None:
            record.append(text.in_progress(saved.deal))
        play = next(b for b in self.buttons.buttons if b.label == text.PLAY)
        top = play.rect.y - round(22 * s) - len(record) * line_h
        first = pygame.Rect(x + indent, top, 0, line_h)
        for k, line in enumerate(record):
            colour = PROGRESS if saved is not None and k == len(record) - 1 else (226, 218, 190)
            shown = draw_text(surface, line, (x + indent, top + k * line_h), size, colour)
            first = shown if k == 0 else first
        label = draw_text(surface, heading, (x, first.centery), heading_size, GOLD,
                          anchor="midleft", shadow=False)
        if first.right + round(24 * s) < x + width:
            pygame.draw.line(surface, (120, 110, 70), (first.right + round(12 * s), first.centery),
                             (x + width, first.centery), max(1, round(s)))
        label = label.union(first)
        # The goal (first paragraph), then as much of the rules as fits, muted.
        lines: list[tuple[str, tuple]] = []
        width = min(width, round(780 * s))  # long lines on wide screens are hard to read
        for k, paragraph in enumerate(entry(spec).rules_text.strip().split("\n\n")):
            flowing = paragraph.replace("\n", " ")
            lines += [("", MUTED)] * bool(k)  # a half line between paragraphs
            lines += [(line, INK if k == 0 else MUTED) for line in wrap(flowing, size, width)]
        bottom = label.top - round(12 * s)
        drawn = 0
        for k, (line, colour) in enumerate(lines):
            step = line_h if line else line_h // 3
            if y + line_h > bottom:
                break
            last = k + 1 < len(lines) and y + step + line_h > bottom
            if last and line:  # more in the rules: whole words, then " …"
                words = line.split(" ")
                while len(words) > 1 and font(size).size(" ".join(words) + " …")[0] > width:
                    words.pop()
                line = " ".join(words) + " …"
            draw_text(surface, line, (x, y), size, colour, shadow=False)
            drawn += bool(line)
            y += step
        return drawn
