"""The laying and the answer: a table that hands its outcome to the fortune mode, and the
scene that shows the answer in a frame with the significant cards laid out.

`FortuneTable` is the normal table, not persisted (no statistics, no saved game), with
"Let the cards fall" for every game (fate's strategy, the same on every replay), "Read
the cards" to end the laying as it lies, and no new deal: the first laying counts. When
the laying ends it completes the journal entry and makes way for the `AnswerScene`.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.engine.cards import HEARTS, parse_card
from game.engine.game import LOST, OPEN, WON
from game.fortune.data import language, text
from game.fortune.fate import Fate
from game.fortune.journal import Entry, load_journal, save_journal
from game.fortune.outcome import answer_of, answer_words
from game.fortune.reading import choose_reading, heading, meaning, summary, system_name
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Resize
from game.render.felt import felt
from game.render.text import GOLD, MUTED, draw_text, font, wrap
from game.render.widgets import (
    DIALOG,
    EDGE,
    Button,
    ButtonSet,
    dim,
    fit_text,
    gilded,
    ornament_rule,
    panel,
    suit_pip,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.results import pretty_date
from game.scenes.table import RESULT_DELAY, TableScene

VELVET = (46, 38, 84)          # the fortune scenes' cloth: a deep violet, not the green table
NIGHT = (22, 18, 40)           # panels on the velvet
CREAM = (246, 236, 210)
ANSWER_COLOURS = {"yes": (250, 226, 150), "yes_but": (236, 210, 150),
                  "not_yet": (214, 206, 190), "no": (196, 196, 206)}
DEAL_PAUSE = 0.4               # after the deal has landed, before fate begins
CARD_REVEAL = 0.45             # seconds between the cards of the reading turning up


def velvet(size: tuple[int, int]) -> pygame.Surface:
    return felt(size[0], size[1], VELVET)


def ornate_frame(surface: pygame.Surface, rect: pygame.Rect, s: float, alpha: int = 235) -> None:
    """A dark panel with a double gold rule, diamonds at the corners and a heart on top."""
    panel(surface, rect, colour=(*NIGHT, alpha), radius=round(14 * s), edge=EDGE,
          edge_width=max(2, round(2 * s)))
    inner = rect.inflate(-round(14 * s), -round(14 * s))
    pygame.draw.rect(surface, (200, 170, 100), inner, max(1, round(s)), border_radius=round(9 * s))
    d = 6 * s
    for x, y in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        pygame.draw.polygon(surface, EDGE, [(x - d, y), (x, y - d), (x + d, y), (x, y + d)])
    pip = round(22 * s)
    gap = pygame.Rect(0, 0, pip + round(16 * s), round(8 * s))
    for y in (rect.top, rect.bottom):
        gap.center = (rect.centerx, y)
        surface.fill(NIGHT, gap)
    image = suit_pip(HEARTS, pip, (206, 70, 64))
    surface.blit(image, image.get_rect(center=(rect.centerx, rect.top)))
    image = suit_pip(HEARTS, round(pip * 0.7), EDGE)
    surface.blit(image, image.get_rect(center=(rect.centerx, rect.bottom)))


def wrap_title(words: str, f: pygame.font.Font, width: float) -> list[str]:
    """Lines of a title font no wider than `width` (a single long word may be)."""
    lines, line = [], ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    return lines + [line]


def is_fortune_scene(scene: Scene | None) -> bool:
    return getattr(scene, "fortune", False)


def leave_fortune(app) -> None:
    """Back to where the mode was opened from (the menu)."""
    while len(app.stack.scenes) > 1 and is_fortune_scene(app.stack.top):
        app.pop()


def back_to_asking(app) -> None:
    """Back to the question scene (a fresh one if it is not on the stack)."""
    from game.scenes.fortune_ask import AskScene

    while len(app.stack.scenes) > 1 and not isinstance(app.stack.top, AskScene) \
            and is_fortune_scene(app.stack.top):
        app.pop()
    if isinstance(app.stack.top, AskScene):
        app.stack.top.reset()
    else:
        app.push(AskScene(app))


# --- the laying ----------------------------------------------------------------------------

class FortuneTable(TableScene):
    """A laying for a journal entry. `fate`: let the cards fall from the start. `replay`:
    the entry already has its answer; this laying only shows it again."""

    fortune = True

    def __init__(self, app, entry: Entry, fate: bool, replay: bool = False,
                 animate: bool = True) -> None:
        self.entry, self.replay_only = entry, replay
        self.fate = Fate()
        super().__init__(app, entry.game_id, deal=entry.deal, options=dict(entry.options),
                         animate=animate, persist=False)
        # Every game gets "Let the cards fall", with fate's strategy (which itself uses
        # the game's own where it has one).
        self.spec = replace(self.spec, autoplay=self.fate)
        self.autoplaying = fate
        self.autoplay_timer = self.deal_seconds + DEAL_PAUSE if animate else 0.0
        self.refresh_specials()

    # --- what a fortune laying offers (the table's hooks) ------------------------------------
    autoplay_label = "Let the cards fall"

    def bottom_buttons(self) -> list[Button]:
        keep = {"Undo", "Redo", "Restart", "Rules"}
        buttons = [b for b in super().bottom_buttons() if b.label in keep]
        return buttons + [Button("Read the cards", self.ask_to_read)]

    def hud_note(self) -> str:
        return f"\u201c{self.entry.question}\u201d"

    def new_deal(self, number: int | None) -> None:
        self.app.notify("In a fortune laying the first deal counts.")

    def choose_deal(self) -> None:
        self.new_deal(None)

    def to_menu(self) -> None:
        self.ask_to_read()

    def ask_to_read(self) -> None:
        if self.outcome is None:
            self.app.push(ReadNowDialog(self.app, self.read_now, self.leave))

    def leave(self) -> None:
        """Leave unread: the entry stays unfinished (the journal can finish it)."""
        if self.app.stack.top is self:
            self.app.pop()

    def read_now(self) -> None:
        """End the laying here: the cards are read as they lie."""
        if self.outcome is None:
            self.autoplaying = False
            self.outcome = WON if self.game.is_won(self.state) else LOST
            self.result_timer = RESULT_DELAY if self.rate else 1e-6

    # --- fate at work ------------------------------------------------------------------------
    def autoplay_interval(self) -> float:
        """Seconds between fate's moves: unhurried at first, brisker as a laying runs long."""
        return super().autoplay_interval() * max(0.15, 1.0 - self.fate.moves / 60)

    def on_autoplay_stopped(self) -> None:
        if self.outcome is None and self.game.status(self.state) == OPEN:
            self.read_now()  # fate has nothing new to try: the cards have fallen

    # --- the end -----------------------------------------------------------------------------
    def on_finished(self) -> None:
        entry = self.finish_entry()
        self.app.replace(AnswerScene(self.app, entry, "replay" if self.replay_only else "new"))

    def finish_entry(self) -> Entry:
        """The answer and the reading of this laying; saved in the journal unless it only
        replays an answered entry."""
        answer, score, best = answer_of(self.game, self.state)
        start = self.game.new_state(self.deal)
        turns = self.history.turns[:self.history.position]
        reading = choose_reading(self.game, self.state, self.game.is_won(self.state),
                                 start=start, turns=turns)
        finished = replace(self.entry, outcome=WON if self.game.is_won(self.state) else LOST,
                           answer=answer, score=score, best=best, reading_kind=reading.kind,
                           reading=reading.cards, system=reading.system)
        if self.replay_only:
            return finished
        journal, notice = load_journal()
        if notice:
            self.app.notify(notice)
        current = journal.find(self.entry.number)
        if current is None:  # the journal was damaged meanwhile: keep this answer anyway
            journal.entries.append(finished)
        elif current.finished:
            return current  # answered already (another laying finished first): it stands
        else:
            journal.update(current, **{k: getattr(finished, k) for k in (
                "outcome", "answer", "score", "best", "reading_kind", "reading", "system")})
        notice = save_journal(journal)
        if notice:
            self.app.notify(notice)
        return finished

