"""Osmosis and Peek (game/rules/osmosis.py)."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"


def faces(pile):
    return [c.is_face_up for c in pile]


def suit_from(suit, base, length=13):
    return " ".join(f"{RANKS[(base - 1 + i) % 13]}{suit}" for i in range(length))


@pytest.mark.parametrize("game_id", ["osmosis", "peek"])
def test_deal_four_reserves_of_four_a_base_card_and_the_stock(game_id):
    game = create(game_id)
    s = game.new_state(6)
    assert s == game.new_state(6) and s != game.new_state(7)
    for k in range(4):
        pile = s.pile(f"reserve_{k}")
        assert faces(pile) == ([True] * 4 if game_id == "peek" else [False] * 3 + [True])
    base = s.pile("foundation_0")
    assert len(base) == 1 and base[0].is_face_up and s.counter("base_rank") == base[0].rank
    assert [len(s.pile(f"foundation_{k}")) for k in (1, 2, 3)] == [0, 0, 0]
    assert len(s.pile("stock")) == 35 and s.counter("redeals_left") == 2
    assert game.score(s) == 1 and game.status(s) == OPEN


def test_only_reserve_and_waste_tops_play_and_only_onto_foundations():
    game = create("osmosis")
    s = position(game, {"foundation_0": "7S", "reserve_0": "[2C] 4S", "reserve_1": "3S",
                        "waste": "8S"}, base_rank=7)
    legal = moves_between(game, s)
    assert legal == {("reserve_0", "foundation_0", 1), ("reserve_1", "foundation_0", 1),
                     ("waste", "foundation_0", 1)}
    game.play(s, move(game, "reserve_0", "foundation_0"))
    assert faces(s.pile("reserve_0")) == [True]   # the card below turns up


def test_foundations_open_in_order_and_follow_the_ranks_above():
    game = create("osmosis")
    s = position(game, {"foundation_0": "7S 2S", "reserve_0": "7H", "reserve_1": "2H",
                        "reserve_2": "7D", "waste": "3H"}, base_rank=7)
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation_1", 1) in legal
    assert ("reserve_2", "foundation_2", 1) not in legal
    game.play(s, move(game, "reserve_0", "foundation_1"))
    legal = moves_between(game, s)
    assert ("reserve_1", "foundation_1", 1) in legal      # a 2 lies in spades
    assert ("waste", "foundation_1", 1) not in legal      # no 3 in spades yet
    assert ("reserve_2", "foundation_2", 1) in legal


@pytest.mark.parametrize("game_id", ["osmosis", "peek"])
def test_the_scripts_foundations_open_in_any_order(game_id):
    game = create(game_id, {"opening": "any"})
    s = position(game, {"foundation_0": "7S 2S", "reserve_0": "7H", "reserve_1": "2H",
                        "reserve_2": "7D", "reserve_3": "3D", "waste": "8C"}, base_rank=7)
    legal = moves_between(game, s)
    assert ("reserve_2", "foundation_2", 1) in legal      # below an empty one: allowed
    assert ("reserve_2", "foundation_3", 1) in legal
    assert ("waste", "foundation_2", 1) not in legal      # still only the base rank
    game.play(s, move(game, "reserve_2", "foundation_3"))
    legal = moves_between(game, s)
    assert ("reserve_3", "foundation_3", 1) not in legal  # nothing above holds a 3
    assert ("reserve_0", "foundation_1", 1) in legal and ("reserve_0", "foundation_2", 1) in legal


def test_stock_one_card_two_redeals_or_three_cards_without_limit():
    game = create("osmosis")
    s = position(game, {"foundation_0": "7S", "waste": "2C 3C"}, base_rank=7)
    for redeals in (1, 0):
        [m] = game.stock_moves(s)
        game.play(s, m)
        assert s.counter("redeals_left") == redeals
        game.play(s, game.stock_moves(s)[0])
        game.play(s, game.stock_moves(s)[0])
    assert game.stock_moves(s) == [] and game.status(s) == LOST
    three = create("osmosis", {"deal": "three"})
    s = three.new_state(2)
    three.play(s, three.stock_moves(s)[0])
    assert len(s.pile("waste")) == 3 and s.counter("redeals_left") == -1


def test_the_last_card_home_wins():
    game = create("peek")
    piles = {"foundation_0": suit_from("S", 7), "foundation_1": suit_from("H", 7),
             "foundation_2": suit_from("D", 7), "foundation_3": suit_from("C", 7, 12),
             "waste": "6C"}
    s = position(game, piles, base_rank=7)
    assert game.status(s) == OPEN and game.score(s) == 51
    game.play(s, move(game, "waste", "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 52 == game.spec.max_score
