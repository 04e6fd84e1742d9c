"""The whole table read aloud, pile by pile (the read-table key), and the stock's count
and redeals left (said with the stock's focus too). A refused card move in words: which
card cannot go where. In the player's language; the card and pile names are
table_words'. Pure Python: no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import IS_FACE_UP
from game.engine.spec import Kind
from game.i18n import _, ngettext
from game.speech.table_words import pile_name, redeals_text, spoken_card

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.game import Game
    from game.engine.state import GameState

def pile_reading(game: Game, state: GameState, pile: int) -> str:
    """One pile in full: 'column 3: 2 face-down cards, then the 9 of spades, the 8 of
    hearts'; 'foundation 1: up to the 5 of hearts'; 'stock: 24 cards, 2 redeals left'."""
    where, cards = pile_name(game, pile), state.piles[pile]
    kind = game.pile_specs[pile].kind
    parts: list[str] = []
    if not cards:
        parts.append(_("empty"))
    elif kind is Kind.FOUNDATION:
        parts.append(_("up to {card}").format(card=spoken_card(cards[-1])))
    elif kind in (Kind.STOCK, Kind.WASTE) or not IS_FACE_UP[cards[-1]]:
        parts.append(ngettext("one card", "{count} cards", len(cards)).format(
            count=len(cards)))
        if IS_FACE_UP[cards[-1]]:
            parts.append(_("{card} on top").format(card=spoken_card(cards[-1])))
    else:
        down = sum(1 for c in cards if not IS_FACE_UP[c])
        if down:
            parts.append(ngettext("one face-down card", "{count} face-down cards",
                                  down).format(count=down))
        shown = _(", ").join(spoken_card(c) for c in cards if IS_FACE_UP[c])
        parts.append(_("then {cards}").format(cards=shown) if down else shown)
    if redeals := redeals_text(game, state, pile):
        parts.append(redeals)
    return _("{pile}: {what}").format(pile=where, what=_(", ").join(parts))


def table_reading(game: Game, state: GameState, piles: list[int],
                  counters: list[str]) -> str:
    """The piles given (those the table draws, in the order the focus knows them), each
    a sentence, then the counters as the table shows them ('Redeals left: 2')."""
    sentences = [pile_reading(game, state, pile) for pile in piles] + list(counters)
    return ". ".join(sentences) + "."  # (the same stops in English, German and French)


def refused_move_text(game: Game, state: GameState, held: tuple[int, int] | None,
                      pile: int, count: int) -> str:
    """Why the focus nudged: 'the 7 of hearts cannot go to column 4' (cards held), 'the 7
    of hearts cannot be moved now' (nothing held); '' where there is no card to name."""
    text = ""
    if held is not None:
        src, n = held
        if 0 < n <= len(cards := state.piles[src]):
            text = _("{card} cannot go to {pile}.").format(card=spoken_card(cards[-n]),
                                                           pile=pile_name(game, pile))
    elif 0 < count <= len(cards := state.piles[pile]):
        text = _("{card} cannot be moved now.").format(card=spoken_card(cards[-count]))
    return text[:1].upper() + text[1:]  # (a sentence of its own)
