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
    waste,
)
from game.engine.state import GameState
from game.engine.suit_runs import HOME as RUN_HOME
from game.engine.suit_runs import RunsToFoundation
from game.rules.klondike import HOME, KLONDIKE

DEAL = "deal"


# --- Easthaven: a row deal the rules may refuse ------------------------------------------

@dataclass(frozen=True)
class RowDeal:
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
    """Easthaven deals only when no empty pile is waiting for a king run."""
    gaps = any(not state.piles[p] for p in game.groups["tableau"])
    return not (gaps and king_waiting(game, state))


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
AGNES_TABLEAU = BaseRankTableau()


# --- Westhaven: the top card or the whole face-up part ----------------------------------

def top_or_face_up_part(game: Game, state: GameState, pile: int, n: int) -> bool:
    if n == 1 or game.group_of[pile] != "tableau":
        return True
    cards = state.piles[pile]
    return n == len(cards) or not IS_FACE_UP[cards[-n - 1]]


# --- the games ---------------------------------------------------------------------------

BASE_HOME = foundations(fill=fill_base(), build=Build(SuitRule.SAME_SUIT, UP, wrap=True),
                        pick=Pick.TOP)

AGNES = replace(
    KLONDIKE,
    id="agnes",
    title="Agnes",
    titles={"en": "Agnes", "fr": "Agnes", "de": "Agnes Bernauer"},
    source_ref="Agnes",
    piles=(stock(), replace(BASE_HOME, sources=("tableau",)),
           tableau(7, build=Build(SuitRule.SAME_COLOUR, DOWN, wrap=True), fill=NOTHING)),
    deal=(Triangle("tableau"), DealBaseCard(), Rest("stock")),
    stock_action=DealToPiles("tableau"),
    counters=((BASE_RANK, 0),),
    hooks=Hooks(can_pick=AGNES_TABLEAU.can_pick, can_drop=AGNES_TABLEAU.can_drop),
    layout="agnes",
    labels={BASE_RANK: "Base rank"},
    counter_text={BASE_RANK: rank_name},
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations.\n\n"
        "Base card: after the deal one card goes face up onto the first foundation. Its "
        "rank is the base: every foundation starts with a card of that rank and climbs by "
        "suit, the ace following the king (with a base of 9: 9, 10, J, Q, K, A, 2 … 8).\n\n"
        "Tableau: seven piles of one to seven cards, only the top card face up. Build down "
        "in the same colour, red on red and black on black; a king may go on an ace. A run "
        "of one colour in that order moves as a unit, and a face-down card left on top "
        "turns up. A card of the base rank ends a run: nothing is laid on it and no run "
        "moves across it. You cannot fill an empty pile yourself: only the stock does.\n\n"
        "Stock: each click deals one card face up onto every tableau pile, empty or not; "
        "the last deal has two cards, for the first two piles. There is no redeal.\n\n"
        "Foundation cards may come back to the tableau."),
)

EASTHAVEN_DEAL = RowDeal(no_gap_to_fill)

EASTHAVEN = replace(
    KLONDIKE,
    id="easthaven",
    title="Easthaven",
    titles={"en": "Easthaven", "fr": "L'asile de l'est", "de": "Easthaven"},
    source_ref="L'asile de l'est",
    piles=(stock(), foundations(sources=("tableau",)), tableau(7, fill=LAST_RANK)),
    deal=(Rows("tableau", rows=3, face_up=(False, False, True)), Rest("stock")),
    stock_action=None,
    hooks=Hooks(special_moves=EASTHAVEN_DEAL.special_moves,
                play_special=EASTHAVEN_DEAL.play_special),
    layout="easthaven",
    labels={DEAL: "Deal a row"},
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "Tableau: seven piles of three cards, two face down under one face up. Build down "
        "in alternate colours; a run in that order moves as a unit; a face-down card left "
        "on top turns up. Only a king, or a run headed by one, fills an empty pile.\n\n"
        "Stock: click it to deal one card face up onto each of the seven piles; the last "
        "deal has three cards, for the first three piles. While a pile is empty and a "
        "king heading a run could move into it, fill the gap first: the stock will not "
        "deal. There is no redeal.\n\n"
        "Cards on the foundations stay there."),
)

