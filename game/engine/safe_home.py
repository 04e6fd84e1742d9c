"""When a card may go to its foundation for good: one definition, for auto-play and the
solver alike.

A card c is safe to send home when no card that could still want to lie on c is left
outside the foundations: every card one rank lower that some pile's build rule lets lie
on c is home already. `strict` (for foundations that give cards back) also wants each of
those cards safe in turn. An ace never wants a base — it can always go home itself —
so a two waits for no ace, wherever every pile a card can leave may send it home.
"""

from __future__ import annotations

from collections import Counter

from game.record import Record

from .build_rules import IDENTITY, suit_rule
from .cards import RANK_OF, SUIT_OF, Card
from .game import Game
from .spec import Kind, Pick
from .state import GameState


class SafeHome(Record):
    """A game's foundations and, per card, the cards that may still want to lie on it."""

    __slots__ = ("foundations", "needs", "copies")

    def __init__(self, foundations: tuple[int, ...], needs: dict[int, tuple[int, ...]],
                 copies: Counter) -> None:
        self.foundations = foundations
        self.needs = needs    # card identity -> identities that may lie on it
        self.copies = copies  # identity -> copies in the deck

    @classmethod
    def for_game(cls, game: Game) -> SafeHome:
        rules = [suit_rule(p.build.suit) for p in game.pile_specs
                 if p.kind is not Kind.FOUNDATION and p.build is not None]
        copies = Counter(c & IDENTITY for c in game.spec.deck())
        position = game.rank_position
        first = 0 if _aces_always_go_home(game) else -1
        needs = {c: tuple(d for d in copies
                          if RANK_OF[d] and position[RANK_OF[d]] == position[RANK_OF[c]] - 1
                          and position[RANK_OF[d]] > first
                          and any(fits(SUIT_OF[c], SUIT_OF[d]) for fits in rules))
                 for c in copies}
        return cls(tuple(game.foundations), needs, copies)

    def home(self, state: GameState) -> Counter:
        """How many copies of each card identity lie on the foundations."""
        return Counter(c & IDENTITY for f in self.foundations for c in state.piles[f])

    def is_safe(self, card: Card, home: Counter, strict: bool = False) -> bool:
        for d in self.needs.get(card & IDENTITY, ()):
            if home[d] < self.copies[d]:
                return False
            if strict and not self.is_safe(d, home, False):
                return False
        return True


def _aces_always_go_home(game: Game) -> bool:
    """Every pile a card may leave can send it to any foundation (none is choosy)."""
    pickable = {i for i, p in enumerate(game.pile_specs)
                if p.kind is not Kind.FOUNDATION and p.pick is not Pick.NONE}
    for f in game.foundations:
        allowed = game.pile_specs[f].sources
        if allowed and not pickable <= {i for i, p in enumerate(game.pile_specs)
                                        if p.name in allowed}:
            return False
    return True
