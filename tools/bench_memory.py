"""Memory benchmark: does the program give back what it is done with? In a real window.

    python tools/bench_memory.py [--size 1920x1080] [--games 40] [--deals 100]
                                 [--display :N]

It starts its own X server (Debian's `xvfb`; or uses `--display`), then runs the game in a
child process with a real window (SDL's X11 driver, not the dummy one), driven from
inside as a player's presses would drive it — the chooser opens a game, the table is
played until its deal has landed and left with Menu — and reads the process's resident
set (VmRSS) at the first still moment after each step (when the program gives memory
back: App.catch_up):

  games    the first `--games` games of the chooser opened and left one after another:
           RSS after each, against RSS after the first (target: within 10 MiB);
  deals    `--deals` new deals of Klondike: RSS after each, against the first (10 MiB);
  screens  the chooser, its picture grid, statistics, Ask the cards, a fortune table, the
           journal and the settings, each opened from the chooser and left: RSS back at
           the chooser after the walk, against its first visit (target: within 5 MiB).

    python tools/bench_memory.py --play-for-me [--game klondike] [--deal 1] [--wait 35]

  play for me  a table of `--game` (deal `--deal`) played to its win by "Play for me": the
           proportional set size (PSS, /proc/PID/smaps_rollup) of every process of ours
           (the game, its solver worker, deck workers, any other child) summed at the
           still moment after the win (target: at most 80 MiB), and again `--wait`
           seconds later with the table still on show (target: every worker gone
           within 30 s of its last job).

Numbers are MiB. A benchmark, never a test (tests/test_memory_bounded.py is the test).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The game in a real window, and `frames()`: the loop's frames until the screen on top is
# still (a deal landed), then what waited for that moment (what was left is given back)
PROLOGUE = r"""
import json, os, sys, time
from game.app import App
from game.app_loop import after_second_frame, look_up_fonts, start_pads
from game.scenes.menu import MenuScene, start_table

size = (int(sys.argv[1]), int(sys.argv[2]))
app = App(size=size, windowed=True)
app.frame()
app.show_window()
# what the loop does after its first frames (game/app_loop.py): large blocks mapped on
# their own from then on, the sound device, the system's fonts, the pads
app.between_frames += [after_second_frame, look_up_fonts]
app.after_first_frame.insert(0, start_pads)


def frame():
    app.process_events()
    app.step(1 / 60)
    app.frame()
    if app.between_frames:
        app.between_frames.pop(0)(app)


def frames(most=600):
    for _ in range(most):
        frame()
        if app.next_change() != 0:
            break
    app.catch_up()


frames()
"""

CHILD = PROLOGUE + r"""
games, deals = int(sys.argv[3]), int(sys.argv[4])


def rss():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024


def still():
    frames()
    return round(rss(), 1)


menu = MenuScene(app)
app.push(menu)
out = {"start": still()}
ids = [game.id for game in app.listed_games()][:games]
out["games"] = []
for game_id in ids:
    start_table(app, game_id, deal=1)
    frames()
    app.stack.top.to_menu()
    out["games"].append(still())
start_table(app, "klondike", deal=1)
out["deals"] = []
for _ in range(deals):
    frames()
    app.stack.top.new_deal(None)
    out["deals"].append(still())
app.stack.top.to_menu()
out["chooser"] = still()
walk = []


def visit(name, open_scene):
    open_scene()
    frames()
    while app.stack.top is not menu:
        app.stack.top.close() if hasattr(app.stack.top, "close") else app.pop()
        frames()
    walk.append((name, still()))


def grid():
    menu.toggle_grid()   # the picture grid, every picture worked out and drawn
    for _ in range(40):
        menu.thumbnails.wait()
        frames()
    menu.toggle_grid()


def fortune():
    from game.scenes.fortune_ask import AskScene
    app.push(AskScene(app))


def journal():
    from game.scenes.fortune_journal import JournalScene
    app.push(JournalScene(app))


visit("picture grid", grid)
visit("statistics", menu.open_statistics)
visit("ask the cards", fortune)
visit("journal", journal)
visit("settings", menu.open_settings)
out["walk"] = walk
print(json.dumps(out))
"""


PLAY_FOR_ME = PROLOGUE + r"""
game_id, deal, wait = sys.argv[3], int(sys.argv[4]), float(sys.argv[5])


def tree(pid):
    # the process and its descendants, each with its PSS (MiB) and what it runs
    out = []
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            pss = next(int(l.split()[1]) for l in f if l.startswith("Pss:")) / 1024
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            command = f.read().replace(b"\0", b" ").decode(errors="replace").strip()
    except (OSError, StopIteration):
        return out
    if " -c " in command:   # (a script given whole: its start)
        head, script = command.split(" -c ", 1)
        command = head + " -c " + script[:40].replace("\n", " ")
    out.append((pid, round(pss, 1), command[-100:]))
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/children") as f:
                children = f.read().split()
        except OSError:
            continue
        for child in children:
            out += tree(int(child))
    return out


