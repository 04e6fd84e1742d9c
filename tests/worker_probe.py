"""Worker targets for tests/test_worker_process.py (a worker process imports its target
by name: this module, found through PYTHONPATH)."""

import sys

from game.solver.jobs import worker_main


def solver_then_modules(requests, replies, idle):
    """The solver's worker; once it has ended (idle), the modules it had imported."""
    worker_main(requests, replies, idle)
    replies.put(("modules", sorted(sys.modules)))


def flood(requests, replies, count):
    """Send `count` messages of a MiB each, read by nobody yet, then end."""
    for number in range(count):
        replies.put((number, bytes(1 << 20)))


def echo(requests, replies):
    """Answer each message with itself until the pipe is closed."""
    while True:
        replies.put(requests.get())
