"""Sorting by rank (AisleRiot): Pile On.

    pileon   fifteen piles of at most four cards; thirteen get four cards face up, two
             start empty. Move a card, or a group of equal ranks from a pile's top, onto
             a card of the same rank or into an empty pile, never beyond four cards. A
             pile of four equal ranks is finished: its top card turns face down and it
             no longer plays. Won when every pile is empty or finished.

    [t0 →→→]   [t1 →→→]   [t2 →→→]   [t3 →→→]
    [t4 →→→]   [t5 →→→]   [t6 →→→]   [t7 →→→]
    [t8 →→→]   [t9 →→→]   [t10 →→]   [t11 →→]
    [t12 →→]   [t13 →→]   [t14 →→]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import IS_FACE_UP, RANK_OF
from game.engine.deal_patterns import Counts
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import StepRecorder
from game.engine.spec import ANY, EQUAL_RANK, Build, GameSpec, tableau
from game.engine.state import GameState

PILE = 4   # cards in a finished pile: the four of a rank


def is_finished(cards: tuple) -> bool:
    """Four cards of one rank."""
    return len(cards) == PILE and len({RANK_OF[c] for c in cards}) == 1


@dataclass(frozen=True)
class FourOfAKind(Mechanism):
    """A pile of four equal ranks is turned face down on top (out of play) and scores
    four; the game is won when every pile is empty or so finished."""

    group: str = "tableau"

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        for pile in game.groups[self.group]:
            cards = state.piles[pile]
            if is_finished(cards) and IS_FACE_UP[cards[-1]]:
                rec.flip(pile)

    def is_won(self, game: Game, state: GameState) -> bool:
        return all(not state.piles[p] or is_finished(state.piles[p])
                   for p in game.groups[self.group])

    def score(self, game: Game, state: GameState) -> int:
        return PILE * sum(1 for p in game.groups[self.group] if is_finished(state.piles[p]))


PILEON = GameSpec(
    id="pileon",
    solver_group="other",
    piles=(tableau(15, build=Build(direction=EQUAL_RANK), fill=ANY, capacity=PILE,
                   flip_exposed=False),),
    deal=(Counts("tableau", (PILE,) * 13 + (0, 0), face_up=-1),),
    hooks=FourOfAKind().hooks(),
    layout="pileon",
    max_score=52,
)

GAMES = (PILEON,)
