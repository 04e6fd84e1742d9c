"""The engine's fast move finder (targets asked once which cards they take, build rules
as look-up tables) agrees with the plain rule: every pick tried on every pile."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.build_rules import IDENTITY, _build_rule, fits_table
from game.engine.cards import FULL_RANKS
from game.engine.moves import Move, undo_steps
from game.engine.spec import DOWN, EQUAL_RANK, UP, UP_OR_DOWN, Build, SuitRule
from game.rules import create, registry
from game.solver.canonical import canonical_for
from game.solver.ordering import ordering_for

# Games whose card moves go through the fast path (no can_pick / can_drop hooks).
PLAIN = [g for g in registry().ids()
         if create(g).hooks.can_pick is None and create(g).hooks.can_drop is None]


def reference_moves(game, state):
    """Every (pile, count, pile) the rule allows, asked one by one."""
    return [Move("move", src, dst, n)
            for src in game.pickable for n in game.pick_counts(state, src)
            for dst in game.droppable if game.can_drop(state, src, n, dst)]


def test_most_games_take_the_fast_path():
    assert {"freecell", "klondike", "spider"} <= set(PLAIN)


@pytest.mark.parametrize("game_id", PLAIN)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(1, 10_000), choices=st.lists(st.integers(0, 999), max_size=40))
def test_fast_card_moves_equal_the_rule_asked_pile_by_pile(game_id, deal, choices):
    game = create(game_id)
    state = game.new_state(deal)
    for choice in [*choices, 0]:
        assert game.card_moves(state) == reference_moves(game, state)
        moves = game.legal_moves(state)
        if not moves:
            break
        game.play(state, moves[choice % len(moves)])


@pytest.mark.parametrize("game_id", ["freecell", "klondike", "yukon"])
def test_twins_drop_only_moves_into_a_second_empty_twin(game_id):
    game = create(game_id)
    canonical = canonical_for(game)
    twins = ordering_for(game, canonical).twins
    state = game.new_state(7)
    for _ in range(60):
        every, fewer = game.legal_moves(state), game.legal_moves(state, twins)
        assert set(fewer) <= set(every)
        keys = set()
        for m in fewer:
            turn = game.play(state, m)
            keys.add(canonical.key(state))
            undo_steps(state, turn.steps)
        for m in set(every) - set(fewer):
            assert not state.piles[m.dst]          # only empty targets are left out
            turn = game.play(state, m)
            assert canonical.key(state) in keys    # ... and they lead nowhere new
            undo_steps(state, turn.steps)
        if not fewer:
            break
        game.play(state, fewer[len(fewer) // 2])


@pytest.mark.parametrize("build", [
    Build(SuitRule.ALTERNATE_COLOUR, DOWN), Build(SuitRule.SAME_SUIT, UP),
    Build(SuitRule.ANY_SUIT, UP_OR_DOWN, wrap=True), Build(SuitRule.OTHER_SUIT, DOWN, step=2),
    Build(SuitRule.SAME_COLOUR, EQUAL_RANK)])
def test_build_tables_match_the_rule(build):
    table, rule = fits_table(build, FULL_RANKS), _build_rule(build, FULL_RANKS)
    for below in range(IDENTITY + 1):
        for above in range(IDENTITY + 1):
            assert (above in table[below]) == rule(below, above)
