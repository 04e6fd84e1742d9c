"""Ask the cards: the question (typed, or one of those offered), or two names for
"Do we have Sympathie?"; then the patience (fate chooses, or the player) and how it is
laid (let the cards fall, or lay them myself).

`app.open("fortune_ask")` is the way in (the menu's "Ask the cards"). Keyboard and pad: up and
down move between the rows, left and right along a row (and change the patience),
confirm presses; typing goes into the question or the focused name. With a pad, confirm
on a field opens the on-screen keyboard.

The first laying of a question counts: the same question on the same day is gently
refused, and the earlier answer offered instead.
"""

from __future__ import annotations

import traceback
from datetime import datetime

import pygame

from game import catalogue
from game.fortune.data import language, text
from game.fortune.journal import Entry, load_journal, save_journal
from game.fortune.questions import (
    MAX_NAME,
    QUESTION,
    SYMPATHIE,
    SYMPATHIE_ID,
    choose_game,
    clean,
    deal_for,
    fortune_games,
    question_key,
    suggested_questions,
    sympathie_question,
)
from game.i18n import N_, _
from game.i18n import language as shown_language
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, TextInput
from game.render.widgets import Button, ButtonSet, chevron
from game.rules import GameRef
from game.scenes.base import Scene
from game.scenes.blink import caret_next_change, caret_phase
from game.scenes.fortune_ask_view import AskDrawing, Field

IGNORED_WHILE_TYPING = {"hint", "new_deal", "restart", "choose_deal", "deal_stock",
                        "send_home", "rules"}


def now() -> datetime:
    """The moment of asking (tests set the clock here)."""
    return datetime.now()


