"""`--size WIDTHxHEIGHT`, as the command line (game/cli.py) and the tools give a window's
size. Pure Python: the command line checks it before pygame is loaded."""

from __future__ import annotations

from game.i18n import _


class SizeError(ValueError):
    """A `--size` that is not one; its message is for the player."""


def parse_size(text: str | None) -> tuple[int, int] | None:
    """`--size WxH` as (width, height), None if not given; SizeError if it is not one."""
    if not text:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SizeError(_("--size takes WIDTHxHEIGHT, not {text}").format(
            text=repr(text))) from None
    if not (320 <= w <= 16384 and 240 <= h <= 16384):
        raise SizeError(_("--size {text} is out of range").format(text=text))
    return w, h


__all__ = ["SizeError", "parse_size"]
