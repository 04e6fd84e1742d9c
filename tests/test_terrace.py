"""Terrace and its variants (game/rules/terrace.py) and the stock's gap lock
(game/engine/gap_lock.py)."""

import random
from pathlib import Path

import pytest

from game.engine.card_moves import hooked_card_moves
from game.engine.game import LOST, OPEN, WON
from game.engine.gap_lock import STOCK_LOCKED
from game.engine.moves import undo_steps
from game.layout import layout_for
from game.layout.loader import REPO_LEVELS_DIR
from game.rules import create
from positions import move, moves_between, position

# variant: reserve size, tableau piles, base chosen by the player, redeals
VARIANTS = {
    "terrace": (11, 9, True, 0),
    "generals_patience": (13, 9, True, 1),
    "falling_stars": (11, 9, False, 0),
    "signora": (11, 9, False, 0),
    "redheads": (21, 8, False, 0),
    "blondes_and_brunettes": (10, 8, False, 0),
    "wood": (10, 9, False, 0),
}


def game_of(variant="terrace"):
    return create("terrace", {"variant": variant})


def tableau_sizes(game, state):
    return [len(state.piles[p]) for p in game.groups["tableau"]]


def hidden(text):
    """Cards as the stock holds them: face down."""
    return " ".join(f"[{c}]" for c in text.split())


def blocked(columns=9, **piles):
    """Tableau piles of a king of spades each (nothing moves on or off them with these
    bases), but those given."""
    return {f"tableau_{k}": "KS" for k in range(columns)} | piles


