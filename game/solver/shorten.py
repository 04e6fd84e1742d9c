"""Lines a player can watch: every found line is shortened before a hint or "Play for
me" uses it.

A member may find a win by a long way round: a depth-first search wanders (FreeCell deal
127 was won in 8,572 moves), a playout or a beam plays moves that a later move undoes.
`Shortening` first cuts the detours (`cut_detours`: from each position of the line, the
one move to the latest later position that one move reaches, loops included), then
searches for a shorter line with the one it has as the bound (a best-first search that
prefers short lines and looks only at lines of fewer moves, `SHORTER_NODES` positions at
most each time), and cuts that one's detours too. Every move stays the engine's own,
legal in its turn. It works in slices (`run(until=…)`), so that neither the worker nor a
frame waits on it.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Generator
from dataclasses import replace
from itertools import count

from game.engine.game import Game
from game.engine.moves import Move, undo_steps
from game.engine.state import GameState

from .canonical import canonical_for
from .cell_model import CellModel, model_for
from .ordering import Ordering, main_family
from .search import Budget, Search
from .tuning import tuning_of

# What shortening may spend grows with the line: a line of ~100 moves (most) costs a
# few thousand positions, one of thousands (a depth-first member's) up to ~70 thousand.
# FreeCell deal 127, won by the proof in 8,572 moves: detours cut 3,433, leaps 108, the
# bounded search 85 (CPU 5 s on a busy machine).
EVERY = 64            # positions played between looks at the clock, cutting detours (one
#                       whose legal moves are tried is one look: a slice stays ~10 ms)
# Only a line of more than tuning.Tuning.long_per_card moves (3 unless a game's tuning
# says otherwise) per card of the game is searched for a shorter one (FreeCell: 156; the
# lines its best-first search finds are ~95 moves, their detours cut, and a search for a
# shorter one spent 3-6 s CPU on them for a move or two, on a busy machine: deals 1001,
# 1010, 1011 87 -> 86, 106 -> 97, 110 -> 103).
LEAP_NODES = 200      # positions a leap looks at (see `_leaps`)
LEAPS_PER_MOVE = 10   # positions all the leaps of a line may look at, per move of it
LEAPS_NODES = (2_000, 40_000)       # ... but at least, at most
SHORTER_PER_MOVE = 20  # positions a search for a shorter line may look at, per move
SHORTER_NODES = (2_000, 20_000)     # ... but at least, at most
SHORTER_TRIES = 2     # searches for a shorter line, each bound by the last line found
                      # (a second only while the line is still long: long_per_card)
SHORT_DEPTH = 10.0    # that search's charge per move made (ordering.Weights.depth)

Work = Generator[None, None, list[Move]]


def _cut(game: Game, state: GameState, line: list[Move]) -> Work:
    model = _model(game, state)
    if model is not None:
        return (yield from _cut_model(model, state, line))
    key = GameState.key
    positions = [state.copy()]
    at: dict = {key(state): 0}
    for n, move in enumerate(line):
        after = positions[-1].copy()
        game.play(after, move)
        at[key(after)] = len(positions)     # the latest visit: loops are cut too
        positions.append(after)
        if n % EVERY == 0:
            yield
    shorter: list[Move] = []
    i = 0
    while i < len(line):
        here = positions[i]
        later = at[key(here)]
        if later > i:           # the line comes back here: the loop is cut
            i = later
            continue
        best, best_move = i + 1, line[i]
        for move in game.legal_moves(here):
            turn = game.play(here, move)
            j = at.get(key(here), -1)
            undo_steps(here, turn.steps)
            if j > best:
                best, best_move = j, move
        shorter.append(best_move)
        i = best
        yield       # (each position asks for its legal moves: ~4 ms in Reussite 52)
    return shorter


def _model(game: Game, state: GameState) -> CellModel | None:
    """The free-cell shape's compiled model, where it serves the position (its moves
    and positions are the engine's: tests/test_cell_model.py)."""
    model = model_for(game, canonical_for(game))
    return model if model is not None and model.face_up(state.piles) else None


