"""The legal moves of the free-cell model (cell_model.py): in the engine's order, each
pile's top card alone, and in the proofs' order — read from the model's piles, made as
the engine's own `Move`s (each made once). Proved equal to the engine's on random walks
in tests/test_cell_model.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.moves import Move

if TYPE_CHECKING:  # pragma: no cover
    from .cell_model import CellModel, Piles


class CellMoves:
    """The moves of one model's positions (the model answers with these methods)."""

    def __init__(self, model: CellModel) -> None:
        self.cells, self.foundations, self.tableau = model.cells, model.foundations, \
            model.tableau
        self.sources, self.is_cell, self.group = model.sources, model.is_cell, model.group
        self.kings_only, self.kings = model.kings_only, model.kings
        self.limit_cells, self.limit_empty = model.limit_cells, model.limit_empty
        self.bases, self.predecessor = model.bases, model.predecessor
        self.run_length = model.run_length
        # _move[src][dst][n]: the engine's Move, made once (making it cost a third of a
        # move's generation); a run is at most one of each rank (down by one, no wrap)
        n, most = len(model.game.pile_specs), len(model.game.spec.rank_order) + 1
        self._move = [[[Move("move", a, b, k) for k in range(most)] for b in range(n)]
                      for a in range(n)]

    def moves(self, piles: Piles, atomic: bool = False) -> list[Move]:
        """The engine's legal moves with twin targets (`Game.legal_moves(state, twins)`)
        less ordering.prune's, in the same order."""
        if atomic:
            return self._single_moves(piles)
        tableau, found = self.tableau, self.foundations
        first_cell = _first_empty(piles, self.cells)
        first_found = _first_empty(piles, found)
        first_space, empty = -1, 0
        at = {}                         # a tableau pile's top card: its pile
        for i in tableau:
            cards = piles[i]
            if cards:
                at[cards[-1]] = i
            else:
                empty += 1
                if first_space < 0:
                    first_space = i
        free = sum([1 for i in self.cells if not piles[i]]) if self.limit_cells else 0
        base = free + 1
        reach = base << empty if self.limit_empty else base           # onto a card
        reach_empty = base << (empty - 1) if self.limit_empty and empty else base
        is_cell, bases, table = self.is_cell, self.bases, self._move
        found_tops = {piles[f][-1]: f for f in found if piles[f]}
        predecessor = self.predecessor
        space_ok = first_space >= 0 and reach_empty > 0
        kings = self.kings if first_space >= 0 and self.kings_only[first_space] else None
        not_into_space = self.group[first_space] if first_space >= 0 else ()
        run_length = self.run_length
        out: list[Move] = []
        for src in self.sources:
            cards = piles[src]
            if not cards:
                continue
            moves = table[src]
            if is_cell[src]:
                run, height = 1, 1
            else:
                run, height = run_length(cards), len(cards)
            for n in range(1, run + 1):
                card = cards[-n]
                targets = []
                if n == 1:
                    if first_cell >= 0 and not is_cell[src]:
                        targets.append(first_cell)
                    below = predecessor.get(card)
                    f = found_tops.get(below, -1) if below is not None else first_found
                    if f >= 0:
                        targets.append(f)
                if n <= reach:
                    for b in bases[card]:
                        if b in at:
                            targets.append(at[b])
                if (space_ok and n <= reach_empty and (kings is None or card in kings)
                        and not (n == height and src in not_into_space)):
                    targets.append(first_space)
                if len(targets) > 1:
                    targets.sort()
                for dst in targets:
                    out.append(moves[dst][n])
        return out

    def every_move(self, piles: Piles) -> list[Move]:
        """`moves(piles)` with each move into an empty pile also made into every other
        empty pile of its group: engine moves, each legal (`Game.legal_moves(state)`
        without twins lists them all), for shortening's exact positions (shorten.py)."""
        group = self.group
        out: list[Move] = []
        for move in self.moves(piles):
            out.append(move)
            dst = move.dst
            if not piles[dst] and group[dst] is not None:
                out += [Move("move", move.src, other, move.count) for other in group[dst]
                        if other != dst and not piles[other]]
        return out

    def _tops(self, piles: Piles) -> tuple:
        """What a single card's moves are read from: the first empty cell, foundation and
        space (-1 for none), where each tableau top and each foundation top lies, and the
        cards a space takes (None: any)."""
        tableau, found = self.tableau, self.foundations
        first_space = _first_empty(piles, tableau)
        at = {piles[i][-1]: i for i in tableau if piles[i]}
        home = {piles[f][-1]: f for f in found if piles[f]}
        kings = self.kings if first_space >= 0 and self.kings_only[first_space] else None
        return (_first_empty(piles, self.cells), _first_empty(piles, found), first_space,
                at, home, kings)

    def _single_moves(self, piles: Piles) -> list[Move]:
        """`moves(piles, atomic=True)`: each pile's top card alone, written out."""
        first_cell, first_found, first_space, at, home, kings = self._tops(piles)
        is_cell, bases, predecessor = self.is_cell, self.bases, self.predecessor
        table = self._move
        out: list[Move] = []
        for src in self.sources:
            cards = piles[src]
            if not cards:
                continue
            card = cards[-1]
            targets = []
            if first_cell >= 0 and not is_cell[src]:
                targets.append(first_cell)
            below = predecessor.get(card)
            f = home.get(below, -1) if below is not None else first_found
            if f >= 0:
                targets.append(f)
            for b in bases[card]:
                if b in at:
                    targets.append(at[b])
            if first_space >= 0 and (kings is None or card in kings) and (
                    is_cell[src] or len(cards) > 1):
                targets.append(first_space)
            if len(targets) > 1:
                targets.sort()
            moves = table[src]
            for dst in targets:
                out.append(moves[dst][1])
        return out

    def proof_moves(self, piles: Piles) -> list[Move]:
        """`moves(piles, atomic=True)` in the proofs' order, made in that order rather
        than sorted (proof.py sorts by target: onto a foundation's card, then onto
        another card or into an empty foundation, then into a space, then into a cell;
        each kind in the order the moves come, by source and then by target). Written
        out flat, the tops read in one pass: half of a proof's time is here."""
        first_cell = -1
        for i in self.cells:
            if not piles[i]:
                first_cell = i
                break
        first_found, home = _space_and_tops(piles, self.foundations)
        first_space, at = _space_and_tops(piles, self.tableau)
        kings = self.kings if first_space >= 0 and self.kings_only[first_space] else None
        is_cell, bases, predecessor = self.is_cell, self.bases, self.predecessor
        table = self._move
        homes: list[Move] = []
        onto: list[Move] = []
        spaces: list[Move] = []
        into_cells: list[Move] = []
        for src in self.sources:
            cards = piles[src]
            if not cards:
                continue
            card = cards[-1]
            moves = table[src]
            mark = len(onto)
            for b in bases[card]:
                if b in at:
                    onto.append(moves[at[b]][1])
            below = predecessor.get(card)
            if below is None:
                if first_found >= 0:
                    onto.append(moves[first_found][1])     # into an empty foundation
            elif below in home:
                homes.append(moves[home[below]][1])
            if len(onto) - mark > 1:        # this source's targets in their order
                onto[mark:] = sorted(onto[mark:], key=_target)
            if first_space >= 0 and (kings is None or card in kings) and (
                    is_cell[src] or len(cards) > 1):
                spaces.append(moves[first_space][1])
            if first_cell >= 0 and not is_cell[src]:
                into_cells.append(moves[first_cell][1])
        return homes + onto + spaces + into_cells


def _target(move: Move) -> int:
    return move.dst


def _space_and_tops(piles: Piles, among: list[int]) -> tuple[int, dict[int, int]]:
    """The first of the piles `among` that is empty (-1: none), and where each of their
    top cards lies."""
    first, at = -1, {}
    for i in among:
        cards = piles[i]
        if cards:
            at[cards[-1]] = i
        elif first < 0:
            first = i
    return first, at


def _first_empty(piles: Piles, among: list[int]) -> int:
    """The first of the piles `among` that is empty, or -1."""
    for i in among:
        if not piles[i]:
            return i
    return -1
