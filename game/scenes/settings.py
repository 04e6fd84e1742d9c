"""Settings: one row per setting, changed at once by click or left/right, saved at once.

An overlay over the scene that opened it (the menu or the table). Up/down move between
rows and the Back button; left/right (or a click on a chevron) change the row's value;
confirm or a click on the value steps it forward; back closes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import LANGUAGES, N_, _, language, percent
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Scroll
from game.render.text import GOLD, INK, MUTED, draw_text, font, two_lines, wrap
from game.render.theme import FOCUS_RING, VALUE, high_contrast, outline
from game.render.widgets import (
    DIALOG,
    EDGE,
    Button,
    ButtonSet,
    chevron,
    dim,
    fit_text,
    gilded,
    label_room,
    panel,
    text_size,
    tint,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.settings_rows import (
    AUTO_NAMES,
    CARD_SIZE_NAMES,
    ON_OFF,
    SPEED_NAMES,
    Row,
    four_colour_row,
)
from game.store.settings import ANIMATION_SPEEDS, AUTO_FOUNDATION_MODES, CARD_SIZES, TEXT_SCALES


class SettingsScene(Scene):
    opaque = False
    title = N_("Settings")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows = self._rows()
        self.focus = 0                     # a row, or len(rows) for the Back button
        self.hover: int | None = None
        self.armed: tuple[int, int] | None = None   # (row, direction) pressed, fires on release
        self.back = ButtonSet([Button(N_("Back"), self.close, primary=True)])
        self.size = (0, 0)
        self.cut: set[str] = set()  # the rows whose names are shown cut (large text)

    # --- the settings ------------------------------------------------------------------------
    def _rows(self) -> list[Row]:
        st = lambda: self.app.settings  # noqa: E731 - read afresh: settings are replaced

        def choice(field: str, values: tuple[str, ...]) -> Callable[[int], None]:
            def step(d: int) -> None:
                i = values.index(getattr(st(), field)) if getattr(st(), field) in values else 0
                self.app.update_settings(**{field: values[(i + d) % len(values)]})
            return step

        def toggle(field: str) -> Callable[[int], None]:
            return lambda d: self.app.update_settings(**{field: not getattr(st(), field)})

        def volume(d: int) -> None:
            self.app.update_settings(volume=round(max(0.0, min(1.0, st().volume + d / 10)), 2))

        return [
            Row(N_("Full screen"), N_("Fill the whole screen, or play in a window (F11)."),
                lambda: _(ON_OFF[bool(getattr(self.app, "fullscreen", st().fullscreen))]),
                lambda d: self.app.toggle_fullscreen()),
            Row(N_("Animation speed"),
                N_("How fast the cards fly. Instant turns animation off."),
                lambda: _(SPEED_NAMES.get(st().animation_speed, st().animation_speed)),
                choice("animation_speed", ANIMATION_SPEEDS)),
            Row(N_("Auto-move to foundation"),
                N_("Safe cards: only those no other pile can need. "
                   "All cards: every one that fits."),
                lambda: _(AUTO_NAMES.get(st().auto_foundation, st().auto_foundation)),
                choice("auto_foundation", AUTO_FOUNDATION_MODES)),
            four_colour_row(self.app),
            Row(N_("Cards and table"), N_("Choose the deck, the back of the cards and the "
                "table cloth, with a preview."), lambda: _("Deck, back, cloth…"), None,
                opens=self.open_decks),
            Row(N_("Card size"), N_("The cards are made as large as the table allows; "
                "smaller leaves long columns more room, larger squeezes them sooner."),
                lambda: _(CARD_SIZE_NAMES.get(st().card_size, st().card_size)),
                choice("card_size", CARD_SIZES)),
            Row(N_("Text size"), N_("How large the words of every screen are."),
                lambda: percent(st().text_scale), self.step_text_scale),
            Row(N_("Winnable?"), N_("The table tells whether the position can still be won."),
                lambda: _(ON_OFF[st().show_winnable]), toggle("show_winnable")),
            Row(N_("Think ahead"), N_("The solver studies each position while you play, so "
                "that a hint comes from a found win more often. Off: it works only when "
                "asked, and takes less of the computer's time."),
                lambda: _(ON_OFF[st().think_ahead]), toggle("think_ahead")),
            Row(N_("Left-handed"), N_("Lay the table out for playing with the left hand."),
                lambda: _(ON_OFF[st().left_handed]), toggle("left_handed")),
            Row(N_("Sound"), N_("Card sounds and the win fanfare."),
                lambda: _(ON_OFF[st().sound]), toggle("sound")),
            Row(N_("Volume"), N_("How loud the sounds are."),
                lambda: percent(round(st().volume * 100)), volume, lambda: st().volume),
            Row(N_("Speech"), N_("Say the table aloud as you play by keys or pad (Ctrl+R "
                "or S: say it again; T: read the whole table)."),
                lambda: _(ON_OFF[st().speech]), toggle("speech")),
            Row(N_("Language"), N_("The language of every screen. A game known by its "
                "German or French name keeps it."), lambda: LANGUAGES[language()],
                self.step_language),
            Row(N_("Controls"), N_("Keys and pad buttons for every action; swap the pad's "
                "confirm and cancel buttons."), lambda: _("Keys and buttons…"), None,
                opens=self.open_controls),
        ]

    def language_changed(self) -> None:
        self.size = (0, 0)  # the names' lines were laid out in the old language

    def step_text_scale(self, d: int) -> None:
        now = self.app.settings.text_scale
        i = TEXT_SCALES.index(now) if now in TEXT_SCALES else 0
        self.app.update_settings(text_scale=TEXT_SCALES[(i + d) % len(TEXT_SCALES)])

    def step_language(self, d: int) -> None:
        codes = list(LANGUAGES)
        self.app.update_settings(language=codes[(codes.index(language()) + d) % len(codes)])

    def open_decks(self) -> None:
        self.app.open("deck_chooser")

    def open_controls(self) -> None:
        self.app.open("bindings")

    def change(self, row: int, direction: int, opening: bool = True) -> None:
        step, opens = self.rows[row].step, self.rows[row].opens
        if step is not None:
            step(direction)
        elif opens is not None and opening:
            opens()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, Scroll) and self.shown < len(self.rows):
            self.first = max(0, min(self.last_first, self.first - intent.dy))
            self.shown = self._fitting(self.first)
            self.focus = max(self.first, min(self.first + self.shown - 1, self.focus))
            self._place_rows()
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            if self.back.pointer(intent):
                self.hover = None
                return
            hit = self._hit(intent.pos)
            if isinstance(intent, PointerMove):
                self.hover = hit[0] if hit else None
            elif isinstance(intent, PointerDown) and intent.button == 1:
                self.armed = hit
                if hit:
                    self.focus = hit[0]
            elif isinstance(intent, PointerUp):
                armed, self.armed = self.armed, None
                if armed is not None and armed == hit:
                    self.change(*hit)

    def _action(self, name: str) -> None:
        last = len(self.rows)
        if name == "up":
            self.focus = (self.focus - 1) % (last + 1)
        elif name == "down":
            self.focus = (self.focus + 1) % (last + 1)
        elif name in ("left", "right") and self.focus < last:
            self.change(self.focus, -1 if name == "left" else 1, opening=False)
        elif name == "confirm":
            if self.focus < last:
                self.change(self.focus, 1)
            else:
                self.close()
        elif name in ("back", "cancel", "menu"):
            self.close()
        self.back.focus = 0 if self.focus == last else None
        self._place_rows()  # the focused row scrolled into view

    def _hit(self, pos) -> tuple[int, int] | None:
        """(row, direction) under the pointer: the left chevron steps back, the rest on."""
        for i, rect in enumerate(self.row_rects):
            if rect.collidepoint(pos):
                return (i, -1 if self.left_rects[i].collidepoint(pos) else 1)
        return None

    # --- drawing ---------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        extra = self.extra_height(s)
        # Every height and width from the words as drawn (they grow with the text scale);
        # rows that do not fit the window scroll (the focus is kept in view).
        line = font(text_size(25, s)).get_linesize()
        self.top_h = max(round(100 * s), round(28 * s) + title_font(round(40 * s)).get_height())
        bh = max(round(48 * s), font(text_size(24, s)).get_linesize() + round(12 * s))
        back_w = max(round(150 * s), label_room(self.back.buttons[0], bh))
        help_w = min(w - 40 * s, 760 * s) - 2 * round(36 * s) - back_w - round(24 * s)
        self.help_lines = min(4, max(len(wrap(self.help_text(row), text_size(20, s), help_w))
                                     for row in self.rows))  # the longest help, whole
        foot = max(round(96 * s), bh + round(48 * s),
                   self.help_lines * font(text_size(20, s)).get_linesize() + round(40 * s))
        least = max(round(30 * s), line + round(4 * s))
        list_room = h - 30 * s - self.top_h - foot - extra  # the rows' room at most
        room = list_room / max(1, len(self.rows))
        self.row_h = max(least, min(max(least, round(50 * s)), int(room)))
        pad = round(36 * s)
        chevrons = 2 * (self.row_h - round(4 * s))
        widest = max(font(text_size(25, s)).size(row.value())[0] for row in self.rows)
        self.value_w = max(round(280 * s), widest + chevrons + round(8 * s))
        label_w = max(font(text_size(25, s)).size(_(row.label))[0] for row in self.rows)
        around = pad + pad // 2 + round(26 * s)  # the row's margins round a name (as drawn)
        width = round(min(w - 40 * s, max(760 * s, around + label_w + self.value_w)))
        value_w = min(self.value_w, max((width - pad) // 2, width - around - label_w))
        room = width - around - value_w  # a name's room
        # a name too long for its room takes two lines (its row grows): large text
        self.lines = [two_lines(_(row.label), text_size(25, s), room) for row in self.rows]
        self.heights = [max(self.row_h, len(lines) * line + round(8 * s))
                        for lines in self.lines]
        self.list_h = max(min(int(list_room), sum(self.heights)), max(self.heights))
        self.list_h = max(sum(self.heights[first:first + self._fitting(first)])
                          for first in range(len(self.rows)))  # (no room left under all)
        self.last_first = next(first for first in range(len(self.rows))
                               if sum(self.heights[first:]) <= self.list_h
                               or first == len(self.rows) - 1)
        self.first = max(0, min(getattr(self, "first", 0), self.last_first))
        self.shown = self._fitting(self.first)
        height = round(min(h - 30 * s, self.top_h + self.list_h + foot + extra))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        self.value_w = value_w
        cut = {row.label for row, lines in zip(self.rows, self.lines, strict=True)
               if max(font(text_size(25, s)).size(line)[0] for line in lines) > room}
        if cut != self.cut:  # their whole names lead their help: its lines laid anew
            self.cut, self.size = cut, (0, 0)
            self._layout(size)
            return
        self.list_bottom = self.rect.y + self.top_h + self.list_h
        self.foot_top = self.rect.bottom - foot  # the help's lines and the Back button
        self._place_rows()
        self.back.buttons[0].rect = pygame.Rect(0, 0, back_w, bh)
        self.back.buttons[0].rect.bottomright = (self.rect.right - pad,
                                                 self.rect.bottom - round(22 * s))

    def _fitting(self, first: int) -> int:
        """How many rows from `first` fit in the list's height (one at least)."""
        k, used = first, 0
        while k < len(self.rows) and used + self.heights[k] <= self.list_h:
            used += self.heights[k]
            k += 1
        return max(1, k - first)

    def _place_rows(self) -> None:
        """The rows' rects: those scrolled out of the window have none (an empty rect)."""
        focus = min(self.focus, len(self.rows) - 1)
        self.first = min(self.first, focus)  # the focused row scrolled into view
        while focus >= self.first + self._fitting(self.first):
            self.first += 1
        self.shown = self._fitting(self.first)
        s, pad, y = self.s, round(36 * self.s), self.rect.y + self.top_h
        self.row_rects, self.left_rects = [], []
        for i in range(len(self.rows)):
            if not self.first <= i < self.first + self.shown:
                self.row_rects.append(pygame.Rect(0, 0, 0, 0))
                self.left_rects.append(pygame.Rect(0, 0, 0, 0))
                continue
            row = pygame.Rect(self.rect.x + pad // 2, y, self.rect.width - pad,
                              self.heights[i] - round(4 * s))
            y += self.heights[i]
            self.row_rects.append(row)
            value = pygame.Rect(row.right - pad // 2 - self.value_w, row.y, self.value_w,
                                row.height)  # (its chevrons as wide as a one-line row)
            self.left_rects.append(pygame.Rect(value.x, value.y,
                                               self.row_h - round(4 * s), row.height))

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object]:
        self._layout(size)  # (Scene.drawn_over: its panel, over the table dimmed)
        return self.rect, 105

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r = self.s, self.rect
        dim(surface, 105)
        panel(surface, r, radius=round(18 * s), colour=DIALOG)
        size = 40  # the title as large as the dialog's width allows (a long German one)
        while title_font(round(size * s)).size(_(self.title))[0] > r.width - 60 * s \
                and size > 20:
            size -= 2
        title = gilded(_(self.title), round(size * s))
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + round(20 * s))))
        size = text_size(25, s)
        for i, row in enumerate(self.rows):
            rect = self.row_rects[i]
            if i == self.focus or i == self.hover:
                colour = (120, 190, 140, 60) if i == self.focus else (255, 255, 255, 16)
                tint(surface, rect, colour, round(8 * s))
                if i == self.focus and high_contrast():
                    pygame.draw.rect(surface, FOCUS_RING, rect, outline(2), round(8 * s))
            if not rect.width:
                continue  # scrolled out of the window
            step = font(size).get_linesize()
            room = self.left_rects[i].x - rect.x - round(26 * s)
            for k, line in enumerate(self.lines[i]):
                draw_text(surface, fit_text(line, size, room), (rect.x + round(18 * s),
                                          rect.centery + (k - (len(self.lines[i]) - 1) / 2)
                                          * step), size,
                          INK if row.step or row.opens else MUTED, anchor="midleft")
            self._draw_value(surface, i, row)
        self._draw_scroll_marks(surface)
        help_row = self.rows[self.hover if self.hover is not None else
                             min(self.focus, len(self.rows) - 1)]
        back = self.back.buttons[0].rect
        left, size = r.x + round(36 * s), text_size(20, s)
        lines = wrap(self.help_text(help_row), size,
                     back.x - round(24 * s) - left)[:self.help_lines]
        step = font(size).get_linesize()
        first = min(back.centery - (len(lines) - 1) / 2 * step,  # centred on Back, or
                    r.bottom - round(14 * s) - (len(lines) - 0.5) * step)  # kept inside
        for k, line in enumerate(lines):
            y = first + k * step
            draw_text(surface, line, (left, y), size, MUTED, anchor="midleft", shadow=False)
        self.back.focus = 0 if self.focus == len(self.rows) else None
        self.back.draw(surface)
        self.draw_extra(surface)

    def help_text(self, row: Row) -> str:
        """The row's help, led by its whole name where the row shows it cut short."""
        if row.label in self.cut:
            return _("{setting}: {value}").format(setting=_(row.label), value=_(row.help))
        return _(row.help)

    def _draw_scroll_marks(self, surface: pygame.Surface) -> None:
        """Arrows at the top or the bottom of the rows where more lie beyond them."""
        s, x = self.s, self.rect.centerx
        if self.first > 0:
            chevron(surface, (x, self.rect.y + self.top_h - round(8 * s)), round(14 * s), "up")
        if self.first + self.shown < len(self.rows):
            chevron(surface, (x, self.list_bottom + round(4 * s)), round(14 * s), "down")

    # --- for overlays built on this one (the deck chooser's preview) ---------------------------
    def extra_height(self, s: float) -> float:
        """Room below the rows for more than rows."""
        return 0

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Draw in that room (self.rect, self.row_rects and self.s are laid out)."""

    def _draw_value(self, surface: pygame.Surface, i: int, row: Row) -> None:
        s = self.s
        left = self.left_rects[i]
        value = pygame.Rect(left.x, left.y, self.value_w, left.height)
        fixed = row.step is None and row.opens is None
        colour = (110, 120, 100) if fixed else EDGE
        if row.opens is not None:  # a door to another screen: one arrow, pointing on
            chevron(surface, (value.right - left.width // 2, value.centery), round(14 * s),
                    "right", colour)
            draw_text(surface, row.value(), (value.right - left.width, value.centery),
                      text_size(23, s), VALUE, anchor="midright")
            return
        chevron(surface, left.center, round(14 * s), "left", colour)
        chevron(surface, (value.right - left.width // 2, value.centery), round(14 * s),
                "right", colour)
        middle = value.inflate(-2 * left.width, 0)
        if row.fraction is not None:
            bar = pygame.Rect(middle.x + round(4 * s), middle.centery + round(8 * s),
                              middle.width - round(8 * s), max(3, round(5 * s)))
            pygame.draw.rect(surface, (8, 26, 18), bar, border_radius=bar.height)
            fill = bar.copy()
            fill.width = round(bar.width * row.fraction())
            pygame.draw.rect(surface, GOLD, fill, border_radius=bar.height)
            draw_text(surface, row.value(), (middle.centerx, middle.centery - round(6 * s)),
                      text_size(23, s), INK, anchor="center")
        else:
            draw_text(surface, fit_text(row.value(), text_size(25, s), middle.width),
                      middle.center, text_size(25, s),
                      MUTED if fixed else VALUE, anchor="center")
