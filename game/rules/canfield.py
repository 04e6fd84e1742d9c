"""Canfield and its kin (AisleRiot): a reserve feeds the tableau, a stock feeds the waste.

Canfield: a reserve of thirteen (its top card face up), four tableau piles of one card,
and one card on the first foundation: its rank is the base, every foundation starts with
it and climbs in suit, the king followed by the ace. Build down in alternate colours,
the ace followed by the king; runs move as a whole. A pile emptied is refilled at once
from the reserve; with the reserve gone, any card or run fills it. The stock turns three
cards at a time, redealt without end. Foundation cards may come back, the base cards
aside.

Kansas: the same with a reserve of twelve, three tableau piles built down regardless of
suit, a stock turned one card at a time once; once the reserve is gone only the waste
fills a space; foundations keep their cards. Royal East: no reserve, five single-card
tableau stacks in a cross between the four foundations at the corners; build down
regardless of suit, one card at a time; any card fills a space. Straight Up: the four
twos start home and climb to the ace; a reserve of thirteen; four piles built down in
suit, refilled from the reserve, then from the waste only; two redeals; suit runs go
home in one drag. Eagle Wing: a "trunk" of thirteen whose last card only lies face up,
eight piles of at most three cards built down in suit (wrapping), each refilled from the
trunk's top when emptied; with the trunk gone, any card fills a space; two redeals.
Glenwood (Duchess): four open reserves of three; the first move lays a reserve's top
card on a foundation and so chooses the base (the stock stays shut until then); build
down in alternate colours; runs ("suites", the manual: any run from a pile's top, one
card too) move to another pile; the player fills a gap from a reserve, from the waste
once the reserves are gone; one redeal. The option "AisleRiot's program" plays the
script's readings: only whole piles move between piles, and reserve cards may be laid
on the tableau before the base is chosen.

The gaps are filled by the engine's rules for all of them: a pile group's `refill_from`
the reserve (at once, while it lasts), then the group's own `fill` and `fill_sources`
(any card, or the waste only); where the player fills them, `ReserveFirst` (Glenwood).

    Canfield, Straight Up:                 Kansas:
    [stock] [waste]   [f0] [f1] [f2] [f3]  [stock] [waste]  [f0] [f1] [f2] [f3]
    [reserve]         [t0] [t1] [t2] [t3]  [reserve]           [t0] [t1] [t2]
    Royal East:                            Eagle Wing:
    [stock] [waste]  [f0] [t0] [f1]        [stock] [waste]    [f0] [f1] [f2] [f3]
                     [t1] [t2] [t3]        [t0] [t1] [t2] [t3] [trunk] [t4] … [t7]
                     [f2] [t4] [f3]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.base_card import (
    BASE_RANK,
    ChosenBase,
    DealBaseCard,
    base_homes,
    base_rank,
    chosen_rank_name,
)
from game.engine.cards import ACE, FULL_RANKS, RANK_OF, rank_name
from game.engine.deal_patterns import (
    Counts,
    Dealer,
    FirstRankHome,
    Rest,
    Rows,
    score_beyond_first_ranks,
)
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import StepRecorder
from game.engine.reserve_first import ReserveFirst
from game.engine.spec import (
    ANY,
    DOWN,
    UNLIMITED,
    Build,
    DrawToWaste,
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
    waste,
)
from game.engine.state import GameState
from game.engine.suit_runs import RunsToFoundation
from game.i18n import N_


def reserve(**kw) -> Piles:
    return Piles("reserve", Kind.RESERVE, pick=Pick.TOP, **{"flip_exposed": True} | kw)


@dataclass(frozen=True)
class BaseCardsStay(Mechanism):
    """Foundation cards may come back to the tableau, but never a base-rank card."""

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return (pile not in game.foundations
                or RANK_OF[state.piles[pile][-1]] != base_rank(game, state))


# --- Canfield -------------------------------------------------------------------------

CANFIELD = GameSpec(
    id="canfield",
    solver_group="canfield",
    piles=(stock(), waste(), base_homes(pick=Pick.TOP), reserve(),
           tableau(4, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN, wrap=True), fill=ANY,
                   refill_from=("reserve",))),
    deal=(Counts("reserve", (13,)), Rows("tableau", rows=1), DealBaseCard(), Rest("stock")),
    stock_action=DrawToWaste(draw=3, redeals=UNLIMITED),
    counters=((BASE_RANK, 0),),
    hooks=mechanisms(BaseCardsStay()),
    layout="canfield",
    counter_text={BASE_RANK: rank_name},
    max_score=52,
)


# --- Kansas ---------------------------------------------------------------------------

DOWN_ANY_SUIT_WRAPPING = Build(SuitRule.ANY_SUIT, DOWN, wrap=True)

KANSAS = GameSpec(
    id="kansas",
    solver_group="canfield",
    piles=(stock(), waste(), base_homes(), reserve(),
           tableau(3, build=DOWN_ANY_SUIT_WRAPPING, fill=ANY, fill_sources=("waste",),
                   refill_from=("reserve",))),
    deal=(Counts("reserve", (12,)), DealBaseCard(), Rows("tableau", rows=1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    counters=((BASE_RANK, 0),),
    layout="kansas",
    counter_text={BASE_RANK: rank_name},
    max_score=52,
)


# --- Royal East -----------------------------------------------------------------------

ROYAL_EAST = GameSpec(
    id="royal_east",
    solver_group="canfield",
    piles=(stock(), waste(), base_homes(),
           tableau(5, build=DOWN_ANY_SUIT_WRAPPING, pick=Pick.TOP, accepts_runs=False)),
    deal=(DealBaseCard(), Rows("tableau", rows=1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    counters=((BASE_RANK, 0),),
    layout="royal_east",
    counter_text={BASE_RANK: rank_name},
    max_score=52,
)


# --- Straight Up ----------------------------------------------------------------------

ACE_HIGH = (*FULL_RANKS[1:], ACE)

STRAIGHT_UP = GameSpec(
    id="straight_up",
    solver_group="canfield",
    piles=(stock(), waste(), foundations(), reserve(),
           tableau(4, build=Build(SuitRule.SAME_SUIT, DOWN), fill=ANY, fill_sources=("waste",),
                   refill_from=("reserve",))),
    deal=(FirstRankHome(rank=2), Counts("reserve", (13,)), Rows("tableau", rows=1),
          Rest("stock")),
    rank_order=ACE_HIGH,
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=mechanisms(RunsToFoundation(), Hooks(score=score_beyond_first_ranks)),
    layout="canfield",
    max_score=48,
)


# --- Eagle Wing -----------------------------------------------------------------------

def trunk(dealer: Dealer) -> None:
    """Thirteen cards, the first (the bottom one) face up, the others face down on it."""
    pile = dealer.pile("reserve")
    for k in range(13):
        dealer.deal(pile, face_up=k == 0)


EAGLE_WING = GameSpec(
    id="eagle_wing",
    solver_group="canfield",
    piles=(stock(), waste(), base_homes(), reserve(flip_exposed=False),
           tableau(8, build=Build(SuitRule.SAME_SUIT, DOWN, wrap=True), pick=Pick.TOP,
                   accepts_runs=False, capacity=3, flip_exposed=False,
                   refill_from=("reserve",))),
    deal=(trunk, Rows("tableau", rows=1), DealBaseCard(), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    counters=((BASE_RANK, 0),),
    hooks=mechanisms(RunsToFoundation()),
    layout="eagle_wing",
    counter_text={BASE_RANK: rank_name},
    max_score=52,
)



# --- Glenwood -------------------------------------------------------------------------

@dataclass(frozen=True)
class GlenwoodRules(Mechanism):
    """The player chooses the base from a reserve's top card before anything else (the
    stock stays shut until then); a gap is filled by the player from a reserve, from
    the waste once the reserves are gone. Between tableau piles any run moves (the
    manual's "suites"). The script's readings: with `whole_piles` only a whole pile
    does, and a pile's top card alone goes only to a foundation; without `base_first`
    reserve cards may be laid on the tableau before the base is chosen."""

    chosen: ChosenBase = ChosenBase()
    gaps: ReserveFirst = ReserveFirst()
    whole_piles: bool = False
    base_first: bool = True
    # Every pile read by its group, none by its place: reserves, tableau piles and
    # foundations are interchangeable for the solver (solver/canonical.py).
    indexed_groups = ()

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return (not self.whole_piles or game.group_of[pile] != "tableau" or n == 1
                or n == len(state.piles[pile]))

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if base_rank(game, state) == 0:     # the base is chosen from a reserve first
            if game.group_of[src] != "reserve":
                return False
            if dst not in game.foundations and (self.base_first
                                                or game.group_of[dst] != "tableau"):
                return False
            return self.chosen.can_drop(game, state, src, n, dst)
        if (self.whole_piles and game.group_of[src] == game.group_of[dst] == "tableau"
                and n < len(state.piles[src])):
            return False
        return (self.gaps.allows(game, state, src, dst)
                and self.chosen.can_drop(game, state, src, n, dst))

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        self.chosen.auto_moves(game, state, rec)


GLENWOOD = GameSpec(
    id="glenwood",
    solver_group="canfield",
    piles=(stock(), waste(), base_homes(), Piles("reserve", Kind.RESERVE, 4, pick=Pick.TOP),
           tableau(4, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN, wrap=True), fill=ANY)),
    deal=(Counts("reserve", (3,) * 4, face_up=-1), Rows("tableau", rows=1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=1, shut_until=BASE_RANK),
    counters=((BASE_RANK, 0),),
    hooks=mechanisms(GlenwoodRules()),
    options=(Option(
        name="rules", label=N_("Rules"), default="manual",
        choices={"manual": {}, "aisleriot": {"hooks": mechanisms(GlenwoodRules(
            whole_piles=True, base_first=False))}},
        choice_labels={"manual": N_("As the manual: any run moves, the base first"),
                       "aisleriot": N_("As AisleRiot's program: only whole piles move, "
                                       "reserve cards play before the base")}),),
    layout="glenwood",
    counter_text={BASE_RANK: chosen_rank_name},
    max_score=52,
)

GAMES = (CANFIELD, KANSAS, ROYAL_EAST, STRAIGHT_UP, EAGLE_WING, GLENWOOD)
