"""Spider, Spiderette, Spider Three Decks, Will o' the Wisp and Diamond Mine
(game/rules/spider.py), the suit-run helpers they share (game/engine/suit_runs.py), and
their maps."""

from collections import Counter
from itertools import combinations

import pytest

from game import catalogue
from game.engine.cards import HEARTS, SPADES
from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.engine.suit_runs import HOME, has_full_run, is_full_run, suit_pairs, top_run
from game.layout.geometry import card_offsets, pile_bounds
from game.layout.loader import REPO_LEVELS_DIR, load_layout
from game.rules import create
from positions import move, moves_between, position
from table_helpers import drag, open_table, set_position

RANKS = "A23456789TJQK"


def faces(cards):
    return [c.is_face_up for c in cards]


def suit_run(suit, high=13, low=1, copy=0):
    """Text of a run in one suit from `high` down to `low` ('KS QS … AS')."""
    tag = f"#{copy}" if copy else ""
    return " ".join(f"{RANKS[r - 1]}{suit}{tag}" for r in range(high, low - 1, -1))


def home_moves(game, state):
    return {(game.pile_names[m.src], game.pile_names[m.dst], m.count)
            for m in game.legal_moves(state) if m.action == HOME}


# --- Spider: the deal and the decks -------------------------------------------------------

@pytest.fixture
def spider():
    return create("spider")


def test_spider_deal_counts_and_faces(spider):
    s = spider.new_state(11)
    counts = [len(s.pile(f"tableau_{k}")) for k in range(10)]
    assert counts == [6, 5, 5, 6, 5, 5, 6, 5, 5, 6]
    for k in range(10):
        assert faces(s.pile(f"tableau_{k}")) == [False] * (counts[k] - 1) + [True]
    assert len(s.pile("stock")) == 50 and not any(faces(s.pile("stock")))
    assert all(s.pile(f"foundation_{i}") == () for i in range(8))
    assert spider.new_state(11) == s and spider.new_state(12) != s


@pytest.mark.parametrize("suits, expected", [
    ("4", {s: 26 for s in range(4)}), ("2", {HEARTS: 52, SPADES: 52}), ("1", {SPADES: 104})])
def test_spider_suit_options_choose_the_pack(suits, expected):
    game = create("spider", {"suits": suits})
    s = game.new_state(3)
    dealt = [c for pile in s.piles for c in pile]
    assert len(dealt) == 104 and dict(Counter(c.suit for c in dealt)) == expected
    copies = 104 // (13 * len(expected))                   # 2, 4 or 8 of each card
    assert set(Counter(c.identity for c in dealt).values()) == {copies}
    assert game.spec.max_score == 96


# --- Spider: building and moving ----------------------------------------------------------

def test_spider_builds_down_in_any_suit_but_moves_only_suit_runs(spider):
    s = position(spider, {"tableau_0": "[4C] 9S 8S 7H", "tableau_1": "8D", "tableau_2": "TH",
                          "tableau_3": "9C 8C 7C", "tableau_4": "TD", "tableau_5": "8C#1"})
    legal = moves_between(spider, s)
    assert ("tableau_0", "tableau_1", 1) in legal          # 7H on 8D: any suit
    assert ("tableau_0", "tableau_2", 3) not in legal      # 9S 8S 7H: not one suit
    assert ("tableau_3", "tableau_4", 3) in legal          # 9C 8C 7C on TD
    assert ("tableau_3", "tableau_1", 1) in legal and ("tableau_3", "tableau_1", 2) not in legal
    assert ("tableau_5", "tableau_2", 1) not in legal      # 8 on 10


def test_spider_any_card_or_run_fills_a_space(spider):
    s = position(spider, {"tableau_0": "", "tableau_1": "[KC] 5H 4H 3H", "tableau_2": "9D"})
    legal = moves_between(spider, s)
    assert {("tableau_1", "tableau_0", n) for n in (1, 2, 3)} <= legal
    assert ("tableau_2", "tableau_0", 1) in legal
    spider.play(s, move(spider, "tableau_1", "tableau_0", 3))
    assert faces(s.pile("tableau_1")) == [True]


def test_spider_foundations_take_no_single_cards(spider):
    s = position(spider, {"tableau_0": "AS", "tableau_1": "KH"})
    assert not any(dst.startswith("foundation") for _, dst, _ in moves_between(spider, s))


# --- Spider: the stock --------------------------------------------------------------------

