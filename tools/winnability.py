#!/usr/bin/env python3
"""How many deals of a game can be won? Solve N deals and print the fraction.

    python tools/winnability.py freecell --deals 1000
    python tools/winnability.py klondike --deals 200 --budget 5 --jobs 2 --option deal=three

The solver sees face-down cards ("thoughtful" play). Deals it could neither win nor
prove lost within the budget are unknown; they are counted both ways: the range runs from
the Wilson 95 % interval's low end with every unknown lost to its high end with every
unknown won. Deals are numbered from --first on, so a run is reproducible.

With --all (or several ids, or --games-from FILE) it is the benchmark of issue 35: every
game's deals at the budget, one table — game, won / proved unwinnable / unknown, CPU
seconds — then the totals, the share decided and the games decided under --floor:

    nice python tools/winnability.py --all --deals 10 --budget 2 --json before.json
    python tools/winnability.py dondorf_zopf kansas --deals 10 --budget 10 --compare before.json

An ID may carry its own options (`klondike:deal=three`). --wilson adds each game's range
(the Wilson 95 % interval's low end with the unknowns lost to its high end with them won,
and its width) and, where a published figure is known (`PUBLISHED`), that figure and
whether the range holds it; --published runs the games of the published table, each
with its options, with that column:

    nice python tools/winnability.py --published --deals 100 --budget 10 --jobs 1

It lowers its own priority to a niceness of 10 (os.nice) so that it shares a machine
politely — to 10, not by 10: under an outer `nice` it stays at that nice's level, where
adding 10 more starved its workers behind every other job; --json keeps the table,
--compare prints an earlier table's numbers beside this one's.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli import parse_options  # noqa: E402
from game.rules import create, registry  # noqa: E402
from game.solver.batch import DealOutcome, Summary, solve_deal, solve_deals, wilson  # noqa: E402
from game.solver.search import Budget, Verdict  # noqa: E402

NICENESS = 10

# Share of deals won with every card in sight ("thoughtful"), in %: Blake & Gent, "The
# winnability of Klondike Solitaire and many other patience games", JAIR 2026 (their
# Solvitaire). Our rules as theirs but: Klondike's foundation cards go back to the
# tableau (theirs too); FreeCell's, Baker's Game's and Eight Off's runs move through
# cells and spaces one card at a time as the rules allow (a shorthand only).
PUBLISHED = {
    "freecell": 99.999, "bakers_game": 75.05, "eight_off": 99.88, "seahaven": 89.33,
    "beleaguered_castle": 68.17, "streets_and_alleys": 51.19,
    "klondike:deal=three": 81.95, "klondike:deal=unlimited": 90.48,
}


def be_nice(niceness: int = NICENESS) -> int:
    """Lower the priority to `niceness`, never further (an outer `nice` already may have):
    the niceness now."""
    current = os.nice(0)
    return os.nice(niceness - current) if current < niceness else current


def one_game(args: argparse.Namespace, name: str) -> int:
    game_id, options = named(name, parse_options(args.option))
    create(game_id, options)
    deals = range(args.first, args.first + args.deals)
    outcomes = []
    for outcome in solve_deals(game_id, options, deals, Budget(args.budget, 10**9),
                               args.jobs):
        outcomes.append(outcome)
        if args.verbose:
            print(outcome.line(), flush=True)
    summary = Summary.of(outcomes)
    n = len(outcomes)
    low = wilson(summary.won, n)[0]
    high = wilson(summary.won + summary.unknown, n)[1]
    print(f"{name}: deals {deals.start}-{deals.stop - 1}, budget {args.budget:g} s")
    print(f"  {summary.line()}")
    print(f"  winnable: {summary.won / n:.1%} (solved) to {(summary.won + summary.unknown) / n:.1%}"
          f" (unknowns won); 95 % interval {low:.1%} – {high:.1%}")
    return 0


def _solve(task: tuple) -> tuple[str, DealOutcome]:
    return task[0], solve_deal(task[1:])


def named(name: str, options: dict[str, str]) -> tuple[str, dict[str, str]]:
    """A game named with its own options (`klondike:deal=three,...`): its id, and the
    options (those of --option, then its own)."""
    game_id, _sep, own = name.partition(":")
    return game_id, {**options, **parse_options([o for o in own.split(",") if o])}


def table(args: argparse.Namespace, game_ids: list[str]) -> int:
    """Every game's deals on one pool of `--jobs` processes; the table when all are in."""
    options = parse_options(args.option)
    budget = Budget(args.budget, 10**9)
    deals = range(args.first, args.first + args.deals)
    tasks = [(g, *named(g, options), d, budget, False) for g in game_ids for d in deals]
    by_game: dict[str, list[DealOutcome]] = defaultdict(list)
    if args.jobs <= 1:
        results = map(_solve, tasks)
    else:
        pool = multiprocessing.get_context("spawn").Pool(args.jobs)
        results = pool.imap_unordered(_solve, tasks, chunksize=1)
    for game_id, outcome in results:
        by_game[game_id].append(outcome)
        if args.verbose:
            print(f"{game_id} {outcome.line()}", flush=True)
    rows = {g: row(by_game[g]) for g in game_ids}
    earlier = json.loads(Path(args.compare).read_text())["rows"] if args.compare else {}
    print(f"deals {deals.start}-{deals.stop - 1}, {args.budget:g} s CPU a deal")
    print(render(rows, earlier, args.floor, args.wilson))
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"deals": [deals.start, deals.stop - 1], "budget": args.budget, "rows": rows},
            indent=1) + "\n")
    bad = sum(r["bad"] for r in rows.values())
    if bad:
        print(f"{bad} won lines did NOT replay (counted unknown)")
    return 1 if bad else 0


