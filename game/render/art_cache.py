"""The pictures a start draws before its first frame, kept from one start to the next.

A table's first frame draws pictures of its own: the empty piles' outlines and the card
back (each drawn at 4x and smoothed down), the felt's grain and shade, the words of the
bar and the counters: ~9 ms of a start at 1920×1080, the same pixels every time. In the
game's window (from `start()` to `stop()`: its first two frames, the second laying the
felt from a buffer of its own) they are read back instead, as the RGBA bytes
they were drawn as, from one file in the player's cache folder
(~/.cache/reussite/art/<hash>.pictures), and the ones drawn anew are added to it after the
first frame (`write_new()`); pictures drawn later are not kept (they cost no start).

Never trusted blindly: each picture is kept under its key (what it shows and at which
size: a key that says it all), in a file named by a hash of the code that draws them and
of the pygame that runs it, so that a change to either draws them afresh; a file or a
picture that does not read back whole is drawn again. Tools and tests keep nothing (the
default).
"""

from __future__ import annotations

import marshal
import os
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
FORMAT = b"RGBA pictures 1"
SUFFIX = ".pictures"
MAX_KEPT = 200          # pictures kept at most (those of this start first)

_keeping = False
_kept: dict[str, tuple] | None = None      # the file's pictures, read at first use
_used: set[str] = set()                    # the keys this start read back or drew
_new: dict[str, pygame.Surface] = {}       # key → picture drawn anew, to write
_file: Path | None = None


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
    name = repr(key)
    surface = _new.get(name)  # drawn anew by this start already (the second frame's felt)
    if surface is None:
        surface = _read(_pictures().get(name))
    if surface is None:
        surface = _new[name] = draw()
    _used.add(name)
    return surface


def write_new() -> None:
    """Add the pictures drawn anew to the file (after the first frame, at a still moment).
    Quietly: a cache that cannot be written costs a drawing at the next start."""
    if not _new:
        return
    kept = _pictures()
    pictures = {name: kept[name] for name in _used if name in kept}
    for name, surface in _new.items():
        pictures[name] = (*surface.get_size(), pygame.image.tobytes(surface, "RGBA"))
    for name, value in kept.items():  # then the others, while there is room
        if len(pictures) >= MAX_KEPT:
            break
        pictures.setdefault(name, value)
    _new.clear()
    path = file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f"{path.name}.{os.getpid()}.part")
        part.write_bytes(marshal.dumps((FORMAT, pictures)))
        os.replace(part, path)
        for other in path.parent.glob(f"*{SUFFIX}"):  # those of other code: never read
            if other != path:
                other.unlink(missing_ok=True)
    except OSError:
        return
    kept.clear()
    kept.update(pictures)


def file() -> Path:
    """This code's file of kept pictures (named by the hash of the code and of pygame)."""
    global _file
    if _file is None:
        from game.user_dirs import user_cache_dir

        digest = sha256(f"{pygame.version.ver} {pygame.version.SDL}".encode())
        here = Path(__file__).parent
        for module in DRAWN_BY:
            digest.update((here / module).read_bytes())
        _file = Path(user_cache_dir()) / "art" / f"{digest.hexdigest()[:16]}{SUFFIX}"
    return _file


def _pictures() -> dict[str, tuple]:
    global _kept
    if _kept is None:
        try:
            kind, pictures = marshal.loads(file().read_bytes())
            _kept = pictures if kind == FORMAT and type(pictures) is dict else {}
        except (OSError, ValueError, EOFError, TypeError):
            _kept = {}
    return _kept


def _read(kept) -> pygame.Surface | None:
    """A kept picture as a surface like a drawn one (in the window's format), or None."""
    try:
        width, height, data = kept
        if type(data) is not bytes or len(data) != width * height * 4:
            return None
        surface = pygame.image.frombytes(data, (width, height), "RGBA")
    except (TypeError, ValueError, pygame.error):
        return None
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface
