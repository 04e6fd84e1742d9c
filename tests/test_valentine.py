"""Valentine (game/rules/valentine.py)."""

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import undo_steps
from game.rules import create
from positions import move, moves_between, position

RUN = "KQJT98765432A"   # a pile as the game wants it: king at the bottom


def suit_run(suit: str, ranks: str = RUN) -> str:
    return " ".join(r + suit for r in ranks)


def test_one_card_face_up_on_each_pile_and_the_rest_in_the_stock():
    game = create("valentine")
    s = game.new_state(3)
    assert s == game.new_state(3) != game.new_state(4)
    assert [len(s.pile(f"tableau_{k}")) for k in range(4)] == [1, 1, 1, 1]
    assert all(s.pile(f"tableau_{k}")[0].is_face_up for k in range(4))
    assert len(s.pile("stock")) == 48 and not any(c.is_face_up for c in s.pile("stock"))
    assert s.pile("waste") == () and game.status(s) == OPEN and game.score(s) == 0


def test_a_top_card_goes_onto_the_next_higher_card_of_its_suit_only():
    game = create("valentine")
    s = position(game, {"tableau_0": "9S", "tableau_1": "8S", "tableau_2": "KH",
                        "tableau_3": "AH", "waste": "QH", "stock": "3C"})
    assert moves_between(game, s) == {("tableau_1", "tableau_0", 1),
                                      ("waste", "tableau_2", 1)}
    # not two ranks apart, not another suit, not up, and the king never on the ace
    s = position(game, {"tableau_0": "9S", "tableau_1": "7S", "tableau_2": "8H",
                        "tableau_3": "AD", "waste": "KD", "stock": "3C"})
    assert moves_between(game, s) == set()
    # an empty pile takes nothing by hand; nothing is laid on the waste
    s = position(game, {"tableau_0": "9S", "tableau_1": "", "tableau_2": "2C",
                        "tableau_3": "AD", "waste": "", "stock": "3C"})
    assert moves_between(game, s) == set()


def test_the_stock_turns_one_card_when_the_waste_is_empty_and_no_pile_is():
    game = create("valentine")
    s = position(game, {"tableau_0": "9S", "tableau_1": "7S", "tableau_2": "8H",
                        "tableau_3": "AD", "stock": "[3C] [4C]"})
    [click] = game.legal_moves(s)
    assert click.action == "turn" and game.pile_names[click.src] == "stock"
    game.play(s, click)
    assert [c.label for c in s.pile("waste")] == ["4C"] and s.pile("waste")[0].is_face_up
    assert [c.label for c in s.pile("stock")] == ["3C"]


def test_empty_piles_are_filled_from_the_waste_first_then_from_the_stock():
    game = create("valentine")
    s = position(game, {"tableau_0": "", "tableau_1": "7S", "tableau_2": "",
                        "tableau_3": "", "waste": "QH", "stock": "[2D] [3C] [4C]"})
    [click] = [m for m in game.legal_moves(s) if m.action != "move"]
    assert click.action == "fill"
    game.play(s, click)
    assert [[c.label for c in s.pile(f"tableau_{k}")] for k in range(4)] == \
        [["QH"], ["7S"], ["4C"], ["3C"]]
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(4))
    assert s.pile("waste") == () and [c.label for c in s.pile("stock")] == ["2D"]


def test_a_full_waste_gathers_the_piles_under_the_stock_and_starts_them_again():
    game = create("valentine")
    s = position(game, {"tableau_0": "9S 8S", "tableau_1": "7D", "tableau_2": "KH QH JH",
                        "tableau_3": "AD", "waste": "5C", "stock": "[2C] [3C] [4C]"})
    before = s.copy()
    [click] = game.legal_moves(s)
    assert click.action == "gather"
    turn = game.play(s, click)
    # bottom first: the first pile lowest, each upside down, the old stock on top
    assert [c.label for c in s.pile("stock")] == \
        ["8S", "9S", "7D", "JH", "QH", "KH", "AD"]
    assert not any(c.is_face_up for c in s.pile("stock"))
    assert [[c.label for c in s.pile(f"tableau_{k}")] for k in range(4)] == \
        [["5C"], ["4C"], ["3C"], ["2C"]]
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(4))
    assert s.pile("waste") == ()
    undo_steps(s, turn.steps)
    assert s == before


def test_the_gathered_piles_come_back_bottom_card_first():
    game = create("valentine")
    s = position(game, {"tableau_0": "9S 8S", "tableau_1": "7D", "tableau_2": "KH",
                        "tableau_3": "AD", "waste": "5C"})
    game.play(s, game.legal_moves(s)[0])
    # the stock was empty: the waste card starts the first pile, then the gathered
    # piles are dealt from their bottom cards: AD's pile was gathered last, on top
    assert [[c.label for c in s.pile(f"tableau_{k}")] for k in range(4)] == \
        [["5C"], ["AD"], ["KH"], ["7D"]]
    assert [c.label for c in s.pile("stock")] == ["8S", "9S"]


def test_won_when_stock_and_waste_are_empty_never_blocked_before():
    game = create("valentine")
    s = position(game, {"tableau_0": suit_run("C", RUN[:-1]), "tableau_1": suit_run("D"),
                        "tableau_2": suit_run("H"), "tableau_3": suit_run("S"),
                        "waste": "AC"})
    assert game.status(s) == OPEN
    assert moves_between(game, s) == {("waste", "tableau_0", 1)}
    game.play(s, move(game, "waste", "tableau_0"))
    assert game.status(s) == WON and game.legal_moves(s) == []
    # no card moves now, but the stock brings a 3 of spades for the 2: the game goes on
    s = position(game, {"tableau_0": "9S", "tableau_1": "7S", "tableau_2": "8H",
                        "tableau_3": "AD", "waste": "2S", "stock": "[3S] [5C]"})
    assert [m.action for m in game.legal_moves(s)] == ["gather"] and game.status(s) == OPEN
    # no card can ever move: the clicks only go round, the game is lost
    s = position(game, {"tableau_0": "9S", "tableau_1": "7S", "tableau_2": "8H",
                        "tableau_3": "AD", "waste": "2S", "stock": "[4C] [6H]"})
    assert [m.action for m in game.legal_moves(s)] == ["gather"] and game.status(s) == LOST


def test_deals_29_and_61_only_go_round_no_card_ever_moves():
    game = create("valentine")
    for deal in (29, 61):
        s = game.new_state(deal)
        assert game.legal_moves(s) and game.status(s) == LOST
    assert game.status(game.new_state(3)) == OPEN


def test_deal_3_is_won_by_laying_every_card_that_fits_before_clicking_the_stock():
    game = create("valentine")
    s = game.new_state(3)
    for _turn in range(2000):
        if game.status(s) != OPEN:
            break
        legal = game.legal_moves(s)
        cards = [m for m in legal if m.action == "move"]
        game.play(s, cards[0] if cards else legal[0])
    assert game.status(s) == WON
    assert [[c.label[1] for c in s.pile(f"tableau_{k}")] for k in range(4)] == \
        [[suit] * 13 for suit in "DHCS"]
