"""The rules of one game, over the dimmed scene below: titles, then the text, scrollable.

The wheel, up/down and the scrollbar scroll; back, confirm, rules or the Close button
close it. Bulleted lines ("• …") wrap with a hanging indent.
"""

from __future__ import annotations

import pygame

from game import catalogue
from game.i18n import N_, _, language
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Scroll
from game.input.prompts import draw_prompts, prompt_device
from game.render.scrolling import Scroller
from game.render.text import GOLD, INK, MUTED, draw_text, font, wrap
from game.render.widgets import (
    DIALOG,
    Button,
    ButtonSet,
    dim,
    fit_text,
    panel,
    text_size,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene

BULLET = "• "


def layout_text(text: str, size: int, width: int) -> list[tuple[int, str]]:
    """Lines of the text as (indent in pixels, line); "" lines separate paragraphs."""
    lines: list[tuple[int, str]] = []
    indent = font(size).size(BULLET)[0]
    for paragraph in text.strip().split("\n"):
        if paragraph.startswith(BULLET):
            body = wrap(paragraph[len(BULLET):], size, width - indent)
            lines.append((0, BULLET + body[0]))
            lines.extend((indent, line) for line in body[1:])
        else:
            lines.extend((0, line) for line in wrap(paragraph, size, width))
    return lines


class RulesScene(Scene):
    opaque = False

    def __init__(self, app, spec, entry: catalogue.CatalogueEntry | None = None) -> None:
        super().__init__(app)
        self.spec = spec
        self.entry = entry or catalogue.entry(spec.id)
        self.buttons = ButtonSet([Button(N_("Close"), self.close, primary=True)])
        self.buttons.focus = 0
        self.scroller = Scroller()
        self.size = (0, 0)
        self.lines: list[tuple[int, str]] = []

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, Action):
            if intent.name in ("back", "cancel", "confirm", "rules", "menu"):
                self.close()
            elif intent.name in ("up", "down"):
                self.scroller.scroll_by(self.line_h * 3 * (-1 if intent.name == "up" else 1))
            elif intent.name in ("left", "right"):  # a page, for pads without a wheel
                page = self.scroller.view.height * 0.9
                self.scroller.scroll_by(page if intent.name == "right" else -page)
        elif isinstance(intent, Scroll):
            self.scroller.scroll_by(-intent.dy * self.line_h * 3)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            if not self.scroller.pointer(intent):
                self.buttons.pointer(intent)

    def update(self, dt: float) -> None:
        self.scroller.update(dt)

    def next_change(self) -> float | None:
        return 0.0 if self.scroller.moving else None

    # --- drawing ---------------------------------------------------------------------------
    def language_changed(self) -> None:
        self.size = (0, 0)  # the rules text is laid out again in the new language

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        width = round(min(w - 40 * s, 900 * s))
        pad, bh = round(40 * s), round(48 * s)
        self.text_size = text_size(25, s)
        # lines as far apart as the words drawn need (they grow with the text scale)
        self.line_h = max(round(27 * s), self.text_size + 2,
                          font(self.text_size).get_linesize())
        kicker = font(text_size(19, s)).get_linesize()
        self.header_h = max(round(106 * s), round(22 * s) + kicker + round(4 * s)
                            + title_font(round(34 * s)).get_linesize() + round(18 * s))
        self.lines = layout_text(catalogue.rules_in(self.entry.rules_text)
                                 or _("No rules written yet."),
                                 self.text_size, width - 2 * pad - round(24 * s))
        content = sum(self.line_h if text else self.line_h // 2 for _kind, text in self.lines)
        footer = round(16 * s) + bh + round(20 * s)
        # As tall as the text needs, up to the screen; longer rules scroll.
        height = min(h - round(60 * s), self.header_h + content + round(16 * s) + footer)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        close = self.buttons.buttons[0]
        close.rect = pygame.Rect(0, 0, round(150 * s), bh)
        close.rect.bottomright = (self.rect.right - pad, self.rect.bottom - round(20 * s))
        view = pygame.Rect(self.rect.x + pad, self.rect.y + self.header_h, width - 2 * pad,
                           close.rect.y - round(16 * s) - self.rect.y - self.header_h)
        track = pygame.Rect(view.right - round(8 * s), view.y, max(4, round(8 * s)),
                            view.height)
        self.scroller.configure(view, track, content + round(8 * s))

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object]:
        self._layout(size)  # (Scene.drawn_over: its panel, over the table dimmed)
        return self.rect, 100

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r, entry = self.s, self.rect, self.entry
        dim(surface, 100)
        panel(surface, r, radius=round(18 * s), colour=DIALOG)
        pad = round(40 * s)
        x, width = r.x + pad, r.width - 2 * pad
        shown = entry.shown_title(language())
        ref = entry.shown_ref(language())
        ref = ref if ref not in ("", shown) else ""  # said once
        kicker = catalogue.sources()[entry.source].name + (f"  ·  {ref}" if ref else "")
        y = draw_text(surface, fit_text(kicker.upper(), text_size(19, s), width),
                      (x, r.y + round(22 * s)), text_size(19, s), GOLD).bottom + round(4 * s)
        title = title_font(round(34 * s)).render(shown, True, (250, 240, 214))
        surface.blit(title, (x, y))
        subtitle = entry.subtitle(language())
        if subtitle:
            room = width - title.get_width() - pad
            draw_text(surface, fit_text(subtitle, text_size(24, s), room),
                      (x + title.get_width() + round(16 * s), y + title.get_height() * 0.55),
                      text_size(24, s), MUTED, anchor="midleft", shadow=False)
        view = self.scroller.view
        pygame.draw.line(surface, (120, 110, 70), (x, view.y - round(10 * s)),
                         (x + width, view.y - round(10 * s)), max(1, round(s)))
        clip = surface.get_clip()
        surface.set_clip(clip.clip(view))  # (within a clip of the caller)
        y = view.y + round(4 * s) - round(self.scroller.offset)
        for indent, text in self.lines:
            if text and view.y - self.line_h < y < view.bottom:
                draw_text(surface, text, (view.x + indent, y), self.text_size, INK,
                          shadow=False)
            y += self.line_h if text else self.line_h // 2
        surface.set_clip(clip)
        self.scroller.draw(surface)
        if self.scroller.limit > 0:
            mapper = getattr(self.app, "mapper", None)
            y = self.buttons.buttons[0].rect.centery
            if prompt_device(mapper) == "pad":
                draw_prompts(surface, mapper, [(("up", "down"), N_("Scroll")),
                                               (("left", "right"), N_("Page")),
                                               ("cancel", N_("Close"))], (x, y), round(19 * s))
            else:
                draw_text(surface, _("Scroll with the wheel or the arrow keys"), (x, y),
                          round(19 * s), MUTED, anchor="midleft", shadow=False)
        self.buttons.draw(surface)
