"""The game chooser: every registered game, grouped by source book and (in the large
collection) by family, with search, favourites, recent games, a random game, a picture of
each table and the player's record.

Left: a search field, the views (all games, favourites, recent), Random and the list/grid
toggle, then the scrolling list (or grid of table pictures). Right: the selected game (its
table, titles, source, deck, variant, a short description, the player's record) and Play /
Deal number / Rules / Favourite. Bottom: Resume (when a game is saved), Ask the cards,
Settings, Quit.

The scene is the controller: it holds the actions (Play, Resume, the views…) and owns its
collaborators, each given only what it needs — the **model** (menu_model.py: the listed
games, the selection, the focus; observers told of each change), the **layout**
(menu_layout.py) and its buttons (menu_buttons.py), the **input** (menu_input.py) and the
**drawing** (menu_view.py, menu_grid.py). The facts and grouping are in menu_catalogue.py,
every word in menu_text.py. To follow what the player moves to (speech), subscribe to the
model: `menu.model.subscribe(Focused, ...)` and `(Selected, ...)`.
"""

from __future__ import annotations

import time
import traceback

from game.engine.deal import MAX_DEAL, rng_for
from game.input.intents import Intent
from game.render.decks import cloth_of, deck_for
from game.render.felt import CLOTHS, DEFAULT_CLOTH
from game.render.scrolling import Scroller
from game.render.thumbnail import Look, Thumbnails
from game.render.widgets import ButtonSet
from game.scenes import menu_text as text
from game.scenes.base import Scene
from game.scenes.blink import caret_next_change, caret_phase
from game.scenes.menu_buttons import place_buttons
from game.scenes.menu_catalogue import entry, fold, matches, put_aside, saved_games, saved_record
from game.scenes.menu_input import MenuInput
from game.scenes.menu_layout import MenuLayout
from game.scenes.menu_model import MAX_QUERY, Changed, MenuModel
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


