"""The rules world: cards, states, moves, the vocabulary of games. Never imports pygame."""

from .game import LOST, OPEN, WON, Game
from .history import History, IllegalMoveError
from .moves import Move, Turn
from .state import GameState

__all__ = ["Game", "GameState", "History", "IllegalMoveError", "Move", "Turn",
           "WON", "LOST", "OPEN"]
