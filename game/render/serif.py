"""The bold serif of the display titles, found in the system's list of fonts (pygame asks
fontconfig: 15-60 ms, read in the background after a window's third frame, see
game/render/text.py); None where the system has none (the bundled font stands in)."""

from __future__ import annotations

import os

import pygame

from game.render.text import system_fonts_read

SERIF_FAMILIES = ("dejavuserif,georgia,palatinolinotype,bookantiqua,garamond,cambria,"
                  "timesnewroman,liberationserif,notoserif,freeserif")


def bold_serif_path() -> str | None:
    """The file of the bold serif the titles use; None where the system has none."""
    system_fonts_read()
    path = pygame.font.match_font(SERIF_FAMILIES, bold=True)
    if path and "Condensed" in path:  # prefer the regular width where both exist
        wide = path.replace("Condensed", "")
        path = wide if os.path.exists(wide) else path
    return path
