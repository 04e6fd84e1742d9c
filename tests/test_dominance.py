"""Dominant moves home (game/solver/dominance.py): where one is legal the exhaustive search
tries it alone, and that loses no win.

The plain rule "a move home dominates" is false in games of two packs: Der Zopf shows a
won position where one move home loses. The rule with its twin condition keeps the
verdicts of the unpruned search, from the ends of random games of every game it serves."""

import random

import pytest

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, KING, QUEEN, SPADES, card
from game.rules import create, registry
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.dominance import HomeDominance
from game.solver.exhaustive import exhaustive_search, wants
from game.solver.safe import SafeRule

UNLIMITED = Budget(float("inf"), 10**6)
SERVED = [g for g in registry().ids()
          if wants(create(g)) and HomeDominance.for_game(create(g)) is not None]


def safe_moves_sound(game_id):
    rule = SafeRule.for_game(create(game_id))
    return rule is not None and not rule.gives_back


# where the exhaustive search plays no safe moves home already (safe.py), the rule cuts
NEW_CUTS = [g for g in SERVED if not safe_moves_sound(g)]


def zopf_twins_position():
    """Base rank 2. Hearts: one foundation at 4, its twin at 3; the braid holds the
    second 4 of hearts under the second 5; a 5 of hearts lies on the waste. The
    corners hold cards that cannot go home, the stock is spent."""
    game = create("dondorf_zopf")
    state = game.new_state(1)
    state.piles = [() for _ in state.piles]
    state.counters[game.counter_index("base_rank")] = 2
    state.counters[game.counter_index("redeals_left")] = 0
    pile = game.pile_index
    state.piles[pile("foundation_0")] = tuple(card(r, HEARTS, 0) for r in (2, 3, 4))
    state.piles[pile("foundation_1")] = tuple(card(r, HEARTS, 1) for r in (2, 3))
    state.piles[pile("braid_0")] = (card(4, HEARTS, 1),)
    state.piles[pile("braid_1")] = (card(5, HEARTS, 1),)
    for i, c in enumerate((card(KING, SPADES), card(KING, CLUBS), card(KING, DIAMONDS),
                           card(QUEEN, SPADES))):
        state.piles[pile(f"corner_{i}")] = (c,)
    state.piles[pile("waste")] = (card(5, HEARTS, 0),)
    return game, state


def test_the_plain_rule_is_false_a_move_home_can_lose_a_won_position():
    game, state = zopf_twins_position()
    canonical = canonical_for(game)
    full = exhaustive_search(game, state, canonical, UNLIMITED, dominance=False).run()
    assert full.verdict is Verdict.WON and replays(game, state, full.moves)
    homes = [m for m in game.legal_moves(state) if m.dst in game.foundations]
    waste_home = next(m for m in homes if m.src == game.pile_index("waste"))
    after = state.copy()
    game.play(after, waste_home)
    lost = exhaustive_search(game, after, canonical, UNLIMITED, dominance=False).run()
    assert lost.verdict is Verdict.UNWINNABLE    # a move home lost the won position
    # the twin condition: neither 5 of hearts dominates while a 4 of hearts is out
    assert HomeDominance.for_game(game).dominant(state, homes) is None
    ours = exhaustive_search(game, state, canonical, UNLIMITED).run()
    assert ours.verdict is Verdict.WON and replays(game, state, ours.moves)


def test_a_card_whose_twin_foundation_waits_is_not_dominant_but_is_once_it_climbs():
    game, state = zopf_twins_position()
    rule = HomeDominance.for_game(game)
    braid_home = next(m for m in game.legal_moves(state)
                      if m.src == game.pile_index("braid_1") and m.dst in game.foundations)
    game.play(state, braid_home)      # the braid's 5 on the 4; its 4 now free
    moves = game.legal_moves(state)
    four = next(m for m in moves if m.src == game.pile_index("braid_0"))
    assert rule.dominant(state, moves) == four   # both 3s home: the 4 takes no one's place


def test_the_rule_serves_the_games_whose_shape_allows_it_only():
    assert {"auld_lang_syne", "dondorf_zopf", "sir_tommy", "royal_east", "osmosis",
            "peek"} <= set(NEW_CUTS)
    # a position-blind hook that changes what goes home (a foundation climbing and
    # coming down), a refill, an open talon's slots: not served
    for game_id in ("union_square", "kansas", "dondorf_arena"):
        assert HomeDominance.for_game(create(game_id)) is None
    # Osmosis' foundations judge by their hook; a waste turned three cards at a time
    # keeps its cards (the next passes' threes would fall otherwise)
    osmosis = create("osmosis")
    assert HomeDominance.for_game(osmosis).fixed_waste == -1
    three = create("osmosis", {"deal": "three"})
    assert HomeDominance.for_game(three).fixed_waste == three.pile_index("waste")


def random_positions(game, deal, rng, steps):
    state = game.new_state(deal)
    walk = [state.copy()]
    for _ in range(steps):
        moves = game.legal_moves(state)
        if not moves or game.is_won(state):
            break
        game.play(state, rng.choice(moves))
        walk.append(state.copy())
    return walk


@pytest.mark.parametrize("game_id", NEW_CUTS)
def test_the_verdicts_are_those_of_the_unpruned_search(game_id):
    """From the ends of random games backwards, wherever the unpruned exhaustive search
    decides within its small budget: the same verdict; the won lines replay."""
    game, rng = create(game_id), random.Random(game_id)
    canonical = canonical_for(game)
    compared = pruned = 0
    for deal in (1, 2, 3, 4):
        for state in random_positions(game, deal, rng, 300)[-2::-3][:4]:
            full = exhaustive_search(game, state, canonical, Budget(float("inf"), 2000),
                                     dominance=False).run()
            if full.verdict is Verdict.UNKNOWN:
                break
            search = exhaustive_search(game, state, canonical, UNLIMITED)
            ours = search.run()
            assert ours.verdict is full.verdict, (deal, state.describe())
            if ours.won:
                assert replays(game, state, ours.moves)
            compared += 1
            pruned += full.nodes - ours.nodes
    assert compared >= 4
    if game_id in ("auld_lang_syne", "dondorf_zopf", "osmosis", "peek"):
        assert pruned > 0    # the rule did cut positions
