"""Screenshots of every registered game, at its start and after some random moves.

    python tools/screenshot_all.py DIR [--size 1920x1080] [--sizes 1280x720,1920x1080,3840x2160]
                                       [--random-play K] [--deal N] [--games ID,ID]
                                       [--left-handed]

Writes DIR/<id>_<W>x<H>_start.png and DIR/<id>_<W>x<H>_mid.png (after K random legal
moves, 40 by default), all in this process: one headless App per size, reused for every
game. The player's files are never touched: REUSSITE_DATA_DIR points at a scratch folder.
`--games` shoots only those games; `--left-handed` lays the tables out mirrored.
"""

from __future__ import annotations

import os
import tempfile

# Before pygame is imported. Run as a script, always a fresh scratch folder; imported (by
# a test), whatever the caller has set up already, else a scratch folder too.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
if __name__ == "__main__" or not os.environ.get("REUSSITE_DATA_DIR"):
    os.environ["REUSSITE_DATA_DIR"] = tempfile.mkdtemp(prefix="reussite-shots-")

import argparse  # noqa: E402
import dataclasses  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.rules import registry  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

DEFAULT_SIZE = "1920x1080"
DEFAULT_MOVES = 40


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Screenshot every game, start and mid-game.")
    parser.add_argument("dir", help="output folder (created if missing)")
    parser.add_argument("--size", metavar="WxH", help=f"one size (default {DEFAULT_SIZE})")
    parser.add_argument("--sizes", metavar="WxH,WxH,…", help="several sizes, comma-separated")
    parser.add_argument("--random-play", metavar="K", type=int, default=DEFAULT_MOVES,
                        help=f"random moves before the mid-game shot (default {DEFAULT_MOVES})")
    parser.add_argument("--deal", metavar="N", type=int, default=1, help="deal number (default 1)")
    parser.add_argument("--games", metavar="ID,ID,…", help="only these games (default: all)")
    parser.add_argument("--left-handed", action="store_true",
                        help="lay the tables out mirrored, as the left-handed setting does")
    return parser.parse_args(argv)


def sizes_from(args: argparse.Namespace) -> list[tuple[int, int]]:
    texts = [args.size] if args.size else []
    if args.sizes:
        texts += [t.strip() for t in args.sizes.split(",") if t.strip()]
    sizes = []
    for text in texts or [DEFAULT_SIZE]:
        size = parse_size(text)
        if size not in sizes:
            sizes.append(size)
    return sizes


def shoot(app: App, game_id: str, deal: int, moves: int, out: Path, tag: str) -> list[Path]:
    """Both shots of one game at the app's current size; the scene is popped afterwards."""
    app.noticeboard.notices.clear()  # only this table's notices (e.g. layout warnings) are shown
    table = TableScene(app, game_id, deal=deal, animate=False, persist=False)
    app.push(table)
    written = []
    try:
        for phase in ("start", "mid"):
            if phase == "mid":
                table.random_play(moves)
            app.draw()  # (a table redraws what changed over its last frame: never clear it)
            path = out / f"{game_id}_{tag}_{phase}.png"
            pygame.image.save(app.screen, str(path))
            print(path, flush=True)
            written.append(path)
    finally:
        app.stack.pop()
    return written


def chosen_games(games: str | None) -> list[str]:
    """The ids named in `--games` (checked), or every registered game."""
    ids = registry().ids()
    if not games:
        return ids
    wanted = [g.strip() for g in games.split(",") if g.strip()]
    unknown = [g for g in wanted if g not in ids]
    if unknown:
        raise SystemExit(f"screenshot_all: no such game: {', '.join(unknown)}")
    return wanted


def main(argv: Sequence[str] | None = None) -> list[Path]:
    args = parse_args(argv)
    if args.random_play < 0:
        raise SystemExit("screenshot_all: --random-play takes a number ≥ 0")
    out = Path(args.dir)
    out.mkdir(parents=True, exist_ok=True)
    ids = chosen_games(args.games)
    written: list[Path] = []
    for size in sizes_from(args):
        app = App(size=size, headless=True)
        if args.left_handed:  # for this run only; the scratch settings file is not written
            app.settings = dataclasses.replace(app.settings, left_handed=True)
        tag = f"{size[0]}x{size[1]}"
        for game_id in ids:
            written += shoot(app, game_id, args.deal, args.random_play, out, tag)
    return written


if __name__ == "__main__":
    main()
