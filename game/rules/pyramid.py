"""Pyramid patiences (AisleRiot): take out pairs worth 13 and kings alone.

Values: ace 1 … ten 10, jack 11, queen 12; a king (13) goes out alone. Two available
cards worth 13 together go out as a pair (drag one onto the other; click a king).

Thirteen (Pyramid) — 28 cards in a pyramid of seven rows, only the bottom row face up;
a card turns up once both cards lying on it are gone. The stock turns one card at a
time onto the waste, once through. Available: free face-up pyramid cards and the top
waste card, which may also pair with the waste card under it (click the waste).
Treize — the pyramid lies face up; a card is available only when no card lies on it (it
never pairs with a card still lying on it: the manual's "visible" cards, the script's
`available?`). The waste is split: the first card drawn goes to a single place (W1),
later ones to a second waste (W2); both tops are available, the top of W2 also pairs
with the card under it, and when W1 empties the oldest W2 card slides into it.
Yield — Treize with the pyramid upside down: rows of 7 down to 1, each row lying on the
row above it.

Won when all 52 cards are out.

    [p0]                        [p0 p1 p2 p3 p4 p5 p6]
   [p1][p2]          …            [p7 … p12]
  …                                  …
 [p21 … p27]                          [p27]
 [stock][waste …]      [out]     [stock][W1][W2 …]      [out]
"""

from __future__ import annotations

from game.engine.cards import IS_FACE_UP, KING
from game.engine.cover import CoverMap, inverted_pyramid, pyramid
from game.engine.deal_patterns import OneEach, Rest
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.pairs import PAIR, SINGLE, SUM, PairRule
from game.engine.spec import NOTHING, DrawToWaste, GameSpec, Kind, Pick, Piles, stock, variant
from game.engine.state import GameState

THIRTEEN_RULE = PairRule(SUM, total=13, singles=frozenset({KING}), among=("pyramid", "waste"))
WASTE_PAIR = "waste_pair"


class PyramidPairs(Mechanism):
    """Pairs worth 13 (and kings alone) among the free pyramid cards and the waste tops.

    `under_waste`: the top card of the last waste pile may pair with the card under it
    (Thirteen's waste, Treize's and Yield's W2).
    `slide`: the first waste pile is a single place refilled from the bottom of the
    second (Treize's W1 and W2)."""

    def __init__(self, cover: CoverMap, under_waste: bool = False, slide: bool = False) -> None:
        self.cover = cover
        self.under_waste, self.slide = under_waste, slide

    def available(self, game: Game, state: GameState) -> list[int]:
        piles = state.piles
        free = [p for p in self.cover.free_cards(game, state) if IS_FACE_UP[piles[p][-1]]]
        return sorted(free + [w for w in game.groups["waste"] if piles[w]])

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        piles = state.piles
        ready = self.available(game, state)
        moves = []
        for k, a in enumerate(ready):
            for b in ready[k + 1:]:
                if THIRTEEN_RULE.matches(piles[a][-1], piles[b][-1]):
                    moves.append(Move(PAIR, a, b, 1))
        moves += [Move(SINGLE, a, -1, 1) for a in ready if piles[a][-1].rank == KING]
        if self.under_waste:
            waste = game.groups["waste"][-1]
            cards = piles[waste]
            if len(cards) >= 2 and THIRTEEN_RULE.matches(cards[-2], cards[-1]):
                moves.append(Move(WASTE_PAIR, waste, -1, 2))
        return moves

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        out = game.groups["discard"][0]
        if move.action == WASTE_PAIR:
            rec.move(move.src, out, 1)
            rec.move(move.src, out, 1)
            return
        if move.action not in (PAIR, SINGLE):
            raise ValueError(f"not a pyramid move: {move!r}")
        # The deeper slot's card first: a fixed order for the cards on the discard.
        order = [move.src] if move.action == SINGLE else [move.src, move.dst]
        slots = game.groups[self.cover.group]
        order.sort(key=lambda p: -slots.index(p) if p in slots else -len(slots))
        for pile in order:
            rec.move(pile, out, 1)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        if self.slide:
            first, second = game.groups["waste"]
            cards = state.piles[second]
            if not state.piles[first] and cards:
                rec.set_pile(second, cards[1:])
                rec.set_pile(first, cards[:1])
        self.cover.turn_up(game, state, rec)

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.piles[game.groups["discard"][0]]) == game.total_cards

    def score(self, game: Game, state: GameState) -> int:
        return len(state.piles[game.groups["discard"][0]])


def discard() -> Piles:
    return Piles("discard", Kind.DISCARD, pick=Pick.NONE)


def slots() -> Piles:
    return Piles("pyramid", Kind.SLOT, 28, pick=Pick.NONE)


def waste_piles(count: int) -> Piles:
    return Piles("waste", Kind.WASTE, count, pick=Pick.NONE, fill=NOTHING)


THIRTEEN = GameSpec(
    id="thirteen",
    solver_group="golf_pyramid",
    piles=(stock(), waste_piles(1), slots(), discard()),
    deal=(OneEach("pyramid", face_down=21), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=PyramidPairs(pyramid("pyramid"), under_waste=True).hooks(),
    layout="thirteen",
    max_score=52,
)

TREIZE = variant(
    THIRTEEN,
    id="treize",
    piles=(stock(), waste_piles(2), slots(), discard()),
    deal=(OneEach("pyramid"), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0, waste="waste_1"),
    hooks=PyramidPairs(pyramid("pyramid"), under_waste=True, slide=True).hooks(),
    layout="treize",
)

YIELD = variant(
    TREIZE,
    id="yield",
    hooks=PyramidPairs(inverted_pyramid("pyramid"), under_waste=True, slide=True).hooks(),
    layout="yield",
)

GAMES = (THIRTEEN, TREIZE, YIELD)
