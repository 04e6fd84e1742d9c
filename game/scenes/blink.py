"""A text caret's blink: on for half a second, off for half, restarted by every input —
and steadily on once the player has left the keys alone for BLINK_SECONDS (as GTK's
caret does), so that a still screen with a text field needs no redraws at all."""

from __future__ import annotations

import pygame

BLINK_SECONDS = 10.0


def _quiet_ms(app) -> int:
    return pygame.time.get_ticks() - getattr(app, "last_input", 0)


def caret_phase(app) -> float:
    """Where the caret is in its blink, 0 … 1; it shows below 0.5."""
    quiet = _quiet_ms(app)
    return 0.0 if quiet >= BLINK_SECONDS * 1000 else (quiet % 1000) / 1000


def caret_next_change(app) -> float | None:
    """Seconds until the caret turns on or off; None once it holds still."""
    quiet = _quiet_ms(app)
    if quiet >= BLINK_SECONDS * 1000:
        return None
    return (500 - quiet % 500) / 1000


__all__ = ["BLINK_SECONDS", "caret_next_change", "caret_phase"]
