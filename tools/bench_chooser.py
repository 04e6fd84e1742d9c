"""Chooser benchmark: what the pictures of tables cost, and the chooser's frame time.

    SDL_VIDEODRIVER=dummy python tools/bench_chooser.py [--size 1920x1080] [--frames 120]

1. Working a table out (`table_plan`: the rules, deal 1, the Tiled map), per game, on
   the main thread (CPU time, as in 2): mean, median and the slowest game. This is what
   the worker thread does, so that no frame waits for it.
2. Drawing a picture from a worked-out table (`draw_plan`) at the grid's and the detail
   pane's sizes (CPU time): mean and slowest.
3. The chooser's frames at --size, headless: opened cold in the grid view (its first
   frame, which draws the menu's backdrop, apart; then a frame every 1/60 s until no
   picture is missing: how many, the slowest, the time until the last picture came),
   then warm in the list and the grid (the main thread's CPU time per frame: median and
   95th percentile).

A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.render.thumbnail import draw_plan, table_plan  # noqa: E402
from game.rules import registry  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def frames(app: App, count: int) -> list[float]:
    """The main thread's CPU time per frame: on a shared machine, wall time mostly
    measures the neighbours."""
    times = []
    for _ in range(count):
        start = time.thread_time()
        app.draw()
        times.append(time.thread_time() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=120)
    args = parser.parse_args(argv)
    specs = registry().specs()

    plans, worked = {}, []
    for spec in specs:
        start = time.thread_time()
        plans[spec.id] = table_plan(spec)
        worked.append((time.thread_time() - start, spec.id))
    times = [t for t, _ in worked]
    slowest = max(worked)
    print(f"table_plan, {len(specs)} games: mean {ms(statistics.mean(times))}, median "
          f"{ms(statistics.median(times))}, slowest {ms(slowest[0])} ({slowest[1]})")

    with tempfile.TemporaryDirectory() as scratch:
        os.environ["REUSSITE_DATA_DIR"] = scratch
        app = App(size=parse_size(args.size), headless=True)
        from game.scenes.menu import MenuScene

        menu = MenuScene(app)
        menu.model.memory.view = "grid"
        app.push(menu)
        start = time.perf_counter()
        cold = []
        while True:
            began = time.perf_counter()
            app.draw()
            cold.append(time.perf_counter() - began)
            if not menu.thumbnails.missing:
                break
            time.sleep(1 / 60)  # a frame's wait; the worker runs meanwhile
        later = cold[1:] or [0.0]
        print(f"cold grid at {args.size}: first frame {ms(cold[0])} (backdrop, fonts: the "
              f"menu's own); {len(cold)} frames until every picture shown "
              f"({ms(time.perf_counter() - start)}); the frames after the first while "
              f"pictures come: slowest {ms(max(later))}, median {ms(statistics.median(later))}")
        layout = menu.layout
        for box, name in ((layout.grid_picture, "grid"), (layout.thumb_rect.size, "detail")):
            drawn = []
            for plan in plans.values():
                began = time.thread_time()
                draw_plan(plan, box)
                drawn.append(time.thread_time() - began)
            print(f"draw_plan at the {name} size {box[0]}x{box[1]}: mean "
                  f"{ms(statistics.mean(drawn))}, slowest {ms(max(drawn))}")
        for view in ("grid", "list"):
            menu.model.memory.view = view
            menu.layout.invalidate()
            menu.thumbnails.wait()
            frames(app, 10)
            warm = sorted(frames(app, args.frames))
            print(f"warm {view} frame (main thread CPU): median {ms(statistics.median(warm))}, "
                  f"95th percentile {ms(warm[int(len(warm) * 0.95) - 1])}")
        menu.thumbnails.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
