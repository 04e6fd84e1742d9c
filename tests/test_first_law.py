"""First Law (game/rules/first_law.py)."""

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move, undo_steps
from game.rules import create
from positions import play_solver_line, position, rest_of_pack


def clicks(game, state):
    """The clicks the rules offer, as (action, pile name)."""
    return {(m.action, game.pile_names[m.src]) for m in game.legal_moves(state)}


def labels(state, name):
    return [c.label for c in state.pile(name)]


def test_every_card_starts_in_the_stock_and_a_click_deals_a_row():
    game = create("first_law")
    s = game.new_state(2)
    assert s == game.new_state(2) != game.new_state(3)
    assert len(s.pile("stock")) == 52 and not any(c.is_face_up for c in s.pile("stock"))
    assert all(not s.pile(f"tableau_{k}") for k in range(4)) and not s.pile("discard")
    assert [m.action for m in game.legal_moves(s)] == ["stock"]
    top4 = [c.label for c in reversed(s.pile("stock")[-4:])]
    game.play(s, game.legal_moves(s)[0])
    assert [labels(s, f"tableau_{k}") for k in range(4)] == [[c] for c in top4]
    assert all(s.pile(f"tableau_{k}")[0].is_face_up for k in range(4))
    assert len(s.pile("stock")) == 48 and game.score(s) == 0


def test_a_top_card_moves_onto_the_leftmost_pile_before_it_with_its_rank():
    game = create("first_law")
    s = position(game, {"tableau_0": "7C", "tableau_1": "9D 7H", "tableau_2": "2S",
                        "tableau_3": "7S", "stock": "[KC]"})
    # tableau_1 and tableau_3 may go left, onto tableau_0 (the leftmost 7); tableau_2
    # has no 2 before it, and the leftmost pile never moves
    assert clicks(game, s) == {("left", "tableau_1"), ("left", "tableau_3"),
                               ("stock", "stock")}
    turn = game.play(s, Move("left", s.index("tableau_3"), -1, 1))
    assert labels(s, "tableau_0") == ["7C", "7S"] and labels(s, "tableau_3") == []
    undo_steps(s, turn.steps)
    game.play(s, Move("left", s.index("tableau_1"), -1, 1))
    assert labels(s, "tableau_0") == ["7C", "7H"] and labels(s, "tableau_1") == ["9D"]
    # no card is ever dragged: nothing but clicks
    assert not [m for m in game.legal_moves(s) if m.action == "move"]


def test_four_tops_of_one_rank_go_out_on_a_click_on_any_of_them():
    game = create("first_law")
    s = position(game, {"tableau_0": "5C QD", "tableau_1": "QH", "tableau_2": "QS",
                        "tableau_3": "3D QC", "stock": "[KC]"})
    assert clicks(game, s) == {("remove", f"tableau_{k}") for k in range(4)} | {
        ("stock", "stock")}      # taking them out comes before moving one left
    game.play(s, Move("remove", s.index("tableau_2"), -1, 4))
    assert sorted(labels(s, "discard")) == ["QC", "QD", "QH", "QS"]
    assert [labels(s, f"tableau_{k}") for k in range(4)] == [["5C"], [], [], ["3D"]]
    assert game.score(s) == 1
    # three of a rank and an empty pile: nothing goes out
    s = position(game, {"tableau_0": "QD", "tableau_1": "QH", "tableau_2": "QS"})
    assert ("remove", "tableau_0") not in clicks(game, s)


def test_the_spent_stock_gathers_the_piles_so_the_first_card_laid_comes_out_first():
    game = create("first_law")
    s = position(game, {"tableau_0": "AC 2C 3C", "tableau_1": "4C", "tableau_2": "",
                        "tableau_3": "5C 6C"})
    assert ("gather", "stock") in clicks(game, s)
    before = s.copy()
    turn = game.play(s, Move("gather", s.index("stock"), -1, 0))
    assert all(not s.pile(f"tableau_{k}") for k in range(4))
    # the stock's top card (the next dealt) is last: AC first, then 2C …
    assert labels(s, "stock") == ["6C", "5C", "4C", "3C", "2C", "AC"]
    assert not any(c.is_face_up for c in s.pile("stock"))
    gathered = s.copy()
    undo_steps(s, turn.steps)
    assert s == before
    s = gathered
    game.play(s, game.stock_moves(s)[0])
    assert [labels(s, f"tableau_{k}") for k in range(4)] == [["AC"], ["2C"], ["3C"], ["4C"]]


def test_won_with_every_card_out_lost_when_only_the_clicks_go_round():
    game = create("first_law")
    out = rest_of_pack("KC KD KH KS")
    s = position(game, {"discard": out, "tableau_0": "KC", "tableau_1": "KD",
                        "tableau_2": "KH", "tableau_3": "KS"})
    assert game.status(s) == OPEN and game.score(s) == 12
    game.play(s, Move("remove", s.index("tableau_0"), -1, 4))
    assert game.status(s) == WON and game.score(s) == 13 == game.spec.max_score
    assert game.legal_moves(s) == []
    # nothing fits, the stock is spent: a click gathers and the game goes on
    s = position(game, {"discard": rest_of_pack("KC KD 2H 2S"), "tableau_0": "KC",
                        "tableau_1": "KD", "tableau_2": "2H", "tableau_3": "2S"})
    assert clicks(game, s) == {("left", "tableau_1"), ("left", "tableau_3"),
                               ("gather", "stock")} and game.status(s) == OPEN
    # four ranks apart and nothing else: gathering and dealing lay them out again as
    # they were, for ever, so the game is lost
    s = position(game, {"tableau_0": "2C", "tableau_1": "3D", "tableau_2": "4H",
                        "tableau_3": "5S"})
    assert clicks(game, s) == {("gather", "stock")} and game.status(s) == LOST


def test_deal_1_is_played_to_the_win_through_the_rules():
    game = create("first_law")
    state = game.new_state(1)
    play_solver_line(game, state, seconds=30, nodes=20_000)
    assert game.status(state) == WON and game.score(state) == 13
