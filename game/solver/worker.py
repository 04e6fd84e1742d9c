"""Solver work off the frame loop: `HintService`, the one object the table talks to
(the jobs and the worker process that runs them are in jobs.py).

The service never blocks: `request_*` posts a job and returns, `poll_*` returns an answer
once it is there (else None). In "process" mode the jobs run in a worker process
(game/worker_process.py: it imports the engine, the solver and the one game's rules; the
game goes over as its id, options and the state's plain dict; the worker builds its own
`Game`), so the frame loop keeps its core; in "inline" mode each poll runs the jobs for a
small slice of time instead. The position on the table may be watched: searched quietly
(only while the worker has nothing else to do) from the moment it is dealt, so that a
hint asked for later rests on what was found meanwhile. A worker idle for
`jobs.IDLE_SECONDS` ends, and its memory with it; the next request starts another (and
posts again what was open). If the worker process dies, the service carries on inline.

The table's side does only what takes no time: a found line arrives shortened, with the
keys of the positions along it (the worker replayed it), and is filed by those keys; a
hint along it is made when asked for.
"""

from __future__ import annotations

import queue
import time
from dataclasses import dataclass
from itertools import count
from typing import Any

from game.engine.game import Game
from game.engine.state import GameState
from game.worker_process import WorkerProcess

from .hints import (
    DEAL_BUDGET,
    DEEP_BUDGET,
    DEMO_BUDGET,
    VERDICT_BUDGET,
    WATCH_BUDGET,
    Hint,
    hint_from,
)
from .jobs import (
    DEAL,
    DEMO,
    HINT,
    IDLE_SECONDS,
    VERDICT,
    WATCH,
    DealSearch,
    Progress,
    make_job,
    runnable,
    worker_main,
)
from .known import Known, position_key
from .sliced import Budget, Result, Verdict

ANSWER_AFTER = 0.07   # seconds after which a hint request gets the best guess so far


@dataclass
class _Request:
    ticket: int
    channel: str
    game: Game
    state: GameState | None
    key: tuple | None
    params: dict
    answered: bool = False
    answer: Any = None       # the answer given (a hint's best guess while it goes on)
    keys: list | None = None  # of the positions along a won line (from the worker)
    found: bool = False      # won: the work left is shortening the line and learning it


