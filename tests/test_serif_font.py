"""game/render/serif.py: the titles' bold serif is looked up in the system's fonts once
and, in the game's window, remembered for the next start while its file is there; a
damaged note is ignored; tools and tests keep nothing."""

from __future__ import annotations

import os

import pygame
import pytest

import game.app as app_module
from game.render import serif, text


@pytest.fixture
def lookups(tmp_path, monkeypatch) -> list[str]:
    """The system's fonts as a list of one (a copy of pygame's bundled font, under a
    serif's name); each lookup of them is noted. The player's cache folder is tmp_path's."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    font_file = tmp_path / "fonts" / "DejaVuSerif-Bold.ttf"
    font_file.parent.mkdir()
    font_file.write_bytes(open(text.BUNDLED_FONT, "rb").read())
    calls: list[str] = []

    def match_font(names, bold=False, italic=False):
        calls.append(names)
        return str(font_file)

    monkeypatch.setattr(pygame.font, "match_font", match_font)
    monkeypatch.setattr(serif, "system_fonts_read", lambda: calls.append("read"))
    monkeypatch.setattr(serif, "_remembering", False)
    return calls


def note(tmp_path):
    return tmp_path / "cache" / "reussite" / serif.NOTE_NAME


def test_outside_the_window_the_font_is_looked_up_each_time_and_nothing_kept(
        lookups, tmp_path):
    first = serif.bold_serif_path()
    assert serif.bold_serif_path() == first and first.endswith("DejaVuSerif-Bold.ttf")
    assert lookups == ["read", serif.SERIF_FAMILIES] * 2
    assert not note(tmp_path).exists() and serif.recalled() is None


def test_the_window_remembers_the_font_for_the_next_start(lookups, tmp_path):
    serif.remember(True)
    try:
        found = serif.bold_serif_path()
        assert note(tmp_path).read_text().split("\n")[1] == found
        lookups.clear()
        assert serif.bold_serif_path() == found and serif.recalled() == found
        assert lookups == []  # the next start opens it at once
        os.unlink(found)      # the font removed from the system: looked up again
        assert serif.recalled() is None
        serif.bold_serif_path()
        assert lookups == ["read", serif.SERIF_FAMILIES]
    finally:
        serif.remember(False)


@pytest.mark.parametrize("damage", [b"", b"\xff\xfe\x00garbage", b"one line only",
                                    b"bold another,family\n/usr/share/fonts/x.ttf\n",
                                    b"bold %s\nrelative/path.ttf\n"])
def test_a_damaged_note_is_ignored_and_written_anew(lookups, tmp_path, damage):
    serif.remember(True)
    try:
        note(tmp_path).parent.mkdir(parents=True)
        note(tmp_path).write_bytes(damage.replace(b"%s", serif.SERIF_FAMILIES.encode()))
        assert serif.recalled() is None
        found = serif.bold_serif_path()
        assert lookups == ["read", serif.SERIF_FAMILIES]
        assert serif.recalled() == found   # the note is whole again
    finally:
        serif.remember(False)


def test_the_window_starts_no_font_lookup_when_the_font_is_remembered(lookups, monkeypatch):
    started = []
    monkeypatch.setattr(app_module, "look_up_system_fonts", lambda: started.append(1))
    serif.remember(True)
    try:
        app_module.look_up_fonts(None)
        assert started == [1]        # nothing remembered yet: looked up in the background
        serif.bold_serif_path()      # (the menu's title found it)
        app_module.look_up_fonts(None)
        assert started == [1]
    finally:
        serif.remember(False)
