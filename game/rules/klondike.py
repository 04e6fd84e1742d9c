"""Klondike — the classic patience.

Seven tableau piles dealt as a staircase of 1…7 cards, only the top cards face up. Build
down in alternate colours; move any face-up run; only a king (or a run headed by one)
fills a space. Foundations rise by suit from the ace. The stock turns one card (two
redeals) or three (unlimited redeals) onto the waste.

    [stock] [waste]        [found] [found] [found] [found]
    [t0] [t1] [t2] [t3] [t4] [t5] [t6]
"""

from game.engine.deal_patterns import Rest, Triangle
from game.engine.spec import (
    LAST_RANK,
    UNLIMITED,
    DrawToWaste,
    GameSpec,
    Option,
    Pick,
    foundations,
    stock,
    tableau,
    waste,
)

KLONDIKE = GameSpec(
    id="klondike",
    title="Klondike",
    titles={"en": "Klondike", "fr": "Klondike", "de": "Klondike"},
    source="aisleriot",
    source_ref="Klondike",
    family="klondike",
    piles=(stock(), waste(), foundations(pick=Pick.TOP), tableau(7, fill=LAST_RANK)),
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
        "deals, as often as you like with three. The top waste card may be played.\n\n"
        "Cards on the foundations may be taken back to the tableau."),
)

GAMES = (KLONDIKE,)
