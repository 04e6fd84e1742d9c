"""Dondorf two-pack games: Kaiser-Patience (13), Die Matadore (15), Russische Patience
(17), Die Arena (18), Die Italienerin (19); and the chains, open talon and diverting deal
they are built on."""

import pytest

from game import catalogue
from game.engine.cards import ACE, KING, QUEEN, card, parse_card, standard_52
from game.engine.deal_patterns import Dealer
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.engine.state import GameState
from game.rules import create
from game.rules.dondorf_two_decks import kaiser_deal
from positions import move, moves_between, position
from table_helpers import assert_table_fits, click_pile, drag, open_table

TWO_DECK_GAMES = ["dondorf_kaiser", "dondorf_zopf", "dondorf_matadore", "dondorf_diwan",
                  "dondorf_russisch", "dondorf_arena", "dondorf_italienerin",
                  "dondorf_sympathie"]


def sizes(state, group_prefix):
    return [len(p) for n, p in zip(state.pile_names, state.piles, strict=True)
            if n.startswith(group_prefix)]


def pack_starting_with(text):
    """A two-pack deal order: these cards first (e.g. 'AS KH#1'), then the rest in the
    packs' own order (clubs, diamonds, hearts, spades; the first pack first)."""
    front = [parse_card(t).face_down() for t in text.split()]
    rest = standard_52(2)
    for c in front:
        rest.remove(c)
    return front + rest


def stock_cycle(game, state):
    """Play stock clicks until the stock is spent and cannot be turned again."""
    clicks = 0
    while game.stock_moves(state):
        game.play(state, game.stock_moves(state)[0])
        clicks += 1
    return clicks


# --- the registry: menu, metadata, tables that fit ---------------------------------------

@pytest.mark.parametrize("game_id", TWO_DECK_GAMES)
def test_in_the_menu_under_dondorf(game_id):
    game, entry = create(game_id), catalogue.entry(game_id)
    assert entry.source == "dondorf" and entry.fortune
    assert entry.source_ref.startswith("Nr. ") and entry.titles["de"] == entry.title
    assert game.total_cards == (64 if game_id == "dondorf_russisch" else 104)
    assert "\n\n" in entry.rules_text


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", TWO_DECK_GAMES)
def test_two_packs_fit_the_window(tmp_path, monkeypatch, game_id, size):
    scene = assert_table_fits(tmp_path, monkeypatch, size, game_id, 5, 120, persist=False)
    assert scene.view.card_size[0] >= (64 if size[1] == 720 else 96)  # cards stay readable


# --- Nr. 13 Kaiser-Patience --------------------------------------------------------------

@pytest.fixture
def kaiser():
    return create("dondorf_kaiser")


def test_kaiser_deal(kaiser):
    s = kaiser.new_state(7)
    assert sizes(s, "row_") == [4] * 12
    assert all(c.is_face_up for r in range(12) for c in s.pile(f"row_{r}"))
    homes = [s.pile(f"foundation_{i}") for i in range(8)]
    assert all(c.rank == ACE for h in homes for c in h) and all(len(h) <= 1 for h in homes)
    aces = sum(len(h) for h in homes)
    assert len(s.pile("stock")) == 104 - 48 - aces and s.counter("redeals_left") == 3
    kings = [c.identity for r in range(12) for c in s.pile(f"row_{r}") if c.rank == KING]
    assert len(kings) == len(set(kings))           # no two kings of one suit in the rows
    assert kaiser.new_state(7) == s and kaiser.new_state(8) != s


def test_kaiser_deal_sends_aces_home_and_twin_kings_under_the_talon(kaiser):
    state = GameState(kaiser.pile_names, kaiser.counter_names, 1)
    pack = pack_starting_with("KS AH 9C KS#1 7D")
    dealer = Dealer(state, pack, kaiser.groups)
    kaiser_deal(dealer)
    assert [repr(state.pile(f"row_{i}")[0]) for i in range(4)] == ["KS", "9C", "7D", "2C"]
    assert repr(state.pile("foundation_0")) == "(AH,)"     # then A♣ before the 2♣
    assert repr(state.pile("foundation_1")) == "(AC,)"
    assert state.pile("stock")[0] == parse_card("[KS#1]")   # the twin king: talon bottom


