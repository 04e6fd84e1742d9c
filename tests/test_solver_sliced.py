"""The base of every resumable search (solver/sliced.py): slices stop where they must,
resume where they stopped, and a spent budget is a cut UNKNOWN."""

import time

from game.solver.sliced import Budget, Result, Sliced, SliceEnd, Verdict


class Counting(Sliced):
    """Counts positions up to `goal`, then answers `verdict`."""

    def __init__(self, budget: Budget, goal: int, verdict: Verdict = Verdict.WON) -> None:
        super().__init__(budget)
        self.goal, self.verdict, self.finished = goal, verdict, 0

    def _slice(self, end: SliceEnd) -> Verdict | None:
        while self.nodes < self.goal:
            if end.reached(self.nodes):
                return None
            self.nodes += 1
        return self.verdict

    def _finish(self, verdict: Verdict) -> Result:
        self.finished += 1
        return Result(verdict, [], self.nodes, self.seconds)


def test_slices_resume_where_they_stopped_and_the_answer_is_kept():
    search = Counting(Budget(60.0, 100), goal=25, verdict=Verdict.UNWINNABLE)
    assert search.run(nodes=10) is None and search.nodes == 10 and not search.cut
    assert search.run(nodes=10) is None and search.nodes == 20
    result = search.run(nodes=10)
    assert result is not None and result.verdict is Verdict.UNWINNABLE
    assert result.nodes == 25 and not search.cut and search.seconds >= 0.0
    assert search.run() is result and search.finished == 1   # asked again: the same answer


def test_a_spent_node_budget_is_a_cut_unknown():
    search = Counting(Budget(60.0, 30), goal=1000)
    assert search.run(nodes=20) is None and not search.cut
    result = search.run(nodes=20)       # only 10 are left in the budget
    assert result is not None and result.verdict is Verdict.UNKNOWN
    assert search.cut and search.nodes == 30


def test_a_wall_clock_end_pauses_without_spending_the_budget():
    search = Counting(Budget(60.0, 10**9), goal=10**9)
    assert search.run(until=time.perf_counter() - 1.0) is None
    assert search.nodes == 0 and not search.cut and search.result is None


def test_a_spent_time_budget_is_a_cut_unknown():
    search = Counting(Budget(0.0, 10**9), goal=10**9)
    result = search.run()
    assert result is not None and result.verdict is Verdict.UNKNOWN and search.cut


def test_searches_of_slow_positions_stop_at_the_wall_clock_between_looks_at_the_cpu_clock():
    """The worker's slices end by the wall clock, which the searches read at each
    position (no system call): where a position takes milliseconds, a slice must not
    run on until the next look at the CPU clock (the best-first search's 16th position,
    a playout's end), for a hint asked meanwhile waits it out."""
    from game.rules import create
    from game.solver.canonical import canonical_for
    from game.solver.playout import POLICIES, Playouts
    from game.solver.search import Search

    game = create("spider")
    slow = game.legal_moves

    def legal_moves(*args, **kwargs):
        time.sleep(0.004)
        return slow(*args, **kwargs)

    game.legal_moves = legal_moves     # this instance only: each position ~4 ms
    state = game.new_state(1)
    canonical = canonical_for(game)
    for search in (Search(game, state, Budget(60.0, 10**6), canonical=canonical),
                   Playouts(game, state, Budget(60.0, 10**6), canonical=canonical,
                            policy=POLICIES["suit_runs"])):
        assert search.run(until=time.perf_counter() + 0.012) is None
        # (16 where the wall clock was read with the CPU clock; fewer than 3 on a busy
        # machine, where the slice's 12 ms of wall time hold less CPU time)
        assert search.nodes <= 6, type(search).__name__
