"""The game chooser's drawing: backdrop, the grouped list, the details of the selected
game and the prompts line. A mixin of `MenuScene` (game/scenes/menu.py), which owns the
state, the layout and the input; sizes are design pixels of 1280×720 times `self.s`.
"""

from __future__ import annotations

import math

import pygame

from game.engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, KING, QUEEN, SPADES, card
from game.engine.registry import SOURCES
from game.input.bindings import PAD
from game.input.prompts import draw_prompts, prompt_device
from game.render.felt import felt
from game.render.fields import draw_search_field
from game.render.text import GOLD, INK, MUTED, draw_text, font, wrap
from game.render.widgets import (
    BUTTON_FOCUS,
    fit_text,
    gilded,
    ornament_rule,
    panel,
    row_highlight,
    suit_pip,
    title_font,
)
from game.scenes.results import record_text

LANGUAGES = {"en": "English", "de": "German", "fr": "French"}
SELECTED = (120, 190, 140, 60)
HOVER = (255, 255, 255, 16)
FAN = ((KING, SPADES, 18), (ACE, HEARTS, 0), (QUEEN, DIAMONDS, -18))  # rank, suit, degrees
RED_PIP = (196, 64, 58)
DARK_PIP = (18, 30, 24)


def draw_fan(surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """Three cards fanned in `area`, as a hand is held; returns what they cover."""
    from game.render.card_art import face

    h = round(area.height * 0.76)
    w = round(h * 0.69)
    reach = h * 1.15  # from the pivot below the hand to each card's centre
    pivot = (area.centerx, area.y + h * 0.56 + reach)
    covered = pygame.Rect(area.center, (0, 0))
    for rank, suit, degrees in FAN:
        image = pygame.transform.rotozoom(face(card(rank, suit), w, h), degrees, 1)
        a = math.radians(degrees)
        centre = (pivot[0] - reach * math.sin(a), pivot[1] - reach * math.cos(a))
        shade = image.copy()
        shade.fill((0, 0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
        shade.set_alpha(80)
        offset = max(2, area.height // 40)
        surface.blit(shade, shade.get_rect(center=(centre[0] + offset, centre[1] + offset)))
        covered = covered.union(surface.blit(image, image.get_rect(center=centre)))
    return covered


class MenuDrawing:
    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface.get_size())
        if self._backdrop is None:
            self._backdrop = self._make_backdrop()
        surface.blit(self._backdrop, (0, 0))
        draw_search_field(surface, self.search_rect, self.query, self.s, self.caret < 0.5)
        if self.search_focused:
            ring = max(2, round(2.5 * self.s))
            pygame.draw.rect(surface, BUTTON_FOCUS, self.search_rect.inflate(ring * 3, ring * 3),
                             ring, border_radius=self.search_rect.height // 2 + ring)
        self._draw_list(surface)
        self._draw_details(surface)
        self.buttons.draw(surface)
        self._draw_prompts(surface)

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        """Keys (or pad buttons, after the pad was used) between Resume (or the left edge)
        and Settings, as many as there is room for."""
        mapper = getattr(self.app, "mapper", None)
        if prompt_device(mapper) == PAD:
            items = [("confirm", "Play"), ("hint", "Search"), ("rules", "Rules"),
                     ("menu", "Settings")]
        else:
            items = [("confirm", "Play"), ("rules", "Rules"), ("back", "Quit")]
        left = self.buttons.buttons[-3].rect.right if self.saved else self.list_panel.x
        right = self.buttons.buttons[-2].rect.x
        size, y = round(19 * self.s), self.size[1] - self.bar_h // 2
        room = right - left - 40 * self.s
        lead = "" if prompt_device(mapper) == PAD else "Type to search"
        if lead:
            room -= font(size).size(lead)[0] + 24 * self.s
        while items and draw_prompts(surface, mapper, items, (0, 0), size,
                                     measure=True).width > room:
            items.pop()
        if not items:
            return
        width = draw_prompts(surface, mapper, items, (0, 0), size, measure=True).width
        x = (left + right) // 2 - (width + (font(size).size(lead)[0] + 24 * self.s
                                            if lead else 0)) // 2
        if lead:
            x = draw_text(surface, lead, (x, y), size, MUTED, anchor="midleft",
                          shadow=False).right + 24 * self.s
        draw_prompts(surface, mapper, items, (x, y), size)

    def _make_backdrop(self) -> pygame.Surface:
        w, h = self.size
        s = self.s
        backdrop = felt(w, h).copy()
        title = gilded("Réussite", round(62 * s))
        rect = title.get_rect(center=(w // 2, round(50 * s)))
        backdrop.blit(title, rect)
        draw_text(backdrop, "Patiences  ·  Patienzen  ·  Solitaire",
                  (w // 2, rect.bottom + round(2 * s)), round(21 * s), (214, 206, 178),
                  anchor="midtop")
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
        panel(backdrop, self.list_panel, radius=radius)
        panel(backdrop, self.detail_panel, radius=radius)
        self.fan_rect = draw_fan(backdrop, self.fan_rect)
        return backdrop

    def _draw_list(self, surface: pygame.Surface) -> None:
        s, area = self.s, self.list_rect
        clip = surface.get_clip()
        surface.set_clip(area)
        if not self.rows:
            draw_text(surface, f"No game matches \u201c{self.query}\u201d", area.center,
                      round(24 * s), MUTED, anchor="center")
        right = self.scroller.track.x - round(8 * s)
        for i, (kind, item) in enumerate(self.rows):
            y = area.y + self.tops[i] - round(self.scroller.offset)
            x = area.x + round(14 * s)
            if kind == "heading":
                if area.y - self.heading_h < y < area.bottom:
                    text = draw_text(surface, SOURCES[item].upper(), (x, y + self.heading_h * 0.6),
                                     round(20 * s), GOLD, anchor="midleft")
                    pygame.draw.line(surface, (150, 130, 80), (text.right + 12 * s, text.centery),
                                     (right, text.centery), max(1, round(s)))
            elif area.y - self.row_h < y < area.bottom:
                self._draw_row(surface, i, item, pygame.Rect(x, y, right - x, self.row_h))
        surface.set_clip(clip)
        self._draw_fades(surface)
        self.scroller.draw(surface)

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where the list runs on above or below the view."""
        area, sc = self.list_rect, self.scroller
        height = round(22 * self.s)
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
        s = self.s
        chosen = spec.id == self.selected_id
        band = rect.inflate(round(12 * s), -round(4 * s))
        row_highlight(surface, band, s, chosen, i == self.hover_row, SELECTED, HOVER)
        ref = spec.source_ref if spec.source_ref not in ("", spec.title) else ""
        ref_w = font(round(18 * s)).size(ref)[0] + round(16 * s) if ref else 0
        english = spec.titles.get("en", spec.title)
        sub = " · ".join(t for t in (english if english != spec.title else "", spec.deck_name)
                         if t)
        x, width = rect.x + round(6 * s), rect.width - ref_w - round(6 * s)
        draw_text(surface, fit_text(spec.title, round(27 * s), width),
                  (x, rect.y + rect.height * 0.36), round(27 * s),
                  INK if not chosen else (255, 244, 214), anchor="midleft")
        draw_text(surface, fit_text(sub, round(19 * s), rect.width - round(6 * s)),
                  (x, rect.y + rect.height * 0.72), round(19 * s), MUTED, anchor="midleft",
                  shadow=False)
        if ref:
            draw_text(surface, ref, (rect.right, rect.y + rect.height * 0.36), round(18 * s),
                      GOLD, anchor="midright", shadow=False)

    def _draw_details(self, surface: pygame.Surface) -> None:
        s, spec, d = self.s, self.selected, self.detail_panel
        pad = round(28 * s)
        x, y, width = d.x + pad, d.y + round(22 * s), d.width - 2 * pad
        if spec is None:
            draw_text(surface, "Choose a game on the left.", d.center, round(26 * s), MUTED,
                      anchor="center")
            return
        # Text beside the fan of cards (top right) is kept clear of it.
        fan = self.fan_rect
        beside = lambda y: width if y > fan.bottom else fan.x - round(14 * s) - x  # noqa
        ref = spec.source_ref if spec.source_ref not in ("", spec.title) else ""
        kicker = (SOURCES[spec.source] + (f"  ·  {ref}" if ref else "")).upper()
        y = draw_text(surface, fit_text(kicker, round(19 * s), beside(y)), (x, y),
                      round(19 * s), GOLD).bottom + round(6 * s)
        title, size = spec.title, 36
        while title_font(round(size * s)).size(title)[0] > beside(y) and size > 27:
            size -= 1  # a long title first gets smaller, then shorter
        big = title_font(round(size * s))
        while big.size(title)[0] > beside(y) and len(title) > 4:
            title = title[:-2].rstrip(" ,(") + "…"
        surface.blit(big.render(title, True, (250, 240, 214)), (x, y))
        y += big.get_height() + round(12 * s)
        facts = [(LANGUAGES.get(lang, lang), text) for lang, text in spec.titles.items()
                 if text != spec.title]
        facts.append(("Deck", spec.deck_name))
        label_w, size, step = round(100 * s), round(22 * s), round(28 * s)
        for label, text in facts:
            draw_text(surface, label, (x, y), size, MUTED, shadow=False)
            draw_text(surface, fit_text(text, size, beside(y + step) - label_w),
                      (x + label_w, y), size, INK)
            y += step
        for option, button in zip(spec.options, self.buttons.buttons, strict=False):
            button.rect = pygame.Rect(x + label_w, y, min(round(330 * s), beside(y) - label_w),
                                      round(40 * s))
            draw_text(surface, option.label, (x, button.rect.centery), size, MUTED,
                      anchor="midleft", shadow=False)
            y += round(48 * s)
        y = max(y, self.fan_rect.bottom) + round(12 * s)
        # The record sits above the buttons; the description takes the room between.
        line_h = round(27 * s)
        record = wrap(record_text(self.app.stats.get(spec.id)), size, width)
        top = self.buttons.buttons[len(spec.options)].rect.y - round(22 * s) - len(record) * line_h
        label = draw_text(surface, "YOUR RECORD", (x, top - round(14 * s)), round(17 * s), GOLD,
                          anchor="bottomleft", shadow=False)
        pygame.draw.line(surface, (120, 110, 70), (label.right + round(12 * s), label.centery),
                         (x + width, label.centery), max(1, round(s)))
        for k, line in enumerate(record):
            draw_text(surface, line, (x, top + k * line_h), size, (226, 218, 190))
        # The goal (first paragraph), then as much of the rules as fits, muted.
        lines: list[tuple[str, tuple]] = []
        width = min(width, round(780 * s))  # long lines on wide screens are hard to read
        for k, paragraph in enumerate(spec.rules_text.strip().split("\n\n")):
            text = paragraph.replace("\n", " ")
            lines += [("", MUTED)] * bool(k)  # a half line between paragraphs
            lines += [(line, INK if k == 0 else MUTED) for line in wrap(text, size, width)]
        bottom = label.top - round(16 * s)
        for k, (line, colour) in enumerate(lines):
            step = line_h if line else line_h // 3
            if y + line_h > bottom:
                break
            last = k + 1 < len(lines) and y + step + line_h > bottom
            if last and line:
                line = fit_text(line + " …", size, width)
            draw_text(surface, line, (x, y), size, colour, shadow=False)
            y += step
