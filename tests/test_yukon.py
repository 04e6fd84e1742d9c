"""Yukon, Odessa, Scorpion and Ten Across (game/rules/yukon.py), and their maps."""

from itertools import combinations

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.engine.suit_runs import HOME
from game.layout.geometry import card_offsets, pile_bounds
from game.layout.loader import REPO_LEVELS_DIR, load_layout
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"


def faces(cards):
    return [c.is_face_up for c in cards]


def suit_run(suit, high=13, low=1):
    """Text of a run in one suit from `high` down to `low`, e.g. 'KS QS … AS'."""
    return " ".join(RANKS[r - 1] + suit for r in range(high, low - 1, -1))


def sorted_tableau(count):
    """Four complete runs (one per suit) on the first four of `count` piles."""
    return {f"tableau_{i}": suit_run("CDHS"[i]) if i < 4 else "" for i in range(count)}


# --- Yukon --------------------------------------------------------------------------------

@pytest.fixture
def yukon():
    return create("yukon")


def test_yukon_deal_counts_and_faces(yukon):
    s = yukon.new_state(7)
    for k in range(7):
        pile = s.pile(f"tableau_{k}")
        up = 1 if k == 0 else 5
        assert len(pile) == k + (1 if k == 0 else 5)
        assert faces(pile) == [False] * k + [True] * up
    assert all(s.pile(f"foundation_{i}") == () for i in range(4))
    assert s.card_count() == 52


def test_yukon_deal_is_deterministic(yukon):
    assert yukon.new_state(7) == yukon.new_state(7)
    assert yukon.new_state(7) != yukon.new_state(8)


def test_yukon_builds_down_in_alternate_colours(yukon):
    s = position(yukon, {"tableau_0": "TS", "tableau_1": "9H", "tableau_2": "9C",
                         "tableau_3": "8S", "tableau_4": "TD"})
    legal = moves_between(yukon, s)
    assert ("tableau_1", "tableau_0", 1) in legal          # red 9 on black 10
    assert ("tableau_2", "tableau_4", 1) in legal          # black 9 on red 10
    assert ("tableau_2", "tableau_0", 1) not in legal      # black on black
    assert ("tableau_3", "tableau_0", 1) not in legal      # 8 on 10


def test_yukon_any_face_up_group_moves_only_its_bottom_card_must_fit(yukon):
    s = position(yukon, {"tableau_0": "[2C] [5D] 9H KC 3D 8S", "tableau_1": "TS",
                         "tableau_2": "[4H] 4S"})
    legal = moves_between(yukon, s)
    assert ("tableau_0", "tableau_1", 4) in legal          # 9H (with KC 3D 8S) on TS
    assert ("tableau_0", "tableau_2", 2) in legal          # 3D (with 8S) on 4S
    assert ("tableau_0", "tableau_2", 1) not in legal      # 8S on 4S
    assert ("tableau_0", "tableau_1", 3) not in legal      # KC on TS
    assert ("tableau_0", "tableau_1", 5) not in legal      # face-down cards never move
    yukon.play(s, move(yukon, "tableau_0", "tableau_1", 4))
    assert repr(s.pile("tableau_1")) == "(TS, 9H, KC, 3D, 8S)"
    assert faces(s.pile("tableau_0")) == [False, True]     # the exposed card turned up


def test_yukon_king_groups_fill_spaces(yukon):
    s = position(yukon, {"tableau_0": "", "tableau_1": "[3C] KD 2S 7H", "tableau_2": "QH"})
    legal = moves_between(yukon, s)
    assert ("tableau_1", "tableau_0", 3) in legal
    assert ("tableau_1", "tableau_0", 1) not in legal
    assert ("tableau_2", "tableau_0", 1) not in legal


