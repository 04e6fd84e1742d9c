"""The laying of a fortune: a table that hands its outcome to the fortune mode.

`FortuneTable` is the normal table, not persisted (no statistics, no saved game), with
"Let the cards fall" for every game (fate's strategy, the same on every replay), "Read
the cards" to end the laying as it lies, and no new deal: the first laying counts. When
the laying ends it completes the journal entry and makes way for the `AnswerScene`
(game/scenes/fortune_answer.py). `ReadNowDialog` asks before a laying is cut short.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine.game import LOST, OPEN, WON
from game.engine.labels import player_text
from game.fortune.data import language
from game.fortune.fate import Fate
from game.fortune.journal import Entry, load_journal, save_journal
from game.fortune.outcome import answer_of
from game.fortune.questions import quoted
from game.fortune.reading import choose_reading
from game.i18n import N_, _
from game.input.intents import Action, Intent
from game.render.text import MUTED, draw_text
from game.render.widgets import DIALOG, Button, ButtonSet, dim, fit_inside, gilded, panel, ui_scale
from game.scenes.base import Scene
from game.scenes.table import TableScene
from game.scenes.table_model import RESULT_DELAY
from game.scenes.table_setup import handed

DEAL_PAUSE = 0.4               # after the deal has landed, before fate begins


class FortuneTable(TableScene):
    """A laying for a journal entry. `fate`: let the cards fall from the start. `replay`:
    the entry already has its answer; this laying only shows it again."""

    fortune = True

    def __init__(self, app, entry: Entry, fate: bool, replay: bool = False,
                 animate: bool = True) -> None:
        self.entry, self.replay_only = entry, replay
        self.fate = Fate()
        super().__init__(app, entry.game_id, deal=entry.deal, options=dict(entry.options),
                         animate=animate, persist=False)
        # Every game gets "Let the cards fall", with fate's strategy (which itself uses
        # the game's own where it has one).
        self.model.use_strategy(self.fate)
        if fate:
            self.model.start_autoplay(delay=self.deal_seconds + DEAL_PAUSE if animate else 0.0)
        if len(entry.names) == 2:
            self.call_players(entry.names)
        self.refresh_specials()

    def call_players(self, names: tuple[str, ...]) -> None:
        """Sympathie's pair by the names typed: "Anna — closed packets", "Turn: Ben",
        not "Player 1" and "Player 2"."""
        def named(text: str) -> str:
            for number, name in enumerate(names, start=1):
                text = text.replace(player_text(number), name)
            return text

        turn = self.spec.turn_counter
        if turn:
            shown = self.spec.counter_text.get(turn, player_text)
            self.view.counter_text = {**self.view.counter_text,
                                      turn: lambda player: named(shown(player))}
        self.map_layout = replace(self.map_layout, labels={
            name: replace(label, text=named(_(label.text))) if label.text else label
            for name, label in self.map_layout.labels.items()})
        self.layout = handed(self.app, self.map_layout)
        self.view.set_layout(self.layout)
        self.layout_screen(self.app.screen.get_size())

    # --- what a fortune laying offers (the table's hooks) ------------------------------------
    autoplay_label = N_("Let the cards fall")

    def bottom_buttons(self) -> list[Button]:
        keep = {"Undo", "Redo", "Restart", "Rules"}
        buttons = super().bottom_buttons()
        menu = [b for b in buttons if b.label == "Menu"]  # as Esc: read, play on or leave
        return ([b for b in buttons if b.label in keep]
                + [Button(N_("Read the cards"), self.ask_to_read)] + menu)

    def hud_note(self) -> str:
        return quoted(self.entry.question, language(self.app.settings.language))

    def fit_note(self, note: str, size: int, width: int) -> str:
        """A long question is cut inside its quotes, which stay."""
        lang = language(self.app.settings.language)
        return fit_inside(lambda question: quoted(question, lang), self.entry.question,
                          size, width)

    def new_deal(self, number: int | None) -> None:
        self.app.notify(_("In a fortune laying the first deal counts."))

    def choose_deal(self) -> None:
        self.new_deal(None)

    def to_menu(self) -> None:
        self.ask_to_read()

    def ask_to_read(self) -> None:
        if self.outcome is None:
            self.app.push(ReadNowDialog(self.app, self.read_now, self.leave))

    def leave(self) -> None:
        """Leave unread: the entry stays unfinished (the journal can finish it)."""
        self.close()

    def read_now(self) -> None:
        """End the laying here: the cards are read as they lie."""
        outcome = WON if self.game.is_won(self.state) else LOST
        self.model.end(outcome, delay=RESULT_DELAY if self.rate else 1e-6)

    # --- fate at work ------------------------------------------------------------------------
    def autoplay_interval(self) -> float:
        """Seconds between fate's moves: unhurried at first, brisker as a laying runs long."""
        return super().autoplay_interval() * max(0.15, 1.0 - self.fate.moves / 60)

    def on_autoplay_stopped(self) -> None:
        if self.outcome is None and self.game.status(self.state) == OPEN:
            self.read_now()  # fate has nothing new to try: the cards have fallen

    # --- the end -----------------------------------------------------------------------------
    def on_finished(self) -> None:
        entry = self.finish_entry()
        self.app.open_instead("fortune_answer", entry, "replay" if self.replay_only else "new")

    def finish_entry(self) -> Entry:
        """The answer and the reading of this laying; saved in the journal unless it only
        replays an answered entry."""
        answer, score, best = answer_of(self.game, self.state)
        start = self.game.new_state(self.deal)
        turns = self.history.turns[:self.history.position]
        reading = choose_reading(self.game, self.state, self.game.is_won(self.state),
                                 start=start, turns=turns)
        finished = replace(self.entry, outcome=WON if self.game.is_won(self.state) else LOST,
                           answer=answer, score=score, best=best, reading_kind=reading.kind,
                           reading=reading.cards, system=reading.system)
        if self.replay_only:
            return finished
        journal, notice = load_journal()
        if notice:
            self.app.notify(notice)
        current = journal.find(self.entry.number)
        if current is None:  # the journal was damaged meanwhile: keep this answer anyway
            journal.entries.append(finished)
        elif current.finished:
            return current  # answered already (another laying finished first): it stands
        else:
            journal.update(current, **{k: getattr(finished, k) for k in (
                "outcome", "answer", "score", "best", "reading_kind", "reading", "system")})
        notice = save_journal(journal)
        if notice:
            self.app.notify(notice)
        return finished


