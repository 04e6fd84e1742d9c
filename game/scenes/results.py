"""The end of a game: outcome, moves, time and score, the player's record, what next.

An overlay on the dimmed table. Buttons: Next deal, Replay this deal, Undo (lost games,
when the table offers it) and Menu; left/right move the focus, confirm presses it, back
goes to the menu. The overlay closes itself before it calls a callback, so a callback
acts on the table below (e.g. `app.replace(...)` replaces the table, not this overlay).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pygame

from game import catalogue
from game.engine.cards import DIAMONDS, HEARTS, SPADES
from game.i18n import N_, _, percent
from game.input.intents import Action, Intent
from game.render.text import GOLD, INK, MUTED, draw_text, font, two_lines
from game.render.widgets import (
    DIALOG,
    Button,
    ButtonSet,
    dim,
    fit_text,
    gilded,
    label_room,
    ornament_rule,
    panel,
    suit_pip,
    text_size,
    title_font,
    ui_scale,
)
from game.scenes.base import Scene

FADE_SECONDS = 0.25


def format_time(seconds: float) -> str:
    """"4:07", or "1:02:33" past the hour."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
          N_("July"), N_("August"), N_("September"), N_("October"), N_("November"),
          N_("December"))


def pretty_date(iso: str) -> str:
    """"8 March 2025" from "2025-03-08" (not strftime: that follows the C locale)."""
    try:
        d = date.fromisoformat(iso)
    except ValueError:
        return iso
    # TRANSLATORS: a date, e.g. "8 March 2025"
    return _("{day} {month} {year}").format(day=d.day, month=_(MONTHS[d.month - 1]), year=d.year)