LADY_JANE = replace(
    KLONDIKE,
    id="lady_jane",
    title="Lady Jane",
    titles={"en": "Lady Jane", "fr": "Mademoiselle Jane", "de": "Lady Jane"},
    source_ref="Mademoiselle Jane",
    piles=(replace(stock(), pick=Pick.TOP), waste(),
           replace(BASE_HOME, sources=("stock", "waste", "tableau", "reserve")),
           tableau(7, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN, wrap=True), fill=ANY),
           Piles("reserve", Kind.RESERVE, 7, pick=Pick.TOP)),
    deal=(Triangle("tableau"), Rows("reserve", rows=1), DealBaseCard(), Rest("stock")),
    stock_action=None,
    counters=((BASE_RANK, 0),),
    hooks=Hooks(can_pick=LADY_JANE_TABLEAU.can_pick, can_drop=LADY_JANE_TABLEAU.can_drop,
                special_moves=lady_jane_stock, play_special=lady_jane_deal),
    layout="lady_jane",
    labels={BASE_RANK: "Base rank", DEAL: "Deal"},
    counter_text={BASE_RANK: rank_name},
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations.\n\n"
        "Base card: after the deal one card goes face up onto the first foundation; every "
        "foundation starts with a card of its rank and climbs by suit, the ace following "
        "the king.\n\n"
        "Tableau: seven piles of one to seven cards, only the top card face up. Build down "
        "in alternate colours, a king on an ace if need be; a run in that order moves as a "
        "unit; a face-down card left on top turns up. Nothing is laid on a card of the "
        "base rank. An empty pile takes only a card of the rank just below the base (a "
        "king when the base is an ace), or a run headed by one.\n\n"
        "Reserves: seven piles on the right, one card face up on each to start. Their top "
        "cards play onto the tableau or the foundations; you never lay cards on them.\n\n"
        "Stock: a click deals one card face up onto every reserve, twice in a game. The two "
        "cards then left are spread out: one onto the waste, the other turned face up on "
        "the stock, and both may be played.\n\n"
        "Foundation cards may come back to the tableau."),
)

WESTHAVEN = replace(
    KLONDIKE,
    id="westhaven",
    title="Westhaven",
    titles={"en": "Westhaven", "fr": "L'asile de l'ouest", "de": "Westhaven"},
    source_ref="L'asile de l'ouest",
    piles=(stock(), waste(), foundations(sources=("waste", "tableau")),
           tableau(10, fill=ANY, pick=Pick.FACE_UP)),
    deal=(Rows("tableau", rows=3, face_up=(False, False, True)), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=Hooks(can_pick=top_or_face_up_part),
    layout="westhaven",
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "Tableau: ten piles of three cards, two face down under one face up. Build down in "
        "alternate colours. Move either the top card alone or all the face-up cards of a "
        "pile together, never only part of them. A face-down card left on top turns up. "
        "Any card or group fills an empty pile.\n\n"
        "Stock: turn one card at a time onto the waste; its top card plays. There is no "
        "redeal.\n\n"
        "Cards on the foundations stay there."),
)

WHITEHEAD_RUNS = RunsToFoundation()

WHITEHEAD = replace(
    KLONDIKE,
    id="whitehead",
    title="Whitehead",
    titles={"en": "Whitehead", "fr": "Tête blanche", "de": "Whitehead"},
    source_ref="Tête blanche",
    piles=(stock(), waste(), HOME,
           tableau(7, build=Build(SuitRule.SAME_COLOUR, DOWN),
                   run_build=Build(SuitRule.SAME_SUIT, DOWN), fill=ANY)),
    deal=(Counts("tableau", tuple(range(1, 8)), face_up=-1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=Hooks(special_moves=WHITEHEAD_RUNS.special_moves,
                play_special=WHITEHEAD_RUNS.play_special),
    layout="klondike_open",
    labels={"redeals_left": "Redeals left", RUN_HOME: "Run to its foundation"},
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "Tableau: seven piles of one to seven cards, all face up. Lay a card on one a rank "
        "higher of the same colour: a red 6 on either red 7. Only a run of one suit moves "
        "as a unit, and such a run may also go onto its foundation in one move. Any card "
        "or run fills an empty pile; empty piles are precious, so keep them until you "
        "need them.\n\n"
        "Stock: turn one card at a time onto the waste; its top card plays. There is no "
        "redeal.\n\n"
        "Foundation cards may come back to the tableau."),
)

GAMES = (AGNES, EASTHAVEN, LADY_JANE, WESTHAVEN, WHITEHEAD)
