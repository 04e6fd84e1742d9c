"""The moves a player can reach from a pile on the table, shared by the mouse and the
keyboard/pad focus: card moves and pair moves from a pile, a pile's own click action,
sending cards home and dealing from the stock."""

from __future__ import annotations

from game.engine.auto import foundation_moves
from game.engine.moves import Move
from game.engine.pairs import PAIR
from game.engine.stock_refusal import stock_refusal
from game.i18n import _


class ReachableMoves:
    """Mixed into TableScene (which provides game, state and play)."""

    def moves_from(self, pile: int, count: int) -> list[Move]:
        """Moves that take these cards somewhere: card moves, and special moves between
        two piles (a pair: drag either card onto its partner — shown from this pile)."""
        moves = []
        for m in self.game.legal_moves(self.state):
            if m.count != count or m.action == "stock" or min(m.src, m.dst) < 0:
                continue
            if m.src == pile:
                moves.append(m)
            elif m.dst == pile and m.action != "move":
                moves.append(Move(m.action, pile, m.src, m.count))  # the partner's view
        return moves

    def pile_actions(self, pile: int) -> list[Move]:
        """What clicking a pile itself does: the stock, or a game's own pile action."""
        return [m for m in self.game.legal_moves(self.state)
                if m.src == pile and (m.action == "stock" or m.dst < 0)]

    def send_home(self, pile: int) -> bool:
        """A card to its foundation, or else a whole finished run (Spider, Odessa), or
        else the one move of the game's own the card has (see GameSpec.double_click)."""
        for move in foundation_moves(self.game, self.state):
            if move.src == pile:
                return self.play(move)
        legal = self.game.legal_moves(self.state)
        runs = [m for m in legal if m.action == "run_home" and m.src == pile]
        if runs:
            return self.play(max(runs, key=lambda m: m.count))
        # A pair is either card's move; any other is the moving card's.
        own = [m for m in legal if m.action in self.spec.double_click
               and (m.src == pile or (m.dst == pile and m.action == PAIR))]
        return len(own) == 1 and self.play(own[0])

    def deal_stock(self) -> None:
        """The deal key: the stock action, or whatever clicking the stock does."""
        moves = self.game.stock_moves(self.state)
        stock = self.game.groups.get("stock")
        if not moves and stock:
            moves = self.pile_actions(stock[0])
        if moves:
            self.play(moves[0])
        elif stock:
            self.stock_refused(stock[0])

    def stock_refused(self, pile: int) -> bool:
        """Whether this is a stock that nothing can be done with now: the player is told
        why, in the game's own terms (Die Arena: an open card still fits; Spider: an
        empty column; Klondike: no redeals left)."""
        if pile not in self.game.groups.get("stock", ()) or self.moves_from(pile, 1):
            return False
        self.app.notify(_(stock_refusal(self.game, self.state)))
        return True
