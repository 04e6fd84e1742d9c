"""The table: one game being played, with a slim HUD and the buttons a player needs.

Every move goes through the engine's `legal_moves`; the renderer only observes the new
state. Mouse: drag and drop, click a card then a pile, double-click sends home, right
button peeks at a covered card, click the stock to deal.
"""

from __future__ import annotations

import time
from datetime import datetime

import pygame

from game.engine.auto import foundation_moves, safe_foundation_moves
from game.engine.deal import MAX_DEAL, rng_for
from game.engine.game import LOST, WON
from game.engine.history import History
from game.engine.moves import MOVE, SET, TURN, Move, Turn
from game.input.intents import Action, Intent, PointerDown, PointerMove, PointerUp, Resize
from game.layout import layout_for
from game.render.celebration import Celebration
from game.render.sprites import SPEEDS, tempo
from game.render.table_view import Drag, TableView
from game.render.text import GOLD, INK, draw_text, rendered
from game.render.widgets import Button, layout_row
from game.rules import create
from game.scenes.base import Scene
from game.scenes.table_focus import TableFocus
from game.store import clear_game, record_result, save_game

DRAG_THRESHOLD = 5       # px before a press becomes a drag
RESULT_DELAY = 0.8       # seconds to let the last cards land before the results
MAX_FOLLOW_UPS = 104


def turn_sound(turn: Turn) -> str:
    """The sound a turn makes: a shuffle for a redeal, else a slide (or a flip)."""
    kinds = [step[0] for step in turn.steps]
    if kinds.count(SET) > 1:
        return "shuffle"  # cards gathered and laid again
    if MOVE in kinds or TURN in kinds:
        return "slide"
    return "flip"


def random_deal_number() -> int:
    return rng_for("new deal", time.time_ns()).below(MAX_DEAL) + 1


