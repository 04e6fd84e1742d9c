"""Foundations that open one below the other, each fed by the one above (Osmosis, Peek).

A column of foundations is filled from the top. The first holds the base card (the deal
lays it; its rank is kept in a counter, see base_card) and takes any card of its suit at
any time, in any order. Each later foundation starts, once the one above it has started,
with a card of the base rank; after that it takes a card of its own suit only if a card
of the same rank already lies in the foundation above it. No rank order is kept: the
cards go up as they come.

    RankAbove()     can_drop hook: these rules for the foundations, the piles' own
                    rules everywhere else
    RankAbove(in_order=False)   AisleRiot's Osmosis script: an empty foundation opens
                    with the base rank whether or not the ones above have started (it
                    then takes nothing more until the one above holds the ranks)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .base_card import BASE_RANK, base_rank
from .cards import RANK_OF, SUIT_OF
from .mechanism import Mechanism

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState


@dataclass(frozen=True)
class RankAbove(Mechanism):
    """The foundations of `group`, in their order, follow the rank in the one above."""

    group: str = "foundation"
    counter: str = BASE_RANK
    in_order: bool = True

    # Its hook decides only what the foundations take (solver/dominance.py).
    home_moves_plain = True

    def home_move_dominates(self, game: Game, state: GameState, move) -> bool:
        """Does this move home take no other card's place (solver/dominance.py)? So
        where it goes onto a started foundation of a one-pack game: the one place its
        card can ever go (a suit's foundation, opened by its base card), and a
        foundation only ever takes more as the one above it grows."""
        return bool(state.piles[move.dst]) and game.total_cards <= 52

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if game.group_of[dst] != self.group:
            return game.standard_drop(state, src, n, dst)
        sources = game.pile_specs[dst].sources
        if n != 1 or src == dst or (sources and game.group_of[src] not in sources):
            return False
        card = state.piles[src][-1]
        column = game.groups[self.group]
        k = column.index(dst)
        target = state.piles[dst]
        if not target:   # opens only below a started foundation, with the base rank
            return (RANK_OF[card] == base_rank(game, state, self.counter)
                    and (not self.in_order or all(state.piles[p] for p in column[:k])))
        if SUIT_OF[card] != SUIT_OF[target[0]]:
            return False
        return k == 0 or any(RANK_OF[c] == RANK_OF[card] for c in state.piles[column[k - 1]])
