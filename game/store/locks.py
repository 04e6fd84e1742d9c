"""Locks that let two copies of the program share one data folder without losing a record.

A file that both copies change (statistics, settings, the fortune journal) is read,
changed and written back while its lock is held, so the second copy's change is made on
top of the first's instead of over it. A game in progress is *claimed* by the copy that
has it open: the other copy is told, and neither saves over nor counts the other's game.

The locks are the `filelock` library's (fcntl on POSIX, msvcrt on Windows), on a hidden
``.<name>.lock`` file beside the file they guard. A folder where no lock file can be made
(read-only, full) is used without one: the write that follows fails with its own notice.
Pure Python.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from filelock import FileLock

# How long a change waits for another copy's (a read-change-write takes ~7 ms). Past it
# the change goes on unlocked and could write over the other's: 5 s ran out once in 200
# counts of two copies at a load of 28 on 2 cores (the holder descheduled mid-fsync), so
# the wait is long; only a copy hung while holding the lock makes anyone wait this long.
WAIT_SECONDS = 30.0


def lock_path(path: Path) -> Path:
    path = Path(path)
    return path.with_name(f".{path.name}.lock")


@contextmanager
def changing(path: Path) -> Iterator[bool]:
    """Hold ``path``'s lock while the block reads, changes and writes it. Yields whether
    the lock is held (False: no lock could be had; the block goes on without one)."""
    from filelock import Timeout  # with the first write, not at start (asyncio: ~10 ms)

    lock = _lock(path, WAIT_SECONDS)
    try:
        lock.acquire()
    except (OSError, Timeout):
        yield False
        return
    try:
        yield True
    finally:
        lock.release()


class Claim:
    """A copy's hold on one file (a game in progress) for as long as it keeps it open.
    Two tables of this copy may hold the same file (a new deal replacing the old one):
    the lock goes when the last lets it go."""

    def __init__(self, key: str) -> None:
        self._key = key
        self._held = True

    def release(self) -> None:
        if not self._held:
            return
        self._held = False
        lock, count = _claims[self._key]
        if count > 1:
            _claims[self._key] = (lock, count - 1)
            return
        del _claims[self._key]
        if lock is not None:
            lock.release()


_claims: dict[str, tuple[FileLock | None, int]] = {}


def claim(path: Path) -> Claim | None:
    """Hold ``path`` for this copy, or None if another copy holds it. A folder where no
    lock can be made gives a claim that holds nothing: alone, we may use the file."""
    key = os.fspath(lock_path(path))
    if key in _claims:
        lock, count = _claims[key]
        _claims[key] = (lock, count + 1)
        return Claim(key)
    from filelock import Timeout

    lock: FileLock | None = _lock(path, 0)
    try:
        lock.acquire(blocking=False)
    except Timeout:
        return None
    except OSError:
        lock = None
    _claims[key] = (lock, 1)
    return Claim(key)


def _lock(path: Path, timeout: float) -> FileLock:
    from filelock import FileLock

    target = lock_path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # acquire() fails with its own OSError, handled by the caller
    # thread_local=False: the durable-writes worker may release what the frame took
    return FileLock(os.fspath(target), timeout=timeout, thread_local=False, is_singleton=False)
