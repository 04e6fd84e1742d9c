"""Backbone (AisleRiot): Forty Thieves' building with a spine of blocked reserve cards.

Two packs. Eight foundations rise by suit from the ace. Eight tableau piles of one face-up
card build down in suit, one card at a time; an empty pile takes any card but one from
the backbone. The backbone is two overlapping columns of nine face-up cards with one
more card lying across both their ends: a card plays only once every card lying on it
is gone (a cover map). The stock turns one card at a time onto the waste; the waste may
be turned back over once. Won when all 104 cards are home.

    [t0]  [b0][b9]   [t1]   [f0][f1][f2][f3]
    [t2]  [b1][b10]  [t3]   [f4][f5][f6][f7]
    [t4]   ..  ..    [t5]       [stock][waste]
    [t6]  [b8][b17]  [t7]
            [b18]
"""

from __future__ import annotations

from game.engine.cards import two_packs
from game.engine.cover import Covering, columns
from game.engine.deal_patterns import OneEach, Rest, Rows
from game.engine.spec import (
    DOWN,
    Build,
    DrawToWaste,
    GameSpec,
    Kind,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    tableau,
    waste,
)

BACKBONE_COVER = columns("backbone", (9, 9), last_over=(0, 1))

BACKBONE = GameSpec(
    id="backbone",
    solver_group="forty_thieves",
    deck=two_packs,
    piles=(foundations(8),
           tableau(8, build=Build(SuitRule.SAME_SUIT, DOWN), pick=Pick.TOP,
                   accepts_runs=False, flip_exposed=False,
                   fill_sources=("tableau", "waste")),
           Piles("backbone", Kind.RESERVE, BACKBONE_COVER.size),
           stock(), waste()),
    deal=(Rows("tableau", 1), OneEach("backbone"), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=1),
    hooks=Covering(BACKBONE_COVER).hooks(),
    layout="backbone",
    max_score=104,
    # The solver's playouts (game/solver/tuning.py) play the blocked reserve first: they
    # win deals no search had won.
    solver_tuning={"playout": "reserve_first"},
)

GAMES = (BACKBONE,)
