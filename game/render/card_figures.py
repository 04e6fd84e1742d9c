"""The drawn pictures on cards: court figures, the joker's jester hat, back patterns.

Figures are designed in a small coordinate box and drawn by a `Pen` that scales them
onto a supersampled surface; `card_art` smoothscales the result down to the card.
"""

from __future__ import annotations

import math

import pygame

GOLD = (222, 170, 40)
GOLD_DARK = (160, 112, 20)
INK = (44, 32, 30)
SKIN = (248, 218, 188)
PANEL = (251, 247, 236)
WHITE = (255, 255, 255)
SILVER = (196, 202, 214)
LEAF = (40, 120, 60)
HAIR = {13: (236, 232, 224), 12: (170, 92, 40), 11: (112, 70, 36)}
SS = 3  # supersampling factor for figures

# The court figure's half-panel design box: 100 wide, 112 tall; y=112 is the card's centre.
BOX_W, BOX_H = 100, 112
HEAD_ZOOM, NO_ZOOM = (50.0, 70.0, 1.14), (0.0, 0.0, 1.0)


def bezier(p0, p1, p2, steps: int = 10) -> list[tuple[float, float]]:
    """Points along a quadratic Bézier curve, both ends included."""
    return [((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
             (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1])
            for t in (i / steps for i in range(steps + 1))]


def rounded_panel(size: tuple[int, int], radius_frac: float, layers, ss: int = 4):
    """A SRCALPHA surface of nested rounded rectangles, anti-aliased by supersampling.

    `layers` is a list of (inset_px, colour) at the final scale, outermost first.
    """
    w, h = size
    if max(w, h) * ss > 1800:  # big cards need less supersampling (powers of 2 stay exact)
        ss = 2
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*layers[0][1][:3], 0))
    radius = radius_frac * min(w, h)
    for inset, colour in layers:
        r = pygame.Rect(0, 0, w * ss, h * ss).inflate(-2 * inset * ss, -2 * inset * ss)
        pygame.draw.rect(big, colour, r, border_radius=max(1, round((radius - inset) * ss)))
    return pygame.transform.smoothscale(big, size)


class Pen:
    """Draws design-box coordinates onto a surface, scaled and anchored at the bottom."""

    def __init__(self, surface: pygame.Surface, box_w: float = BOX_W, box_h: float = BOX_H):
        self.surface = surface
        w, h = surface.get_size()
        self.k = min(w / box_w, h / box_h)
        self.ox = (w - box_w * self.k) / 2
        self.oy = h - box_h * self.k
        self.line = max(1, round(0.9 * self.k))
        self.zoom = (0.0, 0.0, 1.0)  # (cx, cy, factor): enlarge a group about a point

    def p(self, x: float, y: float) -> tuple[float, float]:
        cx, cy, f = self.zoom
        x, y = cx + (x - cx) * f, cy + (y - cy) * f
        return (self.ox + x * self.k, self.oy + y * self.k)

    def s(self, length: float) -> float:
        return length * self.k * self.zoom[2]

    def poly(self, points, fill, outline: bool = True) -> None:
        pts = [self.p(x, y) for x, y in points]
        pygame.draw.polygon(self.surface, fill, pts)
        if outline:
            pygame.draw.polygon(self.surface, INK, pts, self.line)

    def circle(self, x: float, y: float, r: float, fill, outline: bool = True) -> None:
        centre, radius = self.p(x, y), self.s(r)
        pygame.draw.circle(self.surface, fill, centre, radius)
        if outline:
            pygame.draw.circle(self.surface, INK, centre, radius, self.line)

    def ellipse(self, x: float, y: float, w: float, h: float, fill, outline=True) -> None:
        rect = pygame.Rect(*self.p(x, y), self.s(w), self.s(h))
        pygame.draw.ellipse(self.surface, fill, rect)
        if outline:
            pygame.draw.ellipse(self.surface, INK, rect, self.line)

    def line_(self, a, b, width: float, colour=INK) -> None:
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b),
                         max(1, round(self.s(width))))

    def stick(self, a, b, width: float, fill) -> None:
        """A shaft with an ink outline."""
        self.line_(a, b, width + 1.6, INK)
        self.line_(a, b, width, fill)


