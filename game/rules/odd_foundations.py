"""Games of AisleRiot whose foundation is built in an odd way: Doublets, Fortunes.

    doublets  one foundation, built whatever the suit by doubling: each card is worth
              twice the card below it, less 13 as often as needed (A 2 4 8 3 6 Q J 9 5
              10 7 A …); kings never go up. Seven single reserves round it; an emptied
              reserve is refilled at once from the waste, else the stock. One card at a
              time from the stock, two redeals (three passes); a waste emptied by a
              card going home takes the next stock card by itself (the script). Won
              with 48 cards home.

    fortunes  Aces Up: four piles, dealt a row at a time from the stock. The top card of a
              pile is thrown out when another pile shows a higher card of its suit (aces
              high); any group from a pile's top may move into an empty pile. Won when
              the stock is spent and the four aces lie alone, one on each pile.

    doublets:  [stock] [waste]      [r0] [r1] [r2]
                                    [r3]      [r4]
                                    [r5] [f]  [r6]

    fortunes:  [stock]   [t0] [t1] [t2] [t3]   [discard]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import ACE, FULL_RANKS, KING, SUIT_OF
from game.engine.deal_patterns import Dealer, Rest
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import MOVE, Move, StepRecorder
from game.engine.spec import (
    ANY,
    DOUBLING,
    NOTHING,
    Build,
    DealToPiles,
    DrawToWaste,
    GameSpec,
    Kind,
    Pick,
    Piles,
    foundations,
    stock,
    tableau,
    waste,
)
from game.engine.state import GameState
from game.engine.suit_runs import only_relocations

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


@dataclass(frozen=True)
class EmptiedWasteTurns(Mechanism):
    """Doublets (the script; the manual is silent): when the waste's last card has gone
    to the foundation, the next stock card turns onto the waste by itself. A waste
    emptied otherwise (its card refilling a reserve, the redeal) waits for a click."""

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        waste, stock = game.pile_index("waste"), game.pile_index("stock")
        if not rec.steps or state.piles[waste] or not state.piles[stock]:
            return
        first = rec.steps[0]
        if first[0] == MOVE and first[1] == waste and first[2] in game.foundations:
            rec.turn(stock, waste, 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.piles[game.foundations[0]]) == DOUBLETS_HOME


DOUBLETS = GameSpec(
    id="doublets",
    solver_group="other",
    piles=(stock(), waste(),
           Piles("reserve", Kind.RESERVE, 7, pick=Pick.TOP, fill=NOTHING,
                 refill_from=("waste", "stock")),
           foundations(1, build=Build(direction=DOUBLING), fill=NOTHING,
                       sources=("reserve", "waste"))),
    deal=(deal_without_kings, Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=EmptiedWasteTurns().hooks(),
    layout="doublets",
    max_score=DOUBLETS_HOME,
)

# --- Fortunes (Aces Up) -------------------------------------------------------------------

ACE_HIGH = (*FULL_RANKS[1:], ACE)
DISCARD = "discard"   # the special move: a pile's top card thrown out


@dataclass(frozen=True)
class LowerOfASuitOut(Mechanism):
    """Click a pile's top card to throw it out when another pile of the group shows a
    higher card of the same suit; a point per card out. Won when the stock is spent
    and each pile holds one card (the aces); lost when only whole piles could move
    into empty ones, which changes nothing."""

    group: str = "tableau"

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        tops = [state.piles[p][-1] for p in game.groups[self.group] if state.piles[p]]
        pos = game.rank_position
        return [Move(DISCARD, p, -1, 1) for p in game.groups[self.group]
                if state.piles[p] and any(
                    SUIT_OF[t] == SUIT_OF[state.piles[p][-1]]
                    and pos[t.rank] > pos[state.piles[p][-1].rank] for t in tops)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        rec.move(move.src, game.pile_index("discard"), 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        return (not state.piles[game.pile_index("stock")]
                and all(len(state.piles[p]) == 1 for p in game.groups[self.group]))

    def is_lost(self, game: Game, state: GameState) -> bool:
        return only_relocations(game, state)

    def score(self, game: Game, state: GameState) -> int:
        return len(state.piles[game.pile_index("discard")])


FORTUNES = GameSpec(
    id="fortunes",
    solver_group="other",
    piles=(stock(), tableau(4, build=None, fill=ANY, pick=Pick.FACE_UP, flip_exposed=False),
           Piles("discard", Kind.DISCARD, pick=Pick.NONE)),
    deal=(Rest("stock"),),
    rank_order=ACE_HIGH,
    stock_action=DealToPiles("tableau"),
    hooks=mechanisms(LowerOfASuitOut()),
    layout="fortunes",
    max_score=48,
)

GAMES = (DOUBLETS, FORTUNES)