def _cut_model(model: CellModel, state: GameState, line: list[Move]) -> Work:
    """`_cut` over the model's plain lists of piles: the same cuts, a fraction of the
    time. Each pile content of the line gets a number, each position the tuple of its
    piles' numbers: a move whose new piles the line never holds reaches none of its
    positions, and is passed over before its position is made."""
    play = model.play
    positions = [list(state.piles)]
    for n, move in enumerate(line):
        positions.append(play(positions[-1], move))
        if n % EVERY == 0:
            yield
    number: dict[tuple, int] = {}
    coded = [tuple([number.setdefault(p, len(number)) for p in piles])
             for piles in positions]
    at = {c: i for i, c in enumerate(coded)}    # the latest visit
    shorter: list[Move] = []
    i = 0
    while i < len(line):
        here = positions[i]
        later = at[coded[i]]
        if later > i:           # the line comes back here: the loop is cut
            i = later
            continue
        best, best_move = i + 1, line[i]
        for move in model.every_move(here):
            src, dst, n = move.src, move.dst, move.count
            onto = number.get(here[dst] + here[src][-n:])
            left = number.get(here[src][:-n]) if onto is not None else None
            if left is None:
                continue
            after = list(coded[i])
            after[src], after[dst] = left, onto
            j = at.get(tuple(after), -1)
            if j > best:
                best, best_move = j, move
        shorter.append(best_move)
        i = best
        if len(shorter) % EVERY == 0:
            yield
    return shorter


def _leaps(game: Game, state: GameState, line: list[Move], ordering: Ordering,
           nodes: int) -> Work:
    """The line with its long ways round replaced: from each position, a small
    best-first search (`LEAP_NODES` positions, guided by `ordering`, which prefers short
    lines) for a later position of the line reached in fewer moves than the line takes;
    the farthest gain is taken. `nodes` bounds the positions all the leaps look at."""
    model = _model(game, state)
    if model is not None:
        return (yield from _leaps_model(model, state, line, ordering, nodes))
    key, play, legal = GameState.key, game.play, game.legal_moves
    positions = [state.copy()]
    for move in line:
        after = positions[-1].copy()
        play(after, move)
        positions.append(after)

    def successors(here: GameState):
        for move in legal(here):       # played in place, taken back once looked at
            turn = play(here, move)
            yield move, key(here), here
            undo_steps(here, turn.steps)

    return (yield from _walk_leaps(line, positions, key, GameState.copy, successors,
                                   ordering.score, ordering.weights.depth, nodes, every=4))


def _leaps_model(model: CellModel, state: GameState, line: list[Move], ordering: Ordering,
                 nodes: int) -> Work:
    """`_leaps` over the model's plain lists of piles (its score is the ordering's:
    tests/test_cell_model.py)."""
    play, every_move = model.play, model.every_move
    positions = [list(state.piles)]
    for move in line:
        positions.append(play(positions[-1], move))

    def successors(here: list):
        for move in every_move(here):  # each play makes a new list
            after = play(here, move)
            yield move, tuple(after), after

    return (yield from _walk_leaps(line, positions, tuple, _same, successors,
                                   model.scorer(ordering.weights), ordering.weights.depth,
                                   nodes, every=16))


def _same(position):
    return position


