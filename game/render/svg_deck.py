"""An installed SVG theme as a deck: the same questions as our CardArt, answered with the
theme's cards, drawn at the table's size, cached per size, never making a frame wait.

The first time a size is asked for, its cards are read from the disk if this deck was
drawn at this size before (svg_faces.py: a second choice is instant); else the whole deck
is ordered from the worker (the cards the table showed first come first) and our own
deck stands in — all of it, with a notice that the cards are being drawn — until the
cards the first frame showed have all arrived: the table changes deck whole, never a mix
of two decks. A card the theme lacks (a 32-card theme, no joker) stays ours; a theme that
cannot be read makes the whole deck ours, with a notice for the player, once.
"""

from __future__ import annotations

import time
from collections import OrderedDict

import pygame

from game.engine.cards import Card
from game.i18n import _
from game.render.card_art import CardArt, DeckStyle
from game.render.card_face import suit_colour
from game.render.svg_faces import load_faces
from game.render.svg_index import with_right_index
from game.render.svg_themes import SvgTheme
from game.render.svg_worker import SvgService

KEEP_SIZES = 3          # sizes kept drawn per deck (table, preview, thumbnails)
PUMP_EVERY = 0.01       # seconds: a frame's many asks look at the worker's answers once
SETTLE = 0.005          # seconds the asks of one frame have to gather before ordering
POLL = 0.1              # seconds between looks at the worker while cards are on order
SECOND_PACK_TINT = (170, 200, 255)  # a two-pack game's second back: the theme's, tinted


