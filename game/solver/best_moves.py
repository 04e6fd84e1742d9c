"""A line of the most promising moves, for "Play for me" when no win was found and the
search kept no line of its own (its main member keeps none: the small games' depth-first
searches, the talon's).

From the position, the search's best move is played; from each position after it, a
short search (`STEP_BUDGET`) gives the next best move — or a win, which ends the line.
It runs in slices (`run(until=…)`), in the worker, for at most `SECONDS` of CPU time
and `MOVES` moves; every move is the engine's own, legal in its turn.
"""

from __future__ import annotations

import time

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .sliced import Budget

STEP_BUDGET = Budget(seconds=0.05, nodes=5_000)   # the search for each next move
SECONDS = 2.0         # CPU seconds the whole line may take
MOVES = 100           # moves at most (a player watches them)


class BestMoves:
    """`run(until)` returns the line once it is made (else None: call again); `won`
    tells whether it ends in a win (a short search found one on the way)."""

    def __init__(self, game: Game, state: GameState, first: Move) -> None:
        self.game, self.state = game, state.copy()
        self.line = [first]
        game.play(self.state, first)
        self.solver = None
        self.won = False
        self.deadline = time.process_time() + SECONDS

    def _over(self) -> bool:
        game, state = self.game, self.state
        return (self.won or len(self.line) >= MOVES or time.process_time() >= self.deadline
                or game.is_won(state) or not game.legal_moves(state))

    def run(self, until: float) -> list[Move] | None:
        from .portfolio import Solver

        while not self._over():
            if time.perf_counter() >= until:
                return None
            if self.solver is None:
                self.solver = Solver(self.game, self.state, STEP_BUDGET)
            result = self.solver.run(until=until)
            if result is None:
                return None
            self.solver = None
            if result.won:
                self.line += result.moves
                self.won = True
                break
            move = result.best_move
            if move is None or move not in self.game.legal_moves(self.state):
                break
            self.game.play(self.state, move)
            self.line.append(move)
        self.won = self.won or self.game.is_won(self.state)
        return self.line


__all__ = ["BestMoves"]
