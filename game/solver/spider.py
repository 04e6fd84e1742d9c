"""Spider's own model for the solver: a compact position and its atomic moves.

The engine's positions carry every pile as a tuple of `Card`s and ask the rules for each
move; a Spider search needs millions of positions, so here a position is only what can
change:

- per column, its face-up cards as small ints (suit * 16 + rank: a card lies on its
  same-suit successor exactly when their codes differ by one) and how many face-down
  cards are left under them (which cards those are never changes: the deal says);
- how many cards the stock has dealt (its order is known too);
- how many complete runs went home.

The moves are the ones a Spider player considers (see `SpiderModel.children`): the
top run of a column (or the part of it that lands on a card one higher) onto a column
whose top takes it, only when that gains something — a card turned up, a column
emptied, a card laid on its own suit where it lay out of suit, a card freed to join its
suit —; a run into an empty column only when it uncovers something; the stock dealt. A
complete run goes home at once, as in the engine. Moves are cut, so a search over them
never proves a loss.

`engine_line` turns a line of model moves into the engine's moves and replays it through
`legal_moves` and `play` (runs sent home by a drag where the rules want one); a line that
does not replay gives None.
"""

from __future__ import annotations

from game.engine.cards import FULL_RANKS, IS_FACE_UP, RANK_OF, SUIT_OF
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import ANY, DOWN, Build, DealToPiles, Kind, SuitRule
from game.engine.state import GameState
from game.engine.suit_runs import HOME

DEAL = -1   # a model move's source for "deal from the stock"

# A model move: (source column or DEAL, target column, cards moved).
ModelMove = tuple[int, int, int]


# What changes in a Spider position (see the module's docstring): the columns' face-up
# codes, their face-down counts and the cards dealt. A plain tuple: it is its own key in
# a transposition table.
Position = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]


def code(card: int) -> int:
    """A card as the model sees it: suit and rank, face and pack copy left out."""
    return SUIT_OF[card] * 16 + RANK_OF[card]


def applies(game: Game) -> bool:
    """A Spider-like game: a stock dealing onto the tableau, columns building down in any
    suit with runs of one suit moving, any card into a space, complete runs going home
    (by themselves or dragged), every rank once per run, nothing else on the table."""
    action = game.spec.stock_action
    if not isinstance(action, DealToPiles):
        return False
    if tuple(game.spec.rank_order) != FULL_RANKS:
        return False
    if {p.kind for p in game.pile_specs} != {Kind.STOCK, Kind.FOUNDATION, Kind.TABLEAU}:
        return False
    return game.hooks.can_drop is None and game.hooks.can_pick is None and all(
        p.build == Build(SuitRule.ANY_SUIT, DOWN) and p.fill == ANY
        and p.run_build == Build(SuitRule.SAME_SUIT, DOWN)
        for p in game.pile_specs if p.kind is Kind.TABLEAU)


