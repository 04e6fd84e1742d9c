"""AisleRiot pairing games on a 5×5 grid: Monte Carlo, Neighbor, Quatorze."""

import pytest

from game.engine.game import LOST, OPEN, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from positions import position, rest_of_pack
from table_helpers import assert_table_fits

GRID_GAMES = ["monte_carlo", "neighbor", "quatorze"]


def grid(labels: str) -> dict[str, str]:
    """Grid slots from a text of 25 entries in reading order; "." is a free slot."""
    return {f"grid_{k}": c for k, c in enumerate(labels.split()) if c != "."}


def shown(game, state) -> str:
    return " ".join(c[-1].label if (c := state.pile(f"grid_{k}")) else "."
                    for k in range(25))


def pairs(game, state) -> set[tuple[str, ...]]:
    return {(m.action, game.pile_names[m.src], *([game.pile_names[m.dst]] if m.dst >= 0 else []))
            for m in game.legal_moves(state)}


def pair(game, a: int, b: int) -> Move:
    return Move("pair", game.pile_index(f"grid_{a}"), game.pile_index(f"grid_{b}"), 1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", GRID_GAMES)
def test_tables_fit_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 40)


@pytest.mark.parametrize("game_id", GRID_GAMES)
def test_deal_twenty_five_face_up_and_a_stock_of_27(game_id):
    game = create(game_id)
    s = game.new_state(4)
    for k in range(25):
        cards = s.pile(f"grid_{k}")
        assert len(cards) == 1 and cards[0].is_face_up
    assert len(s.pile("stock")) == 27 and not any(c.is_face_up for c in s.pile("stock"))
    assert s.pile("discard") == () and s.card_count() == 52 and game.score(s) == 0
    assert game.new_state(4) == s and game.new_state(5) != s


# --- Monte Carlo -------------------------------------------------------------------------

@pytest.fixture
def monte_carlo():
    return create("monte_carlo")


# Twenty-five cards of which no two of equal rank touch (nor lie in line summing 14 …
# the games below say which of their own pairs it lacks).
FULL = ("AS 2S 3S 4S 5S "
        "6S 7S 8S 9S TS "
        "JS QS KS AH 2H "
        "3H 4H 5H 6H 7H "
        "8H 9H TH JH QH")


def test_monte_carlo_pairs_equal_ranks_that_touch_in_eight_directions(monte_carlo):
    s = position(monte_carlo, grid(
        "5S .  .  .  5H "
        ".  5D .  .  7S "
        "7H .  .  .  . "
        ".  .  .  .  9C "
        "5C .  .  9D ."))
    # 5S-5D corner to corner, 9C-9D corner to corner; 5H is two columns from 5D, 5S and
    # 5H far apart in one row, 7S (end of row 1) and 7H (start of row 2) follow each
    # other in reading order but do not touch. The gaps make the stock click legal.
    assert pairs(monte_carlo, s) == {("pair", "grid_0", "grid_6"),
                                     ("pair", "grid_19", "grid_23"), ("deal", "stock")}


def test_monte_carlo_pairs_side_by_side_and_above(monte_carlo):
    s = position(monte_carlo, grid(FULL.replace("3S", "2D").replace("JS", "6D")))
    # 2S (1) and 2D (2) side by side; 6S (5) above 6D (10); full grid: no stock click
    assert pairs(monte_carlo, s) == {("pair", "grid_1", "grid_2"), ("pair", "grid_5", "grid_10")}


def test_monte_carlo_pair_goes_out_and_the_stock_click_closes_up_and_deals(monte_carlo):
    s = position(monte_carlo, grid(FULL.replace("3S", "2D")) | {"stock": "[KD] [KC]"})
    monte_carlo.play(s, pair(monte_carlo, 1, 2))
    assert [c.label for c in s.pile("discard")] == ["2S", "2D"] and monte_carlo.score(s) == 2
    assert shown(monte_carlo, s).startswith("AS . . 4S 5S")   # nothing moves by itself
    deal = Move("deal", monte_carlo.pile_index("stock"), -1, 0)
    assert monte_carlo.legal_moves(s) == [deal]
    monte_carlo.play(s, deal)
    assert shown(monte_carlo, s) == ("AS 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H "
                                     "7H 8H 9H TH JH QH KC KD")
    assert s.pile("stock") == () and s.pile("grid_23")[-1].is_face_up


