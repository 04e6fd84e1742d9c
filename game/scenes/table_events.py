"""What the table's model tells its observers (game/scenes/table_model.py): one small
record (game/record.py: equal by its fields, each set once) per kind of change. Subscribe
with `model.subscribe(Played, callback)`; `callback(event)` runs after the model is in its
new state (the outcome already decided), in the order the observers subscribed. For one
change of the position the specific event comes first (Played, Undone, Redone, Restarted,
Rearranged), then `Changed`, then `Ended` if that change ended the game.

Pure Python: no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.record import Record

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.moves import Turn


class Dealt(Record):
    """The table is open and its observers are in place (`TableModel.open`): a new deal,
    or a saved game taken up again (`resumed`)."""

    __slots__ = ("deal", "resumed")

    def __init__(self, deal: int, resumed: bool) -> None:
        self.deal, self.resumed = deal, resumed


class Played(Record):
    """A move was played, with what it set off (cards sent home) in the same turn.
    `by`: "player", "autoplay" ("play for me", a demo, fate) or "computer"."""

    __slots__ = ("turn", "by")

    def __init__(self, turn: Turn, by: str) -> None:
        self.turn, self.by = turn, by


class Undone(Record):
    """Moves were taken back, the last first (the computer's, with the player's own)."""

    __slots__ = ("turns",)

    def __init__(self, turns: tuple[Turn, ...]) -> None:
        self.turns = turns


class Redone(Record):
    """A move taken back was played again."""

    __slots__ = ("turn",)

    def __init__(self, turn: Turn) -> None:
        self.turn = turn


class Restarted(Record):
    """Back to the deal; the moves stay to be redone."""

    __slots__ = ()


class Rearranged(Record):
    """The position was set without play (random moves for screenshots and tests)."""

    __slots__ = ()


class Changed(Record):
    """The position changed, for any of the reasons above (sent after them). `played`:
    the turn just played, to animate as such; None for undo, redo, restart and the rest.
    `animate`: False when the cards should be placed at once."""

    __slots__ = ("played", "animate")

    def __init__(self, played: Turn | None, animate: bool = True) -> None:
        self.played, self.animate = played, animate


class Ended(Record):
    """The game is over: "won" or "lost" (its last cards may still be landing)."""

    __slots__ = ("outcome",)

    def __init__(self, outcome: str) -> None:
        self.outcome = outcome


class Reopened(Record):
    """An undo or restart took back the move that ended the game."""

    __slots__ = ()


class Finished(Record):
    """The game is over and its last cards have landed: the results follow."""

    __slots__ = ("outcome",)

    def __init__(self, outcome: str) -> None:
        self.outcome = outcome


class Selected(Record):
    """The cards held changed: (pile, count), or None for none."""

    __slots__ = ("selected",)

    def __init__(self, selected: tuple[int, int] | None) -> None:
        self.selected = selected


class AutoplayChanged(Record):
    """"Play for me" (or fate, or a demo) started or stopped."""

    __slots__ = ("on",)

    def __init__(self, on: bool) -> None:
        self.on = on


class Assisted(Record):
    """The game became assisted (a hint, a demo, "play for me"): kept apart in the
    statistics. Sent once."""

    __slots__ = ()
