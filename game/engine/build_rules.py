"""Build rules as look-up tables: which cards may be laid on which.

A build rule (`spec.Build`) looks only at rank and suit, the low bits of a card
(`IDENTITY`), and the rules and the solver ask it millions of times; so each rule is
worked out once, for every pair of identities, into a table.
"""

from __future__ import annotations

from functools import cache

from .cards import RANK_OF, RED_SUITS, SUIT_OF, SUIT_SHIFT, Card
from .spec import ANY_RANK, DOUBLING, EQUAL_RANK, UP_OR_DOWN, Build, SuitRule

IDENTITY = 0x7F     # a card's rank and suit bits: all a build rule looks at
ANY_IDENTITY = frozenset(range(IDENTITY + 1))


RANKS, SUITS = range(16), range(8)     # every value of a card's rank and suit bits


def suit_rule(suit: SuitRule):
    """`suit_ok(below_suit, above_suit)` for a suit rule."""
    if suit is SuitRule.SAME_SUIT:
        return lambda below, above: below == above
    if suit is SuitRule.ALTERNATE_COLOUR:
        return lambda below, above: (below in RED_SUITS) != (above in RED_SUITS)
    if suit is SuitRule.SAME_COLOUR:
        return lambda below, above: (below in RED_SUITS) == (above in RED_SUITS)
    if suit is SuitRule.OTHER_SUIT:
        return lambda below, above: below != above
    return lambda below, above: True


def _rank_rule(build: Build, rank_order: tuple[int, ...]):
    """`rank_ok(below_rank, above_rank)` for a build rule; ranks follow `rank_order`."""
    pos = [0] * 16
    for i, rank in enumerate(rank_order):
        pos[rank] = i
    size = len(rank_order)
    direction, step, wrap = build.direction, build.step, build.wrap

    def rank_ok(below: int, above: int) -> bool:
        if direction == EQUAL_RANK:
            return below == above
        if direction == ANY_RANK:
            return True
        if direction == DOUBLING:   # values 1…size by position; the last is worth 0
            value = pos[below] + 1
            return 0 < value < size and pos[above] + 1 == 2 * value % size
        diff = pos[above] - pos[below]
        if wrap:
            diff %= size
            ups, downs = diff == step, diff == size - step
        else:
            ups, downs = diff == step, diff == -step
        if direction == UP_OR_DOWN:
            return ups or downs
        return ups if direction > 0 else downs

    return rank_ok


def _build_rule(build: Build, rank_order: tuple[int, ...]):
    """`follows(below, above)` for a build rule, card by card (the table's definition)."""
    suit_ok, rank_ok = suit_rule(build.suit), _rank_rule(build, rank_order)

    def follows(below: Card, above: Card) -> bool:
        return (suit_ok(SUIT_OF[below], SUIT_OF[above])
                and rank_ok(RANK_OF[below], RANK_OF[above]))

    return follows


@cache
def fits_table(build: Build, rank_order: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    """For each card identity (rank and suit), the identities that may be laid on it:
    the build rule as a look-up, since the rules and the solver ask it millions of
    times. A rule looks at suits and ranks separately, so the table is their product."""
    suit_ok, rank_ok = suit_rule(build.suit), _rank_rule(build, rank_order)
    suits = [[above for above in SUITS if suit_ok(below, above)] for below in SUITS]
    ranks = [[above for above in RANKS if rank_ok(below, above)] for below in RANKS]
    return tuple(frozenset(rank | suit << SUIT_SHIFT
                           for suit in suits[SUIT_OF[below]] for rank in ranks[RANK_OF[below]])
                 for below in range(IDENTITY + 1))


def follows_rule(build: Build, rank_order: tuple[int, ...]):
    """A fast `follows(below, above)`: may `above` lie on `below` by this build rule."""
    fits = fits_table(build, rank_order)

    def follows(below: Card, above: Card) -> bool:
        return (above & IDENTITY) in fits[below & IDENTITY]

    return follows


_DECK_FITS: dict[tuple, tuple[frozenset[int], ...]] = {}


def deck_fits(build: Build, rank_order: tuple[int, ...],
              in_deck: frozenset[int]) -> tuple[frozenset[int], ...]:
    """`fits_table` less the identities no card of the deck has (fewer targets to list),
    kept for every game of the same build, rank order and deck."""
    key = (build, rank_order, in_deck)
    table = _DECK_FITS.get(key)
    if table is None:
        table = _DECK_FITS[key] = tuple(wanted & in_deck
                                        for wanted in fits_table(build, rank_order))
    return table
