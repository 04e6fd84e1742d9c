"""AisleRiot's Maze: 54 places read as one line, row after row, and 48 cards (no kings).

A card may go into a gap when it follows the card to the gap's left (same suit, one
higher) or comes just before the card to its right; a queen is followed by any ace. The
line's first place takes an ace, its last a queen. Won when the line reads as four suits
from ace to queen, one after another (gaps do not count). Every gap always takes some
card, so the game is never blocked: it is won or given up.

    [ 9 places ] × 6 rows, gaps at the 9th and 18th places and where the kings were
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import ACE, KING, QUEEN, Card, standard_52, without_ranks
from game.engine.deal import rng_for
from game.engine.deal_patterns import Dealer
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.spec import ANY, GameSpec, Kind, Pick, Piles
from game.engine.state import GameState

PLACES = 54
FIXED_GAPS = (8, 17)     # the 9th and 18th places start empty
KING_GAPS = 4            # and the places the four kings would have had


def no_kings() -> list[Card]:
    return without_ranks(standard_52(), KING)


def follows(lower: Card, higher: Card) -> bool:
    """`higher` may come right after `lower` in the line."""
    if higher.rank == ACE:
        return lower.rank == QUEEN
    return lower.suit == higher.suit and lower.rank + 1 == higher.rank


@dataclass(frozen=True)
class Maze(Mechanism):
    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        line = game.groups["maze"]
        piles = state.piles
        if n != 1 or src == dst or piles[dst] or dst not in line:
            return False
        card, at = piles[src][-1], dst - line[0]
        if at == 0:
            after_left = card.rank == ACE
        else:
            left = piles[dst - 1]
            after_left = bool(left) and follows(left[-1], card)
        if at == PLACES - 1:
            before_right = card.rank == QUEEN
        else:
            right = piles[dst + 1]
            before_right = bool(right) and follows(card, right[-1])
        return after_left or before_right

    def score(self, game: Game, state: GameState) -> int:
        """A point for an ace first, and one for every card that follows the one before
        it in the line (gaps skipped)."""
        cards = [state.piles[p][-1] for p in game.groups["maze"] if state.piles[p]]
        pairs = zip(cards, cards[1:], strict=False)
        return (cards[0].rank == ACE) + sum(follows(a, b) for a, b in pairs)

    def is_won(self, game: Game, state: GameState) -> bool:
        return self.score(game, state) == game.total_cards

    def deal(self, dealer: Dealer) -> None:
        """Every place but the two fixed gaps takes a card, the kings' four places
        (chosen at random, as if the kings had been dealt and taken out) left empty."""
        line = dealer.piles("maze")
        open_places = [i for i in range(PLACES) if i not in FIXED_GAPS]
        order = list(open_places)
        rng_for("maze", dealer.state.deal, "kings").shuffle(order)
        kings = set(order[:KING_GAPS])
        for i in open_places:
            if i not in kings:
                dealer.deal(line[i])


MAZE = GameSpec(
    id="maze",
    deck=no_kings,
    piles=(Piles("maze", Kind.SLOT, PLACES, fill=ANY, capacity=1, pick=Pick.TOP),),
    deal=(Maze().deal,),
    hooks=Maze().hooks(),
    layout="maze",
    max_score=48,
    solver_group="grids",
)

GAMES = (MAZE,)
