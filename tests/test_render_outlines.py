"""The table view draws an empty pile's outline unless its map says `outline` false:
played-out slots of Der Zopf's braid vanish while the corners keep their places."""

import pygame

from game.layout import layout_for
from game.render.pile_marks import base_rank_label
from game.render.table_view import TableView
from game.rules import create
from table_helpers import spy_outlines


def outlined_piles(game_id: str, emptied: tuple[str, ...]) -> set[str]:
    game = create(game_id)
    state = game.new_state(3)
    for name in emptied:
        state.piles[state.index(name)] = ()
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, warnings = layout_for(game.spec.layout, game.pile_names, kinds)
    assert not warnings
    view = TableView(layout, list(game.pile_names))
    surface = pygame.Surface((1280, 720))
    view.resize(surface.get_rect())
    # A plain outline, or one saying the dealt base rank (Der Zopf's foundations).
    drawn = spy_outlines(view, (None, base_rank_label(state)))
    view.draw(surface, state)
    return {game.pile_names[i] for i in drawn}


def test_emptied_braid_slots_draw_no_outline_emptied_corners_do():
    emptied = ("braid_19", "braid_18", "corner_0")
    drawn = outlined_piles("dondorf_zopf", emptied)
    assert "corner_0" in drawn and "foundation_0" in drawn
    assert not any(name.startswith("braid_") for name in drawn)


def test_empty_ring_places_of_the_arena_are_not_outlined():
    drawn = outlined_piles("dondorf_arena", ())
    assert {"open_0", "waste", "foundation_0"} <= drawn       # empty at the start: outlined
    assert not any(name.startswith(("inner_", "outer_")) for name in drawn)
