"""What a table leaves behind: its game saved after every move (one save per game id),
and the statistics when a game ends or is given up. Tables with `persist=False`
(screenshots, fortune layings) leave nothing. A game with no win (`played_for_score`)
counts by its score, never as a loss.

A new deal never drops the game it replaces: that game stays saved (and Undo brings it
back) until the new deal's first move; only then is it given up and counted as lost.

An observer of the table's model: it saves on every change of the position — once the
frame that shows the change is on screen (the table's `after_frame`: the save, ~2-20 ms
as the game grows, is not between a click and its answer), and at the latest when the
table is left, the program quits or ends by a crash (app_start.py) — and records
the game the moment it ends — counted on disk first, then its save removed, whichever
screen is on top and however soon the program is closed after. Each game carries an id
(`uid`, in its save): a save left behind by a quit between the two steps is known as
counted and never offered nor counted again. An undo of the ending move withdraws the
count, and the game is saved again.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from game.engine.game import WON
from game.engine.history import History
from game.i18n import N_, _
from game.rules import create
from game.scenes.table_events import Changed, Ended, Reopened
from game.store import clear_game, keep_aside_game, load_game, record_result, save_game
from game.store.locks import Claim, claim
from game.store.saves import save_path
from game.store.stats import GameStats, withdraw_result
from game.store.tomlfile import is_finite_number

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel

MAX_ELAPSED = 10 * 365 * 24 * 3600.0  # seconds; more is a damaged save
KEPT_TEXT = N_("Your game in progress (deal {deal}) is kept: Undo brings it back. "
               "Your first move in this deal gives it up, and it counts as lost.")
BACK_TEXT = N_("Your game is back")
ELSEWHERE_TEXT = N_("This game is open in another Réussite window, which keeps its save: "
                    "here it is counted when it ends, but not saved.")


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
            "history": record["history"], "elapsed": float(elapsed),
            "assisted": record.get("assisted") is True, "uid": game_uid(record.get("uid"))}


def game_uid(saved: object = None) -> str:
    """A game's id: its save's, or a new one (unique across copies and restarts)."""
    if isinstance(saved, str) and 0 < len(saved) <= 100 and saved.isprintable():
        return saved
    return f"{datetime.now():%Y%m%d%H%M%S}-{os.getpid()}-{os.urandom(4).hex()}"


class TableRecords:
    """`persist`: False leaves nothing (screenshots, fortune layings); `resumed`: the
    table took up a saved game (so it replaces none)."""

    def __init__(self, app, model: TableModel, persist: bool, resumed: bool,
                 uid: str | None = None) -> None:
        self.app, self.model, self.persist = app, model, persist
        self.uid = game_uid(uid)
        self.recorded = False
        self._counted: tuple | None = None  # (before, after): to withdraw it on an undo
        # This copy's hold on the game's save, taken with its first write (nothing is
        # written before the first frame): another copy of the program playing the same
        # game keeps it; this table is then counted but not saved (and replaces nothing).
        self._claim: Claim | None = None
        self.saving = persist
        # The game of this id in progress that this new deal would replace.
        self.previous: dict | None = None
        if persist and not resumed:
            self.previous, notice = load_game(model.game.id)
            self._notify(notice)
        self.unsaved = False  # a change not saved yet: saved after its frame (land)
        model.subscribe(Changed, lambda _event: self._changed())
        model.subscribe(Ended, self._ended)
        model.subscribe(Reopened, self._reopened)

    def announce_kept(self) -> None:
        if self.previous is not None:  # a notice, not the banner: it is a long sentence
            deal = self.previous.get("deal")
            self.app.notify(_(KEPT_TEXT).format(deal=deal if isinstance(deal, int) else "?"))

    def bring_back_previous(self, resume: Callable[[dict], object]) -> None:
        """Undo right after a new deal: the game it replaced, as it was left (`resume`
        makes its table from the save)."""
        try:
            old = resume(self.previous)
        except Exception:  # the save cannot be resumed: put it aside, never offer it again
            self.previous = None
            self._notify(keep_aside_game(self.model.game.id))
            return
        self.app.replace(old)
        old.hud.announce(_(BACK_TEXT))

    def _ended(self, event: Ended) -> None:
        self.record(event.outcome == WON)

    def record(self, won: bool) -> None:
        """Count the game now, durably, then remove its save (in that order: a quit between
        leaves a save that is known as counted)."""
        model = self.model
        if self.recorded or not self.persist:
            return
        self.recorded = True
        before = self.app.stats.get(model.game.id)
        after = self._count(won, model.elapsed, model.game.score(model.state),
                            model.history.moves_made, model.assisted,
                            model.spec.played_for_score, self.uid)
        self._counted = (before, after)
        if self.previous is None and self._hold():
            self._notify(clear_game(model.game.id))

    def _reopened(self, _event: Reopened) -> None:
        """The ending move was undone: the game goes on, its count taken back (the next
        change saves it again)."""
        if not self.recorded or self._counted is None:
            return
        before, after = self._counted
        self.recorded, self._counted = False, None
        game_id = self.model.game.id
        self._notify(withdraw_result(game_id, self.uid, before or GameStats(), after))
        if before is None:
            self.app.stats.pop(game_id, None)
        else:
            self.app.stats[game_id] = before

    def _hold(self) -> bool:
        """Whether this copy may write the game's save: the claim taken on first asking."""
        if self._claim is None and self.saving:
            self._claim = claim(save_path(self.model.game.id))
            if self._claim is None:
                self.saving = False
                self.app.notify(_(ELSEWHERE_TEXT))
            else:  # a table dropped without leaving lets go too
                weakref.finalize(self, self._claim.release)
        return self._claim is not None

    def release(self) -> None:
        """The table is gone: another copy may take its game's save."""
        if self._claim is not None:
            self._claim.release()

    def _changed(self) -> None:
        if self.previous is not None:
            self.save()  # a new deal's first move gives up the game it replaced: now
        else:
            self.unsaved = self.saving

    def land(self) -> None:
        """Save the change not saved yet, if any."""
        if self.unsaved:
            self.save()

    def save(self) -> None:
        model = self.model
        self.unsaved = False
        if not self.saving:
            return
        if model.outcome is not None:
            return  # counted and its save removed when it ended (record)
        # Saved while it has moves to undo or redo: Restart keeps the game, not a blank.
        if not model.history.turns:
            # (a save to clear is there only after moves; else the replaced game stays)
            if self.previous is None and save_path(model.game.id).exists() and self._hold():
                self._notify(clear_game(model.game.id))
            return
        if not self._hold():
            return
        if self.previous is not None:
            self._give_up_previous()
        record = {"game_id": model.game.id, "options": dict(model.game.options),
                  "deal": model.deal, "elapsed": round(model.elapsed, 1), "uid": self.uid,
                  "history": model.history.to_dict()}
        if model.assisted:
            record["assisted"] = True
        self._notify(save_game(record))

    def _give_up_previous(self) -> None:
        """The new deal has its first move: the game it replaced counts as lost (one with
        no win, by its score so far)."""
        previous, self.previous = self.previous, None
        score, scored = self._score_of(previous)
        self._count(False, previous.get("elapsed", 0.0), score, None,
                    previous.get("assisted") is True, scored, game_uid(previous.get("uid")))

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
               assisted: bool, scored: bool, uid: str) -> GameStats:
        game_id = self.model.game.id
        stats, notice = record_result(game_id, won, seconds, score, when=datetime.now(),
                                      moves=moves, assisted=assisted, scored=scored, uid=uid)
        self.app.stats[game_id] = stats
        self._notify(notice)
        return stats

    def _notify(self, notice: str | None) -> None:
        if notice:
            self.app.notify(notice)
