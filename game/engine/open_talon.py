"""An open talon: the stock deals onto a row of open slots instead of onto the waste.

Clicking the stock fills the empty open slots, left to right. When every slot is full,
the click first moves the open cards onto the waste (the last slot's card ends on top)
and then deals a fresh set. When the stock is empty and a pass is left, the open cards
go to the waste, the waste is turned over as the new stock (order kept, no shuffle) and
the slots are filled again. The cards in the slots and the top of the waste are
playable by the piles' ordinary rules. With `aside_only_when_stuck`, open cards may be
laid aside only when none of them can be played (Die Arena deals three cards this way:
"if nothing among the three fits, lay them aside").

Name it among the game's mechanisms (`hooks=mechanisms(talon, …)`) with a
counter `passes_counter` (the number of redeals left) in the spec.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import N_

from .mechanism import Mechanism
from .moves import Move, StepRecorder
from .spec import UNLIMITED

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState

DEAL = "deal"
OPEN_CARD_FITS = N_("An open card still fits: play it before new ones are laid.")


@dataclass(frozen=True)
class OpenTalon(Mechanism):
    stock: str = "stock"
    waste: str = "waste"
    slots: str = "open"
    passes_counter: str = "redeals_left"
    aside_only_when_stuck: bool = False

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        """The click on the stock, when it does something."""
        stock = game.pile_index(self.stock)
        slots = game.groups[self.slots]
        piles = state.piles
        if piles[stock]:
            lays_aside = all(piles[p] for p in slots)
        else:
            left = state.counters[game.counter_index(self.passes_counter)]
            gathered = piles[game.pile_index(self.waste)] or any(piles[p] for p in slots)
            if left == 0 or not gathered:
                return []
            lays_aside = True
        if lays_aside and self.aside_only_when_stuck and any(
                m.src in slots for m in game.card_moves(state)):
            return []
        return [Move(DEAL, stock, -1, 0)]

    def stock_refusal(self, game: Game, state: GameState) -> str | None:
        """Why the stock does nothing: an open card that fits waits to be played (the
        engine's stock_refusal gives the other reasons: no redeals left, used up)."""
        slots = game.groups[self.slots]
        if self.aside_only_when_stuck and any(m.src in slots for m in game.card_moves(state)):
            return OPEN_CARD_FITS
        return None

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        stock, waste = game.pile_index(self.stock), game.pile_index(self.waste)
        slots = game.groups[self.slots]
        piles = state.piles
        if not piles[stock]:
            self._discard(slots, waste, rec)
            passes = game.counter_index(self.passes_counter)
            rec.turn(waste, stock, len(piles[waste]))
            if state.counters[passes] != UNLIMITED:
                rec.counter(passes, state.counters[passes] - 1)
        elif all(piles[p] for p in slots):
            self._discard(slots, waste, rec)
        for pile in slots:
            if not piles[pile] and piles[stock]:
                rec.turn(stock, pile, 1)

    @staticmethod
    def _discard(slots: list[int], waste: int, rec: StepRecorder) -> None:
        for pile in slots:
            rec.move(pile, waste, len(rec.state.piles[pile]))
