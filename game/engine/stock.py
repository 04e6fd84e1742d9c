"""The stock's two actions, read from a game's `stock_action`: which stock move is legal
now, and carrying it out (turning cards onto the waste or dealing a row onto a group)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import Move, StepRecorder
from .spec import UNLIMITED, DealToPiles, DrawToWaste, Kind
from .state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def stock_moves(game: Game, state: GameState) -> list[Move]:
    """The stock move legal now: none, or one."""
    action = game.spec.stock_action
    if action is None:
        return []
    stock = game._stock
    if isinstance(action, DrawToWaste):
        if action.shut_until and not state.counters[game.counter_index(action.shut_until)]:
            return []
        if action.shut_while and state.counters[game.counter_index(action.shut_while)]:
            return []
        waste = game.pile_index(action.waste)
        room = game.pile_specs[waste].capacity
        if room and len(state.piles[waste]) >= room:
            return []     # a full waste (one card: Sir Tommy) must be played from first
        if state.piles[stock]:
            return [Move("stock", stock, waste, 0)]
        if state.piles[waste] and state.counters[game.counter_index("redeals_left")] != 0:
            return [Move("stock", stock, waste, 0)]
        return []
    if isinstance(action, DealToPiles):
        if not state.piles[stock]:
            return []
        if action.refuse_if_empty and any(not state.piles[i]
                                          for i in game.groups[action.group]):
            return []
        return [Move("stock", stock, -1, 0)]
    raise TypeError(f"unknown stock action {action!r}")


def play_stock(game: Game, state: GameState, rec: StepRecorder) -> None:
    """Turn cards from the stock (or the waste back over, spending a redeal), or deal."""
    action = game.spec.stock_action
    stock = game._stock
    if isinstance(action, DrawToWaste):
        waste = game.pile_index(action.waste)
        if state.piles[stock]:
            turned = min(action.draw, len(state.piles[stock]))
            capacity = game.pile_specs[waste].capacity
            if capacity:
                turned = min(turned, capacity - len(state.piles[waste]))
            rec.turn(stock, waste, turned)
        else:
            redeals = game.counter_index("redeals_left")
            rec.turn(waste, stock, len(state.piles[waste]))
            if state.counters[redeals] != UNLIMITED:
                rec.counter(redeals, state.counters[redeals] - 1)
    elif isinstance(action, DealToPiles):
        for pile in game.groups[action.group]:
            if state.piles[stock]:
                rec.turn(stock, pile, 1)


def empty_stocks_playing(game: Game, state: GameState) -> set[int]:
    """The empty stocks a click would play from now — a redeal, whatever the rules count
    it by (a counter, a hook): an empty stock's mark says "redeal" or "no more"."""
    empty = [i for i in game.of_kind(Kind.STOCK) if not state.piles[i]]
    if not empty:
        return set()
    return {m.src for m in game.legal_moves(state) if m.src in empty}
