"""A game's solver tuning: the data beside the game (`GameSpec.solver_tuning`) that tells
the solver's members how to go about it, where measuring showed that it pays.

The solver never asks which game it is: what a member needs it reads from the rules
(features.py) and from this. A spec states only the keys that differ from the defaults;
a variant keeps its base's (`spec.variant`). Every key, with what it does:

    weights      the main ordering's weights (ordering.Weights' fields), e.g.
                 {"face_down": 10.0, "depth": 5.0}; the side searches vary them
    score        a named score in place of the generic one: "ladders" (ladders.py:
                 foundations climbing a ladder of ranks whatever the suit)
    beam         {"share": turns, "guides": ({weight changes}, …)}: a beam search
                 (beam.py) joins, taking turns with one guide per change
    talon_guides ({weight changes}, …): the stock-collapsing searches (talon.py), where
                 the stock turns onto a waste, each with these changes
    playout      a playout policy's name (playout.POLICIES): guided playouts join, in
                 games of more than one pack
    staged       True: the stage-by-stage search over the engine's positions (staged.py)
                 joins, where the stock deals onto the piles
    spider_plan  the Spider search's tries ("S" standard, "V" varied), spider_search.py
    depth_first  True: the searches go depth-first where best-first was asked
    small_search True: the exhaustive depth-first search of small.py decides the game
                 though no fitted key knows it (over the packed canonical key)
    guided_beside_small  True: a depth-first search guided by the score takes turns
                 with the small game's search
    long_per_card  a found line of more moves than this per card is searched for a
                 shorter one (shorten.py; default 3): where lines are short for their
                 cards (pairs taken out) and a long one is long by needless moves

Unknown keys are refused, so that a misspelt one cannot silently do nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any
from weakref import WeakKeyDictionary

from game.engine.game import Game


@dataclass(frozen=True)
class Beam:
    share: int
    guides: tuple[Mapping[str, float], ...]


@dataclass(frozen=True)
class Tuning:
    weights: Mapping[str, float]
    score: str = ""
    beam: Beam | None = None
    talon_guides: tuple[Mapping[str, float], ...] = ()
    playout: str = ""
    staged: bool = False
    spider_plan: str | None = None
    depth_first: bool = False
    small_search: bool = False
    guided_beside_small: bool = False
    long_per_card: float = 3.0


KEYS = frozenset(f.name for f in fields(Tuning))
_TUNINGS: WeakKeyDictionary[Game, Tuning] = WeakKeyDictionary()


class TuningError(ValueError):
    """A spec's solver tuning names a key or value the solver does not know."""


def parse(data: Mapping[str, Any]) -> Tuning:
    unknown = set(data) - KEYS
    if unknown:
        raise TuningError(f"unknown solver tuning keys: {sorted(unknown)}")
    values = dict(data)
    values["weights"] = dict(data.get("weights", {}))
    if "beam" in data:
        beam = data["beam"]
        values["beam"] = Beam(int(beam["share"]), tuple(dict(g) for g in beam["guides"]))
    values["talon_guides"] = tuple(dict(g) for g in data.get("talon_guides", ()))
    return Tuning(**values)


def tuning_of(game: Game) -> Tuning:
    """The game's tuning (worked out once a game)."""
    found = _TUNINGS.get(game)
    if found is None:
        found = _TUNINGS[game] = parse(game.spec.solver_tuning)
    return found


__all__ = ["KEYS", "Beam", "Tuning", "TuningError", "parse", "tuning_of"]
