"""pygame events become intents. The one place that reads raw device events."""

from __future__ import annotations

import pygame

from .bindings import normalise_chord
from .intents import (
    Action,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    QuitRequest,
    Resize,
    Scroll,
    TextInput,
)

DOUBLE_CLICK_MS = 400
DOUBLE_CLICK_PX = 6


def chord_of(event: pygame.event.Event) -> str:
    mods = []
    if event.mod & pygame.KMOD_CTRL:
        mods.append("ctrl")
    if event.mod & pygame.KMOD_SHIFT:
        mods.append("shift")
    if event.mod & pygame.KMOD_ALT:
        mods.append("alt")
    return normalise_chord("+".join(mods + [pygame.key.name(event.key)]))


class EventMapper:
    def __init__(self, chords: dict[str, str]) -> None:
        self.chords = chords
        self._last_click: tuple[int, tuple[int, int]] | None = None

    def translate(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.QUIT:
            return [QuitRequest()]
        if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            return [PointerDown(event.pos, event.button, self._clicks(event))]
        if kind == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            return [PointerUp(event.pos, event.button)]
        if kind == pygame.MOUSEMOTION:
            return [PointerMove(event.pos, tuple(bool(b) for b in event.buttons))]
        if kind == pygame.MOUSEWHEEL:
            return [Scroll(pygame.mouse.get_pos(), event.y)]
        if kind == pygame.KEYDOWN:
            action = self.chords.get(chord_of(event))
            return [Action(action)] if action else []
        if kind == pygame.TEXTINPUT:
            return [TextInput(event.text)]
        if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = (event.w, event.h) if kind == pygame.VIDEORESIZE else (event.x, event.y)
            return [Resize(size)]
        return []

    def _clicks(self, event: pygame.event.Event) -> int:
        now = pygame.time.get_ticks()
        last = self._last_click
        self._last_click = (now, event.pos)
        if event.button == 1 and last and now - last[0] <= DOUBLE_CLICK_MS and \
                abs(last[1][0] - event.pos[0]) + abs(last[1][1] - event.pos[1]) <= DOUBLE_CLICK_PX:
            self._last_click = None
            return 2
        return 1
