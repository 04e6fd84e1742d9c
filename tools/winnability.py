#!/usr/bin/env python3
"""How many deals of a game can be won? Solve N deals and print the fraction.

    python tools/winnability.py freecell --deals 1000
    python tools/winnability.py klondike --deals 200 --budget 5 --jobs 2 --option deal=three

The solver sees face-down cards ("thoughtful" play). Deals it could neither win nor
prove lost within the budget are unknown; they are counted both ways: the range runs from
the Wilson 95 % interval's low end with every unknown lost to its high end with every
unknown won. Deals are numbered from --first on, so a run is reproducible.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli import parse_options  # noqa: E402
from game.rules import create  # noqa: E402
from game.solver.batch import Summary, solve_deals, wilson  # noqa: E402
from game.solver.search import Budget  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", metavar="ID")
    parser.add_argument("--deals", type=int, default=100, help="how many deals (default 100)")
    parser.add_argument("--first", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--budget", type=float, default=5.0,
                        help="CPU seconds per deal (default 5)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--verbose", action="store_true", help="print every deal")
    args = parser.parse_args(argv)
    options = parse_options(args.option)
    create(args.game, options)
    deals = range(args.first, args.first + args.deals)
    outcomes = []
    for outcome in solve_deals(args.game, options, deals, Budget(args.budget, 10**9),
                               args.jobs):
        outcomes.append(outcome)
        if args.verbose:
            print(outcome.line(), flush=True)
    summary = Summary.of(outcomes)
    n = len(outcomes)
    low = wilson(summary.won, n)[0]
    high = wilson(summary.won + summary.unknown, n)[1]
    print(f"{args.game}: deals {deals.start}-{deals.stop - 1}, budget {args.budget:g} s")
    print(f"  {summary.line()}")
    print(f"  winnable: {summary.won / n:.1%} (solved) to {(summary.won + summary.unknown) / n:.1%}"
          f" (unknowns won); 95 % interval {low:.1%} – {high:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
