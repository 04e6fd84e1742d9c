"""Solver jobs that run in slices, and the worker process that runs them (the service
that posts them is `worker.HintService`)."""

from __future__ import annotations

import gc
import os
import queue
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .sliced import Budget, Result, Verdict

if TYPE_CHECKING:  # pragma: no cover
    from .best_moves import BestMoves
    from .portfolio import Solver
    from .shorten import Shortening

SLICE = 0.01          # seconds a job runs before the worker looks at its mail
PROGRESS_EVERY = 0.25  # seconds between a job's reports of how far it has looked
IDLE_SECONDS = 25.0   # a worker with nothing to do for this long ends (it is restarted
#                       on demand): its memory goes back to the system
LEARN_LIMIT = 400     # positions of a won line whose keys the service files (2.5 ms CPU)
SHORTEN_BEFORE_HINT = 0.03  # a hint's line is shortened this long at most before it is told
# The worker's priority, below the table's (os.nice): its work is all in the background
# (a quiet search of each new position takes up to 3 s of CPU), and a busy machine gives
# the frames their time first. On a free core it runs as fast as ever.
WORKER_NICENESS = 10

HINT, VERDICT, DEMO, DEAL = "hint", "verdict", "demo", "deal"
WATCH = "watch"     # the position on the table, searched quietly before anyone asks


@dataclass(frozen=True)
class DealSearch:
    """Progress of a search for a winnable deal: `tried` deals so far; when `done`,
    `deal` is the first deal the solver won (None if none within the tries)."""

    tried: int
    deal: int | None = None
    done: bool = False
    result: Result | None = None


# --- jobs (run in the worker, or inline) ------------------------------------------------

@dataclass(frozen=True)
class Progress:
    """How far a search has looked: positions expanded, CPU seconds spent."""

    nodes: int
    seconds: float