def test_kaiser_builds_down_in_suit_single_cards(kaiser):
    s = position(kaiser, {"row_0": "2C 9H", "row_1": "3D TH", "row_2": "8S 8H",
                          "row_3": "", "waste": "JH", "foundation_0": "AC"})
    legal = moves_between(kaiser, s)
    assert ("row_0", "row_1", 1) in legal and ("waste", "row_3", 1) in legal
    assert ("row_2", "row_0", 1) in legal and ("waste", "row_1", 1) not in legal
    assert ("row_0", "row_3", 1) not in legal          # an empty row takes waste cards only
    assert ("row_0", "row_1", 2) not in legal          # no runs
    assert not any(dst == "row_2" and src == "row_1" for src, dst, _ in legal)


def test_kaiser_talon_only_fills_a_free_row(kaiser):
    """Booklet: "… darf man in absteigender Reihenfolge und gleicher Farbe die obersten
    Karten der 12 Reihen aufeinander übertragen … Wird eine Reihe frei, so darf man diese
    mit der obersten Karte des Talons ergänzen, die nun ganz wie die andern zum Auflegen
    benutzt wird." """
    s = position(kaiser, {"row_0": "QH", "row_1": "", "waste": "JH", "foundation_0": "AH"})
    legal = moves_between(kaiser, s)
    assert ("waste", "row_0", 1) not in legal           # J♥ from the talon not on Q♥
    assert ("waste", "row_1", 1) in legal
    kaiser.play(s, move(kaiser, "waste", "row_1"))
    assert ("row_1", "row_0", 1) in moves_between(kaiser, s)  # now a row card like any


def test_kaiser_foundations_and_four_passes(kaiser):
    s = position(kaiser, {"foundation_0": "AC", "row_0": "2C", "row_1": "2D",
                          "stock": "[5H] [6H]"})
    legal = moves_between(kaiser, s)
    assert ("row_0", "foundation_0", 1) in legal and ("row_1", "foundation_0", 1) not in legal
    assert stock_cycle(kaiser, s) == 4 * 2 + 3            # 4 passes of 2 cards, 3 turnovers
    assert s.counter("redeals_left") == 0


def test_kaiser_won_and_lost(kaiser):
    full = {f"foundation_{i}": " ".join(f"{r}{'CDHS'[i % 4]}" for r in "A23456789TJQK")
            for i in range(8)}
    won = position(kaiser, full)
    assert kaiser.status(won) == WON and kaiser.score(won) == 104
    stuck = position(kaiser, {f"row_{i}": "2S" for i in range(12)} | {"waste": "KD"},
                     redeals_left=0)
    assert kaiser.status(stuck) == LOST
    stuck.counters[stuck.counter_index("redeals_left")] = 1
    assert kaiser.status(stuck) == OPEN                 # the waste may be turned again


# --- Nr. 15 Die Matadore -----------------------------------------------------------------

@pytest.fixture
def matadore():
    return create("dondorf_matadore")


def test_matadore_deal_puts_queens_out(matadore):
    s, order = matadore.deal(11)
    first = [c for _, c in order[:24]]
    queens = sum(1 for c in first if c.rank == QUEEN)
    assert sum(sizes(s, "queen_")) == queens and sum(sizes(s, "grid_")) == 24 - queens
    assert [len(s.pile(f"queen_{i}")) for i in range(8)] == [1] * queens + [0] * (8 - queens)
    assert not any(c.rank == QUEEN for i in range(24) for c in s.pile(f"grid_{i}"))
    assert len(s.pile("stock")) == 80 and s.counter("redeals_left") == 0
    assert matadore.new_state(11) == s


def test_matadore_queen_owns_her_five_and_six(matadore):
    s = position(matadore, {"grid_0": "5D", "grid_1": "6D", "grid_2": "5H", "waste": "QD"})
    legal = moves_between(matadore, s)
    assert not any(dst.startswith(("five", "six")) for _, dst, _ in legal)  # no queen yet
    assert ("waste", "queen_0", 1) in legal and ("grid_0", "queen_0", 1) not in legal
    matadore.play(s, move(matadore, "waste", "queen_3"))
    legal = moves_between(matadore, s)
    assert {("grid_0", "five_3", 1), ("grid_1", "six_3", 1)} <= legal
    assert ("grid_0", "six_3", 1) not in legal and ("grid_2", "five_3", 1) not in legal
    assert ("grid_0", "five_0", 1) not in legal        # queen 0 is not out


