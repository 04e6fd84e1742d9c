#!/usr/bin/env python3
"""Lines a player can watch: in every game, no won line longer than 3 times its game's
median, over deals 1-20.

    nice python tools/bench_lines.py [--games golf,klondike] [--deals 20] [--budget 2]
        [--skip freecell] [--jobs 1]

Each deal is solved as "Play for me" has it (game/solver/batch.solve_deal: the solver's
line, replayed, then shortened by shorten.py, replayed again) and the shortened line's
length counted (moves as the table plays them). Per game: the deals won, the median
and longest line, their ratio, and "OVER" where the longest is more than 3 times the
median. FreeCell is left out by default: its own figure is tools/bench_solver.py's.
Times are CPU seconds of the processes that solved (budget per deal). A benchmark,
never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("REUSSITE_FCS", "0")

from game.rules import registry  # noqa: E402
from game.solver.batch import solve_deals  # noqa: E402
from game.solver.search import Budget  # noqa: E402

LIMIT = 3.0     # the longest line, in medians


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="", help="ids, comma-separated (default: all)")
    parser.add_argument("--skip", default="freecell", help="ids left out")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--budget", type=float, default=2.0, help="CPU seconds per deal")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    skip = set(args.skip.split(",")) if args.skip else set()
    ids = args.games.split(",") if args.games else [g for g in registry().ids()
                                                     if g not in skip]
    over, seconds = [], 0.0
    print(f"{'game':24} {'won':>4} {'median':>7} {'longest':>8} {'ratio':>6}  deal")
    for game_id in ids:
        outcomes = list(solve_deals(game_id, {}, range(1, args.deals + 1),
                                    Budget(args.budget, 10**9), args.jobs))
        seconds += sum(o.seconds + o.shorten_seconds for o in outcomes)
        won = [o for o in outcomes if o.shortened]
        if not won:
            print(f"{game_id:24} {0:4}", flush=True)
            continue
        median = statistics.median(o.shortened for o in won)
        longest = max(won, key=lambda o: o.shortened)
        ratio = longest.shortened / median
        flag = "  OVER" if ratio > LIMIT else ""
        if flag:
            over.append(f"{game_id} deal {longest.deal} ({longest.shortened} / {median:g})")
        print(f"{game_id:24} {len(won):4} {median:7g} {longest.shortened:8} {ratio:6.2f}  "
              f"{longest.deal}{flag}", flush=True)
    print(f"Games with a line over {LIMIT:g} x their median: {len(over)}"
          + (f" — {'; '.join(over)}" if over else ""))
    print(f"CPU {seconds:.0f} s in the solving processes; load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
