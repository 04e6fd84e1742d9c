"""Union Square (AisleRiot): sixteen piles, each going up or down as its second card
says, feeding four foundations that climb from ace to king and come back down.

    union_square  two packs. One card face up on each of sixteen piles, the rest in the
                  stock, turned one at a time onto the waste, no redeal. A top card (of
                  a pile or of the waste) goes onto a pile of its suit one rank above or
                  below; the second card laid fixes the way the pile goes, and every
                  further card keeps it. Any card fills an empty pile. Four foundations,
                  one per suit: the ace, up to the king, the other king, down to the
                  other ace (26 cards). Won with all 104 cards home; a point each.

    [stock] [waste]   [t0  →] [t1  →] [t2  →] [t3  →]    [f0 →]
                      [t4  →] [t5  →] [t6  →] [t7  →]    [f1 →]
                      [t8  →] [t9  →] [t10 →] [t11 →]    [f2 →]
                      [t12 →] [t13 →] [t14 →] [t15 →]    [f3 →]
"""

from __future__ import annotations

from game.engine.cards import two_packs
from game.engine.deal_patterns import OneEach, Rest
from game.engine.mechanism import DropsByGroup, mechanisms
from game.engine.round_trip import RoundTrip
from game.engine.spec import (
    ANY,
    UP_OR_DOWN,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Pick,
    SuitRule,
    foundations,
    stock,
    tableau,
    waste,
)
from game.engine.suit_runs import only_relocations
from game.engine.tableau_direction import DirectionBySecondCard

FOUNDATION_CARDS = 26   # a suit up from ace to king, then down from king to ace

UNION_SQUARE = GameSpec(
    id="union_square",
    solver_group="other",
    deck=two_packs,
    piles=(stock(), waste(),
           tableau(16, build=Build(SuitRule.SAME_SUIT, UP_OR_DOWN), fill=ANY, pick=Pick.TOP,
                   accepts_runs=False, flip_exposed=False),
           foundations(4, capacity=FOUNDATION_CARDS)),
    deal=(OneEach("tableau"), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=mechanisms(DropsByGroup((("tableau", DirectionBySecondCard()),
                                   ("foundation", RoundTrip()))),
                     Hooks(is_lost=only_relocations)),
    layout="union_square",
    max_score=104,
    # The solver goes depth-first (game/solver/tuning.py): best-first spreads over the
    # many moves that score alike, ~54 a position (deals 1-30 at 1 s: 1 won best-first,
    # 13 depth-first).
    solver_tuning={"depth_first": True},
)

GAMES = (UNION_SQUARE,)
