"""Intents: what the player wants, whatever the device. Scenes only ever see these.

Pointer intents carry window coordinates; action intents name a command. Keyboard and
gamepad bindings (data, in TOML) map keys and buttons to action names.
"""

from __future__ import annotations

from game.record import Record


class PointerDown(Record):
    """A mouse button pressed (or a touch) at `pos`."""

    __slots__ = ("pos", "button", "clicks")

    def __init__(self, pos: tuple[int, int], button: int = 1, clicks: int = 1) -> None:
        self.pos = pos
        self.button = button    # 1 left, 2 middle, 3 right
        self.clicks = clicks    # 2 for a double click


class PointerMove(Record):
    """The pointer moved to `pos`, with the buttons held."""

    __slots__ = ("pos", "buttons")

    def __init__(self, pos: tuple[int, int],
                 buttons: tuple[bool, bool, bool] = (False, False, False)) -> None:
        self.pos, self.buttons = pos, buttons


class PointerUp(Record):
    """A mouse button let go at `pos`."""

    __slots__ = ("pos", "button")

    def __init__(self, pos: tuple[int, int], button: int = 1) -> None:
        self.pos, self.button = pos, button


class Scroll(Record):
    """The wheel turned by `dy` steps over `pos`."""

    __slots__ = ("pos", "dy")

    def __init__(self, pos: tuple[int, int], dy: int) -> None:
        self.pos, self.dy = pos, dy


class Action(Record):
    """A named command: undo, redo, hint, new_deal, restart, back, confirm, cancel,
    up, down, left, right, fullscreen, quit, rules, menu, deal_stock, send_home…, and
    "erase" (the backspace key while a text field has the focus)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class TextInput(Record):
    """Text typed (in a field that takes text)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class Resize(Record):
    """The window (or canvas) is now `size`."""

    __slots__ = ("size",)

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size


class QuitRequest(Record):
    """The window was closed."""

    __slots__ = ()


class Captured(Record):
    """The next key or pad input, raw, while a scene asked to capture one (rebinding).
    `device` is "keyboard" or "pad"; `name` a chord ("ctrl+z") or a pad input ("a")."""

    __slots__ = ("device", "name")

    def __init__(self, device: str, name: str) -> None:
        self.device, self.name = device, name


class Notice(Record):
    """Something the player should be told (a pad connected or gone)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


Intent = (PointerDown | PointerMove | PointerUp | Scroll | Action | TextInput | Resize
          | QuitRequest | Captured | Notice)
