"""The settings' rows: what a row is (its name, help, value and how it changes) and the
names of the values."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from game.i18n import N_, _
from game.render.decks import COLOUR_NAMES, colours_of

ON_OFF = {False: N_("Off"), True: N_("On")}
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
               "instant": N_("Instant")}
AUTO_NAMES = {"off": N_("Off"), "safe": N_("Safe cards"), "all": N_("All cards")}
CARD_SIZE_NAMES = {"smaller": N_("Smaller"), "normal": N_("Normal"), "larger": N_("Larger")}


@dataclass
class Row:
    label: str                               # English (N_-marked), translated as drawn
    help: str                                # likewise
    value: Callable[[], str]                 # the value as shown (translated)
    step: Callable[[int], None] | None       # change by -1/+1; None: fixed
    fraction: Callable[[], float] | None = None  # a bar for sliders (volume)
    opens: Callable[[], None] | None = None  # a row that opens a screen (confirm, click)


def four_colour_row(app) -> Row:
    """Suit colours: two, or the English or German four-colour scheme."""
    def value() -> str:
        if app.settings.high_contrast:  # its own four inks, whatever is chosen here
            return _("High contrast")
        return _(COLOUR_NAMES[colours_of(app.settings)])

    def step(d: int) -> None:
        names = list(COLOUR_NAMES)
        chosen = colours_of(dataclasses.replace(app.settings, high_contrast=False))
        scheme = names[(names.index(chosen) + d) % len(names)]
        if scheme == "two":
            app.update_settings(four_colour=False)
        else:
            app.update_settings(four_colour=True, four_colour_scheme=scheme)

    return Row(N_("Four-colour deck"), N_("Off, or four suit colours: English (clubs green, "
               "diamonds blue) or German (spades green, diamonds orange)."), value, step)

