"""A search over Spider's own model (spider.py), stage by stage: a portfolio member for
the Spider family.

A stage is the play between two deals of the stock. From the stage's starting positions
a best-first search (by `Weights`: face-down cards left, cards lying on their own suit or
at least on a card one higher, breaks in the columns, empty columns, complete runs home)
looks at up to `budget` positions; the `width` best of those where the stock may be dealt
(or, with `spread`, half of them and the best of each set of cards turned up in turn)
then deal, and their deals start the next stage; with `spread`, a stage whose positions
run out before its budget goes on from the next deals of the stage before. After the
last deal the search goes on until the game is won or the stage's positions are spent.
A try that ends without a win starts again from the root, wider and longer (`STAGES`).
With a `plan`, some tries are narrow instead (`VARIED_STAGE`), each with its own weights
drawn around the guide's (`Weights.varied`): wider tries of one guide lead to the same
few positions, and many cheap tries that weigh things differently win deals they do
not. A try whose moves ran dry (the cut moves of spider.py leave no
way on) is followed by one with every move. A transposition set keeps a try from coming
back to a position it has seen.

The line found is replayed through the engine (`SpiderModel.engine_line`) and its detours
cut before it is given; this search never proves a loss.

Resumable like `Search`: `run(seconds=…, nodes=…)` returns None while it has not won;
`nodes` counts the positions expanded.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass, replace
from heapq import nlargest

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .shorten import cut_detours
from .sliced import Budget, Result, Sliced, SliceEnd, Verdict
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

    def varied(self, seed: int, scale: float) -> Weights:
        """These weights, each but `home` scaled by its own factor in 1 ± `scale`,
        drawn from `seed` (the same seed, the same weights)."""
        rng = random.Random(seed)

        def vary(value: float) -> float:
            return value * (1.0 + scale * (2.0 * rng.random() - 1.0))
        return replace(self, in_suit=vary(self.in_suit), off_suit=vary(self.off_suit),
                       broken=vary(self.broken), face_down=vary(self.face_down),
                       empty=vary(self.empty))


# The portfolio's Spider members, one per guide: each wins deals the other does not (four
# suits, deals 1-8 at 5 s: 4 won each, 6 by either; Spiderette 1-10: 6 and 8).
SPIDER_WEIGHTS = (Weights(), Weights(face_down=-10.0))


# How a position was reached: (the link of the position before, the move made there);
# None at the root. Positions waiting in the search hold one, so a line costs two small
# tuples a move, not the positions along it.
Link = tuple["Link | None", ModelMove] | None
# A position ready for a deal: (score, position, its link).
Entry = tuple[float, Position, Link]

_DEAL_MOVE: ModelMove = (DEAL, -1, 0)


class SpiderSearch(Sliced):
    """Stage-by-stage searches from one position, resumable like `Search` (`run`,
    `nodes`, `seconds`, `cut`, `result`)."""

    # Tries: (positions kept for the deal at the end of a stage, positions a stage looks at).
    STAGES = ((8, 3000), (16, 8000), (32, 20000), (64, 50000), (128, 120000))
    BACKLOG = 16    # with `spread`: deals kept in reserve, in widths
    # A `plan` says try by try which kind comes: "S" the next standard try (wider each
    # time, STAGES), "V" a varied one (narrow, each with its own weights), as do all
    # tries after the plan.
    VARIED_STAGE = (8, 3000)
    VARIED_SCALE = 0.5      # each weight of a varied try: its own times 1 ± this

    def __init__(self, game: Game, state: GameState, budget: Budget,
                 weights: Weights = Weights(), spread: bool = False,
                 plan: str | None = None) -> None:
        super().__init__(budget)
        self.game, self.weights = game, weights
        self.base_weights = weights
        self.spread = spread    # deal from positions spread over the cards turned up
        self.plan = plan
        self.standard_tries = self.varied_tries = 0
        self.root_state = state.copy()
        self.model = SpiderModel(game, state)
        self.tries = 0
        self._line: list[Move] = []      # the winning line
        self._values: dict[tuple[int, ...], float] = {}
        self.heap: list = []
        self.ready: list[Entry] = []
        self.seen: set[int] = set()
        # What a stage or try left behind (a heap, the deals' positions, a try's set of
        # positions: up to millions of tuples), let go of a piece at a time in `_slice`:
        # all at once, a new stage waited up to 0.4 s on it (Spiderette deal 94).
        self.left_behind: list[list | set] = []
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
        columns, down, _dealt = position
        value = sum(map(self._column_value, columns))
        empty = sum(1 for c in columns if not c)
        return (value + w.face_down * sum(down) + w.empty * empty
                + w.home * self.model.home(position))

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

    def _start(self) -> None:
        if self.plan is not None and self.plan[self.tries:self.tries + 1] != "S":
            width, budget = self.VARIED_STAGE
            self.varied_tries += 1
            weights = self.base_weights.varied(self.varied_tries, self.VARIED_SCALE)
        else:
            width, budget = self.STAGES[min(self.standard_tries, len(self.STAGES) - 1)]
            self.standard_tries += 1
            weights = self.base_weights
        if weights != self.weights:
            self.weights, self._values = weights, {}    # the columns' values change
        # A try whose cut moves ran dry is followed by one with every move.
        self.model.loose = bool(self.tries) and not self.heap and not self.model.loose
        self.tries += 1
        self.width, self.stage_budget = width, budget
        self.backlog: list[Entry] = []
        root = self.model.root
        self.left_behind.append(self.seen)
        self.seen = {hash(root)}
        self._begin_stage([(self.score(root), root, None)])

    def _begin_stage(self, starts: list[Entry]) -> None:
        self.left_behind += (self.heap, self.ready)
        self.heap = [(-value, i, position, link)
                     for i, (value, position, link) in enumerate(starts)]
        heapq.heapify(self.heap)
        self.counter = len(self.heap)
        self.ready: list[Entry] = []
        self.stage_nodes = 0
        self.dealt = starts[0][1][2] if starts else 0    # cards dealt before this stage

    def _end_stage(self) -> None:
        if self.spread:
            # The second try leads with a quarter of best scores, not half: a deal the
            # half misses falls there (Spiderette 57 in 46k positions); other tries
            # keep half (a quarter throughout lost deals 1, 91, 94).
            leaders = self.width // 4 if self.tries == 2 else self.width // 2
            order = spread(self.ready, self.width, self.BACKLOG * self.width, leaders)
            chosen, self.backlog = order[:self.width], order[self.width:]
        else:
            chosen = nlargest(self.width, self.ready, key=_first)
        starts = self._deals(chosen)
        if starts:
            self._begin_stage(starts)
        else:
            self._start()

    def _deals(self, entries: list[Entry]) -> list[Entry]:
        """The positions the stock's deal makes from these, those not seen before."""
        model, score, seen = self.model, self.score, self.seen
        starts = []
        for _value, position, link in entries:
            child = model.play(position, _DEAL_MOVE)
            key = hash(child)
            if key not in seen:
                seen.add(key)
                starts.append((score(child), child, (link, _DEAL_MOVE)))
        return starts

    FREED = 2048    # items of what was left behind let go of every 32 positions

    def _let_go(self) -> None:
        """Let go of a piece of what stages and tries left behind."""
        left = self.left_behind[-1]
        if isinstance(left, list):
            del left[-self.FREED:]
        else:
            pop = left.pop
            for _ in range(min(self.FREED, len(left))):
                pop()
        if not left:
            self.left_behind.pop()

    def _refill(self) -> None:
        """A stage whose positions ran out within its budget goes on from the next deals
        of the stage before (`backlog`, with `spread`)."""
        taken, self.backlog = self.backlog[:self.width], self.backlog[self.width:]
        for value, position, link in self._deals(taken):
            self.counter += 1
            heapq.heappush(self.heap, (-value, self.counter, position, link))

    def _won(self, link: Link) -> list[Move] | None:
        """The engine's line to this won position, detours cut (see shorten.cut_detours);
        None if it does not replay (never given: a model that disagrees)."""
        line = []
        while link is not None:
            link, move = link
            line.append(move)
        line.reverse()
        moves = self.model.engine_line(self.root_state, line)
        return None if moves is None else cut_detours(self.game, self.root_state, moves)

    def _slice(self, end: SliceEnd) -> Verdict | None:
        model, change = self.model, self._change
        push, pop = heapq.heappush, heapq.heappop
        node_end = end.nodes
        while True:
            if not self.nodes & 31:
                if self.left_behind:
                    self._let_go()
                if end.clocks():
                    return None
            if self.nodes >= node_end:
                return None
            if not self.heap or self.stage_nodes >= self.stage_budget:
                if not self.heap and self.backlog and self.stage_nodes < self.stage_budget:
                    self._refill()
                elif self.ready and self.dealt < len(model.stock):
                    self._end_stage()
                else:
                    self._start()
                continue
            negative, _, position, link = pop(self.heap)
            if model.is_won(position):
                moves = self._won(link)
                if moves is not None:
                    self._line = moves
                    return Verdict.WON
                continue
            value = -negative
            self.nodes += 1
            self.stage_nodes += 1
            seen = self.seen
            for move in model.moves(position):
                src = move[0]
                if src == DEAL:
                    self.ready.append((value, position, link))
                    continue
                child = model.play(position, move)
                key = hash(child)
                if key in seen:
                    continue
                seen.add(key)
                self.counter += 1
                push(self.heap, (-(value + change(position, child, src, move[1])),
                                 self.counter, child, (link, move)))

    def _finish(self, verdict: Verdict) -> Result:
        line = self._line
        return Result(verdict, line, self.nodes, self.seconds, line[0] if line else None)


