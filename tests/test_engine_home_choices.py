"""Engine mechanisms about the foundations, on tiny made-up games: aces laid out before
the deal (FirstRankHome), a base rank the player chooses (ChosenBase) and a game's own
forced moves home (AutoHome)."""

from game.engine.auto import AutoHome, foundation_moves
from game.engine.base_card import BASE_RANK, ChosenBase, chosen_rank_name
from game.engine.deal_patterns import FirstRankHome, Rows, score_beyond_first_ranks
from game.engine.game import Game
from game.engine.mechanism import mechanisms
from game.engine.moves import undo_steps
from game.engine.spec import (
    UP,
    Build,
    GameSpec,
    Hooks,
    Pick,
    SuitRule,
    cells,
    fill_base,
    foundations,
    tableau,
)
from positions import move, moves_between, position


def tiny(**fields) -> Game:
    base = dict(id="tiny", piles=(foundations(), cells(2), tableau(4, pick=Pick.TOP)),
                deal=(Rows("tableau"),))
    return Game(GameSpec(**(base | fields)))


def test_first_rank_home_lays_the_aces_out_in_suit_order_before_the_deal():
    game = tiny(deal=(FirstRankHome(), Rows("tableau")),
                hooks=Hooks(score=score_beyond_first_ranks))
    state = game.new_state(3)
    assert [repr(state.pile(f"foundation_{i}")[0]) for i in range(4)] == ["AC", "AD", "AH", "AS"]
    assert sum(len(state.pile(f"tableau_{i}")) for i in range(4)) == 48
    assert game.score(state) == 0


CHOSEN = foundations(fill=fill_base(), build=Build(SuitRule.SAME_SUIT, UP, wrap=True))


def test_chosen_base_any_first_card_then_only_its_rank():
    game = tiny(piles=(CHOSEN, cells(2), tableau(4, pick=Pick.TOP)),
                counters=((BASE_RANK, 0),), hooks=mechanisms(ChosenBase()))
    s = position(game, {"tableau_0": "9D", "tableau_1": "9S", "tableau_2": "TD",
                        "tableau_3": "TS 8C"})
    assert {(f"tableau_{i}", "foundation_0", 1) for i in range(4)} <= moves_between(game, s)
    assert ("tableau_3", "foundation_0", 2) not in moves_between(game, s)
    assert foundation_moves(game, s) == []        # the choice is never made for the player
    turn = game.play(s, move(game, "tableau_0", "foundation_0"))
    assert s.counter(BASE_RANK) == 9
    legal = moves_between(game, s)
    assert ("tableau_1", "foundation_1", 1) in legal
    assert ("tableau_2", "foundation_0", 1) in legal
    assert ("tableau_3", "foundation_1", 1) not in legal
    assert ("tableau_2", "foundation_1", 1) not in legal
    undo_steps(s, turn.steps)
    assert s.counter(BASE_RANK) == 0 and s.pile("foundation_0") == ()


def test_chosen_rank_name_says_when_it_is_still_open():
    assert chosen_rank_name(7) == "7" and chosen_rank_name(0) != "0"


def test_auto_home_plays_after_a_move_but_not_at_the_deal():
    game = tiny(hooks=mechanisms(AutoHome()))
    s = position(game, {"tableau_0": "5H AC", "tableau_1": "2C", "tableau_2": "KD"})
    dealt = [game.new_state(n) for n in range(1, 40)]
    assert any(st.pile(f"tableau_{i}")[-1].rank == 1 for st in dealt for i in range(4))
    assert all(st.pile(f"foundation_{i}") == () for st in dealt for i in range(4))
    game.play(s, move(game, "tableau_2", "cell_0"))
    assert [repr(c) for c in s.pile("foundation_0")] == ["AC", "2C"]
