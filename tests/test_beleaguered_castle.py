"""The Beleaguered Castle family: open piles, one card at a time."""


from game.engine.cards import KING
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move, undo_steps
from game.rules import create
from game.solver.canonical import has_hooks
from positions import move, moves_between, position

SUITS = "CDHS"


def counts(game, state, group):
    return [len(state.piles[i]) for i in game.groups[group]]


def full_home(game, order="A23456789TJQK"):
    return {f"foundation_{i}": " ".join(f"{r}{s}" for r in order) for i, s in enumerate(SUITS)}


def names(game, state, pile):
    return [repr(c) for c in state.pile(pile)]


# --- Beleaguered Castle, Streets and Alleys -------------------------------------------

def test_beleaguered_castle_deal_aces_home_eight_rows_of_six():
    game = create("beleaguered_castle")
    state = game.new_state(4)
    assert [names(game, state, f"foundation_{i}") for i in range(4)] == [
        ["AC"], ["AD"], ["AH"], ["AS"]]
    assert counts(game, state, "tableau") == [6] * 8
    assert all(c.is_face_up for p in state.piles for c in p)
    assert not any(c.rank == 1 for i in game.groups["tableau"] for c in state.piles[i])
    assert game.new_state(4) == state and game.new_state(5) != state
    assert game.score(state) == 0 and not has_hooks(game)


def test_beleaguered_castle_builds_down_any_suit_one_card():
    game = create("beleaguered_castle")
    s = position(game, {"foundation_0": "AC", "foundation_1": "AD 2D", "foundation_2": "AH",
                        "foundation_3": "AS", "tableau_0": "9H 8S", "tableau_1": "TC",
                        "tableau_2": "9D", "tableau_3": "", "tableau_4": "3D",
                        "tableau_5": "2C"})
    legal = moves_between(game, s)
    assert ("tableau_2", "tableau_1", 1) in legal            # any suit, one lower
    assert ("tableau_0", "tableau_2", 1) in legal            # 8S on 9D
    assert ("tableau_0", "tableau_1", 2) not in legal        # one card at a time
    assert ("tableau_1", "tableau_2", 1) not in legal        # not up
    assert ("tableau_2", "tableau_3", 1) in legal            # any card fills
    assert ("tableau_4", "foundation_1", 1) in legal
    assert ("tableau_5", "foundation_0", 1) in legal
    assert ("foundation_1", "tableau_3", 1) in legal         # foundations give back
    game.play(s, move(game, "tableau_4", "foundation_1"))
    assert game.score(s) == 2                                # the aces do not count


def test_beleaguered_castle_win_and_loss():
    game = create("beleaguered_castle")
    assert game.status(position(game, full_home(game))) == WON
    home = {f"foundation_{i}": " ".join(f"{r}{s}" for r in "A23456789")
            for i, s in enumerate(SUITS)}
    # Jacks and kings on top, the queens and tens under them; no space: nothing moves.
    piles = ["TC JC", "TD JD", "TH JH", "TS JS", "QC KC", "QD KD", "QH KH", "QS KS"]
    s = position(game, home | {f"tableau_{i}": p for i, p in enumerate(piles)})
    assert game.status(s) == LOST
    # One queen on top instead of a king: a jack may go onto it, and play goes on.
    piles[4] = "KC QC"
    assert game.status(position(game, home | {f"tableau_{i}": p
                                              for i, p in enumerate(piles)})) == OPEN


def test_streets_and_alleys_deal():
    game = create("streets_and_alleys")
    state = game.new_state(2)
    assert counts(game, state, "tableau") == [7, 7, 7, 7, 6, 6, 6, 6]
    assert counts(game, state, "foundation") == [0] * 4
    assert game.new_state(2) == state
    s = position(game, {"tableau_0": "5H AS", "tableau_1": ""})
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_0", 1) in legal and game.score(s) == 0


# --- Fortress, Chessboard -------------------------------------------------------------

def test_fortress_deal_and_rules():
    game = create("fortress")
    state = game.new_state(9)
    assert counts(game, state, "tableau") == [6, 5, 5, 5, 5, 6, 5, 5, 5, 5]
    assert game.new_state(9) == state
    s = position(game, {"foundation_0": "AH", "tableau_0": "8H", "tableau_1": "7H",
                        "tableau_2": "9H", "tableau_3": "7S", "tableau_4": "KH",
                        "tableau_5": "AH", "tableau_6": "2H", "tableau_7": ""})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal            # down in suit
    assert ("tableau_2", "tableau_0", 1) in legal            # up in suit
    assert ("tableau_3", "tableau_0", 1) not in legal        # other suit
    assert ("tableau_5", "tableau_4", 1) not in legal        # no wrap: ace is not on king
    assert ("tableau_6", "foundation_0", 1) in legal
    assert ("tableau_4", "tableau_7", 1) in legal            # any card fills
    assert not any(src.startswith("foundation") for src, _, _ in legal)


