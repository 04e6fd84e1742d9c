import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.engine.options import OptionError
from game.rules import create
from positions import move, moves_between, position


@pytest.fixture
def game():
    return create("klondike")


def test_deal_counts_and_faces(game):
    state = game.new_state(5)
    for k in range(7):
        pile = state.pile(f"tableau_{k}")
        assert len(pile) == k + 1
        assert [c.is_face_up for c in pile] == [False] * k + [True]
    assert len(state.pile("stock")) == 24 and not any(c.is_face_up for c in state.pile("stock"))
    assert state.pile("waste") == () and all(state.pile(f"foundation_{i}") == () for i in range(4))
    assert state.counter("redeals_left") == 2


def test_deal_is_deterministic(game):
    assert game.new_state(5) == game.new_state(5)
    assert game.new_state(5) != game.new_state(6)


def test_build_down_in_alternate_colours(game):
    s = position(game, {"tableau_0": "TS", "tableau_1": "9H", "tableau_2": "9S",
                        "tableau_3": "8H", "tableau_4": "TH"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal       # red 9 on black 10
    assert ("tableau_2", "tableau_4", 1) in legal       # black 9 on red 10
    assert ("tableau_1", "tableau_4", 1) not in legal   # red on red
    assert ("tableau_3", "tableau_0", 1) not in legal   # 8 on 10


def test_runs_move_together_only_when_in_order(game):
    s = position(game, {"tableau_0": "[2C] TS 9H 8C", "tableau_1": "JD", "tableau_2": "JH 9D 8S"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal
    assert not any(src == "tableau_2" and n > 1 for src, _, n in legal)


def test_exposed_card_turns_up(game):
    s = position(game, {"tableau_0": "[2C] 9H", "tableau_1": "TS"})
    game.play(s, move(game, "tableau_0", "tableau_1"))
    assert repr(s.pile("tableau_0")) == "(2C,)"


def test_only_a_king_fills_a_space(game):
    s = position(game, {"tableau_0": "", "tableau_1": "[3C] KD QS", "tableau_2": "QH"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 2) in legal
    assert ("tableau_2", "tableau_0", 1) not in legal
    assert ("tableau_1", "tableau_0", 1) not in legal


def test_foundations_build_up_by_suit_from_the_ace_and_give_back(game):
    s = position(game, {"foundation_0": "AH", "tableau_0": "2H", "tableau_1": "2S",
                        "tableau_2": "3H", "waste": "AS"})
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_0", 1) in legal
    assert ("tableau_1", "foundation_0", 1) not in legal
    assert ("waste", "foundation_1", 1) in legal
    assert ("tableau_2", "foundation_0", 1) not in legal
    s2 = position(game, {"foundation_0": "AH 2H", "tableau_0": "3S"})
    assert ("foundation_0", "tableau_0", 1) in moves_between(game, s2)


def test_waste_and_stock_rules(game):
    s = position(game, {"stock": "[AS] [2S] [3S]", "waste": ""})
    stock_move = game.stock_moves(s)[0]
    game.play(s, stock_move)
    assert [repr(c) for c in s.pile("waste")] == ["3S"] and len(s.pile("stock")) == 2
    assert ("waste", "tableau_0", 1) not in moves_between(game, s)  # 3 is no king


def test_redeal_limit_single(game):
    s = position(game, {"stock": "", "waste": "AS 2S"}, redeals_left=1)
    game.play(s, game.stock_moves(s)[0])
    assert [repr(c) for c in s.pile("stock")] == ["[2S]", "[AS]"]  # order kept: AS on top
    assert s.counter("redeals_left") == 0
    game.play(s, game.stock_moves(s)[0])
    game.play(s, game.stock_moves(s)[0])
    assert s.pile("stock") == () and game.stock_moves(s) == []


def test_three_card_option_draws_three_and_redeals_forever():
    game = create("klondike", {"deal": "three"})
    s = game.new_state(2)
    game.play(s, game.stock_moves(s)[0])
    assert len(s.pile("waste")) == 3 and len(s.pile("stock")) == 21
    s = position(game, {"stock": "", "waste": "AS"})
    for _ in range(10):
        game.play(s, game.stock_moves(s)[0])
    assert s.counter("redeals_left") == -1


def test_no_redeal_option():
    game = create("klondike", {"deal": "no_redeals"})
    s = position(game, {"stock": "", "waste": "AS 2S"})
    assert game.stock_moves(s) == []


def test_bad_option_value():
    with pytest.raises(OptionError):
        create("klondike", {"deal": "seven"})
    with pytest.raises(OptionError):
        create("klondike", {"colour": "red"})


def test_win_and_blocked(game):
    full = {f"foundation_{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
            for i, s in enumerate("CDHS")}
    won = position(game, full)
    assert game.is_won(won) and game.status(won) == WON
    blocked = position(game, {"tableau_0": "[KS] 2H", "tableau_1": "[QD] 2D",
                              "waste": "5C"}, redeals_left=0)
    assert game.legal_moves(blocked) == [] and game.status(blocked) == LOST
    assert game.status(game.new_state(1)) == OPEN


def test_score_counts_foundation_cards(game):
    assert game.score(position(game, {"foundation_0": "AS 2S", "foundation_3": "AH"})) == 3


def test_stock_move_is_the_stock_action(game):
    s = game.new_state(1)
    assert Move("stock", game.pile_index("stock"), game.pile_index("waste"), 0) in \
        game.legal_moves(s)


def test_safe_foundation_moves(game):
    from game.engine.auto import foundation_moves, safe_foundation_moves

    s = position(game, {"foundation_0": "AH", "foundation_1": "AS", "tableau_0": "2H",
                        "tableau_1": "3H", "waste": "2S"})
    assert {game.pile_names[m.src] for m in safe_foundation_moves(game, s)} == {"tableau_0",
                                                                                "waste"}
    s2 = position(game, {"foundation_0": "AH 2H", "foundation_1": "AS 2S", "tableau_1": "3H"})
    assert foundation_moves(game, s2) and not safe_foundation_moves(game, s2)  # 2C, 2D out


def test_every_stock_option_of_the_contract():
    from game.engine.spec import UNLIMITED

    expected = {"single": (1, 2), "three": (3, UNLIMITED), "no_redeals": (1, 0),
                "unlimited": (1, UNLIMITED)}
    assert create("klondike").options == {"deal": "single"}
    for choice, (draw, redeals) in expected.items():
        game = create("klondike", {"deal": choice})
        action = game.spec.stock_action
        assert (action.draw, action.redeals) == (draw, redeals)
        assert game.new_state(1).counter("redeals_left") == redeals


def test_unlimited_option_turns_the_waste_over_forever():
    game = create("klondike", {"deal": "unlimited"})
    s = position(game, {"stock": "", "waste": "AS 2S"})
    for _ in range(9):
        game.play(s, game.stock_moves(s)[0])
    assert game.stock_moves(s) and s.counter("redeals_left") == -1
    s = game.new_state(3)
    game.play(s, game.stock_moves(s)[0])
    assert len(s.pile("waste")) == 1


def test_foundation_cards_go_back_to_the_tableau_but_not_to_another_foundation(game):
    s = position(game, {"foundation_0": "AH", "tableau_0": "[KS] 5C"})
    legal = moves_between(game, s)
    assert not any(src == "foundation_0" for src, _, _ in legal)  # a lone ace stays put
    blocked = position(game, {"foundation_0": "AH", "tableau_0": "[KS] 5C"}, redeals_left=0)
    assert game.status(blocked) == LOST
