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

from dataclasses import dataclass, replace
from functools import partial

from game.engine.cards import standard_52
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
    waste,
)


@dataclass(frozen=True)
class Steps:
    """`rows` rows of one card across the group; pile k's first k cards lie face down
    (Aunt Mary: pile 0 all face up, the last pile one face-up card on top)."""

    group: str
    rows: int

    def __call__(self, dealer: Dealer) -> None:
        for row in range(self.rows):
            for k, pile in enumerate(dealer.piles(self.group)):
                dealer.deal(pile, face_up=row >= k)


def _stock_option(redeals_single: int, redeals_three: int) -> Option:
    return Option(
        name="deal", label="Stock", default="single",
        choices={"single": {"stock_action": DrawToWaste(draw=1, redeals=redeals_single)},
                 "three": {"stock_action": DrawToWaste(draw=3, redeals=redeals_three)}},
        choice_labels={"single": "One card at a time", "three": "Three cards at a time"})


# Foundation cards may go back to the tableau, but never hop to another foundation: the
# hop changes nothing and would keep a stuck game from ever being seen as lost.
HOME = foundations(pick=Pick.TOP, sources=("waste", "tableau"))

KLONDIKE = GameSpec(
    id="klondike",
    title="Klondike",
    titles={"en": "Klondike", "fr": "Klondike", "de": "Klondike"},
    source="aisleriot",
    source_ref="Klondike",
    family="klondike",
    piles=(stock(), waste(), HOME, tableau(7, fill=LAST_RANK)),
    deal=(Triangle("tableau"), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    layout="klondike",
    labels={"redeals_left": "Redeals left"},
    max_score=52,
    options=(Option(
        name="deal", label="Stock", default="single",
        choices={
            "single": {"stock_action": DrawToWaste(draw=1, redeals=2)},
            "three": {"stock_action": DrawToWaste(draw=3, redeals=UNLIMITED)},
            "no_redeals": {"stock_action": DrawToWaste(draw=1, redeals=0)},
            "unlimited": {"stock_action": DrawToWaste(draw=1, redeals=UNLIMITED)},
        },
        choice_labels={"single": "One card, two redeals", "three": "Three cards, any redeals",
                       "no_redeals": "One card, no redeal",
                       "unlimited": "One card, any redeals"}),),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, each built up in one suit from "
        "ace to king.\n\n"
        "Tableau: seven piles of one to seven cards; only the top card of each lies face "
        "up. Lay a card on a card one rank higher of the other colour (a red 9 on a black "
        "10). Any face-up run in that order moves as a unit. A card left face down on top "
        "turns up. Only a king, or a run starting with a king, may go into an empty pile.\n\n"
        "Stock: click it to turn one card onto the waste (or three, with three-card deals). "
        "When it runs out, click it again to turn the waste back over: twice with one-card "
        "deals, as often as you like with three. The option also offers one card with no "
        "redeal at all, or one card with no limit. The top waste card may be played.\n\n"
        "Cards on the foundations may be taken back to the tableau."),
)

ATHENA = replace(
    KLONDIKE,
    id="athena",
    title="Athena",
    titles={"en": "Athena", "fr": "Athena", "de": "Athena"},
    source_ref="Athena",
    deal=(Rows("tableau", rows=4, face_up=(False, True, False, True)), Rest("stock")),
    # AisleRiot keeps two redeals whichever way the stock is turned.
    options=(_stock_option(2, 2),),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "Tableau: seven piles of four cards, dealt in four rows: face down, face up, face "
        "down, face up. So each pile shows its top card and one more half-way down, under a "
        "hidden card. Build down in alternate colours; a run in that order moves as a unit; "
        "a face-down card left on top turns up. Only a king, or a run headed by one, may go "
        "into an empty pile.\n\n"
        "Stock: turn one card at a time onto the waste (three with the option); when the "
        "stock is empty the waste may be turned back over twice. The top waste card plays.\n\n"
        "Foundation cards may come back to the tableau."),
)

AUNT_MARY = replace(
    KLONDIKE,
    id="aunt_mary",
    title="Aunt Mary",
    titles={"en": "Aunt Mary", "fr": "Tante Marie", "de": "Tante Mary"},
    source_ref="Tante Marie",
    piles=(stock(), waste(), HOME, tableau(6, fill=LAST_RANK)),
    deal=(Steps("tableau", rows=6), Rest("stock")),
    layout="aunt_mary",
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king. Aunt "
        "Mary is very hard to win: getting far is already a good game.\n\n"
        "Tableau: six piles of six cards. The first pile lies all face up; each pile to its "
        "right has one more card face down under its face-up ones, down to the last with a "
        "single face-up card on five hidden ones. Build down in alternate colours; move any "
        "run in that order; a face-down card left on top turns up. Only a king, or a run "
        "headed by one, fills an empty pile.\n\n"
        "Stock: sixteen cards, turned one at a time onto the waste; the waste may be turned "
        "back over twice. The top waste card plays.\n\n"
        "Foundation cards may come back to the tableau."),
)