def _mirror(points):
    return [(BOX_W - x, y) for x, y in reversed(points)]


def _face(pen: Pen, lips=(190, 40, 50), lashes: bool = False) -> None:
    pen.ellipse(38, 36, 24, 28, SKIN)
    for x in (45, 55):
        pen.ellipse(x - 2, 47, 4, 2.6, WHITE, outline=False)
        pen.circle(x, 48.3, 1.2, INK, outline=False)
        if lashes:
            pen.line_((x - 2.5, 46.5), (x + 2.5, 46.5), 0.8)
    pen.line_((50, 50), (48.6, 55), 0.7)
    pen.line_((48.6, 55), (51, 55), 0.7)
    pen.poly([(46.5, 58.5), (50, 57.6), (53.5, 58.5), (50, 60.2)], lips, outline=False)


def _body(pen: Pen, primary, secondary) -> None:
    robe = [(6, 112), (9, 93), (20, 81), (38, 74), (62, 74), (80, 81), (91, 93), (94, 112)]
    pen.poly(robe, primary)
    side = [(9, 93), (20, 81), (25, 79), (16, 112), (6, 112)]
    pen.poly(side, secondary)
    pen.poly(_mirror(side), secondary)
    pen.poly([(44, 76), (56, 76), (60, 112), (40, 112)], GOLD)
    for y in (86, 96, 106):
        pen.circle(50, y, 2.2, secondary)
    for x, y in ((28, 96), (72, 96), (31, 106), (69, 106)):
        pen.circle(x, y, 1.6, GOLD, outline=False)
    pen.poly([(45, 60), (55, 60), (56, 76), (44, 76)], SKIN)


def _king(pen: Pen, primary, secondary) -> None:
    hair = HAIR[13]
    pen.zoom = HEAD_ZOOM
    pen.poly([(36, 42), (64, 42), (67, 66), (60, 72), (40, 72), (33, 66)], hair)
    pen.zoom = NO_ZOOM
    _body(pen, primary, secondary)
    collar = [(20, 81), (38, 74), (62, 74), (80, 81), (68, 88), (50, 91), (32, 88)]
    pen.poly(collar, WHITE)
    for x, y in ((28, 82), (40, 84), (50, 87), (60, 84), (72, 82)):
        pen.poly([(x, y - 1.8), (x + 1.4, y + 1.6), (x - 1.4, y + 1.6)], INK, outline=False)
    pen.zoom = HEAD_ZOOM
    _face(pen)
    beard = [(38, 52), (40, 64), (45, 71), (50, 74), (55, 71), (60, 64), (62, 52), (57, 59),
             (50, 61.5), (43, 59)]
    pen.poly(beard, hair)
    pen.poly([(43.5, 58.8), (50, 56.2), (56.5, 58.8), (50, 59.4)], hair)
    pen.poly([(37, 38), (35, 19), (42, 27), (50, 15), (58, 27), (65, 19), (63, 38)], GOLD)
    pen.poly([(37, 31), (63, 31), (63, 38), (37, 38)], GOLD_DARK)
    pen.circle(50, 34.5, 2.3, secondary)
    for x in (42.5, 57.5):
        pen.circle(x, 34.5, 1.7, primary)
    for x, y in ((35, 19), (50, 15), (65, 19)):
        pen.circle(x, y, 2, GOLD)
    pen.zoom = NO_ZOOM
    # sceptre held in the right hand
    pen.stick((83, 112), (83, 30), 2.6, GOLD)
    pen.circle(83, 25, 5, GOLD)
    pen.stick((83, 20), (83, 11), 1.8, GOLD)
    pen.stick((79.5, 15), (86.5, 15), 1.8, GOLD)
    pen.circle(83, 86, 4.4, SKIN)


