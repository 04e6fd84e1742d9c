"""The solver at the table (headless: the service works in slices of the frame loop)."""

import dataclasses

import pytest

from game.app import App
from game.scenes.table import TableScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    app = App(size=(1280, 720), headless=True)
    app.settings = dataclasses.replace(app.settings, auto_foundation="off",
                                       animation_speed="instant")
    return app


def run(app, scene, until, seconds=20.0):
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)
        if until():
            return True
    return False


def test_a_hint_marks_a_legal_move_and_says_it(app):
    scene = TableScene(app, "freecell", deal=1, animate=False)
    app.push(scene)
    app.notices.clear()
    scene.hint()
    assert run(app, scene, lambda: bool(scene.solving.marks))
    src = scene.solving.marks[0]
    assert any(m.src == src for m in scene.game.legal_moves(scene.state))
    assert app.notices and app.notices[-1][0].startswith(("Hint: ", "Try: "))


def test_the_winnable_status_follows_the_setting(app):
    app.settings = dataclasses.replace(app.settings, show_winnable=True)
    scene = TableScene(app, "freecell", deal=1, animate=False)
    app.push(scene)
    scene.deal_stock()  # no stock in FreeCell: nothing happens, so make a real move
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert scene.hud_note().startswith("Winnable?")
    assert run(app, scene, lambda: scene.hud_note() in ("Winnable", "Not winnable from here",
                                                         "Winnable? Unknown"))


def test_a_demo_plays_a_game_of_skill_to_the_end(app):
    scene = TableScene(app, "freecell", deal=1, animate=False)
    app.push(scene)
    demo = next(b for b in scene.special_buttons if b.label == "Demo")
    demo.press()
    assert run(app, scene, lambda: scene.game.is_won(scene.state), seconds=120)


def test_winnable_deals_only_opens_a_deal_the_solver_won(app):
    scene = TableScene(app, "klondike", deal=1, animate=False, persist=False)
    app.push(scene)
    scene.toggle_winnable_only()
    assert "klondike" in app.settings.winnable_only
    scene.new_deal(None)
    assert "Looking for a winnable deal" in scene.hud_note()
    assert run(app, scene, lambda: app.stack.top is not scene, seconds=120)
    opened = app.stack.top
    assert isinstance(opened, TableScene) and opened.game.id == "klondike"
