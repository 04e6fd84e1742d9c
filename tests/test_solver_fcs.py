"""The optional Freecell Solver backend (game/solver/fcs.py): the game's shape in its
terms, the board it reads, its lines translated into our moves and replayed — tested
with and without the library. The fixtures in data/fcs/ were recorded from Debian's
fc-solve 5.0.0: Microsoft deal 1 as `make-microsoft-freecell-board -t 1` prints it, and
`fc-solve -m`'s solution of it."""

from dataclasses import replace
from pathlib import Path

import pytest

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import DOWN, LAST_RANK, Build, RunLimit, SuitRule, tableau
from game.rules import create
from game.rules.freecell import FREECELL
from game.solver import Budget, Verdict, fcs, solve
from game.solver.batch import replays
from game.solver.portfolio import Solver
from positions import position

DATA = Path(__file__).parent / "data" / "fcs"
needs_fcs = pytest.mark.skipif(not fcs.installed(), reason="Freecell Solver not installed")


@pytest.fixture(autouse=True)
def backend_on(monkeypatch):
    """Turned on here (conftest turns it off for every other test)."""
    monkeypatch.setenv("REUSSITE_FCS", "1")


@pytest.fixture(scope="module")
def freecell():
    return create("freecell")


def recorded_line():
    return fcs.parse_solution((DATA / "freecell_1.solution").read_text())


# --- without the library ------------------------------------------------------------

def test_freecell_in_freecell_solvers_terms(freecell):
    assert fcs.shape(freecell) == fcs.Shape(4, 8, "alternate_color", "limited", "any")
    assert fcs.shape(freecell).options()[:4] == ["--freecells-num", "4", "--stacks-num", "8"]


def test_the_shape_table_reads_the_rules_not_the_game_id():
    # Baker's Game and Seahaven-like shapes, written as variants here: built in suit,
    # ten columns, kings only in empty columns, whole runs moved freely.
    bakers = Game(replace(FREECELL, id="bakers_test", piles=(
        *FREECELL.piles[:2], tableau(8, flip_exposed=False, run_limit=RunLimit(),
                                     build=Build(SuitRule.SAME_SUIT, DOWN)))))
    assert fcs.shape(bakers) == fcs.Shape(4, 8, "suit", "limited", "any")
    kings = Game(replace(FREECELL, id="kings_test", piles=(
        *FREECELL.piles[:2], tableau(10, flip_exposed=False, fill=LAST_RANK))))
    assert fcs.shape(kings) == fcs.Shape(4, 10, "alternate_color", "unlimited", "kings")
    half = Game(replace(FREECELL, id="half_test", piles=(
        *FREECELL.piles[:2], tableau(8, flip_exposed=False,
                                     run_limit=RunLimit(empty_piles=False)))))
    assert fcs.shape(half) is None       # a run limit fc-solve cannot say
    for game_id in ("klondike", "spider", "yukon", "reussite_32", "dondorf_zopf"):
        assert fcs.shape(create(game_id)) is None, game_id


def test_the_freecell_family_in_the_shape_table():
    bakers, eight_off, seahaven = (create(g) for g in ("bakers_game", "eight_off", "seahaven"))
    assert fcs.shape(bakers) == fcs.Shape(4, 8, "suit", "limited", "any")
    assert fcs.shape(create("bakers_game", {"rules": "manual"})) == \
        fcs.Shape(4, 8, "suit", "limited", "kings")
    # Seahaven sends runs home in one drag: our rules allow more there, so fc-solve's
    # "not solvable" proves nothing for us. Eight Off's foundations keep their cards.
    assert fcs.shape(eight_off) == fcs.Shape(8, 8, "suit", "limited", "kings")
    assert fcs.shape(seahaven) == fcs.Shape(4, 10, "suit", "limited", "kings", exact=False)
    assert fcs.board(eight_off, eight_off.new_state(1)).splitlines()[1].count("-") == 4


def test_cards_our_rules_send_home_by_themselves_are_followed():
    # Baker's Game sends every card home that fits; fc-solve moves them one by one.
    bakers = create("bakers_game")
    s = bakers.new_state(2)
    assert fcs.board(bakers, s) == (DATA / "bakers_game_2.board").read_text()
    line = fcs.parse_solution((DATA / "bakers_game_2.solution").read_text())
    moves = fcs.translate(bakers, s, line)
    assert moves is not None and replays(bakers, s, moves)
    assert len(moves) < len(line)            # its moves home that ours made already


