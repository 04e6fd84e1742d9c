"""At 200 % text, in English, German and French, no screen at 1280×720 draws words over
other words or past the window's edge: the chooser, every dialog, the fortune scenes,
Klondike, FreeCell and Der Fächer with a notice over them (tools/text_overlaps.py, which
lists the screens). Also at 150 % in the usual look, and at 100 % as a check that the
check passes what it always drew."""

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


def test_the_check_sees_words_over_words(tool):
    import pygame

    drawn = [("one", pygame.Rect(10, 10, 100, 30), pygame.Rect(10, 10, 100, 30)),
             ("two", pygame.Rect(50, 30, 100, 30), pygame.Rect(50, 30, 100, 30)),
             ("far", pygame.Rect(1250, 700, 100, 30), pygame.Rect(1250, 700, 30, 20))]
    found = tool.problems(drawn, pygame.Rect(0, 0, 1280, 720))
    assert any(line.startswith("overlap: 'one'") for line in found)
    assert any(line.startswith("leaves the window: 'far'") for line in found)
    assert len(found) == 2
