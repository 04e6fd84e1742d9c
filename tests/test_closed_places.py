"""Places that will never take a card again draw no outline (they would look like
targets): the maps say so for places emptied for good (Golf's columns, Canfield's
reserve, the pairs games' piles …), and Kabinett's rules for the columns its deal did not
open."""

import pygame
import pytest

from game.engine.deal import rng_for
from game.layout import layout_for
from game.rules import create, registry
from positions import move
from table_helpers import open_table, set_position, spy_outlines


def unoutlined(game) -> set[int]:
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, _warnings = layout_for(game.spec.layout, game.pile_names, kinds)
    return {game.pile_index(name) for name, p in layout.piles.items()
            if not p.outline and p.kind != "decoration"}


GAMES = [gid for gid in registry().ids() if unoutlined(create(gid))]


def test_the_places_emptied_for_good_are_known():
    assert {"golf", "thieves", "canfield", "king_albert", "osmosis", "accordion", "isabel",
            "dondorf_zopf", "reussite_32", "reussite_52"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_place_without_outline_never_takes_a_card_once_empty(game_id):
    game = create(game_id)
    watched = unoutlined(game)
    state = game.new_state(1)
    emptied = {i for i in watched if not state.piles[i]}
    rng = rng_for("closed places", game_id)
    for _ in range(120):
        moves = game.legal_moves(state)
        if not moves:
            break
        assert not any(m.dst in emptied for m in moves)
        game.play(state, rng.choice(moves))
        refilled = {game.pile_names[i] for i in emptied if state.piles[i]}
        assert not refilled, f"{game_id}: {refilled} took a card again"
        emptied |= {i for i in watched if not state.piles[i]}


def outlines_drawn(scene) -> set[str]:
    """The piles whose empty-place outline the table draws."""
    drawn = spy_outlines(scene.view)
    scene.draw(pygame.Surface(scene.app.screen.get_size()))
    return {scene.game.pile_names[i] for i in drawn}


def test_kabinett_draws_no_unopened_column_and_no_columns_counter(app):
    scene = open_table(app, "dondorf_kabinett", 5, persist=False)  # 7 columns opened
    assert scene.state.counter("columns") == 7 and not scene.state.pile("column_7")
    assert "column_7" not in outlines_drawn(scene)
    scene.state.piles[scene.game.pile_index("column_6")] = ()   # an opened column emptied
    assert "column_6" in outlines_drawn(scene)                  # takes the waste card
    assert not any(label.name == "columns" for label in scene.view.placed_labels(scene.state))


def test_golf_columns_go_when_emptied(app):
    scene = open_table(app, "golf", 1, persist=False)
    column = scene.game.pile_index("tableau_2")
    scene.state.piles[column] = ()
    assert "tableau_2" not in outlines_drawn(scene)


def test_the_chooser_picture_draws_no_unopened_column_either(monkeypatch):
    from game.render import thumbnail

    monkeypatch.setattr(thumbnail, "THUMBNAIL_DEAL", 5)  # a deal that opens 7 columns
    plan = thumbnail.table_plan(registry().get("dondorf_kabinett"))
    assert [rect.name for rect, _laid in plan.piles if not rect.outline] == ["column_7"]


def test_reussites_aces_go_with_the_last_ace_home(app):
    """Les Réussites' aces pile takes nothing ("an ace leaves it only by the automatic
    return", and a coup de grâce leaves the aces out where they are): once the last ace
    has gone to its row it is empty for good, and drawn as nothing. (Gaps, on the same
    map, never empties it: its aces stay out.)"""
    scene = open_table(app, "reussite_32", 1, persist=False)
    game = scene.game
    rows = [f"7{s} 8{s} 9{s} T{s} J{s} Q{s} K{s} A{s}".split() for s in "SHD"]
    rows.append("7C 8C 9C TC JC QC __ KC".split())
    piles = {f"slot_{r * 8 + c}": "" if text == "__" else text
             for r, row in enumerate(rows) for c, text in enumerate(row)}
    set_position(scene, piles | {"aces": "AC"})
    assert "aces" not in outlines_drawn(scene)  # holding a card: nothing to outline
    assert scene.play(move(game, "slot_31", "slot_30"))  # KC slides left, AC comes home
    scene.view.place(scene.state, animate=False)
    assert not scene.state.pile("aces") and game.is_won(scene.state)
    assert "aces" not in outlines_drawn(scene)
    assert game.pile_index("aces") in scene.view.vanished(scene.state)
