"""A stock that waits for the waste card (Terrace and its variants).

While a pile of the tableau is empty, the stock turns one card and then stays shut until
that card leaves the waste or no pile is empty any more (the counter `stock_locked` is 1
meanwhile; declare `DrawToWaste(shut_while="stock_locked")`). With `last_pass_waits`, once
the waste has been turned back over every card must leave the waste before the next is
turned (General's Patience). An empty waste takes the stock's next card by itself
whenever the stock may turn one.

Since only the waste's card opens such a stock again, a game is lost once the stock is
shut and the waste's top card can never be played: `waste_stranded` searches the card
moves that remain for one that plays it.

    GapLock("tableau", last_pass_waits=True).after_turn(game, state, rec)   in auto_moves
    waste_stranded(game, state)                                             in is_lost
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import _, pgettext

from .moves import MOVE, TURN, StepRecorder, undo_steps
from .spec import DrawToWaste
from .stock import play_stock, stock_moves

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState

STOCK_LOCKED = "stock_locked"


@dataclass(frozen=True)
class GapLock:
    """Keeps the stock's lock counter after every turn and turns a card onto an empty
    waste. `locking=False`: the counter stays 0 (tableaux refilled by themselves)."""

    group: str = "tableau"
    counter: str = STOCK_LOCKED
    locking: bool = True
    last_pass_waits: bool = False

    def after_turn(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        action = game.spec.stock_action
        assert isinstance(action, DrawToWaste), "GapLock needs a stock turning onto a waste"
        stock, waste = game.pile_index(action.stock), game.pile_index(action.waste)
        lock = game.counter_index(self.counter)
        turned = any(s[0] == TURN and s[1] == stock and s[2] == waste for s in rec.steps)
        left_waste = any(s[0] == MOVE and s[1] == waste for s in rec.steps)
        if self.locking:
            waits = self.waits(game, state)
            if state.counters[lock] and (left_waste or not waits):
                rec.counter(lock, 0)
            if turned and waits:
                rec.counter(lock, 1)
        if not state.piles[waste] and state.piles[stock] and stock_moves(game, state):
            play_stock(game, state, rec)
            if self.locking and self.waits(game, state):
                rec.counter(lock, 1)

    def waits(self, game: Game, state: GameState) -> bool:
        """Would a card turned now shut the stock until it is played?"""
        if any(not state.piles[p] for p in game.groups[self.group]):
            return True
        if not self.last_pass_waits:
            return False
        redeals = game.counter_index("redeals_left")
        return state.counters[redeals] != game.initial_counters[redeals]


def waste_stranded(game: Game, state: GameState, waste: str = "waste",
                   limit: int = 400) -> bool:
    """Is the stock shut (or spent) with a card on the waste that no sequence of the
    moves left will ever play? Searches at most `limit` positions; beyond, it answers
    no (not known to be lost)."""
    pile = game.pile_index(waste)
    if not state.piles[pile] or stock_moves(game, state):
        return False
    work = state.copy()
    shown = len(work.piles[pile])
    seen = {work.key()}
    stack = [list(game.legal_moves(work))]
    path: list[tuple] = []
    while stack:
        if not stack[-1]:
            stack.pop()
            if path:
                undo_steps(work, path.pop())
            continue
        move = stack[-1].pop()
        if move.src == pile or move.action != "move":    # played, or the stock opens
            return False
        turn = game.play(work, move)
        if len(work.piles[pile]) < shown:      # a gap refilled itself from the waste
            return False
        if work.key() in seen:
            undo_steps(work, turn.steps)
            continue
        if len(seen) >= limit:
            return False
        seen.add(work.key())
        path.append(turn.steps)
        stack.append(list(game.legal_moves(work)))
    return True


def lock_text(value: int) -> str:
    """The lock counter as the table shows it."""
    return _("play the waste card first") if value else pgettext("stock", "open")
