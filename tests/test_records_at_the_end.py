"""A finished game is recorded the moment it ends (issue: never lose a record): counted on
disk before its save goes, whatever screen is on top, however soon the program is quit;
an undo of the ending move takes the count back; a save left behind is never counted
twice. Headless, through the real table."""

from __future__ import annotations

import pytest

from game.scenes.results import ResultsScene
from game.scenes.rules import RulesScene
from game.store import games_in_progress, load_game, load_stats
from game.store.saves import save_path
from table_helpers import (
    drag,
    frame_shown,
    lay_klondike_one_move_from_win,
    open_table,
    run_frames,
    set_position,
    top_centre,
)

ONE_MOVE_FROM_A_LOSS = {"tableau_0": "3H", "tableau_1": "2S"}  # 2S onto 3H, then nothing


def win(app, scene) -> None:
    lay_klondike_one_move_from_win(scene)
    drag(app, top_centre(scene, "tableau_3"), top_centre(scene, "foundation_3"))


def lose(app, scene) -> None:
    set_position(scene, ONE_MOVE_FROM_A_LOSS, redeals_left=0)
    drag(app, top_centre(scene, "tableau_1"), top_centre(scene, "tableau_0"))


def played_on_disk(game_id: str) -> tuple[int, int, int]:
    entry = load_stats()[0][game_id]
    return entry.played, entry.won, entry.lost


def begin(app, game_id="klondike", deal=4):
    scene = open_table(app, game_id, deal)
    scene.play(scene.game.legal_moves(scene.state)[0])  # a game in progress,
    frame_shown(app)                                    # saved after its frame
    assert load_game(game_id)[0] is not None
    return scene


@pytest.mark.parametrize("finish, expected", [(win, (1, 1, 0)), (lose, (1, 0, 1))])
def test_quitting_one_frame_after_the_end_keeps_the_record(app, finish, expected):
    scene = begin(app)
    finish(app, scene)
    assert scene.model.outcome is not None
    app.quit()  # no frame between: the celebration, the results never came
    assert played_on_disk("klondike") == expected
    assert load_game("klondike") == (None, None)
    assert games_in_progress()[0] == []


def test_going_to_the_menu_at_once_keeps_the_record(app):
    scene = begin(app)
    win(app, scene)
    scene.to_menu()
    assert played_on_disk("klondike") == (1, 1, 0)


def test_a_game_ending_under_the_rules_is_counted_and_its_results_follow(app):
    scene = begin(app)
    win(app, scene)
    app.push(RulesScene(app, scene.spec))  # the rules on top as the game ends
    run_frames(app, 2.0)
    assert played_on_disk("klondike") == (1, 1, 0)
    assert isinstance(app.stack.top, RulesScene)  # the results wait for the table
    app.pop()
    run_frames(app, 3.0, until=lambda: isinstance(app.stack.top, ResultsScene))
    assert isinstance(app.stack.top, ResultsScene)
    assert played_on_disk("klondike") == (1, 1, 0)  # and count once


def test_undoing_the_ending_move_takes_the_count_back_and_saves_the_game(app):
    scene = begin(app)
    lose(app, scene)
    assert played_on_disk("klondike") == (1, 0, 1)
    scene.undo()
    frame_shown(app)
    assert scene.model.outcome is None
    assert "klondike" not in load_stats()[0] or played_on_disk("klondike") == (0, 0, 0)
    assert "klondike" not in app.stats or app.stats["klondike"].played == 0
    assert load_game("klondike")[0] is not None  # in progress again
    lose(app, scene)
    assert played_on_disk("klondike") == (1, 0, 1)


def test_a_save_left_between_the_count_and_its_removal_is_not_counted_again(app):
    scene = begin(app)
    record = load_game("klondike")[0]
    uid = record["uid"]
    win(app, scene)
    assert played_on_disk("klondike") == (1, 1, 0)
    # the program died between the two steps: the save is back on disk
    from game.store import save_game
    save_game(record)
    assert games_in_progress()[0] == [] and load_game("klondike") == (None, None)
    assert not save_path("klondike").exists()
    assert load_stats()[0]["klondike"].counted[-1] == uid


def test_with_saves_unwritable_a_given_up_game_counts_once(app, monkeypatch):
    import pathlib

    scene = begin(app, "freecell", 1)
    real_unlink = pathlib.Path.unlink

    def refused(self, *args, **kwargs):
        if self.parent.name == "saves":
            raise PermissionError(13, "Permission denied")
        return real_unlink(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "unlink", refused)
    for deal in (2, 3, 4):
        scene.new_deal(deal)
        scene = app.stack.top
        scene.play(scene.game.legal_moves(scene.state)[0])  # gives up the game before
    # each game given up once: deal 1, 2 and 3 (deal 4 is in progress)
    assert played_on_disk("freecell") == (3, 0, 3)


def test_each_game_carries_its_own_id_through_resume(app):
    from game.scenes.table import TableScene

    begin(app)
    uid = load_game("klondike")[0]["uid"]
    again = TableScene.resume(app, load_game("klondike")[0])
    assert again.records.uid == uid
    other = open_table(app, "klondike", 5)
    assert other.records.uid != uid


def test_a_game_open_in_another_copy_is_counted_here_but_not_saved_over(app):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from game.store import paths

    theirs = {"game_id": "klondike", "options": {}, "deal": 9, "uid": "theirs",
              "history": {"position": 0}}
    from game.store import save_game
    save_game(theirs)
    before = save_path("klondike").read_bytes()
    environment = {**os.environ, paths.DATA_DIR_VARIABLE: os.environ[paths.DATA_DIR_VARIABLE]}
    other = subprocess.Popen(
        [sys.executable, "-c", "import sys\nfrom pathlib import Path\n"
                               "from game.store.locks import claim\n"
                               f"held = claim(Path({str(save_path('klondike'))!r}))\n"
                               "print('held' if held else 'refused', flush=True)\n"
                               "sys.stdin.readline()\n"],
        cwd=Path(__file__).resolve().parent.parent, env=environment, stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        scene = open_table(app, "klondike", 4)
        scene.play(scene.game.legal_moves(scene.state)[0])
        frame_shown(app)
        assert not scene.records.saving  # known at its first save
        assert save_path("klondike").read_bytes() == before  # theirs, untouched
        win(app, scene)
        assert played_on_disk("klondike") == (1, 1, 0)  # this game counts all the same
        assert save_path("klondike").read_bytes() == before
    finally:
        other.kill()
        other.wait(timeout=60)


def claimed_by_another_copy(path) -> bool:
    import subprocess
    import sys
    from pathlib import Path

    out = subprocess.run(
        [sys.executable, "-c", "from pathlib import Path\nfrom game.store.locks import claim\n"
                               f"print('held' if claim(Path({str(path)!r})) else 'refused')"],
        cwd=Path(__file__).resolve().parent.parent, capture_output=True, text=True, timeout=60)
    return out.stdout.strip() == "held"


def test_a_table_that_leaves_lets_its_game_go(app):
    scene = open_table(app, "freecell", 3)
    assert claimed_by_another_copy(save_path("freecell"))  # nothing held before a save
    scene.play(scene.game.legal_moves(scene.state)[0])
    frame_shown(app)
    assert scene.records.saving
    assert not claimed_by_another_copy(save_path("freecell"))
    app.pop()
    assert scene not in app.stack.scenes
    assert claimed_by_another_copy(save_path("freecell"))
