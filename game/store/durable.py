"""Files made durable without the frame waiting for the disk.

A player's file is written atomically (game/store/tomlfile.py): its new bytes go to a temp
file beside it, which is fsynced, renamed over the old file, and its folder fsynced — a
crash leaves the old file or the new one, never a torn one. The fsyncs take tens of ms on
a busy disk, and every move saves the game (a new deal's first move writes the statistics
too). In the game's window (`in_background(True)`) the temp file is written at once and
those last three steps are done, in order, by one worker thread while the frame is drawn.
Until the rename the file keeps its old bytes: whatever reads, moves or removes it first
waits for its pending renames (`settle(path)`), and quitting waits for them all
(`settle()`). A write that fails there is told to the player (`failures()`), as one that
fails at once is. Pure Python.
"""

from __future__ import annotations

import os
from collections import Counter, deque

from game.i18n import N_, _

FAILED = N_("Your file {name} could not be saved.")

_background = False
_queue: deque[tuple[int, str, str]] = deque()  # (temp file's handle, its name, the file's)
_pending: Counter[str] = Counter()              # renames queued or under way, per file
_failures: list[str] = []
_condition = None   # threading.Condition, made with the worker (threading: not at start)


def in_background(on: bool = True) -> None:
    """Whether writes are finished by the worker (the window) or at once (tools, tests)."""
    global _background
    if not on:
        settle()
    _background = on


def finish(handle: int, temp_name: str, path: str) -> None:
    """Make the temp file written through `handle` durable and rename it to `path`: at
    once (OSError raised, the temp file left to the caller) or in order by the worker."""
    if not _background:
        commit(handle, temp_name, path)
        return
    condition = start_worker()
    with condition:
        _queue.append((handle, temp_name, path))
        _pending[path] += 1
        condition.notify_all()


def commit(handle: int, temp_name: str, path: str) -> None:
    try:
        os.fsync(handle)
    finally:
        os.close(handle)
    os.replace(temp_name, path)
    sync_directory(os.path.dirname(path) or ".")


def settle(path: str | os.PathLike | None = None) -> None:
    """Wait until `path` (every file, if None) has no rename pending."""
    if _condition is None:
        return
    key = None if path is None else os.fspath(path)
    with _condition:
        _condition.wait_for(lambda: not (+_pending if key is None else _pending[key]))


def failures() -> list[str]:
    """The notices of writes that failed in the worker since last asked."""
    if not _failures:
        return []
    with _condition:
        told, _failures[:] = list(_failures), []
    return told


def sync_directory(directory: str) -> None:
    # Makes the rename itself durable on POSIX; not possible (nor needed) on Windows.
    try:
        handle = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def start_worker():
    """The worker, started on first use (or ahead of it: the window does at a still moment)."""
    global _condition
    if _condition is None:
        import atexit
        import threading

        _condition = threading.Condition()
        threading.Thread(target=_work, name="durable writes", daemon=True).start()
        atexit.register(settle)  # a program ending without quitting still lands its files
    return _condition


def _work() -> None:
    while True:
        with _condition:
            _condition.wait_for(lambda: _queue)
            handle, temp_name, path = _queue.popleft()
            # a newer write of this file follows: this one need not land (nor be synced)
            superseded = any(queued == path for _h, _t, queued in _queue)
        try:
            if superseded:
                os.close(handle)
                os.unlink(temp_name)
            else:
                commit(handle, temp_name, path)
            failed = None
        except OSError:
            try:
                os.unlink(temp_name)
            except OSError:
                pass
            failed = _(FAILED).format(name=os.path.basename(path))
        with _condition:
            if failed:
                _failures.append(failed)
            _pending[path] -= 1
            _condition.notify_all()
