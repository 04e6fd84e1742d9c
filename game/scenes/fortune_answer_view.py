"""The answer's drawing: the question, the answer in its ornate frame, and the reading's
cards turning up one by one with their meanings. A mixin of `AnswerScene`
(game/scenes/fortune_answer.py), which owns the entry, the buttons, the layout and the
input; sizes are design pixels of 1280×720 times `self.s`.
"""

from __future__ import annotations

import math

import pygame

from game import catalogue
from game.engine.cards import parse_card
from game.fortune.data import text
from game.fortune.questions import quoted
from game.fortune.reading import heading, summary, system_name
from game.i18n import _
from game.render.text import GOLD, MUTED, draw_text, font, two_lines, wrap
from game.render.theme import text_factor
from game.render.widgets import gilded, ornament_rule, text_size, title_font
from game.scenes.fortune_look import (
    ANSWER_COLOURS,
    CREAM,
    ornate_frame,
    velvet,
    wrap_at_most,
    wrap_title,
)
from game.scenes.results import pretty_date

CARD_REVEAL = 0.45             # seconds between the cards of the reading turning up


class AnswerDrawing:
    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, w = self.s, self.size[0]
        surface.blit(velvet(self.size), (0, 0))
        e = self.entry
        # Kicker and the question.
        game = catalogue.title_of(e.game_id)
        kicker = _("{date}  \u00b7  {game}  \u00b7  deal {deal}").format(
            date=pretty_date(e.day.isoformat()), game=game, deal=e.deal)
        y = draw_text(surface, kicker.upper(), (w // 2, round(18 * s)), text_size(17, s), GOLD,
                      anchor="midtop").bottom + round(8 * s)
        qfont = title_font(round(26 * s / text_factor() ** 0.5))  # (large text: still larger)
        lines = wrap_title(quoted(e.question, self.lang), qfont, min(w - 80 * s, 1000 * s))
        for line in lines[:2]:
            image = qfont.render(line, True, CREAM)
            surface.blit(image, image.get_rect(midtop=(w // 2, y)))
            y += qfont.get_linesize()
        # The answer in its frame, its line wrapped (a long German line takes two or three).
        frame = pygame.Rect(0, 0, round(min(w - 80 * s, 760 * s)), round(132 * s))
        words = text_size(21, s)
        step = max(round(25 * s), words + 3, font(words).get_linesize())
        lines = wrap_at_most(self.line, words, frame.width - round(60 * s), 3)
        size = 54
        least = 30 / text_factor()  # (drawn no smaller than the usual size's least)
        while title_font(round(size * s)).size(self.title)[0] > frame.width - 90 * s \
                and size > least:
            size -= 2
        # the headline and the lines under it as tall as their words (the text scale)
        head_h = title_font(round(size * s)).get_height()
        centre = max(53 * s, 14 * s + head_h / 2)
        first = max((100 if len(lines) == 1 else 95) * s, centre + head_h / 2 + step / 2)
        frame.height = round(max(frame.height + (len(lines) - 1) * step,
                                 first + (len(lines) - 0.5) * step + 16 * s))
        frame.midtop = (w // 2, y + round(22 * s))
        fade = min(1.0, self.age / 0.5)
        ornate_frame(surface, frame, s)
        headline = gilded(self.title, round(size * s), top=(255, 240, 190),
                          bottom=ANSWER_COLOURS.get(e.answer, (214, 176, 88)))
        headline.set_alpha(round(255 * fade))
        surface.blit(headline, headline.get_rect(center=(frame.centerx, frame.y + centre)))
        first += frame.y
        for k, line in enumerate(lines):
            draw_text(surface, line, (frame.centerx, first + k * step), words, CREAM,
                      anchor="center", shadow=False)
        if self.mode == "replay":
            draw_text(surface, text("replay_note", lang=self.lang),
                      (w // 2, frame.bottom + round(14 * s)), text_size(17, s), MUTED,
                      anchor="midtop", shadow=False)
        self._draw_reading(surface, frame.bottom + round(40 * s))
        self.buttons.draw(surface)

    def _draw_reading(self, surface: pygame.Surface, top: int) -> None:
        s, w = self.s, self.size[0]
        if not self.cards:
            return
        label = heading(self.entry.reading_kind or "left", self.lang).upper()
        rect = draw_text(surface, label, (w // 2, top), text_size(18, s), GOLD, anchor="center",
                         shadow=False)
        reach = min(w * 0.32, 380 * s)
        ornament_rule(surface, rect.left - reach, rect.left - round(14 * s), top, s,
                      colour=(170, 146, 90))
        ornament_rule(surface, rect.right + round(14 * s), rect.right + reach, top, s,
                      colour=(170, 146, 90), flip=True)
        bottom_limit = self.buttons.buttons[0].rect.y - round(56 * s)
        n, y = len(self.cards), top + round(22 * s)
        size, big = text_size(18, s), text_size(21, s)
        line_h = max(round(22 * s), size + 2, font(size).get_linesize())
        big_h = max(round(26 * s), big + 4, font(big).get_linesize())
        column = min(round(290 * s), (w - round(60 * s)) // n)
        texts = self._card_texts(column - round(16 * s), column - round(28 * s))
        text_h = round(12 * s) + max(len(named) * big_h + len(meant) * line_h
                                     for named, meant in texts)
        if bottom_limit - y - text_h < round(60 * s) and n > 1:  # (large text) two across
            self._draw_grid(surface, y, (w - round(60 * s)) // 2, (size, line_h, big, big_h))
            return
        card_h = min(round(230 * s), bottom_limit - y - text_h)
        card_w = round(card_h * 0.7)
        x0 = w // 2 - column * n // 2
        for i, (code, (named, meant)) in enumerate(zip(self.codes(), texts, strict=True)):
            cx = x0 + column * i + column // 2
            if self._draw_turning(surface, i, code, cx - card_w // 2, y, card_w, card_h):
                self._draw_words(surface, named, meant, (cx, y + card_h + round(12 * s)),
                                 "midtop", (size, line_h, big, big_h))
        self._draw_foot(surface, bottom_limit + round(18 * s))

    def codes(self) -> list[str]:
        return [code for code, _keyword, _words in self.cards]

    def _card_texts(self, named_w: int, meant_w: int) -> list[tuple[list[str], list[str]]]:
        """Each card's keyword (in two lines where one is too wide: large text) and its
        meaning, whole, in lines of these widths."""
        s = self.s
        return [(two_lines(keyword, text_size(21, s), named_w),
                 wrap(words, text_size(18, s), meant_w)) for _code, keyword, words in self.cards]

    def _draw_turning(self, surface, i: int, code: str, x: int, y: int, w: int, h: int) -> bool:
        """The i-th card turning up at (x, y) as its time comes; whether its words show."""
        shown = self.age - 0.6 - CARD_REVEAL * i
        if shown > 0:
            self._draw_card(surface, code, x + w // 2, y, w, h, min(1.0, shown / 0.3),
                            tilt=(i - (len(self.cards) - 1) / 2) * 3)
        return shown >= 0.3

    def _draw_words(self, surface, named, meant, at, anchor: str, sizes) -> None:
        """A card's keyword and meaning, from `at` down (centred under it, or from the left)."""
        size, line_h, big, big_h = sizes
        x, y = at
        for part in named:
            draw_text(surface, part, (x, y), big, (250, 224, 150), anchor=anchor)
            y += big_h
        for part in meant:
            draw_text(surface, part, (x, y), size, (222, 214, 196), anchor=anchor, shadow=False)
            y += line_h

    def _draw_grid(self, surface, top: int, cell_w: int, sizes) -> None:
        """The cards two across, each beside its words (a large text's longer lines)."""
        s, w = self.s, self.size[0]
        card_w = round(64 * s)
        card_h = round(card_w / 0.7)
        gap = round(14 * s)
        texts = self._card_texts(cell_w - card_w - 2 * gap, cell_w - card_w - 2 * gap)
        size, line_h, big, big_h = sizes
        y = top
        for row in range(0, len(self.cards), 2):
            heights = [len(named) * big_h + len(meant) * line_h for named, meant in
                       texts[row:row + 2]]
            for k, (named, meant) in enumerate(texts[row:row + 2]):
                x = w // 2 - cell_w + k * cell_w
                if self._draw_turning(surface, row + k, self.codes()[row + k], x, y, card_w,
                                      card_h):
                    self._draw_words(surface, named, meant, (x + card_w + gap, y), "topleft",
                                     sizes)
            y += max([card_h] + heights) + round(10 * s)
        self._draw_foot(surface, y)

    def _draw_foot(self, surface: pygame.Surface, y: int) -> None:
        """Under the cards, once they are all up: what the reading says as a whole."""
        s, w = self.s, self.size[0]
        if self.age >= self.reveal_end - CARD_REVEAL:
            closing = summary(self.entry.reading, self.lang)
            system = system_name(self.entry.system or "deck52", self.lang)
            foot = _("{reading}   (Meanings: {system}.)").format(
                reading=closing, system=system) if closing else ""
            size = text_size(18, s)
            if font(size).size(foot)[0] > w - 60 * s:
                foot = closing
            draw_text(surface, foot, (w // 2, y), size, MUTED, anchor="midtop", shadow=False)

    def _draw_card(self, surface: pygame.Surface, code: str, cx: int, y: int, w: int, h: int,
                   turn: float, tilt: float) -> None:
        """A card turning face up: its width grows from the middle (a flip)."""
        from game.render.decks import deck_for

        c, deck = parse_card(code), deck_for(self.app.settings)
        image = deck.face(c, w, h) if turn >= 0.5 else deck.back(w, h)
        shown_w = max(1, round(w * abs(math.cos(turn * math.pi))))
        image = pygame.transform.smoothscale(image, (shown_w, h))
        if turn >= 1.0 and tilt:
            image = pygame.transform.rotozoom(image, -tilt, 1)
        shade = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 70))
        shade.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        box = image.get_rect(midtop=(cx, y))
        surface.blit(shade, box.move(round(4 * self.s), round(5 * self.s)))
        surface.blit(image, box)
