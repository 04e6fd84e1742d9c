"""The lean search: depth-first over one position played forward and back, for proofs.

Where the best-first search (search.py) keeps a copy of every open position and scores
each one, this one keeps a single position and the path to it: each move is played,
looked at and undone again, and a position is remembered only by its packed canonical
key (bytes; see canonical.packed_key). It moves one card at a time wherever a move of
several cards is only a shorthand for single moves through free cells and empty piles
(FreeCell's run limit): the positions are the same, with fewer moves to try in each.
Safe moves home are played at once, as part of the move that allowed them (safe.py),
but only where that is exact: the search's purpose is to settle a position — a win, or
proof that there is none. It may find a win, too, and then says so with the line.

Resumable like `Search`: `run(seconds=…)` returns None while it has not finished.

Its memory is capped (`max_bytes`, `MAX_BYTES` by default). It holds two things: the
table of positions seen (a key of about 70 bytes for 52 cards, plus the set's own
share) and the path, whose every position keeps its moves still to try and what undoes
the move made — and a depth-first search over a won deal may go tens of thousands of
moves deep. Both are counted by the sizes measured below (`SEEN_BYTES`, `STEP_BYTES`),
looked at every 64 moves. A search that reaches the cap stops and answers "unknown"
(it is then `cut`, as when out of time): it has not tried every line, so it never says
"unwinnable" then.
"""

from __future__ import annotations

from game.engine.cards import IS_FACE_UP
from game.engine.game import Game
from game.engine.moves import Move, Turn, undo_steps
from game.engine.spec import Kind
from game.engine.state import GameState

from .canonical import Canonical, canonical_for, has_hooks, packed_key
from .safe import SafeRule
from .sliced import DEFAULT_BUDGET, MAX_BYTES, Budget, Result, Sliced, SliceEnd, Verdict

# The sizes the memory cap (sliced.MAX_BYTES, see the module's docstring) counts by,
# measured on FreeCell (Python 3.11, RSS of the proof alone): MS 11982, proven lost with
# a short path, ~210 bytes a position seen (its key's length + `SEEN_BYTES`); MS deal 5,
# won at 47 thousand moves deep, ~1.6 kB more for each position on the path.
SEEN_BYTES = 130
STEP_BYTES = 1600


def provable(game: Game, state: GameState, rule: SafeRule | None) -> bool:
    """Is a proof worth its share of the time here: every card in sight, no stock to
    deal, no hooks, and safe moves home (`rule`, the game's) that need no trust (the
    FreeCell shape: the positions are few enough to try them all)?"""
    if game.spec.stock_action is not None or has_hooks(game):
        return False
    if rule is not None and rule.gives_back:
        return False
    return all(IS_FACE_UP[c] for pile in state.piles for c in pile)


class PathProof(Sliced):
    """What every exhaustive depth-first proof shares, however it plays its moves (the
    engine's here, a compiled model's in cell_proof.py): its line is the path it holds
    (`line()`), its best move that line's first, and its memory let go at the end."""

    frames: list
    seen: set

    def line(self) -> list[Move]:
        raise NotImplementedError

    def best_move(self) -> Move | None:
        line = self.line()
        return line[0] if line else None

    def _finish(self, verdict: Verdict) -> Result:
        moves = self.line() if verdict is Verdict.WON else []
        best = moves[0] if moves else None
        self.frames, self.seen = [], set()
        return Result(verdict, moves, self.nodes, self.seconds, best)


class Proof(PathProof):
    """An exhaustive depth-first search from `state` (copied) within `budget`."""

    def __init__(self, game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET, *,
                 canonical: Canonical | None = None,
                 safe: SafeRule | None | bool = True, max_bytes: int | None = None) -> None:
        super().__init__(budget)
        self.game = game
        self.max_bytes = MAX_BYTES if max_bytes is None else max_bytes
        canonical = canonical or canonical_for(game)
        self.key = packed_key(game, canonical)
        twins = [g.start if g is not None else i
                 for i, g in enumerate(map(canonical.group_of, range(len(game.pile_names))))]
        self.moves = lambda state: game.legal_moves(state, twins, atomic=True)
        # Tried first (a cheap guide, so that wins come early and lines stay short):
        # cards home, then onto other cards, then into empty piles, then into cells.
        kinds = [p.kind for p in game.pile_specs]
        self._onto = [0 if k is Kind.FOUNDATION else 3 if k is Kind.CELL else 1
                      for k in kinds]
        rule = SafeRule.for_game(game) if safe is True else (safe or None)
        self.safe = rule if rule is not None and not rule.gives_back else None
        self.state = state = state.copy()
        root = self._forced(state, None)
        self.root_line = [t.move for t in root]
        self.seen: set[bytes] = {self.key(state)}
        self.entry_bytes = len(next(iter(self.seen))) + SEEN_BYTES
        # The path: for each move made from the root, the turns to undo (the move's,
        # then its safe moves'); `frames` holds each position's moves and the next one.
        self.path: list[tuple[Turn, ...]] = []
        self.frames: list[list] = []
        if game.is_won(state):
            self.result = Result(Verdict.WON, list(self.root_line))
        else:
            self._open(state)

    def _forced(self, state: GameState, after: Move | None) -> list[Turn]:
        return self.safe.forced(state, after) if self.safe is not None else []

    def _open(self, state: GameState) -> None:
        """Enter a position: its moves become the newest frame."""
        game = self.game
        self.nodes += 1
        lost = game.hooks.is_lost is not None and game.hooks.is_lost(game, state)
        if lost:
            self.frames.append([(), 0])
            return
        moves, piles, onto = self.moves(state), state.piles, self._onto
        moves.sort(key=lambda m: onto[m.dst] + (not piles[m.dst]) if m.dst >= 0 else 2)
        self.frames.append([moves, 0])

    def memory(self) -> int:
        """The bytes the search holds, as the cap counts them (see MAX_BYTES)."""
        return len(self.seen) * self.entry_bytes + len(self.path) * STEP_BYTES

    def line(self) -> list[Move]:
        return self.root_line + [t.move for turns in self.path for t in turns]

    def _slice(self, end: SliceEnd) -> Verdict | None:
        game, state, frames, path, seen, key = (self.game, self.state, self.frames,
                                                self.path, self.seen, self.key)
        play, is_won = game.play, game.is_won
        forced_after = self.safe.forced if self.safe is not None else None
        check = 0
        while frames:
            check += 1
            if check >= 64:     # the clocks cost more than a move: look now and then
                check = 0
                if end.reached(self.nodes):
                    return None
                if self.memory() >= self.max_bytes:     # the cap: no proof from here
                    self.cut = True
                    return Verdict.UNKNOWN
            frame = frames[-1]
            moves, i = frame
            if i == len(moves):             # every move from here is tried: step back
                frames.pop()
                if path:
                    for turn in reversed(path.pop()):
                        undo_steps(state, turn.steps)
                continue
            frame[1] = i + 1
            move = moves[i]
            turn = play(state, move)
            forced = forced_after(state, move) if forced_after is not None else ()
            k = key(state)
            if k in seen:
                for t in reversed(forced):
                    undo_steps(state, t.steps)
                undo_steps(state, turn.steps)
                continue
            seen.add(k)
            path.append((turn, *forced))
            if is_won(state):
                return Verdict.WON
            self._open(state)
        return Verdict.UNWINNABLE


def prove(game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET,
          max_bytes: int | None = None) -> Result:
    """Run a `Proof` to its end, its budget or its memory cap."""
    proof = Proof(game, state, budget, max_bytes=max_bytes)
    while True:
        result = proof.run()
        if result is not None:
            return result
