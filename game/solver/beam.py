"""Beam search: a portfolio member that finds wins where the best-first search drowns.

In games with long lines and many harmless moves (the Spider family, Klondike, Yukon) a
best-first search spends its budget widening the frontier around one promising spot. A
beam keeps only the `width` best positions of each depth (by the family's score, see
ordering.py), so it goes deep at once — like many guided playouts run side by side —
and a transposition set keeps it from walking in circles. When a beam runs dry (every
kept position leads only to positions seen before) it starts again from the root twice
as wide, up to `MAX_WIDTH`.

A beam can find a win but never prove a loss: it cuts. Its lines come from the engine's
own `legal_moves` and `play` like every other search's; callers replay them before they
trust them (batch.py, the table's demo).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import replace
from itertools import count

from game.engine.game import Game
from game.engine.moves import undo_steps
from game.engine.state import GameState

from .canonical import Canonical
from .ordering import Ordering, main_family
from .safe import SafeRule
from .search import _Node
from .sliced import Budget, Result, Sliced, SliceEnd, Verdict
from .tuning import tuning_of


def beam_orderings(game: Game, canonical: Canonical) -> tuple[int, list[Ordering]]:
    """A beam's share of turns and its guides for this game, as its tuning says (the
    tuning's `beam`: changes to the game's own weights; none: no beam here)."""
    family, beam = main_family(game), tuning_of(game).beam
    if beam is None:
        return 0, []
    return beam.share, [Ordering(game, canonical,
                                 replace(family, weights=replace(family.weights, **w)))
                        for w in beam.guides]


class _BeamNode(_Node):
    __slots__ = ("idle", "peak")   # moves since the line last beat its best score; that best


class Beam(Sliced):
    """One beam search from one position, resumable like `Search` (`run`, `nodes`,
    `seconds`, `cut`, `result`)."""

    MAX_WIDTH = 4096
    IDLE = 4.0
    IDLE_LIMIT = 6

    def __init__(self, game: Game, state: GameState, budget: Budget, *,
                 canonical: Canonical, orderings: list[Ordering], safe: SafeRule | None,
                 width: int = 1) -> None:
        super().__init__(budget)
        self.game = game
        self.key = canonical.key
        self.orderings = orderings
        self.ordering = orderings[0]
        self.safe = safe
        self.width = width
        self.root_state = state.copy()
        self.tries = 0
        self._won: _Node | None = None
        self._steps = self._search()

    def _root(self) -> _Node:
        state = self.root_state.copy()
        forced = self.safe.forced(state) if self.safe is not None else []
        root = _BeamNode(state, None, tuple(t.move for t in forced), 0,
                         self.ordering.score(state))
        root.idle, root.peak = 0, root.score
        return root

    def _children(self, node: _Node, seen: set[tuple]) -> Iterator[tuple[float, _Node]]:
        game, state, ordering = self.game, node.state, self.ordering
        if game.hooks.is_lost is not None and game.hooks.is_lost(game, state):
            return
        forced_after = self.safe.forced if self.safe is not None else None
        piles, specs = state.piles, game.pile_specs
        for move in ordering.moves(state):
            if (move.action == "move" and not piles[move.dst] and move.dst >= 0
                    and move.count == len(piles[move.src])
                    and specs[move.src] == specs[move.dst]):
                continue   # a whole pile into an empty twin: the same position, moved
            if node.idle >= self.IDLE_LIMIT and move.action != "stock":
                continue
            turn = game.play(state, move)
            forced = forced_after(state, move) if forced_after is not None else ()
            k = self.key(state)
            if k not in seen:
                seen.add(k)
                line = (move, *(t.move for t in forced)) if forced else (move,)
                value = ordering.score(state)
                child = _BeamNode(state.copy(), node, line, node.depth + 1, value)
                # Moves that do not take the line past its best score are allowed only a
                # few in a row, else the beam shuffles cards between piles for ever (each
                # arrangement is new). Dealing from the stock starts afresh.
                if value > node.peak or move.action == "stock":
                    child.idle, child.peak = 0, value
                else:
                    child.idle, child.peak = node.idle + 1, node.peak
                yield value + ordering.bonus(state, move) - self.IDLE * child.idle, child
            for t in reversed(forced):
                undo_steps(state, t.steps)
            undo_steps(state, turn.steps)

    def _search(self) -> Iterator[_Node | None]:
        """Yields after each position expanded: a won node, or None. Each width is tried
        with each guide in turn before the next width."""
        is_won = self.game.is_won
        while True:
            self.ordering = self.orderings[self.tries % len(self.orderings)]
            self.tries += 1
            root = self._root()
            if is_won(root.state):
                yield root
                return
            seen = {self.key(root.state)}
            beam, tie = [root], count()
            while beam:
                level: list[tuple[float, int, _Node]] = []
                for node in beam:
                    for value, child in self._children(node, seen):
                        if is_won(child.state):
                            yield child
                            return
                        level.append((value, -next(tie), child))
                    node.state = None
                    yield None
                beam = [c for _, _, c in heapq.nlargest(self.width, level)]
            if self.tries % len(self.orderings) == 0:
                if self.width >= self.MAX_WIDTH:
                    return
                self.width *= 2

    def _slice(self, end: SliceEnd) -> Verdict | None:
        for won in self._steps:
            if won is not None:
                self._won = won
                return Verdict.WON
            self.nodes += 1
            if end.reached(self.nodes):
                return None
        return Verdict.UNKNOWN      # every width tried: the beam gives up

    def _finish(self, verdict: Verdict) -> Result:
        if self._won is not None:
            return Result(Verdict.WON, self._won.line(), self.nodes, self.seconds)
        self.cut = True
        self._steps.close()
        return Result(Verdict.UNKNOWN, [], self.nodes, self.seconds)
