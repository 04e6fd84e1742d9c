"""Piles sorted in the solver's keys where a game's hooks read them by group only
(canonical.indexed_groups): the rules must treat the positions alike.

For every game whose hooks name the groups they read by place (Der Zopf's braid) or say
they read none so (Glenwood), random walks: at each position the piles of each sorted
group are shuffled among themselves, and the shuffled position must have the same legal
moves (their piles renamed), the same key after each of them, and the same win.
"""

from __future__ import annotations

import random

import pytest

from game.engine.chains import Chains, RefillFromEnd
from game.engine.mechanism import Mechanism
from game.engine.moves import Move
from game.rules import create, registry
from game.solver.canonical import canonical_for, has_hooks, indexed_groups

STEPS = 30


def _hooked_with_groups() -> list[tuple[str, dict[str, str]]]:
    games = []
    for game_id in registry().ids():
        game = create(game_id)
        if has_hooks(game) and canonical_for(game).symmetric:
            games.append((game_id, {}))
    return games + [("glenwood", {"rules": "aisleriot"})]


HOOKED = _hooked_with_groups()


def test_the_groups_read_by_place_stay_in_place():
    assert {g for g, _ in HOOKED} >= {"dondorf_zopf", "glenwood"}
    zopf = create("dondorf_zopf")
    sorted_groups = {zopf.group_of[g.start] for g in canonical_for(zopf).symmetric}
    assert indexed_groups(zopf) == {"braid"}
    assert sorted_groups == {"corner", "side", "foundation"}
    glenwood = create("glenwood")
    assert indexed_groups(glenwood) == frozenset()
    assert {glenwood.group_of[g.start] for g in canonical_for(glenwood).symmetric} == {
        "reserve", "tableau", "foundation"}
    # A hook whose mechanism does not say sorts nothing (Die Italienerin's helpers
    # have the right of way: its mechanism reads piles by place).
    assert indexed_groups(create("dondorf_italienerin")) is None
    assert canonical_for(create("dondorf_italienerin")).symmetric == ()


def test_a_mechanism_names_what_it_reads_by_place():
    assert Chains(("braid",)).indexed_groups == ("braid",)
    assert RefillFromEnd("braid", ("corner",)).indexed_groups == ("braid",)
    assert getattr(Mechanism(), "indexed_groups", None) is None   # says nothing


def _shuffled(game, state, groups, rng):
    """The position with each group's piles shuffled, and where each pile went."""
    where = list(range(len(game.pile_names)))
    for g in groups:
        order = list(g)
        rng.shuffle(order)
        for old, new in zip(g, order, strict=True):
            where[old] = new
    other = state.copy()
    for old, new in enumerate(where):
        other.piles[new] = state.piles[old]
    return other, where


def _renamed(move: Move, where: list[int]) -> Move:
    return move._replace(src=where[move.src] if move.src >= 0 else move.src,
                         dst=where[move.dst] if move.dst >= 0 else move.dst)


@pytest.mark.parametrize(("game_id", "options"), HOOKED, ids=[g for g, _ in HOOKED])
def test_shuffled_groups_play_alike(game_id, options):
    game = create(game_id, options)
    canonical = canonical_for(game)
    rng = random.Random(35)
    for deal in (1, 2):
        state = game.new_state(deal)
        for _ in range(STEPS):
            moves = game.legal_moves(state)
            if not moves:
                break
            other, where = _shuffled(game, state, canonical.symmetric, rng)
            assert canonical.key(other) == canonical.key(state)
            assert sorted(_renamed(m, where) for m in moves) == sorted(game.legal_moves(other))
            for move in rng.sample(moves, min(4, len(moves))):
                a, b = state.copy(), other.copy()
                game.play(a, move)
                game.play(b, _renamed(move, where))
                assert canonical.key(a) == canonical.key(b), (deal, move)
                assert game.is_won(a) == game.is_won(b)
            game.play(state, rng.choice(moves))
