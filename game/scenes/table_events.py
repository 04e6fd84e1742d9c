"""What the table's model tells its observers (game/scenes/table_model.py): one small
frozen class per kind of change. Subscribe with `model.subscribe(Played, callback)`;
`callback(event)` runs after the model is in its new state (the outcome already decided),
in the order the observers subscribed. For one change of the position the specific event
comes first (Played, Undone, Redone, Restarted, Rearranged), then `Changed`, then `Ended`
if that change ended the game.

Pure Python: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.moves import Turn


@dataclass(frozen=True)
class Dealt:
    """The table is open and its observers are in place (`TableModel.open`): a new deal,
    or a saved game taken up again (`resumed`)."""
    deal: int
    resumed: bool


@dataclass(frozen=True)
class Played:
    """A move was played, with what it set off (cards sent home) in the same turn.
    `by`: "player", "autoplay" ("play for me", a demo, fate) or "computer"."""
    turn: Turn
    by: str


@dataclass(frozen=True)
class Undone:
    """Moves were taken back, the last first (the computer's, with the player's own)."""
    turns: tuple[Turn, ...]


@dataclass(frozen=True)
class Redone:
    turn: Turn


@dataclass(frozen=True)
class Restarted:
    """Back to the deal; the moves stay to be redone."""


@dataclass(frozen=True)
class Rearranged:
    """The position was set without play (random moves for screenshots and tests)."""


@dataclass(frozen=True)
class Changed:
    """The position changed, for any of the reasons above (sent after them). `played`:
    the turn just played, to animate as such; None for undo, redo, restart and the rest.
    `animate`: False when the cards should be placed at once."""
    played: Turn | None
    animate: bool = True


@dataclass(frozen=True)
class Ended:
    """The game is over: "won" or "lost" (its last cards may still be landing)."""
    outcome: str


@dataclass(frozen=True)
class Reopened:
    """An undo or restart took back the move that ended the game."""


@dataclass(frozen=True)
class Finished:
    """The game is over and its last cards have landed: the results follow."""
    outcome: str


@dataclass(frozen=True)
class Selected:
    """The cards held changed: (pile, count), or None for none."""
    selected: tuple[int, int] | None


@dataclass(frozen=True)
class AutoplayChanged:
    """"Play for me" (or fate, or a demo) started or stopped."""
    on: bool


@dataclass(frozen=True)
class Assisted:
    """The game became assisted (a hint, a demo, "play for me"): kept apart in the
    statistics. Sent once."""
