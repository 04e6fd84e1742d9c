"""A beam over the stock-collapsed moves of talon.py (Klondike and its family).

The beam of beam.py goes deep at once, but in Klondike most of its depth is stock clicks;
the best-first talon search takes whole waste cards as one move, but widens its frontier
round one promising spot. Here both: each level keeps the `width` best positions reached
by one macro move (the stock clicked k times and the waste card played, or a tableau move
worth trying), so a line as deep as the cards played is found in width × depth positions.

Like every beam it never proves a loss; its lines are the engine's own clicks and moves.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.engine.game import Game
from game.engine.moves import undo_steps
from game.engine.state import GameState

from .beam import Beam, _BeamNode
from .canonical import Canonical
from .ordering import Ordering
from .safe import SafeRule
from .search import Budget, _Node
from .talon import TalonMoves


class TalonBeam(Beam):
    """`Beam` whose children are the macro moves of `TalonMoves`. A waste card played
    counts as progress (the stock's cards are one fewer), like a stock click in `Beam`."""

    def __init__(self, game: Game, state: GameState, budget: Budget, *,
                 canonical: Canonical, orderings: list[Ordering], safe: SafeRule | None,
                 width: int = 1) -> None:
        self.talon_moves = TalonMoves(game, orderings[0])
        super().__init__(game, state, budget, canonical=canonical, orderings=orderings,
                         safe=safe, width=width)

    def _children(self, node: _Node, seen: set[tuple]) -> Iterator[tuple[float, _Node]]:
        game, state, ordering = self.game, node.state, self.ordering
        if game.hooks.is_lost is not None and game.hooks.is_lost(game, state):
            return
        forced_after = self.safe.forced if self.safe is not None else None
        talon_moves, waste = self.talon_moves, self.talon_moves.waste_pile
        here = talon_moves.here(state)
        idle = node.idle >= self.IDLE_LIMIT      # type: ignore[attr-defined]
        for talon, move in talon_moves.of(state):
            from_waste = move.src == waste
            if idle and not from_waste:
                continue
            if talon is not None:
                talon_moves.set_talon(state, talon)
            turn = game.play(state, move)
            forced = forced_after(state, move) if forced_after is not None else ()
            k = self.key(state)
            if k not in seen:
                seen.add(k)
                line = ((talon[0] if talon else ()) + (move,)
                        + tuple(t.move for t in forced))
                value = ordering.score(state)
                child = _BeamNode(state.copy(), node, line, node.depth + 1, value)
                if value > node.peak or from_waste:     # type: ignore[attr-defined]
                    child.idle, child.peak = 0, value  # type: ignore[attr-defined]
                else:
                    child.idle, child.peak = node.idle + 1, node.peak  # type: ignore[attr-defined]
                yield value + ordering.bonus(state, move) - self.IDLE * child.idle, child
            for t in reversed(forced):
                undo_steps(state, t.steps)
            undo_steps(state, turn.steps)
            if talon is not None:
                talon_moves.set_talon(state, here)
