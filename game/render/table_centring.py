"""A fitted table centred on what it draws.

The fit (layout/fitting.py) centres the map's boxes, a counter's whole place included;
but a counter's text is often narrower than its place in the map (Numeri's "Call: 7" in
a 260 px place) or wider (Réussite's "Coups de grâce: 1" in 100 px; it is pushed back
inside the window when drawn), and a fan's growth
room may lie on one side only. So the table, as dealt, is then moved across until the
felt left at its two sides is even.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.state import GameState
from game.layout import Transform, card_offsets_faced
from game.render.table_labels import place_labels

if TYPE_CHECKING:  # pragma: no cover
    from game.render.table_view import TableView

FAR = 1 << 20  # px: labels measured where they fall, not pushed inside the window


def drawn_boxes(view: TableView, state: GameState) -> tuple[pygame.Rect, pygame.Rect]:
    """The box of the piles (their bases and cards) the view draws for `state`, and that
    box with the labels, each label where its text falls, even past the window's edge."""
    rects = []
    for i, pile in enumerate(view.piles):
        rects.append(view.base_rect(i))
        faces = [card.is_face_up for card in state.piles[i]]
        for x, y in card_offsets_faced(pile, faces, view.layout, view.bounds):
            sx, sy = view.transform.to_screen(x, y)
            rects.append(view.turned(pygame.Rect(round(sx), round(sy), *view.card_size),
                                     pile.rotation))
    anywhere = pygame.Rect(-FAR, -FAR, 2 * FAR, 2 * FAR)
    labels = [label.rect for label in place_labels(
        view.layout.labels, state, view.transform, anywhere, view.card_size[1], view.labels,
        view.counter_text, view.fixed_counters)]
    piles = rects[0].unionall(rects[1:])
    return piles, piles.unionall(labels) if labels else piles


def centre_across(view: TableView, state: GameState, margin: float) -> None:
    """Move the view's table across its area so the felt at its left and right is even
    (its `transform` and the `bounds` fans may grow into follow)."""
    (piles, box), area = drawn_boxes(view, state), view.area
    shift = ((area.right - box.right) - (box.left - area.left)) // 2
    # A label wider than the room left is pushed inside when drawn: the piles keep
    # their margins, whatever the labels say.
    shift = max(min(shift, round(area.right - margin - piles.right)),
                round(area.left + margin - piles.left))
    if not shift:
        return
    t = view.transform
    view.transform = Transform(t.scale, t.offset_x + shift, t.offset_y)
    left, top = view.transform.to_virtual(area.x + margin, area.y + margin)
    right, bottom = view.transform.to_virtual(area.right - margin, area.bottom - margin)
    view.bounds = (left, top, right, bottom)
