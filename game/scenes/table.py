"""The table: one game being played.

Every move goes through the engine's `legal_moves`; the renderer only observes the new
state. The HUD (table_hud.py), the mouse (table_pointer.py) and the keyboard and pad
focus (table_focus.py) each live in their own module and come back here to act; how a
game ends and the next deal begins is in table_rounds.py.

Subclasses (the fortune table) adjust it through the hooks marked "hook" below.
"""

from __future__ import annotations

from functools import partial

import pygame

from game import catalogue
from game.engine.auto import foundation_moves, safe_foundation_moves
from game.engine.game import LOST, WON, Game
from game.engine.history import History
from game.engine.labels import player_text
from game.engine.moves import Move
from game.engine.resume import resumable_history
from game.engine.stock import empty_stocks_playing
from game.i18n import N_, _, language
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Resize
from game.layout import layout_for, mirrored
from game.render.celebration import Celebration
from game.render.decks import cloth_of, deck_for
from game.render.sprites import SPEEDS
from game.render.table_view import TableView
from game.render.widgets import Button, fit_text
from game.rules import create
from game.scenes.base import Scene, soonest
from game.scenes.table_autoplay import AutoPlay
from game.scenes.table_focus import TableFocus
from game.scenes.table_hud import TableHud
from game.scenes.table_moves import ReachableMoves
from game.scenes.table_pointer import TablePointer
from game.scenes.table_records import TableRecords, resume_arguments
from game.scenes.table_rounds import TableRounds, random_deal_number
from game.scenes.table_solver import TableSolver
from game.sound import turn_sound

RESULT_DELAY = 0.8       # seconds to let the last cards land before the results
MAX_FOLLOW_UPS = 104


