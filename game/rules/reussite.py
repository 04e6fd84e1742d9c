"""Les Réussites — the French gap patience (32 cards) and its 52-card variant.

All cards are dealt face up in four rows; the aces are taken out, leaving four gaps. Each
row is to hold one suit in rising order from the lowest rank L (7, or 2) to the king,
with the ace returning at its right end. A card moves into a gap when:
  (a) the gap is at the head of a row and the card is an L;
  (b) the card is the same-suit successor of the gap's left neighbour (not right of a king);
  (c) it lies just right of the gap in the same row and slides one cell left (never into
      the head cell).
A row's run L, L+1 … from its head is locked. A completed row calls its ace back into
its last cell. The coup de grâce (1 or 3 times) gathers every loose card, shuffles and
lays them again, leaving one gap just right of each row's locked run.

    [ 7♠][ 8♠][ J♦][    ][ Q♣][ 9♥][ K♥][10♣]     [aces]
    [ …  four rows of 8 (or 13) slots   …  ]      coups left

AisleRiot's Gaps (Montana) is the 52-card game without the slide left (c) and without
the aces' return: a row is done at its king, the last cell left empty. Two redeals, each
granted only when blocked; an option lays the gaps at random places on a redeal.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine.cards import ACE, KING, piquet_32, standard_52
from game.engine.deal import rng_for
from game.engine.deal_patterns import Dealer
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import ANY, GameSpec, Kind, Option, Pick, Piles, variant
from game.engine.state import GameState
from game.i18n import N_

ROWS = 4


@dataclass(frozen=True)
class GapGrid(Mechanism):
    """The geometry and the rules' few numbers: columns per row and the lowest rank.
    Montana leaves out the slide left (`slide_left`) and the aces' return
    (`aces_return`); `random_gaps` lays the gaps at random on a redeal, not after the
    finished runs."""

    columns: int
    lowest: int
    slide_left: bool = True
    aces_return: bool = True
    random_gaps: bool = False

    def slot(self, row: int, column: int) -> int:
        """Pile index of a slot (slots are the first piles, in reading order)."""
        return row * self.columns + column

    def locked(self, state: GameState, row: int) -> int:
        """Length of the row's locked run L, L+1 … of one suit from its head."""
        piles = state.piles
        head = piles[self.slot(row, 0)]
        if not head or head[0].rank != self.lowest:
            return 0
        suit, n = head[0].suit, 1
        while n < self.columns - 1:
            cards = piles[self.slot(row, n)]
            if not cards or cards[0].suit != suit or cards[0].rank != self.lowest + n:
                break
            n += 1
        return n

    def complete(self, state: GameState, row: int) -> bool:
        if not self.aces_return:
            return self.locked(state, row) == self.columns - 1
        last = state.piles[self.slot(row, self.columns - 1)]
        return (self.locked(state, row) == self.columns - 1 and bool(last)
                and last[0].rank == ACE)

    # --- hooks ------------------------------------------------------------------------
    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        row, column = divmod(pile, self.columns)
        return row < ROWS and column >= self.locked(state, row)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if dst >= ROWS * self.columns or state.piles[dst] or src >= ROWS * self.columns:
            return False
        moving = state.piles[src][-1]
        row, column = divmod(dst, self.columns)
        if column == 0:
            return moving.rank == self.lowest                        # (a) head move
        if self.slide_left and src == dst + 1 and src // self.columns == row:
            return True                                              # (c) slide left
        left = state.piles[dst - 1]
        if not left or left[0].rank in (KING, ACE):
            return False
        return moving.suit == left[0].suit and moving.rank == left[0].rank + 1  # (b)

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        """The coup de grâce, granted "alors": once the game is blocked, not before."""
        coups = state.counters[game.counter_index("coups_left")]
        if coups > 0 and not self.is_won(game, state) and not game.card_moves(state):
            return [Move("coup")]
        return []

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        """The coup de grâce: gather, shuffle, lay out with one gap after each run."""
        coups = game.counter_index("coups_left")
        used = game.spec.counters[0][1] - state.counters[coups]
        # Montana: a row run to its king may still hold a stray card in its last cell.
        rows = [r for r in range(ROWS) if not (self.aces_return and self.complete(state, r))]
        runs = {r: self.locked(state, r) for r in rows}
        gathered = [state.piles[self.slot(r, c)][0] for r in rows
                    for c in range(runs[r], self.columns) if state.piles[self.slot(r, c)]]
        rng = rng_for(game.id, state.deal, "coup", used)
        rng.shuffle(gathered)
        if self.random_gaps:  # the gaps shuffled in with the cards
            cells = [self.slot(r, c) for r in rows for c in range(runs[r], self.columns)]
            laid = gathered + [None] * (len(cells) - len(gathered))
            rng.shuffle(laid)
            for cell, card in zip(cells, laid, strict=True):
                rec.set_pile(cell, (card,) if card else ())
            rec.counter(coups, state.counters[coups] - 1)
            return
        for r in rows:
            rec.set_pile(self.slot(r, runs[r]), ())
            for c in range(runs[r] + 1, self.columns):
                rec.set_pile(self.slot(r, c), (gathered.pop(),))
        rec.counter(coups, state.counters[coups] - 1)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """A row run through to the king calls its ace back into the last cell."""
        if not self.aces_return:
            return
        aces = game.pile_index("aces")
        for row in range(ROWS):
            last = self.slot(row, self.columns - 1)
            if state.piles[last] or self.locked(state, row) != self.columns - 1:
                continue
            suit = state.piles[self.slot(row, 0)][0].suit
            waiting = state.piles[aces]
            for i, c in enumerate(waiting):
                if c.suit == suit:
                    rec.set_pile(aces, waiting[:i] + waiting[i + 1:])
                    rec.set_pile(last, (c,))
                    break

    def is_won(self, game: Game, state: GameState) -> bool:
        return all(self.complete(state, r) for r in range(ROWS))

    def score(self, game: Game, state: GameState) -> int:
        return sum(self.locked(state, r) + (self.aces_return and self.complete(state, r))
                   for r in range(ROWS))

    def deal(self, dealer: Dealer) -> None:
        """Deal every card face up, row by row; then take the aces out."""
        slots = dealer.piles("slot")
        for pile in slots:
            dealer.deal(pile)
        aces = dealer.pile("aces")
        for pile in slots:
            if dealer.state.piles[pile][0].rank == ACE:
                dealer.shift(pile, aces)


def gap_game(grid: GapGrid, coups: int, **fields) -> GameSpec:
    return GameSpec(
        piles=(Piles("slot", Kind.SLOT, ROWS * grid.columns, fill=ANY, capacity=1,
                     pick=Pick.TOP, indexed=True),
               Piles("aces", Kind.RESERVE, pick=Pick.NONE)),
        deal=(grid.deal,),
        counters=(("coups_left", coups),),
        hooks=grid.hooks(),
        solver_group="reussite",
        shuffles=("coup",),
        max_score=ROWS * grid.columns,
        **fields,
    )


REUSSITE_32 = gap_game(
    GapGrid(columns=8, lowest=7), coups=1,
    id="reussite_32",
    deck=piquet_32,
    layout="reussite_32",
)

REUSSITE_52 = gap_game(
    GapGrid(columns=13, lowest=2), coups=3,
    id="reussite_52",
    deck=standard_52,
    layout="reussite_52",
)

MONTANA = GapGrid(columns=13, lowest=2, slide_left=False, aces_return=False)

GAPS = variant(
    REUSSITE_52,
    id="gaps",
    deal=(MONTANA.deal,),
    counters=(("coups_left", 2),),
    hooks=MONTANA.hooks(),
    max_score=48,
    solver_group="grids",
    options=(Option(
        name="gaps", label=N_("Gaps on a redeal"), default="after_runs",
        choices={"after_runs": {},
                 "random": {"hooks": replace(MONTANA, random_gaps=True).hooks()}},
        choice_labels={"after_runs": N_("After each finished run"),
                       "random": N_("At random places")}),),
)

GAMES = (REUSSITE_32, REUSSITE_52, GAPS)