def test_chessboard_first_card_home_chooses_the_base():
    game = create("chessboard")
    state = game.new_state(9)
    assert counts(game, state, "tableau") == [6, 5, 5, 5, 5, 6, 5, 5, 5, 5]
    assert state.counter("base_rank") == 0
    s = position(game, {"tableau_0": "7C", "tableau_1": "7H", "tableau_2": "8C",
                        "tableau_3": "KS", "tableau_4": "AS", "tableau_5": "QS"})
    legal = moves_between(game, s)
    assert {("tableau_0", "foundation_0", 1), ("tableau_2", "foundation_0", 1)} <= legal
    before = s.copy()
    turn = game.play(s, move(game, "tableau_0", "foundation_0"))
    assert s.counter("base_rank") == 7
    legal = moves_between(game, s)
    assert ("tableau_1", "foundation_1", 1) in legal         # another seven starts a suit
    assert ("tableau_2", "foundation_1", 1) not in legal     # an eight may not
    assert ("tableau_2", "foundation_0", 1) in legal         # but climbs on the seven
    assert ("tableau_4", "tableau_3", 1) in legal            # ace on king: ranks wrap
    assert ("tableau_5", "tableau_3", 1) in legal
    undo_steps(s, turn.steps)
    assert s == before and s.counter("base_rank") == 0


def test_chessboard_wraps_home_and_never_chooses_for_the_player():
    from game.engine.auto import foundation_moves

    game = create("chessboard")
    s = position(game, {"tableau_0": "7C"})
    assert foundation_moves(game, s) == []                   # the base is the player's
    s = position(game, {"foundation_0": "QC KC", "tableau_0": "AC", "tableau_1": "2C"},
                 base_rank=12)
    assert ("tableau_0", "foundation_0", 1) in moves_between(game, s)
    order = "QKA23456789TJ"
    won = position(game, full_home(game, order), base_rank=12)
    assert game.status(won) == WON


# --- Baker's Dozen --------------------------------------------------------------------

def test_bakers_dozen_deal_kings_at_the_bottom():
    game = create("bakers_dozen")
    for number in range(1, 30):
        state = game.new_state(number)
        assert counts(game, state, "tableau") == [4] * 13
        for i in game.groups["tableau"]:
            ranks = [c.rank for c in state.piles[i]]
            kings = ranks.count(KING)
            assert ranks[:kings] == [KING] * kings                 # kings underneath
    assert game.new_state(3) == game.new_state(3)


