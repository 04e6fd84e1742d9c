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

M_MMAP_THRESHOLD = -3          # mallopt's parameter (malloc.h)
MMAP_THRESHOLD = 128 * 1024    # bytes: glibc's own starting value, kept from now on

_libc = None
_trims: list = []   # caches' own trims, run before the heap is handed back


def on_give_back(trim) -> None:
    """Have `trim()` called whenever memory is given back: a cache drops there what the
    screens still on show have not used since the last time (the next use makes it again)."""
    _trims.append(trim)


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
    for trim in _trims:
        trim()
    gc.collect()
    libc = _glibc()
    if libc:
        libc.malloc_trim(0)