def _finish(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


class SvgDeck:
    def __init__(self, theme: SvgTheme, style: DeckStyle, service: SvgService) -> None:
        self.theme = theme
        self.name = theme.name
        self.style = style
        self.fallback = CardArt(style)  # stands in while drawing, and for missing cards
        self.service = service
        self.notice: str | None = None
        self.broken = False
        self.version = 0   # goes up whenever drawn cards arrive (a reason to redraw)
        # size → element id → image (None: the theme has no such element)
        self._images: OrderedDict[tuple[int, int], dict[str, pygame.Surface | None]] = \
            OrderedDict()
        # size → (element ids asked for, since when): ordered from the worker at the next
        # pump after the asking frame, the whole deck behind them
        self._wanted: dict[tuple[int, int], tuple[list[str], float]] = {}
        self._pumped = 0.0
        self._on_order: dict[tuple[int, int], set[str]] = {}  # ordered, not yet drawn
        # size → the cards its first frame showed, not drawn yet (None: not ordered yet):
        # ours stand in for every card of that size until it is empty
        self._gate: dict[tuple[int, int], set[str] | None] = {}
        self._told_drawing = False

    # --- the deck's questions (as CardArt's) -----------------------------------------------
    def face(self, card: Card, width: int, height: int, four_colour: bool | None = None):
        card = card.face_up()
        if card.is_joker:
            for element_id in self.theme.joker_ids(red=card.deck % 2 == 0):
                image = self._image(element_id, width, height, quiet=True)
                if image is not None:
                    return image
            return self.fallback.face(card, width, height)
        image = self._image(self.theme.card_id(card), width, height)
        return image if image is not None else self.fallback.face(card, width, height)

    def right_index_face(self, card: Card, width: int, height: int) -> pygame.Surface:
        """The theme's face with its own index copied into the top-right corner too (a
        covered card of a fan opening to the left shows only its right edge)."""
        face = self.face(card, width, height)
        if card.is_joker or self.broken:
            return face
        images = self._images.get((width, height))
        element_id = self.theme.card_id(card.face_up())
        if images is None or images.get(element_id) is not face:
            return self.fallback.right_index_face(card, width, height)  # ours stands in
        key = element_id + "#right-index"
        if key not in images:
            art = self.fallback
            colour = suit_colour(card.suit, art.style.colours)
            images[key] = with_right_index(face, art.corner_index(card, colour, width, height))
        return images[key]

    def back(self, width: int, height: int, deck: int = 0) -> pygame.Surface:
        image = self._image("back", width, height)
        if image is None:
            return self.fallback.back(width, height, deck)
        if deck % 2 == 0:
            return image
        return self._tinted(image, width, height)

    def image(self, card: Card, width: int, height: int, four_colour: bool | None = None):
        if card.is_face_up:
            return self.face(card, width, height)
        return self.back(width, height, card.deck)

    def empty_slot(self, width: int, height: int, hint: str | None = None) -> pygame.Surface:
        return self.fallback.empty_slot(width, height, hint)

    def take_notice(self) -> str | None:
        notice, self.notice = self.notice, None
        return notice

    @property
    def loading(self) -> bool:
        """Whether some size still shows our stand-ins while the theme's cards are drawn."""
        return bool(self._gate)

    def clear(self) -> None:
        self._images.clear()
        self._wanted.clear()
        self._on_order.clear()
        self._gate.clear()
        self.fallback.clear()

    # --- drawing through the service --------------------------------------------------------
    def _image(self, element_id: str, width: int, height: int, quiet: bool = False):
        if self.broken:
            return None
        size = (width, height)
        images = self._images.get(size)
        if images is None:
            images = self._images[size] = self._kept(width, height)
            if not images:
                self._wanted[size] = ([], time.perf_counter())
                self._gate[size] = None
            while len(self._images) > KEEP_SIZES:
                old, _images = self._images.popitem(last=False)
                self._wanted.pop(old, None)
                self._on_order.pop(old, None)
                self._gate.pop(old, None)
        self._images.move_to_end(size)
        if size in self._wanted and not quiet and element_id not in self._wanted[size][0]:
            self._wanted[size][0].append(element_id)
        if self.service.mode == "inline":
            self.pump(settle=0.0)
        elif time.perf_counter() - self._pumped > PUMP_EVERY:
            self.pump()
        if size in self._gate:
            return None  # ours stand in until the first frame's cards are all here
        return images.get(element_id)

    def _kept(self, width: int, height: int) -> dict[str, pygame.Surface | None]:
        """This deck's cards at this size as drawn in an earlier choice or session."""
        faces = load_faces(str(self.theme.path), width, height)
        if not faces:
            return {}
        return {element_id: None if pixels is None else _finish(
                    pygame.image.frombuffer(pixels, (width, height), "RGBA").copy())
                for element_id, pixels in faces.items()}

    def pump(self, settle: float = SETTLE) -> bool:
        """Order the cards asked for (once the frame that asked is drawn: they come
        first), take in what was drawn; True if anything arrived."""
        self._pumped = now = time.perf_counter()
        for size, (wanted, since) in list(self._wanted.items()):
            if now - since >= settle:
                ids = wanted + [i for i in self.theme.card_ids() if i not in wanted]
                self._on_order[size] = set(ids)
                del self._wanted[size]
                if size in self._gate:
                    self._gate[size] = set(wanted)
                    if self.service.mode == "process" and not self._told_drawing:
                        self._told_drawing = True
                        self.notice = _("Drawing the cards of “{deck}”; they appear all "
                                        "at once in a moment.").format(deck=self.name)
                self.service.request(self.theme.path, ids, *size, keep=True)
        arrived = False
        for answer in self.service.take(self.theme.path):
            if answer[0] == "broken":
                self._break(answer[2])
                return True
            _tag, _ticket, element_id, width, height, pixels = answer
            images = self._images.get((width, height))
            if images is None:
                continue  # a size no longer kept
            self._on_order.get((width, height), set()).discard(element_id)
            gate = self._gate.get((width, height))
            if gate is not None:
                gate.discard(element_id)
            if pixels is None:
                images[element_id] = None
            else:
                image = pygame.image.frombuffer(pixels, (width, height), "RGBA").copy()
                images[element_id] = _finish(image)
            arrived = True
        for size in [size for size, gate in self._gate.items() if gate is not None and not gate]:
            del self._gate[size]  # the first frame's cards are all here: show the deck
        if arrived:
            self.version += 1
        elif not self.service.working:  # no worker (it died, or was stopped while this
            # deck was put aside): ask again for what it still owed
            for size, ids in list(self._on_order.items()):
                if ids:
                    self._on_order[size] = set()
                    self.service.request(self.theme.path, sorted(ids), *size)
        return arrived

    def next_change(self) -> float | None:
        """Soon while cards are on order (to take them in and show them), else None."""
        if self.broken or not (self._wanted or any(self._on_order.values())):
            return None
        return POLL

    def _break(self, message: str) -> None:
        self.broken = True
        self._images.clear()
        self._wanted.clear()
        self._on_order.clear()
        self._gate.clear()
        self.notice = _("The card deck “{deck}” could not be read ({error}); our classic deck "
                        "is used instead.").format(deck=self.name, error=message)

    def _tinted(self, image: pygame.Surface, width: int, height: int) -> pygame.Surface:
        images = self._images[(width, height)]
        tinted = images.get("back#2")
        if tinted is None:
            tinted = image.copy()
            tinted.fill(SECOND_PACK_TINT, special_flags=pygame.BLEND_RGB_MULT)
            images["back#2"] = tinted
        return tinted
