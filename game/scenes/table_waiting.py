"""The table while a winnable deal is looked for (the player chose winnable deals only).

Until the solver has found the deal, the table shows its places undealt — no cards — and
how many deals have been tried; it takes no input but leaving (Escape / back, a pad's
cancel or menu, its one button Menu), which stops the search. It is never saved: the game
is the deal found, which replaces it. The first deal tried sizes the table, as the deal
found will (same game, same layout): the scene holds a model of it, never played.
"""

from __future__ import annotations

import pygame

from game import catalogue
from game.engine.state import GameState
from game.i18n import N_, _, language
from game.input.intents import Action, Intent, PointerDown, Resize
from game.render.widgets import Button
from game.rules import create
from game.scenes.base import Scene, soonest
from game.scenes.table_hud import HudHooks, TableHud
from game.scenes.table_model import TableModel, from_model
from game.scenes.table_setup import follow_deck, handed, map_layout, start_history, table_view
from game.scenes.table_solver import DEAL_LOOKING, TableSolver


class WinnableDealWait(Scene):
    undealt = True

    def __init__(self, app, game_id: str, first: int, options: dict | None = None) -> None:
        super().__init__(app)
        game = create(game_id, options)
        self.model = TableModel(game, start_history(game, first, None)[0])
        self.view = table_view(app, game, handed(app, map_layout(app, game)), self.history)
        self.follow_deck()
        self.hud = TableHud(app, self.model, HudHooks(
            bottom_buttons=lambda: [Button(N_("Menu"), self.to_menu)],
            shown=lambda: app.stack.top is self), undealt=True)
        self.solving = TableSolver(app, self.model, on_deal=self.open_deal)
        self.layout_screen(app.screen.get_size())
        self.view.place(self.state, animate=False)  # (where the cards will lie)
        # No cards and no counters: nothing of the deal tried first is shown.
        self.blank = GameState(game.pile_names, self.state.counter_names)
        self.solving.find_deal(first)

    game = from_model("game")
    history = from_model("history")
    state = from_model("state")
    deal = from_model("deal")    # the first deal tried

    def window_title(self) -> str:
        """The game's name (no deal yet: the one found will be its own table's)."""
        return catalogue.entry(self.game.id).shown_title(language())

    @property
    def buttons(self) -> list[Button]:
        return self.hud.buttons

    @property
    def special_buttons(self) -> list[Button]:
        return self.hud.special_buttons

    def layout_screen(self, size: tuple[int, int]) -> None:
        self.view.resize(self.hud.layout(size))

    def notice_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Notices go below the top bar, as at the table."""
        w, h = size
        return pygame.Rect(0, self.hud.bar, w, h - self.hud.bar)

    def notice_obstacles(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        places = [self.view.base_rect(pile) for pile in range(len(self.state.piles))]
        return self.hud.notice_keep_clear(), places

    def follow_deck(self) -> None:
        follow_deck(self.app, self.view)

    def language_changed(self) -> None:
        self.hud.layout(self.app.screen.get_size())

    # --- input: none but leaving -------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Resize):
            self.layout_screen(self.app.screen.get_size())
        elif isinstance(intent, Action) and intent.name in ("back", "cancel", "menu"):
            self.to_menu()
        elif isinstance(intent, PointerDown) and intent.button == 1:
            for button in self.hud.buttons:
                if button.hit(intent.pos):
                    button.press()
                    return

    def to_menu(self) -> None:
        """Leave without a game: the search stops, nothing is saved."""
        self.solving.searching_deal = False
        if self.app.solver_started is not None:
            self.app.solver_started.cancel("deal")
        if self.app.stack.top is self:
            self.app.pop()

    def open_deal(self, number: int | None) -> None:
        """The deal found (or, if none was found in the tries, a new one): the game."""
        self.app.open_instead("table", self.game.id, deal=number, options=self.game.options)

    # --- time and drawing ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_deck()
        self.hud.update(dt)
        self.solving.update(dt)

    def next_change(self) -> float | None:
        return soonest((self.hud.next_change(), self.solving.next_change()))

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw_undealt(surface, self.blank,
                               _(DEAL_LOOKING).format(tried=self.solving.deal_progress))
        self.hud.draw(surface)
