"""Render every card face, both jokers, the backs and some empty piles onto one PNG.

    SDL_VIDEODRIVER=dummy python tools/card_sheet.py out.png --width 120 [--four-colour]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.engine.cards import FULL_RANKS, JOKER_SUIT, SUITS, card  # noqa: E402
from game.render.card_art import CardArt  # noqa: E402
from game.render.felt import felt  # noqa: E402


def build_sheet(width: int, height: int, four_colour: bool = False) -> pygame.Surface:
    art = CardArt()
    gap = max(4, width // 10)
    rows = [[art.face(card(r, s), width, height, four_colour) for r in FULL_RANKS]
            for s in SUITS]
    rows.append([art.face(card(0, JOKER_SUIT, 0), width, height),
                 art.face(card(0, JOKER_SUIT, 1), width, height),
                 art.back(width, height, 0), art.back(width, height, 1),
                 art.back(width, height, 2), art.back(width, height, 3),
                 art.empty_slot(width, height, None), art.empty_slot(width, height, "C"),
                 art.empty_slot(width, height, "D"), art.empty_slot(width, height, "H"),
                 art.empty_slot(width, height, "S"), art.empty_slot(width, height, "K"),
                 art.empty_slot(width, height, "A")])
    cols = max(len(r) for r in rows)
    sheet_w = gap + cols * (width + gap)
    sheet_h = gap + len(rows) * (height + gap)
    sheet = felt(sheet_w, sheet_h).copy()
    for j, row in enumerate(rows):
        for i, image in enumerate(row):
            sheet.blit(image, (gap + i * (width + gap), gap + j * (height + gap)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=120)
    parser.add_argument("--height", type=int, default=None, help="default: width × 1.4")
    parser.add_argument("--four-colour", action="store_true")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    height = args.height or round(args.width * 1.4)
    start = time.perf_counter()
    sheet = build_sheet(args.width, height, args.four_colour)
    elapsed = time.perf_counter() - start
    pygame.image.save(sheet, str(args.out))
    print(f"{args.out}: {sheet.get_width()}×{sheet.get_height()}, drawn in {elapsed:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
