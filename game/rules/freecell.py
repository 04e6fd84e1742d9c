"""FreeCell and its kin: free cells, every card open from the deal.

FreeCell: all 52 cards face up in eight columns (7, 7, 7, 7, 6, 6, 6, 6). Build down in
alternate colours; a free cell holds one card; any card fills an empty column. Several
cards move together when free cells and empty columns could carry them one by one:
(free cells + 1) × 2^(empty columns). Deals are numbered as Microsoft's.

Baker's Game: FreeCell built down in suit, its ancestor. AisleRiot plays it with
FreeCell's script (runs as FreeCell's, any card into a space) and sends every card that
can go home there by itself; the manual's stricter rules (runs of free cells + 1, only
kings into a space) are an option.

Eight Off: eight cells, four of them dealt a card; eight columns of six. Build down in
suit; runs as long as the free cells + 1; only a king (or a run headed by one) fills a
space. The manual only describes the piles, so the script decides the rest: foundation
cards never come back, and after every move each card that fits goes home by itself
(an option turns that off).

Seahaven Towers: ten columns of five, the last two cards in the middle cells. Build
down in suit; runs as long as the free cells + 1; only a king fills a space; a suit run
may go home in one drag; foundation cards may come back.

    FreeCell, Baker's Game:                     Eight Off:
    [cell]×4            [found]×4               [f0] [cell]×8
    [t0] [t1] [t2] [t3] [t4] [t5] [t6] [t7]     [f1] [t0] … [t7]
                                                [f2]
    Seahaven Towers:                            [f3]
    [f0] [f1] [cell]×4 [f2] [f3]
    [t0] [t1] … [t9]
"""

from game.engine.auto import AutoHome
from game.engine.deal import microsoft_order
from game.engine.deal_patterns import Dealer, Rows
from game.engine.mechanism import mechanisms
from game.engine.spec import (
    DOWN,
    LAST_RANK,
    Build,
    GameSpec,
    Hooks,
    Option,
    Pick,
    RunLimit,
    SuitRule,
    cells,
    foundations,
    tableau,
    variant,
)
from game.engine.suit_runs import RunsToFoundation
from game.i18n import N_

IN_SUIT = Build(SuitRule.SAME_SUIT, DOWN)
CELLS_ONLY = RunLimit(empty_piles=False)   # runs as long as the free cells + 1
EVERY_CARD_HOME = mechanisms(AutoHome(every_card=True))   # the scripts' forced moves home


def microsoft_shuffle(deck, game_id, number):
    """FreeCell deals follow the Microsoft numbering (deal #1 is the famous one)."""
    return microsoft_order(number)


# The solver's guide (game/solver/tuning.py), found by trying weights on deals 1-200 and
# checked on deals 201-600: median 29 -> 24 ms, total 43 -> 35 s against the generic
# weights with a lag of 2.
FREECELL_TUNING = {"weights": {"depth": 2.0, "needed": 6.0, "free_cell": 8.0, "disorder": 4.0}}

FREECELL = GameSpec(
    id="freecell",
    solver_group="freecell",
    solver_tuning=FREECELL_TUNING,
    piles=(cells(4), foundations(), tableau(8, flip_exposed=False, run_limit=RunLimit())),
    deal=(Rows("tableau"),),
    shuffle=microsoft_shuffle,
    layout="freecell",
    max_score=52,
)


# --- Baker's Game ---------------------------------------------------------------------

def _bakers_piles(run_limit: RunLimit, **fill) -> tuple:
    return (cells(4), foundations(),
            tableau(8, build=IN_SUIT, flip_exposed=False, run_limit=run_limit, **fill))


BAKERS_GAME = variant(
    FREECELL,
    id="bakers_game",
    piles=_bakers_piles(RunLimit()),
    shuffle=None,
    hooks=EVERY_CARD_HOME,
    options=(Option(
        name="rules", label=N_("Rules"), default="aisleriot",
        choices={"aisleriot": {},
                 "manual": {"piles": _bakers_piles(CELLS_ONLY, fill=LAST_RANK)}},
        choice_labels={"aisleriot": N_("As FreeCell: any card fills a space"),
                       "manual": N_("Strict: runs of free cells + 1, kings fill spaces")}),),
)


# --- Eight Off ------------------------------------------------------------------------

def eight_off_deal(dealer: Dealer) -> None:
    """Six rows over the eight columns, the last four cards into the first four cells."""
    Rows("tableau", rows=6)(dealer)
    for cell in dealer.piles("cell")[:4]:
        dealer.deal(cell)


def _suit_columns(count: int) -> object:
    return tableau(count, build=IN_SUIT, fill=LAST_RANK, flip_exposed=False,
                   run_limit=CELLS_ONLY)


EIGHT_OFF = GameSpec(
    id="eight_off",
    solver_group="freecell",
    solver_tuning=FREECELL_TUNING,
    piles=(foundations(), cells(8), _suit_columns(8)),
    deal=(eight_off_deal,),
    hooks=EVERY_CARD_HOME,
    options=(Option(
        name="auto_home", label=N_("Cards home"), default="by_themselves",
        choices={"by_themselves": {}, "by_hand": {"hooks": Hooks()}},
        choice_labels={"by_themselves": N_("Every card that fits goes home by itself"),
                       "by_hand": N_("You send the cards home yourself")}),),
    layout="eight_off",
    max_score=52,
)


# --- Seahaven Towers ------------------------------------------------------------------

def seahaven_deal(dealer: Dealer) -> None:
    """Five rows over the ten columns, the last two cards into the two middle cells."""
    Rows("tableau", rows=5)(dealer)
    for cell in dealer.piles("cell")[1:3]:
        dealer.deal(cell)


SEAHAVEN = GameSpec(
    id="seahaven",
    solver_group="freecell",
    solver_tuning=FREECELL_TUNING,
    piles=(foundations(pick=Pick.TOP), cells(4), _suit_columns(10)),
    deal=(seahaven_deal,),
    hooks=mechanisms(RunsToFoundation()),
    layout="seahaven",
    max_score=52,
)

GAMES = (FREECELL, BAKERS_GAME, EIGHT_OFF, SEAHAVEN)
