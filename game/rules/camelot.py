"""AisleRiot's Camelot: a 4 × 4 court, placed card by card, then cleared by tens.

Two phases. Placing: the talon turns one card onto the waste, which goes into an empty
cell — kings only in the corners, queens only in the middle two cells of the top and
bottom rows, jacks only in the middle two of the side columns; other cards anywhere.
Removing begins once the court is full (or the talon and the waste are used up): a 10
goes out by itself, two spot cards summing to ten (the ace counting one) go out together.
Turning a new card returns to placing; removing is offered again only when the court is
full again. Won when every card is placed and the four centre cells are empty (all
twelve court cards on the border); lost when the waste card has no cell, or the court is
full and nothing can go out.

    [talon] [waste]   [K][Q][Q][K]
                      [J][ ][ ][J]
    [out]             [J][ ][ ][J]
                      [K][Q][Q][K]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import JACK, KING, QUEEN
from game.engine.deal_patterns import Rest
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import ANY, GameSpec, Kind, Pick, Piles, stock, waste
from game.engine.state import GameState
from game.i18n import N_, _

SIDE = 4
COURT_CELLS = {KING: (0, 3, 12, 15), QUEEN: (1, 2, 13, 14), JACK: (4, 7, 8, 11)}
CENTRE = (5, 6, 9, 10)
PHASES = (N_("placing"), N_("removing"))
COURT_FULL = N_("Every place is taken: take out tens and pairs first.")


def phase_name(removing: int) -> str:
    return _(PHASES[bool(removing)])


def spot_value(rank: int) -> int:
    """A spot card's value (the ace one); court cards have none."""
    return rank if rank <= 10 else 0


@dataclass(frozen=True)
class Camelot(Mechanism):
    def cell_takes(self, cell: int, rank: int) -> bool:
        court = COURT_CELLS.get(rank)
        return cell in court if court else True

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        cells = game.groups["cell"]
        if src != game.pile_index("waste") or dst not in cells or state.piles[dst]:
            return False
        return self.cell_takes(cells.index(dst), state.piles[src][-1].rank)

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        cells = game.groups["cell"]
        talon, shown = game.pile_index("stock"), game.pile_index("waste")
        moves = []
        if state.piles[talon] and not state.piles[shown] and not all(
                state.piles[c] for c in cells):
            moves.append(Move("deal", talon, -1, 0))
        if state.counter("removing"):
            spots = [(c, spot_value(state.piles[c][-1].rank)) for c in cells
                     if state.piles[c] and spot_value(state.piles[c][-1].rank)]
            moves += [Move("ten", c, -1, 0) for c, v in spots if v == 10]
            moves += [Move("pair", a, b, 1) for i, (a, va) in enumerate(spots)
                      for b, vb in spots[i + 1:] if va + vb == 10]
        return moves

    def stock_refusal(self, game: Game, state: GameState) -> str | None:
        """A full court deals no card (a waiting card: the engine's own reason)."""
        if state.pile("stock") and all(state.piles[c] for c in game.groups["cell"]):
            return COURT_FULL
        return None

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        out = game.pile_index("out")
        if move.action == "deal":
            rec.counter(game.counter_index("removing"), 0)
            rec.move(move.src, game.pile_index("waste"), 1)
            rec.flip(game.pile_index("waste"))
            return
        rec.move(move.src, out, 1)
        if move.action == "pair":
            rec.move(move.dst, out, 1)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """Removing begins once the court is full or every card has been placed."""
        if state.counter("removing"):
            return
        talon, shown = game.pile_index("stock"), game.pile_index("waste")
        full = all(state.piles[c] for c in game.groups["cell"])
        if full or not (state.piles[talon] or state.piles[shown]):
            rec.counter(game.counter_index("removing"), 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        cells = game.groups["cell"]
        return (not state.pile("stock") and not state.pile("waste")
                and not any(state.piles[cells[i]] for i in CENTRE))

    def score(self, game: Game, state: GameState) -> int:
        return len(state.pile("out"))


CAMELOT = GameSpec(
    id="camelot",
    piles=(stock(), waste(capacity=1),
           Piles("cell", Kind.SLOT, SIDE * SIDE, fill=ANY, capacity=1, pick=Pick.NONE),
           Piles("out", Kind.DISCARD, pick=Pick.NONE)),
    deal=(Rest("stock"),),
    counters=(("removing", 0),),
    hooks=Camelot().hooks(),
    counter_text={"removing": phase_name},
    layout="camelot",
    max_score=40,
    solver_group="other",
)

GAMES = (CAMELOT,)
