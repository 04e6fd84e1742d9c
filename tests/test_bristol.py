"""Bristol (game/rules/reserve_deals.py): kings under in the deal, three reserves."""

from game.engine.cards import KING
from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, play_solver_line, position

RANKS = "A23456789TJQK"


def tableau(state):
    return [state.pile(f"tableau_{k}") for k in range(8)]


def test_eight_piles_of_three_face_up_with_their_kings_underneath():
    game = create("bristol")
    for number in range(1, 40):
        s = game.new_state(number)
        assert [len(p) for p in tableau(s)] == [3] * 8
        assert all(c.is_face_up for p in tableau(s) for c in p)
        assert len(s.pile("stock")) == 28 and not any(c.is_face_up for c in s.pile("stock"))
        assert not any(s.pile(f"reserve_{k}") or s.pile(f"foundation_{k}") for k in range(3))
        for pile in tableau(s):
            ranks = [c.rank for c in pile]
            kings = ranks.count(KING)
            assert ranks[:kings] == [KING] * kings and KING not in ranks[kings:]
    assert game.new_state(7) == game.new_state(7) != game.new_state(8)


def test_kings_go_under_keeping_the_other_cards_in_their_dealt_order():
    game = create("bristol")
    for number in range(1, 200):
        s, order = game.deal(number)
        dealt = [c for _, c in order][:24]          # the cards as they left the pack
        for k, pile in enumerate(tableau(s)):
            cards = dealt[k::8]                      # rows of eight: pile k's three cards
            others = [c for c in cards if c.rank != KING]
            assert list(pile[len(pile) - len(others):]) == others
            assert sorted(pile) == sorted(cards)


def test_each_click_deals_a_card_onto_every_reserve_and_the_last_onto_the_first():
    game = create("bristol")
    s = game.new_state(3)
    stock = list(s.pile("stock"))
    game.play(s, game.stock_moves(s)[0])
    assert [s.pile(f"reserve_{k}") for k in range(3)] == [
        (stock[-1].face_up(),), (stock[-2].face_up(),), (stock[-3].face_up(),)]
    for _ in range(8):
        game.play(s, game.stock_moves(s)[0])
    assert len(s.pile("stock")) == 1 and [len(s.pile(f"reserve_{k}")) for k in range(3)] == [9] * 3
    game.play(s, game.stock_moves(s)[0])
    assert [len(s.pile(f"reserve_{k}")) for k in range(3)] == [10, 9, 9]
    assert s.pile("reserve_0")[-1] == stock[0].face_up()
    assert game.stock_moves(s) == []                # no redeal


def test_the_tableau_builds_down_whatever_the_suit_one_card_at_a_time():
    game = create("bristol")
    s = position(game, {"tableau_0": "KC 9H", "tableau_1": "8H", "tableau_2": "7S 8C",
                        "tableau_3": "", "tableau_4": "TD", "reserve_0": "4D 7D",
                        "reserve_1": "9S", "foundation_0": "AS 2S"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal          # same suit
    assert ("tableau_2", "tableau_0", 1) in legal          # another suit
    assert ("tableau_0", "tableau_4", 1) in legal
    assert ("tableau_4", "tableau_0", 1) not in legal      # up is not allowed
    assert ("reserve_0", "tableau_1", 1) in legal          # a reserve top plays on
    assert ("reserve_1", "tableau_4", 1) in legal
    assert not any(n > 1 for _, _, n in legal)             # 7S 8C is no run to move
    assert not any(dst == "tableau_3" for _, dst, _ in legal)   # a space stays empty
    assert not any(dst.startswith("reserve") for _, dst, _ in legal)
    assert not any(src.startswith("foundation") for src, _, _ in legal)  # home stays home


def test_foundations_climb_from_the_ace_whatever_the_suit():
    game = create("bristol")
    s = position(game, {"tableau_0": "AH", "tableau_1": "3C", "tableau_2": "2D",
                        "reserve_2": "3S", "foundation_1": "AC 2C"})
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_0", 1) in legal        # an ace on an empty one
    assert ("tableau_2", "foundation_1", 1) not in legal    # a two on a two
    assert ("tableau_1", "foundation_1", 1) in legal        # 3C on 2C
    assert ("reserve_2", "foundation_1", 1) in legal        # 3S on 2C: any suit
    assert ("tableau_1", "foundation_0", 1) not in legal    # only an ace starts one
    game.play(s, move(game, "reserve_2", "foundation_1"))
    assert game.score(s) == 3


def test_won_with_every_card_home_and_lost_when_nothing_moves_and_the_stock_is_spent():
    game = create("bristol")
    full = {f"foundation_{k}": " ".join(f"{r}{suit}" for r in RANKS)
            for k, suit in enumerate("CDHS")}
    full["foundation_3"] = full["foundation_3"][:-3]
    full["reserve_1"] = "KS"
    s = position(game, full)
    assert game.status(s) == OPEN
    game.play(s, move(game, "reserve_1", "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 52 == game.spec.max_score
    stuck = position(game, {"tableau_0": "AC 5D", "tableau_1": "3H", "reserve_0": "KD"})
    assert game.legal_moves(stuck) == [] and game.status(stuck) == LOST
    waiting = position(game, {"tableau_0": "AC 5D", "tableau_1": "3H", "stock": "9C"})
    assert game.status(waiting) == OPEN                    # the stock still deals



def test_deal_4_is_played_to_the_win_through_the_rules():
    game = create("bristol")
    state = game.new_state(4)
    play_solver_line(game, state, seconds=20, nodes=5_000)
    assert game.status(state) == WON and game.score(state) == 52
