"""Start-up frames benchmark: the CPU time of each of a window's first frames.

    python tools/bench_start_frames.py [--game klondike] [--size 1920x1080] [--frames 4]
                                       [--starts 6] [--vs DIR]

Each start is a fresh process, started as a player's (`python -m game --game G --deal 3
--size WxH --windowed`: a window of that size; SDL's dummy driver keeps it within its
1024x768 desktop), with a home of its own shared by its starts (the player's cache and
data folders in a temporary folder): the first start finds nothing kept (a first-ever
start: the pictures of the first frame drawn, not read back), the later ones read back
what it kept. Per start and frame: the CPU time of the App's `frame()` (drawing the table and
showing it) and the CPU time since the previous frame ended (what ran between: the
deal's steps, the work after the first frame), in ms; then the median of the later
starts; and the process's CPU time when its first frame was shown (from the interpreter's
start). The window closes itself after `--frames` frames.

Headless (SDL's dummy driver) unless DISPLAY is set: run it under `xvfb-run -s
"-screen 0 1920x1080x24"` for a real window's figures. CPU time, not wall: other work on
the machine counts little, but the figures still move with it: compare runs made side by
side. `--vs DIR` starts another checkout (its maps and catalogues built) in turn with
this one, each with a home of its own: an interleaved A/B. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Run in the started process: App.frame timed, the window closed after the last frame.
PROBE = """
import json, sys, time
import pygame
import game.app as app_module

frames, wanted = [], int(sys.argv[1])
last = [time.process_time()]
original = app_module.App.frame

def frame(self):
    began = time.process_time()
    original(self)
    ended = time.process_time()
    frames.append(((ended - began) * 1000, (began - last[0]) * 1000, ended * 1000))
    last[0] = ended
    if len(frames) >= wanted:
        self.running = False

app_module.App.frame = frame
sys.argv = ["reussite", *sys.argv[2:]]
from game.__main__ import main
main()
print("FRAMES " + json.dumps(frames))
"""


def one_start(root: Path, home: str, game: str, size: str,
              frames: int) -> list[tuple[float, float, float]]:
    env = {**os.environ, "XDG_CACHE_HOME": f"{home}/cache", "REUSSITE_DATA_DIR": f"{home}/data",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_AUDIODRIVER": "dummy"}
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    command = [sys.executable, "-c", PROBE, str(frames), "--game", game, "--deal", "3",
               "--size", size, "--windowed"]
    out = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                         timeout=60)
    line = [x for x in out.stdout.splitlines() if x.startswith("FRAMES ")]
    if not line:
        raise SystemExit(f"the start failed:\n{out.stderr[-2000:]}")
    return json.loads(line[0].removeprefix("FRAMES "))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="klondike")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=4)
    parser.add_argument("--starts", type=int, default=6)
    parser.add_argument("--vs", metavar="DIR", type=Path,
                        help="another checkout, started in turn with this one")
    args = parser.parse_args(argv)
    roots = [ROOT, *([args.vs.resolve()] if args.vs else [])]
    runs: dict[Path, list] = {root: [] for root in roots}
    with tempfile.TemporaryDirectory(prefix="reussite-frames-") as home:
        for _ in range(max(2, args.starts)):
            for n, root in enumerate(roots):
                runs[root].append(one_start(root, f"{home}/{n}", args.game, args.size,
                                            args.frames))
    where = "X11 " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "headless"
    for root in roots:
        print(f"{root}: {args.game} {args.size} {where}: CPU ms per frame (frame's own / "
              "since the last)")
        show(runs[root])
    return 0


def show(runs: list[list[tuple[float, float, float]]]) -> None:
    """Each start's frames, then the later starts' medians; last, the process's CPU time
    when its first frame was shown (the interpreter's start and every import included)."""
    for n, run in enumerate(runs):
        label = "first-ever" if n == 0 else f"start {n + 1}"
        print(f"  {label:10} " + "  ".join(f"{own:5.1f}/{gap:5.1f}" for own, gap, _ in run)
              + f"   first frame at {run[0][2]:5.0f}")
    later = runs[1:]
    medians = [(statistics.median(r[i][0] for r in later),
                statistics.median(r[i][1] for r in later)) for i in range(len(later[0]))]
    print(f"  {'median':10} " + "  ".join(f"{own:5.1f}/{gap:5.1f}" for own, gap in medians)
          + f"   first frame at {statistics.median(r[0][2] for r in later):5.0f}")


if __name__ == "__main__":
    sys.exit(main())
