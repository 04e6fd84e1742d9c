"""A search over the engine's own positions, stage by stage between the stock's deals: a
portfolio member for the games whose stock deals a card onto every pile (Giant, Gypsy).

The Spider search's idea (spider_search.py) without Spider's model: a stage is the play
between two deals. From its starting positions a best-first search (by the game's
ordering) looks at up to `budget` positions, remembering every one where the stock could
be dealt; at the stage's end the `width` most promising of those (judged after their
deal: the dealt cards land on the runs built) deal and start the next stage. After the
last deal the search goes on until the game is won or the stage's positions are spent.
A try that ends without a win starts again from the root, wider and longer (`STAGES`).
Positions of one stage all hold the same stock, so the set of positions seen is kept a
stage at a time.

Safe moves home are played as forced (safe.py, trusted): like the other trusting members
this search finds wins and never proves a loss. Every move it makes is one of the engine's
`legal_moves` (through the ordering), played by `Game.play`.

Resumable like `Search` (`run(seconds=…, nodes=…)`); `nodes` counts positions expanded.
"""

from __future__ import annotations

import heapq
from heapq import nlargest
from itertools import count

from game.engine.game import Game
from game.engine.moves import Move, undo_steps
from game.engine.spec import DealToPiles
from game.engine.state import GameState

from .canonical import Canonical
from .ordering import Ordering
from .safe import SafeRule
from .search import _Node
from .sliced import Budget, Result, Sliced, SliceEnd, Verdict


def applies(game: Game) -> bool:
    """Does the stock deal onto the piles, with no redeal (a game of stages)?"""
    action = game.spec.stock_action
    return (isinstance(action, DealToPiles) and "stock" in game.pile_names
            and not getattr(action, "redeals", 0))


class StagedSearch(Sliced):
    """Stage-by-stage searches from one position (see the module's docstring)."""

    # Tries: (positions dealt from at the end of a stage, positions a stage looks at).
    STAGES = ((4, 400), (8, 1200), (16, 3000), (32, 8000), (64, 20000))
    CANDIDATES = 4      # positions dealt to choose the `width` best from, in widths

    def __init__(self, game: Game, state: GameState, budget: Budget, *,
                 canonical: Canonical, ordering: Ordering, safe: SafeRule | None) -> None:
        super().__init__(budget)
        self.game, self.ordering, self.key = game, ordering, canonical.key
        self.safe = safe
        self.stock = game.pile_index("stock")
        self.root = state.copy()
        self.tries = 0
        self._won: _Node | None = None
        self._start()

    def _forced(self, state: GameState, after: Move | None) -> tuple[Move, ...]:
        if self.safe is None:
            return ()
        return tuple(t.move for t in self.safe.forced(state, after))

    def _start(self) -> None:
        self.width, self.stage_budget = self.STAGES[min(self.tries, len(self.STAGES) - 1)]
        self.tries += 1
        state = self.root.copy()
        forced = self._forced(state, None)
        self._begin_stage([_Node(state, None, forced, 0, self.ordering.score(state))])

    def _begin_stage(self, starts: list[_Node]) -> None:
        self.tie = count()
        self.heap = [(-n.score, next(self.tie), n) for n in starts]
        heapq.heapify(self.heap)
        self.seen = {self.key(n.state) for n in starts}   # type: ignore[arg-type]
        self.ready: list[_Node] = []
        self.stage_nodes = 0

    def _end_stage(self) -> bool:
        """Deal from the most promising positions of the stage; the best after their
        deal start the next. Has a deal won the game?"""
        game, score = self.game, self.ordering.score
        dealt = []
        for node in nlargest(self.CANDIDATES * self.width, self.ready, key=_score):
            state = node.state
            assert state is not None
            state = state.copy()
            move = next(m for m in game.stock_moves(state))
            game.play(state, move)
            line = (move, *self._forced(state, move))
            dealt.append(_Node(state, node, line, 0, score(state)))
            if game.is_won(state):      # the deal's cards went home, the last ones
                self._won = dealt[-1]
                return True
        self.ready = []
        self._begin_stage(nlargest(self.width, dealt, key=_score))
        return False

    def _slice(self, end: SliceEnd) -> Verdict | None:
        game, heap, moves = self.game, self.heap, self.ordering.moves
        play, is_won, key, score = game.play, game.is_won, self.key, self.ordering.score
        while True:
            if end.reached(self.nodes):
                return None
            heap = self.heap
            if not heap or self.stage_nodes >= self.stage_budget:
                if self.ready:      # positions that may deal: the next stage
                    if self._end_stage():
                        return Verdict.WON
                else:
                    self._start()
                continue
            node = heapq.heappop(heap)[2]
            state = node.state
            assert state is not None
            self.nodes += 1
            self.stage_nodes += 1
            seen, dealable = self.seen, False
            for move in moves(state):
                if move.action == "stock":
                    dealable = True
                    continue
                turn = play(state, move)
                forced = self.safe.forced(state, move) if self.safe is not None else ()
                k = key(state)
                if k not in seen:
                    seen.add(k)
                    line = (move, *(t.move for t in forced))
                    child = _Node(state.copy(), node, line, 0, score(state))
                    if is_won(state):
                        self._won = child
                        return Verdict.WON
                    heapq.heappush(heap, (-child.score, next(self.tie), child))
                for t in reversed(forced):
                    undo_steps(state, t.steps)
                undo_steps(state, turn.steps)
            if dealable:
                self.ready.append(node)     # keeps its position for the deal
            else:
                node.state = None

    def _finish(self, verdict: Verdict) -> Result:
        moves = self._won.line() if self._won is not None else []
        self.heap, self.ready, self.seen = [], [], set()
        return Result(verdict, moves, self.nodes, self.seconds, moves[0] if moves else None)


def _score(node: _Node) -> float:
    return node.score
