"""The lean proof over the free-cell model: proof.py's exhaustive depth-first search,
with positions moved by cell_model.py instead of the engine.

Same positions, same moves (one card at a time where a move of several is a shorthand,
safe moves home played at once, exact in this shape), same order of trying them, same
verdicts: the model is proved equal to the engine (tests/test_cell_model.py), and the
two proofs are compared in the tests. Each position on the path is its own list of piles
(a child shares every pile that did not change), so nothing is undone on the way back.
A pile is held as bytes (a card is a number below 256), which the model reads as it
reads the engine's tuples, and a position seen is remembered by one bytes: hashed once,
and 150 bytes where a tuple of the piles took 520. A FreeCell loss (MS 11982: 61,643
positions) is settled in 1.6 s of CPU (3.1 s with tuples; proof.py takes ~3 times that).
"""

from __future__ import annotations

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from . import proof as proof_module
from .canonical import Canonical
from .cell_model import CellModel, Piles, model_for, packed_key
from .sliced import DEFAULT_BUDGET, Budget, Result, SliceEnd, Verdict

# The memory cap's sizes (see proof.py): a position seen keeps its key, one bytes of the
# sorted piles (~150 bytes for 52 cards with the set's share, measured as RSS growth on
# MS 11982, Python 3.11); a step of the path its piles and its moves still to try.
SEEN_BYTES = 150
STEP_BYTES = 1200


class CellProof(proof_module.PathProof):
    """An exhaustive depth-first search from `state` within `budget` (see the module's
    docstring); `safe`: play the safe moves home (exact here)."""

    def __init__(self, game: Game, state: GameState, model: CellModel,
                 budget: Budget = DEFAULT_BUDGET, *, safe: bool = True,
                 max_bytes: int | None = None) -> None:
        super().__init__(budget)
        self.game, self.model, self.safe = game, model, safe
        # the proofs' cap, proof.py's
        self.max_bytes = proof_module.MAX_BYTES if max_bytes is None else max_bytes
        # Tried first, as proof.py: cards home, onto other cards, into spaces, cells
        # (CellModel.proof_moves).
        piles = [bytes(cards) for cards in state.piles]
        self.root_line = model.forced(piles) if safe else []
        # A move that leaves no card that may go home on top of its source (and goes to
        # no foundation) frees no safe move home: none is looked for (wanted_home).
        self._home = frozenset(model.foundations)
        self.key = packed_key(model)
        self.seen: set[bytes] = {self.key(piles)}
        # The path: each move made from the root, with its safe moves; `frames` holds
        # each position's piles, its moves, the next one to try and the cards that could
        # go home from it (`_wanted`).
        self.path: list[tuple[Move, ...]] = []
        self.frames: list[list] = []
        if model.won(piles):
            self.result = Result(Verdict.WON, list(self.root_line))
        else:
            self._open(piles, None)

    def _open(self, piles: Piles, back: tuple[int, int] | None) -> None:
        """Enter a position; `back`: the move that led here (its target, its source)
        where no safe move followed it, so that moving the card back is the position
        before (seen: skipped without a key; a fifth of the moves tried, MS 11982)."""
        self.nodes += 1
        self.frames.append([piles, self.model.proof_moves(piles), 0, self._wanted(piles),
                            back])

    def _wanted(self, piles: Piles) -> frozenset[int] | None:
        """The cards that could go home from `piles` (None: the safe rule is off)."""
        return self.model.wanted_home(piles) if self.safe else None

    def memory(self) -> int:
        return len(self.seen) * SEEN_BYTES + len(self.path) * STEP_BYTES

    def line(self) -> list[Move]:
        return self.root_line + [m for moves in self.path for m in moves]

    def _slice(self, end: SliceEnd) -> Verdict | None:
        model, frames, path, seen = self.model, self.frames, self.path, self.seen
        key, won, home = self.key, model.won, self._home
        forced_after, twin = model.forced, model.twin
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
            piles, moves, i, wanted, back = frame
            if i == len(moves):             # every move from here is tried: step back
                frames.pop()
                if path:
                    path.pop()
                continue
            frame[2] = i + 1
            move = moves[i]
            src, dst = move.src, move.dst
            if back is not None and src == back[0] and (     # the card moved back
                    dst == back[1] or (twin[dst] == twin[back[1]] and not piles[dst]
                                       and not piles[back[1]])):
                continue
            # model.play, written out for a move of one card
            after = piles.copy()
            cards = piles[src]
            left = after[src] = cards[:-1]
            after[dst] = piles[dst] + cards[-1:]
            if wanted is None or (dst not in home and not (left and left[-1] in wanted)):
                forced = ()
            else:
                forced = forced_after(after, move)
            k = key(after)
            if k in seen:
                continue
            seen.add(k)
            path.append((move, *forced))
            if (forced or dst in home) and won(after):     # (only a card home wins)
                return Verdict.WON
            self._open(after, None if forced else (dst, src))
        return Verdict.UNWINNABLE


def cell_proof(game: Game, state: GameState, canonical: Canonical, budget: Budget,
               safe: bool = True) -> CellProof | None:
    """The proof over the model where the model serves the position, else None."""
    model = model_for(game, canonical)
    if model is None or not model.serves(state.piles):
        return None
    return CellProof(game, state, model, budget, safe=safe)
