"""Dondorf building games: Das Trio, Kabinett, Der Pavillon."""

import pytest

from game import catalogue
from game.engine.cards import ACE, JACK, KING, QUEEN, cards
from game.engine.deal_patterns import Dealer
from game.engine.game import LOST, OPEN, WON
from game.engine.state import GameState
from game.rules import create
from game.rules.dondorf_builders import Kabinett
from positions import move, moves_between, position
from table_helpers import assert_table_fits, click_pile, drag, open_table, set_position, top_centre

FULL_SUITS = {f"foundation_{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
              for i, s in enumerate("CDHS")}


def turn_through(game, state):
    """Click the stock until it refuses; returns the number of clicks."""
    clicks = 0
    while game.stock_moves(state):
        game.play(state, game.stock_moves(state)[0])
        clicks += 1
    return clicks


# --- Das Trio -------------------------------------------------------------------------

@pytest.fixture
def trio():
    return create("dondorf_trio")


def test_trio_deal(trio):
    s = trio.new_state(7)
    assert [repr(s.pile(f"foundation_{i}")) for i in range(4)] == ["(AC,)", "(AD,)", "(AH,)",
                                                                   "(AS,)"]
    assert all(len(s.pile(f"side_{i}")) == 1 and s.pile(f"side_{i}")[0].is_face_up
               for i in range(12))
    assert len(s.pile("stock")) == 36 and not any(c.is_face_up for c in s.pile("stock"))
    assert s.counter("redeals_left") == 0
    assert trio.new_state(7) == s != trio.new_state(8)


def test_trio_side_piles_build_down_in_suit(trio):
    s = position(trio, {"side_0": "7H", "side_1": "6H", "side_2": "6D", "side_3": "8H",
                        "waste": "6C", "side_4": "7C"})
    legal = moves_between(trio, s)
    assert ("side_1", "side_0", 1) in legal           # 6♥ on 7♥
    assert ("side_2", "side_0", 1) not in legal       # other suit
    assert ("side_3", "side_0", 1) not in legal       # up, not down
    assert ("side_0", "side_3", 1) in legal           # 7♥ on 8♥


def test_trio_talon_only_fills_gaps(trio):
    """Booklet: "Die Karten der Nebenreihen werden ebenfalls in gleicher Farbe, aber
    absteigender Folge aufeinander gelegt … Die entstehenden Lücken werden aus dem Talon
    … ergänzt." Side cards go on one another; the talon only fills the gaps."""
    s = position(trio, {"side_0": "7C", "side_1": "", "waste": "6C"})
    legal = moves_between(trio, s)
    assert ("waste", "side_0", 1) not in legal        # 6♣ from the talon not on 7♣
    assert ("waste", "side_1", 1) in legal            # but into the gap
    trio.play(s, move(trio, "waste", "side_1"))
    assert ("side_1", "side_0", 1) in moves_between(trio, s)  # now a side card like any


def test_trio_gap_takes_only_the_waste(trio):
    s = position(trio, {"side_0": "7H", "side_1": "", "waste": "KS"})
    into_gap = {src for src, dst, _ in moves_between(trio, s) if dst == "side_1"}
    assert into_gap == {"waste"}


def test_trio_foundations_from_sides_and_waste(trio):
    s = position(trio, {"foundation_2": "AH", "foundation_0": "AC 2C", "side_5": "2H",
                        "waste": "3C"})
    legal = moves_between(trio, s)
    assert ("side_5", "foundation_2", 1) in legal and ("waste", "foundation_0", 1) in legal
    assert ("side_5", "foundation_0", 1) not in legal


def test_trio_one_pass_won_and_lost(trio):
    sides = {f"side_{i}": c for i, c in enumerate("KD QS JD TS 9D 8S 7D 6S 5D 4S KH QC".split())}
    s = position(trio, sides | {"stock": "[9C] [8C]", "foundation_0": "AC"})
    assert turn_through(trio, s) == 2 and trio.legal_moves(s) == []
    assert trio.status(s) == LOST
    won = position(trio, FULL_SUITS)
    assert trio.status(won) == WON and trio.score(won) == 52


# --- Kabinett -------------------------------------------------------------------------

@pytest.fixture
def kabinett():
    return create("dondorf_kabinett")


def deal_pack(game, text):
    state = GameState(game.pile_names, game.counter_names)
    state.counters[:] = game.initial_counters
    Kabinett.deal(Dealer(state, list(cards(text)), game.groups))
    return state


