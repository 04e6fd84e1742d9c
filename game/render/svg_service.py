"""Card themes drawn off the frame loop, the game's side: `request` cards of a theme at a
size, `take` what has been drawn (each answer as svg_worker.py describes it).

In "process" mode (playing) the cards are drawn by up to WORKERS worker processes at
once (svg_worker.worker_main), each sent a card or two at a time from one queue, so the
cards a table shows first are drawn first, in parallel, and a deck put aside can have its
cards still queued taken back (`cancel`). A worker is started when cards are asked for
and ends by itself when idle (svg_worker.IDLE_EXIT), or at once by `stop_workers` (our
own deck chosen again); cards it still owed go back to the queue. If a worker dies, the
service carries on inline. In "inline" mode (headless: tests, screenshots, tools) a
request is drawn at once.
"""

from __future__ import annotations

import os
import queue
from collections import defaultdict, deque
from pathlib import Path

from game.render.svg_worker import IDLE_EXIT, Drawer

WORKERS = 2   # processes drawing at once (one per core of a small machine)
AHEAD = 4     # cards sent to a worker before it answers (it never waits between cards, nor
              # for the game's next look: a table's first eight are all sent at once)
MODE_VARIABLE = "REUSSITE_SVG_WORKER"  # "inline" or "process": overrides the default

Task = tuple[str, str, int, int]  # theme path, element id, width, height


def default_mode() -> str:
    mode = os.environ.get(MODE_VARIABLE)
    if mode in ("inline", "process"):
        return mode
    return "inline" if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen") else "process"


class _Worker:
    TARGET = "game.render.svg_worker:worker_main"  # (tools/bench_decks.py --profile: its own)

    def __init__(self, idle: float) -> None:
        from game.worker_process import WorkerProcess

        self.process = WorkerProcess(self.TARGET, (idle,), "reussite-decks")
        self.sent: list[Task] = []  # sent, not answered yet, in order

    def send(self, task: Task) -> None:
        self.sent.append(task)
        path, element_id, width, height = task
        self.process.requests.put((path, [element_id], width, height))

    def read(self, path: str) -> None:
        """Parse the theme now, ahead of its cards (answers only if it cannot be read)."""
        self.process.requests.put((path, [], 0, 0))


