"""Our own decks' faces, backs and empty-pile outlines, drawn by code at any size (the
faces' design — inks, indices, pips, courts' places — in card_face.py; this module keeps
the parts they are drawn with, the backs, the outlines and the caches).

Everything is built from pygame.draw primitives. Shapes with curved edges (suit pips,
the rounded card outline, court figures, backs) are drawn at 3–4× and smoothscaled down,
which gives clean anti-aliased edges at every size. Small parts (pip stamps, index glyphs,
the blank card) are cached per size, and whole images are kept in an LRU cache keyed by
(card identity, width, height, colours) for the few sizes drawn last (KEEP_SIZES: the
table's, the chooser's samples, a preview): a table of another game, at another card
size, lets the images of the oldest size go instead of piling them up. When memory is
given back (game/memory.py) the sizes the screens on show do not draw go too, but for
the one drawn last.

A `DeckStyle` says which of our decks to draw: the face ("classic", or "large_index" with
a big rank and pip easy to read on small screens — the same face at every size, never
switched by size), the suit colours (two colours, the English four-colour scheme or the
German one Skat players know) and the back pattern (`card_backs.BACKS`).

    art = CardArt(DeckStyle(face="classic", colours="german", back="waves"))
    art.face(card, 120, 168)          # face-up image
    art.back(120, 168, deck=1)        # back of the second deck
    art.image(card, 120, 168)         # face or back, as the card lies
    art.empty_slot(120, 168, "H")     # outline of an empty foundation
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game import memory
from game.engine.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    INDEX_LETTERS,
    SPADES,
    Card,
    rank_index,
)
from game.render import card_backs, card_face
from game.render import card_figures as figures
from game.render.card_face import Colour
from game.render.suit_shapes import draw_suit
from game.render.text import bundled_font

FACE_BG: Colour = card_backs.PAPER
EDGE: Colour = card_backs.EDGE
BACK_COLOURS = card_backs.BACK_COLOURS
LABEL_RANKS = {letter: rank for rank, letter in INDEX_LETTERS.items()}  # a map label "K"
FACES = ("classic", "large_index")
KEEP_SIZES = 3   # card sizes whose images are kept (the table, the chooser, a preview),
KEEP_BYTES = 8 * 2**20  # and past two of them, no more bytes than this
KEEP_PARTS = 400  # pips, glyphs and blanks kept (cheap to draw again: all dropped past it)


@dataclass(frozen=True)
class DeckStyle:
    """Which of our decks: face design, suit colours (card_face.COLOUR_SCHEMES) and back
    pattern."""

    face: str = "classic"
    colours: str = "two"
    back: str = card_backs.DEFAULT_BACK
    contrast: bool = False  # high contrast: a thick black outline round every card, and
    # empty places ringed in bold yellow (game/render/theme.py)


CONTRAST_EDGE: Colour = (0, 0, 0)
SLOT_CONTRAST: Colour = (255, 230, 0)


def contrast_edge(width: int, height: int) -> float:
    """How thick the high-contrast outline of a card is: 1/24 of its width, ≥ 2 px."""
    return max(2.0, min(width, height) / 24)


HINT_SUITS = {"C": CLUBS, "D": DIAMONDS, "H": HEARTS, "S": SPADES}

_FONTS: dict[int, pygame.font.Font] = {}
_FONTS_USED: set[int] = set()   # sizes asked for since the last trim


def _trim_fonts() -> None:
    """Drop the fonts not asked for since the last trim (~140 KiB each: every card size
    has its own, and the glyphs drawn with them are kept as parts anyway)."""
    for size in [size for size in _FONTS if size not in _FONTS_USED]:
        del _FONTS[size]
    _FONTS_USED.clear()


memory.on_give_back(_trim_fonts, _FONTS_USED.clear)


def _font(size: int) -> pygame.font.Font:
    """pygame's bundled default font (bold sans), loaded once per size."""
    if not pygame.font.get_init():  # fonts die with pygame.font.quit(): start afresh
        _FONTS.clear()
        pygame.font.init()
    _FONTS_USED.add(size)
    font = _FONTS.get(size)
    if font is None:
        font = _FONTS[size] = bundled_font(size)
    return font


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blitting when a display exists (headless tools have none)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


