"""How a game's end shows at the table: once the model's pause after the last move is
over, a won game's cards leap off the foundations (the celebration, skipped by any input),
then the model is told the game is finished and its observers follow (the table's
`on_finished`: the results, or the fortune read). A lost game, or one with the cards
placed at once, finishes without it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.game import WON
from game.render.celebration import Celebration
from game.render.sprites import tempo
from game.scenes.table_events import Finished

if TYPE_CHECKING:  # pragma: no cover
    from game.render.table_view import TableView
    from game.scenes.table_model import TableModel


class TableEnding:
    """`rate`: the cards' pace now (0: placed at once, no celebration); `size`: the
    screen's; `on_finished`: the game is finished and its last cards have landed."""

    def __init__(self, model: TableModel, view: TableView, rate: Callable[[], float],
                 size: Callable[[], tuple[int, int]], sound: Callable[[str], None],
                 on_finished: Callable[[], None]) -> None:
        self.model, self.view, self.rate, self.size, self.sound = model, view, rate, size, sound
        self.celebration: Celebration | None = None
        model.subscribe(Finished, lambda _event: on_finished())

    def skip(self) -> bool:
        """Input came: a celebration under way ends at once (True: the input is spent)."""
        if self.celebration is None:
            return False
        self.finish()
        return True

    def finish(self) -> None:
        self.celebration = None
        self.model.finish()  # (the records counted it when it ended)

    def update(self, dt: float, shown: bool) -> None:
        model = self.model
        if model.results_due(dt, shown):
            if model.outcome == WON and self.rate() > 0:
                self.celebration = Celebration.of_table(
                    self.view, model.state, model.game.foundations, self.size(),
                    model.assisted, tempo(self.rate()), seed=model.deal)
                self.sound("win")
            else:
                self.finish()
        if self.celebration is not None:
            self.celebration.update(dt)
            if self.celebration.done:
                self.finish()

    def moving(self, shown: bool) -> bool:
        """Frames are due: the celebration runs, or the pause before the results."""
        return self.celebration is not None or self.model.results_pending(shown)