def test_kabinett_deal_aces_up_and_face_cards_open_new_columns(kabinett):
    s = deal_pack(kabinett, "AS KH 2C 3C 4C 5C 6C "   # row 1: the ace goes up, K♥ replaces it
                            "QD 2D 3D 4D 5D "         # row 2
                            "JS 2H 3H 4H "            # row 3
                            "7S 6H 7H "               # row 4
                            "KC 8H "                  # row 5
                            "9C")                     # row 6
    assert repr(s.pile("foundation_0")) == "(AS,)"
    assert repr(s.pile("column_0")) == "(KH,)"        # the single card never moves
    assert repr(s.pile("column_6")) == "(QD,)" and repr(s.pile("column_1")) == "(2C,)"
    assert repr(s.pile("column_7")) == "(JS,)" and repr(s.pile("column_2")) == "([3C], 2D)"
    assert repr(s.pile("column_4")) == "([5C], [4D], [3H], [6H], KC)"  # no ninth column
    assert s.counter("columns") == 8


def test_kabinett_an_ace_dealt_face_down_goes_up_too(kabinett):
    s = deal_pack(kabinett, "9H 2C 3C 4C 5C 6C 8S AD 3D 4D 5D 6D 2H 3H 4H 8D 7H 8H 6S 9D TC 7C")
    assert repr(s.pile("foundation_0")) == "(AD,)"
    assert repr(s.pile("column_2")) == "([3C], [3D], 2H)"  # 3♦ took the ace's place
    assert s.counter("columns") == 6


def test_kabinett_deals(kabinett):
    for deal in range(1, 60):
        s = kabinett.new_state(deal)
        columns = [s.pile(f"column_{i}") for i in range(8)]
        homes = [c for i in range(4) for c in s.pile(f"foundation_{i}")]
        assert sum(map(len, columns)) == 21 and all(c.rank == ACE for c in homes)
        assert len(s.pile("stock")) == 52 - 21 - len(homes)
        assert len(columns[0]) == 1 and columns[0][0].is_face_up
        assert all(c.rank != ACE for p in columns for c in p)
        for p in columns:
            assert all(c.is_face_up == (j == len(p) - 1) for j, c in enumerate(p))
        opened = s.counter("columns")
        assert opened == 6 + sum(1 for p in columns[6:] if p)
        if opened < 8:
            assert all(not p or p[-1].rank not in (JACK, QUEEN, KING) for p in columns[1:6])


def test_kabinett_unopened_columns_take_nothing(kabinett):
    s = position(kabinett, {"waste": "5H", "column_0": "QS"}, columns=6)
    assert {dst for _, dst, _ in moves_between(kabinett, s)} == {
        "column_1", "column_2", "column_3", "column_4", "column_5"}
    s.counters[s.counter_index("columns")] = 7
    assert "column_6" in {dst for _, dst, _ in moves_between(kabinett, s)}
    assert "column_7" not in {dst for _, dst, _ in moves_between(kabinett, s)}


def test_kabinett_runs_in_alternating_colour_and_empty_columns_from_the_waste(kabinett):
    s = position(kabinett, {"column_0": "QS", "column_1": "[3C] JH TC 9D", "column_2": "",
                            "column_3": "TH", "waste": "8C"}, columns=6)
    legal = moves_between(kabinett, s)
    assert ("column_1", "column_0", 3) in legal       # J♥ 10♣ 9♦ onto Q♠
    assert ("column_1", "column_3", 1) not in legal   # 9♦ on 10♥: same colour
    assert ("waste", "column_1", 1) in legal          # 8♣ on 9♦
    assert not any(dst == "column_2" and src != "waste" for src, dst, _ in legal)
    assert ("waste", "column_2", 1) in legal
    kabinett.play(s, move(kabinett, "column_1", "column_0", 3))
    assert repr(s.pile("column_1")) == "(3C,)"        # turned up by itself


def test_kabinett_foundations_and_three_passes(kabinett):
    s = position(kabinett, {"foundation_0": "AC", "column_0": "2C", "waste": "2D",
                            "foundation_1": "AD"})
    legal = moves_between(kabinett, s)
    assert ("column_0", "foundation_0", 1) in legal and ("waste", "foundation_1", 1) in legal
    s = position(kabinett, {"stock": "[9C] [8C]"})
    assert turn_through(kabinett, s) == 2 * 3 + 2 and s.counter("redeals_left") == 0
    assert kabinett.status(s) == OPEN                 # 8♣ may still fill an empty column
    s = position(kabinett, {"stock": "[9C] [8C]", "column_0": "KD", "column_1": "KH",
                            "column_2": "KS", "column_3": "KC", "column_4": "5D",
                            "column_5": "5H"}, redeals_left=0)
    turn_through(kabinett, s)
    assert kabinett.status(s) == LOST
    won = position(kabinett, FULL_SUITS)
    assert kabinett.status(won) == WON and kabinett.score(won) == 52


# --- Der Pavillon ---------------------------------------------------------------------

@pytest.fixture
def pavillon():
    return create("dondorf_pavillon")