def test_matadore_sides_run_to_king_and_jack(matadore):
    s = position(matadore, {"queen_0": "QS", "five_0": "5S 4S 3S 2S", "six_0": "6S 7S 8S 9S TS",
                            "grid_0": "AS", "grid_1": "JS", "grid_2": "KS", "waste": "QS"})
    legal = moves_between(matadore, s)
    assert ("grid_0", "five_0", 1) in legal and ("grid_1", "six_0", 1) in legal
    assert ("grid_2", "five_0", 1) not in legal
    matadore.play(s, move(matadore, "grid_0", "five_0"))
    assert ("grid_2", "five_0", 1) in moves_between(matadore, s)     # A is followed by K
    matadore.play(s, move(matadore, "grid_2", "five_0"))
    matadore.play(s, move(matadore, "grid_1", "six_0"))
    s.piles[s.index("grid_3")] = (parse_card("QS"),)
    assert not any(dst in ("five_0", "six_0") for _, dst, _ in moves_between(matadore, s))


def test_matadore_packets_grow_in_the_grid_and_move_whole(matadore):
    s = position(matadore, {"grid_0": "6D", "grid_1": "7D", "grid_2": "5C 4C", "grid_3": "3C",
                            "grid_4": "8D", "grid_5": "6D#1 7D#1 8D#1", "waste": "8D",
                            "queen_2": "QD"})
    legal = moves_between(matadore, s)
    assert ("grid_1", "grid_0", 1) in legal and ("grid_3", "grid_2", 1) in legal
    assert ("grid_0", "grid_1", 1) not in legal          # nothing builds on a 7
    matadore.play(s, move(matadore, "grid_1", "grid_0"))
    legal = moves_between(matadore, s)
    assert ("waste", "grid_0", 1) in legal and ("grid_4", "grid_0", 1) in legal
    assert ("grid_0", "six_2", 2) in legal               # the 6-7 packet goes as a whole
    assert ("grid_0", "six_2", 1) not in legal           # its 7 alone does not start a six
    assert ("grid_5", "grid_0", 1) not in legal          # packet cards stay in their packet
    matadore.play(s, move(matadore, "grid_0", "six_2", 2))
    assert repr(s.pile("six_2")) == "(6D, 7D)" and ("grid_4", "six_2", 1) in moves_between(
        matadore, s)


def test_matadore_gaps_only_from_the_waste_and_one_pass(matadore):
    s = position(matadore, {"grid_0": "9C", "grid_1": "", "waste": "KH", "stock": "[2D]"})
    legal = moves_between(matadore, s)
    assert ("waste", "grid_1", 1) in legal and ("grid_0", "grid_1", 1) not in legal
    assert stock_cycle(matadore, s) == 1 and matadore.stock_moves(s) == []


def test_matadore_won_and_lost(matadore):
    groups = {}
    for g in range(8):
        suit = "CDHS"[g % 4]
        groups |= {f"queen_{g}": f"Q{suit}", f"five_{g}": " ".join(f"{r}{suit}" for r in "5432AK"),
                   f"six_{g}": " ".join(f"{r}{suit}" for r in "6789TJ")}
    assert matadore.status(position(matadore, groups)) == WON
    stuck = position(matadore, {f"grid_{i}": "9C" for i in range(24)} | {"waste": "9C"})
    assert matadore.status(stuck) == LOST


# --- Nr. 17 Russische Patience -----------------------------------------------------------

@pytest.fixture
def russisch():
    return create("dondorf_russisch")


def test_russisch_deal_takes_the_first_ace_out(russisch):
    s, order = russisch.deal(2)
    assert sizes(s, "column_") == [7] * 9 and all(c.is_face_up for p in s.piles for c in p)
    assert len(s.pile("foundation_0")) == 1 and s.pile("foundation_0")[0].rank == ACE
    assert sum(sizes(s, "foundation_")) == 1
    first_ace = next(c for _, c in order if c.rank == ACE)
    assert s.pile("foundation_0")[0] == first_ace
    assert russisch.spec.stock_action is None and russisch.new_state(2) == s