def test_spider_stock_deals_a_row_face_up(spider):
    s = spider.new_state(4)
    before = [len(s.pile(f"tableau_{k}")) for k in range(10)]
    spider.play(s, spider.stock_moves(s)[0])
    assert [len(s.pile(f"tableau_{k}")) for k in range(10)] == [n + 1 for n in before]
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(10))
    assert len(s.pile("stock")) == 40


def test_spider_no_deal_onto_an_empty_column(spider):
    piles = {f"tableau_{k}": "5H" for k in range(10)}
    s = position(spider, dict(piles, tableau_3="", stock="[2C] " * 10))
    assert spider.stock_moves(s) == []
    # Even with fewer cards on the table than columns, the gaps must be filled first.
    few = position(spider, {"tableau_0": "5H", "stock": "[2C] " * 10})
    assert spider.stock_moves(few) == [] and spider.status(few) == LOST
    s.piles[s.index("tableau_3")] = s.pile("tableau_4")
    assert spider.stock_moves(s)
    assert spider.stock_moves(position(spider, piles)) == []   # nothing left to deal


def test_spider_five_deals_in_all(spider):
    s = spider.new_state(9)
    deals = 0
    while spider.stock_moves(s):
        spider.play(s, spider.stock_moves(s)[0])
        deals += 1
    assert deals == 5 and s.pile("stock") == ()


# --- Spider: complete runs ----------------------------------------------------------------

def test_a_complete_run_goes_home_by_itself(spider):
    s = position(spider, {"tableau_0": "[9D] 5C " + suit_run("S", 13, 2), "tableau_1": "AS",
                          "tableau_2": "7H"})
    spider.play(s, move(spider, "tableau_1", "tableau_0"))
    assert repr(s.pile("foundation_0")) == "(" + ", ".join(f"{r}S" for r in RANKS) + ")"
    assert repr(s.pile("tableau_0")) == "([9D], 5C)"       # the card under it stays up
    assert spider.score(s) == 12                           # the run keeps its points


def test_a_dealt_card_may_complete_a_run(spider):
    piles = {f"tableau_{k}": "9D" for k in range(10)}
    piles["tableau_0"] = "[3C] " + suit_run("H", 13, 2)
    s = position(spider, dict(piles, stock="[5C] [5C] [5C] [5C] [5C] [5C] [5C] [5C] [5C] [AH]"))
    spider.play(s, spider.stock_moves(s)[0])
    assert len(s.pile("foundation_0")) == 13 and faces(s.pile("tableau_0")) == [True]


def test_drag_option_leaves_runs_until_moved():
    game = create("spider", {"runs": "drag"})
    s = position(game, {"tableau_0": "[9D] " + suit_run("S"), "tableau_1": suit_run("H", 13, 2),
                        "foundation_0": suit_run("C", 1, 1)})
    assert home_moves(game, s) == {("tableau_0", f"foundation_{i}", 13) for i in range(1, 8)}
    history = History(game, s)
    history.play(Move(HOME, game.pile_index("tableau_0"), game.pile_index("foundation_3"), 13))
    assert [c.rank for c in s.pile("foundation_3")] == list(range(1, 14))  # king on top
    assert faces(s.pile("tableau_0")) == [True] and home_moves(game, s) == set()
    history.undo()
    assert faces(s.pile("tableau_0"))[0] is False and s.pile("foundation_3") == ()


