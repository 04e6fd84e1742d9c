"""A move's save follows the frame that shows the move (the save, 2-20 ms as a game
grows, is not between a click and its answer), and is never lost: made right after that
frame, and at the latest when the table is left, the program quits, or it crashes.
Headless, through the real table, the app's frame and its start (game/app_start.py)."""

from __future__ import annotations

import argparse

import pytest

import game.app_start as start_module
import game.scenes.table_records as records_module
from game.store import load_game
from table_helpers import drag, frame_shown, open_table, top_centre


def watch_order(app, monkeypatch) -> list:
    """What happens, in order: "shown" for each frame put on screen, ("saved", position)
    for each save written."""
    events: list = []
    flip, save_game = app.window.flip, records_module.save_game

    def shown(changed, began):
        flip(changed, began)
        events.append("shown")

    def saved(record):
        events.append(("saved", record["history"]["position"]))
        return save_game(record)

    monkeypatch.setattr(app.window, "flip", shown)
    monkeypatch.setattr(records_module, "save_game", saved)
    return events


def position_saved(game_id: str) -> int | None:
    record = load_game(game_id)[0]
    return None if record is None else record["history"]["position"]


def test_the_frame_answering_a_move_is_shown_before_the_move_is_saved(app, monkeypatch):
    scene = open_table(app, "freecell", 1)
    frame_shown(app)
    events = watch_order(app, monkeypatch)
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_0"))  # a player's drop
    assert scene.history.moves_made == 1 and events == []   # nothing written before its frame
    frame_shown(app)
    assert events == ["shown", ("saved", 1)]                 # the frame, then at once the save
    assert position_saved("freecell") == 1
    frame_shown(app)                                         # no change: nothing written again
    assert events == ["shown", ("saved", 1), "shown"]


def test_every_move_is_saved_even_two_in_one_frame(app, monkeypatch):
    scene = open_table(app, "freecell", 1)
    events = watch_order(app, monkeypatch)
    for _ in range(2):   # (two moves read from one batch of input)
        scene.play(scene.game.legal_moves(scene.state)[0])
    frame_shown(app)
    assert events == ["shown", ("saved", 2)] and position_saved("freecell") == 2
    scene.undo()
    frame_shown(app)
    assert events[-2:] == ["shown", ("saved", 1)] and position_saved("freecell") == 1


@pytest.mark.parametrize("leave", ["quit", "pop", "menu", "new deal"])
def test_a_save_still_waiting_for_its_frame_is_made_when_the_table_goes(app, leave):
    scene = open_table(app, "freecell", 1)
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert load_game("freecell") == (None, None)             # no frame yet
    if leave == "quit":
        app.quit()
    elif leave == "pop":
        app.pop()
    elif leave == "menu":
        scene.to_menu()
    else:
        scene.new_deal(2)                                    # (the game it replaces: kept)
    assert position_saved("freecell") == 1


def test_a_crash_after_a_move_keeps_its_save(app, monkeypatch):
    """The program dies between a move and its frame (an error in the loop): the move is
    saved on the way out, as it was when saves came before the frame."""
    monkeypatch.setattr(start_module, "App", lambda **kwargs: app)

    def crash():
        table = app.stack.top
        table.play(table.game.legal_moves(table.state)[0])
        raise RuntimeError("a bug in the frame")

    monkeypatch.setattr(app, "run", crash)
    with pytest.raises(RuntimeError, match="a bug in the frame"):
        start_module.run_app(argparse.Namespace(size=None, windowed=False, game="klondike",
                                                deal="4"))
    record = load_game("klondike")[0]
    assert record is not None and record["deal"] == 4
    assert record["history"]["position"] == 1
