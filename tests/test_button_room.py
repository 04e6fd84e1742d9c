"""Every button with words shows them at full size with room either side, in every
language: a German or French label never fills its button (the results screen's
"Dieses Spiel nochmal" once did at 1280×720)."""

from __future__ import annotations

import pytest

from game.i18n import LANGUAGES, SOURCE_LANGUAGE
from game.render import widgets
from game.render.widgets import LABEL_MARGIN, font
from game.scenes.bindings import BindingsScene
from game.scenes.deal_entry import DealEntryScene
from game.scenes.fortune_ask import AskScene
from game.scenes.fortune_journal import JournalScene
from game.scenes.menu import MenuScene
from game.scenes.results import ResultsScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.table import TableScene
from table_helpers import make_app

TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def scenes(app):
    """The scenes with buttons, each made on top of the menu."""
    noop = lambda: None  # noqa: E731
    yield lambda: SettingsScene(app)
    yield lambda: BindingsScene(app)
    yield lambda: DealEntryScene(app, on_choose=lambda number: None)
    yield lambda: StatisticsScene(app)
    yield lambda: RulesScene(app, app.registry.get("klondike"))
    yield lambda: AskScene(app)
    yield lambda: JournalScene(app)
    yield lambda: TableScene(app, "klondike", deal=1, animate=False, persist=False)
    yield lambda: ResultsScene(app, "klondike", "won", 112, 263.4, 640, 1, on_next=noop,
                               on_replay=noop, on_menu=noop)
    yield lambda: ResultsScene(app, "klondike", "lost", 87, 401.0, 215, 1, on_next=noop,
                               on_replay=noop, on_menu=noop, on_undo=noop)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (800, 600), (640, 400)])
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_label_has_room_in_its_button(tmp_path, monkeypatch, code, size):
    drawn: list[widgets.Button] = []
    real = widgets.Button.draw

    def draw(button, surface):
        drawn.append(button)
        real(button, surface)

    monkeypatch.setattr(widgets.Button, "draw", draw)
    app = make_app(tmp_path, monkeypatch, size)
    app.update_settings(language=code)
    app.push(MenuScene(app))
    app.draw()
    for make in scenes(app):
        app.push(make())
        app.draw()
        app.pop()
    cramped = []
    for b in drawn:
        if b.icon is not None or b.rect is None:
            continue
        h = b.rect.height
        margin = (b.rect.width - font(max(12, int(h * 0.5))).size(b.text)[0]) / 2
        if margin < LABEL_MARGIN * h - 1:
            cramped.append((b.text, b.rect.size))
    assert len(drawn) > 30
    assert not cramped, cramped


@pytest.mark.parametrize("resume", [False, True])
@pytest.mark.parametrize("code", TRANSLATED)
def test_the_choosers_key_prompts_keep_clear_of_its_bottom_buttons(tmp_path, monkeypatch,
                                                                   code, resume):
    from game.scenes import menu_view
    from game.store import save_game

    drawn: list = []
    real = menu_view.draw_prompts

    def draw_prompts(surface, mapper, items, pos, size, *args, measure=False, **kwargs):
        rect = real(surface, mapper, items, pos, size, *args, measure=measure, **kwargs)
        if not measure:
            drawn.append(rect)
        return rect

    monkeypatch.setattr(menu_view, "draw_prompts", draw_prompts)
    app = make_app(tmp_path, monkeypatch, (1280, 720))
    if resume:
        save_game({"game_id": "klondike", "deal": 1234, "options": {}})
    app.update_settings(language=code)
    menu = MenuScene(app)
    app.push(menu)
    app.draw()
    bottom = [b.rect for b in menu.buttons.buttons if b.rect.top > app.screen.get_height() * 0.85]
    assert len(bottom) == 4 + resume and drawn
    for prompts in drawn:
        assert prompts.collidelist(bottom) < 0, (prompts, bottom)
