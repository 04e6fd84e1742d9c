"""The table playing by itself: "play it for me" (the game's own strategy, or a demo of
a line the solver found) and the program's side in a game for two. It plays through the
model, so every move animates and can be undone like the player's own."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.scenes.table_events import Restarted

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel
    from game.scenes.table_solver import TableSolver


class AutoPlayer:
    """`autoplay_interval` and `computer_interval`: seconds between two moves of "play
    for me" and before each of the computer's (the table's hooks: the fortune table
    hurries as a laying runs long); `on_stopped`: "play for me" found no move;
    `cards_still`: no card is flying (the deal has landed)."""

    def __init__(self, model: TableModel, solving: TableSolver,
                 autoplay_interval: Callable[[], float],
                 computer_interval: Callable[[], float],
                 on_stopped: Callable[[], None],
                 cards_still: Callable[[], bool] = lambda: True) -> None:
        self.model, self.solving = model, solving
        self.cards_still = cards_still
        self.dealt_sent_home = False  # once per deal laid out, when its cards have landed
        model.subscribe(Restarted, lambda _event: self._deal_laid_again())
        self.autoplay_interval = autoplay_interval
        self.computer_interval = computer_interval
        self.on_stopped = on_stopped

    def toggle(self) -> None:
        """'Play it for me': the game's own strategy plays on, one move at a time; games
        of skill get a demo of a winning line the solver found. Either way the game is
        assisted from then on (kept apart in the statistics)."""
        model = self.model
        if model.autoplaying:
            model.stop_autoplay()
            return
        model.mark_assisted()
        if model.strategy is not None:
            model.start_autoplay()
        else:
            self.solving.start_demo()

    def _deal_laid_again(self) -> None:
        self.dealt_sent_home = False

    def update(self, dt: float) -> None:
        """One frame at the table shown on top, its celebration (if any) over."""
        if not self.dealt_sent_home and self.cards_still():
            self.dealt_sent_home = True  # a turn only when something goes home
            self.model.send_dealt_home()
        if self.model.autoplaying:
            self._autoplay_step(dt)
        else:
            self._computer_step(dt)

    def _computer_step(self, dt: float) -> None:
        """The program's side of a two-player game: one move at a time, after a pause.
        Input stays open; a player's own click simply plays that move sooner."""
        model = self.model
        if model.computer_due(dt, self.computer_interval()):
            move = model.strategy(model.game, model.state) if model.strategy else None
            if move is not None:
                model.play(move, by="computer")

    def _autoplay_step(self, dt: float) -> None:
        model = self.model
        if not model.autoplay_due(dt, self.autoplay_interval()):
            return
        if model.outcome is not None:
            move = None
        elif model.strategy is not None:
            move = model.strategy(model.game, model.state)
        else:
            move = self.solving.next_demo_move()
        if move is None or not model.play(move, by="autoplay"):
            model.stop_autoplay()
            self.on_stopped()
