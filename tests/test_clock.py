"""AisleRiot's Clock: Das Verstecken's mechanism under the Clock flow."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from positions import position

RANKS = "A 2 3 4 5 6 7 8 9 T J Q K".split()


@pytest.fixture
def clock():
    return create("clock")


def hour(game, rank):
    return game.pile_index(f"packet_{rank - 1}")


def full_face_down(**changes):
    """Every hour holding four face-down cards of another rank, then `changes`."""
    piles = {f"packet_{i}": " ".join(f"[{RANKS[(i + 1) % 13]}{s}]" for s in "CDHS")
             for i in range(13)}
    return piles | changes


def test_clock_deal(clock):
    s = clock.new_state(4)
    for i in range(12):
        assert len(s.pile(f"packet_{i}")) == 4
        assert not any(c.is_face_up for c in s.pile(f"packet_{i}"))
    assert len(s.pile("packet_12")) == 3 and not any(c.is_face_up for c in s.pile("packet_12"))
    [card] = s.pile("hand")
    assert card.is_face_up
    assert sorted(c.rank for p in s.piles for c in p) == sorted(list(range(1, 14)) * 4)
    assert clock.status(s) == OPEN and clock.score(s) == 0
    assert clock.new_state(4) == s != clock.new_state(5)


def test_clock_the_one_move_is_the_card_in_hand_to_its_hour(clock):
    s = position(clock, full_face_down(hand="5D", packet_12="[2C] [2D] [2H]"))
    hand = clock.pile_index("hand")
    assert clock.legal_moves(s) == [Move("hide", hand, hour(clock, 5), 1)]
    for rank in (1, 4, 6, 13):                                    # no other hour takes it
        assert not clock.is_legal(s, Move("hide", hand, hour(clock, rank), 1))


def test_clock_card_goes_on_top_and_the_bottom_card_comes_up(clock):
    s = position(clock, full_face_down(hand="5D", packet_4="[8C] [8D] [8H] [QC]",
                                       packet_12="[2C] [2D] [2H]"))
    clock.play(s, clock.legal_moves(s)[0])
    assert repr(s.pile("packet_4")) == "([8D], [8H], [QC], 5D)"
    assert repr(s.pile("hand")) == "(8C,)"                        # turned face up
    assert clock.score(s) == 1


def test_clock_a_king_goes_to_the_middle_and_brings_up_its_bottom_card(clock):
    s = position(clock, full_face_down(hand="KH", packet_12="[3S] [6C] [6D]"))
    hand = clock.pile_index("hand")
    assert clock.legal_moves(s) == [Move("hide", hand, hour(clock, 13), 1)]
    clock.play(s, clock.legal_moves(s)[0])
    assert repr(s.pile("packet_12")) == "([6C], [6D], KH)" and repr(s.pile("hand")) == "(3S,)"
    assert clock.score(s) == 0                                    # kings do not score


def test_clock_the_fourth_king_ends_it_lost(clock):
    s = position(clock, full_face_down(hand="JC", packet_10="[KS] [2C] [2D] [2H]",
                                       packet_12="KC KD KH"))
    clock.play(s, clock.legal_moves(s)[0])
    # The fourth king came up with cards still hidden: it joins the others, game over.
    assert repr(s.pile("packet_12")) == "(KC, KD, KH, KS)" and s.pile("hand") == ()
    assert clock.legal_moves(s) == [] and clock.status(s) == LOST
    assert clock.score(s) == 1


def test_clock_won_when_the_fourth_king_is_the_last_card(clock):
    piles = {f"packet_{i}": " ".join(f"{RANKS[i]}{s}" for s in "CDHS") for i in range(12)}
    piles["packet_10"] = "[KS] JD JH JS"
    s = position(clock, piles | {"packet_12": "KC KD KH", "hand": "JC"})
    assert clock.score(s) == 47 and clock.status(s) == OPEN
    clock.play(s, clock.legal_moves(s)[0])
    assert clock.status(s) == WON and clock.score(s) == 48
    assert all(c.is_face_up for p in s.piles for c in p)


def test_clock_plays_to_wins_and_losses_and_undoes_exactly(clock):
    results = {}
    for deal in range(1, 40):
        s = clock.new_state(deal)
        history = History(clock, s)
        for _ in range(60):
            if clock.status(s) != OPEN:
                break
            history.play(clock.spec.autoplay(clock, s))
        status = clock.status(s)
        assert status in (WON, LOST)
        assert (clock.score(s) == 48) == (status == WON)
        results[status] = results.get(status, 0) + 1
        history.restart()
        assert s == clock.new_state(deal)
    assert results[WON] and results[LOST]
