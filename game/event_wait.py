"""Sleeping until something happens — the next input event or a deadline — without polling.

pygame-ce's `pygame.event.wait(timeout)` looks at the queue once a millisecond, which
alone costs ~1.5 % of a core on a still table. SDL's own `SDL_WaitEventTimeout` blocks
on the display connection (X11, Wayland, Windows, macOS) and returns as soon as an event
arrives. We call it through ctypes on the very SDL library pygame has loaded, with a
NULL event so that the event stays in the queue for `pygame.event.get()`. Where that
library cannot be found, pygame's own wait stands in (the event it takes out is posted
back). With a gamepad connected SDL itself has to poll its devices; that is SDL's choice.
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys

import pygame

_sdl_wait = None        # SDL_WaitEventTimeout, once found
_looked = False


def _loaded_sdl_path() -> str | None:
    """The SDL2 library in this process: from the memory map on Linux, else the copy
    bundled next to pygame (Windows, macOS wheels), else the system's."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                for line in maps:
                    path = line.split()[-1]
                    if "libSDL2-2" in os.path.basename(path) or \
                            os.path.basename(path).startswith("libSDL2."):
                        return path
        except OSError:
            pass
    here = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2*"):
        found = sorted(glob.glob(os.path.join(here, pattern)))
        if found:
            return found[0]
    return None


def _find_sdl_wait():
    global _sdl_wait, _looked
    if not _looked:
        _looked = True
        path = _loaded_sdl_path()
        if path is not None:
            try:
                function = ctypes.CDLL(path).SDL_WaitEventTimeout
            except (OSError, AttributeError):
                return None
            function.argtypes = [ctypes.c_void_p, ctypes.c_int]
            function.restype = ctypes.c_int
            _sdl_wait = function
    return _sdl_wait


def blocks_without_polling() -> bool:
    """Whether waits go through SDL's blocking wait (for tools and tests)."""
    return _find_sdl_wait() is not None


def wait_for_event(timeout: float | None) -> bool:
    """Sleep until an event is queued (True) or `timeout` seconds have passed (False);
    None waits for an event however long it takes. The event stays in the queue."""
    ms = -1 if timeout is None else max(0, round(timeout * 1000))
    sdl_wait = _find_sdl_wait()
    if sdl_wait is not None:
        return bool(sdl_wait(None, ms))
    if ms == 0:
        return bool(pygame.event.peek())
    event = pygame.event.wait(max(ms, 0))  # pygame's 0 means no time limit
    if event.type == pygame.NOEVENT:
        return False
    pygame.event.post(event)
    return True


__all__ = ["blocks_without_polling", "wait_for_event"]
