"""The solver at the table: hints, "winnable?", demo play and winnable deals only.

All of it goes through the app's shared HintService, which searches in a worker process
(or in slices when headless), so the frame loop never waits: requests return at once and
`update` collects the answers. The service itself is started off the frame
(`App.start_solver`): what is asked before it is up waits here, one request a channel,
and is posted for the position then on the table once it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.moves import Move
from game.i18n import N_, _, number
from game.scenes.base import soonest
from game.scenes.table_events import Changed, Dealt

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel

HINT_SECONDS = 4.0      # how long a hint stays drawn at the cards
POLL_SECONDS = 0.1      # how often a still table looks for the solver's answers
MARK_SECONDS = 0.4      # how often the working mark (dots) moves on
WATCH_AFTER = 1.0       # a new table is watched (table_solver._watch) this long after
#                         its first frame, when no table has started the solver yet
# Everything the player reads here, in one place. Keyed by the solver's verdict and
# hint-source values (plain strings), so the table does not load the solver until the
# player asks for it.
# They are English, marked for the translators (N_) and translated as they are shown.
VERDICT_TEXT = {"won": N_("Winnable"), "unwinnable": N_("Not winnable from here"),
                "unknown": N_("Winnable? Not decided in {seconds} s")}
# A game with no win (played for its score): the solver's goal is the round's.
ROUND_VERDICT_TEXT = {"won": N_("This round can be cleared"),
                      "unwinnable": N_("This round cannot be cleared from here"),
                      "unknown": N_("Round clearable? Not decided in {seconds} s")}
# A hint from a found win says "Hint"; any other is a guess, and says so.
HINT_PREFIX = {"solution": N_("Hint: {hint}"), "heuristic": N_("A guess: {hint}")}
THINKING = N_("Winnable? Thinking")
ROUND_THINKING = N_("Round clearable? Thinking")
# "Play for me" is the button's one name, in every game, whoever plays: the solver's
# winning line (a game of skill) or the game's own strategy.
DEMO_LOOKING = N_("Play for me: searching")
LOOKED_AT = N_(" {nodes} positions, {seconds} s")
DEMO_OUTCOME = {
    "won": N_("Play for me: a win in {moves} moves. Press Stop to take over."),
    "unwinnable": N_("Play for me: no win from here — every line was tried."),
    "unknown": N_("Play for me: no win found in {seconds} s — play on, or press Play for me "
                  "again."),
}
ROUND_DEMO_OUTCOME = {
    "won": N_("Play for me: the round cleared in {moves} moves. Press Stop to take over."),
    "unwinnable": N_("Play for me: this round cannot be cleared from here."),
    "unknown": N_("Play for me: no way to clear the round found in {seconds} s."),
}
# No win found in time, but the search's most promising line: it is played, and said so.
DEMO_BEST_LINE = N_("Play for me: no win found in {seconds} s — playing the {moves} most "
                    "promising moves found. Press Stop to take over.")
DEMO_CANCELLED = N_("Play for me: search stopped.")
DEAL_LOOKING = N_("Looking for a winnable deal… ({tried} tried)")
NO_WINNABLE_DEAL = N_("No winnable deal found in {tried} tries: this one is dealt at random.")


class TableSolver:
    """The solver for the table's model; `on_deal(number)`: the winnable deal looked for
    was found (None: none in the tries)."""

    def __init__(self, app, model: TableModel,
                 on_deal: Callable[[int | None], None]) -> None:
        self.app, self.model, self.on_deal = app, model, on_deal
        model.subscribe(Changed, self.position_changed)
        model.subscribe(Dealt, self.dealt)
        self.marks: tuple[int, ...] = ()   # piles of the hint on show
        self.marks_left = 0.0
        self.waiting_hint = False
        self.verdict_text = ""
        self.demo: list[Move] = []
        self.waiting_demo = False
        self.searching_deal = False
        self.deal_progress = 0
        self.waiting_verdict = False
        self.hint_move: Move | None = None   # the hint drawn at the cards
        self.hints_asked = False             # the player asked this table for a hint
        self.working = 0.0                   # seconds the working mark has run
        self.watch_in: float | None = None   # seconds until the new table is watched
        # a position to watch once the frame numbered this (the one before the change)
        # is followed by the frame showing it: the post is no part of the click's answer
        self.watch_after: int | None = None
        # what was asked before the service was up: channel -> the ask, posted once it is
        self.waiting_service: dict[str, Callable] = {}

    def _ask(self, channel: str, ask: Callable) -> None:
        """`ask(service)` now if the service is up, else once it is (it is started off
        the frame meanwhile): the latest ask of a channel replaces an earlier one."""
        service = self.app.start_solver()
        if service is None:
            self.waiting_service[channel] = ask
        else:
            self.waiting_service.pop(channel, None)
            ask(service)

    def _drop(self, channel: str) -> None:
        """Forget a channel's ask: its work stops, or never starts."""
        self.waiting_service.pop(channel, None)
        if self.app.solver_started is not None:
            self.app.solver_started.cancel(channel)

    # --- hints ------------------------------------------------------------------------
    def hint(self) -> None:
        self.waiting_hint = self.hints_asked = True
        model = self.model
        self._ask("hint", lambda service: service.request(model.game, model.state))

    def _watch(self) -> None:
        """The position on the table is searched quietly in the worker from the moment
        it is there, so that a hint asked for later rests on a found win (or a proof)
        more often. Headless (the service in slices), only once the player has asked
        this table for a hint. Nothing is shown meanwhile."""
        self.watch_in = None
        if not self.app.settings.think_ahead:   # the player turned it off
            self._drop("watch")
            return
        if self.app.solver_started is None and not self._may_watch():
            return
        model = self.model
        if not model.autoplaying and model.outcome is None:
            self._ask("watch", lambda service: service.watch(model.game, model.state,
                                                             asked=self.hints_asked))

    def _may_watch(self) -> bool:
        """A table watches its positions in a window (the worker's own process), and
        headless only once asked: a headless service runs its searches in our frames;
        never if the player turned "Think ahead" off."""
        return self.app.settings.think_ahead and (not self.app.headless or self.hints_asked)

    def leave(self) -> None:
        """The player leaves the table: its quiet search stops."""
        self.watch_after = None
        self._drop("watch")

    def _show_hint(self, found) -> None:
        move = found.move
        if move is not None:
            self.marks = tuple(p for p in (move.src, move.dst) if p >= 0)
            self.marks_left = HINT_SECONDS
            self.hint_move = move
        self.app.notify(_(HINT_PREFIX[found.source]).format(hint=found.text)
                         if found.source in HINT_PREFIX else found.text)

    # --- winnable? ----------------------------------------------------------------------
    def dealt(self, _event: Dealt | None = None) -> None:
        """A table just dealt (or resumed): ask at once whether it can be won, if the
        player wants to see (a deal found by "winnable deals only" is known already)."""
        if self.app.settings.show_winnable and self.model.outcome is None:
            self._ask_verdict()
        if self.app.solver_started is not None:
            self._watch()
        elif self._may_watch():   # the service loads after the table's first frames
            self.watch_in = WATCH_AFTER   # (start-up): one wake, then still again

    def _ask_verdict(self) -> None:
        self.verdict_text = _(self._thinking) + "…"
        self.waiting_verdict = True
        model = self.model
        self._ask("verdict", lambda service: service.request_verdict(model.game, model.state))

    def position_changed(self, _event: Changed | None = None) -> None:
        """The cards moved: old answers are stale; ask again if the player wants to see."""
        app, model = self.app, self.model
        self.marks, self.marks_left, self.hint_move = (), 0.0, None
        self.waiting_hint = False
        self._drop("hint")
        if app.solver_started is not None or self.waiting_service:
            if self.waiting_demo and not model.autoplaying:
                self.cancel_demo()   # its line would start from a position that is gone
            if app.settings.think_ahead:   # (update: once the next frame is drawn)
                self.watch_after = app.frame_number
            else:
                self._watch()
        if app.settings.show_winnable and model.outcome is None:
            self._ask_verdict()
        else:
            self.verdict_text = ""
            self.waiting_verdict = False

    # --- demo -------------------------------------------------------------------------------
    def start_demo(self) -> None:
        """Play a winning line found by the solver, one move at a time. Pressed again
        while the search runs, "Play for me" stops the search."""
        if self.waiting_demo:
            self.cancel_demo()
            return
        self.demo, self.waiting_demo = [], True
        model = self.model
        self._ask("demo", lambda service: service.request_demo(model.game, model.state))

    def cancel_demo(self) -> None:
        self.waiting_demo = False
        self._drop("demo")
        self.app.notify(_(DEMO_CANCELLED))

    def next_demo_move(self) -> Move | None:
        return self.demo.pop(0) if self.demo else None

    # --- winnable deals only ---------------------------------------------------------------
    def find_deal(self, first: int) -> None:
        self.searching_deal, self.deal_progress = True, 0
        game = self.model.game
        self._ask("deal", lambda service: service.request_winnable_deal(game, first))

    @property
    def _thinking(self) -> str:
        return ROUND_THINKING if self.model.spec.played_for_score else THINKING

    @property
    def status_text(self) -> str:
        """The bottom bar's line: what the solver is doing (with a mark that moves and how
        far it has looked), else whether this position is winnable (when shown). How a
        demo search ended is said once, at the top (`App.notify`), and goes away."""
        if self.searching_deal:
            return _(DEAL_LOOKING).format(tried=self.deal_progress)
        if self.waiting_demo:
            return _(DEMO_LOOKING) + self._looked_at("demo")
        if self.waiting_verdict and self.verdict_text:
            return _(self._thinking) + self._looked_at("verdict")
        return self.verdict_text

    def _looked_at(self, channel: str) -> str:
        dots = "." * (1 + int(self.working / MARK_SECONDS) % 3)
        service = self.app.solver_started
        progress = service.progress(channel) if service is not None else None
        if progress is None:
            return dots
        return dots + _(LOOKED_AT).format(nodes=number(progress.nodes),
                                          seconds=round(progress.seconds))

    def draw(self, surface, view) -> None:
        """The hint at the cards (see render/hint_marks.py)."""
        if self.hint_move is not None and self.marks_left > 0:
            from game.render.hint_marks import draw_hint

            draw_hint(surface, view, self.model.state, self.hint_move)

    # --- every frame ------------------------------------------------------------------------
    def next_change(self) -> float | None:
        """A still table wakes to collect answers while it waits for them, and to take a
        hint's marks away."""
        waiting = self.waiting_hint or self.waiting_demo or self.searching_deal or \
            self.waiting_verdict or bool(self.waiting_service)
        return soonest((POLL_SECONDS if waiting else None,
                        self.marks_left if self.marks_left > 0 else None, self.watch_in,
                        0.0 if self.watch_after is not None else None))

    def update(self, dt: float) -> None:
        app, model = self.app, self.model
        if self.marks_left > 0:
            self.marks_left -= dt
            if self.marks_left <= 0:
                self.marks, self.hint_move = (), None
        self.working = self.working + dt if self.waiting_demo or self.waiting_verdict else 0.0
        if self.watch_in is not None:
            self.watch_in -= dt
            if self.watch_in <= 0:
                self._watch()
        if self.watch_after is not None and app.frame_number > self.watch_after:
            self.watch_after = None
            self._watch()
        service = app.solver_started
        if service is None:
            return
        if self.waiting_service:    # it is up now: what was asked meanwhile is posted
            asks, self.waiting_service = self.waiting_service, {}
            for ask in asks.values():
                ask(service)
        if self.waiting_hint:
            found = service.poll()
            if found is not None:
                self.waiting_hint = False
                self._show_hint(found)
        result = service.poll_verdict()
        if result is not None:
            self.waiting_verdict = False
            if app.settings.show_winnable:
                texts = ROUND_VERDICT_TEXT if model.spec.played_for_score else VERDICT_TEXT
                self.verdict_text = _(texts[result.verdict]).format(
                    seconds=round(result.seconds))
        if self.waiting_demo:
            result = service.poll_demo()
            if result is not None:
                self.waiting_demo = False
                texts = ROUND_DEMO_OUTCOME if model.spec.played_for_score else DEMO_OUTCOME
                best = [] if result.won else list(getattr(result, "best_line", ()))
                text = DEMO_BEST_LINE if best and result.verdict.value == "unknown" \
                    else texts[result.verdict]
                app.notify(_(text).format(
                    moves=len(result.moves or best), seconds=round(result.seconds)))
                if result.won or text is DEMO_BEST_LINE:
                    self.demo = list(result.moves or best)
                    model.start_autoplay()
        if self.searching_deal:
            news = service.poll_winnable_deal()
            if news is not None:
                self.deal_progress = news.tried
                if news.done:
                    self.searching_deal = False
                    self.on_deal(news.deal)
                    if news.deal is None:  # said once the random deal is on the table
                        app.notify(_(NO_WINNABLE_DEAL).format(tried=news.tried))
