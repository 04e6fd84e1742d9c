"""Does the table wait for the solver? The longest gap between two frames while the
table asks for a hint, "Winnable?" and "Play for me" on the hardest deals we know.

    SDL_VIDEODRIVER=dummy python tools/bench_solver_frames.py [--deals freecell:127,...]
        [--seconds 12] [--inline] [--start-in-frame]

A headless app (1280x720, animations on) with the solver service as a player has it: a
worker process, started by the first table that asks, as the app starts it (off the
frame: App.start_solver) (`--inline`: the headless slices instead). On each deal the
table is shown for a quarter of a second, then asks, in turn, for a hint (frames until
it shows), for the verdict (the "Winnable?" setting turned on, off till then: frames
until it is there) and for "Play for me" (frames until the line is played out, or the
search gives up); at most `--seconds` of frames for each. Each ask is made inside a
frame, as a key press is, so the process's first hint starts the service (with
`--start-in-frame` in that frame, as before App.start_solver: 55 ms of CPU). Frames are
paced at 60 a second, as the app's loop paces them. For each deal: the longest gap
between the starts of two frames from the first ask on (wall time, ms) and the CPU time
of that frame in this process (the gap less the CPU is time the machine gave to other
processes); the most CPU time one frame took, and the most the solver's part of a
frame took (TableSolver.update: polling the service, taking in answers) — CPU figures
that a busy machine does not swell; then the worst over all. A new table's first
frames (laying out and drawing the table: the scene's work, not the solver's) are
measured apart. Target: 50 ms. A benchmark, never a test.
"""

from __future__ import annotations

import os
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
import dataclasses  # noqa: E402

from game.app import App  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

# The hardest deals we know: FreeCell's long and lost ones, the Spider games' slow ones,
# Klondike's late wins, the staged and small games' hard cases.
HARD = ("freecell:127 freecell:194 freecell:285 freecell:585 freecell:11982 "
        "klondike:9 klondike:12 spider:1 spider:3 spiderette:94 spiderette:52 "
        "will_o_the_wisp:4 giant:6 gypsy:3 terrace:2 yukon:1 union_square:1 "
        "sir_tommy:1 backbone:1 plait:1")
FRAME = 1 / 60
TABLE = "a new table"   # its first frames, before any ask


