"""Pile On (game/rules/matching.py)."""

from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"


def finished(rank):
    """A finished pile as the game leaves it: four of a rank, the top card face down."""
    return f"{rank}C {rank}D {rank}H [{rank}S]"


def test_deal_thirteen_piles_of_four_face_up_and_two_empty():
    game = create("pileon")
    s = game.new_state(4)
    assert s == game.new_state(4) and s != game.new_state(5)
    assert [len(s.pile(f"tableau_{k}")) for k in range(15)] == [4] * 13 + [0, 0]
    assert all(c.is_face_up for k in range(13) for c in s.pile(f"tableau_{k}"))
    assert s.card_count() == 52 and game.status(s) == OPEN and game.score(s) == 0


def test_cards_go_onto_the_same_rank_up_to_four_and_groups_of_one_rank_move():
    game = create("pileon")
    s = position(game, {"tableau_0": "3C 9D 9H", "tableau_1": "KS 9S", "tableau_2": "9C 5D",
                        "tableau_3": "", "tableau_4": "2H 2S 2D", "tableau_5": "QC 2C"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 2) in legal         # 9D 9H onto 9S: three nines
    assert ("tableau_1", "tableau_0", 1) in legal
    assert ("tableau_2", "tableau_0", 1) not in legal     # 5D on a nine: no
    assert ("tableau_0", "tableau_3", 2) in legal         # a group into an empty pile
    assert ("tableau_0", "tableau_3", 3) not in legal     # 3C is no nine
    assert ("tableau_4", "tableau_5", 2) in legal         # QC 2C 2S 2D: four cards
    assert ("tableau_4", "tableau_5", 3) not in legal     # five: too many


def test_four_of_a_rank_turn_face_down_score_four_and_no_longer_play():
    game = create("pileon")
    s = position(game, {"tableau_0": "7C 7D 7H", "tableau_1": "KD 7S"})
    game.play(s, move(game, "tableau_1", "tableau_0"))
    assert [c.is_face_up for c in s.pile("tableau_0")] == [True, True, True, False]
    assert game.score(s) == 4
    assert not any(src == "tableau_0" for src, _, _ in moves_between(game, s))


def test_won_when_every_pile_is_finished_or_empty():
    game = create("pileon")
    piles = {f"tableau_{k}": finished(RANKS[k]) for k in range(12)}
    s = position(game, piles | {"tableau_12": "KC KD KH", "tableau_13": "KS"})
    assert game.status(s) == OPEN and game.score(s) == 48
    game.play(s, move(game, "tableau_13", "tableau_12"))
    assert game.status(s) == WON and game.score(s) == 52 == game.spec.max_score


def test_lost_when_every_pile_is_full_and_none_is_finished():
    game = create("pileon")
    piles = {f"tableau_{k}": f"5H 6H 7H {RANKS[k]}C" for k in range(13)}
    s = position(game, piles | {"tableau_13": "AD 2D 3D 4D", "tableau_14": "5D 6D 7D 8D"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST
