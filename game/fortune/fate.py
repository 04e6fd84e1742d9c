""""Let the cards fall": a laying played out by fate, the same way every time.

`Fate` is an autoplay strategy (called with the game and the state, it returns the next
move or None). It uses the game's own autoplay where there is one, and otherwise chooses
by a simple order of preference: a move that scores, then one that turns up a hidden
card, then any other move, then the stock — never back into a position already seen, so
a laying always ends. Among equals the choice is drawn from the deal number, so the same
game and deal fall the same way on every machine (a journal entry replays exactly).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.deal import rng_for
from game.engine.game import OPEN, Game
from game.engine.moves import Move
from game.engine.state import GameState

MAX_MOVES = 600  # a laying that has not ended by then is read as it lies


def face_down_count(state: GameState) -> int:
    return sum(1 for pile in state.piles for c in pile if not c.is_face_up)


@dataclass
class Fate:
    """One laying's fate: remembers the positions seen so that it never goes round."""

    limit: int = MAX_MOVES
    seen: set = field(default_factory=set)
    moves: int = 0
    exhausted: bool = False   # stopped by itself (nothing new to try, or the limit)

    def __call__(self, game: Game, state: GameState) -> Move | None:
        self.seen.add(state.key())
        if self.moves >= self.limit:
            self.exhausted = True
            return None
        own = game.spec.autoplay
        move = None
        if own is not None and not isinstance(own, Fate):
            move = own(game, state)
            if move is not None and self._after(game, state, move).key() in self.seen:
                move = None  # the game's own strategy goes round: fate takes over
        if move is None:
            move = self._choose(game, state)
        if move is None:
            self.exhausted = True
            return None
        self.moves += 1
        return move

    @staticmethod
    def _after(game: Game, state: GameState, move: Move) -> GameState:
        trial = state.copy()
        game.play(trial, move)
        return trial

    def _choose(self, game: Game, state: GameState) -> Move | None:
        score, hidden = game.score(state), face_down_count(state)
        tiers: list[list[Move]] = [[], [], [], []]
        for move in game.legal_moves(state):
            after = self._after(game, state, move)
            if after.key() in self.seen:
                continue
            if game.score(after) > score:
                tiers[0].append(move)
            elif move.action == "stock":
                tiers[3].append(move)
            elif face_down_count(after) < hidden:
                tiers[1].append(move)
            else:
                tiers[2].append(move)
        for tier in tiers:
            if tier:
                return rng_for(game.id, state.deal, "fate", self.moves).choice(tier)
        return None


def lay_by_fate(game: Game, deal: int, limit: int = MAX_MOVES) -> tuple[GameState, list[Move]]:
    """Play deal `deal` to its end as "let the cards fall" does at the table (no other
    automatic moves): the final position and the moves made."""
    state = game.new_state(deal)
    fate = Fate(limit)
    moves: list[Move] = []
    while game.status(state) == OPEN:
        move = fate(game, state)
        if move is None:
            break
        game.play(state, move)
        moves.append(move)
    return state, moves
