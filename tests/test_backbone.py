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


# Deal 1 won through real moves: the line the solver found (its guided playouts, see
# game/solver/playout.reserve_policy), replayed here move by move through the engine's
# legal moves. "." turns the stock; "a-b" moves one card (t = tableau_, f = foundation_,
# b = backbone_, w = waste).
DEAL_1_WON = (
    ". . . . . . . . . . . . . w-t5 . . . . . w-f3 . . . . . w-t4 t3-t4 w-t3 . . . w-f4 . "
    "w-t1 . w-f4 . . . . w-f3 . . . w-f2 . . w-t4 . w-t2 . . . . . w-t1 . w-t4 . . w-f0 "
    "t6-f0 w-t6 . w-t4 . . . . . . . . w-t5 . . w-f6 . w-f0 t0-f0 w-t0 . w-f6 . . . w-f7 "
    "t7-f7 w-t7 . . . w-f1 . . . . . . w-t2 . . . w-t6 . . . . . . . w-t4 w-t4 b18-t4 "
    "b8-f0 b7-f4 b6-f5 w-f4 b17-t1 . w-t7 . w-t2 . . w-f6 t4-f6 t4-f6 t4-f6 b5-f6 . . . "
    "w-f0 . . . . . . w-f5 . . . w-f1 t5-f1 t5-f1 t5-f1 w-t5 . . w-t7 . w-f0 t1-f0 t1-f0 "
    "t1-f0 t1-f0 w-t1 . w-f4 . w-t0 . . . w-t1 . w-f4 t2-f4 t2-f4 b16-f4 . w-t4 . . w-t0 "
    ". . . . w-f1 . w-f1 . w-f6 . . w-t7 t5-t7 w-t5 . . . . . w-f6 t6-f6 t6-f6 b15-f6 "
    "b4-f6 b14-f3 b3-f1 b2-f2 b1-f5 t7-f1 t7-f1 t3-f5 t7-f1 t7-f1 t7-f1 w-f2 w-t6 w-t7 "
    "w-t3 . . w-f3 . w-t1 . . w-t2 b13-t2 b12-f7 t7-f7 t5-t2 w-t7 w-t5 w-f7 t1-f7 t1-f7 "
    "t1-f7 w-t1 t6-t1 w-t6 . w-f7 t5-f7 w-t5 w-f5 t2-f5 t2-f5 t2-f5 t2-f5 t2-f5 b11-f5 "
    "b10-f4 b9-f5 t0-f4 t0-f4 t0-f5 b0-t5 w-t0 w-f4 w-f0 w-f2 t6-f0 w-t0 t7-t0 w-t6 w-f2 "
    "w-f3 t4-f3 t4-f3 t1-f2 t1-f2 t4-f3 t5-f2 t4-f3 t5-f2 t4-f3 t4-f3 w-f2 t0-f2 t0-f2 "
    "t4-f3 w-f7 t3-f3 t0-f2 . w-f7 t6-f7 "
)
SHORT = {"t": "tableau_", "f": "foundation_", "b": "backbone_"}


def pile_name(token: str) -> str:
    return "waste" if token == "w" else SHORT[token[0]] + token[1:]


def test_deal_1_is_won_through_real_moves_the_whole_backbone_played_out():
    game = create("backbone")
    state = game.new_state(1)
    for token in DEAL_1_WON.split():
        legal = game.legal_moves(state)
        if token == ".":
            clicks = [m for m in legal if m.action == "stock"]
            assert len(clicks) == 1, token
            chosen = clicks[0]
        else:
            src, dst = (game.pile_index(pile_name(t)) for t in token.split("-"))
            chosen = next((m for m in legal if (m.src, m.dst, m.count) == (src, dst, 1)), None)
            assert chosen is not None, token
        game.play(state, chosen)
    assert game.status(state) == WON and game.score(state) == 104
    assert not any(state.piles[i] for i in game.groups["backbone"])


def test_the_solver_wins_deal_1_and_its_line_replays():
    from game.solver import Budget, solve
    from game.solver.batch import replays

    game = create("backbone")
    state = game.new_state(1)
    result = solve(game, state, Budget(float("inf"), 20_000))   # a node budget: the same
    assert result.won and replays(game, state, result.moves)    # result on any machine
