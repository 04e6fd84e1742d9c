"""AisleRiot's Maze: one line of 54 places, 48 cards without kings."""

import pytest

from game.engine.game import OPEN, WON
from game.engine.history import History
from game.rules import create
from positions import move, position

SUIT_RUN = "A 2 3 4 5 6 7 8 9 T J Q".split()


@pytest.fixture
def maze():
    return create("maze")


def line(text):
    """54 places, '__' for a gap."""
    cells = text.split()
    assert len(cells) == 54
    return {f"maze_{i}": "" if c == "__" else c for i, c in enumerate(cells)}


def ordered(gaps_at=(8, 17, 30, 40, 50, 53)):
    cards = iter(f"{r}{s}" for s in "SHDC" for r in SUIT_RUN)
    return " ".join("__" if i in gaps_at else next(cards) for i in range(54))


def test_maze_deal(maze):
    s = maze.new_state(5)
    gaps = [i for i in range(54) if not s.pile(f"maze_{i}")]
    assert len(gaps) == 6 and 8 in gaps and 17 in gaps
    cards = [s.pile(f"maze_{i}")[0] for i in range(54) if s.pile(f"maze_{i}")]
    assert len(cards) == 48 and all(c.is_face_up and c.rank != 13 for c in cards)
    assert maze.new_state(5) == s != maze.new_state(6)
    assert {i for i in range(54) if not maze.new_state(6).pile(f"maze_{i}")} != set(gaps)


def swap(text, a, b):
    cells = text.split()
    cells[a], cells[b] = cells[b], cells[a]
    return " ".join(cells)


def test_maze_rules_in_small(maze):
    base = {f"maze_{i}": "" for i in range(54)}
    s = position(maze, base | {"maze_0": "5H", "maze_2": "7H", "maze_10": "6H",
                               "maze_11": "QD", "maze_20": "AC", "maze_21": "2C",
                               "maze_30": "3C", "maze_40": "AS", "maze_41": "JS"})

    def legal(src, dst):
        return maze.is_legal(s, move(maze, f"maze_{src}", f"maze_{dst}"))

    assert legal(10, 1)                      # 6H after 5H (and before 7H)
    assert legal(40, 12)                     # any ace after a queen
    assert legal(11, 19)                     # a queen before any ace
    assert legal(30, 22)                     # 3C after 2C
    assert not legal(30, 19)                 # 3C before AC: no
    assert legal(40, 3) is False             # AS after 7H: no
    assert legal(20, 53) is False            # the last place takes a queen only
    assert legal(11, 53)
    assert legal(40, 42) is False            # gap right of JS takes QS only
    s2 = position(maze, base | {"maze_1": "AS", "maze_5": "2D"})
    assert maze.is_legal(s2, move(maze, "maze_1", "maze_0"))           # first: an ace
    assert not maze.is_legal(s2, move(maze, "maze_5", "maze_0"))


def test_maze_score_and_win(maze):
    s = position(maze, line(ordered()))
    assert maze.status(s) == WON and maze.score(s) == 48
    text = swap(ordered(), 0, 8)             # AS moved into the 9th place
    s = position(maze, line(text))
    assert maze.score(s) == 45 and maze.status(s) == OPEN
    maze.play(s, move(maze, "maze_8", "maze_0"))
    assert maze.status(s) == WON


def test_maze_random_play_keeps_cards_and_undoes(maze):
    s = maze.new_state(2)
    start = s.copy()
    history = History(maze, s)
    for _ in range(40):
        moves = maze.legal_moves(s)
        assert moves                          # never blocked
        history.play(moves[len(moves) // 2])
    assert sorted(repr(c) for p in s.piles for c in p) == sorted(
        repr(c) for p in start.piles for c in p)
    history.restart()
    assert s == start
