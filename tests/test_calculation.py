"""Sir Tommy and Hopscotch (game/rules/calculation.py)."""

from game.engine.game import LOST, OPEN, WON
from game.rules import create
from positions import move, moves_between, position

RANKS = "A23456789TJQK"
SUITS = "CDHS"
HOPSCOTCH_LADDERS = (   # foundation k: its base, then every k+1 ranks round to the king
    "A 2 3 4 5 6 7 8 9 T J Q K", "2 4 6 8 T Q A 3 5 7 9 J K",
    "3 6 9 Q 2 5 8 J A 4 7 T K", "4 8 Q 3 7 J 2 6 T A 5 9 K")


def stock_turning(order: list[str]) -> str:
    """A face-down stock that turns its cards in this order (the top card lies last)."""
    return " ".join(f"[{c}]" for c in reversed(order))


def play_to_the_end(game, s) -> None:
    """Play each turned card home if it fits, else onto the first reserve; reserve tops
    go home whenever they fit."""
    while game.status(s) == OPEN:
        legal = game.legal_moves(s)
        home = [m for m in legal if m.action == "move"
                and game.pile_names[m.dst].startswith("foundation")]
        game.play(s, (home or [m for m in legal if m.action == "move"] or legal)[0])


# --- Sir Tommy ---------------------------------------------------------------------------

def test_sir_tommy_deals_the_whole_pack_to_the_stock():
    game = create("sir_tommy")
    s = game.new_state(7)
    assert len(s.pile("stock")) == 52 and not any(c.is_face_up for c in s.pile("stock"))
    assert all(not s.pile(n) for n in game.pile_names if n != "stock")
    assert s == game.new_state(7) and s.pile("stock") != game.new_state(8).pile("stock")


def test_sir_tommy_turns_one_card_and_only_onto_an_empty_waste():
    game = create("sir_tommy")
    s = game.new_state(1)
    top = s.pile("stock")[-1]
    game.play(s, game.stock_moves(s)[0])
    assert s.pile("waste") == (top.face_up(),) and len(s.pile("stock")) == 51
    assert game.stock_moves(s) == []              # the waste card must be placed first
    reserves = {("waste", f"reserve_{k}", 1) for k in range(4)}
    assert reserves <= moves_between(game, s)
    game.play(s, move(game, "waste", "reserve_2"))
    assert len(game.stock_moves(s)) == 1
    s = position(game, {"reserve_0": "5H"})
    assert game.stock_moves(s) == []              # no redeal: an empty stock is spent


def test_sir_tommy_waste_card_goes_home_or_onto_any_reserve_whatever_lies_there():
    game = create("sir_tommy")
    s = position(game, {"stock": "[9C]", "waste": "2H", "foundation_0": "AS",
                        "foundation_1": "AD 2D", "reserve_0": "KC", "reserve_1": "2C 3D"})
    legal = moves_between(game, s)
    assert ("waste", "foundation_0", 1) in legal                 # any suit: 2♥ on A♠
    assert ("waste", "foundation_1", 1) not in legal             # not on a two
    assert ("waste", "foundation_2", 1) not in legal             # an empty one takes an ace
    assert {("waste", f"reserve_{k}", 1) for k in range(4)} <= legal
    s = position(game, {"waste": "AH"})
    assert ("waste", "foundation_0", 1) in moves_between(game, s)


def test_sir_tommy_reserve_tops_play_only_home():
    game = create("sir_tommy")
    s = position(game, {"stock": "[9C]", "foundation_0": "AS 2S", "reserve_0": "3H 4C",
                        "reserve_1": "TD 3C", "reserve_2": "AH"})
    legal = moves_between(game, s)
    assert legal == {("reserve_1", "foundation_0", 1), ("reserve_2", "foundation_1", 1),
                     ("reserve_2", "foundation_2", 1), ("reserve_2", "foundation_3", 1)}
    assert ("reserve_0", "foundation_0", 1) not in legal         # 3♥ lies under the 4
    assert not any(dst.startswith("reserve") or dst == "waste" for _, dst, _ in legal)


