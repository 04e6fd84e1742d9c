"""The search over the engine's own moves, with a transposition table.

Every position is reached through `Game.play` and left through `undo_steps`, so the rules
live in one place (the engine). Positions are remembered by their canonical key (see
canonical.py), which also stops every cycle (a card moved back and forth, a stock turned
over without end). Safe moves to the foundations are played at once, as part of the move
that allowed them (see safe.py).

Two orders over the same tree: best-first (the default: always go on from the most
promising open position, by the family's score in ordering.py) and depth-first (children
best first). Both are exhaustive when no budget cuts them, so both can prove a loss.

The search is resumable: `Search.run(seconds=…)` works for a while and returns None when
it has not finished, so callers can run it in slices. A `Result` says won (with the moves,
which replay through the engine), unwinnable (only after an exhaustive search without a
budget cut or an unproven shortcut) or unknown.
"""

from __future__ import annotations

import gc
import heapq
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import count
from weakref import WeakKeyDictionary

from game.engine.game import Game
from game.engine.moves import Move, Turn, undo_steps
from game.engine.state import GameState

from .canonical import Canonical, canonical_for
from .ordering import Ordering, ordering_for, side_orderings
from .safe import SafeRule

BEST_FIRST, DEPTH_FIRST = "best-first", "depth-first"


