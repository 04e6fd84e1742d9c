"""AisleRiot's Napoleon's Tomb: a foundation-only game on a 3 × 3 square.

The four corners are built up from a 7 to the king, the centre down from a 6 to the ace
and again from a 6, four times over; suits do not matter. The four edge places each hold
one card from the waste. The talon is turned once, one card at a time (or, as an option,
three at a time and gone through three times). Won when every card is home.

    [talon] [waste]      [corner] [reserve] [corner]
                         [reserve] [centre] [reserve]
                         [corner] [reserve] [corner]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import ACE
from game.engine.deal_patterns import Rest
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.spec import (
    ANY,
    DOWN,
    UP,
    Build,
    DrawToWaste,
    GameSpec,
    Kind,
    Option,
    Pick,
    Piles,
    SuitRule,
    fill_rank,
    stock,
    waste,
)
from game.engine.state import GameState
from game.i18n import N_

CORNER_START, CENTRE_START = 7, 6


@dataclass(frozen=True)
class TombCentre(Mechanism):
    """After an ace the centre starts again with a 6."""

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        cards = state.piles[dst]
        if dst == game.pile_index("centre") and cards and cards[-1].rank == ACE:
            return n == 1 and state.piles[src][-1].rank == CENTRE_START
        return game.standard_drop(state, src, n, dst)


NAPOLEONS_TOMB = GameSpec(
    id="napoleons_tomb",
    piles=(stock(), waste(),
           Piles("corner", Kind.FOUNDATION, 4, build=Build(SuitRule.ANY_SUIT, UP),
                 fill=fill_rank(CORNER_START), pick=Pick.NONE),
           Piles("centre", Kind.FOUNDATION, build=Build(SuitRule.ANY_SUIT, DOWN),
                 fill=fill_rank(CENTRE_START), pick=Pick.NONE),
           Piles("reserve", Kind.RESERVE, 4, fill=ANY, capacity=1, fill_sources=("waste",))),
    deal=(Rest("stock"),),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=TombCentre().hooks(),
    options=(Option(
        name="deal", label=N_("Stock"), default="single",
        choices={"single": {},
                 "three": {"stock_action": DrawToWaste(draw=3, redeals=2)}},
        choice_labels={"single": N_("One card, no redeal"),
                       "three": N_("Three cards, two redeals")}),),
    layout="napoleons_tomb",
    max_score=52,
    solver_group="other",
)

GAMES = (NAPOLEONS_TOMB,)
