"""An exhaustive depth-first search over condensed keys, beside the portfolio's others.

The best-first searches keep a copy of every open position and meet each position again
under another key whenever twins swap places or the same cards reach the foundations in
another order. In games with a stock dealt a few times (Auld Lang Syne, Diwan, the
Dondorf games of two packs) that makes a loss unprovable in the time. This member is
small.py's depth-first search — one position played forward and back with the engine's
own moves, a set of short keys — over the condensed key (condensed.py): exact, so when
it runs dry the deal is proved lost, and it keeps only bytes per position.

A member states what it needs of the rules (`wants`): a key that condenses (twins, or
foundations whose cards never leave), and no search of the game's own kind already
deciding it (small games: fitted.py; Spider's compact model, Poker Square). Moves are tried the
cards home first, the stock last: the order speeds wins only, every move is tried.
"""

from __future__ import annotations

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .canonical import Canonical
from .condensed import condensed_key, condenses
from .fitted import fitted_key
from .search import Budget
from .small import EngineModel, SmallSearch
from .spider import applies as spider_applies


class HomeFirstModel(EngineModel):
    """The engine's position; moves to a foundation are tried first, the stock last."""

    def __init__(self, game: Game, state: GameState, key) -> None:
        super().__init__(game, state, key)
        self.foundations = frozenset(game.foundations)

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
        # popped from the end: home moves first, in the engine's order
        return stock + other[::-1] + home[::-1]


def wants(game: Game) -> bool:
    """Does the exhaustive search have something to add in this game (see the module)?"""
    return condenses(game) and not spider_applies(game) and fitted_key(game) is None


def exhaustive_search(game: Game, state: GameState, canonical: Canonical,
                      budget: Budget) -> SmallSearch:
    return SmallSearch(HomeFirstModel(game, state, condensed_key(game, canonical)), budget)


__all__ = ["HomeFirstModel", "exhaustive_search", "wants"]