def test_monte_carlo_stock_click_only_when_it_changes_the_grid(monte_carlo):
    full = position(monte_carlo, grid(FULL) | {"stock": "[KD]"})
    assert monte_carlo.legal_moves(full) == []
    assert monte_carlo.status(full) == LOST            # full grid, no touching pair
    closed = position(monte_carlo, grid(FULL.replace("QH", ".")))
    assert monte_carlo.legal_moves(closed) == []       # gaps only at the end, no stock
    closed_with_stock = position(monte_carlo, grid(FULL.replace("QH", ".")) | {"stock": "[KD]"})
    assert pairs(monte_carlo, closed_with_stock) == {("deal", "stock")}


def test_monte_carlo_won_when_all_52_are_out_and_undo_restores(monte_carlo):
    cards = ". . . . . . . . . . . . 5S 5D"
    s = position(monte_carlo, grid(cards + " . . . . . . . . . . .")
                 | {"discard": rest_of_pack("5S 5D")})
    before = s.copy()
    history = History(monte_carlo, s)
    assert monte_carlo.status(s) == OPEN
    history.play(pair(monte_carlo, 12, 13))
    assert monte_carlo.status(s) == WON and monte_carlo.score(s) == 52
    history.undo()
    assert s == before


# --- Neighbor ------------------------------------------------------------------------------

@pytest.fixture
def neighbor():
    return create("neighbor")


def test_neighbor_pairs_touching_cards_worth_13_and_kings_alone(neighbor):
    s = position(neighbor, grid(
        "6S .  .  .  QH "
        ".  7D .  AC .  "
        "KH .  .  .  .  "
        ".  .  .  .  .  "
        "8C .  .  5D ."))
    # 6S+7D corner to corner; QH+AC corner to corner; 8C+5D same row, far apart; KH alone
    assert pairs(neighbor, s) == {("pair", "grid_0", "grid_6"), ("pair", "grid_4", "grid_8"),
                                  ("single", "grid_10")}


def test_neighbor_closes_up_and_refills_after_each_removal(neighbor):
    s = position(neighbor, grid(FULL.replace("2S", "KD")) | {"stock": "[2C] [3C]"})
    neighbor.play(s, Move("single", neighbor.pile_index("grid_1"), -1, 1))
    assert shown(neighbor, s) == ("AS 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H "
                                  "7H 8H 9H TH JH QH 3C")
    assert [c.label for c in s.pile("stock")] == ["2C"] and neighbor.score(s) == 1
    moves = pairs(neighbor, s)
    assert ("pair", "grid_4", "grid_5") not in moves   # 6S ended row 0, 7S starts row 1
    assert ("pair", "grid_2", "grid_7") in moves       # 4S above 9S after closing up
    neighbor.play(s, pair(neighbor, 2, 7))
    assert shown(neighbor, s) == ("AS 3S 5S 6S 7S 8S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H "
                                  "9H TH JH QH 3C 2C .")
    assert s.pile("stock") == () and neighbor.score(s) == 3


def test_neighbor_won_and_lost(neighbor):
    s = position(neighbor, grid("KS" + " ." * 24) | {"discard": rest_of_pack("KS")})
    neighbor.play(s, Move("single", neighbor.pile_index("grid_0"), -1, 1))
    assert neighbor.status(s) == WON and neighbor.score(s) == 52
    lost = position(neighbor, grid("AS 2S" + " ." * 23) | {"discard": rest_of_pack("AS 2S")})
    assert neighbor.status(lost) == LOST


