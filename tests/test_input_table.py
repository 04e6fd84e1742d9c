"""Keyboard and pad play on the table, headless, with real pygame key and controller events:
a whole game won by keys alone, a pad-driven move, hot-plugging (the focus in every
registered layout: test_focus_reach.py)."""

from __future__ import annotations

import dataclasses
import sys
from collections import deque

import pygame

from game.input.intents import Action
from game.scenes.focus import VECTORS
from table_helpers import keystroke, open_table, pad_button

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
        "right": pygame.K_RIGHT, "confirm": pygame.K_RETURN}
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "cancel": pygame.CONTROLLER_BUTTON_B,
       "send_home": pygame.CONTROLLER_BUTTON_X}


def press_key(app, name: str) -> None:
    keystroke(app, KEYS[name], release=True)


def press_pad(app, name: str, pad: int = 0) -> None:
    pad_button(app, PAD[name], pad)


def tilt(app, axis: int, value: int, pad: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad,
                                         axis=axis, value=value))
    app.process_events()


def hold(scene, held) -> None:
    """The cards held put back as they were (through the table's model)."""
    if held is None:
        scene.model.deselect()
    else:
        scene.model.select(*held)


def route(scene, goal) -> list[str]:
    """The directions that take the focus to `goal` ((target, count), count None: any),
    found by trying the focus's own moves (restoring everything after each try)."""
    focus = scene.focus
    start = (focus.target, focus.count)
    held = scene.selected
    seen, todo = {start: []}, deque([start])
    found = None
    while todo:
        here = todo.popleft()
        if here[0] == goal[0] and goal[1] in (None, here[1]):
            found = seen[here]
            break
        for direction in VECTORS:
            focus.target, focus.count = here
            hold(scene, held)
            focus.move(direction)
            there = (focus.target, focus.count)
            if there not in seen:
                seen[there] = seen[here] + [direction]
                todo.append(there)
    focus.target, focus.count = start
    hold(scene, held)
    assert found is not None, f"no way to {goal}"
    return found


def solve(game, state, limit: int = 3000) -> list:
    """A small depth-first search, most promising moves first (score after the move)."""
    seen, path = set(), []

    def search(st) -> bool:
        if game.is_won(st):
            return True
        key = st.key()
        if key in seen or len(seen) > limit:
            return False
        seen.add(key)
        tries = []
        for move in game.legal_moves(st):
            after = st.copy()
            game.play(after, move)
            tries.append((move.src < 0, -game.score(after), len(tries), move, after))
        for *_, move, after in sorted(tries):
            path.append(move)
            if search(after):
                return True
            path.pop()
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20000))
    try:
        return path if search(state) else None
    finally:
        sys.setrecursionlimit(old)


def test_a_whole_game_won_by_the_keyboard_alone(app):
    scene = open_table(app, "reussite_32", 13)
    solution = solve(scene.game, scene.state.copy())
    assert solution and any(m.action == "coup" for m in solution)  # a HUD button too
    press_key(app, "right")  # the first press shows the focus
    assert scene.focus.visible and scene.history.moves_made == 0
    for number, move in enumerate(solution, 1):
        if move.src < 0:  # a move of its own (the coup de grâce): its button on the HUD
            label = scene.catalogue_entry.labels.get(move.action, move.action)
            for direction in route(scene, (("button", label), None)):
                press_key(app, direction)
            press_key(app, "confirm")
        else:
            for direction in route(scene, (("pile", move.src), move.count)):
                press_key(app, direction)
            press_key(app, "confirm")
            assert scene.selected == (move.src, move.count)
            for direction in route(scene, (("pile", move.dst), None)):
                press_key(app, direction)
            press_key(app, "confirm")
        assert scene.history.moves_made == number, move
    assert scene.game.is_won(scene.state) and scene.outcome == "won"


def test_a_pad_drives_a_freecell_move_with_the_stick_and_buttons(app):
    scene = open_table(app, "freecell", 1)
    cell = scene.game.pile_index("cell_0")
    source = scene.game.pile_index("tableau_0")
    press_pad(app, "right")  # shows the focus, on the first column
    assert app.mapper.last_device == "pad" and scene.focus.target == ("pile", source)
    press_pad(app, "confirm")
    assert scene.selected == (source, 1)
    for direction in route(scene, (("pile", cell), None)):
        axis = pygame.CONTROLLER_AXIS_LEFTX if direction in ("left", "right") \
            else pygame.CONTROLLER_AXIS_LEFTY
        sign = 1 if direction in ("right", "down") else -1
        tilt(app, axis, sign * 30000)   # past the press threshold: one step …
        tilt(app, axis, sign * 25000)   # … still held: no second step
        tilt(app, axis, 0)              # released
    assert scene.focus.target == ("pile", cell)
    app.draw()  # the held card hovers over the cell, prompts in pad buttons
    press_pad(app, "confirm")
    assert repr(scene.state.pile("cell_0")) == "(6S,)"
    press_pad(app, "cancel")  # nothing held: cancel changes nothing, stays on the table
    assert app.stack.top is scene


