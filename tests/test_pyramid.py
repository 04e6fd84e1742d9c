"""Pyramid (Thirteen), Treize and Yield (game/rules/pyramid.py)."""

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move, undo_steps
from game.rules import create
from positions import position

EMPTY = {f"pyramid_{k}": "" for k in range(28)}


def pairs(game, state):
    """The removals legal now, as sets of pile names (a single: one name)."""
    found = set()
    for m in game.legal_moves(state):
        if m.action in ("pair", "single", "waste_pair"):
            names = {game.pile_names[m.src]} | ({game.pile_names[m.dst]} if m.dst >= 0 else set())
            found.add((m.action, frozenset(names)))
    return found


def pair(game, a, b):
    return Move("pair", game.pile_index(a), game.pile_index(b), 1)


def draw(game):
    waste = "waste_1" if "waste_1" in game.pile_names else "waste"
    return Move("stock", game.pile_index("stock"), game.pile_index(waste), 0)


def test_thirteen_deals_21_face_down_7_face_up_and_24_in_the_stock():
    game = create("thirteen")
    state = game.new_state(4)
    slots = [state.piles[i] for i in game.groups["pyramid"]]
    assert [len(s) for s in slots] == [1] * 28
    assert [s[0].is_face_up for s in slots] == [False] * 21 + [True] * 7
    assert len(state.pile("stock")) == 24 and state.pile("waste") == ()
    assert game.new_state(4) == state and game.new_state(5) != state


def test_treize_and_yield_deal_the_pyramid_face_up():
    for game_id in ("treize", "yield"):
        game = create(game_id)
        state = game.new_state(1)
        assert all(state.piles[i][0].is_face_up for i in game.groups["pyramid"])
        assert len(state.pile("stock")) == 24


def test_thirteen_pairs_free_cards_worth_13_and_kings_alone():
    game = create("thirteen")
    piles = dict(EMPTY, pyramid_15="[5H]", pyramid_21="6C", pyramid_22="7D", pyramid_23="KS",
                 pyramid_24="8S", waste="9C 5D", stock="[2C]")
    state = position(game, piles)
    assert pairs(game, state) == {
        ("pair", frozenset({"pyramid_21", "pyramid_22"})),     # 6 + 7
        ("pair", frozenset({"pyramid_24", "waste"})),          # 8 + 5
        ("single", frozenset({"pyramid_23"}))}                 # the king
    game.play(state, pair(game, "pyramid_21", "pyramid_22"))
    assert state.pile("pyramid_15")[0].is_face_up              # both cards on it gone
    assert len(state.pile("discard")) == 2 and game.score(state) == 2
    assert ("pair", frozenset({"pyramid_15", "pyramid_24"})) in pairs(game, state)  # 5 + 8


def test_thirteen_pairs_the_top_waste_card_with_the_one_under_it():
    game = create("thirteen")
    state = position(game, dict(EMPTY, pyramid_27="2C", waste="4D QH AS", stock="[3C]"))
    assert pairs(game, state) == {("waste_pair", frozenset({"waste"}))}
    game.play(state, Move("waste_pair", game.pile_index("waste"), -1, 2))
    assert state.pile("waste") == position(game, {"waste": "4D"}).pile("waste")
    assert game.score(state) == 2


def test_thirteen_a_covered_card_never_pairs_with_the_card_on_it():
    game = create("thirteen")
    state = position(game, dict(EMPTY, pyramid_15="8H", pyramid_21="5C", stock="[3C]"))
    assert pairs(game, state) == set()


def test_thirteen_is_won_with_every_card_out_and_lost_when_stuck():
    game = create("thirteen")
    state = position(game, dict(EMPTY, pyramid_27="KC", discard=" ".join(["AS"] * 51)))
    assert game.status(state) == OPEN
    game.play(state, Move("single", game.pile_index("pyramid_27"), -1, 1))
    assert game.status(state) == WON
    stuck = position(game, dict(EMPTY, pyramid_27="2C", waste="4D"))
    assert game.status(stuck) == LOST


