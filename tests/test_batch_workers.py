"""`solve_deals` on worker processes (game/worker_process.py): the outcomes in deal order,
the same as solved in this process, and no worker left once they are read, when they are
no longer read, or when they are read slowly (a worker ends idle; its deals go on)."""

from __future__ import annotations

import time

import pytest

from game.solver import batch
from game.solver.search import Budget

DEALS = [1, 2, 3]


def lines(outcomes):
    return [(o.deal, o.verdict, o.moves, o.nodes) for o in outcomes]


@pytest.fixture
def started(monkeypatch):
    """Every worker the batch starts."""
    workers = []
    real = batch.WorkerProcess

    def recorded(*args, **kwargs):
        workers.append(real(*args, **kwargs))
        return workers[-1]

    monkeypatch.setattr(batch, "WorkerProcess", recorded)
    return workers


def test_two_workers_give_the_outcomes_in_order_and_end(started):
    here = lines(batch.solve_deals("golf", {}, DEALS, Budget(5, 3000), jobs=1))
    assert not started
    assert lines(batch.solve_deals("golf", {}, DEALS, Budget(5, 3000), jobs=2)) == here
    assert len(started) == 2 and not any(worker.is_alive() for worker in started)


def test_workers_end_when_outcomes_are_read_slowly_or_no_longer(started, monkeypatch):
    monkeypatch.setattr(batch, "IDLE_SECONDS", 0.3)
    solving = batch.solve_deals("golf", {}, DEALS, Budget(5, 3000), jobs=2)
    assert next(solving).deal == 1
    deadline = time.monotonic() + 20
    while any(worker.is_alive() for worker in started) and time.monotonic() < deadline:
        time.sleep(0.1)     # nobody reads: the idle workers end
    assert not any(worker.is_alive() for worker in started)
    assert [o.deal for o in solving] == [2, 3]     # their deals solved all the same
    assert not any(worker.is_alive() for worker in started)

    started.clear()
    solving = batch.solve_deals("golf", {}, DEALS, Budget(5, 3000), jobs=2)
    next(solving)
    solving.close()      # no longer read: the workers end at once
    assert started and not any(worker.is_alive() for worker in started)
