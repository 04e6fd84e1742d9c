"""Union Square (game/rules/union_square.py)."""

from game.engine.cards import cards
from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position

UP = "A23456789TJQK"


def home(suit: str, count: int = 26) -> str:
    """A foundation of `count` cards: up from the ace, then down from the second king."""
    ranks = UP + UP[::-1]
    return " ".join(r + suit for r in ranks[:count])


def test_one_card_face_up_on_each_of_sixteen_piles_the_stock_turned_one_at_a_time():
    game = create("union_square")
    s = game.new_state(4)
    assert s == game.new_state(4) != game.new_state(5)
    assert [len(s.pile(f"tableau_{k}")) for k in range(16)] == [1] * 16
    assert all(s.pile(f"tableau_{k}")[0].is_face_up for k in range(16))
    assert len(s.pile("stock")) == 88 and not any(c.is_face_up for c in s.pile("stock"))
    assert s.pile("waste") == () and all(not s.pile(f"foundation_{k}") for k in range(4))
    game.play(s, game.stock_moves(s)[0])
    assert len(s.pile("waste")) == 1 and s.pile("waste")[0].is_face_up
    s = position(game, {"waste": "3C", "tableau_0": "9D"})
    assert game.stock_moves(s) == []          # no redeal


def test_a_pile_takes_its_suit_one_rank_up_or_down_until_its_second_card_sets_the_way():
    game = create("union_square")
    s = position(game, {"tableau_0": "5C", "tableau_1": "4C", "tableau_2": "6C",
                        "tableau_3": "7C", "tableau_4": "5D", "waste": "3C",
                        "stock": "[KS]"})
    legal = moves_between(game, s)
    assert {("tableau_1", "tableau_0", 1), ("tableau_2", "tableau_0", 1),
            ("tableau_0", "tableau_1", 1), ("waste", "tableau_1", 1)} <= legal
    assert ("tableau_3", "tableau_0", 1) not in legal     # two ranks apart
    assert ("tableau_4", "tableau_0", 1) not in legal     # another suit
    assert not any(dst.startswith("foundation") for _, dst, _ in legal)
    game.play(s, move(game, "tableau_2", "tableau_0"))   # 5C 6C: this pile goes up
    legal = moves_between(game, s)
    assert ("tableau_3", "tableau_0", 1) in legal
    assert ("tableau_1", "tableau_0", 1) not in legal
    game.play(s, move(game, "waste", "tableau_1"))       # 4C 3C: this one goes down
    s.piles[s.index("tableau_5")] = cards("4C")
    s.piles[s.index("tableau_6")] = cards("2C")
    legal = moves_between(game, s)
    assert ("tableau_5", "tableau_1", 1) not in legal     # not back up
    assert ("tableau_6", "tableau_1", 1) in legal


def test_a_pile_back_to_one_card_is_free_again_and_an_empty_pile_takes_any_card():
    game = create("union_square")
    s = position(game, {"tableau_0": "5C 6C", "tableau_1": "4C", "tableau_2": "",
                        "tableau_3": "KH QH", "stock": "[KS]"})
    assert ("tableau_1", "tableau_0", 1) not in moves_between(game, s)
    game.play(s, move(game, "tableau_0", "tableau_2"))   # the 6C alone into the gap
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal          # 5C alone: either way again
    assert ("tableau_3", "tableau_0", 1) not in legal
    # only the top card moves, never a run
    assert all(n == 1 for _, _, n in moves_between(game, s))


def test_a_foundation_climbs_from_its_ace_to_the_king_then_down_from_the_other_king():
    game = create("union_square")
    s = position(game, {"foundation_0": home("S", 13), "foundation_1": "AC",
                        "tableau_0": "KS", "tableau_1": "QS", "tableau_2": "2C",
                        "tableau_3": "AC", "tableau_4": "AD", "tableau_5": "3C",
                        "stock": "[5H]"})
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_0", 1) in legal     # the second king
    assert ("tableau_1", "foundation_0", 1) not in legal  # not the queen yet
    assert ("tableau_2", "foundation_1", 1) in legal
    assert ("tableau_5", "foundation_1", 1) not in legal
    # the second ace of clubs may not open another foundation; the diamond ace may
    assert ("tableau_3", "foundation_2", 1) not in legal
    assert ("tableau_4", "foundation_2", 1) in legal
    game.play(s, move(game, "tableau_0", "foundation_0"))
    legal = moves_between(game, s)
    assert ("tableau_1", "foundation_0", 1) in legal      # now down: the queen
    assert game.score(s) == 15
    # a full foundation takes nothing more, and foundation cards stay there
    s = position(game, {"foundation_0": home("S"), "tableau_0": "AS", "tableau_1": "KS",
                        "stock": "[5H]"})
    assert not any(dst == "foundation_0" or src == "foundation_0"
                   for src, dst, _ in moves_between(game, s))


def test_won_with_104_cards_home_lost_when_nothing_can_change():
    game = create("union_square")
    s = position(game, {"foundation_0": home("C"), "foundation_1": home("D"),
                        "foundation_2": home("H"), "foundation_3": home("S", 25),
                        "waste": "AS"})
    assert game.status(s) == OPEN
    game.play(s, move(game, "waste", "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 104 == game.spec.max_score
    s = position(game, {"foundation_0": "AC", "tableau_0": "5D", "tableau_1": "9H",
                        "waste": "KS"})
    assert ("waste", "tableau_2", 1) in moves_between(game, s) and game.status(s) == OPEN
    s = position(game, {"foundation_0": "AC", "tableau_0": "5D", "tableau_1": "9H"})
    # only a lone card moving from gap to gap: nothing can change, the game is lost
    assert game.legal_moves(s) and game.status(s) == LOST
    full = {f"tableau_{k}": f"{'3579'[k // 4]}{'CDHS'[k % 4]}" for k in range(16)}
    s = position(game, full | {"foundation_0": "AC"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST
