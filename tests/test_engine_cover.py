"""Cover maps (game/engine/cover.py): which card lies on which, free cards, turning up."""

import pytest

from game.engine.cards import cards
from game.engine.cover import Covering, CoverMap, columns, inverted_pyramid, peaks, pyramid
from game.engine.deal_patterns import OneEach
from game.engine.game import Game
from game.engine.moves import StepRecorder, undo_steps
from game.engine.spec import ANY, GameSpec, Kind, Pick, Piles
from positions import position


def test_a_pyramid_card_lies_under_the_two_cards_below_it():
    cover = pyramid("p", 3)
    assert cover.covered_by == ((1, 2), (3, 4), (4, 5), (), (), ())
    assert cover.covers(4) == (1, 2)
    assert pyramid("p").size == 28
    assert pyramid("p").covered_by[20] == (26, 27)   # row 6's last card
    assert pyramid("p").covered_by[21:] == ((),) * 7


def test_an_inverted_pyramid_covers_its_end_cards_with_one_card():
    cover = inverted_pyramid("p", 3)
    # rows 3, 2, 1: cards 0 1 2 / 3 4 / 5
    assert cover.covered_by == ((3,), (3, 4), (4,), (5,), (5,), ())
    assert inverted_pyramid("p").size == 28


def test_tri_peaks_is_three_pyramids_on_a_shared_row_of_ten():
    cover = peaks("p")
    assert cover.size == 28
    assert cover.covered_by[:3] == ((3, 4), (5, 6), (7, 8))            # the peaks
    assert cover.covered_by[3:9] == ((9, 10), (10, 11), (12, 13), (13, 14), (15, 16),
                                     (16, 17))
    assert cover.covered_by[9:18] == tuple((18 + i, 19 + i) for i in range(9))
    assert cover.covered_by[18:] == ((),) * 10
    assert cover.covers(21) == (11, 12)   # a shared card lies on two pyramids


def test_columns_with_one_card_over_both_ends():
    cover = columns("b", (3, 3), last_over=(0, 1))
    assert cover.covered_by == ((1,), (2,), (6,), (4,), (5,), (6,), ())
    assert columns("b", (2,)).covered_by == ((1,), ())


def test_a_map_naming_itself_or_a_missing_slot_is_refused():
    with pytest.raises(ValueError):
        CoverMap("p", ((0,),))
    with pytest.raises(ValueError):
        CoverMap("p", ((5,), ()))


def little_pyramid(face_down: int = 1) -> Game:
    """Three slots (one over two) and three places to put a card; plain moves."""
    spec = GameSpec(
        id="little_pyramid",
        piles=(Piles("p", Kind.SLOT, 3, pick=Pick.TOP),
               Piles("out", Kind.DISCARD, 3, fill=ANY)),
        deal=(OneEach("p", face_down=face_down),),
        deck=lambda: list(cards("[AS] [2S] [3S]")),
        hooks=Covering(pyramid("p", 2)).hooks())
    return Game(spec)


def test_only_free_cards_move_and_a_freed_card_turns_up():
    game = little_pyramid()
    state = game.new_state(1)
    p0, p1, p2 = (game.pile_index(n) for n in ("p_0", "p_1", "p_2"))
    assert not state.piles[p0][0].is_face_up and state.piles[p1][0].is_face_up
    cover = pyramid("p", 2)
    assert cover.free_cards(game, state) == [p1, p2]
    assert {m.src for m in game.legal_moves(state)} == {p1, p2}
    assert {game.group_of[m.dst] for m in game.legal_moves(state)} == {"out"}
    before = state.copy()
    turn = game.play(state, next(m for m in game.legal_moves(state) if m.src == p1))
    assert not state.piles[p0][0].is_face_up           # one card still lies on it
    assert not cover.is_free(game, state, p0) and cover.free_cards(game, state) == [p2]
    turn2 = game.play(state, next(m for m in game.legal_moves(state) if m.src == p2))
    assert state.piles[p0][0].is_face_up                # free now: turned up
    assert cover.is_free(game, state, p0)
    undo_steps(state, turn2.steps)
    undo_steps(state, turn.steps)
    assert state == before


def test_turn_up_leaves_face_up_and_covered_cards_alone():
    game = little_pyramid(face_down=3)
    state = position(game, {"p_0": "[AS]", "p_1": "", "p_2": "[3S]"})
    rec = StepRecorder(state)
    pyramid("p", 2).turn_up(game, state, rec)
    assert rec.steps == [("flip", game.pile_index("p_2"), 0)]
    assert not state.pile("p_0")[0].is_face_up
    assert not pyramid("p", 2).cleared(game, state)
