"""Foundations each built by its own step (Calculation; AisleRiot's Hopscotch).

Foundation k starts with a card of rank steps[k] and takes, whatever the suit, the card
steps[k] ranks higher, counted round the rank order (after the king comes the ace again).
With the steps 1, 2, 3, 4 of Calculation:

    +1   A 2 3 4 5 6 7 8 9 10 J Q K
    +2   2 4 6 8 10 Q A 3 5 7 9 J K
    +3   3 6 9 Q 2 5 8 J A 4 7 10 K
    +4   4 8 Q 3 7 J 2 6 10 A 5 9 K

A step sharing no factor with the number of ranks meets every rank once before it comes
back to its base, so a foundation is full with one card of each rank, the king last.

    step_foundations(steps)   the piles: one group per foundation (each has its own build),
                              named foundation_0, foundation_1, …
    StepBases(steps, suit)    deal pattern: the base cards leave the pack for their
                              foundations before the rest is dealt
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd

from .cards import CLUBS, FULL_RANKS
from .deal_patterns import Dealer
from .spec import NOTHING, UP, Build, Kind, Pick, Piles, SuitRule

CALCULATION_STEPS = (1, 2, 3, 4)


def step_foundations(steps: tuple[int, ...] = CALCULATION_STEPS, name: str = "foundation",
                     ranks: int = len(FULL_RANKS),
                     suit: SuitRule = SuitRule.ANY_SUIT) -> tuple[Piles, ...]:
    """One foundation per step: `name_k` builds up by steps[k] ranks round the rank order
    and holds at most one card of each of the `ranks` ranks."""
    for step in steps:
        if gcd(step, ranks) != 1:
            raise ValueError(f"a step of {step} misses ranks of a {ranks}-rank order")
    return tuple(Piles(f"{name}_{k}", Kind.FOUNDATION, build=Build(suit, UP, step, wrap=True),
                       fill=NOTHING, pick=Pick.NONE, capacity=ranks)
                 for k, step in enumerate(steps))


@dataclass(frozen=True)
class StepBases:
    """Before the deal, the card of rank steps[k] in `suit` (one pack) leaves the pack and
    goes face up onto foundation k (Hopscotch: A♣ 2♣ 3♣ 4♣)."""

    steps: tuple[int, ...] = CALCULATION_STEPS
    suit: int = CLUBS
    name: str = "foundation"

    def __call__(self, dealer: Dealer) -> None:
        for k, step in enumerate(self.steps):
            [base] = dealer.take_out(lambda c, rank=step: c.rank == rank and c.suit == self.suit)
            dealer.lay(dealer.pile(f"{self.name}_{k}"), base)
