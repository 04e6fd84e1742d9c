"""Poker Square's own search: the best score for the cards still to come.

The solver sees the talon's order, and each card may go to any empty cell, so every
arrangement of the coming cards over the empty cells can be reached, whatever the order
they come in: the final score depends on the arrangement alone. The search is therefore
over arrangements, not over move sequences:

- a local search (simulated annealing over swaps of two cards, from several starts)
  finds high scores fast, whatever the number of empty cells;
- with few empty cells left, a branch-and-bound fills them one by one and prunes on an
  upper bound (complete hands at their value, each open hand at the best hand its cards
  and the cards to come could still make, see `open_bound`): when it ends, its score is
  the best there is, so a target it does not reach cannot be reached.

`PlacementSearch` has the interface of `search.Search` (`run` in slices, `best_move`,
`nodes`, `seconds`), so the portfolio runs it in place of the generic search (hints,
verdicts, Demo); `best_score` is the plain call for tools.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from game.engine.cards import ACE, Card
from game.engine.deal import seed_for
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState
from game.rules.poker_square import LINES, PokerSquare

from .sliced import Budget, Result, Sliced, SliceEnd, Verdict

CELLS = 25
LINES_OF_CELL = [[n for n, line in enumerate(LINES) if cell in line] for cell in range(CELLS)]
# Lines whose cards change when two cells swap: those holding one of the two, not both.
SWAP_LINES = [[sorted(set(LINES_OF_CELL[a]) ^ set(LINES_OF_CELL[b])) for b in range(CELLS)]
              for a in range(CELLS)]
EXACT_CELLS = 9          # at most this many empty cells: the branch-and-bound joins
WINDOWS = [list(range(low, low + 5)) for low in range(1, 10)] + [[10, 11, 12, 13, ACE]]


def mechanism_of(game: Game) -> PokerSquare | None:
    """The game's Poker Square scoring, if it is played with one and laid cards stay
    (in shuffle mode they move on: this search's bounds do not hold)."""
    owner = getattr(game.hooks.score, "__self__", None)
    return owner if isinstance(owner, PokerSquare) and not owner.shuffle else None


def applies(game: Game) -> bool:
    return mechanism_of(game) is not None


class Scorer:
    """Hand values of one scoring table, cached by the five cards."""

    def __init__(self, mechanism: PokerSquare) -> None:
        self.mechanism = mechanism
        self.cache: dict[tuple[int, ...], int] = {}
        self.by_value = sorted(((v, name) for name, v in mechanism.table.items()), reverse=True)

    def value(self, five: Sequence[Card]) -> int:
        key = tuple(sorted(five))
        points = self.cache.get(key)
        if points is None:
            points = self.cache[key] = self.mechanism.points(five)
        return points

    def open_bound(self, placed: Sequence[Card], pool: Sequence[Card]) -> int:
        """At least the value of any hand that `placed` and cards of `pool` can make."""
        for points, name in self.by_value:
            if _possible(name, placed, pool):
                return points
        return 0


def _possible(name: str, placed: Sequence[Card], pool: Sequence[Card]) -> bool:
    """Could `placed` and 5 - len(placed) cards of `pool` make this hand (or better)?
    Never says no to a hand that can be made; may say yes a little too often."""
    have = Counter(c.rank for c in placed)
    can = have + Counter(c.rank for c in pool)
    if name in ("royal_flush", "straight_flush"):
        if len({c.suit for c in placed}) > 1:
            return False
        held = {(c.rank, c.suit) for c in placed} | {(c.rank, c.suit) for c in pool}
        windows = WINDOWS[-1:] if name == "royal_flush" else WINDOWS
        suits = {c.suit for c in placed} or {c.suit for c in pool}
        return any(all((rank, suit) in held for rank in window)
                   and all(c.rank in window for c in placed)
                   for suit in suits for window in windows)
    if name == "four":
        return any(n >= 4 and len(placed) - have[r] <= 1 for r, n in can.items())
    if name == "full_house":
        return any(can[a] >= 3 and can[b] >= 2 and set(have) <= {a, b}
                   for a in can for b in can if a != b)
    if name == "flush":
        suits = {c.suit for c in placed}
        return len(suits) <= 1 and any(
            sum(1 for c in pool if c.suit == s) + len(placed) >= 5
            for s in (suits or {c.suit for c in pool}))
    if name == "straight":
        return all(n == 1 for n in have.values()) and any(
            set(have) <= set(window) and all(can[r] for r in window) for window in WINDOWS)
    if name == "three":
        return any(n >= 3 and len(placed) - have[r] <= 2 for r, n in can.items())
    if name == "two_pairs":
        pairs = [r for r, n in can.items() if n >= 2]
        return any(len(placed) - have[a] - have[b] <= 1 for a, b in combinations(pairs, 2))
    if name == "pair":
        return any(n >= 2 and len(placed) - have[r] <= 3 for r, n in can.items())
    return True


@dataclass
class Board:
    """A position as the search sees it: the cards on the 25 cells (None: empty) and
    the cards to come, in the order they come (the waste card first)."""

    grid: list[Card | None]
    coming: list[Card]
    cell_piles: list[int]
    waste: int

    @classmethod
    def of(cls, game: Game, state: GameState) -> Board:
        cell_piles = game.groups["cell"]
        grid = [state.piles[p][-1].face_up() if state.piles[p] else None for p in cell_piles]
        waste, stock = game.pile_index("waste"), game.pile_index("stock")
        empty = grid.count(None)
        order = [c.face_up() for c in state.piles[waste][::-1]]
        order += [c.face_up() for c in state.piles[stock][::-1]]
        return cls(grid, order[:empty], cell_piles, waste)

    @property
    def empty(self) -> list[int]:
        return [i for i, c in enumerate(self.grid) if c is None]

    def score(self, scorer: Scorer, grid: Sequence[Card | None]) -> int:
        total = 0
        for line in LINES:
            five = [grid[i] for i in line]
            if None not in five:
                total += scorer.value(five)
        return total

    def moves(self, full: Sequence[Card]) -> list[Move]:
        """The placements that lay the coming cards where `full` has them."""
        cell_of = {card: i for i, card in enumerate(full) if self.grid[i] is None}
        return [Move("move", self.waste, self.cell_piles[cell_of[c]], 1) for c in self.coming]


class Annealing:
    """Simulated annealing over swaps of two coming cards, run after run from fresh
    shuffles; the best full grid seen is kept. Resumable (`step(n)` tries n swaps) and
    deterministic: seeded from the position."""

    STEPS = 30_000                # swaps per run (on deals 1-6, 2 s each: 10 000 to
    HOT, COLD = 0.08, 0.003       # 50 000 and 0.06 to 0.25 of the top hand for the
                                  # start heat score about the same)

    def __init__(self, board: Board, scorer: Scorer, seed: int) -> None:
        self.board, self.scorer = board, scorer
        self.random = random.Random(seed)
        self.free = board.empty
        self.best_grid: list[Card] | None = None
        self.best = -1
        top = max(scorer.mechanism.table.values())
        self.hot, self.cold = self.HOT * top, self.COLD * top
        self.cooling = (self.cold / self.hot) ** (1 / self.STEPS)
        self.left = 0                 # swaps left in this run
        self.runs = 0                 # runs started
        self.grid: list[Card | None] = []
        self.lines: list[int] = []
        self.score = self.heat = 0.0

    def _start(self) -> None:
        """A new run from a fresh shuffle of the coming cards."""
        grid = list(self.board.grid)
        coming = list(self.board.coming)
        self.random.shuffle(coming)
        for cell, card in zip(self.free, coming, strict=True):
            grid[cell] = card
        value = self.scorer.value
        self.grid, self.lines = grid, [value([grid[i] for i in line]) for line in LINES]
        self.score, self.heat = sum(self.lines), self.hot
        self.left = self.STEPS if len(self.free) >= 2 else 0
        self.runs += 1
        self._keep()

    def step(self, limit: int) -> int:
        """Try up to `limit` swaps (at least one unit of work); how many it did."""
        if self.left <= 0:
            self._start()
            return 1
        n = min(limit, self.left)
        self.left -= n
        grid, lines, free, value = self.grid, self.lines, self.free, self.scorer.value
        score, best, heat, cooling = self.score, self.best, self.heat, self.cooling
        size, rand, exp = len(free), self.random.random, math.exp
        for _ in range(n):
            heat *= cooling
            a = free[int(rand() * size)]
            b = free[int(rand() * size)]
            if a == b:
                continue
            touched = SWAP_LINES[a][b]
            grid[a], grid[b] = grid[b], grid[a]
            new = [value([grid[i] for i in LINES[k]]) for k in touched]
            delta = sum(new) - sum(lines[k] for k in touched)
            if delta >= 0 or rand() < exp(delta / heat):
                for k, v in zip(touched, new, strict=True):
                    lines[k] = v
                score += delta
                if score > best:
                    self.score = best = score
                    self._keep()
            else:
                grid[a], grid[b] = grid[b], grid[a]
        self.score, self.heat = score, heat
        return n

    def _keep(self) -> None:
        if self.score > self.best:
            self.best, self.best_grid = int(self.score), list(self.grid)  # type: ignore[arg-type]


class BranchAndBound:
    """Fills the empty cells one by one with every card to come, depth first, cutting a
    branch whose upper bound cannot beat the best score known. Resumable: `step(n)`
    looks at n more positions; `done` once every branch is settled (then no grid
    scores more than `best`: the incumbent's score, or `best_grid`'s if it beat it)."""

    def __init__(self, board: Board, scorer: Scorer, incumbent: int) -> None:
        self.board, self.scorer = board, scorer
        self.grid = list(board.grid)
        self.order = board.empty     # row by row: rows complete early
        self.best, self.best_grid = incumbent, None
        # (cards laid so far on the first cells of `order`, cards still to lay)
        self.stack: list[tuple[tuple[Card, ...], list[Card]]] = [((), list(board.coming))]
        self.done = False

    def bound(self, pool: Sequence[Card]) -> int:
        total, scorer, grid = 0, self.scorer, self.grid
        for line in LINES:
            placed = [grid[i] for i in line if grid[i] is not None]
            total += (scorer.value(placed) if len(placed) == 5
                      else scorer.open_bound(placed, pool))
        return total

    def step(self, limit: int) -> int:
        """Expand up to `limit` positions; how many it did."""
        grid, order, stack = self.grid, self.order, self.stack
        done = 0
        while stack and done < limit:
            laid, pool = stack.pop()
            done += 1
            depth = len(laid)
            for cell, card in zip(order, laid, strict=False):
                grid[cell] = card
            for cell in order[depth:]:
                grid[cell] = None
            cell = order[depth]
            children = []
            for card in pool:
                grid[cell] = card
                rest = [c for c in pool if c != card]
                if not rest:
                    score = self.board.score(self.scorer, grid)
                    if score > self.best:
                        self.best, self.best_grid = score, list(grid)
                    continue
                bound = self.bound(rest)
                if bound > self.best:
                    children.append((bound, laid + (card,), rest))
            grid[cell] = None
            children.sort(key=lambda c: c[0])     # the most promising is popped first
            stack.extend((child, rest) for _, child, rest in children)
        if not stack:
            self.done = True
        return done


class PlacementSearch(Sliced):
    """The search for Poker Square (see the module's docstring), with `Search`'s
    interface. It wins as soon as a grid reaches the target; it proves a loss only when
    the branch-and-bound has settled every branch below the target; else it goes on
    until its caller's budget stops it. `best` and `best_grid`: the best found."""

    SLICE = 200       # branch-and-bound positions between clock checks
    SWAPS = 2000      # annealing swaps between clock checks (about 10 ms)

    def __init__(self, game: Game, state: GameState, budget: Budget,
                 target: int | None = None) -> None:
        mechanism = mechanism_of(game)
        assert mechanism is not None, "not a Poker Square game"
        super().__init__(budget)
        self.game = game
        self.target = mechanism.target if target is None else target
        self.scorer = Scorer(mechanism)
        self.state = state.copy()
        self.board = Board.of(game, state)
        self.annealing = Annealing(self.board, self.scorer,
                                   seed_for("placement", *self.board.coming))
        self.exact: BranchAndBound | None = None
        self.proved = False      # no grid scores more than `best`

    @property
    def best(self) -> int:
        return self.annealing.best

    @property
    def best_grid(self) -> list[Card] | None:
        return self.annealing.best_grid

    def best_move(self) -> Move | None:
        grid = self.best_grid
        return self.board.moves(grid)[0] if grid is not None and self.board.coming else None

    def line(self) -> list[Move]:
        """The best grid's placements, up to the one that reaches the target (the game
        is won there: a line goes no further)."""
        grid = self.best_grid
        if grid is None:
            return []
        game, state, line = self.game, self.state.copy(), []
        for move in self.board.moves(grid):
            if game.score(state) >= self.target:
                break
            game.play(state, move)
            line.append(move)
        return line

    def _slice(self, end: SliceEnd) -> Verdict | None:
        """Won once a grid reaches the target, lost once proved out of reach."""
        while True:
            if self.best >= self.target:
                return Verdict.WON
            if self.proved:
                return Verdict.UNWINNABLE
            if end.reached(self.nodes):
                return None
            self.nodes += self._work()

    def _work(self) -> int:
        """One piece of work: an annealing run, or a slice of the exact search once the
        empty cells are few (the annealing runs first: its score is the bar to beat)."""
        annealing = self.annealing
        if not self.board.coming:           # a full grid: its score is all there is
            self.proved = True
            return annealing.step(1)
        if len(self.board.coming) <= EXACT_CELLS and annealing.runs and not annealing.left:
            if self.exact is None:
                self.exact = BranchAndBound(self.board, self.scorer, annealing.best)
            exact = self.exact
            done = exact.step(self.SLICE)
            if exact.best_grid is not None and exact.best > annealing.best:
                annealing.best, annealing.best_grid = exact.best, exact.best_grid
            self.proved = exact.done
            return done
        return annealing.step(self.SWAPS)

    def _finish(self, verdict: Verdict) -> Result:
        moves = self.line() if verdict is Verdict.WON else []
        return Result(verdict, moves, self.nodes, self.seconds, self.best_move())


def best_score(game: Game, state: GameState, budget: Budget) -> PlacementSearch:
    """Look for the highest score within the budget (the target set out of reach, so
    the search does not stop at a win); the search, with `best`, `best_grid`, `proved`."""
    search = PlacementSearch(game, state, budget, target=1 << 30)
    search.run()
    return search
