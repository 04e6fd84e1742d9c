"""The chooser's input: typing searches, keys and pad move over the list (or grid) and the
buttons, the mouse picks, double-clicks and scrolls. A mixin of `MenuScene` (menu.py).

Keys and pad: up/down choose a game (up from the first one reaches the search field; in
the grid, up/down go a line of pictures up or down and left/right go one picture), confirm
plays, left/right move a focus over the buttons (in the grid: from the end of a line),
cancel clears the search or the focus (back, the Esc key, then quits). Letter keys are
text here, never actions, whether or not the search field has the focus (a click on it
gives it the focus; Enter plays the game the search found). For pad users only, the hint
button (Y) or confirm on the search field opens an on-screen keyboard; the send-home
button (X) makes the game a favourite; the shoulder buttons (undo/redo) go through the
views (all, favourites, recent) while the search is empty; menu (Start) opens the
settings, rules (Back) the rules.

`MenuInput` is owned by the scene (menu.py): it reads the model and the layout, moves the
selection and the focus through the model, and asks the scene's actions (MenuActions) for
the rest.
"""

from __future__ import annotations

from collections.abc import Callable

from game.input.intents import (
    Action,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    TextInput,
)
from game.render.widgets import ButtonSet
from game.scenes import menu_text as text
from game.scenes.menu_buttons import MenuActions
from game.scenes.menu_layout import MenuLayout
from game.scenes.menu_model import MenuModel

# Actions that only ask the scene for one thing
SIMPLE = {"rules": "show_rules", "menu": "open_settings", "choose_deal": "choose_deal"}


def next_view(view: str, step: int) -> str:
    """The view `step` views on from `view` (all, favourites, recent, in a ring)."""
    views = list(text.VIEW_TITLES)
    return views[(views.index(view) + step) % len(views)]


class MenuInput:
    def __init__(self, model: MenuModel, layout: MenuLayout, buttons: ButtonSet,
                 actions: MenuActions, pad_in_use: Callable[[], bool]) -> None:
        self.model, self.layout, self.buttons = model, layout, buttons
        self.actions = actions
        self.pad_in_use = pad_in_use   # only a pad needs the on-screen keyboard
        self.hover_row: int | None = None
        self.armed_play: str | None = None          # double-clicked game: plays on release

    def handle(self, intent: Intent) -> None:
        """`intent`, the scene laid out for the screen already."""
        model, layout = self.model, self.layout
        if isinstance(intent, TextInput):
            self._type(intent.text)
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, Scroll):
            if layout.list_rect.collidepoint(intent.pos):
                step = layout.grid_line_h * 0.75 if model.grid else layout.row_h * 1.5
                layout.scroller.scroll_by(-intent.dy * step)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            self._pointer(intent)

    def _type(self, typed: str) -> None:
        typed = "".join(c for c in typed if c.isprintable())
        if typed.strip() or (typed and self.model.query):
            self.actions.set_query(self.model.query + typed)

    def _focus_button(self, index: int | None) -> None:
        self.buttons.focus = index
        focused = self.buttons.focused
        self.model.move_focus(focused.label if focused is not None else "list")

    def _action(self, name: str) -> None:
        model, actions, focused = self.model, self.actions, self.buttons.focused
        if name in ("up", "down"):
            self._up_down(name)
        elif name in ("left", "right"):
            self._left_right(name)
        elif name == "confirm":
            if focused is not None:
                focused.press()
            elif model.search_focused and self.pad_in_use():
                actions.open_search()
            else:
                actions.play()
        elif name in ("erase", "undo") and model.query:  # the backspace key
            actions.set_query(model.query[:-1])
        elif name in ("undo", "redo"):  # the pad's shoulder buttons: the views in turn
            actions.set_view(next_view(model.view, 1 if name == "redo" else -1))
        elif name == "hint":
            actions.open_search()
        elif name == "send_home":
            actions.toggle_favourite()
        elif name in ("back", "cancel"):
            if model.query:
                actions.set_query("")
            elif focused is not None or model.search_focused:
                self._focus_button(None)
            elif name == "back":
                actions.quit()
        elif name in SIMPLE:
            getattr(actions, SIMPLE[name])()

    def _left_right(self, name: str) -> None:
        step = 1 if name == "right" else -1
        self.model.move_focus("list" if self.buttons.focused is None else self.model.focus)
        if self.buttons.focused is None:
            if self.model.grid and self._grid_step(step):
                return
            # The first press shows the focus, on Play.
            self._focus_button(next((i for i, b in enumerate(self.buttons.buttons)
                                     if b.label == text.PLAY), 0))
        else:
            self.buttons.move_focus(step)
            self._focus_button(self.buttons.focus)

    def _grid_step(self, step: int) -> bool:
        """Left/right in the grid: the next picture on the same line, if there is one."""
        i, rows, cells = self.layout.selected_row(), self.model.rows, self.layout.cells
        if i is None:
            return False
        j = i + step
        if 0 <= j < len(rows) and rows[j].kind == "game" and cells[j].y == cells[i].y:
            self.actions.move_selection(step)
            return True
        return False

    def _up_down(self, name: str) -> None:
        model, cells = self.model, self.layout.cells
        if model.search_focused:
            if name == "down":
                model.move_focus("list")
            return
        i = self.layout.selected_row()
        first_line = i is not None and cells[i].y == min(
            (c.y for c, r in zip(cells, model.rows, strict=True) if r.kind == "game"),
            default=0)
        if name == "up" and (not model.visible_games or first_line) \
                and self.buttons.focused is None:
            model.move_focus("search")  # above the first game (line): the search field
            return
        if model.grid and i is not None:
            self._grid_line(i, -1 if name == "up" else 1)
        else:
            self.actions.move_selection(-1 if name == "up" else 1)

    def _grid_line(self, i: int, step: int) -> None:
        """Up/down in the grid: the picture on the line above/below nearest in x."""
        cells, rows = self.layout.cells, self.model.rows
        here = cells[i]
        lines = sorted({c.y for c, r in zip(cells, rows, strict=True) if r.kind == "game"})
        k = lines.index(here.y) + step
        if not 0 <= k < len(lines):
            return
        candidates = [(abs(c.centerx - here.centerx), j)
                      for j, (c, r) in enumerate(zip(cells, rows, strict=True))
                      if r.kind == "game" and c.y == lines[k]]
        j = min(candidates)[1]
        ids = [s.id for s in self.model.visible_games]
        self.actions.move_selection(ids.index(rows[j].item.id)
                                    - ids.index(self.model.selected_id))

    def _pointer(self, intent) -> None:
        model, layout = self.model, self.layout
        if layout.scroller.pointer(intent):
            return
        if self.buttons.pointer(intent):
            self.hover_row = None
            return
        row = layout.row_at(intent.pos)
        if isinstance(intent, PointerMove):
            self.hover_row = row
        elif isinstance(intent, PointerUp):
            armed, self.armed_play = self.armed_play, None
            if armed and row is not None and model.rows[row][1].id == armed:
                self.actions.play()
        elif isinstance(intent, PointerDown) and intent.button == 1:
            if model.query and layout.clear_rect.collidepoint(intent.pos):
                self.actions.set_query("")
            elif layout.search_rect.collidepoint(intent.pos):
                self.buttons.focus = None
                model.move_focus("search")  # typing types already: no on-screen keyboard
            elif row is not None:
                model.select(model.rows[row][1].id)
                self.armed_play = model.selected_id if intent.clicks >= 2 else None