class ReadNowDialog(Scene):
    """"Read the cards now?" — a small question before a laying is cut short: read them
    as they lie, play on, or leave them unread (to be finished from the journal)."""

    opaque = False
    fortune = True

    def __init__(self, app, on_read, on_leave) -> None:
        super().__init__(app)
        self.buttons = ButtonSet([
            Button(N_("Read them now"), lambda: self._then(on_read), primary=True),
            Button(N_("Play on"), self.close), Button(N_("Leave"), lambda: self._then(on_leave))])
        self.buttons.focus = 1
        self.size = (0, 0)

    def _then(self, callback) -> None:
        self.close()
        callback()

    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if self.buttons.navigate(intent):
            return
        if isinstance(intent, Action) and intent.name in ("back", "cancel", "menu"):
            self.close()

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        self.rect = pygame.Rect(0, 0, round(620 * s), round(230 * s))
        self.rect.center = (w // 2, h // 2)
        widths = [round(200 * s), round(150 * s), round(150 * s)]
        bh, gap = round(50 * s), round(16 * s)
        x = self.rect.centerx - (sum(widths) + 2 * gap) // 2
        for b, bw in zip(self.buttons.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, self.rect.bottom - round(28 * s) - bh, bw, bh)
            x += bw + gap

    def drawn_over(self, size: tuple[int, int]) -> tuple[pygame.Rect, object]:
        self._layout(size)  # (Scene.drawn_over: its panel, over the table dimmed)
        return self.rect, 110

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, r = self.s, self.rect
        dim(surface, 110)
        panel(surface, r, radius=round(16 * s), colour=DIALOG)
        head = gilded(_("Read the cards now?"), round(32 * s))
        surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + round(22 * s))))
        draw_text(surface, _("The laying ends here, and the cards are read as they lie."),
                  (r.centerx, r.y + round(90 * s)), round(20 * s), MUTED, anchor="midtop",
                  shadow=False)
        self.buttons.draw(surface)
