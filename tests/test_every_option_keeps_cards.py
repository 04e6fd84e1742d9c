"""Random legal play under every value of every option keeps the multiset of cards.

test_properties plays each game with its default options only; Der Fächer's redeal lost
up to four cards with the aces dealt into the packets, which only an option reaches."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.deal import MAX_DEAL
from game.rules import create, registry

VARIANTS = [(spec.id, {option.name: choice})
            for spec in registry().specs() for option in spec.options
            for choice in option.choices if choice != option.default]


def multiset(piles):
    return Counter(c.face_up() for pile in piles for c in pile)


def test_some_game_has_options():
    assert len(VARIANTS) >= 8


@pytest.mark.parametrize(("game_id", "options"), VARIANTS,
                         ids=[f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items())}"
                              for g, o in VARIANTS])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(1, MAX_DEAL), choices=st.lists(st.integers(0, 10_000), max_size=120))
def test_random_play_under_an_option_keeps_every_card(game_id, options, deal, choices):
    game = create(game_id, options)
    state = game.new_state(deal)
    deck = multiset([game.spec.deck()])
    assert multiset(state.piles) == deck
    for choice in choices:
        moves = game.legal_moves(state)
        if not moves:
            break
        game.play(state, moves[choice % len(moves)])
        assert multiset(state.piles) == deck, f"{moves[choice % len(moves)]} lost a card"
