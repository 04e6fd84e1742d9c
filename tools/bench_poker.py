#!/usr/bin/env python3
"""Poker Square's best scores: the placement search (game/solver/placement.py) on many
deals, in the English and American scorings.

    python tools/bench_poker.py --deals 1-100 --seconds 2
    python tools/bench_poker.py --deals 1-20 --seconds 0.5 --scoring american --verbose

For each scoring: the mean, median, lowest and highest best score found, how many deals
reach the win target (each such grid is replayed through the rules before it counts)
and CPU seconds. The solver knows the talon's order, so these are scores of a player
who could see the future: an upper mark for real play, not its average. A score is the
best *found* within the budget, not proven the best there is.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import create  # noqa: E402
from game.solver.batch import parse_range, replays  # noqa: E402
from game.solver.placement import best_score, mechanism_of  # noqa: E402
from game.solver.search import Budget  # noqa: E402

SCORINGS = ("english", "american")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-100", metavar="A-B", help="default 1-100")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU s per deal")
    parser.add_argument("--scoring", choices=SCORINGS, action="append",
                        help="one scoring (repeatable; default both)")
    parser.add_argument("--verbose", action="store_true", help="print every deal")
    args = parser.parse_args(argv)
    try:
        deals = parse_range(args.deals)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    budget = Budget(args.seconds, 10**12)
    print(f"deals {deals.start}-{deals.stop - 1}, {args.seconds:g} s CPU per deal")
    for scoring in args.scoring or SCORINGS:
        game = create("poker", {"scoring": scoring})
        target = mechanism_of(game).target
        scores, reached, began = [], 0, time.process_time()
        for deal in deals:
            state = game.new_state(deal)
            search = best_score(game, state, budget)
            scores.append(search.best)
            search.target = target
            if search.best >= target and replays(game, state, search.line()):
                reached += 1
            if args.verbose:
                print(f"    deal {deal}: {search.best}", flush=True)
        seconds = time.process_time() - began
        print(f"  {scoring:9} mean {statistics.mean(scores):6.1f}  median "
              f"{statistics.median(scores):5.1f}  min {min(scores):4}  max {max(scores):4}  "
              f"target {target} reached in {reached}/{len(scores)}  "
              f"({seconds:.1f} s CPU)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
