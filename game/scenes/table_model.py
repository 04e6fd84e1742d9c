"""The table's model: one game being played and all that changes while it is — the
history of moves, the cards held (the selection), the outcome, the clocks (time played,
the pause before the results, the pace of "play for me" and of the computer's side) and
whether the game was assisted. Its methods are the only writers of that state.

After every change it tells its observers what happened (the events of
table_events.py), so what follows a move — the cards' glide, the sound, the solver's
verdict, the saved game, the statistics, speech — subscribes here instead of being a
line in the scene:

    model.subscribe(Played, lambda event: ...)    # event.turn, event.by

Observers are called in the order they subscribed, after the model is in its new state
(the outcome already decided). `Changed` follows every change of the position, so an
observer that only needs "the cards are elsewhere" listens to it alone.

Pure Python: no pygame (the view is one observer among others).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.engine.auto import foundation_moves, safe_foundation_moves
from game.engine.game import LOST, WON
from game.engine.pairs import as_played
from game.scenes.table_events import (
    Assisted,
    AutoplayChanged,
    Changed,
    Dealt,
    Ended,
    Finished,
    Played,
    Rearranged,
    Redone,
    Reopened,
    Restarted,
    Selected,
    Undone,
)

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.game import Game
    from game.engine.history import History
    from game.engine.moves import Move, Turn

RESULT_DELAY = 0.8       # seconds to let the last cards land before the results
MAX_FOLLOW_UPS = 104     # cards sent home after one move, at most


def from_model(name: str) -> property:
    """A holder's read-only view of its model's `name` (a scene showing the model)."""
    return property(lambda holder: getattr(holder.model, name))


class TableModel:
    """One game at the table. Read its state through the properties; change it only
    through its methods."""

    def __init__(self, game: Game, history: History, *, elapsed: float = 0.0,
                 assisted: bool = False,
                 auto_foundation: Callable[[], str] = lambda: "off") -> None:
        self.game = game
        self._history = history
        self._auto_foundation = auto_foundation  # the setting, read at every move
        self._observers: dict[type, list[Callable[[Any], None]]] = {}
        self._strategy = game.spec.autoplay
        self._selected: tuple[int, int] | None = None
        self._outcome: str | None = None
        self._elapsed = elapsed
        self._assisted = assisted
        self._autoplaying = False
        self._result_timer = -1.0
        self._autoplay_timer = 0.0
        self._computer_timer = 0.0

    # --- observers ----------------------------------------------------------------------
    def subscribe(self, event: type, callback: Callable[[Any], None]) -> None:
        """Call `callback(event)` after every change of this kind (an event class)."""
        self._observers.setdefault(event, []).append(callback)

    def _tell(self, event: object) -> None:
        for callback in list(self._observers.get(type(event), ())):
            callback(event)

    def open(self, resumed: bool = False) -> None:
        """The table is ready: tell the observers which deal lies on it."""
        self._tell(Dealt(self.deal, resumed))

    # --- reading -------------------------------------------------------------------------
    @property
    def spec(self):
        return self.game.spec

    @property
    def history(self) -> History:
        """The moves (read it; play through the model)."""
        return self._history

    @property
    def state(self):
        return self._history.state

    @property
    def deal(self) -> int:
        return self.state.deal

    @property
    def selected(self) -> tuple[int, int] | None:
        return self._selected

    @property
    def outcome(self) -> str | None:
        """None while the game is open; "won" or "lost"."""
        return self._outcome

    @property
    def elapsed(self) -> float:
        """Seconds played (the clock runs from the first move while the table is shown)."""
        return self._elapsed

    @property
    def result_timer(self) -> float:
        """Seconds left before the results of an ended game (0: due, waiting for the table
        to be shown; less: none to wait)."""
        return self._result_timer

    @property
    def assisted(self) -> bool:
        return self._assisted

    @property
    def autoplaying(self) -> bool:
        return self._autoplaying

    @property
    def strategy(self):
        """What plays "play for me" and the computer's side: the game's own, or None."""
        return self._strategy

    def computer_on_turn(self) -> bool:
        turn = self.spec.computer_turn
        return turn is not None and self._outcome is None and turn(self.game, self.state)

    # --- playing -------------------------------------------------------------------------
    def play(self, move: Move, by: str = "player") -> bool:
        """Play a move if it is legal (a pair may be taken by either card); cards then go
        home as the auto-foundation setting says, unless the table plays by itself."""
        if self._outcome is not None:
            return False
        move = as_played(self.game, self.state, move)
        if move is None:
            return False
        self._history.play(move)
        if not self._autoplaying:  # the game's own strategy plays its moves itself
            self._send_home()
        turn = self._history.turns[self._history.position - 1]  # with its follow-ups
        self._settle(Played(turn, by), played=turn)
        return True

    def send_dealt_home(self) -> bool:
        """Cards the auto-foundation setting would send home that the deal left in play
        (Klondike's aces turned up) go there at once, as KPatience sends them: one turn,
        taken back by one undo. Only on a fresh deal, before any move."""
        if self._outcome is not None or self._autoplaying or self._history.position:
            return False
        self._send_home()
        if not self._history.position:
            return False
        turn = self._history.turns[0]
        self._settle(Played(turn, "auto-foundation"), played=turn)
        return True

    def _send_home(self) -> None:
        mode = self._auto_foundation()
        if mode == "off":
            return
        pick = safe_foundation_moves if mode == "safe" else foundation_moves
        for _follow_up in range(MAX_FOLLOW_UPS):
            moves = pick(self.game, self.state)
            if not moves:
                break
            self._history.play_follow_up(moves[0])

    def undo(self, computer_delay: float = 0.0) -> bool:
        """Take back the last move; against the computer, back to the player's own move
        (the computer's moves since then go with it), the computer then waiting
        `computer_delay` seconds before it plays again."""
        last = self._history.undo()
        if last is None:
            return False
        undone = [last]
        while self.computer_on_turn() and (turn := self._history.undo()) is not None:
            undone.append(turn)
        self._computer_timer = computer_delay
        self._reopen()
        self._settle(Undone(tuple(undone)))
        return True

    def redo(self) -> bool:
        turn = self._history.redo()
        if turn is None:
            return False
        self._settle(Redone(turn))
        return True

    def restart(self) -> None:
        self._history.restart()
        self._reopen()
        self._settle(Restarted())

    def scramble(self, rng, count: int) -> None:
        """Play up to `count` random legal moves at once, with no follow-ups and no end
        (screenshots, a mid-game position for a test)."""
        for _ in range(count):
            moves = self.game.legal_moves(self.state)
            if not moves or self.game.is_won(self.state):
                break
            self._history.play(rng.choice(moves))
        self._deselect()
        self._tell(Rearranged())
        self._tell(Changed(None, animate=False))

    def _reopen(self) -> None:
        ended, self._outcome, self._result_timer = self._outcome, None, -1.0
        if ended is not None:
            self._tell(Reopened())

    def _settle(self, event: object, played: Turn | None = None) -> None:
        """After a change of the position: nothing held any more, the end decided, then
        the observers told."""
        self._deselect()
        status = self.game.status(self.state)
        ended = status in (WON, LOST) and self._outcome is None
        if status in (WON, LOST):
            self._outcome = status
            self._result_timer = RESULT_DELAY
        self._tell(event)
        self._tell(Changed(played))
        if ended:
            self._tell(Ended(status))

    def end(self, outcome: str, delay: float) -> None:
        """End the game now as it lies (a fortune read as the cards lie), the results in
        `delay` seconds."""
        if self._outcome is not None:
            return
        self._stop_autoplay()
        self._outcome, self._result_timer = outcome, delay
        self._tell(Ended(outcome))

    def finish(self) -> None:
        """The end's last cards have landed (and the celebration is over)."""
        if self._outcome is not None:
            self._tell(Finished(self._outcome))

    # --- the cards held ------------------------------------------------------------------
    def select(self, pile: int, count: int) -> None:
        """Hold these cards (a click, or confirm on the focus) for a click-then-click move."""
        if self._selected != (pile, count):
            self._selected = (pile, count)
            self._tell(Selected(self._selected))

    def deselect(self) -> None:
        self._deselect()

    def _deselect(self) -> None:
        if self._selected is not None:
            self._selected = None
            self._tell(Selected(None))

    # --- time ------------------------------------------------------------------------------
    def tick(self, dt: float, shown: bool) -> None:
        """Time passes: the clock runs while the game is shown, open and begun."""
        if shown and self._outcome is None and self._history.moves_made:
            self._elapsed += dt

    def results_due(self, dt: float, shown: bool) -> bool:
        """`dt` seconds on: does the pause before the results end now, with the table
        shown? Once only. (Ended while another scene is on top, the results wait for the
        table to be shown again: the game is counted already, the player sees it then.)"""
        if self._result_timer < 0 or self._outcome is None:
            return False
        self._result_timer = max(0.0, self._result_timer - dt)
        if self._result_timer == 0 and shown:
            self._result_timer = -1.0
            return True
        return False

    def results_pending(self, shown: bool) -> bool:
        """The pause before the results runs, or they are due and the table is shown:
        frames are to be drawn (while another scene is on top, nothing runs)."""
        return self._result_timer > 0 or (
            shown and self._outcome is not None and self._result_timer == 0)

    # --- playing by itself ---------------------------------------------------------------
    def use_strategy(self, strategy) -> None:
        """Play "play for me" and the computer's side with this strategy(game, state)."""
        self._strategy = strategy

    def mark_assisted(self) -> None:
        if not self._assisted:
            self._assisted = True
            self._tell(Assisted())

    def start_autoplay(self, delay: float = 0.0) -> None:
        """The table plays by itself, the first move after `delay` seconds."""
        self._autoplay_timer = delay
        if not self._autoplaying:
            self._autoplaying = True
            self._tell(AutoplayChanged(True))

    def stop_autoplay(self) -> None:
        self._stop_autoplay()

    def _stop_autoplay(self) -> None:
        self._autoplay_timer = 0.0
        if self._autoplaying:
            self._autoplaying = False
            self._tell(AutoplayChanged(False))

    def autoplay_due(self, dt: float, interval: float) -> bool:
        """Is the next move of "play for me" due, `dt` seconds on? (Then the next one
        comes `interval` seconds later.)"""
        self._autoplay_timer -= dt
        if self._autoplay_timer > 0:
            return False
        self._autoplay_timer = interval
        return True

    def wait_for_computer(self, seconds: float) -> None:
        """The computer's next move no sooner than in `seconds` (after the deal)."""
        self._computer_timer = seconds

    def computer_due(self, dt: float, interval: float) -> bool:
        """Is the computer's move due, `dt` seconds on? It waits `interval` seconds once
        on turn, and again after each of its moves."""
        if not self.computer_on_turn():
            self._computer_timer = interval
            return False
        self._computer_timer -= dt
        if self._computer_timer > 0:
            return False
        self._computer_timer = interval
        return True
