"""Idle CPU of a still table with a gamepad connected, against none (real window, Xvfb).

    python tools/bench_pad_idle.py [--seconds 10] [--rounds 3]

A pad present must not wake a still loop (game/event_wait.py). No pad is needed: each
run starts Réussite on Klondike in a window on its own Xvfb, attaches SDL's virtual game
controller (SDL_JoystickAttachVirtual) before the app opens its pads — so the app finds
and opens it like a real one — waits 5 s, then reads the process's own CPU time
(utime + stime) over `--seconds`. Rounds alternate pad / no pad. A benchmark, never a
test: it needs Xvfb (Debian `xvfb`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from bench_window import start_xvfb  # noqa: E402

# Runs inside the app's process: a virtual pad before the app opens its pads, then the
# CPU time over the idle seconds from a watcher thread.
CHILD = """
import ctypes, os, sys, threading, time
from game import event_wait
from game.input import pads
import game.app_start

attach, seconds = sys.argv[1] == "pad", float(sys.argv[2])
opened = []
start = pads.PadManager.start

def start_with_a_pad(self):
    start(self)
    if attach:
        sdl = ctypes.CDLL(event_wait._loaded_sdl_path())
        assert sdl.SDL_JoystickAttachVirtual(1, 6, 15, 0) >= 0, "no virtual pad"
    opened.append(self)

def cpu():
    with open("/proc/self/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

def watch():
    time.sleep(5)
    c0, t0 = cpu(), time.perf_counter()
    time.sleep(seconds)
    share = 100 * (cpu() - c0) / (time.perf_counter() - t0)
    print(f"{share:.3f} {len(opened[0]) if opened else -1}", flush=True)
    os._exit(0)

pads.PadManager.start = start_with_a_pad
threading.Thread(target=watch, daemon=True).start()
game.app_start.run_app(type("Args", (), {"size": "1280x800", "windowed": True,
                                         "game": "klondike", "deal": "1"})())
"""


def run_once(display: str, pad: bool, seconds: float) -> tuple[float, int]:
    env = dict(os.environ, DISPLAY=display, REUSSITE_DATA_DIR=tempfile.mkdtemp(),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        env.pop(name, None)
    out = subprocess.run([sys.executable, "-W", "ignore", "-c", CHILD,
                          "pad" if pad else "none", str(seconds)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=seconds + 60)
    if out.returncode != 0 or not out.stdout.split():
        raise SystemExit(f"bench_pad_idle: the app failed:\n{out.stderr[-2000:]}")
    share, pads_open = out.stdout.split()[-2:]
    return float(share), int(pads_open)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    server, display = start_xvfb((1920, 1080))
    found: dict[bool, list[float]] = {True: [], False: []}
    try:
        for round_no in range(1, args.rounds + 1):
            for pad in (True, False) if round_no % 2 else (False, True):
                share, pads_open = run_once(display, pad, args.seconds)
                found[pad].append(share)
                print(f"  round {round_no} {'one pad' if pad else 'no pad '}: idle CPU "
                      f"{share:.2f} % of a core over {args.seconds:g} s "
                      f"(pads the app opened: {pads_open})  load {os.getloadavg()[0]:.2f}",
                      flush=True)
    finally:
        server.terminate()
        server.wait()
    for pad, shares in found.items():
        print(f"{'one pad' if pad else 'no pad '}: min / median / max "
              f"{min(shares):.2f} / {statistics.median(shares):.2f} / {max(shares):.2f} %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
