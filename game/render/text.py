"""Fonts (pygame's bundled font, cached per size) and small text helpers."""

from __future__ import annotations

import math
import os
from collections import OrderedDict
from typing import TYPE_CHECKING

import pygame
import pygame.sysfont

from game import memory
from game.render import theme
from game.render.theme import GOLD as GOLD  # the screens' colours (theme.py)
from game.render.theme import INK as INK
from game.render.theme import MUTED as MUTED
from game.render.theme import SHADOW as SHADOW

if TYPE_CHECKING:  # pragma: no cover
    import threading


_fonts: dict[tuple[int, bool], SmoothFont] = {}
# pygame's bundled font, opened by its path: Font(None, size) finds it through
# importlib.resources (whose first use imports zipfile, ~4 ms of a start) and draws it at
# 0.6875 × size, as bundled_font does, so every text looks as before.
BUNDLED_FONT = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
DEFAULT_FONT_SCALE = 0.6875


def bundled_font(size: int) -> pygame.font.Font:
    """pygame's bundled font (bold sans) at `size`, exactly as pygame.font.Font(None, size)."""
    if not os.path.isfile(BUNDLED_FONT):  # a packaged copy that keeps it elsewhere
        return pygame.font.Font(None, size)
    return pygame.font.Font(BUNDLED_FONT, max(1, int(size * DEFAULT_FONT_SCALE)))


# SDL_ttf lays a line out with the font's unhinted advances but draws each hinted glyph
# at a whole pixel: at the sizes of the HUD and the rules that leaves gaps of up to a
# pixel inside words ("foundat ions", "Hin t", "DE AL"). Drawn this many times larger
# and scaled down, the error is a fraction of a pixel and the spacing reads even.
SUPERSAMPLE = 4


class SmoothFont:
    """The bundled font at one size, drawn `SUPERSAMPLE` times larger and scaled down
    smoothly; measures (`size`, `get_linesize`, …) what it draws."""

    def __init__(self, size: int, bold: bool = False) -> None:
        self.point_size = max(1, int(size * DEFAULT_FONT_SCALE))
        self.large = pygame.font.Font(BUNDLED_FONT if os.path.isfile(BUNDLED_FONT) else None,
                                      self.point_size * SUPERSAMPLE)
        self.large.set_bold(bold)

    @staticmethod
    def _down(length: int) -> int:
        return math.ceil(length / SUPERSAMPLE)

    def size(self, text: str) -> tuple[int, int]:
        width, height = self.large.size(text)
        return self._down(width), self._down(height)

    def render(self, text: str, antialias: bool = True, colour=INK) -> pygame.Surface:
        """The text in `colour` on a transparent ground (always smoothed)."""
        large = self.large.render(text, True, colour)
        width, height = self.size(text)
        if width == 0 or large.get_width() == 0:
            return pygame.Surface((0, height), pygame.SRCALPHA)
        return pygame.transform.smoothscale(large, (width, height))

    def get_linesize(self) -> int:
        return self._down(self.large.get_linesize())

    def get_height(self) -> int:
        return self._down(self.large.get_height())

    def get_ascent(self) -> int:
        return self._down(self.large.get_ascent())

    def get_descent(self) -> int:
        return -self._down(-self.large.get_descent())

    def get_bold(self) -> bool:
        return self.large.get_bold()

    def set_bold(self, bold: bool) -> None:
        self.large.set_bold(bold)


def reset_fonts() -> None:
    """Forget loaded fonts: after pygame was quit and started again they are dead."""
    global _rendered_bytes
    _fonts.clear()
    _rendered.clear()
    _rendered_bytes = 0


def _forget_rendered() -> None:
    """Texts drawn at the old scale or in the old colours are not shown again."""
    global _rendered_bytes
    _rendered.clear()
    _rendered_bytes = 0


def font(size: int, bold: bool = False) -> SmoothFont:
    """The bundled font at `size` (bold: emboldened), evenly spaced (see SmoothFont).
    `size` is the usual size: the player's text scale (theme.text_factor) is applied
    here, the one place every text's font is made, so whatever measures with this font
    measures the words as drawn."""
    if not pygame.font.get_init():  # (re)started: fonts of a quit module are dead
        pygame.font.init()
        _fonts.clear()
    key = (max(8, int(size * theme.text_factor())), bold)
    _used_fonts.add(key)
    f = _fonts.get(key)
    if f is None:
        f = _fonts[key] = SmoothFont(*key)
    return f


_used_fonts: set[tuple[int, bool]] = set()   # asked for since the last trim
_used_texts: set[tuple] = set()


def _trim() -> None:
    """Drop the fonts and drawn texts no screen has used since the last trim: a left
    screen's sizes (each font holds its glyphs, drawn four times larger: SmoothFont)."""
    global _rendered_bytes
    for key in [key for key in _fonts if key not in _used_fonts]:
        del _fonts[key]
    for key in [key for key in _rendered if key not in _used_texts]:
        _rendered_bytes -= _bytes(_rendered.pop(key))
    _unmark()


def _unmark() -> None:
    _used_fonts.clear()
    _used_texts.clear()


_system_fonts: threading.Thread | None = None


def look_up_system_fonts() -> None:
    """Start reading the system's list of fonts in the background (pygame asks
    fontconfig's fc-list: 30-60 ms). The menu's titles need it; a first table does not."""
    global _system_fonts
    if _system_fonts is None:
        import threading  # after the first frame (~0.5 ms)

        _system_fonts = threading.Thread(target=pygame.sysfont.initsysfonts, daemon=True,
                                         name="system fonts")
        _system_fonts.start()