def test_drag_option_wins_with_every_run_in_the_tableau():
    game = create("spider", {"runs": "drag"})
    runs = {f"tableau_{k}": suit_run("CDHS"[k % 4], copy=k // 4) for k in range(8)}
    s = position(game, runs)
    assert game.status(s) == WON and game.score(s) == 96
    s2 = position(game, dict(runs, tableau_7=suit_run("S", 13, 2, copy=1), tableau_9="AS#1"))
    assert game.status(s2) == OPEN
    game.play(s2, move(game, "tableau_9", "tableau_7"))
    assert game.status(s2) == WON


def test_drag_option_no_win_with_runs_both_home_and_in_the_tableau():
    """spider.scm: "Game can be won on two conditions. Either all the cards being moved
    to the top slots, or by stacking all the cards" — with the foundations empty."""
    game = create("spider", {"runs": "drag"})
    runs = {f"tableau_{k}": suit_run("CDHS"[k % 4], copy=k // 4) for k in range(7)}
    s = position(game, dict(runs, foundation_0=suit_run("S", copy=1)))
    assert game.status(s) != WON
    game.play(s, Move(HOME, game.pile_index("tableau_0"), game.pile_index("foundation_1"), 13))
    assert game.status(s) != WON


# --- Spider: score, win, loss -------------------------------------------------------------

def test_spider_score_counts_cards_on_their_suit_successor(spider):
    s = position(spider, {"tableau_0": "[8S] 9S 8S#1 7S 6H", "tableau_1": "5H 4H 3D",
                          "tableau_2": "[7C] 6C", "tableau_3": "7H", "foundation_0": "AD"})
    assert spider.score(s) == 2 + 1                         # 9S 8S 7S, 5H 4H; not 6C on [7C]
    spider.play(s, move(spider, "tableau_0", "tableau_3"))  # 6H on 7H: a pair more
    assert spider.score(s) == 4
    spider.play(s, move(spider, "tableau_3", "tableau_0"))  # and back on 7S: split again
    assert spider.score(s) == 3


def test_spider_win_by_the_last_run_and_loss(spider):
    home = {f"foundation_{k}": " ".join(f"{r}{'CDHS'[k % 4]}" + (f"#{k // 4}" if k // 4 else "")
                                         for r in RANKS) for k in range(7)}
    s = position(spider, dict(home, tableau_4=suit_run("S", 13, 2, copy=1), tableau_8="AS#1"))
    assert spider.status(s) == OPEN and spider.score(s) == 7 * 12 + 11
    spider.play(s, move(spider, "tableau_8", "tableau_4"))
    assert spider.status(s) == WON and spider.score(s) == 96
    tops = ["5C", "5D", "5H", "5S", "5C#1", "5D#1", "5H#1", "5S#1", "KC", "KD"]
    stuck = position(spider, {f"tableau_{k}": f"[2C] {top}" for k, top in enumerate(tops)})
    assert spider.legal_moves(stuck) == [] and spider.status(stuck) == LOST
    # A gap the stock will not deal onto, and single cards that can only change places
    # in it: nothing can change any more (AisleRiot asks to undo), lost.
    wandering = position(spider, dict({f"tableau_{k}": top for k, top in enumerate(tops)},
                                      tableau_9="", stock="[2C]"))
    assert spider.legal_moves(wandering) and spider.status(wandering) == LOST
    wandering.piles[wandering.index("tableau_0")] = wandering.pile("tableau_0") + \
        tuple(position(spider, {"tableau_0": "4S"}).pile("tableau_0"))
    assert spider.status(wandering) == OPEN                 # 4S can leave its 5C


# --- Spiderette, Will o' the Wisp, Spider Three Decks -------------------------------------

def test_spiderette_deal_and_stock():
    game = create("spiderette")
    s = game.new_state(5)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [False] * k + [True]
    assert len(s.pile("stock")) == 24 and len(game.foundations) == 4
    sizes = []
    while game.stock_moves(s):
        before = s.card_count() - len(s.pile("stock"))
        game.play(s, game.stock_moves(s)[0])
        sizes.append(s.card_count() - len(s.pile("stock")) - before)
    assert sizes == [7, 7, 7, 3]
    assert [len(s.pile(f"tableau_{k}")) for k in range(7)] == [5, 6, 7, 7, 8, 9, 10]
    gap = position(game, {"tableau_0": "", "stock": "[AS] [2S]"})
    assert game.stock_moves(gap) == []
    assert game.spec.max_score == 48 and catalogue.entry(game.id).deck == "52 cards"


def test_spiderette_rules_are_spiders():
    game = create("spiderette")
    s = position(game, {"tableau_0": "[4C] 9S 8S 7H", "tableau_1": "TH", "tableau_2": "8D",
                        "tableau_3": "[2C] " + suit_run("C", 13, 2), "tableau_4": "AC"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_2", 1) in legal and ("tableau_0", "tableau_1", 3) not in legal
    game.play(s, move(game, "tableau_4", "tableau_3"))
    assert len(s.pile("foundation_0")) == 13 and game.score(s) == 12 + 1  # + 9S 8S
    assert create("spiderette", {"runs": "drag"}).spec.hooks.special_moves is not None


def test_will_o_the_wisp_deal_and_stock():
    game = create("will_o_the_wisp")
    s = game.new_state(5)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [False, False, True]
    assert len(s.pile("stock")) == 31
    deals = []
    while game.stock_moves(s):
        n = len(s.pile("stock"))
        game.play(s, game.stock_moves(s)[0])
        deals.append(n - len(s.pile("stock")))
    assert deals == [7, 7, 7, 7, 3]
    assert game.new_state(5) != game.new_state(6)


def test_spider_three_decks_deal_and_stock_even_onto_gaps():
    game = create("spider_three_decks")
    s = game.new_state(2)
    counts = [len(s.pile(f"tableau_{k}")) for k in range(12)]
    assert counts == [5] * 6 + [4] * 6
    assert all(faces(s.pile(f"tableau_{k}")) == [False] * (counts[k] - 1) + [True]
               for k in range(12))
    assert len(s.pile("stock")) == 102 and len(game.foundations) == 12
    assert all(n == 3 for n in Counter(c.identity for p in s.piles for c in p).values())
    s.piles[s.index("tableau_5")] = ()                       # a gap: dealing goes on
    deals = []
    while game.stock_moves(s):
        n = len(s.pile("stock"))
        game.play(s, game.stock_moves(s)[0])
        deals.append(n - len(s.pile("stock")))
    assert deals == [12] * 8 + [6]
    assert game.spec.max_score == 144


# --- Diamond Mine -------------------------------------------------------------------------

@pytest.fixture
def mine():
    return create("diamond_mine")


def test_diamond_mine_deal(mine):
    s = mine.new_state(8)
    for k in range(13):
        assert faces(s.pile(f"tableau_{k}")) == [False, False, False, True]
    assert s.pile("foundation") == () and mine.stock_moves(s) == []
    assert mine.new_state(8) == s and mine.new_state(9) != s


def test_diamond_mine_foundation_takes_any_diamond_then_rises_and_wraps(mine):
    s = position(mine, {"tableau_0": "9D", "tableau_1": "9H", "tableau_2": "[2C] AD"})
    legal = moves_between(mine, s)
    assert ("tableau_0", "foundation", 1) in legal and ("tableau_2", "foundation", 1) in legal
    assert ("tableau_1", "foundation", 1) not in legal
    s2 = position(mine, {"foundation": "QD KD", "tableau_0": "AD", "tableau_1": "2D",
                         "tableau_2": "AS"})
    legal = moves_between(mine, s2)
    assert ("tableau_0", "foundation", 1) in legal          # the ace follows the king
    assert ("tableau_1", "foundation", 1) not in legal
    assert ("tableau_2", "foundation", 1) not in legal


def test_diamond_mine_tableau_builds_down_but_keeps_diamonds_out(mine):
    s = position(mine, {"tableau_0": "9D", "tableau_1": "8S", "tableau_2": "9C",
                        "tableau_3": "8D", "tableau_4": "", "tableau_5": "[4H] 7H 6S 5C",
                        "tableau_6": "8H"})
    legal = moves_between(mine, s)
    assert ("tableau_1", "tableau_2", 1) in legal          # any suit, one lower
    assert ("tableau_1", "tableau_0", 1) not in legal      # never onto a diamond
    assert ("tableau_3", "tableau_2", 1) not in legal      # a diamond never enters
    assert ("tableau_3", "tableau_4", 1) not in legal      # …not even a space
    assert ("tableau_5", "tableau_4", 3) in legal          # a run of any suits
    assert ("tableau_5", "tableau_6", 3) in legal          # 7H 6S 5C on 8H
    assert not any(src == "foundation" for src, _, _ in legal)
    s2 = position(mine, {"tableau_0": "[4H] 7H 5S", "tableau_1": "8C"})
    assert ("tableau_0", "tableau_1", 2) not in moves_between(mine, s2)  # not a run


def test_diamond_mine_score_win_and_loss(mine):
    s = position(mine, {"foundation": "QD KD AD", "tableau_0": suit_run("S"),
                        "tableau_1": "[2C] 5H"})
    assert mine.score(s) == 12 + 13 + 1 + 3
    assert mine.spec.max_score == 100
    # diamond-mine.scm: "(= (length (get-cards end-slot)) 13)" and
    # "(check-same-suit-list …)" give 3 — sorted or not.
    unsorted = position(mine, {"tableau_0": "[3S] [2S] [AS] KS QS JS TS 9S 8S 7S 6S 5S 4S"})
    assert mine.score(unsorted) == 3
    assert mine.score(position(mine, {"tableau_0": "[3S] [2S] [AS] KS QS JS TS 9S 8S 7S 6S 5S",
                                      "tableau_1": "4H"})) == 0
    runs = {f"tableau_{k}": suit_run(s) for k, s in enumerate("CHS")}
    near = position(mine, dict(runs, foundation=" ".join(f"{r}D" for r in "3456789TJQKA"),
                               tableau_7="2D"))
    assert mine.status(near) == OPEN
    mine.play(near, move(mine, "tableau_7", "foundation"))
    assert mine.status(near) == WON and mine.score(near) == 100
    # 5S can only wander between empty columns, 3D neither fits the foundation nor may
    # enter the tableau: lost.
    stuck = position(mine, {"foundation": "7D", "tableau_0": "5S", "tableau_1": "[2C] 3D"})
    assert mine.legal_moves(stuck) and mine.status(stuck) == LOST
    start = position(mine, {"tableau_0": "5S", "tableau_1": "[2C] 3D"})
    assert mine.status(start) == OPEN                       # 3D may start the foundation


# --- the suit-run helpers -----------------------------------------------------------------

def test_suit_run_helpers(spider):
    from game.engine.cards import cards

    assert top_run(spider, cards("[KS] 9H 8S 7S 6S")) == 3
    assert top_run(spider, cards("7S 6S [5S]")) == 0         # a face-down top
    assert top_run(spider, cards("[7S] 6S")) == 1            # face-down cards never count
    assert has_full_run(spider, cards("[2C] 5D " + suit_run("H")))
    assert not is_full_run(spider, cards("[2C] 5D " + suit_run("H")))
    assert is_full_run(spider, cards(suit_run("H")))
    assert not has_full_run(spider, cards(suit_run("H", 13, 2)))
    # The ends are right but the run is broken, turned down or of two suits: no run.
    assert not has_full_run(spider, cards(suit_run("H", 13, 7) + " 6S " + suit_run("H", 5)))
    assert not has_full_run(spider, cards("[KH] " + suit_run("H", 12)))
    assert not has_full_run(spider, cards(suit_run("H") + " AS"))   # an ace on the run
    assert has_full_run(spider, cards(suit_run("S") + " " + suit_run("H")))
    s = position(spider, {"tableau_0": suit_run("D"), "tableau_1": "9C 8C [7C]"})
    assert suit_pairs(spider, s) == 12 + 1                 # and 9C 8C, not 8C [7C]


# --- the maps -----------------------------------------------------------------------------

SPIDER_MAPS = {"spider": ("spider",), "spiderette": ("spiderette", "will_o_the_wisp"),
               "spider_three_decks": ("spider_three_decks",), "diamond_mine": ("diamond_mine",)}


def _overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("name", sorted(SPIDER_MAPS))
def test_spider_maps_fit_their_games_and_long_columns(name):
    layout = load_layout(REPO_LEVELS_DIR / f"{name}.tmx")
    for game_id in SPIDER_MAPS[name]:
        game = create(game_id)
        assert game.spec.layout == name and set(layout.piles) == set(game.pile_names)
        assert not game.counter_names
    rects = {p.name: (p.x, p.y, p.width, p.height) for p in layout.piles.values()}
    for pile in layout.piles.values():
        assert pile.x >= 0 and pile.y >= 0
        assert pile.right <= layout.width and pile.bottom <= layout.height
    for a, b in combinations(rects, 2):
        assert not _overlap(rects[a], rects[b]), (a, b)
    for pile in layout.piles.values():
        if pile.fan == "none":
            continue
        # A 30-card column squeezes inside the map, clear of every other pile, and the
        # cards of a 15-card column stay a third of their natural step apart at least.
        offsets = card_offsets(pile, 30, layout)
        bounds = pile_bounds(pile, offsets)
        assert bounds[1] + bounds[3] <= layout.height + 1e-6
        for other in layout.piles.values():
            if other is not pile:
                assert not _overlap(bounds, rects[other.name]), (pile.name, other.name)
        step = card_offsets(pile, 15, layout)
        assert step[1][1] - step[0][1] >= pile.fan_step * pile.height * 0.6


# --- the table: a complete run is dragged home ---------------------------------------------

def test_dragging_a_complete_run_onto_a_foundation(app):
    scene = open_table(app, "spider", 1, options={"runs": "drag"}, persist=False)
    game = scene.game
    set_position(scene, {"tableau_2": "[9D] " + suit_run("S"), "tableau_3": "5H"})
    rect = scene.view.card_rect(game.pile_index("tableau_2"), 1)
    king = (rect.centerx, rect.top + 4)                    # the king's visible strip
    target = scene.view.base_rect(game.pile_index("foundation_4")).center
    drag(app, king, target, through=[])
    assert len(scene.state.pile("foundation_4")) == 13
    assert faces(scene.state.pile("tableau_2")) == [True]
