"""Button prompts that follow the device used last: key caps for the keyboard (and the
mouse), pad buttons in the pad's own family's look (Xbox letters, PlayStation shapes,
Nintendo letters), all drawn by code, read from the bindings (so rebinding shows).

    draw_prompts(surface, app.mapper, [("confirm", "Pick"), (("up", "down"), "More")],
                 (x, y), size)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.i18n import N_, _
from game.render.text import MUTED, draw_text, font
from game.render.widgets import chevron

from .bindings import KEYBOARD, PAD, Bindings, is_stick
from .pads import NINTENDO, PLAYSTATION

CAP = (236, 230, 210)
CAP_EDGE = (120, 112, 90)
CAP_TEXT = (30, 36, 30)
PAD_DARK = (34, 38, 40)
PAD_EDGE = (96, 104, 100)
XBOX_COLOURS = {"a": (92, 170, 70), "b": (206, 70, 62), "x": (64, 120, 206),
                "y": (226, 180, 50)}
PS_COLOURS = {"a": (120, 170, 230), "b": (230, 110, 110), "x": (220, 140, 200),
              "y": (110, 200, 170)}
# Key caps as keyboards of the player's language label them (translated as shown).
KEY_WORDS = {"return": N_("Enter"), "enter": N_("Num Enter"), "escape": N_("Esc"),
             "backspace": N_("Backspace"), "space": N_("Space"), "delete": N_("Del"),
             "tab": N_("Tab"), "ctrl": N_("Ctrl"), "shift": N_("Shift"), "alt": N_("Alt"),
             "page up": N_("PgUp"), "page down": N_("PgDn"), "home": N_("Home"),
             "end": N_("End"), "insert": N_("Ins")}
ARROWS = ("up", "down", "left", "right")
PAD_WORDS = {"leftshoulder": "LB", "rightshoulder": "RB", "lefttrigger": "LT",
             "righttrigger": "RT", "start": "Start", "back": "Back", "guide": "Guide",
             "leftstick": "L3", "rightstick": "R3"}  # printed on the pads: not translated
FAMILY_WORDS = {PLAYSTATION: {"leftshoulder": "L1", "rightshoulder": "R1", "lefttrigger": "L2",
                              "righttrigger": "R2", "start": "Options", "back": "Share",
                              "guide": "PS"},
                NINTENDO: {"leftshoulder": "L", "rightshoulder": "R", "lefttrigger": "ZL",
                           "righttrigger": "ZR", "start": "+", "back": "−", "guide": "Home"}}
PS_NAMES = {"a": N_("Cross"), "b": N_("Circle"), "x": N_("Square"), "y": N_("Triangle")}
DPAD_ARMS = {"dpup": "up", "dpdown": "down", "dpleft": "left", "dpright": "right"}
DPAD_WORDS = {"up": N_("D-pad up"), "down": N_("D-pad down"), "left": N_("D-pad left"),
              "right": N_("D-pad right")}
STICK_WORDS = {("L", "up"): N_("L stick up"), ("L", "down"): N_("L stick down"),
               ("L", "left"): N_("L stick left"), ("L", "right"): N_("L stick right"),
               ("R", "up"): N_("R stick up"), ("R", "down"): N_("R stick down"),
               ("R", "left"): N_("R stick left"), ("R", "right"): N_("R stick right")}


def prompt_device(mapper) -> str:
    """Pad prompts after the pad was used last; key caps otherwise (the mouse too)."""
    return PAD if mapper is not None and mapper.last_device == PAD else KEYBOARD


def input_label(device: str, name: str, family: str = "xbox") -> str:
    """A binding in words: "Ctrl+Z", "Enter", "A", "Cross", "LB", "D-pad up", "L stick left"."""
    if not name:
        return "—"
    if device == KEYBOARD:
        *mods, key = name.split("+") if name != "+" else ["+"]
        words = [_(KEY_WORDS[m]) if m in KEY_WORDS else m.capitalize() for m in mods]
        key = _(KEY_WORDS[key]) if key in KEY_WORDS else \
            key.upper() if len(key) == 1 else key.capitalize()
        return "+".join(words + [key])
    if name in DPAD_ARMS:
        return _(DPAD_WORDS[DPAD_ARMS[name]])
    if is_stick(name):
        way = {"x-": "left", "x+": "right", "y-": "up", "y+": "down"}[name[-2:]]
        side = "L" if name.startswith("left") else "R"
        return _(STICK_WORDS[side, way])
    if name in "abxy":
        return _(PS_NAMES[name]) if family == PLAYSTATION else name.upper()
    return FAMILY_WORDS.get(family, {}).get(name, PAD_WORDS.get(name, name))


def shown_input(bindings: Bindings, device: str, action: str) -> str | None:
    """The binding a prompt shows for an action: the first one, a button before a stick."""
    names = bindings.names_for(device, action)
    if device == PAD:
        names = sorted(names, key=is_stick)
    return names[0] if names else None


# --- glyphs ---------------------------------------------------------------------------------

def glyph_width(device: str, name: str, family: str, h: int) -> int:
    if device == KEYBOARD:
        key = name.split("+")[-1] if name != "+" else "+"
        if key in ARROWS and "+" not in name.strip("+"):
            return h
        return max(h, font(int(h * 0.66)).size(input_label(device, name))[0] + h // 2)
    if name in "abxy" or name in DPAD_ARMS or name == "dpad" or is_stick(name):
        return h
    return max(h, font(int(h * 0.62)).size(input_label(device, name, family))[0] + h // 2)


def _ps_shape(surface: pygame.Surface, name: str, rect: pygame.Rect, colour) -> None:
    cx, cy = rect.center
    r = rect.height * 0.24
    width = max(2, round(rect.height / 11))
    if name == "a":
        for sx in (1, -1):
            pygame.draw.line(surface, colour, (cx - r, cy - r * sx), (cx + r, cy + r * sx), width)
    elif name == "b":
        pygame.draw.circle(surface, colour, (cx, cy), r * 1.1, width)
    elif name == "x":
        pygame.draw.rect(surface, colour, pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), width)
    else:
        pts = [(cx + r * 1.2 * math.sin(a), cy - r * 1.2 * math.cos(a) + r * 0.15)
               for a in (0, 2 * math.pi / 3, 4 * math.pi / 3)]
        pygame.draw.polygon(surface, colour, pts, width)


def _dpad(surface: pygame.Surface, rect: pygame.Rect, arms: Sequence[str]) -> None:
    cx, cy = rect.center
    arm = rect.height * 0.3
    thick = rect.height * 0.3
    for direction, (dx, dy) in (("up", (0, -1)), ("down", (0, 1)), ("left", (-1, 0)),
                                ("right", (1, 0))):
        box = pygame.Rect(0, 0, round(thick if dx == 0 else arm + thick / 2),
                          round(thick if dy == 0 else arm + thick / 2))
        box.center = (round(cx + dx * arm / 2 + dx * thick / 4),
                      round(cy + dy * arm / 2 + dy * thick / 4))
        pygame.draw.rect(surface, CAP if direction in arms else (120, 124, 118), box,
                         border_radius=max(1, round(thick / 5)))
    pygame.draw.rect(surface, (120, 124, 118), pygame.Rect(cx - thick / 2, cy - thick / 2,
                                                            thick, thick))


def draw_glyph(surface: pygame.Surface, device: str, name: str, family: str,
               rect: pygame.Rect, arms: Sequence[str] = ()) -> None:
    """One key cap or pad button filling `rect` (its height sets the size)."""
    h = rect.height
    if device == KEYBOARD:
        pygame.draw.rect(surface, CAP, rect, border_radius=max(3, h // 5))
        pygame.draw.rect(surface, CAP_EDGE, rect, max(1, h // 14), border_radius=max(3, h // 5))
        key = name.split("+")[-1] if name != "+" else "+"
        if key in ARROWS and rect.width == h:
            chevron(surface, rect.center, h * 0.42, key, CAP_TEXT)
        else:
            draw_text(surface, input_label(device, name), rect.center, int(h * 0.66), CAP_TEXT,
                      anchor="center", shadow=False)
        return
    if name == "dpad" or name in DPAD_ARMS:
        _dpad(surface, rect, arms or [DPAD_ARMS[name]])
        return
    if name in "abxy" or is_stick(name):
        pygame.draw.circle(surface, PAD_DARK, rect.center, h / 2)
        pygame.draw.circle(surface, PAD_EDGE, rect.center, h / 2, max(1, h // 16))
        if is_stick(name):
            pygame.draw.circle(surface, (150, 150, 140), rect.center, h * 0.34, max(1, h // 12))
            way = {"x-": "left", "x+": "right", "y-": "up", "y+": "down"}[name[-2:]]
            chevron(surface, rect.center, h * 0.32, way, CAP)
        elif family == PLAYSTATION:
            _ps_shape(surface, name, rect, PS_COLOURS[name])
        else:
            colour = CAP if family == NINTENDO else XBOX_COLOURS[name]
            draw_text(surface, name.upper(), rect.center, int(h * 0.8), colour, anchor="center",
                      shadow=False, bold=True)
        return
    pygame.draw.rect(surface, PAD_DARK, rect, border_radius=h // 2)
    pygame.draw.rect(surface, PAD_EDGE, rect, max(1, h // 16), border_radius=h // 2)
    draw_text(surface, input_label(device, name, family), rect.center, int(h * 0.62), CAP,
              anchor="center", shadow=False)


# --- prompt rows ----------------------------------------------------------------------------

PromptItem = tuple[str | tuple[str, ...], str]
# px: the least height of a key cap or pad button, whose words are then 12 px (MIN_TEXT)
MIN_GLYPH = 20


def glyph_lines(device: str, names: Sequence[str], family: str, h: int, room: int,
                gap: int) -> list[list[tuple[str, int]]]:
    """`names`' glyphs (each with its width at height `h`) in lines of at most `room`
    pixels, `gap` apart: a list of keys too long for one line goes on, never cut."""
    lines: list[list[tuple[str, int]]] = [[]]
    x = 0
    for name in names:
        w = glyph_width(device, name, family, h)
        if lines[-1] and x + w > room:
            lines.append([])
            x = 0
        lines[-1].append((name, w))
        x += w + gap
    return lines


def draw_glyph_lines(surface: pygame.Surface, device: str, family: str,
                     lines: list[list[tuple[str, int]]], x: int, centery: int, h: int,
                     gap: int) -> None:
    """glyph_lines' lines of caps or buttons `h` high, each under the one before (`gap`
    apart, across and down), the whole centred on `centery`."""
    top = centery - (len(lines) * (h + gap) - gap) // 2
    for k, line in enumerate(lines):
        left = x
        for name, w in line:
            draw_glyph(surface, device, name, family, pygame.Rect(left, top + k * (h + gap), w, h))
            left += w + gap


def _pieces(mapper, items: Sequence[PromptItem], h: int) -> list[tuple]:
    """(device, name, arms, glyph width, text) for each prompt that has a binding."""
    device = prompt_device(mapper)
    bindings = mapper.bindings if mapper is not None else Bindings.defaults()
    family = mapper.pad_family if mapper is not None else "xbox"
    pieces = []
    for actions, text in items:
        actions = (actions,) if isinstance(actions, str) else tuple(actions)
        names = [shown_input(bindings, device, a) for a in actions]
        if any(n is None for n in names):
            continue
        if device == PAD and len(names) > 1 and all(n in DPAD_ARMS for n in names):
            pieces.append([(device, "dpad", [DPAD_ARMS[n] for n in names], h, family)]
                          + [_(text)])
            continue
        glyphs = [(device, n, (), glyph_width(device, n, family, h), family) for n in names]
        pieces.append(glyphs + [_(text)])  # an English (N_-marked) text, shown translated
    return pieces


def draw_prompts(surface: pygame.Surface, mapper, items: Sequence[PromptItem],
                 pos: tuple[float, float], size: int, colour=MUTED, anchor: str = "midleft",
                 measure: bool = False) -> pygame.Rect:
    """A row of prompts ("[A] Pick  [B] Cancel") anchored at `pos`; returns its rect.
    Actions without a binding on the shown device are left out. `measure` only measures."""
    h = max(MIN_GLYPH, round(size * 1.3))
    gap, space = max(2, h // 6), h // 2 + h // 3
    pieces = _pieces(mapper, items, h)
    widths = [sum(g[3] for g in p[:-1]) + gap * (len(p) - 2) + gap * 2
              + font(size).size(p[-1])[0] for p in pieces]
    total = sum(widths) + space * max(0, len(pieces) - 1)
    rect = pygame.Rect(0, 0, total, h)
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    if measure:
        return rect
    start = rect.x
    for piece, width in zip(pieces, widths, strict=True):
        x = start
        for device, name, arms, w, family in piece[:-1]:
            draw_glyph(surface, device, name, family, pygame.Rect(x, rect.y, w, h), arms)
            x += w + gap
        draw_text(surface, piece[-1], (x + gap, rect.centery), size, colour, anchor="midleft",
                  shadow=False)
        start += width + space
    return rect