def _first(entry: Entry) -> float:
    return entry[0]


def spread(ready: list[Entry], width: int, count: int, leaders: int | None = None
           ) -> list[Entry]:
    """`count` positions in the order a stage deals from them, `width` at a time: the
    `leaders` best scores (half a width unless told), then the best of each set of
    cards turned up (positions with the same face-down counts) in turn, best set first,
    then the second best of each, and so on. The best scores alone are mostly one set
    of cards in many arrangements, whose deals all lead the same way; the sets alone
    lose deals the best scores win (Spiderette alone at 10 s: the sets won deals 18, 21,
    24, unknown by the best scores, and lost 1, 3, 30, 32, 36, which the mix wins)."""
    best = nlargest(width // 2 if leaders is None else leaders, ready, key=_first)
    taken = set(map(id, best))
    groups: dict[tuple[int, ...], list[Entry]] = {}
    for entry in ready:
        if id(entry) not in taken:
            groups.setdefault(entry[1][1], []).append(entry)
    ranked = sorted((nlargest(count, group, key=_first) for group in groups.values()),
                    key=_best_first, reverse=True)
    turns = sorted((rank, turn) for turn, group in enumerate(ranked)
                   for rank in range(len(group)))
    return best + [ranked[turn][rank] for rank, turn in turns[:count - len(best)]]


def _best_first(group: list[Entry]) -> float:
    return group[0][0]
