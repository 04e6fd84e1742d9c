"""Die Arena's rings: their places are drawn faintly before they fill (issue 17: "at the
deal only the aces and kings show and the rings are invisible")."""

from dataclasses import replace

import pygame
import pytest

from game.layout import layout_for
from game.layout.loader import REPO_LEVELS_DIR
from game.layout.tmx import LayoutError, load_layout
from game.rules import create
from table_helpers import open_table


def arena_layout():
    game = create("dondorf_arena")
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, warnings = layout_for(game.spec.layout, game.pile_names, kinds, [REPO_LEVELS_DIR])
    assert warnings == []
    return layout


def test_the_arena_rings_are_faint_and_nothing_else_is():
    piles = arena_layout().piles
    rings = [p for n, p in piles.items() if n.startswith(("inner_", "outer_"))]
    assert len(rings) == 52 and all(p.outline and p.faint for p in rings)
    assert not any(p.faint for n, p in piles.items() if not n.startswith(("inner_", "outer_")))


def test_outline_property_takes_faint_and_refuses_other_words(tmp_path):
    text = (REPO_LEVELS_DIR / "dondorf_arena.tmx").read_text()
    assert 'name="outline" value="faint"' in text
    bad = tmp_path / "bad.tmx"
    bad.write_text(text.replace('name="outline" value="faint"', 'name="outline" value="dim"', 1))
    with pytest.raises(LayoutError, match="outline"):
        load_layout(bad)


def test_an_empty_ring_place_shows_faintly_on_the_table(app):
    scene = open_table(app, "dondorf_arena", 3, persist=False)
    pile = scene.game.pile_index("outer_upper_6")
    assert not scene.state.piles[pile]
    rect = scene.view.base_rect(pile)
    surface = pygame.Surface(app.screen.get_size())

    def ink():
        scene.draw(surface)
        return sum(sum(surface.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 3)
                   for y in range(rect.top, rect.bottom, 3))

    faint = ink()
    scene.view.piles[pile] = replace(scene.view.piles[pile], outline=False, faint=False)
    bare = ink()
    assert faint != bare
