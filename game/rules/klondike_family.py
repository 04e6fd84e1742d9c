"""The Klondike family games of AisleRiot that need a hook or two.

    agnes      Klondike's staircase, a base card on the first foundation; build down in
               the same colour, king on ace, never across the base rank; empty piles are
               filled only by the stock, which deals a row to the tableau (no waste).
    easthaven  seven piles of 2 down + 1 up; the stock deals a row, but not while a
               king run could fill an empty pile.
    lady_jane  Klondike's staircase with a base card, wrapping builds (never on the base
               rank), empty piles take the rank below the base; seven reserves fed by the
               stock, whose last two cards are spread out.
    westhaven  ten piles of 2 down + 1 up; move the top card or the whole face-up part.
    whitehead  the staircase all face up; build down in colour, move runs of one suit,
               which may also go home in one move.

    agnes / easthaven:  [stock]          [f0] [f1] [f2] [f3]
                        [t0] [t1] [t2] [t3] [t4] [t5] [t6]

    lady_jane:          [stock] [waste]  [f0] [f1] [f2] [f3]        [r3]
                        [t0] [t1] [t2] [t3] [t4] [t5] [t6]   [r0]  [r4]
                                                             [r1]  [r5]
                                                             [r2]  [r6]

    westhaven:          [stock] [waste]  [f0] [f1] [f2] [f3]
                        [t0] [t1] … [t9]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.engine.base_card import BASE_RANK, BaseRankTableau, DealBaseCard
from game.engine.cards import IS_FACE_UP, KING, rank_name
from game.engine.deal_patterns import Counts, Rest, Rows, Triangle
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.spec import (
    ANY,
    DOWN,
    LAST_RANK,
    NOTHING,
    UP,
    Build,
    DealToPiles,
    DrawToWaste,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    fill_base,
    foundations,
    stock,
    tableau,
    variant,
    waste,
)
from game.engine.state import GameState
from game.engine.suit_runs import RunsToFoundation
from game.rules.klondike import HOME, KLONDIKE

DEAL = "deal"


# --- Easthaven: a row deal the rules may refuse ------------------------------------------

@dataclass(frozen=True)
class RowDeal(Mechanism):
    """Clicking the stock deals one card face up onto each pile of `group`, as long as
    `allowed(game, state)` says so. A special move (Move("deal", stock, -1, 0)), as the
    engine's own stock action cannot be refused by a game."""

    allowed: Callable[[Game, GameState], bool]
    group: str = "tableau"

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        pile = game.pile_index("stock")
        if state.piles[pile] and self.allowed(game, state):
            return [Move(DEAL, pile, -1, 0)]
        return []

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        for pile in game.groups[self.group]:
            if state.piles[move.src]:
                rec.turn(move.src, pile, 1)


def king_waiting(game: Game, state: GameState) -> bool:
    """Could a king heading a run move into an empty tableau pile (and uncover a card)?"""
    for pile in game.groups["tableau"]:
        cards = state.piles[pile]
        counts = game.pick_counts(state, pile)
        if counts and counts[-1] < len(cards) and cards[-counts[-1]].rank == KING:
            return True
    return False


def no_gap_to_fill(game: Game, state: GameState) -> bool:
    """Easthaven deals unless an empty pile is waiting for a king run; with fewer than
    seven cards left in the tableau it deals anyway (easthaven.scm: stock + score > 45)."""
    piles = [state.piles[p] for p in game.groups["tableau"]]
    if sum(map(len, piles)) < 7:
        return True
    return not (any(not p for p in piles) and king_waiting(game, state))


# --- Lady Jane: rows to the reserves, then the last two cards spread out ------------------

def lady_jane_stock(game: Game, state: GameState) -> list[Move]:
    pile = game.pile_index("stock")
    cards = state.piles[pile]
    if len(cards) > 1 and not IS_FACE_UP[cards[-1]]:
        return [Move(DEAL, pile, -1, 0)]
    return []


