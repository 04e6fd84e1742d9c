"""Never lose a game: one save per game id, new deals that can be undone, saves checked in
full before they are resumed (headless, through the real table and menu)."""

from __future__ import annotations

import copy

import pytest

from game.engine.deal import rng_for
from game.engine.history import History
from game.engine.resume import UnresumableError, resumable_history
from game.input.intents import Action
from game.rules import create, registry
from game.scenes.menu import MenuScene
from game.scenes.results import ResultsScene
from game.scenes.table import TableScene
from game.store import games_in_progress, load_game, load_stats, save_game
from table_helpers import (
    drag,
    frame_shown,
    lay_klondike_one_move_from_win,
    open_menu,
    open_table,
    run_frames,
    top_centre,
)


def first_move(app, scene: TableScene) -> None:
    """FreeCell deal 1: the six of spades into a cell (saved once its frame is shown)."""
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_0"))
    assert scene.history.moves_made == 1
    frame_shown(app)


def test_starting_another_game_keeps_the_first(app):
    klondike = open_table(app, "freecell", 1)
    first_move(app, klondike)
    klondike.to_menu()
    other = open_table(app, "klondike", 3)
    other.play(other.game.legal_moves(other.state)[0])
    other.to_menu()
    ids = [game.game_id for game in games_in_progress()[0]]
    assert sorted(ids) == ["freecell", "klondike"]
    assert load_game("freecell")[0]["deal"] == 1
    assert load_stats()[0] == {}  # nothing was given up, nothing counted


