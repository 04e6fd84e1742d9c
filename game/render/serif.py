"""The bold serif of the display titles: found in the system's list of fonts, and in the
game's window remembered from one start to the next.

Finding it needs the whole list (pygame asks fontconfig's fc-list: 15 ms here, 30-60 ms
on a desktop with many fonts), and the menu's gilded title waits for it on the menu's
first frame. So the window (`remember(True)`, game/app.py) keeps the path it found in the
player's cache folder (~/.cache/reussite/serif-font) and the next start opens that file
at once, if it is still there and the system's font folders have not changed since; a
damaged or stale note is ignored and the font looked up again (a file that no longer
opens as a font drops it too). Tools and tests keep
nothing (the default).

"Not changed" is fontconfig's own test: the modification times of the font folders and
of every folder under them (a font installed or removed changes its folder's time; a new
folder changes its parent's), here as one fingerprint in the note (~0.5 ms for the 22
folders of a Debian system, against the lookup's 15-60 ms). So a better serif installed
after the note was written is found at the next start.
"""

from __future__ import annotations

import os
import sys
import zlib

import pygame

from game.render.text import system_fonts_read

SERIF_FAMILIES = ("dejavuserif,georgia,palatinolinotype,bookantiqua,garamond,cambria,"
                  "timesnewroman,liberationserif,notoserif,freeserif")
NOTE_NAME = "serif-font"
# the note's first line: a note written for other families is not this one's
NOTE_HEAD = f"bold {SERIF_FAMILIES}"

_remembering = False
_fingerprint: str | None = None  # the font folders' at this start (read once)


def remember(on: bool) -> None:
    """Keep the font found from one start to the next (the game's window), or not."""
    global _remembering, _fingerprint
    _remembering = on
    _fingerprint = None


def bold_serif_path() -> str | None:
    """The file of the bold serif the titles use; None where the system has none."""
    path = recalled()
    if path is not None:
        return path
    fingerprint = folders_fingerprint() if _remembering else ""  # (before: a font
    system_fonts_read()  # installed during the lookup is looked for at the next start)
    path = pygame.font.match_font(SERIF_FAMILIES, bold=True)
    if path and "Condensed" in path:  # prefer the regular width where both exist
        wide = path.replace("Condensed", "")
        path = wide if os.path.exists(wide) else path
    if path and _remembering:
        _write_note(path, fingerprint)
    return path


def recalled() -> str | None:
    """The path remembered at an earlier start, if remembering and the file is still
    there; else None."""
    if not _remembering:
        return None
    try:
        with open(_note_file(), encoding="utf-8") as note:
            head, path, fingerprint = note.read().split("\n")[:3]
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if head != NOTE_HEAD or not os.path.isabs(path) or not os.path.isfile(path):
        return None
    return path if fingerprint == folders_fingerprint() else None


def forget(path: str) -> None:
    """The font at `path` did not open: a note that names it is dropped (the next start
    looks the font up again)."""
    if _remembering and recalled() == path:
        try:
            os.unlink(_note_file())
        except OSError:
            pass


def font_folders() -> list[str]:
    """The folders the system keeps fonts in (fontconfig's defaults on an XDG desktop)."""
    home = os.path.expanduser("~")
    if sys.platform == "win32":
        return [os.path.join(os.environ.get("WINDIR", r"C:\Windows"), "Fonts"),
                os.path.join(os.environ.get("LOCALAPPDATA", home), "Microsoft", "Windows",
                             "Fonts")]
    if sys.platform == "darwin":
        return ["/System/Library/Fonts", "/Library/Fonts", "/Network/Library/Fonts",
                os.path.join(home, "Library", "Fonts")]
    data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    data_dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [os.path.join(folder, "fonts") for folder in
            [data_home, *data_dirs.split(os.pathsep)] if folder] + \
        [os.path.join(home, ".fonts"), "/usr/X11R6/lib/X11/fonts"]


def folders_fingerprint() -> str:
    """The font folders' state at this start: the number of folders under them and a
    checksum of their paths and modification times (read once per start)."""
    global _fingerprint
    if _fingerprint is None:
        seen: list[str] = []
        visited: set[tuple[int, int]] = set()
        for root in font_folders():
            _walk(root, seen, visited)
        _fingerprint = f"{len(seen)} {zlib.crc32(chr(0).join(seen).encode()):08x}"
    return _fingerprint


def _walk(folder: str, seen: list[str], visited: set[tuple[int, int]]) -> None:
    try:
        stat = os.stat(folder)
    except OSError:
        return
    if (stat.st_dev, stat.st_ino) in visited:  # (a link back up the tree)
        return
    visited.add((stat.st_dev, stat.st_ino))
    seen.append(f"{folder} {stat.st_mtime_ns}")
    try:
        with os.scandir(folder) as entries:
            folders = sorted(entry.path for entry in entries if entry.is_dir())
    except OSError:
        return
    for inner in folders:
        _walk(inner, seen, visited)


def _note_file() -> str:
    from game.user_dirs import user_cache_dir

    return os.path.join(user_cache_dir(), NOTE_NAME)


def _write_note(path: str, fingerprint: str) -> None:
    """Quietly: a note that cannot be written costs a lookup at the next start."""
    if "\n" in path:
        return
    note = _note_file()
    part = f"{note}.{os.getpid()}.part"
    try:
        os.makedirs(os.path.dirname(note), exist_ok=True)
        with open(part, "w", encoding="utf-8") as file:
            file.write(f"{NOTE_HEAD}\n{path}\n{fingerprint}\n")
        os.replace(part, note)
    except OSError:
        try:
            os.unlink(part)
        except OSError:
            pass