GOLD_MINE = replace(
    KLONDIKE,
    id="gold_mine",
    title="Gold Mine",
    titles={"en": "Gold Mine", "fr": "La mine d'or", "de": "Goldmine"},
    source_ref="La mine d'or",
    piles=(stock(), waste(), HOME, tableau(7, fill=ANY)),
    deal=(Rest("stock"),),
    stock_action=DrawToWaste(draw=3, redeals=0),
    layout="klondike_open",
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "The seven tableau piles start empty and the whole pack is in the stock. Click the "
        "stock to turn three cards onto the waste; its top card plays. There is no redeal: "
        "once the stock is used up, play on with what lies on the table.\n\n"
        "Tableau: build down in alternate colours; runs in that order move as a unit. Any "
        "card or run may fill an empty pile, so choose well what starts each pile.\n\n"
        "Foundation cards may come back to the tableau."),
)

JUMBO = replace(
    KLONDIKE,
    id="jumbo",
    title="Jumbo",
    titles={"en": "Jumbo", "fr": "Jumbo", "de": "Jumbo"},
    source_ref="Jumbo",
    deck=partial(standard_52, 2),
    deck_name="2 × 52 cards",
    piles=(stock(), waste(), replace(HOME, count=8), tableau(9, fill=LAST_RANK)),
    deal=(Counts("tableau", tuple(range(9, 0, -1))), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=1),
    layout="jumbo",
    max_score=104,
    options=(),
    rules_text=(
        "Goal: bring all 104 cards of the two packs to the eight foundations, each built "
        "by suit from ace to king.\n\n"
        "Tableau: nine piles of nine down to one card, only the top card of each face up. "
        "Build down in alternate colours; any run in that order moves as a unit; a "
        "face-down card left on top turns up. Only a king, or a run headed by one, fills "
        "an empty pile.\n\n"
        "Stock: turn one card at a time onto the waste; when the stock is empty the waste "
        "may be turned back over once. The top waste card plays.\n\n"
        "Foundation cards may come back to the tableau."),
)

SARATOGA = replace(
    KLONDIKE,
    id="saratoga",
    title="Saratoga",
    titles={"en": "Saratoga", "fr": "Saratoga", "de": "Saratoga"},
    source_ref="Saratoga",
    deal=(Counts("tableau", tuple(range(1, 8)), face_up=-1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=UNLIMITED),
    options=(_stock_option(UNLIMITED, UNLIMITED),),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "Saratoga is Klondike with every card of the tableau face up from the start: seven "
        "piles of one to seven cards, all in view, which makes planning easier.\n\n"
        "Tableau: build down in alternate colours; any run in that order moves as a unit. "
        "Only a king, or a run headed by one, fills an empty pile.\n\n"
        "Stock: turn one card at a time onto the waste (three with the option) and turn "
        "the waste back over as often as you like. The top waste card plays.\n\n"
        "Foundation cards may come back to the tableau."),
)

THUMB_AND_POUCH = replace(
    KLONDIKE,
    id="thumb_and_pouch",
    title="Thumb and Pouch",
    titles={"en": "Thumb and Pouch", "fr": "Pouce et poche", "de": "Thumb and Pouch"},
    source_ref="Pouce et poche",
    piles=(stock(), waste(), HOME,
           tableau(7, build=Build(SuitRule.OTHER_SUIT), fill=ANY)),
    layout="klondike_open",
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "Tableau: seven piles of one to seven cards, only the top card of each face up. Lay "
        "a card on one a rank higher of any other suit: a 6 of hearts may go on any 7 but "
        "the 7 of hearts. Runs built that way move as a unit; a face-down card left on top "
        "turns up. Any card or run may fill an empty pile.\n\n"
        "Stock: turn one card at a time onto the waste; the waste may be turned back over "
        "twice. The top waste card plays.\n\n"
        "Foundation cards may come back to the tableau."),
)

KING_ALBERT = replace(
    KLONDIKE,
    id="king_albert",
    title="King Albert",
    titles={"en": "King Albert", "fr": "Le Roi Albert", "de": "König Albert"},
    source_ref="Le Roi Albert",
    piles=(foundations(pick=Pick.TOP, sources=("tableau", "reserve")),
           tableau(9, fill=ANY),
           Piles("reserve", Kind.RESERVE, 7, pick=Pick.TOP)),
    deal=(Counts("tableau", tuple(range(9, 0, -1))), Rows("reserve", rows=1)),
    stock_action=None,
    layout="king_albert",
    labels={},
    options=(),
    rules_text=(
        "Goal: bring all 52 cards to the four foundations, by suit from ace to king.\n\n"
        "There is no stock. The tableau has nine piles of nine down to one card, only the "
        "top card of each face up; the seven cards left over lie face up as reserves on the "
        "right.\n\n"
        "Tableau: build down in alternate colours; runs in that order move as a unit; a "
        "face-down card left on top turns up. Any card or run may fill an empty pile.\n\n"
        "Reserves: each card may be played onto the tableau or a foundation. Nothing is "
        "ever laid on a reserve, and an empty one stays empty.\n\n"
        "Foundation cards may come back to the tableau."),
)

GAMES = (KLONDIKE, ATHENA, AUNT_MARY, GOLD_MINE, JUMBO, SARATOGA, THUMB_AND_POUCH,
         KING_ALBERT)
