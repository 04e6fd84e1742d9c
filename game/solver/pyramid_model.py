"""Pyramids as the search needs them: which slots hold a card, the stock's position and
the wastes, all by rank.

In Thirteen, Treize and Yield (pyramid.PyramidPairs) the pyramid's cards never move
(only leave), the stock turns in a fixed order and a pair is two ranks worth 13, so a
position is the set of slots still filled (a bit mask), how far the stock has been
turned and the ranks on the wastes. `PyramidModel` plays the mechanism's moves on that —
pairs of available cards, kings alone, the pair on the last waste pile (Thirteen's waste,
Treize's and Yield's W2) and the waste that slides (Treize, Yield) — by the mechanism's
own switches, many times faster than the engine's general hooks. The same rules
compiled: tests compare its moves with `legal_moves` on random positions, and its lines
become the engine's moves (`engine_line`), replayed before they are trusted.

A king alone in the pyramid is taken out at once, without trying anything else: it
pairs with nothing, and its going only frees cards, so every won line can take it first
(in Thirteen a king on the waste too: nothing there slides).
"""

from __future__ import annotations

from game.engine.cards import KING, RANK_OF
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.pairs import PAIR, SINGLE
from game.engine.state import GameState
from game.rules.pyramid import THIRTEEN_RULE, WASTE_PAIR, PyramidPairs

from .fitted import mechanism
from .golf_model import CardsLeft

DRAW = ("stock",)


class PyramidModel(CardsLeft):
    """A pyramid position for small.SmallSearch (moves, play, undo, key, won, score)."""

    def __init__(self, game: Game, state: GameState, rule: PyramidPairs) -> None:
        self.rule = rule
        self.slots = game.groups[rule.cover.group]
        self.wastes = game.groups["waste"]
        action = game.spec.stock_action
        stock = game.pile_index(action.stock)
        self.draw_move = Move("stock", stock, game.pile_index(action.waste), 0)
        self.draw_into = self.wastes.index(game.pile_index(action.waste))
        piles = state.piles
        self.rank = [RANK_OF[piles[i][-1]] if piles[i] else 0 for i in self.slots]
        self.occupied = sum(1 << k for k, i in enumerate(self.slots) if piles[i])
        self.over = [sum(1 << j for j in over) for over in rule.cover.covered_by]
        self.stock = [RANK_OF[c] for c in reversed(piles[stock])]
        self.turned = 0
        self.waste = [[RANK_OF[c] for c in piles[w]] for w in self.wastes]
        self.left = bin(self.occupied).count("1") + sum(map(len, self.waste)) + len(self.stock)

    # --- what may be played --------------------------------------------------------
    def _ready(self) -> list[tuple[int, int]]:
        """The available cards as (place, rank): a slot k as k, waste w as -1-w."""
        occ, over, rank = self.occupied, self.over, self.rank
        ready = [(k, rank[k]) for k in range(len(rank))
                 if occ >> k & 1 and not occ & over[k]]
        ready += [(-1 - w, cards[-1]) for w, cards in enumerate(self.waste) if cards]
        return ready

    def moves(self) -> list[tuple]:
        """The moves to try, the last first (the stock last); a safe king alone."""
        ready = self._ready()
        for place, r in ready:
            if r == KING and (place >= 0 or not self.rule.slide):
                return [(SINGLE, place)]
        return self.all_moves(ready)

    def all_moves(self, ready: list[tuple[int, int]] | None = None) -> list[tuple]:
        """Every legal move, the stock first."""
        ready = self._ready() if ready is None else ready
        found: list[tuple] = []
        if self.turned < len(self.stock):
            found.append(DRAW)
        if self.rule.under_waste:
            cards = self.waste[-1]
            if len(cards) >= 2 and cards[-1] + cards[-2] == 13:
                found.append((WASTE_PAIR,))
        found += [(SINGLE, p) for p, r in ready if r == KING]
        for i, (a, ra) in enumerate(ready):
            for b, rb in ready[i + 1:]:
                if ra + rb == 13:
                    found.append((PAIR, a, b))
        return found

    # --- playing ---------------------------------------------------------------------
    def _take(self, place: int, undo: list) -> None:
        if place >= 0:
            self.occupied &= ~(1 << place)
            undo.append(("slot", place))
        else:
            undo.append(("waste", -1 - place, self.waste[-1 - place].pop()))
        self.left -= 1

    def play(self, move: tuple) -> list:
        undo: list = []
        if move is DRAW:
            self.waste[self.draw_into].append(self.stock[self.turned])
            self.turned += 1
            undo.append(("draw",))
        elif move[0] == WASTE_PAIR:
            self._take(-len(self.waste), undo)
            self._take(-len(self.waste), undo)
        else:
            for place in move[1:]:
                self._take(place, undo)
        if self.rule.slide:
            first, second = self.waste
            if not first and second:
                first.append(second.pop(0))
                undo.append(("slide",))
        return undo

    def undo(self, undo: list) -> None:
        for step in reversed(undo):
            kind = step[0]
            if kind == "slot":
                self.occupied |= 1 << step[1]
                self.left += 1
            elif kind == "waste":
                self.waste[step[1]].append(step[2])
                self.left += 1
            elif kind == "draw":
                self.turned -= 1
                self.waste[self.draw_into].pop()
            else:
                first, second = self.waste
                second.insert(0, first.pop())

    def key(self) -> bytes:
        parts = [len(self.stock) - self.turned]
        for cards in self.waste:
            parts += cards
            parts.append(0xFF)
        return self.occupied.to_bytes(4, "little") + bytes(parts)

    def engine_line(self, line: list[tuple]) -> list[Move]:
        """The moves as the engine names them (its piles, its pair order)."""
        slots, wastes = self.slots, self.wastes

        def pile(place: int) -> int:
            return slots[place] if place >= 0 else wastes[-1 - place]

        moves = []
        for m in line:
            if m is DRAW:
                moves.append(self.draw_move)
            elif m[0] == WASTE_PAIR:
                moves.append(Move(WASTE_PAIR, wastes[-1], -1, 2))
            elif m[0] == SINGLE:
                moves.append(Move(SINGLE, pile(m[1]), -1, 1))
            else:
                a, b = sorted((pile(m[1]), pile(m[2])))
                moves.append(Move(PAIR, a, b, 1))
        return moves


def pyramid_applies(game: Game) -> bool:
    """A pyramid of at most 32 covering cards, pairs to 13, a stock not redealt."""
    rule = mechanism(game, PyramidPairs)
    action = game.spec.stock_action
    return isinstance(rule, PyramidPairs) and action is not None and not action.redeals \
        and rule.cover.size <= 32 and THIRTEEN_RULE.total == 13


def pyramid_model(game: Game, state: GameState) -> PyramidModel | None:
    """The model of a pyramid game's position, or None for any other game."""
    if not pyramid_applies(game):
        return None
    return PyramidModel(game, state, mechanism(game, PyramidPairs))
