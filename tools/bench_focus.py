"""Focus graph benchmark: what building the arrows' graph costs after a move, headless.

    SDL_VIDEODRIVER=dummy python tools/bench_focus.py [--games dondorf_arena,klondike]
                                                    [--size 1920x1080] [--moves 60]

For each game a table is dealt (deal 1) at the window size, the keyboard focus shown,
then `--moves` random legal moves are played (the same ones every run). After each move
the focus's routes are built again (TableFocus.routes: the graph of where every arrow
leads from every stop, mended so every place is in reach) and timed — the cost a player
pays on the first arrow after a move (CPU time: other work on the machine does not
count), beyond the engine's legal moves (asked first: the table asks them after every
move anyway). Printed per game: stops in the graph, the first build (at the deal), the
median, p90 and worst rebuild after a move, and an arrow asked again (a cached graph).

A benchmark, never a test (tests/test_focus_reach.py checks that every place is reached).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["REUSSITE_DATA_DIR"] = tempfile.mkdtemp(prefix="reussite-bench-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import argparse  # noqa: E402

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.engine.deal import rng_for  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

GAMES = ("dondorf_arena", "klondike", "treize", "triple_peaks", "spider", "dondorf_sympathie")


def bench_game(app: App, game_id: str, moves: int) -> tuple[int, float, list[float], float]:
    """(stops, ms of the first build, ms per rebuild after each move, ms of a cached
    arrow)."""
    table = TableScene(app, game_id, deal=1, animate=False, persist=False)
    app.push(table)
    focus = table.focus
    focus.awake = True
    app.mapper.last_device = "keyboard"
    app.draw()
    began = time.process_time()
    focus.routes()  # the first arrow pressed at the deal: every ranking worked out
    first = (time.process_time() - began) * 1000
    rng = rng_for("bench focus", game_id)
    times = []
    for _ in table.random_moves(rng, moves):
        focus.legal_moves()  # the engine's, which the table asks after a move anyway
        began = time.process_time()
        graph = focus.routes()
        times.append((time.process_time() - began) * 1000)
    began = time.process_time()
    for _ in range(100):
        focus.routes()
    cached = (time.process_time() - began) * 10
    app.pop()
    return len(graph), first, times, cached


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--moves", type=int, default=60)
    args = parser.parse_args(argv)
    app = App(size=parse_size(args.size), headless=True)
    worst = 0.0
    print(f"{'game':<22} {'stops':>5} {'first':>8} {'median':>8} {'p90':>8} {'worst':>8} "
          f"{'cached':>8}  ms")
    for game_id in args.games.split(","):
        stops, first, times, cached = bench_game(app, game_id, args.moves)
        if not times:
            continue
        times.sort()
        p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
        worst = max(worst, times[-1])
        print(f"{game_id:<22} {stops:>5} {first:>8.2f} {statistics.median(times):>8.2f} "
              f"{p90:>8.2f} {times[-1]:>8.2f} {cached:>8.3f}")
    print(f"worst rebuild after a move, over all games: {worst:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
