"""Baker's Game, Eight Off and Seahaven Towers: FreeCell's kin built down in suit."""

import pytest

from game.engine.auto import AutoHome
from game.engine.game import LOST, WON
from game.engine.moves import undo_steps
from game.engine.spec import DOWN, SuitRule
from game.rules import create
from game.solver.canonical import has_hooks
from positions import move, moves_between, position

FULL = {f"foundation_{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
        for i, s in enumerate("CDHS")}


def counts(game, state, group):
    return [len(state.piles[i]) for i in game.groups[group]]


# --- Baker's Game ---------------------------------------------------------------------

@pytest.fixture
def bakers():
    return create("bakers_game")


def test_bakers_deal_is_freecells_shape_all_face_up(bakers):
    state = bakers.new_state(5)
    assert counts(bakers, state, "tableau") == [7, 7, 7, 7, 6, 6, 6, 6]
    assert counts(bakers, state, "cell") == [0] * 4
    assert all(c.is_face_up for p in state.piles for c in p)
    assert bakers.new_state(5) == state and bakers.new_state(6) != state


def test_bakers_builds_down_in_suit_only(bakers):
    s = position(bakers, {"tableau_0": "9H", "tableau_1": "8H", "tableau_2": "8D",
                          "tableau_3": "8S", "tableau_4": "TH"})
    legal = moves_between(bakers, s)
    assert ("tableau_1", "tableau_0", 1) in legal
    assert ("tableau_2", "tableau_0", 1) not in legal     # same colour, other suit
    assert ("tableau_3", "tableau_0", 1) not in legal     # other colour
    assert ("tableau_0", "tableau_4", 1) in legal
    assert ("tableau_4", "tableau_0", 1) not in legal     # up is not allowed


def test_bakers_runs_move_as_freecell_and_any_card_fills(bakers):
    s = position(bakers, {"tableau_0": "KS QS JS TS 9S 8S 7S", "tableau_1": "KC",
                          "tableau_2": "", "tableau_3": "2C", "tableau_4": "3C",
                          "tableau_5": "4C", "tableau_6": "5C", "tableau_7": "6C QC",
                          "cell_0": "AD", "cell_1": "AH"})
    legal = moves_between(bakers, s)
    assert ("tableau_7", "tableau_2", 1) in legal         # a queen into a space
    assert ("tableau_0", "tableau_2", 3) in legal         # (2 + 1) to an empty column
    assert ("tableau_0", "tableau_2", 4) not in legal
    s2 = position(bakers, {"tableau_0": "KS QS JS TS 9S 8S 7S", "tableau_1": "8H",
                           "tableau_2": "", "cell_0": "AD", "cell_1": "AH"})
    # A run in suit only: 7S cannot go onto 8H.
    assert not any(d == "tableau_1" for _, d, _ in moves_between(bakers, s2))


def test_bakers_strict_option_limits_runs_and_fills_with_kings():
    strict = create("bakers_game", {"rules": "manual"})
    s = position(strict, {"tableau_0": "KS QS JS TS 9S 8S 7S", "tableau_1": "",
                          "tableau_2": "", "tableau_3": "4D QD",
                          "cell_0": "AD", "cell_1": "AH"})
    legal = moves_between(strict, s)
    assert ("tableau_0", "tableau_1", 3) not in legal     # no king at the run's head
    assert ("tableau_3", "tableau_1", 1) not in legal     # a queen may not fill
    assert ("tableau_0", "tableau_1", 7) not in legal     # 2 cells + 1 = 3 at most
    s2 = position(strict, {"tableau_0": "2C KS QS", "tableau_1": "", "tableau_2": "",
                           "cell_0": "AD", "cell_1": "AH", "cell_2": "3D"})
    assert ("tableau_0", "tableau_1", 2) in moves_between(strict, s2)   # 1 cell + 1
    s2 = position(strict, {"tableau_0": "2C KS QS JS", "tableau_1": "", "tableau_2": "",
                           "cell_0": "AD", "cell_1": "AH", "cell_2": "3D"})
    legal2 = moves_between(strict, s2)
    assert ("tableau_0", "tableau_1", 3) not in legal2    # the spaces do not double it
    s3 = position(strict, {"tableau_0": "2C KS", "tableau_1": "", "cell_0": "AD"})
    assert ("tableau_0", "tableau_1", 1) in moves_between(strict, s3)


