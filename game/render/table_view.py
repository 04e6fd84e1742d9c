"""The table renderer: draws any game from (layout, state, sprites). It knows no game.

It places every card of a state on the screen (fans compressed by the layout geometry),
keeps the sprites' targets in step with the state, answers "what is under the pointer?",
and draws felt, empty piles, labels, cards, highlights and the card being dragged.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, replace

import pygame

from game.engine.cards import Card
from game.engine.moves import Turn
from game.engine.state import GameState
from game.layout import Layout, Transform, card_offsets_faced
from game.layout.fitting import fit_table
from game.layout.model import PileRect
from game.render import choreography, table_layers
from game.render.card_art import CardArt, DeckStyle
from game.render.count_badges import count_badge
from game.render.felt import DEFAULT_CLOTH, lay_cloth
from game.render.pile_marks import WASTE, PileMarks, base_rank_label, mark_for, waste_angle
from game.render.sprites import SpriteBook
from game.render.table_centring import centre_across
from game.render.table_labels import COUNTER_SIZE, EDGE, PlacedLabel, draw_labels, place_labels
from game.render.text import INK, draw_text, rendered

PLATE = (8, 28, 18, 215)  # under words written across the felt
FAINT_ALPHA = 85  # of 255: a place shown before it fills (layout `faint`)


@dataclass
class Drag:
    """Cards being dragged: `count` cards of `pile`, held at `grab` from the pointer."""

    pile: int
    count: int
    grab: tuple[float, float]      # pointer offset from the dragged bottom card
    pos: tuple[float, float]       # pointer position
    moved: bool = False


def turned_image(image: pygame.Surface, rotation: float) -> pygame.Surface:
    """The image turned `rotation` degrees clockwise: exactly by quarter turns, else
    smoothed. rotozoom filters only inside the image, so it is first framed in two
    transparent pixels of its own edge's colour: the card's outline blends into the felt
    instead of stepping (a plain rotate steps everywhere)."""
    if not rotation % 90:
        return pygame.transform.rotate(image, -rotation)
    w, h = image.get_size()
    framed = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    framed.fill((*image.get_at((0, h // 2))[:3], 0))
    framed.blit(image, (2, 2))
    return pygame.transform.rotozoom(framed, -rotation, 1.0)


def shows_right_edges(pile: PileRect) -> bool:
    """Whether the covered cards of a pile show their right edge: its fan lays each card
    to the left of the one it covers, as the cards themselves are turned. They are drawn
    with an index in the top-right corner too, so their rank still reads upright."""
    step = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}
    if pile.fan not in step or pile.fan_step <= 0:
        return False
    x, y = step[pile.fan]
    turn = math.radians(-pile.rotation)  # from the map's axes to the card's own
    return x * math.cos(turn) - y * math.sin(turn) < -0.5


class TableView:
    def __init__(self, layout: Layout, pile_names: list[str], art: CardArt | None = None,
                 four_colour: bool = False, labels: dict[str, str] | None = None,
                 distinct_backs: bool = False,
                 counter_text: Mapping[str, Callable[[int], str]] | None = None,
                 dealt: GameState | None = None, card_size: str = "normal",
                 closed: Callable[[GameState], Iterable[int]] | None = None,
                 hidden_counters: Iterable[str] = ()) -> None:
        self.pile_names = pile_names
        # The cards as dealt (face-up flags by pile) size the table; see layout.fitting.
        self.dealt = {name: [c.is_face_up for c in cards]
                      for name, cards in zip(pile_names, dealt.piles if dealt else (),
                                             strict=False)}
        self.dealt_state = dealt  # the table is centred on these cards (table_centring.py)
        self.card_size_setting = card_size
        # No redeals at the deal means none ever: "Redeals left: 0" would say nothing.
        self.fixed_counters = {name for name in ("redeals_left",)
                               if dealt and name in dealt.counter_names
                               and dealt.counter(name) == 0} | set(hidden_counters)
        self.closed = closed  # the empty places that will never take a card: no outline
        self.set_layout(layout)
        self.art = art or CardArt(DeckStyle(colours="english" if four_colour else "two"))
        self.cloth = DEFAULT_CLOTH  # the table cloth's id (felt.CLOTHS)
        self.distinct_backs = distinct_backs  # two packs with two back colours
        self.counter_text = counter_text or {}  # e.g. Numeri's call shown as "J"
        self.labels = labels or {}
        self.sprites = SpriteBook()
        self.marks = PileMarks()
        self.transform = Transform(1.0, 0.0, 0.0)
        self.bounds = (0.0, 0.0, layout.width, layout.height)  # the part of the map shown
        self.area = pygame.Rect(0, 0, 1, 1)
        self.card_size = (1, 1)
        self.positions: list[list[tuple[float, float]]] = [[] for _ in pile_names]
        self._rotated: dict[tuple[int, float], tuple[pygame.Surface, pygame.Surface]] = {}
        self._faint_images: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}

    # --- geometry ----------------------------------------------------------------------
    def set_layout(self, layout: Layout) -> None:
        """Lay the table out anew (left-handed or not); `resize` and `place` follow."""
        self.layout = layout
        self.piles = [layout.piles[name] for name in self.pile_names]
        stocks = [p for p in self.piles if p.kind == "stock"]
        # A waste's arrow points away from its stock (the map says where that is).
        self.mark_angles = [waste_angle(p, stocks) if p.kind == "waste" else 0
                            for p in self.piles]
        self.right_edges = [shows_right_edges(p) for p in self.piles]

    def resize(self, area: pygame.Rect) -> None:
        self.area = pygame.Rect(area)
        margin = max(8, min(area.width, area.height) // 60)
        shown = replace(self.layout, labels={  # a counter never shown takes no room
            name: label for name, label in self.layout.labels.items()
            if name not in self.fixed_counters})
        self.transform, self.bounds = fit_table(
            shown, self.dealt, (area.x, area.y, area.width, area.height), margin,
            self.card_size_setting)
        scale = self.transform.scale
        self.card_size = (max(8, round(self.layout.card_width * scale)),
                          max(11, round(self.layout.card_height * scale)))
        if self.dealt_state is not None:
            centre_across(self, self.dealt_state, margin)

    def base_rect(self, pile: int) -> pygame.Rect:
        p = self.piles[pile]
        x, y = self.transform.to_screen(p.x, p.y)
        return self.turned(pygame.Rect(round(x), round(y), *self.card_size), p.rotation)

    @staticmethod
    def turned(rect: pygame.Rect, rotation: float) -> pygame.Rect:
        """The screen box of a card rect turned about its centre (illustrated layouts)."""
        if not rotation % 180:
            return rect
        a = math.radians(rotation)
        w = abs(rect.w * math.cos(a)) + abs(rect.h * math.sin(a))
        h = abs(rect.w * math.sin(a)) + abs(rect.h * math.cos(a))
        box = pygame.Rect(0, 0, round(w), round(h))
        box.center = rect.center
        return box

    def _faint(self, image: pygame.Surface) -> pygame.Surface:
        """The image at a third of its strength (kept while the image is the same)."""
        cached = self._faint_images.get(id(image))
        if cached is None or cached[0] is not image:
            faint = image.copy()
            faint.set_alpha(FAINT_ALPHA)
            cached = self._faint_images[id(image)] = (image, faint)
        return cached[1]

    def blit_card(self, surface: pygame.Surface, image: pygame.Surface, x: float, y: float,
                  pile: int) -> None:
        rotation = self.piles[pile].rotation
        if not rotation:
            surface.blit(image, (round(x), round(y)))
            return
        key = (id(image), rotation)
        cached = self._rotated.get(key)
        if cached is None or cached[0] is not image:  # the id of a dropped image is reused
            if len(self._rotated) > 512:
                self._rotated.clear()
            cached = self._rotated[key] = (image, turned_image(image, rotation))
        turned = cached[1]
        rect = turned.get_rect(center=(round(x + image.get_width() / 2),
                                       round(y + image.get_height() / 2)))
        surface.blit(turned, rect)

    def place(self, state: GameState, animate: bool = True, origin: int | None = None,
              played: Turn | None = None, rate: float = 0.0, shuffles: bool = False) -> None:
        """Compute each card's screen position and retarget the sprites; with the turn
        just played, choreograph it (stagger, flips, redeal beats)."""
        placements: list[tuple[Card, float, float, int, int]] = []
        for i, cards in enumerate(state.piles):
            offsets = card_offsets_faced(self.piles[i], [c.is_face_up for c in cards],
                                         self.layout, self.bounds)
            screen = [self.transform.to_screen(x, y) for x, y in offsets]
            self.positions[i] = screen
            for j, (c, (x, y)) in enumerate(zip(cards, screen, strict=True)):
                placements.append((c, x, y, i, j))
        start = None
        if origin is not None:
            r = self.base_rect(origin)
            start = (float(r.x), float(r.y))
        self.sprites.sync(placements, start, animate)
        if animate and played is not None:
            centre = (self.area.centerx - self.card_size[0] / 2,
                      self.area.centery - self.card_size[1] / 2)
            choreography.turn(self.sprites, state, played, rate, centre, self.card_size[0],
                              shuffles)

    def deal(self, state: GameState, order: list[tuple[int, Card]], origin: int | None,
             rate: float) -> float:
        """Lay the dealt state out from the stock (or the table's foot), card by card in
        the rules' deal order. Returns how long the deal takes."""
        self.sprites = SpriteBook()
        if origin is None:
            start = (self.area.centerx - self.card_size[0] / 2, float(self.area.bottom))
            self.place(state, animate=rate > 0)
            for sprite in self.sprites.sprites.values():
                if rate > 0:
                    sprite.x, sprite.y = start
        else:
            self.place(state, animate=rate > 0, origin=origin)
        return choreography.deal(self.sprites, order, rate)

    # --- hit tests --------------------------------------------------------------------
    def card_rect(self, pile: int, index: int) -> pygame.Rect:
        x, y = self.positions[pile][index]
        rect = pygame.Rect(round(x), round(y), *self.card_size)
        return self.turned(rect, self.piles[pile].rotation)

    def hit(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(pile, card index) under the pointer; index -1 for an empty pile's base."""
        for pile in range(len(self.piles) - 1, -1, -1):
            for index in range(len(self.positions[pile]) - 1, -1, -1):
                if self.card_rect(pile, index).collidepoint(pos):
                    return pile, index
        for pile in range(len(self.piles)):
            if self.base_rect(pile).collidepoint(pos):
                return pile, -1
        return None

    def pile_area(self, pile: int) -> pygame.Rect:
        """Where dropping onto the pile counts: its top card, or its base."""
        if self.positions[pile]:
            return self.card_rect(pile, len(self.positions[pile]) - 1)
        return self.base_rect(pile)

    # --- drawing ----------------------------------------------------------------------
    def card_image(self, card: Card) -> pygame.Surface:
        w, h = self.card_size
        if card.is_face_up:
            return self.art.image(card, w, h)
        return self.art.back(w, h, card.deck if self.distinct_backs else 0)

    def draw(self, surface: pygame.Surface, state: GameState, drag: Drag | None = None,
             highlights: tuple[int, ...] = (), selected: tuple[int, int] | None = None,
             peek: tuple[int, int] | None = None,
             stocks_playing: Collection[int] | None = None) -> None:
        """`stocks_playing`: the piles a click would play a move from now (the table
        knows its rules); without it an empty stock's mark follows its redeals counter.
        Drawn as two layers (render/table_layers.py): the still table, then what moves
        or marks it; render/table_frames.py keeps the first and redraws what changed."""
        shown = table_layers.Shown.of(self, state, drag, highlights, selected, peek,
                                      stocks_playing)
        table_layers.draw_still(self, surface, shown)
        table_layers.draw_over(self, surface, shown)

    def card_box(self, x: float, y: float, pile: int) -> pygame.Rect:
        """The screen box a card drawn at (x, y) of `pile` covers (a turned one is framed
        in a few pixels more: turned_image)."""
        rotation = self.piles[pile].rotation
        w, h = self.card_size
        if not rotation:
            return pygame.Rect(round(x), round(y), w, h)
        box = self.turned(pygame.Rect(0, 0, w, h), rotation)
        box.center = (round(x + w / 2), round(y + h / 2))  # (as blit_card centres it)
        return box.inflate(8, 8) if rotation % 90 else box

    def places_shown(self, state: GameState, stocks_playing: Collection[int] | None,
                     marks: bool = True) -> list[tuple[int, pygame.Surface,
                                                       pygame.Surface | None]]:
        """Every place's outline image, and on an empty one the mark of what it takes
        (pile, outline, mark): what _draw_places draws, and what table_frames compares."""
        w, h = self.card_size
        redeals = (state.counter("redeals_left")
                   if "redeals_left" in state.counter_names else None)
        base = base_rank_label(state)
        gone = self.vanished(state)
        shown = []
        for i, p in enumerate(self.piles):
            if p.kind != "decoration" and p.outline and i not in gone:
                label = p.label or (base if p.kind == "foundation" else None)
                slot = self.art.empty_slot(w, h, label)
                plays = bool(redeals) if stocks_playing is None else i in stocks_playing
                mark = None if state.piles[i] or label or not marks else mark_for(p, plays)
                angle = self.mark_angles[i] if mark == WASTE else 0
                shown.append((i, self._faint(slot) if p.faint else slot,
                              None if mark is None else self.marks.image(mark, w, h, angle)))
        return shown

    def _draw_places(self, surface: pygame.Surface, state: GameState,
                     stocks_playing: Collection[int] | None, marks: bool = True) -> None:
        """The outline of every place, and on an empty one the mark of what it takes."""
        for i, slot, mark in self.places_shown(state, stocks_playing, marks):
            x, y = self.transform.to_screen(self.piles[i].x, self.piles[i].y)
            self.blit_card(surface, slot, x, y, i)
            if mark is not None:
                self.blit_card(surface, mark, x, y, i)

    def vanished(self, state: GameState) -> set[int]:
        """The places the table shows as nothing: empty for good (a map's outline=false)
        or closed by the rules. They never take a card, so the focus passes them by."""
        closed = set(self.closed(state)) if self.closed else set()
        return {i for i, p in enumerate(self.piles)
                if not state.piles[i] and (i in closed or not p.outline)}

    def draw_undealt(self, surface: pygame.Surface, blank: GameState, message: str) -> None:
        """The table before its deal is known: the places' outlines and the map's titles
        (no cards, no counters), and `message` across the middle of the felt."""
        lay_cloth(surface, self.cloth)
        self._draw_places(surface, blank, (), marks=False)
        draw_labels(surface, [label for label in self.placed_labels(blank) if label.title])
        size = max(COUNTER_SIZE, self.area.height // 24)
        plate = rendered(message, size, INK).get_rect(center=self.area.center)
        plate.inflate_ip(size * 2, size)
        shade = pygame.Surface(plate.size, pygame.SRCALPHA)
        shade.fill(PLATE)  # the words read over the outlines
        surface.blit(shade, plate)
        draw_text(surface, message, self.area.center, size, INK, anchor="center")

    def placed_labels(self, state: GameState) -> list[PlacedLabel]:
        """The counters and titles this table shows, where they are drawn: a counter
        near the map's edge is kept within the map (and so off the strip and bars round
        it), as within the window."""
        x0, y0 = self.transform.to_screen(0, 0)
        x1, y1 = self.transform.to_screen(self.layout.width, self.layout.height)
        table = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        table.inflate_ip(2 * EDGE, 2 * EDGE)
        return place_labels(self.layout.labels, state, self.transform, self.area.clip(table),
                            self.card_size[1], self.labels, self.counter_text,
                            self.fixed_counters, self.shown_places(state))

    def shown_places(self, state: GameState) -> list[pygame.Rect]:
        """Every card's rect and every outline drawn: what the words keep apart from."""
        gone = self.vanished(state)
        return [*(self.base_rect(i) for i, p in enumerate(self.piles)
                  if p.kind != "decoration" and p.outline and i not in gone),
                *(self.card_rect(pile, i) for pile, places in enumerate(self.positions)
                  for i in range(len(places)))]

    def occupied(self, state: GameState) -> list[pygame.Rect]:
        """What is on the table: each pile's cards as one box, and each label's rect."""
        boxes = [self.card_rect(pile, 0).unionall(
            [self.card_rect(pile, i) for i in range(1, len(places))])
            for pile, places in enumerate(self.positions) if places]
        return boxes + [label.rect for label in self.placed_labels(state)]

    def count_badge(self, pile: int, state: GameState) -> pygame.Rect | None:
        """Where pile `pile` shows its count now, if it does (count_badges.py)."""
        return count_badge(self, pile, state)
