"""Unlimited undo and redo over turns. Undo never needs the rules: steps invert exactly."""

from __future__ import annotations

from typing import Any

from game.i18n import _

from .game import Game
from .moves import Move, Turn, apply_steps, turn_from_data, turn_to_data, undo_steps
from .state import GameState


class IllegalMoveError(ValueError):
    pass


class History:
    def __init__(self, game: Game, state: GameState) -> None:
        self.game = game
        self.state = state
        self.turns: list[Turn] = []
        self.position = 0  # turns[:position] are applied

    @property
    def can_undo(self) -> bool:
        return self.position > 0

    @property
    def can_redo(self) -> bool:
        return self.position < len(self.turns)

    @property
    def moves_made(self) -> int:
        return self.position

    def play(self, move: Move) -> Turn:
        """Play a legal move as a new turn; the redo list is dropped."""
        if not self.game.is_legal(self.state, move):
            raise IllegalMoveError(f"illegal move {move!r}")
        turn = self.game.play(self.state, move)
        del self.turns[self.position:]
        self.turns.append(turn)
        self.position += 1
        return turn

    def play_follow_up(self, move: Move) -> Turn:
        """Play an automatic move (e.g. a card sent home) as part of the last turn, so one
        undo takes back the player's move together with what it set off."""
        if not self.position:
            return self.play(move)
        if not self.game.is_legal(self.state, move):
            raise IllegalMoveError(f"illegal move {move!r}")
        follow = self.game.play(self.state, move)
        del self.turns[self.position:]
        last = self.turns[-1]
        self.turns[-1] = Turn(last.move, last.steps + follow.steps)
        return follow

    def undo(self) -> Turn | None:
        if not self.can_undo:
            return None
        self.position -= 1
        turn = self.turns[self.position]
        undo_steps(self.state, turn.steps)
        return turn

    def redo(self) -> Turn | None:
        if not self.can_redo:
            return None
        turn = self.turns[self.position]
        apply_steps(self.state, turn.steps)
        self.position += 1
        return turn

    def restart(self) -> None:
        while self.can_undo:
            self.undo()

    # --- saves --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Plain data: the current position, every turn and where we stand in them."""
        return {
            "state": self.state.to_dict(),
            "turns": [turn_to_data(t, self.state) for t in self.turns],
            "position": self.position,
        }

    @classmethod
    def from_dict(cls, game: Game, data: dict[str, Any]) -> History:
        """Rebuild; raises ValueError (or KeyError/IndexError/TypeError) on bad data."""
        state = GameState.from_dict(data["state"], game.pile_names, game.counter_names)
        history = cls(game, state)
        history.turns = [turn_from_data(t, state) for t in data["turns"]]
        position = int(data["position"])
        if not 0 <= position <= len(history.turns):
            raise ValueError(_("saved history position out of range"))
        history.position = position
        return history