def test_bakers_dozen_rules():
    game = create("bakers_dozen")
    s = position(game, {"foundation_0": "AC", "tableau_0": "9H", "tableau_1": "8S",
                        "tableau_2": "", "tableau_3": "2C", "tableau_4": "TD"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal
    assert ("tableau_0", "tableau_4", 1) in legal
    assert ("tableau_4", "tableau_0", 1) not in legal
    assert not any(dst == "tableau_2" for _, dst, _ in legal)  # a space stays empty
    assert ("tableau_3", "foundation_0", 1) in legal
    s2 = position(game, {"foundation_0": "AC 2C", "tableau_0": "3D"})
    assert ("foundation_0", "tableau_0", 1) in moves_between(game, s2)
    assert game.status(position(game, full_home(game))) == WON
    assert game.status(position(game, {"tableau_0": "2C AC", "tableau_1": "2D AD",
                                       "tableau_2": "3S"})) == OPEN
    stuck = position(game, {"tableau_0": "AC 3C", "tableau_1": "AD 3D"})
    assert game.status(stuck) == LOST


# --- Bear River -----------------------------------------------------------------------

def test_bear_river_deal():
    game = create("bear_river")
    state = game.new_state(6)
    assert counts(game, state, "tableau") == [3] * 15
    assert counts(game, state, "hole") == [2, 2, 2]
    assert counts(game, state, "foundation") == [1, 0, 0, 0]
    assert state.counter("base_rank") == state.pile("foundation_0")[0].rank
    assert all(c.is_face_up for p in state.piles for c in p)
    assert game.new_state(6) == state and game.new_state(7) != state


def test_bear_river_rules():
    game = create("bear_river")
    s = position(game, {"foundation_0": "5S", "tableau_0": "9H 8H", "tableau_1": "TH",
                        "tableau_2": "7H", "tableau_3": "AC", "tableau_4": "KC",
                        "tableau_5": "", "hole_0": "", "tableau_6": "6S", "tableau_7": "5D",
                        "tableau_8": "QC JC", "tableau_9": "2C"}, base_rank=5)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) not in legal        # three cards at most
    assert ("tableau_0", "tableau_1", 1) not in legal        # 8H on TH: not one apart
    assert ("tableau_2", "tableau_1", 1) not in legal
    assert ("tableau_3", "tableau_4", 1) in legal            # wrap: ace on king …
    assert ("tableau_4", "tableau_3", 1) in legal            # … and king on ace
    assert ("tableau_2", "tableau_5", 1) not in legal        # a plain space stays empty
    assert ("tableau_2", "hole_0", 1) in legal               # a hole takes any card
    assert ("tableau_6", "foundation_0", 1) in legal
    assert ("tableau_7", "foundation_1", 1) in legal         # a five starts a foundation
    assert ("tableau_9", "foundation_1", 1) not in legal
    assert ("tableau_8", "tableau_9", 2) not in legal        # one card at a time
    order = "56789TJQKA234"
    assert game.status(position(game, full_home(game, order), base_rank=5)) == WON


# --- Cruel ----------------------------------------------------------------------------

def test_cruel_deal():
    game = create("cruel")
    state = game.new_state(8)
    assert counts(game, state, "tableau") == [4] * 12
    assert [names(game, state, f"foundation_{i}") for i in range(4)] == [
        ["AC"], ["AD"], ["AH"], ["AS"]]
    assert state.pile("stock") == ()
    assert game.new_state(8) == state and game.new_state(9) != state
    # Nothing was played yet: a redeal would change nothing, so none is offered.
    assert not [m for m in game.legal_moves(state) if m.action == "redeal"]


def test_cruel_builds_down_in_suit_and_spaces_stay_empty():
    game = create("cruel")
    s = position(game, {"foundation_0": "AC", "tableau_0": "9H", "tableau_1": "8H",
                        "tableau_2": "8D", "tableau_3": "", "tableau_4": "2C",
                        "tableau_5": "TH"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal
    assert ("tableau_2", "tableau_0", 1) not in legal
    assert ("tableau_0", "tableau_5", 1) in legal
    assert ("tableau_5", "tableau_0", 1) not in legal
    assert not any(dst == "tableau_3" for _, dst, _ in legal)
    assert ("tableau_4", "foundation_0", 1) in legal
    s2 = position(game, {"foundation_0": "AC 2C", "tableau_0": "3D"})
    assert not any(src.startswith("foundation") for src, _, _ in moves_between(game, s2))


def test_cruel_redeal_gathers_in_order_and_deals_fours():
    game = create("cruel")
    piles = {"tableau_0": "KC QC JC TC", "tableau_1": "9C 8C", "tableau_2": "7C 6C 5C 4C",
             "tableau_3": "3C 2C KD"}
    s = position(game, piles | {"foundation_0": "AC"})
    redeal = [m for m in game.legal_moves(s) if m.action == "redeal"]
    assert redeal == [Move("redeal", game.pile_index("stock"), -1, 0)]
    before = s.copy()
    turn = game.play(s, redeal[0])
    assert [names(game, s, f"tableau_{i}") for i in range(5)] == [
        ["KC", "QC", "JC", "TC"], ["9C", "8C", "7C", "6C"], ["5C", "4C", "3C", "2C"],
        ["KD"], []]
    assert not [m for m in game.legal_moves(s) if m.action == "redeal"]   # no change now
    undo_steps(s, turn.steps)
    assert s == before


def test_cruel_lost_when_only_the_redeal_would_undo_the_last_move():
    game = create("cruel")
    s = position(game, {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                        "foundation_3": "AS", "tableau_0": "3C 5D 7H 9S",
                        "tableau_1": "3D 5H 7S QH"})
    assert game.status(s) == LOST     # as dealt, no card fits anywhere, no redeal
    s = position(game, {"foundation_0": "AC", "foundation_1": "AD", "foundation_2": "AH",
                        "foundation_3": "AS", "tableau_0": "3C 5D 7H 9S",
                        "tableau_1": "3D 5H 7S KH", "tableau_2": "QH"})
    assert [(m.src, m.dst) for m in game.legal_moves(s)] == [
        (game.pile_index("tableau_2"), game.pile_index("tableau_1"))]
    assert game.status(s) == LOST     # QH onto KH, then a redeal brings it back
    game.play(s, game.legal_moves(s)[0])
    assert game.status(s) == OPEN     # (from here the redeal is offered: a cycle)
    assert game.status(position(game, full_home(game))) == WON
