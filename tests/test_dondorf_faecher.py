"""Dondorf Nr. 12 Der Fächer: deal, building, the order-keeping redeal, the map's fan."""

import pytest

from game.engine.cards import ACE, standard_52
from game.engine.deal import shuffled
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.layout import layout_for
from game.layout.loader import REPO_LEVELS_DIR
from game.rules import create
from game.rules.dondorf_faecher import packet_sizes
from positions import move, moves_between, position
from table_helpers import assert_table_fits, mouse_game

REDEAL = Move("redeal")


@pytest.fixture
def fan():
    return create("dondorf_faecher")


def test_deal_aces_out(fan):
    s = fan.new_state(7)
    assert [[c.label for c in s.pile(f"foundation_{i}")] for i in range(4)] == [
        ["AC"], ["AD"], ["AH"], ["AS"]]
    assert all(len(s.pile(f"packet_{i}")) == 3 for i in range(16))
    assert all(c.is_face_up for p in s.piles for c in p)
    assert s.counter("redeals_left") == 3
    assert fan.new_state(7) == s and fan.new_state(8) != s


def test_deal_packet_by_packet():
    """Packet 1 gets the first three cards of the pack (the third on top), and so on."""
    fan = create("dondorf_faecher")
    pack = [c for c in shuffled(standard_52(), "dondorf_faecher", 7) if c.rank != ACE]
    s = fan.new_state(7)
    laid = [c.face_down() for i in range(16) for c in s.pile(f"packet_{i}")]
    assert laid == pack


def test_deal_with_the_aces_dealt():
    fan = create("dondorf_faecher", {"aces_dealt": "on"})
    s = fan.new_state(7)
    assert [len(s.pile(f"packet_{i}")) for i in range(16)] == [4] * 4 + [3] * 12
    assert all(s.pile(f"foundation_{i}") == () for i in range(4))
    assert create("dondorf_faecher").options == {"aces_dealt": "off"}


def test_packets_build_down_in_suit_one_card_at_a_time(fan):
    s = position(fan, {"foundation_0": "AC", "foundation_1": "AD",
                       "packet_0": "9H 7S", "packet_1": "QD 8S", "packet_2": "8H",
                       "packet_3": "2C", "packet_4": "3D", "packet_5": ""})
    legal = moves_between(fan, s)
    assert ("packet_0", "packet_1", 1) in legal      # 7♠ on 8♠
    assert ("packet_3", "foundation_0", 1) in legal  # 2♣ home
    assert ("packet_2", "packet_0", 1) not in legal  # 8♥ on 7♠: wrong way and suit
    assert not any(dst == "packet_5" for _, dst, _ in legal)  # an empty packet stays empty
    assert ("packet_4", "foundation_1", 1) not in legal  # 3♦ needs the 2♦ first
    assert not any(src.startswith("foundation") for src, _, _ in legal)
    assert all(n == 1 for _, _, n in legal)


def test_packet_top_on_foundation_and_score(fan):
    s = position(fan, {"foundation_0": "AC", "packet_3": "5H 2C"})
    fan.play(s, move(fan, "packet_3", "foundation_0"))
    assert [c.label for c in s.pile("foundation_0")] == ["AC", "2C"]
    assert fan.score(s) == 2


def test_redeal_keeps_the_order_in_threes(fan):
    s = position(fan, {"packet_0": "2S 3S 4S 5S", "packet_1": "", "packet_2": "6H",
                       "packet_5": "7H 8H", "packet_15": "9D"})
    assert REDEAL in fan.legal_moves(s)
    fan.play(s, REDEAL)
    laid = [" ".join(c.label for c in s.pile(f"packet_{i}")) for i in range(16)]
    assert laid[:3] == ["2S 3S 4S", "5S 6H 7H", "8H 9D"]
    assert all(p == "" for p in laid[3:])
    assert s.counter("redeals_left") == 2


def test_redeal_without_moves_lays_the_same_packets(fan):
    s = fan.new_state(11)
    before = [s.pile(f"packet_{i}") for i in range(16)]
    fan.play(s, REDEAL)
    assert [s.pile(f"packet_{i}") for i in range(16)] == before