def test_bakers_sends_every_card_home_after_each_move(bakers):
    s = position(bakers, {"foundation_0": "AC", "tableau_0": "5H 2C", "tableau_1": "3C",
                          "tableau_2": "9D AH", "tableau_3": "KD 4C",
                          "tableau_4": "2H"})
    # AH lies on top but nothing was played yet: the deal is left alone.
    bakers.play(s, move(bakers, "tableau_4", "cell_0"))
    assert [repr(c) for c in s.pile("foundation_0")] == ["AC", "2C", "3C", "4C"]
    assert [repr(c) for c in s.pile("foundation_1")] == ["AH", "2H"]
    assert s.pile("cell_0") == () and repr(s.pile("tableau_2")[-1]) == "9D"


def test_bakers_undo_takes_back_the_move_and_its_cards_home(bakers):
    s = position(bakers, {"foundation_0": "AC", "tableau_0": "5H 2C", "tableau_1": "3C",
                          "tableau_2": "9D AH"})
    before = s.copy()
    turn = bakers.play(s, move(bakers, "tableau_1", "cell_0"))
    assert len(s.pile("foundation_0")) == 3
    undo_steps(s, turn.steps)
    assert s == before


def test_auto_home_keeps_the_solver_symmetries(bakers):
    assert not has_hooks(bakers)
    assert isinstance(AutoHome(), AutoHome) and AutoHome.position_blind


def test_auto_home_safe_only_waits_for_cards_that_may_still_want_a_place():
    """FreeCell's rule as an option of the mechanism: a red 3 waits while a black 2 is out."""
    from dataclasses import replace

    from game.engine.game import Game
    from game.engine.mechanism import mechanisms
    from game.rules.freecell import FREECELL

    game = Game(replace(FREECELL, hooks=mechanisms(AutoHome(every_card=False))))
    s = position(game, {"foundation_0": "AD 2D", "foundation_1": "AC",
                        "tableau_0": "3D", "tableau_1": "2S", "tableau_2": "9H"})
    game.play(s, move(game, "tableau_2", "cell_0"))
    assert len(s.pile("foundation_0")) == 2 and repr(s.pile("tableau_0")[-1]) == "3D"
    every = Game(replace(FREECELL, hooks=mechanisms(AutoHome(every_card=True))))
    s = position(every, {"foundation_0": "AD 2D", "foundation_1": "AC",
                         "tableau_0": "3D", "tableau_1": "2S", "tableau_2": "9H"})
    every.play(s, move(every, "tableau_2", "cell_0"))
    assert len(s.pile("foundation_0")) == 3


def test_bakers_win_and_blocked(bakers):
    assert bakers.status(position(bakers, FULL)) == WON
    blocked = {f"cell_{i}": c for i, c in enumerate(["9C", "9S", "9D", "9H"])}
    blocked |= {f"tableau_{i}": c for i, c in enumerate(
        ["3C 2C", "3S 2S", "3D 2D", "3H 2H", "5C 4C", "5S 4S", "5D 4D", "5H 4H"])}
    assert bakers.status(position(bakers, blocked)) == LOST


# --- Eight Off ------------------------------------------------------------------------

@pytest.fixture
def eight_off():
    return create("eight_off")


def test_eight_off_deal(eight_off):
    state = eight_off.new_state(3)
    assert counts(eight_off, state, "tableau") == [6] * 8
    assert counts(eight_off, state, "cell") == [1, 1, 1, 1, 0, 0, 0, 0]
    assert counts(eight_off, state, "foundation") == [0] * 4
    assert all(c.is_face_up for p in state.piles for c in p)
    assert eight_off.new_state(3) == state and eight_off.new_state(4) != state


