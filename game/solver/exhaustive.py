"""An exhaustive depth-first search over condensed keys, beside the portfolio's others.

The best-first searches keep a copy of every open position and meet each position again
under another key whenever twins swap places or the same cards reach the foundations in
another order. In games with a stock dealt a few times (Auld Lang Syne, Diwan, the
Dondorf games of two packs) that makes a loss unprovable in the time. This member is
small.py's depth-first search — one position played forward and back with the engine's
own moves, a set of short keys — over the condensed key (condensed.py): exact, so when
it runs dry the deal is proved lost, and it keeps only bytes per position. Where the
game's safe moves home are sound for proofs (safe.SafeRule, foundations that keep their
cards) each position is entered with them played, as proof.py does: a card that no card
left out can need is never kept back (Der Diwan: depth 265 where it was 34 thousand,
its rows read as interchangeable).

A member states what it needs of the rules (`wants`): a key that condenses (twins, or
foundations whose cards never leave), and no search of the game's own kind already
deciding it (small games: fitted.py; Spider's compact model, Poker Square). Moves are tried the
cards home first, the stock last: the order speeds wins only, every move is tried.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .canonical import Canonical
from .condensed import condensed_key, condenses
from .dominance import HomeDominance, dominance_for
from .fitted import fitted_key
from .safe import SafeRule
from .search import Budget
from .small import EngineModel, SmallSearch
from .spider import applies as spider_applies


class HomeFirstModel(EngineModel):
    """The engine's position; moves to a foundation are tried first, the stock last.
    With a `safe` rule each move is followed by the safe moves home it allows (and the
    start by those it has); the line handed back holds them."""

    def __init__(self, game: Game, state: GameState, key, safe: SafeRule | None = None,
                 dominance: HomeDominance | None = None) -> None:
        super().__init__(game, state, key)
        self.foundations = frozenset(game.foundations)
        self.dominance = dominance
        self.safe = safe if safe is not None and not safe.gives_back else None
        self.first: list[Move] = ([t.move for t in self.safe.forced(self.state)]
                                  if self.safe is not None else [])
        self.followers: list[list[Move]] = []   # the safe moves after each move played
        self.safe_played = len(self.first)      # safe moves played in all (for the tests)

    def play(self, move: Move) -> tuple:
        steps = self.game.play(self.state, move).steps
        if self.safe is None:
            return steps
        turns = self.safe.forced(self.state, move)
        self.followers.append([t.move for t in turns])
        self.safe_played += len(turns)
        return steps + tuple(s for t in turns for s in t.steps) if turns else steps

    def undo(self, steps: tuple) -> None:
        super().undo(steps)
        if self.safe is not None:
            self.followers.pop()

    def engine_line(self, line: list) -> list[Move]:
        """The moves played with the safe moves that followed each (`line` is the
        search's path from the start, or its first move)."""
        if self.safe is None:
            return line
        moves = list(self.first)
        followers = self.followers
        for i, move in enumerate(line):
            moves.append(move)
            if i < len(followers):   # (none once the search has backed out)
                moves.extend(followers[i])
        return moves

    def moves(self) -> list[Move]:
        moves = self.game.legal_moves(self.state)
        foundations = self.foundations
        home, other, stock = [], [], []
        for m in moves:
            if m.action == "stock":
                stock.append(m)
            elif m.dst in foundations:
                home.append(m)
            else:
                other.append(m)
        if home and self.dominance is not None:
            move = self.dominance.dominant(self.state, home)
            if move is not None:
                return [move]   # it alone (dominance.py says why that loses no win)
        # popped from the end: home moves first, in the engine's order
        return stock + other[::-1] + home[::-1]


def wants(game: Game) -> bool:
    """Does the exhaustive search have something to add in this game (see the module)?"""
    return condenses(game) and not spider_applies(game) and fitted_key(game) is None


def at_once(game: Game) -> bool:
    """Does the search join from the start (members.py)? Where cards only ever go home
    and a dominant move home is tried alone (dominance.py), the positions are few: the
    deal's stock, the reserves' order and the foundations' tops (Osmosis, Peek, Auld
    Lang Syne: their deals proved lost in 0.1-0.4 s alone, 1.3 s when the search joined
    late)."""
    return (wants(game) and dominance_for(game) is not None
            and all(p.build is None and p.fill.kind == "none"
                    for i, p in enumerate(game.pile_specs) if i not in game.foundations))


def exhaustive_search(game: Game, state: GameState, canonical: Canonical,
                      budget: Budget, safe: SafeRule | None = None,
                      dominance: bool = True) -> SmallSearch:
    """`safe`: the game's safe-move rule, used only where it is sound for proofs;
    `dominance`: a dominant move home is tried alone where the game allows it
    (dominance.py)."""
    rule = dominance_for(game) if dominance else None
    model = HomeFirstModel(game, state, condensed_key(game, canonical), safe, rule)
    search = SmallSearch(model, budget)
    if search.result is not None and search.result.won:   # won by the safe moves alone
        search.result = replace(search.result, moves=list(model.first))
    return search


__all__ = ["HomeFirstModel", "at_once", "exhaustive_search", "wants"]
