"""An installed SVG theme as a deck: the same questions as our CardArt, answered with the
theme's cards, drawn at the table's size, cached per size, never making a frame wait.

The first time a size is asked for, its cards are read from the disk if this deck was
drawn at this size before (svg_faces.py: a second choice is instant); else the cards the
first frame asked for are ordered first from the workers (svg_service.py: two draw at
once), the rest of the deck behind them, and the size is *loading*: the deck shown before
this one stands in for every card — whole, or ours if it is not whole at that size —
with a "Loading deck…" notice, until every card asked for meanwhile has arrived. Then the
whole table changes at once (between frames, never in the middle of one), the notice is
withdrawn, and once the whole deck has arrived it is kept on disk. A card the theme lacks
(a 32-card theme, no joker) stays ours; a theme that cannot be read makes the whole deck
ours, with a notice for the player, once.
"""

from __future__ import annotations

import time
from collections import OrderedDict

import pygame

from game.engine.cards import Card
from game.i18n import _
from game.render.card_art import CardArt, DeckStyle
from game.render.card_face import suit_colour
from game.render.svg_faces import forget_faces, kept_any, load_faces, save_faces, unpack
from game.render.svg_index import with_right_index
from game.render.svg_themes import SvgTheme

KEEP_SIZES = 3          # sizes kept drawn per deck (table, preview, thumbnails)
PUMP_EVERY = 0.01       # seconds: a frame's many asks look at the workers' answers once
POLL = 0.1              # seconds between looks at the workers while cards are on order
LOADING_POLL = 0.05     # … while a size is loading (the table changes as soon as it can)
UNPUMPED = 0.5          # seconds without a pump between frames: the asks open the gate
SECOND_PACK_TINT = (170, 200, 255)  # a two-pack game's second back: the theme's, tinted


