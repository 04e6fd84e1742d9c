"""AisleRiot's Poker (Poker Square): 25 cards laid one at a time on a 5 × 5 grid, scored
as twelve poker hands — the five rows, the five columns and the two diagonals.

The talon turns its top card onto the waste; the player lays it on any empty cell, where
it stays, and the next card turns up by itself until the grid is full. Scored by the
English table (the manual's); won once the score reaches 75. Options: the manual's
"Mode brassé" (shuffle mode: a laid card may move to an empty cell or change places with
another, and a win needs 120 points; never lost, the cards can always move), and the
American table with a target of 200 — ours, in neither the manual nor the script.

    [talon] [waste]   [cell × 5]
                      [cell × 5] … five rows
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.engine.cards import ACE, Card
from game.engine.deal_patterns import Dealer
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import ANY, GameSpec, Kind, Option, Pick, Piles, stock, waste
from game.engine.state import GameState
from game.i18n import N_

SIDE = 5
ROYAL = [ACE, 10, 11, 12, 13]

# Points per hand. English: the manual's table (a royal flush is a straight flush).
ENGLISH = {"straight_flush": 30, "four": 16, "straight": 12, "full_house": 10, "three": 6,
           "flush": 5, "two_pairs": 3, "pair": 1}
AMERICAN = {"royal_flush": 100, "straight_flush": 75, "four": 50, "full_house": 25,
            "flush": 20, "straight": 15, "three": 10, "two_pairs": 5, "pair": 2}
ENGLISH_TARGET = 75      # the manual's: 75 points or more is a win
SHUFFLE_TARGET = 120     # the manual's, in shuffle mode ("Mode brassé")
AMERICAN_TARGET = 200    # ours: neither the manual nor the script has an American table
SWAP = "swap"            # shuffle mode: two laid cards change places


def hand(cards: Sequence[Card]) -> str:
    """The best poker hand of five cards ("" for none). An ace is low, or high above the
    king in a straight."""
    ranks = sorted(c.rank for c in cards)
    counts = sorted(Counter(ranks).values(), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    straight = counts[0] == 1 and (ranks[-1] - ranks[0] == 4 or ranks == ROYAL)
    if straight and flush:
        return "royal_flush" if ranks == ROYAL else "straight_flush"
    if counts[0] == 4:
        return "four"
    if counts[:2] == [3, 2]:
        return "full_house"
    if flush:
        return "flush"
    if straight:
        return "straight"
    if counts[0] == 3:
        return "three"
    if counts[:2] == [2, 2]:
        return "two_pairs"
    return "pair" if counts[0] == 2 else ""


def lines() -> list[list[int]]:
    """The twelve hands as cell numbers: rows, columns, then the two diagonals."""
    rows = [[r * SIDE + c for c in range(SIDE)] for r in range(SIDE)]
    columns = [[r * SIDE + c for r in range(SIDE)] for c in range(SIDE)]
    diagonals = [[i * SIDE + i for i in range(SIDE)],
                 [i * SIDE + SIDE - 1 - i for i in range(SIDE)]]
    return rows + columns + diagonals


LINES = lines()


@dataclass(frozen=True)
class PokerSquare(Mechanism):
    """The twelve hands scored by `table`, won at `target`. With `shuffle` a laid card
    may move on: onto an empty cell (the piles' rules) or swapped with another."""

    table: Mapping[str, int] = field(default_factory=lambda: ENGLISH)
    target: int = ENGLISH_TARGET
    shuffle: bool = False

    def points(self, cards: Sequence[Card]) -> int:
        name = hand(cards)
        if name == "royal_flush" and name not in self.table:
            name = "straight_flush"
        return self.table.get(name, 0)

    def score(self, game: Game, state: GameState) -> int:
        cells = game.groups["cell"]
        total = 0
        for line in LINES:
            cards = [state.piles[cells[i]] for i in line]
            if all(cards):
                total += self.points([p[-1] for p in cards])
        return total

    def full(self, game: Game, state: GameState) -> bool:
        return all(state.piles[p] for p in game.groups["cell"])

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        if not self.shuffle:
            return []
        full = [p for p in game.groups["cell"] if state.piles[p]]
        return [Move(SWAP, a, b, 1) for k, a in enumerate(full) for b in full[k + 1:]]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        if move.action != SWAP:
            raise ValueError(f"not a Poker Square move: {move!r}")
        a, b = state.piles[move.src], state.piles[move.dst]
        rec.set_pile(move.src, b)
        rec.set_pile(move.dst, a)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """The next card turns up by itself while cells are empty."""
        talon, shown = game.pile_index("stock"), game.pile_index("waste")
        if not state.piles[shown] and state.piles[talon] and not self.full(game, state):
            rec.move(talon, shown, 1)
            rec.flip(shown)

    def is_won(self, game: Game, state: GameState) -> bool:
        return self.score(game, state) >= self.target

    def is_lost(self, game: Game, state: GameState) -> bool:
        return not self.shuffle and self.full(game, state) and not self.is_won(game, state)

    def deal(self, dealer: Dealer) -> None:
        """The pack face down on the talon, its top card turned onto the waste."""
        talon = dealer.pile("stock")
        while dealer.remaining() > 1:
            dealer.deal(talon, face_up=False)
        dealer.deal(dealer.pile("waste"))


ENGLISH_SCORING = PokerSquare()
SHUFFLE_MODE = PokerSquare(target=SHUFFLE_TARGET, shuffle=True)
AMERICAN_SCORING = PokerSquare(table=AMERICAN, target=AMERICAN_TARGET)


def poker_piles(shuffle: bool = False) -> tuple[Piles, ...]:
    """The talon, the one-card waste and the grid; in shuffle mode laid cards move on."""
    return (stock(), waste(capacity=1),
            Piles("cell", Kind.SLOT, SIDE * SIDE, fill=ANY, capacity=1,
                  pick=Pick.TOP if shuffle else Pick.NONE,
                  fill_sources=("waste", "cell") if shuffle else ("waste",)))


POKER = GameSpec(
    id="poker",
    piles=poker_piles(),
    deal=(ENGLISH_SCORING.deal,),
    hooks=ENGLISH_SCORING.hooks(),
    options=(Option(
        name="scoring", label=N_("Rules"), default="english",
        choices={"english": {},
                 "shuffle": {"piles": poker_piles(shuffle=True), "hooks": SHUFFLE_MODE.hooks()},
                 "american": {"hooks": AMERICAN_SCORING.hooks(), "max_score": 12 * 100}},
        choice_labels={"english": N_("Cards stay where laid: 75 points win"),
                       "shuffle": N_("Shuffle mode: laid cards may move, 120 points win"),
                       "american": N_("Ours: American scoring, 200 points win")}),),
    layout="poker",
    max_score=12 * 30,
    solver_group="other",
)

GAMES = (POKER,)
