"""Settings ▸ Cards and table: the deck, the suit colours, the back and the cloth, with a
live preview (a few cards and a back on the chosen cloth). Each change is saved at once
and an open table below takes it at once (TableScene.follow_deck).
"""

from __future__ import annotations

import dataclasses

import pygame

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
from game.i18n import N_, _
from game.render.card_backs import BACKS
from game.render.decks import OUR_DECKS, cloth_of, deck_choices, deck_for, warm_svg_workers
from game.render.felt import CLOTHS, cloth
from game.render.text import GOLD, draw_text
from game.render.theme import text_factor
from game.render.widgets import EDGE, text_size
from game.scenes.settings import SettingsScene
from game.scenes.settings_rows import ON_OFF, Row, four_colour_row

PREVIEW = (card(1, SPADES), card(13, HEARTS), card(12, CLUBS), card(10, DIAMONDS))
CARD_RATIO = 1.4


class DeckChooserScene(SettingsScene):
    title = N_("Cards and table")

    def _rows(self) -> list[Row]:
        app = self.app

        def choice(field: str, names: dict[str, str]) -> tuple:
            def value() -> str:
                return _(names.get(getattr(app.settings, field), next(iter(names.values()))))

            def step(d: int) -> None:
                ids = list(names)
                now = getattr(app.settings, field)
                i = ids.index(now) if now in ids else 0
                if field == "deck":
                    self.choose_deck(ids[(i + d) % len(ids)])
                else:
                    app.update_settings(**{field: ids[(i + d) % len(ids)]})
            return value, step

        decks = deck_choices(refresh=True)  # a theme installed while playing shows up
        warm_svg_workers()  # (a first choice of an installed deck waits for no process)
        back_value, back_step = choice("card_back", BACKS)

        def back_shown() -> str:  # an installed deck shows its own back (ours stands in)
            return _("The deck's own") if app.settings.deck not in OUR_DECKS else back_value()

        return [
            Row(N_("Deck"), N_("Our decks are drawn for the table's size; decks installed for "
                "KDE or AisleRiot are offered too."), *choice("deck", decks)),
            four_colour_row(app),
            Row(N_("Card back"), N_("The pattern on our backs (a second pack takes the next "
                "colour). An installed deck has its own back."), back_shown, back_step),
            Row(N_("Table cloth"), N_("The cloth the cards lie on."),
                *choice("cloth", {k: name for k, (name, _colour) in CLOTHS.items()})),
            Row(N_("High contrast"), N_("Black, white and yellow with thick outlines: a "
                "black table, four dark suit colours, every screen in high contrast."),
                lambda: _(ON_OFF[app.settings.high_contrast]),
                lambda d: app.update_settings(high_contrast=not app.settings.high_contrast)),
        ]

    def choose_deck(self, deck_id: str) -> None:
        """The player chose this deck: shown at once (an installed one has its theme read
        by the workers meanwhile: svg_deck.py), then the choice saved."""
        deck_for(dataclasses.replace(self.app.settings, deck=deck_id))
        self.app.update_settings(deck=deck_id)

    def update(self, dt: float) -> None:
        """Take in the preview's cards drawn in the background; say if a deck failed."""
        super().update(dt)
        deck = deck_for(self.app.settings)
        deck.pump()
        notice = deck.take_notice() if self.app.stack.top is self else None
        if notice:
            self.app.notify(notice)
        gone = deck.take_withdrawn()  # (a deck that was loading has loaded)
        if gone:
            self.app.noticeboard.withdraw(gone)

    def next_change(self) -> float | None:
        """Soon while an installed deck's cards are being drawn for the preview."""
        return deck_for(self.app.settings).next_change()

    # --- the preview ---------------------------------------------------------------------------
    def extra_height(self, s: float) -> float:
        return max(150 * s, 210 * s - 60 * s * (text_factor() - 1))  # large words: less

    def preview_rect(self) -> pygame.Rect:
        s = self.s
        top = self.list_bottom + round(8 * s)
        bottom = min(self.back.buttons[0].rect.y, self.foot_top) - round(14 * s)
        left = self.rect.x + round(24 * s)
        return pygame.Rect(left, top, self.rect.width - round(48 * s), max(0, bottom - top))

    def draw_extra(self, surface: pygame.Surface) -> None:
        area = self.preview_rect()
        if area.height < 30 or area.width < 60:
            return
        surface.blit(cloth(area.width, area.height, cloth_of(self.app.settings)), area)
        pygame.draw.rect(surface, EDGE, area, max(1, round(2 * self.s)))
        deck = deck_for(self.app.settings)
        n = len(PREVIEW) + 1
        w = min(round(area.height * 0.82 / CARD_RATIO), int(area.width * 0.92 / (n + 0.16 * n)))
        h = round(w * CARD_RATIO)
        gap = round(w * 0.16)
        shown = [deck.face(c, w, h) for c in PREVIEW] + [deck.back(w, h)]
        if deck.waiting(w, h):  # the chosen deck is being drawn: its places, and a sign
            shown = [deck.empty_slot(w, h)] * n
        total = n * w + (n - 1) * gap
        x = area.centerx - total // 2
        for image in shown:
            surface.blit(image, image.get_rect(midleft=(x, area.centery)))
            x += w + gap
        if deck.waiting(w, h):
            draw_text(surface, _("Loading deck…"), area.center, text_size(22, self.s), GOLD,
                      anchor="center")