class Frames:
    """Steps and draws the app at 60 frames a second; keeps the longest gap."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.worst = (0.0, 0.0, "")      # gap, CPU of that frame, what was on
        self.busiest = (0.0, "")         # the most CPU a frame took
        self.table = 0.0                 # the longest gap while a new table is shown
        self.solver = 0.0                # the most CPU the solver's part of a frame took
        self.last = time.perf_counter()
        self.last_cpu = 0.0              # the CPU time of the frame before
        self.count = 0

    def run(self, seconds: float, done, what: str, ask=None) -> bool:
        """Frames for at most `seconds`, until `done()`; `ask()` inside the first."""
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            began, cpu = time.perf_counter(), time.process_time()
            gap = began - self.last
            self.last = began
            if ask is not None:
                ask()
                ask = None
            self.app.step(FRAME)
            self.app.draw()
            spent = time.process_time() - cpu
            if what == TABLE:
                self.table = max(self.table, gap if self.count else 0.0)
            elif gap > self.worst[0]:
                self.worst = (gap, self.last_cpu, what)
            if spent > self.busiest[0] and what != TABLE:
                self.busiest = (spent, what)
            self.last_cpu = spent
            self.count += 1
            if done():
                return True
            wait = began + FRAME - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
        return False


def winnable(app: App, shown: bool) -> None:
    app.settings = dataclasses.replace(app.settings, show_winnable=shown)


def demo_button(scene: TableScene):
    return next(b for b in scene.special_buttons if b.label in ("Play for me", "Stop"))


def bench_deal(app: App, game_id: str, deal: int, seconds: float) -> tuple:
    scene = TableScene(app, game_id, deal=deal, animate=False, persist=False)
    app.push(scene)
    frames = Frames(app)
    solving = scene.solving
    update = solving.update

    def timed(dt: float) -> None:
        cpu = time.process_time()
        update(dt)
        frames.solver = max(frames.solver, time.process_time() - cpu)

    solving.update = timed      # type: ignore[method-assign]
    shown = frames.count + 15       # a quarter of a second's frames, however slow
    frames.run(60.0, lambda: frames.count >= shown, TABLE)
    frames.run(seconds, lambda: not solving.waiting_hint, "hint", scene.hint)
    # "Winnable?": the setting turned on (off till now, so that the table's deal asked
    # nothing: the first ask of the process is the hint's, inside a frame)
    frames.run(seconds, lambda: not solving.waiting_verdict, "winnable?",
               lambda: winnable(app, True) or solving.position_changed())
    frames.run(seconds, lambda: not solving.waiting_demo, "play for me: search",
               demo_button(scene).press)
    frames.run(seconds, lambda: not scene.autoplaying, "play for me: playing")
    solving.cancel_demo()
    app.stack.pop()
    winnable(app, False)
    return (*frames.worst, *frames.busiest, frames.solver, frames.table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default=HARD.replace(" ", ","),
                        help="GAME:DEAL,... (default: the 20 hardest we know)")
    parser.add_argument("--seconds", type=float, default=12.0,
                        help="at most this long (wall) for each of the three asks")
    parser.add_argument("--inline", action="store_true",
                        help="the headless service (slices of the frame loop)")
    parser.add_argument("--start-in-frame", action="store_true",
                        help="start the service inside the asking frame, as before "
                             "App.start_solver (for comparison)")
    args = parser.parse_args(argv)
    app = App(size=(1280, 720), headless=True)
    app.settings = dataclasses.replace(app.settings, show_winnable=False,
                                       animation_speed="fast")
    app.noticeboard.notices.clear()
    # The service starts as the app starts it: the first table that asks (here the
    # first hint) has it started off the frame, and its asks wait meanwhile.
    app.solver_mode = "inline" if args.inline else "process"
    if args.start_in_frame:
        app.start_solver = app.solver       # type: ignore[method-assign]
    worst = (0.0, 0.0, "", "")
    busiest = (0.0, "", "")
    solver = (0.0, "")
    table = (0.0, "")
    cpu_began = time.process_time()
    print(f"{'deal':22} {'gap ms':>7} {'its CPU':>8}  {'during':20} {'most CPU':>8}  "
          f"{'during':20} {'solver':>6} {'table':>6}")
    for item in args.deals.split(","):
        game_id, deal = item.split(":")
        gap, cpu, what, most, when, mine, shown = bench_deal(app, game_id, int(deal),
                                                             args.seconds)
        print(f"{item:22} {gap * 1000:7.1f} {cpu * 1000:8.1f}  {what:20} {most * 1000:8.1f}  "
              f"{when:20} {mine * 1000:6.1f} {shown * 1000:6.1f}", flush=True)
        if shown > table[0]:
            table = (shown, item)
        if gap > worst[0]:
            worst = (gap, cpu, what, item)
        if most > busiest[0]:
            busiest = (most, when, item)
        if mine > solver[0]:
            solver = (mine, item)
    app.quit()
    load = os.getloadavg()[0]
    print(f"Longest gap between two frames: {worst[0] * 1000:.1f} ms ({worst[3]}, "
          f"{worst[2]}; its frame's CPU {worst[1] * 1000:.1f} ms); target 50 ms; "
          f"load {load:.1f}")
    print(f"Most CPU in one frame from the first ask on: {busiest[0] * 1000:.1f} ms "
          f"({busiest[2]}, {busiest[1]}); the solver's part of a frame at most "
          f"{solver[0] * 1000:.1f} ms ({solver[1]}); this process's CPU "
          f"{time.process_time() - cpu_began:.1f} s")
    print(f"A new table's first frames, before any ask (the scene's work): longest gap "
          f"{table[0] * 1000:.1f} ms ({table[1]})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
