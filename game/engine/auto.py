"""Moves a program may make for the player: cards to the foundations, all or only safe
(what "safe" means is safe_home's, shared with the solver).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from .game import Game
from .moves import Move
from .safe_home import SafeHome
from .state import GameState

_SAFE_HOME: WeakKeyDictionary[Game, SafeHome] = WeakKeyDictionary()


def foundation_moves(game: Game, state: GameState) -> list[Move]:
    homes = set(game.foundations)
    # An empty foundation that takes any card is the player's choice of a base: never
    # made for them.
    return [m for m in game.card_moves(state)
            if m.dst in homes and m.src not in homes and m.count == 1
            and (state.piles[m.dst] or game.pile_specs[m.dst].fill.kind != "any")]


def safe_foundation_moves(game: Game, state: GameState) -> list[Move]:
    moves = foundation_moves(game, state)
    if not moves:
        return []
    rule = _SAFE_HOME.get(game)
    if rule is None:
        rule = _SAFE_HOME[game] = SafeHome.for_game(game)
    home = rule.home(state)
    return [m for m in moves if rule.is_safe(state.piles[m.src][-1], home)]


def first_legal_move(game: Game, state: GameState) -> Move | None:
    """'Play it for me' for games of pure chance: foundation moves first, else the first
    legal move the rules offer (the order of legal_moves is deterministic)."""
    moves = foundation_moves(game, state) or game.legal_moves(state)
    return moves[0] if moves else None
