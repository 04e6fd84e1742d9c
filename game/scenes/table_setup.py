"""Setting a table up: the game's history (a new deal or a saved game), its map laid
out for the player's hand, and the view that draws it. Shared by the table and the
table waiting for its winnable deal (table_waiting.py), which look the same."""

from __future__ import annotations

import time
from functools import partial

from game import catalogue
from game.engine.deal import MAX_DEAL, rng_for
from game.engine.game import Game
from game.engine.history import History
from game.engine.resume import resumable_history
from game.layout import layout_for, mirrored
from game.render.decks import cloth_of, deck_for
from game.render.table_view import TableView


def random_deal_number() -> int:
    return rng_for("new deal", time.time_ns()).below(MAX_DEAL) + 1


def start_history(game: Game, deal: int | None, saved: dict | None) -> tuple[History, list]:
    """The saved game's history (UnresumableError if it cannot be taken up), else deal
    `deal` (None: a random one) with the order its cards were laid."""
    if saved is not None:
        return resumable_history(game, saved), []
    state, order = game.deal(deal or random_deal_number())
    return History(game, state), order


def map_layout(app, game: Game):
    """The game's map as the player sees it (the map's warnings told as notices)."""
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, warnings = layout_for(game.spec.layout, game.pile_names, kinds)
    for warning in warnings:
        app.notify(warning)
    return layout


def handed(app, layout):
    """The map's layout; mirrored left to right for a left-handed player."""
    return mirrored(layout) if app.settings.left_handed else layout


def table_view(app, game: Game, layout, history: History) -> TableView:
    """The view of the game on this layout; the table as dealt sizes the cards (a
    resumed game is dealt again for it)."""
    dealt = game.deal(history.state.deal)[0] if history.turns else history.state
    spec = game.spec
    return TableView(layout, game.pile_names, art=deck_for(app.settings),
                     labels=catalogue.ShownLabels(catalogue.entry(game.id).labels),
                     distinct_backs=spec.distinct_backs, counter_text=spec.counter_text,
                     dealt=dealt, card_size=app.settings.card_size,
                     closed=spec.closed_places and partial(spec.closed_places, game),
                     hidden_counters=spec.never_shown())


def follow_deck(app, view: TableView) -> None:
    """The deck, back or cloth changed in Settings: draw with them at once. An installed
    deck's cards drawn in the background are taken in here too."""
    deck = deck_for(app.settings)
    deck.pump()
    view.art = deck
    view.cloth = cloth_of(app.settings)
    notice = deck.take_notice()
    if notice:
        app.notify(notice)
    gone = deck.take_withdrawn()  # (a deck that was loading has loaded)
    if gone:
        app.noticeboard.withdraw(gone)
