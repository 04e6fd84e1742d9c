#!/usr/bin/env python3
"""Solver benchmark: FreeCell deals, the unwinnable deal 11982, and time to a hint.

    python tools/bench_solver.py                      # all three parts
    python tools/bench_solver.py --freecell 1-1000 --hints 0 --no-fcs
                                  # ours alone, even where Freecell Solver is installed
    python tools/bench_solver.py --freecell 1-1000 --jobs 2
    python tools/bench_solver.py --skip-freecell --skip-11982 --hints 10
    python tools/bench_solver.py --skip-freecell --skip-11982 --hints 0 --games 100 --jobs 2

Our own solver is measured with the Freecell Solver backend off (REUSSITE_FCS=0);
where the backend is installed the same run measures it too, printed beside ours (as
`solve` uses it: its scans, the line translated and replayed); `--no-fcs` skips it.

Times per deal are CPU time of the process that solved it (the machine may be busy with
other work; wall time is printed too). Hint latency is wall time from `request` to the
`poll` that returns the hint, with the worker process already running, for positions of
every registered game (the deal, and the deal after some random moves).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

os.environ.setdefault("REUSSITE_FCS", "0")    # our own solver unless asked (see main)

from game.engine.deal import rng_for  # noqa: E402
from game.rules import create, registry  # noqa: E402
from game.solver import Budget, HintService, Verdict, solve  # noqa: E402
from game.solver.batch import Summary, parse_range, solve_deals  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, math.ceil(p * len(values)) - 1))]


def cpu_split(outcomes: list) -> str:
    """Where the CPU time went: each kind of member's seconds (portfolio.Solver.split),
    then shortening's."""
    spent: dict[str, float] = {}
    for o in outcomes:
        for name, seconds in o.split:
            spent[name] = spent.get(name, 0.0) + seconds
    parts = [f"{name} {seconds:.1f}" for name, seconds in
             sorted(spent.items(), key=lambda item: -item[1])]
    parts.append(f"shortening {sum(o.shorten_seconds for o in outcomes):.1f}")
    return ", ".join(parts) + " s"


def bench_freecell(deals: range, budget: float, jobs: int, label: str = "",
                   slowest: int = 0) -> None:
    began = time.perf_counter()
    outcomes = list(solve_deals("freecell", {}, deals, Budget(budget, 10**9), jobs))
    wall = time.perf_counter() - began
    summary = Summary.of(outcomes)
    unsolved = [o.deal for o in outcomes if o.verdict is not Verdict.WON]
    nodes = [o.nodes for o in outcomes]
    lengths = [o.moves for o in outcomes if o.moves]
    print(f"FreeCell deals {deals.start}-{deals.stop - 1}{label} "
          f"(budget {budget:g} s, {jobs} jobs):")
    print(f"  {summary.line()}")
    print(f"  all solved: {'yes' if not unsolved else 'no — ' + ', '.join(map(str, unsolved))}")
    short = [o.shortened for o in outcomes if o.moves]
    print(f"  nodes: median {statistics.median(nodes):.0f}, p95 {percentile(nodes, .95):.0f}, "
          f"max {max(nodes)}; line length median {statistics.median(lengths or [0]):.0f}, "
          f"max {max(lengths or [0])}")
    print(f"  lines as the table plays them (shortened): median "
          f"{statistics.median(short or [0]):.0f}, max {max(short or [0])}, over 200: "
          f"{sum(1 for n in short if n > 200)}; shortening CPU "
          f"{sum(o.shorten_seconds for o in outcomes):.1f} s")
    print(f"  CPU by member: {cpu_split(outcomes)}")
    for o in sorted(outcomes, key=lambda o: -(o.seconds + o.shorten_seconds))[:slowest]:
        print(f"    deal {o.deal}: {o.verdict.value}, {o.nodes} nodes, line {o.moves} -> "
              f"{o.shortened}; {cpu_split([o])}")
    print(f"  wall {wall:.1f} s")


