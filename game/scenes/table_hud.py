"""The table's HUD: a slim top bar (title, deal, moves, time, score, the game's own
buttons) and a bottom bar of commands. It lays out and draws; the table decides."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import catalogue
from game.i18n import _, language
from game.render.text import GOLD, INK, MUTED, draw_text, font, rendered
from game.render.widgets import Button, fit_text, layout_row, row_width
from game.scenes.focus_draw import strip_room

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.game import Game
    from game.scenes.table import TableScene

BAR_COLOUR = (8, 28, 18, 170)
MIN_BUTTON = 24    # px: the smallest a bottom button is drawn (12 px labels)
EDGE_GAP = 12      # px between the screen's edge and the bars' outermost buttons
NOTE_GAP = 28      # px between the note and the first button
NOTE_MIN = 14      # px: the smallest the note is drawn before it is cut


def variant_name(game: Game) -> str:
    """The variants played, in the player's language, where a game's options make it
    another game (`Option.in_title`: Terrace played as Redheads, Tri-Peaks' progressive
    rounds); "" for the game itself."""
    return " · ".join(_(option.choice_label(game.options[option.name]))
                      for option in game.spec.options
                      if option.in_title and game.options[option.name] != option.default)


class TableHud:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.bar = 34
        self.strip = 0                           # px kept for the prompts strip
        self.buttons: list[Button] = []          # the bottom bar
        self.special_buttons: list[Button] = []  # top right: the game's own actions
        self._bar_image: pygame.Surface | None = None
        self.banner: tuple[str, float] | None = None  # a passing announcement, seconds left

    def announce(self, text: str, seconds: float = 1.6) -> None:
        self.banner = (text, seconds)

    def update(self, dt: float) -> None:
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left > dt else None

    def next_change(self) -> float | None:
        """A banner fades out (drawn every frame); the clock shows whole seconds."""
        if self.banner is not None:
            return 0.0
        table = self.table
        if table.app.stack.top is table and table.outcome is None and \
                table.history.moves_made:
            return 1.0 - table.elapsed % 1.0
        return None

    def layout(self, size: tuple[int, int]) -> pygame.Rect:
        """Place the bars and buttons; returns the area left for the cards."""
        w, h = size
        self.bar = max(44, h // 18)  # button labels of 18 px and more
        self.buttons = self.table.bottom_buttons()
        height, gap = self.bar - 8, self.bar // 4
        room = w - 2 * EDGE_GAP
        # A narrow window (down to the smallest, 640 px, in German) closes the gaps, then
        # draws the buttons smaller: every button stays whole on screen.
        if row_width(self.buttons, height, gap) > room:
            gap = 4
        while row_width(self.buttons, height, gap) > room and height > MIN_BUTTON:
            height -= 1
        width = row_width(self.buttons, height, gap)
        # At the right, as the top bar's own buttons: the left keeps room for the note.
        layout_row(self.buttons, w - EDGE_GAP - width, h - self.bar + (self.bar - height) // 2,
                   height, gap)
        self.refresh_specials()
        # No card under the keys' prompts strip: where the bar has no room for it, the
        # cards leave it room above the bar once keys or a pad are used at this table (a
        # player of the mouse alone keeps the whole felt).
        focus = getattr(self.table, "focus", None)
        self.strip = strip_room(getattr(self.table.app, "mapper", None), self.bar,
                                w - EDGE_GAP - width) if focus and focus.awake else 0
        return pygame.Rect(0, self.bar, w, h - 2 * self.bar - self.strip)

    def refresh_specials(self) -> None:
        self.special_buttons = self.table.special_buttons_now()
        if self.special_buttons:
            w = self.table.app.screen.get_width()
            layout_row(self.special_buttons, 0, 0, self.bar - 8, 8)
            right = w - EDGE_GAP
            for b in reversed(self.special_buttons):
                b.rect.topright = (right, 4)
                right = b.rect.left - 8

    def notice_keep_clear(self) -> list[pygame.Rect]:
        """What notices leave alone down here: the bottom buttons, and the bar's left part
        (and the strip above it) while it shows the note or the keys' prompts."""
        w, h = self.table.app.screen.get_size()
        kept = [b.rect for b in self.buttons]
        focus = getattr(self.table, "focus", None)
        if self.table.hud_note() or self.strip or (focus and focus.awake):
            kept.append(pygame.Rect(0, h - self.bar - self.strip, w, self.bar + self.strip))
        return kept

    def note_left(self) -> int:
        """Where the note begins: at the edge, or right of the keys' prompts strip where
        that shows in the bar (the two were drawn over each other)."""
        focus = getattr(self.table, "focus", None)
        band = focus.band_in_bar(self.table.app.screen.get_size()) if focus else None
        return band.right + NOTE_GAP // 2 if band is not None else EDGE_GAP

    def note_room(self) -> int:
        """The width left of the bottom buttons for the note (the solver's progress)."""
        return self.buttons[0].rect.left - self.note_left() - NOTE_GAP if self.buttons else 0

    def note_size(self, note: str = "") -> int:
        """The note's text size: the bar's, smaller (down to NOTE_MIN) for a long note, so
        that it is cut only if it does not fit even then."""
        size = int(int(self.bar * 0.55) * 0.85)
        while size > NOTE_MIN and font(size).size(note)[0] > self.note_room():
            size -= 1
        return size

    def button(self, label: str) -> Button | None:
        return next((b for b in self.buttons if b.label == label), None)

    def title_that_fits(self, width: int, size: int) -> str:
        """The title (and the variant played, Terrace's Redheads) with its name in the
        player's language beside it (a Dondorf or Réussites game keeps its own) if there
        is room, else alone, else cut."""
        entry = catalogue.entry(self.table.spec.id)
        shown, subtitle = entry.shown_title(language()), entry.subtitle(language())
        variant = variant_name(self.table.game)
        shown = _("{title} · {variant}").format(title=shown, variant=variant) if variant \
            else shown
        candidates = [shown]
        if subtitle:
            candidates.insert(0, f"{shown} — {subtitle}")
        for title in candidates:
            if rendered(title, size, GOLD).get_width() <= width:
                return title
        return fit_text(shown, size, width)

    def info_text(self) -> str:
        """The top bar's facts: deal, moves, time and score (none before the deal)."""
        table = self.table
        if table.undealt:
            return ""
        minutes, seconds = divmod(int(table.elapsed), 60)
        return _("Deal {deal}   Moves {moves}   Time {time}   Score {score}").format(
            deal=table.deal, moves=table.history.moves_made, time=f"{minutes}:{seconds:02d}",
            score=table.game.score(table.state))

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        w, h = surface.get_size()
        bar = self._bar_image
        if bar is None or bar.get_size() != (w, self.bar):
            bar = self._bar_image = pygame.Surface((w, self.bar), pygame.SRCALPHA)
            bar.fill(BAR_COLOUR)
        surface.blit(bar, (0, 0))
        surface.blit(bar, (0, h - self.bar))
        size = int(self.bar * 0.55)
        info = self.info_text()
        right = min((b.rect.left for b in self.special_buttons), default=w) - 14
        info_rect = draw_text(surface, info, (right, self.bar // 2), size, INK,
                              anchor="midright")
        draw_text(surface, self.title_that_fits(info_rect.left - 40, size),
                  (14, self.bar // 2), size, GOLD, anchor="midleft")
        note = table.hud_note()
        if note and self.buttons:
            small = self.note_size(note)
            room = self.note_room()
            if room > 80:
                draw_text(surface, table.fit_note(note, small, room),
                          (self.note_left(), h - self.bar // 2),
                          small, MUTED, anchor="midleft")
        for label, enabled in (("Undo", table.can_undo),
                               ("Redo", table.history.can_redo)):
            b = self.button(label)
            if b is not None:
                b.enabled = enabled
        for button in self.buttons + self.special_buttons:
            button.draw(surface)
        if self.banner is not None:
            self._draw_banner(surface, *self.banner)

    def _draw_banner(self, surface: pygame.Surface, text: str, left: float) -> None:
        """A plate across the middle of the table, fading out in its last half second."""
        w, h = surface.get_size()
        size = max(24, h // 14)
        image = rendered(text, size, GOLD, True)
        plate = pygame.Surface((image.get_width() + size * 2, int(size * 1.8)), pygame.SRCALPHA)
        plate.fill((8, 28, 18, 215))
        pygame.draw.rect(plate, GOLD, plate.get_rect(), 2)
        plate.blit(image, image.get_rect(center=plate.get_rect().center))
        plate.set_alpha(round(255 * min(1.0, left / 0.5)))
        surface.blit(plate, plate.get_rect(center=(w // 2, h // 2)))
