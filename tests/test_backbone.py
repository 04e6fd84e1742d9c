"""Backbone (game/rules/backbone.py): Forty Thieves' building and a blocked reserve."""

from game.engine.game import WON
from game.rules import create
from positions import move, moves_between, position

SPINE = {f"backbone_{k}": "" for k in range(19)}


def test_the_deal_one_card_per_pile_nineteen_in_the_backbone_77_in_the_stock():
    game = create("backbone")
    state = game.new_state(2)
    assert [len(state.piles[i]) for i in game.groups["tableau"]] == [1] * 8
    assert [len(state.piles[i]) for i in game.groups["backbone"]] == [1] * 19
    assert all(state.piles[i][0].is_face_up for i in game.groups["backbone"])
    assert len(state.pile("stock")) == 77 and state.pile("waste") == ()
    assert game.new_state(2) == state and game.new_state(3) != state


def test_a_backbone_card_plays_only_once_every_card_on_it_is_gone():
    game = create("backbone")
    # backbone_8 and backbone_17 end the columns; backbone_18 lies across both
    piles = dict(SPINE, backbone_7="5S", backbone_8="9H", backbone_17="AD", backbone_18="KC",
                 tableau_0="TH", foundation_0="AS 2S 3S 4S", stock="[2C]")
    state = position(game, piles)
    # only the king across both ends is free, and it fits nowhere (gaps refuse it)
    assert not any(src.startswith("backbone") for src, _, _ in moves_between(game, state))
    state.piles[state.index("backbone_18")] = ()
    free = moves_between(game, state)
    assert ("backbone_17", "foundation_1", 1) in free        # the ace, now uncovered
    assert ("backbone_8", "tableau_0", 1) in free            # 9 on 10 in suit
    assert not any(src == "backbone_7" for src, _, _ in free)  # backbone_8 lies on it
    game.play(state, move(game, "backbone_8", "tableau_0"))
    assert ("backbone_7", "foundation_0", 1) in moves_between(game, state)


def test_the_tableau_builds_down_in_suit_and_a_gap_never_takes_a_backbone_card():
    game = create("backbone")
    state = position(game, dict(SPINE, tableau_0="8D", tableau_1="7D", tableau_2="7C",
                                backbone_18="4H", waste="5H", stock="[2C]"))
    found = moves_between(game, state)
    assert ("tableau_1", "tableau_0", 1) in found and ("tableau_2", "tableau_0", 1) not in found
    assert ("waste", "tableau_3", 1) in found and ("tableau_0", "tableau_3", 1) in found
    assert not any(src == "backbone_18" and dst.startswith("tableau") for src, dst, _ in found)


def test_the_stock_turns_back_once_and_the_game_is_won_with_104_home():
    game = create("backbone")
    kings = {f"tableau_{i}": "KS" for i in range(8)}
    state = position(game, dict(SPINE, waste="5H", stock="", **kings), redeals_left=1)
    assert [m.action for m in game.legal_moves(state)] == ["stock"]
    game.play(state, game.legal_moves(state)[0])
    assert state.counter("redeals_left") == 0 and len(state.pile("stock")) == 1
    full = {f"foundation_{i}": "AS" for i in range(8)}
    state = position(game, dict(SPINE, **full))
    state.piles[:] = [p * 13 if p else p for p in state.piles]
    assert game.status(state) == WON and game.score(state) == 104
