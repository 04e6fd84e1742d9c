"""The table's HUD: a slim top bar (title, deal, moves, time, score, the game's own
buttons) and a bottom bar of commands. It lays out and draws; the table decides (its
hooks, `HudHooks`). It watches the table's model: after a move the game's own buttons
are laid anew, and two players at one table are told whose turn it is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import catalogue
from game.engine.labels import player_text
from game.i18n import _, language
from game.render.text import GOLD, INK, MUTED, draw_text, font, rendered
from game.render.theme import BAR, BAR_EDGE, NOTICE_PLATE, outline, text_factor
from game.render.widgets import Button, fit_text, layout_row, row_width
from game.scenes.focus_draw import strip_room
from game.scenes.table_events import AutoplayChanged, Changed, Ended, Reopened

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.game import Game
    from game.scenes.table_focus import TableFocus
    from game.scenes.table_model import TableModel

MIN_BUTTON = 24    # px: the smallest a bottom button is drawn (12 px labels; at large
# text smaller, its labels still 12 px)
EDGE_GAP = 12      # px between the screen's edge and the bars' outermost buttons
NOTE_GAP = 28      # px between the note and the first button
NOTE_MIN = 14      # px: the smallest the note is drawn before it is cut


def variant_name(game: Game) -> str:
    """The variants played, in the player's language, where a game's options make it
    another game (`Option.in_title`: Terrace played as Redheads, Tri-Peaks' progressive
    rounds); "" for the game itself."""
    return " · ".join(_(option.choice_label(game.options[option.name]))
                      for option in game.options.changed() if option.in_title)


@dataclass(frozen=True)
class HudHooks:
    """What a table puts in its bars (the table's hooks: a fortune laying and the table
    waiting for its deal offer other buttons and notes), and when it is shown."""
    bottom_buttons: Callable[[], list[Button]]
    shown: Callable[[], bool]                       # the table on top of the scenes
    special_buttons: Callable[[], list[Button]] = list
    note: Callable[[], str] = str                   # the bottom bar's line of text
    fit_note: Callable[[str, int, int], str] = fit_text
    can_undo: Callable[[], bool] = bool


class TableHud:
    """`undealt`: the table waits for its deal (no facts in the top bar)."""

    def __init__(self, app, model: TableModel, hooks: HudHooks,
                 focus: TableFocus | None = None, undealt: bool = False) -> None:
        self.app, self.model, self.hooks, self.focus = app, model, hooks, focus
        self.undealt = undealt
        self._turn_shown = None                  # whose turn the banner said last
        self.bar = 34
        self.strip = 0                           # px kept for the prompts strip
        self.buttons: list[Button] = []          # the bottom bar
        self.special_buttons: list[Button] = []  # top right: the game's own actions
        self._bar_image: pygame.Surface | None = None
        self._bar_look: tuple = ()
        self.banner: tuple[str, float] | None = None  # a passing announcement, seconds left
        model.subscribe(Changed, self._position_changed)
        for event in (AutoplayChanged, Ended, Reopened):
            model.subscribe(event, lambda _event: self.refresh_specials())

    def announce(self, text: str, seconds: float = 1.6) -> None:
        self.banner = (text, seconds)

    def _position_changed(self, _event: Changed) -> None:
        self._announce_turn()
        self.refresh_specials()

    def _announce_turn(self) -> None:
        """Two players at one table: say whose turn it is when it changes."""
        model = self.model
        name = model.spec.turn_counter
        if not name:
            return
        player = model.state.counter(name)
        if player != self._turn_shown and model.outcome is None:
            text = model.spec.counter_text.get(name, player_text)(player)
            whose = _("the computer plays") if model.computer_on_turn() else _("your turn")
            self.announce(_("{player}, {whose}").format(player=text, whose=whose))
        self._turn_shown = player

    def update(self, dt: float) -> None:
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left > dt else None

    def next_change(self) -> float | None:
        """A banner fades out (drawn every frame); the clock shows whole seconds."""
        if self.banner is not None:
            return 0.0
        model = self.model
        if self.hooks.shown() and model.outcome is None and model.history.moves_made:
            return 1.0 - model.elapsed % 1.0
        return None

    def layout(self, size: tuple[int, int]) -> pygame.Rect:
        """Place the bars and buttons; returns the area left for the cards."""
        w, h = size
        self.bar = max(44, h // 18)  # button labels of 18 px and more
        self.buttons = self.hooks.bottom_buttons()
        height, gap = self.bar - 8, self.bar // 4
        room = w - 2 * EDGE_GAP
        # A narrow window (down to the smallest, 640 px, in German) closes the gaps, then
        # draws the buttons smaller: every button stays whole on screen.
        if row_width(self.buttons, height, gap) > room:
            gap = 4
        least = round(MIN_BUTTON / text_factor())  # (large text: its labels are larger)
        while row_width(self.buttons, height, gap) > room and height > least:
            height -= 1
        width = row_width(self.buttons, height, gap)
        # At the right, as the top bar's own buttons: the left keeps room for the note.
        layout_row(self.buttons, w - EDGE_GAP - width, h - self.bar + (self.bar - height) // 2,
                   height, gap)
        self.refresh_specials()
        # No card under the keys' prompts strip: where the bar has no room for it, the
        # cards leave it room above the bar once keys or a pad are used at this table (a
        # player of the mouse alone keeps the whole felt).
        focus = self.focus
        self.strip = strip_room(getattr(self.app, "mapper", None), self.bar,
                                w - EDGE_GAP - width) if focus and focus.awake else 0
        return pygame.Rect(0, self.bar, w, h - 2 * self.bar - self.strip)

    def refresh_specials(self) -> None:
        self.special_buttons = self.hooks.special_buttons()
        if self.special_buttons:
            w = self.app.screen.get_width()
            layout_row(self.special_buttons, 0, 0, self.bar - 8, 8)
            right = w - EDGE_GAP
            for b in reversed(self.special_buttons):
                b.rect.topright = (right, 4)
                right = b.rect.left - 8

    def notice_keep_clear(self) -> list[pygame.Rect]:
        """What notices leave alone down here: the bottom buttons, and the bar's left part
        (and the strip above it) while it shows the note or the keys' prompts."""
        w, h = self.app.screen.get_size()
        kept = [b.rect for b in self.buttons]
        focus = self.focus
        if self.hooks.note() or self.strip or (focus and focus.awake):
            kept.append(pygame.Rect(0, h - self.bar - self.strip, w, self.bar + self.strip))
        return kept

    def note_left(self) -> int:
        """Where the note begins: at the edge, or right of the keys' prompts strip where
        that shows in the bar (the two were drawn over each other)."""
        focus = self.focus
        band = focus.band_in_bar(self.app.screen.get_size()) if focus else None
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

    def all_buttons(self) -> list[Button]:
        return self.buttons + self.special_buttons

    def button(self, label: str) -> Button | None:
        return next((b for b in self.buttons if b.label == label), None)

    def titles(self) -> list[str]:
        """The title (and the variant played, Terrace's Redheads) with its name in the
        player's language beside it (a Dondorf or Réussites game keeps its own), then
        alone."""
        entry = catalogue.entry(self.model.spec.id)
        shown, subtitle = entry.shown_title(language()), entry.subtitle(language())
        variant = variant_name(self.model.game)
        shown = _("{title} · {variant}").format(title=shown, variant=variant) if variant \
            else shown
        return [f"{shown} — {subtitle}", shown] if subtitle else [shown]

    def title_that_fits(self, width: int, size: int) -> str:
        """The longest of the titles there is room for, else the title cut."""
        for title in self.titles():
            if rendered(title, size, GOLD).get_width() <= width:
                return title
        return fit_text(self.titles()[-1], size, width)

    def info_text(self) -> str:
        """The top bar's facts: deal, moves, time and score (none before the deal)."""
        if self.undealt:
            return ""
        model = self.model
        minutes, seconds = divmod(int(model.elapsed), 60)
        return _("Deal {deal}   Moves {moves}   Time {time}   Score {score}").format(
            deal=model.deal, moves=model.history.moves_made, time=f"{minutes}:{seconds:02d}",
            score=model.game.score(model.state))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_top(surface)
        self.draw_bottom(surface)
        if self.banner is not None:
            self._draw_banner(surface, *self.banner)

    def _bar(self, width: int) -> pygame.Surface:
        """The bars' translucent ground, made once per width and look."""
        look = (width, self.bar, tuple(BAR), tuple(BAR_EDGE))  # (theme.py: it may change)
        if self._bar_image is None or self._bar_look != look:
            self._bar_image = pygame.Surface((width, self.bar), pygame.SRCALPHA)
            self._bar_look = look
            self._bar_image.fill(BAR)
        return self._bar_image

    def draw_top(self, surface: pygame.Surface) -> None:
        """The top bar: the title, the facts and the game's own buttons."""
        w = surface.get_width()
        surface.blit(self._bar(w), (0, 0))
        if BAR_EDGE.a:  # high contrast: a rule between each bar and the black table
            line = outline(1)
            surface.fill(BAR_EDGE, (0, self.bar - line, w, line))
        size = int(self.bar * 0.55)
        info = self.info_text()
        right = min((b.rect.left for b in self.special_buttons), default=w) - 14
        while size > NOTE_MIN and font(size).size(info)[0] + 54 \
                + font(size).size(self.titles()[-1])[0] > right:  # (large text, small window)
            size -= 1  # the facts and the title whole, a little smaller
        info_rect = draw_text(surface, info, (right, self.bar // 2), size, INK,
                              anchor="midright")
        draw_text(surface, self.title_that_fits(info_rect.left - 40, size),
                  (14, self.bar // 2), size, GOLD, anchor="midleft")
        for button in self.special_buttons:
            button.draw(surface)

    def draw_bottom(self, surface: pygame.Surface) -> None:
        """The bottom bar: the note and the commands."""
        hooks = self.hooks
        w, h = surface.get_size()
        surface.blit(self._bar(w), (0, h - self.bar))
        if BAR_EDGE.a:
            surface.fill(BAR_EDGE, (0, h - self.bar, w, outline(1)))
        note = hooks.note()
        if note and self.buttons:
            small = self.note_size(note)
            room = self.note_room()
            if room > 80:
                draw_text(surface, hooks.fit_note(note, small, room),
                          (self.note_left(), h - self.bar // 2),
                          small, MUTED, anchor="midleft")
        for label, enabled in (("Undo", hooks.can_undo()),
                               ("Redo", self.model.history.can_redo)):
            b = self.button(label)
            if b is not None:
                b.enabled = enabled
        for button in self.buttons:
            button.draw(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is not None:
            self._draw_banner(surface, *self.banner)

    def _draw_banner(self, surface: pygame.Surface, text: str, left: float) -> None:
        """A plate across the middle of the table, fading out in its last half second."""
        w, h = surface.get_size()
        size = max(24, h // 14)
        image = rendered(text, size, GOLD, True)
        plate = pygame.Surface((image.get_width() + size * 2, int(size * 1.8)), pygame.SRCALPHA)
        plate.fill(NOTICE_PLATE)  # (theme.py: black in high contrast)
        pygame.draw.rect(plate, GOLD, plate.get_rect(), 2)
        plate.blit(image, image.get_rect(center=plate.get_rect().center))
        plate.set_alpha(round(255 * min(1.0, left / 0.5)))
        surface.blit(plate, plate.get_rect(center=(w // 2, h // 2)))
