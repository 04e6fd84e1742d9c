"""Intents: what the player wants, whatever the device. Scenes only ever see these.

Pointer intents carry window coordinates; action intents name a command. Keyboard and
gamepad bindings (data, in TOML) map keys and buttons to action names.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PointerDown:
    pos: tuple[int, int]
    button: int = 1          # 1 left, 2 middle, 3 right
    clicks: int = 1          # 2 for a double click


@dataclass(frozen=True)
class PointerMove:
    pos: tuple[int, int]
    buttons: tuple[bool, bool, bool] = (False, False, False)


@dataclass(frozen=True)
class PointerUp:
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class Scroll:
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
    text: str


@dataclass(frozen=True)
class Resize:
    size: tuple[int, int]


@dataclass(frozen=True)
class QuitRequest:
    pass


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