class TableScene(Scene):
    def __init__(self, app, game_id: str, deal: int | None = None,
                 options: dict | None = None, history: dict | None = None,
                 animate: bool = True, persist: bool = True, elapsed: float = 0.0) -> None:
        super().__init__(app)
        self.game = create(game_id, options)
        self.spec = self.game.spec
        self.persist = persist
        if history is not None:
            self.history = History.from_dict(self.game, history)
        else:
            state, self.deal_order = self.game.deal(deal or random_deal_number())
            self.history = History(self.game, state)
        kinds = {n: p.kind.value for n, p in zip(self.game.pile_names, self.game.pile_specs,
                                                 strict=True)}
        self.layout, warnings = layout_for(self.spec.layout, self.game.pile_names, kinds)
        for warning in warnings:
            app.notify(warning)
        self.view = TableView(self.layout, self.game.pile_names,
                              four_colour=app.settings.four_colour, labels=dict(self.spec.labels),
                              distinct_backs=self.spec.distinct_backs,
                              counter_text=self.spec.counter_text)
        self.elapsed = elapsed
        self.drag: Drag | None = None
        self.selected: tuple[int, int] | None = None
        self.highlights: tuple[int, ...] = ()
        self.peek: tuple[int, int] | None = None
        self.outcome: str | None = None
        self.result_timer = -1.0
        self.recorded = False
        self.autoplaying = False
        self.autoplay_timer = 0.0
        self.celebration: Celebration | None = None
        self.buttons: list[Button] = []
        self._bar_image: pygame.Surface | None = None
        self._special_buttons: list[Button] = []
        self._layout_screen(app.screen.get_size())
        self.focus = TableFocus(self)  # keyboard and pad play
        stock = (self.game.groups.get("stock") or [None])[0]
        self.deal_order = getattr(self, "deal_order", [])
        rate = self.rate if animate and history is None else 0.0
        self.view.deal(self.state, self.deal_order, stock, rate)
        if rate:
            app.sound.play("deal")

    @classmethod
    def resume(cls, app, record: dict) -> TableScene:
        return cls(app, record["game_id"], options=dict(record.get("options", {})),
                   history=record["history"], elapsed=float(record.get("elapsed", 0.0)))

    @property
    def state(self):
        return self.history.state

    @property
    def deal(self) -> int:
        return self.state.deal

    # --- layout of the screen --------------------------------------------------------------
    def _layout_screen(self, size: tuple[int, int]) -> None:
        w, h = size
        self.bar = max(34, h // 20)
        self.buttons = [
            Button("Undo", self.undo), Button("Redo", self.redo),
            Button("Hint", self.hint, enabled=False), Button("Restart", self.restart),
            Button("New deal", lambda: self.new_deal(None)),
            Button("Deal #", self.choose_deal), Button("Rules", self.show_rules),
            Button("Menu", self.to_menu),
        ]
        gap = self.bar // 4
        width = layout_row(self.buttons, 0, 0, self.bar - 8, gap) - gap
        layout_row(self.buttons, (w - width) // 2, h - self.bar + 4, self.bar - 8, gap)
        self.view.resize(pygame.Rect(0, self.bar, w, h - 2 * self.bar))
        self._refresh_specials()

    def _refresh_specials(self) -> None:
        """A button for each special move the rules offer now (e.g. the coup de grâce)."""
        specials = [m for m in self.game.legal_moves(self.state)
                    if m.action not in ("move", "stock") and m.src < 0]
        self._special_buttons = []
        if self.spec.autoplay is not None and self.outcome is None:
            label = "Stop" if self.autoplaying else "Play for me"
            self._special_buttons.append(Button(label, self.toggle_autoplay))
        for move in specials:
            label = self.spec.labels.get(move.action, move.action.replace("_", " ").title())
            self._special_buttons.append(Button(label, lambda m=move: self.play(m)))
        if self._special_buttons:
            w = self.app.screen.get_width()
            layout_row(self._special_buttons, 0, 0, self.bar - 8, 8)
            right = w - 12
            for b in reversed(self._special_buttons):
                b.rect.topright = (right, 4)
                right = b.rect.left - 8

    def all_buttons(self) -> list[Button]:
        return self.buttons + self._special_buttons

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
        self._auto_foundation()
        self._changed()
        return True

    def _auto_foundation(self) -> None:
        mode = self.app.settings.auto_foundation
        if mode == "off":
            return
        pick = safe_foundation_moves if mode == "safe" else foundation_moves
        for _ in range(MAX_FOLLOW_UPS):
            moves = pick(self.game, self.state)
            if not moves:
                break
            self.history.play_follow_up(moves[0])

    @property
    def rate(self) -> float:
        """Sprite ease rate for the speed setting (0 = instant)."""
        return SPEEDS.get(self.app.settings.animation_speed, SPEEDS["normal"])

    def _changed(self, animate: bool = True) -> None:
        self.selected = None
        played = None
        if getattr(self, "_played", False) and self.history.position:
            played = self.history.turns[self.history.position - 1]  # with its follow-ups
        self._played = False
        shuffles = played is not None and played.move.action in self.spec.shuffles
        self.view.place(self.state, animate=animate, played=played, rate=self.rate,
                        shuffles=shuffles)
        if played is not None:
            self.app.sound.play(turn_sound(played))
        self._refresh_specials()
        status = self.game.status(self.state)
        if status in (WON, LOST):
            self.outcome = status
            self.result_timer = RESULT_DELAY
        self.save_progress()

    def undo(self) -> None:
        if self.history.undo() is not None:
            self.outcome = None
            self.result_timer = -1.0
            self._changed()

    def redo(self) -> None:
        if self.history.redo() is not None:
            self._changed()

    def restart(self) -> None:
        self.history.restart()
        self.outcome = None
        self._changed()

    def toggle_autoplay(self) -> None:
        """'Play it for me': the game's own strategy plays on, one move at a time."""
        self.autoplaying = not self.autoplaying
        self.autoplay_timer = 0.0
        self._refresh_specials()

    def _autoplay_step(self, dt: float) -> None:
        self.autoplay_timer -= dt
        if self.autoplay_timer > 0:
            return
        rate = SPEEDS.get(self.app.settings.animation_speed, 14.0)
        self.autoplay_timer = 4.0 / rate if rate else 0.0
        move = self.spec.autoplay(self.game, self.state) if self.outcome is None else None
        if move is None or not self.play(move):
            self.autoplaying = False
            self._refresh_specials()

    def hint(self) -> None:
        self.app.notify("Hints arrive with the solver.")

    def random_play(self, count: int) -> None:
        """Play random legal moves (screenshots, demos of a mid-game position)."""
        rng = rng_for(self.game.id, self.deal, "screenshot")
        for _ in range(count):
            moves = self.game.legal_moves(self.state)
            if not moves or self.game.is_won(self.state):
                break
            self.history.play(rng.choice(moves))
        self.view.place(self.state, animate=False)
        self._refresh_specials()

    def new_deal(self, number: int | None) -> None:
        self._abandon()
        self.app.replace(TableScene(self.app, self.game.id, deal=number,
                                    options=self.game.options, persist=self.persist))

    def replay(self) -> None:
        self.new_deal(self.deal)

    def choose_deal(self) -> None:
        from game.scenes.deal_entry import DealEntryScene

        self.app.push(DealEntryScene(self.app, on_choose=self.new_deal))

    def show_rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.spec))

    def to_menu(self) -> None:
        self.save_progress()
        self.app.pop()

    # --- records -------------------------------------------------------------------------
    def _abandon(self) -> None:
        """Leaving a started, unfinished game counts as a game lost."""
        if self.history.moves_made and self.outcome is None and self.persist:
            self._record(False)
        if self.persist:
            clear_game()

    def _record(self, won: bool) -> None:
        if self.recorded or not self.persist:
            return
        self.recorded = True
        stats, notice = record_result(self.game.id, won, self.elapsed,
                                      self.game.score(self.state),
                                      when=datetime.now())
        self.app.stats[self.game.id] = stats
        if notice:
            self.app.notify(notice)

    def save_progress(self) -> None:
        if not self.persist:
            return
        if self.outcome is not None or not self.history.moves_made:
            clear_game()
            return
        notice = save_game({"game_id": self.game.id, "options": dict(self.game.options),
                            "deal": self.deal, "elapsed": round(self.elapsed, 1),
                            "history": self.history.to_dict()})
        if notice:
            self.app.notify(notice)

    def _show_results(self) -> None:
        self._record(self.outcome == WON)
        self.save_progress()
        from game.scenes.results import ResultsScene

        self.app.push(ResultsScene(
            self.app, self.game.id, self.outcome, self.history.moves_made, self.elapsed,
            self.game.score(self.state), self.deal,
            on_next=lambda: self.new_deal(None), on_replay=self.replay,
            on_menu=self.to_menu, on_undo=self._undo_from_results))

    def _undo_from_results(self) -> None:
        """The results overlay has closed itself; take the last move back."""
        self.undo()

    # --- input ---------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if self.celebration is not None and isinstance(intent, (Action, PointerDown)):
            self._end_celebration()  # any input skips the celebration
            return
        if isinstance(intent, Resize):
            self._layout_screen(self.app.screen.get_size())
            self.view.place(self.state, animate=False)
        elif isinstance(intent, Action):
            if not self.focus.handle(intent.name):
                self._action(intent.name)
        elif isinstance(intent, PointerDown):
            self._press(intent)
        elif isinstance(intent, PointerMove):
            self._motion(intent)
        elif isinstance(intent, PointerUp):
            self._release(intent)

    def _action(self, name: str) -> None:
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.hint,
                   "restart": self.restart, "new_deal": lambda: self.new_deal(None),
                   "choose_deal": self.choose_deal, "rules": self.show_rules,
                   "back": self.to_menu, "menu": self.to_menu, "deal_stock": self._deal_stock}
        if name in actions:
            actions[name]()

    def _deal_stock(self) -> None:
        for move in self.game.stock_moves(self.state):
            self.play(move)
            return

    def moves_from(self, pile: int, count: int) -> list[Move]:
        """Moves that take these cards somewhere: card moves, and special moves between
        two piles (a pair: drag either card onto its partner — shown from this pile)."""
        moves = []
        for m in self.game.legal_moves(self.state):
            if m.count != count or m.action == "stock" or min(m.src, m.dst) < 0:
                continue
            if m.src == pile:
                moves.append(m)
            elif m.dst == pile and m.action != "move":
                moves.append(Move(m.action, pile, m.src, m.count))  # the partner's view
        return moves

    def pile_actions(self, pile: int) -> list[Move]:
        """What clicking a pile itself does: the stock, or a game's own pile action."""
        return [m for m in self.game.legal_moves(self.state)
                if m.src == pile and (m.action == "stock" or m.dst < 0)]

    def _press(self, intent: PointerDown) -> None:
        if self.autoplaying and not any(b.hit(intent.pos) for b in self._special_buttons):
            self.toggle_autoplay()  # the player takes over
        if intent.button == 3:
            hit = self.view.hit(intent.pos)
            if hit and hit[1] >= 0:
                self.peek = hit
            return
        if intent.button != 1:
            return
        for button in self.all_buttons():
            if button.hit(intent.pos):
                button.press()
                return
        hit = self.view.hit(intent.pos)
        if hit is None:
            self.selected = None
            return
        pile, index = hit
        actions = self.pile_actions(pile)
        if actions:
            self.play(actions[0])
            return
        if self.selected is not None and self._play_to(pile):
            return
        if intent.clicks == 2 and self._send_home(pile):
            return
        if index < 0:
            return
        count = len(self.state.piles[pile]) - index
        if self.moves_from(pile, count):
            rect = self.view.card_rect(pile, index)
            self.drag = Drag(pile, count, (intent.pos[0] - rect.x, intent.pos[1] - rect.y),
                             intent.pos)
            self.highlights = tuple(m.dst for m in self.moves_from(pile, count))
        else:
            self.selected = None

    def _play_to(self, pile: int) -> bool:
        src, count = self.selected
        for move in self.moves_from(src, count):
            if move.dst == pile:
                return self.play(move)
        return False

    def _send_home(self, pile: int) -> bool:
        """A card to its foundation, or else a whole finished run (Spider, Odessa)."""
        for move in foundation_moves(self.game, self.state):
            if move.src == pile:
                return self.play(move)
        runs = [m for m in self.game.legal_moves(self.state)
                if m.action == "run_home" and m.src == pile]
        return bool(runs) and self.play(max(runs, key=lambda m: m.count))

    def _motion(self, intent: PointerMove) -> None:
        for button in self.all_buttons():
            button.hovered = button.hit(intent.pos)
        if self.drag is None:
            return
        dx = intent.pos[0] - self.drag.pos[0]
        dy = intent.pos[1] - self.drag.pos[1]
        if not self.drag.moved and abs(dx) + abs(dy) < DRAG_THRESHOLD:
            return
        self.drag.moved = True
        self.drag.pos = intent.pos

    def _release(self, intent: PointerUp) -> None:
        if intent.button == 3:
            self.peek = None
            return
        drag, self.drag = self.drag, None
        self.highlights = ()
        if drag is None:
            return
        if not drag.moved:  # a click: select for click-then-click moves
            same = self.selected == (drag.pile, drag.count)
            self.selected = None if same else (drag.pile, drag.count)
            return
        x, y = drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1]
        dropped = pygame.Rect(round(x), round(y), *self.view.card_size)
        best, best_area = None, 0
        for move in self.moves_from(drag.pile, drag.count):
            overlap = dropped.clip(self.view.pile_area(move.dst))
            area = overlap.width * overlap.height
            if area > best_area:
                best, best_area = move, area
        self._start_from(drag, x, y)
        if best is not None:
            self.play(best)

    def _start_from(self, drag: Drag, x: float, y: float) -> None:
        """Dropped cards start their glide (home or back) from where they were let go."""
        cards = self.state.piles[drag.pile][-drag.count:]
        base = self.view.positions[drag.pile][-drag.count]
        for j, c in enumerate(cards):
            sprite = self.view.sprites.sprites.get(int(c.face_up()))
            if sprite is not None:
                px, py = self.view.positions[drag.pile][-drag.count + j]
                sprite.x, sprite.y = x + px - base[0], y + py - base[1]

    # --- time and drawing ---------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.app.stack.top is self and self.outcome is None and self.history.moves_made:
            self.elapsed += dt
        self.view.sprites.update(dt, SPEEDS.get(self.app.settings.animation_speed, 14.0))
        if self.autoplaying and self.app.stack.top is self:
            self._autoplay_step(dt)
        if self.result_timer > 0:
            self.result_timer -= dt
            if self.result_timer <= 0 and self.app.stack.top is self:
                if self.outcome == WON and self.rate > 0:
                    self._celebrate()
                else:
                    self._show_results()
        if self.celebration is not None:
            self.celebration.update(dt)
            if self.celebration.done:
                self._end_celebration()

    def _celebrate(self) -> None:
        """The cards leap off the foundations; any input or the end shows the results."""
        cards = []
        for pile in self.game.foundations or range(len(self.state.piles)):
            for index in range(len(self.state.piles[pile]) - 1, -1, -1):
                image = self.view.card_image(self.state.piles[pile][index])
                x, y = self.view.positions[pile][index]
                cards.append((image, x, y))
        order = sorted(range(len(cards)), key=lambda i: -i % max(1, len(self.game.foundations)))
        self.celebration = Celebration([cards[i] for i in order], self.app.screen.get_size(),
                                       self.spec.source, tempo(self.rate), seed=self.deal)
        self.app.sound.play("win")

    def _end_celebration(self) -> None:
        self.celebration = None
        self._show_results()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.state, self.drag, self.highlights, self.selected,
                       self.peek)
        self._draw_hud(surface)
        self.focus.draw(surface)
        if self.celebration is not None:
            self.celebration.draw(surface)

    def _title_that_fits(self, width: int, size: int) -> str:
        """The title with its English name if there is room, else alone, else cut."""
        english = self.spec.titles.get("en", self.spec.title)
        candidates = [self.spec.title]
        if english != self.spec.title:
            candidates.insert(0, f"{self.spec.title} — {english}")
        for title in candidates:
            if rendered(title, size, GOLD).get_width() <= width:
                return title
        title = self.spec.title
        while len(title) > 4 and rendered(title + "…", size, GOLD).get_width() > width:
            title = title[:-1]
        return title + "…"

    def _draw_hud(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        bar = self._bar_image
        if bar is None or bar.get_size() != (w, self.bar):
            bar = self._bar_image = pygame.Surface((w, self.bar), pygame.SRCALPHA)
            bar.fill((8, 28, 18, 170))
        surface.blit(bar, (0, 0))
        surface.blit(bar, (0, h - self.bar))
        size = int(self.bar * 0.55)
        minutes, seconds = divmod(int(self.elapsed), 60)
        info = (f"Deal {self.deal}   Moves {self.history.moves_made}   "
                f"Time {minutes}:{seconds:02d}   Score {self.game.score(self.state)}")
        right = min((b.rect.left for b in self._special_buttons), default=w) - 14
        info_rect = draw_text(surface, info, (right, self.bar // 2), size, INK,
                              anchor="midright")
        draw_text(surface, self._title_that_fits(info_rect.left - 40, size),
                  (14, self.bar // 2), size, GOLD, anchor="midleft")
        self.buttons[0].enabled = self.history.can_undo
        self.buttons[1].enabled = self.history.can_redo
        for button in self.all_buttons():
            button.draw(surface)
