"""Valentine (AisleRiot): four piles built down in suit, fed one card at a time.

    valentine  one card face up on each of four piles. A top card (of a pile or of the
               one-card waste) goes onto a pile whose top is one rank higher in the same
               suit; aces are low, kings high, nothing wraps. A click on the stock:
               fills the empty piles (the waste card first, then stock cards); else,
               with the waste empty, turns one card onto it; else gathers the four piles
               face down under the stock, lays the waste card on the first pile and a
               new stock card on each of the others. No redeal limit, no score. Won
               when the stock and the waste are both empty: every card then lies on the
               piles, each a suit from king down to ace. Lost when no card can ever
               move again and the clicks only go round (ForcedRound).

    [stock] [waste]
    [t0]   [t1]   [t2]   [t3]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.deal_patterns import OneEach, Rest
from game.engine.forced_round import ForcedRound
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.spec import (
    DOWN,
    NOTHING,
    Build,
    GameSpec,
    Kind,
    Pick,
    Piles,
    SuitRule,
    stock,
    tableau,
)
from game.engine.state import GameState

FILL, TURN, GATHER = "fill", "turn", "gather"


@dataclass(frozen=True)
class ValentineStock(Mechanism):
    """The stock's three clicks (fill the gaps, turn a card, gather the piles) and the
    win: the stock and the waste both empty. (No score: with no foundation the
    engine's count stays 0.)"""

    group: str = "tableau"

    def _piles(self, game: Game) -> tuple[int, int, list[int]]:
        return game.pile_index("stock"), game.pile_index("waste"), game.groups[self.group]

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        stock_pile, waste_pile, piles = self._piles(game)
        if not state.piles[stock_pile] and not state.piles[waste_pile]:
            return []     # won: nothing left to deal
        if any(not state.piles[p] for p in piles):
            return [Move(FILL, stock_pile, -1, 0)]
        if not state.piles[waste_pile]:
            return [Move(TURN, stock_pile, -1, 0)]
        return [Move(GATHER, stock_pile, -1, 0)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        stock_pile, waste_pile, piles = self._piles(game)
        if move.action == FILL:
            for p in piles:
                if state.piles[p]:
                    continue
                if state.piles[waste_pile]:
                    rec.move(waste_pile, p, 1)
                elif state.piles[stock_pile]:
                    rec.turn(stock_pile, p, 1)
        elif move.action == TURN:
            rec.turn(stock_pile, waste_pile, 1)
        elif move.action == GATHER:
            # The piles go under the stock face down, the first pile lowest, each
            # upside down: a pile's bottom card is dealt before the cards on it.
            under = tuple(c.face_down() for p in piles for c in reversed(state.piles[p]))
            for p in piles:
                rec.set_pile(p, ())
            rec.set_pile(stock_pile, under + state.piles[stock_pile])
            rec.move(waste_pile, piles[0], 1)
            for p in piles[1:]:
                if state.piles[stock_pile]:
                    rec.turn(stock_pile, p, 1)
        else:
            raise ValueError(f"valentine: unknown move {move!r}")

    def is_won(self, game: Game, state: GameState) -> bool:
        stock_pile, waste_pile, _piles = self._piles(game)
        return not state.piles[stock_pile] and not state.piles[waste_pile]


VALENTINE = GameSpec(
    id="valentine",
    solver_group="other",
    piles=(stock(), Piles("waste", Kind.WASTE, capacity=1),
           tableau(4, build=Build(SuitRule.SAME_SUIT, DOWN), fill=NOTHING, pick=Pick.TOP,
                   accepts_runs=False, flip_exposed=False)),
    deal=(OneEach("tableau"), Rest("stock")),
    hooks=mechanisms(ValentineStock(), ForcedRound()),
    layout="valentine",
    # The solver's exhaustive depth-first search decides it (game/solver/tuning.py): its
    # stock goes round and round, the generic score cannot tell one round from the next
    # and a won line is thousands of clicks long (deals 1-10 at 1 s: best-first 0 won,
    # also at 5 s; this 10).
    solver_tuning={"small_search": True},
)

GAMES = (VALENTINE,)
