"""The scene protocol and the small stack the app keeps.

Each scene: `enter()`, `handle(intent)`, `update(dt)`, `draw(surface)`. A scene that is
not `opaque` (a dialog) lets the scene below it be drawn first.

The app draws only when something changed: after input, and when a scene says it will
change by itself — `next_change()` is 0 while something moves (every frame is drawn),
the seconds to its next timed change (a clock's next second, a caret's blink), or None
when it stays as it is until input comes. A scene that animates must say so here, or it
freezes between inputs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input.intents import Intent

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App


def soonest(times) -> float | None:
    """The smallest of some `next_change` answers, None (never) counting as infinity."""
    known = [t for t in times if t is not None]
    return max(0.0, min(known)) if known else None


class Scene:
    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""

    def after_frame(self) -> None:
        """Hook: a frame is on screen. Work a change put off so that the frame showing it
        came first (a table's save of a move) is done now; the app also calls this before
        it ends, however it ends."""

    def handle(self, intent: Intent) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object] | None:
        """A dialog over a table: the box it draws in over its dimmed backdrop, and how
        dim that is (what changes it redraws the whole screen); the table under it is then
        drawn only where it changed (game/scenes/table_drawing.py). None (the default):
        every frame draws the whole screen."""
        return None

    def next_change(self) -> float | None:
        """Seconds until this scene looks different with no input: 0 while it moves, None
        while it is still (the default)."""
        return None

    def notice_area(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the app's passing notices may go while this scene is on show: None (the
        default) leaves it to the scene below, or the whole screen; a scene with bars
        keeps them off its bars."""
        return None

    def notice_obstacles(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What passing notices should not hide in this scene's notice area (the table:
        its cards and labels; they lie over them only where nothing else is free), and
        what they would rather not (the table's empty places)."""
        return [], []

    def notice_words(self) -> list[pygame.Rect]:
        """The words in this scene's notice area (the table's labels, its buttons) that a
        notice with no free spot left covers cards rather than (empty: none)."""
        return []

    def dialog_panel(self) -> pygame.Rect | None:
        """The panel a dialog draws over the scenes below it, as laid out when last drawn
        (its `rect`, by the dialogs' common use): passing notices keep off it. None for a
        scene of the whole screen."""
        rect = None if self.opaque else getattr(self, "rect", None)
        return rect if isinstance(rect, pygame.Rect) else None

    def window_title(self) -> str | None:
        """What the window's title names while this scene is on show (a table: its game
        and deal); None (the default) leaves it to the scene below."""
        return None

    def language_changed(self) -> None:
        """The player chose another language. Texts are translated as drawn; a scene that
        keeps texts it laid out (widths, headers) lays them out again here."""

    def look_changed(self) -> None:
        """High contrast or the text scale changed: a layout kept for the window's size
        (`self.size`) was made for the old words' sizes and is made again."""
        if isinstance(getattr(self, "size", None), tuple):
            self.size = (0, 0)
        self.language_changed()

    def close(self) -> None:
        """Leave the stack, if this scene is on top of it (a press may come late)."""
        if self.app.stack.top is self:
            self.app.pop()


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def put_under(self, scene: Scene) -> None:
        """Place a scene at the bottom, below the one on show; it enters when it is
        uncovered."""
        self.scenes.insert(0, scene)
        if len(self.scenes) == 1:
            scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    def next_change(self) -> float | None:
        """The soonest change among the scenes on show (see Scene.next_change)."""
        return soonest(scene.next_change() for scene in self.visible())

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the last opaque one up."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        return self.scenes[start:]
