"""The Klondike family of AisleRiot: athena, aunt_mary, gold_mine, jumbo, saratoga,
thumb_and_pouch, king_albert (game/rules/klondike.py) and agnes, easthaven, lady_jane,
westhaven, whitehead (game/rules/klondike_family.py)."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.engine.spec import UNLIMITED
from game.rules import create
from positions import move, moves_between, position
from table_helpers import drag, mouse_down, open_table

RANKS = "A23456789TJQK"
FAMILY = ("agnes", "athena", "aunt_mary", "easthaven", "gold_mine", "jumbo", "king_albert",
          "lady_jane", "saratoga", "thumb_and_pouch", "westhaven", "whitehead")


def faces(pile):
    return [c.is_face_up for c in pile]


def suit_run(suit, first=1, length=13, deck=0):
    """Foundation text: `length` cards of one suit climbing from rank `first`, wrapping."""
    mark = f"#{deck}" if deck else ""
    return " ".join(f"{RANKS[(first - 1 + i) % 13]}{suit}{mark}" for i in range(length))


def full_home(suits="CDHS", first=1, deck=0, offset=0):
    return {f"foundation_{offset + i}": suit_run(s, first, deck=deck)
            for i, s in enumerate(suits)}


def play_moves(game, s, src, dst, n=1):
    game.play(s, move(game, src, dst, n))


def special(game, s, action):
    return [m for m in game.legal_moves(s) if m.action == action]


# --- every game --------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", FAMILY)
def test_deal_is_deterministic_and_keeps_every_card(game_id):
    game = create(game_id)
    s = game.new_state(7)
    assert s == game.new_state(7) and s != game.new_state(8)
    assert s.card_count() == game.total_cards
    assert game.status(s) == OPEN and game.score(s) in (0, 1)


# The last card home is won at once; (game id, where it lies, its text, counters).
NEAR_WINS = [
    ("athena", "waste", "KS", {}), ("aunt_mary", "tableau_5", "KS", {}),
    ("gold_mine", "tableau_0", "KS", {}), ("saratoga", "waste", "KS", {}),
    ("thumb_and_pouch", "tableau_6", "KS", {}), ("king_albert", "reserve_6", "KS", {}),
    ("westhaven", "waste", "KS", {}), ("whitehead", "tableau_2", "KS", {}),
    ("easthaven", "tableau_4", "KS", {}),
    ("agnes", "tableau_3", "4S", {"base_rank": 5}),
    ("lady_jane", "stock", "4S", {"base_rank": 5}),
]


@pytest.mark.parametrize(("game_id", "pile", "last", "counters"), NEAR_WINS)
def test_the_last_card_home_wins(game_id, pile, last, counters):
    game = create(game_id)
    first = counters.get("base_rank", 1)
    piles = full_home("CDH", first) | {"foundation_3": suit_run("S", first, 12), pile: last}
    s = position(game, piles, **counters)
    assert game.status(s) == OPEN and game.score(s) == 51
    game.play(s, move(game, pile, "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 52 == game.spec.max_score


# --- Athena ------------------------------------------------------------------------------

def test_athena_deals_four_rows_down_up_down_up():
    game = create("athena")
    s = game.new_state(4)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [False, True, False, True]
    assert len(s.pile("stock")) == 24 and s.counter("redeals_left") == 2


def test_athena_buried_face_up_card_waits_until_uncovered():
    game = create("athena")
    s = position(game, {"tableau_0": "[4D] 8D [2C] 9H", "tableau_1": "TS", "tableau_2": "9C"})
    assert game.pick_counts(s, game.pile_index("tableau_0")) == range(1, 2)
    play_moves(game, s, "tableau_0", "tableau_1")
    assert faces(s.pile("tableau_0")) == [False, True, True]  # 2C turned up over 8D
    assert ("tableau_0", "tableau_2", 2) not in moves_between(game, s)  # 8D 2C is no run


def test_athena_kings_fill_and_three_card_option_keeps_two_redeals():
    game = create("athena")
    s = position(game, {"tableau_0": "", "tableau_1": "[3C] KD", "tableau_2": "QH"})
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal and ("tableau_2", "tableau_0", 1) not in legal
    three = create("athena", {"deal": "three"})
    s = three.new_state(2)
    three.play(s, three.stock_moves(s)[0])
    assert len(s.pile("waste")) == 3 and s.counter("redeals_left") == 2
    s = position(three, {"waste": "AS 2S"}, redeals_left=0)
    assert three.stock_moves(s) == []


# --- Aunt Mary ---------------------------------------------------------------------------

def test_aunt_mary_deals_six_piles_of_six_with_k_hidden_cards():
    game = create("aunt_mary")
    s = game.new_state(9)
    assert "tableau_6" not in game.pile_names
    for k in range(6):
        assert faces(s.pile(f"tableau_{k}")) == [False] * k + [True] * (6 - k)
    assert len(s.pile("stock")) == 16 and s.counter("redeals_left") == 2


def test_aunt_mary_rules_are_klondikes():
    game = create("aunt_mary")
    s = position(game, {"tableau_0": "TS 9H 8C", "tableau_1": "JD", "tableau_2": "",
                        "tableau_3": "QH", "foundation_0": "AC", "waste": "2C"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal
    assert ("tableau_3", "tableau_2", 1) not in legal  # only kings fill
    assert ("waste", "foundation_0", 1) in legal
    assert ("foundation_0", "foundation_1", 1) not in legal  # no hopping between homes


# --- Gold Mine ---------------------------------------------------------------------------

def test_gold_mine_starts_with_an_empty_tableau_and_no_redeal():
    game = create("gold_mine")
    s = game.new_state(1)
    assert all(s.pile(f"tableau_{k}") == () for k in range(7))
    assert len(s.pile("stock")) == 52 and s.counter("redeals_left") == 0
    game.play(s, game.stock_moves(s)[0])
    assert len(s.pile("waste")) == 3
    assert ("waste", "tableau_0", 1) in moves_between(game, s)  # any card fills a space
    s = position(game, {"stock": "", "waste": "5H 9C"})
    assert game.stock_moves(s) == []
    tops = ["TD", "[KH] 2S", "[KD] 2C", "[QD] 4C", "[JH] 4S", "[JD] 7C", "[TH] 7S"]
    s = position(game, {"stock": "", "waste": "5H 9C"} | {f"tableau_{k}": t for k, t in
                                                        enumerate(tops)})
    assert game.status(s) == OPEN
    game.play(s, move(game, "waste", "tableau_0"))
    assert game.status(s) == LOST  # the stock is spent and nothing else moves


# --- Jumbo -------------------------------------------------------------------------------

def test_jumbo_deals_two_packs_nine_to_one():
    game = create("jumbo")
    s = game.new_state(3)
    assert game.total_cards == 104 and game.spec.max_score == 104
    for k in range(9):
        assert faces(s.pile(f"tableau_{k}")) == [False] * (8 - k) + [True]
    assert len(s.pile("stock")) == 59 and s.counter("redeals_left") == 1
    assert len(game.foundations) == 8


def test_jumbo_both_aces_start_foundations_and_one_redeal():
    game = create("jumbo")
    s = position(game, {"foundation_0": "AS", "waste": "AS#1", "tableau_0": "2S"})
    legal = moves_between(game, s)
    assert ("waste", "foundation_1", 1) in legal and ("tableau_0", "foundation_0", 1) in legal
    s = position(game, {"stock": "", "waste": "3C 4C"})
    game.play(s, game.stock_moves(s)[0])
    assert s.counter("redeals_left") == 0 and len(s.pile("stock")) == 2
    s = position(game, {"stock": "", "waste": "3C 4C"}, redeals_left=0)
    assert game.stock_moves(s) == []
    won = position(game, full_home() | full_home(deck=1, offset=4))
    assert game.status(won) == WON and game.score(won) == 104


# --- Saratoga ----------------------------------------------------------------------------

def test_saratoga_deals_the_staircase_face_up_with_unlimited_redeals():
    game = create("saratoga")
    s = game.new_state(5)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [True] * (k + 1)
    assert len(s.pile("stock")) == 24 and s.counter("redeals_left") == UNLIMITED
    s = position(game, {"stock": "", "waste": "AS"})
    for _ in range(5):
        game.play(s, game.stock_moves(s)[0])
    assert game.stock_moves(s)
    three = create("saratoga", {"deal": "three"})
    s = three.new_state(5)
    three.play(s, three.stock_moves(s)[0])
    assert len(s.pile("waste")) == 3 and s.counter("redeals_left") == UNLIMITED


def test_saratoga_runs_and_king_spaces():
    game = create("saratoga")
    s = position(game, {"tableau_0": "2C TS 9H", "tableau_1": "JD", "tableau_2": "",
                        "tableau_3": "5S KH QS"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 2) in legal and ("tableau_0", "tableau_1", 3) not in legal
    assert ("tableau_3", "tableau_2", 2) in legal and ("tableau_0", "tableau_2", 1) not in legal


# --- Thumb and Pouch ---------------------------------------------------------------------

def test_thumb_and_pouch_builds_on_any_other_suit():
    game = create("thumb_and_pouch")
    s = position(game, {"tableau_0": "6H", "tableau_1": "7S", "tableau_2": "7D",
                        "tableau_3": "7H", "tableau_4": "8S"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 1) in legal and ("tableau_0", "tableau_2", 1) in legal
    assert ("tableau_0", "tableau_3", 1) not in legal and ("tableau_0", "tableau_4", 1) not in legal


def test_thumb_and_pouch_runs_fill_and_redeals():
    game = create("thumb_and_pouch")
    s = position(game, {"tableau_0": "[2C] 8S 7D 6C", "tableau_1": "9D", "tableau_2": "",
                        "tableau_3": "9S"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal and ("tableau_0", "tableau_3", 3) not in legal
    assert ("tableau_0", "tableau_2", 1) in legal  # any card fills a space
    assert game.new_state(1).counter("redeals_left") == 2
    s = game.new_state(1)
    assert faces(s.pile("tableau_6")) == [False] * 6 + [True]


# --- King Albert -------------------------------------------------------------------------

def test_king_albert_deals_nine_to_one_and_seven_reserves():
    game = create("king_albert")
    s = game.new_state(6)
    for k in range(9):
        assert faces(s.pile(f"tableau_{k}")) == [False] * (8 - k) + [True]
    assert all(faces(s.pile(f"reserve_{i}")) == [True] for i in range(7))
    assert "stock" not in game.pile_names and game.stock_moves(s) == []


def test_king_albert_reserves_play_out_and_take_nothing():
    game = create("king_albert")
    s = position(game, {"reserve_0": "9H", "reserve_1": "", "reserve_2": "AS",
                        "tableau_0": "TS", "tableau_1": "", "tableau_2": "8C",
                        "foundation_0": "AH 2H", "tableau_3": "3S"})
    legal = moves_between(game, s)
    assert ("reserve_0", "tableau_0", 1) in legal and ("reserve_0", "tableau_1", 1) in legal
    assert ("reserve_2", "foundation_1", 1) in legal
    assert not any(dst.startswith("reserve") for _, dst, _ in legal)
    assert ("foundation_0", "tableau_3", 1) in legal  # foundations give back


def test_king_albert_blocked_is_lost():
    game = create("king_albert")
    tops = ["2H", "2D", "4H", "4D", "6H", "6D", "8H", "8D", "TH"]
    blocked = position(game, {f"tableau_{k}": f"[{r}S] {top}" for k, (r, top) in
                              enumerate(zip("KQJT98765", tops, strict=True))} | {"reserve_0": "KC"})
    assert game.legal_moves(blocked) == [] and game.status(blocked) == LOST


# --- Agnes -------------------------------------------------------------------------------

def test_agnes_deal_base_card_and_stock():
    game = create("agnes")
    s = game.new_state(11)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [False] * k + [True]
    (base,) = s.pile("foundation_0")
    assert base.is_face_up and s.counter("base_rank") == base.rank
    assert len(s.pile("stock")) == 23 and "waste" not in game.pile_names
    assert game.score(s) == 1


def test_agnes_stock_deals_rows_then_two_cards_without_redeal():
    game = create("agnes")
    s = game.new_state(11)
    s.piles[game.pile_index("tableau_3")] = ()  # an empty pile is dealt to as well
    before = [len(s.pile(f"tableau_{k}")) for k in range(7)]
    for _ in range(3):
        game.play(s, game.stock_moves(s)[0])
    assert [len(s.pile(f"tableau_{k}")) for k in range(7)] == [n + 3 for n in before]
    game.play(s, game.stock_moves(s)[0])
    after = [len(s.pile(f"tableau_{k}")) for k in range(7)]
    assert after == [before[0] + 4, before[1] + 4] + [n + 3 for n in before[2:]]
    assert s.pile("stock") == () and game.stock_moves(s) == []
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(7))


def test_agnes_builds_down_in_colour_wrapping_and_onto_the_base():
    game = create("agnes")
    s = position(game, {"foundation_0": "5D", "tableau_0": "8H", "tableau_1": "7D",
                        "tableau_2": "7S", "tableau_3": "AC", "tableau_4": "KS",
                        "tableau_5": "5H", "tableau_6": "4D"}, base_rank=5)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal       # red 7 on red 8
    assert ("tableau_2", "tableau_0", 1) not in legal   # black on red
    assert ("tableau_4", "tableau_3", 1) in legal       # king on ace
    assert ("tableau_6", "tableau_5", 1) in legal       # onto a base-rank card too
    assert ("tableau_5", "foundation_1", 1) in legal    # a base-rank card opens a home


def test_agnes_runs_stop_at_the_base_rank_and_piles_stay_empty():
    game = create("agnes")
    s = position(game, {"tableau_0": "[9C] 7H 6D 5H 4D", "tableau_1": "8D", "tableau_2": "",
                        "tableau_3": "6H"}, base_rank=6)
    t0 = game.pile_index("tableau_0")
    assert game.can_pick(s, t0, 2)                        # 5H 4D
    assert not game.can_pick(s, t0, 3)                    # 6D 5H 4D: 5H lies on the base
    assert not game.can_pick(s, t0, 4)
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 4) not in legal
    assert not any(dst == "tableau_2" for _, dst, _ in legal)  # no filling by hand


def test_agnes_a_card_may_go_on_the_base_but_the_two_never_move_together():
    """agnes.scm: droppable? asks only for colour and rank of the tableau's top card,
    base or not; button-pressed refuses a run whose card lies on one of BASE-VAL."""
    game = create("agnes")
    s = position(game, {"tableau_0": "[9C] 5H 4D", "tableau_1": "8D", "tableau_3": "6H",
                        "tableau_4": "7D"}, base_rank=6)
    assert ("tableau_0", "tableau_3", 2) in moves_between(game, s)
    game.play(s, move(game, "tableau_0", "tableau_3", 2))
    t3 = game.pile_index("tableau_3")
    assert game.can_pick(s, t3, 2) and not game.can_pick(s, t3, 3)
    assert ("tableau_3", "tableau_4", 3) not in moves_between(game, s)


def test_agnes_a_run_may_end_with_the_base_rank():
    game = create("agnes")
    s = position(game, {"tableau_0": "8H 7D 6H", "tableau_1": "9D"}, base_rank=6)
    assert ("tableau_0", "tableau_1", 3) in moves_between(game, s)


def test_agnes_foundations_climb_by_suit_from_the_base_and_wrap():
    game = create("agnes")
    s = position(game, {"foundation_0": "JS QS KS", "tableau_0": "AS", "tableau_1": "TH",
                        "tableau_2": "JH", "tableau_3": "AH"}, base_rank=11)
    legal = moves_between(game, s)
    assert ("tableau_0", "foundation_0", 1) in legal     # the ace follows the king
    assert ("tableau_2", "foundation_1", 1) in legal     # J opens a home, 10 and A do not
    assert ("tableau_1", "foundation_1", 1) not in legal
    assert ("tableau_3", "foundation_1", 1) not in legal
    assert ("foundation_0", "tableau_0", 1) in legal      # back: a black king on a black ace
    assert ("foundation_0", "foundation_1", 1) not in legal


def test_agnes_blocked_is_lost():
    game = create("agnes")
    s = position(game, {"foundation_0": "5D", "tableau_0": "[KS] 2H", "tableau_1": "9C"},
                 base_rank=5)
    assert game.legal_moves(s) == [] and game.status(s) == LOST


# --- Easthaven ---------------------------------------------------------------------------

def test_easthaven_deal_and_rows_from_the_stock():
    game = create("easthaven")
    s = game.new_state(2)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [False, False, True]
    assert len(s.pile("stock")) == 31 and game.stock_moves(s) == []
    for _ in range(4):
        (deal,) = special(game, s, "deal")
        assert deal.src == game.pile_index("stock") and deal.dst == -1
        game.play(s, deal)
    assert [len(s.pile(f"tableau_{k}")) for k in range(7)] == [7] * 7
    game.play(s, special(game, s, "deal")[0])
    assert [len(s.pile(f"tableau_{k}")) for k in range(7)] == [8, 8, 8, 7, 7, 7, 7]
    assert s.pile("stock") == () and special(game, s, "deal") == []
    assert all(s.pile(f"tableau_{k}")[-1].is_face_up for k in range(7))


def test_easthaven_no_deal_while_a_king_run_could_fill_a_gap():
    game = create("easthaven")
    waiting = position(game, {"stock": "[2C] [3C]", "tableau_0": "", "tableau_1": "[4D] KH QS",
                              "tableau_2": "[4S] [5S] [6S] 7S"})
    assert special(game, waiting, "deal") == []
    assert ("tableau_1", "tableau_0", 2) in moves_between(game, waiting)
    game.play(waiting, move(game, "tableau_1", "tableau_0", 2))
    assert special(game, waiting, "deal")  # gap filled (and a new one, but no king waits)
    bottom_king = position(game, {"stock": "[2C]", "tableau_0": "", "tableau_1": "KH QS"})
    assert special(game, bottom_king, "deal")  # moving that king would change nothing
    no_gap = position(game, {"stock": "[2C]"} | {f"tableau_{k}": "[4D] KH" for k in range(7)})
    assert special(game, no_gap, "deal")


def test_easthaven_deals_anyway_with_fewer_than_seven_tableau_cards():
    """easthaven.scm deals when no pile is empty, or no king run waits, or
    (stock + score) > 45: the score counts the cards home, so fewer than 7 in the tableau."""
    game = create("easthaven")
    six = position(game, {"stock": "[2C] [3C]", "tableau_0": "", "tableau_1": "[4D] KH QS",
                          "tableau_2": "[4S] 7S 6D"})
    assert special(game, six, "deal")
    seven = position(game, {"stock": "[2C] [3C]", "tableau_0": "", "tableau_1": "[4D] KH QS",
                            "tableau_2": "[4S] [5S] 7S 6D"})
    assert special(game, seven, "deal") == []


def test_easthaven_foundations_keep_their_cards_and_blocked_is_lost():
    game = create("easthaven")
    s = position(game, {"foundation_0": "AH 2H 3H", "tableau_0": "4S", "tableau_1": "5D"})
    legal = moves_between(game, s)
    assert not any(src.startswith("foundation") for src, _, _ in legal)
    blocked = position(game, {"tableau_0": "[KS] 2H", "tableau_1": "9C"})
    assert game.legal_moves(blocked) == [] and game.status(blocked) == LOST


# --- Lady Jane ---------------------------------------------------------------------------

def test_lady_jane_deal():
    game = create("lady_jane")
    s = game.new_state(8)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [False] * k + [True]
    assert all(faces(s.pile(f"reserve_{i}")) == [True] for i in range(7))
    (base,) = s.pile("foundation_0")
    assert s.counter("base_rank") == base.rank and game.score(s) == 1
    assert len(s.pile("stock")) == 16 and s.pile("waste") == ()


def test_lady_jane_stock_feeds_the_reserves_then_spreads_its_last_two():
    game = create("lady_jane")
    s = game.new_state(8)
    for size in (9, 2):
        game.play(s, special(game, s, "deal")[0])
        assert len(s.pile("stock")) == size
    assert all(len(s.pile(f"reserve_{i}")) == 3 for i in range(7))
    game.play(s, special(game, s, "deal")[0])
    assert len(s.pile("waste")) == 1 and faces(s.pile("stock")) == [True]
    assert special(game, s, "deal") == []
    assert game.can_pick(s, game.pile_index("stock"), 1)  # the last card plays too


def test_lady_jane_tableau_rules_around_the_base():
    game = create("lady_jane")
    s = position(game, {"foundation_0": "5D", "tableau_0": "8H", "tableau_1": "7S",
                        "tableau_2": "7D", "tableau_3": "AC", "tableau_4": "KH",
                        "tableau_5": "5C", "tableau_6": "", "reserve_0": "4H",
                        "reserve_1": "3S", "stock": "[QS] 4C", "waste": "9S"}, base_rank=5)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal and ("tableau_2", "tableau_0", 1) not in legal
    assert ("tableau_4", "tableau_3", 1) in legal        # king on ace
    assert ("reserve_0", "tableau_5", 1) not in legal    # nothing on a base-rank card
    assert ("reserve_0", "tableau_6", 1) in legal        # 4 = base − 1 fills a space
    assert ("stock", "tableau_6", 1) in legal
    assert ("reserve_1", "tableau_6", 1) not in legal and ("waste", "tableau_6", 1) not in legal
    assert not any(dst.startswith("reserve") for _, dst, _ in legal)
    assert ("tableau_5", "foundation_1", 1) in legal


def test_lady_jane_base_ace_lets_kings_fill_and_runs_stop_at_the_base():
    game = create("lady_jane")
    s = position(game, {"foundation_0": "AD", "tableau_0": "KS", "tableau_1": "",
                        "tableau_2": "QH", "tableau_3": "[2C] 3H 2S AH", "tableau_4": "4C"},
                 base_rank=1)
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 1) in legal and ("tableau_2", "tableau_1", 1) not in legal
    assert ("tableau_3", "tableau_4", 3) in legal   # 3H 2S AH: the ace is the run's top
    assert ("tableau_0", "tableau_3", 1) not in legal  # K on an ace that is the base


# --- Westhaven ---------------------------------------------------------------------------

def test_westhaven_deal():
    game = create("westhaven")
    s = game.new_state(12)
    for k in range(10):
        assert faces(s.pile(f"tableau_{k}")) == [False, False, True]
    assert len(s.pile("stock")) == 22 and s.counter("redeals_left") == 0
    s = position(game, {"stock": "", "waste": "5H"})
    assert game.stock_moves(s) == []


def test_westhaven_moves_the_top_card_or_the_whole_face_up_part():
    game = create("westhaven")
    s = position(game, {"tableau_0": "[2C] [5D] TS 9H 8C", "tableau_1": "JD", "tableau_2": "TC",
                        "tableau_3": "9D", "tableau_4": "", "tableau_5": "9S 8H 7S",
                        "tableau_6": "TD"})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 3) in legal          # the whole face-up part
    assert ("tableau_0", "tableau_2", 2) not in legal      # 9H 8C: only part of it
    assert ("tableau_0", "tableau_3", 1) in legal          # the top card
    assert ("tableau_0", "tableau_4", 3) in legal and ("tableau_0", "tableau_4", 2) not in legal
    assert ("tableau_5", "tableau_6", 3) in legal          # a whole pile
    assert ("tableau_5", "tableau_4", 2) not in legal


def test_westhaven_foundations_keep_their_cards():
    game = create("westhaven")
    s = position(game, {"foundation_0": "AH 2H", "tableau_0": "3S", "waste": "3H"})
    legal = moves_between(game, s)
    assert ("waste", "foundation_0", 1) in legal
    assert not any(src.startswith("foundation") for src, _, _ in legal)


# --- Whitehead ---------------------------------------------------------------------------

def test_whitehead_deal():
    game = create("whitehead")
    s = game.new_state(13)
    for k in range(7):
        assert faces(s.pile(f"tableau_{k}")) == [True] * (k + 1)
    assert len(s.pile("stock")) == 24 and s.counter("redeals_left") == 0


def test_whitehead_builds_in_colour_but_moves_runs_of_one_suit():
    game = create("whitehead")
    s = position(game, {"tableau_0": "6H", "tableau_1": "7D", "tableau_2": "7S",
                        "tableau_3": "9C 8D 7H 6H", "tableau_4": "8H", "tableau_5": ""})
    legal = moves_between(game, s)
    assert ("tableau_0", "tableau_1", 1) in legal and ("tableau_0", "tableau_2", 1) not in legal
    assert ("tableau_3", "tableau_4", 2) in legal        # 7H 6H: one suit
    assert ("tableau_3", "tableau_5", 3) not in legal    # 8D 7H 6H: two suits
    assert ("tableau_3", "tableau_5", 2) in legal        # any run fills a space


def test_whitehead_sends_a_suit_run_home_in_one_move():
    game = create("whitehead")
    s = position(game, {"foundation_0": "AH 2H 3H 4H", "tableau_0": "[KC] 7H 6H 5H",
                        "tableau_1": "8S 7H"})
    runs = special(game, s, "run_home")
    home, src = game.pile_index("foundation_0"), game.pile_index("tableau_0")
    assert Move("run_home", src, home, 3) in runs and Move("run_home", src, home, 2) in runs
    assert all(m.src == src for m in runs)                # 8S 7H is no suit run, 7H no fit
    game.play(s, Move("run_home", src, home, 3))
    assert [c.rank for c in s.pile("foundation_0")] == [1, 2, 3, 4, 5, 6, 7]
    assert faces(s.pile("tableau_0")) == [True] and game.score(s) == 7


# --- on the table ------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["easthaven", "lady_jane"])
def test_clicking_the_stock_deals_a_row(app, game_id):
    scene = open_table(app, game_id, 2)
    stock = scene.game.pile_index("stock")
    before = len(scene.state.piles[stock])
    mouse_down(app, scene.view.card_rect(stock, before - 1).center)
    assert len(scene.state.piles[stock]) == before - 7


def test_dragging_a_suit_run_onto_its_foundation(app):
    from game.engine.cards import cards

    scene = open_table(app, "whitehead", 2)
    state, game = scene.state, scene.game
    for name, text in {"foundation_0": "AH 2H 3H 4H", "tableau_0": "7H 6H 5H"}.items():
        state.piles[game.pile_index(name)] = cards(text)
    scene.view.place(state, animate=False)
    t0, home = game.pile_index("tableau_0"), game.pile_index("foundation_0")
    rect = scene.view.card_rect(t0, 0)
    start = (rect.centerx, rect.top + 5)  # the visible strip of the run's first card
    end = scene.view.base_rect(home).center
    drag(app, start, end, through=[((start[0] + end[0]) // 2, start[1])])
    assert len(state.piles[home]) == 7 and state.piles[t0] == ()
