"""Canfield and its kin: a reserve feeds the tableau's gaps, then the waste (or any card)."""

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.rules import create
from positions import move, moves_between, position

SUITS = "CDHS"


def counts(game, state, group):
    return [len(state.piles[i]) for i in game.groups[group]]


def home(order, suits=SUITS):
    return {f"foundation_{i}": " ".join(f"{r}{s}" for r in order) for i, s in enumerate(suits)}


def cards(state, pile):
    return [repr(c) for c in state.pile(pile)]


# --- Canfield -------------------------------------------------------------------------

def test_canfield_deal():
    game = create("canfield")
    state = game.new_state(11)
    assert len(state.pile("reserve")) == 13
    assert [c.is_face_up for c in state.pile("reserve")] == [False] * 12 + [True]
    assert counts(game, state, "tableau") == [1] * 4
    assert counts(game, state, "foundation") == [1, 0, 0, 0]
    assert len(state.pile("stock")) == 34 and state.pile("waste") == ()
    assert state.counter("base_rank") == state.pile("foundation_0")[0].rank
    assert game.new_state(11) == state and game.new_state(12) != state


def test_canfield_tableau_and_foundations():
    game = create("canfield")
    s = position(game, {"foundation_0": "7S", "reserve": "3C 9D", "tableau_0": "AH",
                        "tableau_1": "KS", "tableau_2": "8H 7C", "tableau_3": "6H",
                        "waste": "8S", "stock": "2C"}, base_rank=7)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal            # K on A: ranks wrap
    assert ("tableau_2", "tableau_0", 2) not in legal
    assert ("tableau_3", "tableau_2", 1) in legal            # red 6 on black 7
    assert ("reserve", "tableau_1", 1) not in legal          # 9D on KS: no
    assert ("waste", "foundation_0", 1) in legal
    assert ("tableau_2", "foundation_1", 1) in legal         # a seven starts a suit
    assert ("tableau_3", "foundation_1", 1) not in legal
    assert ("foundation_0", "tableau_0", 1) not in legal     # a base card stays
    s2 = position(game, {"foundation_0": "7S 8S", "tableau_0": "9H"}, base_rank=7)
    assert ("foundation_0", "tableau_0", 1) in moves_between(game, s2)   # others come back


def test_canfield_gap_filled_from_the_reserve_then_by_any_card():
    game = create("canfield")
    s = position(game, {"foundation_0": "7S", "reserve": "3C", "tableau_0": "8S",
                        "tableau_1": "9S", "tableau_2": "KC", "tableau_3": "QH",
                        "waste": "QC"}, base_rank=7)
    game.play(s, move(game, "tableau_0", "foundation_0"))
    assert cards(s, "tableau_0") == ["3C"] and s.pile("reserve") == ()
    game.play(s, move(game, "tableau_1", "foundation_0"))
    assert s.pile("tableau_1") == ()               # the reserve is gone: the gap stays
    legal = moves_between(game, s)
    assert ("waste", "tableau_1", 1) in legal and ("tableau_2", "tableau_1", 1) in legal


def test_canfield_stock_three_at_a_time_without_end():
    game = create("canfield")
    s = position(game, {"stock": "2C 3C 4C 5C", "foundation_0": "AS"}, base_rank=1)
    game.play(s, Move("stock", game.pile_index("stock"), -1, 0))
    assert len(s.pile("waste")) == 3 and len(s.pile("stock")) == 1
    game.play(s, Move("stock", game.pile_index("stock"), -1, 0))
    game.play(s, Move("stock", game.pile_index("stock"), -1, 0))   # turned back over
    assert len(s.pile("stock")) == 4 and s.pile("waste") == ()
    for _ in range(5):
        game.play(s, Move("stock", game.pile_index("stock"), -1, 0))
    assert game.status(s) == OPEN


def test_canfield_win():
    game = create("canfield")
    assert game.status(position(game, home("789TJQKA23456"), base_rank=7)) == WON


# --- Kansas ---------------------------------------------------------------------------

def test_kansas_deal_and_rules():
    game = create("kansas")
    state = game.new_state(2)
    assert len(state.pile("reserve")) == 12 and counts(game, state, "tableau") == [1] * 3
    assert counts(game, state, "foundation") == [1, 0, 0, 0]
    assert len(state.pile("stock")) == 36
    s = position(game, {"foundation_0": "5H", "tableau_0": "AH", "tableau_1": "KC",
                        "tableau_2": "", "waste": "QD", "stock": ""}, base_rank=5)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal            # any suit, K on A
    assert ("waste", "tableau_1", 1) in legal
    assert ("waste", "tableau_2", 1) in legal                # reserve gone: the waste fills
    assert ("tableau_0", "tableau_2", 1) not in legal        # … and nothing else does
    assert not any(src.startswith("foundation") for src, _, _ in legal)
    s = position(game, {"foundation_0": "5H", "stock": ""}, base_rank=5)
    assert game.status(s) == LOST                            # no redeal


