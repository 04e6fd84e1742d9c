"""The solver at the table: hints, "winnable?", demo play and winnable deals only.

All of it goes through the app's shared HintService, which searches in a worker process
(or in slices when headless), so the frame loop never waits: requests return at once and
`update` collects the answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.moves import Move
from game.scenes.base import soonest

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table import TableScene

HINT_SECONDS = 2.5      # how long a hint's piles stay marked
POLL_SECONDS = 0.1      # how often a still table looks for the solver's answers
# Keyed by the solver's verdict and hint-source values (plain strings), so the table does
# not load the solver until the player asks for it.
VERDICT_TEXT = {"won": "Winnable", "unwinnable": "Not winnable from here",
                "unknown": "Winnable? Unknown"}
HINT_PREFIX = {"solution": "Hint: ", "heuristic": "Try: "}


class TableSolver:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.marks: tuple[int, ...] = ()   # piles of the hint on show
        self.marks_left = 0.0
        self.waiting_hint = False
        self.verdict_text = ""
        self.demo: list[Move] = []
        self.waiting_demo = False
        self.searching_deal = False
        self.deal_progress = 0
        self.waiting_verdict = False

    @property
    def service(self):
        return self.table.app.solver()

    # --- hints ------------------------------------------------------------------------
    def hint(self) -> None:
        table = self.table
        self.waiting_hint = True
        self.service.request(table.game, table.state)

    def _show_hint(self, found) -> None:
        table = self.table
        move = found.move
        if move is not None:
            self.marks = tuple(p for p in (move.src, move.dst) if p >= 0)
            self.marks_left = HINT_SECONDS
        prefix = HINT_PREFIX.get(found.source, "")
        table.app.notify(prefix + found.text)

    # --- winnable? ----------------------------------------------------------------------
    def position_changed(self) -> None:
        """The player moved: old answers are stale; ask again if the player wants to see."""
        self.marks, self.marks_left = (), 0.0
        self.waiting_hint = False
        if self.table.app.solver_started is not None:
            self.table.app.solver_started.cancel("hint")
        if self.table.app.settings.show_winnable and self.table.outcome is None:
            self.verdict_text = "Winnable? Thinking…"
            self.waiting_verdict = True
            self.service.request_verdict(self.table.game, self.table.state)
        else:
            self.verdict_text = ""
            self.waiting_verdict = False

    # --- demo -------------------------------------------------------------------------------
    def start_demo(self) -> None:
        """Play a winning line found by the solver, one move at a time."""
        self.demo, self.waiting_demo = [], True
        self.service.request_demo(self.table.game, self.table.state)
        self.table.app.notify("Looking for a way to win…")

    def next_demo_move(self) -> Move | None:
        return self.demo.pop(0) if self.demo else None

    # --- winnable deals only ---------------------------------------------------------------
    def find_deal(self, first: int) -> None:
        self.searching_deal, self.deal_progress = True, 0
        self.service.request_winnable_deal(self.table.game, first)

    @property
    def status_text(self) -> str:
        if self.searching_deal:
            return f"Looking for a winnable deal… ({self.deal_progress} tried)"
        return self.verdict_text

    # --- every frame ------------------------------------------------------------------------
    def next_change(self) -> float | None:
        """A still table wakes to collect answers while it waits for them, and to take a
        hint's marks away."""
        waiting = self.waiting_hint or self.waiting_demo or self.searching_deal or \
            self.waiting_verdict
        return soonest((POLL_SECONDS if waiting else None,
                        self.marks_left if self.marks_left > 0 else None))

    def update(self, dt: float) -> None:
        table = self.table
        if self.marks_left > 0:
            self.marks_left -= dt
            if self.marks_left <= 0:
                self.marks = ()
        service = table.app.solver_started
        if service is None:
            return
        if self.waiting_hint:
            found = service.poll()
            if found is not None:
                self.waiting_hint = False
                self._show_hint(found)
        result = service.poll_verdict()
        if result is not None:
            self.waiting_verdict = False
            if table.app.settings.show_winnable:
                self.verdict_text = VERDICT_TEXT[result.verdict]
        if self.waiting_demo:
            result = service.poll_demo()
            if result is not None:
                self.waiting_demo = False
                if result.won:
                    self.demo = list(result.moves)
                    table.start_autoplay()
                else:
                    table.app.notify("The solver found no win from here.")
        if self.searching_deal:
            news = service.poll_winnable_deal()
            if news is not None:
                self.deal_progress = news.tried
                if news.done:
                    self.searching_deal = False
                    table.open_deal(news.deal)
