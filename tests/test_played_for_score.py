"""A game with no win (Tri-Peaks' progressive rounds) is played for its score: the
statistics keep its scores and never count a loss, "winnable deals only" is not offered,
the solver's goal is the round's, and the results say the score."""

from __future__ import annotations

from datetime import datetime

from game.engine.deal import rng_for
from game.input.intents import Action
from game.rules import create
from game.scenes.deal_entry import DealEntryScene
from game.scenes.results import ResultsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.table_waiting import WinnableDealWait
from game.solver.hints import hint
from game.solver.search import Budget
from game.store import GameStats, load_stats
from game.store.stats import game_stats_from_dict, game_stats_to_dict, update_stats
from table_helpers import open_menu, open_table, run_frames

PROGRESSIVE = {"rounds": "progressive"}
DAY = datetime(2026, 1, 2)


def test_only_progressive_rounds_are_played_for_score():
    assert create("triple_peaks", PROGRESSIVE).spec.score_rounds == "round"
    assert create("triple_peaks", PROGRESSIVE).spec.played_for_score
    assert not create("triple_peaks").spec.played_for_score
    assert not create("poker").spec.played_for_score  # it has a target: a win


def test_a_game_played_for_score_keeps_its_scores_and_is_never_a_loss():
    stats = update_stats(GameStats(played=3, won=1, lost=2, current_streak=1, best_streak=1,
                                   best_score=90), False, 60.0, 120, DAY)
    assert (stats.played, stats.lost, stats.current_streak) == (4, 3, 0)
    for score in (300, 100):
        stats = update_stats(stats, False, 50.0, score, DAY, scored=True)
    assert (stats.played, stats.won, stats.lost, stats.current_streak) == (4, 1, 3, 0)
    assert (stats.scored_played, stats.scored_total, stats.scored_best) == (2, 400, 300)
    assert stats.scored_average == 200 and stats.best_score == 120  # apart from the others
    assert stats.days == {"2026-01-02": [0, 1]} and stats.total_time == 160.0
    assisted = update_stats(stats, False, 5.0, 999, DAY, assisted=True, scored=True)
    assert assisted.scored_best == 300 and assisted.assisted_played == 1
    assert game_stats_from_dict(game_stats_to_dict(stats)) == stats
    assert game_stats_from_dict({"scored_total": "many"}) is None
    assert game_stats_from_dict({"scored_played": -1}) is None


def play_to_the_end(app, scene) -> None:
    """Random legal moves until none is left (rounds cleared on the way deal again)."""
    rng = rng_for("test", "played for score")
    while scene.outcome is None:
        moves = scene.game.legal_moves(scene.state)
        scene.play(rng.choice(moves))
        run_frames(app, 0.02)
    assert run_frames(app, 5, lambda: isinstance(app.stack.top, ResultsScene))


def test_the_end_of_a_progressive_game_counts_its_score_and_the_results_say_it(app):
    scene = open_table(app, "triple_peaks", 3, options=PROGRESSIVE)
    play_to_the_end(app, scene)
    score = scene.game.score(scene.state)
    stats = load_stats()[0]["triple_peaks"]
    assert (stats.played, stats.lost, stats.scored_played, stats.scored_best) == (0, 0, 1, score)
    results = app.stack.top
    assert results.played_for_score and ("Score", str(score)) in results.numbers()
    assert results.record() == [("Played", "1"), ("Best score", str(score)),
                                ("Average score", str(score))]
    app.draw()  # "Game over", and the score as the result


def test_a_progressive_game_given_up_by_a_new_deal_counts_by_its_score(app):
    scene = open_table(app, "triple_peaks", 3, options=PROGRESSIVE)
    scene.play(scene.game.legal_moves(scene.state)[0])
    score = scene.game.score(scene.state)
    scene.new_deal(4)
    fresh = app.stack.top
    fresh.play(fresh.game.legal_moves(fresh.state)[0])
    stats = load_stats()[0]["triple_peaks"]
    assert (stats.played, stats.lost, stats.scored_played, stats.scored_total) == (0, 0, 1, score)


