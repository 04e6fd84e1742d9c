"""Which cards may move between piles now: the engine's hot path (`Game.card_moves`).

Each pile is asked once which cards it could take (`pile_targets`); then each card that may be
picked meets only the piles that could take it, and the full drop rule is asked only
where it can still say no. Games whose hooks decide alone go the slow way
(`hooked_card_moves`): every pick against every pile, or against the piles their
mechanism names (`drop_targets`: engine/mechanism.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .build_rules import ANY_IDENTITY, IDENTITY
from .cards import IS_FACE_UP
from .moves import Move
from .spec import Pick
from .state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Target = tuple[int, int, bool]   # a pile that could take a card: see pile_targets


def card_moves(game: Game, state: GameState, twins: Sequence[int] | None = None,
               atomic: bool = False) -> list[Move]:
    """Every legal move of cards between piles. `twins` (for the solver): for each
    pile, the first pile of its group of interchangeable piles; then of several
    empty twins only the first is offered as a target (the rest give the same
    position). `atomic` (for the solver's proofs): without the moves of several
    cards onto a pile with a run limit — a shorthand for single moves there, so
    they lead to no position the single moves do not reach."""
    pick_hook, drop_hook = game.hooks.can_pick, game.hooks.can_drop
    narrowed = pick_hook is not None or drop_hook is not None
    if narrowed:
        if game._narrows is None or not game._narrows(game, state):
            moves = hooked_card_moves(game, state)
            if atomic:
                moves = [m for m in moves if m.count == 1 or not game._shorthand[m.dst]]
            return moves
        twins = None    # hooks that here only narrow the piles' own rules: see the end
    # Else the piles' own rules decide. Ask each pile once which cards it
    # could take; then each card picked meets only the piles that could take it, and
    # the full rule (run limits, sources) is asked only where it can still say no.
    piles = state.piles
    by_identity, for_any = pile_targets(game, state, twins)
    moves: list[Move] = []
    if not by_identity and not for_any:
        return moves
    free = game._free_space(state)
    drop_rule, shorthand = game._drop_rule, game._shorthand
    single = atomic and game._shorthand_only
    for src in game.pickable:
        cards = piles[src]
        if single:      # one card, if any may be picked: no need to measure the run
            if not cards or not IS_FACE_UP[cards[-1]] or game.pile_specs[src].pick \
                    is Pick.NONE or (game.pile_specs[src].pick is Pick.WHOLE
                                     and len(cards) > 1):
                continue
            counts = range(1, 2)
        else:
            counts = game.pick_counts(state, src)
        for n in counts:
            targets = by_identity.get(cards[-n] & IDENTITY)
            if targets is None:
                targets = for_any
            elif for_any:
                targets = sorted(targets + for_any)     # in pile order, as always
            for dst, room, decided in targets:
                if atomic and n > 1 and shorthand[dst]:
                    continue
                if n <= room and dst != src and ((n == 1 and decided)
                                                 or drop_rule(state, src, n, dst, free)):
                    moves.append(Move("move", src, dst, n))
    if narrowed:    # the hooks strike out what they forbid
        return [m for m in moves
                if (pick_hook is None or pick_hook(game, state, m.src, m.count))
                and (drop_hook is None or drop_hook(game, state, m.src, m.count, m.dst))]
    return moves

def pile_targets(game: Game, state: GameState, twins: Sequence[int] | None
             ) -> tuple[dict[int, list[Target]], list[Target]]:
    """The piles that could take a card now, as (pile, room for how many cards,
    taken by identity alone?): by the card identity they take, and the empty piles
    that take any card (or where the state decides)."""
    piles, capacity, plain = state.piles, game._capacity, game._plain
    by_identity: dict[int, list[Target]] = {}
    for_any: list[Target] = []
    empty_twins: set[int] = set()
    for dst in game.droppable:
        target = piles[dst]
        room = capacity[dst] - len(target) if capacity[dst] else 1 << 30
        if room <= 0:
            continue
        if target:
            if game._fits[dst] is None or not IS_FACE_UP[target[-1]]:
                continue
            wanted = game._fits[dst][target[-1] & IDENTITY]
        elif not game._fillable[dst]:
            continue
        else:
            if twins is not None:
                if twins[dst] in empty_twins:
                    continue
                empty_twins.add(twins[dst])
            wanted = game._fill_ids[dst]
            if wanted is None or wanted is ANY_IDENTITY:   # None: the state decides
                for_any.append((dst, room, wanted is not None and plain[dst]))
                continue
        entry = (dst, room, plain[dst])
        for identity in wanted:
            by_identity.setdefault(identity, []).append(entry)
    return by_identity, for_any

def hooked_card_moves(game: Game, state: GameState) -> list[Move]:
    moves: list[Move] = []
    pick_hook, drop_hook = game.hooks.can_pick, game.hooks.can_drop
    piles, capacity = state.piles, game._capacity
    free = game._free_space(state)
    droppable = game.droppable
    targets = game._drop_targets(game, state) if game._drop_targets is not None else None
    for src in game.pickable:
        for n in game.pick_counts(state, src):
            if pick_hook is not None and not pick_hook(game, state, src, n):
                continue
            for dst in droppable if targets is None else targets(src, n):
                if dst == src or (capacity[dst] and len(piles[dst]) + n > capacity[dst]):
                    continue  # a full pile, whatever the rules: skip it cheaply
                if (drop_hook(game, state, src, n, dst) if drop_hook is not None
                        else game._drop_rule(state, src, n, dst, free)):
                    moves.append(Move("move", src, dst, n))
    return moves