def test_russisch_columns_alternate_down_to_seven_never_an_ace(russisch):
    s = position(russisch, {"column_0": "8H 7S", "column_1": "8C", "column_2": "AD",
                            "column_3": "9D", "column_4": "", "foundation_0": "AH"})
    legal = moves_between(russisch, s)
    assert ("column_0", "column_3", 1) not in legal      # 7 on 9: no
    assert ("column_1", "column_3", 1) in legal          # black 8 on red 9
    assert ("column_2", "column_0", 1) not in legal      # an ace on a 7: never
    assert ("column_2", "column_4", 1) in legal and ("column_0", "column_4", 1) in legal
    assert ("column_0", "column_4", 2) not in legal      # single cards only
    assert ("column_2", "foundation_1", 1) in legal
    s2 = position(russisch, {"column_0": "7H", "column_1": "8H", "foundation_0": "AH"})
    legal = moves_between(russisch, s2)
    assert ("column_0", "foundation_0", 1) in legal and ("column_1", "foundation_0", 1) not in legal


def test_russisch_won_and_lost(russisch):
    full = {f"foundation_{i}": " ".join(f"{r}{'CDHS'[i % 4]}" for r in "A789TJQK")
            for i in range(8)}
    assert russisch.status(position(russisch, full)) == WON
    stuck = position(russisch, {"column_0": "KH", "column_1": "KD", "column_2": "7C"}
                     | {f"column_{i}": "QH" for i in range(3, 9)})
    assert russisch.status(stuck) == LOST


# --- Nr. 18 Die Arena --------------------------------------------------------------------

@pytest.fixture
def arena():
    return create("dondorf_arena")


def deal_click(game, state):
    return next(m for m in game.legal_moves(state) if m.action == "deal")


def test_arena_deal(arena):
    s = arena.new_state(4)
    assert [repr(s.pile(f"foundation_{i}")) for i in range(4)] == [
        "(AC,)", "(AH,)", "(AS,)", "(AD,)"]
    kings = {g: repr(s.pile(f"{g}_0")) for g in ("inner_upper", "outer_upper", "inner_lower",
                                                 "outer_lower")}
    assert kings == {"inner_upper": "(KS,)", "outer_upper": "(KH,)", "inner_lower": "(KD,)",
                     "outer_lower": "(KC,)"}
    assert len(s.pile("stock")) == 96 and sizes(s, "open_") == [0, 0, 0]
    assert s.counter("redeals_left") == 2 and arena.score(s) == 8
    assert arena.new_state(4) == s


def test_arena_talon_fills_gaps_else_lays_three_new(arena):
    s = position(arena, {"stock": "[5H] [4H] [9S] [8S] [7S] [6S] [QC] [2C]",
                         "foundation_0": "AC", "inner_upper_0": "KS"})
    arena.play(s, deal_click(arena, s))
    assert [repr(s.pile(f"open_{k}")) for k in range(3)] == ["(2C,)", "(QC,)", "(6S,)"]
    s.piles[s.index("open_1")] = ()
    arena.play(s, deal_click(arena, s))                  # only the gap is filled
    assert [repr(s.pile(f"open_{k}")) for k in range(3)] == ["(2C,)", "(7S,)", "(6S,)"]
    assert len(s.pile("waste")) == 0
    arena.play(s, deal_click(arena, s))                  # all full, none fits: laid aside
    assert repr(s.pile("waste")) == "(2C, 7S, 6S)" and len(s.pile("stock")) == 1
    assert [repr(s.pile(f"open_{k}")) for k in range(3)] == ["(8S,)", "(9S,)", "(4H,)"]