def test_sir_tommy_foundations_run_ace_to_king_and_stop():
    game = create("sir_tommy")
    full = " ".join(f"{r}C" for r in RANKS)
    s = position(game, {"foundation_0": full, "foundation_1": full[:-3], "waste": "KH",
                        "reserve_0": "AD"})
    legal = moves_between(game, s)
    assert ("waste", "foundation_1", 1) in legal
    assert ("waste", "foundation_0", 1) not in legal and \
        ("reserve_0", "foundation_0", 1) not in legal            # nothing on a king


def test_sir_tommy_won_with_every_card_home_and_lost_when_no_reserve_top_fits():
    game = create("sir_tommy")
    piles = {f"foundation_{k}": " ".join(f"{r}{suit}" for r in RANKS)
             for k, suit in enumerate(SUITS)}
    piles["foundation_3"] = piles["foundation_3"][:-3]
    s = position(game, {**piles, "waste": "KS"})
    assert game.status(s) == OPEN and game.score(s) == 51
    game.play(s, move(game, "waste", "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 52 == game.spec.max_score
    s = position(game, {"foundation_0": "AC", "reserve_0": "3C", "reserve_1": "KD 4H"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST


def test_sir_tommy_plays_to_a_win_through_a_reserve():
    """The stock turns each two before its ace: the two waits on a reserve."""
    order = [f"{r}{s}" for r in RANKS for s in SUITS]
    for i in range(0, 8, 2):      # 2C before AC, 2D before AD, …
        order[i // 2], order[4 + i // 2] = order[4 + i // 2], order[i // 2]
    game = create("sir_tommy")
    s = position(game, {"stock": stock_turning(order)})
    play_to_the_end(game, s)
    assert game.status(s) == WON and game.score(s) == 52


def test_sir_tommy_plays_to_a_loss_when_a_reserve_buries_what_the_foundations_need():
    """Each two turns before any ace and has a three laid on it: no ace gets its two."""
    buried = [f"{r}{s}" for s in SUITS for r in "23"]
    order = buried + [f"{r}{s}" for r in RANKS for s in SUITS if f"{r}{s}" not in buried]
    game = create("sir_tommy")
    s = position(game, {"stock": stock_turning(order)})
    play_to_the_end(game, s)
    assert game.status(s) == LOST and not s.pile("stock") and not s.pile("waste")


# --- Hopscotch ---------------------------------------------------------------------------

def test_hopscotch_deals_the_four_club_bases_and_the_rest_to_the_stock():
    game = create("hopscotch")
    s = game.new_state(4)
    assert [[c.label for c in s.pile(f"foundation_{k}")] for k in range(4)] == \
        [["AC"], ["2C"], ["3C"], ["4C"]]
    assert len(s.pile("stock")) == 48 and not any(c.is_face_up for c in s.pile("stock"))
    assert not s.pile("waste") and all(not s.pile(f"reserve_{k}") for k in range(4))
    assert s == game.new_state(4) and s.pile("stock") != game.new_state(5).pile("stock")
    assert game.score(s) == 0


def test_hopscotch_foundations_build_by_one_two_three_four_round_the_ranks():
    game = create("hopscotch")
    s = position(game, {"foundation_0": "AC 2H", "foundation_1": "2C 4H 6S 8S TD QH",
                        "foundation_2": "3C", "foundation_3": "4C", "waste": "AD",
                        "reserve_0": "3S", "reserve_1": "6D", "reserve_2": "8D"})
    legal = moves_between(game, s)
    assert ("waste", "foundation_1", 1) in legal                 # Q + 2 round to the ace
    assert ("reserve_0", "foundation_0", 1) in legal             # 2 + 1
    assert ("reserve_1", "foundation_2", 1) in legal             # 3 + 3
    assert ("reserve_2", "foundation_3", 1) in legal             # 4 + 4
    assert ("reserve_1", "foundation_3", 1) not in legal
    assert ("reserve_0", "foundation_2", 1) not in legal
    assert ("waste", "foundation_0", 1) not in legal


def test_hopscotch_reserves_take_the_waste_card_and_give_only_home():
    game = create("hopscotch")
    s = position(game, {"foundation_0": "AC", "foundation_1": "2C", "foundation_2": "3C",
                        "foundation_3": "4C", "waste": "KD", "reserve_0": "5H 2S",
                        "reserve_1": "9S", "stock": "[7C]"})
    legal = moves_between(game, s)
    assert {("waste", f"reserve_{k}", 1) for k in range(4)} <= legal
    assert ("reserve_0", "foundation_0", 1) in legal
    assert not any(src.startswith("reserve") and dst.startswith("reserve")
                   for src, dst, _ in legal)
    assert game.stock_moves(s) == []              # the king must be placed first


def test_hopscotch_each_foundation_ends_on_its_king():
    game = create("hopscotch")
    ladders = [" ".join(f"{r}{SUITS[k]}" for r in ladder.split())
               for k, ladder in enumerate(HOPSCOTCH_LADDERS)]
    s = position(game, {"foundation_0": ladders[0], "foundation_1": ladders[1][:-3],
                        "foundation_2": "3C", "foundation_3": "4C", "waste": "AD",
                        "reserve_0": "KH"})
    legal = moves_between(game, s)
    assert ("waste", "foundation_0", 1) not in legal             # K + 1 would be an ace
    assert ("reserve_0", "foundation_1", 1) in legal


def test_hopscotch_won_with_48_cards_played_and_lost_when_stuck():
    game = create("hopscotch")
    ladders = [" ".join(f"{r}{SUITS[k]}" for r in ladder.split())
               for k, ladder in enumerate(HOPSCOTCH_LADDERS)]
    s = position(game, {**{f"foundation_{k}": ladders[k] for k in range(3)},
                        "foundation_3": ladders[3][:-3], "reserve_1": "KS"})
    assert game.status(s) == OPEN and game.score(s) == 47
    game.play(s, move(game, "reserve_1", "foundation_3"))
    assert game.status(s) == WON and game.score(s) == 48 == game.spec.max_score
    s = position(game, {"foundation_0": "AC", "foundation_1": "2C", "foundation_2": "3C",
                        "foundation_3": "4C", "reserve_0": "9D", "reserve_1": "KH 3S"})
    assert game.legal_moves(s) == [] and game.status(s) == LOST


def test_hopscotch_plays_to_a_win_from_a_stock_in_ladder_order():
    """Each card turned goes straight home (the next rung of some foundation), except
    those held back on a reserve until they fit."""
    rungs = [ladder.split()[1:] for ladder in HOPSCOTCH_LADDERS]
    suits = {rank: [s for s in SUITS] for rank in RANKS}
    for k in range(4):    # the bases are clubs: those cards are not in the stock
        suits[HOPSCOTCH_LADDERS[k].split()[0]].remove("C")
    order = [f"{rank}{suits[rank].pop()}" for step in range(12) for ladder in rungs
             for rank in [ladder[step]]]
    order[0], order[4] = order[4], order[0]       # the first 3 before the 2: it waits
    game = create("hopscotch")
    s = position(game, {"foundation_0": "AC", "foundation_1": "2C", "foundation_2": "3C",
                        "foundation_3": "4C", "stock": stock_turning(order)})
    game.play(s, game.stock_moves(s)[0])
    assert s.pile("waste")[0].rank == 3 and not any(
        m.action == "move" and game.pile_names[m.dst].startswith("foundation")
        for m in game.legal_moves(s))
    play_to_the_end(game, s)
    assert game.status(s) == WON and game.score(s) == 48
