"""Solving many deals: for `reussite --solve`, tools/winnability.py and the benchmark.

Deals are solved one per task, in order, on `jobs` worker processes
(game/worker_process.py: plain child Pythons, no multiprocessing and so no resource
tracker; each builds its own `Game` from the id and options, so nothing unpicklable
crosses over). A worker ends when the deals are done, when the outcomes are no longer
read (the generator closed or let go), or by itself after IDLE_SECONDS without a deal
(outcomes left unread for that long: one is started again if more are read).
"""

from __future__ import annotations

import math
import queue
import statistics
import time
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState
from game.i18n import _
from game.worker_process import WorkerProcess

from .portfolio import solve
from .search import Budget, Verdict
from .shorten import shorten


@dataclass(frozen=True)
class DealOutcome:
    deal: int
    verdict: Verdict
    moves: int          # length of the winning line (0 unless won)
    nodes: int
    seconds: float      # CPU seconds, dealing included
    bad_line: bool = False   # the solver said won, but its line did not replay
    shortened: int = 0       # the line's length as a player gets it (shorten.py)
    shorten_seconds: float = 0.0   # the CPU seconds that took
    split: tuple[tuple[str, float], ...] = ()   # CPU seconds by member (Solver.split)

    def line(self, round_goal: bool = False) -> str:
        """`round_goal`: a game with no win (`GameSpec.played_for_score`), solved for its
        next round: its lines clear a round, they win nothing."""
        if self.verdict is Verdict.WON:
            goal = "round cleared" if round_goal else "won"
            what = f"{goal} in {self.moves} moves, replayed"
        elif self.bad_line:
            what = "unknown (the solver's line did not replay: a solver bug)"
        else:
            what = self.verdict.value
        return f"deal {self.deal}: {what} ({self.nodes} nodes, {self.seconds * 1000:.1f} ms)"


def replays(game: Game, state: GameState, moves: list[Move]) -> bool:
    """Does the line win when played from `state` (a copy), each move legal in its turn
    (in a game with no win: reach the next round)? A line is trusted only after this: the
    solver's own bookkeeping is not the rules."""
    start, state = state, state.copy()
    for move in moves:
        if move not in game.legal_moves(state):
            return False
        game.play(state, move)
    rounds = game.spec.score_rounds  # a game with no win: the goal is the next round
    return state.counter(rounds) > start.counter(rounds) if rounds else game.is_won(state)


_games: dict = {}


def solve_deal(task: tuple[str, dict[str, str], int, Budget, bool]) -> DealOutcome:
    """One deal from scratch (the unit of work of a pool)."""
    from game.rules import create

    game_id, options, deal, budget, atomic = task
    key = (game_id, tuple(sorted(options.items())))
    game = _games.get(key) or _games.setdefault(key, create(game_id, options))
    began = time.process_time()
    state = game.new_state(deal)
    spent: dict[str, float] = {}
    result = solve(game, state, budget, atomic=atomic, spent=spent)
    seconds = time.process_time() - began
    split = tuple(spent.items())
    if result.won and not replays(game, state, result.moves):
        return DealOutcome(deal, Verdict.UNKNOWN, 0, result.nodes, seconds, bad_line=True,
                           split=split)
    began = time.process_time()
    short = shorten(game, state, result.moves) if result.won else []
    shorten_seconds = time.process_time() - began     # (its replay not counted)
    if result.won and not replays(game, state, short):
        return DealOutcome(deal, Verdict.UNKNOWN, 0, result.nodes, seconds, bad_line=True,
                           split=split)
    return DealOutcome(deal, result.verdict, len(result.moves), result.nodes, seconds,
                       shortened=len(short), shorten_seconds=shorten_seconds,
                       split=split)


def solve_deals(game_id: str, options: dict[str, str], deals: Iterable[int], budget: Budget,
                jobs: int = 1, atomic: bool = False) -> Iterator[DealOutcome]:
    """Outcomes in deal order, as they come (`atomic`: see `search.Search`)."""
    tasks = [(game_id, dict(options), d, budget, atomic) for d in deals]
    if jobs <= 1 or len(tasks) <= 1:
        yield from map(solve_deal, tasks)
        return
    yield from _Workers(tasks, min(jobs, len(tasks))).outcomes()


IDLE_SECONDS = 25.0   # a batch worker with no deal for this long ends (under 30 s)


def worker_main(requests, replies, idle_seconds: float = IDLE_SECONDS) -> None:
    """A batch worker: (index, task) in, (index, outcome) out, until no more comes."""
    while True:
        try:
            index, task = requests.get(timeout=idle_seconds)
        except queue.Empty:
            return      # nobody reads our outcomes: let the memory go
        replies.put((index, solve_deal(task)))