def test_eight_off_rules(eight_off):
    spec = eight_off.pile_specs[eight_off.pile_index("tableau_0")]
    assert spec.build.suit is SuitRule.SAME_SUIT and spec.build.direction == DOWN
    s = position(eight_off, {"tableau_0": "9H 8H 7H 6H", "tableau_1": "TH",
                             "tableau_2": "", "tableau_3": "KS QS", "tableau_4": "TD",
                             "cell_0": "2C", "cell_1": "3C", "cell_2": "4C", "cell_3": "5C",
                             "cell_4": "6C", "cell_5": "7C"})
    legal = moves_between(eight_off, s)
    # Two free cells: runs of three at most; the empty column does not double them.
    assert ("tableau_0", "tableau_1", 3) not in legal
    assert ("tableau_0", "tableau_1", 4) not in legal
    s2 = position(eight_off, {"tableau_0": "9H 8H 7H 6H", "tableau_1": "TH",
                              "tableau_2": "", "tableau_3": "KS QS", "tableau_4": "TD"})
    legal2 = moves_between(eight_off, s2)
    assert ("tableau_0", "tableau_1", 4) in legal2         # eight cells free
    assert ("tableau_0", "tableau_4", 1) not in legal2     # 9H on TD: not in suit
    assert ("tableau_3", "tableau_2", 2) in legal2         # a king-headed run fills
    assert ("tableau_3", "tableau_2", 1) not in legal2     # a queen does not
    assert ("tableau_0", "cell_0", 1) in legal2
    assert ("tableau_0", "cell_0", 2) not in legal2        # a cell holds one card


def test_eight_off_cells_limit_runs(eight_off):
    cells = {f"cell_{i}": c for i, c in enumerate(["2C", "3C", "4C", "5C", "6C", "7C"])}
    s = position(eight_off, {"tableau_0": "9H 8H 7H 6H", "tableau_1": "TH"} | cells)
    legal = moves_between(eight_off, s)
    assert ("tableau_0", "tableau_1", 3) not in legal      # 2 cells free: 3 at most…
    s2 = position(eight_off, {"tableau_0": "TH 8H 7H 6H", "tableau_1": "9H"} | cells)
    assert ("tableau_0", "tableau_1", 3) in moves_between(eight_off, s2)   # …and 3 fit


def test_eight_off_foundation_cards_never_come_back(eight_off):
    s = position(eight_off, {"foundation_0": "AH 2H", "tableau_0": "3S", "tableau_1": "4S"})
    legal = moves_between(eight_off, s)
    assert not any(src.startswith("foundation") for src, _, _ in legal)
    assert ("tableau_0", "cell_0", 1) in legal and ("tableau_0", "tableau_1", 1) in legal


def test_eight_off_cards_that_fit_go_home_by_themselves(eight_off):
    piles = {"foundation_0": "AH", "tableau_0": "3H 9C", "tableau_1": "2H", "tableau_2": "TC",
             "cell_0": "AS", "tableau_3": "KD 4H"}
    s = position(eight_off, piles)
    assert eight_off.new_state(3).pile("foundation_0") == ()    # the deal is left as dealt
    before = s.copy()
    turn = eight_off.play(s, move(eight_off, "tableau_0", "tableau_2"))     # 9C onto TC
    # 2H, then the 3H it uncovered, then 4H; the ace of spades from its cell too
    assert [c.label for c in s.pile("foundation_0")] == ["AH", "2H", "3H", "4H"]
    assert any(repr(f[-1]) == "AS" for f in (s.pile(f"foundation_{k}") for k in range(4)) if f)
    assert s.pile("cell_0") == () and [c.label for c in s.pile("tableau_3")] == ["KD"]
    undo_steps(s, turn.steps)
    assert s == before
    # the option: the player sends them
    by_hand = create("eight_off", {"auto_home": "by_hand"})
    s = position(by_hand, piles)
    by_hand.play(s, move(by_hand, "tableau_0", "tableau_2"))
    assert [c.label for c in s.pile("foundation_0")] == ["AH"] and s.pile("cell_0")
    assert ("tableau_1", "foundation_0", 1) in moves_between(by_hand, s)