class _SolveJob:
    """Solve one position; for hints, say the best guess so far after `answer_after`;
    say how far it has looked every `PROGRESS_EVERY` seconds. A found line is shortened
    here (shorten.py), and the keys of the positions along it are worked out here too
    (sent as ("line", keys) before the result): the service that posted the job only
    files them, so the table never replays a line."""

    def __init__(self, game: Game, state: GameState, budget: Budget,
                 answer_after: float | None = None, quiet: bool = False,
                 best_line: bool = False) -> None:
        from .portfolio import Solver  # (the searches load where the work runs)

        self.game, self.state = game, state
        self.quiet = quiet      # runs only when no other job waits (see `runnable`)
        self.best_line = best_line  # no win found: a line of best moves is wanted
        self.extending: BestMoves | None = None
        self.solver: Solver | None = Solver(game, state, budget)
        now = time.perf_counter()
        self.answer_at = now + answer_after if answer_after is not None else None
        self.report_at = now + PROGRESS_EVERY
        self.done = False
        self.result: Result | None = None
        self.shortening: Shortening | None = None
        self.head: list[Move] = []   # moves kept as they are (a hint told from them)

    @property
    def urgent(self) -> bool:
        """A hint not yet told: it runs before any other work (see `runnable`)."""
        return self.answer_at is not None

    def hurry(self, answer_after: float) -> None:
        """A hint is asked for this job's position: it is told within `answer_after`
        seconds (a found win's first move, else the best guess so far), and the job
        runs before any other from now on. The hint is owed `answer_after` seconds of
        search in all, not more: a watch that has searched that long already tells its
        guess (or its found line's first move) at once — after seconds of search a few
        tens of milliseconds more seldom win, and the player waited them (p95 of first
        hints, tools/bench_hints.py)."""
        self.quiet = False
        if not self.done:
            searched = self.solver.seconds if self.solver is not None else answer_after
            self.answer_at = time.perf_counter() + max(0.0, answer_after - searched)

    def step(self, until: float) -> list[tuple[str, Any]]:
        if self.result is None:
            out = self._search(until)
            if self.result is None:
                return out
            if self.shortening is not None:
                return [("found", None)]    # what is left is shortening and learning
        if self.extending is not None and not self._extend(until):
            return []
        if self.shortening is not None:
            line = self.shortening.run(until)
            if line is None:
                if self.answer_at is not None and time.perf_counter() >= self.answer_at:
                    return [("guess", self._first_move_kept())]
                return []
            self.result = replace(self.result, moves=self.head + line)
            self.shortening = None
        self.done = True
        return [("line", self._keys(self.result.moves)), ("result", self.result)]

    def _search(self, until: float) -> list[tuple[str, Any]]:
        solver = self.solver
        assert solver is not None
        if self.answer_at is not None:
            until = min(until, self.answer_at)
        result = solver.run(until=until)
        if result is not None and self.answer_at is not None:
            self.answer_at = min(self.answer_at, time.perf_counter() + SHORTEN_BEFORE_HINT)
        if result is not None:
            from .shorten import Shortening, cut_detours

            self.solver = None      # its positions are let go here, in the worker
            if result.won:
                self.shortening = Shortening(self.game, self.state, result.moves)
            elif not self.best_line:
                pass            # (a hint, a verdict: no line of best moves is wanted)
            elif result.best_line:
                result = replace(result, best_line=cut_detours(self.game, self.state,
                                                               result.best_line))
            elif result.verdict is Verdict.UNKNOWN and result.best_move:
                from .best_moves import BestMoves

                self.extending = BestMoves(self.game, self.state, result.best_move)
            self.result = result
            return []
        out: list[tuple[str, Any]] = []
        now = time.perf_counter()
        if self.answer_at is not None and now >= self.answer_at:
            self.answer_at = None
            guess = Result(Verdict.UNKNOWN, [], solver.nodes, 0.0, solver.best_move)
            out.append(("guess", guess))
        if now >= self.report_at:
            self.report_at = now + PROGRESS_EVERY
            out.append(("progress", Progress(solver.looked_at, solver.seconds)))
        return out

    def _extend(self, until: float) -> bool:
        """Go on making the line of best moves; True once it is made (a line that
        ends in a win makes the result a win, shortened as any other)."""
        from .shorten import Shortening, cut_detours

        assert self.extending is not None and self.result is not None
        line = self.extending.run(until)
        if line is None:
            return False
        if self.extending.won:
            self.result = replace(self.result, verdict=Verdict.WON, moves=line)
            self.shortening = Shortening(self.game, self.state, line)
        else:
            self.result = replace(self.result,
                                  best_line=cut_detours(self.game, self.state, line))
        self.extending = None
        return True

    def _first_move_kept(self) -> Result:
        """A hint can't wait for the shortening: it is told the found line's first move,
        and only the rest of the line is shortened (so the hint stays on the line)."""
        from .shorten import Shortening

        assert self.result is not None
        self.answer_at = None
        moves = self.result.moves
        after = self.state.copy()
        self.game.play(after, moves[0])
        self.head = moves[:1]
        self.shortening = Shortening(self.game, after, moves[1:])
        return self.result

    def _keys(self, line: list[Move]) -> list[tuple]:
        """The exact keys of the positions a won line passes through (the first
        `LEARN_LIMIT`), in order."""
        state = self.state.copy()
        keys = []
        for move in line[:LEARN_LIMIT]:
            keys.append(state.key())
            self.game.play(state, move)
        return keys


class _DealJob:
    """Try deals from `first` on until the solver wins one."""

    def __init__(self, game: Game, first: int, tries: int, budget: Budget) -> None:
        from .portfolio import Solver

        self.game, self.first, self.tries, self.budget = game, first, tries, budget
        self.tried = 0
        self.solver = Solver(game, game.new_state(first), budget)
        self.done = False

    def step(self, until: float) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        while not self.done and time.perf_counter() < until:
            result = self.solver.run(until=until)
            if result is None:
                break
            self.tried += 1
            number = self.first + self.tried - 1
            if result.won:
                self.done = True
                out.append(("result", DealSearch(self.tried, number, True, result)))
            elif self.tried >= self.tries:
                self.done = True
                out.append(("result", DealSearch(self.tried, None, True)))
            else:
                out.append(("progress", DealSearch(self.tried)))
                self.solver = type(self.solver)(self.game, self.game.new_state(number + 1),
                                                self.budget)
        return out


