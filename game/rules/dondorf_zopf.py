"""Der Zopf (The Braid) — Dondorf, *20 Patienzen*, Nr. 14. Two packs, three passes.

Twenty cards are plaited down the middle as a braid; its last card, at the bottom, is
the free end. Four corner cards stand upright around it, eight side cards lie crosswise
between them, and eight empty foundation fields wait to the left and right. The first
talon card founds the first foundation, and its rank is the base rank of all eight: each
foundation builds up in suit from the base rank, the king followed by the ace, thirteen
cards (an 8 runs 8 9 10 J Q K A 2 … 7).

- The braid's free end, a corner card, a side card or the top waste card may go to a
  foundation. An emptied corner is refilled at once from the braid's free end; an
  emptied side place is filled from the waste when the player wants.
- While the braid is laid, a card identical to one already in it goes under the talon
  (option `braid_twins`: "returned", the default, or "kept" in the braid).
- Won as soon as the braid is used up.

    [f0]  [corner]              ╲braid╱               [corner]  [f4]
    [f1]  [side ═]               ╱   ╲                [═ side]  [f5]
    [f2]  [side ═]               ╲   ╱                [═ side]  [f6]
    [f3]  [side ═]               ╱   ╲                [═ side]  [f7]
          [side ═]               ╲   ╱                [═ side]
          [corner]               free end             [corner]
                       [talon] [waste]  base rank
The braid is a chain of twenty one-card slots (`braid_0` … `braid_19`, see
`game.engine.chains`) so the map can plait them; the side slots are turned 90°.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.base_card import DealBaseCard, base_homes
from game.engine.cards import Card, rank_name, two_packs
from game.engine.chains import Chains, RefillFromEnd, chain_piles, end
from game.engine.deal_patterns import Dealer, Rest
from game.engine.diverting_deal import BOTTOM, deal_diverting
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.spec import (
    ANY,
    NOTHING,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Option,
    Piles,
    stock,
    waste,
)
from game.engine.state import GameState
from game.i18n import N_

BRAID = 20


@dataclass(frozen=True)
class Zopf(Mechanism):
    chains: Chains = Chains(("braid",))
    corners: RefillFromEnd = RefillFromEnd("braid", ("corner",))  # at once, by themselves
    home_moves_plain = True   # a card going home never adds to the braid (is_won)
    indexed_groups = ("braid",)   # its end is read by place; corners, sides, homes by group

    def is_won(self, game: Game, state: GameState) -> bool:
        return end(game, state, "braid") < 0

    def hooks(self) -> Hooks:
        """The braid's chain, and the corners that take its free end."""
        return mechanisms(self.chains, self.corners, super().hooks())


@dataclass(frozen=True)
class ZopfDeal:
    """Braid, corners, side cards (left top to bottom, then right); then the first talon
    card founds foundation 1. With `return_twins`, a card identical to one already in
    the braid goes under the talon and the next card takes its place."""

    return_twins: bool = True

    def __call__(self, dealer: Dealer) -> None:
        braid, piles = dealer.piles("braid"), dealer.state.piles

        def twin(c: Card) -> int | None:
            if self.return_twins and any(piles[p][0].identity == c.identity
                                         for p in braid if piles[p]):
                return BOTTOM
            return None

        for pile in braid:
            deal_diverting(dealer, pile, twin)
        for group in ("corner", "side"):
            for pile in dealer.piles(group):
                dealer.deal(pile)
        DealBaseCard()(dealer)
        Rest("stock")(dealer)


zopf_deal = ZopfDeal()


ZOPF = GameSpec(
    id="dondorf_zopf",
    solver_group="dondorf_zopf",
    deck=two_packs,
    piles=(stock(), waste(),
           chain_piles("braid", BRAID),
           Piles("corner", Kind.CELL, 4, fill=NOTHING, capacity=1),
           Piles("side", Kind.CELL, 8, fill=ANY, fill_sources=("waste",), capacity=1),
           base_homes(8, capacity=13)),
    deal=(zopf_deal,),
    counters=(("base_rank", 0),),
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=Zopf().hooks(),
    layout="dondorf_zopf",
    counter_text={"base_rank": rank_name},
    max_score=104,
    # The booklet says a twin in the braid *may* be pushed back into the talon.
    options=(Option(
        name="braid_twins", label=N_("Twins in the braid"), default="returned",
        choices={"returned": {}, "kept": {"deal": (ZopfDeal(return_twins=False),)}},
        choice_labels={"returned": N_("Pushed under the talon"),
                       "kept": N_("Left in the braid")}),),
)

GAMES = (ZOPF,)
