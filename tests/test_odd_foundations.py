"""Doublets (game/rules/odd_foundations.py)."""

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import undo_steps
from game.rules import create
from positions import move, moves_between, position

DOUBLING = "A 2 4 8 3 6 Q J 9 5 T 7".split()


def test_deal_seven_reserves_and_a_base_none_of_them_a_king():
    game = create("doublets")
    for number in range(1, 60):
        s = game.new_state(number)
        dealt = [s.pile(f"reserve_{k}")[0] for k in range(7)] + [s.pile("foundation")[0]]
        assert all(c.is_face_up and c.rank != 13 for c in dealt)
        assert len(s.pile("stock")) == 44 and s.counter("redeals_left") == 2
        assert s.card_count() == 52 and game.score(s) == 1
    assert game.new_state(3) == game.new_state(3) != game.new_state(4)


def test_the_foundation_doubles_whatever_the_suit():
    game = create("doublets")
    s = position(game, {"foundation": "6H", "reserve_0": "QS", "reserve_1": "7H",
                        "reserve_2": "KD", "waste": "QD", **{f"reserve_{k}": "KC"
                                                           for k in range(3, 7)}})
    legal = moves_between(game, s)
    assert ("reserve_0", "foundation", 1) in legal and ("waste", "foundation", 1) in legal
    assert ("reserve_1", "foundation", 1) not in legal and ("reserve_2", "foundation", 1) \
        not in legal
    assert not any(dst.startswith("reserve") for _, dst, _ in legal)   # no building there


def test_an_emptied_reserve_is_refilled_from_the_waste_then_the_stock():
    game = create("doublets")
    kings = {f"reserve_{k}": "KC" for k in range(2, 7)}
    s = position(game, {"foundation": "4H", "reserve_0": "8S", "reserve_1": "3C",
                        "waste": "9D", "stock": "[5H]", **kings})
    game.play(s, move(game, "reserve_0", "foundation"))
    assert [c.label for c in s.pile("reserve_0")] == ["9D"] and s.pile("waste") == ()
    game.play(s, move(game, "reserve_1", "foundation"))
    assert [c.label for c in s.pile("reserve_1")] == ["5H"] and s.pile("stock") == ()
    assert s.pile("reserve_1")[0].is_face_up


def test_a_waste_emptied_by_a_card_going_home_takes_the_next_stock_card():
    game = create("doublets")
    kings = {f"reserve_{k}": "KC" for k in range(1, 7)}
    s = position(game, {"foundation": "4H", "reserve_0": "3C", "waste": "8D",
                        "stock": "[5H] [6S]", **kings})
    before = s.copy()
    turn = game.play(s, move(game, "waste", "foundation"))
    assert [c.label for c in s.pile("waste")] == ["6S"] and s.pile("waste")[0].is_face_up
    assert [c.label for c in s.pile("stock")] == ["5H"]
    undo_steps(s, turn.steps)
    assert s == before
    # a waste card left under it: nothing turns
    s = position(game, {"foundation": "4H", "reserve_0": "3C", "waste": "2D 8D",
                        "stock": "[5H]", **kings})
    game.play(s, move(game, "waste", "foundation"))
    assert [c.label for c in s.pile("waste")] == ["2D"] and len(s.pile("stock")) == 1
    # the waste's card refilling a reserve: the waste waits for a click
    s = position(game, {"foundation": "4H", "reserve_0": "8C", "waste": "9D",
                        "stock": "[5H]", **kings})
    game.play(s, move(game, "reserve_0", "foundation"))
    assert s.pile("waste") == () and len(s.pile("stock")) == 1


def test_three_passes_through_the_stock_then_lost():
    game = create("doublets")
    kings = {f"reserve_{k}": "KC" for k in range(7)}
    s = position(game, {"foundation": "4H", "waste": "2C 3C", **kings})
    for redeals in (1, 0):
        game.play(s, game.stock_moves(s)[0])
        assert s.counter("redeals_left") == redeals
        game.play(s, game.stock_moves(s)[0])
        game.play(s, game.stock_moves(s)[0])
    assert game.stock_moves(s) == [] and game.status(s) == LOST


def test_won_with_forty_eight_cards_home_and_the_kings_left():
    game = create("doublets")
    suits = "CDHS"
    home = " ".join(f"{DOUBLING[i % 12]}{suits[i // 12]}" for i in range(47))
    s = position(game, {"foundation": home, "waste": "7S",
                        **{f"reserve_{k}": "KC" for k in range(4)}})
    assert game.status(s) == OPEN and game.score(s) == 47
    game.play(s, move(game, "waste", "foundation"))
    assert game.status(s) == WON and game.score(s) == 48 == game.spec.max_score


# --- Fortunes (Aces Up) ------------------------------------------------------------------

def throw_outs(game, s):
    return {game.pile_names[m.src] for m in game.legal_moves(s) if m.action == "discard"}


def test_fortunes_starts_with_empty_piles_and_deals_a_row_at_a_time():
    game = create("fortunes")
    s = game.new_state(2)
    assert s == game.new_state(2) != game.new_state(3)
    assert len(s.pile("stock")) == 52 and all(not s.pile(f"tableau_{k}") for k in range(4))
    game.play(s, game.stock_moves(s)[0])
    assert [len(s.pile(f"tableau_{k}")) for k in range(4)] == [1] * 4
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(4))
    assert len(s.pile("stock")) == 48 and game.status(s) == OPEN


def test_fortunes_throws_out_a_lower_card_of_a_suit_on_view_aces_high():
    game = create("fortunes")
    s = position(game, {"tableau_0": "9H", "tableau_1": "AH", "tableau_2": "KH 3C",
                        "tableau_3": "QC", "stock": "2S 3S 4S 5S"})
    assert throw_outs(game, s) == {"tableau_0", "tableau_2"}   # 9H under AH, 3C under QC
    [m] = [m for m in game.legal_moves(s) if m.action == "discard"
           and game.pile_names[m.src] == "tableau_2"]
    game.play(s, m)
    assert [c.label for c in s.pile("discard")] == ["3C"] and game.score(s) == 1
    assert throw_outs(game, s) == {"tableau_0", "tableau_2"}   # now KH under AH too


def test_fortunes_moves_groups_only_into_empty_piles():
    game = create("fortunes")
    s = position(game, {"tableau_0": "9H 5C 2D", "tableau_1": "", "tableau_2": "KS",
                        "tableau_3": "QD", "stock": "2S 3S 4S 5S"})
    legal = moves_between(game, s)
    assert {("tableau_0", "tableau_1", n) for n in (1, 2, 3)} <= legal
    assert not any(dst != "tableau_1" for _, dst, _ in legal)


def test_fortunes_is_won_with_the_four_aces_alone_and_lost_when_stuck():
    game = create("fortunes")
    s = position(game, {"tableau_0": "AC", "tableau_1": "AD", "tableau_2": "AH",
                        "tableau_3": "AS 5H", "discard": "2C"})
    assert game.status(s) == OPEN
    [m] = [m for m in game.legal_moves(s) if m.action == "discard"]
    game.play(s, m)
    assert game.status(s) == WON and game.score(s) == 2
    s = position(game, {"tableau_0": "AC 2D", "tableau_1": "AD 3C", "tableau_2": "AH 4S",
                        "tableau_3": "AS 5H"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST
    s = position(game, {"tableau_0": "2D", "tableau_1": "3C", "tableau_2": "4S",
                        "tableau_3": ""})
    assert game.legal_moves(s) and game.status(s) == LOST     # only piles moved round
