"""The look the player chose for every screen: the usual one or high contrast
(black, white and yellow, thick outlines), and how large the words are (100–200 %).

The screens' colours are `pygame.Color` objects that every module imports once and
draws with; `apply` changes them in place, so a change of theme reaches every scene at
its next frame without any scene asking. Caches of drawn text and panels are keyed by
the colours' values, so nothing drawn in the old colours is shown again.

    apply(high_contrast=True, text_scale=150)
    INK                    # the words' colour, now white
    outline(3)             # a line of 3 px in the usual look, thicker in high contrast
"""

from __future__ import annotations

import pygame

from game.store.settings import TEXT_SCALES  # % of the usual size of the words

# name → (usual, high contrast). Text colours on the dialogs' ground meet WCAG AAA
# (7:1) in high contrast: tests/test_contrast.py measures every pair that is drawn.
_LOOKS: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
    "ink": ((245, 240, 225), (255, 255, 255)),
    "muted": ((200, 200, 185), (235, 235, 235)),
    "gold": ((230, 196, 110), (255, 230, 0)),
    "shadow": ((0, 0, 0), (0, 0, 0)),
    "panel": ((14, 40, 28, 222), (0, 0, 0, 240)),
    "dialog": ((12, 36, 25, 255), (0, 0, 0, 255)),
    "panel_edge": ((230, 196, 110, 130), (255, 230, 0, 255)),
    "button": ((30, 74, 52), (0, 0, 0)),
    "button_hover": ((46, 104, 74), (60, 60, 0)),
    "button_focus": ((250, 236, 190), (255, 230, 0)),
    "button_disabled": ((38, 52, 45), (0, 0, 0)),
    "primary": ((214, 176, 88), (255, 230, 0)),
    "primary_hover": ((236, 202, 118), (255, 255, 255)),
    "primary_text": ((22, 40, 28), (0, 0, 0)),
    "edge": ((230, 196, 110), (255, 230, 0)),
    "value": ((255, 240, 200), (255, 230, 0)),       # a setting's value, a chosen word
    "disabled_text": ((200, 200, 185), (190, 190, 190)),
    "focus_ring": ((255, 240, 190), (255, 230, 0)),  # the table's keyboard focus
    "drop_target": ((255, 226, 120), (0, 255, 255)),  # where held cards may go
    "notice_plate": ((8, 28, 18, 215), (0, 0, 0, 255)),  # a notice's ground
    "notice_edge": ((230, 196, 110, 110), (255, 230, 0, 255)),
    "bar": ((8, 28, 18, 170), (0, 0, 0, 255)),  # the table's top and bottom bars
    "bar_edge": ((0, 0, 0, 0), (255, 230, 0, 255)),  # their rule towards the table
}
COLOURS: dict[str, pygame.Color] = {name: pygame.Color(*usual)
                                    for name, (usual, _high) in _LOOKS.items()}

INK = COLOURS["ink"]
MUTED = COLOURS["muted"]
GOLD = COLOURS["gold"]
SHADOW = COLOURS["shadow"]
PANEL = COLOURS["panel"]
DIALOG = COLOURS["dialog"]
PANEL_EDGE = COLOURS["panel_edge"]
BUTTON = COLOURS["button"]
BUTTON_HOVER = COLOURS["button_hover"]
BUTTON_FOCUS = COLOURS["button_focus"]
BUTTON_DISABLED = COLOURS["button_disabled"]
PRIMARY = COLOURS["primary"]
PRIMARY_HOVER = COLOURS["primary_hover"]
PRIMARY_TEXT = COLOURS["primary_text"]
EDGE = COLOURS["edge"]
VALUE = COLOURS["value"]
DISABLED_TEXT = COLOURS["disabled_text"]
FOCUS_RING = COLOURS["focus_ring"]
DROP_TARGET = COLOURS["drop_target"]
NOTICE_PLATE = COLOURS["notice_plate"]
NOTICE_EDGE = COLOURS["notice_edge"]
BAR = COLOURS["bar"]
BAR_EDGE = COLOURS["bar_edge"]

HIGH_CONTRAST_CLOTH = (0, 0, 0)  # the table in high contrast: plain black

_state = {"high_contrast": False, "text_scale": 100}
_listeners: list = []  # called after a change (caches of drawn text and panels)


def apply(high_contrast: bool, text_scale: int) -> bool:
    """Take this look; True if anything changed (the caches are then emptied)."""
    scale = text_scale if text_scale in TEXT_SCALES else 100
    if (_state["high_contrast"], _state["text_scale"]) == (bool(high_contrast), scale):
        return False
    _state["high_contrast"], _state["text_scale"] = bool(high_contrast), scale
    for name, looks in _LOOKS.items():
        COLOURS[name].update(*looks[bool(high_contrast)])
    for listener in _listeners:
        listener()
    return True


def apply_settings(settings) -> bool:
    """`apply` what the player's settings ask for (older settings lack the keys)."""
    return apply(getattr(settings, "high_contrast", False),
                 getattr(settings, "text_scale", 100))


def on_change(listener) -> None:
    """Call `listener()` after each change of look (a cache to empty)."""
    _listeners.append(listener)


def high_contrast() -> bool:
    return _state["high_contrast"]


def text_factor() -> float:
    """How much larger than usual the words are drawn (1.0 … 2.0)."""
    return _state["text_scale"] / 100


def outline(width: float) -> int:
    """A line `width` px wide in the usual look; in high contrast twice as thick (≥ 3)."""
    return max(3, round(width * 2)) if _state["high_contrast"] else max(1, round(width))


def relative_luminance(colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 black … 1 white)."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in tuple(colour)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(one, other) -> float:
    """WCAG 2 contrast ratio of two colours (1 … 21)."""
    a, b = sorted((relative_luminance(one), relative_luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)
