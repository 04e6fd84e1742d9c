"""A search for games that turn a stock onto a waste (Klondike): the stock collapsed.

The generic searches see one stock click as one move, so a Klondike line is hundreds of
moves deep and most of them only turn cards over. Here one move is "click the stock k
times, then play the waste's top card there" (k from 0 to a full pass, across at most
one redeal): every waste card the stock can bring up is one move away, and the line's
depth is the number of cards actually played. Beside those, a Klondike player's
knowledge cuts the tableau moves that only shuffle cards round:

- a run moves between tableau piles only when it turns up a face-down card, empties
  its pile (never into an empty one: that changes nothing), uncovers a card that goes
  home at once, or is the whole run its pile lets go (the card below, face up but out of
  sequence, was out of reach: Saratoga deals every card face up);
- so a king (or a run headed by one) goes into an empty pile only from the waste, or
  where it turns up a card or frees one.

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
from game.engine.spec import UNLIMITED, DrawToWaste, Kind
from game.engine.state import GameState

from .canonical import Canonical
from .ordering import Ordering, Weights, main_family
from .search import Search, _Node
from .tuning import tuning_of

# What k clicks of the stock leave: (the clicks, the stock, the waste, the counters).
Talon = tuple[tuple[Move, ...], tuple, tuple, tuple]

# The search joins where the stock turns onto a waste (`applies`) and the game's tuning
# names guides for it (`talon_guides`, tuning.py: changes to its weights, one search per
# guide, taking turns).


def applies(game: Game) -> bool:
    """A stock turned onto a waste, and nothing but the stock, the waste and the
    counters that a click may change (no hook, no pile refilled by itself); a waste that
    holds any number of cards (a one-card waste, Sir Tommy's, takes a click only once
    emptied: clicks would not commute with the moves off it)."""
    action = game.spec.stock_action
    return (isinstance(action, DrawToWaste) and not action.shut_until
            and game.hooks.special_moves is None and game.hooks.auto_moves is None
            and not any(p.refill_from for p in game.pile_specs)
            and "waste" in game.pile_names
            and not game.pile_specs[game.pile_names.index("waste")].capacity)


def talon_orderings(game: Game, canonical: Canonical) -> list[Ordering]:
    """The guides of this search for the game (none where it does not join)."""
    if not applies(game):
        return []
    family = main_family(game)
    weights: list[Weights] = []
    for change in tuning_of(game).talon_guides:
        w = replace(family.weights, **change)
        if game.spec.stock_action.redeals in (0, UNLIMITED):    # type: ignore[union-attr]
            w = replace(w, redeal=0.0)  # a count that never changes: the guides are one
        if w not in weights:
            weights.append(w)
    return [Ordering(game, canonical, replace(family, weights=w)) for w in weights]


class TalonMoves:
    """A position's macro moves: the tableau moves worth trying (Klondike knowledge, see
    the module's docstring), and each waste card the stock can bring up with each of its
    moves. Shared by the best-first search here and the beam of talon_beam.py."""

    def __init__(self, game: Game, ordering: Ordering) -> None:
        action = game.spec.stock_action
        assert isinstance(action, DrawToWaste)
        self.game = game
        self.legal = ordering.moves
        self.stock_pile = game.pile_index(action.stock)
        self.waste_pile = game.pile_index(action.waste)
        kinds = [p.kind for p in game.pile_specs]
        self.tableau = frozenset(i for i, k in enumerate(kinds) if k is Kind.TABLEAU)
        self.targets = [i for i, k in enumerate(kinds)
                        if k in (Kind.FOUNDATION, Kind.TABLEAU)]
        self._talon_cache: dict[tuple, list[Talon]] = {}

    def keeps(self, state: GameState, move: Move) -> bool:
        """Klondike knowledge: is this tableau move worth trying?"""
        if move.action != "move" or move.src not in self.tableau or move.dst not in self.tableau:
            return True
        cards = state.piles[move.src]
        n = move.count
        target_empty = not state.piles[move.dst]
        if len(cards) == n:
            return not target_empty     # empties its pile (into an empty one: no change)
        if not IS_FACE_UP[cards[-n - 1]]:
            return True                 # turns a card up
        if n == self.game.pick_counts(state, move.src)[-1]:
            return True     # the whole run: a card no move could reach comes to the top
        return self._goes_home(state, move.src, n)      # a run split

    def _goes_home(self, state: GameState, pile: int, n: int) -> bool:
        """Would the card under the top n of the pile go home once they are gone?"""
        game = self.game
        taken = state.piles[pile]
        state.piles[pile] = taken[:-n]
        try:
            return any(game.can_drop(state, pile, 1, f) for f in game.foundations)
        finally:
            state.piles[pile] = taken

    def talons(self, state: GameState) -> list[Talon]:
        """What the stock can bring about: for each card it can bring to the top of the
        waste (within one pass of the stock and at most one redeal, fewest clicks first),
        the clicks and the stock, waste and counters they leave — played by the engine
        once per stock, waste and counters, then remembered (the tableau moves between
        two waste cards played leave them alone)."""
        stock, waste = self.stock_pile, self.waste_pile
        piles = state.piles
        start = (piles[stock], piles[waste], tuple(state.counters))
        found = self._talon_cache.get(start)
        if found is not None:
            return found
        game = self.game
        clicks: list[Turn] = []
        redealt = False
        seen_tops = {piles[waste][-1]} if piles[waste] else set()
        found = []
        try:
            while True:
                click = game.stock_moves(state)
                if not click:
                    break
                if not piles[stock]:
                    if redealt:
                        break
                    redealt = True
                clicks.append(game.play(state, click[0]))
                pile = piles[waste]
                if (piles[stock], pile) == start[:2]:
                    break
                if pile and pile[-1] not in seen_tops:
                    seen_tops.add(pile[-1])
                    found.append((tuple(t.move for t in clicks), piles[stock], pile,
                                  tuple(state.counters)))
        finally:
            for turn in reversed(clicks):
                undo_steps(state, turn.steps)
        if len(self._talon_cache) > 50_000:
            self._talon_cache.clear()    # a long search: keep memory bounded
        self._talon_cache[start] = found
        return found

    def here(self, state: GameState) -> Talon:
        """The stock, waste and counters as they are (no clicks)."""
        return ((), state.piles[self.stock_pile], state.piles[self.waste_pile],
                tuple(state.counters))

    def set_talon(self, state: GameState, talon: Talon) -> None:
        _, state.piles[self.stock_pile], state.piles[self.waste_pile], counters = talon
        state.counters[:] = counters

    def of(self, state: GameState) -> list[tuple[Talon | None, Move]]:
        """The tableau moves worth trying (no talon), and each waste card the stock can
        bring up with each of its moves (its talon: the clicks and what they leave)."""
        game, waste = self.game, self.waste_pile
        macros: list[tuple[Talon | None, Move]] = [
            (None, m) for m in self.legal(state) if m.action != "stock" and self.keeps(state, m)]
        talons = self.talons(state)
        if not talons:
            return macros
        here = self.here(state)
        try:
            for talon in talons:
                self.set_talon(state, talon)
                if game.can_pick(state, waste, 1):
                    macros += [(talon, Move("move", waste, dst, 1)) for dst in self.targets
                               if game.can_drop(state, waste, 1, dst)]
        finally:
            self.set_talon(state, here)
        return macros

    def macros(self, state: GameState) -> list[tuple[Move, ...]]:
        """The position's moves, each a tuple of engine moves: a tableau move worth
        trying, or the stock clicked k times (k may be 0) and a waste card played."""
        return [(talon[0] if talon else ()) + (move,) for talon, move in self.of(state)]


class TalonSearch(Search):
    """Best-first over macro moves (clicks, then a waste card played) and pruned tableau
    moves, with the family's ordering and the transposition table of `Search`. A search
    that never proves a loss: give it a budget and take its wins."""

    def __init__(self, game: Game, state: GameState, budget, **kwargs) -> None:
        super().__init__(game, state, budget, **kwargs)
        self.talon_moves = TalonMoves(game, self.ordering)
        self.targets = self.talon_moves.targets
        self.macros = self.talon_moves.macros
        self.exact = False

    # --- the search ---------------------------------------------------------------------
    def _expand(self, node: _Node) -> _Node | None:
        """As `Search._expand`, over macros: the clicks' outcome set at once (the engine
        played them in `_talons`), then the move played (with the safe moves home after
        it); a child is kept if its position is new."""
        game, state, ordering = self.game, node.state, self.ordering
        if game.hooks.is_lost is not None and game.hooks.is_lost(game, state):
            return None
        play, is_won, key, seen = game.play, game.is_won, self.key, self.seen
        depth = node.depth + 1
        lag = ordering.weights.depth * depth
        children: list[tuple[float, _Node]] = []
        talon_moves = self.talon_moves
        here = talon_moves.here(state)
        for talon, move in talon_moves.of(state):
            if talon is not None:
                talon_moves.set_talon(state, talon)
            turn = play(state, move)
            forced = self._forced(state, move)
            k = key(state)
            if k not in seen:
                seen.add(k)
                line = ((talon[0] if talon else ()) + (move,)
                        + tuple(t.move for t in forced))
                value = ordering.score(state)
                child = _Node(state.copy(), node, line, depth, value)
                if is_won(state):
                    return child
                children.append((value + ordering.bonus(state, move) - lag, child))
            for t in reversed(forced):
                undo_steps(state, t.steps)
            undo_steps(state, turn.steps)
            if talon is not None:
                talon_moves.set_talon(state, here)
        self._push_children(children)
        return None
