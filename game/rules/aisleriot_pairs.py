"""AisleRiot pairing games on single cards: Monte Carlo, Neighbor, Quatorze (a 5×5 grid
that closes up), Block Ten, Jamestown, Helsinki and Cover (slots the stock refills).

Monte Carlo — 25 cards face up in a 5×5 grid, the rest is the stock. Two cards of equal
rank that touch (across, up and down or corner to corner) are taken out together. A
click on the stock closes the gaps in reading order (a row's first card moves to the
end of the row above) and fills the free slots at the end from the stock. Won when all
52 are out.

Neighbor — the same grid; two touching cards worth 13 together (A=1, J=11, Q=12) go out
as a pair, a king alone. After each removal the grid closes up by itself and the stock
fills the free slots at its end.

Quatorze — the same grid; two cards worth 14 together in the same row or column go out.
The stock fills the two emptied slots at once; once it is spent, the grid closes up at
once (a gap the last stock card could not fill too).

    [stock]   [g0 ][g1 ][g2 ][g3 ][g4 ]   [discard]
              [g5 ][g6 ][g7 ][g8 ][g9 ]
              [g10][g11][g12][g13][g14]
              [g15][g16][g17][g18][g19]
              [g20][g21][g22][g23][g24]

Block Ten — nine cards in a 3×3 grid; two worth 10 together (A=1), or two jacks, two queens
or two kings, go out; the stock refills both slots. Tens never go: won when the stock is
spent and only tens are left.
Jamestown — the same grid; two cards of equal rank go out. Won when all 52 are out.
Helsinki — ten cards in two rows of five; two worth 13 together go out, a king alone.
Cover — four cards in a row; two of the same suit go out. Won when the stock is spent.

    [stock]  [g0][g1][g2]  [discard]      [stock]  [g0][g1][g2][g3][g4]  [discard]
             [g3][g4][g5]                          [g5][g6][g7][g8][g9]
             [g6][g7][g8]
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.cards import JACK, KING, QUEEN
from game.engine.deal_patterns import Rest, Rows
from game.engine.game import Game
from game.engine.grid_compaction import GridCompaction, compact, has_gaps, refill
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.pairs import (
    EQUAL_RANK,
    SAME_SUIT,
    SUM,
    PairRemovals,
    PairRule,
    pair_moves,
    play_pair,
)
from game.engine.spec import GameSpec, Kind, Pick, Piles
from game.engine.state import GameState
from game.engine.stock_refusal import FILLS_BY_ITSELF
from game.i18n import N_

SIDE = 5           # the grid is SIDE × SIDE slots, read row by row
DEAL = "deal"      # Monte Carlo's click on the stock


def _cell(game: Game, pile: int) -> tuple[int, int]:
    """(row, column) of a grid slot."""
    k = pile - game.groups["grid"][0]
    return divmod(k, SIDE)


def touching(game: Game, state: GameState, a: int, b: int) -> bool:
    """Are two grid slots neighbours: side by side, one above the other, or corner to
    corner (the eight around a slot)?"""
    (ra, ca), (rb, cb) = _cell(game, a), _cell(game, b)
    return max(abs(ra - rb), abs(ca - cb)) == 1


def in_line(game: Game, state: GameState, a: int, b: int) -> bool:
    """Do two grid slots share a row or a column (however far apart)?"""
    (ra, ca), (rb, cb) = _cell(game, a), _cell(game, b)
    return ra == rb or ca == cb


PAIR_FIRST = N_("Take out a pair first: the stock only fills gaps.")


class DealOnClick(PairRemovals):
    """Monte Carlo: the stock click closes the gaps and deals into the free slots; it
    may be clicked whenever that changes the grid."""

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        moves = pair_moves(game, state, self.rule)
        slots, stock = game.groups["grid"], game.pile_index("stock")
        if has_gaps(state, slots) or (state.piles[stock]
                                      and any(not state.piles[i] for i in slots)):
            moves.append(Move(DEAL, stock, -1, 0))
        return moves

    def stock_refusal(self, game: Game, state: GameState) -> str | None:
        """The click closes gaps: with none in the grid, a pair must go first."""
        return PAIR_FIRST if state.pile("stock") else None

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        if move.action != DEAL:
            play_pair(game, state, move, rec, self.rule)
            return
        slots = game.groups["grid"]
        compact(state, rec, slots)
        refill(state, rec, slots, move.src)


class RefillThenCompact(Mechanism):
    """Quatorze: the stock refills emptied slots where they are; once it is spent, the
    grid closes its gaps at once — in the same turn that the last card left the stock."""

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        slots, stock = game.groups["grid"], game.pile_index("stock")
        refill(state, rec, slots, stock)
        if not state.piles[stock]:
            compact(state, rec, slots)

    def stock_refusal(self, game: Game, state: GameState) -> str | None:
        return FILLS_BY_ITSELF if state.pile("stock") else None


def grid_piles() -> tuple[Piles, ...]:
    return (Piles("stock", Kind.STOCK, pick=Pick.NONE),
            Piles("grid", Kind.SLOT, SIDE * SIDE, pick=Pick.NONE),
            Piles("discard", Kind.DISCARD, pick=Pick.NONE))


def grid_game(id: str, hooks) -> GameSpec:  # noqa: A002 (the spec's own field name)
    return GameSpec(id=id, solver_group="pairing", piles=grid_piles(),
                    deal=(Rows("grid", 1), Rest("stock")), hooks=hooks,
                    layout="monte_carlo", max_score=52)


MONTE_CARLO_RULE = PairRule(EQUAL_RANK, among=("grid",), allowed=touching)
NEIGHBOR_RULE = PairRule(SUM, 13, singles=frozenset({KING}), among=("grid",),
                         allowed=touching)
QUATORZE_RULE = PairRule(SUM, 14, among=("grid",), allowed=in_line)

MONTE_CARLO = grid_game(id="monte_carlo", hooks=DealOnClick(MONTE_CARLO_RULE).hooks())
NEIGHBOR = grid_game(id="neighbor", hooks=mechanisms(PairRemovals(NEIGHBOR_RULE),
                                                    GridCompaction("grid", "stock")))
QUATORZE = grid_game(id="quatorze",
                     hooks=mechanisms(PairRemovals(QUATORZE_RULE), RefillThenCompact()))



# --- slots the stock refills ---------------------------------------------------------------

def refilled_game(id: str, slots: int, rule: PairRule, layout: str,  # noqa: A002
                  max_score: int = 52, **hooks) -> GameSpec:
    """`slots` single cards face up, each refilled from the stock as soon as it empties."""
    piles = (Piles("stock", Kind.STOCK, pick=Pick.NONE),
             Piles("grid", Kind.SLOT, slots, pick=Pick.NONE, refill_from=("stock",)),
             Piles("discard", Kind.DISCARD, pick=Pick.NONE))
    return GameSpec(id=id, solver_group="pairing", piles=piles,
                    deal=(Rows("grid", 1), Rest("stock")),
                    hooks=replace(PairRemovals(rule).hooks(), **hooks), layout=layout,
                    max_score=max_score)


def stock_spent(game: Game, state: GameState) -> bool:
    return not state.pile("stock")


def only_tens_left(game: Game, state: GameState) -> bool:
    """Block Ten: the stock is spent and every card still in the grid is a ten."""
    return stock_spent(game, state) and all(
        c.rank == 10 for i in game.groups["grid"] for c in state.piles[i])


BLOCK_TEN_RULE = PairRule(SUM, 10, extra=((JACK, JACK), (QUEEN, QUEEN), (KING, KING)),
                          among=("grid",))
BLOCK_TEN = refilled_game(id="block_ten", slots=9, rule=BLOCK_TEN_RULE, layout="block_ten",
                          max_score=48, is_won=only_tens_left)
JAMESTOWN = refilled_game(id="jamestown", slots=9, rule=PairRule(EQUAL_RANK, among=("grid",)),
                          layout="block_ten")
HELSINKI = refilled_game(id="helsinki", slots=10, layout="helsinki",
                         rule=PairRule(SUM, 13, singles=frozenset({KING}), among=("grid",)))
COVER = refilled_game(id="cover", slots=4, rule=PairRule(SAME_SUIT, among=("grid",)),
                      layout="cover", max_score=48, is_won=stock_spent)

GAMES = (MONTE_CARLO, NEIGHBOR, QUATORZE, BLOCK_TEN, JAMESTOWN, HELSINKI, COVER)
