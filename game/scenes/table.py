"""The table: one game being played — its controller.

Three parts: the **model** (table_model.py: history, selection, outcome, clocks; the only
writer of them, telling its observers what happened), this thin **controller** (intents
→ model) and the **view** (render/table_view.py, placed after every change by the
observer in table_placing.py). Helpers get the model and what else they need, never the scene: the
mouse (table_pointer.py), the keys and pad (table_focus.py), the HUD (table_hud.py),
the solver (table_solver.py), saves and statistics (table_records.py), "play for me"
and the computer's side (table_autoplay.py), the moves a pile offers (table_moves.py),
new deals and the results (table_rounds.py), the celebration at the end (table_ending.py).

Subclasses (the fortune table) adjust it through the hooks marked "hook" below.
"""

from __future__ import annotations

import pygame

from game import catalogue
from game.engine.deal import rng_for
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.stock import empty_stocks_playing
from game.i18n import N_, _, language
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Resize
from game.render.celebration import Celebration
from game.render.sprites import SPEEDS
from game.render.table_frames import TableFrames
from game.render.widgets import Button, fit_text
from game.rules import create
from game.scenes.base import Scene, soonest
from game.scenes.table_autoplay import AutoPlayer
from game.scenes.table_drawing import draw_changed, draw_over_table
from game.scenes.table_ending import TableEnding
from game.scenes.table_focus import TableFocus
from game.scenes.table_hud import HudHooks, TableHud
from game.scenes.table_model import TableModel, from_model
from game.scenes.table_moves import ReachableMoves
from game.scenes.table_placing import CardPlacing
from game.scenes.table_pointer import TablePointer
from game.scenes.table_records import TableRecords, resume_arguments
from game.scenes.table_rounds import TableRounds
from game.scenes.table_setup import follow_deck, handed, map_layout, start_history, table_view
from game.scenes.table_solver import TableSolver
from game.speech.table_speech import TableSpeech


