"""AisleRiot's games with a one-card waste and four reserves: Sir Tommy, Hopscotch.

    sir_tommy  the whole pack is the stock. A click turns one card onto the waste, and
               only onto an empty waste: that card goes to a foundation or onto any of
               four reserves before the next is turned. The foundations climb from the
               ace to the king whatever the suit; the reserves' top cards play only to
               the foundations. No redeal. Won with all 52 home.
    hopscotch  Calculation: A♣ 2♣ 3♣ 4♣ start the four foundations, which climb by 1,
               2, 3 and 4 ranks whatever the suit, counted round (after the king the ace),
               each ending on its king (game/engine/step_foundations.py). Otherwise as
               Sir Tommy. A point per card played home, 48 at most.

    [stock] [waste]   [r0] [r1] [r2] [r3]
    [f0]    [f1]       ↓    ↓    ↓    ↓
    [f2]    [f3]       ↓    ↓    ↓    ↓
"""

from __future__ import annotations

from game.engine.deal_patterns import Rest, score_beyond_first_ranks
from game.engine.spec import (
    ANY,
    ANY_RANK,
    UP,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    variant,
    waste,
)
from game.engine.step_foundations import StepBases, step_foundations

# Four reserves that take any card, but only from the waste, and give only their top.
RESERVES = Piles("reserve", Kind.RESERVE, 4, build=Build(direction=ANY_RANK), fill=ANY,
                 sources=("waste",), pick=Pick.TOP)

SIR_TOMMY = GameSpec(
    id="sir_tommy",
    solver_group="calculation",    # the solver's guide: game/solver/ladders.py
    # The solver's guide (game/solver/tuning.py, ladders.py): Hopscotch and Sir Tommy
    # deals 1-10 at 2 s, the generic score without a beam won 0 of each; the ladders'
    # score with the beam 4 and 2.
    solver_tuning={"score": "ladders", "beam": {"share": 8, "guides": ({},)}},
    piles=(stock(), waste(capacity=1), foundations(4, build=Build(SuitRule.ANY_SUIT, UP)),
           RESERVES),
    deal=(Rest("stock"),),
    stock_action=DrawToWaste(draw=1),
    layout="calculation",
    max_score=52,
)

HOPSCOTCH = variant(
    SIR_TOMMY,
    id="hopscotch",
    piles=(stock(), waste(capacity=1), *step_foundations(), RESERVES),
    deal=(StepBases(), Rest("stock")),
    hooks=Hooks(score=score_beyond_first_ranks),
    layout="hopscotch",     # Sir Tommy's table with each foundation's step over it
    max_score=48,
)

GAMES = (SIR_TOMMY, HOPSCOTCH)
