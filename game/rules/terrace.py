"""Terrace (AisleRiot terrace.scm) and its six variants, chosen by the option `variant`.

Two packs. A reserve of 10 to 21 cards lies fanned face up: only its top card plays, and
only onto a foundation. Eight foundations start from one base rank and climb to the
rank below it (king to ace allowed), in alternate colours (General's Patience: in
suit). The tableau builds down in alternate colours, one card at a time (ace to king
allowed), but nothing goes on a card of the base rank; an empty pile takes only the
waste card. The stock turns one card at a time; while a tableau pile is empty it turns
one card and waits until that card is played (GapLock); an empty waste takes the next
card by itself.

The base: in Terrace and General's Patience four cards are dealt to the first four
piles and the player lays one of them on a foundation (its rank is the base); then
every empty pile takes a card from the stock. In the others a dealt card on the first
foundation sets it and every pile gets a card. Signora and Redheads refill an emptied
pile by themselves (Redheads from the reserve first). General's Patience turns the
waste over once; after that every card must be played before the next — a card that
can never be played loses the game (the manual's rule; waste_stranded).

    [stock] [waste]    [reserve → → → → → → → → → →]
    [f0] [f1] [f2] [f3] [f4] [f5] [f6] [f7]
    [t0] [t1] [t2] [t3] [t4] [t5] [t6] [t7] [t8]      (eight in Redheads, Blondes and
     ↓    ↓    ↓    ↓    ↓    ↓    ↓    ↓    ↓        Brunettes)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.base_card import (
    BASE_RANK,
    ChosenBase,
    DealBaseCard,
    base_rank,
    chosen_rank_name,
)
from game.engine.cards import RANK_OF, two_packs
from game.engine.deal_patterns import Counts, Dealer, Rest, Rows
from game.engine.game import Game
from game.engine.gap_lock import STOCK_LOCKED, GapLock, lock_text, waste_stranded
from game.engine.mechanism import Mechanism
from game.engine.moves import StepRecorder
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
    fill_base,
    foundations,
    stock,
    tableau,
    waste,
)
from game.engine.state import GameState
from game.i18n import N_

TABLEAU_BUILD = Build(SuitRule.ALTERNATE_COLOUR, DOWN, wrap=True)


def terrace_piles(columns: int, home: SuitRule, refill: tuple[str, ...] = ()) -> tuple:
    # A foundation of 13 cards has reached the rank below the base: the capacity is the
    # rule that no card of the base rank goes onto a started foundation.
    return (stock(), waste(), Piles("reserve", Kind.RESERVE, pick=Pick.TOP),
            foundations(8, build=Build(home, UP, wrap=True), fill=fill_base(), capacity=13),
            tableau(columns, build=TABLEAU_BUILD, fill=ANY, pick=Pick.TOP,
                    accepts_runs=False, flip_exposed=False, sources=("waste", "tableau"),
                    fill_sources=("waste",), refill_from=refill))


def four_to_choose_from(dealer: Dealer) -> None:
    """One card face up on each of the first four tableau piles: the base to choose."""
    for pile in dealer.piles("tableau")[:4]:
        dealer.deal(pile)


@dataclass(frozen=True)
class TerraceRules(Mechanism):
    """The chosen base (the first move lays one of the four dealt cards home, then the
    stock fills every empty pile), nothing on a base-rank card, the stock's lock, and
    the game lost once the waste card can never be played."""

    lock: GapLock = GapLock()
    chosen: ChosenBase = ChosenBase()

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return base_rank(game, state) != 0 or game.group_of[pile] == "tableau"

    def narrows(self, game: Game, state: GameState) -> bool:
        """Once the base is chosen these hooks only narrow the piles' own rules (every
        pile may be picked; nothing goes on a base-rank tableau card): the engine then
        asks them only about the moves those rules allow (see Game.card_moves)."""
        return base_rank(game, state) != 0

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        base = base_rank(game, state)
        if base == 0:     # the first move chooses the base
            return (game.group_of[src] == "tableau" and dst in game.foundations
                    and self.chosen.can_drop(game, state, src, n, dst))
        target = state.piles[dst]
        # Nothing on a base-rank card (BaseRankTableau's rule, written out here: the
        # solver asks this for every pair of piles).
        if target and RANK_OF[target[-1]] == base and game.group_of[dst] == "tableau":
            return False
        return game.standard_drop(state, src, n, dst)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        if base_rank(game, state) == 0:
            self.chosen.auto_moves(game, state, rec)
            if base_rank(game, state) == 0:
                return
            stock_pile = game.pile_index("stock")
            for pile in game.groups["tableau"]:
                if not state.piles[pile] and state.piles[stock_pile]:
                    rec.turn(stock_pile, pile, 1)
        self.lock.after_turn(game, state, rec)

    def is_lost(self, game: Game, state: GameState) -> bool:
        return base_rank(game, state) != 0 and waste_stranded(game, state)


def variant_rules(reserve: int, columns: int, home: SuitRule = SuitRule.ALTERNATE_COLOUR,
                  chosen: bool = False, redeals: int = 0,
                  refill: tuple[str, ...] = ()) -> dict:
    """The spec fields of one variant (terrace.scm's table: reserve size, piles,
    foundation rule, chosen or dealt base, redeals, automatic refills)."""
    base = (four_to_choose_from,) if chosen else (DealBaseCard(), Rows("tableau", rows=1))
    return {
        "piles": terrace_piles(columns, home, refill),
        "deal": (Counts("reserve", (reserve,), face_up=-1), *base, Rest("stock")),
        "stock_action": DrawToWaste(draw=1, redeals=redeals, shut_until=BASE_RANK,
                                    shut_while=STOCK_LOCKED),
        "hooks": TerraceRules(GapLock(locking=not refill, last_pass_waits=redeals > 0)).hooks(),
        "layout": "terrace" if columns == 9 else "terrace_8",
        # Piles refilled by themselves leave no gap: the stock is never locked.
        "hidden_counters": (STOCK_LOCKED,) if refill else (),
    }


VARIANTS = {
    "terrace": (N_("Terrace"), variant_rules(11, 9, chosen=True)),
    "generals_patience": (N_("General's Patience"),
                          variant_rules(13, 9, SuitRule.SAME_SUIT, chosen=True, redeals=1)),
    "falling_stars": (N_("Falling Stars"), variant_rules(11, 9)),
    "signora": (N_("Signora"), variant_rules(11, 9, refill=("waste", "stock"))),
    "redheads": (N_("Redheads"), variant_rules(21, 8, refill=("reserve", "waste", "stock"))),
    "blondes_and_brunettes": (N_("Blondes and Brunettes"), variant_rules(10, 8)),
    "wood": (N_("Wood"), variant_rules(10, 9)),
}

TERRACE = GameSpec(
    id="terrace",
    solver_group="other",
    deck=two_packs,
    counters=((BASE_RANK, 0), (STOCK_LOCKED, 0)),
    **VARIANTS["terrace"][1],
    options=(Option(name="variant", label=N_("Variant"), default="terrace",
                    # (Terrace itself is the spec above: its choice replaces nothing)
                    choices={name: {} if name == "terrace" else rules
                             for name, (_label, rules) in VARIANTS.items()},
                    choice_labels={name: label for name, (label, _rules) in VARIANTS.items()},
                    in_title=True),),
    counter_text={BASE_RANK: chosen_rank_name, STOCK_LOCKED: lock_text},
    distinct_backs=True,
    max_score=104,
    # The solver (game/solver/tuning.py): its reserve, whose cards only go home, holds up
    # the game, and the generic score does not see it. The exhaustive depth-first search
    # over the packed key decides it (deals 1-30 at 1 s: 0 -> 6 won), a depth-first
    # search guided by a score that counts the reserve beside it (seven variants, deals
    # 1-10 at 1 s: 14 -> 20 won).
    solver_tuning={"weights": {"reserve": 20.0}, "small_search": True,
                   "guided_beside_small": True},
)

GAMES = (TERRACE,)