class SvgService:
    def __init__(self, mode: str | None = None, idle: float = IDLE_EXIT,
                 workers: int = WORKERS) -> None:
        self.mode = mode or default_mode()
        if self.mode not in ("process", "inline"):
            raise ValueError(f"mode is 'process' or 'inline', not {self.mode!r}")
        self.idle = idle
        self.most = max(1, workers)
        self._drawer = Drawer()
        self._queue: deque[Task] = deque()   # to be drawn, the next first
        self._shown: set[Task] = set()       # those of them a frame shows
        self._workers: list[_Worker] = []
        self._ready: dict[str, list[tuple]] = defaultdict(list)

    @property
    def working(self) -> bool:
        """Whether a worker process is there now."""
        return any(w.process.is_alive() for w in self._workers)

    def worker_ids(self) -> list[int]:
        """The process ids of the workers there now (tools that weigh them)."""
        return [w.process.pid for w in self._workers if w.process.is_alive()]

    def request(self, path: Path, ids: list[str], width: int, height: int,
                first: bool = False) -> None:
        """Draw `ids` of a theme at a size, after what is queued (`first`: the cards a
        frame shows, before the rest — but after those shown at a larger size: the
        table's before the chooser's preview). A card already queued or being drawn is
        not asked twice."""
        path = str(path)
        sent = {task for w in self._workers for task in w.sent}
        tasks = [(path, i, width, height) for i in dict.fromkeys(ids)]
        tasks = [t for t in tasks if t not in sent]
        if first:
            moved, area = set(tasks), width * height
            rest = [t for t in self._queue if t not in moved]
            ahead = [t for t in rest if t in self._shown and t[2] * t[3] > area]
            behind = [t for t in rest if t not in ahead]
            self._queue = deque([*ahead, *tasks, *behind])
            self._shown.update(tasks)
        else:
            queued = set(self._queue)
            self._queue.extend(t for t in tasks if t not in queued)
        self._dispatch()

    def warm(self) -> None:
        """Start the workers ahead of a choice (the deck chooser is open): a choice then
        waits for no process to start. Like any, they end when idle."""
        if self.mode != "process":
            return
        self._collect()
        try:
            while len(self._workers) < self.most:
                self._workers.append(_Worker(self.idle))
        except OSError:
            pass  # (started when cards are asked for, or drawn here)

    def prepare(self, path: Path) -> None:
        """A theme's cards will be asked for (its deck was chosen, none of them kept):
        each worker reads the theme now, while the game draws the choice's first frame."""
        if self.mode != "process":
            return
        self.warm()
        for worker in self._workers:
            worker.read(str(path))

    def pending(self, path: Path, width: int, height: int) -> bool:
        """Whether cards of this theme at this size are queued or being drawn."""
        path = str(path)
        return any(t[0] == path and t[2:] == (width, height)
                   for t in [*self._queue, *(t for w in self._workers for t in w.sent)])

    def cancel(self, path: Path) -> None:
        """Take back this theme's cards still queued (its deck was put aside)."""
        path = str(path)
        self._queue = deque(t for t in self._queue if t[0] != path)
        self._shown = {t for t in self._shown if t[0] != path}

    def take(self, path: Path) -> list[tuple]:
        """The answers for one theme that arrived since the last call."""
        self._collect()
        self._dispatch()
        return self._ready.pop(str(path), [])

    # --- the workers ---------------------------------------------------------------------
    def _dispatch(self) -> None:
        if self.mode == "inline":
            while self._queue:
                self._draw_inline(self._queue.popleft())
            return
        while self._queue:
            idle = [w for w in self._workers if len(w.sent) < AHEAD]
            if len(self._workers) < self.most and (not idle or len(self._queue) > 1):
                try:
                    self._workers.append(_Worker(self.idle))
                except OSError:  # no process to be had: draw here
                    self.mode = "inline"
                    self._dispatch()
                    return
                continue
            if not idle:
                return
            task = self._queue.popleft()
            self._shown.discard(task)
            min(idle, key=lambda w: len(w.sent)).send(task)

    def _draw_inline(self, task: Task) -> None:
        self._shown.discard(task)
        path, element_id, width, height = task
        for answer in self._drawer.run((path, [element_id], width, height)):
            self._arrived(answer)

    def _arrived(self, answer: tuple) -> None:
        self._ready[answer[1]].append(answer)
        if answer[0] == "broken":  # nothing more of this theme will draw
            self.cancel(answer[1])
            for worker in self._workers:
                worker.sent = [t for t in worker.sent if t[0] != answer[1]]

    def _collect(self) -> None:
        """Take in every worker's answers; a worker that ended hands back what it owed
        (one that died makes the service draw inline from now on)."""
        for worker in list(self._workers):
            self._read(worker)
            if not worker.process.is_alive():
                self._workers.remove(worker)
                worker.process.close()
                self._queue.extendleft(reversed(worker.sent))
                if worker.process.exitcode != 0:
                    self.mode = "inline"

    def _read(self, worker: _Worker) -> None:
        while True:
            try:
                answer = worker.process.replies.get_nowait()
            except (queue.Empty, OSError, ValueError):
                return
            if answer[0] == "card":
                task = (answer[1], answer[2], answer[3], answer[4])
                if task in worker.sent:
                    worker.sent.remove(task)
            self._arrived(answer)

    def stop_workers(self) -> None:
        """End the workers now (no installed deck is in use): nothing stays queued; the
        answers already sent are kept, and a later request starts others."""
        self._queue.clear()
        self._shown.clear()
        for worker in self._workers:
            worker.process.requests.put(None)  # ends it after the card under way
        for worker in self._workers:
            worker.process.join(timeout=0.5)
            if worker.process.is_alive():
                worker.process.terminate()  # (its last answer may be half sent: not read)
                worker.process.join(timeout=1)
            else:
                self._read(worker)
            worker.process.close()
        self._workers = []

    def close(self) -> None:
        self.stop_workers()


_SERVICE: SvgService | None = None


def service() -> SvgService:
    """The one service the decks share, started on first use."""
    global _SERVICE
    if _SERVICE is None:
        _SERVICE = SvgService()
    return _SERVICE


def started() -> SvgService | None:
    """The shared service if a deck has asked for it, else None."""
    return _SERVICE


def use_service(chosen: SvgService | None) -> None:
    """Make `chosen` the shared service (tools that time the workers); None: start anew."""
    global _SERVICE
    _SERVICE = chosen
