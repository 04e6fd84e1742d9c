"""A dialog over a table draws only what changed, and never leaves a stale pixel
(game/scenes/table_drawing.py, Scene.drawn_over).

As in test_dirty_frames.py, every frame is checked twice: the composed screen equals a
full redraw of the same moment (the table, then the dialog, then the notices) pixel for
pixel, and nothing changed outside the boxes it reports. A dialog's coming, going and
fading draw the whole screen; a pointer over its buttons, its keys and the cards still
moving under it redraw only their boxes. The fortune table, under its own question, too.
"""

from __future__ import annotations

import datetime
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
from test_dirty_frames import SIZE, Frames  # noqa: E402

from game.input.intents import Action, PointerMove, Scroll  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from table_helpers import make_app  # noqa: E402

SCREEN = SIZE[0] * SIZE[1]


def partial(areas: list[int | None]) -> list[int]:
    return [a for a in areas if a is not None]


def dealing_table(tmp_path, monkeypatch, speed: str = "slow"):
    app = make_app(tmp_path, monkeypatch, SIZE, animation_speed=speed)
    table = TableScene(app, "klondike", deal=3, animate=True, persist=False)
    app.push(table)
    return app, table


def hover_across(frames: Frames, rect: pygame.Rect, steps: int = 8) -> None:
    """The pointer over the dialog, from corner to corner (its buttons light up)."""
    for k in range(steps + 1):
        pos = (rect.x + rect.width * k // steps, rect.y + rect.height * k // steps)
        frames.app.dispatch(PointerMove(pos))
        frames.frame()


def test_rules_over_a_dealing_table_redraw_only_what_changed(tmp_path, monkeypatch):
    app, table = dealing_table(tmp_path, monkeypatch)
    frames = Frames(app)
    frames.run(0.2, 1 / 30)  # mid-deal
    app.open("rules", table.spec)
    assert frames.frame() is None  # the dim comes over the whole screen
    frames.areas.clear()
    frames.run(0.6, 1 / 30)  # the cards go on flying under it
    assert table.view.sprites.in_flight()
    assert len(partial(frames.areas)) > len(frames.areas) // 2
    rules = app.stack.top
    box = rules.drawn_over(SIZE)[0]
    hover_across(frames, box)
    app.dispatch(Scroll(box.center, -3))
    frames.frame()
    app.notify("A notice over the rules")
    frames.run(0.3, 1 / 30)
    still = partial(frames.areas[-5:])
    assert still and max(still) < SCREEN * 0.7
    app.dispatch(Action("back"))
    assert app.stack.top is table
    assert frames.frame() is None  # the dim goes: whole again
    frames.run(2.0, 1 / 30)  # and the table alone draws in parts again
    assert partial(frames.areas[-10:])


def test_settings_over_a_still_table_follow_the_pointer_and_keys(tmp_path, monkeypatch):
    app, table = dealing_table(tmp_path, monkeypatch, "fast")
    frames = Frames(app)
    frames.run(1.5, 1 / 20)
    assert not table.view.sprites.in_flight()
    app.open("settings")
    frames.frame()
    frames.areas.clear()
    settings = app.stack.top
    hover_across(frames, settings.drawn_over(SIZE)[0], 12)
    for name in ("down", "down", "down", "up"):
        app.dispatch(Action(name))
        frames.frame()
    assert len(partial(frames.areas)) == len(frames.areas)
    assert max(partial(frames.areas)) < SCREEN


def test_results_fade_in_whole_then_draw_in_parts(tmp_path, monkeypatch):
    app, table = dealing_table(tmp_path, monkeypatch, "fast")
    frames = Frames(app)
    frames.run(1.5, 1 / 20)
    model = table.model
    app.open("results", table.game.id, "lost", model.history.moves_made, model.elapsed, None,
             table.deal, on_next=lambda: None, on_replay=lambda: None, on_menu=lambda: None)
    frames.areas.clear()
    frames.run(1.0, 1 / 30)
    assert frames.areas[0] is None  # fading in: the dim changes everywhere
    assert app.stack.top.next_change() is None  # faded in
    frames.areas.clear()
    hover_across(frames, app.stack.top.drawn_over(SIZE)[0])
    assert len(partial(frames.areas)) == len(frames.areas)


def test_a_fortune_laying_and_its_question_draw_in_parts(tmp_path, monkeypatch):
    from game.fortune.journal import Entry
    from game.scenes.fortune_table import FortuneTable

    app = make_app(tmp_path, monkeypatch, SIZE, animation_speed="fast")
    entry = Entry(number=1, asked=datetime.datetime(2026, 1, 2, 3, 4, 5), kind="question",
                  question="Will it rain tomorrow?", game_id="klondike", deal=5, fate=True)
    laying = FortuneTable(app, entry, fate=True)
    app.push(laying)
    frames = Frames(app)
    frames.run(2.0, 1 / 30)  # dealt, and fate at work
    assert len(partial(frames.areas)) > len(frames.areas) * 0.8
    laying.ask_to_read()
    frames.frame()
    frames.areas.clear()
    frames.run(1.0, 1 / 30)  # fate plays on under the question
    hover_across(frames, app.stack.top.drawn_over(SIZE)[0])
    assert len(partial(frames.areas)) == len(frames.areas)
    app.dispatch(Action("cancel"))  # play on
    assert app.stack.top is laying
    frames.run(0.5, 1 / 30)
