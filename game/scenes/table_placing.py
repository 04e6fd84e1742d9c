"""Where the table's cards go: after every change of the position (an observer of the
model's `Changed`: the cards glide to it, with the turn's sound), and when the table is
laid out anew with the game open (the keys' prompts took room; the left-handed or the
card-size setting changed): the cards glide to their new places.

The table (table.py) keeps the map and lays the screen out (its hook `layout_screen`:
the HUD's bars first); this only moves the cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.scenes.table_events import Changed
from game.scenes.table_setup import handed
from game.sound import turn_sound

if TYPE_CHECKING:  # pragma: no cover
    from game.layout.model import Layout
    from game.render.table_view import TableView
    from game.scenes.table_model import TableModel


class CardPlacing:
    """The cards placed by the view after the model's changes and the table's layouts."""

    def __init__(self, app, model: TableModel, view: TableView,
                 lay_out: Callable[[tuple[int, int]], None], rate: Callable[[], float]) -> None:
        self.app, self.model, self.view = app, model, view
        self.lay_out = lay_out  # the screen laid out at a size (the table's hook)
        self.rate = rate        # the sprites' ease rate now (0: instant)
        model.subscribe(Changed, self.show)

    def show(self, event: Changed) -> None:
        """The cards glide to the new position (a turn just played as itself: a shuffle
        shuffles), with the turn's sound."""
        played = event.played
        shuffles = played is not None and played.move.action in self.model.spec.shuffles
        self.view.place(self.model.state, animate=event.animate, played=played,
                        rate=self.rate(), shuffles=shuffles)
        if played is not None:
            self.app.sound.play(turn_sound(played))

    def relayout(self) -> None:
        """Lay the table out anew (the keys' prompts strip took room); the cards glide."""
        area = pygame.Rect(self.view.area)
        self.lay_out(self.app.screen.get_size())
        if self.view.area != area:
            self.view.place(self.model.state, animate=self.rate() > 0)

    def follow_settings(self, map_layout: Layout) -> Layout:
        """The layout for the left-handed and card-size settings: either changed, the map
        turned anew and laid out at once, the cards gliding there (the HUD stays)."""
        settings, view = self.app.settings, self.view
        if (view.layout.mirrored != settings.left_handed
                or view.card_size_setting != settings.card_size):
            view.set_layout(handed(self.app, map_layout))
            view.card_size_setting = settings.card_size
            self.lay_out(self.app.screen.get_size())
            view.place(self.model.state, animate=self.rate() > 0)
        return view.layout
