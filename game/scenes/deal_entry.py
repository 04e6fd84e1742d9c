"""Choose a deal by its number: typed digits, or an on-screen keypad for mouse and pad.

The keypad is a grid (1–9, erase, 0, OK, then Cancel) that the arrows move over and
confirm presses. Given the game, a last row chooses its new deals: any, or winnable
only (the same saved choice as in the chooser's details). Typing a digit moves the focus
to OK, so Enter after typing plays.
The scene holds a text field: letter keys never act here, and backspace arrives as
Action("erase"). On a pad, X erases and Start plays. The overlay closes itself before it
calls `on_choose(number)`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.deal import MAX_DEAL
from game.i18n import N_, _
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, TextInput
from game.input.prompts import draw_prompts, prompt_device
from game.render.text import GOLD, INK, MUTED, draw_text, font, wrap
from game.render.widgets import (
    DIALOG,
    Button,
    ButtonSet,
    backspace_icon,
    dim,
    gilded,
    label_room,
    panel,
    text_size,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.menu_text import DEAL_CHOICES, DEALS

MIN_DEAL = 1
MAX_DIGITS = len(str(MAX_DEAL))
ERROR = (255, 150, 120)
COLUMNS = 3
OK_INDEX, CANCEL_INDEX, DEALS_INDEX = 11, 12, 13
CANCEL_ROW, DEALS_ROW = 4, 5


def check_deal(text: str) -> tuple[int | None, str]:
    """The deal number typed, or None and what is wrong with it, in plain words."""
    if not text:
        return None, _("Type a deal number first.")
    number = int(text)
    if number < MIN_DEAL:
        return None, _("Deal numbers start at {number}.").format(number=MIN_DEAL)
    if number > MAX_DEAL:
        return None, _("Deal numbers go up to {number}.").format(number=MAX_DEAL)
    return number, ""


class DealEntryScene(Scene):
    opaque = False
    accepts_text = True  # digits typed are text, and letter keys must not act meanwhile

    def __init__(self, app, on_choose: Callable[[int], None],
                 title: str = N_("Play a deal by number"), game_id: str | None = None) -> None:
        super().__init__(app)
        self.on_choose = on_choose
        self.title = title
        self.game_id = game_id  # given: the row of its new deals (any, or winnable only)
        self.text = ""
        self.message = ""
        keys = [Button(str(d), lambda d=d: self.type_digit(str(d))) for d in range(1, 10)]
        keys += [Button(N_("Erase"), self.erase, icon=backspace_icon),
                 Button("0", lambda: self.type_digit("0")),
                 Button(N_("OK"), self.submit, primary=True),
                 Button(N_("Cancel"), self.close)]
        if game_id is not None:
            keys.append(Button(self._deals_label(), self.toggle_winnable_only))
        self.keys = ButtonSet(keys)
        self.keys.focus = 0
        self.size = (0, 0)

    # --- editing ---------------------------------------------------------------------------
    def type_digit(self, digit: str) -> None:
        if len(self.text) >= MAX_DIGITS:
            self.message = _("Deal numbers have at most {count} digits.").format(count=MAX_DIGITS)
            return
        self.text += digit
        self.message = ""

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.message = ""

    def _deals_label(self) -> str:
        return DEAL_CHOICES[self.game_id in self.app.settings.winnable_only]

    def toggle_winnable_only(self) -> None:
        """This game's new deals: any, or only those the solver wins (saved at once)."""
        settings = self.app.settings
        self.app.update_settings(winnable_only=settings.winnable_only_toggled(self.game_id))
        self.keys.buttons[DEALS_INDEX].label = self._deals_label()

    def submit(self) -> None:
        number, self.message = check_deal(self.text)
        if number is not None:
            self.close()
            self.on_choose(number)

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, TextInput):
            digits = [c for c in intent.text if c.isdigit()]
            for c in digits:
                self.type_digit(c)
            if digits:
                self.keys.focus = OK_INDEX
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            self.keys.pointer(intent)

    def _action(self, name: str) -> None:
        if name in ("erase", "undo", "send_home"):
            self.erase()
        elif name == "menu":
            self.submit()
        elif name in ("back", "cancel"):
            self.close()
        elif name == "confirm":
            self.keys.press_focused()
        elif name in ("up", "down", "left", "right"):
            self.keys.focus = self._neighbour(self.keys.focus or 0, name)

    def _neighbour(self, index: int, direction: str) -> int:
        """The key next to `index` on the grid; Cancel (and the deals row under it) span
        the bottom rows."""
        wide = {CANCEL_INDEX: CANCEL_ROW, DEALS_INDEX: DEALS_ROW}
        if index in wide:
            row, col = wide[index], self._last_col
        else:
            row, col = divmod(index, COLUMNS)
            self._last_col = col
        if direction in ("left", "right"):
            if index in wide:
                return index
            return row * COLUMNS + (col + (1 if direction == "right" else -1)) % COLUMNS
        rows = DEALS_ROW + 1 if self.game_id is not None else CANCEL_ROW + 1
        row = (row + (1 if direction == "down" else -1)) % rows
        by_row = {CANCEL_ROW: CANCEL_INDEX, DEALS_ROW: DEALS_INDEX}
        return by_row.get(row, row * COLUMNS + col)

    _last_col = 0

    # --- drawing ---------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        key_w, key_h, gap = round(96 * s), round(44 * s), round(8 * s)
        grid_w = COLUMNS * key_w + (COLUMNS - 1) * gap
        self.deals_name_w = max(round(110 * s), font(text_size(22, s)).size(
            _(DEALS))[0] + round(12 * s))  # the deals' row: its name, then its button
        deals_w = max(grid_w, self.deals_name_w + label_room(self.keys.buttons[DEALS_INDEX],
                                                             key_h)) \
            if self.game_id is not None else grid_w  # (large text: wider than the keys)
        # As wide as the note needs (within the window); else the note takes two lines.
        note_size = text_size(17, s)
        needed = font(note_size).size(self._note())[0] + 40 * s
        width = round(max(max(grid_w, deals_w) + 80 * s, min(max(480 * s, needed), w - 40 * s)))
        self.note_lines = wrap(self._note(), note_size, width - round(40 * s))
        # title, note, field and the message under it, as tall as their words are drawn
        # (they grow with the text scale)
        self.note_step = max(note_size + 2, font(note_size).get_linesize())
        self.note_y = max(round(64 * s), round(18 * s) + title_font(round(30 * s)).get_height()
                          + self.note_step // 2)
        field_y = max(round(80 * s), self.note_y + (len(self.note_lines) - 0.5) * self.note_step
                      + round(8 * s))
        field_h = max(round(50 * s), font(round(40 * s)).get_linesize() + round(6 * s))
        self.head_h = round(field_y + field_h + max(32 * s, font(text_size(18, s))
                                                     .get_linesize() + 8 * s))
        self.prompt_h = round(38 * s)
        rows = DEALS_ROW + 1 if self.game_id is not None else CANCEL_ROW + 1
        height = self.head_h + rows * key_h + (rows - 1) * gap + round(12 * s) + self.prompt_h
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        x0 = self.rect.centerx - grid_w // 2
        y0 = self.rect.y + self.head_h
        for i, key in enumerate(self.keys.buttons):
            row, col = divmod(i, COLUMNS)
            if i == CANCEL_INDEX:
                key.rect = pygame.Rect(x0, y0 + CANCEL_ROW * (key_h + gap), grid_w, key_h)
            elif i == DEALS_INDEX:  # its name at the left, as the chooser's rows
                left = self.rect.centerx - deals_w // 2
                key.rect = pygame.Rect(left + self.deals_name_w, y0 + DEALS_ROW * (key_h + gap),
                                       deals_w - self.deals_name_w, key_h)
            else:
                key.rect = pygame.Rect(x0 + col * (key_w + gap), y0 + row * (key_h + gap),
                                       key_w, key_h)
        self.field = pygame.Rect(x0, self.rect.y + round(field_y), grid_w, field_h)

    @staticmethod
    def _note() -> str:
        return _("{low} to {high}: the same number always deals the same cards.").format(
            low=MIN_DEAL, high=MAX_DEAL)

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object]:
        self._layout(size)  # (Scene.drawn_over: its panel, over the table dimmed)
        return self.rect, 105

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r = self.s, self.rect
        dim(surface, 105)
        panel(surface, r, radius=round(18 * s), colour=DIALOG)
        head = gilded(_(self.title), round(30 * s))
        if head.get_width() > r.width - 40 * s:
            head = gilded(_("Deal number"), round(30 * s))
        surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + round(14 * s))))
        note_size = text_size(17, s)
        for i, line in enumerate(self.note_lines):
            draw_text(surface, line, (r.centerx, r.y + self.note_y + i * self.note_step),
                      note_size, MUTED, anchor="center", shadow=False)
        f = self.field
        pygame.draw.rect(surface, (8, 26, 18), f, border_radius=round(10 * s))
        pygame.draw.rect(surface, ERROR if self.message else GOLD, f, max(1, round(2 * s)),
                         border_radius=round(10 * s))
        shown, size = (self.text, round(40 * s)) if self.text else (_("Deal number"),
                                                                      round(30 * s))
        while size > 12 and font(size).size(shown)[0] > f.width - 16 * s:
            size -= 1  # large text (the text scale) kept inside the field
        draw_text(surface, shown, f.center, size, INK if self.text else (120, 130, 112),
                  anchor="center", shadow=bool(self.text))
        if self.message:
            draw_text(surface, self.message, (r.centerx, f.bottom + round(16 * s)),
                      text_size(18, s), ERROR, anchor="center", shadow=False)
        if self.game_id is not None:
            deals = self.keys.buttons[DEALS_INDEX].rect
            draw_text(surface, _(DEALS), (deals.x - self.deals_name_w, deals.centery),
                      text_size(22, s), MUTED, anchor="midleft", shadow=False)
        self.keys.draw(surface)
        mapper = getattr(self.app, "mapper", None)
        if prompt_device(mapper) == "pad":
            items = [("confirm", N_("Press")), ("send_home", N_("Erase")), ("menu", N_("Play")),
                     ("cancel", N_("Cancel"))]
        else:
            items = [("confirm", N_("Play")), ("back", N_("Cancel"))]
        draw_prompts(surface, mapper, items, (r.centerx, r.bottom - self.prompt_h // 2 - 2),
                     text_size(18, s), anchor="center")
