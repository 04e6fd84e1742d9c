import pytest

from game.engine.game import LOST, WON
from game.rules import create
from positions import moves_between, position

DEAL_1 = ["JD KD 2S 4C 3S 6D 6S", "2D KC KS 5C TD 8S 9C", "9H 9S 9D TS 4S 8D 2H",
          "JC 5S QD QH TH QS 6H", "5D AD JS 4H 8H 6C", "7H QC AS AC 2C 3D",
          "7C KH AH 4D JH 8C", "5H 3H 3C 7S 7D TC"]


@pytest.fixture
def game():
    return create("freecell")


def test_deal_1_is_the_microsoft_deal_1(game):
    state = game.new_state(1)
    assert [" ".join(map(repr, state.pile(f"tableau_{i}"))) for i in range(8)] == DEAL_1


def test_deal_counts_all_face_up(game):
    state = game.new_state(617)
    assert [len(state.pile(f"tableau_{i}")) for i in range(8)] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(c.is_face_up for p in state.piles for c in p)
    assert game.new_state(617) == state and game.new_state(618) != state


def test_cells_hold_one_card_and_give_it_back(game):
    s = position(game, {"tableau_0": "KS", "tableau_1": "QH", "cell_0": "JD"})
    legal = moves_between(game, s)
    assert ("tableau_1", "cell_1", 1) in legal and ("tableau_1", "cell_0", 1) not in legal
    assert ("cell_0", "tableau_2", 1) in legal              # any card fills a column


def test_supermove_limit(game):
    run = "KS QH JC TD 9S 8H 7C"
    base = {"tableau_0": run, "tableau_1": "KC", "tableau_2": "", "tableau_3": "2C",
            "tableau_4": "3C", "tableau_5": "4C", "tableau_6": "5C", "tableau_7": "6C",
            "cell_0": "AD", "cell_1": "AH"}
    legal = moves_between(game, position(game, base))
    # 2 free cells, 1 empty column: (2 + 1) × 2 = 6 cards onto KC; to the empty column 3.
    assert ("tableau_0", "tableau_1", 6) in legal
    assert ("tableau_0", "tableau_1", 7) not in legal
    assert ("tableau_0", "tableau_2", 3) in legal
    assert ("tableau_0", "tableau_2", 4) not in legal


def test_foundations_take_suit_up_and_never_give_back(game):
    s = position(game, {"foundation_0": "AC", "tableau_0": "2C", "tableau_1": "2D",
                        "tableau_2": "3S"})
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_0", 1) in legal
    assert ("tableau_1", "foundation_0", 1) not in legal
    s2 = position(game, {"foundation_0": "AC 2C", "tableau_0": "3D"})
    assert not any(src.startswith("foundation") for src, _, _ in moves_between(game, s2))


def test_win_and_blocked(game):
    full = {f"foundation_{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
            for i, s in enumerate("CDHS")}
    assert game.status(position(game, full)) == WON
    blocked = {f"cell_{i}": c for i, c in enumerate(["9C", "9S", "9D", "9H"])}
    blocked |= {f"tableau_{i}": c for i, c in enumerate(
        ["2C 3C", "2S 3S", "2D 3D", "2H 3H", "4C 5C", "4S 5S", "4D 5D", "4H 5H"])}
    assert game.status(position(game, blocked)) == LOST
