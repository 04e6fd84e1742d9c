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

Its memory is capped (`max_bytes`, sliced.MAX_BYTES by default): every position seen
keeps its key and its node (the move that led there, its parent), every open one a copy
of its piles too. Both are counted by sizes measured below, looked at before each
position is expanded; at the cap the search stops, cut, and answers "unknown".
"""

from __future__ import annotations

import gc
import heapq
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import count

from game.engine.game import Game
from game.engine.moves import Move, Turn, undo_steps
from game.engine.state import GameState

from .canonical import Canonical, canonical_for
from .cell_model import model_for, packed_key
from .ordering import Ordering, generic_bonus, generic_score, ordering_for
from .safe import SafeRule
from .sliced import DEFAULT_BUDGET, MAX_BYTES, Budget, Result, Sliced, SliceEnd, Verdict

BEST_FIRST, DEPTH_FIRST = "best-first", "depth-first"

# The sizes the memory cap counts by (see the module's docstring), from RSS growth over
# 30-60 thousand positions expanded (Python 3.11): a position seen ~500 bytes + 5 a card
# of the game (Golf, FreeCell, Klondike ~760; Forty Thieves, Giant, Spider ~950-1020);
# an open position ~400 more + 8 a pile (its state's copy and its place in the frontier).
SEEN_BYTES, SEEN_CARD_BYTES = 500, 5
OPEN_BYTES, OPEN_PILE_BYTES = 400, 8


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


class _Node:
    __slots__ = ("state", "parent", "moves", "depth", "score", "length")

    def __init__(self, state: GameState, parent: _Node | None, moves: tuple[Move, ...],
                 depth: int, score: float) -> None:
        self.state = state
        self.parent = parent
        self.moves = moves    # from the parent: the chosen move, then the safe ones
        self.depth = depth
        self.score = score    # the ordering's score of the position
        self.length = len(moves) + (parent.length if parent is not None else 0)  # moves

    def line(self) -> list[Move]:
        parts = []
        node: _Node | None = self
        while node is not None:
            parts.append(node.moves)
            node = node.parent
        return [m for part in reversed(parts) for m in part]


class Search(Sliced):
    """One search from one position. `state` is copied; the caller's is left alone.

    `trust_safe`: play the safe-move rule as forced even where it is not proven (see
    safe.py); such a search finds wins but cannot prove a loss.

    `atomic`: one card at a time wherever a move of several cards is only a shorthand
    for single moves through free cells and empty piles (a pile with a `run_limit`, as
    in FreeCell): slower, but its verdict leans on no shorthand rule.

    `shorter_than`: only lines of fewer moves are looked for (shorten.py: a found line is
    the bound); such a search proves nothing."""

    def __init__(self, game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET, *,
                 strategy: str = BEST_FIRST, canonical: Canonical | None = None,
                 ordering: Ordering | None = None, safe: SafeRule | None | bool = True,
                 trust_safe: bool = False, atomic: bool = False,
                 max_bytes: int | None = None, shorter_than: int | None = None) -> None:
        if strategy not in (BEST_FIRST, DEPTH_FIRST):
            raise ValueError(f"unknown strategy {strategy!r}")
        super().__init__(budget)
        self.game = game
        self.depth_first = strategy == DEPTH_FIRST
        self.canonical = canonical or canonical_for(game)
        self.key = self.canonical.key
        self.ordering = ordering or ordering_for(game, self.canonical)
        self.moves = self.ordering.moves
        if atomic:
            twins, prune = self.ordering.twins, self.ordering.prune
            self.moves = lambda state: prune(state, game.legal_moves(state, twins, atomic=True))
        rule = SafeRule.for_game(game) if safe is True else (safe or None)
        # Exact when the foundations never give cards back (see safe.py).
        self.safe = rule if rule is not None and (trust_safe or not rule.gives_back) else None
        self.exact = (self.safe is None or not self.safe.gives_back) and shorter_than is None
        self.bound = shorter_than if shorter_than is not None else 1 << 62
        self._won: _Node | None = None
        self.max_bytes = MAX_BYTES if max_bytes is None else max_bytes
        self.seen_bytes = SEEN_BYTES + SEEN_CARD_BYTES * sum(map(len, state.piles))
        self.open_bytes = OPEN_BYTES + OPEN_PILE_BYTES * len(state.piles)
        self._tie = count()
        self._frontier: list = []
        root_state = state.copy()
        forced = self._forced(root_state)
        # The free-cell shape: positions as plain lists of piles, moved by its compiled
        # model (cell_model.py, proved equal to the engine in the tests).
        root = _Node(root_state, None, tuple(t.move for t in forced), 0,
                     self.ordering.score(root_state))
        self.seen: set[tuple] = {self.key(root_state)}
        self.model = self._model(game, state)
        if self.model is not None:
            # piles held as bytes, a position seen as one bytes (cell_model.packed_key):
            # a pile's hash is worked out once, where a tuple's is at each look-up
            self.atomic = atomic
            self.key = packed_key(self.model)
            scoring = self.model.scoring(self.ordering.weights)
            self.model_score, self.model_needed, self.model_term = scoring
            root.state = [bytes(cards) for cards in root_state.piles]  # type: ignore[assignment]
            root.score = self.model_score(root.state)
            self.seen = {self.key(root.state)}
        self._best: tuple[float, _Node] = (float("-inf"), root)
        self.improved = 0   # positions looked at when the best score last grew (schedule.py)
        if game.is_won(root_state):
            self.result = Result(Verdict.WON, root.line(), 0, 0.0)
        else:
            self._push(root, 0.0)

    def _model(self, game: Game, state: GameState):
        """The compiled model, where it serves: the free-cell shape, every card face
        up, the generic score and the exact safe rule (or none)."""
        family = self.ordering.family
        if family.score is not generic_score or family.bonus is not generic_bonus:
            return None
        if self.safe is not None and self.safe.gives_back:
            return None
        model = model_for(game, self.canonical)
        return model if model is not None and model.serves(state.piles) else None

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
        if self.model is not None:
            return self._expand_model(node)
        game, state, ordering = self.game, node.state, self.ordering
        if game.hooks.is_lost is not None and game.hooks.is_lost(game, state):
            return None
        play, is_won, key, seen = game.play, game.is_won, self.key, self.seen
        forced_after = self.safe.forced if self.safe is not None else None
        score, bonus, term = ordering.score, ordering.bonus, ordering.term
        # A plain move between open piles: the child's score is the node's, less the two
        # piles' old terms, plus their new ones (see Ordering.incremental).
        is_open = ordering.is_open if ordering.incremental else None
        needed = ordering.needed(state) if is_open is not None else None
        depth = node.depth + 1
        lag = ordering.weights.depth * depth
        room = self.bound - node.length    # a child's moves must stay under the bound
        children: list[tuple[float, _Node]] = []
        for move in self.moves(state):
            src, dst = move.src, move.dst
            quick = (is_open is not None and move.action == "move"
                     and is_open[src] and is_open[dst])
            if quick:
                before = term(state, src, needed) + term(state, dst, needed)
            turn = play(state, move)
            forced = forced_after(state, move) if forced_after is not None else ()
            k = key(state)
            if k not in seen and (1 + len(forced) < room):
                seen.add(k)
                line = (move, *(t.move for t in forced)) if forced else (move,)
                value = (node.score - before + term(state, src, needed)
                         + term(state, dst, needed)) if quick and not forced else score(state)
                child = _Node(state.copy(), node, line, depth, value)
                if is_won(state):
                    return child
                children.append((value + bonus(state, move) - lag, child))
            for t in reversed(forced):
                undo_steps(state, t.steps)
            undo_steps(state, turn.steps)
        self._push_children(children)
        return None

    def _expand_model(self, node: _Node) -> _Node | None:
        """`_expand` over the compiled model's plain lists of piles."""
        model, piles, key, seen = self.model, node.state, self.key, self.seen
        play, score, term = model.play, self.model_score, self.model_term
        forced_after = model.forced if self.safe is not None else None
        total = self.game.total_cards
        found = model.foundations
        is_home = model.is_home
        depth = node.depth + 1
        lag = self.ordering.weights.depth * depth
        room = self.bound - node.length
        # A move between cells and tableau, no safe move after it: the child's score is
        # the node's, less the two piles' old terms, plus their new ones.
        needed = self.model_needed(piles) if term is not None else None
        # A safe move home follows only a card home, or one wanted home left on top.
        wanted = model.wanted_home(piles) if forced_after is not None else None
        children: list[tuple[float, _Node]] = []
        for move in model.moves(piles, self.atomic):
            after = play(piles, move)
            src, dst = move.src, move.dst
            if wanted is not None and (is_home[dst] or (
                    (left := after[src]) and left[-1] in wanted)):
                forced = forced_after(after, move)
            else:
                forced = ()
            k = key(after)
            if k in seen or 1 + len(forced) >= room:
                continue
            seen.add(k)
            if needed is None or forced or is_home[dst]:
                value = score(after)
            else:
                value = (node.score - term(piles[src], src, needed) - term(piles[dst], dst, needed)
                         + term(after[src], src, needed) + term(after[dst], dst, needed))
            child = _Node(after, node, (move, *forced) if forced else (move,), depth, value)
            if (forced or is_home[dst]) and sum([len(after[f]) for f in found]) == total:
                return child
            children.append((value - lag, child))
        self._push_children(children)
        return None

    def _push_children(self, children: list[tuple[float, _Node]]) -> None:
        """Onto the frontier, remembering the most promising (depth-first: the best
        pushed last, so popped first)."""
        if self.depth_first:
            children.sort(key=lambda c: c[0])
        best = self._best[0]
        for value, child in children:
            if value > best:
                best = value
                self._best = (value, child)
                self.improved = self.nodes
            self._push(child, value)

    def _slice(self, end: SliceEnd) -> Verdict | None:
        frontier = self._frontier
        check = 0
        while frontier:
            # the CPU clock at a slice's first position and every 16th: reading it at
            # each cost a sixth of a FreeCell deal's CPU time (a system call); the wall
            # clock at each (none: Die Matadore's positions take 1.5 ms, 16 of them
            # overran a 10 ms slice of the worker by 20 ms)
            check += 1
            if self.nodes >= end.nodes or end.late() or (check & 15 == 1 and end.clocks()):
                return None
            if self.memory() >= self.max_bytes:     # the cap: no more from here
                self.cut = True
                return Verdict.UNKNOWN
            node = self._pop()
            self.nodes += 1
            won = self._expand(node)
            node.state = None    # the position is not needed again: let it go
            if won is not None:
                self._won = won
                return Verdict.WON
        return Verdict.UNWINNABLE if self.exact else Verdict.UNKNOWN

    def memory(self) -> int:
        """The bytes the search holds, as the cap counts them."""
        return len(self.seen) * self.seen_bytes + len(self._frontier) * self.open_bytes

    def best_move(self) -> Move | None:
        """The first move on the way to the most promising position seen so far."""
        return next(iter(self._best[1].line()), None)

    def best_line(self) -> list[Move]:
        """The moves to the most promising position seen so far."""
        return self._best[1].line()

    def _finish(self, verdict: Verdict) -> Result:
        moves = self._won.line() if self._won is not None else []
        best = moves[0] if moves else self.best_move()
        self.result = Result(verdict, moves, self.nodes, self.seconds, best)
        # Let the positions go now, while the cyclic collector is paused: else its next
        # pass would walk them all (see cyclic_gc_paused).
        self._frontier = []
        self.seen = set()
        return self.result
