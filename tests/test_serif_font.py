"""game/render/serif.py: the titles' bold serif is looked up in the system's fonts once
and, in the game's window, remembered for the next start while its file is there; a
damaged note is ignored; a note written before the system's font folders changed (a
font installed since) is stale; tools and tests keep nothing."""

from __future__ import annotations

import os

import pygame
import pytest

import game.app as app_module
from game.render import serif, text


@pytest.fixture
def lookups(tmp_path, monkeypatch) -> list[str]:
    """The system's fonts as a list of one (a copy of pygame's bundled font, under a
    serif's name) in the system's one font folder, tmp_path/fonts; each lookup of them is
    noted. The player's cache folder is tmp_path's."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    font_file = tmp_path / "fonts" / "DejaVuSerif-Bold.ttf"
    font_file.parent.mkdir()
    font_file.write_bytes(open(text.BUNDLED_FONT, "rb").read())
    calls: list[str] = []

    def match_font(names, bold=False, italic=False):
        calls.append(names)
        return str(best_font(font_file.parent))

    monkeypatch.setattr(pygame.font, "match_font", match_font)
    monkeypatch.setattr(serif, "system_fonts_read", lambda: calls.append("read"))
    monkeypatch.setattr(serif, "_remembering", False)
    monkeypatch.setattr(serif, "font_folders", lambda: [str(font_file.parent)])
    return calls


def best_font(folder):
    """The lookup's answer: a Georgia under the folder if one is installed, else the
    DejaVu Serif every test starts with."""
    better = sorted(folder.rglob("Georgia*.ttf"))
    return better[0] if better else folder / "DejaVuSerif-Bold.ttf"


def next_start():
    serif.remember(True)  # (what the window's start does: the folders are read anew)


def install(path, at):
    """A font file at `path`, its folder's (and a new folder's parent's) time set to the
    `at` seconds, as a package manager or a player copying a file leaves them."""
    new_folder = not path.parent.exists()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(open(text.BUNDLED_FONT, "rb").read())
    os.utime(path.parent, ns=(at * 10**9, at * 10**9))
    if new_folder:
        os.utime(path.parent.parent, ns=(at * 10**9, at * 10**9))


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
                                    b"bold %s\nrelative/path.ttf\n",
                                    b"bold %s\n%f\n",  # (an earlier start's: no folders)
                                    b"bold %s\n%f\n1 0badcafe\n"])
def test_a_damaged_note_is_ignored_and_written_anew(lookups, tmp_path, damage):
    serif.remember(True)
    try:
        note(tmp_path).parent.mkdir(parents=True)
        font_file = str(tmp_path / "fonts" / "DejaVuSerif-Bold.ttf").encode()
        note(tmp_path).write_bytes(damage.replace(b"%s", serif.SERIF_FAMILIES.encode())
                                   .replace(b"%f", font_file))
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


@pytest.mark.parametrize("where", ["truetype/georgia/Georgia-Bold.ttf",  # a new folder
                                   "Georgia-Bold.ttf"])                   # the same one
def test_a_serif_installed_after_the_note_is_found_at_the_next_start(lookups, tmp_path,
                                                                     where):
    fonts = tmp_path / "fonts"
    install(fonts / "truetype" / "dejavu" / "DejaVuSans.ttf", at=1_000_000)
    os.utime(fonts, ns=(10**15, 10**15))
    next_start()
    try:
        assert serif.bold_serif_path().endswith("DejaVuSerif-Bold.ttf")
        next_start()
        lookups.clear()
        assert serif.bold_serif_path().endswith("DejaVuSerif-Bold.ttf") and lookups == []
        install(fonts / where, at=2_000_000)  # (times of their own: a file system's clock
        next_start()                          # may not tick between two writes)
        assert serif.recalled() is None       # the folders changed: the note is stale
        assert serif.bold_serif_path() == str(fonts / where)
        assert lookups == ["read", serif.SERIF_FAMILIES]
        next_start()
        lookups.clear()
        assert serif.bold_serif_path() == str(fonts / where) and lookups == []
    finally:
        serif.remember(False)


def test_the_folders_are_read_once_a_start_and_a_missing_folder_is_no_error(
        lookups, tmp_path, monkeypatch):
    folders = [str(tmp_path / "fonts"), str(tmp_path / "no such folder")]
    monkeypatch.setattr(serif, "font_folders", lambda: folders)
    next_start()
    try:
        first = serif.folders_fingerprint()
        assert first.startswith("1 ")          # one folder there, the other missing
        (tmp_path / "fonts" / "sub").mkdir()
        assert serif.folders_fingerprint() == first   # the same start: read once
        next_start()
        assert serif.folders_fingerprint().startswith("2 ")
    finally:
        serif.remember(False)


@pytest.mark.parametrize("damage", [b"not a font", b"", b"\x00\x01\x00\x00" * 50])
def test_a_remembered_file_that_is_no_font_falls_back_and_is_looked_up_again(
        lookups, tmp_path, monkeypatch, damage):
    """A damaged font file opens (pygame) and fails at its first use: the titles take the
    bundled font at once, and the note that names it is dropped."""
    from game.render import widgets

    monkeypatch.setattr(widgets, "_TITLE_FONTS", {})
    next_start()
    try:
        found = serif.bold_serif_path()
        open(found, "wb").write(damage)  # (damaged on the disk since)
        os.utime(found.rsplit("/", 1)[0], ns=(10**15, 10**15))
        next_start()
        assert serif.recalled() is None  # (its folder changed): stale
        serif.bold_serif_path()          # the same file found, remembered again
        next_start()
        assert serif.recalled() == found
        title = widgets.title_font(30)   # it does not open: the bundled font, at once
        assert title.size("Réussite")[0] > 0 and widgets.gilded("Réussite", 30).get_width()
        assert serif.recalled() is None and not note(tmp_path).exists()
    finally:
        serif.remember(False)