def test_the_board_lists_the_columns_as_the_deal_generator_does(freecell):
    text = fcs.board(freecell, freecell.new_state(1))
    lines = text.splitlines()
    assert lines[:2] == ["Foundations: H-0 C-0 D-0 S-0", "Freecells: - - - -"]
    assert [line.removeprefix(": ") for line in lines[2:]] == \
        (DATA / "freecell_1.board").read_text().splitlines()
    s = position(freecell, {"foundation_2": "AH 2H", "cell_1": "KS", "tableau_0": "TD"})
    assert fcs.board(freecell, s).splitlines()[:2] == ["Foundations: H-2 C-0 D-0 S-0",
                                                       "Freecells: - KS - -"]


def test_a_recorded_solution_is_parsed(freecell):
    line = recorded_line()
    assert len(line) == 127
    assert line[0] == fcs.FcsMove(fcs.STACK_TO_CELL, 4, 0, 1)
    assert fcs.FcsMove(fcs.STACK_TO_STACK, 4, 7, 1) in line
    assert any(m.kind == fcs.STACK_TO_STACK and m.count > 1 for m in line)
    sentence = "Move the sequence on top of Stack 3 to the foundations"
    assert fcs.parse_solution(sentence) == [fcs.FcsMove(fcs.SEQUENCE_TO_HOME, 3, 0, 13)]


def test_a_recorded_solution_translates_into_our_moves_and_wins(freecell):
    s = freecell.new_state(1)
    moves = fcs.translate(freecell, s, recorded_line())
    assert moves is not None and len(moves) == 127
    assert replays(freecell, s, moves)
    assert moves[0] == Move("move", freecell.pile_index("tableau_4"),
                            freecell.pile_index("cell_0"), 1)


def test_a_line_that_breaks_our_rules_is_refused(freecell):
    s = freecell.new_state(1)
    line = recorded_line()
    assert fcs.translate(freecell, s, line[:-1]) is None                 # no win
    assert fcs.translate(freecell, s, [fcs.FcsMove(fcs.CELL_TO_STACK, 0, 1)] + line) is None
    wrong_count = [fcs.FcsMove(fcs.STACK_TO_STACK, 0, 1, 3)] + line
    assert fcs.translate(freecell, s, wrong_count) is None
    assert fcs.translate(freecell, freecell.new_state(2), line) is None  # another deal


def test_without_the_backend_our_own_solver_works_as_before(freecell, monkeypatch):
    monkeypatch.setenv("REUSSITE_FCS", "0")
    assert not fcs.available() and not fcs.applies(freecell, freecell.new_state(1))
    solver = Solver(freecell, freecell.new_state(1), Budget(30.0, 200_000))
    assert solver.fcs is None
    s = freecell.new_state(1)
    result = solve(freecell, s, Budget(30.0, 200_000))
    assert result.won and replays(freecell, s, result.moves)


# --- with the library -------------------------------------------------------------------

@needs_fcs
def test_freecell_solver_wins_deals_and_its_lines_replay(freecell):
    for deal in (1, 2, 5, 617):
        s = freecell.new_state(deal)
        solver = Solver(freecell, s, Budget(30.0, 200_000))
        assert solver.fcs is not None
        result = solve(freecell, s, Budget(30.0, 200_000))
        assert result.won and replays(freecell, s, result.moves)


@needs_fcs
def test_freecell_solver_wins_the_freecell_family(freecell):
    for game_id in ("bakers_game", "eight_off", "seahaven"):
        game = create(game_id)
        s = game.new_state(2)
        solver = Solver(game, s, Budget(30.0, 200_000))
        assert solver.fcs is not None, game_id
        result = solver.run()
        assert result.won and replays(game, s, result.moves), game_id
        assert solver.main.nodes == 0, game_id           # fc-solve's line, replayed


@needs_fcs
def test_freecell_solver_proves_11982_lost(freecell):
    solver = Solver(freecell, freecell.new_state(11982), Budget(30.0, 200_000))
    result = solver.run()
    assert result.verdict is Verdict.UNWINNABLE
    assert solver.main.nodes == 0 and result.nodes > 50_000    # its positions, not ours


@needs_fcs
def test_a_line_that_does_not_replay_leaves_the_work_to_our_solver(freecell, monkeypatch):
    monkeypatch.setattr(fcs, "translate", lambda game, state, line: None)
    s = freecell.new_state(3)
    solver = Solver(freecell, s, Budget(30.0, 200_000))
    result = solver.run()
    assert solver.fcs is None and solver.main.nodes > 0     # our own search won
    assert result.won and replays(freecell, s, result.moves)


@needs_fcs
def test_freecell_solver_works_in_slices(freecell):
    solver = Solver(freecell, freecell.new_state(11982), Budget(30.0, 200_000))
    assert solver.run(seconds=0.0) is None
    assert solver.fcs is not None and solver.looked_at > 0
    result = None
    while result is None:
        result = solver.run(seconds=0.01)
    assert result.verdict is Verdict.UNWINNABLE
