"""At 200 % text, in English, German and French, no screen at 1280×720 draws words over
other words, past the window's edge or cut short: the chooser, every dialog, the fortune
scenes, Klondike, FreeCell and Der Fächer with a notice over them (tools/text_overlaps.py,
which lists the screens); nor, at 800×600, the screens that did. Also at 150 % in the
usual look, and at 100 % as a check that the check passes what it always drew."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game.render import theme

TOOL = Path(__file__).resolve().parent.parent / "tools" / "text_overlaps.py"


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("text_overlaps", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def scratch(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    yield
    theme.apply(False, 100)


@pytest.mark.parametrize(("language", "scale", "contrast"), [
    ("en", 200, True), ("de", 200, True), ("fr", 200, True), ("de", 150, False),
    ("fr", 100, False)])
def test_no_words_over_words_nor_out_of_the_window(tool, language, scale, contrast):
    report = tool.check((1280, 720), language, scale, contrast)
    assert len(report) >= 20  # every screen was drawn
    found = {name: problems for name, problems in report.items() if problems}
    assert not found, found
    assert theme.text_factor() == 1.0 and not theme.high_contrast()  # left as it was


# The screens that cut words or ran them into each other at 200 % before (issue 39): the
# statistics' column titles and buttons, the settings' and controls' names, the fortune's
# suggestions and reading, the deal number's row, the results' labels, the chooser's
# source line and facts, the table's bars.
LARGE_TEXT_SCREENS = frozenset({
    "chooser", "statistics", "settings", "cards_and_table", "controls", "fortune_ask",
    "fortune_answer", "deal_number", "results_won", "table_klondike"})


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_large_text_in_a_small_window_cuts_nothing(tool, language):
    """At 200 % in an 800×600 window, in the usual look, those screens show every word
    whole, none over another nor off the window."""
    report = tool.check((800, 600), language, 200, False, only=LARGE_TEXT_SCREENS)
    assert set(report) == LARGE_TEXT_SCREENS  # every one was drawn
    found = {name: problems for name, problems in report.items() if problems}
    assert not found, found


def test_the_check_sees_words_over_words(tool):
    import pygame

    drawn = [("one", pygame.Rect(10, 10, 100, 30), pygame.Rect(10, 10, 100, 30)),
             ("two", pygame.Rect(50, 30, 100, 30), pygame.Rect(50, 30, 100, 30)),
             ("far", pygame.Rect(1250, 700, 100, 30), pygame.Rect(1250, 700, 30, 20))]
    found = tool.problems(drawn, pygame.Rect(0, 0, 1280, 720))
    assert any(line.startswith("overlap: 'one'") for line in found)
    assert any(line.startswith("leaves the window: 'far'") for line in found)
    assert len(found) == 2


def test_a_text_cut_short_is_whole_somewhere_and_the_check_sees_when_not(tool, monkeypatch):
    """A settings row's name too long for its room takes two lines; one that two lines
    cannot hold (one long word) is cut, reported, and its help then leads with the whole
    name (and speech says it). Without both, the check reports it whole nowhere."""
    from game.app import App
    from game.i18n import _, set_language
    from game.render import text as text_module
    from game.render.widgets import fit_text
    from game.scenes.menu import MenuScene
    from game.scenes.settings import SettingsScene
    from game.speech import screen_speech

    cuts: list = []
    text_module.record_cuts(cuts)
    try:
        assert fit_text("a long text to cut", 20, 60) != "a long text to cut"
        assert fit_text("fits", 20, 600) == "fits"
    finally:
        text_module.record_cuts(None)
    assert len(cuts) == 1 and cuts[0][0] == "a long text to cut" and cuts[0][1].endswith("…")

    app = App(size=(1280, 720), headless=True)
    try:
        app.update_settings(language="de", text_scale=200)
        app.push(MenuScene(app))
        settings = app.make_scene("settings")
        app.push(settings)
        _drawn, cuts, _covered = tool.texts_of(app, settings)
        assert not cuts and not settings.cut  # (every German name whole, in one line)
        # (names not in the catalogue are drawn as they are)
        many = "Ein sehr langer Name für eine Einstellung, der zwei Zeilen braucht"
        long = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen"
        monkeypatch.setattr(settings.rows[1], "label", many)
        monkeypatch.setattr(settings.rows[2], "label", long)
        settings.size = (0, 0)
        drawn, cuts, _covered = tool.texts_of(app, settings)
        assert len(settings.lines[1]) == 2 and " ".join(settings.lines[1]) == many
        assert sum(text in many for text, _box, _shown in drawn) == 2  # both lines drawn
        assert tool.problems(drawn, app.screen.get_rect()) == []
        assert [whole for whole, _shown in cuts] == [long] and settings.cut == {long}
        row = settings.rows[2]
        assert settings.help_text(row).startswith(long)
        assert tool.nowhere_whole(app, settings, cuts) == []
        assert tool.cut_texts(app, settings, cuts)[0].startswith(f"cut: {long!r}")
        monkeypatch.setattr(SettingsScene, "help_text", lambda self, row: _(row.help))
        monkeypatch.setitem(screen_speech.SCENES, "SettingsScene",
                            (lambda scene: "", lambda scene: ""))
        settings.focus = 0
        _drawn, cuts, _covered = tool.texts_of(app, settings)
        missing = tool.nowhere_whole(app, settings, cuts)
        assert missing and all(line.startswith("cut, and whole nowhere") for line in missing)
    finally:
        set_language("en")