def test_walking_a_fan_chooses_how_many_cards_and_cancel_puts_them_back(app):
    from game.engine.cards import cards

    scene = open_table(app, "klondike", 4)
    state = scene.state
    for i in range(len(state.piles)):
        state.piles[i] = ()
    state.piles[state.index("tableau_0")] = cards("KS QH JC")
    state.piles[state.index("tableau_2")] = cards("KC")  # QH JC may go here …
    state.piles[state.index("tableau_3")] = cards("QD")  # … JC here, all three to a gap
    scene.view.place(state, animate=False)
    column = state.index("tableau_0")
    press_key(app, "left")
    scene.focus.target, scene.focus.count = ("pile", column), 1
    press_key(app, "up")
    press_key(app, "up")
    assert scene.focus.count == 3  # up the fan: Q and J, then the king with them
    press_key(app, "confirm")
    assert scene.selected == (column, 3)
    press_key(app, "down")  # still on the column: fewer cards held
    assert scene.selected == (column, 2)
    press_key(app, "up")
    assert scene.selected == (column, 3)
    app.draw()
    keystroke(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.stack.top is scene  # Esc put them back first
    press_key(app, "confirm")  # pick the three again and take them to the empty column
    for direction in route(scene, (("pile", state.index("tableau_1")), None)):
        press_key(app, direction)
    press_key(app, "confirm")
    assert [repr(c) for c in scene.state.pile("tableau_1")] == ["KS", "QH", "JC"]


def test_send_home_and_the_stock_by_keys(app):
    scene = open_table(app, "klondike", 4)
    stock = scene.game.pile_index("stock")
    press_key(app, "up")
    for direction in route(scene, (("pile", stock), None)):
        press_key(app, direction)
    press_key(app, "confirm")
    assert len(scene.state.pile("waste")) == 1  # confirm on the stock deals
    scene.handle(Action("deal_stock"))
    assert len(scene.state.pile("waste")) == 2
    from game.engine.cards import cards

    state = scene.state
    state.piles[state.index("tableau_2")] = cards("AS")
    scene.view.place(state, animate=False)
    scene.focus.target, scene.focus.count = ("pile", state.index("tableau_2")), 1
    scene.handle(Action("send_home"))
    assert any(repr(c) == "AS" for f in scene.game.foundations for c in state.piles[f])


def test_hot_plugging_a_pad_mid_game_keeps_the_focus_and_the_held_cards(app, monkeypatch):
    import game.input.pads as pads

    class FakeJoystick:
        def get_instance_id(self) -> int:
            return 7

    class FakeController:
        def __init__(self, index: int) -> None:
            self.name = "PS5 Controller"

        def as_joystick(self) -> FakeJoystick:
            return FakeJoystick()

        def quit(self) -> None:
            pass

    class FakeModule:
        Controller = FakeController

        @staticmethod
        def is_controller(index: int) -> bool:
            return True

    monkeypatch.setattr(pads, "sdl_controller", FakeModule)
    app.mapper.pads.ready = True
    scene = open_table(app, "freecell", 1)
    press_key(app, "right")
    press_key(app, "confirm")
    held, target = scene.selected, scene.focus.target
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    app.process_events()
    assert any("PS5 Controller" in text for text, _ in app.noticeboard.notices)
    press_pad(app, "right", pad=7)
    assert app.mapper.pad_family == "playstation" and app.mapper.last_device == "pad"
    app.draw()  # prompts in PlayStation shapes
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    app.process_events()
    assert any("disconnected" in text for text, _ in app.noticeboard.notices)
    assert scene.selected == held and scene.focus.target != target  # moved once, kept
    assert app.mapper.last_device == "keyboard"  # prompts go back to keys
    app.draw()
    # A pad nobody could open (no such device here) is no crash either.
    monkeypatch.undo()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=5))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    app.process_events()
    assert app.stack.top is scene


def test_start_opens_the_menu_and_back_the_rules(app):
    from game.scenes.menu import MenuScene
    from game.scenes.rules import RulesScene

    app.push(MenuScene(app))
    scene = open_table(app, "freecell", 2)
    pad_button(app, pygame.CONTROLLER_BUTTON_BACK)
    assert isinstance(app.stack.top, RulesScene)
    press_pad(app, "cancel")
    assert app.stack.top is scene
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.stack.top, MenuScene)


def test_play_for_me_by_pad_and_a_direction_takes_over(app, monkeypatch):
    from game.engine.auto import first_legal_move
    from game.engine.game import Game
    from game.rules import registry

    spec = dataclasses.replace(registry().get("reussite_32"), autoplay=first_legal_move)
    monkeypatch.setattr("game.scenes.table.create", lambda game_id, options=None: Game(spec))
    scene = open_table(app, "reussite_32", 3)
    press_pad(app, "right")
    for direction in route(scene, (("button", "Play for me"), None)):
        press_pad(app, direction)
    press_pad(app, "confirm")
    assert scene.autoplaying
    app.draw()
    assert scene.focus.target == ("button", "Stop")  # the same button, relabelled
    for _ in range(30):
        app.step(1 / 60)
    press_pad(app, "down")
    assert not scene.autoplaying
