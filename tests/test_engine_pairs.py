"""The pair-removal mechanism (game/engine/pairs.py) on tiny made-up games."""

import pytest

from game.engine.cards import cards
from game.engine.deal_patterns import Rows
from game.engine.game import LOST, WON, Game
from game.engine.history import History
from game.engine.moves import Move
from game.engine.pairs import (
    EQUAL_RANK,
    SAME_SUIT,
    SUM,
    PairRule,
    all_removed,
    as_played,
    exposed,
    pair_moves,
    play_pair,
    removed,
)
from game.engine.spec import GameSpec, Hooks, Kind, Pick, Piles
from game.rules import create
from positions import position


def tiny(rule: PairRule, piles: int = 4, extra_group: bool = False) -> Game:
    groups = [Piles("row", Kind.TABLEAU, piles, pick=Pick.NONE, flip_exposed=True)]
    if extra_group:
        groups.append(Piles("spare", Kind.RESERVE, 1, pick=Pick.NONE))
    groups.append(Piles("out", Kind.DISCARD, pick=Pick.NONE))
    spec = GameSpec(
        id="tiny_pairs", piles=tuple(groups),
        deal=(Rows("row"),), deck=lambda: list(cards("[5S] [5H] [6D] [6C]")),
        hooks=Hooks(special_moves=lambda g, s: pair_moves(g, s, rule),
                    play_special=lambda g, s, m, rec: play_pair(g, s, m, rec, rule),
                    is_won=lambda g, s: all_removed(g, s, rule),
                    score=lambda g, s: removed(g, s, rule)))
    return Game(spec)


def names(game, moves):
    return {(m.action, game.pile_names[m.src], game.pile_names[m.dst] if m.dst >= 0 else "")
            for m in moves}


def test_sum_rule_pairs_only_tops_adding_up():
    rule = PairRule(SUM, 11, among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "TS 3H", "row_1": "8C", "row_2": "AD 9S", "row_3": "2C"})
    # tops: 3H, 8C, 9S, 2C → 3+8 and 9+2; the 10 under 3H does not count
    assert names(g, pair_moves(g, s, rule)) == {("pair", "row_0", "row_1"),
                                                ("pair", "row_2", "row_3")}
    assert all(m.src < m.dst and m.count == 1 for m in pair_moves(g, s, rule))


def test_face_down_tops_and_empty_piles_do_not_pair():
    rule = PairRule(EQUAL_RANK, among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "[KS]", "row_1": "KH", "row_2": "", "row_3": "KD"})
    assert exposed(g, s, ("row",)) == [g.pile_index("row_1"), g.pile_index("row_3")]
    assert names(g, pair_moves(g, s, rule)) == {("pair", "row_1", "row_3")}


def test_equal_rank_offers_every_pair_of_a_triple():
    rule = PairRule(EQUAL_RANK, among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "7S", "row_1": "7H", "row_2": "7D", "row_3": "8D"})
    assert len(pair_moves(g, s, rule)) == 3


def test_same_suit_rule():
    rule = PairRule(SAME_SUIT, among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "7S", "row_1": "KS", "row_2": "7D", "row_3": "8C"})
    assert names(g, pair_moves(g, s, rule)) == {("pair", "row_0", "row_1")}


def test_singles_go_alone_and_never_pair():
    # Helsinki-like: sum 13, kings alone.
    rule = PairRule(SUM, 13, singles=frozenset({13}), among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "KS", "row_1": "KH", "row_2": "6D", "row_3": "7C"})
    assert names(g, pair_moves(g, s, rule)) == {
        ("pair", "row_2", "row_3"), ("single", "row_0", ""), ("single", "row_1", "")}
    single = Move("single", g.pile_index("row_0"), -1, 1)
    assert single in g.legal_moves(s)
    g.play(s, single)
    assert [c.label for c in s.pile("out")] == ["KS"] and s.pile("row_0") == ()
    assert g.score(s) == 1