class MenuScene(Scene):
    accepts_text = True  # typing searches: letter keys are text here

    def __init__(self, app, left_game: str | None = None) -> None:
        super().__init__(app)
        self.left_game = left_game  # a table started before the menu: selected on coming back
        games = app.listed_games()  # each game's rules are imported when needed
        memory, notice = load_chooser()        # favourites, recent, list or grid
        if notice:
            app.notify(notice)
        self.model = model = MenuModel(games, memory)
        self.scroller = Scroller()
        self.layout = MenuLayout(model, self.scroller)
        self.buttons = ButtonSet()
        self.thumbnails = Thumbnails(ListedSpecs(games), app.settings.left_handed, self._look())
        self.input = MenuInput(model, self.layout, self.buttons, self, self._pad_in_use)
        self.drawing = MenuDrawing(app, model, self.layout, self.buttons, self.thumbnails,
                                   lambda: self.input.hover_row)
        model.subscribe(Changed, lambda _event: self.layout.invalidate())

    # --- life cycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """Also on coming back from a table: the saved games and statistics may have changed."""
        in_progress, saved, notice = saved_games()
        if notice:
            self.app.notify(notice)
        self.model.take_saves(in_progress, saved, self.left_game)
        self.left_game = None
        self.thumbnails.hand(self.app.settings.left_handed)  # back from the settings
        self.thumbnails.dress(self._look())
        self.layout.jump_to_selected = True  # at once, on the first layout: no glide
        self.buttons.focus = None
        self.model.move_focus("list")   # back from the keyboard (or anywhere): on the list

    def _look(self) -> Look:
        """The player's deck and cloth, for the pictures of the tables."""
        settings = self.app.settings
        return Look(deck_for(settings), CLOTHS.get(cloth_of(settings), CLOTHS[DEFAULT_CLOTH])[1],
                    contrast=settings.high_contrast)

    def leave(self) -> None:
        if self.app.stack.top is None:  # the menu itself is gone: stop the picture worker
            self.thumbnails.close()

    def language_changed(self) -> None:
        self.drawing.forget_backdrop()
        self.model.refilter()  # the family headers are named in the new language

    def lay_out(self, size: tuple[int, int] | None = None) -> None:
        """The layout and the buttons for `size` (the screen's), unless they are already."""
        if self.layout.ensure(size or self.app.screen.get_size()):
            buttons, self.drawing.option_buttons = place_buttons(
                self.layout, self.model, self, self.app.settings.winnable_only)
            self.buttons.set(buttons)

    def _remember(self) -> None:
        notice = save_chooser(self.model.memory)
        if notice:
            self.app.notify(notice)

    def _pad_in_use(self) -> bool:
        """Is the player on a pad? Only a pad needs the on-screen keyboard."""
        return getattr(getattr(self.app, "mapper", None), "last_device", None) == "pad"

    # --- actions ---------------------------------------------------------------------------
    def play(self, deal: int | None = None) -> None:
        """Play the selected game: its game in progress if it has one (New deal or a
        deal number start another), else a new deal."""
        spec = self.model.selected
        if spec is not None and deal is None and spec.id in self.model.in_progress:
            self.resume(spec.id)
            return
        self.start(deal)

    def new_deal(self) -> None:
        """A new deal of the selected game, even beside its game in progress (which the
        table keeps until the new deal's first move, and Undo brings back)."""
        self.start(None)

    def start(self, deal: int | None) -> None:
        spec = self.model.selected
        if spec is None:
            return
        try:
            new = deal is None
            start_table(self.app, spec.id, new_deal_number() if new else deal,
                        self.model.chosen(spec.id),
                        winnable=new and spec.id in self.app.settings.winnable_only
                        and self.model.offers_winnable(spec))
        except Exception as error:  # one broken game must not take the whole menu down
            traceback.print_exc()
            self.app.notify(text.not_started(entry(spec).title, error))
            return
        self.set_query("")  # back in the chooser, a new search starts
        self.model.memory.played(spec.id)
        self._remember()

    def choose_deal(self) -> None:
        spec = self.model.selected
        if spec is not None:
            self.app.open("deal_entry", on_choose=self.play,
                          title=text.deal_title(entry(spec).title))

    def show_rules(self) -> None:
        if self.model.selected is not None:
            self.app.open("rules", self.model.selected)

    def resume(self, game_id: str | None = None) -> None:
        model = self.model
        game_id = game_id or model.resume_id
        if game_id is None:
            return
        record = model.saved if model.saved and model.saved["game_id"] == game_id else None
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
            model.forget(game_id)
            return
        self.set_query("")  # back in the chooser, a new search starts
        model.memory.played(game_id)
        self._remember()

    def ask_the_cards(self) -> None:
        """The fortune-telling mode."""
        self.app.open("fortune_ask")

    def open_statistics(self) -> None:
        self.app.open("statistics")

    def open_settings(self) -> None:
        self.app.open("settings")

    def open_search(self) -> None:
        """The on-screen keyboard, for typing the search with a pad (or the mouse)."""
        self.buttons.focus = None
        self.model.move_focus("search")
        self.lay_out()
        self.app.open("keyboard", self.model.query, self.set_query, title=text.SEARCH_GAMES,
                      max_length=MAX_QUERY, area=self.layout.detail_panel)

    def quit(self) -> None:
        self.app.quit()

    def toggle_favourite(self) -> None:
        model = self.model
        if model.selected is not None:
            model.memory.toggle_favourite(model.selected.id)
            self._remember()
            if model.view == text.VIEW_FAVOURITES:
                model.refilter()
            self.layout.invalidate()

    def set_view(self, view: str) -> None:
        """All games, favourites or recent; the selection stays if the game is shown."""
        self.model.set_view(view)
        self.layout.jump_to_selected = True

    def set_query(self, query: str) -> None:
        self.model.set_query(query)

    def toggle_grid(self) -> None:
        self.model.memory.view = "list" if self.model.grid else "grid"
        self._remember()
        self.layout.invalidate()
        self.layout.jump_to_selected = True

    def move_selection(self, step: int) -> None:
        """The game `step` games down the list, scrolled into view."""
        self.model.move_selection(step)
        self._reveal_selected()

    def random_game(self) -> None:
        """Select a game by chance among those shown (another than the selected one)."""
        self.model.random_game()
        self._reveal_selected()

    def _reveal_selected(self) -> None:
        self.lay_out()
        self.layout.reveal_selected()

    def cycle_option(self, name: str) -> None:
        self.model.cycle_option(name)

    def toggle_winnable_only(self) -> None:
        """New deals of this game: any, or only those the solver wins (saved)."""
        spec = self.model.selected
        if spec is not None:
            settings = self.app.settings
            self.app.update_settings(winnable_only=settings.winnable_only_toggled(spec.id))
            self.layout.invalidate()

    # --- frame -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self.lay_out()
        self.input.handle(intent)

    def update(self, dt: float) -> None:
        self.drawing.caret = caret_phase(self.app)
        self.scroller.update(dt)

    def draw(self, surface) -> None:
        self.lay_out(surface.get_size())
        self.drawing.draw(surface)

    def next_change(self) -> float | None:
        """Every frame while the list glides; soon again while a picture of a table is
        still missing (worked out meanwhile); else the caret's next blink."""
        if self.scroller.moving:
            return 0.0
        if self.thumbnails.missing:
            return PICTURE_POLL
        return caret_next_change(self.app)
