"""A theme's card with an index in the top-right corner too.

A covered card of a fan opening to the left shows only its right edge; a theme printing
its index in the top-left corner only (most do) would show nothing there to read. So the
card gets our own index (rank over suit) upright in its top-right corner, on a patch of
the card's own paper, as four-index packs print it.
"""

from __future__ import annotations

import pygame

# Points of the card (fractions) along its margins: most show bare paper, whatever the
# theme draws (a frame line or a court's picture may cross a few).
PAPER_AT = ((0.05, 0.5), (0.95, 0.5), (0.05, 0.35), (0.95, 0.65), (0.5, 0.03), (0.5, 0.97),
            (0.06, 0.62), (0.94, 0.38), (0.3, 0.04), (0.7, 0.96))


LIGHT = 540  # summed RGB: paper is light (a court's picture may fill the margins)


def paper_colour(face: pygame.Surface) -> pygame.Color:
    """The light colour most of the margin points show (else the lightest seen)."""
    w, h = face.get_size()
    seen = [tuple(face.get_at((min(w - 1, round(w * x)), min(h - 1, round(h * y)))))
            for x, y in PAPER_AT]
    light = [c for c in seen if sum(c[:3]) >= LIGHT and c[3] > 128]
    if not light:
        return pygame.Color(max(seen, key=lambda c: sum(c[:3])))
    return pygame.Color(max(light, key=light.count))


def with_right_index(face: pygame.Surface, corner: pygame.Surface) -> pygame.Surface:
    """`face` with `corner` (a top-left index drawn on nothing, as CardArt.corner_index)
    in its top-right corner, on the face's paper."""
    w, h = face.get_size()
    card = face.copy()
    place = corner.get_rect(topright=(w, 0))
    ink = corner.get_bounding_rect().move(place.topleft)
    paper = paper_colour(face)
    patch = ink.inflate(max(2, w // 30), max(2, w // 30)).clip(card.get_rect())
    pygame.draw.rect(card, paper, patch, border_radius=max(1, w // 40))
    card.blit(corner, place)
    return card
