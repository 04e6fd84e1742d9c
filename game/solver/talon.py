"""A search for games that turn a stock onto a waste (Klondike): the stock collapsed.

The generic searches see one stock click as one move, so a Klondike line is hundreds of
moves deep and most of them only turn cards over. Here one move is "click the stock k
times, then play the waste's top card there" (k from 0 to a full pass, across at most
one redeal): every waste card the stock can bring up is one move away, and the line's
depth is the number of cards actually played. Beside those, a Klondike player's
knowledge cuts the tableau moves that only shuffle cards round:

- a run moves between tableau piles only when it turns up a face-down card, empties
  its pile, or uncovers a card that goes home at once;
- a king (or a run headed by one) goes into an empty pile only from the waste, or from a
  pile where it turns up a face-down card (from a pile it alone fills, it changes
  nothing).

The clicks and moves are the engine's own (`legal_moves`, `play`): a macro is played
through the engine, never computed beside it, and the line found is the sequence of its
clicks and moves. Cutting moves means a run dry here proves nothing (the portfolio's
other searches are exact), so this search only ever answers "won" or "unknown".
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.cards import IS_FACE_UP
from game.engine.game import Game
from game.engine.moves import Move, Turn, undo_steps
from game.engine.spec import DrawToWaste, Kind
from game.engine.state import GameState

from .canonical import Canonical
from .ordering import Ordering, main_family
from .search import Search, _Node

# The families this search joins, and the changes to their weights (ordering.py) that
# guide it: one search per guide, taking turns. Klondike: a redeal left worth four cards
# home, as a macro reaches past the end of the stock as easily as the next card and a
# line that spends its redeals early is stuck later (deals 1-20 at 2 s: 11 won, 10 with
# the family's own weights; each wins deals the other does not).
TALON_GUIDES: dict[str, tuple[dict[str, float], ...]] = {"klondike": ({"redeal": 200.0}, {})}


def applies(game: Game) -> bool:
    """A stock turned onto a waste, and no hook that could change what a click does."""
    action = game.spec.stock_action
    return (isinstance(action, DrawToWaste) and not action.shut_until
            and game.hooks.special_moves is None and "waste" in game.pile_names)


def talon_orderings(game: Game, canonical: Canonical) -> list[Ordering]:
    """The guides of this search for the game (none where it does not join)."""
    if not applies(game):
        return []
    family = main_family(game)
    return [Ordering(game, canonical, replace(family, weights=replace(family.weights, **w)))
            for w in TALON_GUIDES.get(game.spec.family, ())]


class TalonSearch(Search):
    """Best-first over macro moves (clicks, then a waste card played) and pruned tableau
    moves, with the family's ordering and the transposition table of `Search`. A search
    that never proves a loss: give it a budget and take its wins."""

    def __init__(self, game: Game, state: GameState, budget, **kwargs) -> None:
        action = game.spec.stock_action
        assert isinstance(action, DrawToWaste)
        self.stock_pile = game.pile_index(action.stock)
        self.waste_pile = game.pile_index(action.waste)
        kinds = [p.kind for p in game.pile_specs]
        self.tableau = frozenset(i for i, k in enumerate(kinds) if k is Kind.TABLEAU)
        self.targets = [i for i, k in enumerate(kinds)
                        if k in (Kind.FOUNDATION, Kind.TABLEAU)]
        super().__init__(game, state, budget, **kwargs)
        self.exact = False

    # --- the moves ----------------------------------------------------------------------
    def _keeps(self, state: GameState, move: Move) -> bool:
        """Klondike knowledge: is this tableau move worth trying?"""
        if move.action != "move" or move.src not in self.tableau or move.dst not in self.tableau:
            return True
        cards = state.piles[move.src]
        n = move.count
        target_empty = not state.piles[move.dst]
        if len(cards) == n:
            return not target_empty     # empties its pile (into an empty one: no change)
        below = cards[-n - 1]
        if not IS_FACE_UP[below]:
            return True                 # turns a card up
        if target_empty:
            return False
        return self._goes_home(state, move.src, n)

    def _goes_home(self, state: GameState, pile: int, n: int) -> bool:
        """Would the card under the top n of the pile go home once they are gone?"""
        game = self.game
        taken = state.piles[pile]
        state.piles[pile] = taken[:-n]
        try:
            return any(game.can_drop(state, pile, 1, f) for f in game.foundations)
        finally:
            state.piles[pile] = taken

    def macros(self, state: GameState) -> list[tuple[Move, ...]]:
        """The position's moves, each a tuple: the tableau moves worth trying, and for
        each card the stock can bring to the top of the waste (within one pass of the
        stock and at most one redeal), the clicks that bring it and its move."""
        game = self.game
        plain: list[tuple[Move, ...]] = []
        for move in self.moves(state):
            if move.action != "stock" and self._keeps(state, move):
                plain.append((move,))
        clicks: list[Turn] = []
        stock, waste = self.stock_pile, self.waste_pile
        start = (state.piles[stock], state.piles[waste])
        redealt = False
        seen_tops = {state.piles[waste][-1]} if state.piles[waste] else set()
        macros: list[tuple[Move, ...]] = []
        try:
            while True:
                click = game.stock_moves(state)
                if not click:
                    break
                if not state.piles[stock]:
                    if redealt:
                        break
                    redealt = True
                clicks.append(game.play(state, click[0]))
                pile = state.piles[waste]
                if (state.piles[stock], pile) == start:
                    break
                if not pile or pile[-1] in seen_tops:
                    continue
                seen_tops.add(pile[-1])
                if not game.can_pick(state, waste, 1):
                    continue
                for dst in self.targets:
                    if game.can_drop(state, waste, 1, dst):
                        macros.append(tuple(t.move for t in clicks)
                                      + (Move("move", waste, dst, 1),))
        finally:
            for turn in reversed(clicks):
                undo_steps(state, turn.steps)
        return plain + macros

    # --- the search ---------------------------------------------------------------------
    def _expand(self, node: _Node) -> _Node | None:
        """As `Search._expand`, over macros: each is played move by move (with the safe
        moves home after its last), its child kept if the position is new."""
        game, state, ordering = self.game, node.state, self.ordering
        if game.hooks.is_lost is not None and game.hooks.is_lost(game, state):
            return None
        play, is_won, key, seen = game.play, game.is_won, self.key, self.seen
        depth = node.depth + 1
        lag = ordering.weights.depth * depth
        children: list[tuple[float, _Node]] = []
        for macro in self.macros(state):
            turns = [play(state, move) for move in macro]
            forced = self._forced(state, macro[-1])
            k = key(state)
            if k not in seen:
                seen.add(k)
                line = macro + tuple(t.move for t in forced)
                value = ordering.score(state)
                child = _Node(state.copy(), node, line, depth, value)
                if is_won(state):
                    return child
                children.append((value + ordering.bonus(state, macro[-1]) - lag, child))
            for t in reversed(forced):
                undo_steps(state, t.steps)
            for turn in reversed(turns):
                undo_steps(state, turn.steps)
        self._push_children(children)
        return None