def _queen(pen: Pen, primary, secondary) -> None:
    hair = HAIR[12]
    pen.zoom = HEAD_ZOOM
    pen.poly([(36, 44), (39, 34), (50, 30), (61, 34), (64, 44), (69, 72), (62, 80), (38, 80),
              (31, 72)], hair)
    pen.zoom = NO_ZOOM
    _body(pen, primary, secondary)
    lace = [(24, 80), (38, 74), (62, 74), (76, 80), (62, 84), (50, 86), (38, 84)]
    pen.poly(lace, WHITE)
    for i in range(7):
        t = i / 6
        pen.circle(40 + 20 * t, 79 + 4 * math.sin(math.pi * t), 1.5, GOLD)
    pen.zoom = HEAD_ZOOM
    _face(pen, lashes=True)
    pen.poly([(38, 36), (62, 36), (60, 42), (50, 39), (40, 42)], hair, outline=False)
    pen.poly([(39, 37), (38, 25), (44, 30), (50, 21), (56, 30), (62, 25), (61, 37)], GOLD)
    pen.circle(50, 33, 2.2, secondary)
    for x, y in ((38, 25), (50, 21), (62, 25)):
        pen.circle(x, y, 1.7, WHITE)
    pen.zoom = NO_ZOOM
    # a flower held in the left hand
    pen.stick((20, 104), (20, 52), 1.4, LEAF)
    pen.poly([(20, 76), (10, 68), (14, 78)], LEAF)
    pen.poly([(20, 66), (29, 60), (25, 70)], LEAF)
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        pen.circle(20 + 4.6 * math.cos(a), 46 + 4.6 * math.sin(a), 3.6, secondary)
    pen.circle(20, 46, 2.6, GOLD)
    pen.circle(20, 90, 4.4, SKIN)


def _jack(pen: Pen, primary, secondary) -> None:
    hair = HAIR[11]
    pen.zoom = HEAD_ZOOM
    pen.poly([(36, 46), (39, 36), (61, 36), (64, 46), (65, 62), (60, 58), (40, 58),
              (35, 62)], hair)
    pen.zoom = NO_ZOOM
    _body(pen, primary, secondary)
    collar = [(22, 80), (38, 74), (62, 74), (78, 80), (62, 83), (50, 88), (38, 83)]
    pen.poly(collar, secondary)
    for x in (40, 50, 60):
        pen.circle(x, 81 if x != 50 else 84, 1.5, GOLD)
    pen.zoom = HEAD_ZOOM
    _face(pen, lips=(175, 60, 60))
    for x in (36, 64):
        pen.circle(x, 59, 4, hair)
    # beret with a feather
    pen.poly([(58, 32), (66, 18), (80, 9), (76, 18), (64, 31)], WHITE)
    pen.line_((60, 31), (78, 11), 0.6)
    pen.ellipse(29, 25, 42, 14, secondary)
    pen.poly([(37, 33), (63, 33), (63, 39), (37, 39)], GOLD)
    pen.circle(50, 36, 1.6, primary)
    pen.zoom = NO_ZOOM
    # halberd held in the left hand
    pen.stick((17, 112), (17, 14), 2.2, (130, 86, 40))
    pen.poly([(17, 22), (6, 15), (4, 33), (17, 30)], SILVER)
    pen.poly([(15.5, 16), (17, 3), (18.5, 16)], SILVER)
    pen.poly([(17, 22), (25, 25), (17, 28)], SILVER)
    pen.circle(17, 86, 4.4, SKIN)


COURT_DRAWERS = {13: _king, 12: _queen, 11: _jack}
PIP_CORNER = {13: (14, 14), 12: (86, 14), 11: (86, 14)}


