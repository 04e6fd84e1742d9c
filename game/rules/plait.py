"""Plait (AisleRiot). Two packs, three passes through the stock.

Twenty cards are plaited down the middle; only the plait's free end, its last card,
plays, and only to a foundation. Four edge cards stand at the plait's corners, eight
cells (two on each side of it, in two rows) hold one card each. One card goes onto the
first foundation: its rank is the base of all eight. The foundations build in suit from
the base, the king next to the ace, thirteen cards each; the first card built on any of
them decides for all whether they climb or descend (the engine's `FoundationDirection`).

- An emptied edge takes the plait's free end at once; with the plait gone, any card.
  (The manual says so; AisleRiot's script refills it only when its card went home, an
  edge emptied otherwise taking any card the player lays there: an option.)
- A cell takes any card but one of the plait: from the waste, an edge or another cell.
- The stock turns one card at a time onto the waste, turned back twice.
- Won with all 104 cards home; lost when nothing can go home, the stock is done and
  no card can leave the waste or free the plait (only moves among cells and edges left).
  No score: you win or you lose (the manual and the script).

Shared with Der Zopf (game/rules/dondorf_zopf.py): the plait is a chain of one-card
slots, edges refill from its free end (`RefillFromEnd`), the base card and its
foundations (`DealBaseCard`, `base_homes`). Different: one build direction, chosen by
play; the cells take from anywhere but the plait; won with every card home.

       [edge]     ╲plait╱     [edge]                      [f0] [f1]
    [cell] [cell]  ╱   ╲  [cell] [cell]  direction, base  [f2] [f3]
    [cell] [cell]  ╲   ╱  [cell] [cell]  [stock] [waste]  [f4] [f5]
       [edge]     free end    [edge]     redeals left     [f6] [f7]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.base_card import BASE_RANK, DealBaseCard, base_homes
from game.engine.cards import rank_name, two_packs
from game.engine.chains import Chains, RefillFromEnd, chain_piles
from game.engine.deal_patterns import OneEach, Rest
from game.engine.foundation_direction import (
    FOUNDATION_DIRECTION,
    OPEN,
    FoundationDirection,
    direction_name,
)
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import StepRecorder
from game.engine.spec import (
    ANY,
    UP_OR_DOWN,
    Build,
    DrawToWaste,
    GameSpec,
    Kind,
    Option,
    Piles,
    SuitRule,
    stock,
    waste,
)
from game.engine.state import GameState
from game.i18n import N_

PLAIT_LENGTH = 20


@dataclass(frozen=True)
class Plait(Mechanism):
    """The plait's free end alone plays (nothing is ever laid on the plait: its slots
    take no card by their own rules), the edges refill from it, one direction home."""

    chains: Chains = Chains(("plait",))
    edges: RefillFromEnd = RefillFromEnd("plait", ("edge",))
    direction: FoundationDirection = FoundationDirection()

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return self.chains.can_pick(game, state, pile, n)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        return self.direction.can_drop(game, state, src, n, dst)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        self.edges.auto_moves(game, state, rec)
        self.direction.auto_moves(game, state, rec)

    def is_lost(self, game: Game, state: GameState) -> bool:
        """Lost when no card can go home, the stock is done, and the only moves left
        carry cards between cells and edges: the waste's card has no empty cell or edge
        to go to, and no edge card an empty cell to free the plait's next card."""
        piles = state.piles
        if game.stock_moves(state):
            return False
        empty_cell = any(not piles[p] for p in game.groups["cell"])
        if empty_cell and any(piles[p] for p in game.groups["plait"]):
            return False
        if piles[game.pile_index("waste")] and (
                empty_cell or any(not piles[p] for p in game.groups["edge"])):
            return False
        return not any(game.can_pick(state, src, 1) and game.can_drop(state, src, 1, home)
                       for src in game.pickable for home in game.foundations)

    def score(self, game: Game, state: GameState) -> int:
        """No score: "Pas de score. Vous gagnez ou vous perdez." """
        return 0


SCRIPT_EDGES = Plait(edges=RefillFromEnd("plait", ("edge",), after_home=True))

PLAIT = GameSpec(
    id="plait",
    solver_group="canfield",
    deck=two_packs,
    piles=(stock(), waste(),
           chain_piles("plait", PLAIT_LENGTH),
           Piles("edge", Kind.CELL, 4, fill=ANY, capacity=1),
           Piles("cell", Kind.CELL, 8, fill=ANY, capacity=1,
                 fill_sources=("waste", "edge", "cell")),
           base_homes(8, build=Build(SuitRule.SAME_SUIT, UP_OR_DOWN, wrap=True), capacity=13)),
    deal=(OneEach("plait"), OneEach("edge"), OneEach("cell"), DealBaseCard(), Rest("stock")),
    counters=((BASE_RANK, 0), (FOUNDATION_DIRECTION, OPEN)),
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=Plait().hooks(),
    options=(Option(
        name="edges", label=N_("Edges"), default="at_once",
        choices={"at_once": {}, "after_home": {"hooks": SCRIPT_EDGES.hooks()}},
        choice_labels={"at_once": N_("Refilled from the plait at once (the manual)"),
                       "after_home": N_("Refilled only when their card goes home "
                                        "(AisleRiot's program)")}),),
    layout="plait",
    counter_text={BASE_RANK: rank_name, FOUNDATION_DIRECTION: direction_name},
    # The solver's playouts (game/solver/tuning.py): the plait's free end first.
    solver_tuning={"playout": "plait_free_end"},
)

GAMES = (PLAIT,)