def test_pavillon_deal(pavillon):
    s = pavillon.new_state(11)
    assert all(s.pile(f"foundation_{i}")[0].rank == ACE for i in range(4))
    assert all(len(s.pile(f"circle_{i}")) == 1 and s.pile(f"circle_{i}")[0].is_face_up
               for i in range(15))
    assert len(s.pile("stock")) == 33 and s.counter("redeals_left") == 0
    assert pavillon.new_state(11) == s != pavillon.new_state(12)


def test_pavillon_circle_never_builds_and_gaps_take_the_waste(pavillon):
    circle = {f"circle_{i}": f"{'6789TJQK'[i % 8]}{'CD'[i // 8]}" for i in range(3, 15)}
    s = position(pavillon, circle | {"circle_0": "5H", "circle_1": "4H", "circle_2": "",
                                     "waste": "9S", "foundation_2": "AH 2H 3H"})
    legal = moves_between(pavillon, s)
    assert {dst for src, dst, _ in legal if src == "circle_1"} == {"foundation_2"}
    assert ("circle_0", "foundation_2", 1) not in legal
    assert {dst for src, dst, _ in legal if src == "waste"} == {"circle_2"}


def test_pavillon_one_pass_won_and_lost(pavillon):
    s = position(pavillon, {"stock": "[9C] [8C]", "circle_0": "5H"})
    assert turn_through(pavillon, s) == 2 and pavillon.status(s) == OPEN  # gaps are free
    full = {f"circle_{i}": f"{'3456789TJQK'[i % 11]}{'CD'[i // 11]}" for i in range(15)}
    blocked = position(pavillon, full | {"stock": "[9H]", "foundation_0": "AC"})
    turn_through(pavillon, blocked)
    assert pavillon.status(blocked) == LOST
    won = position(pavillon, FULL_SUITS)
    assert pavillon.status(won) == WON and pavillon.score(won) == 52


@pytest.mark.parametrize("game_id", ["dondorf_trio", "dondorf_kabinett", "dondorf_pavillon"])
def test_every_builder_is_registered(game_id):
    spec, entry = create(game_id).spec, catalogue.entry(game_id)
    assert entry.source == "dondorf" and entry.fortune and spec.layout == game_id
    assert spec.autoplay is None                      # games of skill: no "Play for me"


# --- with the mouse, on the table -------------------------------------------------------

def table_at(app, game_id, piles, **counters):
    scene = open_table(app, game_id, 1)
    set_position(scene, piles, **counters)
    return scene


@pytest.mark.parametrize("game_id, src", [("dondorf_trio", "side_4"),
                                          ("dondorf_kabinett", "column_2"),
                                          ("dondorf_pavillon", "circle_9")])
def test_the_last_king_dragged_home_wins(app, game_id, src):
    piles = dict(FULL_SUITS, foundation_3=FULL_SUITS["foundation_3"][:-3])
    scene = table_at(app, game_id, piles | {src: "KS"})
    drag(app, top_centre(scene, src), top_centre(scene, "foundation_3"))
    assert scene.outcome == WON and scene.game.score(scene.state) == 52


@pytest.mark.parametrize("game_id", ["dondorf_trio", "dondorf_kabinett", "dondorf_pavillon"])
def test_clicking_through_a_blocked_talon_loses(app, game_id):
    kind = {"dondorf_trio": "side", "dondorf_kabinett": "column",
            "dondorf_pavillon": "circle"}[game_id]
    game = create(game_id)
    names = [n for n in game.pile_names if n.startswith(kind)]
    filler = "KD QS JD TS 9D 8S 7D 6S 5D 4S KH QC JH TC 9H".split()  # nothing builds
    if game_id == "dondorf_kabinett":
        filler = "KD KH KS KC 5D 5H 5C 5S".split()
    piles = {n: c for n, c in zip(names, filler, strict=False)}
    scene = table_at(app, game_id, piles | {"stock": "[9C] [8C]"}, redeals_left=0)
    while scene.outcome is None and scene.game.stock_moves(scene.state):
        click_pile(app, scene, "stock")
    assert scene.outcome == LOST


def test_kabinett_run_dragged_by_its_first_card(app):
    scene = table_at(app, "dondorf_kabinett", {"column_0": "QS", "column_1": "[3C] JH TC 9D"})
    pile = scene.game.pile_index("column_1")
    start = scene.view.card_rect(pile, 1).move(0, 4).topleft
    drag(app, (start[0] + 20, start[1] + 8), top_centre(scene, "column_0"))
    assert repr(scene.state.pile("column_0")) == "(QS, JH, TC, 9D)"
    assert repr(scene.state.pile("column_1")) == "(3C,)"


@pytest.mark.parametrize("game_id", ["dondorf_trio", "dondorf_kabinett", "dondorf_pavillon"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_fits_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 80)
