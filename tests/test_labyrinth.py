"""AisleRiot's Labyrinth: columns played from both ends, refilled at the head."""

import pytest

from game.engine.game import LOST, WON
from game.rules import create
from positions import move, moves_between, position

ACES = {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH", "foundation_3": "AS"}


@pytest.fixture
def lab():
    return create("labyrinth")


def deal_move(game, s):
    [m] = [m for m in game.legal_moves(s) if m.action == "deal"]
    return m


def test_labyrinth_deal(lab):
    s = lab.new_state(2)
    assert [repr(s.pile(f"foundation_{i}")) for i in range(4)] == ["(AC,)", "(AD,)", "(AH,)",
                                                                   "(AS,)"]
    assert all(len(s.pile(f"head_{i}")) == 1 and s.pile(f"head_{i}")[0].is_face_up
               for i in range(8))
    assert all(s.pile(f"pile_{i}") == () for i in range(8))
    assert len(s.pile("stock")) == 40 and s.counter("deals") == 0
    assert lab.new_state(2) == s != lab.new_state(3)


def test_labyrinth_plays_to_the_foundations_only_from_both_ends(lab):
    s = position(lab, ACES | {"head_0": "2C", "pile_0": "5D 2D", "head_1": "3C",
                              "pile_1": "2H", "stock": "[9S]"}, deals=1)
    assert moves_between(lab, s) == {("head_0", "foundation_0", 1),
                                     ("pile_0", "foundation_1", 1),
                                     ("pile_1", "foundation_2", 1)}
    assert not lab.is_legal(s, move(lab, "head_1", "head_0"))
    assert not lab.is_legal(s, move(lab, "pile_1", "pile_0"))


def test_labyrinth_head_refilled_from_the_talon_before_the_first_deal(lab):
    heads = {f"head_{i}": f"{r}H" for i, r in enumerate("3456789T")}
    s = position(lab, ACES | heads | {"head_0": "2C", "stock": "[9S] [4D]"})
    lab.play(s, move(lab, "head_0", "foundation_0"))
    assert repr(s.pile("head_0")) == "(4D,)" and repr(s.pile("stock")) == "([9S],)"


def test_labyrinth_head_refilled_from_the_oldest_card_of_its_pile_after(lab):
    s = position(lab, ACES | {"head_0": "2C", "pile_0": "7D 8D 2D", "head_1": "3C",
                              "stock": "[9S]"}, deals=1)
    lab.play(s, move(lab, "head_0", "foundation_0"))
    assert repr(s.pile("head_0")) == "(7D,)" and repr(s.pile("pile_0")) == "(8D, 2D)"
    lab.play(s, move(lab, "pile_0", "foundation_1"))              # the far end: no refill
    assert repr(s.pile("pile_0")) == "(8D,)" and repr(s.pile("stock")) == "([9S],)"


def test_labyrinth_talon_deals_to_empty_heads_else_piles(lab):
    s = position(lab, ACES | {f"head_{i}": f"{r}H" for i, r in enumerate("3456789T")}
                 | {"head_2": "", "stock": " ".join(f"[{r}S]" for r in "23456789")})
    lab.play(s, deal_move(lab, s))
    assert s.counter("deals") == 1 and s.pile("stock") == ()
    assert repr(s.pile("head_2")) == "(7S,)"                      # the empty head
    assert repr(s.pile("pile_0")) == "(9S,)" and s.pile("pile_2") == ()
    assert all(c.is_face_up for p in s.piles for c in p)
    assert not [m for m in lab.legal_moves(s) if m.action == "deal"]


def test_labyrinth_won_and_lost(lab):
    full = {f"foundation_{i}": " ".join(f"{r}{suit}" for r in "A23456789TJQK")
            for i, suit in enumerate("CDHS")}
    s = position(lab, full)
    assert lab.status(s) == WON and lab.score(s) == 48
    stuck = position(lab, ACES | {"head_0": "3C", "pile_0": "4D"}, deals=1)
    assert lab.legal_moves(stuck) == [] and lab.status(stuck) == LOST


def test_labyrinth_deal_38_is_won_and_deal_4_proved_lost(lab):
    """Few deals can be won (81 of deals 1-2000 by a separate search written from
    AisleRiot's script): the solver wins deal 38, the first of them, and proves deal 4
    lost, every line tried."""
    from game.solver import Verdict, solve
    from game.solver.search import Budget
    from positions import play_solver_line

    s = lab.new_state(38)
    play_solver_line(lab, s, seconds=20, nodes=50_000)
    assert lab.status(s) == WON and lab.score(s) == 48
    assert solve(lab, lab.new_state(4), Budget(20, 50_000)).verdict is Verdict.UNWINNABLE