def _finish(surface: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


HEAVY = ("back", "king", "queen", "jack", "joker")  # a theme's pictures: the most work


def _heavy_first(ids: list[str]) -> list[str]:
    """The cards a frame shows, the pictures first: the two workers start on one each,
    and the plain cards even out the rest (else both pictures could fall to one)."""
    return sorted(ids, key=lambda i: not any(word in i for word in HEAVY))


class _Size:
    """One card size of the deck: the cards arrived (packed, unpacked when first shown),
    the cards to order, and while loading, the cards the table waits for."""

    def __init__(self, all_ids: list[str], kept: dict | None) -> None:
        self.packed: dict[str, bytes | None] = kept or {}
        self.images: dict[str, pygame.Surface | None] = {}
        self.missing = set(all_ids) - set(self.packed)
        self.kept = kept is not None       # read from the disk: nothing to write
        self.ordered = self.kept           # the whole deck asked of the workers
        self.wanted: list[str] = []        # asked by a frame, to order first
        self.waiting: set[str] | None = None if self.kept else set()  # None: not loading


class SvgDeck:
    def __init__(self, theme: SvgTheme, style: DeckStyle, service) -> None:
        self.theme = theme
        self.name = theme.name
        self.style = style
        self.fallback = CardArt(style)  # for the cards the theme lacks
        self.stand_in = None  # the deck shown before this one, while this one loads
        self.aside = False    # put aside (another deck chosen): orders nothing
        self.service = service
        self.notice: str | None = None
        self.withdrawn: str | None = None  # a notice no longer true (the deck has loaded)
        self.broken = False
        self.version = 0   # goes up whenever drawn cards arrive (a reason to redraw)
        self._sizes: OrderedDict[tuple[int, int], _Size] = OrderedDict()
        self._pumped = self._pumped_between = 0.0
        self._loading_notice: str | None = None

    # --- the deck's questions (as CardArt's) -----------------------------------------------
    def face(self, card: Card, width: int, height: int, four_colour: bool | None = None):
        card = card.face_up()
        if card.is_joker:
            for element_id in self.theme.joker_ids(red=card.deck % 2 == 0):
                image = self._image(element_id, width, height, quiet=True)
                if image is not None:
                    return image
            return self._standing(width, height).face(card, width, height)
        image = self._image(self.theme.card_id(card), width, height)
        return image if image is not None else self._standing(width, height).face(
            card, width, height)

    def right_index_face(self, card: Card, width: int, height: int) -> pygame.Surface:
        """The theme's face with its own index copied into the top-right corner too (a
        covered card of a fan opening to the left shows only its right edge)."""
        face = self.face(card, width, height)
        if card.is_joker or self.broken:
            return face
        size = self._sizes.get((width, height))
        element_id = self.theme.card_id(card.face_up())
        if size is None or size.images.get(element_id) is not face:
            return self._standing(width, height).right_index_face(card, width, height)
        key = element_id + "#right-index"
        if key not in size.images:
            art = self.fallback
            colour = suit_colour(card.suit, art.style.colours)
            size.images[key] = with_right_index(face, art.corner_index(card, colour,
                                                                       width, height))
        return size.images[key]

    def back(self, width: int, height: int, deck: int = 0) -> pygame.Surface:
        image = self._image("back", width, height)
        if image is None:
            return self._standing(width, height).back(width, height, deck)
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

    def take_withdrawn(self) -> str | None:
        """A notice given earlier that is no longer true (to be taken off the screen)."""
        gone, self.withdrawn = self.withdrawn, None
        return gone

    @property
    def loading(self) -> bool:
        """Whether some size still shows a stand-in while the theme's cards are drawn."""
        return any(size.waiting is not None for size in self._sizes.values())

    def waiting(self, width: int, height: int) -> bool:
        """Whether the cards at this size are still being drawn (a stand-in shows)."""
        size = self._sizes.get((width, height))
        return size is not None and size.waiting is not None

    def whole(self, width: int, height: int) -> bool:
        """Whether every card of the deck is here at this size (it can stand in whole)."""
        size = self._sizes.get((width, height))
        return self.broken or (size is not None and size.waiting is None and not size.missing)

    def clear(self) -> None:
        self._sizes.clear()
        self.fallback.clear()

    # --- shown, put aside --------------------------------------------------------------------
    def show(self, before) -> None:
        """This deck is now the one shown; `before` (the deck shown until now) stands in
        while it loads — or what stood in for that one, if it was loading too."""
        self.aside = False
        if isinstance(before, SvgDeck) and (before.loading or not before._sizes):
            before = before.stand_in  # (it showed nothing of its own yet)
        self.stand_in = before if before is not self else None
        if not self.broken and not any(not size.missing for size in self._sizes.values()) \
                and not kept_any(str(self.theme.path)):
            self.service.prepare(self.theme.path)  # (drawn nowhere yet: its theme is read)

    def put_aside(self) -> None:
        """Another deck is shown: the cards still queued are taken back (asked again if
        this deck is shown again), and the deck no longer orders any."""
        self.aside = True
        self.stand_in = None
        self.service.cancel(self.theme.path)
        for size in self._sizes.values():
            size.wanted = []

    def _standing(self, width: int, height: int):
        """What draws a card this deck cannot draw now: while loading, the deck shown
        before (if it is whole at this size); else ours."""
        size = self._sizes.get((width, height))
        stand_in = self.stand_in
        if size is not None and size.waiting is not None and stand_in is not None \
                and stand_in.whole(width, height):
            return stand_in
        return self.fallback

    # --- drawing through the service --------------------------------------------------------
    def _size(self, width: int, height: int) -> _Size:
        key = (width, height)
        size = self._sizes.get(key)
        if size is None:
            size = self._sizes[key] = _Size(self.theme.card_ids(),
                                            load_faces(str(self.theme.path), width, height))
            while len(self._sizes) > KEEP_SIZES:
                self._sizes.popitem(last=False)
        self._sizes.move_to_end(key)
        return size

    def _image(self, element_id: str, width: int, height: int, quiet: bool = False):
        if self.broken:
            return None
        if self.aside and not self.whole(width, height):
            return None  # (standing in: only what it has)
        size = self._size(width, height)
        if element_id in size.missing and not quiet and not self.aside:
            if element_id not in size.wanted:
                size.wanted.append(element_id)
            if size.waiting is not None:
                size.waiting.add(element_id)  # the table waits for every card it shows
            now = time.perf_counter()
            if self.service.mode == "inline":
                self.pump()
            elif now - self._pumped_between > UNPUMPED and now - self._pumped > PUMP_EVERY:
                self._pump(open_gates=True)  # nobody pumps between frames: here, then
        if size.waiting is not None:
            return None  # the stand-in shows until the cards waited for are all here
        return self._shown(size, element_id, width, height)

    def _shown(self, size: _Size, element_id: str, width: int, height: int):
        if element_id in size.images:
            return size.images[element_id]
        packed = size.packed.get(element_id)
        if packed is None:
            return None
        pixels = unpack(packed, width, height)
        if pixels is None:  # a damaged file (its checksums matched): drawn again
            forget_faces(str(self.theme.path), width, height)
            del size.packed[element_id]
            size.missing.add(element_id)
            size.kept = size.ordered = False
            return None
        image = _finish(pygame.image.frombuffer(pixels, (width, height), "RGBA").copy())
        size.images[element_id] = image
        return image

    def pump(self) -> bool:
        """Between frames: order the cards asked for (those the last frame showed first),
        take in what was drawn, and change the table whole where a size has loading;
        True if anything arrived (a reason to redraw)."""
        self._pumped_between = time.perf_counter()
        return self._pump(open_gates=True)

    def _pump(self, open_gates: bool) -> bool:
        self._pumped = time.perf_counter()
        if self.broken or self.aside:
            return False
        path = self.theme.path
        # the cards frames show first, the largest size's (the table's) first of all; then
        # the rest of each size
        sizes = sorted(self._sizes.items(), key=lambda i: i[0][0] * i[0][1], reverse=True)
        for (width, height), size in sizes:
            if size.wanted:
                self.service.request(path, _heavy_first(size.wanted), width, height,
                                     first=True)
                size.wanted = []
        for (width, height), size in sizes:
            if not size.ordered or (size.missing and not self.service.pending(
                    path, width, height)):  # (a worker stopped, or the deck was aside)
                size.ordered = True
                self.service.request(path, [i for i in self.theme.card_ids()
                                            if i in size.missing], width, height)
            if size.waiting is not None and self.service.mode == "process" \
                    and self._loading_notice is None:
                self._loading_notice = self.notice = _("Loading deck “{deck}”…").format(
                    deck=self.name)
        arrived = False
        for answer in self.service.take(path):
            if answer[0] == "broken":
                self._break(answer[2])
                return True
            _tag, _path, element_id, width, height, packed = answer
            size = self._sizes.get((width, height))
            if size is None or element_id not in size.missing:
                continue  # a size no longer kept
            size.missing.discard(element_id)
            size.packed[element_id] = packed
            arrived = True
            if not size.missing and not size.kept:
                size.kept = True
                save_faces(str(path), width, height, size.packed)
        if open_gates:
            arrived |= self._open_gates()
        if arrived:
            self.version += 1
        return arrived

    def _open_gates(self) -> bool:
        opened = False
        for size in self._sizes.values():
            if size.waiting is not None and size.ordered and not (size.waiting & size.missing):
                size.waiting = None
                opened = True
        if opened and not self.loading:
            self.stand_in = None
            if self._loading_notice is not None:
                self.withdrawn, self._loading_notice = self._loading_notice, None
                if self.notice == self.withdrawn:
                    self.notice = self.withdrawn = None  # (never shown: nothing to take off)
        return opened

    def next_change(self) -> float | None:
        """Soon while cards are on order (to take them in and show them), else None."""
        if self.broken or self.aside or not any(
                size.missing or size.wanted for size in self._sizes.values()):
            return None
        return LOADING_POLL if self.loading else POLL

    def _break(self, message: str) -> None:
        self.broken = True
        self._sizes.clear()
        self.stand_in = None
        if self._loading_notice is not None:
            self.withdrawn, self._loading_notice = self._loading_notice, None
        self.notice = _("The card deck “{deck}” could not be read ({error}); our classic deck "
                        "is used instead.").format(deck=self.name, error=message)

    def _tinted(self, image: pygame.Surface, width: int, height: int) -> pygame.Surface:
        images = self._sizes[(width, height)].images
        tinted = images.get("back#2")
        if tinted is None:
            tinted = image.copy()
            tinted.fill(SECOND_PACK_TINT, special_flags=pygame.BLEND_RGB_MULT)
            images["back#2"] = tinted
        return tinted
