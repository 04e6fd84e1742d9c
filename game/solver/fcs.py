"""An optional backend: Shlomi Fish's Freecell Solver, for games of the FreeCell shape.

PySolFC and KPatience hand FreeCell-type games to Freecell Solver; so do we, when its
Python bindings (PyPI `freecell_solver`, the `[fcs]` extra) and library (Debian
`libfreecell-solver0`) are installed. Without them `available()` is False and our own
solver does all the work, as before. `REUSSITE_FCS=0` in the environment turns the
backend off (to compare the two, or to test without it).

Which games: any whose shape Freecell Solver can describe (see `shape`), not a list of
game ids: free cells holding one card each, foundations built up in suit from the ace,
tableau piles built down by one in alternate colours, in suit or by rank alone, an
empty pile filled by any card, by a king or not at all, several cards moved at once
only as a shorthand (FreeCell's run limit) or freely, no stock, one deck, no hooks but
position-blind ones (cards sent home by themselves: Baker's Game) or ones that only add
moves (a run home in one drag: Seahaven). FreeCell, Baker's Game, Eight Off and Seahaven
Towers fit today. Where our rules allow more than fc-solve's (foundations that give
cards back: Eight Off; moves of our own) its "not solvable" is no proof for us
(`Shape.exact`), and our own search goes on.

Its lines are never trusted as they come: each move is translated into ours (`translate`)
and played only if the engine lists it among the position's legal moves; a line that
does not replay to a win is dropped and our own search goes on.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from game.engine.cards import ACE, IS_FACE_UP, KING, RANK_LETTERS, SUIT_LETTERS
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import DOWN, UP, Kind, Pick, SuitRule
from game.engine.state import GameState

from .canonical import has_hooks

# Our rules in Freecell Solver's words (its command-line options).
BUILT_BY = {SuitRule.ALTERNATE_COLOUR: "alternate_color", SuitRule.SAME_SUIT: "suit",
            SuitRule.ANY_SUIT: "rank"}
FILLED_BY = {"any": "any", "last": "kings", "none": "none"}
FOUNDATION_SUITS = "HCDS"       # the order of the board's "Foundations:" line

# Freecell Solver's move kinds (fcs_move.h) and its answers (fcs_enums.h).
STACK_TO_STACK, STACK_TO_CELL, CELL_TO_STACK, CELL_TO_CELL = 0, 1, 2, 3
STACK_TO_HOME, CELL_TO_HOME, SEQUENCE_TO_HOME = 4, 5, 11
IGNORED = (12, 13, 14)          # canonize, separator, null: no card moves
SOLVED, NOT_SOLVABLE, EXCEEDED, SUSPENDED = 0, 1, 3, 5


class FcsMove(NamedTuple):
    kind: int
    src: int
    dst: int
    count: int = 1


@dataclass(frozen=True)
class Shape:
    cells: int
    stacks: int
    built_by: str
    sequence_move: str          # "limited" (a shorthand) or "unlimited"
    filled_by: str
    # fc-solve's "not solvable" proves our game lost too: our moves are all its moves
    # (no foundation gives a card back, no extra moves of our own)
    exact: bool = True

    def options(self) -> list[str]:
        return ["--freecells-num", str(self.cells), "--stacks-num", str(self.stacks),
                "--decks-num", "1", "--sequences-are-built-by", self.built_by,
                "--sequence-move", self.sequence_move, "--empty-stacks-filled-by",
                self.filled_by]


FREECELL_SHAPE = Shape(4, 8, "alternate_color", "limited", "any")


@cache
def shape(game: Game) -> Shape | None:
    """The game in Freecell Solver's terms, or None if it cannot say it."""
    spec = game.spec
    if spec.stock_action is not None or spec.rank_order != tuple(
            range(ACE, KING + 1)) or len(spec.deck()) != 52:
        return None
    # Hooks that only add moves of their own (a run sent home in one drag) leave every
    # fc-solve move ours; any other hook may change what moves mean.
    extra = spec.hooks.special_moves is not None
    if has_hooks(game, ignoring=("special_moves", "play_special")):
        return None
    gives_back = False
    kinds = {p.kind for p in game.pile_specs}
    if not kinds <= {Kind.CELL, Kind.FOUNDATION, Kind.TABLEAU}:
        return None
    cells, stacks = game.of_kind(Kind.CELL), game.of_kind(Kind.TABLEAU)
    if len(game.foundations) != 4 or not stacks or len(stacks) > 10 or len(cells) > 10:
        return None
    for f in game.foundations:
        p = game.pile_specs[f]
        if (p.build is None or p.build.suit is not SuitRule.SAME_SUIT or p.build.direction != UP
                or p.build.step != 1 or p.build.wrap or p.fill.kind != "first" or p.sources):
            return None
        gives_back = gives_back or p.pick is not Pick.NONE   # fc-solve never takes back
    for c in cells:
        p = game.pile_specs[c]
        if p.capacity != 1 or p.fill.kind != "any" or p.sources or p.pick is not Pick.TOP:
            return None
    specs = {id(game.pile_specs[t]): game.pile_specs[t] for t in stacks}
    if len(specs) != 1:
        return None
    t = next(iter(specs.values()))
    b = t.build
    if (b is None or b.direction != DOWN or b.step != 1 or b.wrap or b.suit not in BUILT_BY
            or t.fill.kind not in FILLED_BY or t.sources or t.fill_sources
            or t.build_sources or t.refill_from or t.capacity
            or (t.run_build is not None and t.run_build != b)):
        return None
    # Several cards move at once as a shorthand (FreeCell's run limit) or freely; a game
    # of single-card moves would need fc-solve's runs taken apart (not done yet).
    if t.pick is not Pick.RUN or not t.accepts_runs:
        return None
    # fc-solve's "limited": (free cells + 1) × 2^(empty columns) where any card fills a
    # column, (free cells + 1) where not — our run limits with and without empty piles.
    limit, fill = t.run_limit, FILLED_BY[t.fill.kind]
    if limit is None:
        moves = "unlimited"
    elif limit.cells and limit.empty_piles == (fill == "any"):
        moves = "limited"
    else:
        return None
    return Shape(len(cells), len(stacks), BUILT_BY[b.suit], moves, fill,
                 exact=not (gives_back or extra))


