"""FreeCell — four free cells, eight open columns, deals numbered as Microsoft's.

All 52 cards are dealt face up into eight columns (7, 7, 7, 7, 6, 6, 6, 6). Build down in
alternate colours; a free cell holds one card; any card fills an empty column. Several
cards move together when free cells and empty columns could carry them one by one:
(free cells + 1) × 2^(empty columns).

    [cell] [cell] [cell] [cell]   [found] [found] [found] [found]
    [t0] [t1] [t2] [t3] [t4] [t5] [t6] [t7]
"""

from game.engine.deal import microsoft_order
from game.engine.deal_patterns import Rows
from game.engine.spec import GameSpec, RunLimit, cells, foundations, tableau


def microsoft_shuffle(deck, game_id, number):
    """FreeCell deals follow the Microsoft numbering (deal #1 is the famous one)."""
    return microsoft_order(number)


FREECELL = GameSpec(
    id="freecell",
    family="freecell",
    piles=(cells(4), foundations(), tableau(8, flip_exposed=False, run_limit=RunLimit())),
    deal=(Rows("tableau"),),
    shuffle=microsoft_shuffle,
    layout="freecell",
    max_score=52,
)

GAMES = (FREECELL,)
