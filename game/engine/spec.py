"""The vocabulary that games are written in.

A game is a frozen `GameSpec`: groups of piles (each with its build rule, what may be
picked up, what an empty pile accepts), a deal pattern, a stock action, counters and
options. Special games add a few named hooks (see `Hooks`) instead of widening the
vocabulary; a hook receives the `Game` (the interpreter) and the state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from game.record import Record

from .cards import FULL_RANKS, Card, standard_52

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .moves import Move, StepRecorder
    from .state import GameState


class Kind(StrEnum):
    STOCK = "stock"
    WASTE = "waste"
    FOUNDATION = "foundation"
    TABLEAU = "tableau"
    RESERVE = "reserve"
    CELL = "cell"
    SLOT = "slot"
    DISCARD = "discard"
    DECORATION = "decoration"


class SuitRule(StrEnum):
    SAME_SUIT = "same suit"
    ALTERNATE_COLOUR = "alternate colour"
    SAME_COLOUR = "same colour"
    OTHER_SUIT = "any other suit"
    ANY_SUIT = "any suit"


UP, DOWN, UP_OR_DOWN, EQUAL_RANK = 1, -1, 0, "equal"
DOUBLING = "doubling"   # the next rank is twice the last, counted round the rank order
ANY_RANK = "any rank"   # any card on any card: a pile that takes whatever it is given


class Build(Record):
    """What may be laid on a pile's top card: a suit rule and a rank step.

    `direction` is UP, DOWN, UP_OR_DOWN, EQUAL_RANK, DOUBLING or ANY_RANK; `step` how
    many ranks apart; `wrap` lets king and ace touch (with a step, the ranks are counted
    round: +2 from queen is ace, Calculation). Ranks follow the game's `rank_order`. DOUBLING
    (Doublets): the card laid is worth twice the card below, less the number of ranks
    as often as needed (in a full pack: A 2 4 8 3 6 Q J 9 5 10 7 A …); the last rank,
    worth as much as none, never joins such a build."""

    __slots__ = ("suit", "direction", "step", "wrap")

    def __init__(self, suit: SuitRule = SuitRule.ANY_SUIT, direction: int | str = DOWN,
                 step: int = 1, wrap: bool = False) -> None:
        self.suit, self.direction, self.step, self.wrap = suit, direction, step, wrap

    def describe(self) -> str:
        if self.direction == EQUAL_RANK:
            return f"equal rank, {self.suit.value}"
        if self.direction == DOUBLING:
            return f"doubling, {self.suit.value}"
        if self.direction == ANY_RANK:
            return f"any rank, {self.suit.value}"
        way = {UP: "up", DOWN: "down", UP_OR_DOWN: "up or down"}[self.direction]
        by = f" by {self.step}" if self.step != 1 else ""
        return f"{way}{by} in {self.suit.value}" + (", king and ace touch" if self.wrap else "")


class Pick(StrEnum):
    NONE = "none"          # nothing may be taken
    TOP = "top"            # the top card only
    RUN = "run"            # a face-up run that itself follows the pile's build rule
    FACE_UP = "face up"    # any face-up group, in any order (Yukon)
    WHOLE = "whole"        # the whole pile at once


class Fill(Record):
    """What an empty pile accepts: `any` card, `none`, a card of one `rank`, the game's
    first or last rank, or the rank stored in a counter (a base card)."""

    __slots__ = ("kind", "rank", "counter")

    def __init__(self, kind: str = "any", rank: int = 0, counter: str = "") -> None:
        self.kind, self.rank, self.counter = kind, rank, counter


ANY = Fill("any")
NOTHING = Fill("none")
FIRST_RANK = Fill("first")   # usually the ace
LAST_RANK = Fill("last")     # usually the king


def fill_rank(rank: int) -> Fill:
    return Fill("rank", rank)


def fill_base(counter: str = "base_rank") -> Fill:
    return Fill("base", counter=counter)


class RunLimit(Record):
    """How many cards may move at once: (free cells + 1) × 2^(empty tableau piles),
    either factor switchable. Empty piles counted do not include the target."""

    __slots__ = ("cells", "empty_piles")

    def __init__(self, cells: bool = True, empty_piles: bool = True) -> None:
        self.cells, self.empty_piles = cells, empty_piles


@dataclass(frozen=True)
class Piles:
    """A group of alike piles, named `name_0 … name_{count-1}` (or `name` if single)."""

    name: str
    kind: Kind
    count: int = 1
    build: Build | None = None          # None: nothing may be laid on a non-empty pile
    fill: Fill = NOTHING                # what the pile accepts when empty
    pick: Pick = Pick.TOP
    capacity: int = 0                   # 0 = unlimited
    accepts_runs: bool = False          # may a unit of several cards be dropped here
    sources: tuple[str, ...] = ()       # if set: cards may come only from these groups
    fill_sources: tuple[str, ...] = ()  # if set: an empty pile takes only from these
    build_sources: tuple[str, ...] = ()  # if set: a non-empty pile takes only from these
    flip_exposed: bool = False          # turn a face-down top card up after a move
    run_limit: RunLimit | None = None
    run_build: Build | None = None      # if set: runs picked must follow this (Spider: suit)
    refill_from: tuple[str, ...] = ()   # groups whose top card refills this pile when empty
    indexed: bool | None = None         # force `name_0` naming for a single pile

    def names(self) -> list[str]:
        indexed = self.count > 1 if self.indexed is None else self.indexed
        return [f"{self.name}_{i}" for i in range(self.count)] if indexed else [self.name]


# --- ready-made pile groups (keyword arguments override) ------------------------------

def stock(**kw: Any) -> Piles:
    return Piles("stock", Kind.STOCK, pick=Pick.NONE, **kw)


def waste(**kw: Any) -> Piles:
    return Piles("waste", Kind.WASTE, **kw)


def foundations(count: int = 4, **kw: Any) -> Piles:
    kw = {"build": Build(SuitRule.SAME_SUIT, UP), "fill": FIRST_RANK, "pick": Pick.NONE} | kw
    return Piles("foundation", Kind.FOUNDATION, count, **kw)


def tableau(count: int, **kw: Any) -> Piles:
    kw = {"build": Build(SuitRule.ALTERNATE_COLOUR, DOWN), "fill": ANY, "pick": Pick.RUN,
          "accepts_runs": True, "flip_exposed": True} | kw
    return Piles("tableau", Kind.TABLEAU, count, **kw)


def cells(count: int = 4, **kw: Any) -> Piles:
    kw = {"fill": ANY, "capacity": 1} | kw
    return Piles("cell", Kind.CELL, count, **kw)


# --- stock actions ---------------------------------------------------------------------

UNLIMITED = -1


class DrawToWaste(Record):
    """Clicking the stock turns `draw` cards onto the waste; an empty stock turns the
    waste back over (order kept) while redeals are left (UNLIMITED = no limit). A waste
    with a `capacity` shuts the stock while it is full: a one-card waste (Sir Tommy,
    Calculation) must be played from before the next card is turned."""

    __slots__ = ("draw", "redeals", "stock", "waste", "shut_until", "shut_while")

    def __init__(self, draw: int = 1, redeals: int = 0, stock: str = "stock",
                 waste: str = "waste", shut_until: str = "", shut_while: str = "") -> None:
        self.draw, self.redeals, self.stock, self.waste = draw, redeals, stock, waste
        self.shut_until = shut_until  # a counter: the stock stays shut while it is 0 (Glenwood)
        self.shut_while = shut_while  # a counter: shut while it is not 0 (Terrace)


class DealToPiles(Record):
    """Clicking the stock deals one card face up onto each pile of a group (Spider)."""

    __slots__ = ("group", "refuse_if_empty", "stock")

    def __init__(self, group: str = "tableau", refuse_if_empty: bool = False,
                 stock: str = "stock") -> None:
        self.group, self.stock = group, stock
        self.refuse_if_empty = refuse_if_empty  # Spider: no deal while a pile is empty


StockAction = DrawToWaste | DealToPiles


# --- hooks ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Hooks:
    """Named places where a special game says what differs. Each is optional.

    can_pick(game, state, pile, n)            -> bool   may these n top cards be taken?
    can_drop(game, state, src, n, dst)        -> bool   replaces the piles' drop rules
    special_moves(game, state)                -> moves  moves beyond card moves
    play_special(game, state, move, recorder)            carries out a special move
    auto_moves(game, state, recorder)                    automatic actions after a turn
    is_won(game, state)                       -> bool
    is_lost(game, state)                      -> bool   lost though moves remain (cycles)
    score(game, state)                        -> int
    """

    can_pick: Callable[[Game, GameState, int, int], bool] | None = None
    can_drop: Callable[[Game, GameState, int, int, int], bool] | None = None
    special_moves: Callable[[Game, GameState], Iterable[Move]] | None = None
    play_special: Callable[[Game, GameState, Move, StepRecorder], None] | None = None
    auto_moves: Callable[[Game, GameState, StepRecorder], None] | None = None
    is_won: Callable[[Game, GameState], bool] | None = None
    is_lost: Callable[[Game, GameState], bool] | None = None
    score: Callable[[Game, GameState], int] | None = None


# --- options --------------------------------------------------------------------------

class Option(Record):
    """A variant switch. Each choice maps to spec fields that it replaces; the default
    choice replaces none: it is the spec as declared, never a restatement of it (which
    could drift from it). The fields are checked against GameSpec's as the game is
    declared (GameSpec.__post_init__)."""

    __slots__ = ("name", "label", "default", "choices", "choice_labels", "in_title")

    def __init__(self, name: str, label: str, default: str,
                 choices: Mapping[str, Mapping[str, Any]],
                 choice_labels: Mapping[str, str] | None = None, in_title: bool = False) -> None:
        self.name, self.label, self.default, self.choices = name, label, default, choices
        self.choice_labels = {} if choice_labels is None else choice_labels
        # A choice other than the default makes another game, named in the table's title
        # (Terrace played as Redheads, Tri-Peaks' progressive rounds); a small rule tweak
        # is not.
        self.in_title = in_title
        if self.default not in self.choices:
            raise ValueError(f"option {self.name!r}: its default {self.default!r} is not "
                             "one of its choices")
        if self.choices[self.default]:
            raise ValueError(f"option {self.name!r}: the default choice {self.default!r} "
                             "is the spec as declared and replaces nothing")

    def choice_label(self, value: str) -> str:
        """The English words for a choice (N_-marked where the game names them)."""
        return self.choice_labels.get(value, value.replace("_", " ").capitalize())


# --- the game -------------------------------------------------------------------------

@dataclass(frozen=True)
class GameSpec:
    """A game's rules. Its title, source, rules text and labels are its catalogue entry
    (game/catalogue), looked up by `id`."""

    id: str
    piles: tuple[Piles, ...]
    deal: tuple[Callable[..., None], ...]  # deal patterns, run in order (see deal_patterns)
    # The solver's group: which of its speed-ups apply (orderings, guides, canonical
    # keys). Not the catalogue's `family`, which is the menu's grouping (they differ).
    solver_group: str = ""
    deck: Callable[[], list[Card]] = standard_52
    shuffle: Callable[[list[Card], str, int], list[Card]] | None = None
    rank_order: tuple[int, ...] = FULL_RANKS
    stock_action: StockAction | None = None
    counters: tuple[tuple[str, int], ...] = ()
    hooks: Hooks = Hooks()
    layout: str = ""
    options: tuple[Option, ...] = ()
    shuffles: tuple[str, ...] = ()        # special moves that shuffle (shown as a riffle)
    distinct_backs: bool = False          # each pack its own back colour (two packs)
    counter_text: Mapping[str, Callable[[int], str]] = field(default_factory=dict)  # shown as
    verdict: Callable[[Game, GameState], str] | None = None  # a last word on the results
    # Empty places that will never take a card again: the table draws no outline there.
    closed_places: Callable[[Game, GameState], Iterable[int]] | None = None
    hidden_counters: tuple[str, ...] = ()  # kept by the rules, never shown (a deal's fact)
    turn_counter: str = ""                # two players: the counter naming who is to play
    # The game's own moves a double-click on a card plays when the card has just one of
    # them (Accordion's "onto", King's Audience's "pair"); foundations and runs come first.
    double_click: tuple[str, ...] = ()
    # "Play it for me": picks the next move for chance games (None: not offered).
    autoplay: Callable[[Game, GameState], Move | None] | None = None
    # Two players, one of them the program: is it the program's turn now? The table then
    # plays `autoplay`'s moves one at a time, paced so they can be watched.
    computer_turn: Callable[[Game, GameState], bool] | None = None
    max_score: int = 0
    # A game with no win (Tri-Peaks' progressive rounds) names the counter of its rounds:
    # it ends when no move is left and its result is its score. Statistics count it by
    # score, never as a loss; no deal is "winnable"; the solver's goal (and so a hint's,
    # Play for me's) is the next round: the counter gone up.
    score_rounds: str = ""
    # The solver's tuning for this game, where one pays: plain data the solver reads
    # (game/solver/tuning.py names the keys; README, "The solver"). A variant keeps its
    # base's; the solver never asks which game it is.
    solver_tuning: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for option in self.options:
            for choice, changes in option.choices.items():
                unknown = set(changes) - SPEC_FIELDS
                if unknown:
                    raise TypeError(f"{self.id}: option {option.name!r}, choice {choice!r} "
                                    f"sets no field of GameSpec: {', '.join(sorted(unknown))}")

    @property
    def played_for_score(self) -> bool:
        """Has the game no win (see `score_rounds`)?"""
        return bool(self.score_rounds)

    def never_shown(self) -> tuple[str, ...]:
        """The counters the table does not draw: those the rules hide, and those only
        some choices of the options keep (Tri-Peaks' round, in its progressive rounds),
        whose place on the map has nothing to say in the others."""
        optional = {name for option in self.options for changes in option.choices.values()
                    for name, _start in changes.get("counters", ())}
        kept = {name for name, _start in self.counters}
        return (*self.hidden_counters, *sorted(optional - kept))


SPEC_FIELDS = frozenset(f.name for f in fields(GameSpec))


def variant(base: GameSpec, **changes: Any) -> GameSpec:
    """A game written as `base` with `changes`: state only what differs. Options belong to
    the game that declares them, so a variant has none unless it names them
    (`options=BASE.options` keeps the base's)."""
    changes.setdefault("options", ())
    return replace(base, **changes)
