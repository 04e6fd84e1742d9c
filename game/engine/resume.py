"""A saved game checked in full before it is resumed.

A save file can be damaged, edited or written by a bug; resuming it must never put a
53-card pack or a step that loses cards on the table. `resumable_history` rebuilds the
history and replays every saved turn backwards to the deal and forwards again, checking
each step against the cards it claims to move, that the cards on the table are exactly
the game's deck at every turn boundary, and that the first position is the numbered deal.
Anything else raises ValueError.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .deal import MAX_DEAL, MIN_DEAL
from .game import Game
from .history import History
from .moves import COUNTER, FLIP, MOVE, SET, TURN, Step, apply_step, inverse
from .state import GameState

COUNTER_LIMIT = 2**31  # counters are small (redeals, turns, scores): a huge one is damage


class UnresumableError(ValueError):
    pass


def resumable_history(game: Game, data: Any) -> History:
    """The saved history, or UnresumableError saying what is wrong with it."""
    if not isinstance(data, dict):
        raise UnresumableError("the saved history is not a table")
    try:
        history = History.from_dict(game, data)
    except (ValueError, KeyError, IndexError, TypeError, OverflowError, AttributeError) as error:
        raise UnresumableError(f"the saved history cannot be read: {error}") from error
    state = history.state.copy()
    if not MIN_DEAL <= state.deal <= MAX_DEAL:
        raise UnresumableError(f"deal number {state.deal} is out of range")
    deck = Counter(card.identity for card in game.spec.deck())
    _check_position(state, deck)
    for turn in reversed(history.turns[:history.position]):
        for step in reversed(turn.steps):
            _checked_step(state, inverse(step))
        _check_position(state, deck)
    if state.key() != game.deal(state.deal)[0].key():  # deals are reproducible: compare
        raise UnresumableError(f"the moves do not lead back to deal {state.deal}")
    for turn in history.turns:  # forwards again, through the redo list too
        for step in turn.steps:
            _checked_step(state, step)
        _check_position(state, deck)
    return history


def _check_position(state: GameState, deck: Counter) -> None:
    cards = Counter(card.identity for pile in state.piles for card in pile)
    if cards != deck:
        extra, missing = cards - deck, deck - cards
        raise UnresumableError(
            f"the cards are not the game's deck ({sum(extra.values())} extra, "
            f"{sum(missing.values())} missing)")
    if any(not -COUNTER_LIMIT < value < COUNTER_LIMIT for value in state.counters):
        raise UnresumableError("a counter is out of range")


def _checked_step(state: GameState, step: Step) -> None:
    """Apply one step after checking it fits the position it is applied to."""
    kind, piles = step[0], state.piles
    if kind in (MOVE, TURN):
        _, src, dst, n = step
        if not (_pile(state, src) and _pile(state, dst) and src != dst
                and 1 <= n <= len(piles[src])):
            raise UnresumableError(f"a saved step does not fit the cards: {step!r}")
    elif kind == FLIP:
        if not (_pile(state, step[1]) and 0 <= step[2] < len(piles[step[1]])):
            raise UnresumableError(f"a saved flip does not fit the cards: {step!r}")
    elif kind == COUNTER:
        if not (0 <= step[1] < len(state.counters) and state.counters[step[1]] == step[2]):
            raise UnresumableError(f"a saved counter change does not fit: {step!r}")
    elif kind == SET:
        if not (_pile(state, step[1]) and piles[step[1]] == step[2]):
            raise UnresumableError(f"a saved pile change does not fit: {step!r}")
    else:
        raise UnresumableError(f"unknown step {step!r}")
    apply_step(state, step)


def _pile(state: GameState, index: int) -> bool:
    return 0 <= index < len(state.piles)
