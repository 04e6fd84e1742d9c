"""The table drawn as two layers: the still table under what moves or marks it.

The still layer is the felt, the places' outlines and marks, the labels and every card
lying at rest; over it come the cards in flight (in the piles' order), the count badges,
the highlights, the selection, the dragged cards and a peeked card. TableView.draw draws
both; render/table_frames.py keeps the still layer and redraws only what changed, so
each part also says where it lies and what it shows (`still_parts`, `over_parts`): two
frames whose parts are equal look the same there.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.engine.state import GameState
from game.render.count_badges import count_badge, draw_counts
from game.render.felt import lay_cloth
from game.render.sprites import CardSprite
from game.render.table_labels import PlacedLabel, draw_labels, ink_box
from game.render.theme import DROP_TARGET, outline

if TYPE_CHECKING:  # pragma: no cover
    from game.render.table_view import Drag, TableView

HIGHLIGHT = DROP_TARGET  # (theme.py: its colour follows the look)
SELECTED = (120, 200, 255)
MARK_ROOM = 8  # px round a ringed place that its ring covers (inflate 6, width 3)


@dataclass
class Shown:
    """What one frame of the table shows: the state, the pointer's marks, and the cards
    sorted into resting (with whether each shows its right-edge index) and flying."""

    state: GameState
    drag: Drag | None
    highlights: tuple[int, ...]
    selected: tuple[int, int] | None
    peek: tuple[int, int] | None
    stocks_playing: Collection[int] | None
    # (sprite, card, shows its right-edge index, pile, index), in drawing order
    resting: list[tuple[CardSprite, object, bool, int, int]] = field(default_factory=list)
    flying: list[CardSprite] = field(default_factory=list)
    places: list = field(default_factory=list)
    labels: list[PlacedLabel] = field(default_factory=list)

    @classmethod
    def of(cls, view: TableView, state: GameState, drag: Drag | None,
           highlights: tuple[int, ...], selected: tuple[int, int] | None,
           peek: tuple[int, int] | None, stocks_playing: Collection[int] | None) -> Shown:
        if drag and not 0 < drag.count <= len(state.piles[drag.pile]):
            drag = None  # the pile shrank under the pointer
        if peek is not None and not 0 <= peek[1] < len(state.piles[peek[0]]):
            peek = None
        shown = cls(state, drag, tuple(highlights), selected, peek, stocks_playing)
        dragged: set[int] = set()
        if drag and drag.moved:
            n = len(state.piles[drag.pile])
            dragged = {int(c.face_up()) for c in state.piles[drag.pile][n - drag.count:]}
        sprites = view.sprites.sprites
        for pile, cards in enumerate(state.piles):
            covered = len(cards) - 1 if view.right_edges[pile] else 0
            for index, c in enumerate(cards):
                key = int(c.face_up())
                sprite = sprites.get(key)
                if sprite is None or key in dragged:
                    continue
                if waiting(sprite):  # lies still where it is until its turn comes
                    shown.resting.append((sprite, sprite.shown, False, pile, index))
                elif sprite.moving:
                    shown.flying.append(sprite)
                else:
                    shown.resting.append((sprite, c, index < covered and c.is_face_up,
                                          pile, index))
        shown.resting = uncovered(shown.resting, [p.rotation for p in view.piles])
        shown.places = view.places_shown(state, stocks_playing)
        shown.labels = view.placed_labels(state)
        return shown


def waiting(sprite: CardSprite) -> bool:
    """A card whose flight has not begun (a deal's cards on the stock): it does not move
    or turn yet, so it lies in the still layer."""
    return sprite.delay > 0 and (sprite.flip >= 1.0 or sprite.flip_delay > 0)


def uncovered(resting: list, rotations: list[float]) -> list:
    """The resting cards less those a later one covers exactly (a squared-up pile shows
    its top card only): a stock of 24 is one card to draw."""
    def place(sprite: CardSprite) -> tuple:
        return round(sprite.x), round(sprite.y), rotations[sprite.pile]

    last = {place(entry[0]): k for k, entry in enumerate(resting)}
    return [entry for k, entry in enumerate(resting) if last[place(entry[0])] == k]


# --- the still layer --------------------------------------------------------------------
def resting_image(view: TableView, card, right_edge: bool) -> pygame.Surface:
    w, h = view.card_size
    return view.art.right_index_face(card, w, h) if right_edge else view.card_image(card)


def draw_still(view: TableView, surface: pygame.Surface, shown: Shown) -> None:
    """Felt, places, labels and the cards at rest, in the piles' order."""
    lay_cloth(surface, view.cloth)
    for i, slot, mark in shown.places:
        x, y = view.transform.to_screen(view.piles[i].x, view.piles[i].y)
        view.blit_card(surface, slot, x, y, i)
        if mark is not None:
            view.blit_card(surface, mark, x, y, i)
    draw_labels(surface, shown.labels)
    clip = surface.get_clip()
    for sprite, card, right_edge, _pile, _index in shown.resting:
        if clip.colliderect(view.card_box(sprite.x, sprite.y, sprite.pile)):
            view.blit_card(surface, resting_image(view, card, right_edge), sprite.x,
                           sprite.y, sprite.pile)


def label_box(label: PlacedLabel) -> pygame.Rect:
    """Where a label draws (its rules' lozenges reach past its rect): generously."""
    return label.rect.union(ink_box(label)).inflate(label.size, label.size)


def still_parts(view: TableView, shown: Shown) -> dict:
    """Each part of the still layer: key → (where it lies, what it shows)."""
    parts: dict = {}
    for i, slot, mark in shown.places:
        x, y = view.transform.to_screen(view.piles[i].x, view.piles[i].y)
        parts["place", i] = (view.card_box(x, y, i), (slot, mark))
    for k, label in enumerate(shown.labels):
        parts["label", k] = (label_box(label), label)
    for sprite, card, right_edge, pile, index in shown.resting:
        image = resting_image(view, card, right_edge)
        parts["card", int(card.face_up())] = (
            view.card_box(sprite.x, sprite.y, sprite.pile),
            (image, pile, index, sprite.pile, round(sprite.x), round(sprite.y)))
    return parts


# --- over it ----------------------------------------------------------------------------
def flight_image(view: TableView, sprite: CardSprite) -> tuple[pygame.Surface, float]:
    """A card in flight as drawn now, squeezed sideways while it turns over, and how far
    right of the sprite's x it is drawn."""
    image = view.card_image(sprite.shown)
    if sprite.squeeze < 1.0:
        w, h = image.get_size()
        narrow = max(1, round(w * sprite.squeeze))
        return pygame.transform.scale(image, (narrow, h)), (w - narrow) / 2
    return image, 0.0


def draw_over(view: TableView, surface: pygame.Surface, shown: Shown) -> None:
    state = shown.state
    w, _h = view.card_size
    clip = surface.get_clip()
    for sprite in shown.flying:
        if clip.colliderect(view.card_box(sprite.x, sprite.y, sprite.pile).inflate(2, 2)):
            image, dx = flight_image(view, sprite)
            view.blit_card(surface, image, sprite.x + dx, sprite.y, sprite.pile)
    draw_counts(view, surface, state)
    for pile in shown.highlights:
        pygame.draw.rect(surface, HIGHLIGHT, view.pile_area(pile).inflate(6, 6), outline(3),
                         border_radius=max(4, w // 12))
    if shown.selected is not None:
        rect = selected_rect(view, shown)
        if rect is not None:
            pygame.draw.rect(surface, SELECTED, rect.inflate(6, 6), 3,
                             border_radius=max(4, w // 12))
    if shown.drag and shown.drag.moved:
        draw_drag(view, surface, shown)
    peek = shown.peek
    if peek is not None and state.piles[peek[0]][peek[1]].is_face_up:
        pile, index = peek
        x, y = view.positions[pile][index]
        view.blit_card(surface, view.art.image(state.piles[pile][index], *view.card_size),
                       x, y, pile)


def selected_rect(view: TableView, shown: Shown) -> pygame.Rect | None:
    pile, count = shown.selected
    n = len(shown.state.piles[pile])
    if 0 < count <= n:
        return view.card_rect(pile, n - count).union(view.card_rect(pile, n - 1))
    return None


def drag_places(view: TableView, shown: Shown) -> list[tuple[object, int, int]]:
    """The dragged cards and where each is drawn (its top-left), bottom card first."""
    drag, state = shown.drag, shown.state
    cards = state.piles[drag.pile][-drag.count:]
    x0 = drag.pos[0] - drag.grab[0]
    y0 = drag.pos[1] - drag.grab[1]
    positions = view.positions[drag.pile]
    base = positions[-drag.count]
    first = len(state.piles[drag.pile]) - drag.count
    return [(c, round(x0 + positions[first + j][0] - base[0]),
             round(y0 + positions[first + j][1] - base[1])) for j, c in enumerate(cards)]


def draw_drag(view: TableView, surface: pygame.Surface, shown: Shown) -> None:
    w, h = view.card_size
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=w // 12)
    for c, x, y in drag_places(view, shown):
        surface.blit(shadow, (x + w // 14, y + w // 10))
        surface.blit(view.card_image(c), (x, y))


def over_parts(view: TableView, shown: Shown) -> dict:
    """Each part drawn over the still layer: key → (where it lies, what it shows)."""
    parts: dict = {}
    state = shown.state
    w = view.card_size[0]
    for order, sprite in enumerate(shown.flying):
        narrow = max(1, round(w * sprite.squeeze)) if sprite.squeeze < 1.0 else w
        parts["flying", int(sprite.card.face_up())] = (
            view.card_box(sprite.x, sprite.y, sprite.pile).inflate(2, 2),
            (view.card_image(sprite.shown), narrow, round(sprite.x + (w - narrow) / 2),
             round(sprite.y), sprite.pile, order))
    for i in range(len(view.piles)):
        badge = count_badge(view, i, state)
        if badge is not None:
            parts["count", i] = (badge.inflate(2, 2), len(state.piles[i]))
    for pile in shown.highlights:
        parts["highlight", pile] = (view.pile_area(pile).inflate(MARK_ROOM, MARK_ROOM), None)
    if shown.selected is not None and (rect := selected_rect(view, shown)) is not None:
        parts["selected"] = (rect.inflate(MARK_ROOM, MARK_ROOM), None)
    if shown.drag and shown.drag.moved:
        w, h = view.card_size
        placed = drag_places(view, shown)
        box = pygame.Rect(placed[0][1], placed[0][2], w, h).unionall(
            [pygame.Rect(x, y, w, h) for _c, x, y in placed])
        parts["drag"] = (box.inflate(w // 7 + 4, w // 5 + 4),
                         tuple((int(c), x, y) for c, x, y in placed))
    if shown.peek is not None:
        pile, index = shown.peek
        parts["peek"] = (view.card_rect(pile, index).inflate(8, 8),
                         (int(state.piles[pile][index]), pile, index))
    return parts
