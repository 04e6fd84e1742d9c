"""AisleRiot's Labyrinth: eight columns played from both ends, onto the aces only.

Each column has a head place above it and a pile fanned below. The head card and the top
card of the pile both play, to the foundations only (up in suit from the aces); nothing
is built in the columns. Until the talon is first dealt, a played head is replaced from
the talon; after that, from the far (oldest) end of its own pile. A click on the talon
deals a card to each column: into its head if that is empty, else onto its pile.

    [talon]       [A♣] [A♦] [A♥] [A♠]
    [head] × 8
    [pile] × 8  (fanned down)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.deal_patterns import FirstRankHome, Rest, Rows, score_beyond_first_ranks
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import GameSpec, Kind, Pick, Piles, foundations, stock
from game.engine.state import GameState

COLUMNS = 8


@dataclass(frozen=True)
class Labyrinth(Mechanism):
    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        stock_pile = game.pile_index("stock")
        return [Move("deal", stock_pile, -1, 0)] if state.piles[stock_pile] else []

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        """A card to each column, into its head if empty, else onto its pile."""
        stock_pile = game.pile_index("stock")
        rec.counter(game.counter_index("deals"), state.counter("deals") + 1)
        for head, pile in zip(game.groups["head"], game.groups["pile"], strict=True):
            if not state.piles[stock_pile]:
                break
            target = pile if state.piles[head] else head
            rec.move(stock_pile, target, 1)
            rec.flip(target)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """A played head is replaced: from the talon before its first deal, afterwards
        from the oldest card of its own pile."""
        stock_pile = game.pile_index("stock")
        first_row = state.counter("deals") == 0
        for head, pile in zip(game.groups["head"], game.groups["pile"], strict=True):
            if state.piles[head]:
                continue
            if first_row:
                if state.piles[stock_pile]:
                    rec.move(stock_pile, head, 1)
                    rec.flip(head)
            elif state.piles[pile]:
                cards = state.piles[pile]
                rec.set_pile(pile, cards[1:])
                rec.set_pile(head, cards[:1])

    def score(self, game: Game, state: GameState) -> int:
        return score_beyond_first_ranks(game, state)


LABYRINTH = GameSpec(
    id="labyrinth",
    piles=(stock(),
           foundations(4),
           Piles("head", Kind.SLOT, COLUMNS, capacity=1, pick=Pick.TOP),
           Piles("pile", Kind.TABLEAU, COLUMNS, pick=Pick.TOP)),
    deal=(FirstRankHome(), Rows("head", rows=1), Rest("stock")),
    counters=(("deals", 0),),   # the talon's deals so far
    hooks=Labyrinth().hooks(),
    layout="labyrinth",
    max_score=48,
    solver_group="other",
)

GAMES = (LABYRINTH,)
