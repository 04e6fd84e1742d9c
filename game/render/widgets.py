"""Buttons, panels and small drawing helpers shared by every scene.

Sizes scale with the window: scenes lay out in "design pixels" of a 1280×720 screen and
multiply by `ui_scale(size)`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game import memory
from game.i18n import _
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp

from .serif import bold_serif_path
from .text import GOLD, INK, MUTED, SmoothFont, draw_text, font, note_cut
from .theme import BUTTON as BUTTON  # the screens' colours (theme.py: they follow the look)
from .theme import BUTTON_DISABLED as BUTTON_DISABLED
from .theme import BUTTON_FOCUS as BUTTON_FOCUS
from .theme import BUTTON_HOVER as BUTTON_HOVER
from .theme import DIALOG as DIALOG
from .theme import EDGE as EDGE
from .theme import PANEL as PANEL
from .theme import PANEL_EDGE as PANEL_EDGE
from .theme import PRIMARY as PRIMARY
from .theme import PRIMARY_HOVER as PRIMARY_HOVER
from .theme import PRIMARY_TEXT as PRIMARY_TEXT
from .theme import high_contrast, outline, text_factor

_PANELS: dict[tuple, pygame.Surface] = {}
_USED_PANELS: set[tuple] = set()   # drawn since a screen was left (the rest are dropped)


def _trim_panels() -> None:
    """Drop the panels no screen on show has drawn: the chooser's two (6 MiB at
    1920×1080, laid on its backdrop once) stayed for as long as a table was played."""
    for key in [key for key in _PANELS if key not in _USED_PANELS]:
        del _PANELS[key]
    _USED_PANELS.clear()


memory.on_give_back(_trim_panels, _USED_PANELS.clear)


def ui_scale(size: tuple[int, int]) -> float:
    """How many pixels one design pixel (of a 1280×720 screen) is on this screen."""
    return max(0.5, min(size[0] / 1280, size[1] / 720))


MIN_TEXT = 12  # px: the smallest words a dialog draws, whatever the window's size


def text_size(design: float, s: float) -> int:
    """A text size: `design` px of a 1280×720 screen times `s` (ui_scale), never below
    MIN_TEXT: on a small window a dialog grows or wraps rather than shrink its words."""
    return max(MIN_TEXT, round(design * s))


def dim(surface: pygame.Surface, keep: int = 110) -> None:
    """Darken what is already drawn (for dialogs over a scene); `keep` of 255 stays."""
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, radius: int = 14,
          edge=PANEL_EDGE, edge_width: int = 2) -> None:
    """A translucent rounded panel with a thin gold edge (cached: drawn every frame)."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    edge_width = outline(edge_width)  # thick in high contrast
    key = (rect.size, tuple(colour), radius, tuple(edge) if edge else None, edge_width)
    _USED_PANELS.add(key)
    layer = _PANELS.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(layer, edge, layer.get_rect(), edge_width, border_radius=radius)
        if len(_PANELS) > 48:
            _PANELS.clear()
        _PANELS[key] = layer
    surface.blit(layer, rect)