def test_yukon_foundations_rise_by_suit_and_keep_their_cards(yukon):
    s = position(yukon, {"foundation_0": "AH", "tableau_0": "2H", "tableau_1": "2S",
                         "tableau_2": "AS", "tableau_3": "3S 2H"})
    legal = moves_between(yukon, s)
    assert ("tableau_0", "foundation_0", 1) in legal
    assert ("tableau_1", "foundation_0", 1) not in legal
    assert ("tableau_2", "foundation_1", 1) in legal
    assert not any(src.startswith("foundation") for src, _, _ in legal)
    s2 = position(yukon, {"foundation_0": "AH 2H", "tableau_0": "4S 3H"})
    assert ("tableau_0", "foundation_0", 2) not in moves_between(yukon, s2)  # one at a time


def test_yukon_win_blocked_and_score(yukon):
    full = {f"foundation_{i}": " ".join(f"{r}{s}" for r in RANKS) for i, s in enumerate("CDHS")}
    won = position(yukon, full)
    assert yukon.status(won) == WON and yukon.score(won) == 52
    # The last card goes home: a win.
    one_left = dict(full, foundation_3=" ".join(f"{r}S" for r in RANKS[:-1]), tableau_2="KS")
    s = position(yukon, one_left)
    yukon.play(s, move(yukon, "tableau_2", "foundation_3"))
    assert yukon.status(s) == WON
    blocked = position(yukon, {"tableau_0": "[KS] 2H", "tableau_1": "[QD] 2D"})
    assert yukon.legal_moves(blocked) == [] and yukon.status(blocked) == LOST
    # A king pile could only wander from space to space: nothing can change, lost.
    shuffling = position(yukon, {"tableau_0": "KS 5H", "tableau_1": "[QD] 2D"})
    assert yukon.legal_moves(shuffling) and yukon.status(shuffling) == LOST
    assert yukon.status(yukon.new_state(1)) == OPEN
    assert yukon.score(position(yukon, {"foundation_0": "AS 2S", "foundation_1": "AH"})) == 3


# --- Odessa -------------------------------------------------------------------------------

@pytest.fixture
def odessa():
    return create("odessa")


def test_odessa_deal_counts_faces_and_deal_score(odessa):
    s = odessa.new_state(4)
    counts = [len(s.pile(f"tableau_{k}")) for k in range(7)]
    assert counts == [6, 8, 8, 8, 8, 8, 6]
    for k in range(7):
        pile = s.pile(f"tableau_{k}")
        assert faces(pile) == [False] * 3 + [True] * (len(pile) - 3)
    assert odessa.new_state(4) == s and odessa.new_state(5) != s
    assert odessa.spec.layout == "yukon"                   # Yukon's table


def test_odessa_deal_points_count_suit_runs():
    from game.engine.cards import cards
    from game.rules.yukon import dealt_runs

    assert dealt_runs(cards("[9S] [8S] 7S 6S 5S")) == 3      # a run of three: 3 points
    assert dealt_runs(cards("9H 8H 2C 7D 6D KS")) == 4       # two pairs: 2 + 2
    assert dealt_runs(cards("5H 6H 7H")) == 0                # rising is no run
    # Spread over the real deal: the counter starts at the sum over the piles.
    game = create("odessa")
    for deal in (1, 2, 3):
        s = game.new_state(deal)
        expected = sum(dealt_runs(s.pile(f"tableau_{k}")) for k in range(7))
        assert s.counter("points") == expected == game.score(s)


def test_odessa_builds_down_in_suit_with_any_group(odessa):
    s = position(odessa, {"tableau_0": "[2C] 7H KC 3D", "tableau_1": "8H", "tableau_2": "8S",
                          "tableau_3": "", "tableau_4": "6H"})
    legal = moves_between(odessa, s)
    assert ("tableau_0", "tableau_1", 3) in legal          # 7H KC 3D on 8H
    assert ("tableau_0", "tableau_2", 3) not in legal      # 7H on 8S: other suit
    assert ("tableau_0", "tableau_3", 2) in legal          # KC 3D into the space
    assert ("tableau_4", "tableau_3", 1) not in legal      # only kings fill spaces