# --- Quatorze ------------------------------------------------------------------------------

@pytest.fixture
def quatorze():
    return create("quatorze")


def test_quatorze_pairs_cards_worth_14_in_one_row_or_column(quatorze):
    s = position(quatorze, grid(
        "7S .  .  .  7H "
        ".  .  .  .  .  "
        "6D .  .  .  .  "
        ".  .  KS .  .  "
        "8C AC .  .  ."))
    # 7S+7H across a row, 6D+8C down a column; KS+AC are 14 but corner to corner
    assert pairs(quatorze, s) == {("pair", "grid_0", "grid_4"), ("pair", "grid_10", "grid_20")}


def test_quatorze_refills_the_emptied_slots_in_place_from_the_stock(quatorze):
    s = position(quatorze, grid(FULL) | {"stock": "[2C] [3C]"})
    assert ("pair", "grid_5", "grid_20") in pairs(quatorze, s)   # 6S over 8H, one column
    quatorze.play(s, pair(quatorze, 5, 20))
    assert s.pile("grid_5")[-1].label == "3C" and s.pile("grid_20")[-1].label == "2C"
    assert s.pile("grid_4")[-1].label == "5S" and s.pile("grid_6")[-1].label == "7S"
    assert s.pile("stock") == () and quatorze.score(s) == 2


def test_quatorze_closes_up_once_the_stock_is_spent(quatorze):
    s = position(quatorze, grid(FULL))
    quatorze.play(s, pair(quatorze, 5, 20))
    assert shown(quatorze, s) == ("AS 2S 3S 4S 5S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H "
                                  "7H 9H TH JH QH . .")


def test_quatorze_closes_the_gap_the_last_stock_card_leaves_at_once(quatorze):
    # one stock card, two gaps: the card fills the first, the grid closes the second
    s = position(quatorze, grid(FULL) | {"stock": "[2C]"})
    quatorze.play(s, pair(quatorze, 5, 20))
    assert s.pile("stock") == ()
    assert shown(quatorze, s) == ("AS 2S 3S 4S 5S 2C 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H "
                                  "6H 7H 9H TH JH QH .")
    # with two stock cards nothing closes up: both gaps are filled in place
    s = position(quatorze, grid(FULL) | {"stock": "[2C] [3C] [4C]"})
    quatorze.play(s, pair(quatorze, 5, 20))
    assert [len(s.pile(f"grid_{k}")) for k in range(25)] == [1] * 25


def test_quatorze_won_and_lost(quatorze):
    s = position(quatorze, grid("6S . . . 8H" + " ." * 20) | {"discard": rest_of_pack("6S 8H")})
    assert quatorze.status(s) == OPEN
    quatorze.play(s, pair(quatorze, 0, 4))
    assert quatorze.status(s) == WON and quatorze.score(s) == 52
    lost = position(quatorze, grid("6S . . . . . 8H" + " ." * 18)
                    | {"discard": rest_of_pack("6S 8H")})
    assert pairs(quatorze, lost) == set() and quatorze.status(lost) == LOST


# --- slots the stock refills: Block Ten, Jamestown, Helsinki, Cover ------------------------

def slots(game, state) -> str:
    return " ".join(c[-1].label if (c := state.pile(f"grid_{k}")) else "."
                    for k in range(len(game.groups["grid"])))


@pytest.mark.parametrize(("game_id", "count"), [("block_ten", 9), ("jamestown", 9),
                                                ("helsinki", 10), ("cover", 4)])
def test_refilled_games_deal_one_card_face_up_per_slot(game_id, count):
    game = create(game_id)
    s = game.new_state(3)
    assert [len(s.pile(f"grid_{k}")) for k in range(count)] == [1] * count
    assert all(s.pile(f"grid_{k}")[0].is_face_up for k in range(count))
    assert len(s.pile("stock")) == 52 - count and s.pile("discard") == ()
    assert game.new_state(3) == s and game.new_state(8) != s


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["block_ten", "helsinki", "cover"])
def test_refilled_tables_fit_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 40)


