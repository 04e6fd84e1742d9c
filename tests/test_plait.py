"""Plait (AisleRiot): the plait, its edges, eight cells, foundations in one direction."""

import random

import pytest

from game.engine.foundation_direction import BUILDING_DOWN, BUILDING_UP
from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"


@pytest.fixture
def plait():
    return create("plait")


def strand(text):
    """Plait slots plait_0 … from a card list (the last is the free end)."""
    return {f"plait_{i}": t for i, t in enumerate(text.split())}


def full(*names):
    """Piles given one filler card each (cells or edges that are not empty)."""
    return {name: "QC" for name in names}


EDGES = [f"edge_{i}" for i in range(4)]
CELLS = [f"cell_{i}" for i in range(8)]


def test_deal_counts_faces_base_and_determinism(plait):
    s, order = plait.deal(3)
    assert [len(s.pile(f"plait_{i}")) for i in range(20)] == [1] * 20
    assert [len(s.pile(p)) for p in EDGES + CELLS] == [1] * 12
    assert len(s.pile("foundation_0")) == 1 and len(s.pile("stock")) == 71
    assert not any(s.pile(f"foundation_{i}") for i in range(1, 8)) and not s.pile("waste")
    assert s.counter("base_rank") == s.pile("foundation_0")[0].rank
    assert s.counter("foundation_direction") == 0       # open: the first build chooses
    assert s.counter("redeals_left") == 2
    assert all(c.is_face_up for name in s.pile_names if name != "stock" for c in s.pile(name))
    assert not any(c.is_face_up for c in s.pile("stock"))
    laid = [plait.pile_names[pile] for pile, _ in order]
    assert laid[:33] == [f"plait_{i}" for i in range(20)] + EDGES + CELLS + ["foundation_0"]
    assert plait.new_state(3) == s and plait.new_state(4) != s


def test_only_the_free_end_of_the_plait_moves_and_only_home(plait):
    s = position(plait, strand("KS 5D 8H") | full(*EDGES) | {"foundation_0": "7H",
                                                             "foundation_1": "4D"},
                 base_rank=7)
    legal = moves_between(plait, s)
    assert ("plait_2", "foundation_0", 1) in legal
    assert ("plait_1", "foundation_1", 1) not in legal        # 5♦ is not the free end
    assert not any(src.startswith("plait") and not dst.startswith("foundation")
                   for src, dst, _ in legal)                  # never into an empty cell
    assert not any(dst.startswith("plait") for _, dst, _ in legal)


def test_cells_take_one_card_from_anywhere_but_the_plait(plait):
    s = position(plait, strand("KS 9C") | full(*EDGES[1:]) | {
        "edge_0": "3D", "cell_0": "5S", "cell_1": "", "cell_2": "JD", "waste": "2H",
        "foundation_0": "7H"}, base_rank=7)
    legal = moves_between(plait, s)
    for src in ("waste", "edge_0", "cell_0"):
        assert (src, "cell_1", 1) in legal
    assert ("plait_1", "cell_1", 1) not in legal
    assert ("waste", "cell_2", 1) not in legal                # one card each
    assert not any(dst == "waste" or dst.startswith("edge") for _, dst, _ in legal)


def test_an_emptied_edge_takes_the_plaits_free_end_at_once(plait):
    s = position(plait, strand("KS 5D 9C") | full(*EDGES[1:]) | {
        "edge_0": "8H", "cell_0": "", "foundation_0": "7H"}, base_rank=7)
    plait.play(s, move(plait, "edge_0", "foundation_0"))      # home …
    assert repr(s.pile("edge_0")) == "(9C,)" and not s.pile("plait_2")
    plait.play(s, move(plait, "edge_0", "cell_0"))            # … or into a cell
    assert repr(s.pile("edge_0")) == "(5D,)" and repr(s.pile("cell_0")) == "(9C,)"
    assert not s.pile("plait_1")