class _Workers:
    """`count` workers, each given one deal at a time; the outcomes put back in order."""

    def __init__(self, tasks: list, count: int) -> None:
        self.tasks, self.count = tasks, count
        self.waiting = deque(range(len(tasks)))      # the deals no worker has
        self.given: dict[int, WorkerProcess] = {}    # a deal's index -> its worker
        self.arrived: queue.SimpleQueue = queue.SimpleQueue()   # every worker's outcomes
        self.solved: set[int] = set()
        self.started: list[WorkerProcess] = []

    def _give(self, worker: WorkerProcess | None) -> None:
        """The next deal to `worker` (a new one if None or ended); none left: it ends."""
        if not self.waiting:
            if worker is not None and worker not in self.given.values():
                worker.close()
            return
        if worker is None or not worker.is_alive():
            worker = WorkerProcess("game.solver.batch:worker_main", (IDLE_SECONDS,),
                                   "reussite-batch", arrived=self.arrived)
            self.started.append(worker)
        index = self.waiting.popleft()
        self.given[index] = worker
        worker.requests.put((index, self.tasks[index]))

    def _collect(self, done: dict[int, DealOutcome]) -> None:
        """Wait for the next outcome. A worker that ended with its deal unsolved (idle
        while the outcomes were not read, or it died) has the deal given again."""
        while True:
            try:
                index, outcome = self.arrived.get(timeout=0.5)
            except queue.Empty:
                for index, worker in list(self.given.items()):
                    if not worker.is_alive():
                        del self.given[index]
                        self.waiting.appendleft(index)
                        self._give(None)
                continue
            if index in self.solved:
                continue    # (solved twice: its worker was seen ended as it answered)
            self.solved.add(index)
            done[index] = outcome
            self._give(self.given.pop(index, None))
            return

    def outcomes(self) -> Iterator[DealOutcome]:
        done: dict[int, DealOutcome] = {}
        try:
            for _worker in range(self.count):
                self._give(None)
            for index in range(len(self.tasks)):
                while index not in done:
                    self._collect(done)
                yield done.pop(index)
        finally:    # (the outcomes no longer read: the workers end now)
            for worker in set(self.given.values()):
                worker.terminate()
            for worker in self.started:
                worker.close()
                worker.join(5.0)


@dataclass(frozen=True)
class Summary:
    won: int
    unwinnable: int
    unknown: int
    total_seconds: float
    median_ms: float
    p95_ms: float
    bad_lines: int = 0    # lines the solver called won that did not replay

    @classmethod
    def of(cls, outcomes: list[DealOutcome]) -> Summary:
        times = sorted(o.seconds * 1000 for o in outcomes) or [0.0]
        count = {v: sum(1 for o in outcomes if o.verdict is v) for v in Verdict}
        p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
        return cls(count[Verdict.WON], count[Verdict.UNWINNABLE], count[Verdict.UNKNOWN],
                   sum(times) / 1000, statistics.median(times), p95,
                   sum(1 for o in outcomes if o.bad_line))

    def line(self, round_goal: bool = False) -> str:
        verdicts = (f"{self.won} rounds cleared, {self.unwinnable} not clearable"
                    if round_goal else f"{self.won} won, {self.unwinnable} unwinnable")
        return (f"{verdicts}, {self.unknown} unknown; "
                f"total {self.total_seconds:.1f} s, median {self.median_ms:.1f} ms, "
                f"p95 {self.p95_ms:.1f} ms per deal; " + self.replay_text(round_goal))

    def replay_text(self, round_goal: bool = False) -> str:
        lines = "round-clearing lines" if round_goal else "won lines"
        if self.bad_lines:
            return f"{self.bad_lines} {lines} did NOT replay (counted unknown)"
        return f"every {lines.removesuffix('s')} replayed through the rules"


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def parse_range(text: str) -> range:
    """'A-B' (or 'N') as a range of deal numbers; ValueError with a clear message."""
    from game.engine.deal import MAX_DEAL, MIN_DEAL

    first, sep, last = text.partition("-")
    try:
        a = int(first)
        b = int(last) if sep else a
    except ValueError:
        raise ValueError(_("--deals takes A-B (e.g. 1-100), not {text}").format(
            text=repr(text))) from None
    if not MIN_DEAL <= a <= b <= MAX_DEAL:
        raise ValueError(_("--deals {text}: need {low} ≤ A ≤ B ≤ {high}").format(
            text=repr(text), low=MIN_DEAL, high=MAX_DEAL))
    return range(a, b + 1)
