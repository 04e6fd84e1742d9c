"""The fortune mode's look, shared by its scenes: the violet cloth, the night-blue
panels, the answer's colours, an ornate frame and titles wrapped to a width."""

from __future__ import annotations

import pygame

from game.engine.cards import HEARTS
from game.render.felt import felt
from game.render.text import wrap, wrap_words
from game.render.widgets import EDGE, fit_text, panel, suit_pip

VELVET = (46, 38, 84)          # the fortune scenes' cloth: a deep violet, not the green table
NIGHT = (22, 18, 40)           # panels on the velvet
CREAM = (246, 236, 210)
ANSWER_COLOURS = {"yes": (250, 226, 150), "yes_but": (236, 210, 150),
                  "not_yet": (214, 206, 190), "no": (196, 196, 206)}


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
    return wrap_words(words.split(), f, width)


def wrap_at_most(words: str, size: int, width: int, most: int) -> list[str]:
    """Lines of the text font no wider than `width`, `most` of them at the most (the last
    cut with an ellipsis only if even that many are not enough)."""
    lines = wrap(words, size, width)
    if len(lines) > most:
        lines = lines[:most - 1] + [fit_text(" ".join(lines[most - 1:]), size, width)]
    return lines
