"""The statistics table's columns, measured from their words: each column as wide as its
title (on two lines where a title has two words and one line is too wide) and its widest
value, the game's title taking what is left. At the usual text size the columns keep
their shares of the table; at large text they grow and the table takes the whole width
(statistics_view: `fits`)."""

from __future__ import annotations

from game.i18n import percent
from game.render.text import font
from game.scenes.results import format_time

# Column widths as shares of the table (the least each column gets); the game's title
# takes what is left.
COLUMN_SHARES = (0.085, 0.075, 0.085, 0.07, 0.09, 0.09, 0.1, 0.085)


def samples() -> tuple[str, ...]:
    """The widest value each column shows in practice: a count of games, a rate (in the
    language's way), a streak, a time past the hour."""
    return ("8888", "8888", percent(100), "888", "888", format_time(35999), "8888", "8888")

GAP = 18  # design px between two columns' words
LEAST_TITLE = 0.3  # of the table: the game's title column keeps at least this


def title_lines(title: str, size: int) -> list[str]:
    """A column title in one line, or in two (split at the space that makes the wider
    line narrowest) when the two are narrower than the one."""
    f = font(size)
    words = title.split(" ")
    best = [title]
    for k in range(1, len(words)):
        lines = [" ".join(words[:k]), " ".join(words[k:])]
        if max(f.size(line)[0] for line in lines) < max(f.size(line)[0] for line in best):
            best = lines
    return best


def needs(titles: list[str], head: int, size: int, s: float, values=()) -> list[int]:
    """The width each value column needs (the game's column not included): its title's
    widest line and its widest value (`values`: rows of cells, and samples()), and a gap."""
    head_font, cell_font = font(head), font(size)
    gap = round(GAP * s)
    widths = []
    for i, (title, sample) in enumerate(zip(titles[1:], samples(), strict=True)):
        words = max(head_font.size(line)[0] for line in title_lines(title, head))
        cells = [sample] + [row[i + 1] for row in values]
        widths.append(max([words] + [cell_font.size(cell)[0] for cell in cells]) + gap)
    return widths


def fits(width: int, needed: list[int]) -> bool:
    """Whether columns needing `needed` leave the game's title its least share of a
    table `width` wide."""
    return sum(needed) <= width * (1 - LEAST_TITLE)


def spans(x: int, width: int, needed: list[int]) -> list[tuple[int, int]]:
    """(left, width) of every column of a table at `x`, `width` wide: each value column
    its share or what it needs, whichever is more; the game's title the rest."""
    widths = [max(round(width * share), need) for share, need in zip(COLUMN_SHARES, needed,
                                                                       strict=True)]
    if sum(widths) > width * (1 - LEAST_TITLE):  # too little room: what they need, at least
        widths = list(needed)
    first = max(0, width - sum(widths))
    columns, left = [(x, first)], x + first
    for each in widths:
        columns.append((left, each))
        left += each
    return columns