def test_odessa_runs_go_home_card_by_card(odessa):
    s = position(odessa, {"foundation_0": "AS 2S", "tableau_0": "[9D] 6S 5S 4S 3S",
                          "tableau_1": "KH 7C"}, points=10)
    runs = {(m.src, m.dst, m.count) for m in odessa.legal_moves(s) if m.action == HOME}
    t0, f0 = odessa.pile_index("tableau_0"), odessa.pile_index("foundation_0")
    assert runs == {(t0, f0, 2), (t0, f0, 3), (t0, f0, 4)}
    odessa.play(s, Move(HOME, t0, f0, 4))
    assert repr(s.pile("foundation_0")) == "(AS, 2S, 3S, 4S, 5S, 6S)"
    assert faces(s.pile("tableau_0")) == [True]
    assert s.counter("points") == 14                       # a point per card home
    # A group out of order never goes home together.
    s2 = position(odessa, {"foundation_0": "AS", "tableau_0": "3S 2S#1 9H"})
    assert not [m for m in odessa.legal_moves(s2) if m.action == HOME]


def test_odessa_move_scores_the_run_it_makes(odessa):
    s = position(odessa, {"tableau_0": "[2C] TH 9H", "tableau_1": "8H 7H 2D",
                          "tableau_2": "", "tableau_3": "[4C] KS 3C"}, points=5)
    odessa.play(s, move(odessa, "tableau_1", "tableau_0", 3))   # TH 9H + 8H 7H: run of 4
    assert s.counter("points") == 5 + 4 and odessa.score(s) == 9
    odessa.play(s, move(odessa, "tableau_3", "tableau_2", 2))   # into a space: nothing
    assert s.counter("points") == 9


def test_odessa_a_face_down_neighbour_under_the_target_counts(odessa):
    """odessa.scm's num-in-a-row asks suit and value of the cards under the target,
    never whether they are face up."""
    s = position(odessa, {"tableau_0": "[4C] [JH] TH", "tableau_1": "9H 8H"}, points=0)
    odessa.play(s, move(odessa, "tableau_1", "tableau_0", 2))   # [JH] TH + 9H 8H
    assert s.counter("points") == 1 + 1 + 2


def test_odessa_single_cards_home_score_and_undo_restores(odessa):
    from game.engine.history import History

    s = position(odessa, {"tableau_0": "[5C] AH", "tableau_1": "9S 8S",
                          "tableau_2": "TS"}, points=3)
    history = History(odessa, s)
    history.play(move(odessa, "tableau_0", "foundation_0"))
    assert s.counter("points") == 4
    history.play(move(odessa, "tableau_1", "tableau_2", 2))      # TS 9S 8S: 3 points
    assert s.counter("points") == 7
    history.undo()
    history.undo()
    assert s.counter("points") == 3


def test_odessa_win_and_blocked(odessa):
    full = {f"foundation_{i}": " ".join(f"{r}{s}" for r in RANKS) for i, s in enumerate("CDHS")}
    s = position(odessa, dict(full, foundation_2="AH", tableau_0=suit_run("H", 13, 2)))
    odessa.play(s, Move(HOME, odessa.pile_index("tableau_0"), odessa.pile_index("foundation_2"),
                        12))
    assert odessa.status(s) == WON
    blocked = position(odessa, {"tableau_0": "[KS] 2H", "tableau_1": "[QD] 3D"})
    assert odessa.status(blocked) == LOST


# --- Scorpion ------------------------------------------------------------------------------

@pytest.fixture
def scorpion():
    return create("scorpion")


def test_scorpion_deal(scorpion):
    s = scorpion.new_state(2)
    for k in range(7):
        pile = s.pile(f"tableau_{k}")
        assert len(pile) == 7
        assert faces(pile) == ([False] * 3 + [True] * 4 if k < 4 else [True] * 7)
    assert len(s.pile("stock")) == 3 and not any(faces(s.pile("stock")))
    assert scorpion.new_state(2) == s and scorpion.new_state(3) != s


