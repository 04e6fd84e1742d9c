"""How promising a position looks in games whose foundations climb a ladder of ranks
whatever the suit, fed from piles that give only their top card (Sir Tommy; Hopscotch,
i.e. Calculation: the family "calculation").

There the whole art is in where a card is laid: a pile is in good order when each card
lies on cards wanted later, so that it goes home before them. Each card gets the time it
is wanted — how many cards some foundation still needs before it takes that rank (its
build step counted round the ranks) — and a pile costs one for every pair of its cards
in which the lower one is wanted sooner than the one lying on it. The generic score
(ordering.py) cannot see this: it knows no order in piles that give only their top card,
nor which cards foundations built without suits want next.

Found on Hopscotch and Sir Tommy deals 1-10 at 2 s CPU each, with the beam (beam.py)
taking part: best-first search with the generic score won 0 of each; with this score
and the beam, 4 and 2.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from .ordering import Ordering

NEVER = 99      # the time of a rank no foundation takes any more
_TIMES: dict[tuple, tuple[int, ...]] = {}   # (fronts, ranks) -> time per rank position


def fronts(o: Ordering, state: GameState) -> tuple[tuple[int, int, int], ...]:
    """Each foundation with room left as (rank position it wants next, its step, room)."""
    game, piles = o.game, state.piles
    position, ranks = game.rank_position, len(game.spec.rank_order)
    out = []
    for f in game.foundations:
        spec, cards = game.pile_specs[f], piles[f]
        room = (spec.capacity or ranks) - len(cards)
        if room > 0 and spec.build is not None:
            step = spec.build.step
            wanted = (position[cards[-1] & 0xF] + step) % ranks if cards else 0
            out.append((wanted, step, room))
    return tuple(sorted(out))


def times(front: tuple[tuple[int, int, int], ...], ranks: int) -> tuple[int, ...]:
    """For each rank position, how many cards some foundation takes before it."""
    key = (front, ranks)
    found = _TIMES.get(key)
    if found is None:
        wanted = [NEVER] * ranks
        for start, step, room in front:
            for k in range(room):
                rank = (start + k * step) % ranks
                wanted[rank] = min(wanted[rank], k)
        if len(_TIMES) > 50_000:
            _TIMES.clear()
        found = _TIMES[key] = tuple(wanted)
    return found


def inversions(wanted: list[int]) -> int:
    """Pairs of cards (bottom first) in which the lower is wanted sooner."""
    return sum(1 for b in range(1, len(wanted)) for a in range(b) if wanted[a] < wanted[b])


def ladder_score(o: Ordering, state: GameState) -> float:
    """The game's score, less `needed` for each pair of cards out of order in a pile."""
    game, piles = o.game, state.piles
    front = fronts(o, state)
    wanted = times(front, len(game.spec.rank_order))
    position = game.rank_position
    score = o.weights.home * game.score(state)
    for i in o.open_piles:
        cards = piles[i]
        if len(cards) < 2:
            continue
        cache = o.costs[i]
        cost = cache.get((cards, front))
        if cost is None:
            cost = inversions([wanted[position[c & 0xF]] for c in cards])
            if len(cache) > 20_000:
                cache.clear()   # a long search: keep memory bounded
            cache[(cards, front)] = cost
        score -= o.weights.needed * cost
    return score
