"""What the hint service has learnt, by position: hints given, won lines, verdicts.

The table's process only files and looks up here — it never replays a move: a won line
arrives with the keys of the positions along it (worked out in the worker, jobs.py),
and a hint along a known line is made when it is asked for. Each table is bounded
(`CACHE_SIZE` positions, the oldest let go first).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from game.engine.game import Game
from game.engine.state import GameState

from .hints import SOLUTION, Hint, describe
from .sliced import Result, Verdict

CACHE_SIZE = 4096


def position_key(game: Game, state: GameState) -> tuple:
    return (game.id, tuple(sorted(game.options.items())), state.key())


class Cache(OrderedDict):
    """A table of at most `CACHE_SIZE` entries; the least recently filed goes first."""

    def put(self, key: tuple, value: Any) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > CACHE_SIZE:
            self.popitem(last=False)


class Known:
    """Hints, won lines and verdicts by position key (`position_key`)."""

    def __init__(self) -> None:
        self.hints = Cache()        # position -> Hint
        self.lines = Cache()        # position -> (winning line, index of the position on it)
        self.verdicts = Cache()     # position -> Verdict

    def learn(self, key: tuple, result: Result, keys: list | None = None) -> None:
        """Remember a finished search from the position keyed `key`: its verdict, and a
        won line by the keys of the positions along it (worked out by the job)."""
        if result.verdict is not Verdict.UNKNOWN:
            self.verdicts.put(key, result.verdict)
        self.learn_line(key, result, keys)

    def learn_line(self, start: tuple, result: Result, keys: list | None = None) -> None:
        """A won line from the position keyed `start`, and from each position along it
        whose key the job worked out (`keys`): filed, never replayed here."""
        if not result.won:
            return
        line = tuple(result.moves)
        self.lines.put(start, (line, 0))
        self.verdicts.put(start, Verdict.WON)
        head = start[:2]
        for i, state_key in enumerate(keys or ()):
            key = (*head, state_key)
            self.lines.put(key, (line, i))
            self.verdicts.put(key, Verdict.WON)

    def line_at(self, key: tuple) -> list:
        """The won line known from this position (empty if none)."""
        found = self.lines.get(key)
        if found is None:
            return []
        line, start = found
        return list(line[start:])

    def hint(self, key: tuple, game: Game, state: GameState) -> Hint | None:
        """The hint kept for this position, or made now from a known won line through it
        (and kept); None if neither is known."""
        kept = self.hints.get(key)
        if kept is not None:
            return kept
        found = self.lines.get(key)
        if found is None:
            return None
        line, start = found
        move = line[start]
        hint = Hint(move, SOLUTION, describe(game, state, move), Verdict.WON,
                    len(line) - start)
        self.hints.put(key, hint)
        return hint


__all__ = ["CACHE_SIZE", "Cache", "Known", "position_key"]
