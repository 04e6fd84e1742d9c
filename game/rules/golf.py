"""Golf and its kin (AisleRiot): clear the table onto one waste pile, a rank up or down.

Every game here plays one card at a time from the table onto the waste when it is one
rank above or below the waste's top card, suits not counting; the stock turns one card
onto the waste at any time and is never turned back. Won when the table is clear.

Golf — seven fanned columns of five face-up cards; the waste starts empty. A king ends
a run: nothing goes on it, and an ace takes only a 2 (no wrap).
Thieves — the same columns from a pack with two jokers, one card face up on the waste
to start. A joker goes on any card and takes any card. Each card played scores by rank.
Elevator — a pyramid of 28 cards, only the bottom row face up; a card turns up when the
two cards lying on it are gone. King and ace touch. The waste starts empty.
Escalator — Elevator with the whole pyramid face up: a card plays once uncovered.
Tri-Peaks — three peaks over a shared row of ten face-up cards; one card starts the
waste. A run of cards between two stock draws scores 1, 2, 3 …; a draw costs 5; a
peak cleared 15, the last one 30. King and ace touch. With progressive rounds
(tri-peaks.scm's option) clearing the peaks wins nothing: stock and waste are shuffled
and dealt again, the score carries on, and the game ends when no move is left: a game
with no win, played for its score (GameSpec.score_rounds).

    Golf, Thieves:                       Elevator, Escalator:          Tri-Peaks:
    [stock][waste → → →]                 [stock]      [p0]             [stock][waste]
    [t0][t1][t2][t3][t4][t5][t6]         [waste]    [p1][p2]              /\\    /\\    /\\
     ..  ..  ..  ..  ..  ..  ..                    [p3][p4][p5]  …       /  \\  /  \\  /  \\
"""

from __future__ import annotations

from game.engine.cards import IS_FACE_UP, KING, RANK_OF, standard_52, with_jokers
from game.engine.cover import CoverMap, peaks, pyramid
from game.engine.deal import rng_for
from game.engine.deal_patterns import Counts, OneEach, Rest, Rows
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import MOVE, TURN, StepRecorder
from game.engine.spec import (
    NOTHING,
    DrawToWaste,
    GameSpec,
    Kind,
    Option,
    Pick,
    Piles,
    stock,
    variant,
    waste,
)
from game.engine.state import GameState
from game.i18n import N_, ngettext

JOKER_RANK = 0
ROUND = "round"       # progressive rounds: the round being played, from 1
FACE_DOWN_PEAKS = 18  # the peaks' cards dealt face down (the ten below them face up)


def neighbours(below: int, above: int, wrap: bool) -> bool:
    """Are these ranks one apart (king and ace too, with `wrap`)?"""
    gap = abs(below - above)
    return gap == 1 or (wrap and gap == 12)


class ToWaste(Mechanism):
    """The table's free cards go onto the waste by the rank rule; won when `group` is
    empty. Score: a point per card cleared, or `points[rank]` kept in a counter."""

    def __init__(self, group: str, dealt: int, cover: CoverMap | None = None,
                 wrap: bool = False, king_stops: bool = False, jokers_wild: bool = False,
                 points: tuple[int, ...] = ()) -> None:
        self.group, self.dealt, self.cover = group, dealt, cover
        self.wrap, self.king_stops, self.jokers_wild = wrap, king_stops, jokers_wild
        self.points = points

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return (n == 1 and game.group_of[pile] == self.group
                and (self.cover is None or self.cover.is_free(game, state, pile)))

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if game.group_of[dst] != "waste" or game.group_of[src] != self.group or n != 1:
            return False
        target = state.piles[dst]
        if not target or not IS_FACE_UP[target[-1]]:
            return False
        below, above = RANK_OF[target[-1]], RANK_OF[state.piles[src][-1]]
        if self.jokers_wild and JOKER_RANK in (below, above):
            return True
        if self.king_stops and below == KING:
            return False
        return neighbours(below, above, self.wrap)

    def played(self, game: Game, rec: StepRecorder) -> int:
        """The pile a card came from onto the waste this turn, or -1 (a draw, the deal)."""
        if rec.steps and rec.steps[0][0] == MOVE and game.group_of[rec.steps[0][1]] == self.group:
            return rec.steps[0][1]
        return -1

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        if self.points:
            src = self.played(game, rec)
            if src >= 0:
                waste_top = state.piles[game.groups["waste"][0]][-1]
                points = game.counter_index("points")
                rec.counter(points, state.counters[points] + self.points[RANK_OF[waste_top]])
        if self.cover is not None:
            self.cover.turn_up(game, state, rec)

    def is_won(self, game: Game, state: GameState) -> bool:
        return not any(state.piles[i] for i in game.groups[self.group])

    def score(self, game: Game, state: GameState) -> int:
        if self.points:
            return state.counter("points")
        return self.dealt - sum(len(state.piles[i]) for i in game.groups[self.group])


