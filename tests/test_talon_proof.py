"""The exhaustive search over the stock collapsed (game/solver/talon_proof.py): its
verdicts are those of the plain exhaustive search over every engine move — click by
click — on small Klondike positions, lost and won, with and without a redeal left; its
wins replay through legal_moves; it joins the portfolio on the stock's last pass only."""

import random

import pytest

from game.engine.cards import FACE_DOWN_BIT, IS_FACE_UP, RANK_OF, SUIT_OF, Card
from game.engine.spec import Kind
from game.rules import create
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.condensed import condensed_key
from game.solver.exhaustive import HomeFirstModel
from game.solver.portfolio import Solver, solve
from game.solver.search import Budget, Verdict
from game.solver.small import SmallSearch
from game.solver.talon_proof import TalonModel, applies, one_pass, talon_proof

BUDGET = Budget(5, 10**9)


def trimmed(game, deal: int, rank: int, redeals: int):
    """Deal `deal` with every card up to `rank` home, the rest where the deal put them
    (each tableau pile's top turned up), `redeals` left."""
    state = game.new_state(deal)
    home: dict[int, list] = {}
    for i, pile in enumerate(state.piles):
        if i in game.foundations:
            continue
        for c in pile:
            if RANK_OF[c] <= rank:
                home.setdefault(SUIT_OF[c], []).append(Card(c & ~FACE_DOWN_BIT))
        kept = tuple(c for c in pile if RANK_OF[c] > rank)
        if kept and game.pile_specs[i].kind is Kind.TABLEAU and not IS_FACE_UP[kept[-1]]:
            kept = kept[:-1] + (Card(kept[-1] & ~FACE_DOWN_BIT),)
        state.piles[i] = kept
    for f, suit in zip(game.foundations, sorted(home), strict=True):
        state.piles[f] = tuple(sorted(home[suit], key=RANK_OF.__getitem__))
    state.counters[state.counter_index("redeals_left")] = redeals
    return state


def walked(game, deal: int, rank: int, redeals: int, seed: int):
    """`trimmed`, then 12 random moves (the stock clicked among them), none home."""
    state = trimmed(game, deal, rank, redeals)
    rng = random.Random(seed)
    for _ in range(12):
        moves = [m for m in game.legal_moves(state) if m.dst not in game.foundations]
        if not moves:
            break
        game.play(state, rng.choice(moves))
    return state


@pytest.fixture(scope="module")
def three():
    return create("klondike", {"deal": "three"})


# (deal, rank trimmed, redeals left, seed, verdict): lost and won, on the last pass and
# with a redeal to come (found by a run of both searches over deals 1-8, seeds 0-5)
CASES = [(6, 8, 0, 1, Verdict.UNWINNABLE), (6, 8, 0, 3, Verdict.UNWINNABLE),
         (6, 7, 1, 4, Verdict.UNWINNABLE), (1, 8, 0, 2, Verdict.WON),
         (1, 7, 1, 4, Verdict.WON), (1, 7, 1, 1, Verdict.WON)]


@pytest.mark.parametrize("deal,rank,redeals,seed,verdict", CASES)
def test_the_verdict_is_the_plain_exhaustive_searchs(three, deal, rank, redeals, seed,
                                                     verdict):
    state = walked(three, deal, rank, redeals, seed)
    canonical = canonical_for(three)
    plain = SmallSearch(HomeFirstModel(three, state, condensed_key(three, canonical)),
                        BUDGET).run()
    collapsed = talon_proof(three, state, canonical, BUDGET).run()
    assert plain.verdict is collapsed.verdict is verdict
    if verdict is Verdict.WON:
        assert replays(three, state, collapsed.moves)
        assert any(m.action == "stock" for m in collapsed.moves)  # the macros' clicks


def test_it_joins_on_the_last_pass_and_settles_a_lost_position():
    game = create("klondike")     # one card, two redeals
    assert applies(game)
    state = game.new_state(6)
    assert not one_pass(game, state)
    assert not any(isinstance(getattr(s, "model", None), TalonModel)
                   for s in Solver(game, state, BUDGET).searches)
    while state.counter("redeals_left"):
        game.play(state, game.stock_moves(state)[0])
    assert one_pass(game, state)
    assert any(isinstance(getattr(s, "model", None), TalonModel)
               for s in Solver(game, state, BUDGET).searches)
    three = create("klondike", {"deal": "three"})
    lost = walked(three, 6, 8, 0, 1)
    assert one_pass(three, lost)
    assert solve(three, lost, BUDGET).verdict is Verdict.UNWINNABLE
    gold_mine = create("gold_mine")     # dealt with no redeal: the talon beam wins faster
    assert not one_pass(gold_mine, gold_mine.new_state(1))


def test_a_game_dealt_with_no_redeal_gets_it_late_and_a_one_card_waste_none():
    """Der Pavillon (no redeal, no talon guide): the search joins with the proofs, and its
    verdicts are the plain exhaustive search's (deals 1 and 4: lost). Gold Mine's talon
    beam keeps it away; Sir Tommy's one-card waste takes a click only once emptied, so
    clicks do not commute there: no talon search at all."""
    from game.solver.members import LATE, MEMBERS

    late = next(m for m in MEMBERS if m.name == "talon proof late")
    assert late.joins == LATE
    pavillon = create("dondorf_pavillon")
    assert late.needs(Solver(pavillon, pavillon.new_state(1), BUDGET))
    gold_mine = create("gold_mine")
    assert not late.needs(Solver(gold_mine, gold_mine.new_state(1), BUDGET))
    assert not applies(create("sir_tommy")) and not applies(create("hopscotch"))
    canonical = canonical_for(pavillon)
    for deal in (1, 4):
        state = pavillon.new_state(deal)
        plain = SmallSearch(HomeFirstModel(pavillon, state,
                                           condensed_key(pavillon, canonical)), BUDGET).run()
        collapsed = talon_proof(pavillon, state, canonical, BUDGET).run()
        assert plain.verdict is collapsed.verdict is Verdict.UNWINNABLE
