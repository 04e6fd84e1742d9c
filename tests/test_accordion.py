"""Accordion: a card onto its neighbour or the third to its left, the line closes up."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from positions import position, rest_of_pack
from table_helpers import (
    assert_table_fits,
    double_click_pile,
    make_app,
    open_table,
    set_position,
)


@pytest.fixture
def accordion():
    return create("accordion")


def line(text: str) -> dict[str, str]:
    return {f"slot_{k}": c for k, c in enumerate(text.split())}


def shown(state) -> str:
    return " ".join(c[-1].label for k in range(52) if (c := state.pile(f"slot_{k}")))


def onto(game, i: int, j: int) -> Move:
    return Move("onto", game.pile_index(f"slot_{i}"), game.pile_index(f"slot_{j}"), 1)


def moves(game, state) -> set[tuple[int, int]]:
    return {(m.src, m.dst) for m in game.legal_moves(state)}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_table_fits_the_window(tmp_path, monkeypatch, size):
    assert_table_fits(tmp_path, monkeypatch, size, "accordion", 7, 40)


def test_deal_lays_the_whole_pack_in_one_line(accordion):
    s = accordion.new_state(6)
    assert all(len(s.pile(f"slot_{k}")) == 1 and s.pile(f"slot_{k}")[0].is_face_up
               for k in range(52))
    assert s.pile("discard") == () and accordion.new_state(6) == s
    assert accordion.new_state(7) != s


def test_a_card_goes_onto_its_neighbour_or_the_third_to_its_left_by_suit_or_rank(accordion):
    s = position(accordion, line("2H 9C 5D 7H 7S KD"))
    # 7H (3) onto 2H (0): suit, third to the left; 7S (4) onto 7H (3): rank, neighbour;
    # KD (5) onto 5D (2): suit, third; nothing else (KD onto 7S, 5D onto 9C: no match)
    assert moves(accordion, s) == {(3, 0), (4, 3), (5, 2)}


def test_the_covered_card_goes_out_and_the_line_closes_up(accordion):
    s = position(accordion, line("2H 9C 5D 7H 7S KD"))
    history = History(accordion, s)
    before = s.copy()
    history.play(onto(accordion, 3, 0))
    assert shown(s) == "7H 9C 5D 7S KD" and s.pile("slot_5") == ()
    assert [c.label for c in s.pile("discard")] == ["2H"] and accordion.score(s) == 1
    assert moves(accordion, s) == {(3, 0)}       # 7S onto 7H, now three to its left
    history.undo()
    assert s == before


def test_won_with_one_card_left_and_lost_when_stuck(accordion):
    rest = rest_of_pack("AS 2S")
    s = position(accordion, line("AS 2S") | {"discard": rest})
    assert accordion.status(s) == OPEN
    accordion.play(s, onto(accordion, 1, 0))
    assert shown(s) == "2S" and accordion.status(s) == WON and accordion.score(s) == 51
    stuck = position(accordion, line("AS 2H") | {"discard": rest.replace("2H", "2S")})
    assert accordion.status(stuck) == LOST


def test_a_double_click_plays_a_cards_one_move_but_never_picks_between_two(tmp_path,
                                                                           monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    scene = open_table(app, "accordion", 1)
    set_position(scene, line("7C 9C 7D 7H 2S"))
    # 9C onto 7C (suit); 7H onto 7D or onto 7C (rank): two, so neither
    assert moves(scene.game, scene.state) == {(1, 0), (3, 2), (3, 0)}
    for pile in ("slot_3", "slot_0", "slot_4"):  # two moves; only covered; none
        double_click_pile(scene, pile)
        assert shown(scene.state) == "7C 9C 7D 7H 2S", pile
    double_click_pile(scene, "slot_1")
    assert shown(scene.state) == "9C 7D 7H 2S" and scene.history.moves_made == 1
    assert [c.label for c in scene.state.pile("discard")] == ["7C"]
