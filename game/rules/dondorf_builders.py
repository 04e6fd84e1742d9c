"""Dondorf building games — Das Trio (Nr. 5), Kabinett (Nr. 7) and Der Pavillon (Nr. 11).

All three build the four suits up from the aces, with a talon turned one card at a time.

Das Trio (52, one pass): the aces in a column; twelve side piles in four slanting lines of
three, built down in suit from one another; the talon only fills gaps (a gap takes the
top waste card, which is never built on a side pile).

    [s][ ][ ]   [A]   [ ][ ][s]
    [ ][s][ ]   [A]   [ ][s][ ]
    [ ][ ][s]   [A]   [s][ ][ ]  …two lines each side
                [A]
             [talon] [waste]

Kabinett (52, three passes): six stepped columns of 1…6 cards, only the lowest face up;
aces met while dealing go up at once, face cards turned up in columns 2…6 start a 7th and
8th column. Build down in alternating colour, runs move as a whole; an empty column takes
only the top waste card.

    [A][A][A][A]                [waste][talon]
    [c1][c2][c3][c4][c5][c6][c7][c8]

Der Pavillon (52, one pass): the aces in the middle, fifteen single cards on an oval round
them; a gap takes only the top waste card.

AisleRiot's Carpet is Der Pavillon on a carpet of 20 cards (four rows of five) whose gaps
fill at once by themselves, from the waste, else from the talon; it scores the cards
played onto the aces.
"""

from __future__ import annotations

from game.engine.cards import ACE, JACK, KING, QUEEN, SUITS
from game.engine.deal_patterns import Dealer, Rest, Rows, score_beyond_first_ranks
from game.engine.game import Game
from game.engine.spec import (
    ANY,
    DOWN,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    variant,
    waste,
)
from game.engine.state import GameState

DONDORF = {"solver_group": "dondorf", "max_score": 52}


def aces_to_foundations(dealer: Dealer) -> None:
    """Take the four aces out of the pack onto the foundations, in suit order."""
    aces = {c.suit: c for c in dealer.take_out(lambda c: c.rank == ACE)}
    for pile, suit in zip(dealer.piles("foundation"), SUITS, strict=True):
        dealer.lay(pile, aces[suit])


def waste_only_gap(name: str, kind: Kind, count: int, **kw) -> Piles:
    """Single-card places whose gaps only the top waste card may fill."""
    return Piles(name, kind, count, fill=ANY, fill_sources=("waste",), pick=Pick.TOP, **kw)


# --- Nr. 5 Das Trio -------------------------------------------------------------------

TRIO = GameSpec(
    id="dondorf_trio",
    piles=(foundations(4),
           waste_only_gap("side", Kind.TABLEAU, 12, build=Build(SuitRule.SAME_SUIT, DOWN),
                          build_sources=("side",)),
           stock(), waste()),
    deal=(aces_to_foundations, Rows("side", rows=1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    layout="dondorf_trio",
    **DONDORF,
)


# --- Nr. 7 Kabinett -------------------------------------------------------------------

COLUMNS, MAX_COLUMNS = 6, 8
FACE_CARDS = (JACK, QUEEN, KING)


class Kabinett:
    """The deal's automatic moves, and that the unopened 7th/8th columns take nothing."""

    @staticmethod
    def deal(dealer: Dealer) -> None:
        state = dealer.state
        columns, homes = dealer.piles("column"), dealer.piles("foundation")

        for row in range(COLUMNS):
            for col in range(row, COLUMNS):
                c = dealer.next_card()
                while c.rank == ACE:  # an ace goes up, the next card takes its place
                    dealer.lay(next(p for p in homes if not state.piles[p]), c)
                    c = dealer.next_card()
                dealer.lay(columns[col], c, face_up=row == col)
        opened = COLUMNS
        for col in columns[1:COLUMNS]:  # the first column keeps its single card
            while opened < MAX_COLUMNS and state.piles[col]:
                top = state.piles[col][-1]
                if top.rank not in FACE_CARDS:
                    break
                dealer.shift(col, columns[opened])
                opened += 1
                if state.piles[col]:  # turn up the card beneath (never an ace: see above)
                    c = state.piles[col][-1]
                    state.piles[col] = state.piles[col][:-1]
                    dealer.lay(col, c)
        state.counters[state.counter_index("columns")] = opened

    @staticmethod
    def unopened(game: Game, state: GameState) -> list[int]:
        """The columns the deal did not open: they never take a card."""
        return game.groups["column"][state.counter("columns"):]

    @staticmethod
    def can_drop(game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        columns = game.groups["column"]
        if dst in columns and columns.index(dst) >= state.counter("columns"):
            return False
        return game.standard_drop(state, src, n, dst)


KABINETT = GameSpec(
    id="dondorf_kabinett",
    piles=(foundations(4),
           Piles("column", Kind.TABLEAU, MAX_COLUMNS,
                 build=Build(SuitRule.ALTERNATE_COLOUR, DOWN), fill=ANY,
                 fill_sources=("waste",), pick=Pick.RUN, accepts_runs=True,
                 flip_exposed=True),
           stock(), waste()),
    deal=(Kabinett.deal, Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    counters=(("columns", COLUMNS),),
    hooks=Hooks(can_drop=Kabinett.can_drop),
    closed_places=Kabinett.unopened,
    hidden_counters=("columns",),  # the columns opened show it; it never changes in play
    layout="dondorf_kabinett",
    **DONDORF,
)


# --- Nr. 11 Der Pavillon --------------------------------------------------------------

PAVILLON = GameSpec(
    id="dondorf_pavillon",
    piles=(foundations(4), waste_only_gap("circle", Kind.SLOT, 15, capacity=1),
           stock(), waste()),
    deal=(aces_to_foundations, Rows("circle", rows=1), Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=0),
    layout="dondorf_pavillon",
    **DONDORF,
)

CARPET = variant(
    PAVILLON,
    id="carpet",
    piles=(foundations(4),
           Piles("carpet", Kind.SLOT, 20, capacity=1, refill_from=("waste", "stock")),
           stock(), waste()),
    deal=(aces_to_foundations, Rows("carpet", rows=1), Rest("stock")),
    hooks=Hooks(score=score_beyond_first_ranks),
    layout="carpet",
    max_score=48,
    solver_group="grids",
)

GAMES = (TRIO, KABINETT, PAVILLON, CARPET)