def row(outcomes: list[DealOutcome]) -> dict:
    count = {v: sum(1 for o in outcomes if o.verdict is v) for v in Verdict}
    return {"won": count[Verdict.WON], "unwinnable": count[Verdict.UNWINNABLE],
            "unknown": count[Verdict.UNKNOWN], "cpu": round(sum(o.seconds for o in outcomes), 1),
            "bad": sum(1 for o in outcomes if o.bad_line)}


def decided(r: dict) -> float:
    n = r["won"] + r["unwinnable"] + r["unknown"]
    return (r["won"] + r["unwinnable"]) / n if n else 1.0


def winnable_range(r: dict) -> tuple[float, float]:
    """The share of winnable deals, unknowns counted both ways (see the docstring)."""
    n = r["won"] + r["unwinnable"] + r["unknown"]
    return wilson(r["won"], n)[0], wilson(r["won"] + r["unknown"], n)[1]


def range_column(game: str, r: dict) -> str:
    """`low-high % (width)`, then the published figure and whether the range holds it."""
    low, high = winnable_range(r)
    text = f"  {100 * low:5.1f}-{100 * high:5.1f} % ({100 * (high - low):4.1f})"
    figure = PUBLISHED.get(game)
    if figure is not None:
        text += f"  {figure:g} % {'in' if low <= figure / 100 <= high else 'OUTSIDE'}"
    return text


def render(rows: dict[str, dict], earlier: dict[str, dict], floor: float,
           ranges: bool = False) -> str:
    """The table, the totals, the share decided and the games under `floor` (`ranges`:
    each game's winnable range, see `range_column`)."""
    width = max([len(g) for g in rows] + [8])
    head = f"{'game':<{width}}  won unwin unkn   CPU s  decided"
    head += "  winnable (width)  published" if ranges else ""
    lines = [head + ("   (before: won unwin unkn CPU)" if earlier else "")]
    for g, r in rows.items():
        line = (f"{g:<{width}} {r['won']:4} {r['unwinnable']:5} {r['unknown']:4} "
                f"{r['cpu']:7.1f}  {decided(r):6.0%}")
        line += range_column(g, r) if ranges else ""
        if g in earlier:
            e = earlier[g]
            line += f"   ({e['won']} {e['unwinnable']} {e['unknown']} {e['cpu']:.1f})"
        lines.append(line)
    total = {k: sum(r[k] for r in rows.values()) for k in ("won", "unwinnable", "unknown",
                                                           "cpu", "bad")}
    lines.append(f"{'total':<{width}} {total['won']:4} {total['unwinnable']:5} "
                 f"{total['unknown']:4} {total['cpu']:7.1f}  {decided(total):6.1%}")
    under = [g for g, r in rows.items() if decided(r) < floor]
    lines.append(f"{len(rows)} games; decided {decided(total):.1%}; "
                 f"{len(under)} under {floor:.0%}: {', '.join(under) or 'none'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", metavar="ID", nargs="*")
    parser.add_argument("--all", action="store_true", help="every game (the table)")
    parser.add_argument("--games-from", metavar="FILE", help="game ids, one a line")
    parser.add_argument("--deals", type=int, default=100, help="how many deals (default 100)")
    parser.add_argument("--first", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--budget", type=float, default=5.0,
                        help="CPU seconds per deal (default 5)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--verbose", action="store_true", help="print every deal")
    parser.add_argument("--floor", type=float, default=0.6,
                        help="the table names games decided under this share (0.6)")
    parser.add_argument("--wilson", action="store_true",
                        help="each game's winnable range and the published figure")
    parser.add_argument("--published", action="store_true",
                        help="the games of the published table (implies --wilson)")
    parser.add_argument("--json", metavar="FILE", help="write the table as JSON")
    parser.add_argument("--compare", metavar="FILE", help="an earlier --json table")
    args = parser.parse_args(argv)
    be_nice()
    games = list(args.games)
    if args.games_from:
        games += Path(args.games_from).read_text().split()
    if args.all:
        games = registry().ids()
    if args.published:
        games += [g for g in PUBLISHED if g not in games]
        args.wilson = True
    if not games:
        parser.error("name a game, or --all")
    if len(games) == 1 and not (args.all or args.json or args.compare or args.wilson):
        return one_game(args, games[0])
    return table(args, games)


if __name__ == "__main__":
    sys.exit(main())
