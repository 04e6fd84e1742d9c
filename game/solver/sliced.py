"""What every resumable search shares: its verdict, its budget, and the bookkeeping of
running in slices.

A search (search.py's best-first, the beams, playouts, the Spider, proof, small-game and
Poker Square searches) is `Sliced`: `run(seconds=…, nodes=…, until=…)` works for a
while within its `Budget` and returns None when it has not finished, so callers (the
portfolio, the table's worker) can run it a slice at a time. The base does the slice's
limits and its clocks; each search writes only its own step (`_slice`) and how its
answer reads (`_finish`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from enum import StrEnum

from game.engine.moves import Move

# The memory a search that keeps the positions it has seen may hold (proof.py's and
# search.py's: each counts its own by sizes measured against RSS). At the cap a search
# stops and answers "unknown", cut: it has not tried every line, so never "unwinnable".
MAX_BYTES = 256 << 20

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
    # Not won: the moves to the most promising position seen ("Play for me" plays them)
    best_line: list[Move] = field(default_factory=list)

    @property
    def won(self) -> bool:
        return self.verdict is Verdict.WON


class SliceEnd:
    """Where the slice being run must stop: a node count, a CPU clock time
    (`time.process_time`) and a wall clock time (`time.perf_counter`)."""

    __slots__ = ("cpu", "nodes", "wall")

    def __init__(self, cpu: float, nodes: int, wall: float) -> None:
        self.cpu, self.nodes, self.wall = cpu, nodes, wall

    def clocks(self) -> bool:
        """Has either clock reached its end?"""
        return time.process_time() >= self.cpu or time.perf_counter() >= self.wall

    def late(self) -> bool:
        """Has the wall clock reached its end? (No system call: cheap enough to ask at
        each position, where positions are slow and a slice would overrun by many: the
        worker's slices end by the wall clock, and a hint asked meanwhile waits them.)"""
        return time.perf_counter() >= self.wall

    def reached(self, nodes: int) -> bool:
        """Is the slice over, at `nodes` positions?"""
        return nodes >= self.nodes or self.clocks()


class Sliced:
    """A resumable search: `nodes` and `seconds` spent so far, `cut` (its budget ran out:
    an UNKNOWN that proves nothing), `result` once it has ended."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.nodes = 0
        self.seconds = 0.0
        self.cut = False
        self.result: Result | None = None

    def run(self, seconds: float | None = None, nodes: int | None = None,
            until: float | None = None) -> Result | None:
        """Search for up to `seconds` more CPU time, `nodes` more positions, or until the
        wall clock (`time.perf_counter`) reaches `until` — and within the budget. The
        result when the search has ended, else None (call again to go on)."""
        if self.result is not None:
            return self.result
        began = time.process_time()
        budget = self.budget
        left = budget.seconds - self.seconds
        cpu_end = began + (min(seconds, left) if seconds is not None else left)
        node_end = min(budget.nodes, self.nodes + nodes if nodes is not None else budget.nodes)
        verdict = self._slice(SliceEnd(cpu_end, node_end,
                                       until if until is not None else float("inf")))
        self.seconds += time.process_time() - began
        if verdict is None:     # the slice is over: the search too, if that spent its budget
            self.cut = self.nodes >= budget.nodes or self.seconds >= budget.seconds
            if not self.cut:
                return None
            verdict = Verdict.UNKNOWN
        self.result = self._finish(verdict)
        return self.result

    def _slice(self, end: SliceEnd) -> Verdict | None:
        """Search until `end`: the verdict if the search has ended, None if the slice
        ran out first."""
        raise NotImplementedError

    def _finish(self, verdict: Verdict) -> Result:
        """The search's answer (let go of what it no longer needs here)."""
        raise NotImplementedError
