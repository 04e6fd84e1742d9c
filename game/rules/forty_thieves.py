"""The Forty Thieves family of AisleRiot: two packs, eight foundations by suit.

    forty_thieves  ten piles of four cards face up; build down in suit, one card at a
                   time (a same-suit run moves as a shorthand, up to 2^empty piles);
                   any card fills a space; one card at a time from the stock, no redeal.
                   A same-suit run may go to its foundation in one move.
    zebra          the eight aces start on the foundations, which climb in alternate
                   colours whatever the suit; eight single cards, built down in alternate
                   colours one card at a time; a pile (or its top part) may go home in
                   one move; an emptied pile is refilled from the waste, else the stock;
                   one redeal.
    gypsy          eight piles of two face down and one face up; build down in
                   alternate colours, runs move; the stock deals a row; foundation cards
                   may come back.
    giant          eight single cards, a one-card reserve; build down in alternate
                   colours (or in suit, an option), runs move; the stock deals a row.

    forty_thieves:  [stock] [waste]  [f0] [f1] … [f7]
                    [t0] [t1] … [t9]

    zebra:          [stock] [waste]  [f0] … [f7]        (the aces on the foundations)
                        [t0] … [t7]

    gypsy:          [stock]  [f0] … [f7]           giant:  [stock]  [f0] … [f7]
                             [t0] … [t7]                            [t0] … [t7]  [reserve]
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace

from game.engine.cards import ACE, IS_FACE_UP, RANK_OF, RED_SUITS, SUIT_OF, two_packs
from game.engine.deal_patterns import Dealer, Rest, Rows
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.spec import (
    ANY,
    DOWN,
    NOTHING,
    UP,
    Build,
    DealToPiles,
    DrawToWaste,
    GameSpec,
    Kind,
    Option,
    Pick,
    Piles,
    RunLimit,
    SuitRule,
    foundations,
    stock,
    tableau,
    waste,
)
from game.engine.state import GameState
from game.engine.suit_runs import RunsToFoundation
from game.i18n import N_

DOWN_IN_SUIT = Build(SuitRule.SAME_SUIT, DOWN)
DOWN_ALTERNATE = Build(SuitRule.ALTERNATE_COLOUR, DOWN)


@dataclass(frozen=True)
class FoundationScore(Mechanism):
    """The manual's score: `per_card` for every card home, `per_suit` more for every
    foundation complete, and `per_pair` for every face-up card lying on a face-up card
    one rank higher of the other colour in the tableau (Gypsy). A won game scores 1000
    with the defaults: 104 × 5 + 8 × 60."""

    per_card: int = 5
    per_suit: int = 60
    per_pair: int = 0

    @property
    def position_blind(self) -> bool:
        """A score, its piles read by group: the solver's symmetries and safe moves home
        stay sound (solver/canonical.py). Not claimed with Gypsy's pair score: there
        they cost every win (deals 1-10 at 2 s: 3 won -> 0)."""
        return not self.per_pair

    def score(self, game: Game, state: GameState) -> int:
        size = len(game.spec.rank_order)
        points = 0
        for f in game.foundations:
            home = len(state.piles[f])
            points += self.per_card * home + (self.per_suit if home == size else 0)
        if self.per_pair:
            points += self.per_pair * alternate_pairs(game, state)
        return points


def alternate_pairs(game: Game, state: GameState, group: str = "tableau") -> int:
    """Face-up cards lying on a face-up card one rank higher of the other colour."""
    pos = game.rank_position
    count = 0
    for pile in game.groups[group]:
        cards = state.piles[pile]
        for below, above in itertools.pairwise(cards):
            if (IS_FACE_UP[below] and IS_FACE_UP[above]
                    and (SUIT_OF[below] in RED_SUITS) != (SUIT_OF[above] in RED_SUITS)
                    and pos[RANK_OF[above]] == pos[RANK_OF[below]] - 1):
                count += 1
    return count


# --- Forty Thieves -----------------------------------------------------------------------

FORTY_THIEVES = GameSpec(
    id="forty_thieves",
    solver_group="forty_thieves",
    deck=two_packs,
    piles=(stock(), waste(), foundations(8, sources=("waste", "tableau")),
           tableau(10, build=DOWN_IN_SUIT, fill=ANY, flip_exposed=False,
                   run_limit=RunLimit(cells=False, empty_piles=True))),
    deal=(Rows("tableau", rows=4), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=mechanisms(RunsToFoundation(), FoundationScore()),
    layout="forty_thieves",
    max_score=1000,
)


# --- Zebra -------------------------------------------------------------------------------

def aces_to_foundations(dealer: Dealer) -> None:
    """The eight aces out of the packs onto the foundations: ♣ ♦ ♥ ♠ and again."""
    aces = sorted(dealer.take_out(lambda c: c.rank == ACE), key=lambda c: (c.deck, c.suit))
    for pile, ace in zip(dealer.piles("foundation"), aces, strict=True):
        dealer.lay(pile, ace)


@dataclass(frozen=True)
class CardsOnTheAces(Mechanism):
    """A point per card laid on a foundation: the aces dealt there do not count."""

    def score(self, game: Game, state: GameState) -> int:
        return sum(max(len(state.piles[f]) - 1, 0) for f in game.foundations)


ZEBRA = GameSpec(
    id="zebra",
    solver_group="forty_thieves",
    deck=two_packs,
    piles=(stock(), waste(),
           foundations(8, build=Build(SuitRule.ALTERNATE_COLOUR, UP), fill=NOTHING,
                       sources=("waste", "tableau")),
           tableau(8, build=DOWN_ALTERNATE, fill=NOTHING, accepts_runs=False,
                   flip_exposed=False, refill_from=("waste", "stock"))),
    deal=(aces_to_foundations, Rows("tableau", rows=1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=1),
    hooks=mechanisms(RunsToFoundation(build=DOWN_ALTERNATE), CardsOnTheAces()),
    layout="zebra",
    max_score=96,
)


# The solver's stage-by-stage search joins (game/solver/tuning.py): deals 1-10 at 10 s,
# Giant 0 -> 7 won, Gypsy 4 -> 5.
STAGED = {"staged": True}


# --- Gypsy -------------------------------------------------------------------------------

# Foundation cards may come back to the tableau, never hop to another foundation.
GIVING_BACK = foundations(8, pick=Pick.TOP, sources=("tableau", "reserve"))

GYPSY = GameSpec(
    id="gypsy",
    solver_group="forty_thieves",
    solver_tuning=STAGED,
    deck=two_packs,
    piles=(stock(), replace(GIVING_BACK, sources=("tableau",)),
           tableau(8, build=DOWN_ALTERNATE, fill=ANY)),
    deal=(Rows("tableau", rows=3, face_up=(False, False, True)), Rest("stock")),
    stock_action=DealToPiles("tableau"),
    hooks=FoundationScore(per_pair=2).hooks(),
    layout="gypsy",
    max_score=1000,
)


# --- Giant -------------------------------------------------------------------------------

def _giant_piles(build: Build) -> tuple[Piles, ...]:
    return (stock(), GIVING_BACK, tableau(8, build=build, fill=ANY),
            Piles("reserve", Kind.RESERVE, fill=ANY, capacity=1, pick=Pick.TOP))


GIANT = GameSpec(
    id="giant",
    solver_group="forty_thieves",
    solver_tuning=STAGED,
    deck=two_packs,
    piles=_giant_piles(DOWN_ALTERNATE),
    deal=(Rows("tableau", rows=1), Rest("stock")),
    stock_action=DealToPiles("tableau"),
    layout="giant",
    # Only a run of one suit goes home in one move: in alternate colours there is none.
    options=(Option(
        name="build", label=N_("Build"), default="alternate",
        choices={"alternate": {},
                 "suit": {"piles": _giant_piles(DOWN_IN_SUIT),
                          "hooks": RunsToFoundation().hooks()}},
        choice_labels={"alternate": N_("Alternate colours"), "suit": N_("Same suit")}),),
    max_score=104,
)

GAMES = (FORTY_THIEVES, GIANT, GYPSY, ZEBRA)