def record_text(stats) -> str:
    """The player's record in one line: "Played 10 · Won 3 (30%) · …"."""
    if stats is None or stats.played == 0:
        return _("Not played yet.")
    parts = [_("Played {played} · won {won} ({rate}%)").format(
        played=stats.played, won=stats.won, rate=100 * stats.won // stats.played)]
    if stats.best_time is not None:
        parts.append(_("best time {time}").format(time=format_time(stats.best_time)))
    if stats.last_played:
        parts.append(_("last played {date}").format(date=pretty_date(stats.last_played)))
    return " · ".join(parts)


class ResultsScene(Scene):
    opaque = False

    def __init__(self, app, game_id: str, outcome: str, moves: int, seconds: float,
                 score: int | None, deal: int, on_next: Callable[[], None],
                 on_replay: Callable[[], None], on_menu: Callable[[], None],
                 on_undo: Callable[[], None] | None = None, verdict: str = "",
                 assisted: bool = False, played_for_score: bool = False) -> None:
        super().__init__(app)
        self.game_id, self.outcome = game_id, outcome
        self.played_for_score = played_for_score  # no win: the score is the result
        self.verdict = verdict  # the game's own last word (Sympathie's), if it has one
        self.moves, self.seconds, self.score, self.deal = moves, seconds, score, deal
        self.assisted = assisted  # hints or demo: counted apart from the player's record
        self.on_menu = on_menu
        buttons = [Button(N_("Next deal"), lambda: self._close_then(on_next), primary=True),
                   Button(N_("Replay this deal"), lambda: self._close_then(on_replay))]
        if on_undo is not None and outcome != "won":
            buttons.append(Button(N_("Undo last move"), lambda: self._close_then(on_undo)))
        buttons.append(Button(N_("Menu"), lambda: self._close_then(on_menu)))
        self.buttons = ButtonSet(buttons)
        self.buttons.focus = 0
        self.age = 0.0
        self.size = (0, 0)

    @property
    def title(self) -> str:
        return catalogue.title_of(self.game_id)

    def words(self) -> tuple[str, str]:
        """The headline and what it means (drawn, and said aloud: game/speech)."""
        won = self.outcome == "won"
        headline = (_("Solved with help") if won and self.assisted else _("Well played!")
                    if won else _("Game over") if self.played_for_score
                    else _("No more moves"))
        help_note = _("Hints or Play for me helped: this game is not counted in your "
                      "own record.") if self.assisted else ""
        sub = self.verdict or (help_note if won and help_note else _("You won this deal.") if won
                               else _("No move is left: your score is the result.")
                               if self.played_for_score
                               else _("This deal is blocked: no move is left."))
        return headline, sub

    def numbers(self) -> list[tuple[str, str]]:
        """This game: (label, value) pairs."""
        pairs = [(_("Moves"), str(self.moves)), (_("Time"), format_time(self.seconds))]
        if self.score is not None:
            pairs.append((_("Score"), str(self.score)))
        if self.assisted:  # hints or demo: the statistics count it apart
            pairs.append((_("not in your record"), _("With help")))
        return pairs

    def record(self) -> list[tuple[str, str]]:
        """The player's statistics for this game: (label, value) pairs."""
        stats = self.app.stats.get(self.game_id)
        if self.played_for_score:  # neither won nor lost: the scores are the record
            best = stats.scored_best if stats else None
            average = stats.scored_average if stats else None
            return [(_("Played"), str(stats.scored_played if stats else 0)),
                    (_("Best score"), "–" if best is None else str(best)),
                    (_("Average score"), "–" if average is None else str(average))]
        played = stats.played if stats else 0
        won = stats.won if stats else 0
        rate = percent(100 * won // played) if played else "–"
        best = format_time(stats.best_time) if stats and stats.best_time is not None else "–"
        return [(_("Played"), str(played)), (_("Won"), str(won)), (_("Win rate"), rate),
                (_("Streak"), str(stats.current_streak if stats else 0)), (_("Best time"), best)]

    def _close_then(self, callback: Callable[[], None]) -> None:
        self.close()
        callback()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if self.buttons.navigate(intent) or not isinstance(intent, Action):
            return
        if intent.name in ("back", "cancel", "menu"):
            self._close_then(self.on_menu)
        elif intent.name == "new_deal":
            self.buttons.buttons[0].press()
        elif intent.name == "restart":
            self.buttons.buttons[1].press()
        elif intent.name == "undo":  # the pad's undo button (LB) works here too
            undo = next((b for b in self.buttons.buttons if b.label.startswith("Undo")), None)
            if undo is not None:
                undo.press()

    def update(self, dt: float) -> None:
        self.age += dt

    def next_change(self) -> float | None:
        return 0.0 if self.age < FADE_SECONDS else None

    # --- drawing ---------------------------------------------------------------------------
    def dimming(self) -> int:
        """How much of the table under it shows (of 255): less as the results fade in."""
        return round(255 - 150 * min(1.0, self.age / FADE_SECONDS))

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object]:
        self._layout(size)  # (Scene.drawn_over: its panel, over the table dimmed)
        return self.rect, self.dimming()

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        bh, gap = round(50 * s), round(14 * s)
        buttons = self.buttons.buttons
        rooms = [label_room(b, bh) for b in buttons]
        gaps = gap * (len(buttons) - 1)
        # Wider than usual if the labels need it (German, French), never past the window.
        width = round(min(w - 40 * s, max(760 * s, sum(rooms) + gaps + 40 * s)))
        height = round(min(h - 40 * s, max(416 * s, self._content_height(s, bh))))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        usual = [round((120 if b.label == "Menu" else 190 if b.primary else 200) * s)
                 for b in buttons]
        widths = [max(u, room) for u, room in zip(usual, rooms, strict=True)]
        room = width - round(40 * s) - gaps
        if sum(widths) > room:  # narrow: the labels' room first, the rest shared
            spare = room - sum(rooms)
            widths = [r + spare // len(rooms) for r in rooms]
        total = sum(widths) + gaps
        x = self.rect.centerx - total // 2
        for b, bw in zip(self.buttons.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, self.rect.bottom - round(30 * s) - bh, bw, bh)
            x += bw + gap

    @staticmethod
    def _content_height(s: float, bh: int) -> float:
        """What draw() lays top to bottom, measured in the words' fonts (they grow with
        the text scale): the kicker, headline, verdict, the numbers, the record, buttons."""
        def line(design: float) -> int:
            return font(text_size(design, s)).get_linesize()
        return (26 * s + line(19) + 10 * s + title_font(round(48 * s)).get_linesize()
                + 6 * s + line(23) + 18 * s + line(40) + 2 * s + line(18) + 22 * s
                + line(18) / 2 + 18 * s + line(30) + 2 * s + line(18) + 20 * s + bh + 30 * s)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r = self.s, self.rect
        dim(surface, self.dimming())
        panel(surface, r, radius=round(18 * s), colour=DIALOG)
        cx = r.centerx
        kicker = _("{title}  ·  deal {deal}").format(title=self.title, deal=self.deal).upper()
        y = draw_text(surface, kicker, (cx, r.y + round(26 * s)), text_size(19, s), GOLD,
                      anchor="midtop").bottom
        won = self.outcome == "won"
        words, sub = self.words()
        headline = gilded(words, round(48 * s))
        head = headline.get_rect(midtop=(cx, y + round(10 * s)))
        surface.blit(headline, head)
        pip = round(22 * s)
        for side, suit in ((-1, HEARTS if won else SPADES), (1, DIAMONDS if won else SPADES)):
            colour = (200, 70, 60) if won else (150, 160, 140)
            image = suit_pip(suit, pip, colour)
            x = head.left - pip if side < 0 else head.right + pip
            surface.blit(image, image.get_rect(center=(x, head.centery)))
        sub = fit_text(sub, text_size(23, s), r.width - round(40 * s))
        y = draw_text(surface, sub, (cx, head.bottom + round(6 * s)), text_size(23, s), MUTED,
                      anchor="midtop", shadow=False).bottom + round(18 * s)
        y = self._tiles(surface, self.numbers(), y, text_size(40, s), INK)
        y += round(22 * s)
        label = draw_text(surface, _("YOUR RECORD"), (cx, y), text_size(18, s), GOLD,
                          anchor="center", shadow=False)
        gap, reach = round(14 * s), round(60 * s)
        ornament_rule(surface, r.x + reach, label.left - gap, y, s, colour=(150, 130, 80))
        ornament_rule(surface, label.right + gap, r.right - reach, y, s, colour=(150, 130, 80),
                      flip=True)
        self._tiles(surface, self.record(), y + round(18 * s), text_size(30, s), (236, 228, 204))
        self.buttons.draw(surface)

    def _tiles(self, surface: pygame.Surface, pairs: list[tuple[str, str]], y: int,
               size: int, colour) -> int:
        """Numbers in a row, each over its label; returns the bottom."""
        s, r = self.s, self.rect
        span = r.width - round(80 * s)
        step = span / len(pairs)
        bottom = y
        for i, (label, value) in enumerate(pairs):
            x = r.x + round(40 * s) + step * (i + 0.5)
            below = draw_text(surface, value, (x, y), size, colour, anchor="midtop").bottom
            for line in two_lines(label, text_size(18, s), round(step - 8 * s)):  # (large
                below = draw_text(surface, line, (x, below + round(2 * s)), text_size(18, s),
                                  MUTED, anchor="midtop", shadow=False).bottom  # text)
            bottom = max(bottom, below)
        return bottom
