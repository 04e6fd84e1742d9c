import pickle

import pytest

from game.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JOKER_SUIT,
    KING,
    SPADES,
    card,
    card_code,
    cards,
    parse_card,
    piquet_32,
    spider_deck,
    standard_52,
    with_jokers,
    without_ranks,
)


def test_card_properties_and_labels():
    c = card(10, DIAMONDS)
    assert (c.rank, c.suit, c.deck, c.is_face_up, c.is_red) == (10, DIAMONDS, 0, True, True)
    assert repr(c) == "TD" and repr(c.face_down()) == "[TD]"
    assert card(ACE, SPADES).label == "AS" and not card(ACE, SPADES).is_red


def test_cards_are_shared_and_flip_round_trips():
    c = card(KING, HEARTS)
    assert c.face_down().face_up() is c
    assert c.flipped().flipped() is c
    assert card(KING, HEARTS) is c


def test_parse_card_accepts_brackets_ten_and_deck():
    assert parse_card("[7H]") == card(7, HEARTS, face_up=False)
    assert parse_card("10c") == card(10, CLUBS)
    assert parse_card("QS#1").deck == 1
    assert parse_card(card_code(card(5, SPADES, 1, False))) == card(5, SPADES, 1, False)
    with pytest.raises(ValueError):
        parse_card("1X")


def test_twin_cards_differ_but_share_identity():
    a, b = card(5, CLUBS, 0), card(5, CLUBS, 1)
    assert a != b and a.identity == b.identity


def test_pickle_keeps_the_shared_card():
    c = card(9, SPADES, 1, False)
    assert pickle.loads(pickle.dumps(c)) is c


@pytest.mark.parametrize("deck, size", [
    (standard_52(), 52), (standard_52(2), 104), (standard_52(3), 156), (piquet_32(), 32),
    (piquet_32(2), 64), (with_jokers(standard_52()), 54), (spider_deck(1), 104),
    (spider_deck(2), 104), (spider_deck(4), 104), (without_ranks(standard_52(), KING), 48),
])
def test_deck_sizes_and_no_accidental_duplicates(deck, size):
    assert len(deck) == size
    assert len(set(deck)) == size or all(c.deck < 4 for c in deck)
    assert all(not c.is_face_up for c in deck)


def test_piquet_has_ace_and_seven_to_king():
    assert sorted({c.rank for c in piquet_32()}) == [1, 7, 8, 9, 10, 11, 12, 13]


def test_spider_one_suit_is_all_spades_eight_times():
    deck = spider_deck(1)
    assert {c.suit for c in deck} == {SPADES}
    assert sum(1 for c in deck if c.rank == ACE) == 8


def test_jokers():
    jokers = [c for c in with_jokers(standard_52()) if c.is_joker]
    assert len(jokers) == 2 and all(c.suit == JOKER_SUIT and c.label == "JK" for c in jokers)


def test_cards_helper():
    assert [repr(c) for c in cards("AS [7H] TD")] == ["AS", "[7H]", "TD"]
