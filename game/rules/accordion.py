"""Accordion (AisleRiot): the whole pack in one line, folded up card by card.

All 52 cards are dealt face up in one line, read like a page in rows of nine. A card may
be laid on its left neighbour or on the third card to its left when the two have the
same suit or the same rank; the card it covers goes out, and the line closes up behind
it. Won when a single card is left.

    [s0 ][s1 ][s2 ] … [s8 ]
    [s9 ] …           [s17]
    …
    [s45] … [s51]       [discard]
"""

from __future__ import annotations

from game.engine.cards import RANK_OF, SUIT_OF
from game.engine.deal_patterns import Rows
from game.engine.game import Game
from game.engine.grid_compaction import GridCompaction
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.spec import GameSpec, Kind, Pick, Piles
from game.engine.state import GameState

ONTO = "onto"
REACH = (1, 3)      # a card goes onto its neighbour or the third card to its left


class Folding(Mechanism):
    """Move("onto", i, j): the card of slot i covers the card of slot j (j = i-1 or i-3,
    same suit or same rank); the covered card goes to the discard."""

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        slots, piles = game.groups["slot"], state.piles
        moves = []
        for k, i in enumerate(slots):
            if not piles[i]:
                break      # the line is closed up: nothing lies after a free slot
            card = piles[i][-1]
            for step in REACH:
                if k >= step:
                    target = piles[slots[k - step]][-1]
                    if RANK_OF[card] == RANK_OF[target] or SUIT_OF[card] == SUIT_OF[target]:
                        moves.append(Move(ONTO, i, slots[k - step], 1))
        return moves

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        if move.action != ONTO:
            raise ValueError(f"accordion: unknown move {move!r}")
        rec.move(move.dst, game.pile_index("discard"), 1)
        rec.move(move.src, move.dst, 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.pile("discard")) == game.total_cards - 1

    def score(self, game: Game, state: GameState) -> int:
        return len(state.pile("discard"))


ACCORDION = GameSpec(
    id="accordion",
    solver_group="pairing",
    piles=(Piles("slot", Kind.SLOT, 52, pick=Pick.NONE),
           Piles("discard", Kind.DISCARD, pick=Pick.NONE)),
    deal=(Rows("slot", 1),),
    hooks=mechanisms(Folding(), GridCompaction("slot")),
    layout="accordion",
    double_click=(ONTO,),
    max_score=51,
)

GAMES = (ACCORDION,)
