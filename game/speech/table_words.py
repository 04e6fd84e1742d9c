"""The words speech uses at the table: a pile's name, what the focus is on, in the
player's language (English source, translated through gettext). The card names are the
hints' (game/solver/hints.py), so a card is called the same wherever it is spoken or shown.
Pure Python: no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import catalogue
from game.engine.cards import IS_FACE_UP
from game.engine.spec import UNLIMITED, Kind
from game.i18n import N_, _, ngettext

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.game import Game
    from game.engine.state import GameState

# A pile's kind, and with a number where the game has several of that kind.
PILE_NAMES = {Kind.STOCK: N_("stock"), Kind.WASTE: N_("waste"),
              Kind.FOUNDATION: N_("foundation"), Kind.TABLEAU: N_("column"),
              Kind.RESERVE: N_("reserve"), Kind.CELL: N_("free cell"),
              Kind.SLOT: N_("space"), Kind.DISCARD: N_("discard pile"),
              Kind.DECORATION: N_("pile")}
NUMBERED = {Kind.STOCK: N_("stock {number}"), Kind.WASTE: N_("waste {number}"),
            Kind.FOUNDATION: N_("foundation {number}"), Kind.TABLEAU: N_("column {number}"),
            Kind.RESERVE: N_("reserve {number}"), Kind.CELL: N_("free cell {number}"),
            Kind.SLOT: N_("space {number}"), Kind.DISCARD: N_("discard pile {number}"),
            Kind.DECORATION: N_("pile {number}")}


def pile_name(game: Game, pile: int) -> str:
    """'column 3', 'free cell 1', 'stock' (no number where it is the only one)."""
    kind = game.pile_specs[pile].kind
    same = [i for i, p in enumerate(game.pile_specs) if p.kind == kind]
    if len(same) == 1:
        return _(PILE_NAMES[kind])
    return _(NUMBERED[kind]).format(number=same.index(pile) + 1)


def spoken_card(card) -> str:
    # (imported when first spoken: the solver's package stays out of a table's start)
    from game.solver.hints import card_name

    return card_name(card) if IS_FACE_UP[card] else _("a face-down card")


REDEALS = "redeals_left"


def redeals_text(game: Game, state: GameState, pile: int) -> str:
    """'2 redeals left' for a stock that keeps count ('' for any other pile)."""
    if game.pile_specs[pile].kind is not Kind.STOCK or REDEALS not in state.counter_names:
        return ""
    left = state.counter(REDEALS)
    if left == UNLIMITED or left < 0:
        return _("redeals without limit")
    if left == 0:
        return _("no redeals left")
    return ngettext("one redeal left", "{count} redeals left", left).format(count=left)


def focus_text(game: Game, state: GameState, pile: int, count: int) -> str:
    """What the focus is on: 'the 7 of hearts, on column 3, under it 2 face-down cards';
    'column 3, empty'; 'stock, 24 cards'."""
    where = pile_name(game, pile)
    cards = state.piles[pile]
    redeals = redeals_text(game, state, pile)  # (the stock's: said wherever it is)
    if not cards:
        return _(", ").join(filter(None, [_("{pile}, empty").format(pile=where), redeals]))
    if not IS_FACE_UP[cards[-1]]:  # a face-down pile (the stock): how many
        return _(", ").join(filter(None, [ngettext(
            "{pile}, one card", "{pile}, {count} cards", len(cards)).format(
                pile=where, count=len(cards)), redeals]))
    if game.pile_specs[pile].kind is Kind.FOUNDATION:  # built in order: its top says all
        return _("{pile}, up to {card}").format(pile=where, card=spoken_card(cards[-1]))
    count = max(1, min(count, len(cards)))
    parts = [_("{card}, on {pile}").format(card=spoken_card(cards[-count]), pile=where)]
    if count > 1:
        parts.append(ngettext("with one card on it", "with {count} cards on it",
                              count - 1).format(count=count - 1))
    below = cards[:-count]
    down = sum(1 for c in below if not IS_FACE_UP[c])
    if down:
        parts.append(ngettext("under it one face-down card", "under it {count} face-down cards",
                              down).format(count=down))
    up = len(below) - down
    if up:
        parts.append(ngettext("under it one card face up", "under it {count} cards face up",
                              up).format(count=up))
    return _(", ").join(parts)


def held_text(game: Game, state: GameState, pile: int, count: int) -> str:
    """'Picked up the 7 of hearts from column 3'."""
    cards = state.piles[pile]
    card = spoken_card(cards[-count]) if 0 < count <= len(cards) else pile_name(game, pile)
    return _("Picked up {card} from {pile}").format(card=card, pile=pile_name(game, pile))


def played_text(game: Game, state: GameState, move) -> str:
    """A move just played, read from where its cards now lie: 'the 7 of hearts to column 4'
    (the state is the model's, changed in place: what was there before is gone)."""
    if move.action == "stock":
        return _("Dealt from the stock")
    cards = state.piles[move.dst] if move.dst >= 0 else ()
    if move.action == "move" and 0 < move.count <= len(cards):
        card = spoken_card(cards[-move.count])
        if move.count > 1:
            card = ngettext("{card} and the card on it", "{card} and the {count} cards on it",
                            move.count - 1).format(card=card, count=move.count - 1)
        return _("{card} to {pile}").format(card=card, pile=pile_name(game, move.dst))
    return catalogue.label_text(catalogue.entry(game.id).labels, move.action)


OUTCOMES = {"won": N_("The game is won."), "lost": N_("No moves left: the game is lost.")}
REFUSED = N_("That move is not allowed.")
