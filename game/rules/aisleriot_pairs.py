"""AisleRiot pairing games on a grid of single cards: Monte Carlo, Neighbor, Quatorze.

Monte Carlo — 25 cards face up in a 5×5 grid, the rest is the stock. Two cards of equal
rank that touch (across, up and down or corner to corner) are taken out together. A
click on the stock closes the gaps in reading order (a row's first card moves to the
end of the row above) and fills the free slots at the end from the stock. Won when all
52 are out.

Neighbor — the same grid; two touching cards worth 13 together (A=1, J=11, Q=12) go out
as a pair, a king alone. After each removal the grid closes up by itself and the stock
fills the free slots at its end.

Quatorze — the same grid; two cards worth 14 together in the same row or column go out.
The stock fills the two emptied slots at once; when the stock is spent the grid closes
up instead.

    [stock]   [g0 ][g1 ][g2 ][g3 ][g4 ]   [discard]
              [g5 ][g6 ][g7 ][g8 ][g9 ]
              [g10][g11][g12][g13][g14]
              [g15][g16][g17][g18][g19]
              [g20][g21][g22][g23][g24]
"""

from __future__ import annotations

from game.engine.cards import KING
from game.engine.deal_patterns import Rest, Rows
from game.engine.game import Game
from game.engine.grid_compaction import GridCompaction, compact, has_gaps, refill
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.pairs import EQUAL_RANK, SUM, PairRule, all_removed, pair_moves, play_pair, removed
from game.engine.spec import GameSpec, Kind, Pick, Piles
from game.engine.state import GameState

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


class Removals(Mechanism):
    """The rule's pairs (and singles) go to the discard; won when all 52 are out."""

    def __init__(self, rule: PairRule) -> None:
        self.rule = rule

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        return pair_moves(game, state, self.rule)

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        play_pair(game, state, move, rec, self.rule)

    def is_won(self, game: Game, state: GameState) -> bool:
        return all_removed(game, state, self.rule)

    def score(self, game: Game, state: GameState) -> int:
        return removed(game, state, self.rule)


class DealOnClick(Removals):
    """Monte Carlo: the stock click closes the gaps and deals into the free slots; it
    may be clicked whenever that changes the grid."""

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        moves = pair_moves(game, state, self.rule)
        slots, stock = game.groups["grid"], game.pile_index("stock")
        if has_gaps(state, slots) or (state.piles[stock]
                                      and any(not state.piles[i] for i in slots)):
            moves.append(Move(DEAL, stock, -1, 0))
        return moves

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
    grid closes its gaps instead."""

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        slots, stock = game.groups["grid"], game.pile_index("stock")
        if state.piles[stock]:
            refill(state, rec, slots, stock)
        else:
            compact(state, rec, slots)


def grid_piles() -> tuple[Piles, ...]:
    return (Piles("stock", Kind.STOCK, pick=Pick.NONE),
            Piles("grid", Kind.SLOT, SIDE * SIDE, pick=Pick.NONE),
            Piles("discard", Kind.DISCARD, pick=Pick.NONE))


def grid_game(game_id: str, hooks) -> GameSpec:
    return GameSpec(id=game_id, family="aisleriot_pairs", piles=grid_piles(),
                    deal=(Rows("grid", 1), Rest("stock")), hooks=hooks,
                    layout="monte_carlo", max_score=52)


MONTE_CARLO_RULE = PairRule(EQUAL_RANK, among=("grid",), allowed=touching)
NEIGHBOR_RULE = PairRule(SUM, 13, singles=frozenset({KING}), among=("grid",),
                         allowed=touching)
QUATORZE_RULE = PairRule(SUM, 14, among=("grid",), allowed=in_line)

MONTE_CARLO = grid_game("monte_carlo", DealOnClick(MONTE_CARLO_RULE).hooks())
NEIGHBOR = grid_game("neighbor", mechanisms(Removals(NEIGHBOR_RULE),
                                            GridCompaction("grid", "stock")))
QUATORZE = grid_game("quatorze", mechanisms(Removals(QUATORZE_RULE), RefillThenCompact()))

GAMES = (MONTE_CARLO, NEIGHBOR, QUATORZE)