class ReadNowDialog(Scene):
    """"Read the cards now?" — a small question before a laying is cut short: read them
    as they lie, play on, or leave them unread (to be finished from the journal)."""

    opaque = False
    fortune = True

    def __init__(self, app, on_read, on_leave) -> None:
        super().__init__(app)
        self.buttons = ButtonSet([
            Button("Read them now", lambda: self._then(on_read), primary=True),
            Button("Play on", self.close), Button("Leave", lambda: self._then(on_leave))])
        self.buttons.focus = 1
        self.size = (0, 0)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def _then(self, callback) -> None:
        self.close()
        callback()

    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, PointerDown | PointerMove | PointerUp):
            self.buttons.pointer(intent)
        elif isinstance(intent, Action):
            if intent.name in ("left", "right", "up", "down"):
                self.buttons.move_focus(1 if intent.name in ("right", "down") else -1)
            elif intent.name == "confirm":
                self.buttons.press_focused()
            elif intent.name in ("back", "cancel", "menu"):
                self.close()

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        self.rect = pygame.Rect(0, 0, round(620 * s), round(230 * s))
        self.rect.center = (w // 2, h // 2)
        widths = [round(200 * s), round(150 * s), round(150 * s)]
        bh, gap = round(50 * s), round(16 * s)
        x = self.rect.centerx - (sum(widths) + 2 * gap) // 2
        for b, bw in zip(self.buttons.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, self.rect.bottom - round(28 * s) - bh, bw, bh)
            x += bw + gap

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r = self.s, self.rect
        dim(surface, 110)
        panel(surface, r, radius=round(16 * s), colour=DIALOG)
        head = gilded("Read the cards now?", round(32 * s))
        surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + round(22 * s))))
        draw_text(surface, "The laying ends here, and the cards are read as they lie.",
                  (r.centerx, r.y + round(90 * s)), round(20 * s), MUTED, anchor="midtop",
                  shadow=False)
        self.buttons.draw(surface)


