"""A beam search over Spider's own model (spider.py): a portfolio member for the family.

Each step keeps the `width` best new positions of the next depth by `Weights` — face-down
cards left, cards lying on their own suit or at least on a card one higher, breaks in the
columns, empty columns, complete runs home, cards dealt — and a transposition set keeps
it from coming back to a position it has seen. When the beam runs dry (every kept
position leads only to positions seen before) or reaches `MAX_DEPTH`, it starts again
from the root wider (`WIDTHS`). The line found is replayed through the engine
(`SpiderModel.engine_line`) before it is given; a beam never proves a loss.

Resumable like `Search`: `run(seconds=…, nodes=…)` returns None while it has not won;
`nodes` counts the positions expanded.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from heapq import nlargest

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .playout import shortcut
from .search import Budget, Result, Verdict, close_slice, slice_limits
from .spider import DEAL, ModelMove, Position, SpiderModel


@dataclass(frozen=True)
class Weights:
    """What a position is worth: a sum over its columns and a few counts."""

    in_suit: float = 2.0        # a card on the next higher card of its suit
    off_suit: float = 1.0       # a card on the next higher card of another suit
    broken: float = -3.0        # a card on any other face-up card
    face_down: float = -6.0     # a face-down card left
    empty: float = 8.0          # an empty column
    home: float = 40.0          # a complete run gone home
    dealt: float = 2.5          # a card dealt from the stock (it brings breaks)


# How a position was reached: (the link of the position before, the move made there);
# None at the root. Entries of the beam hold one beside their position, so a line costs
# two small tuples a move, not the positions along it.
Link = tuple["Link | None", ModelMove] | None
# An entry of the beam: (score, position, its link).
Entry = tuple[float, Position, Link]


class SpiderSearch:
    """Beam searches from one position, resumable like `Search` (`run`, `nodes`,
    `seconds`, `cut`, `result`)."""

    WIDTHS = (64, 256, 1024, 4096, 16384)
    MAX_DEPTH = 2000

    def __init__(self, game: Game, state: GameState, budget: Budget,
                 weights: Weights = Weights()) -> None:
        self.game, self.budget, self.weights = game, budget, weights
        self.root_state = state.copy()
        self.model = SpiderModel(game, state)
        self.nodes = 0
        self.seconds = 0.0
        self.cut = False
        self.result: Result | None = None
        self.tries = 0
        self._values: dict[tuple[int, ...], float] = {}
        self._start()

    # --- scoring --------------------------------------------------------------------
    def _column_value(self, column: tuple[int, ...]) -> float:
        value = self._values.get(column)
        if value is None:
            w = self.weights
            value = 0.0
            for below, above in zip(column, column[1:], strict=False):
                if below - above == 1:
                    value += w.in_suit
                elif (below & 15) == (above & 15) + 1:
                    value += w.off_suit
                else:
                    value += w.broken
            if len(self._values) > 1 << 20:
                self._values.clear()
            self._values[column] = value
        return value

    def score(self, position: Position) -> float:
        w = self.weights
        columns, down, dealt = position
        value = sum(map(self._column_value, columns))
        empty = sum(1 for c in columns if not c)
        return (value + w.face_down * sum(down) + w.empty * empty
                + w.home * self.model.home(position) + w.dealt * dealt)

    def _change(self, before: Position, after: Position, src: int, dst: int) -> float:
        """What a move between two columns changed in the score (the other columns are
        as they were)."""
        w, value = self.weights, self._column_value
        old, new = before[0], after[0]
        a, b, c, d = old[src], old[dst], new[src], new[dst]
        down_old, down_new = before[1], after[1]
        turned = down_old[src] - down_new[src]
        gone = len(a) + len(b) + turned - len(c) - len(d)    # 13 for each run home
        return (value(c) + value(d) - value(a) - value(b) - w.face_down * turned
                + w.empty * ((not c) + (not d) - (not a) - (not b))
                + w.home * (gone // 13))

    # --- the beam -------------------------------------------------------------------
    def _start(self) -> None:
        width = self.WIDTHS[min(self.tries, len(self.WIDTHS) - 1)]
        self.tries += 1
        self.width = width
        root = self.model.root
        self.seen = {hash(root)}
        self.level: list[Entry] = [(self.score(root), root, None)]
        self.index = 0
        self.next: list[Entry] = []
        self.depth = 0

    def _won(self, link: Link) -> list[Move] | None:
        """The engine's line to this won position, detours cut (see playout.shortcut);
        None if it does not replay (never given: a model that disagrees)."""
        line = []
        while link is not None:
            link, move = link
            line.append(move)
        line.reverse()
        moves = self.model.engine_line(self.root_state, line)
        return None if moves is None else shortcut(self.game, self.root_state, moves)

    def run(self, seconds: float | None = None, nodes: int | None = None,
            until: float | None = None) -> Result | None:
        if self.result is not None:
            return self.result
        began, slice_end, node_end, wall_end = slice_limits(
            self.budget, self.seconds, self.nodes, seconds, nodes, until)
        clock, wall = time.process_time, time.perf_counter
        model, seen, score, change = self.model, self.seen, self.score, self._change
        while True:
            # The clocks are read every 32 positions: a read costs more than a position.
            if self.nodes >= node_end or (not self.nodes & 31 and (
                    clock() >= slice_end or wall() >= wall_end)):
                if close_slice(self, began):
                    self.result = Result(Verdict.UNKNOWN, [], self.nodes, self.seconds)
                    return self.result
                return None
            if self.index >= len(self.level):
                self.depth += 1
                if not self.next or self.depth > self.MAX_DEPTH:
                    self._start()
                    seen = self.seen
                    continue
                self.level = nlargest(self.width, self.next, key=_first)
                self.next, self.index = [], 0
            entry = self.level[self.index]
            self.index += 1
            self.nodes += 1
            value, position, link = entry
            for move in model.moves(position):
                child = model.play(position, move)
                # Positions are remembered by their hash: a collision (one in 2**64 a
                # pair) would only leave a position out.
                key = hash(child)
                if key in seen:
                    continue
                seen.add(key)
                src = move[0]
                new = (score(child) if src == DEAL else value + change(position, child, src,
                                                                       move[1]),
                       child, (link, move))
                if (src == DEAL or not child[0][move[1]]) and model.is_won(child):
                    moves = self._won(new[2])
                    if moves is not None:
                        close_slice(self, began)
                        self.result = Result(Verdict.WON, moves, self.nodes, self.seconds,
                                             moves[0] if moves else None)
                        return self.result
                self.next.append(new)


def _first(entry: Entry) -> float:
    return entry[0]
