"""The condensed key (game/solver/condensed.py) drops only what the rules never read, and
the exhaustive search over it (game/solver/exhaustive.py) decides as the plain one does.

What the key drops is tested on random walks of every game it condenses: swapping the
twins of a position, reordering a kept foundation's cards below its top, or (where the
foundation builds whatever the suit) changing its top's suit leaves the legal moves,
the win and the loss as they were."""

import random

import pytest

from game.engine.cards import RANK_OF, SUIT_OF, card
from game.rules import create, registry
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for, packed_key
from game.solver.condensed import RANK_BYTE, condensed_key, has_twins, kept_foundations
from game.solver.exhaustive import exhaustive_search, wants
from game.solver.safe import SafeRule
from game.solver.small import EngineModel, SmallSearch

CONDENSED = [g for g in registry().ids() if wants(create(g))]


def random_positions(game, deal, rng, steps):
    state = game.new_state(deal)
    yield state
    for _ in range(steps):
        moves = game.legal_moves(state)
        if not moves:
            return
        game.play(state, rng.choice(moves))
        yield state


def twins_swapped(game, state):
    """Every card's deck copy d turned into (copies - 1 - d)."""
    copies = game.total_cards // len({c & 0x7F for c in game.spec.deck()})
    swapped = state.copy()
    swapped.piles = [tuple(type(c)((c & ~0x380) | ((copies - 1 - ((c >> 7) & 7)) << 7))
                           for c in pile) for pile in state.piles]
    return swapped


def foundations_blurred(game, state):
    """Each kept foundation's cards between its first and its top reversed; in one that
    builds whatever the suit, its first and top cards given other suits."""
    blurred = state.copy()
    piles = list(blurred.piles)
    for f, read in kept_foundations(game).items():
        cards = piles[f]
        if len(cards) < 2:
            continue
        first, top = cards[0], cards[-1]
        if read is RANK_BYTE:
            first, top = (type(c)(card(RANK_OF[c], (SUIT_OF[c] + 1) % 4, (c >> 7) & 7))
                          if RANK_OF[c] else c for c in (first, top))
        piles[f] = (first,) + tuple(reversed(cards[1:-1])) + (top,)
    blurred.piles = piles
    return blurred


def outcome(game, state):
    moves = sorted(game.legal_moves(state))
    lost = game.hooks.is_lost(game, state) if game.hooks.is_lost is not None else False
    return moves, game.is_won(state), lost


def test_the_member_joins_where_its_key_condenses_only():
    assert {"auld_lang_syne", "dondorf_diwan", "dondorf_zopf", "dondorf_arena",
            "dondorf_italienerin", "glenwood", "kansas"} <= set(CONDENSED)
    assert "spider" not in CONDENSED       # Spider's own compact searches serve it


@pytest.mark.parametrize("game_id", CONDENSED)
def test_what_the_condensed_key_drops_changes_no_rule(game_id):
    game, rng = create(game_id), random.Random(game_id)
    twins, kept = has_twins(game), kept_foundations(game)
    checked = 0
    for deal in (1, 2, 3, 4):
        for state in random_positions(game, deal, rng, 60):
            seen = outcome(game, state)
            if twins:
                assert outcome(game, twins_swapped(game, state)) == seen, state.describe()
            if kept:
                assert outcome(game, foundations_blurred(game, state)) == seen, \
                    state.describe()
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize("game_id", ["auld_lang_syne", "glenwood", "dondorf_diwan",
                                     "kansas"])
def test_exhaustive_verdicts_agree_with_the_plain_exhaustive_search(game_id):
    """From the ends of random games backwards: the same verdict as a depth-first search
    over the full packed key, wherever that finishes within its small budget."""
    game, rng = create(game_id), random.Random(game_id)
    canonical = canonical_for(game)
    compared = 0
    for deal, state, plain in decided_endgames(game, canonical, rng, (1, 2, 3, 4)):
        ours = exhaustive_search(game, state, canonical, Budget(float("inf"), 10**6)).run()
        assert ours.verdict is plain.verdict, (deal, state.describe())
        if ours.verdict is Verdict.UNWINNABLE:   # every class of positions once
            assert ours.nodes <= plain.nodes
        if ours.won:
            assert replays(game, state, ours.moves)
        compared += 1
    assert compared >= 4


def decided_endgames(game, canonical, rng, deals):
    """(deal, position, the plain search's verdict) from the ends of random games
    backwards, while the depth-first search over the full packed key decides them
    within its small budget."""
    for deal in deals:
        walk = [s.copy() for s in random_positions(game, deal, rng, 400)]
        for state in walk[-2::-3][:8]:
            plain = SmallSearch(EngineModel(game, state, packed_key(game, canonical)),
                                Budget(float("inf"), 3000)).run()
            if plain.verdict is Verdict.UNKNOWN:
                break
            yield deal, state, plain


def test_a_deal_proved_lost_in_a_fraction_of_the_plain_search():
    """Auld Lang Syne deal 1: proved lost by both; the plain key needs ~32 thousand
    positions, the condensed one under a thousand."""
    game = create("auld_lang_syne")
    state = game.new_state(1)
    canonical = canonical_for(game)
    ours = exhaustive_search(game, state, canonical, Budget(float("inf"), 10**6)).run()
    plain = SmallSearch(EngineModel(game, state, packed_key(game, canonical)),
                        Budget(float("inf"), 10**6)).run()
    assert ours.verdict is plain.verdict is Verdict.UNWINNABLE
    assert ours.nodes * 10 < plain.nodes


def test_condensed_keys_are_short_and_equal_for_swapped_twins():
    game = create("dondorf_diwan")
    state = game.new_state(3)
    key = condensed_key(game, canonical_for(game))
    assert key(state) == key(twins_swapped(game, state))
    assert len(key(state)) < 2 * game.total_cards


@pytest.mark.parametrize("game_id", ["dondorf_diwan", "forty_thieves", "dondorf_kaiser",
                                     "dondorf_trio"])
def test_with_safe_moves_home_the_verdicts_still_agree(game_id):
    """With the safe moves home played after each move (their rule sound for proofs in
    these games: foundations keep their cards), the same verdicts as the plain search
    over the full key, from the ends of random games; the won lines, safe moves
    included, replay."""
    game, rng = create(game_id), random.Random(game_id)
    canonical, rule = canonical_for(game), SafeRule.for_game(game)
    assert rule is not None and not rule.gives_back
    compared = forced = 0
    for deal, state, plain in decided_endgames(game, canonical, rng, (1, 2, 3, 4, 5, 6)):
        search = exhaustive_search(game, state, canonical, Budget(float("inf"), 10**6),
                                   safe=rule)
        ours = search.run()
        forced += search.model.safe_played
        assert ours.verdict is plain.verdict, (deal, state.describe())
        if ours.won:
            assert replays(game, state, ours.moves)
        compared += 1
    assert compared >= 4
    assert forced     # the safe moves did play
