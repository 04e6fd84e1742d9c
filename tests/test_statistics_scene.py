"""The statistics screen, headless: totals, the table, filters, resets asked first, plots."""

from __future__ import annotations

import pygame
import pytest

from game.input.intents import Action, PointerDown, PointerUp, Scroll
from game.scenes.statistics import StatisticsScene, days_of, totals
from game.store import GameStats, load_stats, save_stats
from table_helpers import make_app, open_menu

SAMPLE = {
    "klondike": GameStats(played=10, won=4, lost=6, current_streak=1, best_streak=3,
                          best_time=185.0, fewest_moves=92, total_time=3000.0,
                          assisted_played=2, assisted_won=1, last_played="2025-03-09",
                          days={"2025-03-08": [3, 4], "2025-03-09": [1, 2]}),
    "freecell": GameStats(played=4, won=4, current_streak=4, best_streak=4, best_time=140.0,
                          fewest_moves=80, total_time=900.0, last_played="2025-03-09",
                          days={"2025-03-09": [4, 0]}),
    "dondorf_zopf": GameStats(played=2, won=1, lost=1, best_streak=1, best_time=300.0,
                              total_time=700.0, days={"2025-03-01": [1, 1]}),
    "yukon": GameStats(assisted_played=1),
}


@pytest.fixture
def app(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="instant")
    save_stats(SAMPLE)
    app.stats = load_stats()[0]
    return app


def open_statistics(app) -> StatisticsScene:
    scene = StatisticsScene(app)
    app.push(scene)
    app.draw()
    return scene


def press(scene, label: str) -> None:
    scene.app.draw()  # lays the buttons out as they are now
    button = next(b for b in scene.buttons.buttons if b.label.startswith(label))
    scene.handle(PointerDown(button.rect.center, 1, 1))
    scene.handle(PointerUp(button.rect.center, 1))
    scene.app.draw()


def test_totals_and_rows(app):
    scene = open_statistics(app)
    rows = scene.rows()
    assert {r.game_id for r in rows} == {"klondike", "freecell", "dondorf_zopf", "yukon"}
    t = totals(rows)
    assert (t["played"], t["won"], t["streak"], t["assisted"], t["assisted_won"]) == (
        16, 9, 4, 3, 1)
    assert t["rate"] == 9 / 16 and t["time"] == 4600.0
    assert days_of(rows) == [("2025-03-01", 1, 1), ("2025-03-08", 3, 4), ("2025-03-09", 5, 2)]


def test_the_source_filter_cycles_and_the_family_follows(app):
    scene = open_statistics(app)
    seen = []
    for _ in range(len(scene.sources()) + 1):
        press(scene, "Source")
        seen.append((scene.source, {r.game_id for r in scene.rows()}))
    assert seen[-1] == ("", {r.game_id for r in scene.all_rows()})  # back to all
    dondorf = next(ids for source, ids in seen if "dondorf_zopf" in ids and source)
    assert dondorf == {"dondorf_zopf"}
    press(scene, "Family")
    assert scene.family in scene.families() and len(scene.rows()) >= 1


def test_reset_one_game_asks_first(app):
    scene = open_statistics(app)
    scene.selected = "freecell"
    press(scene, "Reset game")
    assert scene.confirming == "game"
    scene.handle(Action("confirm"))  # the focus starts on Keep
    assert scene.confirming is None and "freecell" in app.stats
    press(scene, "Reset game")
    press(scene, "Reset")
    assert "freecell" not in app.stats and "freecell" not in load_stats()[0]
    assert "klondike" in load_stats()[0]


def test_reset_all_asks_first_and_back_keeps(app):
    scene = open_statistics(app)
    press(scene, "Reset all")
    scene.handle(Action("back"))  # no: nothing is lost, the screen stays
    assert app.stack.top is scene and len(app.stats) == 4
    press(scene, "Reset all")
    press(scene, "Reset")
    assert app.stats == {} and load_stats() == ({}, None)
    assert scene.rows() == []
    app.draw()


def test_keys_choose_rows_and_back_leaves(app):
    menu = open_menu(app)
    scene = open_statistics(app)
    first = scene.selected
    scene.handle(Action("down"))
    assert scene.selected != first
    scene.handle(Action("up"))
    assert scene.selected == first
    scene.handle(Scroll((10, 10), -1))
    scene.handle(Action("back"))
    assert app.stack.top is menu


def test_a_click_chooses_a_row(app):
    scene = open_statistics(app)
    rows = scene.rows()
    y = scene.table_rect.y + scene.row_h * 2 + scene.row_h // 2
    scene.handle(PointerDown((scene.table_rect.x + 20, y), 1, 1))
    assert scene.selected == rows[1].game_id


def test_the_menu_opens_the_statistics(app):
    menu = open_menu(app)
    button = next(b for b in menu.buttons.buttons if b.label == "Statistics")
    button.press()
    assert isinstance(app.stack.top, StatisticsScene)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600), (640, 400)])
def test_it_fits_the_window(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, monkeypatch, size=size)
    save_stats(SAMPLE)
    app.stats = load_stats()[0]
    scene = open_statistics(app)
    screen = pygame.Rect((0, 0), size)
    rects = [b.rect for b in scene.buttons.buttons]
    for i, rect in enumerate(rects):
        assert screen.contains(rect)
        assert not any(rect.colliderect(other) for other in rects[i + 1:])
    for panel in (scene.table_panel, scene.time_panel, scene.rate_panel):
        assert screen.contains(panel) and not any(panel.colliderect(r) for r in rects)


def test_an_empty_record_says_so(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    scene = open_statistics(app)
    assert scene.rows() == [] and scene.selected is None
    press(scene, "Reset game")  # disabled: nothing happens
    assert scene.confirming is None
