"""Spider and its kin (AisleRiot): sort the cards into runs of one suit, king to ace.

Spider: 104 cards (one, two or four suits), ten columns of 6,5,5,6,5,5,6,5,5,6 cards,
only the top ones face up. Build down in any suit; only a run of one suit moves as a
unit; any card or run fills a space. A click on the stock deals one card face up onto
every column — never while a column is empty. A complete run, king to ace, leaves for a
foundation (by itself, or when dragged there with the option). Score: one point for each
card lying on its same-suit successor; a run gone home keeps its twelve.

Spiderette (one pack, columns of 1…7) and Will o' the Wisp (one pack, columns of 3) deal
the stock seven at a time (the last three cards to the first three columns); Spider
Three Decks plays twelve columns from three packs and may deal onto empty columns.

Diamond Mine: thirteen columns of 3 face down + 1 face up, no stock. Diamonds go only to
their foundation, which starts with any diamond and rises, king wrapping to ace; the
other cards build down in any suit, never onto a diamond. Win: all diamonds home and the
rest sorted into complete suit runs in the tableau.

    Spider:
    [t0] [t1] [t2] [t3] [t4] [t5] [t6] [t7] [t8] [t9]   [stock] [f0]  [f1]
     ..   ..   ..   ..   ..   ..   ..   ..   ..   ..    [f2]    [f3]  [f4]
                                                        [f5]    [f6]  [f7]
    Diamond Mine:
    [t0] [t1] [t2] [t3] [t4] [t5] [t6] [t7] [t8] [t9] [t10] [t11] [t12]   [found ♦]
     ..   ..   ..   ..   ..   ..   ..   ..   ..   ..    ..    ..    ..
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from game.engine.cards import DIAMONDS, IS_FACE_UP, RANK_OF, SUIT_OF, spider_deck, standard_52
from game.engine.deal_patterns import Counts, Rest, Triangle
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.spec import (
    ANY,
    DOWN,
    NOTHING,
    UP,
    Build,
    DealToPiles,
    GameSpec,
    Hooks,
    Kind,
    Option,
    Pick,
    Piles,
    SuitRule,
    stock,
    tableau,
    variant,
)
from game.engine.state import GameState
from game.engine.suit_runs import (
    RunsHome,
    is_sorted,
    only_relocations,
    run_size,
    suit_pairs,
)
from game.i18n import N_


def spider_tableau(count: int) -> Piles:
    """Build down in any suit; only one-suit runs move; any card or run fills a space."""
    return tableau(count, build=Build(SuitRule.ANY_SUIT, DOWN),
                   run_build=Build(SuitRule.SAME_SUIT, DOWN))


def run_foundations(count: int) -> Piles:
    """Where complete runs go: nothing else may be laid there, nothing comes back."""
    return Piles("foundation", Kind.FOUNDATION, count, build=None, fill=NOTHING,
                 pick=Pick.NONE)


@dataclass(frozen=True)
class SpiderRules(Mechanism):
    """The family's hooks; `automatic` sends complete runs home without a drag."""

    automatic: bool = True

    def is_won(self, game: Game, state: GameState) -> bool:
        """spider.scm: won with every card home, or every run sorted in the tableau and
        none home, not with some of each."""
        home = sum(len(state.piles[f]) for f in game.foundations)
        return home == game.total_cards or (home == 0 and is_sorted(game, state))

    def score(self, game: Game, state: GameState) -> int:
        home = sum(len(state.piles[f]) for f in game.foundations) // run_size(game)
        return suit_pairs(game, state) + (run_size(game) - 1) * home

    def hooks(self) -> Hooks:
        return mechanisms(RunsHome(automatic=self.automatic), super().hooks(),
                          Hooks(is_lost=only_relocations))


RUNS_OPTION = Option(
    name="runs", label=N_("Runs home"), default="auto",
    choices={"auto": {},
             "drag": {"hooks": SpiderRules(automatic=False).hooks()}},
    choice_labels={"auto": N_("By themselves"), "drag": N_("When dragged (AisleRiot)")})

# The solver's guide (game/solver/tuning.py): weights found on deals 1-10 of one suit
# (greedy search dives too deep without a lag); a beam with three guides (best-first 5
# won in 2 s, the beam 9 in 3 s: a guide that charges more for cards out of order and
# for face-down cards finds lines the plain one misses); Spider players' habits guide
# the playouts (in two packs or more: two-suit deals 1-10 at 10 s, 7 -> 8 won).
SPIDER_TUNING = {
    "weights": {"face_down": 30.0, "depth": 20.0},
    "beam": {"share": 4, "guides": ({}, {"disorder": 10.0, "face_down": 60.0},
                                    {"disorder": 20.0})},
    "playout": "suit_runs",
}