class TriPeaksScore(ToWaste):
    """Tri-Peaks' runs: the k-th card since the last draw scores k (or 2^(k-1) with the
    multiplier), a draw costs 5 (not below 0; none with the multiplier), a peak cleared
    15 (25), the last peak 30 (50) instead. A game with the counter `round` plays
    progressive rounds: the last peak cleared, `next_round` deals again."""

    def __init__(self, multiplier: bool = False) -> None:
        super().__init__("peaks", 28, peaks("peaks"), wrap=True)
        self.multiplier = multiplier

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        points, run = game.counter_index("points"), game.counter_index("run")
        score, streak = state.counters[points], state.counters[run]
        src = self.played(game, rec)
        if src >= 0:
            streak += 1
            score += 2 ** (streak - 1) if self.multiplier else streak
            if game.groups[self.group].index(src) < 3:   # a peak's own card
                won = self.is_won(game, state)
                score += (50 if won else 25) if self.multiplier else (30 if won else 15)
                if won and ROUND in game.counter_names:
                    self.next_round(game, state, rec)
                    streak = 0  # the new waste card starts the next run
        elif rec.steps and rec.steps[0][0] == TURN:      # a card from the stock
            streak = 0
            if not self.multiplier:
                score = max(0, score - 5)
        rec.counter(run, streak)
        rec.counter(points, score)
        self.cover.turn_up(game, state, rec)

    def score(self, game: Game, state: GameState) -> int:
        return state.counter("points")

    def next_round(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """The stock and the waste, shuffled (by deal number and round, so undo and
        replays see the same order), are dealt again as at the start."""
        stock_pile, waste_pile = game.pile_index("stock"), game.groups["waste"][0]
        rounds = game.counter_index(ROUND)
        pack = [c.face_down() for c in state.piles[waste_pile] + state.piles[stock_pile]]
        rng_for(game.id, state.deal, ROUND, state.counters[rounds]).shuffle(pack)
        for k, pile in enumerate(game.groups[self.group]):
            card = pack.pop()
            rec.set_pile(pile, (card if k < FACE_DOWN_PEAKS else card.face_up(),))
        rec.set_pile(waste_pile, (pack.pop().face_up(),))
        rec.set_pile(stock_pile, tuple(pack))
        rec.counter(rounds, state.counters[rounds] + 1)


def rounds_verdict(game: Game, state: GameState) -> str:
    """Progressive rounds have no win: the results say how often the peaks were cleared."""
    cleared = state.counter(ROUND) - 1
    if not cleared:
        return ""
    return ngettext("The three peaks were cleared once.",
                    "The three peaks were cleared {count} times.", cleared).format(count=cleared)


def golf_waste() -> Piles:
    """The one pile everything goes to: nothing is taken back from it."""
    return waste(pick=Pick.NONE, fill=NOTHING)


def slots(name: str, count: int = 28) -> Piles:
    return Piles(name, Kind.SLOT, count, pick=Pick.TOP)


GOLF = GameSpec(
    id="golf",
    solver_group="golf_pyramid",
    piles=(stock(), golf_waste(),
           Piles("tableau", Kind.TABLEAU, 7, pick=Pick.TOP)),
    deal=(Rows("tableau", 5), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=ToWaste("tableau", 35, king_stops=True).hooks(),
    layout="golf",
    max_score=35,
)

# Thieves scores a card by its rank: the ends of the pack are worth most.
THIEVES_POINTS = (0, 8, 6, 6, 4, 4, 2, 2, 2, 4, 4, 6, 6, 8)

THIEVES = variant(
    GOLF,
    id="thieves",
    deck=lambda: with_jokers(standard_52()),
    deal=(Rows("tableau", 5), Counts("waste", (1,)), Rest("stock")),
    counters=(("points", 0),),
    hooks=ToWaste("tableau", 35, jokers_wild=True, points=THIEVES_POINTS).hooks(),
    max_score=0,
)

ELEVATOR = GameSpec(
    id="elevator",
    solver_group="golf_pyramid",
    piles=(stock(), golf_waste(), slots("pyramid")),
    deal=(OneEach("pyramid", face_down=21), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=ToWaste("pyramid", 28, pyramid("pyramid"), wrap=True).hooks(),
    layout="elevator",
    max_score=28,
)

ESCALATOR = variant(ELEVATOR, id="escalator", deal=(OneEach("pyramid"), Rest("stock")))

TRIPLE_PEAKS = GameSpec(
    id="triple_peaks",
    solver_group="golf_pyramid",
    piles=(stock(), golf_waste(), slots("peaks")),
    deal=(OneEach("peaks", face_down=FACE_DOWN_PEAKS), Counts("waste", (1,)), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    counters=(("points", 0), ("run", 0)),
    hooks=TriPeaksScore().hooks(),
    layout="triple_peaks",
    hidden_counters=("redeals_left",),  # the stock is never turned over
    options=(Option(
        name="scoring", label=N_("Scoring"), default="runs",
        choices={"runs": {},
                 "multiplier": {"hooks": TriPeaksScore(multiplier=True).hooks()}},
        choice_labels={"runs": N_("A run scores 1, 2, 3 …"),
                       "multiplier": N_("A run doubles: 1, 2, 4 …")}),
        Option(
            name="rounds", label=N_("Rounds"), default="one",
            choices={"one": {},
                     "progressive": {"counters": (("points", 0), ("run", 0), (ROUND, 1)),
                                     "verdict": rounds_verdict, "score_rounds": ROUND}},
            choice_labels={"one": N_("One round"),
                           "progressive": N_("Progressive rounds")},
            in_title=True)),
)

GAMES = (GOLF, THIEVES, ELEVATOR, ESCALATOR, TRIPLE_PEAKS)
