"""Engine speed: random playouts per game (legal_moves + apply) and undo, per second.

    python tools/bench_engine.py [--seconds 2] [GAME_ID …]

The solver and hints call legal_moves and apply/undo millions of times; this prints how
many per second each game manages on this machine. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import time

from game.engine.deal import rng_for
from game.engine.moves import undo_steps
from game.rules import create, registry


def bench(game_id: str, seconds: float) -> tuple[float, float, float]:
    game = create(game_id)
    rng = rng_for("bench", game_id)
    moves_done = 0
    legal_calls = 0
    turns = []
    undo_time = 0.0
    deal = 1
    t_end = time.perf_counter() + seconds
    play_time = 0.0
    while time.perf_counter() < t_end:
        state = game.new_state(deal)
        deal += 1
        turns.clear()
        t0 = time.perf_counter()
        for _ in range(200):
            moves = game.legal_moves(state)
            legal_calls += 1
            if not moves:
                break
            turns.append(game.play(state, rng.choice(moves)))
        play_time += time.perf_counter() - t0
        moves_done += len(turns)
        t0 = time.perf_counter()
        for turn in reversed(turns):
            undo_steps(state, turn.steps)
        undo_time += time.perf_counter() - t0
    return moves_done / play_time, legal_calls / play_time, moves_done / max(undo_time, 1e-9)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    ids = args.games or registry().ids()
    print(f"{'game':<24}{'moves/s':>12}{'legal_moves/s':>16}{'undo/s':>12}")
    for game_id in ids:
        moves, legal, undo = bench(game_id, args.seconds)
        print(f"{game_id:<24}{moves:>12,.0f}{legal:>16,.0f}{undo:>12,.0f}")


if __name__ == "__main__":
    main()
