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
"""

from __future__ import annotations

from game.input.intents import (
    Action,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    TextInput,
)
from game.scenes import menu_text as text

MAX_QUERY = 40  # characters of a search


class MenuInput:
    def handle(self, intent: Intent) -> None:
        self._ensure_layout(self.app.screen.get_size())
        if isinstance(intent, TextInput):
            self._type(intent.text)
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, Scroll):
            if self.list_rect.collidepoint(intent.pos):
                step = self.grid_line_h * 0.75 if self.grid else self.row_h * 1.5
                self.scroller.scroll_by(-intent.dy * step)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            self._pointer(intent)

    def _type(self, typed: str) -> None:
        typed = "".join(c for c in typed if c.isprintable())
        if typed.strip() or (typed and self.query):
            self.set_query(self.query + typed)

    def open_search(self) -> None:
        """The on-screen keyboard, for typing the search with a pad (or the mouse)."""
        self.search_focused = True
        self._ensure_layout(self.app.screen.get_size())
        self.app.open("keyboard", self.query, self.set_query, title=text.SEARCH_GAMES,
                      max_length=MAX_QUERY, area=self.detail_panel)

    def _pad_in_use(self) -> bool:
        """Is the player on a pad? Only a pad needs the on-screen keyboard."""
        return getattr(getattr(self.app, "mapper", None), "last_device", None) == "pad"

    def move_selection(self, step: int) -> None:
        ids = [s.id for s in self.visible_games]
        if ids:
            i = ids.index(self.selected_id) if self.selected_id in ids else -step
            self.selected_id = ids[max(0, min(len(ids) - 1, i + step))]
            self.size = (0, 0)
            self._ensure_layout(self.app.screen.get_size())
            self._reveal_selected()

    def _action(self, name: str) -> None:
        focused = self.buttons.focused
        if name in ("up", "down"):
            self._up_down(name)
        elif name in ("left", "right"):
            self._left_right(name)
        elif name == "confirm":
            if focused is not None:
                focused.press()
            elif self.search_focused and self._pad_in_use():
                self.open_search()
            else:
                self.play()
        elif name in ("erase", "undo") and self.query:  # the backspace key
            self.set_query(self.query[:-1])
        elif name in ("undo", "redo"):  # the pad's shoulder buttons: the views in turn
            self.next_view(1 if name == "redo" else -1)
        elif name == "hint":
            self.open_search()
        elif name == "send_home":
            self.toggle_favourite()
        elif name in ("back", "cancel"):
            if self.query:
                self.set_query("")
            elif focused is not None or self.search_focused:
                self.buttons.focus = None
                self.search_focused = False
            elif name == "back":
                self.app.quit()
        elif name == "rules":
            self.show_rules()
        elif name == "menu":
            self.open_settings()
        elif name == "choose_deal":
            self.choose_deal()

    def _left_right(self, name: str) -> None:
        step = 1 if name == "right" else -1
        self.search_focused = False
        if self.buttons.focused is None:
            if self.grid and self._grid_step(step):
                return
            # The first press shows the focus, on Play.
            self.buttons.focus = next((i for i, b in enumerate(self.buttons.buttons)
                                       if b.label == text.PLAY), 0)
        else:
            self.buttons.move_focus(step)

    def _grid_step(self, step: int) -> bool:
        """Left/right in the grid: the next picture on the same line, if there is one."""
        i = self._selected_row()
        if i is None:
            return False
        j = i + step
        if 0 <= j < len(self.rows) and self.rows[j].kind == "game" \
                and self.cells[j].y == self.cells[i].y:
            self.move_selection(step)
            return True
        return False

    def _up_down(self, name: str) -> None:
        ids = [s.id for s in self.visible_games]
        if self.search_focused:
            if name == "down":
                self.search_focused = False
            return
        i = self._selected_row()
        first_line = i is not None and self.cells[i].y == min(
            (c.y for c, r in zip(self.cells, self.rows, strict=True) if r.kind == "game"),
            default=0)
        if name == "up" and (not ids or first_line) and self.buttons.focused is None:
            self.search_focused = True  # above the first game (line): the search field
            return
        if self.grid and i is not None:
            self._grid_line(i, -1 if name == "up" else 1)
        else:
            self.move_selection(-1 if name == "up" else 1)

    def _grid_line(self, i: int, step: int) -> None:
        """Up/down in the grid: the picture on the line above/below nearest in x."""
        here = self.cells[i]
        lines = sorted({c.y for c, r in zip(self.cells, self.rows, strict=True)
                        if r.kind == "game"})
        k = lines.index(here.y) + step
        if not 0 <= k < len(lines):
            return
        candidates = [(abs(c.centerx - here.centerx), j)
                      for j, (c, r) in enumerate(zip(self.cells, self.rows, strict=True))
                      if r.kind == "game" and c.y == lines[k]]
        j = min(candidates)[1]
        ids = [s.id for s in self.visible_games]
        self.move_selection(ids.index(self.rows[j].item.id) - ids.index(self.selected_id))

    def _selected_row(self) -> int | None:
        return next((i for i, (kind, item) in enumerate(self.rows)
                     if kind == "game" and item.id == self.selected_id), None)

    def _pointer(self, intent) -> None:
        if self.scroller.pointer(intent):
            return
        if self.buttons.pointer(intent):
            self.hover_row = None
            return
        row = self._row_at(intent.pos)
        if isinstance(intent, PointerMove):
            self.hover_row = row
        elif isinstance(intent, PointerUp):
            armed, self.armed_play = self.armed_play, None
            if armed and row is not None and self.rows[row][1].id == armed:
                self.play()
        elif isinstance(intent, PointerDown) and intent.button == 1:
            if self.query and self.clear_rect.collidepoint(intent.pos):
                self.set_query("")
            elif self.search_rect.collidepoint(intent.pos):
                self.search_focused = True  # typing types already: no on-screen keyboard
                self.buttons.focus = None
            elif row is not None:
                self.selected_id = self.rows[row][1].id
                self.size = (0, 0)
                self.armed_play = self.selected_id if intent.clicks >= 2 else None
