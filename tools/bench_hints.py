#!/usr/bin/env python3
"""First hints over every game: how soon they come, and what they rest on.

    nice python tools/bench_hints.py [--per-game 6] [--games freecell,golf] [--look 0]
        [--next 2]

For each registered game, `--per-game` positions (default 6: 660 over 110 games): the
deal numbered 1000 + i, and for odd i the deal after up to 40 random moves (as
tools/bench_solver.py's hint latency). Each is a first hint: asked of a `HintService`
(worker process already running) that has never seen the position. `--look S`: the
player thinks S seconds before asking (wall time); meanwhile the service watches the
position as the table has it watched from the moment it is there (`HintService.watch`,
a quiet search in the worker: TableSolver._watch). With `--look 0` the hint is asked the
moment the position is there: nothing was searched before. `--think-cpu S`: as `--look`,
but the player asks once the worker has had S CPU seconds since the position came (or
its watch ended; at most `--wait` seconds of wall time, 60 unless told): S seconds of
thinking on a machine where the worker has a core to itself, measured the same on a busy
one (given a long enough wait: the worker's CPU a position is printed at the end).
`--next S`: the hints after the first are measured instead: the first hint's move is
played, the table watches the new position, and the player asks S seconds later.

Printed per game and in all: the time from `request` to the `poll` that answers (wall,
ms: median, p95), and what the hint rests on —

    win    a move of a found winning line (the hint's source is "solution")
    proof  the position is proved lost: every move loses (verdict "unwinnable")
    guess  no win found yet: the most promising move, shown as a guess
    none   no move at all (won, or nothing to do)

Our own solver (REUSSITE_FCS=0), as tools/bench_solver.py measures it. The CPU time of
this process and the load are printed at the end (the worker's CPU is not this
process's). A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("REUSSITE_FCS", "0")

from game.engine.deal import rng_for  # noqa: E402
from game.rules import create, registry  # noqa: E402
from game.solver import HintService, Verdict  # noqa: E402
from game.solver.hints import HEURISTIC, SOLUTION  # noqa: E402

KINDS = ("win", "proof", "guess", "none")


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, int(p * len(values) + 0.999999) - 1))]


def kind_of(hint) -> str:
    if hint.move is None:
        return "none"
    if hint.source == SOLUTION:
        return "win"
    if hint.verdict is Verdict.UNWINNABLE:
        return "proof"
    assert hint.source == HEURISTIC
    return "guess"


def position(game, i: int):
    state = game.new_state(1000 + i)
    rng = rng_for("bench hints", game.id, i)
    for _ in range(rng.below(40) if i % 2 else 0):
        moves = game.legal_moves(state)
        if not moves or game.is_won(state):
            break
        game.play(state, rng.choice(moves))
    return state


def worker_cpu(service: HintService) -> float | None:
    """CPU seconds of the worker process so far (Linux's /proc; None elsewhere)."""
    process = service._process
    try:
        fields = Path(f"/proc/{process.pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (AttributeError, OSError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def think(service: HintService, cpu: float, most: float = 60.0) -> None:
    """Wait until the worker has had `cpu` more CPU seconds, or the watch has ended."""
    began, end = worker_cpu(service), time.perf_counter() + most
    while time.perf_counter() < end:
        service.poll()          # takes in what came (no hint is asked: None)
        if service._latest.get("watch") not in service._open:
            return
        now = worker_cpu(service)
        if now is None or began is None or now - began >= cpu:
            return
        time.sleep(0.02)


def ask(service: HintService, game, state):
    service.request(game, state)
    while (hint := service.poll()) is None:
        time.sleep(0.001)
    return hint


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-game", type=int, default=6)
    parser.add_argument("--games", default="", help="ids, comma-separated (default: all)")
    parser.add_argument("--look", type=float, default=0.0,
                        help="seconds the position is on the table before the hint")
    parser.add_argument("--think-cpu", type=float, default=0.0, metavar="S",
                        help="as --look, but S CPU seconds of the worker's")
    parser.add_argument("--next", type=float, default=None, metavar="S",
                        help="measure the next hint, asked S seconds after the first's move")
    parser.add_argument("--wait", type=float, default=60.0, metavar="S",
                        help="with --think-cpu: at most S seconds of wall time a position "
                             "(on a loaded machine the worker may not get its CPU seconds "
                             "in 60)")
    parser.add_argument("--times", default="", metavar="FILE",
                        help="also write each position's game, kind and ms to FILE (to "
                             "merge runs over parts of the games)")
    args = parser.parse_args(argv)
    ids = args.games.split(",") if args.games else list(registry().ids())
    cpu = time.process_time()
    service = HintService()
    warm = create("freecell")
    service.request(warm, warm.new_state(1))
    while service.poll() is None:       # the worker started
        time.sleep(0.005)
    times: list[float] = []
    kinds: Counter[str] = Counter()
    all_guesses = []
    for game_id in ids:
        game = create(game_id)
        mine: list[float] = []
        counted: Counter[str] = Counter()
        for i in range(args.per_game):
            state = position(game, i)
            if args.look:
                service.watch(game, state)      # the table, the moment it is there
                time.sleep(args.look)
            elif args.think_cpu:
                service.watch(game, state)
                think(service, args.think_cpu, args.wait)
            if args.next is not None:
                hint = ask(service, game, state)
                if hint.move is None:
                    continue
                game.play(state, hint.move)
                service.cancel()
                if game.is_won(state) or not game.legal_moves(state):
                    continue
                service.watch(game, state)          # the table, the moment it is there
                time.sleep(args.next)
            began = time.perf_counter()
            hint = ask(service, game, state)
            mine.append((time.perf_counter() - began) * 1000)
            assert hint.move is None or hint.move in game.legal_moves(state)
            counted[kind_of(hint)] += 1
            if args.times:
                with open(args.times, "a", encoding="utf-8") as out:
                    out.write(f"{game_id} {kind_of(hint)} {mine[-1]:.1f}\n")
            service.cancel()
        times += mine
        kinds += counted
        if counted["guess"] == args.per_game:
            all_guesses.append(game_id)
        if not mine:
            continue
        print(f"  {game_id:24} median {statistics.median(mine):6.1f} ms, p95 "
              f"{percentile(mine, .95):6.1f} ms  "
              + " ".join(f"{k} {counted[k]}" for k in KINDS), flush=True)
    spent = worker_cpu(service)
    service.close()
    total = sum(kinds.values())
    which = "First hints" if args.next is None else \
        f"Next hints (the first one's move played, asked {args.next:g} s later)"
    print(f"{which}, {total} positions over {len(ids)} games"
          f"{f', asked after {args.look:g} s' if args.look else ''}"
          f"{f', asked after {args.think_cpu:g} s of the worker' if args.think_cpu else ''}"
          ": median "
          f"{statistics.median(times):.1f} ms, p95 {percentile(times, .95):.1f} ms, "
          f"max {max(times):.1f} ms")
    print("  " + ", ".join(f"{k} {kinds[k]} ({100 * kinds[k] / total:.0f} %)" for k in KINDS)
          + f"; from a win or a proof: {100 * (kinds['win'] + kinds['proof']) / total:.0f} % "
          f"({100 * (kinds['win'] + kinds['proof']) / max(1, total - kinds['none']):.0f} % "
          "of the hints with a move)")
    print(f"  games whose every first hint was a guess: {len(all_guesses)} "
          f"({', '.join(all_guesses)})")
    print(f"  this process's CPU {time.process_time() - cpu:.1f} s; the worker's "
          + (f"{spent:.1f} s ({spent / max(1, total):.2f} s a position)" if spent is not None
             else "CPU unknown") + f"; load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
