"""Build rules as look-up tables: which cards may be laid on which.

A build rule (`spec.Build`) looks only at rank and suit, the low bits of a card
(`IDENTITY`), and the rules and the solver ask it millions of times; so each rule is
worked out once, for every pair of identities, into a table.
"""

from __future__ import annotations

from functools import cache

from .cards import IS_RED, RANK_OF, SUIT_OF
from .spec import EQUAL_RANK, UP_OR_DOWN, Build, SuitRule

IDENTITY = 0x7F     # a card's rank and suit bits: all a build rule looks at
ANY_IDENTITY = frozenset(range(IDENTITY + 1))


def _build_rule(build: Build, rank_order: tuple[int, ...]):
    """`follows(below, above)` for a build rule, computed from ranks and suits."""
    pos = [0] * 16
    for i, rank in enumerate(rank_order):
        pos[rank] = i
    size = len(rank_order)
    suit, direction, step, wrap = build.suit, build.direction, build.step, build.wrap

    def suit_ok(below: int, above: int) -> bool:
        if suit is SuitRule.SAME_SUIT:
            return SUIT_OF[below] == SUIT_OF[above]
        if suit is SuitRule.ALTERNATE_COLOUR:
            return IS_RED[below] != IS_RED[above]
        if suit is SuitRule.SAME_COLOUR:
            return IS_RED[below] == IS_RED[above]
        if suit is SuitRule.OTHER_SUIT:
            return SUIT_OF[below] != SUIT_OF[above]
        return True

    def follows(below: int, above: int) -> bool:
        if not suit_ok(below, above):
            return False
        if direction == EQUAL_RANK:
            return RANK_OF[below] == RANK_OF[above]
        diff = pos[RANK_OF[above]] - pos[RANK_OF[below]]
        if wrap:
            diff %= size
            ups, downs = diff == step, diff == size - step
        else:
            ups, downs = diff == step, diff == -step
        if direction == UP_OR_DOWN:
            return ups or downs
        return ups if direction > 0 else downs

    return follows


@cache
def fits_table(build: Build, rank_order: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    """For each card identity (rank and suit), the identities that may be laid on it:
    the build rule as a look-up, since the rules and the solver ask it millions of
    times."""
    follows = _build_rule(build, rank_order)
    return tuple(frozenset(above for above in range(IDENTITY + 1) if follows(below, above))
                 for below in range(IDENTITY + 1))
