"""Deck benchmark: an installed SVG theme's 52 cards and back at the table's card size.

    python tools/bench_decks.py [--size 1920x1080] [--game klondike] [--deck ID ...]

For each deck (default: every installed theme; ids as `reussite` saves them, e.g.
svg:kde/svg-dondorf, svg:aisleriot/bonded — see Settings ▸ Cards and table):

  parse     reading and parsing the theme's SVG once (in the worker, per session);
  (times are wall clock; the CPU seconds of drawing are printed too, since a loaded
  machine makes wall time mostly waiting)
  first     drawing the 53 images the first time (each card's box found from its ink:
            two drawings per card);
  cached    drawing them again at another size (boxes known: one drawing per card), the
            cost of a window resize;
  hit       fetching all 53 from the deck's cache (what a frame pays once drawn);
  memory    the 53 images' pixels at that size (width × height × 4 bytes each), and the
            worker-side growth of the process's peak RSS while parsing and drawing.

It also times, in "process" mode, the choice of the deck on an open table showing our
classic deck, as a player makes it in Settings: a first choice (nothing on disk, neither
the cards nor their boxes) and a second one (a new deck object, as in a later session,
its cards kept on disk by the first): the first frame after the choice, which must not
wait for the theme (the deck shown before stands in, whole), when the table shows the
new deck whole, and when every card has arrived — wall time, and the CPU time of the
game and of the drawing workers (quote CPU on a loaded machine).

With --phases the first choice is followed up to the table whole, frame by frame: the
game's CPU for each, the cards asked for, each card as it arrived and from which worker
(wall ms after the choice). --profile adds cProfile (CPU time) of the game's side and of
each drawing worker up to then: where the time goes.

A benchmark, never a test.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# (setdefault: the spawned worker re-imports this module and must share the folder)
os.environ.setdefault("REUSSITE_DATA_DIR", tempfile.mkdtemp(prefix="reussite-bench-"))

import argparse  # noqa: E402
import cProfile  # noqa: E402
import dataclasses  # noqa: E402
import pstats  # noqa: E402
import resource  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.engine.cards import SUITS, card  # noqa: E402
from game.render import decks  # noqa: E402
from game.render.card_art import CardArt, DeckStyle  # noqa: E402
from game.render.svg_deck import SvgDeck  # noqa: E402
from game.render.svg_doc import SvgDocument  # noqa: E402
from game.render.svg_faces import faces_file  # noqa: E402
from game.render.svg_worker import Drawer, worker_main  # noqa: E402

try:
    from game.render import svg_service  # noqa: E402
    from game.render.svg_service import SvgService, use_service  # noqa: E402
except ImportError:  # (the code before 2026-12-07, for figures before and after)
    from game.render.svg_worker import SvgService, use_service  # noqa: E402
from game.scenes.deck_chooser import DeckChooserScene  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.store.paths import cache_dir  # noqa: E402

CARDS = [card(r, s) for s in SUITS for r in range(1, 14)]
CHOOSING = 2.0  # seconds the chooser is open before the deck is chosen
PROFILES = "REUSSITE_BENCH_PROFILES"  # the folder the profiled workers write to


def rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def card_size(size: tuple[int, int], game: str) -> tuple[int, int]:
    app = App(size=size, headless=True)
    table = TableScene(app, game, deal=1, animate=False, persist=False)
    return table.view.card_size


def bench_theme(theme, w: int, h: int) -> dict:
    before = rss_mib()
    drawer = Drawer()
    t = time.perf_counter()
    doc = SvgDocument.load(theme.path)
    drawer.documents[str(theme.path)] = doc
    parse = time.perf_counter() - t
    ids = [theme.card_id(c) for c in CARDS] + ["back"]
    t, c = time.perf_counter(), time.process_time()
    first = [drawer.draw(str(theme.path), i, w, h) for i in ids]
    first_s, first_cpu = time.perf_counter() - t, time.process_time() - c
    t, c = time.perf_counter(), time.process_time()
    for i in ids:
        drawer.draw(str(theme.path), i, w + 2, h + 3)
    cached_s, cached_cpu = time.perf_counter() - t, time.process_time() - c
    drawn = [p for p in first if p is not None]
    return {"parse": parse, "first": first_s, "cached": cached_s, "drawn": len(drawn),
            "first_cpu": first_cpu, "cached_cpu": cached_cpu,
            "pixels": sum(len(p) for p in drawn) / 2 ** 20, "rss": rss_mib() - before}


def bench_hits(deck, w: int, h: int) -> float:
    for c in CARDS:
        deck.face(c, w, h)
    t = time.perf_counter()
    for _ in range(10):
        for c in CARDS:
            deck.face(c, w, h)
        deck.back(w, h)
    return (time.perf_counter() - t) / 10


def _worker_cpu(service) -> list[float]:
    """CPU seconds each of the service's worker processes has used so far (/proc)."""
    pids = service.worker_ids() if hasattr(service, "worker_ids") else \
        [service._process.pid] if getattr(service, "_process", None) else []
    each = []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        each.append((int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK"))
    return each


def _whole(deck, w: int, h: int) -> bool:
    if hasattr(deck, "whole"):
        return deck.whole(w, h)
    return len(deck._images.get((w, h), {})) >= 53 or deck.broken  # (before 2026-12-07)


def _shows(deck, w: int, h: int) -> bool:
    return not (deck.waiting(w, h) if hasattr(deck, "waiting") else (w, h) in deck._gate)


def profiled_worker(requests, replies, idle: float | None = None) -> None:
    """The drawing worker (svg_worker.worker_main) under cProfile on CPU time: SIGUSR1
    writes what it did so far to the PROFILES folder (<pid>.prof) and stops profiling."""
    profiler = cProfile.Profile(time.process_time)

    def dump(*_) -> None:
        profiler.disable()
        profiler.dump_stats(Path(os.environ[PROFILES]) / f"{os.getpid()}.prof")

    signal.signal(signal.SIGUSR1, dump)
    profiler.enable()
    worker_main(requests, replies, idle)


def _print_profile(title: str, stats: pstats.Stats, lines: int = 18) -> None:
    print(f"  --- {title}: {stats.total_tt:.3f} s CPU, most of it in")
    width = max(len(pstats.func_std_string(f)) for f in stats.stats)
    rows = sorted(stats.stats.items(), key=lambda item: item[1][2], reverse=True)  # own time
    for func, (_cc, calls, own, total, _callers) in rows[:lines]:
        name = pstats.func_std_string(func).replace(str(Path.cwd()) + "/", "")
        print(f"      {own:6.3f} own {total:6.3f} total {calls:5d}×  {name[-min(width, 90):]}")


class _Watch:
    """The first choice watched up to the table whole (--phases): each frame's CPU in
    the game, the cards asked for and each card as it arrived (from which worker); with
    --profile also cProfile on CPU time in the game and in each worker."""

    def __init__(self, service, profile: bool) -> None:
        self.service, self.lines, self.start = service, [], 0.0
        self.game = cProfile.Profile(time.process_time) if profile else None
        if profile:
            self.folder = Path(tempfile.mkdtemp(prefix="reussite-bench-profiles-"))
            os.environ[PROFILES] = str(self.folder)
            svg_service._Worker.TARGET = "tools.bench_decks:profiled_worker"
        request, read = service.request, service._read

        def asked(path, ids, width, height, first=False) -> None:
            if self.start:
                self._note(f"{width}×{height} asked{' first' if first else ''}: "
                           f"{len(ids)} {' '.join(ids[:9])}{' …' if len(ids) > 9 else ''}")
            request(path, ids, width, height, first)

        def taken(worker) -> None:
            before = len(self.service._ready.get(self.path, ()))
            read(worker)
            for answer in self.service._ready.get(self.path, [])[before:]:
                if answer[0] == "card":
                    self._note(f"{answer[3]}×{answer[4]} arrived from worker "
                               f"{worker.process.pid}: {answer[2]}")
        service.request, service._read = asked, taken
        self.path = ""

    def _note(self, text: str) -> None:
        self.lines.append(f"      {(time.perf_counter() - self.start) * 1000:6.0f} ms  {text}")

    def begin(self, path) -> None:
        self.path = str(path)
        self.start, self.cpu = time.perf_counter(), time.process_time()
        if self.game is not None:
            self.game.enable()

    def frame(self, what: str) -> None:
        cpu = time.process_time()
        self._note(f"the game: {what}, {(cpu - self.cpu) * 1000:.0f} ms CPU")
        self.cpu = cpu

    def end(self) -> None:
        pids = self.service.worker_ids()
        print("  --- the first choice (ms after it, wall):")
        print("\n".join(self.lines))
        if self.game is None:
            return
        self.game.disable()
        for pid in pids:
            os.kill(pid, signal.SIGUSR1)
        time.sleep(1.0)  # (a worker drawing a card answers the signal after it)
        _print_profile("the game, choice to table whole", pstats.Stats(self.game))
        for pid in pids:
            file = self.folder / f"{pid}.prof"
            if file.exists():
                _print_profile(f"worker {pid}, started to table whole", pstats.Stats(str(file)))
        svg_service._Worker.TARGET = "game.render.svg_worker:worker_main"
        shutil.rmtree(self.folder, ignore_errors=True)


def bench_table(size, game: str, deck_id: str, phases: bool = False,
                profile: bool = False) -> dict[str, float]:
    """A player's first choice of the deck (nothing kept on disk: neither its cards nor
    their boxes) and a second one (a new deck object, as in a later session: its cards
    read from the disk), made in Settings ▸ Cards and table over an open table showing
    our classic deck (the chooser open CHOOSING seconds first), the workers in their own
    processes, the loop waiting as the game's does (next_change): the first
    frame after the choice, when the table shows the deck whole, when every card has
    arrived; wall and CPU seconds (ours and the workers')."""
    shutil.rmtree(cache_dir() / "deck-faces", ignore_errors=True)
    shutil.rmtree(cache_dir() / "deck-boxes", ignore_errors=True)
    figures = {}
    for choice in ("first", "second"):
        decks.forget()
        service = SvgService("process")
        watch = _Watch(service, profile) if (phases or profile) and choice == "first" \
            else None
        use_service(service)
        app = App(size=size, headless=True)
        app.settings = dataclasses.replace(app.settings, deck="classic")
        table = TableScene(app, game, deal=1, animate=False, persist=False)
        app.push(table)
        app.step(1 / 60)
        app.draw()
        w, h = table.view.card_size
        chooser = DeckChooserScene(app)
        app.push(chooser)  # Settings ▸ Cards and table, over the table
        app.step(1 / 60)
        app.draw()
        time.sleep(CHOOSING)  # the player reads the rows, then chooses
        ahead = _worker_cpu(service)  # (workers started ahead of the choice)
        start, cpu = time.perf_counter(), time.process_time()
        if watch is not None:
            watch.begin(decks.installed_themes()[deck_id].path)
        if hasattr(chooser, "choose_deck"):
            chooser.choose_deck(deck_id)  # (as its Deck row's arrows do)
        else:  # (before 2026-12-08)
            app.update_settings(deck=deck_id)
        if watch is not None:
            watch.frame("chosen")
        app.step(1 / 60)
        app.draw()
        if watch is not None:
            watch.frame("the first frame")
        figures[f"{choice} draw"] = time.perf_counter() - start
        deck, whole = table.view.art, None
        while isinstance(deck, SvgDeck) and time.perf_counter() - start < 600:
            if whole is None and _shows(deck, w, h):
                whole = time.perf_counter() - start
                figures[f"{choice} whole cpu"] = time.process_time() - cpu
                figures[f"{choice} whole workers"] = _worker_cpu(service)
                figures[f"{choice} ahead"] = ahead
                if watch is not None:
                    watch.end()
            if _whole(deck, w, h):
                break
            time.sleep(app.next_change() or 0.1)  # the game's loop sleeps as long
            app.step(1 / 60)
            app.draw()
            if watch is not None:
                watch.frame("a frame" if _shows(deck, w, h) else "a frame (loading)")
        figures[f"{choice} whole"] = whole if whole is not None else float("nan")
        figures[f"{choice} arrived"] = time.perf_counter() - start
        figures[f"{choice} cpu"] = time.process_time() - cpu
        figures[f"{choice} workers"] = _worker_cpu(service)
        app.step(1 / 60)
        app.draw()
        t = time.perf_counter()
        app.draw()
        figures["frame"] = time.perf_counter() - t
        kept = faces_file(str(deck.theme.path), w, h) if isinstance(deck, SvgDeck) else None
        waited = time.perf_counter()
        while kept is not None and not kept.exists() and time.perf_counter() - waited < 60:
            time.sleep(0.05)  # (before 2026-12-07 the worker wrote the file)
        service.close()
        use_service(None)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--game", default="klondike")
    parser.add_argument("--deck", action="append", help="a deck id; repeat for more")
    parser.add_argument("--no-table", action="store_true", help="skip the table timing")
    parser.add_argument("--table-only", action="store_true", help="only the table timing")
    parser.add_argument("--phases", action="store_true",
                        help="list what the first choice did, frame by frame, to the table "
                             "whole: the game's CPU, the cards asked for and arrived")
    parser.add_argument("--profile", action="store_true",
                        help="profile the first choice (the game and each worker) and list "
                             "the cards as they arrived")
    args = parser.parse_args(argv)
    size = parse_size(args.size)
    pygame.display.init()
    pygame.font.init()
    w, h = card_size(size, args.game)
    themes = decks.installed_themes()
    chosen = args.deck or list(themes)
    print(f"{args.game} at {size[0]}×{size[1]}: cards {w}×{h} px, "
          f"{w * h * 4 * 53 / 2 ** 20:.1f} MiB of pixels per 53-image deck")
    art = CardArt(DeckStyle())
    t = time.perf_counter()
    for c in CARDS:
        art.face(c, w, h)
    art.back(w, h)
    print(f"  ours (classic): first {time.perf_counter() - t:.2f} s, "
          f"hit {bench_hits(art, w, h) * 1000:.2f} ms for 53")
    print(f"  {'deck':34} {'parse':>7} {'first':>7} {'cached':>7} {'drawn':>5} "
          f"{'pixels':>8} {'+RSS':>8}")
    for deck_id in chosen:
        theme = themes.get(deck_id)
        if theme is None:
            print(f"  {deck_id}: not installed")
            continue
        if args.table_only:
            print(f"  {deck_id}")
        else:
            r = bench_theme(theme, w, h)
            print(f"  {deck_id:34} {r['parse']:6.2f}s {r['first']:6.2f}s {r['cached']:6.2f}s "
                  f"{r['drawn']:5d} {r['pixels']:6.1f}MiB {r['rss']:6.0f}MiB")
            print(f"  {'':34} CPU: first {r['first_cpu']:.2f} s, cached "
                  f"{r['cached_cpu']:.2f} s (wall time includes waiting for a shared core)")
        if not args.no_table:
            f = bench_table(size, args.game, deck_id, args.phases, args.profile)
            for choice in ("first", "second"):
                ahead = ", ".join(f"{c:.2f}" for c in f.get(choice + " ahead", []))
                at_whole = ", ".join(f"{c:.2f}" for c in f.get(choice + " whole workers", []))
                print(f"  {'':34} {choice} choice: its first frame "
                      f"{f[choice + ' draw'] * 1000:.0f} ms, the table whole after "
                      f"{f[choice + ' whole'] * 1000:.0f} ms, every card after "
                      f"{f[choice + ' arrived']:.2f} s")
                print(f"  {'':34}   CPU s: ours {f.get(choice + ' whole cpu', 0):.2f} to "
                      f"whole, {f[choice + ' cpu']:.2f} to every card; each worker "
                      f"[{ahead}] before the choice, [{at_whole}] at whole, "
                      f"[{', '.join(f'{c:.2f}' for c in f[choice + ' workers'])}] at the end")
            print(f"  {'':34} load average {os.getloadavg()[0]:.1f}")
            print(f"  {'':34} then a frame {f['frame'] * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
