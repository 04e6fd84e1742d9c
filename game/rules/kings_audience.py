"""King's Audience, or Queen and her Lad (AisleRiot): the court is received in pairs.

Sixteen cards face up frame the table (the antechamber); the rest is the stock, turned
one card at a time onto the waste, once. A king and the queen of his suit, both on top
in the antechamber or on the waste, go together onto the next free throne; a jack and
the ace of his suit go together onto the next free foundation, the ace under the jack.
Each foundation then builds down in the jack's suit from 10 to 2. An emptied antechamber
place is filled at once from the waste, else from the stock. Won when every card is on
a throne or a foundation (a point each).

         [r0 ][r1 ][r2 ][r3 ]
    [r8 ] [th0][th1][th2][th3] [r12]
    [r9 ]      [stock][waste]  [r13]
    [r10] [f0 ][f1 ][f2 ][f3 ] [r14]
    [r11]                      [r15]
         [r4 ][r5 ][r6 ][r7 ]
"""

from __future__ import annotations

from game.engine.cards import ACE, JACK, KING, QUEEN, RANK_OF, SUIT_OF
from game.engine.deal_patterns import Rest, Rows
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.pairs import PAIR, SAME_SUIT, PairRule, exposed
from game.engine.spec import DOWN, Build, DrawToWaste, GameSpec, Kind, Pick, Piles, SuitRule
from game.engine.state import GameState

ROYAL = frozenset({KING, QUEEN})
PAGE = frozenset({JACK, ACE})
PARTNER = {KING: QUEEN, QUEEN: KING, JACK: ACE, ACE: JACK}


def royal_or_page(game: Game, state: GameState, a: int, b: int) -> bool:
    """A king with a queen, or a jack with an ace (the suit is the rule's)."""
    ranks = {RANK_OF[state.piles[a][-1]], RANK_OF[state.piles[b][-1]]}
    return ranks in (ROYAL, PAGE)


AUDIENCE_RULE = PairRule(SAME_SUIT, among=("reserve", "waste"), into="",
                         allowed=royal_or_page)


class Audience(Mechanism):
    """The pairs go to a throne (king under queen) or a foundation (ace under jack)."""

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        """`pair_moves` under AUDIENCE_RULE, found by each top card's partner (the
        queen of a king's suit…) instead of by trying every two tops (the solver asks
        this of every position: 17 tops, 136 tries); where a throne or foundation is free."""
        piles = state.piles
        free = {group: any(not piles[i] for i in game.groups[group])
                for group in ("throne", "foundation")}
        if not free["throne"] and not free["foundation"]:
            return []
        tops = [p for p in exposed(game, state, AUDIENCE_RULE.among)
                if RANK_OF[piles[p][-1]] in PARTNER]       # the court cards and aces
        if len(tops) < 2:
            return []
        where: dict[tuple[int, int], list[int]] = {}    # (suit, rank) -> the piles it tops
        for pile in tops:
            top = piles[pile][-1]
            where.setdefault((SUIT_OF[top], RANK_OF[top]), []).append(pile)
        moves = []
        for a in tops:
            top = piles[a][-1]
            rank = RANK_OF[top]
            if free["throne" if rank in ROYAL else "foundation"]:
                moves += [Move(PAIR, a, b, 1)
                          for b in where.get((SUIT_OF[top], PARTNER[rank]), ()) if b > a]
        return moves

    @staticmethod
    def _place(state: GameState, move: Move) -> str:
        return "throne" if RANK_OF[state.piles[move.src][-1]] in ROYAL else "foundation"

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        group = self._place(state, move)
        target = next(i for i in game.groups[group] if not state.piles[i])
        under = KING if group == "throne" else ACE
        first, second = ((move.src, move.dst) if RANK_OF[state.piles[move.src][-1]] == under
                         else (move.dst, move.src))
        rec.move(first, target, 1)
        rec.move(second, target, 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        # every card on a throne or foundation: none left in the stock, first (cheap)
        return (not state.piles[game.groups["stock"][0]]
                and self.score(game, state) == game.total_cards)

    def score(self, game: Game, state: GameState) -> int:
        return sum(len(state.piles[i]) for g in ("throne", "foundation")
                   for i in game.groups[g])


KINGS_AUDIENCE = GameSpec(
    id="kings_audience",
    solver_group="pairing",
    piles=(Piles("reserve", Kind.RESERVE, 16, refill_from=("waste", "stock")),
           Piles("throne", Kind.FOUNDATION, 4, pick=Pick.NONE),
           Piles("foundation", Kind.FOUNDATION, 4, build=Build(SuitRule.SAME_SUIT, DOWN),
                 pick=Pick.NONE),
           Piles("stock", Kind.STOCK, pick=Pick.NONE),
           Piles("waste", Kind.WASTE)),
    deal=(Rows("reserve", 1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=Audience().hooks(),
    layout="kings_audience",
    double_click=(PAIR,),
    max_score=52,
)

GAMES = (KINGS_AUDIENCE,)
