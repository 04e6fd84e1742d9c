#!/usr/bin/env python3
"""Play N deals of a game with its "Play for me" strategy and print the win rate.

    python tools/win_rate.py dondorf_numeri --deals 2000
    python tools/win_rate.py dondorf_sirenen --deals 5000 --first 1001 --jobs 4
    python tools/win_rate.py dondorf_numeri --deals 2000 --option count=restart

The interval is the Wilson score interval at 95 %. Deals are numbered from --first on,
so a run is reproducible. A game without an autoplay strategy is refused.
"""

from __future__ import annotations

import argparse
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.game import OPEN, WON  # noqa: E402
from game.engine.options import OptionError  # noqa: E402
from game.rules import create, registry  # noqa: E402

MAX_MOVES = 1_000_000  # a strategy that never ends a game is a bug: stop and say so


def play_deal(game_id: str, number: int, options: dict[str, str] | None = None
              ) -> tuple[bool, int]:
    """(won?, moves played) for one deal."""
    game = create(game_id, options)
    strategy = game.spec.autoplay
    state = game.new_state(number)
    moves = 0
    while game.status(state) == OPEN:
        move = strategy(game, state)
        if move is None:
            break
        game.play(state, move)
        moves += 1
        if moves >= MAX_MOVES:
            raise RuntimeError(f"{game_id} deal {number}: no end after {MAX_MOVES} moves")
    return game.status(state) == WON, moves


def _chunk(args: tuple[str, list[int], dict[str, str]]) -> list[tuple[bool, int]]:
    game_id, numbers, options = args
    return [play_deal(game_id, n, options) for n in numbers]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game_id")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--first", type=int, default=1, help="first deal number")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable)")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option if "=" in o)
    if len(options) != len(args.option):
        print("--option takes NAME=VALUE", file=sys.stderr)
        return 2
    if args.game_id not in registry():
        print(f"unknown game {args.game_id!r}", file=sys.stderr)
        return 2
    if registry().get(args.game_id).autoplay is None:
        print(f"{args.game_id} has no 'Play for me' strategy", file=sys.stderr)
        return 2
    numbers = list(range(args.first, args.first + args.deals))
    jobs = max(1, args.jobs)
    try:
        create(args.game_id, options)
    except OptionError as error:
        print(error, file=sys.stderr)
        return 2
    chunks = [(args.game_id, numbers[i::jobs], options) for i in range(jobs)]
    if jobs == 1:
        results = _chunk(chunks[0])
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = [r for part in pool.map(_chunk, chunks) for r in part]
    wins = sum(won for won, _ in results)
    low, high = wilson(wins, len(results))
    moves = sum(m for _, m in results) / max(1, len(results))
    print(f"{args.game_id}: {wins}/{len(results)} won = {100 * wins / len(results):.1f} % "
          f"(95 % interval {100 * low:.1f}–{100 * high:.1f} %), "
          f"{moves:.0f} moves per deal on average")
    return 0


if __name__ == "__main__":
    sys.exit(main())
