"""Controls: rebind keys and pad buttons, swap the pad's confirm and cancel buttons.

An overlay (opened from Settings). One row per action with its keys and its pad buttons;
up/down choose the action, left/right the keyboard or pad column, confirm waits for the
new key or button (Esc cancels, Delete or Backspace clears), send-home (F, X) clears.
Changes are saved at once to bindings.toml in the data folder and used at once. An
action that a device needs to find its way (moving, confirm, back or cancel) always
keeps a binding.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.input.bindings import ACTIONS, KEYBOARD, PAD, Bindings, save_bindings
from game.input.intents import (
    Action,
    Captured,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
)
from game.input.prompts import MIN_GLYPH, glyph_lines, input_label
from game.render.scrolling import Scroller
from game.render.text import font, two_lines
from game.render.theme import text_factor
from game.render.widgets import (
    Button,
    ButtonSet,
    label_room,
    text_size,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.bindings_view import SWAP_ROW, draw_controls

COLUMNS = (KEYBOARD, PAD)


class BindingsScene(Scene):
    opaque = False
    title = N_("Controls")  # (drawn, and said: game/speech)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.actions = list(ACTIONS)
        self.row = 0                      # SWAP_ROW, an action, or len(actions): buttons
        self.column = 0
        self.capturing: tuple[str, str] | None = None   # (action, device)
        self.message = ""
        self.buttons = ButtonSet([Button(N_("Reset to defaults"), self.reset),
                                  Button(N_("Back"), self.close, primary=True)])
        self.scroller = Scroller()
        self.shown: tuple = ()  # what the layout was made for (see _layout)

    @property
    def bindings(self) -> Bindings:
        return self.app.mapper.bindings

    @property
    def family(self) -> str:
        return self.app.mapper.pad_family

    # --- changing ---------------------------------------------------------------------------
    def _apply(self, bindings: Bindings) -> None:
        self.app.mapper.set_bindings(bindings)
        notice = save_bindings(bindings)
        if notice:
            self.app.notify(notice)

    def toggle_swap(self) -> None:
        b = self.bindings.copy()
        b.swap_confirm_cancel = not b.swap_confirm_cancel
        self._apply(b)
        self.message = self._swap_text()

    def reset(self) -> None:
        self._apply(Bindings.defaults())
        self.message = _("Every key and button is back to its default.")

    def start_capture(self, action: str, device: str) -> None:
        self.capturing = (action, device)
        self.app.mapper.start_capture()
        press = N_("Press the key for \u201c{action}\u201d. Esc cancels, Delete clears.") \
            if device == KEYBOARD else \
            N_("Press the pad button for \u201c{action}\u201d. Esc cancels, Delete clears.")
        self.message = _(press).format(action=_(ACTIONS[action]))

    def stop_capture(self, message: str = "") -> None:
        self.capturing = None
        self.app.mapper.stop_capture()
        self.message = message

    def clear(self, action: str, device: str) -> None:
        b = self.bindings.copy()
        if b.clear(device, action):
            self._apply(b)
            cleared = N_("\u201c{action}\u201d has no keys now.") if device == KEYBOARD \
                else N_("\u201c{action}\u201d has no pad buttons now.")
            self.message = _(cleared).format(action=_(ACTIONS[action]))
        else:
            kept = N_("\u201c{action}\u201d must keep a key.") if device == KEYBOARD \
                else N_("\u201c{action}\u201d must keep a pad button.")
            self.message = _(kept).format(action=_(ACTIONS[action]))

    def captured(self, device: str, name: str) -> None:
        action, wanted = self.capturing
        if device == KEYBOARD and name == "escape":
            self.stop_capture(_("Nothing changed."))
            return
        if device == KEYBOARD and name in ("delete", "backspace"):
            self.stop_capture()
            self.clear(action, wanted)
            return
        if device != wanted:
            self.app.mapper.start_capture()  # the other device: keep waiting
            return
        b = self.bindings.copy()
        before = (b.key_map() if device == KEYBOARD else b.pad_map()).get(name)
        refused = b.bind(device, action, name)
        label = input_label(device, name, self.family)
        if refused is not None:
            only = N_("{input} is the only key for \u201c{action}\u201d: give it another "
                      "first.") if device == KEYBOARD else \
                N_("{input} is the only pad button for \u201c{action}\u201d: give it another "
                   "first.")
            self.stop_capture(_(only).format(input=label, action=_(ACTIONS[refused])))
            return
        self._apply(b)
        action_name = _(ACTIONS[action])
        if before not in (None, action):
            self.stop_capture(_("{input} is now \u201c{action}\u201d (taken from "
                                "\u201c{other}\u201d).").format(
                input=label, action=action_name, other=_(ACTIONS.get(before, before))))
        else:
            self.stop_capture(_("{input} is now \u201c{action}\u201d.").format(
                input=label, action=action_name))

    def _swap_text(self) -> str:
        a, b = (input_label(PAD, n, self.family) for n in ("a", "b"))
        if self.bindings.swap_confirm_cancel:
            a, b = b, a
        return _("{confirm} confirms, {cancel} cancels").format(confirm=a, cancel=b)

    def close(self) -> None:
        if self.capturing:
            self.stop_capture()
        super().close()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, Captured):
            if self.capturing:
                self.captured(intent.device, intent.name)
        elif isinstance(intent, Action):
            if self.capturing:  # a mapped input can only come from the other device
                return
            self._action(intent.name)
        elif isinstance(intent, Scroll):
            self.scroller.scroll_by(-intent.dy * self.row_h * 2)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            self._pointer(intent)

    def _action(self, name: str) -> None:
        last = len(self.actions)
        if name in ("up", "down"):
            self.row += 1 if name == "down" else -1
            self.row = SWAP_ROW if self.row > last else last if self.row < SWAP_ROW else self.row
            self.buttons.focus = (1 if self.buttons.focus is None else self.buttons.focus) \
                if self.row == last else None
            self._reveal()
        elif name in ("left", "right"):
            if self.row == SWAP_ROW:
                self.toggle_swap()
            elif self.row == last:
                self.buttons.move_focus(1 if name == "right" else -1)
            else:
                self.column = 1 - self.column
        elif name == "confirm":
            if self.row == SWAP_ROW:
                self.toggle_swap()
            elif self.row == last:
                self.buttons.press_focused()
            else:
                self.start_capture(self.actions[self.row], COLUMNS[self.column])
        elif name == "send_home" and 0 <= self.row < last:
            self.clear(self.actions[self.row], COLUMNS[self.column])
        elif name in ("back", "cancel", "menu"):
            self.close()

    def _pointer(self, intent) -> None:
        if isinstance(intent, PointerDown) and self.capturing:
            self.stop_capture(_("Nothing changed."))
            return
        if self.scroller.pointer(intent) or self.buttons.pointer(intent):
            return
        if not (isinstance(intent, PointerDown) and intent.button == 1):
            return
        if self.swap_rect.collidepoint(intent.pos):
            self.row = SWAP_ROW
            self.toggle_swap()
            return
        for i, (keys, pad) in enumerate(self.cells()):
            for column, rect in enumerate((keys, pad)):
                if rect.collidepoint(intent.pos) and self.view.collidepoint(intent.pos):
                    self.row, self.column = i, column
                    self.start_capture(self.actions[i], COLUMNS[column])
                    return

    def _reveal(self) -> None:
        if 0 <= self.row < len(self.actions):
            self.scroller.reveal(self.tops[self.row], self.tops[self.row + 1])

    def update(self, dt: float) -> None:
        self.scroller.update(dt)

    def next_change(self) -> float | None:
        return 0.0 if self.scroller.moving else None

    # --- drawing ---------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        shown = (size, self.family, tuple(self.bindings.names_for(device, action)
                                          for action in self.actions for device in COLUMNS))
        if shown == self.shown:  # (a binding changed: its row may need another line)
            return
        self.shown, (w, h) = shown, size
        s = self.s = ui_scale(size)
        width = round(min(w - 40 * s, 940 * s * (0.7 + 0.3 * text_factor())))  # (large words)
        height = round(min(h - 30 * s, 690 * s))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        pad = round(30 * s)
        # heights and the names' column from the words as drawn (they grow with the text
        # scale): a name too long for half the rows' width takes two lines, its row grows
        inner, line = width - 2 * pad - round(20 * s), font(text_size(22, s)).get_linesize()
        names = [_(ACTIONS[action]) for action in self.actions]
        self.label_w = min(inner // 2, max(round(inner * 0.36), round(28 * s) + max(
            font(text_size(22, s)).size(name)[0] for name in names)))
        self.names = [two_lines(name, text_size(22, s), self.label_w - round(16 * s))
                      for name in names]
        self.row_h = max(round(44 * s), line + round(8 * s))
        self.cell_w = (inner - self.label_w) // 2
        self.tops = [0]  # each row's top in the list, and the list's end
        for action, lines in zip(self.actions, self.names, strict=True):
            keys = max(len(self._glyph_lines(device, action)) for device in COLUMNS)
            self.tops.append(self.tops[-1] + max(self.row_h, len(lines) * line + round(8 * s),
                                                 keys * self._glyph_h() + round(8 * s)))
        top = max(round(78 * s), round(20 * s) + title_font(round(38 * s)).get_height())
        self.swap_rect = pygame.Rect(self.rect.x + pad, self.rect.y + top, width - 2 * pad,
                                     max(round(46 * s), font(text_size(24, s)).get_linesize()))
        self.header_y = self.swap_rect.bottom + round(24 * s)
        bh = round(46 * s)
        back, reset = self.buttons.buttons[1], self.buttons.buttons[0]
        back.rect = pygame.Rect(0, 0, max(round(130 * s), label_room(back, bh)), bh)
        back.rect.bottomright = (self.rect.right - pad, self.rect.bottom - round(18 * s))
        reset.rect = pygame.Rect(0, 0, max(round(220 * s), label_room(reset, bh)), bh)
        reset.rect.bottomright = (back.rect.x - round(12 * s), back.rect.bottom)
        top = self.header_y + round(20 * s)
        self.view = pygame.Rect(self.rect.x + pad, top, width - 2 * pad,
                                back.rect.y - round(52 * s) - top)
        track = pygame.Rect(self.view.right - round(8 * s), self.view.y, max(4, round(8 * s)),
                            self.view.height)
        self.scroller.configure(self.view, track, self.tops[-1])

    def _glyph_h(self) -> int:
        """A line of key caps or buttons: a cap's height and the gap to the next."""
        return max(MIN_GLYPH, round(26 * self.s)) + round(8 * self.s)

    def _glyph_lines(self, device: str, action: str) -> list[list[tuple[str, int]]]:
        s = self.s  # (a cell's keys wrapped to its width, less its margins)
        return glyph_lines(device, self.bindings.names_for(device, action), self.family,
                           max(MIN_GLYPH, round(26 * s)), self.cell_w - round(30 * s),
                           round(8 * s))

    def cells(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """The keyboard and pad cell of each action row, on the screen now."""
        out = []
        for i in range(len(self.actions)):
            y = self.view.y + self.tops[i] - round(self.scroller.offset)
            x = self.view.x + self.label_w
            keys = pygame.Rect(x, y + 2, self.cell_w - round(8 * self.s),
                               self.tops[i + 1] - self.tops[i] - 4)
            out.append((keys, keys.move(self.cell_w, 0)))
        return out

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object]:
        self._layout(size)  # (Scene.drawn_over: its panel, over the table dimmed)
        return self.rect, 100

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_controls(self, surface)

    def whole_name(self) -> str:
        """The focused action's name where its row shows it cut short (large text), else ''."""
        if not 0 <= self.row < len(self.actions):
            return ""
        room, f = self.label_w - round(16 * self.s), font(text_size(22, self.s))
        return _(ACTIONS[self.actions[self.row]]) if any(
            f.size(line)[0] > room for line in self.names[self.row]) else ""