def test_the_statistics_screen_shows_the_scores_of_the_chosen_game(app):
    app.stats["triple_peaks"] = GameStats(scored_played=2, scored_total=500, scored_best=320)
    scene = StatisticsScene(app)
    app.push(scene)
    app.draw()
    assert [r.game_id for r in scene.rows()] == ["triple_peaks"]
    assert scene.scored_note().endswith("2 games · best score 320 · average 250")


def test_winnable_only_is_not_offered_for_a_game_with_no_win(app):
    app.update_settings(winnable_only=app.settings.winnable_only_toggled("triple_peaks"))
    menu = open_menu(app)
    while menu.model.selected.id != "triple_peaks":
        menu.handle(Action("down"))
    app.draw()
    labels = [b.label for b in menu.drawing.option_buttons]
    assert labels[-1] == "Winnable only"            # one round: it can be won
    menu.cycle_option("rounds")
    app.draw()
    assert [b.label for b in menu.drawing.option_buttons] == [labels[0], "Progressive rounds"]
    scene = open_table(app, "triple_peaks", 3, options=PROGRESSIVE, persist=False)
    scene.choose_deal()
    assert isinstance(app.stack.top, DealEntryScene) and app.stack.top.game_id is None
    app.pop()
    scene.new_deal(None)                            # any deal, at once
    assert not isinstance(app.stack.top, WinnableDealWait) and app.stack.top is not scene


def test_hints_aim_at_clearing_the_round_and_say_so():
    game = create("triple_peaks", PROGRESSIVE)
    state = game.new_state(1)
    found = hint(game, state, Budget(seconds=2.0, nodes=200_000))
    assert found.source == "solution" and found.move in game.legal_moves(state)
    # the line it starts clears the round: the peaks are dealt again
    from game.solver.batch import replays
    from game.solver.portfolio import solve

    line = solve(game, state, Budget(seconds=2.0, nodes=200_000)).moves
    assert replays(game, state, line)  # `reussite --solve` trusts it: the next round
    for move in line:
        assert move in game.legal_moves(state)
        game.play(state, move)
    assert state.counter("round") == 2


def test_the_table_words_the_solver_for_a_round(app):
    from game.scenes import table_solver

    app.update_settings(show_winnable=True)
    scene = open_table(app, "triple_peaks", 3, options=PROGRESSIVE, persist=False)
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert scene.hud_note().startswith("Round clearable? Thinking")
    assert run_frames(app, 20, lambda: not scene.solving.waiting_verdict)
    assert scene.hud_note() == table_solver.ROUND_VERDICT_TEXT["won"]  # not "Winnable"


def test_the_choosers_record_tells_the_games_played_for_score():
    from game.scenes.menu_text import record_line

    assert record_line(GameStats(scored_played=1, scored_total=80, scored_best=80)) == \
        "1 game for its score, best 80"
    both = record_line(GameStats(played=2, won=1, lost=1, current_streak=1, best_streak=1,
                                 scored_played=3, scored_total=90, scored_best=50))
    assert both == "Played 2 · won 1 (50%) · streak 1 · 3 games for their score, best 50"
    assert record_line(GameStats()) == "Not played yet."


def test_the_tables_title_names_progressive_rounds_but_not_a_scoring_tweak(app):
    """Options that make another game are named in the title (Option.in_title); the
    scoring choice is a tweak of the same game and is not."""
    expected = {(): "Tri-Peaks", (("rounds", "progressive"),): "Tri-Peaks · Progressive rounds",
                (("scoring", "multiplier"),): "Tri-Peaks",
                (("rounds", "progressive"), ("scoring", "multiplier")):
                    "Tri-Peaks · Progressive rounds"}
    for options, title in expected.items():
        scene = open_table(app, "triple_peaks", 1, options=dict(options), persist=False)
        try:
            assert scene.hud.title_that_fits(1000, 20) == title
        finally:
            app.pop()
