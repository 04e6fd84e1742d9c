"""Sleeping until something happens — the next input event or a deadline — without polling.

pygame-ce's `pygame.event.wait(timeout)` looks at the queue once a millisecond, which
alone costs ~1.5 % of a core on a still table. SDL's own `SDL_WaitEventTimeout` blocks
on the display connection (X11, Wayland, Windows, macOS) and returns as soon as an event
arrives. We call it through ctypes on the very SDL library pygame has loaded, with a
NULL event so that the event stays in the queue for `pygame.event.get()`. Where that
library cannot be found, pygame's own wait stands in (the event it takes out is posted
back).

Gamepads: SDL reads joysticks on every event pump, and while any joystick device is
present (a pad, but also some laptops' accelerometers) its wait cannot block: it wakes
every millisecond (2.3 % of a core on a still table with one pad). So we read them
ourselves (`read_devices_ourselves`): while the loop sleeps, open pads are read
PAD_READS_PER_SECOND times a second (0.4 % of a core) and pads plugged in are looked for
every DEVICE_CHECK_SECONDS (as SDL itself does); while it runs, once a frame
(`read_devices`).
"""

from __future__ import annotations

import ctypes
import functools
import glob
import os
import sys
import time

import pygame

PAD_READS_PER_SECOND = 30   # a press shows within two 60 Hz frames; 0.4 % of a core
DEVICE_CHECK_SECONDS = 3.0  # how often a sleeping loop looks for a pad plugged in
SDL_FIRSTEVENT, SDL_LASTEVENT = 0, 0xFFFF

_sdl_wait = None        # SDL_WaitEventTimeout, once found
_looked = False
_read_devices = None    # SDL_GameControllerUpdate while we read the pads ourselves
_has_events = None      # SDL_HasEvents


@functools.cache
def _loaded_sdl_path() -> str | None:
    """The SDL2 library in this process: from the memory map on Linux, else the copy
    bundled next to pygame (Windows, macOS wheels), else the system's."""
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                for line in maps:
                    if "libSDL2" not in line:
                        continue
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


def read_devices_ourselves() -> bool:
    """Stop SDL reading joysticks on each event pump; `wait_for_event` and `read_devices`
    read them from now on. False (SDL goes on reading them: right, only dearer) where
    SDL's functions are not found."""
    global _read_devices, _has_events
    if _read_devices is not None:
        return True
    path = _loaded_sdl_path() if _find_sdl_wait() is not None else None
    if path is None:
        return False
    try:
        library = ctypes.CDLL(path)
        set_hint, update, has_events = (library.SDL_SetHint, library.SDL_GameControllerUpdate,
                                        library.SDL_HasEvents)
    except (OSError, AttributeError):
        return False
    set_hint.argtypes, set_hint.restype = [ctypes.c_char_p, ctypes.c_char_p], ctypes.c_int
    update.argtypes, update.restype = [], None
    has_events.argtypes, has_events.restype = [ctypes.c_uint32, ctypes.c_uint32], ctypes.c_int
    if not set_hint(b"SDL_AUTO_UPDATE_JOYSTICKS", b"0"):
        return False
    _read_devices, _has_events = update, has_events
    return True


def read_devices() -> None:
    """Read the pads (their events join the queue) and notice pads plugged in or out;
    nothing while SDL reads them itself."""
    if _read_devices is not None:
        _read_devices()


def blocks_without_polling() -> bool:
    """Whether waits go through SDL's blocking wait (for tools and tests)."""
    return _find_sdl_wait() is not None


def wait_for_event(timeout: float | None, pads_open: bool = False) -> bool:
    """Sleep until an event is queued (True) or `timeout` seconds have passed (False);
    None waits for an event however long it takes. The event stays in the queue.
    `pads_open`: a pad is in use, read it often (see the module's docstring)."""
    ms = -1 if timeout is None else max(0, round(timeout * 1000))
    sdl_wait = _find_sdl_wait()
    if sdl_wait is not None and _read_devices is not None:
        return _wait_reading_devices(sdl_wait, ms, pads_open)
    if sdl_wait is not None:
        return bool(sdl_wait(None, ms))
    if ms == 0:
        return bool(pygame.event.peek())
    event = pygame.event.wait(max(ms, 0))  # pygame's 0 means no time limit
    if event.type == pygame.NOEVENT:
        return False
    pygame.event.post(event)
    return True


def _wait_reading_devices(sdl_wait, ms: int, pads_open: bool) -> bool:
    """SDL's blocking wait in slices, the devices read between them."""
    pace = round(1000 / PAD_READS_PER_SECOND if pads_open else 1000 * DEVICE_CHECK_SECONDS)
    deadline = None if ms < 0 else time.monotonic() + ms / 1000
    while True:
        left = pace if deadline is None else max(0, round((deadline - time.monotonic()) * 1000))
        if sdl_wait(None, min(pace, left)):
            return True
        read_devices()
        if _has_events(SDL_FIRSTEVENT, SDL_LASTEVENT):
            return True
        if deadline is not None and time.monotonic() >= deadline:
            return False


__all__ = ["DEVICE_CHECK_SECONDS", "PAD_READS_PER_SECOND", "blocks_without_polling",
           "read_devices", "read_devices_ourselves", "wait_for_event"]
