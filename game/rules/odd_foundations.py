"""Games of AisleRiot whose foundation is built in an odd way: Doublets.

    doublets  one foundation, built whatever the suit by doubling: each card is worth
              twice the card below it, less 13 as often as needed (A 2 4 8 3 6 Q J 9 5
              10 7 A …); kings never go up. Seven single reserves round it; an emptied
              reserve is refilled at once from the waste, else the stock. One card at a
              time from the stock, two redeals (three passes). Won with 48 cards home.

    [stock] [waste]      [r0] [r1] [r2]
                         [r3]      [r4]
                         [r5] [f]  [r6]
"""

from __future__ import annotations

from game.engine.cards import KING
from game.engine.deal_patterns import Dealer, Rest
from game.engine.game import Game
from game.engine.spec import (
    DOUBLING,
    NOTHING,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    foundations,
    stock,
    waste,
)
from game.engine.state import GameState

DOUBLETS_HOME = 48   # every card but the four kings


def deal_without_kings(dealer: Dealer) -> None:
    """One card face up onto each reserve, then the base onto the foundation; a king
    met on the way goes under the pack and the next card takes its place."""
    for pile in dealer.piles("reserve") + dealer.piles("foundation"):
        c = dealer.next_card()
        while c.rank == KING:
            dealer.put_back_bottom(c)
            c = dealer.next_card()
        dealer.lay(pile, c)


def doublets_won(game: Game, state: GameState) -> bool:
    return len(state.piles[game.foundations[0]]) == DOUBLETS_HOME


DOUBLETS = GameSpec(
    id="doublets",
    family="other",
    piles=(stock(), waste(),
           Piles("reserve", Kind.RESERVE, 7, pick=Pick.TOP, fill=NOTHING,
                 refill_from=("waste", "stock")),
           foundations(1, build=Build(direction=DOUBLING), fill=NOTHING,
                       sources=("reserve", "waste"))),
    deal=(deal_without_kings, Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=Hooks(is_won=doublets_won),
    layout="doublets",
    max_score=DOUBLETS_HOME,
)

GAMES = (DOUBLETS,)
