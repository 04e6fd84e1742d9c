"""The game state: piles of cards plus a few named counters.

A `GameState` is mutable on purpose: moves are applied and undone in place, which keeps
the solver's millions of steps cheap. Each pile is a tuple of cards (bottom first, top
last); a card carries its own face-up flag. `key()` is a compact hashable snapshot.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import _

from .cards import Card, card_code, parse_card


class GameState:
    __slots__ = ("pile_names", "piles", "counter_names", "counters", "deal", "_index")

    def __init__(self, pile_names: Sequence[str], counter_names: Sequence[str] = (),
                 deal: int = 0) -> None:
        self.pile_names: tuple[str, ...] = tuple(pile_names)
        self.piles: list[tuple[Card, ...]] = [() for _pile in self.pile_names]
        self.counter_names: tuple[str, ...] = tuple(counter_names)
        self.counters: list[int] = [0] * len(self.counter_names)
        self.deal = deal
        self._index = {name: i for i, name in enumerate(self.pile_names)}

    # --- access by name (UI, tests, hooks); the engine's hot paths use indices --------
    def index(self, pile_name: str) -> int:
        return self._index[pile_name]

    def pile(self, pile_name: str) -> tuple[Card, ...]:
        return self.piles[self._index[pile_name]]

    def counter(self, name: str) -> int:
        return self.counters[self.counter_names.index(name)]

    def counter_index(self, name: str) -> int:
        return self.counter_names.index(name)

    def top(self, pile: int) -> Card | None:
        cards = self.piles[pile]
        return cards[-1] if cards else None

    def card_count(self) -> int:
        return sum(len(p) for p in self.piles)

    # --- snapshots --------------------------------------------------------------------
    def key(self) -> tuple:
        return (tuple(self.piles), tuple(self.counters))

    def copy(self) -> GameState:
        other = GameState.__new__(GameState)
        other.pile_names = self.pile_names
        other.piles = list(self.piles)
        other.counter_names = self.counter_names
        other.counters = list(self.counters)
        other.deal = self.deal
        other._index = self._index
        return other

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, GameState) and self.pile_names == other.pile_names
                and self.counter_names == other.counter_names and self.key() == other.key())

    def __hash__(self) -> int:
        return hash(self.key())

    # --- plain data for saves ---------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "piles": {name: [card_code(c) for c in cards]
                      for name, cards in zip(self.pile_names, self.piles, strict=True)},
            "counters": dict(zip(self.counter_names, self.counters, strict=True)),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], pile_names: Sequence[str],
                  counter_names: Sequence[str]) -> GameState:
        """Rebuild a state; raises ValueError if the data does not fit these piles."""
        state = cls(pile_names, counter_names, int(data.get("deal", 0)))
        piles = data.get("piles", {})
        if set(piles) != set(state.pile_names):
            raise ValueError(_("saved piles do not match the game's piles"))
        for name, codes in piles.items():
            state.piles[state.index(name)] = tuple(parse_card(c) for c in codes)
        counters = data.get("counters", {})
        if set(counters) != set(state.counter_names):
            raise ValueError(_("saved counters do not match the game's counters"))
        for name, value in counters.items():
            state.counters[state.counter_index(name)] = int(value)
        return state

    def describe(self) -> str:
        """One line per pile, `name: cards` bottom to top, then the counters."""
        lines = [f"{name}: {' '.join(map(repr, cards))}".rstrip()
                 for name, cards in zip(self.pile_names, self.piles, strict=True)]
        lines += [f"{name} = {value}"
                  for name, value in zip(self.counter_names, self.counters, strict=True)]
        return "\n".join(lines)
