"""The count a squared-up pile (stock, waste, reserve, discard) shows on a small badge:
where it goes and how it is drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.state import GameState
from game.render.text import INK, draw_text

if TYPE_CHECKING:  # pragma: no cover
    from game.render.table_view import TableView

COUNTED = ("stock", "waste", "reserve", "discard")
BADGE = (10, 30, 20)


def count_badge(view: TableView, pile: int, state: GameState) -> pygame.Rect | None:
    """Where a squared-up pile of more than one card shows its count: on a back, where it
    hides nothing; under a face (over it at the table's foot)."""
    p, cards = view.piles[pile], state.piles[pile]
    if len(cards) < 2 or p.fan != "none" or p.kind not in COUNTED:
        return None
    size = text_size(view)
    rect = view.base_rect(pile)
    badge = pygame.Rect(0, 0, size * 2, int(size * 1.2))
    if not cards[-1].is_face_up:
        badge.midbottom = (rect.centerx, rect.bottom - size // 3)
    else:
        badge.midtop = (rect.centerx, rect.bottom + 2)
        if badge.bottom > view.area.bottom:
            badge.midbottom = (rect.centerx, rect.top - 2)
    return badge


def text_size(view: TableView) -> int:
    return max(12, view.card_size[1] // 7)


def draw_counts(view: TableView, surface: pygame.Surface, state: GameState) -> None:
    size = text_size(view)
    for i in range(len(view.piles)):
        badge = count_badge(view, i, state)
        if badge is not None:
            pygame.draw.rect(surface, BADGE, badge, border_radius=badge.height // 2)
            draw_text(surface, str(len(state.piles[i])), badge.center, size, INK,
                      anchor="center", shadow=False)