def lady_jane_deal(game: Game, state: GameState, move: Move, rec: StepRecorder) -> None:
    """While the stock holds more than a row, one card onto each reserve; else the last
    cards are spread: one onto the waste, the next turned face up on the stock."""
    reserves = game.groups["reserve"]
    if len(state.piles[move.src]) > len(reserves):
        for pile in reserves:
            rec.turn(move.src, pile, 1)
    else:
        rec.turn(move.src, game.pile_index("waste"), 1)
        rec.flip(move.src)


LADY_JANE_TABLEAU = BaseRankTableau(fill_below=True)
AGNES_TABLEAU = BaseRankTableau(drop_on_base=True)


# --- Westhaven: the top card or the whole face-up part ----------------------------------

def top_or_face_up_part(game: Game, state: GameState, pile: int, n: int) -> bool:
    if n == 1 or game.group_of[pile] != "tableau":
        return True
    cards = state.piles[pile]
    return n == len(cards) or not IS_FACE_UP[cards[-n - 1]]


# --- the games ---------------------------------------------------------------------------

BASE_HOME = foundations(fill=fill_base(), build=Build(SuitRule.SAME_SUIT, UP, wrap=True),
                        pick=Pick.TOP)

AGNES = variant(
    KLONDIKE,
    id="agnes",
    piles=(stock(), replace(BASE_HOME, sources=("tableau",)),
           tableau(7, build=Build(SuitRule.SAME_COLOUR, DOWN, wrap=True), fill=NOTHING)),
    deal=(Triangle("tableau"), DealBaseCard(), Rest("stock")),
    stock_action=DealToPiles("tableau"),
    counters=((BASE_RANK, 0),),
    hooks=AGNES_TABLEAU.hooks(),
    layout="agnes",
    counter_text={BASE_RANK: rank_name},
)

EASTHAVEN_DEAL = RowDeal(no_gap_to_fill)

EASTHAVEN = variant(
    KLONDIKE,
    id="easthaven",
    piles=(stock(), foundations(sources=("tableau",)), tableau(7, fill=LAST_RANK)),
    deal=(Rows("tableau", rows=3, face_up=(False, False, True)), Rest("stock")),
    stock_action=None,
    hooks=EASTHAVEN_DEAL.hooks(),
    layout="easthaven",
)

LADY_JANE = variant(
    KLONDIKE,
    id="lady_jane",
    piles=(replace(stock(), pick=Pick.TOP), waste(),
           replace(BASE_HOME, sources=("stock", "waste", "tableau", "reserve")),
           tableau(7, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN, wrap=True), fill=ANY),
           Piles("reserve", Kind.RESERVE, 7, pick=Pick.TOP)),
    deal=(Triangle("tableau"), Rows("reserve", rows=1), DealBaseCard(), Rest("stock")),
    stock_action=None,
    counters=((BASE_RANK, 0),),
    hooks=mechanisms(LADY_JANE_TABLEAU,
                     Hooks(special_moves=lady_jane_stock, play_special=lady_jane_deal)),
    layout="lady_jane",
    counter_text={BASE_RANK: rank_name},
)

WESTHAVEN = variant(
    KLONDIKE,
    id="westhaven",
    piles=(stock(), waste(), foundations(sources=("waste", "tableau")),
           tableau(10, fill=ANY, pick=Pick.FACE_UP)),
    deal=(Rows("tableau", rows=3, face_up=(False, False, True)), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=Hooks(can_pick=top_or_face_up_part),
    layout="westhaven",
)

WHITEHEAD_RUNS = RunsToFoundation()

WHITEHEAD = variant(
    KLONDIKE,
    id="whitehead",
    piles=(stock(), waste(), HOME,
           tableau(7, build=Build(SuitRule.SAME_COLOUR, DOWN),
                   run_build=Build(SuitRule.SAME_SUIT, DOWN), fill=ANY)),
    deal=(Counts("tableau", tuple(range(1, 8)), face_up=-1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=WHITEHEAD_RUNS.hooks(),
    layout="klondike_open",
)

GAMES = (AGNES, EASTHAVEN, LADY_JANE, WESTHAVEN, WHITEHEAD)