def tint(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int) -> None:
    """Lay a translucent rounded rectangle over what is drawn (highlights, shadows)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
    surface.blit(layer, rect)


def row_highlight(surface: pygame.Surface, band: pygame.Rect, s: float, chosen: bool,
                  hovered: bool, chosen_colour, hover_colour) -> None:
    """The band behind a row of a list: tinted when chosen or under the pointer, and a
    gold bar at the left of the chosen one."""
    if chosen or hovered:
        tint(surface, band, chosen_colour if chosen else hover_colour, round(8 * s))
    if chosen:
        pygame.draw.rect(surface, GOLD, (band.x, band.y + 6 * s, round(4 * s),
                                         band.height - 12 * s), border_radius=2)


def chevron(surface: pygame.Surface, centre: tuple[float, float], size: float,
            direction: str, colour=EDGE) -> None:
    """A filled triangle pointing left/right/up/down (the bundled font has no arrows)."""
    x, y = centre
    s = size / 2
    points = {"left": [(x - s, y), (x + s * 0.7, y - s), (x + s * 0.7, y + s)],
              "right": [(x + s, y), (x - s * 0.7, y - s), (x - s * 0.7, y + s)],
              "up": [(x, y - s), (x - s, y + s * 0.7), (x + s, y + s * 0.7)],
              "down": [(x, y + s), (x - s, y - s * 0.7), (x + s, y - s * 0.7)]}[direction]
    pygame.draw.polygon(surface, colour, points)


def backspace_icon(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """The erase-left key: a tag pointing left with a cross in it."""
    h = rect.height * 0.42
    w = h * 1.5
    cx, cy = rect.center
    left, right, top, bottom = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    tip = left + h * 0.45
    width = max(2, round(h / 9))
    pygame.draw.polygon(surface, colour,
                        [(left, cy), (tip, top), (right, top), (right, bottom), (tip, bottom)],
                        width)
    c, r = (tip + right) / 2, h * 0.2
    pygame.draw.line(surface, colour, (c - r, cy - r), (c + r, cy + r), width)
    pygame.draw.line(surface, colour, (c - r, cy + r), (c + r, cy - r), width)


@dataclass
class Button:
    """A button of a scene: its label, what it does, where it is and how it shows."""

    label: str                 # the English text (N_-marked): scenes compare it, `text` shows
    on_press: Callable[[], None]
    rect: pygame.Rect = None  # set by the scene's layout
    enabled: bool = True
    hovered: bool = False
    focused: bool = False
    primary: bool = False      # the main action: gold, dark text
    icon: Callable[[pygame.Surface, pygame.Rect, tuple], None] | None = None

    @property
    def text(self) -> str:
        """The label in the player's language, looked up as drawn."""
        return _(self.label)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect is not None and self.rect.collidepoint(pos)

    def press(self) -> None:
        if self.enabled:
            self.on_press()

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect is None:
            return
        radius = max(4, self.rect.height // 4)
        if self.focused and self.enabled:
            ring = outline(max(2, self.rect.height // 14))
            pygame.draw.rect(surface, BUTTON_FOCUS, self.rect.inflate(ring * 3, ring * 3),
                             ring, border_radius=radius + ring)
        if not self.enabled:
            fill = BUTTON_DISABLED
        elif self.primary:
            fill = PRIMARY_HOVER if self.hovered else PRIMARY
        else:
            fill = BUTTON_HOVER if self.hovered else BUTTON
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        # A lighter upper half gives the button a little relief.
        inset = max(1, self.rect.height // 24)
        shine = pygame.Surface((self.rect.width - 2 * inset, self.rect.height // 2 - inset),
                               pygame.SRCALPHA)
        pygame.draw.rect(shine, (255, 255, 255, 18 if self.enabled else 6), shine.get_rect(),
                         border_top_left_radius=radius - inset,
                         border_top_right_radius=radius - inset)
        surface.blit(shine, (self.rect.x + inset, self.rect.y + inset))
        edge = EDGE if self.enabled else (90, 100, 90)
        pygame.draw.rect(surface, edge, self.rect, outline(max(1, self.rect.height // 30)),
                         border_radius=radius)
        colour = (PRIMARY_TEXT if self.primary and self.enabled
                  else INK if self.enabled else MUTED)
        if self.icon is not None:
            self.icon(surface, self.rect, colour)
            return
        size = max(12, int(self.rect.height * 0.5))
        text = self.text
        while size > 12 and font(size).size(text)[0] > self.rect.width - size // 2:
            size -= 1  # a long label shrinks rather than spilling out of its button
        draw_text(surface, text, self.rect.center, size, colour, anchor="center",
                  shadow=not (self.primary and self.enabled))


def layout_row(buttons: list[Button], x: int, y: int, height: int, gap: int,
               width: int | None = None) -> int:
    """Lay buttons left to right from (x, y); width fits the label unless given."""
    for b in buttons:
        w = width or font(int(height * 0.5)).size(b.text)[0] + height
        b.rect = pygame.Rect(x, y, w, height)
        x += w + gap
    return x


LABEL_MARGIN = 0.25  # of a button's height: the least room either side of its label


def label_room(button: Button, height: int) -> int:
    """The width a button of `height` needs to show its label (in the player's language)
    at full size with `LABEL_MARGIN` either side; a scene gives it at least that."""
    size = max(12, int(height * 0.5))
    return font(size).size(button.text)[0] + round(2 * LABEL_MARGIN * height)


def row_width(buttons: list[Button], height: int, gap: int) -> int:
    """The width `layout_row` would take for these buttons."""
    return sum(font(int(height * 0.5)).size(b.text)[0] + height for b in buttons) \
        + gap * max(0, len(buttons) - 1)


class ButtonSet:
    """A group of buttons with hover, a keyboard focus and click-on-release.

    A button is armed by a press and fires on the release over it, so the scene that a
    button opens never receives a stray release (and a press can be cancelled by sliding
    off). `focus` is None until the keyboard or pad moves it.
    """

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = list(buttons or [])
        self.focus: int | None = None
        self.armed: Button | None = None

    def set(self, buttons: list[Button]) -> None:
        focused = self.focused
        self.buttons = list(buttons)
        self.armed = None
        self.focus = None
        if focused is not None:
            for i, b in enumerate(self.buttons):
                if b.label == focused.label:
                    self.focus = i

    @property
    def focused(self) -> Button | None:
        if self.focus is None or not 0 <= self.focus < len(self.buttons):
            return None
        return self.buttons[self.focus]

    def at(self, pos: tuple[int, int]) -> Button | None:
        for b in self.buttons:
            if b.hit(pos):
                return b
        return None

    def pointer(self, intent: Intent) -> bool:
        """Handle a pointer intent; True if it was over one of these buttons."""
        if isinstance(intent, PointerMove):
            hit = self.at(intent.pos)
            for b in self.buttons:
                b.hovered = b is hit and b.enabled
            return hit is not None
        if isinstance(intent, PointerDown):
            hit = self.at(intent.pos)
            self.armed = hit if intent.button == 1 and hit is not None and hit.enabled else None
            return hit is not None
        if isinstance(intent, PointerUp):
            armed, self.armed = self.armed, None
            hit = self.at(intent.pos)
            if armed is not None and hit is armed and intent.button == 1:
                armed.press()
            return hit is not None
        return False

    def move_focus(self, step: int) -> None:
        """Move the focus by `step` (wrapping), skipping disabled buttons."""
        n = len(self.buttons)
        if not n:
            return
        i = (self.focus if self.focus is not None else (-1 if step > 0 else 0))
        for _tries in range(n):
            i = (i + step) % n
            if self.buttons[i].enabled:
                self.focus = i
                return

    def press_focused(self) -> bool:
        b = self.focused
        if b is None or not b.enabled:
            return False
        b.press()
        return True

    def navigate(self, intent: Intent) -> bool:
        """A row of buttons by pointer, keys or pad: pointer intents, left/up and
        right/down to move the focus, confirm to press it. True if `intent` was one of
        those (the scene handles the rest)."""
        if isinstance(intent, PointerDown | PointerMove | PointerUp):
            self.pointer(intent)
        elif isinstance(intent, Action) and intent.name in ("left", "up", "right", "down"):
            self.move_focus(1 if intent.name in ("right", "down") else -1)
        elif isinstance(intent, Action) and intent.name == "confirm":
            self.press_focused()
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.draw(surface)


_TITLE_FONTS: dict[int, pygame.font.Font | SmoothFont] = {}


def title_font(size: int) -> pygame.font.Font | SmoothFont:
    """A bold serif from the player's system for display titles; the bundled font if none.
    `size` is the usual size: the player's text scale is applied here, as in text.font."""
    size = max(8, int(size * text_factor()))  # (the cache is keyed by the size drawn)
    cached = _TITLE_FONTS.get(size)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = bold_serif_path()
        try:
            cached = pygame.font.Font(path, size) if path else _bundled_title(size)
            cached.size("A")  # (a damaged file opens, and fails only when first used)
        except (OSError, ValueError, pygame.error):
            cached = _bundled_title(size)
        _TITLE_FONTS[size] = cached
    return cached


def _bundled_title(size: int) -> SmoothFont:
    """The bundled font standing in for the serif at the drawn `size` (font() scales)."""
    return font(int(size * 1.4 / text_factor()), True)


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """The text, cut with an ellipsis if it is wider than `width` pixels."""
    return fit_inside(lambda inner: inner, text, size, width, bold)


def fit_inside(outer: Callable[[str], str], inner: str, size: int, width: int,
               bold: bool = False) -> str:
    """`outer(inner)` (a question in its quotes, say), its inner text cut with an ellipsis
    if the whole is wider than `width` pixels: what `outer` adds stays whole."""
    f = font(size, bold)
    if f.size(outer(inner))[0] <= width:
        return outer(inner)
    whole = outer(inner)
    while inner and f.size(outer(inner.rstrip() + "…"))[0] > width:
        inner = inner[:-1]
    note_cut(whole, outer(inner.rstrip() + "…"))  # (tools/text_overlaps.py lists them)
    return outer(inner.rstrip() + "…")


def gilded(text: str, size: int, top=(252, 234, 178), bottom=(196, 146, 58)) -> pygame.Surface:
    """A display title in the serif font, shaded from pale to deep gold, with a shadow
    (in high contrast: plain yellow)."""
    if high_contrast():
        top = bottom = tuple(GOLD)[:3]
    f = title_font(size)
    mask = f.render(text, True, (255, 255, 255))
    w, h = mask.get_size()
    ramp = pygame.Surface((1, 2), pygame.SRCALPHA)
    ramp.set_at((0, 0), (*top, 255))
    ramp.set_at((0, 1), (*bottom, 255))
    mask.blit(pygame.transform.smoothscale(ramp, (w, h)), (0, 0),
              special_flags=pygame.BLEND_RGBA_MULT)
    off = max(1, size // 22)
    out = pygame.Surface((w + off * 2, h + off * 2), pygame.SRCALPHA)
    shade = f.render(text, True, (0, 0, 0))
    shade.set_alpha(120)
    out.blit(shade, (off * 2, off * 2))
    out.blit(mask, (0, 0))
    return out


def suit_pip(suit: int, size: int, colour) -> pygame.Surface:
    """A suit symbol, drawn large and smoothed down (for ornaments)."""
    from .card_art import draw_suit

    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    draw_suit(big, suit, big.get_rect(), colour)
    return pygame.transform.smoothscale(big, (size, size))


def ornament_rule(surface: pygame.Surface, left: float, right: float, y: float, s: float,
                  colour=EDGE, flip: bool = False) -> None:
    """A thin gold line ending in a diamond, for framing a title."""
    width = max(1, round(1.5 * s))
    tip = right if flip else left
    pygame.draw.line(surface, colour, (left, y), (right, y), width)
    d = 5 * s
    pygame.draw.polygon(surface, colour, [(tip - d, y), (tip, y - d), (tip + d, y), (tip, y + d)])