class AskScene(AskDrawing, Scene):
    fortune = True
    accepts_text = True  # letter keys type here (the app's mapper reads this)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.lang = language(app.settings.language)
        self.kind = QUESTION
        # the catalogue's games (GameRef): no game's rules are imported to list them
        self.games = fortune_games(app.listed_games())
        self.game_index = 0                     # 0: fate chooses; else games[i - 1]
        self.message = ""
        self.refusal: Entry | None = None
        self.pending_confirm = False
        self.typed = False
        self.caret = 0.0
        self.show_note = False
        self.size = (0, 0)
        self.s = 1.0
        self.question = Field("", lambda: self.activate(self.question))
        self.names = [Field("", lambda: self.activate(self.names[0])),
                      Field("", lambda: self.activate(self.names[1]))]
        for f in self.names:
            f.limit = MAX_NAME
        self.active: Field = self.question
        self.suggestions = [Button(q, lambda q=q: self.choose_question(q))
                            for q in suggested_questions(self.lang)]
        self.tabs = [Button(N_("A question"), lambda: self.set_kind(QUESTION)),
                     Button(N_("Do we have Sympathie?"), lambda: self.set_kind(SYMPATHIE))]
        self.prev_game = Button("", lambda: self.cycle_game(-1),
                                icon=lambda s, r, c: chevron(s, r.center, r.height * 0.4,
                                                             "left", c))
        self.next_game = Button("", lambda: self.cycle_game(1),
                                icon=lambda s, r, c: chevron(s, r.center, r.height * 0.4,
                                                             "right", c))
        self.game_button = Button("", lambda: self.cycle_game(1))
        self.fall = Button(N_("Let the cards fall"), lambda: self.lay(fate=True), primary=True)
        self.myself = Button(N_("Lay them myself"), lambda: self.lay(fate=False))
        self.earlier = Button(N_("See that answer"), self.show_earlier)
        self.journal_button = Button(N_("Journal"), self.open_journal)
        self.back_button = Button(N_("Back"), self.close)
        self.ui = ButtonSet()
        self.focus: Button | None = None
        self._rebuild()

    @property
    def sympathie_available(self) -> bool:
        return SYMPATHIE_ID in self._listed_ids()

    def _listed_ids(self) -> set[str]:
        return {game.id for game in self.app.listed_games()}

    # --- life cycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        journal, notice = load_journal()
        if notice:
            self.app.notify(notice)
        if not journal.note_shown:  # the light disclaimer: once, the first time
            self.show_note = True
            journal.note_shown = True
            notice = save_journal(journal)
            if notice:
                self.app.notify(notice)

    def reset(self) -> None:
        """Ready for another question."""
        self.question.value = ""
        for f in self.names:
            f.value = ""
        self.message, self.refusal = "", None
        self.active = self.names[0] if self.kind == SYMPATHIE else self.question
        self.focus = self.active
        self._rebuild()

    # --- choices -------------------------------------------------------------------------------
    def set_kind(self, kind: str) -> None:
        if kind == SYMPATHIE and not self.sympathie_available:
            return
        self.kind = kind
        self.message, self.refusal = "", None
        self.active = self.names[0] if kind == SYMPATHIE else self.question
        self._rebuild()

    def activate(self, field: Field) -> None:
        self.active = self.focus = field
        self.message, self.refusal = "", None
        if self._wants_keyboard():
            self.open_keyboard(field)

    def _wants_keyboard(self) -> bool:
        """A pad in hand (or nothing typed yet, where the device is not known)."""
        device = getattr(getattr(self.app, "mapper", None), "last_device", None)
        return device == "pad" if device is not None else not self.typed

    def open_keyboard(self, field: Field) -> None:
        """The on-screen keyboard, below the field so the words stay in view."""
        def change(value: str) -> None:
            field.value = value[:field.limit]
            self.message, self.refusal = "", None

        w, h = self.app.screen.get_size()
        area = pygame.Rect(0, field.rect.bottom + 8, w, h - field.rect.bottom - 8)
        title = N_("Your question") if field is self.question else N_("A name")
        self.app.open("keyboard", text=field.value, on_change=change, title=title,
                      max_length=field.limit, area=area)

    def choose_question(self, words: str) -> None:
        self.question.value = words
        self.active = self.question
        self.message, self.refusal = "", None
        self._rebuild()

    def cycle_game(self, step: int) -> None:
        if self.kind == SYMPATHIE or not self.games:
            return
        self.game_index = (self.game_index + step) % (len(self.games) + 1)
        self._rebuild()

    def game_label(self) -> str:
        if self.kind == SYMPATHIE:
            game_id = SYMPATHIE_ID
        elif self.game_index == 0:
            return N_("Fate chooses")
        else:
            game_id = self.games[self.game_index - 1].id
        entry = catalogue.entry(game_id)
        ref, title = entry.shown_ref(shown_language()), entry.shown_title(shown_language())
        return f"{title} ({ref})" if ref and ref not in title else title

    # --- laying the cards --------------------------------------------------------------------
    def lay(self, fate: bool) -> None:
        self.message, self.refusal = "", None
        if self.kind == SYMPATHIE:
            names = tuple(clean(f.value, MAX_NAME) for f in self.names)
            if not all(names):
                self._say(_("Write both names first."))
                return
            question = sympathie_question(*names, lang=self.lang)
        else:
            names = ()
            question = clean(self.question.value)
            if not question:
                self._say(_("Type a question first, or choose one of those below."))
                return
        key = question_key(self.kind, question, names)
        asked = now()
        journal, notice = load_journal()
        if notice:
            self.app.notify(notice)
        earlier = journal.asked_on(key, asked.date())
        if earlier is not None:
            self.refusal = earlier
            self._say(text("refused" if earlier.finished else "refused_open", lang=self.lang))
            return
        if self.kind == SYMPATHIE:
            spec = GameRef(SYMPATHIE_ID)
        elif self.game_index:
            spec = self.games[self.game_index - 1]
        else:
            spec = choose_game(key, asked.date(), self.app.listed_games())
        if spec is None:
            self._say(_("No patience for fortune telling is installed."))
            return
        entry = journal.add(asked=asked.replace(microsecond=0), kind=self.kind,
                            question=question, names=names, game_id=spec.id,
                            deal=deal_for(key, asked.date(), spec.id), fate=fate)
        try:
            table = self.app.make_scene("fortune_table", entry, fate=fate)
        except Exception as error:  # a broken game must not take the mode down
            traceback.print_exc()
            self._say(_("{title} could not be laid: {error}").format(
                title=catalogue.title_of(spec.id), error=error))
            return
        notice = save_journal(journal)
        if notice:
            self.app.notify(notice)
        self.app.push(table)

    def _say(self, words: str) -> None:
        self.message = words
        self._rebuild()

    def show_earlier(self) -> None:
        entry = self.refusal
        if entry is None:
            return
        if entry.finished:
            self.app.open("fortune_answer", entry, "journal")
        elif entry.game_id in self._listed_ids():
            self.app.open("fortune_table", entry, fate=entry.fate)

    def open_journal(self) -> None:
        self.app.open("fortune_journal")

    # --- focus rows ----------------------------------------------------------------------------
    def rows(self) -> list[list[Button]]:
        rows: list[list[Button]] = []
        if self.sympathie_available:
            rows.append(list(self.tabs))
        if self.kind == SYMPATHIE:
            rows += [[self.names[0]], [self.names[1]]]
        else:
            rows.append([self.question])
            across = getattr(self, "columns", 2)  # (AskDrawing lays them out: one at large text)
            rows += [self.suggestions[i:i + across]
                     for i in range(0, len(self.suggestions), across)]
            if self.games:
                rows.append([self.prev_game, self.game_button, self.next_game])
        rows.append([self.fall, self.myself])
        if self.refusal is not None:
            rows.append([self.earlier])
        rows.append([self.journal_button, self.back_button])
        return rows

    def _rebuild(self) -> None:
        self.earlier.label = (N_("See that answer") if self.refusal is None
                              or self.refusal.finished else N_("Finish that laying"))
        self.game_button.label = self.game_label()
        buttons = [b for row in self.rows() for b in row]
        self.ui.set(buttons)
        if self.focus not in buttons:
            self.focus = None
        self.size = (0, 0)

    def _move_focus(self, direction: str) -> None:
        rows = self.rows()
        if self.focus is None:
            self.focus = self.active
            return
        r = next(i for i, row in enumerate(rows) if self.focus in row)
        c = rows[r].index(self.focus)
        if direction in ("left", "right"):
            step = 1 if direction == "right" else -1
            if self.focus is self.game_button:
                self.cycle_game(step)
            else:
                self.focus = rows[r][(c + step) % len(rows[r])]
            return
        r = (r + (1 if direction == "down" else -1)) % len(rows)
        row = rows[r]
        if self.game_button in row:
            self.focus = self.game_button
        else:
            self.focus = row[min(c, len(row) - 1)]
        if isinstance(self.focus, Field):
            self.active = self.focus

    # --- input ---------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._layout(self.app.screen.get_size())
        if isinstance(intent, TextInput):
            self._type(intent.text)
        elif isinstance(intent, Action):
            self._action(intent.name)
        elif isinstance(intent, PointerDown | PointerMove | PointerUp):
            if isinstance(intent, PointerDown):
                self.typed = True  # a mouse user has a keyboard: no on-screen keyboard
            self.ui.pointer(intent)

    def _type(self, words: str) -> None:
        if words == " " and self.pending_confirm:
            self.pending_confirm = False  # the space bar also sends confirm: it was a space
        words = "".join(c for c in words if c.isprintable())
        if not words:
            return
        self.typed = True
        field = self.active
        if field.value or words.strip():
            field.value = (field.value + words)[:field.limit]
        self.focus = field
        self.message, self.refusal = "", None
        self._rebuild()

    def _action(self, name: str) -> None:
        if name in IGNORED_WHILE_TYPING:
            return  # letters bound to table commands arrive as text too
        if name in ("up", "down", "left", "right"):
            self._move_focus(name)
        elif name == "confirm":
            self.pending_confirm = True  # decided in update: a TextInput(" ") may follow
        elif name in ("erase", "undo"):  # the backspace key
            self.active.value = self.active.value[:-1]
            self.message, self.refusal = "", None
        elif name in ("back", "cancel", "menu"):
            self.close()

    def _confirm(self) -> None:
        focus = self.focus
        if focus is None or isinstance(focus, Field):
            if isinstance(focus, Field) and self._wants_keyboard():
                self.open_keyboard(focus)
            elif self.kind == SYMPATHIE and focus is self.names[0]:
                self.active = self.focus = self.names[1]
            else:
                self.fall.press()
        else:
            focus.press()

    def update(self, dt: float) -> None:
        if self.pending_confirm:
            self.pending_confirm = False
            self._confirm()
        self.caret = caret_phase(self.app)

    def next_change(self) -> float | None:
        return 0.0 if self.pending_confirm else caret_next_change(self.app)


__all__ = ["AskScene"]
