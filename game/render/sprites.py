"""Card sprites: views that know their card and glide towards a target position.

Moves never animate themselves: after each turn the table gives every card its new
target and the sprites glide there by `dt`. A choreography (render/choreography.py) may
add a start delay, waypoints (gather, riffle) and a flip to make a turn read well.
"Instant" speed snaps everything at once, and input is never blocked: a new target
replaces the old one mid-flight, dropping any waypoints left.
"""

from __future__ import annotations

import math

from game.engine.cards import Card

# Ease rates per second for the speed setting; 0 = instant.
SPEEDS = {"slow": 7.0, "normal": 14.0, "fast": 26.0, "instant": 0.0}
SNAP = 0.5           # px: closer than this counts as arrived
FLIP_SECONDS = 0.16  # a card turning over, at normal speed


def tempo(rate: float) -> float:
    """How much faster than normal the animations run (0 for instant)."""
    return rate / SPEEDS["normal"] if rate > 0 else 0.0


class CardSprite:
    __slots__ = ("card", "x", "y", "tx", "ty", "pile", "index", "delay", "waypoints",
                 "flip", "flip_from", "flip_delay")

    def __init__(self, card: Card, x: float, y: float, pile: int, index: int) -> None:
        self.card = card
        self.x, self.y = x, y
        self.tx, self.ty = x, y
        self.pile, self.index = pile, index
        self.delay = 0.0                                   # seconds before it sets off
        self.waypoints: list[tuple[float, float, float]] = []  # (x, y, hold seconds)
        self.flip = 1.0                                    # 0 → 1 while turning over
        self.flip_from: Card | None = None                 # the face shown before
        self.flip_delay = 0.0

    @property
    def moving(self) -> bool:
        return (self.delay > 0 or bool(self.waypoints) or self.flip < 1.0
                or self.x != self.tx or self.y != self.ty)  # glides end exactly on target

    @property
    def shown(self) -> Card:
        """The face to draw now: the old one during the first half of a flip."""
        if self.flip < 0.5 and self.flip_from is not None:
            return self.flip_from
        return self.card

    @property
    def squeeze(self) -> float:
        """Horizontal scale of the card while it turns over (1 when flat)."""
        return abs(1.0 - 2.0 * self.flip) if self.flip < 1.0 else 1.0

    def retarget(self, x: float, y: float) -> None:
        self.tx, self.ty = x, y

    def start_flip(self, previous: Card, delay: float = 0.0) -> None:
        self.flip, self.flip_from, self.flip_delay = 0.0, previous, delay

    def snap(self) -> None:
        self.x, self.y = self.tx, self.ty
        self.delay = 0.0
        self.waypoints.clear()
        self.flip, self.flip_from = 1.0, None

    def update(self, dt: float, rate: float) -> None:
        if rate <= 0:
            self.snap()
            return
        if self.flip < 1.0:
            self._turn(dt, rate)
        if self.delay > 0:
            self.delay -= dt
            return
        if self.waypoints:
            wx, wy, hold = self.waypoints[0]
            if self._glide(wx, wy, dt, rate):
                hold -= dt
                self.waypoints[0] = (wx, wy, hold)
                if hold <= 0:
                    self.waypoints.pop(0)
            return
        self._glide(self.tx, self.ty, dt, rate)

    def _turn(self, dt: float, rate: float) -> None:
        if self.flip_delay > 0:
            self.flip_delay -= dt
            return
        self.flip = min(1.0, self.flip + dt * tempo(rate) / FLIP_SECONDS)
        if self.flip >= 1.0:
            self.flip_from = None

    def _glide(self, x: float, y: float, dt: float, rate: float) -> bool:
        """Ease towards (x, y); True once there."""
        k = 1.0 - math.exp(-rate * dt)  # ease-out, independent of the frame rate
        self.x += (x - self.x) * k
        self.y += (y - self.y) * k
        if abs(self.x - x) <= SNAP and abs(self.y - y) <= SNAP:
            self.x, self.y = x, y
            return True
        return False


class SpriteBook:
    """One sprite per physical card (its face-up code: suit, rank and deck copy)."""

    def __init__(self) -> None:
        self.sprites: dict[int, CardSprite] = {}

    def get(self, card: Card) -> CardSprite | None:
        return self.sprites.get(int(card.face_up()))

    def sync(self, placements: list[tuple[Card, float, float, int, int]],
             origin: tuple[float, float] | None = None, animate: bool = True) -> None:
        """Give each card its place; new cards start at `origin` (e.g. the stock). A card
        that turned over since the last sync starts a flip."""
        seen = set()
        for card, x, y, pile, index in placements:
            key = int(card.face_up())
            seen.add(key)
            sprite = self.sprites.get(key)
            if sprite is None:
                start = origin if (origin and animate) else (x, y)
                sprite = self.sprites[key] = CardSprite(card, *start, pile, index)
            elif animate and sprite.card.is_face_up != card.is_face_up:
                sprite.start_flip(sprite.card)
            sprite.card, sprite.pile, sprite.index = card, pile, index
            sprite.waypoints.clear()  # a new target wins over an old choreography
            sprite.delay = 0.0
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
