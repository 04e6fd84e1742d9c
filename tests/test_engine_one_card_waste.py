"""The engine's pieces for Sir Tommy and Calculation on tiny made-up games: a one-card
waste (a waste with a capacity shuts the stock while full), a pile that takes any card
(Build direction ANY_RANK), and foundations each built by its own step round the ranks
(game/engine/step_foundations.py)."""

import pytest

from game.engine.build_rules import fits_table
from game.engine.cards import FULL_RANKS, card, cards
from game.engine.deal_patterns import Rest
from game.engine.game import Game
from game.engine.spec import (
    ANY,
    ANY_RANK,
    UP,
    Build,
    DrawToWaste,
    GameSpec,
    Kind,
    Pick,
    Piles,
    SuitRule,
    stock,
    waste,
)
from game.engine.step_foundations import CALCULATION_STEPS, StepBases, step_foundations
from positions import move, moves_between, position

RANKS = "A23456789TJQK"


def tiny(capacity: int = 1, draw: int = 1, redeals: int = 0) -> Game:
    return Game(GameSpec(
        id="tiny", piles=(stock(), waste(capacity=capacity),
                          Piles("reserve", Kind.RESERVE, 2, build=Build(direction=ANY_RANK),
                                fill=ANY, sources=("waste",))),
        deal=(Rest(),), stock_action=DrawToWaste(draw=draw, redeals=redeals)))


def test_a_full_one_card_waste_shuts_the_stock_until_its_card_is_played():
    game = tiny()
    s = position(game, {"stock": "[2C] [3C] [4C]"})
    [turn] = game.stock_moves(s)
    game.play(s, turn)
    assert [c.label for c in s.pile("waste")] == ["4C"] and s.pile("waste")[0].is_face_up
    assert game.stock_moves(s) == []                       # the waste card first
    game.play(s, move(game, "waste", "reserve_0"))
    assert len(game.stock_moves(s)) == 1


def test_a_waste_with_room_takes_only_what_fits_and_no_capacity_changes_nothing():
    game = tiny(capacity=2, draw=3)
    s = position(game, {"stock": "[2C] [3C] [4C] [5C]", "waste": "9H"})
    game.play(s, game.stock_moves(s)[0])
    assert [c.label for c in s.pile("waste")] == ["9H", "5C"]
    assert game.stock_moves(s) == []
    free = tiny(capacity=0, draw=3)
    s = position(free, {"stock": "[2C] [3C] [4C] [5C]", "waste": "9H 8H"})
    free.play(s, free.stock_moves(s)[0])
    assert [c.label for c in s.pile("waste")] == ["9H", "8H", "5C", "4C", "3C"]


def test_a_full_one_card_waste_also_waits_before_a_redeal():
    game = tiny(redeals=1)
    s = position(game, {"waste": "4C"})
    assert game.stock_moves(s) == []
    s = position(game, {"reserve_0": "4C"})
    assert game.stock_moves(s) == []        # nothing left to turn back


def test_any_rank_takes_every_card_on_every_card_only_from_its_sources():
    fits = fits_table(Build(direction=ANY_RANK), FULL_RANKS)
    assert all(card(above, suit).identity in fits[card(below, 0).identity]
               for below in range(1, 14) for above in range(1, 14) for suit in range(4))
    assert Build(direction=ANY_RANK).describe() == "any rank, any suit"
    game = tiny()
    s = position(game, {"waste": "KS", "reserve_0": "2H", "reserve_1": "AD"})
    assert moves_between(game, s) == {("waste", "reserve_0", 1), ("waste", "reserve_1", 1)}


LADDERS = {   # each step's foundation, from its base to its king
    1: "A 2 3 4 5 6 7 8 9 T J Q K",
    2: "2 4 6 8 T Q A 3 5 7 9 J K",
    3: "3 6 9 Q 2 5 8 J A 4 7 T K",
    4: "4 8 Q 3 7 J 2 6 T A 5 9 K",
}


def calculation() -> Game:
    return Game(GameSpec(
        id="calc", piles=(stock(), *step_foundations(),
                          Piles("reserve", Kind.RESERVE, 1, pick=Pick.TOP, indexed=True)),
        deal=(StepBases(), Rest())))


@pytest.mark.parametrize("k", range(4))
def test_each_foundation_climbs_by_its_own_step_round_the_ranks_whatever_the_suit(k):
    step = CALCULATION_STEPS[k]
    ladder = LADDERS[step].split()
    rule = Build(SuitRule.ANY_SUIT, UP, step, wrap=True)
    fits = fits_table(rule, FULL_RANKS)
    for below, above in zip(ladder, ladder[1:], strict=False):
        b, a = RANKS.index(below) + 1, RANKS.index(above) + 1
        assert card(a, 2).identity in fits[card(b, 0).identity], (step, below, above)
        assert card(a % 13 + 1, 2).identity not in fits[card(b, 0).identity]
    game = calculation()
    for n in range(1, 13):      # every card of the ladder after the base fits, no other
        home = " ".join(f"{r}C" for r in ladder[:n])
        s = position(game, {f"foundation_{k}": home, "reserve_0": f"{ladder[n]}D"})
        assert ("reserve_0", f"foundation_{k}", 1) in moves_between(game, s)
        wrong = RANKS[(RANKS.index(ladder[n]) + 1) % 13]
        s = position(game, {f"foundation_{k}": home, "reserve_0": f"{wrong}D"})
        assert ("reserve_0", f"foundation_{k}", 1) not in moves_between(game, s)


def test_a_foundation_ends_on_its_king_and_an_empty_one_takes_nothing():
    game = calculation()
    full = " ".join(f"{r}C" for r in LADDERS[2].split())
    s = position(game, {"foundation_1": full, "reserve_0": "2D"})   # K + 2 would be a 2
    assert moves_between(game, s) == set()
    s = position(game, {"reserve_0": "AD"})
    assert moves_between(game, s) == set()
    assert Build(SuitRule.ANY_SUIT, UP, 3, wrap=True).describe() == \
        "up by 3 in any suit, king and ace touch"


def test_a_step_that_misses_ranks_is_refused():
    with pytest.raises(ValueError):
        step_foundations((1, 13))
    assert len(step_foundations((1, 2, 3, 4, 5, 6))) == 6


def test_the_bases_leave_the_pack_for_their_foundations_before_the_deal():
    game = calculation()
    s = game.new_state(3)
    assert [[c.label for c in s.pile(f"foundation_{k}")] for k in range(4)] == \
        [["AC"], ["2C"], ["3C"], ["4C"]]
    assert len(s.pile("stock")) == 48
    assert not set(s.pile("stock")) & {c.face_down() for c in cards("AC 2C 3C 4C")}
    assert s == game.new_state(3) != game.new_state(4)