def test_eight_off_win_and_blocked(eight_off):
    assert eight_off.status(position(eight_off, FULL)) == WON
    cells = {f"cell_{i}": f"{r}D" for i, r in enumerate("9TJQK876")}
    blocked = cells | {f"tableau_{i}": t for i, t in enumerate(
        ["3C 2C", "3S 2S", "3H 2H", "5C 4C", "5S 4S", "5H 4H", "2D 5D", "4D 3D"])}
    assert eight_off.status(position(eight_off, blocked)) == LOST


# --- Seahaven Towers ------------------------------------------------------------------

@pytest.fixture
def seahaven():
    return create("seahaven")


def test_seahaven_deal(seahaven):
    state = seahaven.new_state(7)
    assert counts(seahaven, state, "tableau") == [5] * 10
    assert counts(seahaven, state, "cell") == [0, 1, 1, 0]
    assert all(c.is_face_up for p in state.piles for c in p)
    assert seahaven.new_state(7) == state and seahaven.new_state(8) != state


def test_seahaven_rules(seahaven):
    s = position(seahaven, {"tableau_0": "9H 8H 7H", "tableau_1": "TH", "tableau_2": "",
                            "tableau_3": "QC", "tableau_4": "TS", "cell_0": "2C",
                            "cell_1": "3C", "cell_2": "4C"})
    legal = moves_between(seahaven, s)
    assert ("tableau_0", "tableau_1", 3) not in legal      # one cell free: two at most
    assert ("tableau_0", "tableau_2", 1) not in legal      # only kings fill
    assert ("tableau_3", "tableau_2", 1) not in legal
    assert ("tableau_0", "tableau_4", 1) not in legal      # not in suit
    one_cell = {"cell_0": "2C", "cell_1": "3C", "cell_2": "4C"}
    s2 = position(seahaven, {"tableau_0": "KC 7H 6H", "tableau_1": "8H"} | one_cell)
    assert ("tableau_0", "tableau_1", 2) in moves_between(seahaven, s2)  # 1 cell + 1
    s2 = position(seahaven, {"tableau_0": "KC 8H 7H 6H", "tableau_1": "9H"} | one_cell)
    assert ("tableau_0", "tableau_1", 3) not in moves_between(seahaven, s2)
    s3 = position(seahaven, {"tableau_0": "KC 8H 7H 6H", "tableau_1": "9H"})
    assert ("tableau_0", "tableau_1", 3) in moves_between(seahaven, s3)


def test_seahaven_run_goes_home_in_one_drag(seahaven):
    s = position(seahaven, {"foundation_0": "AS 2S 3S", "tableau_0": "KD 6S 5S 4S"})
    homes = [m for m in seahaven.legal_moves(s) if m.action == "run_home"]
    assert {(m.count) for m in homes} == {2, 3}
    three = next(m for m in homes if m.count == 3)
    seahaven.play(s, three)
    assert [repr(c) for c in s.pile("foundation_0")][-3:] == ["4S", "5S", "6S"]
    assert [repr(c) for c in s.pile("tableau_0")] == ["KD"]


def test_seahaven_foundation_top_comes_back_and_win(seahaven):
    s = position(seahaven, {"foundation_0": "AS 2S 3S", "tableau_0": "4S"})
    legal = moves_between(seahaven, s)
    assert ("foundation_0", "cell_0", 1) in legal
    assert ("tableau_0", "foundation_0", 1) in legal
    assert seahaven.status(position(seahaven, FULL)) == WON
