"""The Forty Thieves family of AisleRiot: forty_thieves, zebra, gypsy, giant
(game/rules/forty_thieves.py)."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.suit_runs import HOME
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"
FAMILY = ("forty_thieves", "giant", "gypsy", "zebra")


def faces(pile):
    return [c.is_face_up for c in pile]


def run_up(suits, first=1, last=13, deck=0):
    """Foundation text climbing from rank `first` to `last`, its suits taken in turn."""
    mark = f"#{deck}" if deck else ""
    return " ".join(f"{RANKS[r - 1]}{suits[(r - first) % len(suits)]}{mark}"
                    for r in range(first, last + 1))


def full_home(game, suits="CDHS"):
    """All eight foundations complete by suit, the second pack's marked #1."""
    return {f"foundation_{i}": run_up(suits[i % 4], deck=i // 4) for i in range(8)}


def labels(pile):
    return [c.label for c in pile]


def zebra_table(**piles):
    """A Zebra position: every tableau pile not given holds a king of spades (an empty
    one would be refilled at once)."""
    game = create("zebra")
    return game, position(game, {f"tableau_{k}": "KS" for k in range(8)} | piles)


def home_moves(game, s):
    return {(game.pile_names[m.src], game.pile_names[m.dst], m.count)
            for m in game.legal_moves(s) if m.action == HOME}


def stock_move(game, s):
    [m] = game.stock_moves(s)
    game.play(s, m)


@pytest.mark.parametrize("game_id", FAMILY)
def test_deal_is_deterministic_and_keeps_every_card(game_id):
    game = create(game_id)
    s = game.new_state(11)
    assert s == game.new_state(11) and s != game.new_state(12)
    assert s.card_count() == game.total_cards == 104
    assert game.status(s) == OPEN and game.score(s) == 0


@pytest.mark.parametrize("game_id", FAMILY)
def test_no_move_left_is_a_loss(game_id):
    """Kings of clubs on every pile, the stock and waste spent: nothing fits anywhere."""
    game = create(game_id)
    piles = {f"tableau_{k}": "KC" for k in range(len(game.groups["tableau"]))}
    if "reserve" in game.pile_names:
        piles["reserve"] = "KD"
    s = position(game, piles | {"foundation_0": "AS"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST


# --- Forty Thieves -----------------------------------------------------------------------

def test_forty_thieves_deals_forty_cards_face_up_and_turns_one_card_without_redeal():
    game = create("forty_thieves")
    s = game.new_state(3)
    for k in range(10):
        assert faces(s.pile(f"tableau_{k}")) == [True] * 4
    assert len(s.pile("stock")) == 64 and s.counter("redeals_left") == 0
    stock_move(game, s)
    assert len(s.pile("waste")) == 1 and s.pile("waste")[-1].is_face_up
    s = position(game, {"waste": "5H", "tableau_0": "KC"})
    assert game.stock_moves(s) == []


def test_forty_thieves_builds_down_in_suit_from_waste_and_tableau():
    game = create("forty_thieves")
    s = position(game, {"waste": "6S", "tableau_0": "7S", "tableau_1": "7C", "tableau_2": "6H",
                        **{f"tableau_{k}": "KD" for k in range(3, 10)}})
    legal = moves_between(game, s)
    assert ("waste", "tableau_0", 1) in legal          # 6S on 7S
    assert ("waste", "tableau_1", 1) not in legal      # not on the other black suit
    assert ("tableau_2", "tableau_0", 1) not in legal  # 6H is no spade
    game.play(s, move(game, "waste", "tableau_0"))
    assert labels(s.pile("tableau_0")) == ["7S", "6S"]


def test_forty_thieves_moves_runs_only_as_far_as_empty_piles_allow():
    game = create("forty_thieves")
    full = {f"tableau_{k}": "KD" for k in range(10)}
    s = position(game, full | {"tableau_0": "9S 8S 7S", "tableau_1": "TS"})
    assert ("tableau_0", "tableau_1", 1) not in moves_between(game, s)  # 7S on TS: no
    assert not any(m[2] > 1 for m in moves_between(game, s))            # no empty pile
    s = position(game, full | {"tableau_0": "9S 8S 7S", "tableau_1": "TS", "tableau_2": ""})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_2", 2) not in legal   # the target is no free pile
    assert ("tableau_0", "tableau_1", 3) not in legal   # one empty pile carries two
    s = position(game, full | {"tableau_0": "9S 8S 7S", "tableau_1": "TS", "tableau_2": "",
                               "tableau_3": ""})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal       # two empty piles carry four
    assert ("tableau_0", "tableau_2", 2) in legal and ("tableau_0", "tableau_2", 3) not in legal
    s = position(game, full | {"tableau_0": "9S 8H", "tableau_1": "TS", "tableau_2": ""})
    assert ("tableau_0", "tableau_1", 2) not in moves_between(game, s)  # no run of one suit


def test_forty_thieves_fills_spaces_with_any_card_and_keeps_foundation_cards():
    game = create("forty_thieves")
    s = position(game, {"tableau_0": "", "tableau_1": "5D", "waste": "9C",
                        "foundation_0": "AH 2H", **{f"tableau_{k}": "KS" for k in range(2, 10)}})
    legal = moves_between(game, s)
    assert {("tableau_1", "tableau_0", 1), ("waste", "tableau_0", 1)} <= legal
    assert not any(src.startswith("foundation") for src, _, _ in legal)


def test_forty_thieves_sends_a_suit_run_home_in_one_move():
    game = create("forty_thieves")
    s = position(game, {"foundation_3": "AC 2C 3C", "tableau_4": "9H 6C 5C 4C",
                        "tableau_5": "5H 4H"})
    assert home_moves(game, s) == {("tableau_4", "foundation_3", 2),
                                   ("tableau_4", "foundation_3", 3)}
    [m] = [m for m in game.legal_moves(s) if m.action == HOME and m.count == 3]
    game.play(s, m)
    assert labels(s.pile("foundation_3"))[-3:] == ["4C", "5C", "6C"]
    assert labels(s.pile("tableau_4")) == ["9H"]


def test_forty_thieves_scores_five_a_card_and_sixty_a_suit_and_wins_at_1000():
    game = create("forty_thieves")
    s = position(game, {"foundation_0": run_up("C"), "foundation_1": "AD 2D"})
    assert game.score(s) == 15 * 5 + 60
    piles = full_home(game) | {"foundation_7": run_up("S", last=12, deck=1), "waste": "KS#1"}
    s = position(game, piles)
    assert game.status(s) == OPEN and game.score(s) == 1000 - 65
    game.play(s, move(game, "waste", "foundation_7"))
    assert game.status(s) == WON and game.score(s) == 1000 == game.spec.max_score


# --- Zebra -------------------------------------------------------------------------------

def test_zebra_deals_the_eight_aces_home_and_one_card_a_pile():
    game = create("zebra")
    s = game.new_state(5)
    assert [c.label for f in game.groups["foundation"] for c in s.piles[f]] == \
        ["AC", "AD", "AH", "AS"] * 2
    assert [len(s.pile(f"tableau_{k}")) for k in range(8)] == [1] * 8
    assert len(s.pile("stock")) == 88 and s.counter("redeals_left") == 1
    assert game.score(s) == 0


def test_zebra_foundations_climb_in_alternate_colours_whatever_the_suit():
    game, s = zebra_table(foundation_0="AC", foundation_1="AD", waste="2H", tableau_0="2S")
    legal = moves_between(game, s)
    assert ("waste", "foundation_0", 1) in legal and ("waste", "foundation_1", 1) not in legal
    assert ("tableau_0", "foundation_1", 1) in legal
    assert ("tableau_0", "foundation_0", 1) not in legal
    game, s = zebra_table(foundation_0="AC", waste="3H")
    assert ("waste", "foundation_0", 1) not in moves_between(game, s)


def test_zebra_builds_single_cards_down_in_alternate_colours():
    game, s = zebra_table(tableau_0="9S", tableau_1="8D", tableau_2="8C 7H", tableau_3="8S")
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal        # red 8 on black 9
    assert ("tableau_3", "tableau_0", 1) not in legal    # black on black
    assert ("tableau_2", "tableau_0", 2) not in legal    # only the top card moves
    assert ("tableau_2", "tableau_3", 1) in legal


def test_zebra_sends_a_pile_or_its_top_part_home_and_refills_it_from_the_waste():
    game, s = zebra_table(foundation_0="AC 2D", tableau_0="5S 4H 3C", waste="9D", stock="QC")
    assert home_moves(game, s) == {("tableau_0", "foundation_0", 2),
                                   ("tableau_0", "foundation_0", 3)}
    game2, s2 = zebra_table(foundation_0="AC 2D", tableau_0="5S 4H 3C", foundation_1="AH")
    assert home_moves(game2, s2) == {("tableau_0", "foundation_0", 2),
                                     ("tableau_0", "foundation_0", 3)}  # never onto AH
    [m] = [m for m in game.legal_moves(s) if m.action == HOME and m.count == 3]
    game.play(s, m)
    assert labels(s.pile("foundation_0")) == ["AC", "2D", "3C", "4H", "5S"]
    assert labels(s.pile("tableau_0")) == ["9D"] and s.pile("waste") == ()
    assert game.score(s) == 4 and game.spec.max_score == 96


def test_zebra_refills_from_the_stock_when_the_waste_is_empty():
    game, s = zebra_table(foundation_0="AC", tableau_0="2H", stock="[QC] [5D]")
    game.play(s, move(game, "tableau_0", "foundation_0"))
    assert labels(s.pile("tableau_0")) == ["5D"]
    assert s.pile("tableau_0")[0].is_face_up and len(s.pile("stock")) == 1
    game, s = zebra_table(foundation_0="AC", tableau_0="2H")
    game.play(s, move(game, "tableau_0", "foundation_0"))
    assert s.pile("tableau_0") == ()
    assert not any(dst == "tableau_0" for _, dst, _ in moves_between(game, s))  # it stays


def test_zebra_turns_the_waste_back_once():
    game, s = zebra_table(waste="4C 9H")
    stock_move(game, s)
    assert len(s.pile("stock")) == 2 and s.counter("redeals_left") == 0
    stock_move(game, s)
    stock_move(game, s)
    assert game.stock_moves(s) == []


def test_zebra_wins_with_the_last_king():
    game = create("zebra")
    piles = {f"foundation_{i}": run_up("CD" if i % 2 == 0 else "DC", deck=i // 4)
             for i in range(8)}
    piles["foundation_7"] = run_up("DC", last=12, deck=1)
    s = position(game, piles | {"tableau_3": "KD#1"})
    assert game.status(s) == OPEN
    game.play(s, move(game, "tableau_3", "foundation_7"))
    assert game.status(s) == WON and game.score(s) == 96


# --- Gypsy -------------------------------------------------------------------------------

def test_gypsy_deals_two_down_one_up_and_the_stock_deals_rows_even_onto_spaces():
    game = create("gypsy")
    s = game.new_state(8)
    for k in range(8):
        assert faces(s.pile(f"tableau_{k}")) == [False, False, True]
    assert len(s.pile("stock")) == 80 and "waste" not in game.pile_names
    s.piles[s.index("tableau_2")] = ()
    before = [len(s.pile(f"tableau_{k}")) for k in range(8)]
    stock_move(game, s)
    assert [len(s.pile(f"tableau_{k}")) for k in range(8)] == [n + 1 for n in before]
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(8))
    assert len(s.pile("stock")) == 72


def test_gypsy_moves_alternate_colour_runs_and_turns_up_what_they_uncover():
    game = create("gypsy")
    s = position(game, {"tableau_0": "[4C] 9H 8S 7D", "tableau_1": "TC", "tableau_2": "TD",
                        "tableau_3": "", "stock": "KC"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal and ("tableau_0", "tableau_2", 3) not in legal
    assert ("tableau_0", "tableau_3", 3) in legal   # any run fills a space
    game.play(s, move(game, "tableau_0", "tableau_1", 3))
    assert faces(s.pile("tableau_0")) == [True]
    s = position(game, {"tableau_0": "9H 8H", "tableau_1": "TC"})
    assert ("tableau_0", "tableau_1", 2) not in moves_between(game, s)


def test_gypsy_foundation_cards_come_back_to_the_tableau_but_not_to_another_foundation():
    game = create("gypsy")
    s = position(game, {"foundation_0": "AH 2H 3H", "foundation_1": "", "tableau_0": "4S",
                        "tableau_1": "4H"})
    legal = moves_between(game, s)
    assert ("foundation_0", "tableau_0", 1) in legal
    assert ("tableau_1", "foundation_0", 1) in legal
    assert not any(src.startswith("foundation") and dst.startswith("foundation")
                   for src, dst, _ in legal)
    s = position(game, {"foundation_0": "AH 2H", "tableau_0": "4H 3H"})
    assert ("tableau_0", "foundation_0", 2) not in moves_between(game, s)  # one at a time


def test_gypsy_scores_cards_home_finished_suits_and_alternate_pairs():
    game = create("gypsy")
    s = position(game, {"foundation_0": run_up("H"), "foundation_1": "AS",
                        "tableau_0": "[9C] 9H 8S 7D", "tableau_1": "5C 4C", "tableau_2": "6D 5S"})
    assert game.score(s) == 14 * 5 + 60 + 3 * 2
    piles = full_home(game) | {"foundation_7": run_up("S", last=12, deck=1),
                               "tableau_5": "KS#1"}
    s = position(game, piles)
    game.play(s, move(game, "tableau_5", "foundation_7"))
    assert game.status(s) == WON and game.score(s) == 1000


# --- Giant -------------------------------------------------------------------------------

def test_giant_deals_one_card_a_pile_and_twelve_rows_from_the_stock():
    game = create("giant")
    s = game.new_state(2)
    assert [faces(s.pile(f"tableau_{k}")) for k in range(8)] == [[True]] * 8
    assert len(s.pile("stock")) == 96 and s.pile("reserve") == ()
    rows = 0
    while game.stock_moves(s):
        stock_move(game, s)
        rows += 1
    assert rows == 12 and all(len(s.pile(f"tableau_{k}")) == 13 for k in range(8))


def test_giant_reserve_holds_one_card_of_any_kind():
    game = create("giant")
    s = position(game, {"tableau_0": "9H 4C", "tableau_1": "5D", "stock": "KC"})
    legal = moves_between(game, s)
    assert ("tableau_0", "reserve", 1) in legal and ("tableau_1", "reserve", 1) in legal
    game.play(s, move(game, "tableau_0", "reserve"))
    legal = moves_between(game, s)
    assert not any(dst == "reserve" for _, dst, _ in legal)
    assert ("reserve", "tableau_1", 1) in legal          # 4C on 5D
    s = position(game, {"tableau_0": "5D 4C", "tableau_1": "KC"})
    assert ("tableau_0", "reserve", 2) not in moves_between(game, s)


def test_giant_builds_in_alternate_colours_by_default_and_in_suit_as_an_option():
    game = create("giant")
    s = position(game, {"foundation_0": "AS 2S 3S", "tableau_0": "9H 8S 7D", "tableau_1": "TC",
                        "tableau_2": "TH", "tableau_3": "6S 5S 4S", "stock": "KC"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal and ("tableau_0", "tableau_2", 3) not in legal
    assert home_moves(game, s) == set()           # no run of one suit is picked up here
    assert ("tableau_3", "foundation_0", 1) in legal
    same = create("giant", {"build": "suit"})
    s = position(same, {"foundation_0": "AS 2S 3S", "tableau_0": "9H 8S 7S", "tableau_1": "9D",
                        "tableau_2": "9S", "tableau_3": "6S 5S 4S", "stock": "KC"})
    legal = moves_between(same, s)
    assert ("tableau_0", "tableau_2", 2) in legal and ("tableau_0", "tableau_1", 2) not in legal
    assert ("tableau_0", "tableau_2", 3) not in legal      # 9H 8S is no run of one suit
    assert home_moves(same, s) == {("tableau_3", "foundation_0", 2),
                                   ("tableau_3", "foundation_0", 3)}


def test_giant_gives_foundation_cards_back_and_scores_a_point_a_card():
    game = create("giant")
    s = position(game, {"foundation_0": "AD 2D 3D", "tableau_0": "4C", "stock": "KC"})
    assert ("foundation_0", "tableau_0", 1) in moves_between(game, s) and game.score(s) == 3
    piles = full_home(game) | {"foundation_7": run_up("S", last=12, deck=1), "reserve": "KS#1"}
    s = position(game, piles)
    game.play(s, move(game, "reserve", "foundation_7"))
    assert game.status(s) == WON and game.score(s) == 104 == game.spec.max_score
