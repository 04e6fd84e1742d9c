"""AisleRiot games whose stock deals onto reserves: Auld Lang Syne.

    auld_lang_syne  the four aces start on the foundations, which climb to the king
                    whatever the suit; each click on the stock deals one card face up
                    onto each of four reserves; only the reserves' top cards play, and
                    only onto the foundations. No redeal.

    [stock]   [f0] [f1] [f2] [f3]
              [r0] [r1] [r2] [r3]
"""

from __future__ import annotations

from game.engine.deal_patterns import FirstRankHome, Rest, score_beyond_first_ranks
from game.engine.spec import (
    NOTHING,
    UP,
    Build,
    DealToPiles,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
)

AULD_LANG_SYNE = GameSpec(
    id="auld_lang_syne",
    family="other",
    piles=(stock(), foundations(4, build=Build(SuitRule.ANY_SUIT, UP), fill=NOTHING),
           Piles("reserve", Kind.RESERVE, 4, pick=Pick.TOP)),
    deal=(FirstRankHome(), Rest("stock")),
    stock_action=DealToPiles("reserve"),
    hooks=Hooks(score=score_beyond_first_ranks),
    layout="auld_lang_syne",
    max_score=48,
)

GAMES = (AULD_LANG_SYNE,)
