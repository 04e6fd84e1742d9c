#!/usr/bin/env python3
"""Print the width of the cards in screenshots, as a person would measure it.

    python tools/card_widths.py SHOT.png [SHOT.png …]

Reads each image's pixels (no game code): along every other row, each run of pixels that
are not felt (the felt is green) is a card, a label or a button; runs of a card's width
are by far the most frequent, so the most frequent run length (±1 px) is the card width.
Cards lying side by side with no felt between them make longer runs, which are ignored.
Prints one line per file: its name, the card width in px and how many rows agree.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

MIN_WIDTH = 24  # narrower runs are text, pips of a turned card, outlines


def is_felt(red: int, green: int, blue: int) -> bool:
    """The felt and the empty piles' tinted outlines are green; faces and backs are not."""
    return green > red + 15 and green >= blue


def run_lengths(image: pygame.Surface, row_step: int = 2) -> Counter[int]:
    """How often each length of a non-felt run occurs along the image's rows."""
    width, height = image.get_size()
    data = pygame.image.tobytes(image, "RGB")
    runs: Counter[int] = Counter()
    for y in range(0, height, row_step):
        row = data[y * width * 3:(y + 1) * width * 3]
        run = 0
        for x in range(width):
            r, g, b = row[3 * x], row[3 * x + 1], row[3 * x + 2]
            if is_felt(r, g, b):
                if run >= MIN_WIDTH:
                    runs[run] += 1
                run = 0
            else:
                run += 1
        if run >= MIN_WIDTH:
            runs[run] += 1
    return runs


def card_width(runs: Counter[int]) -> tuple[int, int]:
    """The most frequent run length (counting its neighbours ±1 px) and that count."""
    if not runs:
        return (0, 0)
    best = max(runs, key=lambda n: (runs[n - 1] + runs[n] + runs[n + 1], runs[n]))
    return best, runs[best - 1] + runs[best] + runs[best + 1]


def main(argv: Sequence[str] | None = None) -> int:
    paths = list(sys.argv[1:] if argv is None else argv)
    if not paths:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    failed = 0
    for path in paths:
        try:
            image = pygame.image.load(path)
        except (pygame.error, FileNotFoundError) as error:
            print(f"{path}: cannot read this image ({error})", file=sys.stderr)
            failed = 1
            continue
        width, rows = card_width(run_lengths(image))
        print(f"{path}: card width {width} px ({rows} rows agree)")
    return failed


if __name__ == "__main__":
    sys.exit(main())