def draw_court(surface, rect: pygame.Rect, rank: int, suit: int, colour, secondary, art):
    """A framed court picture in `rect`: the figure's top half and its 180° twin."""
    half_h = (rect.h + 1) // 2
    big = pygame.Surface((rect.w * SS, half_h * SS))
    big.fill(PANEL)
    pen = Pen(big)
    COURT_DRAWERS[rank](pen, colour, secondary)
    half = pygame.transform.smoothscale(big, (rect.w, half_h))
    pip_size = max(4, round(16 * pen.k / SS))
    px, py = pen.p(*PIP_CORNER[rank])
    pip = art.pip(suit, pip_size, colour)
    half.blit(pip, pip.get_rect(center=(px / SS, py / SS)))
    surface.blit(half, rect.topleft)
    surface.blit(pygame.transform.rotate(half, 180), (rect.x, rect.bottom - half_h))
    line = max(1, round(rect.w / 90))
    pygame.draw.line(surface, GOLD_DARK, (rect.x, rect.centery), (rect.right - 1, rect.centery),
                     line)
    pygame.draw.rect(surface, colour, rect, line)
    inner = rect.inflate(-2 * line - 2, -2 * line - 2)
    if inner.w > 20:
        pygame.draw.rect(surface, GOLD, inner, 1)


def star(surface, rect, colour, points: int = 5, inner: float = 0.42) -> None:
    """An anti-aliased star filling `rect` (drawn at 4x and smoothscaled)."""
    rect = pygame.Rect(rect)
    big = pygame.Surface((rect.w * 4, rect.h * 4), pygame.SRCALPHA)
    big.fill((*colour[:3], 0))
    cx, cy, r = rect.w * 2, rect.h * 2, min(rect.w, rect.h) * 2
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a) + r * 0.08))
    pygame.draw.polygon(big, colour, pts)
    surface.blit(pygame.transform.smoothscale(big, rect.size), rect)


def draw_joker(surface, rect: pygame.Rect, colour) -> None:
    """A jester: cap with three belled points, a grinning face and a ruff, in `rect`."""
    other = (24, 74, 176) if colour[0] > 150 else (200, 16, 46)
    big = pygame.Surface((rect.w * SS, rect.h * SS), pygame.SRCALPHA)
    big.fill((253, 252, 247, 0))
    pen = Pen(big, 100, 116)
    pen.oy = (big.get_height() - 116 * pen.k) / 2
    ruff = []
    for i in range(17):
        a = math.pi * (1.05 + i / 16 * -1.1)
        r = 30 if i % 2 == 0 else 21
        ruff.append((50 + r * math.cos(a) * 1.25, 104 - r * math.sin(a) * 0.5))
    pen.poly(ruff + [(50, 112)], WHITE)
    for i in range(1, 16, 2):
        pen.line_(ruff[i], (50, 104), 0.6)
    pen.ellipse(35, 64, 30, 38, SKIN)
    for x in (43, 57):
        pen.circle(x, 80, 2, INK, outline=False)
        pen.circle(x - 3 if x < 50 else x + 3, 89, 3.2, (246, 170, 170), outline=False)
    pen.circle(50, 86, 2.8, (214, 40, 50))
    smile = [(41, 91), (45, 96.5), (50, 98), (55, 96.5), (59, 91), (55, 94), (50, 95),
             (45, 94)]
    pen.poly(smile, (150, 30, 40))
    horns = (((26, 72), (42, 68), (4, 26), (26, 40)), ((42, 68), (58, 68), (50, 4), (50, 34)),
             ((58, 68), (74, 72), (96, 26), (74, 40)))
    for (a, b, tip, ctrl), fill in zip(horns, (colour, GOLD, other), strict=True):
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        outer_ctrl = (ctrl[0] - (mid[0] - ctrl[0]) * 0.3, ctrl[1])
        pts = [*bezier(a, outer_ctrl, tip), *bezier(tip, (ctrl[0] + 6, ctrl[1] + 6), b)[1:]]
        pen.poly(pts, fill)
    pen.poly([(24, 66), (76, 66), (78, 78), (22, 78)], WHITE)
    for i in range(6):
        x = 25 + i * 8.4
        pen.poly([(x, 72), (x + 4.2, 68), (x + 8.4, 72), (x + 4.2, 76)],
                 colour if i % 2 else other, outline=False)
    for x, y in ((4, 26), (50, 4), (96, 26)):
        pen.circle(x, y + 1, 4.5, GOLD)
        pen.circle(x, y + 2.5, 1.2, INK, outline=False)
    surface.blit(pygame.transform.smoothscale(big, rect.size), rect)
    t = round(min(rect.w, rect.h) * 0.16)
    for dx in (-1, 1):
        star(surface, pygame.Rect(rect.centerx + dx * rect.w * 0.3 - t // 2,
                                  rect.centery + rect.h * 0.3, t, t), (colour, other)[dx > 0])


