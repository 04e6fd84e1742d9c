"""A worker process for work off the frame loop (the solver's, the installed decks'): a
plain child Python (`python -m game.worker_process`) that runs one function, talked to
over two pipes of pickled messages.

Not multiprocessing: its "spawn" start also starts a resource tracker process that
stays as long as the program does (its queues' locks are named semaphores, which the
tracker watches), and the child first imports what the parent's main module needs. This
child imports the module of its function and what that module needs, no more.

    worker = WorkerProcess("game.solver.jobs:worker_main", (idle_seconds,), "solver")
    worker.requests.put(message)          # never blocks (a thread writes it)
    worker.replies.get_nowait()           # queue.Empty when nothing has come
    worker.is_alive(), worker.exitcode, worker.join(timeout), worker.terminate()

The function is called as `function(requests, replies, *args)`: `requests.get(timeout)`
/ `get_nowait()` (queue.Empty when nothing came), `replies.put(message)`. A child whose
parent is gone (its request pipe closed) ends quietly.
"""

from __future__ import annotations

import importlib
import os
import pickle
import queue
import select
import struct
import subprocess
import sys
import threading
from pathlib import Path

_HEADER = struct.Struct("!Q")   # each message: its length, then its pickle
_ROOT = str(Path(__file__).resolve().parent.parent)   # the folder that holds `game`


class _Closed(Exception):
    """The pipe's other end is gone."""


def _write(fd: int, message: object) -> None:
    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    view = memoryview(_HEADER.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def _read_exactly(fd: int, size: int) -> bytes:
    parts, left = [], size
    while left:
        part = os.read(fd, min(left, 1 << 20))
        if not part:
            raise _Closed
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _read(fd: int) -> object:
    (size,) = _HEADER.unpack(_read_exactly(fd, _HEADER.size))
    return pickle.loads(_read_exactly(fd, size))


# --- the parent's side ------------------------------------------------------------------

class _Outbox:
    """Messages to the child, written by a thread of their own (a busy child reads its
    pipe late: the frame loop never waits for it)."""

    def __init__(self, fd: int) -> None:
        self._fd, self._waiting = fd, queue.SimpleQueue()
        threading.Thread(target=self._send, name="worker-requests", daemon=True).start()

    def put(self, message: object) -> None:
        self._waiting.put(message)

    def close(self) -> None:
        self._waiting.put(_Closed)

    def _send(self) -> None:
        try:
            while (message := self._waiting.get()) is not _Closed:
                _write(self._fd, message)
        except OSError:
            pass    # the child is gone: what it was sent does not matter any more
        finally:
            os.close(self._fd)


class _Inbox:
    """Messages from the child, read by a thread of their own as they come (a child
    never waits on a full pipe, so one left alone can still end when idle)."""

    def __init__(self, fd: int, outbox: _Outbox, arrived: queue.SimpleQueue | None) -> None:
        self._fd, self._outbox = fd, outbox
        self._arrived = queue.SimpleQueue() if arrived is None else arrived
        self.reader = threading.Thread(target=self._receive, name="worker-replies",
                                       daemon=True)
        self.reader.start()

    def get_nowait(self) -> object:
        return self._arrived.get_nowait()

    def get(self, timeout: float | None = None) -> object:
        return self._arrived.get(timeout=timeout)

    def _receive(self) -> None:
        try:
            while True:
                self._arrived.put(_read(self._fd))
        except (_Closed, OSError, EOFError, pickle.UnpicklingError):
            pass
        finally:
            os.close(self._fd)
            self._outbox.close()   # the child has ended: its writer thread ends too


def _child_environment() -> dict[str, str]:
    """Ours, with the folder that holds `game` on the child's path when the program runs
    from a source folder (an installed copy is found where it is installed: its folder,
    put before the standard library's, could shadow it)."""
    import site

    env = dict(os.environ)
    installed = {*site.getsitepackages(), site.getusersitepackages()}
    if _ROOT not in installed:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_ROOT, env.get("PYTHONPATH")) if p)
    return env


class WorkerProcess:
    """A child Python running `target` ("module:function") with `args` after its two
    channels. `name` shows in the child's command line (ps). `arrived`: a queue the
    replies go to (several workers may share one, to be waited on together)."""

    def __init__(self, target: str, args: tuple = (), name: str = "worker",
                 arrived: queue.SimpleQueue | None = None) -> None:
        child_reads, to_child = os.pipe()
        from_child, child_writes = os.pipe()
        try:
            self._popen = subprocess.Popen(
                [sys.executable, "-m", "game.worker_process", str(child_reads),
                 str(child_writes), name],
                pass_fds=(child_reads, child_writes), stdin=subprocess.DEVNULL,
                env=_child_environment())
        except BaseException:
            for fd in (to_child, child_reads, child_writes, from_child):
                os.close(fd)
            raise
        os.close(child_reads)
        os.close(child_writes)
        self.pid = self._popen.pid
        self.requests = _Outbox(to_child)
        self.requests.put((target, args))
        self.replies = _Inbox(from_child, self.requests, arrived)

    def is_alive(self) -> bool:
        """Whether the child runs, or what it sent is still being read (once not alive,
        every message it sent is there to get)."""
        return self._popen.poll() is None or self.replies.reader.is_alive()

    @property
    def exitcode(self) -> int | None:
        """None while alive; then 0 for a child that returned, another number if not (a
        negative one: ended by that signal)."""
        return None if self.is_alive() else self._popen.returncode

    def join(self, timeout: float | None = None) -> None:
        """Wait for the child to end (at most `timeout` seconds); then for its last
        messages to be read."""
        try:
            self._popen.wait(timeout)
        except subprocess.TimeoutExpired:
            return
        self.replies.reader.join(1.0)

    def terminate(self) -> None:
        if self.is_alive():
            self._popen.terminate()

    def close(self) -> None:
        """No more requests: the child sees its pipe closed and ends."""
        self.requests.close()


# --- the child's side -------------------------------------------------------------------

class _Requests:
    def __init__(self, fd: int) -> None:
        self._fd = fd

    def get(self, timeout: float | None = None) -> object:
        if timeout is not None and not select.select([self._fd], [], [], timeout)[0]:
            raise queue.Empty
        try:
            return _read(self._fd)
        except _Closed:
            raise SystemExit(0) from None  # the parent is gone: so is the work

    def get_nowait(self) -> object:
        return self.get(0)


class _Replies:
    def __init__(self, fd: int) -> None:
        self._fd = fd

    def put(self, message: object) -> None:
        try:
            _write(self._fd, message)
        except BrokenPipeError:
            raise SystemExit(0) from None


def _child(argv: list[str]) -> None:
    requests, replies = _Requests(int(argv[0])), _Replies(int(argv[1]))
    target, args = requests.get()
    module, _, function = target.partition(":")
    getattr(importlib.import_module(module), function)(requests, replies, *args)


if __name__ == "__main__":
    _child(sys.argv[1:])
