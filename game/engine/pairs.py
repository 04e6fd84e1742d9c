"""Pair removal: the mechanism of the "remove two cards that match" patiences.

A `PairRule` says which exposed cards may go together: two cards whose values add up
to a total (Die Elf 11, Block Ten 10, Fourteen 14, Helsinki 13), two cards of equal rank
(Adieu, Polonaise, Isabel) or of the same suit (Cover); some ranks may go alone (kings
in Helsinki, the court cards in Die Elf 9a); some rank pairs may match besides the rule
(Block Ten's 10-10, J-J …). Only the face-up top cards of the piles in `among` count;
an optional predicate `allowed(game, state, a, b)` narrows the pairs further (cards
that must lie next to each other).

`pair_moves` lists the moves: Move("pair", a, b, 1) with pile a < pile b, and
Move("single", a, -1, 1) for a card that goes alone. `play_pair` takes the cards to the
first pile of the `into` group; a game that does something else with a pair (Die Elf
covers both cards from the talon) plays the move itself and uses only `pair_moves`.
A game plugs the rule in through its `special_moves` and `play_special` hooks, or names
the `PairRemovals` mechanism: the rule's removals, won when every card is out, a point a
card.

A player may take a pair by either card: `as_played` reads a move made from the other
card (Move("pair", b, a, 1)) as the pair the legal moves list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from game.record import Record

from .cards import IS_FACE_UP, RANK_OF, SUIT_OF
from .mechanism import Mechanism
from .moves import Move

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .moves import StepRecorder
    from .state import GameState

SUM, EQUAL_RANK, SAME_SUIT = "sum", "equal_rank", "same_suit"
PAIR, SINGLE = "pair", "single"


class PairRule(Record):
    """Which two exposed cards match, and where removed cards go.

    kind      "sum" (values add up to `total`), "equal_rank" or "same_suit"
    total     the sum wanted (kind "sum"); card values are A=1 … K=13
    singles   ranks that are removed alone (Move "single")
    extra     rank pairs that match as well, e.g. ((10, 10), (11, 11)); order-free
    among     the pile groups whose face-up top cards may pair
    into      the group whose first pile receives removed cards ("" = the game decides)
    allowed   optional allowed(game, state, a, b) -> bool on pile indices a < b
    """

    __slots__ = ("kind", "total", "singles", "extra", "among", "into", "allowed")

    def __init__(self, kind: str = SUM, total: int = 0, singles: frozenset[int] = frozenset(),
                 extra: tuple[tuple[int, int], ...] = (), among: tuple[str, ...] = (),
                 into: str = "discard",
                 allowed: Callable[[Game, GameState, int, int], bool] | None = None) -> None:
        self.kind, self.total, self.singles, self.extra = kind, total, singles, extra
        self.among, self.into, self.allowed = among, into, allowed
        if self.kind not in (SUM, EQUAL_RANK, SAME_SUIT):
            raise ValueError(f"unknown pair kind {self.kind!r}")
        if self.kind == SUM and self.total <= 0:
            raise ValueError("a sum rule needs a positive total")
        if not self.among:
            raise ValueError("a pair rule needs the pile groups its cards come from")

    def matches(self, below: int, above: int) -> bool:
        """Do these two cards (in either order) make a pair?"""
        r1, r2 = RANK_OF[below], RANK_OF[above]
        if (r1, r2) in self.extra or (r2, r1) in self.extra:
            return True
        if r1 in self.singles or r2 in self.singles:
            return False  # a card that goes alone never pairs (Helsinki's kings)
        if self.kind == SUM:
            return r1 + r2 == self.total
        if self.kind == EQUAL_RANK:
            return r1 == r2
        return SUIT_OF[below] == SUIT_OF[above]


def exposed(game: Game, state: GameState, groups: Iterable[str]) -> list[int]:
    """The piles of these groups whose top card lies face up, in pile order."""
    piles = state.piles
    found = [i for g in groups for i in game.groups[g] if piles[i] and IS_FACE_UP[piles[i][-1]]]
    return sorted(found)


def pair_moves(game: Game, state: GameState, rule: PairRule) -> list[Move]:
    """Every removal the rule allows now: pairs first (a < b), then singles."""
    piles = state.piles
    tops = exposed(game, state, rule.among)
    moves: list[Move] = []
    for k, a in enumerate(tops):
        card_a = piles[a][-1]
        for b in tops[k + 1:]:
            if rule.matches(card_a, piles[b][-1]) and (
                    rule.allowed is None or rule.allowed(game, state, a, b)):
                moves.append(Move(PAIR, a, b, 1))
    if rule.singles:
        moves += [Move(SINGLE, a, -1, 1) for a in tops if RANK_OF[piles[a][-1]] in rule.singles]
    return moves


def as_played(game: Game, state: GameState, move: Move) -> Move | None:
    """The legal move a player's move means, or None. A move between two piles that is
    not a card move (a pair, and any game's own two-card action) is listed once, from
    one of its cards; the player may make it from the other, source and destination
    swapped."""
    if game.is_legal(state, move):
        return move
    if move.action in ("move", "stock"):
        return None
    mirror = Move(move.action, move.dst, move.src, move.count)
    return mirror if game.is_legal(state, mirror) else None


def play_pair(game: Game, state: GameState, move: Move, rec: StepRecorder,
              rule: PairRule) -> None:
    """Take a pair (or a single card) to the rule's `into` pile."""
    if not rule.into:
        raise ValueError("this rule leaves the removal to the game")
    into = game.groups[rule.into][0]
    rec.move(move.src, into, 1)
    if move.action == PAIR:
        rec.move(move.dst, into, 1)
    elif move.action != SINGLE:
        raise ValueError(f"not a pair move: {move!r}")


def removed(game: Game, state: GameState, rule: PairRule) -> int:
    """How many cards the rule's `into` group holds (the usual score)."""
    return sum(len(state.piles[i]) for i in game.groups[rule.into])


def all_removed(game: Game, state: GameState, rule: PairRule) -> bool:
    return removed(game, state, rule) == game.total_cards


class PairRemovals(Mechanism):
    """A game whose moves are the rule's removals into its `into` pile: won when every
    card is there, a point per card removed."""

    def __init__(self, rule: PairRule) -> None:
        self.rule = rule

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        return pair_moves(game, state, self.rule)

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        play_pair(game, state, move, rec, self.rule)

    def is_won(self, game: Game, state: GameState) -> bool:
        return all_removed(game, state, self.rule)

    def score(self, game: Game, state: GameState) -> int:
        return removed(game, state, self.rule)
