"""Our card backs: five patterns, each drawn by code at any size in a deck's colour.

Every back has the same frame (thin edge, paper margin, a field in the deck colour) so
they sit alike on the table; the pattern inside the field is what the player chooses.
The second pack of a two-pack game gets the next colour of the same pattern.

    draw_back("lattice", 120, 168, deck=0)
"""

from __future__ import annotations

import math

import pygame

from game.i18n import N_
from game.render import card_figures as figures

Colour = tuple[int, int, int]
EDGE: Colour = (120, 120, 128)
PAPER: Colour = (253, 252, 247)
BACK_COLOURS: tuple[Colour, ...] = ((128, 22, 30), (22, 52, 112), (22, 92, 52), (84, 36, 102))

# id → the name a player sees (ids are saved in settings.toml: never rename one)
BACKS: dict[str, str] = {
    "lattice": N_("Trellis and rosette"),
    "stripes": N_("Diagonal stripes"),
    "tartan": N_("Tartan"),
    "stars": N_("Starry night"),
    "waves": N_("Waves"),
}
DEFAULT_BACK = "lattice"


def lighter(c: Colour, percent: int) -> Colour:
    return tuple(min(255, v + (255 - v) * percent // 100) for v in c)  # type: ignore[return-value]


def darker(c: Colour, percent: int) -> Colour:
    return tuple(v * (100 - percent) // 100 for v in c)  # type: ignore[return-value]


def back_colour(deck: int) -> Colour:
    return BACK_COLOURS[deck % len(BACK_COLOURS)]


def draw_back(pattern: str, w: int, h: int, deck: int = 0) -> pygame.Surface:
    """The back `pattern` (an id of BACKS; unknown ids draw the default) at w×h."""
    base = back_colour(deck)
    if pattern not in BACKS or pattern == "lattice":
        return figures.draw_back(w, h, base, EDGE, PAPER)
    edge = max(1.0, min(w, h) / 150)
    border = max(2.0, w * 0.055)
    surface = figures.rounded_panel((w, h), 0.075, [(0, EDGE), (edge, PAPER), (border, base)])
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * round(border), -2 * round(border))
    if inner.w < 2 or inner.h < 2:
        return surface
    ss = 3 if max(inner.size) < 400 else 2
    art = pygame.Surface((inner.w * ss, inner.h * ss), pygame.SRCALPHA)
    art.fill((*base, 255))
    PATTERNS[pattern](art, base, ss)
    art = pygame.transform.smoothscale(art, inner.size)
    # keep the pattern inside the rounded inner corners
    mask = figures.rounded_panel(inner.size, 0.06, [(0, (255, 255, 255))], ss=2)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(art, inner)
    return surface


def _stripes(art: pygame.Surface, base: Colour, ss: int) -> None:
    """Broad diagonal bands with a fine light line between them, and a centre oval."""
    w, h = art.get_size()
    step = max(6, w * 0.11)
    light, dark = lighter(base, 30), darker(base, 22)
    n = int((w + h) / step) + 2
    for i in range(-n, n):
        x = i * step
        band = [(x, 0), (x + step / 2, 0), (x + step / 2 + h, h), (x + h, h)]
        pygame.draw.polygon(art, dark, band)
        pygame.draw.line(art, light, (x, 0), (x + h, h), max(1, ss))
    oval = pygame.Rect(0, 0, round(w * 0.56), round(h * 0.34))
    oval.center = (w // 2, h // 2)
    pygame.draw.ellipse(art, lighter(base, 55), oval)
    pygame.draw.ellipse(art, base, oval.inflate(-2 * max(2, ss * 2), -2 * max(2, ss * 2)))
    pygame.draw.ellipse(art, lighter(base, 55), oval.inflate(-w * 0.12, -w * 0.12), max(1, ss))


def _tartan(art: pygame.Surface, base: Colour, ss: int) -> None:
    """Crossing translucent bands of two widths: a simple sett."""
    w, h = art.get_size()
    step = max(8, w * 0.24)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    dark, light = (*darker(base, 45), 120), (*lighter(base, 50), 90)
    for k in range(int(max(w, h) / step) + 2):
        c = k * step + step / 4
        for colour, width in ((dark, step * 0.36), (light, max(ss, step * 0.06))):
            pygame.draw.rect(layer, colour, (c - width / 2, 0, width, h))
            pygame.draw.rect(layer, colour, (0, c - width / 2, w, width))
    art.blit(layer, (0, 0))
    thread = lighter(base, 70)
    for k in range(int(max(w, h) / step) + 2):
        c = k * step + step * 0.75
        pygame.draw.line(art, thread, (c, 0), (c, h), max(1, ss // 2))
        pygame.draw.line(art, thread, (0, c), (w, c), max(1, ss // 2))


def _stars(art: pygame.Surface, base: Colour, ss: int) -> None:
    """A night sky: dark field, five-pointed stars on a staggered grid, a moon."""
    w, h = art.get_size()
    art.fill((*darker(base, 35), 255))
    step = max(8, w * 0.2)
    gold = lighter(figures.GOLD, 10)
    row = 0
    y = step / 2
    while y < h + step:
        x = step / 2 + (row % 2) * step / 2
        while x < w + step:
            size = step * (0.42 if (row + round(x / step)) % 3 else 0.28)
            pygame.draw.polygon(art, gold, _star_points(x, y, size / 2))
            x += step
        y += step * 0.75
        row += 1
    r = round(min(w, h) * 0.16)
    centre = (w // 2, h // 2)
    pygame.draw.circle(art, darker(base, 35), centre, round(r * 1.5))
    pygame.draw.circle(art, (246, 236, 200), centre, r)
    pygame.draw.circle(art, darker(base, 35), (centre[0] + r * 0.45, centre[1] - r * 0.2), r)


def _star_points(cx: float, cy: float, r: float, points: int = 5):
    return [(cx + (r if i % 2 == 0 else r * 0.42) * math.cos(-math.pi / 2 + i * math.pi / points),
             cy + (r if i % 2 == 0 else r * 0.42) * math.sin(-math.pi / 2 + i * math.pi / points))
            for i in range(points * 2)]


def _waves(art: pygame.Surface, base: Colour, ss: int) -> None:
    """Rows of scallops (the Japanese seigaiha), each of three nested arcs."""
    w, h = art.get_size()
    r = max(6.0, w * 0.12)
    light, mid = lighter(base, 45), lighter(base, 18)
    line = max(1, round(ss * 0.9))
    row, y = 0, -r
    while y < h + r:
        x0 = -r if row % 2 == 0 else 0.0
        x = x0
        while x < w + 2 * r:
            for k, colour in enumerate((light, mid, light)):
                radius = r * (1 - k * 0.3)
                pygame.draw.circle(art, base if k else darker(base, 10), (x, y), radius)
                pygame.draw.circle(art, colour, (x, y), radius, line)
            x += 2 * r
        y += r / 2
        row += 1


PATTERNS = {"stripes": _stripes, "tartan": _tartan, "stars": _stars, "waves": _waves}
