"""Deals with rules "during the deal": a card meant for one place goes elsewhere instead,
and the next card is drawn for that place.

Old patiences say things like "an ace that turns up while laying out goes straight to
the middle" or "a second king of the same suit is pushed under the talon". A game gives
`deal_diverting` a `divert(card)` function that answers None (lay it here), a pile index
(lay it there instead) or `BOTTOM` (put it under the pack, to be dealt last).
"""

from __future__ import annotations

from collections.abc import Callable

from .cards import Card
from .deal_patterns import Dealer

BOTTOM = -2

Divert = Callable[[Card], int | None]


def deal_diverting(dealer: Dealer, pile: int, divert: Divert, face_up: bool = True) -> Card:
    """Deal the next card onto `pile`, diverting cards as `divert` says; returns the card
    that stayed. A card is never put under the pack twice in a row for the same place, so
    a pack of nothing but diverted cards cannot loop."""
    pushed_back: set[Card] = set()
    while True:
        c = dealer.next_card()
        where = divert(c)
        if where is None or (where == BOTTOM and c in pushed_back):
            dealer.lay(pile, c, face_up)
            return c
        if where == BOTTOM:
            pushed_back.add(c)
            dealer.put_back_bottom(c)
        else:
            dealer.lay(where, c, True)
