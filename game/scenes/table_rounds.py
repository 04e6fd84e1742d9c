"""How one game ends and the next begins, for the table: the results, and new,
replayed, chosen or winnable deals (each a table of its own that replaces this one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.table_setup import random_deal_number

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel
    from game.scenes.table_records import TableRecords
    from game.scenes.table_solver import TableSolver


class TableRounds:
    def __init__(self, app, model: TableModel, records: TableRecords,
                 solving: TableSolver) -> None:
        self.app, self.model, self.records, self.solving = app, model, records, solving

    def new_deal(self, number: int | None, open_deal: Callable[[int | None], None]) -> None:
        """A deal by its number; None: a new one, winnable if the player chose winnable
        deals only for this game (in the chooser's details)."""
        game = self.model.game
        if (number is None and game.id in self.app.settings.winnable_only
                and not game.spec.played_for_score):  # a game with no win: any deal
            if self.records.persist:  # the player's table waits undealt for the deal
                self.records.save()  # this game stays saved (Undo brings it back)
                self.app.open_instead("winnable_deal", game.id, random_deal_number(),
                                      game.options)
                return
            self.solving.find_deal(random_deal_number())  # open_deal follows when found
            return
        open_deal(number)

    def open_deal(self, number: int | None) -> None:
        """This game stays saved; the new deal gives it up on its first move."""
        game = self.model.game
        self.records.save()
        self.app.open_instead("table", game.id, deal=number, options=game.options,
                              persist=self.records.persist)

    def choose_deal(self, on_choose: Callable[[int | None], None]) -> None:
        # The row "any deal / winnable only", unless the game has no win.
        game = self.model.game
        row = None if game.spec.played_for_score else game.id
        self.app.open("deal_entry", on_choose=on_choose, game_id=row)

    def show_results(self, **choices: Callable[[], None]) -> None:
        """The results of the game just finished; `choices`: on_next, on_replay, on_menu
        and on_undo, the table's own."""
        model = self.model
        game, spec, state = model.game, model.spec, model.state
        self.app.open(
            "results", game.id, model.outcome, model.history.moves_made, model.elapsed,
            game.score(state), model.deal, **choices,
            verdict=spec.verdict(game, state) if spec.verdict else "",
            assisted=model.assisted, played_for_score=spec.played_for_score)