def peak_memory_mb() -> float:
    """This process's peak resident memory. Linux's VmHWM belongs to this program's own
    memory map; ru_maxrss also keeps the peak of the process it was started from (a
    spawned worker inherits the benchmark's)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench_11982(budget: float, label: str = "") -> None:
    """In a process of its own, so that its peak memory is its own."""
    game = create("freecell")
    began, cpu = time.perf_counter(), time.process_time()
    result = solve(game, game.new_state(11982), Budget(budget, 10**9))
    peak = peak_memory_mb()
    print(f"FreeCell deal 11982{label}: {result.verdict.value} ({result.nodes} nodes, "
          f"{time.process_time() - cpu:.1f} s CPU, {time.perf_counter() - began:.1f} s wall, "
          f"peak memory {peak:.0f} MB)")


def bench_hints(per_game: int) -> None:
    service = HintService()
    warm = create("freecell")
    service.request(warm, warm.new_state(1))
    while service.poll() is None:   # wait for the worker to start
        time.sleep(0.005)
    everything: list[float] = []
    slow: list[tuple[float, str]] = []
    for game_id in registry().ids():
        game = create(game_id)
        times = []
        for i in range(per_game):
            state = game.new_state(1000 + i)
            rng = rng_for("bench hints", game_id, i)
            for _ in range(rng.below(40) if i % 2 else 0):
                moves = game.legal_moves(state)
                if not moves or game.is_won(state):
                    break
                game.play(state, rng.choice(moves))
            began = time.perf_counter()
            service.request(game, state)
            while (hint := service.poll()) is None:
                time.sleep(0.001)
            times.append((time.perf_counter() - began) * 1000)
            assert hint.move is None or hint.move in game.legal_moves(state)
        everything += times
        slow.append((percentile(times, .95), game_id))
        print(f"  {game_id:24} median {statistics.median(times):6.1f} ms, "
              f"p95 {percentile(times, .95):6.1f} ms", flush=True)
    service.close()
    print(f"Time to the first hint, {len(everything)} positions: median "
          f"{statistics.median(everything):.1f} ms, p95 {percentile(everything, .95):.1f} ms, "
          f"max {max(everything):.1f} ms")


def bench_games(deals: int, budget: float, jobs: int) -> None:
    """`--solve` figures for every registered game: deals 1..N with a budget."""
    print(f"Every game, deals 1-{deals}, budget {budget:g} s per deal:")
    for game_id in registry().ids():
        outcomes = list(solve_deals(game_id, {}, range(1, deals + 1),
                                    Budget(budget, 10**9), jobs))
        print(f"  {game_id:24} {Summary.of(outcomes).line()}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--freecell", default="1-1000", metavar="A-B")
    parser.add_argument("--budget", type=float, default=30.0, help="CPU s per deal")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--proof-budget", type=float, default=600.0,
                        help="CPU s for deal 11982")
    parser.add_argument("--hints", type=int, default=6, metavar="N",
                        help="positions per game for the hint latency (0: skip)")
    parser.add_argument("--games", type=int, default=0, metavar="N",
                        help="also solve deals 1..N of every registered game")
    parser.add_argument("--game-budget", type=float, default=1.0, help="CPU s per deal there")
    parser.add_argument("--slowest", type=int, default=0, metavar="N",
                        help="list the N slowest deals with their CPU by member")
    parser.add_argument("--skip-freecell", action="store_true")
    parser.add_argument("--skip-11982", action="store_true")
    parser.add_argument("--no-fcs", action="store_true",
                        help="do not measure the Freecell Solver backend beside ours")
    parser.add_argument("--compare-fcs", action="store_true",
                        help="(the default where it is installed; kept for old scripts)")
    args = parser.parse_args(argv)
    runs = [("", "0")]
    if not args.no_fcs:
        from game.solver import fcs

        if fcs.installed():
            runs.append((" with Freecell Solver", "1"))
        else:
            print("Freecell Solver is not installed: measuring our own solver only "
                  "(pip install '.[fcs]' with Debian's libfreecell-solver0 adds its figures)")
    for label, backend in runs:
        os.environ["REUSSITE_FCS"] = backend     # the pool's processes inherit it
        if not args.skip_freecell:
            bench_freecell(parse_range(args.freecell), args.budget, args.jobs, label,
                           args.slowest)
        if not args.skip_11982:
            with multiprocessing.get_context("spawn").Pool(1) as pool:
                pool.apply(bench_11982, (args.proof_budget, label))
    os.environ["REUSSITE_FCS"] = "0"
    if args.hints:
        bench_hints(args.hints)
    if args.games:
        bench_games(args.games, args.game_budget, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
