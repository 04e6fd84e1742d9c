"""Passing notices: which are on show, for how long, and where each is drawn.

A notice lasts NOTICE_SECONDS; the newest SHOWN_NOTICES are on show. With speech on
(issue 39) each is said aloud and none runs out on a timer: they stay until the player's
next action. Their plates go to the free felt of the topmost scene that names an area
(game/render/notices.py places them), never over a dialog open above it; one a dialog
leaves no room for is held, its time stopped, until the dialog closes. The App
(game/app.py) owns one `Noticeboard`; it reads the scenes on show only for where the
plates may go."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input.intents import Action, Intent, PointerDown, TextInput
from game.render.notices import draw_notices, notice_size
from game.scenes.base import SceneStack

NOTICE_SECONDS = 6.0
SHOWN_NOTICES = 3       # the newest notices on show at once
# Actions that only read the screen aloud: the notices stay on show through them.
READING_ACTIONS = frozenset(("say_again", "read_table"))


class Noticeboard:
    """`wait`: whether the notices wait for the player (speech on) rather than a timer;
    `say`: says a notice aloud (called only while they wait)."""

    def __init__(self, stack: SceneStack, wait: Callable[[], bool],
                 say: Callable[[str], None]) -> None:
        self.stack = stack                  # the scenes on show: where the plates may go
        self.wait, self.say = wait, say
        self.notices: list[list] = []       # [text, seconds left], oldest first
        self.plates: list[pygame.Rect] = []  # where the notices were last drawn
        self.held: list[list] = []  # notices a dialog leaves no room for: waiting

    def notify(self, text: str) -> None:
        """Show `text` for NOTICE_SECONDS; one already on show is shown longer where it
        is, not again (a refused stock clicked five times says why once). With speech
        on, said aloud (each time: a press needs its answer)."""
        if self.wait():
            self.say(text)
        for notice in self.notices[-SHOWN_NOTICES:]:
            if notice[0] == text:
                notice[1] = NOTICE_SECONDS
                return
        self.notices = [n for n in self.notices if n[0] != text]
        self.notices.append([text, NOTICE_SECONDS])

    def withdraw(self, text: str) -> None:
        """Take `text` off the board: it is no longer true (a deck that was loading has
        loaded)."""
        self.notices = [n for n in self.notices if n[0] != text]
        self.held = [n for n in self.held if n[0] != text]

    def answer(self, intent: Intent) -> None:
        """The player acted: with speech on, the notices shown so far go (the action
        may bring its own)."""
        if not self.wait() or not isinstance(intent, (Action, PointerDown, TextInput)):
            return
        if not (isinstance(intent, Action) and intent.name in READING_ACTIONS):
            self.notices = []

    def count_down(self, dt: float) -> None:
        if self.wait():
            return
        for notice in self._counting(self.notices):
            notice[1] -= dt
        self.notices = [n for n in self.notices if n[1] > 0]

    def next_change(self) -> float | None:
        """Seconds until the next notice on show runs out (None: none is counting)."""
        if self.wait():
            return None
        return min((n[1] for n in self._counting(self.notices[-SHOWN_NOTICES:])),
                   default=None)

    def draw(self, screen: pygame.Surface) -> None:
        """The notices on show, over whatever the scenes drew on `screen`."""
        self.plates, self.held = [], []
        shown = self.notices[-SHOWN_NOTICES:]
        if shown:
            area, keep_clear, rather_clear, covers, words = self.room(screen.get_size())
            placed = draw_notices(screen, [text for text, _left in shown], area,
                                  notice_size(screen.get_height()), keep_clear,
                                  rather_clear, covers, words)
            self.plates = [plate for _notice, plate in placed]
            if covers:  # a notice that a dialog leaves no room for waits for it to close
                drawn = {notice for notice, _plate in placed}
                self.held = [n for k, n in enumerate(shown) if k not in drawn]

    def on_show(self, size: tuple[int, int]) -> tuple:
        """The notices on show and the room they are placed in on a screen of `size`
        (what places them)."""
        shown = tuple(text for text, _left in self.notices[-SHOWN_NOTICES:])
        if not shown:
            return ()
        area, keep_clear, rather_clear, covers, words = self.room(size)
        return (shown, tuple(area), *(tuple(tuple(r) for r in rects)
                                      for rects in (keep_clear, rather_clear, covers, words)))

    def _counting(self, notices: list[list]) -> list[list]:
        """The notices whose seconds run: all but those held (see draw)."""
        return [n for n in notices if all(n is not held for held in self.held)]

    def room(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[pygame.Rect],
                                                   list[pygame.Rect], list[pygame.Rect],
                                                   list[pygame.Rect]]:
        """Where notices go: the free area of the topmost scene on show that names one (the
        table's felt, under a dialog too; else the whole screen), what they should not hide
        there and what they would rather not (the table's cards, its empty places), the
        dialogs open over that scene, which they never hide, and the words there, which
        they hide last (its labels: a full table's notice lies over cards instead)."""
        covers = []
        for scene in reversed(self.stack.visible()):
            area = scene.notice_area(size)
            if area is not None:
                return (area, *scene.notice_obstacles(), covers, scene.notice_words())
            if (panel := scene.dialog_panel()) is not None:
                covers.append(panel)
        return pygame.Rect((0, 0), size), [], [], covers, []


__all__ = ["NOTICE_SECONDS", "SHOWN_NOTICES", "Noticeboard"]