def test_a_new_deal_keeps_the_old_game_until_its_first_move_and_undo_brings_it_back(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    before = scene.state.key()
    scene.new_deal(2)
    fresh = app.stack.top
    assert fresh is not scene and fresh.deal == 2
    assert fresh.can_undo  # Undo is offered, and the player is told what counts
    assert any("deal 1" in text and "counts as lost" in text for text, _ in app.noticeboard.notices)
    assert load_game("freecell")[0]["deal"] == 1  # still saved
    fresh.handle(Action("undo"))
    back = app.stack.top
    assert back.deal == 1 and back.state.key() == before and back.history.moves_made == 1
    assert load_stats()[0] == {}


def test_the_first_move_of_a_new_deal_gives_up_the_old_game_as_lost(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.new_deal(2)
    fresh = app.stack.top
    fresh.play(fresh.game.legal_moves(fresh.state)[0])
    stats = load_stats()[0]["freecell"]
    assert (stats.played, stats.lost) == (1, 1)
    assert load_game("freecell")[0]["deal"] == 2
    fresh.undo()
    assert not fresh.can_undo  # the old game is gone for good now
    fresh.undo()
    assert app.stack.top is fresh


def test_a_new_deal_from_a_new_deal_keeps_the_game_with_moves(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.new_deal(2)
    app.stack.top.new_deal(3)  # no move in deal 2: deal 1 is still the game in progress
    assert load_game("freecell")[0]["deal"] == 1
    app.stack.top.undo()
    assert app.stack.top.deal == 1


def test_starting_the_same_game_from_the_menu_keeps_the_game_in_progress(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.to_menu()
    fresh = open_table(app, "freecell", 5)
    fresh.save_progress()  # no move yet: the saved game is untouched
    assert load_game("freecell")[0]["deal"] == 1
    fresh.undo()
    assert app.stack.top.deal == 1


def test_restart_keeps_the_game_saved(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.restart()
    frame_shown(app)
    record = load_game("freecell")[0]
    assert record["history"]["position"] == 0 and len(record["history"]["turns"]) == 1


def test_undo_takes_a_move_off_the_counter_and_redo_puts_it_back(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert scene.history.moves_made == 2
    scene.undo()
    assert scene.history.moves_made == 1
    scene.redo()
    assert scene.history.moves_made == 2


# --- saves checked before they are resumed -------------------------------------------------


def saved_freecell(app) -> dict:
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.play(scene.game.legal_moves(scene.state)[0])
    scene.undo()  # one turn in the redo list too
    frame_shown(app)
    return copy.deepcopy(load_game("freecell")[0])


def test_every_game_resumes_exactly_after_random_play():
    for spec in registry().specs():
        game = create(spec.id)
        history = History(game, game.deal(7)[0])
        rng = rng_for(spec.id, "resume test")
        for _ in range(30):
            moves = game.legal_moves(history.state)
            if not moves:
                break
            history.play(rng.choice(moves))
        history.undo()
        again = resumable_history(game, history.to_dict())
        assert again.state == history.state and again.position == history.position, spec.id


def damaged(record: dict, how: str) -> dict:
    record = copy.deepcopy(record)
    piles = record["history"]["state"]["piles"]
    if how == "duplicated card":
        piles["cell_1"] = [piles["tableau_1"][-1]]
    elif how == "lost card":
        piles["tableau_1"] = piles["tableau_1"][:-1]
    elif how == "moved card":  # still 52 cards, but not where the moves put them
        piles["cell_1"] = [piles["tableau_1"].pop()]
    elif how == "step too long":
        record["history"]["turns"][0][1][3] = 40
    elif how == "step from nowhere":
        record["history"]["turns"][0][1][3] = 0
    elif how == "position out of range":
        record["history"]["position"] = 9
    elif how == "huge counter":
        record["history"]["state"]["deal"] = 2**63 - 1
    elif how == "not a table":
        record["history"] = "history"
    return record


HOW = ["duplicated card", "lost card", "moved card", "step too long", "step from nowhere",
       "position out of range", "huge counter", "not a table"]


@pytest.mark.parametrize("how", HOW)
def test_a_damaged_save_is_refused(app, how):
    record = damaged(saved_freecell(app), how)
    with pytest.raises(ValueError):
        TableScene.resume(app, record)


@pytest.mark.parametrize("how", ["duplicated card", "step too long"])
def test_the_menu_puts_an_unresumable_save_aside_once(app, how, tmp_path):
    record = damaged(saved_freecell(app), how)
    app.stack.scenes.clear()
    save_game(record)
    menu = open_menu(app)
    assert menu.model.saved is not None
    menu.resume()
    assert isinstance(app.stack.top, MenuScene)
    assert any("could not be resumed" in text for text, _ in app.noticeboard.notices)
    assert (tmp_path / "saves" / "freecell.toml.bak").exists()
    menu.enter()
    assert menu.model.saved is None and games_in_progress() == ([], None)


@pytest.mark.parametrize("elapsed", [float("nan"), float("inf"), -5.0, 1e300])
def test_a_damaged_clock_costs_only_the_time(app, elapsed):
    record = {**saved_freecell(app), "elapsed": elapsed}
    scene = TableScene.resume(app, record)
    assert scene.elapsed == 0.0
    app.push(scene)
    app.step(1 / 60)
    app.draw()


def test_resumable_history_says_what_is_wrong():
    game = create("freecell")
    with pytest.raises(UnresumableError, match="not a table"):
        resumable_history(game, [1, 2])


# --- assisted games --------------------------------------------------------------------------


def win_klondike(app, scene: TableScene) -> None:
    lay_klondike_one_move_from_win(scene)
    drag(app, top_centre(scene, "tableau_3"), top_centre(scene, "foundation_3"))
    run_frames(app, 2.0, until=lambda: isinstance(app.stack.top, ResultsScene))


def test_a_won_game_of_the_players_own_counts_in_the_record(app):
    scene = open_table(app, "klondike", 4)
    win_klondike(app, scene)
    stats = app.stats["klondike"]
    assert (stats.played, stats.won, stats.assisted_played, stats.fewest_moves) == (1, 1, 0, 1)
    assert not app.stack.top.assisted


@pytest.mark.parametrize("helper", ["hint", "toggle_autoplay"])
def test_a_game_with_a_hint_or_a_demo_is_kept_apart(app, helper):
    scene = open_table(app, "klondike", 4)
    getattr(scene, helper)()
    if scene.autoplaying:
        scene.toggle_autoplay()  # the player takes over again: still assisted
    scene.play(scene.game.legal_moves(scene.state)[0])
    frame_shown(app)
    assert load_game("klondike")[0]["assisted"] is True
    assert TableScene.resume(app, load_game("klondike")[0]).model.assisted
    win_klondike(app, scene)
    stats = app.stats["klondike"]
    assert (stats.played, stats.won, stats.assisted_played, stats.assisted_won) == (0, 0, 1, 1)
    assert stats.current_streak == 0 and stats.best_time is None
    assert ("not in your record", "With help") in app.stack.top.numbers()


def test_an_assisted_game_given_up_by_a_new_deal_is_kept_apart_too(app):
    scene = open_table(app, "freecell", 1)
    scene.hint()
    first_move(app, scene)
    scene.new_deal(2)
    fresh = app.stack.top
    fresh.play(fresh.game.legal_moves(fresh.state)[0])
    stats = load_stats()[0]["freecell"]
    assert (stats.played, stats.lost, stats.assisted_played) == (0, 0, 1)
    assert not fresh.model.assisted  # the new deal starts clean


# --- Play resumes; New deal starts another ---------------------------------------------------


def test_play_takes_up_the_game_in_progress_and_new_deal_starts_another(app):
    scene = open_table(app, "freecell", 1)
    first_move(app, scene)
    scene.to_menu()
    menu = open_menu(app)
    menu.model.select("freecell")  # chosen: laid out again
    app.draw()
    assert "New deal" in [b.label for b in menu.buttons.buttons]
    menu.play()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.deal == 1
    assert resumed.history.moves_made == 1
    resumed.to_menu()
    menu = app.stack.top
    menu.model.select("freecell")  # chosen: laid out again
    menu.new_deal()
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh.history.moves_made == 0
    fresh.undo()  # until its first move, the game in progress comes back
    assert app.stack.top.deal == 1 and app.stack.top.history.moves_made == 1


def test_a_game_not_in_progress_has_no_new_deal_button(app):
    menu = open_menu(app)
    menu.model.select("klondike")  # chosen: laid out again
    app.draw()
    assert "New deal" not in [b.label for b in menu.buttons.buttons]
