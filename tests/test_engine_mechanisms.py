"""General mechanisms of the vocabulary, on tiny made-up games."""

from game.engine.auto import first_legal_move
from game.engine.build_rules import fits_table
from game.engine.cards import FULL_RANKS, card
from game.engine.deal_patterns import Counts, Rest
from game.engine.game import LOST, OPEN, Game
from game.engine.spec import (
    ANY,
    DOUBLING,
    DOWN,
    NOTHING,
    UP,
    Build,
    DealToPiles,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    foundations,
    stock,
    tableau,
)
from game.engine.suit_runs import HOME, RunsToFoundation, top_run_by
from positions import moves_between, position


def tiny(**fields) -> Game:
    base = dict(id="tiny", piles=(stock(), tableau(4)),
                deal=(Counts("tableau", (6, 6, 5, 5)), Rest()))
    return Game(GameSpec(**(base | fields)))


def test_counts_deals_face_down_then_face_up():
    state = tiny().new_state(1)
    assert [len(state.pile(f"tableau_{i}")) for i in range(4)] == [6, 6, 5, 5]
    assert [c.is_face_up for c in state.pile("tableau_0")] == [False] * 5 + [True]
    assert len(state.pile("stock")) == 52 - 22


def test_counts_all_face_up():
    game = tiny(deal=(Counts("tableau", (2, 2, 2, 2), face_up=-1), Rest()))
    assert all(c.is_face_up for c in game.new_state(1).pile("tableau_3"))


def test_run_build_narrows_what_may_be_picked():
    game = tiny(piles=(stock(), tableau(3, build=Build(SuitRule.ANY_SUIT, DOWN),
                                         run_build=Build(SuitRule.SAME_SUIT, DOWN))))
    s = position(game, {"tableau_0": "9S 8S 7H", "tableau_1": "TS", "tableau_2": "8D"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_2", 1) in legal            # 7H on 8D: any suit builds
    assert ("tableau_0", "tableau_1", 2) not in legal        # 8S 7H is no suit run
    s2 = position(game, {"tableau_0": "9S 8S 7S", "tableau_1": "9H"})
    assert ("tableau_0", "tableau_1", 2) in moves_between(game, s2)


def test_refill_from_another_group():
    game = tiny(piles=(Piles("reserve", Kind.RESERVE, pick=Pick.TOP),
                       Piles("corner", Kind.CELL, 2, pick=Pick.TOP, refill_from=("reserve",)),
                       foundations(1, build=None, fill=ANY)),
                deal=(Rest("reserve"),))
    s = position(game, {"reserve": "[2C] [5D]", "corner_0": "KH", "corner_1": "QS"})
    game.play(s, next(m for m in game.legal_moves(s) if game.pile_names[m.src] == "corner_0"))
    assert repr(s.pile("corner_0")) == "(5D,)" and repr(s.pile("reserve")) == "([2C],)"


def test_is_lost_hook_ends_a_game_with_moves_left():
    dealing = DealToPiles("tableau")
    game = tiny(stock_action=dealing, hooks=Hooks(is_lost=lambda g, s: len(s.pile("stock")) < 31))
    assert game.legal_moves(game.new_state(1)) and game.status(game.new_state(1)) == LOST
    plain = tiny(stock_action=dealing)
    assert plain.status(plain.new_state(1)) == OPEN


def test_deal_to_piles_refused_while_a_pile_is_empty():
    game = tiny(piles=(stock(), tableau(2, fill=NOTHING)),
                stock_action=DealToPiles("tableau", refuse_if_empty=True),
                deal=(Counts("tableau", (1, 1)), Rest()))
    s = game.new_state(1)
    assert game.stock_moves(s)
    s.piles[s.index("tableau_1")] = ()
    assert game.stock_moves(s) == []


def test_first_legal_move_prefers_the_foundation():
    game = tiny(piles=(stock(), foundations(1), tableau(2)))
    s = position(game, {"tableau_0": "AS", "tableau_1": "2H"})
    move = first_legal_move(game, s)
    assert game.pile_names[move.dst] == "foundation"


def test_runs_to_foundation_follows_a_build_of_its_own():
    """RunsToFoundation's `build`: a run in alternate colours (each card one lower) goes
    onto a foundation climbing in alternate colours; a same-suit run is no such run."""
    alternate = Build(SuitRule.ALTERNATE_COLOUR, DOWN)
    game = tiny(piles=(stock(), foundations(1, build=Build(SuitRule.ALTERNATE_COLOUR, UP)),
                       tableau(2, build=alternate)),
                hooks=RunsToFoundation(build=alternate).hooks())
    s = position(game, {"foundation": "AC 2D", "tableau_0": "[6D] 5S 4H 3C",
                        "tableau_1": "5S 4S 3S"})
    assert top_run_by(game, s.pile("tableau_0"), alternate) == 3
    assert top_run_by(game, s.pile("tableau_1"), alternate) == 1
    assert top_run_by(game, (), alternate) == 0
    home = {(m.src, m.count) for m in game.legal_moves(s) if m.action == HOME}
    assert home == {(game.pile_index("tableau_0"), 2), (game.pile_index("tableau_0"), 3)}
    [m] = [m for m in game.legal_moves(s) if m.action == HOME and m.count == 3]
    game.play(s, m)
    assert [c.label for c in s.pile("foundation")] == ["AC", "2D", "3C", "4H", "5S"]


def test_doubling_build_climbs_by_twice_the_rank_round_thirteen():
    """Build(direction=DOUBLING): A 2 4 8 3 6 Q J 9 5 10 7 A …, whatever the suit;
    a king neither follows nor takes a card."""
    fits = fits_table(Build(direction=DOUBLING), FULL_RANKS)
    order = [1, 2, 4, 8, 3, 6, 12, 11, 9, 5, 10, 7, 1]
    for below, above in zip(order, order[1:], strict=False):
        assert card(above, 3).identity in fits[card(below, 0).identity], (below, above)
        assert card(above + 1 if above < 12 else 1, 0).identity not in fits[
            card(below, 0).identity]
    assert not fits[card(13, 0).identity]
    assert all(card(13, 2).identity not in fits[card(r, 0).identity] for r in range(1, 14))
    assert Build(direction=DOUBLING).describe() == "doubling, any suit"