# --- backs ---------------------------------------------------------------------------


def draw_back(w: int, h: int, base, edge_colour, paper) -> pygame.Surface:
    """A card back: white margin, trellis in the deck colour, a rosette in a frame."""
    light = tuple(min(255, c + (255 - c) * 45 // 100) for c in base)
    dark = tuple(c * 70 // 100 for c in base)
    edge = max(1.0, min(w, h) / 150)
    border = max(2.0, w * 0.055)
    surface = rounded_panel((w, h), 0.075, [(0, edge_colour), (edge, paper), (border, base)])
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * round(border), -2 * round(border))
    art = pygame.Surface((inner.w * 2, inner.h * 2), pygame.SRCALPHA)
    art.fill((*base, 0))
    lattice(art, light, dark, step=max(6, w * 0.085) * 2, line=2)
    art = pygame.transform.smoothscale(art, inner.size)
    # keep the trellis inside the rounded inner corners
    mask = rounded_panel(inner.size, 0.06, [(0, (255, 255, 255))], ss=2)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(art, inner)
    frame = inner.inflate(-round(w * 0.06), -round(w * 0.06))
    rosette_frame(surface, frame, base, light, dark)
    return surface


def lattice(surface, light, dark, step: float, line: int) -> None:
    """Diagonal trellis with a small diamond in every cell."""
    w, h = surface.get_size()
    n = int((w + h) / step) + 2
    for i in range(-n, n):
        x = i * step
        pygame.draw.line(surface, light, (x, 0), (x + h, h), line)
        pygame.draw.line(surface, light, (x, h), (x + h, 0), line)
    d = step * 0.18
    for i in range(-n, n):
        for j in range(0, int(h / step) * 2 + 3):
            cx, cy = i * step + (j % 2) * step / 2, j * step / 2
            if -step < cx < w + step:
                pygame.draw.polygon(surface, dark, [(cx, cy - d), (cx + d, cy), (cx, cy + d),
                                                    (cx - d, cy)])


def rosette_frame(surface, frame: pygame.Rect, base, light, dark) -> None:
    """A thin frame line and a central medallion of petals."""
    pygame.draw.rect(surface, light, frame, max(1, round(frame.w / 80)))
    r = round(min(frame.w, frame.h) * 0.34)
    if r < 6:
        return
    big = pygame.Surface((r * 2 * SS, r * 2 * SS), pygame.SRCALPHA)
    big.fill((*base, 0))
    c, R = r * SS, r * SS
    pygame.draw.circle(big, light, (c, c), R)
    pygame.draw.circle(big, base, (c, c), R * 0.9)
    for i, petals in enumerate((12, 8)):
        length = R * (0.86 if i == 0 else 0.6)
        width = length * (0.22 if i == 0 else 0.34)
        colour = light if i == 0 else dark
        for k in range(petals):
            a = 2 * math.pi * k / petals + (math.pi / petals if i else 0)
            ux, uy = math.cos(a), math.sin(a)
            pts = []
            for t in (*range(13), *range(12, -1, -1)):  # out along one side, back the other
                side = 1 if len(pts) < 13 else -1
                along, across = t / 12 * length, side * width * math.sin(math.pi * t / 12)
                pts.append((c + ux * along - uy * across, c + uy * along + ux * across))
            pygame.draw.polygon(big, colour, pts)
    pygame.draw.circle(big, light, (c, c), R * 0.2)
    pygame.draw.circle(big, dark, (c, c), R * 0.12)
    medallion = pygame.transform.smoothscale(big, (2 * r, 2 * r))
    surface.blit(medallion, medallion.get_rect(center=frame.center))
