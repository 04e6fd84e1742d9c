"""First Law (AisleRiot): gather the four cards of each rank and take them out.

    first_law  every card starts in the stock; each click on it deals one card face up
               onto each of four piles. Click a pile's top card: if the four piles show
               four cards of one rank, the four go out (a point); otherwise the card goes
               onto the leftmost pile to its left that shows the same rank. Once the stock
               is spent, a click gathers the piles into it, the right one first, so the
               cards come out again in the order they were laid (the first card dealt
               stays first). Gathering has no limit, so the game may go round for ever if
               the cards are moved without care; it is lost once only the stock's clicks
               are left and they go round (ForcedRound). Won when all 52 cards are out;
               13 points.

    [stock]   [t0] [t1] [t2] [t3]   [discard]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import RANK_OF
from game.engine.deal_patterns import Rest
from game.engine.forced_round import ForcedRound
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.spec import DealToPiles, GameSpec, Kind, Pick, Piles, stock, tableau
from game.engine.state import GameState

REMOVE, LEFT, GATHER = "remove", "left", "gather"
SET = 4   # the cards of a rank taken out together


@dataclass(frozen=True)
class FourTopsOut(Mechanism):
    """Clicks on the piles of `group`: four tops of one rank go to `discard`, else a top
    card moves onto the leftmost pile before it showing its rank; a click on the empty
    stock gathers the piles into it, the last pile first. Won with every card out, a
    point per four."""

    group: str = "tableau"
    discard: str = "discard"

    def _left_target(self, state: GameState, piles: list[int], k: int) -> int | None:
        rank = RANK_OF[state.piles[piles[k]][-1]]
        return next((p for p in piles[:k]
                     if state.piles[p] and RANK_OF[state.piles[p][-1]] == rank), None)

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        piles = game.groups[self.group]
        tops = [state.piles[p][-1] if state.piles[p] else None for p in piles]
        moves: list[Move] = []
        if None not in tops and len({RANK_OF[c] for c in tops}) == 1:
            moves = [Move(REMOVE, p, -1, SET) for p in piles]   # a click on any of them
        else:
            moves = [Move(LEFT, p, -1, 1) for k, p in enumerate(piles)
                     if tops[k] is not None and self._left_target(state, piles, k) is not None]
        stock_pile = game.pile_index("stock")
        if not state.piles[stock_pile] and any(tops):
            moves.append(Move(GATHER, stock_pile, -1, 0))
        return moves

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        piles = game.groups[self.group]
        if move.action == REMOVE:
            discard = game.pile_index(self.discard)
            for p in piles:
                rec.move(p, discard, 1)
        elif move.action == LEFT:
            target = self._left_target(state, piles, piles.index(move.src))
            if target is None:
                raise ValueError(f"first_law: no pile to the left takes {move!r}")
            rec.move(move.src, target, 1)
        elif move.action == GATHER:
            # Each pile turned over onto the stock, the last pile first: the first
            # pile's bottom card, the first laid, comes out first again.
            for p in reversed(piles):
                rec.turn(p, move.src, len(state.piles[p]))
        else:
            raise ValueError(f"first_law: unknown move {move!r}")

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.piles[game.pile_index(self.discard)]) == game.total_cards

    def score(self, game: Game, state: GameState) -> int:
        return len(state.piles[game.pile_index(self.discard)]) // SET


FIRST_LAW = GameSpec(
    id="first_law",
    solver_group="pairing",
    piles=(stock(), tableau(4, build=None, pick=Pick.NONE, accepts_runs=False,
                            flip_exposed=False),
           Piles("discard", Kind.DISCARD, pick=Pick.NONE)),
    deal=(Rest("stock"),),
    stock_action=DealToPiles("tableau"),
    hooks=mechanisms(FourTopsOut(), ForcedRound()),
    layout="first_law",
    max_score=13,
)

GAMES = (FIRST_LAW,)
