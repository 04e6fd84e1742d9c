"""The player's deck: the one place that turns settings into the card images drawn.

Tables, the fortune mode and thumbnails ask here, so they all show the chosen deck:

    deck = deck_for(app.settings)       # our CardArt, or an installed SVG theme's deck
    deck.image(card, w, h)              # face or back, as the card lies
    card_image(app.settings, card, w, h)

A deck object answers `face`, `back`, `image` and `empty_slot` at any size, `name`,
`take_notice()` (a message for the player once, e.g. "that theme could not be read") and
`pump()` (take in cards drawn in the background; True if some arrived: redraw).
Our decks are CardArt; an installed SVG theme (svg_themes.py) is an SvgDeck.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from typing import TYPE_CHECKING

import pygame

from game.engine.cards import Card
from game.i18n import N_, _
from game.render.card_art import FACES, CardArt, DeckStyle
from game.render.card_backs import BACKS, DEFAULT_BACK
from game.render.felt import CLOTHS, DEFAULT_CLOTH, HIGH_CONTRAST_CLOTH

if TYPE_CHECKING:  # pragma: no cover
    from game.render.svg_themes import SvgTheme

# our decks: id → the name a player sees (ids are saved in settings.toml: never rename)
OUR_DECKS: dict[str, str] = {"classic": N_("Classic"), "large_index": N_("Large indices")}
DEFAULT_DECK = "classic"
COLOUR_NAMES = {"two": N_("Off"), "english": N_("English"), "german": N_("German")}
COLOUR_HELP = {
    "two": N_("Two colours: hearts and diamonds red, clubs and spades black."),
    "english": N_("English four colours: clubs green and diamonds blue."),
    "german": N_("German four colours, as Skat players know them: spades green and diamonds "
                 "orange."),
}
assert set(OUR_DECKS) == set(FACES)

_DECKS: OrderedDict[tuple, object] = OrderedDict()
KEEP_DECKS = 3  # looks kept drawn, so stepping through the chooser and back is instant
_shown: tuple | None = None  # the key of the deck deck_for gave last
_shown_deck = None            # … and that deck


def colours_of(settings) -> str:
    """The suit colour scheme the settings ask for: "two", "english" or "german" (or in
    high contrast, "contrast": four dark inks that read at 7:1 on the white face)."""
    if getattr(settings, "high_contrast", False):
        return "contrast"
    if not settings.four_colour:
        return "two"
    return settings.four_colour_scheme if settings.four_colour_scheme in COLOUR_NAMES \
        else "english"


def style_for(settings) -> DeckStyle:
    """Our deck's style; for an installed theme, that of our deck standing in for it."""
    face = settings.deck if settings.deck in OUR_DECKS else DEFAULT_DECK
    back = settings.card_back if settings.card_back in BACKS else DEFAULT_BACK
    contrast = bool(getattr(settings, "high_contrast", False))
    return DeckStyle(face=face, colours=colours_of(settings), back=back, contrast=contrast)


def cloth_of(settings) -> str:
    if getattr(settings, "high_contrast", False):
        return HIGH_CONTRAST_CLOTH
    return settings.cloth if settings.cloth in CLOTHS else DEFAULT_CLOTH


def deck_for(settings):
    """The deck the settings choose, the same object while they stay the same. An
    installed deck newly chosen has the deck shown until then stand in while it loads
    (svg_deck.py); the one put aside stops ordering cards; our own deck chosen again
    ends the installed decks' workers (they hold the theme parsed)."""
    global _shown, _shown_deck
    style = style_for(settings)
    key = (settings.deck, style)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _make_deck(settings.deck, style)
        _DECKS[key] = deck
        while len(_DECKS) > KEEP_DECKS:
            _DECKS.popitem(last=False)
    _DECKS.move_to_end(key)
    if _shown != key:
        _shown = key
        before, _shown_deck = _shown_deck, deck
        if hasattr(deck, "show"):  # an installed deck
            deck.show(before)
        if before is not None and before is not deck and hasattr(before, "put_aside"):
            before.put_aside()
        if isinstance(deck, CardArt):
            _stop_svg_workers()
    return deck


def _stop_svg_workers() -> None:
    workers = sys.modules.get("game.render.svg_service")  # (never imported for our decks)
    if workers is not None and workers.started() is not None:
        workers.started().stop_workers()


_THEMES: dict[str, SvgTheme] | None = None  # (svg_themes is imported when first looked for)


def installed_themes(refresh: bool = False) -> dict[str, SvgTheme]:
    """The SVG themes on this machine, id → theme (looked for once, or when refreshed)."""
    global _THEMES
    if _THEMES is None or refresh:
        from game.render.svg_themes import find_themes  # not needed by our own decks

        _THEMES = {theme.id: theme for theme in find_themes()}
    return _THEMES


def _make_deck(deck_id: str, style: DeckStyle):
    theme = installed_themes().get(deck_id) if deck_id.startswith("svg:") else None
    if theme is not None:
        # imported here: the SVG side (its worker process) costs start-up time otherwise
        from game.render.svg_deck import SvgDeck
        from game.render.svg_service import service

        return SvgDeck(theme, style, service())
    art = CardArt(style)
    art.name = OUR_DECKS.get(deck_id, OUR_DECKS[DEFAULT_DECK])
    if deck_id not in OUR_DECKS:
        art.notice = _("The card deck {deck} is not installed; the classic deck is used "
                       "instead.").format(deck=repr(deck_id))
    return art


def deck_choices(refresh: bool = False) -> dict[str, str]:
    """Every deck the player can choose, ours first: id → name (not a theme whose cards
    were found lying on their side: they cannot fill our places)."""
    themes = installed_themes(refresh)
    if themes:
        from game.render.svg_worker import sideways  # (only with themes installed)

        themes = {key: theme for key, theme in themes.items() if not sideways(str(theme.path))}
    return {**OUR_DECKS, **{key: theme.name for key, theme in themes.items()}}


def warm_svg_workers() -> None:
    """Installed decks are offered (the deck chooser is open): start their drawing
    workers now, so a first choice waits for no process to start."""
    if installed_themes():
        from game.render.svg_service import service

        service().warm()


def card_image(settings, card: Card, width: int, height: int) -> pygame.Surface:
    """The current deck's image of `card` (face or back, as it lies) at width×height."""
    return deck_for(settings).image(card, width, height)


def forget() -> None:
    """Drop every drawn deck and the list of themes (tests; a theme folder that changed)."""
    global _THEMES, _shown, _shown_deck
    _DECKS.clear()
    _THEMES = _shown = _shown_deck = None
