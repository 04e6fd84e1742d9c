"""The moves a player can reach from a pile on the table, shared by the mouse and the
keyboard/pad focus: card moves and pair moves from a pile, a pile's own click action,
sending cards home and dealing from the stock. Asked of the table's model, played
through it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.auto import foundation_moves
from game.engine.moves import Move
from game.engine.pairs import PAIR
from game.engine.stock_refusal import stock_refusal
from game.i18n import _

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel


class ReachableMoves:
    def __init__(self, model: TableModel, notify: Callable[[str], None]) -> None:
        self.model = model
        self.notify = notify  # tells the player why the stock refuses

    def moves_from(self, pile: int, count: int) -> list[Move]:
        """Moves that take these cards somewhere: card moves, and special moves between
        two piles (a pair: drag either card onto its partner — shown from this pile)."""
        moves = []
        for m in self.model.game.legal_moves(self.model.state):
            if m.count != count or m.action == "stock" or min(m.src, m.dst) < 0:
                continue
            if m.src == pile:
                moves.append(m)
            elif m.dst == pile and m.action != "move":
                moves.append(Move(m.action, pile, m.src, m.count))  # the partner's view
        return moves

    def pile_actions(self, pile: int) -> list[Move]:
        """What clicking a pile itself does: the stock, or a game's own pile action."""
        return [m for m in self.model.game.legal_moves(self.model.state)
                if m.src == pile and (m.action == "stock" or m.dst < 0)]

    def send_home(self, pile: int) -> bool:
        """A card to its foundation, or else a whole finished run (Spider, Odessa), or
        else the one move of the game's own the card has (see GameSpec.double_click)."""
        model = self.model
        for move in foundation_moves(model.game, model.state):
            if move.src == pile:
                return model.play(move)
        legal = model.game.legal_moves(model.state)
        runs = [m for m in legal if m.action == "run_home" and m.src == pile]
        if runs:
            return model.play(max(runs, key=lambda m: m.count))
        # A pair is either card's move; any other is the moving card's.
        own = [m for m in legal if m.action in model.spec.double_click
               and (m.src == pile or (m.dst == pile and m.action == PAIR))]
        return len(own) == 1 and model.play(own[0])

    def deal_stock(self) -> None:
        """The deal key: the stock action, or whatever clicking the stock does."""
        game = self.model.game
        moves = game.stock_moves(self.model.state)
        stock = game.groups.get("stock")
        if not moves and stock:
            moves = self.pile_actions(stock[0])
        if moves:
            self.model.play(moves[0])
        elif stock:
            self.stock_refused(stock[0])

    def stock_refused(self, pile: int) -> bool:
        """Whether this is a stock that nothing can be done with now: the player is told
        why, in the game's own terms (Die Arena: an open card still fits; Spider: an
        empty column; Klondike: no redeals left)."""
        game = self.model.game
        if pile not in game.groups.get("stock", ()) or self.moves_from(pile, 1):
            return False
        self.notify(_(stock_refusal(game, self.model.state)))
        return True
