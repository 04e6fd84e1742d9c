"""The game chooser: every registered game, grouped by source, with search and details.

Left: a search field and the scrolling list. Right: the selected game (titles, source,
deck, variant, a short description, the player's record) and Play / Deal number / Rules.
Bottom: Resume (when a game is saved), Settings, Quit.

Keys and pad: up/down choose a game (up from the first one reaches the search field),
confirm plays, left/right move a focus over the buttons, cancel clears the search or the
focus (back, the Esc key, then quits). Typing searches: the menu holds a text field, so
letter keys are text here, never actions. The hint button (Y) or confirm on the search
field opens an on-screen keyboard; menu (Start) opens the settings, rules (Back) the
rules. Sizes are design pixels of a 1280×720 screen times `self.s`; the drawing is in
menu_view.py.
"""

from __future__ import annotations

import time
import traceback
import unicodedata

import pygame

from game.engine.deal import MAX_DEAL, rng_for
from game.engine.registry import SOURCES
from game.input.intents import (
    Action,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
    TextInput,
)
from game.render.scrolling import Scroller
from game.render.text import font
from game.render.widgets import Button, ButtonSet, ui_scale
from game.scenes.base import Scene
from game.scenes.blink import caret_next_change, caret_phase
from game.scenes.menu_view import MenuDrawing
from game.store import keep_aside_game, latest_game

MAX_QUERY = 40


def fold(text: str) -> str:
    """Lower case without accents, so "lucken" finds "Lücken"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def matches(spec, query: str) -> bool:
    """Every word of the query appears in the game's id, a title or its source reference."""
    haystack = fold(" ".join([spec.id, spec.title, *spec.titles.values(), spec.source_ref]))
    return all(word in haystack for word in fold(query).split())


def new_deal_number() -> int:
    """A fresh deal number, drawn from the clock."""
    return rng_for("menu deal", time.time_ns()).below(MAX_DEAL) + 1


def start_table(app, game_id: str, deal: int | None = None,
                options: dict | None = None) -> None:
    from game.scenes.table import TableScene  # late: the table pulls in the whole renderer

    app.push(TableScene(app, game_id, deal=deal, options=options))


def resume_table(app, record: dict) -> None:
    from game.scenes.table import TableScene

    app.push(TableScene.resume(app, record))