SPIDER = GameSpec(
    id="spider",
    solver_group="spider",
    solver_tuning=SPIDER_TUNING,
    piles=(stock(), run_foundations(8), spider_tableau(10)),
    deal=(Counts("tableau", (6, 5, 5, 6, 5, 5, 6, 5, 5, 6)), Rest("stock")),
    deck=partial(spider_deck, 4),
    stock_action=DealToPiles("tableau", refuse_if_empty=True),
    hooks=SpiderRules().hooks(),
    layout="spider",
    max_score=96,
    options=(
        Option(name="suits", label=N_("Suits"), default="4",
               choices={"4": {},
                        "2": {"deck": partial(spider_deck, 2)},
                        "1": {"deck": partial(spider_deck, 1)}},
               choice_labels={"4": N_("Four suits (two packs)"),
                              "2": N_("Two suits (hearts, spades)"),
                              "1": N_("One suit (eight sets of spades)")}),
        RUNS_OPTION),
)

SPIDERETTE = variant(
    SPIDER,
    id="spiderette",
    piles=(stock(), run_foundations(4), spider_tableau(7)),
    deal=(Triangle("tableau"), Rest("stock")),
    deck=standard_52,
    layout="spiderette",
    max_score=48,
    options=(RUNS_OPTION,),
    # The Spider search's tries (game/solver/spider_search.py): two standard, five varied,
    # two more standard, then varied ones. Its 5th and 6th standard tries won no deal of
    # 1-100 alone at 490 thousand positions; varied tries won 10, 39, 42, 52, 66 and 94
    # (at 10 s: 89 -> 91 won, 94 in 2.3 s where the standard tries overran 10 s).
    solver_tuning={**SPIDER_TUNING, "spider_plan": "SSVVVVVSS"},
)

WILL_O_THE_WISP = variant(
    SPIDERETTE,
    id="will_o_the_wisp",
    deal=(Counts("tableau", (3,) * 7), Rest("stock")),
    options=SPIDERETTE.options,
    # The standard tries: 95 won of 1-100 with them, 93 with Spiderette's plan.
    solver_tuning=SPIDER_TUNING,
)

SPIDER_THREE_DECKS = variant(
    SPIDER,
    id="spider_three_decks",
    piles=(stock(), run_foundations(12), spider_tableau(12)),
    deal=(Counts("tableau", (5,) * 6 + (4,) * 6), Rest("stock")),
    deck=partial(standard_52, 3),
    stock_action=DealToPiles("tableau", refuse_if_empty=False),
    layout="spider_three_decks",
    max_score=144,
    options=(RUNS_OPTION,),
)


# --- Diamond Mine -------------------------------------------------------------------


def _is_diamond(c) -> bool:
    return SUIT_OF[c] == DIAMONDS


def one_suit_13(cards) -> bool:
    """diamond-mine.scm scores 3 for a column of 13 cards of one suit, in any order."""
    return len(cards) == 13 and len({SUIT_OF[c] for c in cards}) == 1


@dataclass(frozen=True)
class DiamondMine(Mechanism):
    """Diamonds only go home (any diamond starts, then up, king to ace); the rest build
    down in any suit, never on a diamond."""

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        moving, target = state.piles[src][-n], state.piles[dst]
        if game.pile_specs[dst].kind is Kind.FOUNDATION:
            if n != 1 or not _is_diamond(moving):
                return False
            size = len(game.spec.rank_order)
            return not target or (RANK_OF[target[-1]] % size) + 1 == RANK_OF[moving]
        if game.pile_specs[dst].kind is not Kind.TABLEAU or _is_diamond(moving):
            return False
        if not target:
            return True
        top = target[-1]
        return (IS_FACE_UP[top] and not _is_diamond(top)
                and RANK_OF[top] == RANK_OF[moving] + 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        return is_sorted(game, state)

    def score(self, game: Game, state: GameState) -> int:
        home = sum(RANK_OF[c] for f in game.foundations for c in state.piles[f])
        return home + 3 * sum(1 for i in game.groups["tableau"] if one_suit_13(state.piles[i]))

    def hooks(self) -> Hooks:
        return mechanisms(super().hooks(), Hooks(is_lost=only_relocations))


DIAMOND_MINE = GameSpec(
    id="diamond_mine",
    solver_group="spider",
    solver_tuning=SPIDER_TUNING,
    piles=(Piles("foundation", Kind.FOUNDATION, build=Build(SuitRule.SAME_SUIT, UP, wrap=True),
                 fill=ANY, pick=Pick.NONE),
           tableau(13, build=Build(SuitRule.ANY_SUIT, DOWN))),
    deal=(Counts("tableau", (4,) * 13),),
    hooks=DiamondMine().hooks(),
    layout="diamond_mine",
    max_score=100,
)

GAMES = (SPIDER, SPIDERETTE, SPIDER_THREE_DECKS, WILL_O_THE_WISP, DIAMOND_MINE)