@contextmanager
def cyclic_gc_paused() -> Iterator[None]:
    """The search makes millions of tuples but no reference cycles, so the cyclic
    collector only costs time there (its passes grow with the heap: about a third of a
    long search). Paused while searching, then left as it was."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class Verdict(StrEnum):
    WON = "won"                  # a winning line was found
    UNWINNABLE = "unwinnable"    # every line was tried: none wins
    UNKNOWN = "unknown"          # the budget ran out first


@dataclass(frozen=True)
class Budget:
    """How long a search may run: seconds of CPU time and positions expanded."""

    seconds: float = 5.0
    nodes: int = 500_000


DEFAULT_BUDGET = Budget()


@dataclass
class Result:
    verdict: Verdict
    moves: list[Move] = field(default_factory=list)   # the winning line, if won
    nodes: int = 0
    seconds: float = 0.0
    best_move: Move | None = None   # first move towards the most promising position seen

    @property
    def won(self) -> bool:
        return self.verdict is Verdict.WON


class _Node:
    __slots__ = ("state", "parent", "moves", "depth")

    def __init__(self, state: GameState, parent: _Node | None, moves: tuple[Move, ...],
                 depth: int) -> None:
        self.state = state
        self.parent = parent
        self.moves = moves    # from the parent: the chosen move, then the safe ones
        self.depth = depth

    def line(self) -> list[Move]:
        parts = []
        node: _Node | None = self
        while node is not None:
            parts.append(node.moves)
            node = node.parent
        return [m for part in reversed(parts) for m in part]


class Search:
    """One search from one position. `state` is copied; the caller's is left alone.

    `trust_safe`: play the safe-move rule as forced even where it is not proven (see
    safe.py); such a search finds wins but cannot prove a loss."""

    def __init__(self, game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET, *,
                 strategy: str = BEST_FIRST, canonical: Canonical | None = None,
                 ordering: Ordering | None = None, safe: SafeRule | None | bool = True,
                 trust_safe: bool = False) -> None:
        if strategy not in (BEST_FIRST, DEPTH_FIRST):
            raise ValueError(f"unknown strategy {strategy!r}")
        self.game = game
        self.budget = budget
        self.depth_first = strategy == DEPTH_FIRST
        self.canonical = canonical or canonical_for(game)
        self.key = self.canonical.key
        self.ordering = ordering or ordering_for(game, self.canonical)
        rule = SafeRule.for_game(game) if safe is True else (safe or None)
        # Exact when the foundations never give cards back (see safe.py).
        self.safe = rule if rule is not None and (trust_safe or not rule.gives_back) else None
        self.exact = self.safe is None or not self.safe.gives_back
        self.nodes = 0
        self.seconds = 0.0
        self.cut = False
        self.result: Result | None = None
        self._tie = count()
        self._frontier: list = []
        root_state = state.copy()
        forced = self._forced(root_state)
        self.seen: set[tuple] = {self.key(root_state)}
        root = _Node(root_state, None, tuple(t.move for t in forced), 0)
        self._best: tuple[float, _Node] = (float("-inf"), root)
        if game.is_won(root_state):
            self.result = Result(Verdict.WON, root.line(), 0, 0.0)
        else:
            self._push(root, 0.0)

    def _forced(self, state: GameState, after: Move | None = None) -> list[Turn]:
        return self.safe.forced(state, after) if self.safe is not None else []

    def _push(self, node: _Node, score: float) -> None:
        if self.depth_first:
            self._frontier.append(node)
        else:
            heapq.heappush(self._frontier, (-score, -next(self._tie), node))

    def _pop(self) -> _Node:
        return self._frontier.pop() if self.depth_first else heapq.heappop(self._frontier)[2]

    def _expand(self, node: _Node) -> _Node | None:
        """Push the new children of a node; a child that wins is returned at once.

        Each move is played (with the safe moves it allows) in the node's position and
        undone again; a child is kept only if its position is new. This is the search's
        innermost loop, so it is written out flat."""
        game, state, ordering = self.game, node.state, self.ordering
        if game.hooks.is_lost is not None and game.hooks.is_lost(game, state):
            return None
        play, is_won, key, seen = game.play, game.is_won, self.key, self.seen
        forced_after = self.safe.forced if self.safe is not None else None
        score, bonus = ordering.score, ordering.bonus
        depth = node.depth + 1
        lag = ordering.weights.depth * depth
        children: list[tuple[float, _Node]] = []
        for move in ordering.prune(state, game.legal_moves(state)):
            turn = play(state, move)
            forced = forced_after(state, move) if forced_after is not None else ()
            k = key(state)
            if k not in seen:
                seen.add(k)
                line = (move, *(t.move for t in forced)) if forced else (move,)
                child = _Node(state.copy(), node, line, depth)
                if is_won(state):
                    return child
                children.append((score(state) + bonus(state, move) - lag, child))
            for t in reversed(forced):
                undo_steps(state, t.steps)
            undo_steps(state, turn.steps)
        if self.depth_first:
            children.sort(key=lambda c: c[0])   # the best is pushed last, popped first
        best = self._best[0]
        for value, child in children:
            if value > best:
                best = value
                self._best = (value, child)
            self._push(child, value)
        return None

    def run(self, seconds: float | None = None, nodes: int | None = None,
            until: float | None = None) -> Result | None:
        """Search for up to `seconds` more CPU time, `nodes` more positions, or until the
        wall clock (`time.perf_counter`) reaches `until` — and within the budget. The
        result when the search has ended, else None (call again to go on)."""
        if self.result is not None:
            return self.result
        began = time.process_time()
        left = self.budget.seconds - self.seconds
        slice_end = began + (min(seconds, left) if seconds is not None else left)
        node_end = min(self.budget.nodes,
                       self.nodes + nodes if nodes is not None else self.budget.nodes)
        wall_end = until if until is not None else float("inf")
        clock, wall = time.process_time, time.perf_counter
        frontier = self._frontier
        while frontier:
            if self.nodes >= node_end or clock() >= slice_end or wall() >= wall_end:
                self.seconds += clock() - began
                if self.nodes >= self.budget.nodes or self.seconds >= self.budget.seconds:
                    self.cut = True
                    return self._finish(Verdict.UNKNOWN)
                return None
            node = self._pop()
            self.nodes += 1
            won = self._expand(node)
            node.state = None    # the position is not needed again: let it go
            if won is not None:
                self.seconds += clock() - began
                return self._finish(Verdict.WON, won)
        self.seconds += clock() - began
        return self._finish(Verdict.UNWINNABLE if self.exact else Verdict.UNKNOWN)

    def best_move(self) -> Move | None:
        """The first move on the way to the most promising position seen so far."""
        return next(iter(self._best[1].line()), None)

    def _finish(self, verdict: Verdict, won: _Node | None = None) -> Result:
        moves = won.line() if won is not None else []
        best = moves[0] if moves else self.best_move()
        self.result = Result(verdict, moves, self.nodes, self.seconds, best)
        self._frontier.clear()
        return self.result


_PREPARED: WeakKeyDictionary[Game, tuple[SafeRule | None, Canonical, Ordering]] = \
    WeakKeyDictionary()


def _prepared(game: Game) -> tuple[SafeRule | None, Canonical, Ordering]:
    """A game's safe-move rule, canonical key and main ordering, worked out once: many
    deals of one game are solved in a row. (The ordering's caches are keyed by pile
    content, so searches may share them.)"""
    parts = _PREPARED.get(game)
    if parts is None:
        canonical = canonical_for(game)
        parts = _PREPARED[game] = (SafeRule.for_game(game), canonical,
                                   ordering_for(game, canonical))
    return parts


class Solver:
    """`solve` in resumable form: `run(seconds=…)` goes on where it stopped.

    A game with a "Play for me" strategy (`GameSpec.autoplay`: games of chance, where
    choices hardly matter) first has its strategy's own line tried. The main search
    then runs alone for its first `ALONE` positions, which settles most deals. Then
    searches guided by the family's other weights (ordering.py) take turns with it,
    each for up to `SIDE` positions: a position that is hard for one guide is seldom
    hard for all. Any of them may win; any that runs dry has searched everything.

    Where the safe-move rule is not proven (foundations that give cards back), these
    searches trust it to find a win; if one runs dry, a single exact search takes over
    with the rest of the budget and may still prove the loss."""

    ALONE = 400
    SIDE = 25_000
    TURN = 50     # positions per turn

    def __init__(self, game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET,
                 strategy: str = BEST_FIRST) -> None:
        self.game, self.state, self.budget, self.strategy = game, state.copy(), budget, strategy
        self.rule, self.canonical, self.ordering = _prepared(game)
        self.trusting = self.rule is not None and self.rule.gives_back
        unlimited = Budget(float("inf"), 1 << 62)
        self.main = self._search(self.ordering, unlimited)
        self.searches = [self.main]
        self.sides_started = False
        self.done_nodes, self.done_seconds = 0, 0.0   # of searches let go
        self.turn = 0
        self.result: Result | None = None
        self.probed = game.spec.autoplay is None

    PROBE_MOVES = 5000

    def _probe(self) -> list[Move] | None:
        """Follow the game's own strategy; its line if that wins (a cycle or a dead end
        says nothing: the search goes on)."""
        game, state, strategy = self.game, self.state.copy(), self.game.spec.autoplay
        assert strategy is not None
        began, line, seen = time.process_time(), [], {state.key()}
        try:
            while len(line) < self.PROBE_MOVES and not game.is_won(state):
                move = strategy(game, state)
                if move is None:
                    break
                game.play(state, move)
                line.append(move)
                if state.key() in seen:
                    break
                seen.add(state.key())
        finally:
            self.done_seconds += time.process_time() - began
            self.done_nodes += len(line)
        return line if game.is_won(state) else None

    def _search(self, ordering: Ordering, budget: Budget) -> Search:
        return Search(self.game, self.state, budget, strategy=self.strategy,
                      canonical=self.canonical, ordering=ordering, safe=self.rule,
                      trust_safe=self.trusting)

    @property
    def nodes(self) -> int:
        return self.done_nodes + sum(s.nodes for s in self.searches)

    @property
    def seconds(self) -> float:
        return self.done_seconds + sum(s.seconds for s in self.searches)

    @property
    def best_move(self) -> Move | None:
        """The first move towards the most promising position seen so far."""
        return self.main.best_move()

    def _drop(self, search: Search) -> None:
        self.searches.remove(search)
        self.done_nodes += search.nodes
        self.done_seconds += search.seconds

    def _finish(self, verdict: Verdict, moves: list[Move] | None = None) -> Result:
        best = moves[0] if moves else self.best_move
        self.result = Result(verdict, moves or [], self.nodes, self.seconds, best)
        self.searches = []
        return self.result

    def run(self, seconds: float | None = None, until: float | None = None) -> Result | None:
        """Search for up to `seconds` more CPU time or until the wall clock
        (`time.perf_counter`) reaches `until`, within the budget; the result when the
        search has ended, else None."""
        with cyclic_gc_paused():
            return self._run(seconds, until)

    def _run(self, seconds: float | None, until: float | None) -> Result | None:
        if self.result is not None:
            return self.result
        if not self.probed:
            self.probed = True
            line = self._probe()
            if line is not None:
                return self._finish(Verdict.WON, line)
        began = time.process_time()
        wall_end = until if until is not None else float("inf")
        while True:
            spent = self.seconds
            if self.nodes >= self.budget.nodes or spent >= self.budget.seconds:
                return self._finish(Verdict.UNKNOWN)
            left = self.budget.seconds - spent
            if seconds is not None:
                left = min(left, seconds - (time.process_time() - began))
            if left <= 0 or time.perf_counter() >= wall_end:
                return None
            if not self.sides_started and self.main.nodes >= self.ALONE:
                self.sides_started = True
                side = Budget(float("inf"), self.SIDE)
                self.searches += [self._search(o, side)
                                  for o in side_orderings(self.game, self.canonical)]
            search = self.searches[self.turn % len(self.searches)]
            self.turn += 1
            if not self.sides_started:
                step = max(1, self.ALONE - self.main.nodes)
            else:
                step = self.TURN if len(self.searches) > 1 else 1 << 62
            step = min(step, self.budget.nodes - self.nodes)
            result = search.run(left, nodes=step, until=until)
            if result is None:
                continue
            if result.won:
                return self._finish(Verdict.WON, result.moves)
            if result.verdict is Verdict.UNWINNABLE:
                return self._finish(Verdict.UNWINNABLE)
            if search.cut:          # a side search at the end of its share
                self._drop(search)
                continue
            # A trusting search ran dry: only an exact search can say more.
            for other in list(self.searches):
                self._drop(other)
            self.trusting = False
            self.main = self._search(self.ordering, Budget(float("inf"), 1 << 62))
            self.searches = [self.main]
            self.sides_started = True


def solve(game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET,
          strategy: str = BEST_FIRST) -> Result:
    """Search until won, proved lost or out of budget (see `Solver`)."""
    solver = Solver(game, state, budget, strategy)
    while True:
        result = solver.run()
        if result is not None:
            return result