def test_arena_open_cards_are_laid_aside_only_when_none_fits(arena):
    s = position(arena, {"stock": "[5C]", "open_0": "2H", "open_1": "9S", "open_2": "7S",
                         "foundation_0": "AC", "inner_upper_0": "KS"})
    assert not [m for m in arena.legal_moves(s) if m.action == "deal"]   # 2♥ fits the A♣
    arena.play(s, move(arena, "open_0", "foundation_0"))
    arena.play(s, deal_click(arena, s))                  # a gap: filled
    assert repr(s.pile("open_0")) == "(5C,)" and not s.pile("stock")
    assert [m for m in arena.legal_moves(s) if m.action == "deal"]      # none fits: may turn


def test_arena_passes_turn_open_cards_and_waste_over(arena):
    s = position(arena, {"stock": "[5H]", "open_0": "9C", "open_1": "8D", "waste": "2S 3S"})
    arena.play(s, deal_click(arena, s))                  # a gap: filled from the talon
    assert repr(s.pile("open_2")) == "(5H,)"
    arena.play(s, deal_click(arena, s))                  # talon empty: gather, turn, refill
    assert s.counter("redeals_left") == 1 and len(s.pile("waste")) == 0
    assert [repr(s.pile(f"open_{k}")) for k in range(3)] == ["(2S,)", "(3S,)", "(9C,)"]
    s.counters[s.counter_index("redeals_left")] = 0
    s.piles[s.index("stock")] = ()
    assert not [m for m in arena.legal_moves(s) if m.action == "deal"]


def test_arena_semicircles_and_foundations(arena):
    s = position(arena, {"foundation_0": "AC", "inner_upper_0": "KS", "inner_upper_1": "QH",
                         "outer_upper_0": "KH", "open_0": "JS", "open_1": "2D", "open_2": "JC",
                         "waste": "2H"})
    legal = moves_between(arena, s)
    assert ("open_0", "inner_upper_2", 1) in legal and ("open_2", "inner_upper_2", 1) in legal
    assert ("open_0", "inner_upper_3", 1) not in legal   # only the next place of the ring
    assert ("open_0", "outer_upper_1", 1) not in legal   # J♠ on K♥: no
    assert ("open_1", "foundation_0", 1) in legal and ("waste", "foundation_0", 1) in legal
    arena.play(s, move(arena, "open_0", "inner_upper_2"))
    legal = moves_between(arena, s)
    assert ("inner_upper_2", "foundation_0", 1) not in legal    # J on A: not its turn
    assert ("inner_upper_1", "foundation_0", 1) not in legal    # only the end is free
    assert not any(src.startswith("inner_upper") and dst.startswith("outer") for src, dst, _
                   in legal)
    kings_only = position(arena, {"foundation_0": "AC 2H 3C 4H 5C 6H 7C 8H 9C TH JC QH",
                                  "inner_upper_0": "KS"})
    assert ("inner_upper_0", "foundation_0", 1) not in moves_between(arena, kings_only)


def test_arena_won_and_lost(arena):
    def other(suit):
        return "H" if suit in "CS" else "C"

    piles = {}
    for k, suit in enumerate("CHSD"):               # up in alternating colour
        piles[f"foundation_{k}"] = " ".join(
            f"{r}{suit if i % 2 == 0 else other(suit)}" for i, r in enumerate("A23456789TJQK"))
    for group, suit in (("inner_upper", "S"), ("outer_upper", "H"), ("inner_lower", "D"),
                        ("outer_lower", "C")):          # down in alternating colour
        for j, r in enumerate("KQJT98765432A"):
            piles[f"{group}_{j}"] = f"{r}{suit if j % 2 == 0 else other(suit)}"
    won = position(arena, piles)
    assert arena.score(won) == 104 and arena.status(won) == WON
    stuck = position(arena, {"foundation_0": "AC", "inner_upper_0": "KS", "waste": "9C"},
                     redeals_left=0)
    assert arena.status(stuck) == LOST


# --- Nr. 19 Die Italienerin --------------------------------------------------------------

@pytest.fixture
def italienerin():
    return create("dondorf_italienerin")


