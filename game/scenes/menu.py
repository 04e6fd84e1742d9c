"""The game chooser: every registered game, grouped by source book and (in the large
collection) by family, with search, favourites, recent games, a random game, a picture of
each table and the player's record.

Left: a search field, the views (all games, favourites, recent), Random and the list/grid
toggle, then the scrolling list (or grid of table pictures). Right: the selected game (its
table, titles, source, deck, variant, a short description, the player's record) and Play /
Deal number / Rules / Favourite. Bottom: Resume (when a game is saved), Ask the cards,
Settings, Quit.

This module holds the state and the actions; the input is in menu_input.py, the geometry
in menu_layout.py, the drawing in menu_view.py and menu_grid.py, the facts and grouping in
menu_catalogue.py, every word in menu_text.py.
"""

from __future__ import annotations

import time
import traceback

from game.engine.deal import MAX_DEAL, rng_for
from game.engine.spec import configure
from game.render.decks import cloth_of, deck_for
from game.render.felt import CLOTHS, DEFAULT_CLOTH
from game.render.scrolling import Scroller
from game.render.thumbnail import Look, Thumbnails
from game.render.widgets import ButtonSet
from game.scenes import menu_text as text
from game.scenes.base import Scene
from game.scenes.blink import caret_next_change, caret_phase
from game.scenes.menu_catalogue import (
    best_match,
    entry,
    fold,
    games_in,
    grouped_rows,
    matches,
    put_aside,
    saved_games,
    saved_record,
    shown_specs,
)
from game.scenes.menu_input import MAX_QUERY, MenuInput
from game.scenes.menu_layout import MenuLayout
from game.scenes.menu_view import MenuDrawing
from game.store.chooser import load_chooser, save_chooser

__all__ = ["MenuScene", "fold", "matches", "new_deal_number"]

PICTURE_POLL = 1 / 30  # seconds between looks for pictures still being worked out


def new_deal_number() -> int:
    """A fresh deal number, drawn from the clock."""
    return rng_for("menu deal", time.time_ns()).below(MAX_DEAL) + 1


def start_table(app, game_id: str, deal: int | None = None,
                options: dict | None = None, winnable: bool = False) -> None:
    """The game at `deal`; `winnable`: the player wants winnable deals only, so the table
    waits undealt while the first winnable deal from `deal` on is looked for."""
    if winnable:
        app.open("winnable_deal", game_id, deal or new_deal_number(), options)
    else:
        app.open("table", game_id, deal=deal, options=options)


def resume_table(app, record: dict) -> None:
    app.open("resumed_table", record)


class ListedSpecs:
    """The listed games' specs by id, each read when first asked (what the pictures need)."""

    def __init__(self, games) -> None:
        self.by_id = {game.id: game for game in games}

    def get(self, game_id: str):
        return self.by_id[game_id].spec


