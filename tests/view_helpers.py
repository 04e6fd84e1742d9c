"""A table view on its own (no app, no scene): a game's dealt state laid out on a
surface, for tests of what the renderer draws."""

from __future__ import annotations

import pygame

from game.layout import layout_for
from game.render.table_view import TableView
from game.rules import create


def bare_view(game_id: str, deal: int = 1, size: tuple[int, int] = (1280, 720)):
    """(game, state, view, surface): the view sized to the surface, its cards placed."""
    game = create(game_id)
    state = game.new_state(deal)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, _ = layout_for(game.spec.layout, game.pile_names, kinds)
    view = TableView(layout, list(game.pile_names), dealt=state)
    surface = pygame.Surface(size)
    view.resize(surface.get_rect())
    view.place(state, animate=False)
    return game, state, view, surface