def test_treize_and_yield_a_covered_card_never_pairs_with_the_card_on_it():
    # Treize: 15 lies under 21 and 22; with 22 gone, 15 (an 8) is still covered by 21 (a 5)
    game = create("treize")
    state = position(game, dict(EMPTY, pyramid_15="8H", pyramid_21="5C", stock="[3C]"))
    assert pairs(game, state) == set()
    game.play(state, draw(game))                    # a 3 on the waste: nothing pairs yet
    assert pairs(game, state) == set()
    free = position(game, dict(EMPTY, pyramid_15="8H", pyramid_27="5C", stock="[3C]"))
    assert pairs(game, free) == {("pair", frozenset({"pyramid_15", "pyramid_27"}))}
    # Yield, upside down: pyramid_0 lies under pyramid_7 alone
    game = create("yield")
    state = position(game, dict(EMPTY, pyramid_0="8H", pyramid_7="5C", stock="[3C]"))
    assert pairs(game, state) == set()
    free = position(game, dict(EMPTY, pyramid_0="8H", pyramid_27="5C", stock="[3C]"))
    assert pairs(game, free) == {("pair", frozenset({"pyramid_0", "pyramid_27"}))}


def test_treize_and_yield_pair_the_top_waste_card_with_the_one_under_it():
    for game_id in ("treize", "yield"):
        game = create(game_id)
        state = position(game, dict(EMPTY, pyramid_27="2C", waste_0="JH", waste_1="QS 4D 9S",
                                    stock="[3C]"))
        # 4 + 9 on the second waste; J + 2 (the single place with the pyramid)
        assert pairs(game, state) == {
            ("waste_pair", frozenset({"waste_1"})),
            ("pair", frozenset({"waste_0", "pyramid_27"}))}, game_id
        before = state.copy()
        turn = game.play(state, Move("waste_pair", game.pile_index("waste_1"), -1, 2))
        assert [c.label for c in state.pile("waste_1")] == ["QS"]
        assert [c.label for c in state.pile("waste_0")] == ["JH"]      # nothing slides
        assert game.score(state) == 2
        undo_steps(state, turn.steps)
        assert state == before
        # not worth 13, or only one card there: no waste pair
        for w1 in ("QS 4D 8S", "9S"):
            other = position(game, dict(EMPTY, pyramid_27="2C", waste_0="4H", waste_1=w1,
                                        stock="[3C]"))
            assert not any(a == "waste_pair" for a, _ in pairs(game, other)), (game_id, w1)


def test_treize_draws_to_the_single_place_first_and_slides_the_oldest_card_in():
    game = create("treize")
    state = position(game, dict(EMPTY, pyramid_27="9S", stock="[QC] [7D] [4C]"))
    game.play(state, draw(game))
    assert [c.label for c in state.pile("waste_0")] == ["4C"] and state.pile("waste_1") == ()
    game.play(state, draw(game))
    game.play(state, draw(game))
    assert [c.label for c in state.pile("waste_1")] == ["7D", "QC"]
    # both places play: 4 + 9 (pyramid), and the single place with the waste top
    assert ("pair", frozenset({"waste_0", "pyramid_27"})) in pairs(game, state)
    before = state.copy()
    turn = game.play(state, pair(game, "waste_0", "pyramid_27"))
    assert [c.label for c in state.pile("waste_0")] == ["7D"]      # the oldest slid in
    assert [c.label for c in state.pile("waste_1")] == ["QC"]
    undo_steps(state, turn.steps)
    assert state == before


def test_treize_the_two_waste_places_pair_together():
    game = create("treize")
    state = position(game, dict(EMPTY, waste_0="6C", waste_1="7D", pyramid_27="2S"))
    assert pairs(game, state) == {("pair", frozenset({"waste_0", "waste_1"}))}


def test_yield_frees_an_end_card_when_its_one_cover_is_gone():
    game = create("yield")
    # upside down: pyramid_0 (first of the row of 7) lies under pyramid_7 alone,
    # pyramid_1 under pyramid_7 and pyramid_8
    state = position(game, dict(EMPTY, pyramid_0="2H", pyramid_1="4C", pyramid_7="QS",
                                pyramid_8="AD", waste_0="JC", stock="[3C]"))
    assert pairs(game, state) == {("pair", frozenset({"pyramid_7", "pyramid_8"}))}
    game.play(state, pair(game, "pyramid_7", "pyramid_8"))
    assert pairs(game, state) == {("pair", frozenset({"pyramid_0", "waste_0"}))}