class MenuScene(MenuInput, MenuLayout, MenuDrawing, Scene):
    accepts_text = True  # typing searches: letter keys are text here

    def __init__(self, app, left_game: str | None = None) -> None:
        super().__init__(app)
        self.left_game = left_game  # a table started before the menu: selected on coming back
        self.specs = app.listed_games()  # each game's rules are imported when needed
        self.known = frozenset(game.id for game in self.specs)
        self.query = ""
        self.view = text.VIEW_ALL                   # all games, favourites or recent
        self.memory, notice = load_chooser()        # favourites, recent, list or grid
        if notice:
            app.notify(notice)
        self.rows: list = []                         # Row("heading"|"family"|"game", item)
        self.tops: list[int] = []                    # each row's top in the list's content
        self.cells: list = []                        # each row's rect in the content
        self.visible_games: list = []
        self.selected_id: str | None = None
        self.options: dict[str, dict[str, str]] = {}  # chosen variants, per game, this session
        self.scroller = Scroller()
        self.thumbnails = Thumbnails(ListedSpecs(self.specs), app.settings.left_handed,
                                     self._look())
        self.jump_to_selected = True
        self.hover_row: int | None = None
        self.armed_play: str | None = None          # double-clicked game: plays on release
        self.search_focused = False                 # the keyboard/pad focus is on it
        self.caret = 0.0
        self.saved: dict | None = None               # the latest game in progress
        self.in_progress: dict = {}                  # games in progress by id: summaries
        self.shown_saved_id: str | None = None
        self.buttons = ButtonSet()
        self.rules_lines = 0                         # of the rules text the details show
        self.size = (0, 0)
        self.s = 1.0
        self._backdrop = None
        self._fade = None
        self._refilter()

    # --- life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """Also on coming back from a table: the saved games and statistics may have changed."""
        in_progress, self.saved, notice = saved_games()
        if notice:
            self.app.notify(notice)
        self.in_progress = {k: v for k, v in in_progress.items() if k in self.known}
        if self.saved is not None and self.saved.get("game_id") not in self.known:
            self.saved = None
        saved_id = self.saved["game_id"] if self.saved else None
        if saved_id != self.shown_saved_id:  # a newly saved game: offer it, selected
            self.shown_saved_id = saved_id
            if saved_id and not self.query:
                self.selected_id = saved_id
        if self.left_game in self.known:  # the game the player just left, not an older save
            self.selected_id = self.left_game
        self.left_game = None
        self.thumbnails.hand(self.app.settings.left_handed)  # back from the settings
        self.thumbnails.dress(self._look())
        self._refilter()
        self.jump_to_selected = True  # at once, on the first layout: no glide on opening
        self.search_focused = False   # back from the keyboard (or anywhere): on the list

    def _look(self) -> Look:
        """The player's deck and cloth, for the pictures of the tables."""
        settings = self.app.settings
        return Look(deck_for(settings), CLOTHS.get(cloth_of(settings), CLOTHS[DEFAULT_CLOTH])[1])

    def leave(self) -> None:
        if self.app.stack.top is None:  # the menu itself is gone: stop the picture worker
            self.thumbnails.close()

    @property
    def selected(self):
        return next((s for s in self.visible_games if s.id == self.selected_id), None)

    @property
    def grid(self) -> bool:
        return self.memory.view == "grid"

    def _refilter(self) -> None:
        chosen = shown_specs(self.specs, self.query, self.view, self.memory.favourites,
                             self.memory.recent)
        self.rows = grouped_rows(chosen, self.view, self.memory.recent)
        self.visible_games = games_in(self.rows)
        if self.selected is None:
            best = best_match(self.visible_games, self.query)
            self.selected_id = best.id if best else None
        self.size = (0, 0)  # lay out again (the list and the detail buttons changed)

    def language_changed(self) -> None:
        self._backdrop = None
        self._refilter()  # the family headers are named in the new language

    def _remember(self) -> None:
        notice = save_chooser(self.memory)
        if notice:
            self.app.notify(notice)

    # --- actions ---------------------------------------------------------------------------
    def play(self, deal: int | None = None) -> None:
        """Play the selected game: its game in progress if it has one (New deal or a
        deal number start another), else a new deal."""
        spec = self.selected
        if spec is not None and deal is None and spec.id in self.in_progress:
            self.resume(spec.id)
            return
        self.start(deal)

    def new_deal(self) -> None:
        """A new deal of the selected game, even beside its game in progress (which the
        table keeps until the new deal's first move, and Undo brings back)."""
        self.start(None)

    def start(self, deal: int | None) -> None:
        spec = self.selected
        if spec is None:
            return
        try:
            new = deal is None
            start_table(self.app, spec.id, new_deal_number() if new else deal,
                        dict(self.options.get(spec.id, {})),
                        winnable=new and spec.id in self.app.settings.winnable_only
                        and self.offers_winnable(spec))
        except Exception as error:  # one broken game must not take the whole menu down
            traceback.print_exc()
            self.app.notify(text.not_started(entry(spec).title, error))
            return
        self.set_query("")  # back in the chooser, a new search starts
        self.memory.played(spec.id)
        self._remember()

    def choose_deal(self) -> None:
        spec = self.selected
        if spec is not None:
            self.app.open("deal_entry", on_choose=self.play,
                          title=text.deal_title(entry(spec).title))

    def show_rules(self) -> None:
        if self.selected is not None:
            self.app.open("rules", self.selected)

    @property
    def resume_id(self) -> str | None:
        """What Resume resumes: the selected game if it is in progress, else the latest."""
        if self.selected_id in self.in_progress:
            return self.selected_id
        return self.saved["game_id"] if self.saved else None

    def resume(self, game_id: str | None = None) -> None:
        game_id = game_id or self.resume_id
        if game_id is None:
            return
        record = self.saved if self.saved and self.saved["game_id"] == game_id else None
        if record is None:
            record, notice = saved_record(game_id)
            if notice:
                self.app.notify(notice)
        try:
            if record is None:
                raise ValueError(f"no saved game of {game_id}")
            resume_table(self.app, record)
        except Exception:  # a damaged record must not take the menu down with it
            traceback.print_exc()
            self.app.notify(put_aside(game_id))  # not offered again
            self.in_progress.pop(game_id, None)
            if self.saved and self.saved["game_id"] == game_id:
                self.saved = None
            self.size = (0, 0)
            return
        self.set_query("")  # back in the chooser, a new search starts
        self.memory.played(game_id)
        self._remember()

    def ask_the_cards(self) -> None:
        """The fortune-telling mode."""
        self.app.open("fortune_ask")

    def open_statistics(self) -> None:
        self.app.open("statistics")

    def open_settings(self) -> None:
        self.app.open("settings")

    def toggle_favourite(self) -> None:
        if self.selected is not None:
            self.memory.toggle_favourite(self.selected.id)
            self._remember()
            if self.view == text.VIEW_FAVOURITES:
                self._refilter()
            self.size = (0, 0)

    def set_view(self, view: str) -> None:
        """All games, favourites or recent; the selection stays if the game is shown."""
        self.view = view
        self._refilter()
        self.jump_to_selected = True

    def next_view(self, step: int) -> None:
        views = list(text.VIEW_TITLES)
        self.set_view(views[(views.index(self.view) + step) % len(views)])

    def toggle_grid(self) -> None:
        self.memory.view = "list" if self.grid else "grid"
        self._remember()
        self.size = (0, 0)
        self.jump_to_selected = True

    def random_game(self) -> None:
        """Select a game by chance among those shown (another than the selected one)."""
        others = [s.id for s in self.visible_games if s.id != self.selected_id]
        if others:
            self.selected_id = others[rng_for("menu random", time.time_ns()).below(len(others))]
            self.size = (0, 0)
            self._ensure_layout(self.app.screen.get_size())
            self._reveal_selected()

    def cycle_option(self, name: str) -> None:
        spec = self.selected
        option = next(o for o in spec.options if o.name == name)
        chosen = self.options.setdefault(spec.id, {})
        keys = list(option.choices)
        chosen[name] = keys[(keys.index(chosen.get(name, option.default)) + 1) % len(keys)]
        self.size = (0, 0)

    def offers_winnable(self, spec) -> bool:
        """Is "winnable only" a choice for this game with the options chosen? Not for a
        game with no win (Tri-Peaks' progressive rounds)."""
        rules = getattr(spec, "spec", spec)  # a chooser's GameRef: its spec
        return not configure(rules, self.options.get(spec.id, {})).played_for_score

    def toggle_winnable_only(self) -> None:
        """New deals of this game: any, or only those the solver wins (saved)."""
        spec = self.selected
        if spec is not None:
            settings = self.app.settings
            self.app.update_settings(winnable_only=settings.winnable_only_toggled(spec.id))
            self.size = (0, 0)

    def option_label(self, spec, option) -> str:
        value = self.options.get(spec.id, {}).get(option.name, option.default)
        return option.choice_label(value)

    def set_query(self, query: str) -> None:
        self.query = query[:MAX_QUERY]
        self._refilter()

    # --- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.caret = caret_phase(self.app)
        self.scroller.update(dt)

    def next_change(self) -> float | None:
        """Every frame while the list glides; soon again while a picture of a table is
        still missing (worked out meanwhile); else the caret's next blink."""
        if self.scroller.moving:
            return 0.0
        if self.thumbnails.missing:
            return PICTURE_POLL
        return caret_next_change(self.app)