# --- the answer ----------------------------------------------------------------------------

class AnswerScene(Scene):
    """The answer in a decorative frame, the reading's cards laid out with their meanings.

    `mode`: "new" (just answered: Ask again, Journal, Menu), "journal" (an entry looked at
    again: Replay the laying, Back) or "replay" (a replay's own outcome: Back)."""

    fortune = True

    def __init__(self, app, entry: Entry, mode: str = "new") -> None:
        super().__init__(app)
        self.entry, self.mode = entry, mode
        self.lang = language(app.settings.language)
        self.age = 0.0
        self.size = (0, 0)
        if mode == "new":
            buttons = [Button("Ask again", lambda: back_to_asking(self.app), primary=True),
                       Button("Journal", self.open_journal), Button("Menu", self.to_menu)]
        elif mode == "journal":
            buttons = [Button("Replay the laying", self.replay, primary=True),
                       Button("Back", self.back)]
            buttons[0].enabled = entry.game_id in app.registry
        else:
            buttons = [Button("Back", self.back, primary=True)]
        self.buttons = ButtonSet(buttons)
        self.buttons.focus = 0
        self.title, self.line = answer_words(entry.answer or "no", entry.kind, entry.names,
                                             self.lang)
        self.cards = [(code, *meaning(code, entry.system or "deck52", self.lang))
                      for code in entry.reading]

    # --- actions -----------------------------------------------------------------------------
    def back(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def to_menu(self) -> None:
        leave_fortune(self.app)

    def open_journal(self) -> None:
        from game.scenes.fortune_journal import JournalScene

        scenes = self.app.stack.scenes
        below = scenes[-2] if len(scenes) > 1 else None
        if isinstance(below, JournalScene):  # finished from the journal: go back to it
            below.selected = self.entry.number
            self.app.pop()
        else:
            self.app.replace(JournalScene(self.app, selected=self.entry.number))

    def replay(self) -> None:
        if self.entry.game_id in self.app.registry:
            self.app.push(FortuneTable(self.app, self.entry, fate=self.entry.fate, replay=True))

    # --- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, Resize):
            return
        if self.age < self.reveal_end and isinstance(intent, Action | PointerDown):
            self.age = self.reveal_end  # any input shows everything at once
            return
        if isinstance(intent, PointerDown | PointerMove | PointerUp):
            self.buttons.pointer(intent)
        elif isinstance(intent, Action):
            if intent.name in ("left", "up"):
                self.buttons.move_focus(-1)
            elif intent.name in ("right", "down"):
                self.buttons.move_focus(1)
            elif intent.name == "confirm":
                self.buttons.press_focused()
            elif intent.name in ("back", "cancel", "menu"):
                self.back() if self.mode != "new" else self.to_menu()

    @property
    def reveal_end(self) -> float:
        return 0.6 + CARD_REVEAL * (len(self.cards) + 1)

    def update(self, dt: float) -> None:
        self.age += dt

    # --- layout and drawing --------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        bh, gap = round(50 * s), round(16 * s)
        widths = [round((230 if b.primary else 150) * s) for b in self.buttons.buttons]
        x = w // 2 - (sum(widths) + gap * (len(widths) - 1)) // 2
        for b, bw in zip(self.buttons.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, h - round(24 * s) - bh, bw, bh)
            x += bw + gap

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, w = self.s, self.size[0]
        surface.blit(velvet(self.size), (0, 0))
        e = self.entry
        # Kicker and the question.
        spec = self.app.registry.get(e.game_id) if e.game_id in self.app.registry else None
        game = spec.title if spec else e.game_id
        kicker = f"{pretty_date(e.day.isoformat())}  \u00b7  {game}  \u00b7  deal {e.deal}"
        y = draw_text(surface, kicker.upper(), (w // 2, round(18 * s)), round(17 * s), GOLD,
                      anchor="midtop").bottom + round(8 * s)
        qfont = title_font(round(26 * s))
        lines = wrap_title(f"\u201c{e.question}\u201d", qfont, min(w - 80 * s, 1000 * s))
        for line in lines[:2]:
            image = qfont.render(line, True, CREAM)
            surface.blit(image, image.get_rect(midtop=(w // 2, y)))
            y += qfont.get_linesize()
        # The answer in its frame.
        frame = pygame.Rect(0, 0, round(min(w - 80 * s, 760 * s)), round(132 * s))
        frame.midtop = (w // 2, y + round(22 * s))
        fade = min(1.0, self.age / 0.5)
        ornate_frame(surface, frame, s)
        size = 54
        while title_font(round(size * s)).size(self.title)[0] > frame.width - 90 * s and size > 30:
            size -= 2
        headline = gilded(self.title, round(size * s), top=(255, 240, 190),
                          bottom=ANSWER_COLOURS.get(e.answer, (214, 176, 88)))
        headline.set_alpha(round(255 * fade))
        surface.blit(headline, headline.get_rect(center=(frame.centerx,
                                                         frame.y + frame.height * 0.40)))
        line = fit_text(self.line, round(21 * s), frame.width - round(60 * s))
        draw_text(surface, line, (frame.centerx, frame.y + frame.height * 0.76), round(21 * s),
                  CREAM, anchor="center", shadow=False)
        if self.mode == "replay":
            draw_text(surface, text("replay_note", lang=self.lang),
                      (w // 2, frame.bottom + round(14 * s)), round(17 * s), MUTED,
                      anchor="midtop", shadow=False)
        self._draw_reading(surface, frame.bottom + round(40 * s))
        self.buttons.draw(surface)

    def _draw_reading(self, surface: pygame.Surface, top: int) -> None:
        s, w = self.s, self.size[0]
        if not self.cards:
            return
        label = heading(self.entry.reading_kind or "left", self.lang).upper()
        rect = draw_text(surface, label, (w // 2, top), round(18 * s), GOLD, anchor="center",
                         shadow=False)
        reach = min(w * 0.32, 380 * s)
        ornament_rule(surface, rect.left - reach, rect.left - round(14 * s), top, s,
                      colour=(170, 146, 90))
        ornament_rule(surface, rect.right + round(14 * s), rect.right + reach, top, s,
                      colour=(170, 146, 90), flip=True)
        bottom_limit = self.buttons.buttons[0].rect.y - round(56 * s)
        n = len(self.cards)
        column = min(round(290 * s), (w - round(60 * s)) // n)
        text_size, line_h = round(18 * s), round(22 * s)
        text_h = round(38 * s) + 3 * line_h   # keyword and three lines of meaning
        card_h = max(round(60 * s), min(round(230 * s),
                                        bottom_limit - top - round(22 * s) - text_h))
        card_w = round(card_h * 0.7)
        x0 = w // 2 - column * n // 2
        y = top + round(22 * s)
        for i, (code, keyword, words) in enumerate(self.cards):
            cx = x0 + column * i + column // 2
            shown = self.age - 0.6 - CARD_REVEAL * i
            if shown <= 0:
                continue
            self._draw_card(surface, code, cx, y, card_w, card_h, min(1.0, shown / 0.3),
                            tilt=(i - (n - 1) / 2) * 3)
            if shown < 0.3:
                continue
            ty = y + card_h + round(12 * s)
            draw_text(surface, fit_text(keyword, round(21 * s), column - round(16 * s)),
                      (cx, ty), round(21 * s), (250, 224, 150), anchor="midtop")
            ty += round(26 * s)
            for k, part in enumerate(wrap(words, text_size, column - round(28 * s))[:3]):
                draw_text(surface, part, (cx, ty + k * line_h), text_size, (222, 214, 196),
                          anchor="midtop", shadow=False)
        if self.age >= self.reveal_end - CARD_REVEAL:
            closing = summary(self.entry.reading, self.lang)
            system = system_name(self.entry.system or "deck52", self.lang)
            foot = f"{closing}   (Meanings: {system}.)" if closing else ""
            size = round(18 * s)
            if font(size).size(foot)[0] > w - 60 * s:
                foot = closing
            draw_text(surface, foot, (w // 2, bottom_limit + round(18 * s)), size, MUTED,
                      anchor="midtop", shadow=False)

    def _draw_card(self, surface: pygame.Surface, code: str, cx: int, y: int, w: int, h: int,
                   turn: float, tilt: float) -> None:
        """A card turning face up: its width grows from the middle (a flip)."""
        from game.render.card_art import back, face

        c = parse_card(code)
        image = face(c, w, h, self.app.settings.four_colour) if turn >= 0.5 else back(w, h)
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
