"""Golf and peaks as the search needs them: ranks, pile sizes, a stock position.

In Golf, Thieves, Elevator, Escalator and Tri-Peaks (golf.ToWaste) a position is how
many cards each table pile still holds, how far the stock has been turned and the rank
on the waste: nothing else changes and nothing else matters (suits do not count, a face
down card turns up when it is free, the score changes no rule). `GolfModel` holds just
that and plays the two moves — a free table card onto the waste, a card from the stock —
by the mechanism's own parameters (wrap-around, kings that stop a run, wild jokers, the
cover map), some ten times faster than the engine's general hooks. It is the same rules
compiled, not new ones: tests play random positions both ways and compare the moves, and
a won line is turned into the engine's moves (`engine_line`) and replayed through
`legal_moves` before anyone trusts it.
"""

from __future__ import annotations

from game.engine.cards import RANK_OF
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState
from game.rules.golf import JOKER_RANK, ToWaste, neighbours

from .fitted import mechanism

DRAW = -1          # the move "turn a card from the stock"; a table move is its pile's place
NO_CARD = 15       # the waste's rank while it is empty: nothing goes on it


class CardsLeft:
    """A model won when `left`, the cards still to clear, is 0; the fewer the better."""

    left: int

    def won(self) -> bool:
        return not self.left

    def lost(self) -> bool:
        return False

    def score(self) -> int:
        return -self.left


def takers_table(fits: list[frozenset[int]]) -> list[tuple[int, ...]]:
    """For each rank, the waste ranks it may be played onto."""
    return [tuple(below for below in range(16) if above in fits[below])
            for above in range(14)]


def fits_table(rule: ToWaste) -> list[frozenset[int]]:
    """For each waste rank, the ranks that may be played onto it."""
    table = []
    for below in range(16):
        ok = set()
        if below != NO_CARD:
            for above in range(14):
                if rule.jokers_wild and JOKER_RANK in (below, above):
                    ok.add(above)
                elif not (rule.king_stops and below == 13) and neighbours(below, above,
                                                                          rule.wrap):
                    ok.add(above)
        table.append(frozenset(ok))
    return table


class GolfModel(CardsLeft):
    """A golf position for small.SmallSearch (moves, play, undo, key, won, score).

    Its key is an int kept up to date by each move (a byte per table pile's size, then
    the stock's size and the waste rank), so that asking for it costs nothing."""

    def __init__(self, game: Game, state: GameState, rule: ToWaste) -> None:
        self.table = game.groups[rule.group]
        self.waste = game.groups["waste"][0]
        stock = game.pile_index("stock")
        self.draw_move = Move("stock", stock, self.waste, 0)
        self.ranks = [tuple(RANK_OF[c] for c in state.piles[i]) for i in self.table]
        self.sizes = [len(p) for p in self.ranks]
        cover = rule.cover
        self.over = ([cover.covered_by[k] for k in range(len(self.table))] if cover
                     else None)
        self.stock = [RANK_OF[c] for c in reversed(state.piles[stock])]   # next first
        self.turned = 0
        waste = state.piles[self.waste]
        self.top = RANK_OF[waste[-1]] if waste else NO_CARD
        self.fits = fits_table(rule)
        self.left = sum(self.sizes)
        # How many cards of each rank are still to come onto the waste (table and
        # stock), and of each rank on the table: a table card none of whose takers
        # can still come up is stranded, and the position lost.
        self.takers = takers_table(self.fits)
        # The ranks a move can strand: those the card it played, or the waste rank it
        # covered, could take (per pair of waste ranks).
        self.strandable = [[tuple(sorted(self.fits[top] | self.fits[covered]))
                            for covered in range(16)] for top in range(16)]
        self.covered = NO_CARD      # the waste rank the last move covered
        self.coming = [0] * 16
        self.on_table = [0] * 16
        for cards in self.ranks:
            for r in cards:
                self.coming[r] += 1
                self.on_table[r] += 1
        for r in self.stock:
            self.coming[r] += 1
        n = len(self.table)
        self._stock_at, self._top_at = 8 * n, 8 * n + 8
        self._key = (sum(size << (8 * k) for k, size in enumerate(self.sizes))
                     + (len(self.stock) << self._stock_at) + (self.top << self._top_at))

    def all_moves(self) -> list[int]:
        return self.moves()

    def moves(self) -> list[int]:
        """The moves to try, the last first: the stock last, the tallest pile first."""
        sizes, ranks, over, fits = self.sizes, self.ranks, self.over, self.fits[self.top]
        if over is None:
            found = [k for k, n in enumerate(sizes) if n and ranks[k][n - 1] in fits]
        else:
            found = [k for k, n in enumerate(sizes)
                     if n and ranks[k][n - 1] in fits and not any(sizes[j] for j in over[k])]
        if len(found) > 1:
            found.sort(key=sizes.__getitem__)
        if self.turned < len(self.stock):
            found.insert(0, DRAW)
        return found

    def play(self, move: int) -> int:
        """Play a move; what undoes it (the waste rank before)."""
        before = self.covered = self.top
        if move == DRAW:
            top = self.top = self.stock[self.turned]
            self.turned += 1
            self._key += ((top - before) << self._top_at) - (1 << self._stock_at)
        else:
            n = self.sizes[move] - 1
            self.sizes[move] = n
            top = self.top = self.ranks[move][n]
            self.left -= 1
            self.on_table[top] -= 1
            self._key += ((top - before) << self._top_at) - (1 << (8 * move))
        self.coming[top] -= 1
        return before * 64 + move + 1

    def undo(self, token: int) -> None:
        before, move = divmod(token, 64)
        move -= 1
        top = self.top
        self.coming[top] += 1
        if move == DRAW:
            self.turned -= 1
            self._key += (1 << self._stock_at) - ((top - before) << self._top_at)
        else:
            self.sizes[move] += 1
            self.left += 1
            self.on_table[top] += 1
            self._key += (1 << (8 * move)) - ((top - before) << self._top_at)
        self.top = before

    def key(self) -> int:
        return self._key

    def lost(self) -> bool:
        """Is a table card stranded: no card it may go onto on the waste now or to come?
        (Only the ranks the last move could strand are looked at: those that the card
        it played, or the waste rank it covered, could take.)"""
        coming, top, on_table, takers = self.coming, self.top, self.on_table, self.takers
        for r in self.strandable[top][self.covered]:
            if on_table[r]:
                for b in takers[r]:
                    if coming[b] or b == top:
                        break
                else:
                    return True
        return False
    def engine_line(self, line: list[int]) -> list[Move]:
        table, waste = self.table, self.waste
        return [self.draw_move if m == DRAW else Move("move", table[m], waste, 1)
                for m in line]


def golf_applies(game: Game) -> bool:
    """A golf game: cards played onto one waste by a `ToWaste` rule, a stock not redealt."""
    rule = mechanism(game, ToWaste)
    return isinstance(rule, ToWaste) and game.spec.stock_action is not None \
        and not game.spec.stock_action.redeals


def golf_model(game: Game, state: GameState) -> GolfModel | None:
    """The model of a golf game's position, or None for any other game."""
    if not golf_applies(game):
        return None
    return GolfModel(game, state, mechanism(game, ToWaste))
