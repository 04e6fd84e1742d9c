"""Klondike — the classic patience, and the AisleRiot games that only re-deal it.

Seven tableau piles dealt as a staircase of 1…7 cards, only the top cards face up. Build
down in alternate colours; move any face-up run; only a king (or a run headed by one)
fills a space. Foundations rise by suit from the ace and may give cards back. The stock
turns one card (two redeals) or three (unlimited redeals) onto the waste.

    [stock] [waste]        [found] [found] [found] [found]
    [t0] [t1] [t2] [t3] [t4] [t5] [t6]

The variants here change only the deal, the piles or the stock (game/rules/
klondike_family.py holds those that need hooks):
    athena           four rows dealt down, up, down, up
    aunt_mary        six piles of six, pile k with k cards face down; foundations at 2..5
    gold_mine        the tableau starts empty; three cards at a time, no redeal; any card
                     fills a space
    jumbo            two decks, nine piles of 9…1, eight foundations, one redeal
    saratoga         the staircase all face up, unlimited redeals
    thumb_and_pouch  build down in any other suit; any card fills a space
    king_albert      no stock: nine piles of 9…1 and seven open reserve cards

    king_albert:  [f0] [f1] [f2] [f3]            [r3]
                  [t0] … [t8]              [r0]  [r4]
                                           [r1]  [r5]
                                           [r2]  [r6]
"""

from dataclasses import replace

from game.engine.cards import two_packs
from game.engine.deal_patterns import Counts, Dealer, Rest, Rows, Triangle
from game.engine.spec import (
    ANY,
    LAST_RANK,
    UNLIMITED,
    Build,
    DrawToWaste,
    GameSpec,
    Kind,
    Option,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    tableau,
    variant,
    waste,
)
from game.i18n import N_
from game.record import Record


class Steps(Record):
    """`rows` rows of one card across the group; pile k's first k cards lie face down
    (Aunt Mary: pile 0 all face up, the last pile one face-up card on top)."""

    __slots__ = ("group", "rows")

    def __init__(self, group: str, rows: int) -> None:
        self.group, self.rows = group, rows

    def __call__(self, dealer: Dealer) -> None:
        for row in range(self.rows):
            for k, pile in enumerate(dealer.piles(self.group)):
                dealer.deal(pile, face_up=row >= k)


def _stock_option(redeals_three: int) -> Option:
    """One card at a time (the spec's own stock) or three, with `redeals_three` redeals."""
    return Option(
        name="deal", label=N_("Stock"), default="single",
        choices={"single": {},
                 "three": {"stock_action": DrawToWaste(draw=3, redeals=redeals_three)}},
        choice_labels={"single": N_("One card at a time"), "three": N_("Three cards at a time")})


# Foundation cards may go back to the tableau, but never hop to another foundation: the
# hop changes nothing and would keep a stuck game from ever being seen as lost.
HOME = foundations(pick=Pick.TOP, sources=("waste", "tableau"))

# The solver's guide (game/solver/tuning.py): weights found on deals 1-40; `buried`
# (Gold Mine, Westhaven, Whitehead: no redeal): Gold Mine deals 1-5, 0 won by any member
# alone in 5 s without it, 5 by the talon beam with it (0.2-3.9 s). The talon searches'
# guides: a redeal left worth four cards home, as a macro reaches past the end of the
# stock as easily as the next card and a line that spends its redeals early is stuck
# later (deals 1-20 at 2 s: 11 won, 10 with the family's own weights; each wins deals
# the other does not). A beam with the plain weights joins.
KLONDIKE_TUNING = {
    "weights": {"face_down": 10.0, "disorder": 1.0, "needed": 2.0, "buried": 10.0},
    "beam": {"share": 1, "guides": ({},)},
    "talon_guides": ({"redeal": 200.0}, {}),
}

KLONDIKE = GameSpec(
    id="klondike",
    solver_group="klondike",
    solver_tuning=KLONDIKE_TUNING,
    piles=(stock(), waste(), HOME, tableau(7, fill=LAST_RANK)),
    deal=(Triangle("tableau"), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    layout="klondike",
    max_score=52,
    options=(Option(
        name="deal", label=N_("Stock"), default="single",
        choices={
            "single": {},
            "three": {"stock_action": DrawToWaste(draw=3, redeals=UNLIMITED)},
            "no_redeals": {"stock_action": DrawToWaste(draw=1, redeals=0)},
            "unlimited": {"stock_action": DrawToWaste(draw=1, redeals=UNLIMITED)},
        },
        choice_labels={"single": N_("One card, two redeals"),
                       "three": N_("Three cards, any redeals"),
                       "no_redeals": N_("One card, no redeal"),
                       "unlimited": N_("One card, any redeals")}),),
)

ATHENA = variant(
    KLONDIKE,
    id="athena",
    deal=(Rows("tableau", rows=4, face_up=(False, True, False, True)), Rest("stock")),
    # AisleRiot keeps two redeals whichever way the stock is turned.
    options=(_stock_option(2),),
)

AUNT_MARY = variant(
    KLONDIKE,
    id="aunt_mary",
    piles=(stock(), waste(), HOME, tableau(6, fill=LAST_RANK)),
    deal=(Steps("tableau", rows=6), Rest("stock")),
    layout="aunt_mary",
)

GOLD_MINE = variant(
    KLONDIKE,
    id="gold_mine",
    piles=(stock(), waste(), HOME, tableau(7, fill=ANY)),
    deal=(Rest("stock"),),
    stock_action=DrawToWaste(draw=3, redeals=0),
    layout="klondike_open",
)

JUMBO = variant(
    KLONDIKE,
    id="jumbo",
    deck=two_packs,
    piles=(stock(), waste(), replace(HOME, count=8), tableau(9, fill=LAST_RANK)),
    deal=(Counts("tableau", tuple(range(9, 0, -1))), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=1),
    layout="jumbo",
    max_score=104,
)

SARATOGA = variant(
    KLONDIKE,
    id="saratoga",
    deal=(Counts("tableau", tuple(range(1, 8)), face_up=-1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=UNLIMITED),
    options=(_stock_option(UNLIMITED),),
)

THUMB_AND_POUCH = variant(
    KLONDIKE,
    id="thumb_and_pouch",
    piles=(stock(), waste(), HOME,
           tableau(7, build=Build(SuitRule.OTHER_SUIT), fill=ANY)),
    layout="klondike_open",
)

KING_ALBERT = variant(
    KLONDIKE,
    id="king_albert",
    piles=(foundations(pick=Pick.TOP, sources=("tableau", "reserve")),
           tableau(9, fill=ANY),
           Piles("reserve", Kind.RESERVE, 7, pick=Pick.TOP)),
    deal=(Counts("tableau", tuple(range(9, 0, -1))), Rows("reserve", rows=1)),
    stock_action=None,
    layout="king_albert",
)

GAMES = (KLONDIKE, ATHENA, AUNT_MARY, GOLD_MINE, JUMBO, SARATOGA, THUMB_AND_POUCH,
         KING_ALBERT)
