"""Intents: what the player wants, whatever the device. Scenes only ever see these.

Pointer intents carry window coordinates; action intents name a command. Keyboard and
gamepad bindings (data, in TOML) map keys and buttons to action names.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PointerDown:
    """A mouse button pressed (or a touch) at `pos`."""

    pos: tuple[int, int]
    button: int = 1          # 1 left, 2 middle, 3 right
    clicks: int = 1          # 2 for a double click


@dataclass(frozen=True)
class PointerMove:
    """The pointer moved to `pos`, with the buttons held."""

    pos: tuple[int, int]
    buttons: tuple[bool, bool, bool] = (False, False, False)


@dataclass(frozen=True)
class PointerUp:
    """A mouse button let go at `pos`."""

    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class Scroll:
    """The wheel turned by `dy` steps over `pos`."""

    pos: tuple[int, int]
    dy: int


@dataclass(frozen=True)
class Action:
    """A named command: undo, redo, hint, new_deal, restart, back, confirm, cancel,
    up, down, left, right, fullscreen, quit, rules, menu, deal_stock, send_home…, and
    "erase" (the backspace key while a text field has the focus)."""

    name: str


@dataclass(frozen=True)
class TextInput:
    """Text typed (in a field that takes text)."""

    text: str


@dataclass(frozen=True)
class Resize:
    """The window (or canvas) is now `size`."""

    size: tuple[int, int]


@dataclass(frozen=True)
class QuitRequest:
    """The window was closed."""


@dataclass(frozen=True)
class Captured:
    """The next key or pad input, raw, while a scene asked to capture one (rebinding).
    `device` is "keyboard" or "pad"; `name` a chord ("ctrl+z") or a pad input ("a")."""

    device: str
    name: str


@dataclass(frozen=True)
class Notice:
    """Something the player should be told (a pad connected or gone)."""

    text: str


Intent = (PointerDown | PointerMove | PointerUp | Scroll | Action | TextInput | Resize
          | QuitRequest | Captured | Notice)
