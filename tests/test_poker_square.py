"""AisleRiot's Poker (Poker Square): hands, the scoring tables, shuffle mode, the win targets."""

import pytest

from game.engine.cards import cards
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move, undo_steps
from game.rules import create
from game.rules.poker_square import AMERICAN_SCORING, ENGLISH_SCORING, hand
from positions import move, moves_between, position


@pytest.fixture
def poker():
    return create("poker")


@pytest.mark.parametrize(("text", "name", "english", "american"), [
    ("TS JS QS KS AS", "royal_flush", 30, 100),
    ("5H 6H 7H 8H 9H", "straight_flush", 30, 75),
    ("AD 2D 3D 4D 5D", "straight_flush", 30, 75),
    ("9C 9D 9H 9S 2C", "four", 16, 50),
    ("9C 9D 9H 2S 2C", "full_house", 10, 25),
    ("2C 5C 9C JC KC", "flush", 5, 20),
    ("TD JS QH KC AS", "straight", 12, 15),
    ("AD 2S 3H 4C 5S", "straight", 12, 15),
    ("JD QS KH AC 2S", "", 0, 0),                # no wrapping past the king
    ("7C 7D 7H 2S 3C", "three", 6, 10),
    ("7C 7D 3H 3S 9C", "two_pairs", 3, 5),
    ("7C 7D 3H 4S 9C", "pair", 1, 2),
    ("2C 5D 9H JS KC", "", 0, 0),
])
def test_poker_hands_and_tables(text, name, english, american):
    five = cards(text)
    assert hand(five) == name
    assert ENGLISH_SCORING.points(five) == english
    assert AMERICAN_SCORING.points(five) == american


def test_poker_deal_and_placing(poker):
    s = poker.new_state(4)
    assert len(s.pile("stock")) == 51 and len(s.pile("waste")) == 1
    assert s.pile("waste")[0].is_face_up
    assert poker.new_state(4) == s != poker.new_state(5)
    assert moves_between(poker, s) == {("waste", f"cell_{i}", 1) for i in range(25)}
    top = s.pile("stock")[-1]
    poker.play(s, move(poker, "waste", "cell_7"))
    assert repr(s.pile("waste")) == repr((top.face_up(),))     # the next card turned up
    assert not poker.is_legal(s, move(poker, "cell_7", "cell_8"))  # laid cards stay
    assert ("waste", "cell_7", 1) not in moves_between(poker, s)


def grid(text):
    return {f"cell_{i}": c for i, c in enumerate(text.split())}


# Rows: a flush, straight, full house, four, pair; the last cell left empty at first.
ROWS = ("2C 5C 9C JC KC "
        "TD JS QH KD AS "
        "3C 3D 3H 6S 6C "
        "8C 8D 8H 8S 4C "
        "7D 7H 2D 4H 5S")


def test_poker_score_of_the_twelve_hands(poker):
    s = position(poker, grid(ROWS))
    rows = 5 + 12 + 10 + 16 + 1
    # Columns: 2C TD 3C 8C 7D nothing; 5C JS 3D 8D 7H nothing; 9C QH 3H 8H 2D nothing;
    # JC KD 6S 8S 4H nothing; KC AS 6C 4C 5S nothing. Diagonals: 2C JS 3H 8S 5S nothing,
    # KC KD 3H 8D 7D pair.
    assert poker.score(s) == rows + 1
    assert poker.status(s) == LOST                          # full, under 75
    american = create("poker", {"scoring": "american"})
    assert american.score(s) == 20 + 15 + 25 + 50 + 2 + 2


def test_poker_won_at_75(poker):
    rows = ("TS JS QS KS AS "
            "5H 6H 7H 8H 9H "
            "AD 2D 3D 4D 5D "
            "9C 9D 9S 2C 2H "
            "3C 4C 6C 7C 8C")
    s = position(poker, grid(rows) | {"cell_24": ""})
    s.piles[s.index("waste")] = cards("8C")
    assert poker.score(s) == 30 + 30 + 30 + 10 + 1 and poker.status(s) == WON  # + a pair
    s = position(poker, grid(ROWS) | {"cell_24": "", "waste": "5S", "stock": "[2H]"})
    assert poker.status(s) == OPEN
    poker.play(s, move(poker, "waste", "cell_24"))
    assert poker.status(s) == LOST and s.pile("waste") == ()     # no 26th card turned


def test_poker_shuffle_mode_moves_laid_cards_and_wins_at_120():
    shuffle = create("poker", {"scoring": "shuffle"})
    s = position(shuffle, grid(ROWS) | {"cell_24": "", "waste": "5S", "stock": "[2H]"})
    legal = moves_between(shuffle, s)
    assert ("cell_0", "cell_24", 1) in legal                   # a laid card moves on …
    assert ("waste", "cell_24", 1) in legal
    assert ("waste", "cell_0", 1) not in legal                 # … the waste's only to a gap
    assert ("cell_0", "waste", 1) not in legal                 # and never back
    swaps = {(shuffle.pile_names[m.src], shuffle.pile_names[m.dst])
             for m in shuffle.legal_moves(s) if m.action == "swap"}
    assert ("cell_0", "cell_1") in swaps and len(swaps) == 24 * 23 // 2
    before = s.copy()
    turn = shuffle.play(s, Move("swap", s.index("cell_0"), s.index("cell_5"), 1))
    assert [c.label for c in s.pile("cell_0")] == ["TD"] and [c.label for c in
                                                              s.pile("cell_5")] == ["2C"]
    undo_steps(s, turn.steps)
    assert s == before
    shuffle.play(s, move(shuffle, "waste", "cell_24"))
    assert shuffle.status(s) == OPEN                           # full, under 120: not lost
    assert shuffle.score(s) == poker_score(ROWS)
    # three straight flushes, four sixes, a full house and more: 120 points, won
    rows = ("TS JS QS KS AS "
            "5H 6H 7H 8H 9H "
            "AD 2D 3D 4D 5D "
            "6C 6D 6S 6H 2H "
            "3C 3H 3S 7C 7D")
    s = position(shuffle, grid(rows))
    assert shuffle.score(s) == 120 and shuffle.status(s) == WON
    assert create("poker").status(position(create("poker"), grid(ROWS))) == LOST
    placed = create("poker")
    assert not placed.is_legal(position(placed, grid(ROWS)),
                               Move("swap", s.index("cell_0"), s.index("cell_5"), 1))


def poker_score(rows):
    return create("poker").score(position(create("poker"), grid(rows)))
