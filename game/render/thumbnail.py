"""Small pictures of a game's table for the chooser: the map's piles with tiny cards of
a dealt position (deal 1), as a player would see the table when it opens.

Working a table out (the rules, the deal, the Tiled map) takes 2–40 ms, too long for a
frame, so it happens on one worker thread; drawing the picture from it takes about a
millisecond and happens on the main thread when asked. Both are cached: a table is worked
out once per game, a picture once per game and size. `get` never waits: it returns None
until the picture can be drawn.
"""

from __future__ import annotations

import math
import traceback
from collections import OrderedDict
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace

import pygame

from game import memory
from game.layout import Layout, PileRect, card_offsets_faced, layout_for, mirrored

THUMBNAIL_DEAL = 1
TABLE = (22, 74, 50)
TABLE_EDGE = (150, 130, 80)
OUTLINE = (255, 255, 255, 60)
FACE = (246, 241, 228)
FACE_EDGE = (70, 70, 66)
BACK = (44, 70, 140)
BACK_EDGE = (200, 205, 225)
RED, BLACK = (196, 40, 40), (24, 24, 28)
# high contrast (theme.py): the table black, its edge and the empty places yellow
CONTRAST_TABLE, CONTRAST_EDGE = (0, 0, 0), (255, 230, 0)


@dataclass(frozen=True)
class TablePlan:
    """Where each pile is and where its cards lie (map units), bottom card first."""

    layout: Layout
    piles: tuple[tuple[PileRect, tuple[tuple[float, float, object], ...]], ...]


def table_plan(spec, left_handed: bool = False) -> TablePlan:
    """Work a game's table out: its map (mirrored for left-handed play, as the table lays
    it) and the cards of deal 1 on it. Pure (no pygame)."""
    from game.engine.game import Game

    game = Game(spec)
    state = game.new_state(THUMBNAIL_DEAL)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, _ = layout_for(spec.layout, game.pile_names, kinds)  # the table warns, not us
    if left_handed:
        layout = mirrored(layout)
    piles = []
    closed = set(spec.closed_places(game, state)) if spec.closed_places else set()
    for i, (name, pile_cards) in enumerate(zip(game.pile_names, state.piles, strict=True)):
        rect = layout.piles[name]
        if i in closed:  # never takes a card: no outline, as at the table
            rect = replace(rect, outline=False)
        offsets = card_offsets_faced(rect, [c.is_face_up for c in pile_cards], layout)
        piles.append((rect, tuple((x, y, c) for (x, y), c in zip(offsets, pile_cards,
                                                                   strict=True))))
    return TablePlan(layout, tuple(piles))


