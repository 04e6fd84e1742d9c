"""Bindings as data: defaults, the player's file (saved, reloaded, hand-edited, damaged),
rebinding rules, the pad's confirm/cancel swap; and the spatial focus geometry."""

from __future__ import annotations

import pygame

from game.input.bindings import (
    ACTIONS,
    ESSENTIAL,
    KEYBOARD,
    PAD,
    PAD_NAMES,
    Bindings,
    load_bindings,
    normalise_chord,
    save_bindings,
)
from game.input.prompts import input_label
from game.layout.geometry import convex_hull
from game.scenes.focus import neighbour


def test_defaults_cover_the_pad_mapping_the_issue_asks_for():
    b = Bindings.defaults()
    pad = b.pad_map()
    assert pad["a"] == "confirm" and pad["b"] == "cancel" and pad["x"] == "send_home"
    assert pad["y"] == "hint" and pad["leftshoulder"] == "undo"
    assert pad["rightshoulder"] == "redo" and pad["start"] == "menu" and pad["back"] == "rules"
    assert pad["dpup"] == pad["lefty-"] == "up" and pad["leftx+"] == "right"
    keys = b.key_map()
    assert keys["ctrl+z"] == "undo" and keys["ctrl+shift+z"] == "redo"
    assert keys["return"] == "confirm" and keys["escape"] == "back"
    assert set(PAD_NAMES) >= {n for names in b.pad.values() for n in names}
    for device in (KEYBOARD, PAD):
        for action in ESSENTIAL[device]:
            assert b.names_for(device, action), (device, action)
    assert set(b.keys) | set(b.pad) <= set(ACTIONS)


def test_chords_are_normalised():
    assert normalise_chord("Shift+Ctrl+Z") == "ctrl+shift+z"
    assert normalise_chord("+") == "+" and normalise_chord("ctrl++") == "ctrl++"
    assert input_label(KEYBOARD, "ctrl+shift+z") == "Ctrl+Shift+Z"
    assert input_label(KEYBOARD, "return") == "Enter"
    assert input_label(PAD, "a", "playstation") == "Cross"
    assert input_label(PAD, "leftshoulder", "nintendo") == "L"
    assert input_label(PAD, "lefty-") == "L stick up"


def test_rebinding_takes_the_input_from_its_old_action_and_keeps_the_stick():
    b = Bindings.defaults()
    assert b.bind(KEYBOARD, "hint", "Ctrl+Z") is None
    assert b.key_map()["ctrl+z"] == "hint" and b.names_for(KEYBOARD, "hint") == ["ctrl+z"]
    assert "ctrl+z" not in b.names_for(KEYBOARD, "undo")
    assert b.bind(PAD, "up", "y") is None  # a button replaces buttons, the stick stays
    assert b.names_for(PAD, "up") == ["y", "lefty-"] and b.names_for(PAD, "hint") == []


def test_an_essential_binding_is_never_taken_away():
    b = Bindings.defaults()
    before = b.to_data()
    assert b.bind(KEYBOARD, "hint", "escape") == "back"  # Esc is Back's only key
    assert b.bind(PAD, "hint", "a") == "confirm"
    assert b.to_data() == before
    assert not b.clear(PAD, "confirm") and b.clear(PAD, "hint")
    assert b.names_for(PAD, "hint") == []


def test_swapping_confirm_and_cancel_on_the_pad():
    b = Bindings.defaults()
    b.swap_confirm_cancel = True
    pad = b.pad_map()
    assert pad["b"] == "confirm" and pad["a"] == "cancel"
    assert b.names_for(PAD, "confirm") == ["b"]
    assert b.key_map()["return"] == "confirm"  # the keyboard is not swapped
    b.bind(PAD, "confirm", "rightshoulder")  # rebinding what shows as confirm
    assert b.pad_map()["rightshoulder"] == "confirm" and b.pad["cancel"][0] == "rightshoulder"


def test_saved_bindings_load_back(tmp_path):
    path = tmp_path / "bindings.toml"
    b = Bindings.defaults()
    b.bind(KEYBOARD, "undo", "u")
    b.bind(PAD, "hint", "rightstick")
    b.swap_confirm_cancel = True
    assert save_bindings(b, path) is None
    loaded, notice = load_bindings(path)
    assert notice is None and loaded == b
    assert loaded.key_map()["u"] == "undo" and loaded.pad_map()["b"] == "confirm"


