"""The journal: every question asked of the cards, newest first, each with its answer.

Left, the list; right, the chosen entry (question, date, patience, deal, how it was
laid, the answer and the reading's cards) with "Show the reading" and "Replay the
laying" (the same game, options and deal; an unfinished laying is finished instead).
Up and down choose an entry, left and right move over the buttons, confirm presses
(or shows the reading), back leaves.
"""

from __future__ import annotations

import pygame

from game import catalogue
from game.engine.cards import parse_card
from game.fortune.data import language
from game.fortune.journal import Entry, load_journal
from game.fortune.outcome import answer_words
from game.fortune.questions import quoted
from game.fortune.reading import meaning
from game.i18n import N_, _
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Scroll
from game.render.scrolling import Scroller
from game.render.text import GOLD, INK, MUTED, draw_text
from game.render.widgets import (
    Button,
    ButtonSet,
    fit_text,
    gilded,
    ornament_rule,
    panel,
    row_highlight,
    text_size,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.fortune_look import ANSWER_COLOURS, NIGHT, velvet, wrap_at_most, wrap_title
from game.scenes.results import pretty_date

SELECTED = (214, 176, 88, 60)
HOVER = (255, 255, 255, 16)



class JournalScene(Scene):
    fortune = True

    def __init__(self, app, selected: int | None = None) -> None:
        super().__init__(app)
        self.lang = language(app.settings.language)
        self.entries: list[Entry] = []
        self.selected = selected
        self.scroller = Scroller()
        self.hover: int | None = None
        self.show = Button(N_("Show the reading"), self.show_reading, primary=True)
        self.replay = Button(N_("Replay the laying"), self.replay_laying)
        self.back = Button(N_("Back"), self.close)
        self.buttons = ButtonSet([self.show, self.replay, self.back])
        self.size = (0, 0)
        self.s = 1.0
        self.reveal = True

    # --- life cycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        """Also on coming back from a laying: an entry may have been finished."""
        journal, notice = load_journal()
        if notice:
            self.app.notify(notice)
        self.entries = journal.newest_first()
        numbers = [e.number for e in self.entries]
        if self.selected not in numbers:
            self.selected = numbers[0] if numbers else None
        self.reveal = True
        self.size = (0, 0)

    @property
    def entry(self) -> Entry | None:
        return next((e for e in self.entries if e.number == self.selected), None)

    # --- actions -------------------------------------------------------------------------------
    def show_reading(self) -> None:
        entry = self.entry
        if entry is not None and entry.finished:
            self.app.open("fortune_answer", entry, "journal")

    def replay_laying(self) -> None:
        entry = self.entry
        if entry is None or not any(g.id == entry.game_id for g in self.app.listed_games()):
            return
        self.app.open("fortune_table", entry, fate=entry.fate, replay=entry.finished)

    def select(self, step: int) -> None:
        numbers = [e.number for e in self.entries]
        if not numbers:
            return
        i = numbers.index(self.selected) if self.selected in numbers else 0
        self.selected = numbers[max(0, min(len(numbers) - 1, i + step))]
        self.reveal = True
        self.size = (0, 0)

    # --- input ---------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, Action):
            name = intent.name
            if name in ("up", "down"):
                self.select(-1 if name == "up" else 1)
            elif name in ("left", "right"):
                self.buttons.move_focus(1 if name == "right" else -1)
            elif name == "confirm":
                if not self.buttons.press_focused():
                    self.show_reading()
            elif name in ("back", "cancel", "menu"):
                self.close()
        elif isinstance(intent, Scroll):
            if self.list_rect.collidepoint(intent.pos):
                self.scroller.scroll_by(-intent.dy * self.row_h)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            if self.scroller.pointer(intent) or self.buttons.pointer(intent):
                return
            row = self._row_at(intent.pos)
            if isinstance(intent, PointerMove):
                self.hover = row
            elif isinstance(intent, PointerDown) and intent.button == 1 and row is not None:
                self.selected = self.entries[row].number
                self.size = (0, 0)
                if intent.clicks >= 2:
                    self.show_reading()

    def _row_at(self, pos) -> int | None:
        if not self.list_rect.collidepoint(pos) or pos[0] >= self.scroller.track.x - 2:
            return None
        row = int((pos[1] - self.list_rect.y + self.scroller.offset) // self.row_h)
        return row if 0 <= row < len(self.entries) else None

    def update(self, dt: float) -> None:
        self.scroller.update(dt)

    def next_change(self) -> float | None:
        return 0.0 if self.scroller.moving else None

    # --- layout ----------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        margin, gap = round(28 * s), round(20 * s)
        top, bottom = round(112 * s), h - round(76 * s)
        list_w = round(min((w - 2 * margin) * 0.44, 600 * s))
        self.list_panel = pygame.Rect(margin, top, list_w, bottom - top)
        self.detail = pygame.Rect(margin + list_w + gap, top, w - 2 * margin - list_w - gap,
                                  bottom - top)
        self.list_rect = self.list_panel.inflate(-round(12 * s), -round(20 * s))
        self.row_h = round(64 * s)
        bar = max(4, round(8 * s))
        track = pygame.Rect(self.list_rect.right - bar - round(4 * s), self.list_rect.y, bar,
                            self.list_rect.height)
        self.scroller.configure(self.list_rect, track, self.row_h * len(self.entries))
        numbers = [e.number for e in self.entries]
        if self.reveal and self.selected in numbers:
            i = numbers.index(self.selected)
            self.scroller.reveal(i * self.row_h, (i + 1) * self.row_h)
            self.reveal = False
        bh, pad = round(48 * s), round(26 * s)
        self.show.rect = pygame.Rect(self.detail.x + pad, self.detail.bottom - pad - bh,
                                     round(230 * s), bh)
        self.replay.rect = pygame.Rect(self.show.rect.right + round(14 * s), self.show.rect.y,
                                       round(230 * s), bh)
        self.back.rect = pygame.Rect(w - margin - round(150 * s), h - round(62 * s),
                                     round(150 * s), round(44 * s))
        entry = self.entry
        self.show.enabled = entry is not None and entry.finished
        self.replay.enabled = entry is not None and any(
            g.id == entry.game_id for g in self.app.listed_games())  # (no rules imported)
        self.replay.label = N_("Finish the laying") if entry and not entry.finished else \
            N_("Replay the laying")

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, w = self.s, self.size[0]
        surface.blit(velvet(self.size), (0, 0))
        title = gilded(_("The journal"), round(46 * s))
        rect = title.get_rect(center=(w // 2, round(42 * s)))
        surface.blit(title, rect)
        draw_text(surface, _("Every question asked of the cards"), (w // 2, rect.bottom),
                  text_size(20, s), (214, 206, 190), anchor="midtop")
        panel(surface, self.list_panel, colour=(*NIGHT, 225), radius=round(14 * s))
        panel(surface, self.detail, colour=(*NIGHT, 225), radius=round(14 * s))
        self._draw_list(surface)
        self._draw_detail(surface)
        self.buttons.draw(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        s, area = self.s, self.list_rect
        if not self.entries:
            for k, line in enumerate((_("No questions yet."), _("Ask the cards, and the answers"),
                                      _("will be kept here."))):
                draw_text(surface, line, (area.centerx, area.y + round((60 + 30 * k) * s)),
                          text_size(22, s), MUTED, anchor="center", shadow=False)
            return
        clip = surface.get_clip()
        surface.set_clip(area)
        right = self.scroller.track.x - round(10 * s)
        for i, e in enumerate(self.entries):
            y = area.y + i * self.row_h - round(self.scroller.offset)
            if y + self.row_h < area.y or y > area.bottom:
                continue
            band = pygame.Rect(area.x + round(4 * s), y + round(3 * s),
                               right - area.x - round(4 * s), self.row_h - round(6 * s))
            chosen = e.number == self.selected
            row_highlight(surface, band, s, chosen, i == self.hover, SELECTED, HOVER)
            x = band.x + round(16 * s)
            answer = answer_words(e.answer, e.kind, e.names, self.lang)[0] if e.finished \
                else _("Unfinished")
            size = text_size(18, s)
            answer_w = round(min(band.width * 0.4, 220 * s))
            draw_text(surface, fit_text(answer, size, answer_w),
                      (band.right - round(10 * s), band.y + band.height * 0.68), size,
                      ANSWER_COLOURS.get(e.answer, MUTED), anchor="midright", shadow=False)
            question = text_size(23, s)
            draw_text(surface, fit_text(e.question, question, band.right - x - round(8 * s)),
                      (x, band.y + band.height * 0.32), question,
                      (255, 244, 214) if chosen else INK, anchor="midleft")
            when = pretty_date(e.day.isoformat())
            game = self._title(e.game_id)
            draw_text(surface, fit_text(f"{when}  \u00b7  {game}", size,
                                        band.width - answer_w - round(40 * s)),
                      (x, band.y + band.height * 0.68), size, MUTED, anchor="midleft",
                      shadow=False)
        surface.set_clip(clip)
        self.scroller.draw(surface)

    def _title(self, game_id: str) -> str:
        return catalogue.title_of(game_id)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        s, d, e = self.s, self.detail, self.entry
        if e is None:
            return
        pad = round(28 * s)
        x, y, width = d.x + pad, d.y + round(22 * s), d.width - 2 * pad
        kicker = f"{pretty_date(e.day.isoformat())}  \u00b7  {e.asked:%H:%M}".upper()
        y = draw_text(surface, kicker, (x, y), text_size(18, s), GOLD).bottom + round(8 * s)
        qfont = title_font(round(25 * s))
        for line in wrap_title(quoted(e.question, self.lang), qfont, width)[:3]:
            image = qfont.render(line, True, (246, 236, 210))
            if image.get_width() > width:  # one very long word
                image = pygame.transform.smoothscale(
                    image, (width, round(image.get_height() * width / image.get_width())))
            surface.blit(image, (x, y))
            y += qfont.get_linesize()
        y += round(10 * s)
        if e.finished:
            headline, line = answer_words(e.answer, e.kind, e.names, self.lang)
            image = gilded(headline, round(34 * s), bottom=ANSWER_COLOURS.get(e.answer, GOLD))
            surface.blit(image, (x, y))
            y += image.get_height() + round(2 * s)
            for part in wrap_at_most(line, text_size(19, s), width, 3):
                y = draw_text(surface, part, (x, y), text_size(19, s), (226, 216, 196),
                              shadow=False).bottom + round(2 * s)
            y += round(12 * s)
        else:
            y = draw_text(surface, _("Not yet read: the laying was left before its end."),
                          (x, y), text_size(20, s), MUTED, shadow=False).bottom + round(14 * s)
        label_w, size = round(110 * s), text_size(20, s)
        step = max(round(27 * s), size + 4)
        facts = [(_("Patience"), self._title(e.game_id)), (_("Deal"), str(e.deal)),
                 (_("Laid by"), _("fate (the cards fell)") if e.fate else _("your own hand"))]
        if e.finished and e.best:
            facts.append((_("Score"), _("{score} of {best}").format(score=e.score, best=e.best)))
        for label, value in facts:
            draw_text(surface, label, (x, y), size, MUTED, shadow=False)
            draw_text(surface, fit_text(value, size, width - label_w), (x + label_w, y), size,
                      INK, shadow=False)
            y += step
        self._draw_cards(surface, e, x, y + round(12 * s), width,
                         self.show.rect.y - round(16 * s))

    def _draw_cards(self, surface: pygame.Surface, e: Entry, x: int, top: int, width: int,
                    bottom: int) -> None:
        """The reading's cards, small, each with its keyword."""
        from game.render.decks import card_image

        s = self.s
        if not e.reading:
            return
        ornament_rule(surface, x, x + width, top, s, colour=(150, 130, 80))
        top += round(14 * s)
        label_h = round(24 * s)
        card_h = min(round(120 * s), bottom - top - label_h)
        if card_h < round(40 * s):
            return
        card_w = round(card_h * 0.7)
        column = min(width // len(e.reading), round(190 * s))
        for i, code in enumerate(e.reading):
            cx = x + column * i + column // 2
            image = card_image(self.app.settings, parse_card(code).face_up(), card_w, card_h)
            surface.blit(image, image.get_rect(midtop=(cx, top)))
            keyword = meaning(code, e.system or "deck52", self.lang)[0]
            draw_text(surface, fit_text(keyword, text_size(17, s), column - round(8 * s)),
                      (cx, top + card_h + round(4 * s)), text_size(17, s), (236, 214, 150),
                      anchor="midtop", shadow=False)
