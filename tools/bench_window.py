"""Real-window benchmark: Réussite against AisleRiot and KPatience, in rounds, on Xvfb.

    python tools/bench_window.py [--rounds 3] [--apps reussite,sol,kpat] [--size 1920x1080]
                                 [--scene table|menu] [--idle 10] [--shots DIR]
                                 [--window 800x600] [--home fresh|kept]
                                 [--user NAME] [--copy checkout|installed]
                                 [--vs DIR]

It starts its own X server (Debian's `xvfb`), then in each round runs every app once
(the order turns round by round, so that the machine's load falls on all alike) and
reads from the screen's pixels:

  first frame   start (just before the process is spawned) → the first screen on which
                a table is drawn: ≥ 3 % of the sampled pixels are felt-green and ≥ 0.5 %
                neither green nor black (a black or plain window does not count; a
                table whose cards are still being dealt does). The screen is sampled
                on one row in ROW_STEP (`--probe rows`, the default): reading the whole
                screen (`--probe full`, 8 MiB a read at 1920×1080) keeps the X server
                busy ~10 ms a read, and every request of the starting app waits behind
                it (Réussite's SDL makes ~100 round trips before its first frame);
  CPU to frame  the app's own CPU time (of it and its children) when its first frame is
                seen: what load on the machine does not change. Read to the nanosecond
                from the scheduler (/proc/PID/task/*/schedstat: the threads alive
                then; utime + stime, which count ended threads too, are whole 10 ms ticks);
  start frames  distinct pictures of the screen in the second after the first frame
                (the deal animation; whole-screen reads, so at most some 50 a second);
  RSS, PSS      5 s after start: the main process's resident set (VmRSS) and the
                proportional set of it and its child processes (smaps_rollup);
  idle CPU      the processes' own CPU time (utime + stime, robust to load on the
                machine) over `--idle` seconds from 5 s after start, nothing touched;
  reaction      after that, one synthetic click (XTest) on the stock, let go 0.3 s
                after the press: the time from the press (if the app answers the
                press) or else the release to the first change round the stock;
  frames        distinct pictures of that region from the press to a second after
                the answer (the dealt card's slide; AisleRiot does not animate it).

Réussite runs from byte code, as an installed copy does (pip compiles at install time):
the sources are compiled once into a cache of the benchmark's own (PYTHONPYCACHEPREFIX)
before the first round, whatever PYTHONDONTWRITEBYTECODE says. Every app is started once,
unmeasured, before the first round: an installed app's first start.

Réussite opens full screen, AisleRiot in its own 800×600 window: `--window 800x600` runs
Réussite in a window of that size too, so that both draw as many pixels.

As a player runs them: `--user NAME` starts the apps as that ordinary user (made if
absent), `--copy installed` runs Réussite from a copy installed with `pip install .`
rather than from this checkout (see tools/bench_player.py). Without them the apps run as
the benchmark's own user (root, to start Xvfb) and Réussite from this checkout.

`--vs DIR` adds another checkout of Réussite (say, main before a change: `git worktree
add DIR main`, then `make` there for its compiled maps and catalogues) as the app
"before", run in turn with the others in every round: an interleaved A/B.

Apps not installed are left out (AisleRiot: `sol`, package aisleriot; KPatience: `kpat`).
Each app runs with a throw-away home, so no saved game or setting of yours is touched:
a fresh one for every start (`--home fresh`, the default: a first start), or one per app
for the whole run, started once unmeasured before the first round (`--home kept`: a
player's next start, its caches warm and its last game saved).
A benchmark, never a test: it needs Xvfb, xdotool and libX11/libXtst.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench_player import give_home, installed_copy, player

ROOT = Path(__file__).resolve().parent.parent
SETTLE = 5.0            # seconds after start before memory and idle CPU are read
POLL = 0.004            # seconds between screen reads while waiting for a change
ROW_STEP = 48           # the light probe reads one row of pixels in this many
TIMEOUT = 30.0          # a first frame later than this is a failure
CLOCK_TICK = os.sysconf("SC_CLK_TCK")

# Where each app's stock is, as fractions of its window (Klondike, default settings);
# Réussite's is asked of its own layout (see reussite_stock).
APPS = {
    "reussite": ([sys.executable, "-m", "game", "--game", "klondike"], (0.297, 0.165)),
    "sol": (["sol", "--variation", "klondike"], (0.07, 0.245)),
    "kpat": (["kpat", "--gametype", "klondike"], (0.196, 0.22)),
}
# KPatience will not start without a D-Bus session bus: it gets one of its own, which
# is left out of its figures (only the app's own process tree is measured).
NEEDS_DBUS = {"kpat"}
HELPERS = {"dbus-run-session", "dbus-daemon"}
EXTRA_PATH = "/usr/games"
OURS = ("reussite", "before")  # this checkout, and the one --vs names
OTHER_CHECKOUT = ROOT  # (--vs)
PYCACHE = Path(tempfile.gettempdir()) / "reussite-bench-pycache"


# --- the X server, read through Xlib and driven through XTest ----------------------------
class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


class Screen:
    """The X display's root window: grab pixels, click."""

    def __init__(self, display: str) -> None:
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x11.XGetImage.restype = ctypes.POINTER(XImage)
        self.x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int,
                                       ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                       ctypes.c_ulong, ctypes.c_int]
        self.x11.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int,
                                                   ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint,
                                                   ctypes.c_int, ctypes.c_ulong]
        self.dpy = self.x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise SystemExit(f"bench_window: cannot open X display {display}")
        self.root = self.x11.XDefaultRootWindow(self.dpy)

    def grab(self, x: int, y: int, w: int, h: int) -> tuple[bytes, int]:
        """The pixels of a rectangle (32-bit BGRX rows) and the bytes per row."""
        image = self.x11.XGetImage(self.dpy, self.root, x, y, w, h, 0xFFFFFFFF, 2)
        if not image:
            raise SystemExit("bench_window: XGetImage failed")
        info = image.contents
        if info.bits_per_pixel != 32:
            raise SystemExit("bench_window: run Xvfb at depth 24 (32 bits per pixel)")
        data = ctypes.string_at(info.data, info.bytes_per_line * info.height)
        stride = info.bytes_per_line
        self.x11.XDestroyImage(image)
        return data, stride

    def press(self, x: int, y: int) -> float:
        """Press button 1 at (x, y); the time it went down."""
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, x, y, 0)
        self.xtst.XTestFakeButtonEvent(self.dpy, 1, 1, 0)
        self.x11.XFlush(self.dpy)
        return time.perf_counter()

    def release(self) -> float:
        """Let button 1 go; the time it went."""
        self.xtst.XTestFakeButtonEvent(self.dpy, 1, 0, 0)
        self.x11.XFlush(self.dpy)
        return time.perf_counter()