class HintService:
    """Hints, verdicts, demo lines and winnable deals, computed off the frame loop.

    `mode`: "process" (a worker process; the default) or "inline" (each poll runs the
    work for `slice_seconds`). `watching`: search each position `watch` is told of
    (default: in a worker process only; inline, it would take the frame's time). Each
    channel keeps only its latest request: a
    new request replaces an unanswered one. Answers are cached per position, and a
    won line fills the cache for every position along it."""

    def __init__(self, mode: str = "process", slice_seconds: float = 0.004,
                 answer_after: float = ANSWER_AFTER,
                 idle_seconds: float = IDLE_SECONDS, watching: bool | None = None) -> None:
        if mode not in ("process", "inline"):
            raise ValueError(f"mode is 'process' or 'inline', not {mode!r}")
        self.mode = mode
        self.slice_seconds = slice_seconds
        self.answer_after = answer_after
        self.idle_seconds = idle_seconds
        self.watching = mode == "process" if watching is None else watching
        self._tickets = count(1)
        self._open: dict[int, _Request] = {}       # ticket -> request in work
        self._latest: dict[str, int] = {}          # channel -> its latest ticket
        self._ready: dict[str, Any] = {}           # channel -> answer not yet polled
        self._progress: dict[str, Progress] = {}   # channel -> how far its work has looked
        self._jobs: dict[int, Any] = {}            # inline jobs
        self.known = Known()                       # answers learnt, by position
        self.errors: list[str] = []
        self._process = None
        self.restarts = 0                          # workers started after the first
        if mode == "process":
            self._start_process()

    # --- plumbing --------------------------------------------------------------------
    def _start_process(self) -> None:
        self._process = WorkerProcess(f"{worker_main.__module__}:{worker_main.__name__}",
                                      (self.idle_seconds,), "reussite-solver")
        self._requests, self._replies = self._process.requests, self._process.replies

    def _submit(self, channel: str, game: Game, state: GameState | None, params: dict) -> None:
        self._look_after_process()
        if self.mode == "process" and self._process is None:
            self._restart()
        ticket = next(self._tickets)
        key = position_key(game, state) if state is not None else None
        copy = state.copy() if state is not None else None
        request = self._open[ticket] = _Request(ticket, channel, game, copy, key, params)
        self._latest[channel] = ticket
        if self.mode == "process":
            self._post(request)
        else:
            self._jobs[ticket] = make_job(game, channel, copy, params)

    def _post(self, r: _Request) -> None:
        data = r.state.to_dict() if r.state is not None else None
        self._requests.put(("job", r.ticket, r.channel, r.game.id, dict(r.game.options),
                            data, r.params))

    def _restart(self) -> None:
        """A new worker (the last one ended idle, or none was left): the open requests
        are posted to it again (one may have been posted as the last one ended)."""
        self.restarts += 1
        self._start_process()
        for request in self._open.values():
            request.keys = None
            self._post(request)

    def _cancel(self, channel: str) -> None:
        """Forget a channel's unpolled answer and stop its work."""
        self._ready.pop(channel, None)
        self._progress.pop(channel, None)
        ticket = self._latest.pop(channel, None)
        request = self._open.get(ticket) if ticket is not None else None
        if request is not None and request.found and (request.answered or channel == WATCH):
            # its line is being shortened, then learnt: let it finish, as quietly as a
            # watch (nobody waits for it; the position now on the table goes first)
            if self.mode == "process":
                self._requests.put(("quiet", ticket))
            elif ticket in self._jobs:
                self._jobs[ticket].quiet = True
            return
        if ticket is not None and self._open.pop(ticket, None) is not None:
            if self.mode == "process":
                self._requests.put(("cancel", ticket))
            else:
                self._jobs.pop(ticket, None)

    def _pump(self) -> None:
        """Take in what the work produced."""
        self._look_after_process()
        if self.mode == "process":
            if self._process is None:
                if self._open:      # posted as the last worker ended
                    self._restart()
                return
            while True:
                try:
                    ticket, tag, payload = self._replies.get_nowait()
                except queue.Empty:
                    break
                self._receive(ticket, tag, payload)
            return
        until = time.perf_counter() + self.slice_seconds
        for ticket, job in runnable(self._jobs):
            if time.perf_counter() >= until:
                break
            for tag, payload in job.step(until):
                self._receive(ticket, tag, payload)
            if job.done:
                self._jobs.pop(ticket, None)

    def _look_after_process(self) -> None:
        """A worker that ended idle is let go (its last replies taken in); one that
        died leaves the service working inline."""
        process = self._process
        if self.mode != "process" or process is None or process.is_alive():
            return
        if process.exitcode != 0:
            self._fall_back_inline()
        else:
            self._drain_replies()
            self._process = None

    def _drain_replies(self) -> None:
        while True:
            try:
                ticket, tag, payload = self._replies.get_nowait()
            except (queue.Empty, OSError, ValueError):
                return
            self._receive(ticket, tag, payload)

    def _fall_back_inline(self) -> None:
        self.errors.append("the solver process stopped; solving in time slices")
        self.mode, self._process = "inline", None
        for ticket, r in self._open.items():
            self._jobs[ticket] = make_job(r.game, r.channel, r.state, r.params)

    def _receive(self, ticket: int, tag: str, payload: Any) -> None:
        request = self._open.get(ticket)
        if request is None:
            return   # cancelled meanwhile
        channel = request.channel
        if tag == "line":
            request.keys = payload
            return
        if tag == "found":
            request.found = True
            return
        if tag in ("result", "error"):
            self._open.pop(ticket, None)
        if tag == "progress" and channel != DEAL:
            if self._latest.get(channel) == ticket:
                self._progress[channel] = payload
            return
        answer: Any
        if tag == "error":
            self.errors.append(str(payload))
            answer = {HINT: hint_from(request.game, request.state, None) if request.state
                      else None, DEAL: DealSearch(0, None, True)}.get(
                          channel, Result(Verdict.UNKNOWN))
        elif channel == DEAL:
            answer = payload
            if payload.done and payload.deal is not None and payload.result is not None:
                # the deal's own win: its verdict is known the moment it is dealt
                self.known.learn_line(position_key(request.game,
                                                   request.game.new_state(payload.deal)),
                                      payload.result)
        else:
            if tag == "result" and request.key is not None:
                self.known.learn(request.key, payload, request.keys)
            answer = payload
            if channel in (HINT, WATCH) and (channel == HINT or tag == "result"):
                assert request.state is not None
                answer = hint_from(request.game, request.state, payload)
                if tag == "result" and request.key not in self.known.hints:
                    self.known.hints.put(request.key, answer)
        if channel == WATCH:
            return      # filed (above) for the hint asked later; nobody polls it
        if self._latest.get(channel) == ticket and not request.answered:
            self._ready[channel] = request.answer = answer
            request.answered = tag != "progress"

    # --- hints -------------------------------------------------------------------------
    def watch(self, game: Game, state: GameState, asked: bool = False) -> None:
        """The position now on the table: search it quietly, so that a hint asked for
        later rests on what was found (if the service is `watching`, or `asked`: the
        player asked this table for hints). The last position watched is let go."""
        if not (self.watching or asked):
            return
        self._pump()            # what was found may be filed already
        key = position_key(game, state)
        watched = self._open.get(self._latest.get(WATCH, 0))
        if watched is not None and watched.key == key:
            return
        self._cancel(WATCH)
        if key in self.known.hints or key in self.known.lines or key in self.known.verdicts \
                or game.is_won(state) or not game.legal_moves(state):
            return
        self._submit(WATCH, game, state, {"budget": WATCH_BUDGET, "quiet": True})

    def _hurry_watch(self, key: tuple) -> bool:
        """A hint asked for the watched position: the watch's search becomes the hint's
        (told within `answer_after`), and goes on where it was."""
        watched = self._open.get(self._latest.get(WATCH, 0))
        if watched is None or watched.key != key:
            return False
        self._cancel(HINT)
        del self._latest[WATCH]
        watched.channel, self._latest[HINT] = HINT, watched.ticket
        watched.params = {**watched.params, "quiet": False,
                          "answer_after": self.answer_after}
        if self.mode == "process":
            self._requests.put(("hurry", watched.ticket, self.answer_after))
        elif watched.ticket in self._jobs:
            self._jobs[watched.ticket].hurry(self.answer_after)
        return True

    def request(self, game: Game, state: GameState) -> None:
        """Ask for a hint for this position; `poll()` gives it when it is there."""
        self._pump()            # a watch's answer may have come meanwhile
        key = position_key(game, state)
        cached = self.known.hint(key, game, state)
        working = self._open.get(self._latest.get(HINT, 0))
        if cached is None and working is not None and working.key == key:
            if working.answered:    # asked again while the search goes on: same guess
                self._ready[HINT] = working.answer
            return
        if cached is None and self._hurry_watch(key):
            return
        self._cancel(HINT)
        if cached is not None:
            self._ready[HINT] = cached
        elif game.is_won(state) or not game.legal_moves(state):
            self._ready[HINT] = hint_from(game, state, None)
        else:
            self._submit(HINT, game, state,
                         {"budget": DEEP_BUDGET, "answer_after": self.answer_after})

    def poll(self) -> Hint | None:
        """The hint for the latest request, once, when it is ready; else None."""
        self._pump()
        return self._ready.pop(HINT, None)

    # --- verdicts, demo lines ----------------------------------------------------------
    def request_verdict(self, game: Game, state: GameState,
                        budget: Budget = VERDICT_BUDGET) -> None:
        """Is this position winnable? `poll_verdict()` answers with a `Result`."""
        key = position_key(game, state)
        known = self.known.verdicts.get(key)
        self._cancel(VERDICT)
        if known is not None:
            self._ready[VERDICT] = Result(known, self.known.line_at(key))
        else:
            self._submit(VERDICT, game, state, {"budget": budget})

    def poll_verdict(self) -> Result | None:
        self._pump()
        return self._ready.pop(VERDICT, None)

    def request_demo(self, game: Game, state: GameState, budget: Budget = DEMO_BUDGET) -> None:
        """A winning line to play for the player; `poll_demo()` answers with a `Result`
        (`result.moves` when `result.won`)."""
        key = position_key(game, state)
        line = self.known.line_at(key)
        self._cancel(DEMO)
        if line:
            self._ready[DEMO] = Result(Verdict.WON, line)
        else:
            self._submit(DEMO, game, state, {"budget": budget})

    def poll_demo(self) -> Result | None:
        self._pump()
        return self._ready.pop(DEMO, None)

    # --- winnable deals ----------------------------------------------------------------
    def request_winnable_deal(self, game: Game, first: int, tries: int = 200,
                              budget: Budget = DEAL_BUDGET) -> None:
        """Look for the first deal from `first` on that the solver wins."""
        self._cancel(DEAL)
        self._submit(DEAL, game, None, {"first": first, "tries": tries, "budget": budget})

    def poll_winnable_deal(self) -> DealSearch | None:
        """Progress (`done` False) or the answer (`done` True), when there is news."""
        self._pump()
        return self._ready.pop(DEAL, None)

    # --- progress ----------------------------------------------------------------------
    def progress(self, channel: str) -> Progress | None:
        """How far the work for a channel's latest request has looked (None before its
        first report, and once it is answered or cancelled)."""
        self._pump()
        if self._latest.get(channel) not in self._open:
            self._progress.pop(channel, None)
        return self._progress.get(channel)

    # --- the end -----------------------------------------------------------------------
    def cancel(self, channel: str | None = None) -> None:
        """Drop the work of one channel (or all): e.g. when the player moves on."""
        for name in [channel] if channel else [HINT, VERDICT, DEMO, DEAL, WATCH]:
            self._cancel(name)

    def close(self) -> None:
        """Stop the worker process (if any)."""
        if self._process is not None:
            try:
                self._requests.put(("stop",))
                self._process.join(0.5)
            finally:
                if self._process.is_alive():
                    self._process.terminate()
                self._process.close()
                self._process = None
        self._jobs.clear()
        self._open.clear()

    def __enter__(self) -> HintService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
