"""Chains: one pile laid out as a row of single-card slots along a drawn path.

Some illustrated layouts spread a pile's cards along a curve or a zigzag (Der Zopf's
braid, Die Arena's semicircles, Die Italienerin's row of helpers). A straight fan cannot
draw that, so such a pile is a group of one-card piles `name_0 … name_{n-1}`, each placed
anywhere on the map, and a `Chain` makes the group behave as one pile:

- its cards fill the slots in order, so the filled slots are always `name_0 … name_{k-1}`;
- the chain's top card is the one in the last filled slot (the "free end"); only it may
  be taken, and only one card at a time;
- a card laid on the chain goes into the next empty slot, if the group's pile rules allow
  it: the slots' `build` against the previous slot's card, their `fill` when the chain is
  empty, their `sources`;
- with `keep_first`, the founding card (slot 0) never leaves;
- `RefillFromEnd` fills other piles from the free end as soon as they are empty.

A game's `can_pick` / `can_drop` hooks ask `Chains` first; for other piles `Chains`
answers with the piles' ordinary rules (`standard_drop`), or defers to the game's own
rule passed in as `other_drop`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING

from .cards import IS_FACE_UP, Card
from .mechanism import Mechanism
from .spec import NOTHING, Build, Fill, Kind, Pick, Piles

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .moves import StepRecorder
    from .state import GameState

DropRule = Callable[["Game", "GameState", int, int, int], bool]


def standard_drop(game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
    """The piles' own drop rule (build, fill, sources, capacity), as a hook-shaped function
    for hooks that refine it."""
    return game.standard_drop(state, src, n, dst)


def chain_piles(name: str, count: int, kind: Kind = Kind.RESERVE, build: Build | None = None,
                fill: Fill = NOTHING, sources: tuple[str, ...] = ()) -> Piles:
    """The slot group of a chain: `count` one-card piles named `name_0 …`."""
    return Piles(name, kind, count, build=build, fill=fill, pick=Pick.TOP, capacity=1,
                 sources=sources, indexed=True)


_SLOT_GETTERS: dict[tuple[int, ...], Callable] = {}


def _slots_of(slots: list[int]) -> Callable:
    """A function giving the slots' piles of a state at once (the engine's hot path asks
    for them on every move tried: Der Zopf spent most of its search time counting)."""
    key = tuple(slots)
    getter = _SLOT_GETTERS.get(key)
    if getter is None:
        getter = _SLOT_GETTERS[key] = (itemgetter(*key) if len(key) > 1
                                       else lambda piles: (piles[key[0]],))
    return getter


def filled(game: Game, state: GameState, group: str) -> int:
    """How many slots of a chain hold a card."""
    slots = game.groups[group]
    return len(slots) - _slots_of(slots)(state.piles).count(())


def end(game: Game, state: GameState, group: str) -> int:
    """The pile index of the chain's free end, or -1 if the chain is empty."""
    slots = game.groups[group]
    k = filled(game, state, group)
    return slots[k - 1] if k else -1


def top(game: Game, state: GameState, group: str) -> Card | None:
    pile = end(game, state, group)
    return state.piles[pile][-1] if pile >= 0 else None


@dataclass(frozen=True)
class Chains(Mechanism):
    """The chains of a game (group names) and the hooks that make each act as one pile."""

    groups: tuple[str, ...]
    keep_first: tuple[str, ...] = ()   # chains whose founding card stays (a king base)
    # Its hooks say only which chain card may leave (the free end) and where a card
    # joins a chain (by the slots' own build and fill); a card's move home is the
    # foundations' own rule (solver/dominance.py).
    home_moves_plain = True

    @property
    def indexed_groups(self) -> tuple[str, ...]:
        """The groups its hooks read by place: its chains; any other pile only by its
        own rules (solver/canonical.py sorts the piles of a group read by group)."""
        return self.groups

    def owner(self, game: Game, pile: int) -> str | None:
        group = game.group_of[pile]
        return group if group in self.groups else None

    def narrows(self, game: Game, state: GameState) -> bool:
        """Do the hooks only narrow the piles' own rules (engine/mechanism.py)? So where
        no chain takes a card (slots with no build and no fill: Der Zopf's braid): then
        they only keep every slot but the free end from being picked, and the engine
        finds the moves by the piles' own rules (Zopf: 3x fewer drop questions)."""
        specs, groups = game.pile_specs, game.groups
        return all(specs[groups[g][0]].build is None and specs[groups[g][0]].fill.kind == "none"
                   for g in self.groups)

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        group = self.owner(game, pile)
        if group is None:
            return True
        # the filled slots are a prefix: the free end is a filled slot whose next is not
        piles = state.piles
        if n != 1 or not piles[pile]:
            return False
        slots = game.groups[group]
        k = slots.index(pile) + 1
        if k < len(slots) and piles[slots[k]]:
            return False
        return not (k == 1 and group in self.keep_first)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int,
                 other_drop: DropRule = standard_drop) -> bool:
        group = self.owner(game, dst)
        if group is None:
            return other_drop(game, state, src, n, dst)
        if n != 1 or src == dst or state.piles[dst]:
            return False
        # only the next empty slot takes a card (the filled slots are a prefix)
        slots = game.groups[group]
        k = slots.index(dst)
        if k and not state.piles[slots[k - 1]]:
            return False
        spec = game.pile_specs[dst]
        if spec.sources and game.group_of[src] not in spec.sources:
            return False
        moving = state.piles[src][-1]
        if k == 0:
            return game.fill_accepts(spec.fill, moving, state)
        below = state.piles[slots[k - 1]][-1]
        follows = game.follows(dst)
        return follows is not None and IS_FACE_UP[below] and follows(below, moving)


@dataclass(frozen=True)
class RefillFromEnd(Mechanism):
    """Empty piles of `groups` take the chain's free end at once, one card each in pile
    order, while the chain lasts (Der Zopf's corners, Plait's edges). With `after_home`
    only a pile whose card has just gone to a foundation does (AisleRiot's Plait script);
    a pile emptied otherwise waits for the player."""

    chain: str
    groups: tuple[str, ...]
    after_home: bool = False

    @property
    def indexed_groups(self) -> tuple[str, ...]:
        """Read by place: the chain (its free end). The refilled piles are read by
        group: whichever of them is empty takes the free end, so swapping two of them
        swaps what they end with (solver/canonical.py)."""
        return (self.chain,)

    def home_moves_plain(self, game: Game) -> bool:
        """Does a refill after a card's move home change nothing a player could need
        (solver/dominance.py)? So where the refill is at once, whatever emptied the
        pile, and the refilled piles take no card from the player and no rule tells
        them from the chain's free end by name: the free end's card is as free there,
        and the chain's next card comes into reach."""
        names = {self.chain, *self.groups}
        refilled = [game.pile_specs[p] for g in self.groups for p in game.groups[g]]
        return (not self.after_home
                and all(p.build is None and p.fill.kind == "none" for p in refilled)
                and not any(names & {*p.sources, *p.fill_sources, *p.build_sources}
                            for p in game.pile_specs))

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        home = None
        if self.after_home:
            first = rec.steps[0] if rec.steps else ()
            home = first[1] if first[:1] == ("move",) and first[2] in game.foundations \
                else -1
        for group in self.groups:
            for pile in game.groups[group]:
                if not state.piles[pile] and home in (None, pile):
                    free_end = end(game, state, self.chain)
                    if free_end < 0:
                        return
                    rec.move(free_end, pile)
