"""No dialog (nor the chooser) draws its words smaller than MIN_TEXT (12 px) on a small
window: below 1280×720 the dialogs grow or wrap instead (the results' labels once shrank to 11 px at
800×600 and 9 px at 640×400; the statistics' column titles to 9 px). Checked at 640×400,
800×600 and 1024×640 in German and French, the longest words; every text must also lie inside
its dialog."""

from __future__ import annotations

import sys
from datetime import datetime

import pytest

from game.fortune.journal import Entry
from game.fortune.outcome import YES_BUT
from game.fortune.questions import QUESTION
from game.render import text as text_module
from game.render.widgets import MIN_TEXT
from game.scenes.bindings import BindingsScene
from game.scenes.deal_entry import DealEntryScene
from game.scenes.fortune_answer import AnswerScene
from game.scenes.fortune_ask import AskScene
from game.scenes.fortune_journal import JournalScene
from game.scenes.keyboard import KeyboardScene
from game.scenes.menu import MenuScene
from game.scenes.results import ResultsScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.store import GameStats
from table_helpers import make_app


def dialogs(app):
    """(name, scene) for each dialog, made on top of the menu."""
    noop = lambda: None  # noqa: E731
    app.stats = {"klondike": GameStats(played=14, won=5, lost=9, best_time=251.0),
                 "triple_peaks": GameStats(scored_played=3, scored_total=600, scored_best=310)}
    yield "chooser", app.stack.top  # the menu itself, under the others
    yield "statistics", StatisticsScene(app)
    yield "settings", SettingsScene(app)
    yield "rules", RulesScene(app, app.registry.get("klondike"))
    yield "ask the cards", AskScene(app)
    yield "journal", JournalScene(app)
    # an answer with a reading of several cards, each with its meaning
    yield "answer", AnswerScene(app, Entry(
        number=1, asked=datetime(2025, 3, 8, 9, 0), kind=QUESTION,
        question="Werden wir uns im nächsten Frühling wiedersehen?", game_id="dondorf_arena",
        deal=7, fate=True, outcome="lost", answer=YES_BUT, score=30, best=52,
        reading_kind="left", reading=("QH", "7S", "AD", "KC"), system="deck32"))
    yield "keyboard", KeyboardScene(app, "Maximilian", on_change=lambda text: None)
    yield "controls", BindingsScene(app)
    yield "deal number", DealEntryScene(app, on_choose=lambda number: None, game_id="klondike")
    yield "won", ResultsScene(app, "klondike", "won", 112, 263.4, 640, 1, on_next=noop,
                              on_replay=noop, on_menu=noop)
    yield "lost", ResultsScene(app, "klondike", "lost", 87, 401.0, 215, 1, on_next=noop,
                               on_replay=noop, on_menu=noop, on_undo=noop, assisted=True)


@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1024, 640)],
                         ids=["640x400", "800x600", "1024x640"])
@pytest.mark.parametrize("code", ["de", "fr"])
def test_dialog_text_has_a_readable_floor_and_stays_inside(tmp_path, monkeypatch, code, size):
    app = make_app(tmp_path, monkeypatch, size)
    app.update_settings(language=code)
    app.push(MenuScene(app))
    app.draw()
    drawn: list[tuple[str, int, object]] = []
    real = text_module.draw_text

    def draw_text(surface, text, pos, size, *args, **kwargs):
        rect = real(surface, text, pos, size, *args, **kwargs)
        drawn.append((text, size, rect))
        return rect

    small, outside = [], []
    for name, scene in dialogs(app):
        if scene is not app.stack.top:
            app.push(scene)
        app.draw()  # the scenes below, and the dialog's layout
        drawn.clear()
        with monkeypatch.context() as patch:  # the dialog's own words only
            for module in list(sys.modules.values()):
                if getattr(module, "draw_text", None) is real:
                    patch.setattr(module, "draw_text", draw_text)
            scene.draw(app.screen)
        assert drawn, name
        small += [(name, t, s) for t, s, _ in drawn if s < MIN_TEXT and t.strip()]
        box = getattr(scene, "rect", app.screen.get_rect())
        outside += [(name, t) for t, _, r in drawn if t.strip() and not box.contains(r)]
        if not isinstance(scene, MenuScene):
            app.pop()
    assert not small, sorted({(n, t, s) for n, t, s in small})[:12]
    assert not outside, outside[:8]
