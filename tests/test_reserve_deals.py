"""Auld Lang Syne (game/rules/reserve_deals.py)."""

from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"


def test_the_aces_start_home_and_the_stock_deals_onto_the_reserves():
    game = create("auld_lang_syne")
    s = game.new_state(5)
    assert s == game.new_state(5) != game.new_state(6)
    assert [[c.label for c in s.pile(f"foundation_{k}")] for k in range(4)] == \
        [["AC"], ["AD"], ["AH"], ["AS"]]
    assert len(s.pile("stock")) == 48 and all(not s.pile(f"reserve_{k}") for k in range(4))
    game.play(s, game.stock_moves(s)[0])
    assert all(len(s.pile(f"reserve_{k}")) == 1 and s.pile(f"reserve_{k}")[0].is_face_up
               for k in range(4))
    assert len(s.pile("stock")) == 44 and game.score(s) == 0


def test_reserve_tops_climb_the_foundations_whatever_the_suit():
    game = create("auld_lang_syne")
    s = position(game, {"foundation_0": "AC", "foundation_1": "AD 2S", "foundation_2": "AH",
                        "foundation_3": "AS", "reserve_0": "5H 2D",
                        "reserve_1": "3C", "reserve_2": "4C", "stock": "KC KD KH KS"})
    legal = moves_between(game, s)
    assert {("reserve_0", "foundation_0", 1), ("reserve_1", "foundation_1", 1)} <= legal
    assert ("reserve_2", "foundation_1", 1) not in legal
    assert not any(dst.startswith("reserve") for _, dst, _ in legal)   # nothing on reserves
    game.play(s, move(game, "reserve_0", "foundation_0"))
    assert game.score(s) == 2


def test_won_with_every_card_home_and_lost_when_the_stock_is_spent_and_nothing_fits():
    game = create("auld_lang_syne")
    full = " ".join(f"{r}C" for r in RANKS)
    s = position(game, {"foundation_0": full, "foundation_1": full, "foundation_2": full,
                        "foundation_3": full[:-3], "reserve_2": "KS"})
    assert game.status(s) == OPEN
    game.play(s, move(game, "reserve_2", "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 48 == game.spec.max_score
    s = position(game, {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                        "foundation_3": "AS", "reserve_0": "3C", "reserve_1": "KD"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST


def test_scuffle_gathers_and_shuffles_the_reserves_twice_once_the_stock_is_spent():
    game = create("scuffle")
    s = position(game, {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                        "foundation_3": "AS", "reserve_0": "3C 9D", "reserve_1": "KD",
                        "reserve_2": "5S", "reserve_3": ""}, redeals_left=2)
    [m] = [m for m in game.legal_moves(s) if m.action == "redeal"]
    turn = game.play(s, m)
    assert sorted(c.label for c in s.pile("stock")) == ["3C", "5S", "9D", "KD"]
    assert not any(c.is_face_up for c in s.pile("stock"))
    assert all(not s.pile(f"reserve_{k}") for k in range(4)) and s.counter("redeals_left") == 1
    again = position(game, {"reserve_0": "3C 9D", "reserve_1": "KD", "reserve_2": "5S",
                            "foundation_0": "AC"}, redeals_left=2)
    game.play(again, m)
    assert again.pile("stock") == s.pile("stock")        # the same deal, the same shuffle
    game.play(s, game.stock_moves(s)[0])
    assert [len(s.pile(f"reserve_{k}")) for k in range(4)] == [1] * 4
    assert turn.move.action == "redeal"
    s = position(game, {"foundation_0": "AC", "reserve_0": "3C"}, redeals_left=0)
    assert not [m for m in game.legal_moves(s) if m.action == "redeal"]
    assert game.status(s) == LOST