def test_the_scripts_edges_refill_only_when_their_card_goes_home():
    game = create("plait", {"edges": "after_home"})
    s = position(game, strand("KS 5D 9C") | full(*EDGES[1:]) | {
        "edge_0": "8H", "cell_0": "", "waste": "JD", "foundation_0": "7H"}, base_rank=7)
    game.play(s, move(game, "edge_0", "foundation_0"))        # home: refilled …
    assert repr(s.pile("edge_0")) == "(9C,)" and not s.pile("plait_2")
    game.play(s, move(game, "edge_0", "cell_0"))              # … into a cell: not
    assert s.pile("edge_0") == () and repr(s.pile("plait_1")) == "(5D,)"
    legal = moves_between(game, s)                            # the player fills it
    assert ("plait_1", "edge_0", 1) in legal and ("waste", "edge_0", 1) in legal
    assert ("plait_1", "cell_1", 1) not in legal              # cells still refuse the plait


def test_with_the_plait_gone_an_edge_takes_any_card(plait):
    s = position(plait, full(*EDGES[1:]) | {"edge_0": "8H", "cell_0": "4S", "waste": "JD",
                                            "foundation_0": "7H"}, base_rank=7)
    plait.play(s, move(plait, "edge_0", "foundation_0"))
    assert not s.pile("edge_0")
    legal = moves_between(plait, s)
    assert ("waste", "edge_0", 1) in legal and ("cell_0", "edge_0", 1) in legal
    assert ("edge_1", "edge_0", 1) in legal


def test_foundations_start_at_the_base_rank_in_suit_thirteen_cards(plait):
    s = position(plait, {"cell_0": "8C", "cell_1": "9C", "cell_2": "6S", "cell_3": "8H",
                         "foundation_0": "7S",
                         "foundation_7": "7H 8H 9H TH JH QH KH AH 2H 3H 4H 5H 6H"},
                 base_rank=7)
    legal = moves_between(plait, s)
    assert ("cell_2", "foundation_0", 1) in legal             # 7♠ then 6♠: down
    assert ("cell_0", "foundation_0", 1) not in legal         # another suit
    assert ("cell_0", "foundation_1", 1) not in legal         # an empty one takes a 7 only
    assert ("cell_3", "foundation_7", 1) not in legal         # thirteen cards: complete


def test_the_first_build_sets_one_direction_for_all_eight(plait):
    s = position(plait, strand("KS") | full(*EDGES) | {
        "cell_0": "8S", "cell_1": "6D", "cell_2": "8D", "foundation_0": "7S",
        "foundation_5": "7D"}, base_rank=7)
    assert {("cell_1", "foundation_5", 1), ("cell_2", "foundation_5", 1)} <= \
        moves_between(plait, s)
    plait.play(s, move(plait, "cell_0", "foundation_0"))
    assert s.counter("foundation_direction") == BUILDING_UP
    legal = moves_between(plait, s)
    assert ("cell_2", "foundation_5", 1) in legal and ("cell_1", "foundation_5", 1) not in legal
    down = position(plait, strand("KS") | full(*EDGES) | {
        "cell_1": "6D", "cell_2": "8D", "foundation_0": "7S 6S", "foundation_5": "7D"},
        base_rank=7, foundation_direction=BUILDING_DOWN)
    legal = moves_between(plait, down)
    assert ("cell_1", "foundation_5", 1) in legal and ("cell_2", "foundation_5", 1) not in legal


def test_one_card_at_a_time_and_two_redeals(plait):
    s = position(plait, strand("KS") | {"stock": "[2D] [3D] [4D]"}, base_rank=8)
    plait.play(s, plait.stock_moves(s)[0])
    assert repr(s.pile("waste")) == "(4D,)"
    clicks = 1
    while plait.stock_moves(s):
        plait.play(s, plait.stock_moves(s)[0])
        clicks += 1
    assert clicks == 3 * 3 + 2 and s.counter("redeals_left") == 0


