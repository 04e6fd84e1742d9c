"""Speech at the table: an observer of the table's model and of its keyboard/pad focus.

It says, in the player's language, where the focus goes (the card or the empty pile, the
stock's count and redeals left), a move played (the player's own), cards picked up, a
refused move and why (which card cannot go where; the stock's refusal texts come as the
table's notices, which the app says aloud — game/app_notices.py —, as it says hints),
the outcome, and on the read-table key the whole table pile by pile.
Off unless the `speech` setting is on (Settings, or `--speech`); the voice is made on
first use and a missing speech service is a notice, never an error.
Pure Python: no pygame (the focus is read through its `target`, `count` and `nudge_until`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import _, language
from game.scenes.table_events import Changed, Ended, Played, Selected
from game.speech.speaker import speaker_of
from game.speech.table_reading import refused_move_text, table_reading
from game.speech.table_words import OUTCOMES, REFUSED, focus_text, held_text, played_text

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel


class TableSpeech:
    def __init__(self, app, model: TableModel) -> None:
        self.app, self.model = app, model
        self._focus_seen: tuple | None = None
        self._nudge_seen = 0
        self._spoke_notice = False
        model.subscribe(Played, self._played)
        model.subscribe(Changed, self._changed)
        model.subscribe(Selected, self._selected)
        model.subscribe(Ended, self._ended)

    @property
    def on(self) -> bool:
        return bool(getattr(self.app.settings, "speech", False))

    def say(self, text: str) -> None:
        if self.on:  # (the app's voice, made on first use)
            speaker_of(self.app).say(text, language())

    def telling(self, notify: Callable[[str], None]) -> Callable[[str], None]:
        """`notify` (said aloud by the app), remembered as the reason for the refusal the
        focus shows next (not said twice)."""
        def told(text: str) -> None:
            notify(text)
            self._spoke_notice = True
        return told

    def read_table(self, view) -> None:
        """Every pile the table draws, in order, then its counters as drawn."""
        state = self.model.state
        gone = view.vanished(state)
        piles = [i for i, p in enumerate(view.piles) if p.kind != "decoration" and i not in gone]
        counters = [label.text for label in view.placed_labels(state)
                    if label.name in state.counter_names]
        self.say(table_reading(self.model.game, state, piles, counters))

    # --- the model ----------------------------------------------------------------------
    def _played(self, event: Played) -> None:
        if event.by == "player":
            self.say(played_text(self.model.game, self.model.state, event.turn.move))

    def _changed(self, event: Changed) -> None:
        self._focus_seen = None  # the focused pile may have changed: say it again

    def _selected(self, event: Selected) -> None:
        if event.selected is not None:
            self.say(held_text(self.model.game, self.model.state, *event.selected))

    def _ended(self, event: Ended) -> None:
        if event.outcome in OUTCOMES:
            self.say(_(OUTCOMES[event.outcome]))

    # --- the focus ----------------------------------------------------------------------
    def follow(self, focus) -> None:
        """Once a frame: say where the focus went, or that it refused a move."""
        if not self.on or not focus.visible:
            return
        if focus.nudge_until != self._nudge_seen:
            self._nudge_seen = focus.nudge_until
            if not self._spoke_notice:  # (a notice said why already)
                pile = focus.target[1] if focus.target[0] == "pile" else None
                why = "" if pile is None else refused_move_text(
                    self.model.game, self.model.state, focus.holding, int(pile), focus.count)
                self.say(why or _(REFUSED))
        self._spoke_notice = False
        seen = (focus.target, focus.count)
        if seen != self._focus_seen:
            self._focus_seen = seen
            self.say(self.focus_text(focus.target, focus.count))

    def focus_text(self, target: tuple[str, object], count: int) -> str:
        kind, what = target
        if kind == "button":
            return _("{button}, button").format(button=_(str(what)))
        return focus_text(self.model.game, self.model.state, int(what), count)
