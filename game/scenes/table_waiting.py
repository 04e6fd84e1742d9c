"""The table while a winnable deal is looked for (the player chose winnable deals only).

Until the solver has found the deal, the table shows its places undealt — no cards — and
how many deals have been tried; it takes no input but leaving (Escape / back, a pad's
cancel or menu, its one button Menu), which stops the search. It is never saved: the game
is the deal found, which replaces it. The first deal tried sizes the table, as the deal
found will (same game, same layout).
"""

from __future__ import annotations

import pygame

from game.engine.state import GameState
from game.i18n import N_, _
from game.input.intents import Action, Intent, PointerDown, Resize
from game.render.widgets import Button
from game.scenes.base import soonest
from game.scenes.table import TableScene
from game.scenes.table_solver import DEAL_LOOKING


class WinnableDealWait(TableScene):
    undealt = True

    def __init__(self, app, game_id: str, first: int, options: dict | None = None) -> None:
        super().__init__(app, game_id, deal=first, options=options, animate=False,
                         persist=False)
        # No cards and no counters: nothing of the deal tried first is shown.
        self.blank = GameState(self.game.pile_names, self.state.counter_names)
        self.solving.find_deal(first)

    # --- the HUD: Menu only, no game's buttons ---------------------------------------------
    def bottom_buttons(self) -> list[Button]:
        return [Button(N_("Menu"), self.to_menu)]

    def special_buttons_now(self) -> list[Button]:
        return []

    def hud_note(self) -> str:
        return ""  # the search's progress is written across the felt

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
        self.app.replace(TableScene(self.app, self.game.id, deal=number,
                                    options=self.game.options))

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
