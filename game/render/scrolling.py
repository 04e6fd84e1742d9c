"""Scrolling content taller than its view: wheel, keys and a draggable thumb."""

from __future__ import annotations

import pygame

from game.input.intents import Intent, PointerDown, PointerMove, PointerUp


def draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, thumb: pygame.Rect) -> None:
    radius = track.width // 2
    pygame.draw.rect(surface, (6, 22, 14), track, border_radius=radius)
    pygame.draw.rect(surface, (196, 168, 98), thumb, border_radius=radius)


class Scroller:
    """Vertical scrolling of content taller than its view: wheel, keys, a draggable thumb.

    `offset` eases towards `target`, so wheel and keyboard scrolling glide.
    """

    def __init__(self) -> None:
        self.view = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.content = 0
        self.offset = 0.0
        self.target = 0.0
        self.grab: float | None = None  # pointer y within the thumb while dragging it

    def configure(self, view: pygame.Rect, track: pygame.Rect, content: int) -> None:
        self.view, self.track, self.content = pygame.Rect(view), pygame.Rect(track), content
        self.target = self._clamp(self.target)
        self.offset = self._clamp(self.offset)

    @property
    def limit(self) -> float:
        return float(max(0, self.content - self.view.height))

    def _clamp(self, value: float) -> float:
        return max(0.0, min(self.limit, value))

    def scroll_by(self, dy: float) -> None:
        self.target = self._clamp(self.target + dy)

    def reveal(self, top: float, bottom: float) -> None:
        """Scroll just enough that content from `top` to `bottom` is in view."""
        if top < self.target:
            self.target = top
        elif bottom > self.target + self.view.height:
            self.target = bottom - self.view.height
        self.target = self._clamp(self.target)

    def thumb(self) -> pygame.Rect | None:
        if self.content <= self.view.height or self.track.height <= 0:
            return None
        h = max(self.track.width * 2, round(self.track.height * self.view.height / self.content))
        y = self.track.y + round((self.track.height - h) * self.offset / max(1.0, self.limit))
        return pygame.Rect(self.track.x, y, self.track.width, h)

    def pointer(self, intent: Intent) -> bool:
        """Thumb dragging and track paging; True if the intent was the scrollbar's."""
        thumb = self.thumb()
        if isinstance(intent, PointerUp):
            was, self.grab = self.grab, None
            return was is not None
        if isinstance(intent, PointerMove):
            if self.grab is None or thumb is None:
                return False
            travel = self.track.height - thumb.height
            frac = (intent.pos[1] - self.grab - self.track.y) / max(1, travel)
            self.target = self.offset = self._clamp(frac * self.limit)
            return True
        if isinstance(intent, PointerDown) and intent.button == 1 and thumb is not None \
                and self.track.inflate(self.track.width, 0).collidepoint(intent.pos):
            if thumb.collidepoint(intent.pos[0], intent.pos[1]) or \
                    thumb.inflate(self.track.width, 0).collidepoint(intent.pos):
                self.grab = intent.pos[1] - thumb.y
            else:
                self.scroll_by(self.view.height * (1 if intent.pos[1] > thumb.y else -1))
            return True
        return False

    @property
    def moving(self) -> bool:
        return self.offset != self.target

    def update(self, dt: float) -> None:
        self.offset += (self.target - self.offset) * min(1.0, dt * 14)
        if abs(self.target - self.offset) < 0.5:
            self.offset = self.target

    def draw(self, surface: pygame.Surface) -> None:
        thumb = self.thumb()
        if thumb is not None:
            draw_scrollbar(surface, self.track, thumb)