def stock_move(game, state):
    return [m for m in game.legal_moves(state) if m.action == "stock"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_deals_its_reserve_and_its_base(variant):
    reserve, columns, chosen, redeals = VARIANTS[variant]
    game = game_of(variant)
    s = game.new_state(4)
    assert s == game.new_state(4) != game.new_state(5)
    assert len(s.pile("reserve")) == reserve and all(c.is_face_up for c in s.pile("reserve"))
    assert len(game.groups["tableau"]) == columns and s.counter("redeals_left") == redeals
    assert all(c.is_face_up for p in game.groups["tableau"] for c in s.piles[p])
    if chosen:      # four cards to choose from, the rest waits for the choice
        assert tableau_sizes(game, s) == [1] * 4 + [0] * (columns - 4)
        assert s.counter("base_rank") == 0 and not s.pile("waste") and stock_move(game, s) == []
        assert len(s.pile("stock")) == 104 - reserve - 4
    else:           # the base dealt home, a card on every pile, one on the waste
        assert tableau_sizes(game, s) == [1] * columns
        assert s.counter("base_rank") == s.pile("foundation_0")[0].rank
        assert len(s.pile("waste")) == 1 and s.pile("waste")[0].is_face_up
        assert len(s.pile("stock")) == 104 - reserve - columns - 2
    # the map of the variant holds exactly its piles and a place for every counter
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, warnings = layout_for(game.spec.layout, game.pile_names, kinds, [REPO_LEVELS_DIR])
    assert warnings == [] and set(layout.piles) == set(game.pile_names)
    assert set(game.counter_names) <= set(layout.labels)


def test_the_first_move_lays_one_of_the_four_home_then_the_stock_fills_the_gaps():
    game = game_of()
    s = position(game, {"tableau_0": "5H", "tableau_1": "9C", "tableau_2": "QD",
                        "tableau_3": "2S", "reserve": "4D 7C", "stock": hidden("3C " * 10 + "KH")})
    legal = game.legal_moves(s)
    assert {(game.pile_names[m.src], game.pile_names[m.dst]) for m in legal} == {
        (f"tableau_{t}", f"foundation_{f}") for t in range(4) for f in range(8)}
    turn = game.play(s, move(game, "tableau_1", "foundation_3"))
    assert s.counter("base_rank") == 9 and [c.label for c in s.pile("foundation_3")] == ["9C"]
    assert tableau_sizes(game, s) == [1] * 9                # every gap filled from the stock
    assert [c.label for c in s.pile("tableau_1")] == ["KH"]  # the stock's top card first
    assert [c.label for c in s.pile("waste")] == ["3C"]     # and a card onto the waste
    assert s.counter("stock_locked") == 0
    before = position(game, {"tableau_0": "5H", "tableau_1": "9C", "tableau_2": "QD",
                             "tableau_3": "2S", "reserve": "4D 7C",
                             "stock": hidden("3C " * 10 + "KH")})
    undo_steps(s, turn.steps)
    assert s == before                                      # undo takes the choice back


def test_foundations_climb_from_the_base_in_alternate_colours_to_the_rank_below_it():
    game = game_of()
    s = position(game, {"foundation_0": "JH QS KD", "foundation_1": "", "waste": "AC",
                        "tableau_0": "AD", "tableau_1": "JS", "tableau_2": "5C",
                        "reserve": "8D QH", "stock": hidden("2C")}, base_rank=11)
    legal = moves_between(game, s)
    assert ("waste", "foundation_0", 1) in legal            # the king is followed by the ace
    assert ("tableau_0", "foundation_0", 1) not in legal    # red on red
    assert ("tableau_1", "foundation_1", 1) in legal        # a jack starts a foundation
    assert ("reserve", "foundation_1", 1) not in legal      # nothing else does
    assert ("tableau_2", "foundation_1", 1) not in legal
    full = "JH QS KD AC 2D 3S 4H 5C 6D 7S 8H 9C TD"         # 13 cards: the rank below the base
    s = position(game, {"foundation_0": full, "tableau_0": "JS", "stock": hidden("2C")},
                 base_rank=11)
    assert ("tableau_0", "foundation_0", 1) not in moves_between(game, s)
    suited = game_of("generals_patience")
    s = position(suited, {"foundation_0": "4H", "tableau_0": "5H", "tableau_1": "5D",
                          "stock": hidden("2C")}, base_rank=4)
    legal = moves_between(suited, s)
    assert ("tableau_0", "foundation_0", 1) in legal and ("tableau_1", "foundation_0", 1) \
        not in legal                                        # General's Patience: in suit


def test_the_tableau_builds_down_in_alternate_colours_but_not_on_the_base_rank():
    game = game_of()
    s = position(game, {"foundation_0": "7H", "tableau_0": "9H", "tableau_1": "8C",
                        "tableau_2": "8D", "tableau_3": "AS", "tableau_4": "KH",
                        "tableau_5": "7S", "tableau_6": "6D", "tableau_7": "",
                        "waste": "TC", "reserve": "8D", "stock": hidden("2C")}, base_rank=7)
    legal = moves_between(game, s)
    assert ("tableau_1", "tableau_0", 1) in legal            # black 8 on red 9
    assert ("tableau_2", "tableau_0", 1) not in legal        # red on red
    assert ("tableau_4", "tableau_3", 1) in legal            # a king on an ace
    assert ("tableau_6", "tableau_5", 1) not in legal        # 7 is the base: nothing on it
    assert ("waste", "tableau_7", 1) in legal                # a gap takes the waste card …
    assert not any(dst == "tableau_7" and src != "waste" for src, dst, _ in legal)  # … only
    assert ("reserve", "tableau_0", 1) not in legal          # the reserve plays only home
    assert ("reserve", "foundation_0", 1) not in legal       # (a red 8 on a red 7)
    assert not any(n > 1 for _, _, n in legal)
    assert not any(dst in ("reserve", "waste", "stock") for _, dst, _ in legal)


def test_with_a_gap_the_stock_turns_one_card_then_waits_for_it_to_be_played():
    game = game_of("falling_stars")
    s = position(game, blocked(foundation_0="5H", tableau_0="", tableau_1="9S", waste="KD",
                               stock=hidden("4C 6S 2D 8H")), base_rank=5)
    game.play(s, stock_move(game, s)[0])                    # a gap: one card, then shut
    assert [c.label for c in s.pile("waste")] == ["KD", "8H"] and s.counter("stock_locked") == 1
    assert stock_move(game, s) == []
    game.play(s, move(game, "waste", "tableau_1"))          # the 8 played: open again
    assert [c.label for c in s.pile("waste")] == ["KD"] and s.counter("stock_locked") == 0
    game.play(s, stock_move(game, s)[0])
    assert s.counter("stock_locked") == 1
    game.play(s, move(game, "waste", "tableau_0"))          # the gap filled from the waste
    assert s.counter("stock_locked") == 0 and stock_move(game, s)
    game.play(s, stock_move(game, s)[0])                    # no gap now: no lock
    assert s.counter("stock_locked") == 0 and stock_move(game, s)


def test_an_emptied_waste_takes_the_next_card_and_locks_if_a_gap_is_left():
    game = game_of("wood")
    s = position(game, blocked(foundation_0="5H", tableau_0="", waste="6C",
                               stock=hidden("9S JD")), base_rank=5)
    game.play(s, move(game, "waste", "foundation_0"))
    assert [c.label for c in s.pile("waste")] == ["JD"] and s.counter("stock_locked") == 1
    game.play(s, move(game, "waste", "tableau_0"))          # gap filled, waste refilled
    assert [c.label for c in s.pile("waste")] == ["9S"] and s.counter("stock_locked") == 0


def test_signora_and_redheads_fill_an_emptied_pile_by_themselves_and_never_lock():
    game = game_of("signora")
    s = position(game, blocked(foundation_0="5H", tableau_0="6C", waste="KD",
                               stock=hidden("4C 2D")), base_rank=5)
    game.play(s, move(game, "tableau_0", "foundation_0"))
    assert [c.label for c in s.pile("tableau_0")] == ["KD"]   # from the waste
    assert [c.label for c in s.pile("waste")] == ["2D"]       # which takes the stock's card
    game = game_of("redheads")
    s = position(game, blocked(8, foundation_0="5H", tableau_0="6C", reserve="3H QC",
                               waste="KD", stock=hidden("4C 2D")), base_rank=5)
    game.play(s, move(game, "tableau_0", "foundation_0"))
    assert [c.label for c in s.pile("tableau_0")] == ["QC"]   # the reserve's top first
    s = position(game, blocked(8, foundation_0="5H", tableau_0="", waste="KD",
                               stock=hidden("4C 2D")), base_rank=5)
    game.play(s, stock_move(game, s)[0])
    assert s.counter("stock_locked") == 0 and stock_move(game, s)


def test_generals_patience_redeals_once_then_each_card_waits_and_a_stranded_one_loses():
    game = game_of("generals_patience")
    s = position(game, blocked(foundation_0="5H", waste="2C KD 6H"), base_rank=5,
                 redeals_left=1)
    [redeal] = stock_move(game, s)
    game.play(s, redeal)                                    # turned back, the first card out
    assert [c.label for c in s.pile("waste")] == ["2C"] and s.counter("redeals_left") == 0
    assert s.counter("stock_locked") == 1 and stock_move(game, s) == []
    assert game.status(s) == LOST                           # 2C can never be played
    s = position(game, blocked(foundation_0="5H", waste="6H KD 2C"), base_rank=5,
                 redeals_left=1)
    game.play(s, stock_move(game, s)[0])
    assert [c.label for c in s.pile("waste")] == ["6H"] and game.status(s) == OPEN
    game.play(s, move(game, "waste", "foundation_0"))        # played: the next one comes
    assert [c.label for c in s.pile("waste")] == ["KD"] and s.counter("stock_locked") == 1
    assert stock_move(game, s) == []


def test_a_waste_card_that_other_moves_free_is_not_lost():
    game = game_of("generals_patience")
    # 7H waits until the reserve's 6H goes home
    s = position(game, blocked(foundation_0="5H", tableau_0="9S", tableau_1="TD",
                               reserve="6H", waste="7H", stock=hidden("KC")),
                 base_rank=5, redeals_left=0, stock_locked=1)
    assert game.status(s) == OPEN
    s = position(game, blocked(foundation_0="5H", tableau_0="9H 8C", tableau_1="9D",
                               reserve="6D", waste="7C", stock=hidden("KC")),
                 base_rank=5, redeals_left=0, stock_locked=1)
    assert game.legal_moves(s) and game.status(s) == LOST    # 8C shuttles, 7C never plays


def test_won_with_all_104_home_and_the_score_counts_every_foundation_card():
    game = game_of()
    run = "JH QS KD AC 2D 3S 4H 5C 6D 7S 8H 9C TD"
    piles = {f"foundation_{k}": run for k in range(8)}
    piles["foundation_7"] = run[:-3]
    piles["tableau_4"] = "TD"
    s = position(game, piles, base_rank=11)
    assert game.status(s) == OPEN and game.score(s) == 103
    game.play(s, move(game, "tableau_4", "foundation_7"))
    assert game.status(s) == WON and game.score(s) == 104 == game.spec.max_score


def test_redheads_deal_3_is_played_to_the_win_through_the_rules():
    """A line the solver found, replayed move by move: each one legal when played."""
    game = game_of("redheads")
    s = game.new_state(3)
    short = {"s": "stock", "w": "waste", "r": "reserve"}

    def pile(code):
        name = short.get(code) or code.replace("t", "tableau_").replace("f", "foundation_")
        return game.pile_index(name)

    text = (Path(__file__).parent / "data" / "terrace_redheads_3.txt").read_text()
    for token in " ".join(ln for ln in text.splitlines() if not ln.startswith("#")).split():
        if token == "s":
            [m] = stock_move(game, s)
        else:
            src, dst = token.split(">")
            m = move(game, game.pile_names[pile(src)], game.pile_names[pile(dst)])
        assert m in game.legal_moves(s), token
        game.play(s, m)
    assert game.status(s) == WON and game.score(s) == 104


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_stock_lock_is_shown_only_where_it_can_change(variant):
    """Signora and Redheads fill their gaps by themselves: their stock never locks."""
    refilled = variant in ("signora", "redheads")
    assert (STOCK_LOCKED in game_of(variant).spec.hidden_counters) == refilled


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_once_the_base_is_chosen_the_hooks_only_strike_out_moves_of_the_fast_path(variant):
    """TerraceRules.narrows: the engine finds the moves by the piles' own rules and asks
    the hooks only about those — the same moves, in the same order, as asking the hooks
    about every pair of piles."""
    game = create("terrace", {"variant": variant})
    rng = random.Random(variant)
    narrowed = 0
    for deal in (1, 2):
        state = game.new_state(deal)
        for _ in range(120):
            narrowed += game.spec.hooks.can_drop.__self__.narrows(game, state)
            assert game.card_moves(state) == hooked_card_moves(game, state)
            legal = game.legal_moves(state)
            if not legal:
                break
            game.play(state, rng.choice(legal))
    assert narrowed > 100