def test_redeal_only_when_no_card_can_be_used(fan):
    """Booklet: "Findet man keine verwendbaren Karten mehr, so nimmt man die Päckchen
    der Reihe nach auf und legt sie in der früheren Weise frisch hin"."""
    s = position(fan, {"foundation_0": "AC", "packet_0": "2C", "packet_1": "9H"})
    assert REDEAL not in fan.legal_moves(s)  # the 2♣ can still go home
    fan.play(s, move(fan, "packet_0", "foundation_0"))
    assert fan.legal_moves(s) == [REDEAL]
    s = fan.new_state(15)
    assert fan.card_moves(s) and REDEAL not in fan.legal_moves(s)


@pytest.mark.parametrize("deal", [15, 1, 2])
def test_redeal_with_the_aces_dealt_keeps_all_52_cards(deal):
    """Deal 15 with the aces in the packets lost four cards on a redeal: 52 became 48."""
    fan = create("dondorf_faecher", {"aces_dealt": "on"})
    s = fan.new_state(deal)
    before = [c for i in range(16) for c in s.pile(f"packet_{i}")]
    fan.play(s, REDEAL)
    assert [len(s.pile(f"packet_{i}")) for i in range(16)] == [4] * 4 + [3] * 12
    assert [c for i in range(16) for c in s.pile(f"packet_{i}")] == before


def test_packet_sizes_are_threes_and_a_four_for_each_card_beyond_48():
    assert packet_sizes(52) == [4] * 4 + [3] * 12
    assert packet_sizes(50) == [4, 4] + [3] * 14
    assert packet_sizes(48) == [3] * 16
    assert packet_sizes(28) == [3] * 9 + [1] + [0] * 6


def test_three_redeals_then_lost_when_stuck(fan):
    s = position(fan, {"foundation_0": "AC", "packet_0": "3C", "packet_1": "9H"})
    for left in (2, 1, 0):
        assert fan.status(s) == OPEN
        fan.play(s, REDEAL)
        assert s.counter("redeals_left") == left
    assert REDEAL not in fan.legal_moves(s)
    assert fan.status(s) == LOST


def test_won(fan):
    suits = "CDHS"
    piles = {f"foundation_{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in
             enumerate(suits)}
    piles["foundation_3"] = piles["foundation_3"][:-3]
    piles["packet_9"] = "KS"
    s = position(fan, piles)
    fan.play(s, move(fan, "packet_9", "foundation_3"))
    assert fan.status(s) == WON and fan.score(s) == 52
    assert REDEAL not in fan.legal_moves(s)


def test_won_and_lost_with_the_mouse(app):  # noqa: F811
    # Card moves by dragging onto the fan's rotated packets, redeals by the button.
    assert mouse_game(app, "dondorf_faecher", 3) == WON
    assert mouse_game(app, "dondorf_faecher", 5) == LOST


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_fan_fits_the_window(tmp_path, monkeypatch, size):
    assert_table_fits(tmp_path, monkeypatch, size, "dondorf_faecher", 7, 40,
                      options={"aces_dealt": "on"})


def test_the_map_draws_a_fan_with_a_title(fan):
    kinds = {n: p.kind.value for n, p in zip(fan.pile_names, fan.pile_specs, strict=True)}
    layout, warnings = layout_for("dondorf_faecher", fan.pile_names, kinds, [REPO_LEVELS_DIR])
    assert warnings == [] and layout.labels["title"].text == "Der Fächer"
    packets = [p for n, p in layout.piles.items() if n.startswith("packet_")]
    angles = [p.rotation for p in packets]
    assert angles[:9] == sorted(angles[:9]) and angles[9:] == sorted(angles[9:])
    assert min(angles) == -90 and max(angles) == 90
    aces = [p for n, p in layout.piles.items() if n.startswith("foundation_")]
    assert all(p.y > max(q.y for q in packets if abs(q.rotation) < 80) for p in aces)
    assert layout.piles["packet_0"].rotation == -90
