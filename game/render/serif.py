"""The bold serif of the display titles: found in the system's list of fonts, and in the
game's window remembered from one start to the next.

Finding it needs the whole list (pygame asks fontconfig's fc-list: 15 ms here, 30-60 ms
on a desktop with many fonts), and the menu's gilded title waits for it on the menu's
first frame. So the window (`remember(True)`, game/app.py) keeps the path it found in the
player's cache folder (~/.cache/reussite/serif-font) and the next start opens that file
at once, if it is still there; a damaged or stale note is ignored and the font looked up
again. Tools and tests keep nothing (the default).
"""

from __future__ import annotations

import os

import pygame

from game.render.text import system_fonts_read

SERIF_FAMILIES = ("dejavuserif,georgia,palatinolinotype,bookantiqua,garamond,cambria,"
                  "timesnewroman,liberationserif,notoserif,freeserif")
NOTE_NAME = "serif-font"
# the note's first line: a note written for other families is not this one's
NOTE_HEAD = f"bold {SERIF_FAMILIES}"

_remembering = False


def remember(on: bool) -> None:
    """Keep the font found from one start to the next (the game's window), or not."""
    global _remembering
    _remembering = on


def bold_serif_path() -> str | None:
    """The file of the bold serif the titles use; None where the system has none."""
    path = recalled()
    if path is not None:
        return path
    system_fonts_read()
    path = pygame.font.match_font(SERIF_FAMILIES, bold=True)
    if path and "Condensed" in path:  # prefer the regular width where both exist
        wide = path.replace("Condensed", "")
        path = wide if os.path.exists(wide) else path
    if path and _remembering:
        _write_note(path)
    return path


def recalled() -> str | None:
    """The path remembered at an earlier start, if remembering and the file is still
    there; else None."""
    if not _remembering:
        return None
    try:
        with open(_note_file(), encoding="utf-8") as note:
            head, path = note.read().split("\n")[:2]
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    return path if head == NOTE_HEAD and os.path.isabs(path) and os.path.isfile(path) \
        else None


def _note_file() -> str:
    from game.user_dirs import user_cache_dir

    return os.path.join(user_cache_dir(), NOTE_NAME)


def _write_note(path: str) -> None:
    """Quietly: a note that cannot be written costs a lookup at the next start."""
    if "\n" in path:
        return
    note = _note_file()
    part = f"{note}.{os.getpid()}.part"
    try:
        os.makedirs(os.path.dirname(note), exist_ok=True)
        with open(part, "w", encoding="utf-8") as file:
            file.write(f"{NOTE_HEAD}\n{path}\n")
        os.replace(part, note)
    except OSError:
        try:
            os.unlink(part)
        except OSError:
            pass