def test_italienerin_deal_waits_for_the_choice(italienerin):
    s = italienerin.new_state(9)
    assert sizes(s, "helper_") == [1] * 11 and sizes(s, "choice_") == [1] * 3
    assert sizes(s, "tableau_") == [0, 0] + [1] * 7
    assert len(s.pile("pack")) == 83 and len(s.pile("stock")) == 0
    assert s.counter("base_rank") == 0
    shown = italienerin.spec.counter_text["base_rank"]
    assert shown(0) == "choose a card" and shown(12) == "Queen"
    legal = italienerin.legal_moves(s)
    assert {m.action for m in legal} == {"choose"} and len(legal) == 3
    assert italienerin.new_state(9) == s


def test_italienerin_choice_fixes_the_base(italienerin):
    s = italienerin.new_state(9)
    choices = [s.pile(f"choice_{k}")[0] for k in range(3)]
    italienerin.play(s, Move("choose", s.index("choice_1"), -1, 1))
    assert s.pile("foundation_0") == (choices[1],) and s.counter("base_rank") == choices[1].rank
    assert s.pile("tableau_0") == (choices[0],) and s.pile("tableau_1") == (choices[2],)
    assert len(s.pile("stock")) == 83 and not s.pile("pack")
    assert not [m for m in italienerin.legal_moves(s) if m.action == "choose"]


def test_italienerin_foundations_wrap_in_alternating_colour(italienerin):
    s = position(italienerin, {"foundation_0": "QH", "foundation_1": "KS", "tableau_0": "KC",
                               "tableau_1": "AD", "tableau_2": "QD", "helper_0": "5C"},
                 base_rank=12)
    legal = moves_between(italienerin, s)
    assert ("tableau_0", "foundation_0", 1) in legal and ("tableau_1", "foundation_1", 1) in legal
    assert ("tableau_2", "foundation_2", 1) in legal     # an empty one takes the base rank
    assert ("tableau_1", "foundation_0", 1) not in legal
    full = position(italienerin, {"foundation_0": "8C 9H TC JH QC KH AC 2H 3C 4H 5C 6H 7C",
                                  "tableau_0": "8D", "helper_0": "2C"}, base_rank=8)
    assert ("tableau_0", "foundation_0", 1) not in moves_between(italienerin, full)


def test_italienerin_helpers_from_the_right_with_right_of_way(italienerin):
    s = position(italienerin, {"helper_0": "4D", "helper_1": "TS", "helper_2": "9H",
                               "foundation_0": "8C", "foundation_1": "8S", "tableau_0": "9D",
                               "tableau_1": "", "tableau_2": "TC", "waste": "9D"}, base_rank=8)
    legal = moves_between(italienerin, s)
    assert ("helper_2", "foundation_0", 1) in legal and ("helper_1", "foundation_0", 1) not in legal
    assert ("tableau_0", "foundation_0", 1) not in legal   # the helper 9♥ goes first there
    assert ("tableau_0", "foundation_1", 1) not in legal
    assert not any(src.startswith("helper") and not dst.startswith("foundation")
                   for src, dst, _ in legal)              # helpers serve foundations only
    assert ("tableau_0", "tableau_2", 1) in legal and ("waste", "tableau_1", 1) in legal
    assert ("tableau_0", "tableau_1", 1) not in legal      # gaps take the waste only
    italienerin.play(s, move(italienerin, "helper_2", "foundation_0"))
    assert ("helper_1", "foundation_0", 1) in moves_between(italienerin, s)
    assert ("tableau_0", "foundation_1", 1) in moves_between(italienerin, s)


def test_italienerin_talon_only_fills_the_gaps(italienerin):
    """Booklet: the nine cards "dürfen nun in absteigender Folge und wechselnder Farbe
    aufeinander gelegt werden … die dabei entstehenden Lücken in der untersten Reihe
    werden aus dem Talon ergänzt"."""
    s = position(italienerin, {"helper_0": "5C", "foundation_0": "8C", "tableau_0": "QS",
                               "tableau_1": "", "waste": "JH"}, base_rank=8)
    legal = moves_between(italienerin, s)
    assert ("waste", "tableau_0", 1) not in legal       # J♥ from the talon not on Q♠
    assert ("waste", "tableau_1", 1) in legal
    italienerin.play(s, move(italienerin, "waste", "tableau_1"))
    assert ("tableau_1", "tableau_0", 1) in moves_between(italienerin, s)


