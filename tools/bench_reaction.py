"""Reaction and deal frames in a real window, read from the app's own frame log.

    python tools/bench_reaction.py [--size 1920x1080] [--clicks 6] [--deals 2]
                                   [--checkout DIR] [--profile FILE]

Starts its own Xvfb with openbox (tools/bench_window.py's), then Réussite full screen on
Klondike (the first deal with an ace on a tableau pile and a tableau card that can move
to another tableau pile; auto-play to the foundations off, so the ace stays for the
double-click) with REUSSITE_FRAME_LOG set: the app writes a line per frame it shows (the
time it was shown, its CPU time then, the pixels it redrew; game/app_window.py). Then, by
synthetic input (XTest):

  stock click   press on the stock (the app deals on the press), let go 0.15 s later:
                press → the first frame shown after it;
  drop          a tableau card that has a legal move dragged onto the pile it may go to
                and let go there (it lands: the move is made); release → the first
                frame shown after it; then undone (Backspace) for the next round;
  double-click  on a tableau ace (it goes home): the second press → the first frame
                shown after it; then undone;
  deal          "n" (a new deal): distinct frames a second over the deal's animation
                (frames that redrew something, from the first to the last of it).

CPU per answer: the app's CPU time from the frame before the input to the answering
frame, and the main thread's CPU time drawing and showing that frame (the log's last
column; the deal's: the mean over its frames). The times are perf_counter's
(CLOCK_MONOTONIC: one clock for both processes). `--checkout DIR` runs another checkout
(say, main before a change, with the frame log added) as the app. `--profile FILE` runs
the app under cProfile, timed by its main thread's CPU clock (where its CPU goes, whatever
the machine's load), and writes its stats to FILE when it quits (read them with pstats).
A benchmark, never a test: it needs Xvfb, openbox, libX11/libXtst.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_window import ROOT, Screen, start_wm, start_xvfb, stop  # noqa: E402

SETTLE = 6.0  # seconds for the start, its deal and full screen
# The deal and where to press, from the table's own layout at the screen's size: the
# stock, a tableau card with a legal move to another tableau pile and that pile's top, a
# tableau ace. Printed as "deal x y x y x y x y" (screen pixels).
PLACES_CODE = """
import dataclasses, sys
from game.app import App
from game.scenes.table import TableScene
app = App(size=(int(sys.argv[1]), int(sys.argv[2])), headless=True)
app.settings = dataclasses.replace(app.settings, auto_foundation="off")
def top(table, pile):
    n = len(table.state.piles[pile])
    view = table.view
    return (view.card_rect(pile, n - 1) if n else view.base_rect(pile)).center
for deal in range(1, 1000):
    table = TableScene(app, "klondike", deal=deal, animate=False, persist=False)
    state, game = table.state, table.game
    tableau = {i for i, name in enumerate(state.pile_names) if name.startswith("tableau")}
    moves = [m for m in game.legal_moves(state) if m.action == "move"]
    drop = [m for m in moves if m.count == 1 and m.src in tableau and m.dst in tableau]
    home = [m for m in moves if m.src in tableau and m.dst not in tableau
            and state.piles[m.src][-1].rank == 1]
    if drop and home and drop[0].src != home[0].src:
        stock = table.view.base_rect(game.pile_index("stock")).center
        places = (stock, top(table, drop[0].src), top(table, drop[0].dst), top(table, home[0].src))
        print(deal, *(v for place in places for v in place))
        break