class CardArt:
    """Draws and caches card images of one of our decks. One instance per look is plenty."""

    def __init__(self, style: DeckStyle | None = None, max_images: int = 1024) -> None:
        self.style = style or DeckStyle()
        self.name = ""                     # the deck's name in the chooser
        self.notice: str | None = None     # a message for the player, said once
        self.max_images = max_images
        self._images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._parts: dict[Hashable, pygame.Surface] = {}
        self._sizes: OrderedDict[tuple[int, int], None] = OrderedDict()  # last used last
        self._used_sizes: set[tuple[int, int]] = set()   # since the last screen change
        memory.on_give_back(self._trim, self._unmark)

    # --- caching ---------------------------------------------------------------------

    def clear(self) -> None:
        """Forget every drawn image (e.g. after the window or card size changed)."""
        self._images.clear()
        self._parts.clear()
        self._sizes.clear()

    def __len__(self) -> int:
        return len(self._images)

    def take_notice(self) -> str | None:
        notice, self.notice = self.notice, None
        return notice

    def take_withdrawn(self) -> str | None:
        """Our decks never take a notice back (an SvgDeck that has loaded does)."""
        return None

    def waiting(self, width: int, height: int) -> bool:
        """Our decks are drawn when asked: never waited for (an SvgDeck may be)."""
        return False

    def whole(self, width: int, height: int) -> bool:
        """Every card is there at every size (so our deck can always stand in whole)."""
        return True

    def pump(self) -> bool:
        """Our decks are drawn when asked: nothing ever arrives later (see SvgDeck)."""
        return False

    def next_change(self) -> float | None:
        return None

    @property
    def loading(self) -> bool:
        """Our decks are never waited for (an SvgDeck may be)."""
        return False

    def _cached(self, key: Hashable, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._images.get(key)
        if surface is not None:
            self._images.move_to_end(key)
            size = surface.get_size()
            self._sizes.move_to_end(size)
            self._used_sizes.add(size)
            return surface
        surface = _finish(draw())
        self._images[key] = surface
        self._keep_size(surface.get_size())
        self._used_sizes.add(surface.get_size())
        while len(self._images) > self.max_images:
            self._images.popitem(last=False)
        return surface

    def _keep_size(self, size: tuple[int, int]) -> None:
        """`size` is drawn now: past KEEP_SIZES sizes (or two and KEEP_BYTES), the images
        of the one drawn longest ago go (every game's table has its own card size)."""
        if size in self._sizes:
            self._sizes.move_to_end(size)
            return
        self._sizes[size] = None
        while len(self._sizes) > 2 and (len(self._sizes) > KEEP_SIZES
                                        or self._bytes() > KEEP_BYTES):
            old, _ = self._sizes.popitem(last=False)
            for key in [k for k, image in self._images.items() if image.get_size() == old]:
                del self._images[key]

    def _unmark(self) -> None:
        self._used_sizes.clear()

    def _trim(self) -> None:
        """Memory is given back: the images of the sizes no screen on show has drawn since
        the last screen change go, but for the one drawn last (a table left: the same
        game opened again finds its cards drawn; 3-16 MiB a size at 1920×1080)."""
        unused = [size for size in self._sizes if size not in self._used_sizes]
        for old in unused[:-1]:
            del self._sizes[old]
            for key in [k for k, image in self._images.items() if image.get_size() == old]:
                del self._images[key]
        self._used_sizes.clear()

    def _bytes(self) -> int:
        return sum(image.get_pitch() * image.get_height() for image in self._images.values())

    def _part(self, key: Hashable, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._parts.get(key)
        if surface is None:
            if len(self._parts) >= KEEP_PARTS:
                self._parts.clear()
            surface = self._parts[key] = draw()
        return surface

    # --- public API ------------------------------------------------------------------

    def _colours(self, four_colour: bool | None) -> str:
        """The style's scheme, or the caller's: True the English four colours, False two."""
        if four_colour is None:
            return self.style.colours
        if four_colour:
            return self.style.colours if self.style.colours != "two" else "english"
        return "two"

    def image(self, card: Card, width: int, height: int, four_colour: bool | None = None):
        """The face of a face-up card, the back (of its deck) of a face-down one."""
        if card.is_face_up:
            return self.face(card, width, height, four_colour)
        return self.back(width, height, card.deck)

    def face(self, card: Card, width: int, height: int, four_colour: bool | None = None):
        card = card.face_up()
        code = int(card) if card.is_joker else card.identity  # twins share their face
        colours = self._colours(four_colour)
        # The index follows the language (a German king says "K", a French one "R").
        key = ("face", code, width, height, colours, rank_index(card.rank))
        return self._cached(key, lambda: self._draw_face(card, width, height, colours))

    def right_index_face(self, card: Card, width: int, height: int) -> pygame.Surface:
        """The face with its index upright in the top-right corner too, as four-index packs
        print it: a covered card of a fan opening to the left shows only its right edge."""
        card = card.face_up()
        if card.is_joker:
            return self.face(card, width, height)
        colours = self.style.colours
        key = ("face_right_index", card.identity, width, height, colours, rank_index(card.rank))
        return self._cached(key, lambda: self._draw_face(card, width, height, colours, True))

    def back(self, width: int, height: int, deck: int = 0) -> pygame.Surface:
        key = ("back", deck, width, height)

        def draw() -> pygame.Surface:
            surface = card_backs.draw_back(self.style.back, width, height, deck)
            if self.style.contrast:
                surface.blit(self._ring(width, height), (0, 0))
            return surface
        return self._cached(key, draw)

    def empty_slot(self, width: int, height: int, hint: str | None = None) -> pygame.Surface:
        """An empty pile's outline; `hint` (a map's label) marks what it takes: a suit
        letter its pip, a rank letter the card's index in the player's language."""
        suit = HINT_SUITS.get(hint.upper()) if hint else None
        text = None if suit is not None or not hint else \
            rank_index(LABEL_RANKS[hint]) if hint in LABEL_RANKS else hint
        key = ("slot", suit, text, width, height)
        return self._cached(key, lambda: self._draw_slot(width, height, suit, text))

    # --- parts -----------------------------------------------------------------------

    def blank(self, width: int, height: int) -> pygame.Surface:
        """The white card with rounded corners and a thin border."""
        edge = max(1.0, min(width, height) / 150)
        layers = [(0, EDGE), (edge, FACE_BG)]
        if self.style.contrast:  # cards of a fan stand apart, white on white
            layers = [(0, CONTRAST_EDGE), (contrast_edge(width, height), FACE_BG)]
        return self._part(("blank", width, height),
                          lambda: figures.rounded_panel((width, height), 0.075, layers))

    def pip(self, suit: int, size: int, colour: Colour, upside_down: bool = False):
        """A suit symbol in a size×size square (transparent around the shape)."""
        def draw() -> pygame.Surface:
            if upside_down:
                return pygame.transform.rotate(self.pip(suit, size, colour), 180)
            ss = 4 if size < 64 else 2
            big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
            big.fill((*colour, 0))
            draw_suit(big, suit, big.get_rect(), colour)
            return pygame.transform.smoothscale(big, (size, size))
        return self._part(("pip", suit, size, colour, upside_down), draw)

    def glyph(self, text: str, colour: Colour, ink_height: int, max_width: int):
        """Text cropped to its ink and scaled so its capitals are `ink_height` tall."""
        def draw() -> pygame.Surface:
            font = _font(max(8, round(ink_height * 1.9)))
            raw = font.render(text, True, colour)
            ink = raw.subsurface(raw.get_bounding_rect())
            w = max(1, round(ink.get_width() * ink_height / max(1, ink.get_height())))
            return pygame.transform.smoothscale(ink, (min(w, max_width), ink_height))
        return self._part(("glyph", text, colour, ink_height, max_width), draw)

    def _ring(self, width: int, height: int) -> pygame.Surface:
        """The high-contrast outline alone: a thick black rounded ring, clear inside."""
        layers = [(0, (*CONTRAST_EDGE, 255)), (contrast_edge(width, height), (0, 0, 0, 0))]
        return self._part(("ring", width, height),
                          lambda: figures.rounded_panel((width, height), 0.075, layers))

    # --- faces (their design: card_face.py) ---------------------------------------------

    def _draw_face(self, card: Card, w: int, h: int, colours: str,
                   right_index: bool = False) -> pygame.Surface:
        return card_face.draw_face(self, card, w, h, colours, right_index)

    def corner_index(self, card: Card, colour: Colour, w: int, h: int) -> pygame.Surface:
        """A w×h card's top-left corner: the rank over its suit, on nothing."""
        return card_face.corner_index(self, card, colour, w, h)

    # --- backs and empty piles -------------------------------------------------------

    def _draw_slot(self, w: int, h: int, suit: int | None, text: str | None) -> pygame.Surface:
        line = max(1.0, w / 70)
        layers = [(0, (255, 255, 255, 120)), (line, (255, 255, 255, 26))]
        if self.style.contrast:  # a bold yellow ring on the black cloth
            layers = [(0, (*SLOT_CONTRAST, 255)), (max(3.0, w / 22), (0, 0, 0, 0))]
        # one outline per size (each drawn at 4x and smoothed down: ~1.5 ms), marked on copies
        surface = self._part(("slot outline", w, h),
                             lambda: figures.rounded_panel((w, h), 0.075, layers)).copy()
        if suit is None and not text:
            return surface
        faint = (255, 255, 255)
        if suit is not None:
            mark = self.pip(suit, round(w * 0.5), faint)
        else:
            mark = self.glyph(text, faint, max(4, round(h * 0.25)), round(w * 0.8))
        mark = mark.copy()
        if not self.style.contrast:  # (in high contrast the mark is drawn whole)
            mark.fill((255, 255, 255, 85), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(mark, mark.get_rect(center=(w / 2, h / 2)))
        return surface


_DEFAULT = CardArt()


def face(card: Card, width: int, height: int, four_colour: bool = False) -> pygame.Surface:
    return _DEFAULT.face(card, width, height, four_colour)


def back(width: int, height: int, deck: int = 0) -> pygame.Surface:
    return _DEFAULT.back(width, height, deck)


def empty_slot(width: int, height: int, hint: str | None = None) -> pygame.Surface:
    return _DEFAULT.empty_slot(width, height, hint)


def clear() -> None:
    _DEFAULT.clear()