# --- Royal East -----------------------------------------------------------------------

def test_royal_east():
    game = create("royal_east")
    state = game.new_state(5)
    assert counts(game, state, "tableau") == [1] * 5
    assert counts(game, state, "foundation") == [1, 0, 0, 0]
    assert len(state.pile("stock")) == 46
    s = position(game, {"foundation_0": "JD", "tableau_0": "AS", "tableau_1": "KH QC",
                        "tableau_2": "", "waste": "QD"}, base_rank=11)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) not in legal        # QC on AS: no
    assert ("waste", "foundation_0", 1) in legal
    assert ("tableau_1", "tableau_2", 2) not in legal        # one card at a time
    assert ("tableau_1", "tableau_2", 1) in legal            # any card fills
    assert game.status(position(game, home("JQKA23456789T"), base_rank=11)) == WON


# --- Straight Up ----------------------------------------------------------------------

def test_straight_up_deal_and_ace_high():
    game = create("straight_up")
    state = game.new_state(3)
    assert [cards(state, f"foundation_{i}") for i in range(4)] == [["2C"], ["2D"], ["2H"], ["2S"]]
    assert len(state.pile("reserve")) == 13 and counts(game, state, "tableau") == [1] * 4
    assert len(state.pile("stock")) == 31 and game.score(state) == 0
    s = position(game, {**home("23456789TJQK"), "tableau_0": "AS", "tableau_1": "KD",
                        "tableau_2": "AD"})
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_3", 1) in legal         # the ace comes last
    assert ("tableau_1", "tableau_2", 1) in legal            # K on A in suit
    assert game.status(position(game, home("23456789TJQKA"))) == WON


def test_straight_up_runs_home_and_gaps():
    game = create("straight_up")
    s = position(game, {"foundation_0": "2C 3C", "tableau_0": "9H 5C 4C", "tableau_1": "",
                        "waste": "8D", "reserve": ""})
    runs = [m for m in game.legal_moves(s) if m.action == "run_home"]
    assert [(m.count) for m in runs] == [2]
    legal = moves_between(game, s)
    assert ("waste", "tableau_1", 1) in legal and ("tableau_0", "tableau_1", 1) not in legal


# --- Eagle Wing -----------------------------------------------------------------------

def test_eagle_wing_deal_trunk_and_wings():
    game = create("eagle_wing")
    state = game.new_state(4)
    trunk = state.pile("reserve")
    assert len(trunk) == 13 and [c.is_face_up for c in trunk] == [True] + [False] * 12
    assert counts(game, state, "tableau") == [1] * 8
    assert counts(game, state, "foundation") == [1, 0, 0, 0]
    assert len(state.pile("stock")) == 30
    assert ("reserve", "tableau_0", 1) not in moves_between(game, state)   # face down


def test_eagle_wing_rules():
    game = create("eagle_wing")
    s = position(game, {"foundation_0": "4S", "reserve": "9C", "tableau_0": "AH",
                        "tableau_1": "KH", "tableau_2": "9D 8D 7D", "tableau_3": "TD",
                        "tableau_4": "6D", "tableau_5": "5S", "waste": "3C"}, base_rank=4)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal            # K on A, in suit
    assert ("tableau_4", "tableau_2", 1) not in legal        # three cards at most
    assert ("tableau_2", "tableau_3", 1) not in legal        # 7D on TD: no
    assert ("tableau_5", "foundation_0", 1) in legal
    assert ("reserve", "tableau_3", 1) not in legal          # 9C is not a diamond
    game.play(s, move(game, "tableau_5", "foundation_0"))
    assert cards(s, "tableau_5") == ["9C"] and s.pile("reserve") == ()   # the trunk's last
    assert ("waste", "tableau_6", 1) in moves_between(game, s)           # trunk gone: any card


# --- Glenwood -------------------------------------------------------------------------

