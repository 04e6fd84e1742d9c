"""Dondorf, *20 Patienzen* — games for two packs: Kaiser-Patience (Nr. 13), Die Matadore
(Nr. 15) and Russische Patience (Nr. 17, two Piquet packs). Die Arena and Die Italienerin
(Nr. 18, 19) are in `dondorf_arena`; Der Zopf, Der Diwan and Sympathie have their own
modules.

Kaiser-Patience: twelve rows of four around eight aces; rows build down in suit, the
outermost card of a row is free; an ace met while laying out goes to the middle, a second
king of a suit goes under the talon. Four passes.

                     [r0] [r1] [r2] [r3]            (rows fan outwards)
              [r8] ◄ [A ] [A ] [A ] [A ] ► [r10]    [talon] [waste]
              [r9] ◄ [A ] [A ] [A ] [A ] ► [r11]
                     [r4] [r5] [r6] [r7]

Die Matadore: a grid of 4×6; the eight queens each take a 5 (building down to the king)
on their left and a 6 (up to the jack) on their right. A 5 or 6 may wait in the grid and
collect its sequence there as a packet. One pass.

    [5][Q][6]   [g  g  g  g  g  g]   [5][Q][6]
    [5][Q][6]   [g  g  g  g  g  g]   [5][Q][6]      [talon] [waste]
    …

Russische Patience: 63 cards in nine columns, one ace out; columns build down in
alternating colour (K … 7), aces home, up in suit A, 7 … K. No talon.

    [A][A][A][A]  [c0][c1][c2] … [c8]  [A][A][A][A]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from game.engine.cards import (
    ACE,
    KING,
    PIQUET_RANKS,
    QUEEN,
    Card,
    piquet_32,
    two_packs,
)
from game.engine.chains import standard_drop
from game.engine.deal_patterns import Dealer, Rest
from game.engine.diverting_deal import BOTTOM, deal_diverting
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.spec import (
    ANY,
    DOWN,
    UP_OR_DOWN,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    fill_rank,
    foundations,
    stock,
    waste,
)
from game.engine.state import GameState

# --- Nr. 13 Kaiser-Patience --------------------------------------------------------------

def kaiser_deal(dealer: Dealer) -> None:
    """Four rounds of one card to each row; aces go home, a king whose twin already lies
    in the rows goes under the talon; either way the next card takes its place."""
    rows, homes, piles = dealer.piles("row"), dealer.piles("foundation"), dealer.state.piles

    def divert(c: Card) -> int | None:
        if c.rank == ACE:
            return next(f for f in homes if not piles[f])
        if c.rank == KING and any(x.identity == c.identity for r in rows for x in piles[r]):
            return BOTTOM
        return None

    for _ in range(4):
        for row in rows:
            deal_diverting(dealer, row, divert)
    Rest("stock")(dealer)


KAISER = GameSpec(
    id="dondorf_kaiser",
    deck=two_packs,
    piles=(stock(), waste(), foundations(8),
           Piles("row", Kind.TABLEAU, 12, build=Build(SuitRule.SAME_SUIT, DOWN), fill=ANY,
                 fill_sources=("waste",), build_sources=("row",))),
    deal=(kaiser_deal,),
    stock_action=DrawToWaste(draw=1, redeals=3),
    layout="dondorf_kaiser",
    max_score=104,
    solver_group="dondorf_two_decks",
)


# --- Nr. 15 Die Matadore -----------------------------------------------------------------

SIDES = {"five": 5, "six": 6}
PACKET = 6  # a five runs 5 4 3 2 A K, a six runs 6 7 8 9 10 J


def next_rank(side: str, rank: int) -> int:
    """The rank that continues a five (downwards, the ace followed by the king) or a six."""
    if side == "five":
        return KING if rank == ACE else rank - 1
    return rank + 1


@dataclass(frozen=True)
class Matadore(Mechanism):
    """The hooks of Die Matadore: who may go where among grid, queens, fives and sixes."""

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        if game.group_of[pile] == "grid":  # one card, or a whole packet
            return n in (1, len(state.piles[pile]))
        return n == 1

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        group, source = game.group_of[dst], game.group_of[src]
        if source not in ("grid", "waste") or src == dst:
            return False
        moving, target = state.piles[src][-n], state.piles[dst]
        if group == "queen":
            return n == 1 and not target and moving.rank == QUEEN
        if group in SIDES:
            queen = state.piles[game.groups["queen"][game.groups[group].index(dst)]]
            if not queen or moving.suit != queen[0].suit:
                return False  # no 5 or 6 leaves the grid before its queen is out
            if not target:
                return moving.rank == SIDES[group]
            return n == 1 and len(target) < PACKET and moving.rank == next_rank(
                group, target[-1].rank)
        if group != "grid" or n != 1:
            return False
        if not target:
            return source == "waste"
        if source == "grid" and len(state.piles[src]) != 1:
            return False  # packets move only as a whole, and only to their queen
        base = target[0]
        side = {5: "five", 6: "six"}.get(base.rank)
        return (side is not None and len(target) < PACKET and moving.suit == base.suit
                and moving.rank == next_rank(side, target[-1].rank))


    def drop_targets(self, game: Game, state: GameState) -> Callable[[int, int], list[int]]:
        """The piles `can_drop` could say yes to, in pile order (engine/mechanism.py): the
        empty queen places for a queen; the 5 and 6 beside each queen of its suit; the
        grid's gaps (from the waste) and its packets of its suit (for a lone card). The
        position is read once; then each card picked meets ~2 piles, not 48."""
        piles, groups = state.piles, game.groups
        gaps, packets, sides = [], {}, {}
        for pile in groups["grid"]:
            cards = piles[pile]
            if not cards:
                gaps.append(pile)
            elif cards[0].rank in (5, 6):
                packets.setdefault(cards[0].suit, []).append(pile)
        queens = [q for q in groups["queen"] if not piles[q]]
        for five, queen, six in zip(groups["five"], groups["queen"], groups["six"],
                                     strict=True):
            if piles[queen]:
                sides.setdefault(piles[queen][0].suit, []).extend((five, six))
        waste, grid = set(groups["waste"]), set(groups["grid"])

        def targets(src: int, n: int) -> list[int]:
            if src not in waste and src not in grid:
                return []
            cards = piles[src]
            moving = cards[-n]
            found: list[int] = []
            if n == 1:
                if src in waste:
                    found = gaps + packets.get(moving.suit, [])
                elif len(cards) == 1:
                    found = list(packets.get(moving.suit, ()))
                if moving.rank == QUEEN:
                    found += queens
            return sorted(found + sides.get(moving.suit, []))

        return targets


def matadore_deal(dealer: Dealer) -> None:
    """24 cards into the grid; the queens among them go to the queen places, left to right."""
    grid, queens = dealer.piles("grid"), iter(dealer.piles("queen"))
    for pile in grid:
        dealer.deal(pile)
    for pile in grid:
        if dealer.state.piles[pile][-1].rank == QUEEN:
            dealer.shift(pile, next(queens))
    Rest("stock")(dealer)


def _side(name: str) -> Piles:
    return Piles(name, Kind.FOUNDATION, 8, pick=Pick.NONE, capacity=PACKET, accepts_runs=True)


MATADORE = GameSpec(
    id="dondorf_matadore",
    deck=two_packs,
    piles=(stock(), waste(),
           Piles("grid", Kind.SLOT, 24, fill=ANY, fill_sources=("waste",), pick=Pick.RUN,
                 run_build=Build(SuitRule.SAME_SUIT, UP_OR_DOWN, wrap=True)),
           Piles("queen", Kind.FOUNDATION, 8, fill=fill_rank(QUEEN), pick=Pick.NONE,
                 capacity=1),
           _side("five"), _side("six")),
    deal=(matadore_deal,),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=Matadore().hooks(),
    layout="dondorf_matadore",
    max_score=104,
    solver_group="dondorf_two_decks",
)


# --- Nr. 17 Russische Patience -----------------------------------------------------------

def russisch_deal(dealer: Dealer) -> None:
    """Seven rows of nine; the first ace met goes home and the next card takes its place."""
    first_ace = [dealer.piles("foundation")[0]]

    def divert(c: Card) -> int | None:
        return first_ace.pop() if c.rank == ACE and first_ace else None

    for _ in range(7):
        for column in dealer.piles("column"):
            deal_diverting(dealer, column, divert)


def no_ace_on_a_column(game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
    """Columns run from the king down to the 7 only: an ace never goes on a column card."""
    if game.group_of[dst] == "column" and state.piles[dst] and state.piles[src][-1].rank == ACE:
        return False
    return standard_drop(game, state, src, n, dst)


RUSSISCH = GameSpec(
    id="dondorf_russisch",
    deck=partial(piquet_32, 2),
    rank_order=PIQUET_RANKS,
    piles=(foundations(8),
           Piles("column", Kind.TABLEAU, 9, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN),
                 fill=ANY)),
    deal=(russisch_deal,),
    hooks=Hooks(can_drop=no_ace_on_a_column),
    layout="dondorf_russisch",
    max_score=64,
    solver_group="dondorf_two_decks",
)

GAMES = (KAISER, MATADORE, RUSSISCH)