class MenuScene(MenuDrawing, Scene):
    accepts_text = True  # typing searches: letter keys are text here
    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs = list(app.registry.specs())
        self.query = ""
        self.rows: list[tuple[str, object]] = []     # ("heading", source) | ("game", spec)
        self.tops: list[int] = []                    # each row's top in the list's content
        self.visible_games: list = []
        self.selected_id: str | None = None
        self.options: dict[str, dict[str, str]] = {}  # chosen variants, per game, this session
        self.scroller = Scroller()
        self.jump_to_selected = True
        self.hover_row: int | None = None
        self.armed_play: str | None = None          # double-clicked game: plays on release
        self.search_focused = False                 # the keyboard/pad focus is on it
        self.caret = 0.0
        self.saved: dict | None = None
        self.shown_saved_id: str | None = None
        self.buttons = ButtonSet()
        self.size = (0, 0)
        self.s = 1.0
        self._backdrop: pygame.Surface | None = None
        self._fade: pygame.Surface | None = None
        self._refilter()

    # --- life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """Also on coming back from a table: the saved game and statistics may have changed."""
        self.saved, notice = latest_game()
        if notice:
            self.app.notify(notice)
        if self.saved is not None and self.saved.get("game_id") not in self.app.registry:
            self.saved = None
        saved_id = self.saved["game_id"] if self.saved else None
        if saved_id != self.shown_saved_id:  # a newly saved game: offer it, selected
            self.shown_saved_id = saved_id
            if saved_id and not self.query:
                self.selected_id = saved_id
        self._refilter()
        self.jump_to_selected = True  # at once, on the first layout: no glide on opening
        self.search_focused = False   # back from the keyboard (or anywhere): on the list

    @property
    def selected(self):
        return next((s for s in self.visible_games if s.id == self.selected_id), None)

    def _refilter(self) -> None:
        self.visible_games = [s for s in self.specs if matches(s, self.query)]
        self.rows = []
        for source in SOURCES:
            games = [s for s in self.visible_games if s.source == source]
            if games:
                self.rows.append(("heading", source))
                self.rows.extend(("game", s) for s in games)
        if self.selected is None:
            self.selected_id = self.visible_games[0].id if self.visible_games else None
        self.size = (0, 0)  # lay out again (the list and the detail buttons changed)

    # --- actions ---------------------------------------------------------------------------
    def play(self, deal: int | None = None) -> None:
        spec = self.selected
        if spec is None:
            return
        try:
            start_table(self.app, spec.id, deal if deal is not None else new_deal_number(),
                        dict(self.options.get(spec.id, {})))
        except Exception as error:  # one broken game must not take the whole menu down
            traceback.print_exc()
            self.app.notify(f"{spec.title} could not be started: {error}")

    def choose_deal(self) -> None:
        spec = self.selected
        if spec is not None:
            from game.scenes.deal_entry import DealEntryScene

            self.app.push(DealEntryScene(self.app, on_choose=self.play,
                                         title=f"{spec.title}: deal number"))

    def show_rules(self) -> None:
        if self.selected is not None:
            from game.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.selected))

    def resume(self) -> None:
        if self.saved is None:
            return
        try:
            resume_table(self.app, self.saved)
        except Exception:  # a damaged record must not take the menu down with it
            traceback.print_exc()
            self.app.notify(keep_aside_game(self.saved["game_id"]))  # not offered again
            self.saved = None
            self.size = (0, 0)

    def ask_the_cards(self) -> None:
        """The fortune-telling mode."""
        from game.scenes.fortune_ask import open_fortune

        open_fortune(self.app)

    def open_settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def cycle_option(self, name: str) -> None:
        spec = self.selected
        option = next(o for o in spec.options if o.name == name)
        chosen = self.options.setdefault(spec.id, {})
        keys = list(option.choices)
        chosen[name] = keys[(keys.index(chosen.get(name, option.default)) + 1) % len(keys)]
        self.size = (0, 0)

    def option_label(self, spec, option) -> str:
        value = self.options.get(spec.id, {}).get(option.name, option.default)
        return option.choice_labels.get(value, value.replace("_", " ").capitalize())

    def move_selection(self, step: int) -> None:
        ids = [s.id for s in self.visible_games]
        if ids:
            i = ids.index(self.selected_id) if self.selected_id in ids else -step
            self.selected_id = ids[max(0, min(len(ids) - 1, i + step))]
            self.size = (0, 0)
            self._ensure_layout(self.app.screen.get_size())
            self._reveal_selected()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._ensure_layout(self.app.screen.get_size())
        if isinstance(intent, TextInput):
            self._type(intent.text)
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, Scroll):
            if self.list_rect.collidepoint(intent.pos):
                self.scroller.scroll_by(-intent.dy * self.row_h * 1.5)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            self._pointer(intent)

    def _type(self, text: str) -> None:
        text = "".join(c for c in text if c.isprintable())
        if text.strip() or (text and self.query):
            self.set_query(self.query + text)

    def set_query(self, text: str) -> None:
        self.query = text[:MAX_QUERY]
        self._refilter()

    def open_search(self) -> None:
        """The on-screen keyboard, for typing the search with a pad (or the mouse)."""
        from game.scenes.keyboard import KeyboardScene

        self.search_focused = True
        self._ensure_layout(self.app.screen.get_size())
        self.app.push(KeyboardScene(self.app, self.query, self.set_query, title="Search games",
                                    max_length=MAX_QUERY, area=self.detail_panel))

    def _action(self, name: str) -> None:
        focused = self.buttons.focused
        if name in ("up", "down"):
            self._up_down(name)
        elif name in ("left", "right"):
            self.search_focused = False
            if focused is None:  # the first press shows the focus, on Play
                self.buttons.focus = next((i for i, b in enumerate(self.buttons.buttons)
                                           if b.label == "Play"), 0)
            else:
                self.buttons.move_focus(1 if name == "right" else -1)
        elif name == "confirm":
            if focused is not None:
                focused.press()
            elif self.search_focused:
                self.open_search()
            else:
                self.play()
        elif name in ("erase", "undo") and self.query:  # the backspace key
            self.set_query(self.query[:-1])
        elif name == "hint":
            self.open_search()
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

    def _up_down(self, name: str) -> None:
        ids = [s.id for s in self.visible_games]
        if self.search_focused:
            if name == "down":
                self.search_focused = False
            return
        if name == "up" and (not ids or self.selected_id == ids[0]) \
                and self.buttons.focused is None:
            self.search_focused = True  # above the first game: the search field
            return
        self.move_selection(-1 if name == "up" else 1)

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
                self.open_search()
            elif row is not None:
                self.selected_id = self.rows[row][1].id
                self.size = (0, 0)
                self.armed_play = self.selected_id if intent.clicks >= 2 else None

    # --- list geometry -----------------------------------------------------------------------
    def _row_at(self, pos) -> int | None:
        if not self.list_rect.collidepoint(pos) or pos[0] >= self.scroller.track.x - 2:
            return None
        y = pos[1] - self.list_rect.y + self.scroller.offset
        for i, (kind, _) in enumerate(self.rows):
            if kind == "game" and self.tops[i] <= y < self.tops[i] + self.row_h:
                return i
        return None

    def _reveal_selected(self) -> None:
        for i, (kind, item) in enumerate(self.rows):
            if kind == "game" and item.id == self.selected_id:
                heading = i > 0 and self.rows[i - 1][0] == "heading"
                top = self.tops[i - 1] if heading else self.tops[i]  # keep its heading too
                self.scroller.reveal(top, self.tops[i] + self.row_h)

    # --- layout ----------------------------------------------------------------------------
    def _ensure_layout(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self._layout(size)

    def _layout(self, size: tuple[int, int]) -> None:
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = None
        self.size = w, h = size
        s = self.s = ui_scale(size)
        margin, gap = round(28 * s), round(20 * s)
        self.header_h, self.bar_h = round(126 * s), round(72 * s)
        body = pygame.Rect(margin, self.header_h, w - 2 * margin, h - self.header_h - self.bar_h)
        list_w = round(min(body.width * 0.44, 620 * s))
        self.list_panel = pygame.Rect(body.x, body.y, list_w, body.height)
        self.detail_panel = pygame.Rect(body.x + list_w + gap, body.y,
                                        body.width - list_w - gap, body.height)
        pad = round(16 * s)
        self.search_rect = pygame.Rect(self.list_panel.x + pad, self.list_panel.y + pad,
                                       self.list_panel.width - 2 * pad, round(42 * s))
        self.clear_rect = pygame.Rect(0, 0, self.search_rect.height, self.search_rect.height)
        self.clear_rect.midright = self.search_rect.midright
        top = self.search_rect.bottom + round(8 * s)
        self.list_rect = pygame.Rect(self.list_panel.x + round(6 * s), top,
                                     self.list_panel.width - round(12 * s),
                                     self.list_panel.bottom - top - round(10 * s))
        bar = max(4, round(8 * s))
        track = pygame.Rect(self.list_rect.right - bar - round(4 * s),
                            self.list_rect.y + round(4 * s), bar,
                            self.list_rect.height - round(8 * s))
        self.heading_h, self.row_h = round(40 * s), round(58 * s)
        self.fan_rect = pygame.Rect(0, 0, round(190 * s), round(150 * s))
        self.fan_rect.topright = (self.detail_panel.right - round(22 * s),
                                  self.detail_panel.y + round(18 * s))
        self.tops, y = [], 0
        for kind, _ in self.rows:
            self.tops.append(y)
            y += self.heading_h if kind == "heading" else self.row_h
        self.scroller.configure(self.list_rect, track, y)
        if self.jump_to_selected:
            self.jump_to_selected = False
            self._reveal_selected()
            self.scroller.offset = self.scroller.target
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        s, spec, d = self.s, self.selected, self.detail_panel
        pad, bh, gap = round(28 * s), round(50 * s), round(14 * s)
        buttons: list[Button] = []
        if spec is not None:
            for option in spec.options:
                buttons.append(Button(self.option_label(spec, option),
                                      lambda n=option.name: self.cycle_option(n)))
            row = [Button("Play", self.play, primary=True),
                   Button("Deal number…", self.choose_deal), Button("Rules", self.show_rules)]
            x = d.x + pad
            for b, width in zip(row, (180, 200, 130), strict=True):
                b.rect = pygame.Rect(x, d.bottom - pad - bh, round(width * s), bh)
                x = b.rect.right + gap
            buttons.extend(row)
        bottom = [Button("Ask the cards", self.ask_the_cards),
                  Button("Settings", self.open_settings), Button("Quit", self.app.quit)]
        bh = round(44 * s)
        y = self.size[1] - self.bar_h + (self.bar_h - bh) // 2
        right = d.right
        for b in reversed(bottom):
            b.rect = pygame.Rect(right - round(130 * s), y, round(130 * s), bh)
            right = b.rect.x - round(12 * s)
        if self.saved is not None:
            name = self.app.registry.get(self.saved["game_id"]).title
            deal = self.saved.get("deal")
            resume = Button(f"Resume {name}" + (f", deal {deal}" if deal else ""), self.resume)
            width = min(font(int(bh * 0.5)).size(resume.label)[0] + bh * 2,
                        right - self.list_panel.x - gap)
            resume.rect = pygame.Rect(self.list_panel.x, y, width, bh)
            bottom.insert(0, resume)
        self.buttons.set(buttons + bottom)

    # --- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.caret = caret_phase(self.app)
        self.scroller.update(dt)

    def next_change(self) -> float | None:
        return 0.0 if self.scroller.moving else caret_next_change(self.app)
