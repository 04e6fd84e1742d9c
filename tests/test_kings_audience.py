"""King's Audience (Queen and her Lad): royal pairs to thrones, jack and ace to found."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from positions import move, position
from table_helpers import (
    assert_table_fits,
    double_click_pile,
    make_app,
    open_table,
    set_position,
)


@pytest.fixture
def audience():
    return create("kings_audience")


def pairs(game, state) -> set[tuple[str, str]]:
    return {(game.pile_names[m.src], game.pile_names[m.dst])
            for m in game.legal_moves(state) if m.action == "pair"}


def pair(game, a: str, b: str) -> Move:
    return Move("pair", game.pile_index(a), game.pile_index(b), 1)


def labels(state, name: str) -> list[str]:
    return [c.label for c in state.pile(name)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_table_fits_the_window(tmp_path, monkeypatch, size):
    assert_table_fits(tmp_path, monkeypatch, size, "kings_audience", 7, 40)


def test_deal_sixteen_face_up_in_the_antechamber_and_a_stock_of_36(audience):
    s = audience.new_state(11)
    assert all(len(s.pile(f"reserve_{k}")) == 1 and s.pile(f"reserve_{k}")[0].is_face_up
               for k in range(16))
    assert len(s.pile("stock")) == 36 and s.pile("waste") == ()
    assert audience.score(s) == 0 and audience.new_state(11) == s
    assert audience.new_state(12) != s


def test_king_and_queen_of_a_suit_or_jack_and_ace_pair_from_the_tops(audience):
    s = position(audience, {"reserve_0": "KH", "reserve_1": "QH", "reserve_2": "QS",
                            "reserve_3": "JD", "reserve_4": "AD", "reserve_5": "AC",
                            "reserve_6": "KC [QC]", "waste": "JC", "stock": "[5S]"})
    # not KH+QS (suits), not QH+QS, not the covered QC, not JD+AC
    assert pairs(audience, s) == {("reserve_0", "reserve_1"), ("reserve_3", "reserve_4"),
                                  ("reserve_5", "waste")}


def test_royal_pairs_go_to_the_next_throne_and_the_antechamber_refills(audience):
    s = position(audience, {"reserve_0": "QH", "reserve_1": "KH", "reserve_2": "JD",
                            "reserve_3": "AD", "waste": "3C", "stock": "[5S]",
                            "throne_0": "KS QS"})
    history = History(audience, s)
    before = s.copy()
    history.play(pair(audience, "reserve_0", "reserve_1"))
    assert labels(s, "throne_1") == ["KH", "QH"]                 # the king under the queen
    assert labels(s, "reserve_0") == ["3C"] and labels(s, "reserve_1") == ["5S"]
    assert s.pile("reserve_1")[-1].is_face_up and s.pile("waste") == ()
    history.play(pair(audience, "reserve_2", "reserve_3"))
    assert labels(s, "foundation_0") == ["AD", "JD"]             # the ace under the jack
    assert audience.score(s) == 6
    history.undo()
    history.undo()
    assert s == before


def test_foundations_build_down_in_the_jacks_suit(audience):
    s = position(audience, {"foundation_0": "AD JD", "reserve_0": "TD", "reserve_1": "9D",
                            "reserve_2": "TC", "waste": "QD", "stock": "[5S]"})
    legal = {(audience.pile_names[m.src], audience.pile_names[m.dst])
             for m in audience.legal_moves(s) if m.action == "move"}
    assert legal == {("reserve_0", "foundation_0")}
    audience.play(s, move(audience, "reserve_0", "foundation_0"))
    assert ("reserve_1", "foundation_0") in {
        (audience.pile_names[m.src], audience.pile_names[m.dst])
        for m in audience.legal_moves(s)}


def test_won_with_every_card_in_the_chamber_and_lost_when_stuck(audience):
    down = "T 9 8 7 6 5 4 3 2".split()
    piles = {f"throne_{k}": f"K{s} Q{s}" for k, s in enumerate("CDHS")}
    for k, suit in enumerate("CDHS"):
        piles[f"foundation_{k}"] = " ".join([f"A{suit}", f"J{suit}"] + [r + suit for r in down])
    piles["foundation_3"] = piles["foundation_3"].removesuffix(" 2S")
    piles["reserve_5"] = "2S"
    s = position(audience, piles)
    assert audience.status(s) == OPEN
    audience.play(s, move(audience, "reserve_5", "foundation_3"))
    assert audience.status(s) == WON and audience.score(s) == 52
    # the hearts below the jack lie in one antechamber place the wrong way up, 2 on top
    del piles["reserve_5"]
    stuck = position(audience, piles | {"foundation_2": "AH JH",
                                        "reserve_6": "2S TH 9H 8H 7H 6H 5H 4H 3H 2H"})
    assert audience.legal_moves(stuck) == [] and audience.status(stuck) == LOST


def test_a_double_click_on_either_card_of_a_pair_plays_it(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    scene = open_table(app, "kings_audience", 1)
    set_position(scene, {"reserve_0": "QH", "reserve_1": "KS", "reserve_2": "JD",
                         "reserve_3": "9C", "reserve_4": "KH", "waste": "AD",
                         "stock": "[5S] [3C] [4D]"})
    for pile in ("reserve_1", "reserve_3"):  # a king without his queen; no pair at all
        double_click_pile(scene, pile)
        assert scene.history.moves_made == 0, pile
    double_click_pile(scene, "waste")           # the ace: with its jack onto a foundation
    assert labels(scene.state, "foundation_0") == ["AD", "JD"]
    double_click_pile(scene, "reserve_0")       # the queen: with her king onto a throne
    assert labels(scene.state, "throne_0") == ["KH", "QH"]
    assert scene.history.moves_made == 2


def test_pairs_found_by_partner_are_the_pair_rules_own():
    """The special moves, found by each top card's partner, are `pair_moves` under the
    game's pair rule where a throne or foundation is free — the same, in the same order,
    on random walks."""
    import random

    from game.engine.cards import RANK_OF
    from game.engine.pairs import pair_moves
    from game.rules.kings_audience import AUDIENCE_RULE, ROYAL, Audience

    game, rng, compared = create("kings_audience"), random.Random(33), 0
    for deal in range(1, 9):
        state = game.new_state(deal)
        while (legal := game.legal_moves(state)):
            free = {g: any(not state.piles[i] for i in game.groups[g])
                    for g in ("throne", "foundation")}
            expected = [m for m in pair_moves(game, state, AUDIENCE_RULE)
                        if free["throne" if RANK_OF[state.piles[m.src][-1]] in ROYAL
                                else "foundation"]]
            assert Audience().special_moves(game, state) == expected
            compared += len(expected)
            pairs = [m for m in legal if m.action == "pair"]
            game.play(state, rng.choice(pairs if pairs and rng.random() < 0.7 else legal))
    assert compared > 40