def _walk_leaps(line: list[Move], positions: list, key, copy, successors, score, lag: float,
                nodes: int, every: int) -> Work:
    """The leaps over any kind of position: `successors(here)` gives each move with the
    position after it and its key (`copy` keeps that position), `score` guides the
    search; the clock is looked at every `every` positions."""
    at = {key(p): i for i, p in enumerate(positions)}      # the latest visit
    tie = count()
    out: list[Move] = []
    i = 0
    while i < len(line):
        if nodes <= 0:
            out += line[i:]
            break
        gain, leap, to = 0, (), i
        root = copy(positions[i])
        heap = [(0.0, 0, root, ())]
        seen = {key(root)}
        looked = 0
        while heap and looked < LEAP_NODES:
            _, _, here, path = heapq.heappop(heap)
            looked += 1
            for move, k, after in successors(here):
                if k not in seen:
                    seen.add(k)
                    way = (*path, move)
                    j = at.get(k, -1)
                    if j - i - len(way) > gain:
                        gain, leap, to = j - i - len(way), way, j
                    heapq.heappush(heap, (lag * len(way) - score(after), next(tie),
                                          copy(after), way))
            if looked % every == 0:
                yield
        nodes -= looked
        if leap:
            out += leap
            i = to
        else:
            out.append(line[i])
            i += 1
    return out


def cut_detours(game: Game, state: GameState, line: list[Move]) -> list[Move]:
    """The line with its loops and detours cut (see the module's docstring), at once.
    Positions are compared by their exact key: the line's moves name piles by place."""
    return _drain(_cut(game, state, line))


def _within(bounds: tuple[int, int], nodes: int) -> int:
    return max(bounds[0], min(bounds[1], nodes))


def _drain(work: Work) -> list[Move]:
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value


class Shortening:
    """A line being shortened, in slices: `run(until=…)` returns the shortened line once
    done, else None (call again)."""

    def __init__(self, game: Game, state: GameState, line: list[Move],
                 nodes: int | None = None, tries: int = SHORTER_TRIES,
                 leap_nodes: int | None = None) -> None:
        self.game, self.state = game, state.copy()
        self.nodes = nodes if nodes is not None else _within(SHORTER_NODES,
                                                             SHORTER_PER_MOVE * len(line))
        self.leap_nodes = leap_nodes if leap_nodes is not None else _within(
            LEAPS_NODES, LEAPS_PER_MOVE * len(line))
        self.tries = tries
        self.searched = 0       # positions the searches for shorter lines looked at
        self.line: list[Move] | None = None
        self._work = self._shorten(list(line))

    def _shorten(self, line: list[Move]) -> Work:
        game, state = self.game, self.state
        line = yield from _cut(game, state, line)
        long = tuning_of(game).long_per_card * game.total_cards
        if len(line) <= long:
            return line     # as short as lines go: searching for shorter costs seconds
        guide = self._guide()
        line = yield from _leaps(game, state, line, guide, self.leap_nodes)
        line = yield from _cut(game, state, line)
        for tried in range(self.tries):
            if len(line) <= 1 or tried and len(line) <= long:
                # short enough (as above): a second try found nothing on FreeCell 127
                # and 194 (85 and 98 moves) in 20 thousand positions, 7 s CPU each
                break
            search = Search(game, state, Budget(float("inf"), self.nodes), ordering=guide,
                            shorter_than=len(line), max_bytes=256 << 20)
            while (result := search.run(nodes=25)) is None:
                yield
            self.searched += search.nodes
            if not result.won or len(result.moves) >= len(line):
                break
            line = yield from _cut(game, state, result.moves)
        return line

    def _guide(self) -> Ordering:
        family = main_family(self.game)
        weights = replace(family.weights,
                          depth=max(family.weights.depth, SHORT_DEPTH))
        return Ordering(self.game, canonical_for(self.game), replace(family, weights=weights))

    def run(self, until: float | None = None) -> list[Move] | None:
        if self.line is not None:
            return self.line
        end = until if until is not None else float("inf")
        while True:
            try:
                next(self._work)
            except StopIteration as done:
                self.line = done.value
                return self.line
            if time.perf_counter() >= end:
                return None


def shorten(game: Game, state: GameState, line: list[Move],
            nodes: int | None = None) -> list[Move]:
    """The line shortened (see `Shortening`), at once."""
    result = Shortening(game, state, line, nodes).run()
    assert result is not None
    return result


__all__ = ["SHORTER_NODES", "Shortening", "cut_detours", "shorten"]
