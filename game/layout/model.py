"""Where the piles are: the plain data a layout map turns into.

Units are virtual pixels of the map; the renderer scales them to the window
(see `geometry.fit`). Nothing here knows about Tiled, pytmx or pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# The pile vocabulary of the engine, plus "decoration" for drawn-only piles.
PILE_KINDS: frozenset[str] = frozenset(
    {"stock", "waste", "foundation", "tableau", "reserve", "cell", "slot", "discard", "decoration"}
)
FAN_DIRECTIONS: frozenset[str] = frozenset({"none", "down", "up", "right", "left"})
LABEL_ALIGNS: tuple[str, ...] = ("left", "right", "center")  # see LabelRect

DEFAULT_FAN_STEP = 0.25

# Other spellings a rules module or a player's map may use for our kinds.
_KIND_ALIASES = {
    "grid_slot": "slot",
    "gap": "slot",
    "out": "reserve",
    "free_cell": "cell",
    "freecell": "cell",
    "talon": "stock",
    "home": "foundation",
}


def normalize_kind(kind: object, pile_name: str = "") -> str:
    """The layout kind for a rules kind (a string or an Enum such as `spec.Kind`, any
    spelling), else guessed from a name like `tableau_3`; "reserve" when nothing fits
    (it is drawn as a plain stack)."""
    rules_kind = str(getattr(kind, "value", kind) or "")
    for candidate in (rules_kind, pile_name.rstrip("0123456789").rstrip("_")):
        key = candidate.strip().lower().replace(" ", "_").replace("-", "_")
        key = _KIND_ALIASES.get(key, key)
        if key in PILE_KINDS:
            return key
    return "reserve"


@dataclass(frozen=True, slots=True)
class PileRect:
    """One pile: the rectangle of its base card and how its cards spread.

    `fan_step` is a fraction of the card height (fan up/down) or width (right/left).
    `fan_max` is the longest the whole fan may be, in virtual px along the fan
    direction, base card included; None means "up to the map's edge".
    `rotation` is in degrees clockwise about the rectangle's centre; x/y/width/height
    describe the unrotated rectangle. Fan offsets are along the map's axes.
    `outline` False: the empty pile draws no outline — a place that is gone once its
    card is played (the slots of a braid or a ring of cards shrink as they are played).
    `faint`: the outline is drawn faintly — a place to be filled, shown before it fills
    (Die Arena's rings).
    `fan_shown`: only the top this many cards are spread; the cards under them lie
    squared beneath the first of them (a Klondike waste shows its top three). None: all.
    `fan_cards`: the table is fitted with room for a fan of this many cards from the
    deal on — for a pile that always grows that long (Labyrinth's columns reach five), so
    its fan is not compressed once it has grown. None: the fit's usual allowance.
    """

    name: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    fan: str = "none"
    fan_step: float = 0.0
    fan_max: float | None = None
    rotation: float = 0.0
    label: str | None = None
    outline: bool = True
    faint: bool = False
    fan_shown: int | None = None
    fan_cards: int | None = None

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)


@dataclass(frozen=True, slots=True)
class LabelRect:
    """A place for a counter or text (e.g. `redeals_left`); width/height 0 for a point.

    `align` is the side of the place a counter's text starts from: "left" (it reads on
    to the right, as in most maps) or "right" (it ends there: a mirrored table's counter
    keeps to the side of its pile); "center": it is centred on the place (Chessboard's
    base rank, between two rows, whatever its words' length). A framed title is centred
    either way.
    """

    name: str
    x: float
    y: float
    width: float = 0.0
    height: float = 0.0
    text: str | None = None
    align: str = "left"


@dataclass(frozen=True)
class Layout:
    """A whole table: its size, its card size and its piles by name.

    `mirrored`: laid out left to right the other way round, for left-handed play
    (see `game.layout.mirror`).
    """

    name: str
    width: float
    height: float
    card_width: float
    card_height: float
    piles: dict[str, PileRect] = field(default_factory=dict)
    labels: dict[str, LabelRect] = field(default_factory=dict)
    mirrored: bool = False

    # The dicts make a Layout unhashable; equality is what tests and callers need.
    __hash__ = None  # type: ignore[assignment]
