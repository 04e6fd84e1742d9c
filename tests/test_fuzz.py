"""Input that cannot crash it: random mouse, key, text, resize (down to 1×1), controller
and hot-plug events through the real App, from every scene and on every game, checking
that nothing raises and no table loses or duplicates a card (tools/fuzz_app.py; its long
run is `python tools/fuzz_app.py`)."""

from __future__ import annotations

import importlib.util
import zlib
from pathlib import Path

import pygame
import pytest

from game.app_window import fills_desktop, within_desktop
from game.input.intents import Action, PointerDown, PointerMove, PointerUp, Resize
from game.rules import registry
from table_helpers import drag, open_menu, open_table, top_centre

TOOL = Path(__file__).resolve().parent.parent / "tools" / "fuzz_app.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("fuzz_app", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FUZZ = load_tool()


@pytest.mark.parametrize("start", FUZZ.SCENES)
def test_random_input_in_every_scene(start):
    FUZZ.run(start, seed=zlib.crc32(start.encode()), events=100)


@pytest.mark.parametrize("game_id", registry().ids())
def test_random_input_on_every_game(game_id):
    FUZZ.run(game_id, seed=zlib.crc32(game_id.encode()), events=20)


def test_the_tool_reports_a_failure(monkeypatch, capsys):
    def broken(start, seed, events, size=(640, 400)):
        raise RuntimeError("boom")

    monkeypatch.setattr(FUZZ, "run", broken)
    assert FUZZ.main(["--games", "klondike", "--scenes", "menu", "--seeds", "1-2"]) == 1
    assert "FAILED: start menu, seed 2" in capsys.readouterr().err


# --- the window down to 1×1 ----------------------------------------------------------------


@pytest.mark.parametrize("size", [(1, 1), (30, 20), (300, 2), (479, 299)])
def test_tiny_windows_show_every_scene_scaled_down(app, size):
    menu = open_menu(app)
    table = open_table(app, "klondike", 3)
    pygame.display.set_mode(size)
    app.dispatch(Resize(size))
    assert app.window.display.get_size() == size
    w, h = app.screen.get_size()
    assert w >= 480 and h >= 300  # the scenes lay out on a canvas of a sensible size
    app.draw()
    app.dispatch(Action("back"))
    assert app.stack.top is menu
    app.draw()
    # a click on the tiny window lands where it shows on the canvas
    app.dispatch(PointerMove((size[0] // 2, size[1] // 2), (False, False, False)))
    pygame.display.set_mode((800, 600))
    app.dispatch(Resize((800, 600)))
    assert app.screen is app.window.display
    app.draw()
    assert table.state is not None


def test_a_huge_remembered_window_is_kept_within_the_desktop():
    desktop = max(pygame.display.get_desktop_sizes())
    assert within_desktop((16384, 16384)) == desktop
    assert within_desktop((300, 200)) == (300, 200)


def test_a_window_with_no_room_for_its_frame_opens_maximised(monkeypatch):
    """A 1280x800 window on a 1366x768 desktop (or 1280x720 on 1280x720) had its bottom
    bar below the screen's edge under its title bar: it is maximised instead."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert fills_desktop(within_desktop((1280, 800)))
    assert fills_desktop((1280, 720)) and fills_desktop((1366, 600))
    assert not fills_desktop((1280, 680)) and not fills_desktop((1024, 640))


# --- the pointer holds cards while the position changes -----------------------------------


def test_a_peek_held_while_undo_shrinks_the_pile(app):
    scene = open_table(app, "freecell", 1)
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_0"))
    app.dispatch(PointerDown(top_centre(scene, "cell_0"), 3, 1))
    assert scene.pointer.peek is not None
    app.dispatch(Action("undo"))  # the cell is empty again, the button still held
    assert scene.pointer.peek is None
    app.draw()
    app.dispatch(PointerUp(top_centre(scene, "cell_0"), 3))
    app.draw()


def test_a_drag_held_while_the_pile_shrinks(app):
    scene = open_table(app, "freecell", 1)
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_0"))
    start = top_centre(scene, "cell_0")
    app.dispatch(PointerDown(start, 1, 1))
    app.dispatch(PointerMove((start[0] + 40, start[1] + 60), (True, False, False)))
    assert scene.pointer.drag is not None
    app.dispatch(Action("undo"))
    assert scene.pointer.drag is None
    app.draw()
    app.dispatch(PointerUp(top_centre(scene, "cell_1"), 1))
    app.draw()
    assert len(scene.state.pile("tableau_0")) == 7


def test_the_view_never_draws_past_a_piles_end(app):
    from game.render.table_view import Drag

    scene = open_table(app, "freecell", 1)
    pile = scene.game.pile_index("cell_0")
    scene.view.draw(app.screen, scene.state, Drag(pile, 3, (0, 0), (5, 5)), (), (pile, 2),
                    (pile, 4))