def test_scorpion_builds_in_suit_with_groups_kings_fill(scorpion):
    s = position(scorpion, {"tableau_0": "[4C] 8D QS 2H", "tableau_1": "9D",
                            "tableau_2": "9H", "tableau_3": "", "tableau_4": "[5C] KH 4S"})
    legal = moves_between(scorpion, s)
    assert ("tableau_0", "tableau_1", 3) in legal
    assert ("tableau_0", "tableau_2", 3) not in legal
    assert ("tableau_4", "tableau_3", 2) in legal
    assert ("tableau_0", "tableau_3", 1) not in legal
    scorpion.play(s, move(scorpion, "tableau_0", "tableau_1", 3))
    assert faces(s.pile("tableau_0")) == [True]


def test_scorpion_stock_feeds_the_first_three_piles_at_any_time(scorpion):
    s = position(scorpion, {"stock": "[2C] [3C] [4C]", "tableau_0": "", "tableau_1": "9H",
                            "tableau_2": "9S", "tableau_3": "KD"})
    stock_moves = scorpion.stock_moves(s)
    assert stock_moves                                     # even with a pile empty
    scorpion.play(s, stock_moves[0])
    assert [repr(s.pile(f"tableau_{k}")[-1]) for k in range(3)] == ["4C", "3C", "2C"]
    assert s.pile("stock") == () and repr(s.pile("tableau_3")) == "(KD,)"
    assert scorpion.stock_moves(s) == []


def test_scorpion_score(scorpion):
    s = scorpion.new_state(2)
    from game.engine.suit_runs import suit_pairs

    assert scorpion.score(s) == suit_pairs(scorpion, s)     # nothing uncovered yet
    s = position(scorpion, {"tableau_0": "[2C] 9H", "tableau_1": suit_run("S"),
                            "tableau_2": "7D 6D 5D 4C", "tableau_3": "[5C] [6C]"})
    # 12 - 3 face-down = 9 uncovered; pairs: 12 in spades + 2 in diamonds; 1 full column.
    assert scorpion.score(s) == 3 * 9 + 14 + 4
    assert scorpion.spec.max_score == 100
    done = position(scorpion, sorted_tableau(7))
    assert scorpion.score(done) == 100


def test_scorpion_win_and_loss(scorpion):
    piles = sorted_tableau(7)
    piles.update(tableau_3=suit_run("S", 13, 2), tableau_5="AS")
    s = position(scorpion, piles)
    assert scorpion.status(s) == OPEN
    scorpion.play(s, move(scorpion, "tableau_5", "tableau_3"))
    assert scorpion.status(s) == WON
    stuck = position(scorpion, {"tableau_0": "[KS] 2H", "tableau_1": "KD 5C", "tableau_2": ""})
    assert scorpion.legal_moves(stuck) and scorpion.status(stuck) == LOST
    waiting = position(scorpion, {"stock": "[AS]", "tableau_0": "[KS] 2H"})
    assert scorpion.status(waiting) == OPEN                # the stock may still help


# --- Ten Across ---------------------------------------------------------------------------

@pytest.fixture
def ten():
    return create("ten_across")


def test_ten_across_deal_faces_and_order(ten):
    s, order = ten.deal(6)
    for k in range(10):
        down = min(k, 9 - k)
        assert faces(s.pile(f"tableau_{k}")) == [False] * down + [True] * (5 - down)
    assert [faces(s.pile(f"spot_{i}")) for i in range(2)] == [[True], [True]]
    tableau = [ten.pile_index(f"tableau_{k}") for k in range(10)]
    dealt = [pile for pile, _ in order]
    assert dealt[:10] == tableau and dealt[10:20] == tableau[::-1]  # back and forth
    assert dealt[40:50] == tableau and dealt[50:] == [ten.pile_index("spot_1"),
                                                            ten.pile_index("spot_0")]
    assert ten.new_state(6) == s and ten.new_state(9) != s


