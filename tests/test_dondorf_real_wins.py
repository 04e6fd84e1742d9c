"""Der Diwan (Nr. 16) and Die Arena (Nr. 18) won on real deals, not only on hand-built
positions: each line below was found by a search outside the test suite and is replayed
here, move by move, through the engine's legal moves to a won game.

A line is written as tokens: "." is a click on the talon; "a-b" moves one card from pile a
to pile b, with pile names shortened (r3 = row_3, f0 = foundation_0, w = waste, o1 =
open_1, iu/ou/il/ol5 = inner/outer upper/lower semicircle slot 5).
"""

import pytest

from game.engine.game import WON
from game.engine.moves import Move
from game.rules import create

SHORT = {"r": "row_", "f": "foundation_", "o": "open_", "iu": "inner_upper_",
         "ou": "outer_upper_", "il": "inner_lower_", "ol": "outer_lower_"}

DIWAN_DEAL_4 = (
    "r3-f0 r4-r3 r1-f1 . . w-r4 . . . . w-f2 . . . . w-f3 . . . . w-f0 r3-f0 r3-f0 r3-f4 "
    "r0-f4 . w-f1 . . . . . . . . . w-f1 w-r0 . . w-f4 . . w-r5 . . . w-r2 . . w-f2 . "
    "w-f4 r1-f4 . . . . w-f2 . w-f1 w-r0 r5-f1 r7-f1 r1-f1 r1-r0 r1-r4 r6-r4 r6-f5 w-f5 "
    "r6-f0 r6-r1 r6-r1 r3-r6 r3-f4 r7-r3 r7-f2 r7-f3 . w-f5 w-r7 . . w-f2 r4-f2 r4-f2 "
    "r4-f2 r4-f2 . . w-f2 r7-f2 r7-f2 r4-r7 r4-f6 r7-f6 r4-r2 r0-r7 r1-r6 r0-r4 r0-r3 "
    "r4-r3 r7-r3 r5-r7 r5-r4 r5-f7 . . . . . . w-f3 w-r1 w-r7 . . . w-f5 . w-f0 r5-f0 "
    "r5-f4 r0-r5 r0-r6 r0-f0 r6-f0 r6-f0 r6-f0 . . w-r1 . . . . w-f3 . w-f4 r3-f4 r3-f4 "
    "w-f4 r5-f4 . . w-f6 w-r1 r2-r5 . . w-r4 . . . . . . . w-r4 w-r4 r7-r6 r7-r4 r6-r4 "
    "r2-r7 r5-r6 r2-r5 r7-r5 r6-r5 r4-r6 r4-r7 w-r1 r6-r7 r2-r1 r2-r7 r2-r6 r2-f6 r4-r2 "
    "r4-f1 r4-f1 w-f1 . w-r5 r0-r5 . . w-f0 . . . w-f6 w-r4 r7-r0 r1-f6 r1-f6 r1-f6 r1-f6 "
    "r1-f6 r1-f6 w-f6 w-r4 r7-r1 r2-r4 w-r3 r0-r1 . w-f3 . w-f7 . . w-f1 w-r5 w-f1 w-r3 "
    "w-r6 . . w-f5 . w-f3 r5-f3 r5-f3 r5-f3 r5-f3 r5-f3 r5-f3 . w-f5 r6-f5 r6-f5 r3-f5 "
    "r3-f5 r3-f5 r3-f5 . w-f7 r1-f7 r1-f7 r7-f7 r4-f7 r4-f7 r4-f7 r4-f7 w-f7 w-f7 "
)

ARENA_DEAL_4 = (
    ". . . o0-f2 . o0-f3 o2-f3 . . o2-f3 o0-f2 . . . o1-il1 . . o1-iu1 . . o2-iu2 o1-il2 "
    ". . o2-f3 . o2-ol1 . o2-f1 . . o2-f1 . . o2-ol2 . . o1-ol3 o0-f2 o2-ou1 . o1-f0 "
    "o0-f3 . o0-f3 w-f3 . . o0-iu3 . . o1-il3 . . o1-f2 . . . . o1-f0 o0-iu4 . o1-il4 "
    "o0-f1 . o1-f3 . . o1-iu5 . o1-f2 . . o1-ou2 o2-ol4 . o2-f1 . o1-f1 . . o1-il5 . "
    "o1-ol5 o2-f0 o0-f0 . o0-il6 . . il6-f1 il5-f1 o2-f2 o1-iu6 o0-iu7 . o1-il5 o2-ou3 "
    "o0-f1 . o1-f3 . iu7-f0 . . o2-f3 o1-iu7 . o1-il6 ol5-f2 o2-f2 w-f2 w-iu8 . . o2-ou4 "
    "w-ou5 . . o0-ol5 . o0-f0 . o0-ol6 . o0-ou6 . o0-iu9 . . . . o2-f3 o1-f1 . o1-ou7 "
    "w-ou8 . . o2-iu10 o1-iu11 . o1-f0 . . o1-f1 o0-il7 . o2-f0 o1-ou9 o0-f2 . o0-f0 "
    "o1-f0 . o0-ou10 . . o0-ou11 o1-ol7 o2-f3 . o2-ou12 o0-il8 w-il9 . . o2-f0 o1-il10 "
    "o0-iu12 . o2-f1 o1-ol8 w-ol9 w-f1 . o1-ol10 o2-f2 w-ol11 o0-ol12 . o1-il11 w-il12 "
    "w-f2 o0-f0 "
)


def pile_name(token: str) -> str:
    if token == "w":
        return "waste"
    prefix = token.rstrip("0123456789")
    return SHORT[prefix] + token[len(prefix):]


def replay(game_id: str, deal: int, line: str):
    game = create(game_id)
    state = game.new_state(deal)
    for token in line.split():
        legal = game.legal_moves(state)
        if token == ".":
            clicks = [m for m in legal if m.action != "move"]
            assert len(clicks) == 1, (token, clicks)
            chosen = clicks[0]
        else:
            src, dst = (game.pile_index(pile_name(t)) for t in token.split("-"))
            chosen = Move("move", src, dst, 1)
            assert chosen in legal, token
        game.play(state, chosen)
    return game, state


@pytest.mark.parametrize(("game_id", "deal", "line", "cards"), [
    ("dondorf_diwan", 4, DIWAN_DEAL_4, 96),
    ("dondorf_arena", 4, ARENA_DEAL_4, 104),
])
def test_a_real_deal_plays_to_a_win(game_id, deal, line, cards):
    game, state = replay(game_id, deal, line)
    assert game.is_won(state) and game.status(state) == WON
    assert game.score(state) == cards


def test_the_diwan_win_ends_in_the_picture_of_kings_beside_the_queens():
    game, state = replay("dondorf_diwan", 4, DIWAN_DEAL_4)
    assert not state.pile("kings")
    for i in range(8):
        row, home = state.pile(f"row_{i}"), state.pile(f"foundation_{i}")
        assert row[-1].rank == 13 and row[-1].suit == home[-1].suit
