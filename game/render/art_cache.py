"""The pictures a start draws before its first frame, kept from one start to the next.

A table's first frame draws a few pictures of its own (the empty piles' outlines and the
card back, each drawn at 4x and smoothed down; the felt's grain and shade): ~7 ms of a
start at 1920×1080, the same pixels every time. In the game's window (`keep_first(True)`)
they are read back instead, as the RGBA bytes they were drawn as, from the player's cache
folder (~/.cache/reussite/art/), and the ones drawn anew are written there after the first
frame (`write_new()`); pictures drawn later are not kept (they cost no start).

Never trusted blindly: a picture is kept under a name made of its key (what it shows and
at which size: a key that says it all) and of a hash of the code that draws it and of the
pygame that runs it, so that a change to either draws afresh; a file that does not read
back whole is drawn again. Tools and tests keep nothing (the default).
"""

from __future__ import annotations

import os
import struct
from collections.abc import Callable, Hashable
from pathlib import Path

import pygame

try:  # CPython's own SHA-256: hashlib would load OpenSSL (~2-4 ms of a start)
    from _sha256 import sha256  # Python 3.11
except ImportError:  # pragma: no cover - other versions
    try:
        from _sha2 import sha256  # Python 3.12+
    except ImportError:
        from hashlib import sha256

# the code whose pictures are kept: a change to any of them draws them afresh
DRAWN_BY = ("card_art.py", "card_backs.py", "card_face.py", "card_figures.py",
            "suit_shapes.py", "felt.py", "text.py", "art_cache.py")
HEADER = struct.Struct("<4sII")   # b"RGBA", width, height
MAGIC = b"RGBA"
MAX_KEPT = 64                     # pictures kept at most (the oldest go first)

_keeping = False
_new: dict[str, pygame.Surface] = {}   # file name → picture drawn anew, to write
_folder: Path | None = None


def start() -> None:
    """Read and keep the pictures drawn from now until the first frame (the window)."""
    global _keeping
    _keeping = True


def stop() -> None:
    """The first frame is drawn: later pictures are drawn as usual (and not kept)."""
    global _keeping
    _keeping = False


def picture(key: Hashable, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The picture `key` names: read back if kept, else drawn by `draw` (and kept after
    the first frame). `key` must say everything the picture depends on but the code."""
    if not _keeping:
        return draw()
    name = sha256(repr(key).encode()).hexdigest()[:32] + ".rgba"
    surface = _read(folder() / name)
    if surface is None:
        surface = draw()
        _new[name] = surface
    return surface


def write_new() -> None:
    """Keep the pictures drawn anew (after the first frame, at a still moment). Quietly:
    a cache that cannot be written costs a drawing at the next start."""
    new = dict(_new)
    _new.clear()
    if not new:
        return
    here = folder()
    try:
        here.mkdir(parents=True, exist_ok=True)
        for name, surface in new.items():
            data = HEADER.pack(MAGIC, *surface.get_size()) + pygame.image.tobytes(
                surface, "RGBA")
            part = here / f"{name}.{os.getpid()}.part"
            part.write_bytes(data)
            os.replace(part, here / name)
        _prune(here)
    except (OSError, pygame.error):
        pass


def folder() -> Path:
    """This code's folder of kept pictures (named by the hash of the code and pygame)."""
    global _folder
    if _folder is None:
        from game.user_dirs import user_cache_dir

        digest = sha256(f"{pygame.version.ver} {pygame.version.SDL}".encode())
        here = Path(__file__).parent
        for module in DRAWN_BY:
            digest.update((here / module).read_bytes())
        _folder = Path(user_cache_dir()) / "art" / digest.hexdigest()[:16]
    return _folder


def _read(path: Path) -> pygame.Surface | None:
    try:
        data = path.read_bytes()
        magic, width, height = HEADER.unpack_from(data)
        if magic != MAGIC or len(data) != HEADER.size + width * height * 4:
            return None
        return pygame.image.frombytes(data[HEADER.size:], (width, height), "RGBA")
    except (OSError, struct.error, ValueError, pygame.error):
        return None


def _prune(here: Path) -> None:
    """Only this code's pictures are kept, and at most MAX_KEPT of them."""
    for other in here.parent.iterdir():
        if other != here and other.is_dir():
            for path in other.iterdir():
                path.unlink(missing_ok=True)
            other.rmdir()
    kept = sorted(here.iterdir(), key=lambda p: p.stat().st_mtime_ns, reverse=True)
    for path in kept[MAX_KEPT:]:
        path.unlink(missing_ok=True)