def system_fonts_read() -> None:
    """Wait for that lookup, if one is under way (else pygame would start another)."""
    if _system_fonts is not None:
        _system_fonts.join()


_rendered: OrderedDict[tuple, pygame.Surface] = OrderedDict()  # used last, last
_RENDERED_BYTES = 3 * 2**20  # texts kept, in pixel bytes: what the screens repeat, not
# every deal number and clock reading ever shown (each new deal added two large ones)
_rendered_bytes = 0
theme.on_change(_forget_rendered)
memory.on_give_back(_trim, _unmark)


def rendered(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """Text as an image, cached: the HUD and labels repeat the same strings each frame."""
    global _rendered_bytes
    key = (text, int(size), tuple(colour), bold)
    _used_texts.add(key)
    image = _rendered.get(key)
    if image is not None:
        _rendered.move_to_end(key)
        return image
    return _keep(key, font(size, bold).render(text, True, colour))


def blackened(image: pygame.Surface, text: str, size: int, colour,
              bold: bool = False) -> pygame.Surface:
    """`rendered(text, size, colour, bold)` for a black `colour` (a text's shadow), made
    from `image`, the same text rendered in another colour: its coverage (alpha) is the
    same and black is black however the glyphs were smoothed, so it is that image with
    its colour taken out, pixel for pixel (tests/test_text_cache.py), without drawing the
    glyphs again (at 4K the HUD's facts take ~2.5 ms to draw). Another colour is drawn."""
    key = (text, int(size), tuple(colour), bold)
    if tuple(colour)[:3] != (0, 0, 0):  # (smoothing rounds other colours' channels)
        return rendered(text, size, colour, bold)
    _used_texts.add(key)
    cached = _rendered.get(key)
    if cached is not None:
        _rendered.move_to_end(key)
        return cached
    copy = image.copy()
    copy.fill((0, 0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)  # (alpha kept)
    return _keep(key, copy)


def _keep(key: tuple, image: pygame.Surface) -> pygame.Surface:
    """Keep a drawn text, within the cache's bytes (the oldest go first)."""
    global _rendered_bytes
    if not _rendered:
        _rendered_bytes = 0  # (emptied from outside: tests)
    _rendered[key] = image
    _rendered_bytes += _bytes(image)
    while _rendered_bytes > _RENDERED_BYTES and len(_rendered) > 1:
        old, dropped = _rendered.popitem(last=False)
        _rendered_bytes -= _bytes(dropped)
        _used_texts.discard(old)  # (a clock's every reading is not kept noted either)
    return image


def _bytes(image: pygame.Surface) -> int:
    return image.get_pitch() * image.get_height()


# While a list is here, every text drawn is noted in it: (text, where it is drawn on the
# screen, the part of that left visible by the surface's clip). tools/text_overlaps.py.
_drawn: list[tuple[str, pygame.Rect, pygame.Rect]] | None = None


def record_texts(into: list | None) -> None:
    """Note every text drawn from now on in `into` (None: stop noting)."""
    global _drawn
    _drawn = into


def note_text(surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
    """Note a text drawn at `rect` of `surface`, while texts are being noted (a text
    blitted without draw_text says so here)."""
    if _drawn is not None and text.strip():
        offset = surface.get_abs_offset()
        _drawn.append((text, rect.move(offset), rect.clip(surface.get_clip()).move(offset)))


# While a list is here, every text cut short to fit (with "…") is noted in it: (the whole
# text, what is shown). tools/text_overlaps.py.
_cuts: list[tuple[str, str]] | None = None


def record_cuts(into: list | None) -> None:
    """Note every text cut short from now on in `into` (None: stop noting)."""
    global _cuts
    _cuts = into


def note_cut(whole: str, shown: str) -> None:
    """Note a text shown cut short, while cuts are being noted."""
    if _cuts is not None and whole != shown:
        _cuts.append((whole, shown))


def draw_text(surface: pygame.Surface, text: str, pos: tuple[float, float], size: int,
              colour=INK, anchor: str = "topleft", bold: bool = False,
              shadow: bool = True) -> pygame.Rect:
    image = rendered(text, size, colour, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    note_text(surface, text, rect)
    if shadow:
        shade = blackened(image, text, size, SHADOW, bold)
        shade.set_alpha(110)
        surface.blit(shade, rect.move(1, 2))
    surface.blit(image, rect)
    return rect


def wrap(text: str, size: int, width: int) -> list[str]:
    """Break text into lines no wider than `width` pixels (paragraphs kept)."""
    f = font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines += wrap_words(paragraph.split(" "), f, width)
    return lines


def wrap_words(words: list[str], f: SmoothFont, width: float) -> list[str]:
    """Words in lines of font `f` no wider than `width` (a single long word may be)."""
    lines, line = [], ""
    for word in words:
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    return lines + [line]


def two_lines(text: str, size: int, width: int) -> list[str]:
    """A name in one line, or in two where one is wider than `width` (a row's name at
    large text). A line may still be wider (one long word; more than two lines' worth):
    its drawer cuts it short (fit_text)."""
    f = font(size)
    if f.size(text)[0] <= width:
        return [text]
    lines = wrap_words(text.split(" "), f, width)
    return lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines
