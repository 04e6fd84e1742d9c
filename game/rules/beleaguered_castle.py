"""Beleaguered Castle and its kin (AisleRiot): open columns, one card moves at a time.

Every card is dealt face up; only the top card of a pile moves, one at a time; no stock
(Cruel's redeal aside).

Beleaguered Castle: the aces start on the foundations; eight piles of six, four on each
side. Build down regardless of suit; any card fills a space. Foundation cards may come
back. Streets and Alleys: the same without the aces laid out (seven cards left, six right).
Fortress: ten piles (two of six, eight of five); build up or down in suit; foundations keep
their cards. Chessboard: as Fortress, but the first card the player lays on a foundation
sets the rank all four start from, and ranks wrap (king, ace, two).
Baker's Dozen: thirteen piles of four, kings moved to the bottom of theirs in the deal;
build down regardless of suit; a space stays empty. Bear River: eighteen piles of at most
three cards (three in each row of five, two in each row's last, the "hole" that takes any
card when empty); a dealt card on the first foundation sets the base rank; build up or
down in suit, wrapping. Cruel: the aces start home; twelve piles of four; build down in
suit; a space stays empty; a click on the stock gathers the piles in order and deals
them again four by four.

    Beleaguered Castle, Streets and Alleys:     Fortress, Chessboard:
    [t0 ←] [f0] [t4 →]                          [t0 →]        [t5 →]
    [t1 ←] [f1] [t5 →]                          [t1 →] [f0]   [t6 →]
    [t2 ←] [f2] [t6 →]                          [t2 →] [f1]   [t7 →]  …
    [t3 ←] [f3] [t7 →]
    Baker's Dozen:                              Bear River:          Cruel:
        [f0] [f1] [f2] [f3]                     [f0] [f1] [f2] [f3]  [stock] [f0]…[f3]
    [t0] [t1] … [t12]                           [t0][t1]…[t4][hole0] [t0] … [t5]
                                                … two more rows      [t6] … [t11]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.base_card import BASE_RANK, ChosenBase, DealBaseCard, base_homes, chosen_rank_name
from game.engine.cards import Card, rank_name
from game.engine.deal_patterns import (
    Counts,
    Dealer,
    FirstRankHome,
    KingsUnder,
    Rows,
    score_beyond_first_ranks,
)
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.spec import (
    ANY,
    DOWN,
    NOTHING,
    UP_OR_DOWN,
    Build,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    variant,
)
from game.engine.state import GameState

DOWN_ANY_SUIT = Build(SuitRule.ANY_SUIT, DOWN)
DOWN_IN_SUIT = Build(SuitRule.SAME_SUIT, DOWN)
UP_OR_DOWN_IN_SUIT = Build(SuitRule.SAME_SUIT, UP_OR_DOWN)
WRAPPING = Build(SuitRule.SAME_SUIT, UP_OR_DOWN, wrap=True)


def open_piles(count: int, build: Build, fill=ANY, name: str = "tableau", **kw) -> Piles:
    """Face-up piles whose top card alone moves."""
    return Piles(name, Kind.TABLEAU, count, build=build, fill=fill, pick=Pick.TOP, **kw)


# --- Beleaguered Castle, Streets and Alleys -------------------------------------------

BELEAGUERED_CASTLE = GameSpec(
    id="beleaguered_castle",
    solver_group="beleaguered_castle",
    piles=(foundations(pick=Pick.TOP), open_piles(8, DOWN_ANY_SUIT)),
    deal=(FirstRankHome(), Rows("tableau")),
    hooks=Hooks(score=score_beyond_first_ranks),
    layout="beleaguered_castle",
    max_score=48,
)

STREETS_AND_ALLEYS = variant(
    BELEAGUERED_CASTLE,
    id="streets_and_alleys",
    deal=(Counts("tableau", (7, 7, 7, 7, 6, 6, 6, 6), face_up=-1),),
    hooks=Hooks(),
    max_score=52,
)


# --- Fortress, Chessboard -------------------------------------------------------------

TEN_PILES = Counts("tableau", (6, 5, 5, 5, 5, 6, 5, 5, 5, 5), face_up=-1)

FORTRESS = GameSpec(
    id="fortress",
    solver_group="beleaguered_castle",
    piles=(foundations(), open_piles(10, UP_OR_DOWN_IN_SUIT)),
    deal=(TEN_PILES,),
    layout="fortress",
    max_score=52,
)

CHESSBOARD = variant(
    FORTRESS,
    id="chessboard",
    piles=(base_homes(), open_piles(10, WRAPPING)),
    counters=((BASE_RANK, 0),),
    hooks=mechanisms(ChosenBase()),
    counter_text={BASE_RANK: chosen_rank_name},
)


# --- Baker's Dozen --------------------------------------------------------------------

BAKERS_DOZEN = GameSpec(
    id="bakers_dozen",
    solver_group="beleaguered_castle",
    piles=(foundations(pick=Pick.TOP), open_piles(13, DOWN_ANY_SUIT, fill=NOTHING)),
    deal=(KingsUnder("tableau", 4),),
    layout="bakers_dozen",
    max_score=52,
)


# --- Bear River -----------------------------------------------------------------------

BEAR_RIVER = GameSpec(
    id="bear_river",
    solver_group="beleaguered_castle",
    piles=(base_homes(),
           open_piles(15, WRAPPING, fill=NOTHING, capacity=3),
           open_piles(3, WRAPPING, name="hole", capacity=3)),
    deal=(Counts("tableau", (3,) * 15, face_up=-1), Counts("hole", (2,) * 3, face_up=-1),
          DealBaseCard()),
    counters=((BASE_RANK, 0),),
    layout="bear_river",
    counter_text={BASE_RANK: rank_name},
    max_score=52,
)


# --- Cruel ----------------------------------------------------------------------------

REDEAL = "redeal"


def cruel_deal(dealer: Dealer) -> None:
    """Four cards to each pile in turn, from the first pile on."""
    for pile in dealer.piles("tableau"):
        while dealer.remaining() and len(dealer.state.piles[pile]) < 4:
            dealer.deal(pile)


@dataclass(frozen=True)
class CruelRedeal(Mechanism):
    """A click on the stock gathers the piles in order (the first pile's bottom card
    first) and deals them out again, four to a pile from the first pile on: fewer piles
    get cards as the foundations fill. A redeal that would change nothing is not
    offered. The game is lost when, just after a redeal, all one may do is lay the last
    pile's single card on the pile before it — the next redeal would undo it."""

    size: int = 4

    def regathered(self, game: Game, state: GameState) -> list[tuple[Card, ...]]:
        cards = [c for pile in game.groups["tableau"] for c in state.piles[pile]]
        return [tuple(cards[k:k + self.size])
                for k in range(0, len(game.groups["tableau"]) * self.size, self.size)]

    def as_dealt(self, game: Game, state: GameState) -> bool:
        return [state.piles[p] for p in game.groups["tableau"]] == self.regathered(game, state)

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        if self.as_dealt(game, state):
            return []
        return [Move(REDEAL, game.groups["stock"][0], -1, 0)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        for pile, cards in zip(game.groups["tableau"], self.regathered(game, state),
                               strict=True):
            rec.set_pile(pile, cards)

    def is_lost(self, game: Game, state: GameState) -> bool:
        if not self.as_dealt(game, state):
            return False
        used = [p for p in game.groups["tableau"] if state.piles[p]]
        if len(used) < 2 or len(state.piles[used[-1]]) != 1:
            return False
        moves = game.card_moves(state)
        return moves == [Move("move", used[-1], used[-2], 1)]

    def score(self, game: Game, state: GameState) -> int:
        return score_beyond_first_ranks(game, state)


CRUEL = GameSpec(
    id="cruel",
    solver_group="beleaguered_castle",
    piles=(stock(), foundations(), open_piles(12, DOWN_IN_SUIT, fill=NOTHING)),
    deal=(FirstRankHome(), cruel_deal),
    hooks=mechanisms(CruelRedeal()),
    layout="cruel",
    max_score=48,
)

GAMES = (BELEAGUERED_CASTLE, STREETS_AND_ALLEYS, FORTRESS, CHESSBOARD, BAKERS_DOZEN,
         BEAR_RIVER, CRUEL)
