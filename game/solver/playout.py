"""Guided playouts: a portfolio member for the Spider family.

A playout plays one game from the position to its end, each move chosen by a small
policy (a Spider player's habits, written as a score per move, see `spider_policy`)
with a little noise, never back into a position the playout has seen. Many playouts,
each with other noise, go where a search that keeps every position cannot: to the end
of a two- or four-suit Spider deal in a few hundred moves. A playout that wins gives
its line, made of the engine's own moves (callers replay it before trusting it); a
playout never proves a loss.

Resumable like `Search`: `run(seconds=…, nodes=…)` returns None while it has not won.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine.cards import IS_FACE_UP, RANK_OF, SUIT_OF
from game.engine.game import Game
from game.engine.moves import Move, undo_steps
from game.engine.spec import Kind
from game.engine.state import GameState

from .canonical import Canonical
from .shorten import cut_detours
from .sliced import Budget, Result, Sliced, SliceEnd, Verdict

Policy = Callable[[Game, GameState, Move], float]

USELESS = -1000.0   # a whole pile moved into an empty pile: nothing changes


def spider_policy(game: Game, state: GameState, move: Move) -> float:
    """How much a Spider player likes a move: runs built in suit, face-down cards turned
    up, columns emptied; runs broken, cards put into empty columns and deals from the
    stock only when nothing better is left."""
    if move.action == "stock":
        return -15.0
    if move.action != "move":
        return 100.0        # a complete run sent home by a drag
    piles = state.piles
    cards, n = piles[move.src], move.count
    moving = cards[-n]
    target = piles[move.dst]
    if game.pile_specs[move.dst].kind is Kind.FOUNDATION:
        return 100.0
    score = float(n)
    if not target:
        if len(cards) == n:
            return USELESS
        score -= 20.0
    elif SUIT_OF[target[-1]] == SUIT_OF[moving]:
        score += 30.0
    if len(cards) == n:
        score += 15.0                       # a column emptied
    else:
        below = cards[-n - 1]
        if not IS_FACE_UP[below]:
            score += 25.0                   # a card turned up
        elif RANK_OF[below] == RANK_OF[moving] + 1:
            if SUIT_OF[below] == SUIT_OF[moving]:
                # a run broken: only worth it onto the same suit (no gain, no loss)
                score -= 0.0 if target and SUIT_OF[target[-1]] == SUIT_OF[moving] else 40.0
            else:
                score -= 5.0                # off one good place onto another
    return score


def reserve_policy(game: Game, state: GameState, move: Move) -> float:
    """Backbone's habits: cards home first, the blocked reserve's cards played on (each
    one frees the next), stock cards built on the table, single cards gathered onto
    their suit to free a pile; an empty pile is spent only on a waste card, the stock
    turned when nothing better is left."""
    if move.action == "stock":
        return -10.0
    kind = game.pile_specs[move.src].kind
    if game.pile_specs[move.dst].kind is Kind.FOUNDATION:
        return 120.0 if kind is Kind.RESERVE else 100.0
    if kind is Kind.RESERVE:
        return 60.0
    target, size = state.piles[move.dst], len(state.piles[move.src])
    if kind is Kind.WASTE:
        return 30.0 if target else 5.0
    if not target:
        return USELESS if size == move.count else -5.0
    return 20.0 if size == move.count else 2.0


def plait_policy(game: Game, state: GameState, move: Move) -> float:
    """Plait's habits: cards home first, the plait's free end before all (its cards are
    hard to free), then an edge card (the plait refills it) and a cell's; an edge card
    put into a cell to let the plait's next card out; a waste card into a cell while
    cells are free; cards moved only among cells and edges are useless."""
    if move.action == "stock":
        return -10.0
    src, dst = game.group_of[move.src], game.group_of[move.dst]
    if dst == "foundation":
        return {"plait": 130.0, "edge": 120.0, "cell": 110.0}.get(src, 100.0)
    plait_left = any(state.piles[p] for p in game.groups["plait"])
    if src == "edge" and dst == "cell" and plait_left:
        return 20.0
    if src == "waste":
        free = sum(1 for p in game.groups["cell"] if not state.piles[p])
        return 2.0 * free - 6.0
    return USELESS


# By name, as a game's tuning names its policy (tuning.py `playout`).
POLICIES: dict[str, Policy] = {"suit_runs": spider_policy, "reserve_first": reserve_policy,
                               "plait_free_end": plait_policy}


class Playouts(Sliced):
    """Playouts from one position, resumable like `Search` (`run`, `nodes`, `seconds`,
    `cut`, `result`). `nodes` counts the moves played."""

    MAX_MOVES = 1500        # per playout
    NOISE = 12.0            # the policy's scores get up to this much at random

    def __init__(self, game: Game, state: GameState, budget: Budget, *,
                 canonical: Canonical, policy: Policy, seed: int = 0) -> None:
        super().__init__(budget)
        self.game, self.policy = game, policy
        self.key = canonical.key
        self.root = state.copy()
        self.rng = random.Random(seed)
        self.playouts = 0
        self._line: list[Move] = []      # the winning line, shortened
        self._current: tuple[GameState, set, list[Move]] | None = None

    def _slice(self, end: SliceEnd) -> Verdict | None:
        while True:
            line = self._playout(end)
            if line is not None:
                self._line = cut_detours(self.game, self.root, line)
                return Verdict.WON
            if end.reached(self.nodes):
                return None

    def _finish(self, verdict: Verdict) -> Result:
        line = self._line
        return Result(verdict, line, self.nodes, self.seconds, line[0] if line else None)

    def _playout(self, end: SliceEnd) -> list[Move] | None:
        """Go on with the current playout (a new one if there is none) until it ends or
        the slice does (its positions or the wall clock, looked at each move: a playout
        of Plait's ran 1.5 s past a 10 ms slice of the worker); its line if it wins."""
        game, policy, rng, key = self.game, self.policy, self.rng, self.key
        if self._current is None:
            state = self.root.copy()
            self._current = (state, {key(state)}, [])
            self.playouts += 1
        state, seen, line = self._current
        noise = self.NOISE
        while len(line) < self.MAX_MOVES:
            if game.is_won(state):
                return line
            if self.nodes >= end.nodes or end.late():
                return None                  # the slice ends: go on next time
            scored = sorted(((policy(game, state, m) + noise * rng.random(), i, m)
                             for i, m in enumerate(game.legal_moves(state))), reverse=True)
            chosen = None
            for value, _, move in scored:
                if value <= USELESS + noise:
                    break
                turn = game.play(state, move)
                k = key(state)
                if k in seen:
                    undo_steps(state, turn.steps)
                    continue
                seen.add(k)
                chosen = move
                break
            if chosen is None:
                break                        # no move leads anywhere new: a dead end
            line.append(chosen)
            self.nodes += 1
        self._current = None
        return line if game.is_won(state) else None