def runnable(jobs: dict[int, Any]) -> list[tuple[int, Any]]:
    """The jobs to step now: the hints still to be told alone, if there are any (a
    player waits for them; a verdict, a line for "Play for me", a found line being
    shortened can wait that long), else all but the quiet ones, else the quiet ones
    (the position on the table searched before anyone asks: it never slows an answer)."""
    urgent = [(t, j) for t, j in jobs.items() if getattr(j, "urgent", False)]
    if urgent:
        return urgent
    loud = [(t, j) for t, j in jobs.items() if not getattr(j, "quiet", False)]
    return loud or list(jobs.items())


def make_job(game: Game, kind: str, state: GameState | None, params: dict) -> Any:
    if kind == DEAL:
        return _DealJob(game, params["first"], params["tries"], params["budget"])
    assert state is not None
    return _SolveJob(game, state, params["budget"], params.get("answer_after"),
                     params.get("quiet", False), best_line=kind == DEMO)


# --- the worker process ----------------------------------------------------------------

def worker_main(requests: Any, replies: Any, idle_seconds: float = IDLE_SECONDS) -> None:
    """The worker process: take jobs from `requests`, run them in turn, post answers;
    end once idle for `idle_seconds` (the service starts another when it needs one).

    Messages in: ("job", ticket, kind, game_id, options, state_dict | None, params),
    ("cancel", ticket), ("hurry", ticket, answer_after), ("quiet", ticket), ("stop",).
    Out: (ticket, tag, payload)."""
    if hasattr(os, "nice"):
        os.nice(WORKER_NICENESS)
    from game.rules import create

    from . import portfolio, shorten  # noqa: F401  (loaded as the worker starts, not
    #                                   while its first hint waits)

    games: dict[tuple, Game] = {}
    jobs: dict[int, Any] = {}
    # The cyclic collector runs only here, never inside a job's slice: the searches make
    # no reference cycles, and a pass over their heap (when a slice ends and the collector
    # comes back on: search.cyclic_gc_paused) took 130 ms of a 10 ms slice, which a hint
    # asked meanwhile waits out. The young generations go when a job ends, all when idle.
    gc.disable()
    while True:
        if not jobs:
            # Idle: collect, then freeze what is left (games, the solver's caches), so
            # that later passes of the cyclic collector skip it and never make a hint late.
            gc.collect()
            gc.freeze()
        try:
            message = requests.get(timeout=idle_seconds) if not jobs else requests.get_nowait()
        except queue.Empty:
            if not jobs:
                return      # idle: let the memory go (the service restarts us on demand)
            message = None
        while message is not None:
            if message[0] == "stop":
                return
            if message[0] == "cancel":
                jobs.pop(message[1], None)
            elif message[0] == "hurry":
                if message[1] in jobs:
                    jobs[message[1]].hurry(message[2])
            elif message[0] == "quiet":     # nobody waits for it any more
                if message[1] in jobs:
                    jobs[message[1]].quiet = True
            else:
                _, ticket, kind, game_id, options, data, params = message
                try:
                    game_key = (game_id, tuple(sorted(options.items())))
                    game = games.get(game_key) or games.setdefault(
                        game_key, create(game_id, options))
                    state = None if data is None else GameState.from_dict(
                        data, game.pile_names, game.counter_names)
                    jobs[ticket] = make_job(game, kind, state, params)
                except Exception as error:  # a bad job must not end the worker
                    replies.put((ticket, "error", f"{type(error).__name__}: {error}"))
            try:
                message = requests.get_nowait()
            except queue.Empty:
                message = None
        for ticket, job in runnable(jobs):
            try:
                for tag, payload in job.step(time.perf_counter() + SLICE):
                    replies.put((ticket, tag, payload))
            except Exception as error:
                job.done = True
                replies.put((ticket, "error", f"{type(error).__name__}: {error}"))
            if job.done:
                jobs.pop(ticket, None)
                gc.collect(1)


