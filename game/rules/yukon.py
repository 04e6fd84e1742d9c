"""Yukon and its kin (AisleRiot): any face-up group moves, only its bottom card must fit.

Yukon: a Klondike staircase of 1…7 cards (tops face up), then four more face-up cards
on each of the last six piles; no stock. Build down in alternate colours; a king (with
whatever lies on it) fills a space. Foundations rise by suit from the ace.

Odessa: the same game built down in suit, dealt 3 rows face down, 3 face up, and two
more face-up rows on the five middle piles. Same-suit runs may go home in one drag.
Score: suit runs at the deal, every new junction in the tableau by the length of the
run it makes, and a point per card brought home.

Scorpion: build down in suit; no foundations, the goal is four king-to-ace columns. The
first four piles start with three face-down cards; a click on the stock puts its three
cards on the first three piles, at any time.

Ten Across: ten piles dealt in five passes, back and forth, more cards face up each
pass; two spots hold the last two cards and (by option) any one card later on.

    Yukon, Odessa:                     Scorpion:
    [f0] [t0] [t1] [t2] … [t6]         [stock] [t0] [t1] [t2] … [t6]
    [f1]  ..   ..   ..      ..                   ..   ..   ..      ..
    [f2]                               Ten Across:
    [f3]                               [spot0] [t0] [t1] … [t9]
                                       [spot1]  ..   ..      ..
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import IS_FACE_UP, RANK_OF, SUIT_OF, Card
from game.engine.deal_patterns import Dealer, Rest, Triangle
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import MOVE, StepRecorder
from game.engine.spec import (
    ANY,
    DOWN,
    LAST_RANK,
    NOTHING,
    Build,
    DealToPiles,
    GameSpec,
    Hooks,
    Kind,
    Option,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    tableau,
    variant,
)
from game.engine.state import GameState
from game.engine.suit_runs import (
    RunsToFoundation,
    full_runs,
    is_sorted,
    only_relocations,
    suit_pairs,
)
from game.i18n import N_

IN_SUIT = Build(SuitRule.SAME_SUIT, DOWN)


def yukon_tableau(count: int, build: Build = IN_SUIT) -> Piles:
    """Any face-up group moves; a king (and what lies on it) fills a space."""
    return tableau(count, build=build, pick=Pick.FACE_UP, fill=LAST_RANK)


def _rows(dealer: Dealer, piles: list[int], rows: int, face_up: bool) -> None:
    for _ in range(rows):
        for pile in piles:
            dealer.deal(pile, face_up)


# --- Yukon ----------------------------------------------------------------------------


def yukon_deal(dealer: Dealer) -> None:
    """The Klondike staircase, then four face-up rows on every pile but the first."""
    Triangle("tableau")(dealer)
    _rows(dealer, dealer.piles("tableau")[1:], 4, True)


# The solver's guide (game/solver/tuning.py): weights found on deals 1-20; a beam with
# them joins.
YUKON_TUNING = {"weights": {"face_down": 12.0, "depth": 5.0},
                "beam": {"share": 1, "guides": ({},)}}

YUKON = GameSpec(
    id="yukon",
    solver_group="yukon",
    solver_tuning=YUKON_TUNING,
    piles=(foundations(4), yukon_tableau(7, Build(SuitRule.ALTERNATE_COLOUR, DOWN))),
    deal=(yukon_deal,),
    hooks=Hooks(is_lost=only_relocations),
    layout="yukon",
    max_score=52,
)


# --- Odessa ---------------------------------------------------------------------------


def _chain(cards: tuple[Card, ...], start: int, step: int) -> int:
    """Cards going on from cards[start] (towards `step`) in one suit, each a rank away
    from the last, up or down, face up or not (odessa.scm looks at no card's face)."""
    n, k = 0, start
    while 0 <= k + step < len(cards):
        a, b = cards[k], cards[k + step]
        if not (SUIT_OF[a] == SUIT_OF[b] and abs(RANK_OF[a] - RANK_OF[b]) == 1):
            break
        n, k = n + 1, k + step
    return n


def dealt_runs(cards: tuple[Card, ...]) -> int:
    """Points for the suit runs a pile is dealt with: a run scores its length."""
    points, in_run = 0, False
    for below, above in zip(cards, cards[1:], strict=False):
        if (IS_FACE_UP[below] and IS_FACE_UP[above] and SUIT_OF[below] == SUIT_OF[above]
                and RANK_OF[below] == RANK_OF[above] + 1):
            points += 1 if in_run else 2
            in_run = True
        else:
            in_run = False
    return points


@dataclass(frozen=True)
class OdessaRules(Mechanism):
    """Runs go home in one drag; the score is earned move by move, kept in `points`."""

    counter: str = "points"

    def deal(self, dealer: Dealer) -> None:
        piles = dealer.piles("tableau")
        _rows(dealer, piles, 3, False)
        _rows(dealer, piles, 3, True)
        _rows(dealer, piles[1:-1], 2, True)
        state = dealer.state
        state.counters[state.counter_index(self.counter)] = sum(
            dealt_runs(state.piles[i]) for i in piles)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """Score the cards this turn moved: one per card sent home; a junction made in
        the tableau scores the length of the run through it (a space scores nothing)."""
        points = 0
        for step in rec.steps:
            if step[0] != MOVE:
                continue
            _, _, dst, n = step
            cards = state.piles[dst]
            if game.pile_specs[dst].kind is Kind.FOUNDATION:
                points += n
            elif len(cards) > n:
                junction = len(cards) - n - 1
                points += 1 + _chain(cards, junction, -1) + _chain(cards, junction, 1)
        if points:
            i = game.counter_index(self.counter)
            rec.counter(i, state.counters[i] + points)

    def score(self, game: Game, state: GameState) -> int:
        return state.counters[game.counter_index(self.counter)]

    def hooks(self) -> Hooks:
        return mechanisms(RunsToFoundation(), super().hooks(), Hooks(is_lost=only_relocations))


ODESSA_RULES = OdessaRules()

ODESSA = variant(
    YUKON,
    id="odessa",
    piles=(foundations(4), yukon_tableau(7)),
    deal=(ODESSA_RULES.deal,),
    counters=(("points", 0),),
    hooks=ODESSA_RULES.hooks(),
    max_score=412,
)


# --- Scorpion -------------------------------------------------------------------------

SCORPION_FACE_DOWN = 12  # three rows on the first four piles


def scorpion_deal(dealer: Dealer) -> None:
    piles = dealer.piles("tableau")
    for _ in range(3):
        _rows(dealer, piles[:4], 1, False)
        _rows(dealer, piles[4:], 1, True)
    _rows(dealer, piles, 4, True)


def scorpion_score(game: Game, state: GameState) -> int:
    """3 per face-down card turned up, 1 per card on its suit successor, 4 per column
    holding a whole suit."""
    hidden = sum(1 for i in game.groups["tableau"] for c in state.piles[i] if not IS_FACE_UP[c])
    return (3 * (SCORPION_FACE_DOWN - hidden) + suit_pairs(game, state)
            + 4 * full_runs(game, state))


SCORPION = GameSpec(
    id="scorpion",
    solver_group="yukon",
    solver_tuning=YUKON_TUNING,
    piles=(stock(), yukon_tableau(7)),
    deal=(scorpion_deal, Rest("stock")),
    stock_action=DealToPiles("tableau"),
    hooks=Hooks(is_won=is_sorted, is_lost=only_relocations, score=scorpion_score),
    layout="scorpion",
    max_score=100,
)


# --- Ten Across -----------------------------------------------------------------------


def ten_across_deal(dealer: Dealer) -> None:
    """Five passes over the ten piles, turning round each time; pass k lays its first
    k and last k cards face up. The last two cards go face up to the spots."""
    piles = dealer.piles("tableau")
    width = len(piles)
    for k in range(1, 6):
        order = piles if k % 2 else piles[::-1]
        for j, pile in enumerate(order):
            dealer.deal(pile, face_up=j < k or j >= width - k)
    spots = dealer.piles("spot")
    dealer.deal(spots[1])
    dealer.deal(spots[0])


def _spots(reusable: bool) -> Piles:
    return Piles("spot", Kind.CELL, 2, fill=ANY if reusable else NOTHING, capacity=1,
                 pick=Pick.TOP)


_TEN_ACROSS_TABLEAU = yukon_tableau(10)

TEN_ACROSS = GameSpec(
    id="ten_across",
    solver_group="yukon",
    solver_tuning=YUKON_TUNING,
    piles=(_spots(True), _TEN_ACROSS_TABLEAU),
    deal=(ten_across_deal,),
    hooks=Hooks(is_won=is_sorted, is_lost=only_relocations),
    layout="ten_across",
    options=(Option(
        name="spots", label=N_("Spots"), default="reuse",
        choices={"reuse": {},
                 "once": {"piles": (_spots(False), _TEN_ACROSS_TABLEAU)}},
        choice_labels={"reuse": N_("May be used again"), "once": N_("Stay empty once emptied")}),),
)

GAMES = (YUKON, ODESSA, SCORPION, TEN_ACROSS)