def test_ten_across_builds_in_suit_with_groups(ten):
    s = position(ten, {"tableau_0": "[2C] 7H QS 3D", "tableau_1": "8H", "tableau_2": "8C",
                       "tableau_3": "", "spot_0": "KC", "spot_1": ""})
    legal = moves_between(ten, s)
    assert ("tableau_0", "tableau_1", 3) in legal and ("tableau_0", "tableau_2", 3) not in legal
    assert ("spot_0", "tableau_3", 1) in legal             # a king into a space
    assert ("tableau_0", "tableau_3", 1) not in legal
    assert ("tableau_0", "spot_1", 1) in legal             # any single card to a spot
    assert ("tableau_0", "spot_1", 2) not in legal
    assert ("tableau_1", "spot_0", 1) not in legal         # a spot holds one card


def test_ten_across_spots_once_option(ten):
    once = create("ten_across", {"spots": "once"})
    s = position(once, {"tableau_0": "9H 3D", "tableau_1": "4D", "spot_0": "8H", "spot_1": ""})
    legal = moves_between(once, s)
    assert ("spot_0", "tableau_0", 1) not in legal and ("tableau_0", "spot_1", 1) not in legal
    assert ("spot_0", "spot_1", 1) not in legal
    once.play(s, move(once, "tableau_0", "tableau_1"))
    assert ("spot_0", "tableau_0", 1) in moves_between(once, s)
    once.play(s, move(once, "spot_0", "tableau_0"))
    assert not any(dst.startswith("spot") for _, dst, _ in moves_between(once, s))
    with pytest.raises(ValueError):
        create("ten_across", {"spots": "never"})


def test_ten_across_win_loss_and_no_score(ten):
    piles = sorted_tableau(10)
    piles.update(tableau_1=suit_run("D", 13, 2), spot_0="AD", spot_1="")
    s = position(ten, piles)
    assert ten.status(s) == OPEN
    ten.play(s, move(ten, "spot_0", "tableau_1"))
    assert ten.status(s) == WON and ten.score(s) == 0 and ten.spec.max_score == 0
    # With the ace still on a spot the game is not over.
    assert not ten.is_won(position(ten, dict(piles, spot_0="AD")))
    once = create("ten_across", {"spots": "once"})
    stuck = position(once, {"tableau_0": "[KS] 2H", "tableau_1": "[QD] 3D"})
    assert once.legal_moves(stuck) == [] and once.status(stuck) == LOST
    # With reusable spots the cards can still be shuffled about: not yet lost.
    assert ten.status(position(ten, {"tableau_0": "[KS] 2H", "tableau_1": "[QD] 3D"})) == OPEN


# --- the maps -----------------------------------------------------------------------------

YUKON_MAPS = {"yukon": ("yukon", "odessa"), "scorpion": ("scorpion",),
              "ten_across": ("ten_across",)}


@pytest.mark.parametrize("name", sorted(YUKON_MAPS))
def test_yukon_maps_fit_their_games(name):
    layout = load_layout(REPO_LEVELS_DIR / f"{name}.tmx")
    for game_id in YUKON_MAPS[name]:
        game = create(game_id)
        assert game.spec.layout == name and set(layout.piles) == set(game.pile_names)
        assert set(game.counter_names) <= set(layout.labels)
    for pile in layout.piles.values():
        assert pile.x >= 0 and pile.y >= 0
        assert pile.right <= layout.width and pile.bottom <= layout.height
    for a, b in combinations(layout.piles.values(), 2):
        assert not (a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom)
    for pile in layout.piles.values():          # a column fanned to the foot of the map
        if pile.fan == "none":
            continue
        x, y, w, h = pile_bounds(pile, card_offsets(pile, 30, layout))
        assert y + h <= layout.height + 1e-6
        for other in layout.piles.values():
            if other is not pile:
                assert not (x < other.right and other.x < x + w and y < other.bottom
                            and other.y < y + h), (pile.name, other.name)
