"""Numbered, reproducible deals.

Deal N of a game is the same on every machine and every Python version: we use our own
generator (SplitMix64, fully specified integer arithmetic) and our own Fisher–Yates
shuffle instead of `random`, whose algorithms may change. FreeCell uses the Microsoft
numbering so that its deal #1 is the famous one.
"""

from __future__ import annotations

from collections.abc import Sequence
from hashlib import sha256
from typing import TypeVar

from game.i18n import _

from .cards import CLUBS, DIAMONDS, FULL_RANKS, HEARTS, SPADES, Card, card

T = TypeVar("T")

MIN_DEAL = 1
MAX_DEAL = 2**31 - 1
_MASK64 = (1 << 64) - 1


class DealNumberError(ValueError):
    pass


def check_deal_number(number: int) -> int:
    if not MIN_DEAL <= number <= MAX_DEAL:
        raise DealNumberError(_("deal number must be between {low} and {high}, not {number}")
                              .format(low=MIN_DEAL, high=MAX_DEAL, number=number))
    return number


class Rng:
    """SplitMix64: tiny, fast, good enough for shuffling cards, and fully specified."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


def seed_for(*parts: object) -> int:
    """A 64-bit seed from any parts (game id, deal number, purpose …), stable everywhere."""
    text = "\x1f".join(str(p) for p in parts).encode()
    return int.from_bytes(sha256(text).digest()[:8], "little")


def rng_for(*parts: object) -> Rng:
    return Rng(seed_for(*parts))


def shuffled(deck: Sequence[Card], game_id: str, number: int) -> list[Card]:
    """Deck order for deal `number` of `game_id`: the last card is the top of the pack."""
    cards = list(deck)
    rng_for(game_id, number, "deal").shuffle(cards)
    return cards


# --- Microsoft FreeCell numbering ----------------------------------------------------

def microsoft_order(number: int) -> list[Card]:
    """The 52 cards in the order the Microsoft deal `number` lays them, row by row.

    Deck A♣ A♦ A♥ A♠ 2♣ …; LCG state = state·214013 + 2531011 (mod 2^31), draw =
    (state >> 16) & 0x7fff; each draw picks index draw % cards_left, and the last card
    takes the picked card's place.
    """
    deck = [card(r, s, face_up=False) for r in FULL_RANKS
            for s in (CLUBS, DIAMONDS, HEARTS, SPADES)]
    state = number
    dealt: list[Card] = []
    while deck:
        state = (state * 214013 + 2531011) & 0x7FFFFFFF
        index = ((state >> 16) & 0x7FFF) % len(deck)
        dealt.append(deck[index])
        deck[index] = deck[-1]
        deck.pop()
    return dealt
