"""What a table leaves behind: its game saved after every move (one save per game id),
and the statistics when a game ends or is given up. Tables with `persist=False`
(screenshots, fortune layings) leave nothing. A game with no win (`played_for_score`)
counts by its score, never as a loss.

A new deal never drops the game it replaces: that game stays saved (and Undo brings it
back) until the new deal's first move; only then is it given up and counted as lost.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from game.engine.history import History
from game.i18n import N_, _
from game.rules import create
from game.store import clear_game, keep_aside_game, load_game, record_result, save_game
from game.store.tomlfile import is_finite_number

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table import TableScene

MAX_ELAPSED = 10 * 365 * 24 * 3600.0  # seconds; more is a damaged save
KEPT_TEXT = N_("Your game in progress (deal {deal}) is kept: Undo brings it back. "
               "Your first move in this deal gives it up, and it counts as lost.")
BACK_TEXT = N_("Your game is back")


def resume_arguments(record: dict) -> dict:
    """The table's arguments for a saved game; ValueError if they cannot be had."""
    elapsed = record.get("elapsed", 0.0)
    if not is_finite_number(elapsed) or not 0 <= elapsed < MAX_ELAPSED:
        elapsed = 0.0  # a damaged clock costs the time shown, not the game
    options = record.get("options", {})
    if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in options.items()):
        raise ValueError(_("the saved options are not a table of names"))
    if "history" not in record:
        raise ValueError(_("the saved game has no history"))
    return {"game_id": record["game_id"], "options": dict(options),
            "history": record["history"], "elapsed": float(elapsed)}


class TableRecords:
    def __init__(self, table: TableScene, resumed: bool) -> None:
        self.table = table
        self.recorded = False
        self.assisted = False  # hints, demo or "play for me": kept apart in the statistics
        # The game of this id in progress that this new deal would replace.
        self.previous: dict | None = None
        if table.persist and not resumed:
            self.previous, notice = load_game(table.game.id)
            if notice:
                table.app.notify(notice)

    def announce_kept(self) -> None:
        if self.previous is not None:  # a notice, not the banner: it is a long sentence
            deal = self.previous.get("deal")
            self.table.app.notify(_(KEPT_TEXT).format(deal=deal if isinstance(deal, int) else "?"))

    def bring_back_previous(self) -> None:
        """Undo right after a new deal: the game it replaced, as it was left."""
        table, record = self.table, self.previous
        try:
            old = type(table).resume(table.app, record)
        except Exception:  # the save cannot be resumed: put it aside, never offer it again
            self.previous = None
            self._notify(keep_aside_game(table.game.id))
            return
        table.app.replace(old)
        old.hud.announce(_(BACK_TEXT))

    def record(self, won: bool) -> None:
        table = self.table
        if self.recorded or not table.persist:
            return
        self.recorded = True
        self._count(won, table.elapsed, table.game.score(table.state),
                    table.history.moves_made, self.assisted, table.spec.played_for_score)

    def save(self) -> None:
        table = self.table
        if not table.persist:
            return
        # Saved while it has moves to undo or redo: Restart keeps the game, not a blank.
        if table.outcome is not None or not table.history.turns:
            if self.previous is None:  # else the replaced game stays saved: nothing lost
                self._notify(clear_game(table.game.id))
            return
        if self.previous is not None:
            self._give_up_previous()
        record = {"game_id": table.game.id, "options": dict(table.game.options),
                  "deal": table.deal, "elapsed": round(table.elapsed, 1),
                  "history": table.history.to_dict()}
        if self.assisted:
            record["assisted"] = True
        self._notify(save_game(record))

    def _give_up_previous(self) -> None:
        """The new deal has its first move: the game it replaced counts as lost (one with
        no win, by its score so far)."""
        previous, self.previous = self.previous, None
        score, scored = self._score_of(previous)
        self._count(False, previous.get("elapsed", 0.0), score, None,
                    previous.get("assisted") is True, scored)

    @staticmethod
    def _score_of(record: dict) -> tuple[int | None, bool]:
        """The saved game's score, and whether it was played for its score alone."""
        try:
            game = create(record["game_id"], dict(record.get("options", {})))
        except Exception:  # a record that cannot be replayed scores nothing
            return None, False
        try:
            return (game.score(History.from_dict(game, record["history"]).state),
                    game.spec.played_for_score)
        except Exception:
            return None, game.spec.played_for_score

    def _count(self, won: bool, seconds, score: int | None, moves: int | None,
               assisted: bool, scored: bool = False) -> None:
        table = self.table
        stats, notice = record_result(table.game.id, won, seconds, score, when=datetime.now(),
                                      moves=moves, assisted=assisted, scored=scored)
        table.app.stats[table.game.id] = stats
        self._notify(notice)

    def _notify(self, notice: str | None) -> None:
        if notice:
            self.table.app.notify(notice)
