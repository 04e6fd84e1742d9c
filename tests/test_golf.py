"""Golf, Thieves, Elevator, Escalator and Tri-Peaks (game/rules/golf.py)."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move, undo_steps
from game.rules import create
from game.rules.golf import rounds_verdict
from positions import move, moves_between, position, rest_of_pack

PYRAMID_EMPTY = {f"pyramid_{k}": "" for k in range(28)}
PEAKS_EMPTY = {f"peaks_{k}": "" for k in range(28)}


def counts(game, state, group):
    return [len(state.piles[i]) for i in game.groups[group]]


def face_up(game, state, group):
    return [c.is_face_up for i in game.groups[group] for c in state.piles[i]]


# --- the deals -------------------------------------------------------------------------------

def test_golf_deals_seven_face_up_columns_of_five_and_an_empty_waste():
    game = create("golf")
    state = game.new_state(3)
    assert counts(game, state, "tableau") == [5] * 7
    assert all(face_up(game, state, "tableau"))
    assert state.pile("waste") == () and len(state.pile("stock")) == 17
    assert game.new_state(3) == state and game.new_state(4) != state


def test_thieves_deals_54_cards_one_on_the_waste():
    game = create("thieves")
    state = game.new_state(2)
    assert counts(game, state, "tableau") == [5] * 7
    assert len(state.pile("waste")) == 1 and state.pile("waste")[0].is_face_up
    assert len(state.pile("stock")) == 18
    assert sum(c.is_joker for p in state.piles for c in p) == 2


def test_elevator_shows_only_the_bottom_row_escalator_all():
    elevator, escalator = create("elevator"), create("escalator")
    state = elevator.new_state(1)
    assert counts(elevator, state, "pyramid") == [1] * 28
    assert face_up(elevator, state, "pyramid") == [False] * 21 + [True] * 7
    assert state.pile("waste") == () and len(state.pile("stock")) == 24
    assert all(face_up(escalator, escalator.new_state(1), "pyramid"))


def test_tri_peaks_deals_18_face_down_10_face_up_and_one_to_the_waste():
    game = create("triple_peaks")
    state = game.new_state(5)
    assert face_up(game, state, "peaks") == [False] * 18 + [True] * 10
    assert len(state.pile("waste")) == 1 and len(state.pile("stock")) == 23
    assert game.score(state) == 0


# --- Golf ------------------------------------------------------------------------------------

def test_golf_plays_a_card_a_rank_up_or_down_whatever_its_suit():
    game = create("golf")
    state = position(game, {"waste": "7H", "tableau_0": "9C 8S", "tableau_1": "6D",
                            "tableau_2": "9H", "tableau_3": "7C", "stock": "[2C]"})
    assert moves_between(game, state) == {("tableau_0", "waste", 1), ("tableau_1", "waste", 1)}
    game.play(state, move(game, "tableau_0", "waste"))
    assert moves_between(game, state) == {("tableau_0", "waste", 1), ("tableau_2", "waste", 1),
                                          ("tableau_3", "waste", 1)}
    assert game.score(state) == 35 - 4


def test_golf_puts_nothing_on_a_king_and_only_a_two_on_an_ace():
    game = create("golf")
    on_king = position(game, {"waste": "KH", "tableau_0": "QC", "tableau_1": "AS",
                              "stock": "[2C]"})
    assert moves_between(game, on_king) == set()
    on_ace = position(game, {"waste": "AH", "tableau_0": "KC", "tableau_1": "2S",
                             "stock": "[2C]"})
    assert moves_between(game, on_ace) == {("tableau_1", "waste", 1)}


def test_golf_starts_with_a_stock_card_and_never_redeals():
    game = create("golf")
    state = game.new_state(1)
    assert [m.action for m in game.legal_moves(state)] == ["stock"]
    empty_stock = position(game, {"waste": "KH 5C", "tableau_0": "9C"})
    assert game.legal_moves(empty_stock) == [] and game.status(empty_stock) == LOST


def test_golf_is_won_when_the_columns_are_clear():
    game = create("golf")
    state = position(game, {"waste": "5C", "tableau_0": "4H", "stock": "[9S]"})
    assert game.status(state) == OPEN
    game.play(state, move(game, "tableau_0", "waste"))
    assert game.status(state) == WON and game.score(state) == 35


# --- Thieves ---------------------------------------------------------------------------------

def test_thieves_jokers_are_wild_both_ways_and_king_and_ace_do_not_touch():
    game = create("thieves")
    state = position(game, {"waste": "KH", "tableau_0": "AC", "tableau_1": "JK",
                            "tableau_2": "QS", "stock": "[2C]"})
    assert moves_between(game, state) == {("tableau_1", "waste", 1), ("tableau_2", "waste", 1)}
    game.play(state, move(game, "tableau_1", "waste"))       # a joker on the king
    assert moves_between(game, state) == {("tableau_0", "waste", 1), ("tableau_2", "waste", 1)}


def test_thieves_scores_each_card_played_by_its_rank():
    game = create("thieves")
    state = position(game, {"waste": "5H", "tableau_0": "KS JK 6C", "stock": "[2C]"})
    for expected in (2, 2, 10):                 # a 6 scores 2, a joker 0, a king 8
        game.play(state, move(game, "tableau_0", "waste"))
        assert game.score(state) == expected
    assert game.status(state) == WON
    state = position(game, {"waste": "5H", "tableau_0": "9C", "stock": "[AC]"}, points=4)
    game.play(state, Move("stock", game.pile_index("stock"), game.pile_index("waste"), 0))
    assert game.score(state) == 4 and state.pile("waste")[-1].rank == 1   # scores nothing


# --- Elevator and Escalator ------------------------------------------------------------------

def test_elevator_plays_free_face_up_cards_and_king_and_ace_touch():
    game = create("elevator")
    piles = dict(PYRAMID_EMPTY, waste="KD", stock="[3C]")
    piles.update({"pyramid_15": "[5H]", "pyramid_21": "AC", "pyramid_22": "QC",
                  "pyramid_27": "2H"})
    state = position(game, piles)
    # the ace (on a king: wrap) and the queen go; the 2 does not, nor the hidden 5
    assert moves_between(game, state) == {("pyramid_21", "waste", 1),
                                          ("pyramid_22", "waste", 1)}
    game.play(state, move(game, "pyramid_21", "waste"))
    assert moves_between(game, state) == {("pyramid_27", "waste", 1)}   # 2 on the ace
    assert not state.pile("pyramid_15")[0].is_face_up                  # 22 still on it


def test_elevator_turns_a_card_up_when_both_cards_on_it_are_gone():
    game = create("elevator")
    piles = dict(PYRAMID_EMPTY, waste="4D", stock="[3C]")
    piles.update({"pyramid_15": "[9H]", "pyramid_21": "3C", "pyramid_22": "2C"})
    state = position(game, piles)
    game.play(state, move(game, "pyramid_21", "waste"))
    assert not state.pile("pyramid_15")[0].is_face_up
    assert moves_between(game, state) == {("pyramid_22", "waste", 1)}
    game.play(state, move(game, "pyramid_22", "waste"))
    assert state.pile("pyramid_15")[0].is_face_up
    assert moves_between(game, state) == set()                 # 9 is not next to 2


def test_escalator_waits_for_both_covering_cards_though_all_lie_face_up():
    game = create("escalator")
    piles = dict(PYRAMID_EMPTY, waste="8D", stock="[3C]")
    piles.update({"pyramid_15": "TH", "pyramid_21": "8C", "pyramid_22": "9C"})
    state = position(game, piles)
    assert moves_between(game, state) == {("pyramid_22", "waste", 1)}
    game.play(state, move(game, "pyramid_22", "waste"))        # 9 on 8
    assert moves_between(game, state) == {("pyramid_21", "waste", 1)}   # not the 10 yet
    game.play(state, move(game, "pyramid_21", "waste"))        # 8 on 9
    assert moves_between(game, state) == set()                 # 10 is not next to 8
    assert game.score(state) == 27                             # 28 less the 10 left


def test_a_cleared_pyramid_wins_and_a_spent_stock_with_no_play_loses():
    game = create("escalator")
    state = position(game, dict(PYRAMID_EMPTY, waste="8D", pyramid_27="7C"))
    game.play(state, move(game, "pyramid_27", "waste"))
    assert game.status(state) == WON and game.score(state) == 28
    stuck = position(game, dict(PYRAMID_EMPTY, waste="8D", pyramid_27="3C"))
    assert game.status(stuck) == LOST


# --- Tri-Peaks -------------------------------------------------------------------------------

def draw(game):
    return Move("stock", game.pile_index("stock"), game.pile_index("waste"), 0)


def test_tri_peaks_plays_by_rank_with_king_and_ace_touching():
    game = create("triple_peaks")
    piles = dict(PEAKS_EMPTY, waste="KH", stock="[2C]")
    piles.update({"peaks_9": "[5S]", "peaks_18": "AC", "peaks_19": "QD", "peaks_27": "JS"})
    state = position(game, piles)
    assert moves_between(game, state) == {("peaks_18", "waste", 1), ("peaks_19", "waste", 1)}


@pytest.mark.parametrize(("multiplier", "first", "second"), [(False, 1, 3), (True, 1, 3)])
def test_tri_peaks_runs_score_one_two_three(multiplier, first, second):
    game = create("triple_peaks", {"scoring": "multiplier" if multiplier else "runs"})
    piles = dict(PEAKS_EMPTY, waste="5H", stock="[2C] [9D]")
    piles.update({"peaks_9": "[JS]", "peaks_18": "6C", "peaks_19": "7D", "peaks_27": "8S"})
    state = position(game, piles)
    game.play(state, move(game, "peaks_18", "waste"))
    assert game.score(state) == first and state.counter("run") == 1
    game.play(state, move(game, "peaks_19", "waste"))
    assert game.score(state) == second and state.counter("run") == 2
    assert state.pile("peaks_9")[0].is_face_up                  # both cards on it gone
    game.play(state, move(game, "peaks_27", "waste"))
    assert game.score(state) == (7 if multiplier else 6)
    game.play(state, draw(game))
    assert state.counter("run") == 0
    assert game.score(state) == (7 if multiplier else 1)       # a draw costs 5 (runs only)
    game.play(state, draw(game))
    assert game.score(state) == (7 if multiplier else 0)       # never below 0


def test_tri_peaks_a_peak_scores_15_and_the_last_one_30():
    game = create("triple_peaks")
    state = position(game, dict(PEAKS_EMPTY, waste="5H", stock="[2C]", peaks_0="6C",
                                peaks_1="7C"))
    game.play(state, move(game, "peaks_0", "waste"))
    assert game.score(state) == 1 + 15 and game.status(state) == OPEN
    game.play(state, move(game, "peaks_1", "waste"))
    assert game.score(state) == 16 + 2 + 30 and game.status(state) == WON
    multiplied = create("triple_peaks", {"scoring": "multiplier"})
    state = position(multiplied, dict(PEAKS_EMPTY, waste="5H", peaks_2="4C"))
    multiplied.play(state, move(multiplied, "peaks_2", "waste"))
    assert multiplied.score(state) == 1 + 50


def test_undo_restores_tri_peaks_score_and_run():
    game = create("triple_peaks")
    state = game.new_state(7)
    before = state.copy()
    turns = []
    for _ in range(12):
        moves = game.legal_moves(state)
        if not moves:
            break
        turns.append(game.play(state, moves[0]))
    for turn in reversed(turns):
        undo_steps(state, turn.steps)
    assert state == before


def hidden_rest(*shown: str) -> str:
    """The rest of the pack, face down (a stock)."""
    return " ".join(f"[{c}]" for c in rest_of_pack(*shown).split())


def test_tri_peaks_progressive_rounds_deal_again_and_carry_the_score():
    """tri-peaks.scm's "Progressive Rounds": the last peak cleared, stock and waste are
    shuffled and dealt again as at the start; the score goes on, and nothing is won."""
    game = create("triple_peaks", {"rounds": "progressive"})
    piles = dict(PEAKS_EMPTY, waste="9D 5H", peaks_0="6C")
    piles["stock"] = hidden_rest(*piles.values())
    state = position(game, piles, points=40, run=2, round=1)
    before = state.copy()
    turn = game.play(state, move(game, "peaks_0", "waste"))
    assert game.score(state) == 40 + 3 + 30 and state.counter("run") == 0
    assert state.counter("round") == 2 and game.status(state) == OPEN
    assert counts(game, state, "peaks") == [1] * 28
    assert face_up(game, state, "peaks") == [False] * 18 + [True] * 10
    assert len(state.pile("waste")) == 1 and state.pile("waste")[0].is_face_up
    assert len(state.pile("stock")) == 23
    assert not any(c.is_face_up for c in state.pile("stock"))
    assert sorted(c.label for p in state.piles for c in p) == sorted(rest_of_pack().split())
    again = before.copy()
    game.play(again, move(game, "peaks_0", "waste"))
    assert again == state                               # the same shuffle every time
    undo_steps(state, turn.steps)
    assert state == before
    assert rounds_verdict(game, again) == "The three peaks were cleared once."
    assert rounds_verdict(game, before) == ""           # the results' own words then


def test_tri_peaks_plays_one_round_unless_the_option_says_otherwise():
    game = create("triple_peaks")
    assert "round" not in game.counter_names and game.spec.verdict is None
    progressive = create("triple_peaks", {"rounds": "progressive",
                                          "scoring": "multiplier"})
    assert "round" in progressive.counter_names and progressive.spec.verdict is not None
    state = position(progressive, dict(PEAKS_EMPTY, waste="5H", peaks_2="4C",
                                       stock=hidden_rest("5H", "4C")))
    progressive.play(state, move(progressive, "peaks_2", "waste"))
    assert progressive.score(state) == 1 + 50 and state.counter("round") == 2  # both options
