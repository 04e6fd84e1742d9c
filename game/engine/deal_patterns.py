"""Deal patterns: how the shuffled pack is laid out.

A pattern is a callable `pattern(dealer)`. The `Dealer` hands out cards in deal order and
records every card it lays (pile, card), so the table can animate the deal in the same
order the rules laid it. A game with a special deal writes its own small function using
the same `Dealer` methods.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.record import Record

from .cards import KING, Card
from .state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class Dealer:
    def __init__(self, state: GameState, pack: list[Card], groups: dict[str, list[int]]):
        self.state = state
        self.pack = pack            # deal order: pack[0] is dealt first
        self.groups = groups        # group name -> pile indices
        self.order: list[tuple[int, Card]] = []

    def piles(self, group: str) -> list[int]:
        return self.groups[group]

    def pile(self, name: str) -> int:
        return self.state.index(name)

    def remaining(self) -> int:
        return len(self.pack)

    def next_card(self) -> Card:
        return self.pack.pop(0)

    def lay(self, pile: int, c: Card, face_up: bool = True) -> None:
        c = c.face_up() if face_up else c.face_down()
        self.state.piles[pile] = self.state.piles[pile] + (c,)
        self.order.append((pile, c))

    def deal(self, pile: int, face_up: bool = True) -> Card:
        c = self.next_card()
        self.lay(pile, c, face_up)
        return c

    def shift(self, src: int, dst: int) -> None:
        """Move a laid card on: the top card of src onto dst (aces taken out after a deal)."""
        c = self.state.piles[src][-1]
        self.state.piles[src] = self.state.piles[src][:-1]
        self.state.piles[dst] = self.state.piles[dst] + (c,)
        self.order.append((dst, c))

    def take_out(self, wanted: Callable[[Card], bool]) -> list[Card]:
        """Remove matching cards from the pack (keeping the others' order)."""
        taken = [c for c in self.pack if wanted(c)]
        self.pack = [c for c in self.pack if not wanted(c)]
        return taken

    def put_back_bottom(self, c: Card) -> None:
        """Return a card under the pack (it will be dealt last)."""
        self.pack.append(c)


class Triangle(Record):
    """Pile k gets k+1 cards (or `first`+k), dealt in rows; only each top card face up."""

    __slots__ = ("group", "first")

    def __init__(self, group: str, first: int = 1) -> None:
        self.group, self.first = group, first

    def __call__(self, dealer: Dealer) -> None:
        piles = dealer.piles(self.group)
        counts = [self.first + k for k in range(len(piles))]
        for row in range(max(counts)):
            for pile, count in zip(piles, counts, strict=True):
                if row < count:
                    dealer.deal(pile, face_up=row == count - 1)


class Rows(Record):
    """`rows` rounds of one card to each pile of a group (all face up unless a pattern of
    booleans per row says otherwise); rows=0 deals the whole remaining pack round-robin."""

    __slots__ = ("group", "rows", "face_up")

    def __init__(self, group: str, rows: int = 0, face_up: tuple[bool, ...] = ()) -> None:
        self.group, self.rows, self.face_up = group, rows, face_up

    def __call__(self, dealer: Dealer) -> None:
        piles = dealer.piles(self.group)
        row = 0
        while dealer.remaining() and (self.rows == 0 or row < self.rows):
            up = self.face_up[row % len(self.face_up)] if self.face_up else True
            for pile in piles:
                if not dealer.remaining():
                    break
                dealer.deal(pile, face_up=up)
            row += 1


class Rest(Record):
    """The rest of the pack onto one pile, face down; the next card to deal ends on top."""

    __slots__ = ("pile", "face_up")

    def __init__(self, pile: str = "stock", face_up: bool = False) -> None:
        self.pile, self.face_up = pile, face_up

    def __call__(self, dealer: Dealer) -> None:
        pile = dealer.pile(self.pile)
        for c in reversed(dealer.pack):
            dealer.lay(pile, c, self.face_up)
        dealer.pack.clear()


class Counts(Record):
    """Pile k of a group gets counts[k] cards, dealt in rounds across the group (as a
    dealer would); the top `face_up` cards of each pile lie face up (-1: all)."""

    __slots__ = ("group", "counts", "face_up")

    def __init__(self, group: str, counts: tuple[int, ...], face_up: int = 1) -> None:
        self.group, self.counts, self.face_up = group, counts, face_up

    def __call__(self, dealer: Dealer) -> None:
        piles = dealer.piles(self.group)
        for row in range(max(self.counts, default=0)):
            for pile, count in zip(piles, self.counts, strict=True):
                if row < count:
                    up = self.face_up < 0 or row >= count - self.face_up
                    dealer.deal(pile, face_up=up)


class KingsUnder(Record):
    """`rows` rounds of one card face up to each pile of a group; then in each pile the
    kings go under the other cards (both in their dealt order), so no king covers a
    lower card of its pile (Baker's Dozen, Bristol)."""

    __slots__ = ("group", "rows")

    def __init__(self, group: str, rows: int) -> None:
        self.group, self.rows = group, rows

    def __call__(self, dealer: Dealer) -> None:
        piles = dealer.piles(self.group)
        columns: list[list[Card]] = [[] for _ in piles]
        for _row in range(self.rows):
            for column in columns:
                column.append(dealer.next_card())
        columns = [[c for c in col if c.rank == KING] + [c for c in col if c.rank != KING]
                   for col in columns]
        for row in range(self.rows):
            for pile, column in zip(piles, columns, strict=True):
                dealer.lay(pile, column[row])


class FirstRankHome(Record):
    """Before the deal, the cards of the first rank (the aces) leave the pack and go
    face up onto the foundations, one each, in suit order (Beleaguered Castle, Cruel)."""

    __slots__ = ("group", "rank")

    def __init__(self, group: str = "foundation", rank: int = 1) -> None:
        self.group, self.rank = group, rank

    def __call__(self, dealer: Dealer) -> None:
        firsts = sorted(dealer.take_out(lambda c: c.rank == self.rank), key=lambda c: c.suit)
        for pile, c in zip(dealer.piles(self.group), firsts, strict=True):
            dealer.lay(pile, c)


def score_beyond_first_ranks(game: Game, state: GameState) -> int:
    """The score of a game whose aces start at home: the cards played there since."""
    piles = state.piles
    return sum(len(piles[f]) for f in game.foundations) - len(game.foundations)


class OneEach(Record):
    """One card onto each pile of a group, in pile order (a pyramid's slots, row by row);
    the first `face_down` of them lie face down."""

    __slots__ = ("group", "face_down")

    def __init__(self, group: str, face_down: int = 0) -> None:
        self.group, self.face_down = group, face_down

    def __call__(self, dealer: Dealer) -> None:
        for k, pile in enumerate(dealer.piles(self.group)):
            dealer.deal(pile, face_up=k >= self.face_down)