"""


# The app under cProfile, timed by the main thread's CPU clock (not the wall's: where the
# CPU goes, whatever the machine's load), its stats written when it quits.
PROFILED = """
import atexit, cProfile, runpy, sys, time
profile, out = cProfile.Profile(time.thread_time), sys.argv.pop(1)
atexit.register(lambda: (profile.disable(), profile.dump_stats(out)))
profile.enable()
runpy.run_module("game", run_name="__main__", alter_sys=True)
"""


def klondike_places(size: tuple[int, int]) -> tuple[int, list[tuple[int, int]]]:
    """The deal to play and its places (PLACES_CODE), in screen pixels."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", REUSSITE_DATA_DIR=tempfile.mkdtemp())
    out = subprocess.run([sys.executable, "-c", PLACES_CODE, str(size[0]), str(size[1])],
                         cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    deal, *values = (int(v) for v in out.stdout.split()[-9:])
    return deal, [(values[k], values[k + 1]) for k in range(0, 8, 2)]


def frames(log: Path) -> list[tuple[float, float, int]]:
    """(shown at, CPU seconds, pixels redrawn) of every frame logged so far."""
    return [(t, cpu, area) for t, cpu, area, _draw in drawn(log)]


def drawn(log: Path) -> list[tuple[float, float, int, float]]:
    """(shown at, CPU seconds, pixels redrawn, CPU seconds of drawing and showing it) of
    every frame logged so far."""
    rows = []
    for line in log.read_text().splitlines():
        parts = line.split()
        if len(parts) == 4:
            rows.append((float(parts[0]), float(parts[1]), int(parts[2]), float(parts[3])))
    return rows


def drawing(log: Path, since: float) -> float | None:
    """The CPU seconds the first frame redrawing something after `since` took to draw."""
    return next((draw for t, _cpu, area, draw in drawn(log) if t > since and area > 0), None)


def answer(log: Path, since: float, timeout: float = 1.0) -> tuple[float, float] | None:
    """The first frame that redrew something after `since`: (seconds after it, CPU
    seconds from the frame before `since` to it)."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        rows = frames(log)
        before = [cpu for t, cpu, _area in rows if t <= since]
        after = [(t, cpu) for t, cpu, area in rows if t > since and area > 0]
        if after and before:
            return after[0][0] - since, after[0][1] - before[-1]
        time.sleep(0.005)
    return None


def quiet(log: Path, seconds: float = 0.6, timeout: float = 10.0) -> None:
    """Wait until no frame has been shown for `seconds`."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        rows = frames(log)
        if rows and time.perf_counter() - rows[-1][0] > seconds:
            return
        time.sleep(0.05)


def key(display: str, name: str) -> float:
    subprocess.run(["xdotool", "key", name], env=dict(os.environ, DISPLAY=display), check=True)
    return time.perf_counter()


def run(size: tuple[int, int], clicks: int, deals: int, checkout: Path,
        profile_to: Path | None = None) -> dict:
    server, display = start_xvfb(size)
    manager = start_wm("openbox", display)
    home = tempfile.mkdtemp(prefix="bench-reaction-")
    log = Path(home) / "frames.log"
    deal, (stock, source, target, ace) = klondike_places(size)
    Path(home, "reussite").mkdir()
    Path(home, "reussite", "settings.toml").write_text('auto_foundation = "off"\n')
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_CONFIG_HOME=f"{home}/.config",
               XDG_DATA_HOME=f"{home}/.local/share", XDG_CACHE_HOME=f"{home}/.cache",
               XDG_RUNTIME_DIR=home, REUSSITE_DATA_DIR=f"{home}/reussite",
               REUSSITE_FRAME_LOG=str(log), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    start = ["-c", PROFILED, str(profile_to)] if profile_to else ["-m", "game"]
    app = subprocess.Popen([sys.executable, *start, "--game", "klondike", "--deal", str(deal)],
                           cwd=checkout, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, start_new_session=True)
    result: dict = {name: [] for name in ("stock", "stock_cpu", "stock_draw", "drop", "drop_cpu",
                                          "drop_draw", "double", "double_cpu", "double_draw",
                                          "fps", "deal_cpu")}

    def note(name: str, since: float) -> None:
        got = answer(log, since)
        if got:
            result[name].append(got[0])
            result[f"{name}_cpu"].append(got[1])
            result[f"{name}_draw"].append(drawing(log, since))

    try:
        time.sleep(SETTLE)
        screen = Screen(display)
        for _ in range(clicks):
            quiet(log)  # a drop: the card dragged onto its pile, over the felt
            screen.press(*source)
            steps = 12
            for k in range(1, steps + 1):
                screen.xtst.XTestFakeMotionEvent(
                    screen.dpy, -1, source[0] + (target[0] - source[0]) * k // steps,
                    source[1] + (target[1] - source[1]) * k // steps, 0)
                screen.x11.XFlush(screen.dpy)
                time.sleep(0.016)
            time.sleep(0.1)
            quiet(log, 0.2)
            released = screen.release()
            note("drop", released)
            quiet(log)
            key(display, "BackSpace")  # undone: the same drop next round
            quiet(log)  # a double-click: the ace goes home
            screen.press(*ace)
            time.sleep(0.05)
            screen.release()
            time.sleep(0.1)  # (the second press within the mapper's 400 ms)
            pressed = screen.press(*ace)
            note("double", pressed)
            time.sleep(0.05)
            screen.release()
            quiet(log)
            key(display, "BackSpace")
            quiet(log)  # the stock clicked: a card dealt to the waste
            pressed = screen.press(*stock)
            note("stock", pressed)
            time.sleep(0.15)
            screen.release()
        for _ in range(deals):
            quiet(log)
            start = key(display, "n")
            answer(log, start, 5.0)
            quiet(log, 1.0)  # (a busy machine may stall the app half a second mid-deal)
            shown = [(t, cpu) for t, cpu, area in frames(log) if t > start and area > 0]
            areas = [area for t, _cpu, area in frames(log) if t > start and area > 0]
            draws = [draw for t, _cpu, area, draw in drawn(log) if t > start and area > 0]
            result.setdefault("deal_draw", []).append(statistics.mean(draws[1:] or [0]))
            result.setdefault("deal_area", []).append(
                sum(areas) / max(1, len(areas)) / (size[0] * size[1]))
            if len(shown) > 2:
                span = shown[-1][0] - shown[0][0]
                result["fps"].append((len(shown) - 1) / span)
                result["deal_cpu"].append((shown[-1][1] - shown[0][1]) / (len(shown) - 1))
    finally:
        stop(app)
        stop(manager)
        server.terminate()
        server.wait()
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--clicks", type=int, default=6)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--checkout", type=Path, default=ROOT)
    parser.add_argument("--profile", type=Path, help="the app's cProfile stats, to this file")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    result = run(size, args.clicks, args.deals, args.checkout.resolve(),
                 args.profile.resolve() if args.profile else None)
    print(f"{args.checkout} at {args.size}; load {os.getloadavg()[0]:.2f}")
    for name, unit, scale in (("stock", "ms", 1000), ("stock_cpu", "ms CPU", 1000),
                              ("stock_draw", "ms CPU to draw and show", 1000),
                              ("drop", "ms", 1000), ("drop_cpu", "ms CPU", 1000),
                              ("drop_draw", "ms CPU to draw and show", 1000),
                              ("double", "ms", 1000), ("double_cpu", "ms CPU", 1000),
                              ("double_draw", "ms CPU to draw and show", 1000),
                              ("fps", "frames/s", 1), ("deal_cpu", "ms CPU/frame", 1000),
                              ("deal_draw", "ms CPU to draw and show a frame", 1000),
                              ("deal_area", "% of the screen redrawn a frame", 100)):
        values = [v * scale for v in result.get(name, []) if v is not None]
        if values:
            print(f"  {name:10} median {statistics.median(values):7.1f} {unit}   "
                  f"(min {min(values):.1f}, max {max(values):.1f}, n={len(values)})")
        else:
            print(f"  {name:10} no answer")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
