"""Canonical state keys for the transposition table.

Two positions that differ only by which of several interchangeable piles holds what are
the same position for the search. A group of piles is interchangeable when the rules
cannot tell its piles apart: no hook tells them apart (a hook may look at pile indices —
the gap games do — unless its mechanism names the groups it reads by place,
`indexed_groups`: Der Zopf's braid, read from its free end, but not its corners), every
pile of the group shares one spec, no stock deals into the group
one card per pile (Spider: card i lands on pile i), and no pile refills from the group
(the first non-empty pile is taken). Such groups — free cells, foundations, tableau
columns of hook-free games — are sorted in the key; everything else keeps its place.
A few hooks are known to be position-blind (`POSITION_BLIND_HOOKS`) and do not count.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from dataclasses import dataclass, fields

from game.engine.deal_patterns import score_beyond_first_ranks
from game.engine.game import Game
from game.engine.spec import DealToPiles, Hooks, Kind
from game.engine.state import GameState
from game.engine.suit_runs import only_relocations

KeyFn = Callable[[GameState], tuple]
PackedKeyFn = Callable[[GameState], bytes]


@dataclass(frozen=True)
class Canonical:
    """The key function and the groups (as pile-index ranges) it treats as alike."""

    key: KeyFn
    symmetric: tuple[range, ...] = ()

    def group_of(self, pile: int) -> range | None:
        for group in self.symmetric:
            if pile in group:
                return group
        return None


# Hooks known to look at piles only by group and kind, never by index, and to change
# neither what a move does nor what wins: they spoil neither the symmetry of a group nor
# the argument for safe moves home (safe.py).
POSITION_BLIND_HOOKS: set[Callable] = {only_relocations, score_beyond_first_ranks}


def has_hooks(game: Game, ignoring: tuple[str, ...] = ()) -> bool:
    """Does the game have a hook that may tell piles apart (see POSITION_BLIND_HOOKS)?
    Hooks named in `ignoring` do not count."""
    return any(hook is not None and not _position_blind(hook)
               for hook in (getattr(game.hooks, f.name) for f in fields(Hooks)
                            if f.name not in ignoring))


def _position_blind(hook: Callable) -> bool:
    """A known hook, or a method of a mechanism that says it is (engine/auto.AutoHome)."""
    return hook in POSITION_BLIND_HOOKS or getattr(
        getattr(hook, "__self__", None), "position_blind", False)


def indexed_groups(game: Game) -> frozenset[str] | None:
    """The groups whose piles some hook tells apart by their place: those its mechanism
    names (`indexed_groups`, e.g. a chain read from its free end); None where a hook
    that is not position-blind names none (it may read any pile by place)."""
    names: set[str] = set()
    for f in fields(Hooks):
        hook = getattr(game.hooks, f.name)
        if hook is None or _position_blind(hook):
            continue
        declared = getattr(getattr(hook, "__self__", None), "indexed_groups", None)
        if declared is None:
            return None
        names.update(declared)
    return frozenset(names)


def symmetric_groups(game: Game) -> list[range]:
    """Pile ranges whose piles the rules treat alike (none that a hook reads by place;
    none at all where a hook does not say which it reads so)."""
    indexed = indexed_groups(game)
    if indexed is None:
        return []
    action = game.spec.stock_action
    dealt_into = action.group if isinstance(action, DealToPiles) else None
    refill_sources = {g for p in game.pile_specs for g in p.refill_from}
    groups = []
    for name, piles in game.groups.items():
        if (len(piles) < 2 or name == dealt_into or name in refill_sources
                or name in indexed):
            continue
        if piles != list(range(piles[0], piles[-1] + 1)):
            continue  # not contiguous: two declarations share a name
        specs = {id(game.pile_specs[i]) for i in piles}
        if len(specs) != 1 or game.pile_specs[piles[0]].kind in (Kind.STOCK, Kind.WASTE):
            continue
        groups.append(range(piles[0], piles[-1] + 1))
    return groups


def spans(game: Game, groups: list[range]) -> tuple[tuple[int, int, bool], ...]:
    """The piles as runs in index order: (start, stop, sort?), one per group or gap."""
    runs: list[tuple[int, int, bool]] = []
    at = 0
    for g in sorted(groups, key=lambda r: r.start):
        if g.start > at:
            runs.append((at, g.start, False))
        runs.append((g.start, g.stop, True))
        at = g.stop
    if at < len(game.pile_names):
        runs.append((at, len(game.pile_names), False))
    return tuple(runs)


def default_canonical(game: Game) -> Canonical:
    groups = symmetric_groups(game)
    if not groups:
        return Canonical(GameState.key, ())
    runs = spans(game, groups)

    def key(state: GameState) -> tuple:
        piles = state.piles
        parts = []
        for a, b, sort in runs:
            part = piles[a:b]      # a new list: sorted in place
            if sort:
                part.sort()
            parts.append(tuple(part))
        parts.append(tuple(state.counters))
        return tuple(parts)

    return Canonical(key, tuple(groups))


# Packed keys. A card's low four bits are its rank (0-13), so no card code has 0xFE or
# 0xFF as its low byte: 0xFF ends a pile, 0xFE opens a pile written two bytes per card
# (a face-down card or a second deck's card does not fit in one). The encoding of a
# pile's cards is fixed, so equal positions give equal keys and the key reads back
# unambiguously.
_END, _WIDE = b"\xff", b"\xfe"


def _wide(cards: tuple) -> bytes:
    try:
        return bytes(cards)
    except ValueError:
        return _WIDE + array("H", cards).tobytes()


def _counters(counters: list[int]) -> bytes:
    return _WIDE + array("q", counters).tobytes()


def packed_key(game: Game, canonical: Canonical) -> PackedKeyFn:
    """The canonical key as bytes, for searches that keep many positions (a 52-card
    FreeCell position: about 70 bytes, against about 1 kB for the tuple key). The same
    groups are sorted as in `canonical`'s key."""
    runs = spans(game, list(canonical.symmetric))
    join = _END.join

    def key(state: GameState) -> bytes:
        piles = state.piles
        parts = []
        try:
            for a, b, sort in runs:
                part = list(map(bytes, piles[a:b]))
                if sort:
                    part.sort()
                parts.append(join(part))
        except ValueError:    # some card needs two bytes
            parts = []
            for a, b, sort in runs:
                part = list(map(_wide, piles[a:b]))
                if sort:
                    part.sort()
                parts.append(join(part))
        if state.counters:
            parts.append(_counters(state.counters))
        return join(parts)

    return key


def canonical_for(game: Game) -> Canonical:
    return default_canonical(game)
