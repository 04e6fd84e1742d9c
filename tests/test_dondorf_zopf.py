"""Der Zopf (Dondorf Nr. 14): braid, corners, side cards, base-rank foundations."""

import pytest

from game.engine.cards import parse_card, standard_52
from game.engine.deal_patterns import Dealer
from game.engine.game import LOST, OPEN, WON
from game.engine.state import GameState
from game.rules import create
from game.rules.dondorf_zopf import zopf_deal
from positions import move, moves_between, position


@pytest.fixture
def zopf():
    return create("dondorf_zopf")


def braid(text):
    """Braid slots braid_0 … from a card list (the last is the free end)."""
    return {f"braid_{i}": t for i, t in enumerate(text.split())}


def test_deal_counts_and_base_rank(zopf):
    s = zopf.new_state(6)
    assert [len(s.pile(f"braid_{i}")) for i in range(20)] == [1] * 20
    assert [len(s.pile(f"corner_{i}")) for i in range(4)] == [1] * 4
    assert [len(s.pile(f"side_{i}")) for i in range(8)] == [1] * 8
    assert len(s.pile("foundation_0")) == 1 and len(s.pile("stock")) == 104 - 33
    assert s.counter("base_rank") == s.pile("foundation_0")[0].rank
    assert s.counter("redeals_left") == 2
    assert all(c.is_face_up for p in s.piles[2:] for c in p)
    identities = [s.pile(f"braid_{i}")[0].identity for i in range(20)]
    assert len(set(identities)) == 20                    # no twins in the braid
    assert zopf.new_state(6) == s and zopf.new_state(16) != s


def test_deal_order_and_twins_go_under_the_talon(zopf):
    state = GameState(zopf.pile_names, zopf.counter_names, 1)
    front = [parse_card(t).face_down() for t in "9H 9H#1 4S".split()]
    pack = standard_52(2)
    for c in front:
        pack.remove(c)
    dealer = Dealer(state, front + pack, zopf.groups)
    zopf_deal(dealer)
    assert [repr(state.pile(f"braid_{i}")[0]) for i in range(3)] == ["9H", "4S", "AC"]
    assert state.pile("stock")[0] == parse_card("[9H#1]")  # the twin: under the talon
    # braid, corners, sides, then the base card, each in the pack's order
    laid = [repr(c) for _, c in dealer.order]
    assert laid[20:24] == [repr(state.pile(f"corner_{i}")[0]) for i in range(4)]
    assert laid[32] == repr(state.pile("foundation_0")[0])


def test_option_keeps_twins_in_the_braid():
    kept = create("dondorf_zopf", {"braid_twins": "kept"})
    twins = 0
    for deal in range(1, 30):
        s = kept.new_state(deal)
        identities = [s.pile(f"braid_{i}")[0].identity for i in range(20)]
        twins += len(identities) - len(set(identities))
        assert len(s.pile("stock")) == 71
    assert twins > 0                       # some deal of 29 lays a twin into the braid
    assert create("dondorf_zopf").options == {"braid_twins": "returned"}


def test_only_the_free_end_of_the_braid_moves_and_only_home(zopf):
    s = position(zopf, braid("KS 5D 8H") | {"foundation_0": "7H", "foundation_1": "4D",
                                           "side_0": ""}, base_rank=7)
    legal = moves_between(zopf, s)
    assert ("braid_2", "foundation_0", 1) in legal
    assert ("braid_1", "foundation_1", 1) not in legal      # 5♦ is not the free end
    assert not any(src.startswith("braid") and not dst.startswith("foundation")
                   for src, dst, _ in legal)


def test_corners_refill_from_the_braid_sides_from_the_waste(zopf):
    s = position(zopf, braid("KS 5D 9C") | {"corner_0": "8H", "foundation_0": "7H",
                                           "side_0": "", "side_1": "QC", "waste": "2D"},
                 base_rank=7)
    legal = moves_between(zopf, s)
    assert ("waste", "side_0", 1) in legal and ("braid_2", "side_0", 1) not in legal
    assert ("side_1", "side_0", 1) not in legal and ("waste", "corner_1", 1) not in legal
    zopf.play(s, move(zopf, "corner_0", "foundation_0"))
    assert repr(s.pile("corner_0")) == "(9C,)" and not s.pile("braid_2")
    assert repr(s.pile("foundation_0")) == "(7H, 8H)"


def test_foundations_start_at_the_base_rank_and_wrap(zopf):
    s = position(zopf, {"side_0": "8C", "side_1": "AS", "side_2": "9C", "corner_0": "7D",
                        "foundation_0": "8S 9S TS JS QS KS", "braid_0": "KH",
                        "foundation_7": "8H 9H TH JH QH KH AH 2H 3H 4H 5H 6H 7H",
                        "waste": "8H"}, base_rank=8)
    legal = moves_between(zopf, s)
    assert ("side_0", "foundation_1", 1) in legal and ("side_1", "foundation_0", 1) in legal
    assert ("side_2", "foundation_1", 1) not in legal
    assert ("corner_0", "foundation_1", 1) not in legal
    assert ("waste", "foundation_7", 1) not in legal        # thirteen cards: complete


def test_three_passes(zopf):
    s = position(zopf, braid("KS") | {"stock": "[2D] [3D] [4D]"}, base_rank=8)
    clicks = 0
    while zopf.stock_moves(s):
        zopf.play(s, zopf.stock_moves(s)[0])
        clicks += 1
    assert clicks == 3 * 3 + 2 and s.counter("redeals_left") == 0


def test_won_when_the_braid_is_gone_lost_when_blocked(zopf):
    s = position(zopf, braid("9H") | {"foundation_0": "8H", "corner_0": "2C"}, base_rank=8)
    assert zopf.status(s) == OPEN
    zopf.play(s, move(zopf, "braid_0", "foundation_0"))
    assert zopf.status(s) == WON
    stuck = position(zopf, braid("KS") | {"waste": "2C", "foundation_0": "8H"},
                     base_rank=8, redeals_left=0)
    for i in range(8):
        stuck.piles[stuck.index(f"side_{i}")] = (parse_card("QC"),)
    assert zopf.status(stuck) == LOST


def test_a_corner_emptied_by_the_last_braid_card_wins(zopf):
    s = position(zopf, braid("5C") | {"corner_0": "8H", "foundation_0": "7H"}, base_rank=7)
    zopf.play(s, move(zopf, "corner_0", "foundation_0"))
    assert repr(s.pile("corner_0")) == "(5C,)" and zopf.is_won(s)
