"""Why a click on the stock does nothing now, in words a player can act on.

The table asks only when the stock has no legal move (`legal_moves` decides; this module
never does). A game's mechanism may know its own reason better — Die Arena's open cards,
the Coeur-Patience's redeal — and says it through a `stock_refusal(game, state)` method
(None: no reason of its own); otherwise the reason is read from the stock action and the
counters. The texts are English, N_-marked: translated where they are shown.

    stock_refusal(game, state)  -> "No redeals left"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_

from .cards import IS_FACE_UP
from .mechanism import HOOK_PLACES
from .spec import DealToPiles, DrawToWaste

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .state import GameState

REDEALS = "redeals_left"

STOCK_REFUSED = N_("The stock cannot be dealt now.")  # no better reason known
USED_UP = N_("The stock is used up.")
NO_REDEALS_LEFT = N_("No redeals left.")
NO_REDEAL_IN_GAME = N_("The stock is used up: this game has no redeal.")
FILL_EVERY_COLUMN = N_("Fill every empty column before dealing.")
PLAY_WASTE_FIRST = N_("Play the waste card first.")
CHOOSE_BASE_FIRST = N_("Choose the foundations' base card first.")
WASTE_CARD_WAITS = N_("Play the waste card or fill the empty pile first.")
FILLS_BY_ITSELF = N_("The stock fills the gaps by itself.")
OPEN_CARD_PLAYS = N_("The stock's open card is played from where it lies.")
REASONS = (STOCK_REFUSED, USED_UP, NO_REDEALS_LEFT, NO_REDEAL_IN_GAME, FILL_EVERY_COLUMN,
           PLAY_WASTE_FIRST, CHOOSE_BASE_FIRST, WASTE_CARD_WAITS, FILLS_BY_ITSELF,
           OPEN_CARD_PLAYS)   # the engine's own (mechanisms add theirs)


def stock_refusal(game: Game, state: GameState) -> str:
    """Why the stock cannot be clicked now (English; `_()` it where it is shown)."""
    for mechanism in _mechanisms(game):
        reason = mechanism.stock_refusal(game, state)
        if reason:
            return reason
    action = game.spec.stock_action
    if isinstance(action, DrawToWaste):
        return _drawing_refusal(game, state, action)
    if isinstance(action, DealToPiles):
        if not state.piles[game.pile_index(action.stock)]:
            return _spent(game, state)
        return FILL_EVERY_COLUMN if action.refuse_if_empty else STOCK_REFUSED
    return _hooked_refusal(game, state)


def _mechanisms(game: Game) -> list:
    """The game's mechanisms that give their own reasons, each once, in hook order."""
    hooks = game.spec.hooks
    found: list = []
    for name in HOOK_PLACES:
        owner = getattr(getattr(hooks, name), "__self__", None)
        if callable(getattr(owner, "stock_refusal", None)) and owner not in found:
            found.append(owner)
    return found


def _drawing_refusal(game: Game, state: GameState, action: DrawToWaste) -> str:
    if action.shut_until and not state.counter(action.shut_until):
        return CHOOSE_BASE_FIRST   # Glenwood, Terrace: the first foundation card opens it
    if action.shut_while and state.counter(action.shut_while):
        return WASTE_CARD_WAITS    # Terrace's gap lock (engine/gap_lock.py)
    waste = game.pile_index(action.waste)
    if _full(game, state, waste):
        return PLAY_WASTE_FIRST    # Sir Tommy, Calculation: a one-card waste
    if state.piles[game.pile_index(action.stock)]:
        return STOCK_REFUSED
    if not state.piles[waste]:
        return USED_UP
    return NO_REDEAL_IN_GAME if action.redeals == 0 else NO_REDEALS_LEFT


def _hooked_refusal(game: Game, state: GameState) -> str:
    """A stock whose click is a mechanism's move (an open talon, a redeal)."""
    if any(_full(game, state, waste) for waste in game.groups.get("waste", ())):
        return PLAY_WASTE_FIRST    # Poker Square, Camelot: the card shown is placed first
    stock = game.groups.get("stock")
    if REDEALS in game.counter_names and state.counter(REDEALS) == 0:
        return NO_REDEALS_LEFT     # Coeur-Patience, Die Arena
    if stock and not state.piles[stock[0]]:
        return USED_UP
    if stock and IS_FACE_UP[state.piles[stock[0]][-1]]:
        return OPEN_CARD_PLAYS     # Lady Jane's last card, turned up on the stock
    if any("stock" in spec.refill_from for spec in game.pile_specs):
        return FILLS_BY_ITSELF     # Block Ten, Helsinki: every gap is refilled at once
    return STOCK_REFUSED


def _spent(game: Game, state: GameState) -> str:
    """An empty stock that a mechanism may gather again while redeals are left (Scuffle)."""
    if REDEALS in game.counter_names and state.counter(REDEALS) == 0:
        return NO_REDEALS_LEFT
    return USED_UP


def _full(game: Game, state: GameState, pile: int) -> bool:
    capacity = game.pile_specs[pile].capacity
    return bool(capacity) and len(state.piles[pile]) >= capacity
