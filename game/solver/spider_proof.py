"""An exhaustive search over Spider's own model (spider.py), for the one-pack games: it
wins, or proves that no line wins, where the positions are few enough to try them all.

The staged search (spider_search.py) weighs a few moves a player would make and never
proves a loss. This one plays every legal move (`SpiderModel.every_move`) depth first,
one position on the path at a time, and remembers each position it has been to by its
exact contents (`packed`: bytes, not a hash that two positions could share). When the
path is empty every position reachable from the start has been seen, and if none was
won the deal is lost — a claim made only where the model is the game exactly: complete
runs go home by themselves (the option "runs" left as it is), as the model plays them.

Some Spiderette deals are lost that way within seconds (deal 54: about 25 thousand
positions in all; deal 50: about half a million); in most deals the positions run to
many millions, and this search then only answers "unknown" at its budget or its memory
cap (`max_bytes`, sliced.MAX_BYTES by default: the positions seen and the path are
counted by the sizes below, looked at every 1024 positions).

Resumable like `Search`: `run(seconds=…, nodes=…)` returns None while it has not
finished; `nodes` counts the positions it has been to.
"""

from __future__ import annotations

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from .sliced import MAX_BYTES, Budget, Result, Sliced, SliceEnd, Verdict
from .spider import ModelMove, Position, SpiderModel

# Bytes per position seen beyond its key's length (the key's own header and its share of
# the set's table) and per position on the path (the position's tuples and its moves
# still to try), measured on Spiderette deal 5 (Python 3.11: RSS with 100-500 thousand
# positions seen, the path 55-320 thousand deep: a depth-first search goes deep).
SEEN_BYTES = 115
STEP_BYTES = 800


def packed(position: Position) -> bytes:
    """A position as bytes, one for one: the columns' codes (all below 64) apart by 255,
    then the face-down counts and the cards dealt (both fixed in number)."""
    columns, down, dealt = position
    return b"\xff".join(map(bytes, columns)) + bytes(down) + bytes((dealt,))


class SpiderProof(Sliced):
    """Every line from one position, depth first (see the module's docstring)."""

    def __init__(self, game: Game, state: GameState, budget: Budget,
                 max_bytes: int = MAX_BYTES) -> None:
        super().__init__(budget)
        self.game, self.max_bytes = game, max_bytes
        self.root_state = state.copy()
        self.model = SpiderModel(game, state)
        # The model sends complete runs home at once; with runs dragged home the player
        # may also keep one, so running dry proves nothing there.
        self.exact = game.options.get("runs", "auto") == "auto"
        root = self.model.root
        self.seen = {packed(root)}
        self.key_bytes = len(packed(root))
        self.path: list[Position] = [root]
        self.line: list[ModelMove] = []          # the moves made along the path
        self.todo: list[list[ModelMove]] = [self._ordered(root)]
        self._won: list[Move] = []

    def _ordered(self, position: Position) -> list[ModelMove]:
        """The moves still to try, the first to try last (taken by `pop`): the deal
        after every move on the table."""
        moves = self.model.every_move(position)
        moves.reverse()
        return moves

    @property
    def memory(self) -> int:
        """The bytes counted against `max_bytes` (see the module's docstring)."""
        return len(self.seen) * (self.key_bytes + SEEN_BYTES) + len(self.path) * STEP_BYTES

    def _slice(self, end: SliceEnd) -> Verdict | None:
        model, seen, path, line, todo = self.model, self.seen, self.path, self.line, self.todo
        play, is_won, ordered = model.play, model.is_won, self._ordered
        node_end = end.nodes
        while todo:
            pending = todo[-1]
            if not pending:
                todo.pop()
                path.pop()
                if line:
                    line.pop()
                continue
            move = pending.pop()
            child = play(path[-1], move)
            key = packed(child)
            if key in seen:
                continue
            seen.add(key)
            self.nodes += 1
            if is_won(child):
                moves = model.engine_line(self.root_state, line + [move])
                if moves is not None:
                    self._won = moves
                    return Verdict.WON
                self.exact = False      # the model and the rules disagree: prove nothing
                continue
            path.append(child)
            line.append(move)
            todo.append(ordered(child))
            if self.nodes >= node_end or not self.nodes & 63 and end.clocks():
                return None
            if not self.nodes & 1023 and self.memory > self.max_bytes:
                self.cut = True     # not every line tried: it says nothing
                return Verdict.UNKNOWN
        # Every position reachable was seen, none won.
        return Verdict.UNWINNABLE if self.exact else Verdict.UNKNOWN

    def _finish(self, verdict: Verdict) -> Result:
        moves = self._won
        self.seen, self.path, self.todo = set(), [], []     # let go of the memory
        return Result(verdict, moves, self.nodes, self.seconds, moves[0] if moves else None)