class TableScene(ReachableMoves, AutoPlay, TableRounds, Scene):
    autoplay_label = N_("Play for me")  # hook: the fortune table says "Let the cards fall"
    undealt = False  # the table waiting for its deal (table_waiting.py)

    def __init__(self, app, game_id: str, deal: int | None = None,
                 options: dict | None = None, history: dict | None = None,
                 animate: bool = True, persist: bool = True, elapsed: float = 0.0,
                 game: Game | None = None) -> None:
        super().__init__(app)
        # (`game`: that game, made already with those options: the command line's)
        self.game = game if game is not None else create(game_id, options)
        self.spec = self.game.spec
        self.catalogue_entry = catalogue.entry(game_id)
        self.persist = persist
        self.deal_order: list = []
        if history is not None:
            self.history = resumable_history(self.game, history)
        else:
            state, self.deal_order = self.game.deal(deal or random_deal_number())
            self.history = History(self.game, state)
        kinds = {n: p.kind.value for n, p in zip(self.game.pile_names, self.game.pile_specs,
                                                 strict=True)}
        self.map_layout, warnings = layout_for(self.spec.layout, self.game.pile_names, kinds)
        for warning in warnings:
            app.notify(warning)
        self.layout = self.handed_layout()
        self.view = TableView(self.layout, self.game.pile_names,
                              art=deck_for(app.settings),
                              labels=catalogue.ShownLabels(self.catalogue_entry.labels),
                              distinct_backs=self.spec.distinct_backs,
                              counter_text=self.spec.counter_text,
                              dealt=self.dealt_state(),
                              card_size=app.settings.card_size,
                              closed=self.spec.closed_places and partial(
                                  self.spec.closed_places, self.game),
                              hidden_counters=self.spec.never_shown())
        self.follow_deck()
        self.elapsed = elapsed
        self.selected: tuple[int, int] | None = None
        self.outcome: str | None = None
        self.result_timer = -1.0
        self.autoplaying = False
        self.autoplay_timer = 0.0
        self.computer_timer = 0.0
        self.celebration: Celebration | None = None
        self._played = False
        self._turn_shown = None
        self.records = TableRecords(self, resumed=history is not None)
        self.solving = TableSolver(self)
        self.hud = TableHud(self)
        self.pointer = TablePointer(self)
        self.focus = TableFocus(self)  # keyboard and pad play
        self.records.announce_kept()
        self.layout_screen(app.screen.get_size())
        stock = (self.game.groups.get("stock") or [None])[0]
        rate = self.rate if animate and history is None else 0.0
        self.deal_seconds = self.view.deal(self.state, self.deal_order, stock, rate)
        self.computer_timer = self.deal_seconds + self.computer_interval()
        if rate:
            app.sound.play("deal")

    def dealt_state(self):
        """The table as dealt (it sizes the cards): a resumed game is dealt again."""
        if not self.history.turns:
            return self.state
        return self.game.deal(self.deal)[0]

    @classmethod
    def resume(cls, app, record: dict) -> TableScene:
        """The saved game; ValueError (or another error) if it cannot be resumed exactly."""
        table = cls(app, **resume_arguments(record))
        table.records.assisted = record.get("assisted") is True
        return table

    @property
    def state(self):
        return self.history.state

    @property
    def deal(self) -> int:
        return self.state.deal

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

    def language_changed(self) -> None:
        self.hud.layout(self.app.screen.get_size())  # the buttons as wide as their words

    def layout_screen(self, size: tuple[int, int]) -> None:
        self.view.resize(self.hud.layout(size))

    def handed_layout(self):
        """The map's layout; mirrored left to right for a left-handed player."""
        return mirrored(self.map_layout) if self.app.settings.left_handed else self.map_layout

    def follow_handedness(self) -> None:
        """The left-handed or card-size setting changed with the table open: lay it out
        anew at once, the cards gliding to their new places (the HUD stays as it is)."""
        settings = self.app.settings
        if (self.layout.mirrored != settings.left_handed
                or self.view.card_size_setting != settings.card_size):
            self.layout = self.handed_layout()
            self.view.set_layout(self.layout)
            self.view.card_size_setting = settings.card_size
            self.layout_screen(self.app.screen.get_size())
            self.view.place(self.state, animate=self.rate > 0)

    def follow_deck(self) -> None:
        """The deck, back or cloth changed in Settings: draw with them at once. An installed
        deck's cards drawn in the background are taken in here too."""
        deck = deck_for(self.app.settings)
        deck.pump()
        self.view.art = deck
        self.view.cloth = cloth_of(self.app.settings)
        notice = deck.take_notice()
        if notice:
            self.app.notify(notice)

    def refresh_specials(self) -> None:
        self.hud.refresh_specials()

    @property
    def bar(self) -> int:
        return self.hud.bar

    @property
    def buttons(self) -> list[Button]:
        return self.hud.buttons

    @property
    def special_buttons(self) -> list[Button]:
        return self.hud.special_buttons

    def all_buttons(self) -> list[Button]:
        return self.hud.buttons + self.hud.special_buttons

    # --- playing -------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        if self.outcome is not None:
            return False
        if not self.game.is_legal(self.state, move):
            mirror = Move(move.action, move.dst, move.src, move.count)
            if move.action in ("move", "stock") or not self.game.is_legal(self.state, mirror):
                return False
            move = mirror  # a pair made from its other card
        self.history.play(move)
        self._played = True
        if not self.autoplaying:  # the game's own strategy plays its moves itself
            self._auto_foundation()
        self._changed()
        return True

    def _auto_foundation(self) -> None:
        mode = self.app.settings.auto_foundation
        if mode == "off":
            return
        pick = safe_foundation_moves if mode == "safe" else foundation_moves
        for _follow_up in range(MAX_FOLLOW_UPS):
            moves = pick(self.game, self.state)
            if not moves:
                break
            self.history.play_follow_up(moves[0])

    def _changed(self, animate: bool = True) -> None:
        self.selected = None
        self.pointer.position_changed()
        played = None
        if self._played and self.history.position:
            played = self.history.turns[self.history.position - 1]  # with its follow-ups
        self._played = False
        shuffles = played is not None and played.move.action in self.spec.shuffles
        self.view.place(self.state, animate=animate, played=played, rate=self.rate,
                        shuffles=shuffles)
        if played is not None:
            self.app.sound.play(turn_sound(played))
        self._announce_turn()
        self.solving.position_changed()
        self.refresh_specials()
        status = self.game.status(self.state)
        if status in (WON, LOST):
            self.outcome = status
            self.result_timer = RESULT_DELAY
        self.save_progress()

    def _announce_turn(self) -> None:
        """Two players at one table: say whose turn it is when it changes."""
        name = self.spec.turn_counter
        if not name:
            return
        player = self.state.counter(name)
        if player != self._turn_shown and self.outcome is None:
            text = self.spec.counter_text.get(name, player_text)(player)
            whose = _("the computer plays") if self.computer_on_turn() else _("your turn")
            self.hud.announce(_("{player}, {whose}").format(player=text, whose=whose))
        self._turn_shown = player

    def undo(self) -> None:
        """Take back the last move; against the computer, back to the player's own move
        (the computer's moves since then are taken back with it)."""
        if not self.history.can_undo and self.records.previous is not None:
            self.records.bring_back_previous()
            return
        if self.history.undo() is not None:
            while self.computer_on_turn() and self.history.undo() is not None:
                pass
            self.computer_timer = self.computer_interval()
            self.outcome = None
            self.result_timer = -1.0
            self._changed()

    @property
    def can_undo(self) -> bool:
        """Undo takes back a move, or right after a new deal brings back the old game."""
        return self.history.can_undo or self.records.previous is not None

    def redo(self) -> None:
        if self.history.redo() is not None:
            self._changed()

    def restart(self) -> None:
        self.history.restart()
        self.outcome = None
        self._changed()

    def hint(self) -> None:
        self.records.assisted = True  # a game with hints is kept apart in the statistics
        self.solving.hint()

    def show_rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.spec))

    def to_menu(self) -> None:
        self.save_progress()
        self.app.pop()

    # --- records -------------------------------------------------------------------------
    def save_progress(self) -> None:
        self.records.save()

    # --- input ---------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if self.celebration is not None and isinstance(intent, (Action, PointerDown)):
            self._end_celebration()  # any input skips the celebration
            return
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
                   "back": self.to_menu, "menu": self.to_menu, "deal_stock": self.deal_stock}
        if name in actions:
            actions[name]()

    # --- time and drawing ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_handedness()
        self.follow_deck()
        on_top = self.app.stack.top is self
        if on_top and self.outcome is None and self.history.moves_made:
            self.elapsed += dt
        self.view.sprites.update(dt, self.rate)
        self.hud.update(dt)
        self.solving.update(dt)
        if self.autoplaying and on_top:
            self._autoplay_step(dt)
        elif on_top and self.celebration is None:
            self._computer_step(dt)
        if self.result_timer > 0:
            self.result_timer -= dt
            if self.result_timer <= 0 and on_top:
                if self.outcome == WON and self.rate > 0:
                    self._celebrate()
                else:
                    self.on_finished()
        if self.celebration is not None:
            self.celebration.update(dt)
            if self.celebration.done:
                self._end_celebration()

    def next_change(self) -> float | None:
        moving = (self.view.sprites.in_flight() or self.celebration is not None
                  or self.result_timer > 0 or self.autoplaying or self.computer_on_turn())
        if moving:
            return 0.0
        return soonest((self.hud.next_change(), self.solving.next_change(),
                        self.focus.next_change(), self.view.art.next_change()))

    def draw(self, surface: pygame.Surface) -> None:
        p = self.pointer
        self.view.draw(surface, self.state, p.drag, p.highlights, self.selected, p.peek,
                       empty_stocks_playing(self.game, self.state))
        self.solving.draw(surface)
        self.hud.draw(surface)
        self.focus.draw(surface)
        if self.celebration is not None:
            self.celebration.draw(surface)