def homes_but_one(base: int):
    """Seven foundations of thirteen cards, the eighth of twelve (♠ of pack 2 missing its
    last card), building up from `base`: the position one card before a win."""
    order = [RANKS[(base - 1 + k) % 13] for k in range(13)]
    piles = {}
    for f, (suit, pack) in enumerate((s, p) for s in "CDHS" for p in ("", "#1")):
        piles[f"foundation_{f}"] = " ".join(f"{r}{suit}{pack}" for r in order)
    piles["foundation_7"] = " ".join(piles["foundation_7"].split()[:-1])
    return piles, order[-1] + "S#1"


def test_won_with_all_104_cards_home(plait):
    piles, last = homes_but_one(base=5)
    s = position(plait, piles | strand(last), base_rank=5,
                 foundation_direction=BUILDING_UP)
    assert plait.status(s) == OPEN and not plait.is_won(s)
    assert plait.score(s) == 0                      # no score: you win or you lose
    plait.play(s, move(plait, "plait_0", "foundation_7"))
    assert plait.status(s) == WON and plait.score(s) == 0
    assert sum(len(s.piles[f]) for f in plait.foundations) == 104


def test_lost_when_only_moves_among_cells_and_edges_are_left(plait):
    stuck = {"edge_0": "2C", "cell_0": "9D", "cell_1": "", "foundation_0": "7H 8H"}
    s = position(plait, stuck, base_rank=7, redeals_left=0,
                 foundation_direction=BUILDING_UP)
    assert moves_between(plait, s)                   # cards may still wander …
    assert plait.status(s) == LOST                   # … but nothing comes of it
    # Each of these still changes something, so the game goes on:
    for more in ({"waste": "5S"},                            # the waste card to a cell
                 {"plait_0": "KD", "edge_0": "2C"},          # an edge out: the plait moves
                 {"stock": "[5S]"},                          # a card to turn
                 {"cell_0": "9H"}):                          # a card home
        s = position(plait, stuck | more, base_rank=7, redeals_left=0,
                     foundation_direction=BUILDING_UP)
        assert plait.status(s) == OPEN, more
    full_cells = position(plait, stuck | full(*CELLS, *EDGES) | {"waste": "5S", "plait_0": "KD"},
                          base_rank=7, redeals_left=0, foundation_direction=BUILDING_UP)
    assert plait.status(full_cells) == LOST          # no room for the waste or an edge



def test_the_loss_rule_is_every_move_left_wandering_among_cells_and_edges(plait):
    """The quick test the game uses agrees, along random games, with its definition:
    lost when every legal move carries a card between cells and edges, none of them an
    edge card leaving for a cell while the plait can refill it."""
    holders = ("cell", "edge")

    def by_definition(s):
        plait_left = any(s.piles[p] for p in plait.groups["plait"])
        for m in plait.legal_moves(s):
            if m.action != "move" or plait.group_of[m.dst] not in holders:
                return False
            src = plait.group_of[m.src]
            if src not in holders or (src == "edge" and plait_left):
                return False
        return True

    rng = random.Random(19)
    verdicts = set()
    for deal in (1, 2, 3):
        s = plait.new_state(deal)
        for _ in range(400):
            lost = by_definition(s)
            assert plait.hooks.is_lost(plait, s) == lost
            verdicts.add(lost)
            if lost:
                break
            plait.play(s, rng.choice(plait.legal_moves(s)))
    assert verdicts == {True, False}          # both answers were met


def test_the_solver_wins_a_real_deal_and_its_line_replays(plait):
    """Deal 2 played to a win (by the solver's Plait playouts), every move legal in its
    turn: 104 cards home."""
    from game.solver import Budget, solve
    from game.solver.batch import replays

    state = plait.new_state(2)
    result = solve(plait, state, Budget(float("inf"), 20_000))  # a node budget: the same
    assert result.won and replays(plait, state, result.moves)   # result on any machine
    for step in result.moves:
        plait.play(state, step)
    assert plait.status(state) == WON
    assert sum(len(state.piles[f]) for f in plait.foundations) == 104
