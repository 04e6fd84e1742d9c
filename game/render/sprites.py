"""Card sprites: views that know their card and ease towards a target position.

Moves never animate themselves: after each turn the table gives every card its new
target and the sprites glide there by `dt`. "Instant" speed snaps them at once, and input
is never blocked: a new target simply replaces the old one mid-flight.
"""

from __future__ import annotations

import math

from game.engine.cards import Card

SPEEDS = {"slow": 7.0, "normal": 14.0, "fast": 26.0, "instant": 0.0}  # ease rates per second
SNAP = 0.5  # px: closer than this counts as arrived


class CardSprite:
    __slots__ = ("card", "x", "y", "tx", "ty", "pile", "index")

    def __init__(self, card: Card, x: float, y: float, pile: int, index: int) -> None:
        self.card = card
        self.x, self.y = x, y
        self.tx, self.ty = x, y
        self.pile, self.index = pile, index

    @property
    def moving(self) -> bool:
        return abs(self.x - self.tx) > SNAP or abs(self.y - self.ty) > SNAP

    def retarget(self, x: float, y: float) -> None:
        self.tx, self.ty = x, y

    def snap(self) -> None:
        self.x, self.y = self.tx, self.ty

    def update(self, dt: float, rate: float) -> None:
        if rate <= 0:
            self.snap()
            return
        k = 1.0 - math.exp(-rate * dt)  # ease-out, independent of the frame rate
        self.x += (self.tx - self.x) * k
        self.y += (self.ty - self.y) * k
        if not self.moving:
            self.snap()


class SpriteBook:
    """One sprite per physical card (its face-up code: suit, rank and deck copy)."""

    def __init__(self) -> None:
        self.sprites: dict[int, CardSprite] = {}

    def sync(self, placements: list[tuple[Card, float, float, int, int]],
             origin: tuple[float, float] | None = None, animate: bool = True) -> None:
        """Give each card its place; new cards start at `origin` (e.g. the stock)."""
        seen = set()
        for card, x, y, pile, index in placements:
            key = int(card.face_up())
            seen.add(key)
            sprite = self.sprites.get(key)
            if sprite is None:
                start = origin if (origin and animate) else (x, y)
                sprite = self.sprites[key] = CardSprite(card, *start, pile, index)
            sprite.card, sprite.pile, sprite.index = card, pile, index
            sprite.retarget(x, y)
            if not animate:
                sprite.snap()
        for key in set(self.sprites) - seen:
            del self.sprites[key]

    def update(self, dt: float, rate: float) -> None:
        for sprite in self.sprites.values():
            if sprite.moving:
                sprite.update(dt, rate)

    def in_flight(self) -> int:
        return sum(1 for s in self.sprites.values() if s.moving)

    def finish(self) -> None:
        for sprite in self.sprites.values():
            sprite.snap()
