"""SVG to pixels: one card of a theme at an exact size, as RGBA bytes.

The renderer is resvg (through the `resvg_py` wheel: Rust, no system libraries, the most
complete SVG renderer there is and actively kept). Without it, pygame-ce's own loader
(SDL_image's nanosvg) stands in: it draws plain paths and gradients, not everything.
resvg holds Python's lock while it draws, so the game calls this from a worker process
(svg_worker.py), never from the frame loop.

An element's box is found by drawing its fragment (svg_doc.py) and reading where ink
fell: first over the whole theme small, then over that spot at the card's size. That works
for any theme, whatever transforms, references or strokes its cards use.
"""

from __future__ import annotations

import io
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402 - only pygame.image here: no display, safe in a worker

from game.render.svg_doc import Box, SvgDocument  # noqa: E402

try:
    import resvg_py
except ImportError:  # optional at run time: the program runs without it
    resvg_py = None

COARSE_SIDE = 400  # the whole theme's longer side (and a margin), in pixels, for a first look
SMALL_INK = 12     # pixels: an element smaller than this in that look is looked at closer


def renderer_name() -> str:
    return "resvg" if resvg_py is not None else "pygame (nanosvg)"


def rasterize(svg_text: str, width: int, height: int) -> pygame.Surface:
    """Draw a whole (small) SVG document at width×height into an RGBA surface."""
    if resvg_py is not None:
        png = resvg_py.svg_to_bytes(svg_string=svg_text, width=width, height=height)
        return pygame.image.load(io.BytesIO(bytes(png)), "card.png")
    return pygame.image.load_sized_svg(io.BytesIO(svg_text.encode()), (width, height))


def _ink(surface: pygame.Surface) -> pygame.Rect | None:
    rect = surface.get_bounding_rect(min_alpha=1)
    return rect if rect.w and rect.h else None


def coarse_box(doc: SvgDocument, element_id: str) -> Box | None:
    """Where the element draws, from a small picture around the whole theme: a box in
    the theme's units two pixels larger all round than its ink (None if it draws
    nothing)."""
    found = coarse_look(doc, element_id)
    return None if found is None else found[0]


def coarse_look(doc: SvgDocument, element_id: str) -> tuple[Box, Box] | None:
    """The coarse box (see coarse_box), and the ink's size as the small picture tells it,
    at the most (pygame's smoothscale scales up without loss, down a little lossily).
    Cards may reach beyond the theme's own viewBox (KDE draws by id, whatever the page):
    the picture takes in a margin, wider while ink touches its edge or none is seen."""
    vx, vy, vw, vh = doc.viewbox
    margin = 0.25
    area = (vx - vw * margin, vy - vh * margin, vw * (1 + 2 * margin), vh * (1 + 2 * margin))
    for _ in range(5):
        k = COARSE_SIDE / max(area[2], area[3])
        size = (max(1, round(area[2] * k)), max(1, round(area[3] * k)))
        ink = _ink(rasterize(doc.fragment(element_id, area, size, stretch=True), *size))
        inside = ink is not None and ink.x > 0 and ink.y > 0 and ink.right < size[0] \
            and ink.bottom < size[1]
        if inside and min(ink.w, ink.h) >= SMALL_INK:
            break
        if inside:  # a speck in a wide picture (a card far off the page): look closer
            sx, sy = area[2] / size[0], area[3] / size[1]
            area = (area[0] + (ink.x - ink.w) * sx, area[1] + (ink.y - ink.h) * sy,
                    3 * ink.w * sx, 3 * ink.h * sy)
            continue
        # no ink here, or ink at the edge: the card lies (partly) further out (KDE's
        # Future deck has its fifth to thirteenth cards right of its page)
        margin = margin * 4 + 1
        area = (vx - vw * margin, vy - vh * margin, vw * (1 + 2 * margin),
                vh * (1 + 2 * margin))
    if ink is None:
        return None
    sx, sy = area[2] / size[0], area[3] / size[1]
    around = ink.inflate(4, 4)
    inner = (ink.w * sx, ink.h * sy)  # (partly covered pixels count: never too small)
    return ((area[0] + around.x * sx, area[1] + around.y * sy, around.w * sx, around.h * sy),
            (0.0, 0.0, *inner))


def _stretches(box: Box, width: int, height: int) -> bool:
    """Fill the card's place exactly when the theme's card shape is within 12 % of it:
    themes are mostly a little narrower than our cards (0.65 against 0.7), and a card
    narrower than its place shows the empty pile's outline on both sides."""
    return abs((box[2] / box[3]) / (width / height) - 1) < 0.12


def _fitted(image: pygame.Surface, box: Box, width: int, height: int) -> pygame.Surface:
    if _stretches(box, width, height):
        return pygame.transform.smoothscale(image, (width, height))
    k = min(width / image.get_width(), height / image.get_height())
    size = (max(1, round(image.get_width() * k)), max(1, round(image.get_height() * k)))
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    scaled = pygame.transform.smoothscale(image, size)
    out.blit(scaled, scaled.get_rect(center=(width // 2, height // 2)))
    return out


def render_element(doc: SvgDocument, element_id: str, width: int, height: int,
                   box: Box | None = None,
                   looked: tuple[Box, Box] | None = None) -> tuple[bytes, Box] | None:
    """The element drawn into width×height as RGBA bytes, and its exact box (pass it back
    for the next size: one drawing instead of two). None if it draws nothing.

    Without a box: the spot found by `coarse_look` (or `looked`, what it found) is drawn
    at about the final scale (its ink as the small picture tells it at the card's size),
    the ink there gives the exact box, and the ink is scaled the last percent or two."""
    if box is not None:
        text = doc.fragment(element_id, box, (width, height), _stretches(box, width, height))
        surface = rasterize(text, width, height)
        if surface.get_size() != (width, height):
            surface = pygame.transform.smoothscale(surface, (width, height))
        return pygame.image.tobytes(surface, "RGBA"), box
    found = looked or coarse_look(doc, element_id)
    if found is None:
        return None
    around, ink = found
    k = min(width / ink[2], height / ink[3])  # the ink at about the card's size
    size = (max(1, round(around[2] * k)), max(1, round(around[3] * k)))
    surface = rasterize(doc.fragment(element_id, around, size, stretch=True), *size)
    ink = _ink(surface)
    if ink is None:
        return None
    kx, ky = size[0] / around[2], size[1] / around[3]
    exact = (around[0] + ink.x / kx, around[1] + ink.y / ky, ink.w / kx, ink.h / ky)
    image = _fitted(surface.subsurface(ink), exact, width, height)
    return pygame.image.tobytes(image, "RGBA"), exact