def test_italienerin_won_lost_and_one_pass(italienerin):
    won = position(italienerin, {"foundation_0": "8C", "tableau_0": "9H"}, base_rank=8)
    assert italienerin.status(won) == WON
    s = position(italienerin, {"helper_0": "5C", "foundation_0": "8C", "stock": "[2D] [3D]"}
                 | {f"tableau_{i}": "KH" for i in range(9)}, base_rank=8)
    assert stock_cycle(italienerin, s) == 2 and italienerin.status(s) == LOST


# --- the mechanisms ----------------------------------------------------------------------

def test_chain_end_is_the_last_filled_slot(arena):
    from game.engine.chains import end, filled, top

    s = position(arena, {"outer_lower_0": "KC", "outer_lower_1": "QH", "outer_lower_2": "JC"})
    assert filled(arena, s, "outer_lower") == 3 and top(arena, s, "outer_lower") == card(11, 0)
    assert end(arena, s, "outer_lower") == s.index("outer_lower_2")
    assert end(arena, s, "inner_upper") == -1


def test_diverting_deal_never_loops_on_a_pack_of_diverted_cards():
    from game.engine.diverting_deal import BOTTOM, deal_diverting

    state = GameState(["a"], ())
    dealer = Dealer(state, [card(1, 0, face_up=False), card(2, 0, face_up=False)], {"a": [0]})
    assert deal_diverting(dealer, 0, lambda c: BOTTOM).identity == card(1, 0).identity
    assert len(state.pile("a")) == 1 and len(dealer.pack) == 1


# --- on the table: the clicks these games add ----------------------------------------------

def test_clicking_the_arena_talon_lays_three_open(app):
    scene = open_table(app, "dondorf_arena", 3, persist=False)
    click_pile(app, scene, "stock")
    assert sizes(scene.state, "open_") == [1, 1, 1] and len(scene.state.pile("stock")) == 93


def test_clicking_a_choice_card_chooses_the_base(app):
    scene = open_table(app, "dondorf_italienerin", 3, persist=False)
    chosen = scene.state.pile("choice_2")[0]
    click_pile(app, scene, "stock")                       # the pack in hand: nothing yet
    assert scene.history.moves_made == 0
    click_pile(app, scene, "choice_2")
    assert scene.state.pile("foundation_0") == (chosen,)
    assert scene.state.counter("base_rank") == chosen.rank
    click_pile(app, scene, "stock")
    assert len(scene.state.pile("waste")) == 1


def test_dragging_the_braid_end_home(app):
    scene = open_table(app, "dondorf_zopf", 3, persist=False)
    game, s = scene.game, scene.state
    end = s.pile("braid_19")[0]
    below = (end.rank - 2) % 13 + 1                       # the rank under it (K under A)
    s.piles[s.index("foundation_3")] = (card(below, end.suit),)
    s.counters[s.counter_index("base_rank")] = below
    scene.view.place(s, animate=False)
    start = scene.view.card_rect(game.pile_index("braid_19"), 0).center
    target = scene.view.base_rect(game.pile_index("foundation_3")).center
    drag(app, start, target)
    assert s.pile("foundation_3")[-1] == end and not s.pile("braid_19")


def test_matadore_drop_targets_find_the_moves_every_pile_would():
    """Die Matadore's hooks name the piles that could take a card (`drop_targets`): the
    moves are the same, in the same order, as asking its `can_drop` about every pile —
    on random walks that favour the moves onto queens, fives and sixes (packets grow)."""
    import random

    from game.engine.card_moves import hooked_card_moves

    game, every_pile = create("dondorf_matadore"), create("dondorf_matadore")
    every_pile._drop_targets = None
    assert game._drop_targets is not None
    rng, sides = random.Random(15), set(game.groups["five"] + game.groups["six"])
    compared = 0
    for deal in (1, 2, 3, 4):
        state = game.new_state(deal)
        for _ in range(90):
            moves = hooked_card_moves(game, state)
            assert moves == hooked_card_moves(every_pile, state)
            compared += len(moves)
            legal = game.legal_moves(state)
            if not legal:
                break
            home = [m for m in legal if m.dst in sides or m.action != "move"]
            game.play(state, rng.choice(home if home and rng.random() < 0.8 else legal))
    assert compared > 300
