"""The solver's guide for Sir Tommy and Hopscotch (game/solver/ladders.py)."""

from game.rules import create
from game.solver import Budget, solve
from game.solver.beam import beam_orderings
from game.solver.canonical import canonical_for
from game.solver.ladders import NEVER, fronts, inversions, ladder_score, times
from game.solver.ordering import main_family, ordering_for
from positions import position

RANKS = "A23456789TJQK"
LADDERS = ("A 2 3 4 5 6 7 8 9 T J Q K", "2 4 6 8 T Q A 3 5 7 9 J K",
           "3 6 9 Q 2 5 8 J A 4 7 T K", "4 8 Q 3 7 J 2 6 T A 5 9 K")
CLUB_BASES = {"foundation_0": "AC", "foundation_1": "2C", "foundation_2": "3C",
              "foundation_3": "4C"}


def test_each_rank_is_wanted_after_as_many_cards_as_some_foundation_needs_first():
    game = create("sir_tommy")
    o = ordering_for(game, canonical_for(game))
    s = position(game, {"foundation_0": "AC 2D 3H"})
    front = fronts(o, s)
    assert sorted(front) == [(0, 1, 13)] * 3 + [(3, 1, 10)]
    assert times(front, 13) == (0, 1, 2) + tuple(range(10))   # an ace now, a four too
    hop = create("hopscotch")
    o = ordering_for(hop, canonical_for(hop))
    wanted = times(fronts(o, position(hop, CLUB_BASES)), 13)
    # +1 wants 2 3 4 …, +2 wants 4 6 8 …, +3 wants 6 9 Q …, +4 wants 8 Q 3 …
    assert [wanted[r - 1] for r in (2, 4, 6, 8, 3, 12)] == [0, 0, 0, 0, 1, 1]
    full = position(hop, {**CLUB_BASES, "foundation_0": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC "
                                                        "QC KC"})
    front = fronts(o, full)
    assert len(front) == 3 and NEVER not in times(front, 13)


def test_a_pile_costs_a_point_for_each_card_lying_on_one_wanted_sooner():
    assert inversions([0, 5, 3]) == 2 and inversions([5, 3, 0]) == 0
    assert inversions([]) == inversions([7]) == 0
    game = create("sir_tommy")
    o = ordering_for(game, canonical_for(game))
    good = position(game, {"reserve_0": "KD 9S 2C"})
    bad = position(game, {"reserve_0": "2C 9S KD"})
    assert ladder_score(o, good) - ladder_score(o, bad) == 3 * o.weights.needed
    home = position(game, {"foundation_0": "AC", "reserve_0": "KD 9S 2C"})
    assert ladder_score(o, home) == ladder_score(o, good) + o.weights.home


def test_the_calculation_games_use_it_with_a_beam_and_their_wins_replay():
    for game_id in ("sir_tommy", "hopscotch"):
        game = create(game_id)
        assert main_family(game).score is ladder_score
        share, guides = beam_orderings(game, canonical_for(game))
        assert share > 0 and guides
    game = create("hopscotch")
    # Ten cards from the end: the stock turns a jack before its seven and a six before
    # its two, so two cards must wait on the reserves.
    pool = {r: [f"{r}{suit}" for suit in "CDHS" if suit != "C" or r not in "A234"]
            for r in RANKS}
    piles = {}
    for k, ladder in enumerate(LADDERS):
        rungs = ladder.split()[1:] if k < 3 else ladder.split()[1:3]
        piles[f"foundation_{k}"] = " ".join([f"{ladder[0]}C"] + [pool[r].pop() for r in rungs])
    rest = [pool[r].pop() for r in "3J762TA59K"]
    assert not any(pool.values())
    s = position(game, {**piles, "stock": " ".join(f"[{c}]" for c in reversed(rest))})
    result = solve(game, s, Budget(seconds=5))
    assert result.verdict.name == "WON"
    for move in result.moves:
        game.play(s, move)
    assert game.is_won(s)
