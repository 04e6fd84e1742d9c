"""Every scene by keyboard alone and by pad alone, with real pygame events: the menu with
its search (the on-screen keyboard for the pad), settings, the Controls screen (rebinding
saved and loaded again), deal-number entry and results."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.app import App
from game.input.bindings import load_bindings
from game.scenes.bindings import SWAP_ROW, BindingsScene
from game.scenes.deal_entry import DealEntryScene
from game.scenes.focus import VECTORS, neighbour
from game.scenes.keyboard import KeyboardScene
from game.scenes.results import ResultsScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from table_helpers import keystroke, listed, make_app, open_menu, pad_button

BUTTONS = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
           "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT, "a": pygame.CONTROLLER_BUTTON_A,
           "b": pygame.CONTROLLER_BUTTON_B, "x": pygame.CONTROLLER_BUTTON_X,
           "y": pygame.CONTROLLER_BUTTON_Y, "start": pygame.CONTROLLER_BUTTON_START,
           "back": pygame.CONTROLLER_BUTTON_BACK, "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER}
KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
        "right": pygame.K_RIGHT, "enter": pygame.K_RETURN, "esc": pygame.K_ESCAPE,
        "f1": pygame.K_F1, "backspace": pygame.K_BACKSPACE}


@pytest.fixture
def app(tmp_path, monkeypatch):
    return make_app(tmp_path, monkeypatch)


def pad(app, *names: str) -> None:
    for name in names:
        pad_button(app, BUTTONS[name])


def keys(app, *names: str) -> None:
    for name in names:
        if len(name) == 1:  # a character: its key and the text it types
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(name), mod=0,
                                                 unicode=name, scancode=0))
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=name))
            app.process_events()
        else:
            keystroke(app, KEYS[name], release=True)  # let go: a held key repeats under load


def type_on_screen(app, keyboard: KeyboardScene, text: str) -> None:
    """Type with the pad alone: walk the focus over the on-screen keys, press A."""
    for ch in text:
        goal = next(i for i, b in enumerate(keyboard.keys.buttons) if b.label == ch.upper())
        seen, todo = {keyboard.keys.focus: []}, [keyboard.keys.focus]
        while goal not in seen:  # breadth first over the keys, as the focus moves
            here = todo.pop(0)
            for direction in VECTORS:
                rect = keyboard.keys.buttons[here].rect
                there = neighbour(rect, [(i, b.rect) for i, b in
                                         enumerate(keyboard.keys.buttons) if i != here],
                                  direction)
                if there not in seen:
                    seen[there] = seen[here] + [direction]
                    todo.append(there)
        pad(app, *seen[goal], "a")


def test_menu_by_pad_alone_searches_with_the_on_screen_keyboard_and_plays(app, started):
    menu = open_menu(app)
    first, second = listed(menu)[:2]
    pad(app, "down")
    assert menu.model.selected.id == second
    pad(app, "up", "up")  # above the first game: the search field
    assert menu.model.search_focused and menu.model.selected.id == first
    pad(app, "a")
    keyboard = app.stack.top
    assert isinstance(keyboard, KeyboardScene)
    app.draw()
    type_on_screen(app, keyboard, "klo")
    assert menu.model.query == "klo" and "klondike" in listed(menu)  # live, under the keyboard
    pad(app, "x")  # erase
    assert menu.model.query == "kl"
    pad(app, "start")  # done: the focus is back on the list
    assert app.stack.top is menu and not menu.model.search_focused
    menu.model.select("klondike")
    pad(app, "a")
    assert started[-1][0] == "klondike"
    pad(app, "b")  # cancel clears the search, and never quits the game
    pad(app, "b", "b")
    assert menu.model.query == "" and app.running
    pad(app, "y")  # the hint button opens the keyboard straight away
    assert isinstance(app.stack.top, KeyboardScene)
    pad(app, "b")
    pad(app, "back")
    assert isinstance(app.stack.top, RulesScene)
    pad(app, "b", "start")
    assert isinstance(app.stack.top, SettingsScene)
    pad(app, "b")
    pad(app, "right", "right", "a")  # the focus over the buttons: Play, Deal number…
    assert isinstance(app.stack.top, DealEntryScene)


def test_menu_by_keyboard_alone(app, started):
    menu = open_menu(app)
    keys(app, "l", "u", "c")
    assert menu.model.query == "luc" and set(listed(menu)) == {"reussite_32", "reussite_52"}
    keys(app, "backspace", "backspace", "backspace")
    assert menu.model.query == "" and app.running
    for _ in range(len(listed(menu)) + 1):  # up past the first game: the search field
        keys(app, "up")
    assert menu.model.search_focused and menu.model.selected.id == listed(menu)[0]
    keys(app, "f", "r", "e", "e")  # typed into the field: no on-screen keyboard on a keyboard
    assert app.stack.top is menu and menu.model.query == "free"
    assert menu.model.selected.id == "freecell"  # FreeCell is chosen, its kin listed below it
    keys(app, "enter")        # Enter plays it: no key of an on-screen keyboard is typed
    assert started[-1][0] == "freecell" and app.stack.top is menu
    assert menu.model.query == ""   # back in the chooser, a new search starts
    keys(app, "f", "r", "e", "e", "c", "e", "l", "l", "enter")
    assert started[-1][0] == "freecell" and menu.model.query == ""
    keys(app, "f1")
    assert isinstance(app.stack.top, RulesScene)
    keys(app, "esc")
    assert app.stack.top is menu


def test_a_click_on_the_search_field_just_types(app, started):
    """A mouse click gives the field the focus; the on-screen keyboard is the pad's, and
    Enter plays what the search found (it once typed a "q" into the search)."""
    menu = open_menu(app)
    app.draw()
    centre = menu.layout.search_rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=centre, button=1))
        app.process_events()
    assert app.stack.top is menu and menu.model.search_focused
    keys(app, *"freecell")
    assert menu.model.query == "freecell" and menu.model.selected.id == "freecell"
    keys(app, "enter")
    assert started[-1][0] == "freecell" and app.stack.top is menu and menu.model.query == ""


def test_settings_open_the_controls_screen_by_pad(app):
    open_menu(app)
    pad(app, "start")
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    pad(app, "up", "up")  # round past Back to the last row: Controls
    assert settings.rows[settings.focus].label == "Controls"
    pad(app, "right")  # left/right do not open it …
    assert app.stack.top is settings
    pad(app, "a")      # … confirm does
    assert isinstance(app.stack.top, BindingsScene)
    app.draw()


def test_rebinding_a_key_is_saved_and_loaded_again(app, tmp_path):
    open_menu(app)
    scene = BindingsScene(app)
    app.push(scene)
    app.draw()
    scene.row = scene.actions.index("undo")
    keys(app, "enter")
    assert scene.capturing == ("undo", "keyboard") and app.mapper.capturing
    app.draw()  # "Press…"
    keys(app, "u")
    assert scene.capturing is None and "now" in scene.message
    assert app.mapper.keys["u"] == "undo"
    saved, notice = load_bindings(tmp_path / "bindings.toml")
    assert notice is None and saved.names_for("keyboard", "undo") == ["u"]
    again = App(size=(640, 480), headless=True)  # the next start
    assert again.mapper.keys["u"] == "undo" and "ctrl+z" not in again.mapper.keys
    # Esc cancels a capture; Delete clears; an essential key is refused, politely.
    keys(app, "enter", "esc")
    assert scene.capturing is None and app.mapper.keys["u"] == "undo"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0,
                                         unicode="", scancode=0))
    app.process_events()
    assert app.mapper.bindings.names_for("keyboard", "undo") == []
    scene.row = scene.actions.index("confirm")
    keys(app, "enter")
    keystroke(app, pygame.K_g, unicode="g")
    assert app.mapper.keys["g"] == "confirm" and "taken from" in scene.message
    assert "return" not in app.mapper.keys  # replaced; the pad still confirms with A


def test_pad_rebinding_and_swapping_confirm_and_cancel(app, tmp_path):
    open_menu(app)
    scene = BindingsScene(app)
    app.push(scene)
    app.draw()
    scene.row, scene.column = scene.actions.index("hint"), 1
    pad(app, "a")
    assert scene.capturing == ("hint", "pad")
    keys(app, "h")  # a key while waiting for a pad button: still waiting
    assert scene.capturing == ("hint", "pad")
    pad(app, "lb")
    assert app.mapper.buttons["leftshoulder"] == "hint"
    assert app.mapper.bindings.names_for("pad", "undo") == []  # taken from undo
    scene.row = scene.actions.index("undo")
    pad(app, "x")  # X clears … nothing left to clear; essential ones refuse
    scene.row = scene.actions.index("confirm")
    pad(app, "x")
    assert "must keep" in scene.message
    scene.row = 0
    pad(app, "up")
    assert scene.row == SWAP_ROW
    pad(app, "a")
    assert app.mapper.bindings.swap_confirm_cancel and "B confirms" in scene.message
    pad(app, "down", "a")  # A is cancel now: the screen closes
    assert app.stack.top is not scene
    saved, _ = load_bindings(tmp_path / "bindings.toml")
    assert saved.swap_confirm_cancel and saved.pad_map()["b"] == "confirm"
    assert saved.pad_map()["leftshoulder"] == "hint"


def test_deal_entry_and_results_by_pad_alone(app):
    chosen = []
    open_menu(app)
    entry = DealEntryScene(app, on_choose=chosen.append)
    app.push(entry)
    app.draw()
    pad(app, "down", "a", "up", "right", "a", "a", "x")  # 4, 2, 2, erase the last
    assert entry.text == "42"
    pad(app, "start")
    assert chosen == [42] and app.stack.top is not entry
    calls = []
    results = ResultsScene(app, "klondike", "lost", 10, 60.0, None, 3,
                           on_next=lambda: calls.append("next"),
                           on_replay=lambda: calls.append("replay"),
                           on_menu=lambda: calls.append("menu"),
                           on_undo=lambda: calls.append("undo"))
    app.push(results)
    pad(app, "lb")
    assert calls == ["undo"] and app.stack.top is not results


def test_letter_keys_never_act_in_the_deal_entry(app):
    open_menu(app)
    entry = DealEntryScene(app, on_choose=lambda n: None)
    app.push(entry)
    keys(app, "r", "4", "n", "2", "backspace")
    assert entry.text == "4" and app.stack.top is entry


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768), (3840, 2160)])
def test_the_keyboard_and_controls_screens_fit(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, monkeypatch, size)
    screen = pygame.Rect((0, 0), size)
    menu = open_menu(app)
    menu.open_search()
    keyboard = app.stack.top
    app.mapper.last_device = "pad"
    app.draw()
    assert screen.contains(keyboard.rect)
    for a, b in itertools.combinations(keyboard.keys.buttons, 2):
        assert not a.rect.colliderect(b.rect), (a.label, b.label)
    app.stack.pop()
    controls = BindingsScene(app)
    app.push(controls)
    app.draw()
    assert screen.contains(controls.rect)
    assert not controls.buttons.buttons[0].rect.colliderect(controls.buttons.buttons[1].rect)
    assert controls.view.bottom < controls.buttons.buttons[0].rect.y


def test_keys_too_many_for_a_line_take_another_and_the_row_grows(app):
    """At 200 % text in German, 'Aufnehmen, ablegen, drücken' has three keys its cell cannot
    hold in one line: they go on in a second line (its row grows), never end in '…'; a key
    bound elsewhere later lays the rows out again (the row shrinks back)."""
    from game.i18n import set_language
    from game.render import theme

    set_language("de")
    theme.apply(False, 200)
    try:
        open_menu(app)
        scene = BindingsScene(app)
        app.push(scene)
        app.draw()
        cells = scene.cells()
        room = scene.cell_w - round(30 * scene.s)
        for i, action in enumerate(scene.actions):
            for device, cell in zip(("keyboard", "pad"), cells[i], strict=True):
                lines = scene._glyph_lines(device, action)
                names = [name for line in lines for name, _w in line]
                assert names == scene.bindings.names_for(device, action)  # all of them
                assert all(sum(w for _n, w in line) <= room for line in lines[1:] or lines)
                assert cell.height >= len(lines) * scene._glyph_h() - round(8 * scene.s)
        confirm = scene.actions.index("confirm")
        assert len(scene._glyph_lines("keyboard", "confirm")) >= 2
        assert cells[confirm][0].height > cells[0][0].height
        before = scene.tops[-1]
        b = scene.bindings.copy()  # all of confirm's keys but its first go to "undo"
        for key in b.names_for("keyboard", "confirm")[1:]:
            b.bind("keyboard", "undo", key)
        scene._apply(b)
        app.draw()
        assert len(scene._glyph_lines("keyboard", "confirm")) == 1 and scene.tops[-1] < before
    finally:
        theme.apply(False, 100)
        set_language("en")
