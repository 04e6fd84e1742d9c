"""Moves a program may make for the player: cards to the foundations, all or only safe.

A card is safe to send home when no card could still need it in the tableau: an ace or a
two always, otherwise when every card one rank lower that could be built on it (of the
other colour where the tableau alternates colours, else of any suit) is home already.
"""

from __future__ import annotations

from collections import Counter

from .cards import IS_RED, RANK_OF
from .game import Game
from .moves import Move
from .spec import Kind, SuitRule
from .state import GameState


def foundation_moves(game: Game, state: GameState) -> list[Move]:
    homes = set(game.foundations)
    # An empty foundation that takes any card is the player's choice of a base: never
    # made for them.
    return [m for m in game.card_moves(state)
            if m.dst in homes and m.src not in homes and m.count == 1
            and (state.piles[m.dst] or game.pile_specs[m.dst].fill.kind != "any")]


def _alternating(game: Game) -> bool:
    return any(p.kind is Kind.TABLEAU and p.build is not None
               and p.build.suit is SuitRule.ALTERNATE_COLOUR for p in game.pile_specs)


def safe_foundation_moves(game: Game, state: GameState) -> list[Move]:
    moves = foundation_moves(game, state)
    if not moves:
        return []
    order = game.spec.rank_order
    position = game.rank_position
    home = Counter((RANK_OF[c], IS_RED[c]) for f in game.foundations for c in state.piles[f])
    deck = Counter((RANK_OF[c], IS_RED[c]) for c in game.spec.deck())
    alternating = _alternating(game)
    safe = []
    for m in moves:
        c = state.piles[m.src][-1]
        pos = position[RANK_OF[c]]
        if pos <= 1:
            safe.append(m)
            continue
        below = order[pos - 1]
        colours = (not IS_RED[c],) if alternating else (True, False)
        if all(home[(below, red)] == deck[(below, red)] for red in colours):
            safe.append(m)
    return safe


def first_legal_move(game: Game, state: GameState) -> Move | None:
    """'Play it for me' for games of pure chance: foundation moves first, else the first
    legal move the rules offer (the order of legal_moves is deterministic)."""
    moves = foundation_moves(game, state) or game.legal_moves(state)
    return moves[0] if moves else None
