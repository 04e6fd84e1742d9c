"""An installed deck's cards, once drawn at a size, kept on disk: choosing it again (or
starting again with it) shows the whole table at once instead of drawing for seconds.

One file per theme and card size, in our cache folder, named after the theme file (its
path, size and time: an updated theme is drawn afresh) and the card size:

    b"REUSSITE-FACES 3\\n"  (2: backs drawn too small, see svg_worker.BOXES)
    header  one line of JSON: width, height, [[id, packed length | null, crc32]...]
    the ids' packed faces, one after another (each its RGBA bytes, zlib-compressed)

Faces travel packed: the drawing workers pack each card (`pack`), the deck unpacks a
card when it is first shown (`unpack`, a fraction of a millisecond), and a whole deck's
packed cards are written as they came. A file that does not read back exactly (cut
short, another version, wrong sizes, a block whose checksum differs) is ignored and
removed — it is a cache, drawn again at the next need. The folder keeps the KEEP files
used last. No pygame here: the workers pack faces and never import it.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
import zlib
from pathlib import Path

MAGIC = b"REUSSITE-FACES 3\n"
KEEP = 16        # files kept (each one deck at one size: 1–4 MB at 1080p)
STALE = 600      # seconds after which a half-written file is a leftover, not a write
LEVEL = 1        # zlib level: the faces are flat colour, level 1 already packs them 4–8×

Packed = bytes  # one face's RGBA bytes, zlib-compressed


def pack(pixels: bytes) -> Packed:
    return zlib.compress(pixels, LEVEL)


def unpack(packed: Packed, width: int, height: int) -> bytes | None:
    """A packed face's RGBA bytes, or None if they are not width×height's."""
    try:
        pixels = zlib.decompress(packed)
    except zlib.error:
        return None
    return pixels if len(pixels) == width * height * 4 else None


def theme_key(path: str) -> str | None:
    """A theme file's name in our cache folder: its path, size and time (an updated theme
    is another), or None if it is gone. Its card boxes (svg_worker) and faces share it."""
    try:
        stat = Path(path).stat()
    except OSError:
        return None
    return hashlib.sha1(f"{path}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()[:20]


def faces_file(path: str, width: int, height: int) -> Path | None:
    """Where a theme's cards at width×height are kept, or None if the theme is gone."""
    from game.store.paths import cache_dir

    key = theme_key(path)
    return None if key is None else cache_dir() / "deck-faces" / f"{key}-{width}x{height}.faces"


def kept_any(path: str) -> bool:
    """Whether this theme's cards are kept at some size (its deck was drawn before)."""
    from game.store.paths import cache_dir

    key = theme_key(path)
    try:
        return key is not None and any((cache_dir() / "deck-faces").glob(f"{key}-*.faces"))
    except OSError:
        return False


def save_faces(path: str, width: int, height: int, faces: dict[str, Packed | None]) -> None:
    """Keep a whole deck's packed cards (id → packed face, None: not in the theme); a
    disk that refuses leaves nothing half written."""
    file = faces_file(path, width, height)
    if file is None:
        return
    index = [[element_id, None if packed is None else len(packed),
              0 if packed is None else zlib.crc32(packed)]
             for element_id, packed in faces.items()]
    header = json.dumps({"width": width, "height": height, "faces": index}).encode()
    body = b"".join(p for p in faces.values() if p is not None)
    temporary = file.with_name(f"{file.name}.{os.getpid()}.tmp")
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(MAGIC + header + b"\n" + body)
        temporary.replace(file)
    except OSError:
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass
        return
    _prune(file.parent)


def load_faces(path: str, width: int, height: int) -> dict[str, Packed | None] | None:
    """A theme's packed cards at width×height as kept by `save_faces`, or None (never
    kept, damaged — then removed — or unreadable)."""
    file = faces_file(path, width, height)
    if file is None:
        return None
    try:
        data = file.read_bytes()
    except OSError:
        return None
    faces = _parse(data, width, height)
    if faces is None:
        forget_faces(path, width, height)
        return None
    try:
        os.utime(file)  # used last: kept longest
    except OSError:
        pass
    return faces


def forget_faces(path: str, width: int, height: int) -> None:
    """Remove a kept file found damaged (a face that would not unpack)."""
    file = faces_file(path, width, height)
    try:
        if file is not None:
            file.unlink(missing_ok=True)
    except OSError:
        pass


def _parse(data: bytes, width: int, height: int) -> dict[str, Packed | None] | None:
    if not data.startswith(MAGIC):
        return None
    header, newline, body = data[len(MAGIC):].partition(b"\n")
    if not newline:
        return None
    try:
        meta = json.loads(header)
        index = meta["faces"]
        if (meta["width"], meta["height"]) != (width, height) or not isinstance(index, list):
            return None
        faces: dict[str, Packed | None] = {}
        at = 0
        for element_id, length, crc in index:
            if length is None:
                faces[str(element_id)] = None
                continue
            packed = body[at:at + length]
            if len(packed) != length or zlib.crc32(packed) != crc:
                return None  # cut short or damaged
            faces[str(element_id)] = packed
            at += length
    except (ValueError, KeyError, TypeError):
        return None
    return faces if at == len(body) else None


def _prune(folder: Path) -> None:
    """Keep the KEEP files used last; remove what a writer stopped mid-write left."""
    try:
        files = sorted(folder.glob("*.faces"), key=lambda f: f.stat().st_mtime, reverse=True)
        for old in files[KEEP:]:
            old.unlink(missing_ok=True)
        for half in folder.glob("*.tmp"):
            if time.time() - half.stat().st_mtime > STALE:
                half.unlink(missing_ok=True)
    except OSError:
        pass