class TableScene(Scene):
    autoplay_label = N_("Play for me")  # hook: the fortune table says "Let the cards fall"
    undealt = False  # (the table waiting for its deal is, table_waiting.py)

    game = from_model("game")
    spec = from_model("spec")
    history = from_model("history")
    state = from_model("state")
    deal = from_model("deal")
    selected = from_model("selected")
    outcome = from_model("outcome")
    elapsed = from_model("elapsed")
    autoplaying = from_model("autoplaying")

    def __init__(self, app, game_id: str, deal: int | None = None,
                 options: dict | None = None, history: dict | None = None,
                 animate: bool = True, persist: bool = True, elapsed: float = 0.0,
                 game: Game | None = None, assisted: bool = False,
                 uid: str | None = None) -> None:
        super().__init__(app)
        # (`game`: that game, made already with those options: the command line's)
        game = game if game is not None else create(game_id, options)
        played, self.deal_order = start_history(game, deal, history)
        self.model = model = TableModel(
            game, played, elapsed=elapsed, assisted=assisted,
            auto_foundation=lambda: app.settings.auto_foundation)
        self.catalogue_entry = catalogue.entry(game_id)
        self.persist = persist
        self.map_layout = map_layout(app, game)
        self.layout = handed(app, self.map_layout)
        self.view = table_view(app, game, self.layout, played)
        self.follow_deck()
        self.frames = TableFrames()  # the still table kept, to draw only what changed
        # The helpers, each given what it needs; the order is the order they are told of
        # a change: the cards first, then the pointer, HUD and solver, the save last.
        self.placing = CardPlacing(app, model, self.view, self.layout_screen, lambda: self.rate)
        self.records = TableRecords(app, model, persist, resumed=history is not None,
                                    uid=uid)
        self.speech = TableSpeech(app, model)  # (off unless the speech setting is on)
        self.moves = ReachableMoves(model, self.speech.telling(app.notify))
        self.solving = TableSolver(app, model, on_deal=lambda number: self.open_deal(number))
        self.autoplay = AutoPlayer(model, self.solving, lambda: self.autoplay_interval(),
                                   lambda: self.computer_interval(),
                                   lambda: self.on_autoplay_stopped(),
                                   lambda: not self.view.sprites.in_flight())
        self.rounds = TableRounds(app, model, self.records, self.solving)
        self.hud = TableHud(app, model, HudHooks(
            bottom_buttons=lambda: self.bottom_buttons(), shown=lambda: app.stack.top is self,
            special_buttons=lambda: self.special_buttons_now(), note=lambda: self.hud_note(),
            fit_note=lambda *a: self.fit_note(*a), can_undo=lambda: self.can_undo))
        self.pointer = TablePointer(model, self.view, self.moves, self.hud, self.autoplay)
        self.focus = TableFocus(app, model, self.view, self.moves, self.hud, self.autoplay,
                                self.placing.relayout)  # keyboard and pad play
        self.hud.focus = self.focus  # (the bars keep room for the keys' prompts)
        self.ending = TableEnding(model, self.view, lambda: self.rate,
                                  lambda: app.screen.get_size(), app.sound.play,
                                  on_finished=lambda: self.on_finished())
        self.records.announce_kept()
        self.layout_screen(app.screen.get_size())
        stock = (game.groups.get("stock") or [None])[0]
        rate = self.rate if animate and history is None else 0.0
        self.deal_seconds = self.view.deal(self.state, self.deal_order, stock, rate)
        model.wait_for_computer(self.deal_seconds + self.computer_interval())
        if rate:
            app.sound.play("deal")
        model.open(resumed=history is not None)

    @classmethod
    def resume(cls, app, record: dict) -> TableScene:
        """The saved game; ValueError (or another error) if it cannot be resumed exactly."""
        return cls(app, **resume_arguments(record))

    def leave(self) -> None:
        self.solving.leave()
        self.records.land()  # (a save put off past the last frame)
        self.records.release()
        self.frames.forget()

    def after_frame(self) -> None:
        self.records.land()  # the move's save, once the frame showing the move is shown

    def window_title(self) -> str:
        return _("{game} — deal {deal}").format(
            game=self.catalogue_entry.shown_title(language()), deal=self.deal)

    @property
    def rate(self) -> float:
        """Sprite ease rate for the speed setting (0 = instant)."""
        return SPEEDS.get(self.app.settings.animation_speed, SPEEDS["normal"])

    # --- the HUD's contents (hooks) ---------------------------------------------------------
    def bottom_buttons(self) -> list[Button]:
        """Hook: the commands in the bottom bar."""
        return [Button(N_("Undo"), self.undo), Button(N_("Redo"), self.redo),
                Button(N_("Hint"), self.hint), Button(N_("Restart"), self.restart),
                Button(N_("New deal"), lambda: self.new_deal(None)),
                Button(N_("Deal #"), self.choose_deal),
                Button(N_("Rules"), self.show_rules), Button(N_("Menu"), self.to_menu)]

    def special_buttons_now(self) -> list[Button]:
        """Hook: top-right buttons: "play for me", then each special move the rules offer
        now (e.g. the coup de grâce)."""
        buttons = []
        if self.outcome is None:
            label = self.autoplay_label  # one name for one action, whoever plays it
            buttons.append(Button(N_("Stop") if self.autoplaying else label,
                                  self.toggle_autoplay))
        for move in self.game.legal_moves(self.state):
            if move.action not in ("move", "stock") and move.src < 0:
                label = catalogue.label_text(self.catalogue_entry.labels, move.action)
                buttons.append(Button(label, lambda m=move: self.play(m)))
        return buttons

    def hud_note(self) -> str:
        """Hook: a line of text at the left of the bottom bar: what the solver says."""
        return self.solving.status_text

    def fit_note(self, note: str, size: int, width: int) -> str:
        """Hook: the note cut to `width` pixels (a fortune keeps its question's quotes)."""
        return fit_text(note, size, width)

    def notice_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Notices go below the top bar: on the felt, else in the bottom bar's free part."""
        w, h = size
        return pygame.Rect(0, self.hud.bar, w, h - self.hud.bar)

    def notice_obstacles(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        places = [self.view.base_rect(pile) for pile in range(len(self.state.piles))]
        return self.view.occupied(self.state) + self.hud.notice_keep_clear(), places

    def notice_words(self) -> list[pygame.Rect]:
        """Hook: the labels and the bottom buttons (a notice may cover cards, not words)."""
        return [label.rect for label in self.view.placed_labels(self.state)] \
            + self.hud.notice_keep_clear()

    def language_changed(self) -> None:
        self.hud.layout(self.app.screen.get_size())  # the buttons as wide as their words

    def layout_screen(self, size: tuple[int, int]) -> None:
        self.view.resize(self.hud.layout(size))

    def follow_handedness(self) -> None:
        """The left-handed or card-size setting, followed at once (table_placing.py)."""
        self.layout = self.placing.follow_settings(self.map_layout)

    def follow_deck(self) -> None:
        follow_deck(self.app, self.view)

    def refresh_specials(self) -> None:
        self.hud.refresh_specials()

    @property
    def buttons(self) -> list[Button]:
        return self.hud.buttons

    @property
    def special_buttons(self) -> list[Button]:
        return self.hud.special_buttons

    def all_buttons(self) -> list[Button]:
        return self.hud.all_buttons()

    # --- intents -------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        return self.model.play(move)

    def moves_from(self, pile: int, count: int) -> list[Move]:
        return self.moves.moves_from(pile, count)

    def pile_actions(self, pile: int) -> list[Move]:
        return self.moves.pile_actions(pile)

    def send_home(self, pile: int) -> bool:
        return self.moves.send_home(pile)

    def deal_stock(self) -> None:
        self.moves.deal_stock()

    def undo(self) -> None:
        """Take back the last move (against the computer, back to the player's own), or
        right after a new deal bring back the game it replaced."""
        if not self.history.can_undo and self.records.previous is not None:
            self.records.bring_back_previous(lambda record: type(self).resume(self.app, record))
            return
        self.model.undo(computer_delay=self.computer_interval())

    @property
    def can_undo(self) -> bool:
        """Undo takes back a move, or right after a new deal brings back the old game."""
        return self.history.can_undo or self.records.previous is not None

    def redo(self) -> None:
        self.model.redo()

    def restart(self) -> None:
        self.model.restart()

    def hint(self) -> None:
        self.model.mark_assisted()  # a game with hints is kept apart in the statistics
        self.solving.hint()

    def toggle_autoplay(self) -> None:
        self.autoplay.toggle()

    def show_rules(self) -> None:
        self.app.open("rules", self.spec)

    def to_menu(self) -> None:
        self.save_progress()
        self.app.pop()

    def save_progress(self) -> None:
        self.records.save()

    # --- "play for me" and the computer's pace (hooks) ---------------------------------------
    def autoplay_interval(self) -> float:
        """Hook: seconds between two moves of "play for me"."""
        return 4.0 / self.rate if self.rate else 0.0

    def computer_interval(self) -> float:
        """Hook: seconds the computer waits before each of its moves (twice the pace of
        "play for me", so a player can follow them)."""
        return 8.0 / self.rate if self.rate else 0.0

    def on_autoplay_stopped(self) -> None:
        """Hook: "play for me" found no move (or the game ended)."""

    def computer_on_turn(self) -> bool:
        return self.model.computer_on_turn()

    # --- rounds: new deals and the end (hooks) --------------------------------------------
    def new_deal(self, number: int | None) -> None:
        """Hook: a deal by its number; None: a new one (see TableRounds.new_deal)."""
        self.rounds.new_deal(number, open_deal=self.open_deal)

    def open_deal(self, number: int | None) -> None:
        """This game stays saved; the new deal gives it up on its first move."""
        self.rounds.open_deal(number)

    def replay(self) -> None:
        self.new_deal(self.deal)

    def choose_deal(self) -> None:
        """Hook: the deal-number entry."""
        self.rounds.choose_deal(on_choose=self.new_deal)

    def random_play(self, count: int) -> None:
        """Play random legal moves (screenshots, demos of a mid-game position)."""
        self.model.scramble(rng_for(self.game.id, self.deal, "screenshot"), count)

    def random_moves(self, rng, count: int):
        """Play up to `count` random legal moves, as a player would (each kept in the
        history), the cards placed at once; yields after each (tests, benchmarks)."""
        for _move in range(count):
            legal = self.game.legal_moves(self.state)
            if not legal or self.outcome is not None:
                return
            self.play(rng.choice(legal))
            self.view.place(self.state, animate=False)
            yield

    def on_finished(self) -> None:
        """Hook: the game is over, recorded, and its last cards have landed: the results
        (the fortune table reads the cards instead)."""
        self.rounds.show_results(on_next=lambda: self.new_deal(None), on_replay=self.replay,
                                 on_menu=self.to_menu, on_undo=self.undo)

    @property
    def celebration(self) -> Celebration | None:
        """A won game's cards leaping off the foundations (table_ending.py), drawn over
        the table."""
        return self.ending.celebration

    # --- input ---------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if isinstance(intent, (Action, PointerDown)) and self.ending.skip():
            return  # any input skips the celebration
        if isinstance(intent, Resize):
            self.layout_screen(self.app.screen.get_size())
            self.view.place(self.state, animate=False)
        elif isinstance(intent, Action):
            if not self.focus.handle(intent.name):
                self._action(intent.name)
        elif isinstance(intent, PointerDown):
            self.pointer.press(intent)
        elif isinstance(intent, PointerMove):
            self.pointer.motion(intent)
        elif isinstance(intent, PointerUp):
            self.pointer.release(intent)

    def _action(self, name: str) -> None:
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.hint,
                   "restart": self.restart, "new_deal": lambda: self.new_deal(None),
                   "choose_deal": self.choose_deal, "rules": self.show_rules,
                   "back": self.to_menu, "menu": self.to_menu, "deal_stock": self.deal_stock,
                   "read_table": lambda: self.speech.read_table(self.view)}
        if name in actions:
            actions[name]()

    # --- time and drawing ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_handedness()
        self.follow_deck()
        on_top = self.app.stack.top is self
        self.model.tick(dt, on_top)
        self.view.sprites.update(dt, self.rate)
        self.hud.update(dt)
        self.speech.follow(self.focus)
        self.solving.update(dt)
        if on_top and (self.autoplaying or self.celebration is None):
            self.autoplay.update(dt)
        self.ending.update(dt, on_top)

    def next_change(self) -> float | None:
        moving = (self.view.sprites.in_flight() or self.ending.moving(self.app.stack.top is self)
                  or self.autoplaying or self.computer_on_turn())
        if moving:
            return 0.0
        return soonest((self.hud.next_change(), self.solving.next_change(),
                        self.focus.next_change(), self.view.art.next_change()))

    def draw(self, surface: pygame.Surface) -> None:
        p = self.pointer
        self.view.draw(surface, self.state, p.drag, p.highlights, self.selected, p.peek,
                       empty_stocks_playing(self.game, self.state))
        draw_over_table(self, surface)

    def draw_changed(self, surface: pygame.Surface, frame: int, app) -> list | None | bool:
        """What changed since frame `frame - 1` (table_drawing.py), notices included: the
        boxes redrawn, None if all; False (nothing drawn) for a table drawn otherwise."""
        return type(self).draw is TableScene.draw and draw_changed(self, surface, frame, app)
