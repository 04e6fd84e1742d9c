"""The asking scene's layout and drawing: the title on the velvet, the panel with the
question (or the two names), the questions offered, the patience chooser, the buttons and
the foot line. A mixin of `AskScene` (game/scenes/fortune_ask.py), which owns the fields,
the choices and the input; sizes are design pixels of 1280×720 times `self.s`.
"""

from __future__ import annotations

import pygame

from game.fortune.data import text
from game.fortune.questions import MAX_QUESTION, QUESTION, SYMPATHIE
from game.i18n import N_, _
from game.render.text import GOLD, INK, MUTED, draw_text, font
from game.render.theme import text_factor
from game.render.widgets import (
    EDGE,
    MIN_TEXT,
    Button,
    fit_text,
    gilded,
    label_room,
    ornament_rule,
    panel,
    text_size,
    tint,
    title_font,
    ui_scale,
)
from game.scenes.fortune_look import NIGHT, velvet

GENTLE = (244, 214, 150)


class Field(Button):
    """A line of text to type into (drawn by the scene)."""

    value: str = ""
    limit: int = MAX_QUESTION


class AskDrawing:
    # --- layout ----------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        width = round(min(w - 60 * s, 900 * s * (0.7 + 0.3 * text_factor())))  # (large words)
        # the title and its line above the panel, as tall as their words (the text scale)
        title_h = title_font(self.title_size()).get_height()
        self.title_y = max(round(48 * s), title_h // 2 + round(4 * s))
        top = max(round(114 * s), self.title_y + title_h // 2 + round(10 * s)
                  + font(text_size(21, s)).get_linesize())
        self.panel = pygame.Rect(0, 0, width, round(min(h - 200 * s, 500 * s)))
        self.panel.midtop = (w // 2, top)
        p = self.panel
        pad = round(34 * s)
        inner = p.inflate(-2 * pad, 0)
        y = p.y + round(20 * s)
        gap = round(12 * s)
        col_w = (inner.width - gap) // 2  # the suggestions in two columns; in one where a
        wide = max(font(text_size(20, s)).size(b.label)[0] for b in self.suggestions)
        self.columns = 2 if wide <= col_w - round(36 * s) else 1  # line needs more (large
        tight = 0.6 if self.columns == 1 else 1  # text), with less room between the rows
        if self.sympathie_available:
            tab_h = round(40 * s)  # as wide as the longer name needs, two to the panel
            tab_w = min(max([round(250 * s)] + [label_room(t, tab_h) for t in self.tabs]),
                        (width - round(12 * s)) // 2)
            x = p.centerx - tab_w - round(6 * s)
            for tab in self.tabs:
                tab.rect = pygame.Rect(x, y, tab_w, tab_h)
                tab.primary = (tab is self.tabs[0]) == (self.kind == QUESTION)
                x += tab_w + round(12 * s)
            y += tab_h + round(16 * s * tight)
        field_h = round(48 * s)
        label_w = round(140 * s)
        if self.kind == SYMPATHIE:
            self.caption_y = y
            y += round(34 * s)
            for f in self.names:
                f.rect = pygame.Rect(inner.x + label_w, y, inner.width - label_w, field_h)
                y += field_h + round(16 * s)
            y += round(6 * s)
        else:
            self.question.rect = pygame.Rect(inner.x, y, inner.width, field_h)
            y += field_h + round(10 * s * tight)
            self.caption_y = y
            y += round(24 * s)
            row_h = max(round(32 * s), font(text_size(20, s)).get_linesize())
            col_w = col_w if self.columns == 2 else inner.width
            for i, b in enumerate(self.suggestions):
                row, col = divmod(i, self.columns)
                b.rect = pygame.Rect(inner.x + col * (col_w + gap),
                                     y + row * (row_h + round(4 * s * tight)), col_w, row_h)
            y += -(-len(self.suggestions) // self.columns) * (row_h + round(4 * s * tight)) \
                + round(10 * s * tight)
        bh = round(44 * s)
        self.game_y = y + bh // 2
        arrow = round(46 * s)
        game_w = inner.width - label_w - 2 * arrow - round(16 * s)
        self.prev_game.rect = pygame.Rect(inner.x + label_w, y, arrow, bh)
        self.game_button.rect = pygame.Rect(self.prev_game.rect.right + round(8 * s), y,
                                            game_w, bh)
        self.next_game.rect = pygame.Rect(self.game_button.rect.right + round(8 * s), y,
                                          arrow, bh)
        y += bh + round(18 * s * tight)
        big = round(50 * s)
        self.fall.rect = pygame.Rect(0, y, max(round(280 * s), label_room(self.fall, big)), big)
        self.myself.rect = pygame.Rect(0, y, max(round(240 * s), label_room(self.myself, big)),
                                       big)
        self.fall.rect.right = p.centerx - round(8 * s)
        self.myself.rect.left = p.centerx + round(8 * s)
        y += big + round(12 * s)
        self.message_y = y
        self.earlier.rect = pygame.Rect(0, 0, 0, round(38 * s))
        self.earlier.rect.width = max(round(220 * s), label_room(self.earlier, round(38 * s)))
        self.earlier.rect.midtop = (p.centerx, y + round(26 * s))
        bottom = self.earlier.rect.bottom + round(14 * s) if self.refusal else y + round(36 * s)
        self.panel.height = bottom - p.y
        bar_y = h - round(64 * s)
        self.journal_button.rect = pygame.Rect(
            round(28 * s), bar_y,
            max(round(150 * s), label_room(self.journal_button, round(44 * s))), round(44 * s))
        self.back_button.rect = pygame.Rect(w - round(178 * s), bar_y, round(150 * s),
                                            round(44 * s))

    def title_size(self) -> int:
        """The display title's size: the usual one at large text too (room for the
        suggestions' lines; it is larger than any words)."""
        return round(54 * self.s / text_factor())

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, w = self.s, self.size[0]
        surface.blit(velvet(self.size), (0, 0))
        title = gilded(_("Ask the cards"), self.title_size())
        rect = title.get_rect(center=(w // 2, self.title_y))
        surface.blit(title, rect)
        draw_text(surface, _("Lay a patience, and let it answer"),
                  (w // 2, rect.bottom + round(2 * s)), text_size(21, s), (214, 206, 190),
                  anchor="midtop")
        span = min(w * 0.22, 260 * s)
        ornament_rule(surface, rect.left - span, rect.left - round(18 * s), rect.centery, s)
        ornament_rule(surface, rect.right + round(18 * s), rect.right + span, rect.centery, s,
                      flip=True)
        panel(surface, self.panel, colour=(*NIGHT, 225), radius=round(16 * s))
        focus = self.focus
        for tab in self.tabs if self.sympathie_available else ():
            tab.focused = tab is focus
            tab.draw(surface)
        inner_x = self.panel.x + round(34 * s)
        if self.kind == SYMPATHIE:
            draw_text(surface, _("Two names: Sympathie is laid for the pair, one pack each."),
                      (self.panel.centerx, self.caption_y), text_size(19, s), MUTED,
                      anchor="midtop", shadow=False)
            for f, label in zip(self.names, (N_("First name"), N_("Second name")), strict=True):
                draw_text(surface, _(label), (inner_x, f.rect.centery), text_size(21, s), MUTED,
                          anchor="midleft", shadow=False)
                self._draw_field(surface, f, "")
        else:
            self._draw_field(surface, self.question, self.whole_suggestion()
                             or _("Type your question"))
            draw_text(surface, _("or choose one:"), (inner_x, self.caption_y), text_size(18, s),
                      MUTED, shadow=False)
            for b in self.suggestions:
                self._draw_suggestion(surface, b)
        draw_text(surface, _("Patience"), (inner_x, self.game_y), text_size(21, s), MUTED,
                  anchor="midleft", shadow=False)
        shown = [self.prev_game, self.game_button, self.next_game]
        if self.kind == SYMPATHIE:  # the game is Sympathie itself: no choice to make
            shown = []
            draw_text(surface, _(self.game_label()), (inner_x + round(140 * s), self.game_y),
                      text_size(23, s), INK, anchor="midleft")
        for b in shown + [self.fall, self.myself, self.journal_button, self.back_button]:
            b.focused = b is focus
            b.draw(surface)
        if self.message:
            size = text_size(20, s)
            words = fit_text(self.message, size, self.panel.width - round(50 * s))
            draw_text(surface, words, (self.panel.centerx, self.message_y), size, GENTLE,
                      anchor="midtop", shadow=False)
        if self.refusal is not None:
            self.earlier.focused = self.earlier is focus
            self.earlier.draw(surface)
        foot = text("note", lang=self.lang) if self.show_note else \
            _("Type or choose  \u00b7  arrows move  \u00b7  Enter lays  \u00b7  Esc goes back")
        size = text_size(18, s)
        left, right = self.journal_button.rect.right, self.back_button.rect.left
        if font(size).size(foot)[0] < right - left - 30 * s:
            draw_text(surface, foot, ((left + right) // 2, self.journal_button.rect.centery),
                      size, (226, 212, 178) if self.show_note else MUTED, anchor="center",
                      shadow=False)

    def _draw_field(self, surface: pygame.Surface, field: Field, placeholder: str) -> None:
        s, r = self.s, field.rect
        radius = round(10 * s)
        active = field is self.active
        pygame.draw.rect(surface, (12, 10, 24), r, border_radius=radius)
        pygame.draw.rect(surface, EDGE if active or field is self.focus else (110, 100, 120), r,
                         max(1, round((2 if field is self.focus else 1) * s)),
                         border_radius=radius)
        size = max(MIN_TEXT, round(r.height * 0.52))
        x = r.x + round(16 * s)
        if field.value:
            shown = field.value
            while shown and font(size).size(shown)[0] > r.width - round(40 * s):
                shown = shown[1:]  # keep the end in view, where the typing is
            end = draw_text(surface, shown, (x, r.centery), size, INK, anchor="midleft",
                            shadow=False).right
        else:
            draw_text(surface, placeholder, (x, r.centery), size, (130, 122, 140),
                      anchor="midleft", shadow=False)
            end = x - round(3 * s)
        if active and self.caret < 0.5:
            pygame.draw.line(surface, INK, (end + 2, r.y + r.height * 0.25),
                             (end + 2, r.bottom - r.height * 0.25), max(1, round(1.5 * s)))

    def whole_suggestion(self) -> str:
        """The suggestion pointed at or focused, where its line shows it cut short (large
        text): the empty field shows it whole."""
        for b in self.suggestions:
            if b is self.focus or b.hovered:
                room = b.rect.width - round(36 * self.s)
                if font(text_size(20, self.s)).size(b.label)[0] > room:
                    return b.label
        return ""

    def _draw_suggestion(self, surface: pygame.Surface, b: Button) -> None:
        s, r = self.s, b.rect
        chosen = self.question.value == b.label
        if chosen or b.hovered or b is self.focus:
            colour = (214, 176, 88, 70) if chosen else (255, 255, 255, 22)
            tint(surface, r, colour, round(8 * s))
        if b is self.focus:
            pygame.draw.rect(surface, EDGE, r, max(1, round(1.5 * s)), border_radius=round(8 * s))
        d = 4 * s
        cx, cy = r.x + round(14 * s), r.centery
        pygame.draw.polygon(surface, GOLD, [(cx - d, cy), (cx, cy - d), (cx + d, cy), (cx, cy + d)])
        size = text_size(20, s)
        draw_text(surface, fit_text(b.label, size, r.width - round(36 * s)),
                  (r.x + round(28 * s), cy), size, INK if not chosen else (255, 240, 200),
                  anchor="midleft", shadow=False)
