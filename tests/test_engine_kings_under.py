"""KingsUnder (game/engine/deal_patterns.py): rows dealt, then each pile's kings go under."""

from game.engine.cards import cards
from game.engine.deal_patterns import Dealer, KingsUnder
from game.engine.state import GameState


def test_each_piles_kings_go_under_its_other_cards_both_in_dealt_order():
    state = GameState(["tableau_0", "tableau_1"])
    pack = list(cards("KC 2D 5H KD KS 7C"))      # rows: KC 2D / 5H KD / KS 7C
    dealer = Dealer(state, pack, {"tableau": [0, 1]})
    KingsUnder("tableau", 3)(dealer)
    assert [c.label for c in state.pile("tableau_0")] == ["KC", "KS", "5H"]
    assert [c.label for c in state.pile("tableau_1")] == ["KD", "2D", "7C"]
    assert all(c.is_face_up for p in state.piles for c in p)
    assert not dealer.pack and len(dealer.order) == 6      # every card laid, recorded
    assert [pile for pile, _ in dealer.order] == [0, 1, 0, 1, 0, 1]   # laid row by row
