"""The solver at the table (headless: the service works in slices of the frame loop)."""

import dataclasses

from game.scenes.table import TableScene
from table_helpers import open_table, run_frames


def test_a_hint_marks_a_legal_move_and_says_it(app):
    scene = open_table(app, "freecell", 1)
    app.notices.clear()
    scene.hint()
    assert run_frames(app, 20, lambda: bool(scene.solving.marks))
    src = scene.solving.marks[0]
    assert any(m.src == src for m in scene.game.legal_moves(scene.state))
    assert app.notices and app.notices[-1][0].startswith(("Hint: ", "Try: "))


def test_the_winnable_status_follows_the_setting(app):
    app.settings = dataclasses.replace(app.settings, show_winnable=True)
    scene = open_table(app, "freecell", 1)
    scene.deal_stock()  # no stock in FreeCell: nothing happens, so make a real move
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert scene.hud_note().startswith("Winnable?")
    assert run_frames(app, 20, lambda: scene.hud_note() in ("Winnable", "Not winnable from here",
                                                            "Winnable? Unknown"))


def test_a_demo_plays_a_game_of_skill_to_the_end(app):
    scene = open_table(app, "freecell", 1)
    demo = next(b for b in scene.special_buttons if b.label == "Demo")
    demo.press()
    assert run_frames(app, 120, lambda: scene.game.is_won(scene.state))


def test_winnable_deals_only_opens_a_deal_the_solver_won(app):
    scene = open_table(app, "klondike", 1, persist=False)
    scene.toggle_winnable_only()
    assert "klondike" in app.settings.winnable_only
    scene.new_deal(None)
    assert "Looking for a winnable deal" in scene.hud_note()
    assert run_frames(app, 120, lambda: app.stack.top is not scene)
    opened = app.stack.top
    assert isinstance(opened, TableScene) and opened.game.id == "klondike"
