"""Memory given back to the system once the program is done with it.

glibc's allocator serves the large blocks (card images, rotated cards, a table's
buffers) from its heap once a large block has been freed (its mmap threshold rises to
the size freed), and keeps what is freed there: after a few tables the process held
the pictures of every table ever opened, though Python had let them all go. Here the
threshold stays fixed, so pixel buffers are mapped and unmapped on their own, and
`give_back()` returns the heap's free pages after a table is left. On other systems
(another C library) both do nothing.
"""

from __future__ import annotations

import gc
import sys
import types
import weakref

M_MMAP_THRESHOLD = -3          # mallopt's parameter (malloc.h)
MMAP_THRESHOLD = 128 * 1024    # bytes: glibc's own starting value, kept from now on

_libc = None
_trims: list = []    # caches' own trims, run before the heap is handed back
_unmarks: list = []  # theirs run when a screen is left: what is used from then on stays


def _callable_ref(function):
    """A method is held weakly (its object, a screen's drawing, may go before the
    program does: then it is not called); a function strongly."""
    if isinstance(function, types.MethodType):
        return weakref.WeakMethod(function)
    return lambda: function


def on_give_back(trim, unmark=None) -> None:
    """Have `trim()` called whenever memory is given back: a cache drops there what the
    screens still on show have not used since the last time (the next use makes it
    again). `unmark()`, if given, is called when a screen is left (`screen_left`): the
    cache forgets what it has seen used, so that only what the screens on show use after
    the change stays."""
    _trims.append(_callable_ref(trim))
    if unmark is not None:
        _unmarks.append(_callable_ref(unmark))


def _call_all(refs: list) -> None:
    for ref in list(refs):
        function = ref()
        if function is None:
            refs.remove(ref)   # its object is gone
        else:
            function()


def screen_left() -> None:
    """A screen was left (or covered): the caches start marking anew what is used."""
    _call_all(_unmarks)


def _glibc():
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            import ctypes  # (after the first frame: not a cost of the start)

            try:
                libc = ctypes.CDLL("libc.so.6")  # (find_library would run ldconfig)
                if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim"):
                    _libc = libc
            except OSError:
                pass
    return _libc or None


def map_large_blocks() -> bool:
    """Keep large blocks mapped on their own from now on (freed: back to the system at
    once). True if the allocator took the setting."""
    libc = _glibc()
    return bool(libc and libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back() -> None:
    """Let the caches drop what no screen on show uses any more (a left screen's cloth,
    fonts, texts), collect what only cycles keep (a left table's scene, view and sprites
    refer to each other), then hand the heap's free pages back to the system."""
    _call_all(_trims)
    gc.collect()
    libc = _glibc()
    if libc:
        libc.malloc_trim(0)
