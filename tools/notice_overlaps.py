"""Which tables a passing notice would hide cards on: every game (or those named), at
several window sizes, dealt and after some random moves, in each language asked for.

    python tools/notice_overlaps.py [--sizes 1280x720,1024x640,1920x1080] [--games ID,…]
                                    [--languages en,de,fr] [--random-play 40] [--notices 1]

For each table it shows the longest refusal a stock click can give (game/engine/
stock_refusal.py) — `--notices 3` stacks three — and prints every plate that lies over a
card (with how many pixels it covers), then the count of tables with one. Exit status 1
if any. Headless; the player's files are never touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("REUSSITE_DATA_DIR", tempfile.mkdtemp(prefix="reussite-notices-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.engine import stock_refusal  # noqa: E402
from game.i18n import _, set_language  # noqa: E402
from game.rules import registry  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402


def covered_cards(app: App, table: TableScene) -> list[tuple[pygame.Rect, int]]:
    """Each notice plate drawn now over a card, with the pixels of card it covers."""
    app.draw()
    view, hits = table.view, []
    cards = [view.card_rect(pile, i) for pile, places in enumerate(view.positions)
             for i in range(len(places))]
    for plate in app.noticeboard.plates:
        area = sum(plate.clip(card).width * plate.clip(card).height for card in cards)
        if area:
            hits.append((plate, area))
    return hits


def check(app: App, game_id: str, moves: int, count: int, tag: str) -> int:
    """Tables (dealt, after `moves`) where a notice hides a card; printed."""
    longest = max((_(text) for text in stock_refusal.REASONS), key=len)
    found = 0
    table = TableScene(app, game_id, deal=1, animate=False, persist=False)
    app.push(table)
    try:
        for phase in ("start", "mid"):
            if phase == "mid":
                table.random_play(moves)
            app.noticeboard.notices.clear()
            for _k in range(count):
                app.notify(longest)
            hits = covered_cards(app, table)
            for plate, area in hits:
                print(f"{game_id} {tag} {phase}: notice {tuple(plate)} covers {area} px of cards")
            found += bool(hits)
    finally:
        app.stack.pop()
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1280x720,1024x640,1920x1080")
    parser.add_argument("--games", help="only these ids, comma-separated")
    parser.add_argument("--languages", default="en")
    parser.add_argument("--random-play", type=int, default=40)
    parser.add_argument("--notices", type=int, default=1, help="notices shown at once")
    args = parser.parse_args(argv)
    ids = args.games.split(",") if args.games else registry().ids()
    tables = found = 0
    for text in args.sizes.split(","):
        size = parse_size(text)
        app = App(size=size, headless=True)
        for language in args.languages.split(","):
            set_language(language)
            for game_id in ids:
                found += check(app, game_id, args.random_play, args.notices,
                               f"{size[0]}x{size[1]} {language}")
                tables += 2
    print(f"{found} of {tables} tables have a notice over a card")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
