"""Lost by going round: the position's future holds no choice and comes back to itself.

Some games never run out of moves — a stock that can always be gathered and dealt
again (Valentine, First Law) — yet a deal can fall into a round the player cannot leave:
every position on the way offers a single move (the stock's), and after a while the
same position comes back. Nothing the player does can change it, so the game is lost.

`goes_round` follows the single moves from a position (on a copy) and says whether a
position repeats before a choice, the end or a win appears; `limit` bounds the search
(a longer round is not reported). `ForcedRound` is its `is_lost` mechanism.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState


def goes_round(game: Game, state: GameState, limit: int = 1000) -> bool:
    """True when from `state` on there is only ever one legal move and the positions
    repeat within `limit` moves: the game would go round for ever."""
    position = state.copy()
    seen = {position.key()}
    for _move in range(limit):
        moves = game.legal_moves(position)
        if len(moves) != 1:
            return False
        game.play(position, moves[0])
        if game.is_won(position):
            return False
        key = position.key()
        if key in seen:
            return True
        seen.add(key)
    return False


@dataclass(frozen=True)
class ForcedRound(Mechanism):
    """Lost when the game can only go round (see `goes_round`)."""

    limit: int = 1000

    def is_lost(self, game: Game, state: GameState) -> bool:
        return goes_round(game, state, self.limit)
