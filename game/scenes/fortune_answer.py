"""The answer: the scene that shows a laying's answer in a frame with the significant
cards laid out (its drawing is game/scenes/fortune_answer_view.py), and the ways out of
the fortune mode. The laying itself is `FortuneTable` (game/scenes/fortune_table.py).
"""

from __future__ import annotations

import pygame

from game.fortune.data import language
from game.fortune.journal import Entry
from game.fortune.outcome import answer_words
from game.fortune.reading import meaning
from game.i18n import N_
from game.input.intents import Action, Intent, PointerDown, Resize
from game.render.widgets import Button, ButtonSet, label_room, ui_scale
from game.scenes.base import Scene
from game.scenes.fortune_answer_view import CARD_REVEAL, AnswerDrawing
from game.scenes.registry import is_scene


def is_fortune_scene(scene: Scene | None) -> bool:
    return getattr(scene, "fortune", False)


def leave_fortune(app) -> None:
    """Back to where the mode was opened from (the menu)."""
    while len(app.stack.scenes) > 1 and is_fortune_scene(app.stack.top):
        app.pop()


def back_to_asking(app) -> None:
    """Back to the question scene (a fresh one if it is not on the stack)."""
    while len(app.stack.scenes) > 1 and not is_scene(app.stack.top, "fortune_ask") \
            and is_fortune_scene(app.stack.top):
        app.pop()
    if is_scene(app.stack.top, "fortune_ask"):
        app.stack.top.reset()
    else:
        app.open("fortune_ask")


# --- the answer ----------------------------------------------------------------------------

class AnswerScene(AnswerDrawing, Scene):
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
            buttons = [Button(N_("Ask again"), lambda: back_to_asking(self.app), primary=True),
                       Button(N_("Journal"), self.open_journal), Button(N_("Menu"), self.to_menu)]
        elif mode == "journal":
            buttons = [Button(N_("Replay the laying"), self.replay, primary=True),
                       Button(N_("Back"), self.back)]
            buttons[0].enabled = any(g.id == entry.game_id for g in app.listed_games())
        else:
            buttons = [Button(N_("Back"), self.back, primary=True)]
        self.buttons = ButtonSet(buttons)
        self.buttons.focus = 0
        self.title, self.line = answer_words(entry.answer or "no", entry.kind, entry.names,
                                             self.lang)
        self.cards = [(code, *meaning(code, entry.system or "deck52", self.lang))
                      for code in entry.reading]

    # --- actions -----------------------------------------------------------------------------
    def back(self) -> None:
        self.close()

    def to_menu(self) -> None:
        leave_fortune(self.app)

    def open_journal(self) -> None:
        scenes = self.app.stack.scenes
        below = scenes[-2] if len(scenes) > 1 else None
        if is_scene(below, "fortune_journal"):  # finished from the journal: go back to it
            below.selected = self.entry.number
            self.app.pop()
        else:
            self.app.open_instead("fortune_journal", selected=self.entry.number)

    def replay(self) -> None:
        if any(g.id == self.entry.game_id for g in self.app.listed_games()):
            self.app.open("fortune_table", self.entry, fate=self.entry.fate, replay=True)

    # --- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, Resize):
            return
        if self.age < self.reveal_end and isinstance(intent, Action | PointerDown):
            self.age = self.reveal_end  # any input shows everything at once
            return
        if self.buttons.navigate(intent):
            return
        if isinstance(intent, Action) and intent.name in ("back", "cancel", "menu"):
            self.back() if self.mode != "new" else self.to_menu()

    @property
    def reveal_end(self) -> float:
        return 0.6 + CARD_REVEAL * (len(self.cards) + 1)

    def update(self, dt: float) -> None:
        self.age += dt

    def next_change(self) -> float | None:
        return 0.0 if self.age < self.reveal_end else None

    # --- layout (the drawing: fortune_answer_view.py) ----------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        bh, gap = round(50 * s), round(16 * s)
        widths = [max(round((230 if b.primary else 150) * s), label_room(b, bh))
                  for b in self.buttons.buttons]  # (large text: as wide as their words)
        if sum(widths) + gap * (len(widths) - 1) > w - round(20 * s):  # (too wide: share)
            widths = [(w - round(20 * s) - gap * (len(widths) - 1)) // len(widths)] * len(widths)
        x = w // 2 - (sum(widths) + gap * (len(widths) - 1)) // 2
        for b, bw in zip(self.buttons.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, h - round(24 * s) - bh, bw, bh)
            x += bw + gap
