"""The chooser's state: which games are listed (search, view), which one is selected, the
options chosen for each, the games in progress — and where the keyboard's focus is. Its
methods are the only writers of that state; what changed is told to its observers:

    model.subscribe(Selected, lambda event: ...)     # event.game_id
    model.subscribe(Focused, lambda event: ...)      # event.on: "list", "search", a label
    model.subscribe(Listed, lambda event: ...)       # event.count, event.query

The scene (menu.py) lays out again on `Changed`; speech and the like listen to `Focused`
and `Selected` (what the player moved to, to be said). Pure Python: no pygame.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, NamedTuple

from game.engine.deal import rng_for
from game.engine.options import Options, configure
from game.scenes import menu_text as text
from game.scenes.menu_catalogue import best_match, games_in, grouped_rows, shown_specs

MAX_QUERY = 40  # characters of a search


class Selected(NamedTuple):
    """Another game is selected (None: none is shown)."""
    game_id: str | None


class Focused(NamedTuple):
    """The keyboard's focus moved: to the list ("list"), the search field ("search") or
    a button (its label)."""
    on: str


class Listed(NamedTuple):
    """The games listed changed (a search, another view): how many, for what query."""
    count: int
    query: str


class Changed(NamedTuple):
    """Anything shown changed (sent after the events above): lay out again."""


class MenuModel:
    def __init__(self, games: list, memory) -> None:
        self.specs = games                 # every game the chooser lists (GameRef)
        self.known = frozenset(game.id for game in games)
        self.memory = memory               # favourites, recent, list or grid (store.chooser)
        self.query = ""
        self.view = text.VIEW_ALL          # all games, favourites or recent
        self.rows: list = []               # Row("heading"|"family"|"game", item)
        self.visible_games: list = []
        self.selected_id: str | None = None
        self.options: dict[str, dict[str, str]] = {}  # chosen variants, per game, this session
        self.saved: dict | None = None     # the latest game in progress
        self.in_progress: dict = {}        # games in progress by id: summaries
        self.shown_saved_id: str | None = None
        self.focus = "list"                # "list", "search" or a button's label
        self._observers: dict[type, list[Callable[[Any], None]]] = {}
        self.refilter()

    def subscribe(self, event: type, callback: Callable[[Any], None]) -> None:
        """Call `callback(event)` after every change of this kind (an event class)."""
        self._observers.setdefault(event, []).append(callback)

    def _tell(self, *events, laid_out: bool = True) -> None:
        """Tell `events`, then Changed unless only the focus moved (`laid_out` False)."""
        for event in (*events, Changed()) if laid_out else events:
            for callback in list(self._observers.get(type(event), ())):
                callback(event)

    # --- what is shown -------------------------------------------------------------------------
    @property
    def selected(self):
        return next((s for s in self.visible_games if s.id == self.selected_id), None)

    @property
    def grid(self) -> bool:
        return self.memory.view == "grid"

    @property
    def search_focused(self) -> bool:
        return self.focus == "search"

    @property
    def resume_id(self) -> str | None:
        """What Resume resumes: the selected game if it is in progress, else the latest."""
        if self.selected_id in self.in_progress:
            return self.selected_id
        return self.saved["game_id"] if self.saved else None

    def refilter(self) -> None:
        """The rows for the query and the view (and the family names' language)."""
        chosen = shown_specs(self.specs, self.query, self.view, self.memory.favourites,
                             self.memory.recent)
        self.rows = grouped_rows(chosen, self.view, self.memory.recent)
        self.visible_games = games_in(self.rows)
        events = [Listed(len(self.visible_games), self.query)]
        if self.selected is None:
            best = best_match(self.visible_games, self.query)
            self.selected_id = best.id if best else None
            events.append(Selected(self.selected_id))
        self._tell(*events)

    def set_query(self, query: str) -> None:
        self.query = query[:MAX_QUERY]
        self.refilter()

    def set_view(self, view: str) -> None:
        """All games, favourites or recent; the selection stays if the game is shown."""
        self.view = view
        self.refilter()

    # --- the selection and the focus -------------------------------------------------------
    def select(self, game_id: str | None) -> None:
        if game_id != self.selected_id:
            self.selected_id = game_id
            self._tell(Selected(game_id))

    def move_selection(self, step: int) -> None:
        """The game `step` games down the list (up: negative), stopping at its ends."""
        ids = [s.id for s in self.visible_games]
        if ids:
            i = ids.index(self.selected_id) if self.selected_id in ids else -step
            self.select(ids[max(0, min(len(ids) - 1, i + step))])

    def random_game(self) -> None:
        """Select a game by chance among those shown (another than the selected one)."""
        others = [s.id for s in self.visible_games if s.id != self.selected_id]
        if others:
            self.select(others[rng_for("menu random", time.time_ns()).below(len(others))])

    def move_focus(self, on: str) -> None:
        """The keyboard's focus: "list", "search" or a button's label."""
        if on != self.focus:
            self.focus = on
            self._tell(Focused(on), laid_out=False)

    # --- the games' options and saves ------------------------------------------------------
    def chosen(self, game_id: str) -> dict[str, str]:
        """The options chosen for `game_id` this session (by name: the spec's values)."""
        return dict(self.options.get(game_id, {}))

    def options_of(self, spec) -> Options:
        """The options chosen for this game this session, the spec's defaults for the rest."""
        rules = getattr(spec, "spec", spec)  # a chooser's GameRef: its spec
        return Options.of(rules, self.options.get(spec.id))

    def cycle_option(self, name: str) -> None:
        spec = self.selected
        option = next(o for o in spec.options if o.name == name)
        keys = list(option.choices)
        now = keys.index(self.options_of(spec)[name])
        self.options.setdefault(spec.id, {})[name] = keys[(now + 1) % len(keys)]
        self._tell()

    def option_label(self, spec, option) -> str:
        return option.choice_label(self.options_of(spec)[option.name])

    def offers_winnable(self, spec) -> bool:
        """Is "winnable only" a choice for this game with the options chosen? Not for a
        game with no win (Tri-Peaks' progressive rounds)."""
        return not configure(getattr(spec, "spec", spec), self.options_of(spec)).played_for_score

    def take_saves(self, in_progress: dict, saved: dict | None,
                   left_game: str | None) -> None:
        """The games in progress as the store has them now; a newly saved game (or
        `left_game`, the one the player just left) is selected."""
        self.in_progress = {k: v for k, v in in_progress.items() if k in self.known}
        self.saved = saved if saved is not None and saved.get("game_id") in self.known \
            else None
        saved_id = self.saved["game_id"] if self.saved else None
        if saved_id != self.shown_saved_id:  # a newly saved game: offer it, selected
            self.shown_saved_id = saved_id
            if saved_id and not self.query:
                self.selected_id = saved_id
        if left_game in self.known:  # the game the player just left, not an older save
            self.selected_id = left_game
        self.refilter()
        self._tell(Selected(self.selected_id))

    def forget(self, game_id: str) -> None:
        """A game in progress that cannot be resumed: not offered again."""
        self.in_progress.pop(game_id, None)
        if self.saved and self.saved["game_id"] == game_id:
            self.saved = None
        self._tell()


__all__ = ["MAX_QUERY", "Changed", "Focused", "Listed", "MenuModel", "Selected"]
