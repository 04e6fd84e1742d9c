"""How one game ends and the next begins, for the table: the win's celebration, the
results, and new, replayed, chosen or random deals. A mixin of TableScene (table.py),
which it reaches through `self`.
"""

from __future__ import annotations

import time

from game.engine.deal import MAX_DEAL, rng_for
from game.engine.game import WON
from game.render.celebration import Celebration
from game.render.sprites import tempo


def random_deal_number() -> int:
    return rng_for("new deal", time.time_ns()).below(MAX_DEAL) + 1


class TableRounds:
    def random_play(self, count: int) -> None:
        """Play random legal moves (screenshots, demos of a mid-game position)."""
        rng = rng_for(self.game.id, self.deal, "screenshot")
        for _ in range(count):
            moves = self.game.legal_moves(self.state)
            if not moves or self.game.is_won(self.state):
                break
            self.history.play(rng.choice(moves))
        self.view.place(self.state, animate=False)
        self.refresh_specials()

    def random_moves(self, rng, count: int):
        """Play up to `count` random legal moves, as a player would (each kept in the
        history), the cards placed at once; yields after each (tests, benchmarks)."""
        for _ in range(count):
            legal = self.game.legal_moves(self.state)
            if not legal or self.outcome is not None:
                return
            self.play(rng.choice(legal))
            self.view.place(self.state, animate=False)
            yield

    def new_deal(self, number: int | None) -> None:
        """A deal by its number; None: a new one, winnable if the player chose winnable
        deals only for this game (in the chooser's details)."""
        if (number is None and self.game.id in self.app.settings.winnable_only
                and not self.spec.played_for_score):  # a game with no win: any deal
            if self.persist:  # the player's table waits undealt until the deal is found
                from game.scenes.table_waiting import WinnableDealWait  # late: it is a table

                self.save_progress()  # this game stays saved (Undo brings it back)
                self.app.replace(WinnableDealWait(self.app, self.game.id,
                                                  random_deal_number(), self.game.options))
                return
            self.solving.find_deal(random_deal_number())  # open_deal follows when found
            return
        self.open_deal(number)

    def open_deal(self, number: int | None) -> None:
        """This game stays saved; the new deal gives it up on its first move."""
        from game.scenes.table import TableScene  # late: table.py imports this module

        self.save_progress()
        self.app.replace(TableScene(self.app, self.game.id, deal=number,
                                    options=self.game.options, persist=self.persist))

    def replay(self) -> None:
        self.new_deal(self.deal)

    def choose_deal(self) -> None:
        from game.scenes.deal_entry import DealEntryScene

        # The row "any deal / winnable only", unless the game has no win.
        row = None if self.spec.played_for_score else self.game.id
        self.app.push(DealEntryScene(self.app, on_choose=self.new_deal, game_id=row))

    def on_finished(self) -> None:
        """Hook: the game is over and its last cards have landed: record it and show the
        results (the fortune table reads the cards instead)."""
        self.records.record(self.outcome == WON)
        self.save_progress()
        from game.scenes.results import ResultsScene

        self.app.push(ResultsScene(
            self.app, self.game.id, self.outcome, self.history.moves_made, self.elapsed,
            self.game.score(self.state), self.deal,
            on_next=lambda: self.new_deal(None), on_replay=self.replay,
            on_menu=self.to_menu, on_undo=self.undo,
            verdict=self.spec.verdict(self.game, self.state) if self.spec.verdict else "",
            assisted=self.records.assisted, played_for_score=self.spec.played_for_score))

    def _celebrate(self) -> None:
        """The cards leap off the foundations; any input or the end shows the results."""
        self.celebration = Celebration.of_table(self.view, self.state, self.game.foundations,
                                                self.app.screen.get_size(),
                                                self.catalogue_entry.source,
                                                tempo(self.rate), seed=self.deal)
        self.app.sound.play("win")

    def _end_celebration(self) -> None:
        self.celebration = None
        self.on_finished()