def board(game: Game, state: GameState) -> str | None:
    """The position in Freecell Solver's board format (None if some card is face
    down or a foundation is not one suit's run from the ace)."""
    if not all(IS_FACE_UP[c] for pile in state.piles for c in pile):
        return None

    def label(c: int) -> str:
        return RANK_LETTERS[c & 0xF] + SUIT_LETTERS[(c >> 4) & 0x7]

    home = dict.fromkeys(FOUNDATION_SUITS, 0)
    for f in game.foundations:
        pile = state.piles[f]
        if pile:
            home[SUIT_LETTERS[(pile[-1] >> 4) & 0x7]] = pile[-1] & 0xF
    cells = [state.piles[c] for c in game.of_kind(Kind.CELL)]
    lines = ["Foundations: " + " ".join(f"{s}-{home[s]}" for s in FOUNDATION_SUITS)]
    if cells:
        lines.append("Freecells: " + " ".join(label(c[-1]) if c else "-" for c in cells))
    lines += [": " + " ".join(map(label, state.piles[t])) for t in game.of_kind(Kind.TABLEAU)]
    return "\n".join(lines) + "\n"


_SENTENCE = re.compile(r"Move (?:a card|(\d+) cards) from (stack|freecell) (\d+) to "
                       r"(?:(stack|freecell) (\d+)|the foundations)")
_SEQUENCE = re.compile(r"Move the sequence on top of Stack (\d+) to the foundations")


def parse_solution(text: str) -> list[FcsMove]:
    """Freecell Solver's moves as its command line prints them (`fc-solve -m`)."""
    moves = []
    for line in text.splitlines():
        if m := _SEQUENCE.search(line):
            moves.append(FcsMove(SEQUENCE_TO_HOME, int(m[1]), 0, 13))
        elif m := _SENTENCE.search(line):
            count, src_kind, src, dst_kind, dst = m.groups()
            from_stack = src_kind == "stack"
            if dst_kind is None:
                kind = STACK_TO_HOME if from_stack else CELL_TO_HOME
            elif dst_kind == "stack":
                kind = STACK_TO_STACK if from_stack else CELL_TO_STACK
            else:
                kind = STACK_TO_CELL if from_stack else CELL_TO_CELL
            moves.append(FcsMove(kind, int(src), int(dst or 0), int(count or 1)))
    return moves


