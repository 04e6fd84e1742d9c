"""The solver's design: its members read the rules and the games' tuning, never game ids
(README, "The solver")."""

import ast
from dataclasses import fields
from pathlib import Path

import pytest

from game.rules import create, registry
from game.solver import tuning
from game.solver.members import MEMBERS
from game.solver.ordering import SCORES, Weights
from game.solver.playout import POLICIES
from game.solver.portfolio import Solver
from game.solver.search import Budget

SOLVER = Path(__file__).resolve().parent.parent / "game" / "solver"


def _literals(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def test_no_game_id_in_the_solver_code():
    """A string in game/solver/ that is a game id is a table by game: allowed only where
    the same word names a pile group or counter the rules declare (Plait's "plait")."""
    ids = set(registry().ids())
    words = set()
    for game_id in ids:
        game = create(game_id)
        words |= set(game.groups) | set(game.counter_names)
    found = [f"{path.name}:{line}: {value!r}" for path in sorted(SOLVER.glob("*.py"))
             for line, value in _literals(path) if value in ids - words]
    assert found == []


def test_the_solver_never_reads_the_games_group_or_compares_its_id():
    found = []
    for path in sorted(SOLVER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("family", "solver_group") \
                    and isinstance(node.value, ast.Attribute) and node.value.attr == "spec":
                found.append(f"{path.name}:{node.lineno}: spec.{node.attr}")
            if isinstance(node, ast.Compare) and any(
                    isinstance(n, ast.Attribute) and n.attr == "id"
                    for n in (node.left, *node.comparators)):
                found.append(f"{path.name}:{node.lineno}: compares an id")
    assert found == []


def test_every_games_tuning_reads_and_names_what_exists():
    for spec in registry().specs():
        found = tuning.parse(spec.solver_tuning)
        assert not found.score or found.score in SCORES, spec.id
        assert not found.playout or found.playout in POLICIES, spec.id
        assert set(found.weights) <= {f.name for f in fields(Weights)}, spec.id
        for guide in (*found.talon_guides, *(found.beam.guides if found.beam else ())):
            assert set(guide) <= {f.name for f in fields(Weights)}, spec.id


def test_a_misspelt_tuning_key_is_refused():
    with pytest.raises(tuning.TuningError):
        tuning.parse({"stagged": True})


def test_members_join_by_what_they_need():
    """The beam joins where the tuning asks for one, the talon searches where the
    stock turns onto a waste and the tuning names their guides."""
    for game_id, beam, talons in (("klondike", True, True), ("yukon", True, False),
                                  ("freecell", False, False)):
        game = create(game_id)
        solver = Solver(game, game.new_state(3), Budget(60.0, Solver.ALONE + 1))
        solver.run()
        assert (solver.beam is not None) is beam, game_id
        assert bool(solver.talons) is talons, game_id
    assert len({m.name for m in MEMBERS}) == len(MEMBERS)


def test_the_main_search_leads_where_only_the_other_guides_would_take_turns_with_it():
    """Where none but the side guides join (the exhaustive search that joins late
    aside) the main search keeps `MAIN_LEAD`; where a search of another kind joins it
    keeps no lead (the proof, the exhaustive search at once, Spider's, playouts, a beam:
    they win or prove there, or the sides do first, and the lead slowed them), the talon
    games their own `LEAD`, a MAIN member none."""
    def lead(game_id: str):
        game = create(game_id)
        schedule = Solver(game, game.new_state(1), Budget(1.0, 10)).schedule
        return schedule.lead if schedule.leader is not None else None

    for game_id in ("canfield", "forty_thieves", "dondorf_matadore", "kansas"):
        assert lead(game_id) == Solver.MAIN_LEAD, game_id
    for game_id in ("freecell", "auld_lang_syne", "spiderette", "plait", "yukon", "golf"):
        assert lead(game_id) is None, game_id
    assert lead("klondike") == Solver.LEAD


def _joined(game_id: str, deal: int, nodes: int, monkeypatch) -> list[str]:
    """The kinds of search that joined our own searches (not Freecell Solver's) within
    `nodes` positions, in order."""
    from game.solver.schedule import Schedule
    joined: list[str] = []
    join = Schedule.join

    def noting(schedule, member, *args, **kwargs):
        joined.append(type(member).__name__)
        join(schedule, member, *args, **kwargs)

    monkeypatch.setattr(Schedule, "join", noting)
    game = create(game_id)
    solver = Solver(game, game.new_state(deal), Budget(60.0, nodes))
    solver.fcs = None
    solver.run()
    return joined


def test_the_proof_joins_late_where_every_card_is_in_sight_the_exhaustive_search_elsewhere(
        monkeypatch):
    monkeypatch.setattr(Solver, "PROOF_AFTER", 500)
    joined = _joined("freecell", 11982, 3000, monkeypatch)
    # (over the free-cell model there: cell_proof.py)
    assert "CellProof" in joined and "SmallSearch" not in joined
    assert joined.index("CellProof") == len(joined) - 1     # the last to join
    # Kansas: a stock turned onto a waste, refills (no proof), a key that condenses
    joined = _joined("kansas", 1, 3000, monkeypatch)
    assert "Proof" not in joined and joined[-1] == "SmallSearch"
    # Auld Lang Syne: cards only go home, dominant moves home tried alone: the
    # exhaustive search joins at once (exhaustive.at_once)
    joined = _joined("auld_lang_syne", 1, 3000, monkeypatch)
    assert "Proof" not in joined and joined[0] == "SmallSearch"


def test_the_strategys_probe_keeps_to_the_wall_clock_and_goes_on_next_time():
    """A game with a "Play for me" strategy has its line tried first; that probe stops at
    `until` (a hint's first answer is due soon) and resumes where it stopped."""
    import time

    game = create("dondorf_numeri")     # its strategy plays on for thousands of moves
    assert game.spec.autoplay is not None
    solver = Solver(game, game.new_state(1000), Budget(60.0, 10**6))
    assert not solver.probed
    result = solver.run(until=time.perf_counter())     # no time at all
    assert result is None and not solver.probed and solver.probing is not None
    played = len(solver.probing[1])
    assert 0 < played < Solver.PROBE_MOVES
    while solver.probing is not None and solver.run(until=time.perf_counter()) is None:
        assert solver.probing is None or len(solver.probing[1]) > played
        played = len(solver.probing[1]) if solver.probing is not None else played
    assert solver.probed


def test_the_split_says_which_members_spent_the_time(monkeypatch):
    """`Solver.split` (tools/bench_solver.py's CPU by member): every member that joined,
    by its name, the main search's under "main"; together the solver's own seconds."""
    monkeypatch.setattr(Solver, "ALONE", 20)
    game = create("freecell")
    solver = Solver(game, game.new_state(11982), Budget(60.0, 400))
    solver.fcs = None
    while (result := solver.run()) is None:
        pass
    split = solver.split()
    assert set(split) >= {"main", "sides"} and all(s >= 0 for s in split.values())
    assert sum(split.values()) == pytest.approx(result.seconds, abs=0.01)
    assert not solver.joined and not solver.searches     # let go, seconds kept