def test_extra_rank_pairs_match_besides_the_sum():
    # Block Ten-like: sum 10, and tens or court cards of equal rank.
    rule = PairRule(SUM, 10, extra=((10, 10), (11, 11), (12, 12), (13, 13)),
                    among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "JS", "row_1": "JH", "row_2": "QD", "row_3": "KC"})
    assert names(g, pair_moves(g, s, rule)) == {("pair", "row_0", "row_1")}
    assert rule.matches(s.pile("row_0")[0], s.pile("row_1")[0])


def test_allowed_predicate_narrows_pairs_to_neighbours():
    rule = PairRule(EQUAL_RANK, among=("row",), into="out",
                    allowed=lambda g, s, a, b: b - a == 1)
    g = tiny(rule)
    s = position(g, {"row_0": "5S", "row_1": "5H", "row_2": "8D", "row_3": "5C"})
    assert names(g, pair_moves(g, s, rule)) == {("pair", "row_0", "row_1")}


def test_among_limits_the_groups():
    rule = PairRule(EQUAL_RANK, among=("row",), into="out")
    wider = PairRule(EQUAL_RANK, among=("row", "spare"), into="out")
    g = tiny(rule, extra_group=True)
    s = position(g, {"row_0": "5S", "row_1": "6H", "spare": "6D"})
    assert pair_moves(g, s, rule) == []
    assert names(g, pair_moves(g, s, wider)) == {("pair", "row_1", "spare")}


def test_play_pair_discards_both_flips_and_undoes_exactly():
    rule = PairRule(EQUAL_RANK, among=("row",), into="out")
    g = tiny(rule, piles=2)
    s = position(g, {"row_0": "[9S] 5S", "row_1": "5H"})
    start = s.key()
    history = History(g, s)
    history.play(Move("pair", 0, 1, 1))
    assert [c.label for c in s.pile("out")] == ["5S", "5H"]
    assert s.pile("row_0")[0].is_face_up  # the exposed card turned up
    assert removed(g, s, rule) == 2
    history.undo()
    assert s.key() == start


def test_a_pair_taken_by_either_card_is_the_pair_listed():
    rule = PairRule(SUM, 11, among=("row",), into="out")
    g = tiny(rule)
    s = position(g, {"row_0": "3H", "row_1": "8C", "row_2": "9S", "row_3": "5D"})
    listed = Move("pair", 0, 1, 1)
    assert listed in g.legal_moves(s)
    assert as_played(g, s, listed) == listed
    assert as_played(g, s, Move("pair", 1, 0, 1)) == listed  # dragged from the 8 onto the 3
    assert as_played(g, s, Move("pair", 0, 2, 1)) is None    # 3 + 9: no pair either way
    assert as_played(g, s, Move("pair", 2, 0, 1)) is None


def test_a_card_move_or_a_deal_is_never_read_the_other_way_round():
    g = create("klondike")
    s = g.deal(1)[0]
    legal = g.legal_moves(s)
    for m in legal:
        if m.action in ("move", "stock") and m.dst >= 0:
            swapped = Move(m.action, m.dst, m.src, m.count)
            assert swapped in legal or as_played(g, s, swapped) is None
            assert as_played(g, s, m) == m
    assert any(m.action == "move" for m in legal)


def test_won_when_all_removed_lost_when_no_pair():
    rule = PairRule(EQUAL_RANK, among=("row",), into="out")
    g = tiny(rule, piles=2)
    s = position(g, {"row_0": "6D 5S", "row_1": "6C 5H"})
    g.play(s, Move("pair", 0, 1, 1))
    assert g.status(s) != WON
    g.play(s, Move("pair", 0, 1, 1))
    assert g.status(s) == WON
    s = position(g, {"row_0": "5S", "row_1": "6H"})
    assert g.status(s) == LOST


def test_rule_checks_its_arguments():
    with pytest.raises(ValueError):
        PairRule("triple", among=("row",))
    with pytest.raises(ValueError):
        PairRule(SUM, 0, among=("row",))
    with pytest.raises(ValueError):
        PairRule(EQUAL_RANK)
    rule = PairRule(SUM, 11, among=("row",), into="")
    g = tiny(rule, piles=2)
    s = position(g, {"row_0": "5S", "row_1": "6H"})
    with pytest.raises(ValueError):
        play_pair(g, s, Move("pair", 0, 1, 1), None, rule)
