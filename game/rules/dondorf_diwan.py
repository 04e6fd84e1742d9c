"""Der Diwan (The Divan) — Dondorf, *20 Patienzen*, Nr. 16. Two packs, two passes.

The eight kings are set aside. Forty cards are laid in four rows of five on each side;
the eight fields in the middle wait for the aces. Only the outermost card of a row is
free. Free cards go to the aces (built up in suit to the queen) or onto the free card of
any other row, left or right, one rank higher in the same suit; an emptied row takes a
free card of another row. The top waste card may go to an ace pile or onto a row.
When all eight queens are complete the kings are laid beside them — the divan.

    row 0 ◄ [ ][ ][ ][ ][ ]  [A][A]  [ ][ ][ ][ ][ ] ► row 4
    row 1 ◄ [ ][ ][ ][ ][ ]  [A][A]  [ ][ ][ ][ ][ ] ► row 5
    row 2 ◄ [ ][ ][ ][ ][ ]  [A][A]  [ ][ ][ ][ ][ ] ► row 6
    row 3 ◄ [ ][ ][ ][ ][ ]  [A][A]  [ ][ ][ ][ ][ ] ► row 7
    [talon] [waste]         [K K K K K K K K]
Rows 0–3 spread to the left, rows 4–7 to the right; foundations 0–3 are the left
column of the middle, 4–7 the right one.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import KING, QUEEN, two_packs
from game.engine.deal_patterns import Dealer, Rest, Rows
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import StepRecorder
from game.engine.spec import (
    ANY,
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
    waste,
)
from game.engine.state import GameState

ROWS_PER_SIDE = 4


@dataclass(frozen=True)
class Diwan(Mechanism):
    # Its hooks read the piles by group (every foundation topped by a queen); the one
    # act that pairs piles by index, each king beside its queen's row, comes after the
    # win: rows and foundations stay interchangeable for the solver (canonical.py), and
    # its safe moves home sound (safe.py).
    position_blind = True

    def is_won(self, game: Game, state: GameState) -> bool:
        homes = game.groups["foundation"]
        return all(state.piles[f] and state.piles[f][-1].rank == QUEEN for f in homes)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """The final picture: each king reclines beside the queen of its suit, in the
        (now empty) innermost place of that queen's row."""
        kings = game.pile_index("kings")
        if not state.piles[kings] or not self.is_won(game, state):
            return
        for home, row in zip(game.groups["foundation"], game.groups["row"], strict=True):
            waiting = state.piles[kings]
            suit = state.piles[home][-1].suit
            i = next(i for i, c in enumerate(waiting) if c.suit == suit)
            rec.set_pile(kings, waiting[:i] + waiting[i + 1:])
            rec.set_pile(row, state.piles[row] + (waiting[i],))


def diwan_deal(dealer: Dealer) -> None:
    kings = sorted(dealer.take_out(lambda c: c.rank == KING), key=lambda c: (c.suit, c.deck))
    pile = dealer.pile("kings")
    for king in kings:
        dealer.lay(pile, king)
    Rows("row", rows=5)(dealer)
    Rest("stock")(dealer)


DIWAN = GameSpec(
    id="dondorf_diwan",
    solver_group="dondorf_diwan",
    deck=two_packs,
    piles=(stock(), waste(),
           Piles("row", Kind.TABLEAU, 2 * ROWS_PER_SIDE, build=Build(SuitRule.SAME_SUIT, DOWN),
                 fill=ANY, fill_sources=("row",)),
           foundations(8),
           Piles("kings", Kind.DECORATION, pick=Pick.NONE)),
    deal=(diwan_deal,),
    stock_action=DrawToWaste(draw=1, redeals=1),
    hooks=Diwan().hooks(),
    layout="dondorf_diwan",
    max_score=96,
)

GAMES = (DIWAN,)