class SpiderModel:
    """One deal's fixed facts (which cards lie face down where, the stock's order) and
    the moves between positions."""

    def __init__(self, game: Game, state: GameState) -> None:
        action = game.spec.stock_action
        assert isinstance(action, DealToPiles)
        self.game = game
        self.piles = list(game.groups[action.group])
        self.stock_pile = game.pile_index(action.stock)
        self.refuse_if_empty = action.refuse_if_empty
        self.loose = False      # every legal move but a whole column into a space
        # The engine deals the stock's last card first, to the first column.
        self.stock = tuple(code(c) for c in reversed(state.piles[self.stock_pile]))
        self.face_down: list[tuple[int, ...]] = []
        columns, down = [], []
        for pile in self.piles:
            cards = state.piles[pile]
            hidden = sum(1 for c in cards if not IS_FACE_UP[c])
            self.face_down.append(tuple(code(c) for c in cards[:hidden]))
            columns.append(tuple(code(c) for c in cards[hidden:]))
            down.append(hidden)
        self.runs = game.total_cards // 13
        for i in range(len(columns)):   # runs a player has not yet dragged home
            self._settle(columns, down, i)
        self.root: Position = (tuple(columns), tuple(down), 0)

    def is_won(self, position: Position) -> bool:
        return position[2] == len(self.stock) and not any(position[0])

    def home(self, position: Position) -> int:
        """Complete runs gone home."""
        columns, down, dealt = position
        left = sum(map(len, columns)) + sum(down) + len(self.stock) - dealt
        return self.runs - left // 13

    # --- moving ---------------------------------------------------------------------
    def _settle(self, columns: list, down: list, i: int) -> None:
        """Column i after a change: complete runs home, a face-down card turned up."""
        col = columns[i]
        while len(col) >= 13 and col[-1] & 15 == 1 and col[-13] - col[-1] == 12 \
                and all(col[j - 1] - col[j] == 1 for j in range(-12, 0)):
            col = col[:-13]
            if not col and down[i]:
                down[i] -= 1
                col = (self.face_down[i][down[i]],)
        if not col and down[i]:
            down[i] -= 1
            col = (self.face_down[i][down[i]],)
        columns[i] = col

    def play(self, position: Position, move: ModelMove) -> Position:
        columns, down, dealt = list(position[0]), list(position[1]), position[2]
        src, dst, n = move
        if src == DEAL:
            stock = self.stock
            for i in range(len(columns)):
                if dealt < len(stock):
                    columns[i] = columns[i] + (stock[dealt],)
                    dealt += 1
            for i in range(len(columns)):
                self._settle(columns, down, i)
        else:
            moving = columns[src][-n:]
            columns[src] = columns[src][:-n]
            columns[dst] = columns[dst] + moving
            if len(columns[src]) >= 13 or not columns[src]:
                self._settle(columns, down, src)
            if len(columns[dst]) >= 13:
                self._settle(columns, down, dst)
        return (tuple(columns), tuple(down), dealt)

    def moves(self, position: Position) -> list[ModelMove]:
        """The moves worth trying here (see the module's docstring)."""
        if self.loose:
            return self._loose_moves(position)
        columns, down, dealt = position
        # The columns by their top card's rank: a run moves whole (a split run lay in
        # suit, never better off elsewhere), so only a top one above its base takes it.
        by_rank: dict[int, list[tuple[int, int]]] = {}
        tops = set()
        empty = -1
        for i, col in enumerate(columns):
            if col:
                top = col[-1]
                tops.add(top)
                by_rank.setdefault(top & 15, []).append((i, top))
            elif empty < 0:
                empty = i
        found: list[ModelMove] = []
        blocked = (empty >= 0 and self.refuse_if_empty
                   and dealt < len(self.stock))
        for src, col in enumerate(columns):
            if not col:
                continue
            r, size = 1, len(col)
            while r < size and col[-r - 1] - col[-r] == 1:
                r += 1
            base = col[-r]
            whole = r == size          # the run is all the column's face-up cards
            targets = by_rank.get((base & 15) + 1)
            if targets and whole:       # turns a card up or empties a column
                found.extend((src, dst, r) for dst, _top in targets)
            elif targets:
                parent = col[-r - 1]
                parent_link = 1 if (parent & 15) == (base & 15) + 1 else 0
                for dst, top in targets:
                    link = 2 if top - base == 1 else 1
                    # onto its own suit where it lay out of suit, or freeing a card its
                    # own suit takes
                    if link > parent_link or (link == parent_link == 1
                                              and parent + 1 in tops):
                        found.append((src, dst, r))
            if empty >= 0:
                if not whole or down[src]:
                    found.append((src, empty, r))
                if blocked:     # a space to fill before the deal: a run split
                    found.extend((src, empty, n) for n in range(1, r))
        if dealt < len(self.stock) and not blocked:
            found.append((DEAL, -1, 0))
        return found

    def _loose_moves(self, position: Position) -> list[ModelMove]:
        """Every legal move but a whole column into a space (`loose`)."""
        columns, down, dealt = position
        empty = next((i for i, col in enumerate(columns) if not col), -1)
        found: list[ModelMove] = []
        blocked = (empty >= 0 and self.refuse_if_empty
                   and dealt < len(self.stock))
        for src, col in enumerate(columns):
            if not col:
                continue
            r = _top_run_onto(columns, src, found)
            if empty >= 0:
                if r < len(col) or down[src]:
                    found.append((src, empty, r))
                found.extend((src, empty, n) for n in range(1, r))
        if dealt < len(self.stock) and not blocked:
            found.append((DEAL, -1, 0))
        return found

    def every_move(self, position: Position) -> list[ModelMove]:
        """Every legal move here, each once (for a search that proves: `moves` leaves
        some out): the top run, or its top part, onto a column whose top takes it or
        into each empty column — a whole column too, since which column holds which
        cards decides where the stock's cards fall —, then the stock dealt."""
        columns, _down, dealt = position
        empty = [i for i, col in enumerate(columns) if not col]
        found: list[ModelMove] = []
        for src, col in enumerate(columns):
            if not col:
                continue
            r = _top_run_onto(columns, src, found)
            for dst in empty:
                found.extend((src, dst, n) for n in range(r, 0, -1))
        if dealt < len(self.stock) and not (empty and self.refuse_if_empty):
            found.append((DEAL, -1, 0))
        return found

    # --- back to the engine ---------------------------------------------------------
    def engine_line(self, state: GameState, line: list[ModelMove]) -> list[Move] | None:
        """The engine's moves for a model line from `state`, each checked against
        `legal_moves` as it is played (complete runs dragged home where the rules want
        that); None if any is not legal or the line does not win."""
        game = self.game
        state = state.copy()
        moves: list[Move] = self._drag_home(state)
        for src, dst, n in line:
            if src == DEAL:
                move = Move("stock", self.stock_pile, -1, 0)
            else:
                move = Move("move", self.piles[src], self.piles[dst], n)
            legal = game.legal_moves(state)
            if move not in legal:
                return None
            game.play(state, move)
            moves.append(move)
            moves += self._drag_home(state)
        return moves if game.is_won(state) else None

    def _drag_home(self, state: GameState) -> list[Move]:
        """Complete runs dragged home, where the rules want a drag (option "runs")."""
        game, dragged = self.game, []
        while True:
            home = next((m for m in game.legal_moves(state) if m.action == HOME), None)
            if home is None:
                return dragged
            game.play(state, home)
            dragged.append(home)


def _top_run_onto(columns, src: int, found: list) -> int:
    """The length of column `src`'s top run (same suit, in sequence); adds to `found` the
    moves of the run or its top part onto every other column whose top card takes it."""
    col = columns[src]
    r, size = 1, len(col)
    while r < size and col[-r - 1] - col[-r] == 1:
        r += 1
    top_rank = col[-1] & 15
    for dst, target in enumerate(columns):
        if dst != src and target and 1 <= (target[-1] & 15) - top_rank <= r:
            found.append((src, dst, (target[-1] & 15) - top_rank))
    return r
