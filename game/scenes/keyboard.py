"""An on-screen keyboard, so a pad (or the mouse alone) can type: the menu's search.

A panel of keys over part of the scene below (the caller's `area`, else the bottom of the
screen), so what the text changes stays in view. The focus moves spatially over the keys
(arrows, D-pad, stick), confirm types the focused key; shortcuts: erase (X, Backspace),
space (Y), done (Start), close (B, Esc). A real keyboard types into it too. Each change
is reported at once through `on_change(text)`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, TextInput
from game.input.prompts import draw_prompts
from game.render.fields import draw_search_field
from game.render.widgets import (
    DIALOG,
    Button,
    ButtonSet,
    backspace_icon,
    gilded,
    panel,
    text_size,
    tint,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.blink import caret_next_change, caret_phase
from game.scenes.focus import VECTORS, neighbour

ROWS = ("1234567890", "qwertyuiop", "asdfghjkl-", "zxcvbnm'?.")  # "?" ends a question
COLUMNS = 10
BOTTOM = ((N_("Space"), 4), (N_("Erase"), 2), (N_("Clear"), 2), (N_("Done"), 2))  # label, keys
PAD_PROMPTS = (("confirm", N_("Type")), ("send_home", N_("Erase")), ("hint", N_("Space")),
               ("menu", N_("Done")))
PROMPTS = (("confirm", N_("Type")), ("back", N_("Done")))  # keyboard and mouse


class KeyboardScene(Scene):
    opaque = False
    accepts_text = True  # a real keyboard types here too, letters are never actions

    def __init__(self, app, text: str, on_change: Callable[[str], None],
                 title: str = N_("Type"), max_length: int = 40,
                 area: pygame.Rect | None = None) -> None:
        super().__init__(app)
        self.text = text
        self.on_change = on_change
        self.title = title
        self.max_length = max_length
        self.area = pygame.Rect(area) if area is not None else None
        keys = [Button(ch.upper(), lambda ch=ch: self.type(ch)) for row in ROWS for ch in row]
        actions = {"Space": lambda: self.type(" "), "Erase": self.erase,
                   "Clear": self.clear, "Done": self.close}
        for label, _width in BOTTOM:
            keys.append(Button(label, actions[label], primary=label == "Done",
                               icon=backspace_icon if label == "Erase" else None))
        self.keys = ButtonSet(keys)
        self.keys.focus = COLUMNS  # "q": the letters, where most typing starts
        self.caret = 0.0
        self.size = (0, 0)

    # --- editing ---------------------------------------------------------------------------
    def type(self, text: str) -> None:
        text = "".join(c for c in text if c.isprintable())
        if not text or (text.isspace() and not self.text):
            return
        self.text = (self.text + text)[:self.max_length]
        self.on_change(self.text)

    def erase(self) -> None:
        if self.text:
            self.text = self.text[:-1]
            self.on_change(self.text)

    def clear(self) -> None:
        if self.text:
            self.text = ""
            self.on_change(self.text)

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, TextInput):
            self.type(intent.text)
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            inside = self.rect.collidepoint(intent.pos)
            if not self.keys.pointer(intent) and not inside \
                    and isinstance(intent, PointerDown):
                self.close()  # a click outside the keyboard puts it away

    def _action(self, name: str) -> None:
        if name in VECTORS:
            here = self.keys.focused or self.keys.buttons[0]
            found = neighbour(here.rect, [(i, b.rect) for i, b in enumerate(self.keys.buttons)
                                          if b is not here], name)
            if found is not None:
                self.keys.focus = found
        elif name == "confirm" and self._real_keyboard():
            self.close()  # Enter on a real keyboard ends the typing, it types no key
        elif name == "confirm":
            self.keys.press_focused()
        elif name in ("erase", "undo", "send_home"):
            self.erase()
        elif name == "hint":
            self.type(" ")
        elif name in ("menu", "back", "cancel"):
            self.close()

    def update(self, dt: float) -> None:
        self.caret = caret_phase(self.app)

    def next_change(self) -> float | None:
        return caret_next_change(self.app)

    # --- drawing ---------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        area = self.area or pygame.Rect(0, h // 3, w, h - h // 3)
        pad, gap = round(20 * s), round(8 * s)
        key_w = min(round(62 * s), (area.width - 2 * pad - (COLUMNS - 1) * gap) // COLUMNS)
        key_h = min(round(50 * s), key_w)
        grid_w = COLUMNS * key_w + (COLUMNS - 1) * gap
        self.title_h = max(round(44 * s), title_font(round(28 * s)).get_height())  # (scale)
        self.field_h = round(46 * s)
        self.prompt_h = round(40 * s)
        height = (pad + self.title_h + self.field_h + round(14 * s)
                  + 5 * key_h + 4 * gap + self.prompt_h + pad // 2)
        # the prompts keep MIN_TEXT: on a small window their row may be wider than the keys
        prompts = max(draw_prompts(None, self.app_mapper(), items, (0, 0), text_size(18, s),
                                   measure=True).width for items in (PAD_PROMPTS, PROMPTS))
        self.rect = pygame.Rect(0, 0, min(w, max(grid_w, prompts) + 2 * pad), height)
        self.rect.midbottom = (area.centerx, area.bottom - round(8 * s))
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))
        x0, y = self.rect.centerx - grid_w // 2, self.rect.y + pad + self.title_h
        self.field = pygame.Rect(x0, y, grid_w, self.field_h)
        y = self.field.bottom + round(14 * s)
        buttons = self.keys.buttons
        for r in range(len(ROWS)):
            for c in range(COLUMNS):
                buttons[r * COLUMNS + c].rect = pygame.Rect(
                    x0 + c * (key_w + gap), y + r * (key_h + gap), key_w, key_h)
        x, y = x0, y + len(ROWS) * (key_h + gap)
        for button, (_label, span) in zip(buttons[len(ROWS) * COLUMNS:], BOTTOM, strict=True):
            width = span * key_w + (span - 1) * gap
            button.rect = pygame.Rect(x, y, width, key_h)
            x += width + gap

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r = self.s, self.rect
        tint(surface, r.inflate(24, 24).move(0, round(6 * s)), (0, 0, 0, 110), round(24 * s))
        panel(surface, r, radius=round(18 * s), colour=DIALOG)
        head = gilded(_(self.title), round(28 * s))
        surface.blit(head, head.get_rect(midleft=(self.field.x,
                                                  self.field.y - self.title_h // 2)))
        draw_search_field(surface, self.field, self.text, s, self.caret < 0.5,
                          placeholder=_("Type with the keys below"))
        self.keys.draw(surface)
        mapper = self.app_mapper()
        items = PAD_PROMPTS if mapper is not None and mapper.last_device == "pad" else PROMPTS
        draw_prompts(surface, mapper, items,
                     (r.centerx, r.bottom - self.prompt_h // 2 - round(4 * s)),
                     text_size(18, s), anchor="center")

    def _real_keyboard(self) -> bool:
        mapper = self.app_mapper()
        return mapper is not None and mapper.last_device == "keyboard"

    def app_mapper(self):
        return getattr(self.app, "mapper", None)