def table_drawn(data: bytes, stride: int, width: int, height: int, step: int = 12,
                row_step: int | None = None) -> bool:
    """A table on screen: felt-green samples, and others that are neither green nor black
    (cards, their backs, text) — a black or plain window does not count. Samples every
    `step`-th pixel of every `row_step`-th row (`step` too unless given)."""
    green = other = total = 0
    for y in range(0, height, row_step or step):
        row = data[y * stride:y * stride + width * 4]
        blues, greens, reds = row[0::4 * step], row[1::4 * step], row[2::4 * step]
        for b, g, r in zip(blues, greens, reds, strict=True):
            total += 1
            if g > r + 18 and g > b + 8 and g > 40:
                green += 1
            elif r + g + b > 150:
                other += 1
    return total > 0 and green >= 0.03 * total and other >= 0.005 * total


def first_frame_seen(screen: Screen, width: int, height: int, probe: str) -> bool:
    """A table on screen, read whole (`full`) or on every ROW_STEP-th row (`rows`: a
    few kilobytes a read, which leaves the X server free for the app)."""
    if probe == "full":
        data, stride = screen.grab(0, 0, width, height)
        return table_drawn(data, stride, width, height)
    rows = [screen.grab(0, y, width, 1)[0][:width * 4]
            for y in range(ROW_STEP // 2, height, ROW_STEP)]
    return table_drawn(b"".join(rows), width * 4, width, len(rows), row_step=1)


def start_xvfb(size: tuple[int, int]) -> tuple[subprocess.Popen, str]:
    if not shutil.which("Xvfb"):
        raise SystemExit("bench_window: Xvfb is not installed (Debian: apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               f"{size[0]}x{size[1]}x24", "-nolisten", "tcp", "-br"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise SystemExit("bench_window: Xvfb did not start")
        number += chunk
    os.close(read)
    return server, f":{number.decode().strip()}"


def start_wm(command: str, display: str) -> subprocess.Popen:
    """A window manager on the display, once it has taken the screen (it owns WM_S0)."""
    if not shutil.which(command.split()[0]):
        raise SystemExit(f"bench_window: {command.split()[0]} is not installed")
    manager = subprocess.Popen(command.split(), env=dict(os.environ, DISPLAY=display),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    deadline = time.perf_counter() + 10
    while time.perf_counter() < deadline:
        owner = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                               env=dict(os.environ, DISPLAY=display), capture_output=True,
                               text=True, check=False).stdout
        if "window id" in owner:
            return manager
        time.sleep(0.1)
    stop(manager)
    raise SystemExit(f"bench_window: {command} did not take the screen")


# --- a process and its children ----------------------------------------------------------
def processes() -> dict[int, tuple[int, str]]:
    """Every process: pid → (parent pid, command name)."""
    table: dict[int, tuple[int, str]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as f:
                    text = f.read()
                name = text[text.index("(") + 1:text.rindex(")")]
                table[int(entry)] = (int(text.rsplit(")", 1)[1].split()[1]), name)
            except (OSError, IndexError, ValueError):
                continue
    return table


def family(pid: int) -> list[int]:
    """The process and all its descendants, D-Bus helpers left out."""
    table = processes()
    found, frontier = [pid], [pid]
    while frontier:
        frontier = [p for p, (parent, _) in table.items() if parent in frontier]
        found.extend(frontier)
    return [p for p in found if table.get(p, (0, ""))[1] not in HELPERS]


def app_process(pid: int, name: str) -> int | None:
    """The app's own process under a launcher (dbus-run-session), by its name."""
    table = processes()
    found, frontier = [pid], [pid]
    while frontier:
        frontier = [p for p, (parent, _) in table.items() if parent in frontier]
        found.extend(frontier)
    return next((p for p in found if table.get(p, (0, ""))[1] == name[:15]), None)


def cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            continue
    return total / CLOCK_TICK


def run_time(pids: list[int]) -> float:
    """CPU seconds of the processes: their live threads' run time to the nanosecond
    (utime + stime, in ticks, where the kernel keeps no schedstat)."""
    total = 0
    for pid in pids:
        try:
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/schedstat", encoding="utf-8") as f:
                    total += int(f.read().split()[0])
        except (OSError, IndexError, ValueError):
            continue
    return total / 1e9 if total else cpu_seconds(pids)


def memory_mib(pid: int) -> tuple[float, float]:
    """(VmRSS of the process, PSS of it and its children) in MiB."""
    rss = 0.0
    with open(f"/proc/{pid}/status", encoding="utf-8") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) / 1024
    pss = 0.0
    for p in family(pid):
        try:
            with open(f"/proc/{p}/smaps_rollup", encoding="utf-8") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        pss += int(line.split()[1]) / 1024
                        break
        except OSError:
            continue
    return rss, pss


def window_of(pid: int, display: str) -> tuple[int, int, int, int] | None:
    """The largest visible window of the process (x, y, w, h), through xdotool."""
    env = dict(os.environ, DISPLAY=display)
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                           capture_output=True, text=True, env=env, check=False)
    best = None
    for wid in found.stdout.split():
        out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid],
                             capture_output=True, text=True, env=env, check=False).stdout
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        try:
            rect = tuple(int(values[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))
        except (KeyError, ValueError):
            continue
        if best is None or rect[2] * rect[3] > best[2] * best[3]:
            best = rect
    return best


# --- one run -----------------------------------------------------------------------------
@dataclass
class Run:
    first_frame: float | None = None
    first_cpu: float | None = None
    start_frames: int = 0
    rss: float = 0.0
    pss: float = 0.0
    idle_cpu: float = 0.0
    reaction: float | None = None
    frames: int = 0
    notes: list[str] = field(default_factory=list)


STOCK_CODE = """
import sys
from game.app import App
from game.scenes.table import TableScene
app = App(size=(int(sys.argv[1]), int(sys.argv[2])), headless=True)
table = TableScene(app, "klondike", deal=1, animate=False, persist=False)
x, y = table.view.base_rect(table.game.pile_index("stock")).center
print(x / app.screen.get_width(), y / app.screen.get_height())
"""


def reussite_stock(size: tuple[int, int]) -> tuple[float, float]:
    """Where Réussite's Klondike stock lies in a window of this size, from its layout."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", REUSSITE_DATA_DIR=tempfile.mkdtemp())
    out = subprocess.run([sys.executable, "-c", STOCK_CODE, str(size[0]), str(size[1])],
                         cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    fx, fy = (float(v) for v in out.stdout.split()[-2:])
    return fx, fy


@dataclass
class Player:
    """Who runs the apps (`owner`: (uid, gid), None for the benchmark's own user) and
    from where Réussite runs (`installed`: an installed copy, not this checkout)."""
    owner: tuple[int, int] | None = None
    installed: bool = False


def run_once(app: str, screen: Screen, display: str, size: tuple[int, int], idle: float,
             scene: str, shots: Path | None, round_no: int, probe: str = "rows",
             home: str | None = None, who: Player | None = None) -> Run:
    """One start of `app`, measured; in `home` if given (kept), else in a fresh one."""
    who = who or Player()
    command, stock = APPS[app]
    if app in OURS and scene == "menu":
        command = [part for part in command if part not in ("--game", "klondike")]
    if app in NEEDS_DBUS:
        command = ["dbus-run-session", "--", *command]
    kept = home is not None
    if home is None:
        home = tempfile.mkdtemp(prefix=f"bench-{app}-")
        give_home(home, who.owner)
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_CONFIG_HOME=f"{home}/.config",
               XDG_DATA_HOME=f"{home}/.local/share", XDG_CACHE_HOME=f"{home}/.cache",
               XDG_RUNTIME_DIR=home, REUSSITE_DATA_DIR=f"{home}/reussite",
               GSETTINGS_BACKEND="memory", PATH=f"{os.environ.get('PATH', '')}:{EXTRA_PATH}",
               NO_AT_BRIDGE="1")
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("SDL_AUDIODRIVER", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("PYTHONPYCACHEPREFIX", None)
    if app in OURS and not who.installed:
        env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    user = {} if who.owner is None else {"user": who.owner[0], "group": who.owner[1],
                                          "extra_groups": []}
    result = Run()
    # The app before may still be closing (KPatience takes a while): its table is not
    # this app's first frame, so wait until the screen shows none.
    gone_by = time.perf_counter() + TIMEOUT
    while first_frame_seen(screen, *size, probe) and time.perf_counter() < gone_by:
        time.sleep(POLL)
    t0 = time.perf_counter()
    folder = OTHER_CHECKOUT if app == "before" else ROOT
    process = subprocess.Popen(command, cwd=home if who.installed else folder, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True, **user)
    try:
        w, h = size
        while time.perf_counter() - t0 < TIMEOUT and process.poll() is None:
            if first_frame_seen(screen, w, h, probe):
                result.first_frame = time.perf_counter() - t0
                result.first_cpu = run_time(family(process.pid))
                break
            time.sleep(POLL)
        if result.first_frame is None:
            result.notes.append("no table seen" if process.poll() is None else "exited")
            return result
        seen, until = {screen.grab(0, 0, w, h)[0]}, time.perf_counter() + 1.0
        while time.perf_counter() < until:
            seen.add(screen.grab(0, 0, w, h)[0])
        result.start_frames = len(seen)
        time.sleep(max(0.0, t0 + SETTLE - time.perf_counter()))
        pid = process.pid
        if app in NEEDS_DBUS:
            pid = app_process(process.pid, command[2]) or pid
        result.rss, result.pss = memory_mib(pid)
        window = window_of(pid, display)
        if window is not None:  # full screen or not, as the app's largest window says
            result.notes.append("window {2}×{3} at {0},{1}".format(*window))
        if shots is not None:
            save_png(screen, size, shots / f"{app}-{scene}-round{round_no}.png")
        pids = family(pid)
        c0, w0 = cpu_seconds(pids), time.perf_counter()
        time.sleep(idle)
        result.idle_cpu = 100 * (cpu_seconds(family(pid)) - c0) / (time.perf_counter() - w0)
        if scene == "table":
            measure_click(result, screen, pid, display, stock)
    finally:
        stop(process)
        if not kept:
            shutil.rmtree(home, ignore_errors=True)
    return result


def measure_click(result: Run, screen: Screen, pid: int, display: str,
                  stock: tuple[float, float]) -> None:
    """Press on the stock, let go 0.3 s later. The reaction is timed from the press if
    the app answers the press (Réussite deals then), else from the release (AisleRiot);
    the frames are the region's distinct pictures from the press to 1 s after that."""
    window = window_of(pid, display)
    if window is None:
        result.notes.append("window not found")
        return
    wx, wy, ww, wh = window
    x, y = wx + round(ww * stock[0]), wy + round(wh * stock[1])
    region = (max(0, x - 120), max(0, y - 160), 560, 420)
    before, _ = screen.grab(*region)
    seen, last = {before}, before
    pressed = screen.press(x, y)
    released = None
    while True:
        now = time.perf_counter()
        if released is None and now - pressed >= 0.3:
            released = screen.release()
        start = pressed if result.reaction is not None or released is None else released
        if now - start > 1.0 and released is not None:
            break
        picture, _ = screen.grab(*region)
        stamp = time.perf_counter()
        if picture != last:
            if result.reaction is None:
                result.reaction = stamp - (released or pressed)
                result.notes.append("answers the press" if released is None
                                    else "answers the release")
            seen.add(picture)
            last = picture
        time.sleep(0.001)
    result.frames = len(seen) - 1
    if result.reaction is None:
        result.notes.append("no change after the click")


def stop(process: subprocess.Popen) -> None:
    """End the app and whatever it started (its own session)."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, None)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            pass
        try:
            process.wait(wait)
            return
        except subprocess.TimeoutExpired:
            continue


def save_png(screen: Screen, size: tuple[int, int], path: Path) -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    data, stride = screen.grab(0, 0, *size)
    pixels = bytearray(data)
    pixels[3::4] = b"\xff" * (len(pixels) // 4)  # X's unused byte: opaque
    image = pygame.image.frombuffer(bytes(pixels), (stride // 4, size[1]), "BGRA")
    pygame.image.save(image.subsurface((0, 0, *size)), str(path))


# --- the report --------------------------------------------------------------------------
def spread(values: list[float], scale: float = 1.0, digits: int = 2) -> str:
    if not values:
        return "—"
    values = [v * scale for v in values]
    return (f"{min(values):.{digits}f} / {statistics.median(values):.{digits}f} / "
            f"{max(values):.{digits}f}")


def report(runs: dict[str, list[Run]], ratios: list[dict[str, float]],
           cpu_ratios: list[dict[str, float]], loads: list) -> None:
    rows = [("first frame (s)", lambda r: r.first_frame, 1.0, 3),
            ("CPU to frame (s)", lambda r: r.first_cpu, 1.0, 3),
            ("start frames (1 s)", lambda r: r.start_frames if r.first_frame else None, 1.0,
             0),
            ("RSS at 5 s (MiB)", lambda r: r.rss if r.first_frame else None, 1.0, 1),
            ("PSS at 5 s (MiB)", lambda r: r.pss if r.first_frame else None, 1.0, 1),
            ("idle CPU (% core)", lambda r: r.idle_cpu if r.first_frame else None, 1.0, 2),
            ("reaction (ms)", lambda r: r.reaction, 1000.0, 1),
            ("frames after click", lambda r: r.frames if r.reaction else None, 1.0, 0)]
    apps = list(runs)
    print(f"\n{'min / median / max':24}" + "".join(f"{a:>28}" for a in apps))
    for name, get, scale, digits in rows:
        cells = []
        for a in apps:
            values = [v for v in (get(r) for r in runs[a]) if v is not None]
            cells.append(spread(values, scale, digits))
        print(f"{name:24}" + "".join(f"{c:>28}" for c in cells))
    for a in apps:
        notes = sorted({n for r in runs[a] for n in r.notes})
        if notes:
            print(f"  {a}: {', '.join(notes)}")
    if ratios and any(ratios):
        print("\nper round, first frame of réussite / the other (≤ 1.0: no slower), "
              "and the same of their CPU time to it:")
        for i, (ratio, cpu, load) in enumerate(zip(ratios, cpu_ratios, loads, strict=True), 1):
            parts = [f"/{a} {v:.2f} (CPU {cpu[a]:.2f})" if a in cpu else f"/{a} {v:.2f}"
                     for a, v in ratio.items()]
            print(f"  round {i}: " + ("  ".join(parts) or "—") +
                  f"   load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--apps", default="reussite,sol,kpat")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--scene", choices=("table", "menu"), default="table",
                        help="what Réussite opens on (the others always open Klondike)")
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of idle CPU")
    parser.add_argument("--shots", type=Path, help="save the screen at 5 s as PNGs here")
    parser.add_argument("--wm", metavar="COMMAND",
                        help="a window manager to run on the X server (e.g. openbox): "
                             "full screen and the first frame as a desktop has them")
    parser.add_argument("--window", metavar="WxH",
                        help="run Réussite in a window of this size instead of full screen "
                             "(AisleRiot opens 800x600)")
    parser.add_argument("--home", choices=("fresh", "kept"), default="fresh",
                        help="a fresh home for every start (a first start), or one per app "
                             "kept for the run after an unmeasured start (a next start)")
    parser.add_argument("--user", metavar="NAME",
                        help="run the apps as this ordinary user (made if absent: "
                             "useradd --system; see tools/bench_player.py)")
    parser.add_argument("--copy", choices=("checkout", "installed"), default="checkout",
                        help="Réussite from this checkout (python -m game) or from a copy "
                             "installed with pip install . (its reussite script)")
    parser.add_argument("--vs", metavar="DIR", type=Path,
                        help="another checkout of Réussite, run as the app 'before' in "
                             "every round (an interleaved A/B)")
    parser.add_argument("--probe", choices=("rows", "full"), default="rows",
                        help=f"how the first frame is looked for: every {ROW_STEP}th row of "
                             "the screen (light) or the whole screen")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    apps = []
    for name in args.apps.split(","):
        if name not in APPS:
            raise SystemExit(f"bench_window: unknown app {name!r} (known: {', '.join(APPS)})")
        if name == "reussite" or shutil.which(APPS[name][0][0], path=os.environ.get(
                "PATH", "") + ":" + EXTRA_PATH):
            apps.append(name)
        else:
            print(f"({name} is not installed: left out)")
    if args.vs:
        global OTHER_CHECKOUT
        OTHER_CHECKOUT = args.vs.resolve()
        apps.insert(1, "before")
    if args.scene == "menu":
        apps = [a for a in apps if a in OURS]
    if shutil.which("xdotool") is None:
        raise SystemExit("bench_window: xdotool is not installed (apt-get install xdotool)")
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    for folder in {ROOT, OTHER_CHECKOUT}:
        subprocess.run([sys.executable, "-m", "compileall", "-q", "game"], cwd=folder,
                       check=True, env=dict(os.environ, PYTHONPYCACHEPREFIX=str(PYCACHE)))
    who = Player(player(args.user) if args.user else None, args.copy == "installed")
    if who.owner and not who.installed:
        raise SystemExit("bench_window: --user needs --copy installed (this checkout's "
                         "Python may lie where that user cannot read)")
    command = APPS["reussite"][0]
    if who.installed:
        command = [str(installed_copy()), *command[3:]]
    window = (w, h)
    if args.window:
        window = tuple(int(v) for v in args.window.lower().split("x"))
        command = [*command, "--windowed", "--size", args.window]
    APPS["reussite"] = (command, reussite_stock(window))
    APPS["before"] = (command, APPS["reussite"][1])
    server, display = start_xvfb((w, h))
    manager = start_wm(args.wm, display) if args.wm else None
    homes: dict[str, str] = {}
    try:
        screen = Screen(display)
        runs: dict[str, list[Run]] = {a: [] for a in apps}
        ratios, cpu_ratios, loads = [], [], []
        print(f"Xvfb {display} {w}×{h}, {args.rounds} rounds of {', '.join(apps)}, "
              f"Réussite on its {args.scene}; idle CPU over {args.idle:g} s; "
              f"first frame read on {args.probe}"
              + (f"; window manager {args.wm}" if args.wm else "")
              + (f"; Réussite in a {args.window} window" if args.window else "")
              + ("; homes kept (next starts)" if args.home == "kept" else "")
              + (f"; as user {args.user}" if args.user else "")
              + ("; Réussite installed (pip install .)" if who.installed else ""))
        if args.home == "kept":
            homes = {a: tempfile.mkdtemp(prefix=f"bench-{a}-") for a in apps}
            for home in homes.values():
                give_home(home, who.owner)
        for a in apps:  # the first start after installing (a kept home: its first game)
            run_once(a, screen, display, (w, h), 0.5, args.scene, None, 0, args.probe,
                     homes.get(a), who)
        for r in range(args.rounds):
            loads.append(os.getloadavg())
            order = apps[r % len(apps):] + apps[:r % len(apps)]
            this: dict[str, Run] = {}
            for a in order:
                this[a] = run_once(a, screen, display, (w, h), args.idle, args.scene,
                                   args.shots, r + 1, args.probe, homes.get(a), who)
                runs[a].append(this[a])
                done = this[a]
                print(f"  round {r + 1} {a:9} first frame "
                      f"{done.first_frame if done.first_frame else float('nan'):.3f} s "
                      f"(CPU {done.first_cpu or float('nan'):.3f} s; "
                      f"{done.start_frames} in 1 s), "
                      f"RSS {done.rss:.1f} MiB, idle {done.idle_cpu:.2f} %, reaction "
                      f"{(done.reaction or float('nan')) * 1000:.1f} ms, {done.frames} frames"
                      + (f" ({'; '.join(done.notes)})" if done.notes else ""), flush=True)
                time.sleep(0.5)
            ours = this.get("reussite")
            ratios.append({a: ours.first_frame / run.first_frame for a, run in this.items()
                           if a != "reussite" and ours and ours.first_frame
                           and run.first_frame})
            cpu_ratios.append({a: ours.first_cpu / run.first_cpu for a, run in this.items()
                               if a != "reussite" and ours and ours.first_cpu
                               and run.first_cpu})
        report(runs, ratios, cpu_ratios, loads)
    finally:
        for home in homes.values():
            shutil.rmtree(home, ignore_errors=True)
        if manager is not None:
            stop(manager)
        server.terminate()
        server.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
