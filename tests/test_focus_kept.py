"""The focus's graph is kept and partly reused from one position to the next
(TableFocus: its lanes, routes and the arrows' rankings, game/scenes/table_focus.py):
whatever happened at the table, the graph the kept focus gives is exactly the one a focus
with nothing kept builds — every stop, every arrow. In every game, through a sequence of
what a player does: moves, cards held and put back, undo and redo, a restart, a window
resized and back, left-handed and back."""

import dataclasses

import pygame
import pytest

from game.engine.deal import rng_for
from game.input.intents import Resize
from game.rules import registry
from game.scenes.table import TableScene
from game.scenes.table_focus import TableFocus
from table_helpers import make_app

SIZE, OTHER_SIZE = (1024, 640), (800, 600)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    made = make_app(tmp_path_factory.mktemp("kept"), mp, SIZE)
    yield made
    mp.undo()


def difference(kept: dict, fresh: dict) -> str:
    """The first stop whose arrows differ, in words."""
    for node in sorted(kept.keys() | fresh.keys(), key=repr):
        if kept.get(node) != fresh.get(node):
            return f"from {node}: kept {kept.get(node)}, fresh {fresh.get(node)}"
    return "none"


def resize(app, scene, size) -> None:
    app.window.screen = pygame.Surface(size)
    scene.handle(Resize(size))


def hand(app, scene, left: bool) -> None:
    app.settings = dataclasses.replace(app.settings, left_handed=left)
    scene.follow_handedness()


def play(scene, rng, moves: int) -> None:
    for _ in scene.random_moves(rng, moves):
        pass


def hold(scene) -> None:
    """Cards picked up (the focus's routes change while cards are held)."""
    moves = [m for m in scene.game.legal_moves(scene.state)
             if m.src >= 0 and m.dst >= 0 and m.action != "stock" and m.count > 0]
    if moves:  # (the longest run: its pile has other stops, where the held count stays)
        held = max(moves, key=lambda m: (m.count, -m.src))
        scene.model.select(held.src, held.count)


@pytest.mark.parametrize("game_id", registry().ids())
def test_the_kept_graph_is_the_one_built_afresh_whatever_happened(app, game_id):
    scene = TableScene(app, game_id, deal=3, animate=False, persist=False)
    app.push(scene)
    rng = rng_for("kept graph", game_id)
    steps = [("the deal", lambda: None),
             ("a move", lambda: play(scene, rng, 1)),
             ("eight moves", lambda: play(scene, rng, 8)),
             ("cards held", lambda: hold(scene)),
             ("put back", scene.model.deselect),
             ("a move", lambda: play(scene, rng, 1)),
             ("undo", scene.undo), ("undo", scene.undo), ("redo", scene.redo),
             ("resized", lambda: resize(app, scene, OTHER_SIZE)),
             ("a move", lambda: play(scene, rng, 1)),
             ("resized back", lambda: resize(app, scene, SIZE)),
             ("left-handed", lambda: hand(app, scene, True)),
             ("a move", lambda: play(scene, rng, 1)),
             ("right-handed", lambda: hand(app, scene, False)),
             ("restart", scene.restart), ("a move", lambda: play(scene, rng, 1))]
    try:
        for what, step in steps:
            step()
            scene.view.place(scene.state, animate=False)
            fresh_focus = TableFocus(app, scene.model, scene.view, scene.moves, scene.hud,
                                     scene.autoplay, scene.placing.relayout)
            kept, fresh = scene.focus.routes(), fresh_focus.routes()
            assert len(kept) > 1
            assert kept == fresh, f"{game_id} after {what}: {difference(kept, fresh)}"
    finally:
        app.stack.pop()
        resize(app, scene, SIZE)
        hand(app, scene, False)