def mappings(pid, most=14):
    # the process's PSS by what is mapped (a library, the heap, anonymous memory), MiB
    found, name = {}, "?"
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            first = line.split()
            if "-" in first[0] and not first[0].endswith(":"):
                name = first[5] if len(first) > 5 else "[anonymous]"
                name = name.rsplit("/", 1)[-1]
            elif first[0] == "Pss:":
                found[name] = found.get(name, 0) + int(first[1]) / 1024
    return sorted(((round(v, 1), k) for k, v in found.items()), reverse=True)[:most]


app.push(MenuScene(app))
frames()
start_table(app, game_id, deal=deal)
table = app.stack.top
frames()
began = time.monotonic()
cpu = time.process_time()
table.toggle_autoplay()
while table.outcome is None and time.monotonic() - began < 600:
    frame()
    if app.next_change() != 0:
        time.sleep(0.01)   # the still table waits for the solver's line, as the loop does
out = {"won": str(table.outcome), "seconds": round(time.monotonic() - began, 1),
       "cpu": round(time.process_time() - cpu, 2)}
frames(1200)
out["after_win"] = tree(os.getpid())
out["mappings"] = mappings(os.getpid())
ended = time.monotonic()
while time.monotonic() - ended < wait:
    frame()
    app.catch_up()
    time.sleep(0.25)
out["later"] = tree(os.getpid())
print(json.dumps(out))
"""


def start_display(size: tuple[int, int]):
    sys.path.insert(0, str(ROOT / "tools"))
    from bench_window import start_xvfb

    return start_xvfb(size)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--display", help="an X display to use instead of a new Xvfb")
    parser.add_argument("--play-for-me", action="store_true",
                        help="PSS of all our processes after a win by Play for me")
    parser.add_argument("--game", default="klondike")
    parser.add_argument("--deal", type=int, default=1)
    parser.add_argument("--wait", type=float, default=35.0)
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    server = None
    display = args.display
    if display is None:
        server, display = start_display((w, h))
    home = tempfile.mkdtemp(prefix="bench-memory-")
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_CACHE_HOME=f"{home}/.cache",
               XDG_CONFIG_HOME=f"{home}/.config", XDG_DATA_HOME=f"{home}/.local/share",
               REUSSITE_DATA_DIR=f"{home}/reussite", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)
    if args.play_for_me:
        command = [sys.executable, "-c", PLAY_FOR_ME, str(w), str(h), args.game,
                   str(args.deal), str(args.wait)]
    else:
        command = [sys.executable, "-c", CHILD, str(w), str(h), str(args.games),
                   str(args.deals)]
    try:
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                              check=False)
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    if done.returncode != 0:
        print(done.stderr[-3000:], file=sys.stderr)
        return 1
    out = json.loads(done.stdout.strip().splitlines()[-1])
    if args.play_for_me:
        return report_play_for_me(out, args, (w, h), display)
    games, deals = out["games"], out["deals"]
    print(f"Memory, {w}×{h} real window on {display}; RSS in MiB at still moments "
          f"(load {os.getloadavg()[0]:.1f})")
    print(f"  chooser at start                  {out['start']:7.1f}")
    if games:
        print(f"  {len(games)} games: after the first      {games[0]:7.1f}, after the last "
              f"{games[-1]:7.1f}, most {max(games):7.1f}   growth {games[-1] - games[0]:+6.1f}"
              f" (target ≤ +10)")
    if deals:
        print(f"  {len(deals)} new deals: after the first {deals[0]:7.1f}, after the last "
              f"{deals[-1]:7.1f}, most {max(deals):7.1f}   growth {deals[-1] - deals[0]:+6.1f}"
              f" (target ≤ +10)")
    print(f"  back at the chooser               {out['chooser']:7.1f}")
    for name, value in out["walk"]:
        print(f"    after {name:27} {value:7.1f}")
    if out["walk"]:
        print(f"  the walk's growth at the chooser  {out['walk'][-1][1] - out['chooser']:+7.1f}"
              f" (target ≤ +5)")
    return 0


def report_play_for_me(out: dict, args, size: tuple[int, int], display: str) -> int:
    print(f"Memory after \"Play for me\", {args.game} deal {args.deal}, {size[0]}×{size[1]} "
          f"real window on {display} (load {os.getloadavg()[0]:.1f})")
    print(f"  outcome {out['won']} after {out['seconds']} s ({out['cpu']} s CPU in the game)")
    for title, key in (("at the still moment after the win", "after_win"),
                       (f"{args.wait:.0f} s later", "later")):
        processes = out[key]
        print(f"  {title}: {len(processes)} processes, PSS "
              f"{sum(p[1] for p in processes):.1f} MiB (target ≤ 80)")
        for pid, pss, command in processes:
            print(f"    {pid:>8} {pss:7.1f}  {command}")
        if key == "after_win":
            print("  the game's own PSS by mapping: " + ", ".join(
                f"{name} {pss}" for pss, name in out["mappings"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
