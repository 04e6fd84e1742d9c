"""Every registered game has a map whose piles match its rules exactly, and fits."""

import pytest

from game.layout import layout_for
from game.layout.loader import REPO_LEVELS_DIR
from game.rules import create, registry


@pytest.mark.parametrize("game_id", registry().ids())
def test_every_game_has_a_matching_map(game_id):
    game = create(game_id)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, warnings = layout_for(game.spec.layout, game.pile_names, kinds, [REPO_LEVELS_DIR])
    assert warnings == [], warnings
    assert set(layout.piles) == set(game.pile_names)
    hidden = game.spec.hidden_counters  # kept by the rules, never shown
    assert set(hidden) <= set(game.counter_names)
    for counter in game.counter_names:  # every other counter has a place on the table
        assert (counter in layout.labels) != (counter in hidden), f"{game_id}: {counter!r}"
