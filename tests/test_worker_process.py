"""The worker processes (game/worker_process.py): a plain child Python that imports only
what its work needs (the solver's: no pygame, no screens, one game's rules), ends when
idle or when the program is gone, never waits on a full pipe, and leaves no other
process behind (multiprocessing's spawn left a resource tracker for the program's life)."""

import os
import sys
import time
from pathlib import Path

import pytest

from game.rules import create
from game.solver import HintService
from game.solver.search import Budget
from game.worker_process import WorkerProcess

TESTS = str(Path(__file__).resolve().parent)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="reads the process tree in /proc")


@pytest.fixture
def probes(monkeypatch):
    """Workers find the targets of tests/worker_probe.py."""
    monkeypatch.setenv("PYTHONPATH", TESTS)


def children() -> set[int]:
    """Our child processes now (other tests' may be among them: compare with before)."""
    found = set()
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/children") as f:
                found.update(int(pid) for pid in f.read().split())
        except OSError:
            pass   # a thread that ended meanwhile
    return found


def test_the_solver_worker_imports_the_engine_the_solver_and_one_game(probes):
    game = create("klondike")
    worker = WorkerProcess("worker_probe:solver_then_modules", (0.2,))
    worker.requests.put(("job", 1, "verdict", "klondike", {}, game.new_state(4).to_dict(),
                         {"budget": Budget(0.05, 500)}))
    replies = []
    while not replies or replies[-1][0] != "modules":
        replies.append(worker.replies.get(timeout=60))
    assert (1, "result") in [r[:2] for r in replies]   # it did the work
    modules = replies[-1][1]
    assert "game.rules.klondike" in modules and "game.solver.portfolio" in modules
    assert "pygame" not in modules and "multiprocessing" not in modules
    assert not [m for m in modules if m.startswith(("game.render", "game.scenes", "game.app",
                                                    "game.store", "game.fortune"))]
    rules = [m for m in modules if m.startswith("game.rules.")]
    assert "game.rules.freecell" not in rules and len(rules) < 6, rules
    worker.join(30)
    assert worker.exitcode == 0


def test_a_worker_idle_goes_and_leaves_no_process_behind():
    game = create("freecell")
    state = game.new_state(2)
    before = children()
    with HintService(idle_seconds=0.3) as service:
        service.request(game, state)
        deadline = time.monotonic() + 60
        while service.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert service._process is not None
        assert children() - before == {service._process.pid}   # the worker alone: no tracker
        while children() - before and time.monotonic() < deadline:
            service.poll()
            time.sleep(0.05)
        assert not children() - before, "a process stayed after the last job"
        assert service.mode == "process" and not service.errors


def test_a_worker_never_waits_for_its_replies_to_be_read(probes):
    worker = WorkerProcess("worker_probe:flood", (8,))   # 8 MiB: far over a pipe's size
    worker.join(30)
    assert worker.exitcode == 0
    assert [worker.replies.get_nowait()[0] for _ in range(8)] == list(range(8))


def test_a_worker_ends_when_its_requests_close(probes):
    worker = WorkerProcess("worker_probe:echo")
    worker.requests.put("hello")
    assert worker.replies.get(timeout=30) == "hello"
    worker.close()   # as when the program has gone
    worker.join(30)
    assert worker.exitcode == 0 and worker.pid not in children()
