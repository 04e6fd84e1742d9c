"""AisleRiot pairing games on piles: Fourteen, Isabel, Gay Gordons."""

from collections import Counter

import pytest

from game.engine.cards import standard_52
from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from game.rules.aisleriot_pair_piles import GORDONS_RULE, in_pairs
from positions import position, rest_of_pack
from table_helpers import assert_table_fits


def pairs(game, state) -> set[tuple[str, str]]:
    return {(game.pile_names[m.src], game.pile_names[m.dst]) for m in game.legal_moves(state)}


def pair(game, a: str, b: str) -> Move:
    return Move("pair", game.pile_index(a), game.pile_index(b), 1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["fourteen", "isabel", "gay_gordons"])
def test_tables_fit_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 40)


# --- Fourteen ------------------------------------------------------------------------------

def test_fourteen_deals_all_52_face_up_five_to_the_first_four_piles():
    game = create("fourteen")
    s = game.new_state(2)
    assert [len(s.pile(f"tableau_{k}")) for k in range(12)] == [5] * 4 + [4] * 8
    assert all(c.is_face_up for k in range(12) for c in s.pile(f"tableau_{k}"))
    assert game.new_state(2) == s and game.new_state(3) != s


def test_fourteen_pairs_top_cards_worth_14_only():
    game = create("fourteen")
    s = position(game, {"tableau_0": "KS AH", "tableau_1": "KD", "tableau_2": "6C 7D",
                        "tableau_3": "7S", "tableau_4": "[2S] QH", "tableau_5": "2C"})
    # A+K, 7+7, Q+2 are 14; the KS under AH is no top card
    assert pairs(game, s) == {("tableau_0", "tableau_1"), ("tableau_2", "tableau_3"),
                              ("tableau_4", "tableau_5")}
    game.play(s, pair(game, "tableau_0", "tableau_1"))
    assert s.pile("tableau_1") == () and [c.label for c in s.pile("tableau_0")] == ["KS"]
    assert game.score(s) == 2
    # an emptied pile stays empty: nothing can be laid there
    assert all(m.action == "pair" for m in game.legal_moves(s))


def test_fourteen_won_and_lost():
    game = create("fourteen")
    s = position(game, {"tableau_0": "6S", "tableau_7": "8S",
                        "discard": rest_of_pack("6S 8S")})
    assert game.status(s) == OPEN
    game.play(s, pair(game, "tableau_0", "tableau_7"))
    assert game.status(s) == WON and game.score(s) == 52
    stuck = position(game, {"tableau_0": "8S 6S", "discard": rest_of_pack("6S 8S")})
    assert game.status(stuck) == LOST


# --- Isabel --------------------------------------------------------------------------------

def test_isabel_deals_thirteen_packets_of_three_down_one_up():
    game = create("isabel")
    s = game.new_state(9)
    for k in range(13):
        assert [c.is_face_up for c in s.pile(f"packet_{k}")] == [False, False, False, True]
    assert s.card_count() == 52 and game.new_state(9) == s


def test_isabel_pairs_equal_ranks_and_turns_up_the_card_below():
    game = create("isabel")
    s = position(game, {"packet_0": "[2S] 9H", "packet_5": "[3S] 9C", "packet_12": "[4D] 9S",
                        "packet_3": "8H"})
    assert pairs(game, s) == {("packet_0", "packet_5"), ("packet_0", "packet_12"),
                              ("packet_5", "packet_12")}
    history = History(game, s)
    before = s.copy()
    history.play(pair(game, "packet_0", "packet_12"))
    assert s.pile("packet_0")[-1].label == "2S" and s.pile("packet_0")[-1].is_face_up
    assert s.pile("packet_12")[-1].is_face_up and game.score(s) == 2
    history.undo()
    assert s == before


def test_isabel_won_and_lost():
    game = create("isabel")
    s = position(game, {"packet_0": "QS", "packet_9": "QH", "discard": rest_of_pack("QS QH")})
    game.play(s, pair(game, "packet_0", "packet_9"))
    assert game.status(s) == WON
    stuck = position(game, {"packet_0": "QS [QH]", "discard": rest_of_pack("QS QH")})
    assert game.status(stuck) == LOST


# --- Gay Gordons ---------------------------------------------------------------------------

def test_gay_gordons_pairs_make_eleven_two_jacks_or_king_and_queen():
    game = create("gay_gordons")
    s = position(game, {"reserve": "2C 5D", "tableau_0": "6H", "tableau_1": "JS",
                        "tableau_2": "JD", "tableau_3": "KC", "tableau_4": "QH",
                        "tableau_5": "QS", "tableau_6": "KD", "tableau_7": "TS",
                        "tableau_8": "AH 9C"})
    expected = {("reserve", "tableau_0"),                     # 5 + 6, from the reserve top
                ("tableau_1", "tableau_2"),                   # two jacks
                ("tableau_3", "tableau_4"), ("tableau_3", "tableau_5"),
                ("tableau_4", "tableau_6"), ("tableau_5", "tableau_6")}   # K with Q
    # not: QH+QS, KC+KD, 2C (under 5D), TS+9C (19), the covered AH+TS
    assert pairs(game, s) == expected
    game.play(s, pair(game, "reserve", "tableau_0"))
    assert [c.label for c in s.pile("reserve")] == ["2C"] and game.score(s) == 2
    assert ("reserve", "tableau_8") in pairs(game, s)          # 2 + 9 now


def test_gay_gordons_pairs_the_pack():
    pack = standard_52()
    found = in_pairs(pack)
    assert len(found) == 26 and all(GORDONS_RULE.matches(a, b) for a, b in found)
    assert Counter(c for p in found for c in p) == Counter(pack)


@pytest.mark.parametrize("number", [1, 2, 3, 77, 1000])
def test_gay_gordons_deal_is_winnable_by_undoing_it(number):
    """Two on the reserve, five on each pile, all face up; taking the pairs out in the
    opposite order of the deal (the last two cards laid first) wins."""
    game = create("gay_gordons")
    s, order = game.deal(number)
    assert len(s.pile("reserve")) == 2
    assert [len(s.pile(f"tableau_{k}")) for k in range(10)] == [5] * 10
    assert all(c.is_face_up for p in s.piles for c in p)
    assert game.deal(number)[0] == s
    laid = [pile for pile, _ in order]
    for k in range(len(laid) - 2, -1, -2):
        a, b = sorted((laid[k], laid[k + 1]))
        assert a != b and Move("pair", a, b, 1) in game.legal_moves(s)
        game.play(s, Move("pair", a, b, 1))
    assert game.status(s) == WON and game.score(s) == 52


def test_gay_gordons_lost_when_no_tops_match():
    game = create("gay_gordons")
    s = position(game, {"tableau_0": "QS", "tableau_1": "QH", "discard": rest_of_pack("QS QH")})
    assert game.status(s) == LOST