def test_a_damaged_bindings_file_is_kept_aside_and_the_defaults_used(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text("[keys\nundo = 'oops'", encoding="utf-8")
    loaded, notice = load_bindings(path)
    assert loaded == Bindings.defaults()
    assert "damaged" in notice and "bindings.toml.bak" in notice
    assert (tmp_path / "bindings.toml.bak").exists() and not path.exists()
    path.write_text("keys = 3\n", encoding="utf-8")  # valid TOML, wrong shape
    loaded, notice = load_bindings(path)
    assert loaded == Bindings.defaults() and (tmp_path / "bindings.toml.bak.1").exists()


def test_bad_entries_keep_their_defaults_with_a_notice(tmp_path):
    path = tmp_path / "bindings.toml"
    path.write_text('[keys]\nundo = 5\nhint = ["j"]\nconfirm = []\n'
                    '[pad]\nredo = ["nonsense", "x"]\n[options]\nswap_confirm_cancel = "yes"\n',
                    encoding="utf-8")
    loaded, notice = load_bindings(path)
    assert notice and "defaults" in notice and path.exists()  # kept: mostly fine
    assert loaded.key_map()["j"] == "hint"
    assert loaded.names_for(KEYBOARD, "undo") == Bindings.defaults().names_for(KEYBOARD, "undo")
    assert loaded.names_for(KEYBOARD, "confirm")  # never locked out
    assert loaded.names_for(PAD, "redo") == ["x"] and loaded.swap_confirm_cancel is False


def test_the_app_tells_the_player_about_a_damaged_file(tmp_path, monkeypatch):
    from table_helpers import make_app

    (tmp_path / "bindings.toml").write_bytes(b"\xff\xfe not toml")
    app = make_app(tmp_path, monkeypatch, (640, 480))
    assert any("key bindings" in text for text, _ in app.noticeboard.notices)
    assert app.mapper.bindings == Bindings.defaults()


# --- spatial focus ----------------------------------------------------------------------------

def grid() -> dict[str, pygame.Rect]:
    """  a b c      (a row of cards)
         d e f      (long columns under them; e short)"""
    cards = {name: pygame.Rect(20 + 120 * i, 20, 100, 140) for i, name in enumerate("abc")}
    cards |= {"d": pygame.Rect(20, 200, 100, 500), "e": pygame.Rect(140, 200, 100, 140),
              "f": pygame.Rect(260, 200, 100, 500)}
    return cards


def go(rects, start: str, direction: str, current: pygame.Rect | None = None):
    here = current or rects[start]
    return neighbour(here, [(k, r) for k, r in rects.items() if k != start], direction)


def test_focus_moves_to_the_nearest_in_line_and_wraps():
    rects = grid()
    assert go(rects, "a", "right") == "b" and go(rects, "a", "down") == "d"
    assert go(rects, "e", "up") == "b" and go(rects, "c", "left") == "b"
    assert go(rects, "a", "left") == "c"  # round the row's edge
    assert go(rects, "d", "down") == "a"  # round the bottom, in the same column
    # A deep card of column d: right is the column e beside it, not f, since the table
    # gives a column the room it may grow into (its lane) …
    deep = pygame.Rect(20, 560, 100, 140)
    assert go(rects, "d", "right", deep) == "f"  # (a bare short rect is out of line)
    rects["e"] = pygame.Rect(140, 200, 100, 500)
    assert go(rects, "d", "right", deep) == "e"
    # … and up from it is the card above its column, never the columns beside it.
    assert go(rects, "d", "up", deep) == "a"


def test_focus_among_overlapping_turned_piles():
    braid = {f"b{i}": pygame.Rect(40 + 50 * (i % 2), 40 + 22 * i, 114, 126)
             for i in range(8)}
    assert go(braid, "b0", "down") == "b2" and go(braid, "b0", "right") == "b1"
    assert go(braid, "b3", "left") in ("b2", "b4")  # level neighbours on the other strand


def test_convex_hull_of_a_turned_card():
    hull = convex_hull([(0, 0), (10, 0), (10, 10), (0, 10), (5, 5)])
    assert sorted(hull) == [(0, 0), (0, 10), (10, 0), (10, 10)]
