#!/usr/bin/env python3
"""How many deals the solver wins, game by game, with a CPU budget per deal.

    python tools/bench_wins.py --games spider,spiderette --deals 1-20 --seconds 3
    python tools/bench_wins.py --games all --deals 1-100 --seconds 10 --jobs 2
    python tools/bench_wins.py --games klondike --option deal=three --deals 1-10
    nice -n 19 python tools/bench_wins.py --games small,backbone --deals 1-100 --seconds 1

`--games small` names every game the small-game search decides (golf, pyramids, pairs,
Accordion, King's Audience: game/solver/small.py).
    python tools/bench_wins.py --deals 1-5 --seconds 1 --tsv after.tsv --before before.tsv

One line per game: deals won, proved unwinnable and left unknown, CPU time (total,
median and p95 per deal). Every won line is replayed through the rules (`legal_moves`,
`play`, `is_won`) before it is counted (see game/solver/batch.py). Times are CPU seconds
of the process that solved the deal; on a busy machine wall time is longer. `--tsv FILE`
also writes the figures as a table; `--before FILE` reads such a table from an earlier
run (the code before a change, same deals and budget) and shows each game's won figure
before and after, with the games that changed listed at the end.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.cli import parse_options  # noqa: E402
from game.engine.options import OptionError  # noqa: E402
from game.rules import create, registry  # noqa: E402
from game.solver.batch import Summary, parse_range, solve_deals  # noqa: E402
from game.solver.search import Budget  # noqa: E402
from game.solver.small import small_search  # noqa: E402


def small_games() -> list[str]:
    """The games whose deals small.py's depth-first search decides."""
    found = []
    for game_id in registry().ids():
        game = create(game_id)
        if small_search(game, game.new_state(1)) is not None:
            found.append(game_id)
    return found


def game_ids(text: str) -> list[str]:
    if text == "all":
        return list(registry().ids())
    ids = [part.strip() for part in text.split(",") if part.strip()]
    if "small" in ids:
        at = ids.index("small")
        ids[at:at + 1] = small_games()
    known = set(registry().ids())
    unknown = [i for i in ids if i not in known]
    if not ids:
        raise SystemExit(f"--games takes ID,ID,... or all, not {text!r}")
    if unknown:
        raise SystemExit(f"unknown game id(s): {', '.join(unknown)} (see `reussite --list`)")
    return ids


def read_won(path: str) -> dict[str, int]:
    """game id -> deals won, from a table written by --tsv."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise SystemExit(f"--before: cannot read {path}: {error.strerror}") from None
    header = lines[0].split("\t") if lines else []
    if "game" not in header or "won" not in header:
        raise SystemExit(f"--before: {path} is not a table written by --tsv")
    game, won = header.index("game"), header.index("won")
    return {row[game]: int(row[won]) for row in (line.split("\t") for line in lines[1:])
            if len(row) == len(header)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="all", help="ID,ID,... or all (default)")
    parser.add_argument("--deals", default="1-10", metavar="A-B", help="default 1-10")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU s per deal")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (for every game listed)")
    parser.add_argument("--tsv", metavar="FILE", help="also write the figures here")
    parser.add_argument("--before", metavar="FILE",
                        help="a --tsv table of an earlier run: show won before -> after")
    parser.add_argument("--verbose", action="store_true", help="print every deal")
    args = parser.parse_args(argv)
    try:
        deals = parse_range(args.deals)
    except ValueError as error:
        raise SystemExit(str(error)) from None
    options = parse_options(args.option)
    ids = game_ids(args.games)
    for game_id in ids:  # every game and option checked before the first deal is solved
        try:
            create(game_id, options)
        except OptionError as error:
            raise SystemExit(f"{game_id}: {error}") from None
    before = read_won(args.before) if args.before else None
    changed: list[str] = []
    budget = Budget(args.seconds, 10**9)
    rows = ["game\tdeals\twon\tunwinnable\tunknown\tbad_lines\tcpu_s\tmedian_ms\tp95_ms"
            + ("\twon_before" if before is not None else "")]
    print(f"deals {deals.start}-{deals.stop - 1}, {args.seconds:g} s CPU per deal, "
          f"{args.jobs} job(s)")
    began = time.perf_counter()
    for game_id in ids:
        outcomes = []
        for outcome in solve_deals(game_id, options, deals, budget, args.jobs):
            outcomes.append(outcome)
            if args.verbose:
                print(f"    {outcome.line()}", flush=True)
        s = Summary.of(outcomes)
        print(f"  {game_id:26} {s.won:4} won {s.unwinnable:4} unwinnable {s.unknown:4} unknown"
              f"   {s.total_seconds:7.1f} s CPU, median {s.median_ms:7.1f} ms, "
              f"p95 {s.p95_ms:7.1f} ms" + (f"   {s.bad_lines} BAD LINES" if s.bad_lines else "")
              + (f"   (before: {was} won)" if (was := (before or {}).get(game_id)) is not None
                 else ""), flush=True)
        rows.append(f"{game_id}\t{len(outcomes)}\t{s.won}\t{s.unwinnable}\t{s.unknown}\t"
                    f"{s.bad_lines}\t{s.total_seconds:.2f}\t{s.median_ms:.1f}\t{s.p95_ms:.1f}"
                    + (f"\t{'' if was is None else was}" if before is not None else ""))
        if was is not None and was != s.won:
            changed.append(f"{game_id} {was} -> {s.won}")
    print(f"wall {time.perf_counter() - began:.1f} s; every won line replayed")
    if before is not None:
        print("won before -> after: " + (", ".join(changed) if changed else "no change"))
    if args.tsv:
        Path(args.tsv).write_text("\n".join(rows) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
