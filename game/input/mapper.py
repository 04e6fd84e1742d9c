"""pygame events become intents. The one place that reads raw device events.

Keyboard chords and pad inputs go through the bindings (data) to `Action`s; the mouse
becomes pointer intents. Held directions repeat (keys and pads alike). While the scene on
top has a text field with the focus (`text_focus()`), keys that type are text, never
actions — "h" types an h instead of asking for a hint — and backspace is Action("erase").
The mapper remembers the device used last, so prompts can show its keys or buttons.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _

from .bindings import KEYBOARD, PAD, Bindings, normalise_chord
from .intents import (
    Action,
    Captured,
    Intent,
    Notice,
    PointerDown,
    PointerMove,
    PointerUp,
    QuitRequest,
    Resize,
    Scroll,
    TextInput,
)
from .pads import BUTTON_NAMES, STICK_AXES, TRIGGER_AXES, XBOX, PadManager

DOUBLE_CLICK_MS = 400
DOUBLE_CLICK_PX = 6
MOUSE = "mouse"
DIRECTIONS = ("up", "down", "left", "right")
REPEAT_DELAY_MS = 380    # a held direction starts repeating after this …
REPEAT_MS = 85           # … and then steps this often
AXIS_PRESS = 0.6         # of full tilt: a stick (or trigger) past this is pressed …
AXIS_RELEASE = 0.35      # … and released again below this (no chatter at the edge)
MOUSE_WAKE_PX = 4        # a motion this large takes the focus back to the mouse
MODIFIER_KEYS = frozenset({pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                           pygame.K_CAPSLOCK, pygame.K_NUMLOCK, pygame.K_MODE})


def chord_of(event: pygame.event.Event) -> str:
    mods = []
    if event.mod & pygame.KMOD_CTRL:
        mods.append("ctrl")
    if event.mod & pygame.KMOD_SHIFT:
        mods.append("shift")
    if event.mod & pygame.KMOD_ALT:
        mods.append("alt")
    return normalise_chord("+".join(mods + [pygame.key.name(event.key)]))


def types_text(event: pygame.event.Event) -> bool:
    """Whether this key press also produces text (a TEXTINPUT event follows it)."""
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI):
        return False
    text = getattr(event, "unicode", "")
    if text:
        return text.isprintable()
    name = pygame.key.name(event.key)
    return name == "space" or len(name) == 1 or (len(name) == 3 and name[0] == "[")


class EventMapper:
    def __init__(self, bindings: Bindings | None = None,
                 text_focus: Callable[[], bool] | None = None) -> None:
        self.set_bindings(bindings or Bindings.defaults())
        self.text_focus = text_focus or (lambda: False)
        self.pads = PadManager()
        self.last_device = MOUSE      # until a key or a button is pressed: no focus shown
        self.pad_family = XBOX
        self.capturing = False
        self._held: dict[tuple, list] = {}          # input → [action, next repeat (ms)]
        self._sticks: dict[tuple[int, str], bool] = {}  # (pad, "leftx-") → pressed
        self._last_click: tuple[int, tuple[int, int]] | None = None

    def set_bindings(self, bindings: Bindings) -> None:
        self.bindings = bindings
        self.keys = bindings.key_map()
        self.buttons = bindings.pad_map()

    def start_devices(self) -> None:
        """Start listening for gamepads (pads plugged in now arrive as ADDED events)."""
        self.pads.start()

    # --- capture (rebinding) ----------------------------------------------------------------
    def start_capture(self) -> None:
        """Deliver the next key or pad input as a Captured intent, not as an action."""
        self.capturing = True
        self._held.clear()

    def stop_capture(self) -> None:
        self.capturing = False

    def _captured(self, device: str, name: str) -> list[Intent]:
        self.capturing = False
        return [Captured(device, name)]

    # --- events ----------------------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.QUIT:
            return [QuitRequest()]
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                    pygame.MOUSEWHEEL):
            return self._mouse(event)
        if kind == pygame.KEYDOWN:
            self.last_device = KEYBOARD
            return self._key_down(event)
        if kind == pygame.KEYUP:
            self._held.pop(("key", event.key), None)
            return []
        if kind == pygame.TEXTINPUT:
            return [] if self.capturing else [TextInput(event.text)]
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP,
                    pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEADDED,
                    pygame.CONTROLLERDEVICEREMOVED):
            return self._pad(event)
        if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = (event.w, event.h) if kind == pygame.VIDEORESIZE else (event.x, event.y)
            return [Resize(size)]
        if kind == pygame.WINDOWFOCUSLOST:
            self._held.clear()  # the key-up may never come
        return []

    def _mouse(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            rel = getattr(event, "rel", (0, 0))
            if abs(rel[0]) + abs(rel[1]) >= MOUSE_WAKE_PX:
                self.last_device = MOUSE
            return [PointerMove(event.pos, tuple(bool(b) for b in event.buttons))]
        if kind == pygame.MOUSEWHEEL:
            self.last_device = MOUSE
            return [Scroll(pygame.mouse.get_pos(), event.y)]
        if event.button not in (1, 2, 3):
            return []
        self.last_device = MOUSE
        if kind == pygame.MOUSEBUTTONDOWN:
            return [PointerDown(event.pos, event.button, self._clicks(event))]
        return [PointerUp(event.pos, event.button)]

    def _key_down(self, event: pygame.event.Event) -> list[Intent]:
        if self.capturing:
            if event.key in MODIFIER_KEYS:
                return []  # wait for the key the modifiers go with
            return self._captured(KEYBOARD, chord_of(event))
        if self.text_focus() and types_text(event):
            return []  # the TEXTINPUT that follows carries it
        chord = chord_of(event)
        if self.text_focus() and chord == "backspace":
            return [Action("erase")]
        action = self.keys.get(chord)
        if action is None:
            return []
        self._hold(("key", event.key), action)
        return [Action(action)]

    def _pad(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            name = self.pads.add(event.device_index)
            return [Notice(_("Controller connected: {name}").format(name=name))] if name else []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            name = self.pads.remove(event.instance_id)
            self._held = {k: v for k, v in self._held.items()
                          if not (k[0] == "pad" and k[1] == event.instance_id)}
            self._sticks = {k: v for k, v in self._sticks.items() if k[0] != event.instance_id}
            if not len(self.pads) and self.last_device == PAD:
                self.last_device = KEYBOARD
            return [Notice(_("Controller disconnected: {name}").format(name=name) if name
                           else _("A controller was disconnected."))]
        pad = event.instance_id
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(pad, event.axis, event.value)
        name = BUTTON_NAMES.get(event.button)
        if name is None:
            return []
        if kind == pygame.CONTROLLERBUTTONDOWN:
            return self._pad_press(pad, name)
        self._held.pop(("pad", pad, name), None)
        return []

    def _axis(self, pad: int, axis: int, value: int) -> list[Intent]:
        """Sticks and triggers act as buttons: pressed past AXIS_PRESS, released below
        AXIS_RELEASE. A stick has a button for each way: "leftx-", "leftx+" …"""
        tilt = value / 32767.0
        if axis in TRIGGER_AXES:
            states = {TRIGGER_AXES[axis]: tilt}
        elif axis in STICK_AXES:
            base = STICK_AXES[axis]
            states = {base + "-": -tilt, base + "+": tilt}
        else:
            return []
        intents: list[Intent] = []
        for name, amount in states.items():
            was = self._sticks.get((pad, name), False)
            if not was and amount >= AXIS_PRESS:
                self._sticks[(pad, name)] = True
                intents += self._pad_press(pad, name)
            elif was and amount < AXIS_RELEASE:
                self._sticks[(pad, name)] = False
                self._held.pop(("pad", pad, name), None)
        return intents

    def _pad_press(self, pad: int, name: str) -> list[Intent]:
        self.last_device = PAD
        self.pad_family = self.pads.family_of(pad) or self.pad_family
        if self.capturing:
            return self._captured(PAD, name)
        action = self.buttons.get(name)
        if action is None:
            return []
        self._hold(("pad", pad, name), action)
        return [Action(action)]

    # --- held directions ---------------------------------------------------------------------
    def _hold(self, source: tuple, action: str) -> None:
        if action in DIRECTIONS:
            self._held[source] = [action, pygame.time.get_ticks() + REPEAT_DELAY_MS]

    def tick(self, now: int | None = None) -> list[Intent]:
        """Repeats for held directions, due by `now` (ms; pygame's clock by default)."""
        if not self._held:
            return []
        now = pygame.time.get_ticks() if now is None else now
        intents: list[Intent] = []
        for held in self._held.values():
            if now >= held[1]:
                intents.append(Action(held[0]))
                held[1] = max(held[1] + REPEAT_MS, now - REPEAT_MS)  # no burst after a stall
        return intents

    def next_repeat(self, now: int | None = None) -> float | None:
        """Seconds until the next repeat of a held direction is due; None if none is held."""
        if not self._held:
            return None
        now = pygame.time.get_ticks() if now is None else now
        return max(0.0, (min(held[1] for held in self._held.values()) - now) / 1000)

    def _clicks(self, event: pygame.event.Event) -> int:
        now = pygame.time.get_ticks()
        last = self._last_click
        self._last_click = (now, event.pos)
        if event.button == 1 and last and now - last[0] <= DOUBLE_CLICK_MS and \
                abs(last[1][0] - event.pos[0]) + abs(last[1][1] - event.pos[1]) <= DOUBLE_CLICK_PX:
            self._last_click = None
            return 2
        return 1
