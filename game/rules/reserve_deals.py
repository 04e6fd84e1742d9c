"""AisleRiot games whose stock deals onto reserves: Auld Lang Syne, Scuffle, Bristol.

    auld_lang_syne  the four aces start on the foundations, which climb to the king
                    whatever the suit; each click on the stock deals one card face up
                    onto each of four reserves; only the reserves' top cards play, and
                    only onto the foundations. No redeal.
    scuffle         the same, but twice, once the stock is spent, a click gathers the
                    reserves, shuffles them and makes them the stock again.

    bristol         eight piles of three face-up cards, the kings of each pile moved
                    under its other cards; build down whatever the suit, one card at a
                    time; a space stays empty. Each click on the stock deals a card face
                    up onto each of three reserves (the last card onto the first); the
                    reserves' tops play onto the tableau or home, where the foundations
                    climb from the ace whatever the suit. No redeal.

    Auld Lang Syne, Scuffle:           Bristol:
    [stock]   [f0] [f1] [f2] [f3]      [stock] [r0] [r1] [r2]   [f0] [f1] [f2] [f3]
              [r0] [r1] [r2] [r3]      [t0 →]   [t1 →]   [t2 →]   [t3 →]
                                       [t4 →]   [t5 →]   [t6 →]   [t7 →]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.deal import rng_for
from game.engine.deal_patterns import FirstRankHome, KingsUnder, Rest, score_beyond_first_ranks
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import (
    DOWN,
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
    tableau,
    variant,
)
from game.engine.state import GameState

REDEAL = "redeal"

AULD_LANG_SYNE = GameSpec(
    id="auld_lang_syne",
    solver_group="other",
    piles=(stock(), foundations(4, build=Build(SuitRule.ANY_SUIT, UP), fill=NOTHING),
           Piles("reserve", Kind.RESERVE, 4, pick=Pick.TOP)),
    deal=(FirstRankHome(), Rest("stock")),
    stock_action=DealToPiles("reserve"),
    hooks=Hooks(score=score_beyond_first_ranks),
    layout="auld_lang_syne",
    max_score=48,
)



@dataclass(frozen=True)
class ShuffledRegather(Mechanism):
    """Once the stock is spent, while redeals are left, a click on it gathers the piles
    of `group`, shuffles them (the order depends on the deal number and the redeal, so
    undo and replays see the same) and lays them face down as the new stock."""

    group: str = "reserve"

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        stock_pile = game.pile_index("stock")
        if (state.piles[stock_pile] or state.counter("redeals_left") <= 0
                or not any(state.piles[p] for p in game.groups[self.group])):
            return []
        return [Move(REDEAL, stock_pile, -1, 0)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        redeals = game.counter_index("redeals_left")
        used = game.initial_counters[redeals] - state.counters[redeals]
        gathered = [c for p in game.groups[self.group] for c in state.piles[p]]
        rng_for(game.id, state.deal, REDEAL, used).shuffle(gathered)
        for pile in game.groups[self.group]:
            rec.set_pile(pile, ())
        rec.set_pile(move.src, tuple(c.face_down() for c in gathered))
        rec.counter(redeals, state.counters[redeals] - 1)

    def score(self, game: Game, state: GameState) -> int:
        return score_beyond_first_ranks(game, state)


SCUFFLE = variant(
    AULD_LANG_SYNE,
    id="scuffle",
    counters=(("redeals_left", 2),),
    hooks=ShuffledRegather().hooks(),
    shuffles=(REDEAL,),
    layout="scuffle",
)

# Kings go under in the deal: the contract's post-deal fix, as Baker's Dozen does it. Three
# reserves take a card each per click; the stock's 28 cards end on a single card, which
# goes onto the first reserve (bristol.scm: one card once three or fewer remain).
BRISTOL = GameSpec(
    id="bristol",
    solver_group="beleaguered_castle",
    piles=(stock(), Piles("reserve", Kind.RESERVE, 3, pick=Pick.TOP), foundations(
        4, build=Build(SuitRule.ANY_SUIT, UP)),
           tableau(8, build=Build(SuitRule.ANY_SUIT, DOWN), fill=NOTHING, pick=Pick.TOP,
                   accepts_runs=False, flip_exposed=False)),
    deal=(KingsUnder("tableau", 3), Rest("stock")),
    stock_action=DealToPiles("reserve"),
    layout="bristol",
    max_score=52,
)

GAMES = (AULD_LANG_SYNE, SCUFFLE, BRISTOL)