def _corners(x: float, y: float, w: float, h: float, degrees: float) -> list[tuple[float, float]]:
    cx, cy = x + w / 2, y + h / 2
    a = math.radians(degrees)
    cos, sin = math.cos(a), math.sin(a)
    return [(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
            for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]


def plan_bounds(plan: TablePlan) -> tuple[float, float, float, float]:
    """The part of the map the table uses (piles and dealt cards, a margin round them):
    a map keeps room for long fans, which a small picture would show as empty felt."""
    points = []
    for rect, laid in plan.piles:
        points += _corners(rect.x, rect.y, rect.width, rect.height, rect.rotation)
        for x, y, _ in laid:
            points += _corners(x, y, rect.width, rect.height, rect.rotation)
    layout = plan.layout
    if not points:
        return 0.0, 0.0, layout.width, layout.height
    margin = layout.card_width * 0.3
    left = max(0.0, min(x for x, _ in points) - margin)
    top = max(0.0, min(y for _, y in points) - margin)
    right = min(layout.width, max(x for x, _ in points) + margin)
    bottom = min(layout.height, max(y for _, y in points) + margin)
    return left, top, max(right - left, 1.0), max(bottom - top, 1.0)


@dataclass(frozen=True)
class Look:
    """The player's deck and cloth for pictures: `deck` draws cards (None: plain shapes),
    `table` is the cloth's colour; `contrast`: the high-contrast look (a black table
    ringed in yellow, the empty places yellow, as the tables themselves are drawn)."""

    deck: object = None
    table: tuple[int, int, int] = TABLE
    contrast: bool = False


# Cards are drawn once at this size by the player's deck and scaled down per picture, so
# pictures of every size cost the deck 54 images (an SVG deck renders each one once).
SAMPLE_SIZE = (60, 84)


def _card_picture(look: Look, card, w: int, h: int, scaled: dict) -> pygame.Surface:
    key = (int(card), card.is_face_up, w, h)
    image = scaled.get(key)
    if image is None:
        sample = look.deck.image(card, *SAMPLE_SIZE)
        image = scaled[key] = pygame.transform.smoothscale(sample, (w, h))
    return image


def draw_plan(plan: TablePlan, box: tuple[int, int], look: Look = Look()) -> pygame.Surface:
    """The picture of a table, as large as fits in `box` keeping its shape."""
    from game.render.suit_shapes import draw_suit

    left, top, width, height = plan_bounds(plan)
    scale = min(box[0] / width, box[1] / height)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    image = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, min(size) // 24)
    table, edge, outline, line = (CONTRAST_TABLE, CONTRAST_EDGE, CONTRAST_EDGE, 2) \
        if look.contrast else (look.table, TABLE_EDGE, OUTLINE, 1)
    pygame.draw.rect(image, table, image.get_rect(), border_radius=radius)
    scaled: dict = {}
    pygame.draw.rect(image, edge, image.get_rect(), line, border_radius=radius)

    def corners(x: float, y: float, rect: PileRect) -> list[tuple[float, float]]:
        return _corners((x - left) * scale, (y - top) * scale, rect.width * scale,
                        rect.height * scale, rect.rotation)

    for rect, laid in plan.piles:
        w, h = rect.width * scale, rect.height * scale
        if rect.outline:
            pygame.draw.polygon(image, outline, corners(rect.x, rect.y, rect), line)
        for x, y, c in laid:
            up = c.is_face_up
            shape = corners(x, y, rect)
            cw, ch = round(w), round(h)
            if look.deck is not None and cw >= 4 and ch >= 4:
                card = _card_picture(look, c, cw, ch, scaled)
                if rect.rotation:
                    card = pygame.transform.rotate(card, -rect.rotation)  # clockwise
                    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
                    where = card.get_rect(center=((min(xs) + max(xs)) / 2,
                                                  (min(ys) + max(ys)) / 2))
                else:
                    where = ((x - left) * scale, (y - top) * scale)
                image.blit(card, where)
                continue
            pygame.draw.polygon(image, FACE if up else BACK, shape)
            pygame.draw.polygon(image, FACE_EDGE if up else BACK_EDGE, shape, 1)
            pip = min(w, h) * 0.42
            if up and pip >= 3 and not c.is_joker:
                sx, sy = (x - left) * scale, (y - top) * scale
                # In the top left corner, so that a fanned card still shows its suit.
                if rect.rotation:
                    where = pygame.Rect(0, 0, pip, pip)
                    where.center = (round(sx + w / 2), round(sy + h / 2))
                else:
                    where = pygame.Rect(sx + w * 0.1, sy + h * 0.06, pip, pip)
                draw_suit(image, c.suit, where, RED if c.is_red else BLACK)
    return image


class Thumbnails:
    """Pictures of tables, worked out in the background and cached: every table worked
    out (small), the MAX_IMAGES pictures drawn last (up to ~0.4 MB each on a large
    screen). Keyed by game id; `left_handed` says which way round tables are laid."""

    MAX_IMAGES = 64

    def __init__(self, registry, left_handed: bool = False, look: Look = Look()) -> None:
        self.registry = registry
        self.left_handed = left_handed
        self.look = look
        self._plans: dict[str, TablePlan | None] = {}      # None: the table failed
        self._futures: dict[str, Future] = {}
        self._images: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()
        self._used: set[tuple[str, int, int]] = set()   # shown since the last screen change
        memory.on_give_back(self._trim, self._unmark)
        self._drawn_this_frame = 0
        self.per_frame = 3  # pictures drawn in one frame at most (about 1 ms each)
        self.missing = False  # the last frame asked for a picture it could not have yet
        # no work begins while held (the window's first frame: a worker importing rules
        # would take the interpreter from it); asked-for pictures are missing meanwhile
        self.held = False
        self._worker: ThreadPoolExecutor | None = None

    def new_frame(self) -> None:
        self._drawn_this_frame = 0
        self.missing = False

    @property
    def pending(self) -> bool:
        """Some table is still being worked out (the chooser keeps drawing meanwhile)."""
        return any(not f.done() for f in self._futures.values())

    def request(self, game_ids: Iterable[str]) -> None:
        """Start working these tables out (those not known or under way)."""
        for game_id in game_ids:
            if game_id in self._plans or game_id in self._futures:
                continue
            if self.held:
                self.missing = True
                continue
            if self._worker is None:
                self._worker = ThreadPoolExecutor(1, thread_name_prefix="thumbnails")
            self._futures[game_id] = self._worker.submit(self._work, game_id)

    def _work(self, game_id: str) -> TablePlan | None:
        try:
            return table_plan(self.registry.get(game_id), self.left_handed)
        except Exception:  # a broken game shows no picture; the chooser goes on
            traceback.print_exc()
            return None

    def _collect(self, game_id: str) -> bool:
        future = self._futures.get(game_id)
        if future is not None and future.done():
            self._plans[game_id] = future.result()
            del self._futures[game_id]
        return game_id in self._plans

    def get(self, game_id: str, box: tuple[int, int]) -> pygame.Surface | None:
        """The picture fitting `box`, or None while it is not ready (it is asked for)."""
        key = (game_id, box[0], box[1])
        self._used.add(key)
        image = self._images.get(key)
        if image is not None:
            self._images.move_to_end(key)
            return image
        if not self._collect(game_id):
            self.request([game_id])
            self.missing = True
            return None
        plan = self._plans[game_id]
        if plan is None:
            return None
        if self._drawn_this_frame >= self.per_frame:
            self.missing = True
            return None
        self._drawn_this_frame += 1
        image = self._images[key] = draw_plan(plan, box, self.look)
        if len(self._images) > self.MAX_IMAGES:
            self._images.popitem(last=False)
        return image

    def _unmark(self) -> None:
        self._used.clear()

    def _trim(self) -> None:
        """Memory is given back: the pictures not shown since the last screen change go
        (the picture grid's: up to 25 MiB on a large screen; drawn again if it comes back)."""
        for key in [key for key in self._images if key not in self._used]:
            del self._images[key]
        self._used.clear()

    def hand(self, left_handed: bool) -> None:
        """Lay tables the other way round from now on (the setting changed)."""
        if left_handed != self.left_handed:
            self.wait()  # the few under way, then forget them all
            self.left_handed = left_handed
            self._plans.clear()
            self._images.clear()

    def dress(self, look: Look) -> None:
        """Draw pictures with this deck and cloth from now on (the settings changed)."""
        if look != self.look:
            self.look = look
            self._images.clear()

    def failed(self, game_id: str) -> bool:
        return self._collect(game_id) and self._plans[game_id] is None

    def wait(self, game_ids: Iterable[str] | None = None) -> None:
        """Block until these tables (all asked for, by default) are worked out: for tests
        and screenshots, never for a frame."""
        ids = list(self._futures) if game_ids is None else list(game_ids)
        self.request(ids)
        for game_id in ids:
            future = self._futures.get(game_id)
            if future is not None:
                future.result()
            self._collect(game_id)

    def close(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
            self._worker = None
