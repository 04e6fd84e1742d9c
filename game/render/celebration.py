"""The win: the foundation cards leap off one after another and fall in arcs across the
felt, bouncing on the table's edge, under a banner in the player's language (on a dark
plate, outlined, so it reads over white cards as well as over the felt). Any input skips
it; the results come after it. Pure view: it never touches the game state.
"""

from __future__ import annotations

import math

import pygame

from game.engine.deal import Rng
from game.i18n import N_, _

from .widgets import EDGE, gilded, title_font

GRAVITY = 2.2        # screen heights per second²
BOUNCE = 0.72        # energy kept at each bounce
LAUNCH_GAP = 0.07    # seconds between two cards leaving, at normal speed
LONGEST = 9.0        # seconds, whatever happens

# The banner follows the player's language: German says "Aufgegangen!", French "Réussie !".
BANNER = N_("Well played!")
# A win "Play for me" or hints helped to is not the player's: the banner says so.
ASSISTED_BANNER = N_("Solved with help")
PLATE = (8, 28, 18, 230)   # the banner's backing: the bars' dark green, nearly opaque
OUTLINE = (8, 20, 14)


def banner_plate(text: str, size: int) -> pygame.Surface:
    """The banner: gilded letters with a dark outline on a dark plate with a gold edge."""
    letters = gilded(text, size)
    ring = max(2, size // 18)
    outline = title_font(size).render(text, True, OUTLINE)
    pad_x, pad_y = size * 2 // 3, size // 4
    plate = pygame.Surface((letters.get_width() + 2 * (pad_x + ring),
                            letters.get_height() + 2 * (pad_y + ring)), pygame.SRCALPHA)
    radius = size // 3
    pygame.draw.rect(plate, PLATE, plate.get_rect(), border_radius=radius)
    pygame.draw.rect(plate, EDGE, plate.get_rect(), max(2, size // 24), border_radius=radius)
    x, y = pad_x + ring, pad_y + ring
    for step in range(16):
        angle = step * math.tau / 16
        plate.blit(outline, (x + round(ring * math.cos(angle)), y + round(ring * math.sin(angle))))
    plate.blit(letters, (x, y))
    return plate


class FlyingCard:
    __slots__ = ("image", "x", "y", "vx", "vy", "wait")

    def __init__(self, image: pygame.Surface, x: float, y: float, vx: float, vy: float,
                 wait: float) -> None:
        self.image, self.x, self.y, self.vx, self.vy, self.wait = image, x, y, vx, vy, wait


class Celebration:
    def __init__(self, cards: list[tuple[pygame.Surface, float, float]],
                 size: tuple[int, int], assisted: bool = False, speed: float = 1.0,
                 seed: int = 1) -> None:
        """`cards`: image and top-left of each card to launch, in launch order;
        `assisted`: hints or "Play for me" helped to this win."""
        self.width, self.height = size
        self.speed = max(speed, 0.25)
        self.time = 0.0
        self.banner = _(ASSISTED_BANNER if assisted else BANNER)
        self._plate: pygame.Surface | None = None   # made on the first frame drawn
        self.banner_rect: pygame.Rect | None = None
        rng = Rng(seed)
        self.cards = []
        for i, (image, x, y) in enumerate(cards):
            direction = -1 if rng.below(2) else 1
            vx = direction * (0.12 + rng.below(1000) / 1000 * 0.35) * self.width
            vy = -(0.2 + rng.below(1000) / 1000 * 0.6) * self.height
            self.cards.append(FlyingCard(image, x, y, vx, vy, i * LAUNCH_GAP / self.speed))

    @classmethod
    def of_table(cls, view, state, foundations: list[int], size: tuple[int, int],
                 assisted: bool, speed: float, seed: int) -> Celebration:
        """The cards of the foundations (or of every pile), top cards first, taking the
        piles in turn so they leave one after another from all sides."""
        piles = foundations or range(len(state.piles))
        cards = []
        for pile in piles:
            for index in range(len(state.piles[pile]) - 1, -1, -1):
                x, y = view.positions[pile][index]
                cards.append((view.card_image(state.piles[pile][index]), x, y))
        order = sorted(range(len(cards)), key=lambda i: -i % max(1, len(piles)))
        return cls([cards[i] for i in order], size, assisted, speed, seed)

    @property
    def done(self) -> bool:
        return self.time > LONGEST or all(c.x < -c.image.get_width() or c.x > self.width
                                          for c in self.cards)

    def update(self, dt: float) -> None:
        dt *= self.speed
        self.time += dt
        floor = self.height
        for c in self.cards:
            if c.wait > 0:
                c.wait -= dt
                continue
            c.vy += GRAVITY * self.height * dt
            c.x += c.vx * dt
            c.y += c.vy * dt
            bottom = c.y + c.image.get_height()
            if bottom > floor and c.vy > 0:
                c.y = floor - c.image.get_height()
                c.vy = -c.vy * BOUNCE

    def draw(self, surface: pygame.Surface) -> None:
        for c in self.cards:
            surface.blit(c.image, (round(c.x), round(c.y)))
        fade = min(1.0, self.time / 0.6)
        if self._plate is None:
            self._plate = banner_plate(self.banner, max(28, self.height // 10))
        y = self.height * 0.38 - (1 - fade) * 20
        wobble = math.sin(self.time * 2.0) * 3
        self._plate.set_alpha(round(255 * fade))
        self.banner_rect = self._plate.get_rect(center=(round(self.width / 2),
                                                        round(y + wobble)))
        surface.blit(self._plate, self.banner_rect)
