"""Speech at the table: an observer of the table's model and of its keyboard/pad focus.

It says, in the player's language, where the focus goes (the card or the empty pile), a
move played (the player's own), cards picked up, a
refused move and why (the table's notices: the stock's refusal texts), and the outcome.
Off unless the `speech` setting is on (Settings, or `--speech`); the voice is made on
first use and a missing speech service is a notice, never an error.
Pure Python: no pygame (the focus is read through its `target`, `count` and `nudge_until`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import _, language
from game.scenes.table_events import Changed, Ended, Played, Selected
from game.speech.speaker import Speaker
from game.speech.table_words import OUTCOMES, REFUSED, focus_text, held_text, played_text

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_model import TableModel


def speaker_of(app) -> Speaker:
    """The program's one voice, made when first needed (its notice shown once)."""
    speaker = getattr(app, "speaker", None)
    if speaker is None:
        speaker = app.speaker = Speaker()
        if speaker.notice:
            app.notify(_(speaker.notice))
    return speaker


class TableSpeech:
    def __init__(self, app, model: TableModel, speaker: Speaker | None = None) -> None:
        self.app, self.model = app, model
        self._speaker = speaker  # (tests give theirs; else the app's, on first use)
        self._focus_seen: tuple | None = None
        self._nudge_seen = 0
        self._spoke_notice = False
        model.subscribe(Played, self._played)
        model.subscribe(Changed, self._changed)
        model.subscribe(Selected, self._selected)
        model.subscribe(Ended, self._ended)

    @property
    def on(self) -> bool:
        return self._speaker is not None or bool(getattr(self.app.settings, "speech", False))

    def say(self, text: str) -> None:
        if not self.on:
            return
        if self._speaker is None:
            self._speaker = speaker_of(self.app)
        self._speaker.say(text, language())

    def repeat(self) -> None:
        if self.on and self._speaker is not None:
            self._speaker.repeat(language())

    def telling(self, notify: Callable[[str], None]) -> Callable[[str], None]:
        """`notify`, also said aloud (the reasons the table gives for a refusal)."""
        def told(text: str) -> None:
            notify(text)
            self.say(text)
            self._spoke_notice = True
        return told

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
                self.say(_(REFUSED))
        self._spoke_notice = False
        seen = (focus.target, focus.count)
        if seen != self._focus_seen:
            self._focus_seen = seen
            self.say(self.focus_text(focus.target, focus.count))

    def focus_text(self, target: tuple[str, object], count: int) -> str:
        kind, what = target
        if kind == "button":
            return _(str(what))
        return focus_text(self.model.game, self.model.state, int(what), count)
