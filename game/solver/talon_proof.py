"""An exhaustive search for the games that turn a stock onto a waste (Klondike): every
line tried over the stock collapsed, so that running dry proves a deal lost.

The generic searches see each click of the stock as a move: from every arrangement of
the tableau they try every point of the stock, and a Klondike position with its redeals
used up stayed "not decided" at 10 s (issue 35). Here, as in talon.py, a move is "click
the stock k times (k may be 0), then play the waste's top card" — or any card move off
the tableau or a foundation, every one the engine allows (talon.py's search cuts those;
this one does not). That loses no line, so a run dry is a proof:

- a click changes only the stock, the waste and the counters, and no other move reads
  them (`applies`: no hook, no pile refilled by itself): clicks commute with every move
  not off the waste, so any line can click only just before a waste card is played;
- a won line ends with stock and waste empty: it has no clicks after its last waste card;
- between two waste cards played, a line that clicks a whole pass more and a redeal
  comes back to the same stock and waste with a redeal fewer, and one redeal fewer
  never allows a move that one more forbids: `TalonMoves.talons`' clicks — within one
  pass and at most one redeal, each waste card at its first chance — reach every
  stock and waste a line needs, with the most redeals left.

Positions are remembered by their condensed key (condensed.py: exact but for twins),
depth first as small.py's search does (one position played forward and back); safe
moves home are played with a move only where the rule is sound for proofs (foundations
that keep their cards: exhaustive.HomeFirstModel). Cards home first, then the waste's,
then the rest: the order speeds wins only, every move is tried.
"""

from __future__ import annotations

from types import SimpleNamespace

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .canonical import Canonical, has_hooks
from .condensed import condensed_key
from .exhaustive import HomeFirstModel
from .safe import SafeRule
from .search import Budget
from .small import SmallSearch
from .talon import Talon, TalonMoves
from .talon import applies as talon_applies

# A macro: the clicks' outcome (None: no click) and the card move played after them.
Macro = tuple[Talon | None, Move]


def applies(game: Game) -> bool:
    """A stock turned onto a waste (talon.applies) and no hook that might read the stock
    or the waste: the clicks commute with the other moves (see the module)."""
    return talon_applies(game) and not has_hooks(game)


def one_pass(game: Game, state: GameState) -> bool:
    """Has the stock's last pass begun, its redeals used up in play? Then the positions
    are few enough for this search to settle some that the portfolio leaves open
    (Klondike, one card: of 10 positions a hasty player left with no redeal, 2 proved
    lost at 10 s, where the portfolio alone proved 1). A game dealt with no redeal is not
    (Gold Mine: its talon beam's wins took twice as long beside this search; see
    `no_redeal`)."""
    action = game.spec.stock_action
    return (getattr(action, "redeals", 0) != 0 and "redeals_left" in game.counter_names
            and state.counter("redeals_left") == 0)


def no_redeal(game: Game) -> bool:
    """Is the game dealt with no redeal? There this search joins late, with the proofs,
    where no talon guide is tuned (no talon beam joins): Der Pavillon deal 1000, left
    open at 3 s by the others, is proved lost here in 0.2 s; from the start it held back
    the wins of Das Trio deal 1000."""
    return getattr(game.spec.stock_action, "redeals", 0) == 0


class EveryMove(TalonMoves):
    """talon.py's macros with no tableau move cut."""

    def keeps(self, state: GameState, move: Move) -> bool:
        return True


class TalonModel(HomeFirstModel):
    """The engine's position walked with macros (see the module)."""

    def __init__(self, game: Game, state: GameState, key, safe: SafeRule | None) -> None:
        super().__init__(game, state, key, safe)
        self.talon = EveryMove(game, SimpleNamespace(moves=game.legal_moves))
        self.waste = self.talon.waste_pile

    def moves(self) -> list[Macro]:      # type: ignore[override]
        foundations, waste = self.foundations, self.waste
        home, off_waste, other = [], [], []
        for talon, move in self.talon.of(self.state):
            if move.action == "stock":
                continue
            if move.dst in foundations:
                home.append((talon, move))
            elif move.src == waste:
                off_waste.append((talon, move))
            else:
                other.append((talon, move))
        # popped from the end: home first, then the waste's cards
        return other[::-1] + off_waste[::-1] + home[::-1]

    def play(self, macro: Macro) -> tuple:       # type: ignore[override]
        talon, move = macro
        here = None
        if talon is not None:
            here = self.talon.here(self.state)
            self.talon.set_talon(self.state, talon)
        return here, super().play(move)

    def undo(self, token: tuple) -> None:
        here, steps = token
        super().undo(steps)
        if here is not None:
            self.talon.set_talon(self.state, here)

    def engine_line(self, line: list) -> list[Move]:
        """The clicks and moves of a line of macros, with the safe moves after each."""
        moves = list(self.first)
        followers = self.followers
        for i, item in enumerate(line):
            if isinstance(item, Move):      # a line's first move alone (best_move)
                item = (None, item)
            talon, move = item
            moves += [*(talon[0] if talon is not None else ()), move]
            if self.safe is not None and i < len(followers):
                moves += followers[i]
        return moves


def talon_proof(game: Game, state: GameState, canonical: Canonical, budget: Budget,
                safe: SafeRule | None = None) -> SmallSearch:
    """The exhaustive search over macros from `state` (`safe`: the game's safe-move
    rule, used only where it is sound for proofs)."""
    return SmallSearch(TalonModel(game, state, condensed_key(game, canonical), safe),
                       budget)


__all__ = ["EveryMove", "TalonModel", "applies", "no_redeal", "one_pass", "talon_proof"]