def translate(game: Game, state: GameState, line: Iterable[FcsMove]) -> list[Move] | None:
    """Freecell Solver's line as our moves, each checked against the engine's legal
    moves in its turn (on a copy of `state`); None unless it all replays to a win.

    Its cards are followed on a copy of its own piles: where our rules send cards home
    by themselves (Baker's Game), its move of such a card is already made here."""
    state = state.copy()
    cells, stacks = game.of_kind(Kind.CELL), game.of_kind(Kind.TABLEAU)
    ours = {**{("stack", i): p for i, p in enumerate(stacks)},
            **{("cell", i): p for i, p in enumerate(cells)}}
    theirs = {where: list(state.piles[pile]) for where, pile in ours.items()}

    def home(card: int) -> bool:
        return any(card in state.piles[f] for f in game.foundations)

    moves: list[Move] = []
    for kind, src, dst, count in line:
        if kind in IGNORED:
            continue
        source = ("cell" if kind in (CELL_TO_STACK, CELL_TO_CELL, CELL_TO_HOME) else "stack",
                  src)
        n = count if kind in (STACK_TO_STACK, SEQUENCE_TO_HOME) else 1
        pile = theirs.get(source)
        if pile is None or not 1 <= n <= len(pile):
            return None
        moving = pile[-n:]
        del pile[-n:]
        if kind in (STACK_TO_HOME, CELL_TO_HOME, SEQUENCE_TO_HOME):
            for card in reversed(moving):          # the top card first
                if home(card):
                    continue
                move = next((m for m in game.legal_moves(state) if m.dst in game.foundations
                             and m.count == 1 and state.piles[m.src][-1:] == (card,)), None)
                if move is None:
                    return None
                game.play(state, move)
                moves.append(move)
            continue
        target = ("cell" if kind in (STACK_TO_CELL, CELL_TO_CELL) else "stack", dst)
        if target not in theirs:
            return None
        theirs[target].extend(moving)
        left = sum(1 for card in moving if not home(card))   # ours sent the rest home
        if not left:
            continue
        move = Move("move", ours[source], ours[target], left)
        if move not in game.legal_moves(state):
            return None
        game.play(state, move)
        moves.append(move)
    return moves if game.is_won(state) else None


# --- the library --------------------------------------------------------------------------

def enabled() -> bool:
    return os.environ.get("REUSSITE_FCS", "1") != "0"


@cache
def _bindings():
    """The bindings' solver class, or None when they or the library are missing."""
    try:
        import freecell_solver
        freecell_solver.FreecellSolver()        # loads the library: may fail
    except Exception:   # ImportError, OSError from the library, or anything else
        return None
    return freecell_solver.FreecellSolver


def installed() -> bool:
    """Are the bindings and the library there (whether or not turned off)?"""
    return _bindings() is not None


def available() -> bool:
    return enabled() and installed()


def applies(game: Game, state: GameState) -> bool:
    """Will `FcsJob` try this position?"""
    return available() and shape(game) is not None and board(game, state) is not None


class FcsJob:
    """Freecell Solver on one position, run in slices of iterations. `run` returns
    (verdict word, our moves): ("won", line) once its line replays to a win here,
    ("unwinnable", []) when it has tried everything, ("unknown", []) when its line did
    not replay (then our own search must decide), or None while it works on.

    Two scans, as fc-solve's own advice has it: first its quick preset ("looking
    glass"), which finds wins fast but may give up on a winnable deal; if it gives up,
    the complete scan (every kind of move tried: `-to 01ABCDE`), whose "not solvable"
    is a proof."""

    ITERATIONS = 5_000      # per slice: a few milliseconds
    SCANS = (["-l", "lg"], ["-to", "01ABCDE"])

    def __init__(self, game: Game, state: GameState) -> None:
        self.game, self.state = game, state.copy()
        # The preset runs several scans, each with FreeCell's own rules whatever we say:
        # other shapes get the complete scan only.
        self.scans = self.SCANS if shape(game) == FREECELL_SHAPE else self.SCANS[1:]
        self.scan = 0
        self.iterations = 0
        self._start()

    def _start(self) -> None:
        self.solver = _bindings()()
        self.solver.input_cmd_line(shape(self.game).options() + self.scans[self.scan])
        self.limit = self.ITERATIONS
        self.solver.limit_iterations(self.limit)
        self.started = False
        self.done_before = self.iterations

    def run(self) -> tuple[str, list[Move]] | None:
        solver = self.solver
        if not self.started:
            self.started = True
            code = solver.solve_board(board(self.game, self.state))
        else:
            self.limit += self.ITERATIONS
            solver.limit_iterations(self.limit)
            code = solver.resume_solution()
        self.iterations = self.done_before + solver.get_num_times()
        if code in (SUSPENDED, EXCEEDED):
            return None
        if code == NOT_SOLVABLE:
            if not shape(self.game).exact:
                return ("unknown", [])      # our rules allow more: not a proof for us
            if self.scan + 1 < len(self.scans):
                self.scan += 1
                self._start()
                return None
            return ("unwinnable", [])
        if code != SOLVED:
            return ("unknown", [])
        line = []
        while (m := solver.get_next_move()) is not None:
            line.append(FcsMove(*(b if isinstance(b, int) else ord(b) for b in m.s[0:4])))
        moves = translate(self.game, self.state, line)
        return ("won", moves) if moves is not None else ("unknown", [])
