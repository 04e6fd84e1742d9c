"""What a table leaves behind: the game in progress saved after every move, and the
statistics when a game ends or is abandoned. Tables with `persist=False` (screenshots,
fortune layings) leave nothing."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from game.store import clear_game, record_result, save_game

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table import TableScene


class TableRecords:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.recorded = False

    def abandon(self) -> None:
        """Leaving a started, unfinished game counts as a game lost."""
        table = self.table
        if table.history.moves_made and table.outcome is None and table.persist:
            self.record(False)
        if table.persist:
            clear_game()

    def record(self, won: bool) -> None:
        table = self.table
        if self.recorded or not table.persist:
            return
        self.recorded = True
        stats, notice = record_result(table.game.id, won, table.elapsed,
                                      table.game.score(table.state), when=datetime.now())
        table.app.stats[table.game.id] = stats
        if notice:
            table.app.notify(notice)

    def save(self) -> None:
        table = self.table
        if not table.persist:
            return
        if table.outcome is not None or not table.history.moves_made:
            clear_game()
            return
        notice = save_game({"game_id": table.game.id, "options": dict(table.game.options),
                            "deal": table.deal, "elapsed": round(table.elapsed, 1),
                            "history": table.history.to_dict()})
        if notice:
            table.app.notify(notice)
