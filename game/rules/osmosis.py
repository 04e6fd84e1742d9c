"""Osmosis and Peek (AisleRiot): cards go up in suits, each foundation fed by the one above.

    osmosis  four reserves of three cards face down and one face up; one card face up on
             the first foundation is the base. The first foundation takes any card of
             its suit; the others start with the base rank, one below the other, and
             take a card of their suit only if its rank is already in the foundation
             above (game/engine/rank_above.py). Only the top cards of the reserves and
             of the waste play; nothing is built elsewhere. One card at a time from the
             stock with two redeals, or three at a time with no limit (an option).
             The manual's foundations open one below the other; AisleRiot's script
             lets any empty one open with the base rank (an option).
    peek     the same with the reserves dealt face up.

    [r0 →→→]  [f0 →→→→→→→→→]   [stock]
    [r1 →→→]  [f1 →→→→→→→→→]   [waste]
    [r2 →→→]  [f2 →→→→→→→→→]
    [r3 →→→]  [f3 →→→→→→→→→]
"""

from __future__ import annotations

from game.engine.base_card import BASE_RANK, DealBaseCard
from game.engine.cards import rank_name
from game.engine.deal_patterns import Rest, Rows
from game.engine.rank_above import RankAbove
from game.engine.spec import (
    UNLIMITED,
    DrawToWaste,
    GameSpec,
    Kind,
    Option,
    Pick,
    Piles,
    fill_base,
    foundations,
    stock,
    variant,
    waste,
)
from game.i18n import N_

STOCK_OPTION = Option(
    name="deal", label=N_("Stock"), default="single",
    choices={"single": {},
             "three": {"stock_action": DrawToWaste(draw=3, redeals=UNLIMITED)}},
    choice_labels={"single": N_("One card at a time"), "three": N_("Three cards at a time")})

OPENING_OPTION = Option(
    name="opening", label=N_("Foundations open"), default="in_order",
    choices={"in_order": {}, "any": {"hooks": RankAbove(in_order=False).hooks()}},
    choice_labels={"in_order": N_("One below the other (the manual)"),
                   "any": N_("Any empty one, with the base rank (AisleRiot's program)")})

OSMOSIS = GameSpec(
    id="osmosis",
    solver_group="other",
    piles=(Piles("reserve", Kind.RESERVE, 4, pick=Pick.TOP, flip_exposed=True),
           foundations(4, build=None, fill=fill_base(), sources=("reserve", "waste")),
           stock(), waste()),
    deal=(Rows("reserve", rows=4, face_up=(False, False, False, True)),
          DealBaseCard("foundation_0"), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    counters=((BASE_RANK, 0),),
    hooks=RankAbove().hooks(),
    layout="osmosis",
    options=(STOCK_OPTION, OPENING_OPTION),
    counter_text={BASE_RANK: rank_name},
    max_score=52,
)

PEEK = variant(
    OSMOSIS,
    id="peek",
    deal=(Rows("reserve", rows=4), DealBaseCard("foundation_0"), Rest("stock")),
    options=OSMOSIS.options,
)

GAMES = (OSMOSIS, PEEK)
