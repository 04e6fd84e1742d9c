"""Ask the cards: the question (typed, or one of those offered), or two names for
"Do we have Sympathie?"; then the patience (fate chooses, or the player) and how it is
laid (let the cards fall, or lay them myself).

`open_fortune(app)` is the way in (the menu's "Ask the cards"). Keyboard and pad: up and
down move between the rows, left and right along a row (and change the patience),
confirm presses; typing goes into the question or the focused name. With a pad, confirm
on a field opens the on-screen keyboard where there is one.

The first laying of a question counts: the same question on the same day is gently
refused, and the earlier answer offered instead.
"""

from __future__ import annotations

import traceback
from datetime import datetime

import pygame

from game.fortune.data import language, text
from game.fortune.journal import Entry, load_journal, save_journal
from game.fortune.questions import (
    MAX_NAME,
    MAX_QUESTION,
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
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, TextInput
from game.render.text import GOLD, INK, MUTED, draw_text, font
from game.render.widgets import (
    EDGE,
    Button,
    ButtonSet,
    chevron,
    fit_text,
    gilded,
    ornament_rule,
    panel,
    ui_scale,
)
from game.scenes.base import Scene
from game.scenes.fortune_answer import (
    NIGHT,
    AnswerScene,
    FortuneTable,
    leave_fortune,
    velvet,
)

GENTLE = (244, 214, 150)
IGNORED_WHILE_TYPING = {"hint", "new_deal", "restart", "choose_deal", "deal_stock",
                        "send_home", "rules"}


def now() -> datetime:
    """The moment of asking (tests set the clock here)."""
    return datetime.now()


def open_fortune(app) -> None:
    """The menu's "Ask the cards"."""
    app.push(AskScene(app))


def on_screen_keyboard():
    """The on-screen keyboard scene class, where the program has one."""
    try:
        from game.scenes import keyboard
    except ImportError:
        return None
    return getattr(keyboard, "KeyboardScene", None)


class Field(Button):
    """A line of text to type into (drawn by the scene)."""

    value: str = ""
    limit: int = MAX_QUESTION


class AskScene(Scene):
    fortune = True
    accepts_text = True  # letter keys type here (the app's mapper reads this)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.lang = language(app.settings.language)
        self.kind = QUESTION
        self.games = fortune_games(app.registry.specs())
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
        self.tabs = [Button("A question", lambda: self.set_kind(QUESTION)),
                     Button("Do we have Sympathie?", lambda: self.set_kind(SYMPATHIE))]
        self.prev_game = Button("", lambda: self.cycle_game(-1),
                                icon=lambda s, r, c: chevron(s, r.center, r.height * 0.4,
                                                             "left", c))
        self.next_game = Button("", lambda: self.cycle_game(1),
                                icon=lambda s, r, c: chevron(s, r.center, r.height * 0.4,
                                                             "right", c))
        self.game_button = Button("", lambda: self.cycle_game(1))
        self.fall = Button("Let the cards fall", lambda: self.lay(fate=True), primary=True)
        self.myself = Button("Lay them myself", lambda: self.lay(fate=False))
        self.earlier = Button("See that answer", self.show_earlier)
        self.journal_button = Button("Journal", self.open_journal)
        self.back_button = Button("Back", self.close)
        self.ui = ButtonSet()
        self.focus: Button | None = None
        self._rebuild()

    @property
    def sympathie_available(self) -> bool:
        return SYMPATHIE_ID in self.app.registry

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

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

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
        keyboard = on_screen_keyboard()
        if keyboard is None:
            return

        def change(value: str) -> None:
            field.value = value[:field.limit]
            self.message, self.refusal = "", None

        w, h = self.app.screen.get_size()
        area = pygame.Rect(0, field.rect.bottom + 8, w, h - field.rect.bottom - 8)
        title = "Your question" if field is self.question else "A name"
        try:
            self.app.push(keyboard(self.app, text=field.value, on_change=change, title=title,
                                   max_length=field.limit, area=area))
        except TypeError:  # a different keyboard: typing still works
            traceback.print_exc()

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
            spec = self.app.registry.get(SYMPATHIE_ID)
        elif self.game_index == 0:
            return "Fate chooses"
        else:
            spec = self.games[self.game_index - 1]
        ref = spec.source_ref
        return f"{spec.title} ({ref})" if ref and ref not in spec.title else spec.title

    # --- laying the cards --------------------------------------------------------------------
    def lay(self, fate: bool) -> None:
        self.message, self.refusal = "", None
        if self.kind == SYMPATHIE:
            names = tuple(clean(f.value, MAX_NAME) for f in self.names)
            if not all(names):
                self._say("Write both names first.")
                return
            question = sympathie_question(*names, lang=self.lang)
        else:
            names = ()
            question = clean(self.question.value)
            if not question:
                self._say("Type a question first, or choose one of those below.")
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
            spec = self.app.registry.get(SYMPATHIE_ID)
        elif self.game_index:
            spec = self.games[self.game_index - 1]
        else:
            spec = choose_game(key, asked.date(), self.app.registry.specs())
        if spec is None:
            self._say("No patience for fortune telling is installed.")
            return
        entry = journal.add(asked=asked.replace(microsecond=0), kind=self.kind,
                            question=question, names=names, game_id=spec.id,
                            deal=deal_for(key, asked.date(), spec.id), fate=fate)
        try:
            table = FortuneTable(self.app, entry, fate=fate)
        except Exception as error:  # a broken game must not take the mode down
            traceback.print_exc()
            self._say(f"{spec.title} could not be laid: {error}")
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
            self.app.push(AnswerScene(self.app, entry, "journal"))
        elif entry.game_id in self.app.registry:
            self.app.push(FortuneTable(self.app, entry, fate=entry.fate))

    def open_journal(self) -> None:
        from game.scenes.fortune_journal import JournalScene

        self.app.push(JournalScene(self.app))

    # --- focus rows ----------------------------------------------------------------------------
    def rows(self) -> list[list[Button]]:
        rows: list[list[Button]] = []
        if self.sympathie_available:
            rows.append(list(self.tabs))
        if self.kind == SYMPATHIE:
            rows += [[self.names[0]], [self.names[1]]]
        else:
            rows.append([self.question])
            rows += [self.suggestions[i:i + 2] for i in range(0, len(self.suggestions), 2)]
            if self.games:
                rows.append([self.prev_game, self.game_button, self.next_game])
        rows.append([self.fall, self.myself])
        if self.refusal is not None:
            rows.append([self.earlier])
        rows.append([self.journal_button, self.back_button])
        return rows

    def _rebuild(self) -> None:
        self.earlier.label = ("See that answer" if self.refusal is None or self.refusal.finished
                              else "Finish that laying")
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
            if isinstance(focus, Field) and on_screen_keyboard() and self._wants_keyboard():
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
        self.caret = (self.caret + dt) % 1.0

    # --- layout ----------------------------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = w, h = size
        s = self.s = ui_scale(size)
        width = round(min(w - 60 * s, 900 * s))
        self.panel = pygame.Rect(0, 0, width, round(min(h - 200 * s, 500 * s)))
        self.panel.midtop = (w // 2, round(114 * s))
        p = self.panel
        pad = round(34 * s)
        inner = p.inflate(-2 * pad, 0)
        y = p.y + round(20 * s)
        if self.sympathie_available:
            tab_w, tab_h = round(250 * s), round(40 * s)
            x = p.centerx - tab_w - round(6 * s)
            for tab in self.tabs:
                tab.rect = pygame.Rect(x, y, tab_w, tab_h)
                tab.primary = (tab is self.tabs[0]) == (self.kind == QUESTION)
                x += tab_w + round(12 * s)
            y += tab_h + round(16 * s)
        field_h = round(48 * s)
        label_w = round(140 * s)
        if self.kind == SYMPATHIE:
            self.caption_y = y
            y += round(34 * s)
            for f in self.names:
                f.rect = pygame.Rect(inner.x + label_w, y, inner.width - label_w, field_h)
                y += field_h + round(16 * s)
            y += round(6 * s)
        else:
            self.question.rect = pygame.Rect(inner.x, y, inner.width, field_h)
            y += field_h + round(10 * s)
            self.caption_y = y
            y += round(24 * s)
            row_h, gap = round(32 * s), round(12 * s)
            col_w = (inner.width - gap) // 2
            for i, b in enumerate(self.suggestions):
                row, col = divmod(i, 2)
                b.rect = pygame.Rect(inner.x + col * (col_w + gap), y + row * (row_h + 4 * s),
                                     col_w, row_h)
            y += ((len(self.suggestions) + 1) // 2) * round(row_h + 4 * s) + round(10 * s)
        bh = round(44 * s)
        self.game_y = y + bh // 2
        arrow = round(46 * s)
        game_w = inner.width - label_w - 2 * arrow - round(16 * s)
        self.prev_game.rect = pygame.Rect(inner.x + label_w, y, arrow, bh)
        self.game_button.rect = pygame.Rect(self.prev_game.rect.right + round(8 * s), y,
                                            game_w, bh)
        self.next_game.rect = pygame.Rect(self.game_button.rect.right + round(8 * s), y,
                                          arrow, bh)
        y += bh + round(18 * s)
        big = round(50 * s)
        self.fall.rect = pygame.Rect(0, y, round(280 * s), big)
        self.myself.rect = pygame.Rect(0, y, round(240 * s), big)
        self.fall.rect.right = p.centerx - round(8 * s)
        self.myself.rect.left = p.centerx + round(8 * s)
        y += big + round(12 * s)
        self.message_y = y
        self.earlier.rect = pygame.Rect(0, 0, round(220 * s), round(38 * s))
        self.earlier.rect.midtop = (p.centerx, y + round(26 * s))
        bottom = self.earlier.rect.bottom + round(14 * s) if self.refusal else y + round(36 * s)
        self.panel.height = bottom - p.y
        bar_y = h - round(64 * s)
        self.journal_button.rect = pygame.Rect(round(28 * s), bar_y, round(150 * s), round(44 * s))
        self.back_button.rect = pygame.Rect(w - round(178 * s), bar_y, round(150 * s),
                                            round(44 * s))

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        s, w = self.s, self.size[0]
        surface.blit(velvet(self.size), (0, 0))
        title = gilded("Ask the cards", round(54 * s))
        rect = title.get_rect(center=(w // 2, round(48 * s)))
        surface.blit(title, rect)
        draw_text(surface, "Lay a patience, and let it answer",
                  (w // 2, rect.bottom + round(2 * s)), round(21 * s), (214, 206, 190),
                  anchor="midtop")
        span = min(w * 0.22, 260 * s)
        ornament_rule(surface, rect.left - span, rect.left - round(18 * s), rect.centery, s)
        ornament_rule(surface, rect.right + round(18 * s), rect.right + span, rect.centery, s,
                      flip=True)
        panel(surface, self.panel, colour=(*NIGHT, 225), radius=round(16 * s))
        focus = self.focus
        for tab in self.tabs if self.sympathie_available else ():
            tab.focused = tab is focus
            tab.draw(surface)
        inner_x = self.panel.x + round(34 * s)
        if self.kind == SYMPATHIE:
            draw_text(surface, "Two names: Sympathie is laid for the pair, one pack each.",
                      (self.panel.centerx, self.caption_y), round(19 * s), MUTED,
                      anchor="midtop", shadow=False)
            for f, label in zip(self.names, ("First name", "Second name"), strict=True):
                draw_text(surface, label, (inner_x, f.rect.centery), round(21 * s), MUTED,
                          anchor="midleft", shadow=False)
                self._draw_field(surface, f, "")
        else:
            self._draw_field(surface, self.question, "Type your question")
            draw_text(surface, "or choose one:", (inner_x, self.caption_y), round(18 * s),
                      MUTED, shadow=False)
            for b in self.suggestions:
                self._draw_suggestion(surface, b)
        draw_text(surface, "Patience", (inner_x, self.game_y), round(21 * s), MUTED,
                  anchor="midleft", shadow=False)
        shown = [self.prev_game, self.game_button, self.next_game]
        if self.kind == SYMPATHIE:  # the game is Sympathie itself: no choice to make
            shown = []
            draw_text(surface, self.game_label(), (inner_x + round(140 * s), self.game_y),
                      round(23 * s), INK, anchor="midleft")
        for b in shown + [self.fall, self.myself, self.journal_button, self.back_button]:
            b.focused = b is focus
            b.draw(surface)
        if self.message:
            size = round(20 * s)
            words = fit_text(self.message, size, self.panel.width - round(50 * s))
            draw_text(surface, words, (self.panel.centerx, self.message_y), size, GENTLE,
                      anchor="midtop", shadow=False)
        if self.refusal is not None:
            self.earlier.focused = self.earlier is focus
            self.earlier.draw(surface)
        foot = text("note", lang=self.lang) if self.show_note else \
            "Type or choose  \u00b7  arrows move  \u00b7  Enter lays  \u00b7  Esc goes back"
        size = round(18 * s)
        left, right = self.journal_button.rect.right, self.back_button.rect.left
        if font(size).size(foot)[0] < right - left - 30 * s:
            draw_text(surface, foot, ((left + right) // 2, self.journal_button.rect.centery),
                      size, (226, 212, 178) if self.show_note else MUTED, anchor="center",
                      shadow=False)

    def _draw_field(self, surface: pygame.Surface, field: Field, placeholder: str) -> None:
        s, r = self.s, field.rect
        radius = round(10 * s)
        active = field is self.active
        pygame.draw.rect(surface, (12, 10, 24), r, border_radius=radius)
        pygame.draw.rect(surface, EDGE if active or field is self.focus else (110, 100, 120), r,
                         max(1, round((2 if field is self.focus else 1) * s)),
                         border_radius=radius)
        size = round(r.height * 0.52)
        x = r.x + round(16 * s)
        if field.value:
            shown = field.value
            while shown and font(size).size(shown)[0] > r.width - round(40 * s):
                shown = shown[1:]  # keep the end in view, where the typing is
            end = draw_text(surface, shown, (x, r.centery), size, INK, anchor="midleft",
                            shadow=False).right
        else:
            draw_text(surface, placeholder, (x, r.centery), size, (130, 122, 140),
                      anchor="midleft", shadow=False)
            end = x - round(3 * s)
        if active and self.caret < 0.5:
            pygame.draw.line(surface, INK, (end + 2, r.y + r.height * 0.25),
                             (end + 2, r.bottom - r.height * 0.25), max(1, round(1.5 * s)))

    def _draw_suggestion(self, surface: pygame.Surface, b: Button) -> None:
        s, r = self.s, b.rect
        chosen = self.question.value == b.label
        if chosen or b.hovered or b is self.focus:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            colour = (214, 176, 88, 70) if chosen else (255, 255, 255, 22)
            pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=round(8 * s))
            surface.blit(layer, r)
        if b is self.focus:
            pygame.draw.rect(surface, EDGE, r, max(1, round(1.5 * s)), border_radius=round(8 * s))
        d = 4 * s
        cx, cy = r.x + round(14 * s), r.centery
        pygame.draw.polygon(surface, GOLD, [(cx - d, cy), (cx, cy - d), (cx + d, cy), (cx, cy + d)])
        size = round(20 * s)
        draw_text(surface, fit_text(b.label, size, r.width - round(36 * s)),
                  (r.x + round(28 * s), cy), size, INK if not chosen else (255, 240, 200),
                  anchor="midleft", shadow=False)


__all__ = ["AskScene", "open_fortune", "leave_fortune"]
