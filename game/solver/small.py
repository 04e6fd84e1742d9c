"""Small games decided: a depth-first search with a memo of fitted keys.

The games of cards taken out (golf and peaks, pyramids, pairs, Accordion, King's
Audience; Labyrinth, whose cards only go home) have few positions once a position is
read for what matters (fitted.py): a card out never comes back, a golf waste is only its
top, a rule that adds ranks does not see suits. Over such a space a plain depth-first
search that remembers every position it has entered — by its fitted key — is the best
tool: it keeps one position (played forward with `Game.play`, back with `undo_steps`)
and a set of short keys (bytes; ints for golf), where the best-first search keeps a
copy of every open position and is led astray by the golf waste, whose every card the
generic key counts.

The search is exhaustive: with nothing cut by the budget, "no position left" proves the
deal lost; a found line is the engine's own moves (the caller replays it through
`legal_moves` before trusting it: batch.replays). It is resumable like search.Search
(`run(seconds=…, nodes=…, until=…)`), so portfolio.Solver runs it in its place for the
games `small_search` knows.

Valentine and Terrace are no small games, but their best-first searches are led astray
(their tuning's `small_search`): they are searched here too, over the packed canonical key
(canonical.packed_key).

Moves are tried in the engine's order but for the stock: a card played before a card
drawn (in these games the stock is the last resort; the order only speeds up wins).
"""

from __future__ import annotations

from game.engine.game import Game
from game.engine.moves import Move, undo_steps
from game.engine.state import GameState

from .canonical import canonical_for, packed_key
from .fitted import Key, fitted_key
from .golf_model import golf_applies, golf_model
from .pyramid_model import pyramid_applies, pyramid_model
from .sliced import DEFAULT_BUDGET, Budget, Result, Sliced, SliceEnd, Verdict
from .tuning import tuning_of

CHECK_EVERY = 256     # positions between looks at the clocks


class EngineModel:
    """The position as the engine holds it, walked with the engine's own moves."""

    def __init__(self, game: Game, state: GameState, key: Key) -> None:
        self.game, self.state, self._key = game, state.copy(), key
        lost = game.hooks.is_lost
        self.lost = (lambda: lost(game, self.state)) if lost is not None else (lambda: False)

    def moves(self) -> list[Move]:
        """The moves to try, the last first: the stock last."""
        moves = self.game.legal_moves(self.state)
        card_moves = [m for m in moves if m.action != "stock"]
        return [m for m in moves if m.action == "stock"] + card_moves[::-1]

    def play(self, move: Move) -> tuple:
        return self.game.play(self.state, move).steps

    def undo(self, steps: tuple) -> None:
        undo_steps(self.state, steps)

    def key(self) -> bytes:
        return self._key(self.state)

    def won(self) -> bool:
        return self.game.is_won(self.state)

    def score(self) -> int:
        return self.game.score(self.state)

    def engine_line(self, line: list) -> list[Move]:
        return line


class SmallSearch(Sliced):
    """A depth-first search over a small game's positions, each entered once. `model`
    holds the position (EngineModel, or a faster model of the same rules whose line
    becomes the engine's moves: golf_model.py, pyramid_model.py)."""

    def __init__(self, model, budget: Budget = DEFAULT_BUDGET) -> None:
        super().__init__(budget)
        self.model = model
        self._line: list[Move] = []      # the winning line
        self.seen: set = {model.key()}
        # The path: per level, the moves still to try, the move that led there and what
        # undoes it.
        self._stack: list[tuple[list, object, object]] = []
        self._best = (model.score(), None)   # the best score seen, its first move
        if model.won():
            self.result = Result(Verdict.WON, [], 0, 0.0)
        else:
            self._stack.append((model.moves(), None, None))

    def line(self) -> list[Move]:
        return self.model.engine_line([move for _, move, _ in self._stack[1:]])

    def best_move(self) -> Move | None:
        """The first move on the way to the best-scoring position seen so far."""
        first = self._best[1]
        return self.model.engine_line([first])[0] if first is not None else None

    def _slice(self, end: SliceEnd) -> Verdict | None:
        model, seen, stack = self.model, self.seen, self._stack
        play, undo, key, won, score, lost = (model.play, model.undo, model.key, model.won,
                                             model.score, model.lost)
        check = self.nodes + CHECK_EVERY
        while stack:
            moves = stack[-1][0]
            if not moves:
                _, played, token = stack.pop()
                if played is not None:      # the root was not played
                    undo(token)
                continue
            move = moves.pop()
            token = play(move)
            k = key()
            if k in seen:
                undo(token)
                continue
            seen.add(k)
            self.nodes += 1
            if won():
                stack.append(([], move, token))
                self._line = self.line()
                return Verdict.WON
            value = score()
            if value > self._best[0]:
                self._best = (value, stack[1][1] if len(stack) > 1 else move)
            stack.append(([] if lost() else model.moves(), move, token))
            if self.nodes >= check:
                check = self.nodes + CHECK_EVERY
                if end.reached(self.nodes):
                    return None
            elif end.late():    # (King's Audience: 256 positions of 0.2 ms)
                return None
        return Verdict.UNWINNABLE

    def _finish(self, verdict: Verdict) -> Result:
        moves = self._line
        result = Result(verdict, moves, self.nodes, self.seconds,
                        moves[0] if moves else self.best_move())
        self.seen = set()
        self._stack = []
        return result


def applies(game: Game) -> bool:
    """Does `small_search` know the game: a golf or pyramid model, a fitted key, or the
    tuning's `small_search`?"""
    return (golf_applies(game) or pyramid_applies(game) or fitted_key(game) is not None
            or tuning_of(game).small_search)


def small_search(game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET
                 ) -> SmallSearch | None:
    """The search for a small game (one `fitted.fitted_key` knows) or one whose tuning
    asks for it (`small_search`, tuning.py), else None."""
    model = golf_model(game, state) or pyramid_model(game, state)
    if model is None:
        key = fitted_key(game)
        if key is None and tuning_of(game).small_search:
            key = packed_key(game, canonical_for(game))
        if key is None:
            return None
        model = EngineModel(game, state, key)
    return SmallSearch(model, budget)
