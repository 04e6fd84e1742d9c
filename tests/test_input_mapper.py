"""The event mapper: keys, text fields, pads (buttons, sticks, triggers, hot-plug), held
directions repeating, capture for rebinding, and prompts following the device."""

from __future__ import annotations

import pygame
import pytest

from game.input.bindings import Bindings
from game.input.intents import Action, Captured, Notice, TextInput
from game.input.mapper import REPEAT_DELAY_MS, REPEAT_MS, EventMapper
from game.input.pads import family
from game.input.prompts import draw_prompts, input_label, shown_input


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


def key(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)


def button(b, down=True, pad=0):
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=pad, button=b)


def axis(a, value, pad=0):
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=a, value=value)


def test_keys_become_actions_through_the_bindings():
    m = EventMapper()
    assert m.translate(key(pygame.K_z, pygame.KMOD_LCTRL)) == [Action("undo")]
    assert m.translate(key(pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)) \
        == [Action("redo")]
    assert m.translate(key(pygame.K_h, text="h")) == [Action("hint")]
    assert m.translate(key(pygame.K_BACKSPACE)) == [Action("undo")]
    assert m.translate(key(pygame.K_F12)) == []
    assert m.last_device == "keyboard"


def test_while_a_text_field_has_the_focus_typing_keys_are_text_only():
    focus = {"on": True}
    m = EventMapper(text_focus=lambda: focus["on"])
    for k, text in ((pygame.K_h, "h"), (pygame.K_n, "n"), (pygame.K_SPACE, " "),
                    (pygame.K_SLASH, "?"), (pygame.K_1, "1"), (pygame.K_KP_1, "1")):
        assert m.translate(key(k, text=text)) == [], k
    assert m.translate(key(pygame.K_BACKSPACE)) == [Action("erase")]
    assert m.translate(key(pygame.K_RETURN)) == [Action("confirm")]
    assert m.translate(key(pygame.K_ESCAPE)) == [Action("back")]
    assert m.translate(key(pygame.K_DOWN)) == [Action("down")]
    assert m.translate(key(pygame.K_z, pygame.KMOD_LCTRL)) == [Action("undo")]  # no text
    assert m.translate(key(pygame.K_F1)) == [Action("rules")]
    text = pygame.event.Event(pygame.TEXTINPUT, text="h")
    assert m.translate(text) == [TextInput("h")]
    focus["on"] = False
    assert m.translate(key(pygame.K_h, text="h")) == [Action("hint")]


def test_pad_buttons_sticks_and_triggers():
    m = EventMapper()
    assert m.translate(button(pygame.CONTROLLER_BUTTON_A)) == [Action("confirm")]
    assert m.last_device == "pad"
    assert m.translate(button(pygame.CONTROLLER_BUTTON_A, down=False)) == []
    assert m.translate(button(pygame.CONTROLLER_BUTTON_LEFTSHOULDER)) == [Action("undo")]
    assert m.translate(button(pygame.CONTROLLER_BUTTON_START)) == [Action("menu")]
    assert m.translate(button(pygame.CONTROLLER_BUTTON_BACK)) == [Action("rules")]
    leftx = pygame.CONTROLLER_AXIS_LEFTX
    assert m.translate(axis(leftx, 8000)) == []                 # inside the dead zone
    assert m.translate(axis(leftx, 30000)) == [Action("right")]
    assert m.translate(axis(leftx, 20000)) == []                # still held: no chatter
    assert m.translate(axis(leftx, 2000)) == []                 # released
    assert m.translate(axis(leftx, -32768)) == [Action("left")]
    assert m.translate(axis(pygame.CONTROLLER_AXIS_LEFTY, 32767)) == [Action("down")]
    trigger = pygame.CONTROLLER_AXIS_TRIGGERLEFT
    assert m.translate(axis(trigger, 32000)) == [Action("deal_stock")]
    assert m.translate(axis(trigger, 31000)) == []


def test_mouse_use_hides_key_prompts_only_on_real_motion():
    m = EventMapper()
    m.translate(key(pygame.K_UP))
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 0), buttons=(0, 0, 0))
    m.translate(move)
    assert m.last_device == "keyboard"
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 5), rel=(30, 0), buttons=(0, 0, 0))
    m.translate(move)
    assert m.last_device == "mouse"


def test_held_directions_repeat_until_released():
    m = EventMapper()
    m.translate(key(pygame.K_RIGHT))
    start = pygame.time.get_ticks()
    assert m.tick(start + REPEAT_DELAY_MS - 20) == []
    assert m.tick(start + REPEAT_DELAY_MS + 10) == [Action("right")]
    assert m.tick(start + REPEAT_DELAY_MS + 10 + REPEAT_MS) == [Action("right")]
    m.translate(pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0))
    assert m.tick(start + 10_000) == []
    m.translate(button(pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    m.translate(key(pygame.K_z, pygame.KMOD_LCTRL))  # undo is not a direction: no repeat
    assert m.tick(pygame.time.get_ticks() + 10_000) == [Action("down")]
    m.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=0))
    assert m.tick(pygame.time.get_ticks() + 20_000) == []  # a pad pulled out mid-press


def test_capture_delivers_the_next_raw_input_once():
    m = EventMapper()
    m.start_capture()
    assert m.translate(key(pygame.K_LCTRL)) == []  # waits for the key with the modifier
    assert m.translate(key(pygame.K_u, pygame.KMOD_LCTRL, "u")) == [Captured("keyboard",
                                                                             "ctrl+u")]
    assert m.translate(key(pygame.K_u, text="u")) == []  # captured once, then "u" is unbound
    m.start_capture()
    assert m.translate(axis(pygame.CONTROLLER_AXIS_RIGHTY, -30000)) == [Captured("pad",
                                                                                 "righty-")]
    m.set_bindings(Bindings.defaults())
    assert m.translate(button(pygame.CONTROLLER_BUTTON_Y)) == [Action("hint")]


def test_hot_plug_without_a_real_device_is_quiet_and_safe():
    m = EventMapper()
    m.start_devices()
    added = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=3)
    assert m.translate(added) == []  # nothing to open here: nothing to say
    removed = pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3)
    assert m.translate(removed) == [Notice("A controller was disconnected.")]


def test_pad_families_and_their_prompts():
    assert family("Xbox Series X Controller") == "xbox"
    assert family("PS4 Controller") == family("DualSense Wireless Controller") == "playstation"
    assert family("Nintendo Switch Pro Controller") == "nintendo"
    assert family("8BitDo SN30 Pro") == "xbox"
    b = Bindings.defaults()
    assert shown_input(b, "pad", "up") == "dpup"  # a button before the stick
    assert input_label("pad", shown_input(b, "pad", "confirm"), "playstation") == "Cross"
    m = EventMapper()
    surface = pygame.Surface((800, 60))
    items = [("confirm", "Pick"), (("up", "down"), "More"), ("send_home", "Home"),
             ("menu", "Menu"), ("cancel", "Cancel")]
    keys = draw_prompts(surface, m, items, (0, 30), 18)
    m.translate(button(pygame.CONTROLLER_BUTTON_X))
    for kind in ("xbox", "playstation", "nintendo"):
        m.pad_family = kind
        pads = draw_prompts(surface, m, items, (0, 30), 18)
        assert pads.width > 0
    assert keys.width != pads.width  # the keyboard has no cancel key: one prompt less