def test_glenwood_deal_and_the_first_move_chooses_the_base():
    game = create("glenwood")
    state = game.new_state(10)
    assert counts(game, state, "reserve") == [3] * 4 and counts(game, state, "tableau") == [1] * 4
    assert all(c.is_face_up for i in game.groups["reserve"] for c in state.piles[i])
    assert len(state.pile("stock")) == 36 and state.counter("base_rank") == 0
    assert game.new_state(10) == state and game.new_state(11) != state
    s = position(game, {"reserve_0": "3C 8D", "reserve_1": "KS", "tableau_0": "9S",
                        "tableau_1": "TH", "stock": "2C 4C"})
    legal = game.legal_moves(s)
    assert {(game.pile_names[m.src], game.pile_names[m.dst]) for m in legal} == {
        ("reserve_0", f"foundation_{i}") for i in range(4)} | {
        ("reserve_1", f"foundation_{i}") for i in range(4)}     # no stock, no other move
    game.play(s, move(game, "reserve_0", "foundation_0"))
    assert s.counter("base_rank") == 8
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 1) in legal
    assert any(m.action == "stock" for m in game.legal_moves(s))


def test_glenwood_before_the_base_only_a_reserve_card_moves_and_in_the_script_to_the_tableau():
    piles = {"reserve_0": "3C 8D", "reserve_1": "KS", "tableau_0": "9S", "tableau_1": "TH",
             "stock": "2C 4C"}
    manual = create("glenwood")
    legal = moves_between(manual, position(manual, piles))
    assert ("reserve_0", "tableau_0", 1) not in legal          # 8D on 9S: the base first
    assert ("reserve_0", "foundation_0", 1) in legal
    script = create("glenwood", {"rules": "aisleriot"})
    s = position(script, piles)
    legal = moves_between(script, s)
    assert ("reserve_0", "tableau_0", 1) in legal              # the script lets it build
    assert ("reserve_1", "tableau_0", 1) not in legal          # (by the build rule only)
    assert ("tableau_0", "tableau_1", 1) not in legal          # 9S on TH: tableau cards wait
    assert ("reserve_0", "foundation_0", 1) in legal
    assert not any(m.action == "stock" for m in script.legal_moves(s))   # stock shut


def test_glenwood_moves_runs_and_fills_gaps_from_reserves():
    game = create("glenwood")
    piles = {"foundation_0": "8D", "reserve_0": "3C", "tableau_0": "KS QH JC",
             "tableau_1": "AD", "tableau_2": "", "tableau_3": "QD", "waste": "5H"}
    s = position(game, piles, base_rank=8)
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal             # the whole pile, K on A
    assert ("tableau_0", "tableau_3", 1) in legal             # the top card alone
    assert ("tableau_0", "tableau_2", 2) not in legal         # no run into a gap …
    assert ("reserve_0", "tableau_2", 1) in legal             # a gap from a reserve …
    assert ("waste", "tableau_2", 1) not in legal             # … not from the waste yet
    assert ("tableau_3", "tableau_2", 1) not in legal         # nor from the tableau
    assert ("tableau_3", "reserve_0", 1) not in legal         # reserves take nothing
    # the manual's "suites": part of a pile moves too (QH JC onto KC)
    runs = position(game, piles | {"tableau_3": "KC"}, base_rank=8)
    assert ("tableau_0", "tableau_3", 2) in moves_between(game, runs)
    # the script's reading: only whole piles between tableau piles; the top card alone
    # still goes home
    whole = create("glenwood", {"rules": "aisleriot"})
    legal = moves_between(whole, position(whole, piles | {"tableau_3": "KC"}, base_rank=8))
    assert ("tableau_0", "tableau_3", 2) not in legal
    assert ("tableau_0", "tableau_1", 3) in legal
    legal = moves_between(whole, position(whole, piles | {"foundation_1": "8C 9C TC"},
                                          base_rank=8))
    assert ("tableau_0", "tableau_3", 1) not in legal         # JC alone: not onto QD …
    assert ("tableau_0", "foundation_1", 1) in legal          # … but home
    one = position(whole, piles | {"tableau_1": "JC", "tableau_0": "KS QH"}, base_rank=8)
    assert ("tableau_1", "tableau_3", 1) in moves_between(whole, one)   # a one-card pile
    s = position(game, {"foundation_0": "8D", "tableau_2": "", "tableau_3": "QD",
                        "waste": "5H"}, base_rank=8)
    legal = moves_between(game, s)
    assert ("waste", "tableau_2", 1) in legal and ("tableau_3", "tableau_2", 1) not in legal
    assert game.status(position(game, home("89TJQKA234567"), base_rank=8)) == WON