def test_block_ten_pairs_make_ten_or_two_equal_court_cards_and_tens_stay():
    game = create("block_ten")
    s = position(game, grid("AS 9H TC TD JS JH QC KD 4S") | {"stock": "[2C] [3C]"})
    assert pairs(game, s) == {("pair", "grid_0", "grid_1"), ("pair", "grid_4", "grid_5")}
    game.play(s, pair(game, 4, 5))
    # both places refilled at once, in reading order, from the stock's top
    assert slots(game, s) == "AS 9H TC TD 3C 2C QC KD 4S" and game.score(s) == 2
    assert ("pair", "grid_4", "grid_5") not in pairs(game, s)        # 3 + 2 is 5
    assert ("pair", "grid_5", "grid_8") not in pairs(game, s)        # 2 + 4 is 6


def test_block_ten_is_won_with_the_stock_spent_and_only_tens_left():
    game = create("block_ten")
    s = position(game, grid("TS TH TC TD 6S . . . 4S")
                 | {"discard": rest_of_pack("TS TH TC TD 6S 4S")})
    assert game.status(s) == OPEN
    game.play(s, pair(game, 4, 8))
    assert game.status(s) == WON and game.score(s) == 48
    stuck = position(game, grid("TS TH TC TD 6S . . . 5S")
                     | {"discard": rest_of_pack("TS TH TC TD 6S 5S")})
    assert game.status(stuck) == LOST


def test_jamestown_pairs_equal_ranks_anywhere_in_the_grid():
    game = create("jamestown")
    s = position(game, grid("AS 9H TC 8D JS AH QC KD 9S") | {"stock": "[2C]"})
    assert pairs(game, s) == {("pair", "grid_0", "grid_5"), ("pair", "grid_1", "grid_8")}
    game.play(s, pair(game, 1, 8))
    assert slots(game, s) == "AS 2C TC 8D JS AH QC KD ." and game.status(s) == OPEN
    end = position(game, grid("AS . . . . AH . . .") | {"discard": rest_of_pack("AS AH")})
    game.play(end, pair(game, 0, 5))
    assert game.status(end) == WON and game.score(end) == 52
    lost = position(game, grid("AS 2H . . . . . . .") | {"discard": rest_of_pack("AS 2H")})
    assert game.status(lost) == LOST


def test_helsinki_pairs_thirteen_and_takes_kings_alone():
    game = create("helsinki")
    s = position(game, grid("AS QH 6C 7D KS 2H 3C 5D 4S 9S") | {"stock": "[2C] [3D]"})
    assert pairs(game, s) == {("pair", "grid_0", "grid_1"), ("pair", "grid_2", "grid_3"),
                              ("pair", "grid_8", "grid_9"), ("single", "grid_4")}
    game.play(s, Move("single", game.pile_index("grid_4"), -1, 1))
    assert slots(game, s) == "AS QH 6C 7D 3D 2H 3C 5D 4S 9S" and game.score(s) == 1
    end = position(game, grid("KD" + " ." * 9) | {"discard": rest_of_pack("KD")})
    game.play(end, Move("single", game.pile_index("grid_0"), -1, 1))
    assert game.status(end) == WON and game.score(end) == 52


def test_cover_pairs_same_suits_and_is_won_when_the_stock_is_spent():
    game = create("cover")
    s = position(game, grid("AS 9S TC TD") | {"stock": "[2C] [3H]"})
    assert pairs(game, s) == {("pair", "grid_0", "grid_1")}
    game.play(s, pair(game, 0, 1))
    assert slots(game, s) == "3H 2C TC TD" and s.pile("stock") == ()
    assert game.status(s) == WON and game.score(s) == 2
    four_suits = position(game, grid("AS 9H TC TD") | {"stock": "[2C]"})
    assert pairs(game, four_suits) == set() and game.status(four_suits) == LOST
