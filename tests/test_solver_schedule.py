"""The portfolio's time-sharing (game/solver/schedule.py), on stand-in members that
count positions: who gets which turn, for how long, and what ends the turns."""

from __future__ import annotations

from game.rules import create
from game.solver.portfolio import Solver
from game.solver.schedule import UNLIMITED, Schedule
from game.solver.search import Budget, Result, Verdict
from game.solver.sliced import Sliced


class Counter(Sliced):
    """Looks at one position per node asked; ends with `verdict` at `ends_at`."""

    def __init__(self, name: str, log: list, ends_at: int | None = None,
                 verdict: Verdict = Verdict.WON, cut_at: int | None = None,
                 cost: float = 0.0) -> None:
        super().__init__(Budget(float("inf"), cut_at if cut_at is not None else 1 << 62))
        self.name, self.log, self.ends_at, self.verdict = name, log, ends_at, verdict
        self.cost = cost    # CPU seconds a position is said to take (beside the real ones)

    def _slice(self, end):
        goal = end.nodes if self.ends_at is None else min(end.nodes, self.ends_at)
        self.log.append((self.name, goal - self.nodes))
        self.seconds += self.cost * (goal - self.nodes)
        self.nodes = goal
        return self.verdict if self.nodes == self.ends_at else None

    def _finish(self, verdict):
        return Result(verdict, ["line"] if verdict is Verdict.WON else [], self.nodes)


BUDGET = Budget(1e9, 10_000)


def test_the_first_member_runs_alone_until_its_hold_then_the_members_share_turns():
    log: list = []
    main = Counter("main", log)
    schedule = Schedule(main, hold=400)
    joined = []

    def grow():
        if main.nodes >= 400 and not joined:
            schedule.hold = None
            joined.append(Counter("side", log))
            schedule.join(joined[0], share=3)

    result = schedule.run(Budget(1e9, 400 + 50 + 150 + 50), None, None, grow)
    assert result is not None and result.verdict is Verdict.UNKNOWN  # the budget's nodes
    assert log == [("main", 400), ("side", 150), ("main", 50), ("side", 50)]
    assert schedule.nodes == 650


def test_a_lone_member_runs_unlimited_and_a_win_ends_the_turns():
    log: list = []
    schedule = Schedule(Counter("main", log, ends_at=7_000))
    assert schedule.next_turn()[1] == UNLIMITED
    result = schedule.run(BUDGET, None, None, lambda: None)
    assert result.won and result.moves == ["line"] and log == [("main", 7_000)]


def test_members_run_dry_are_let_go_or_handed_back():
    log: list = []
    main = Counter("main", log)
    schedule = Schedule(main)
    talon = Counter("talon", log, ends_at=40, verdict=Verdict.UNKNOWN)
    side = Counter("side", log, cut_at=40)
    schedule.join(talon, drop_when_dry=True)
    schedule.join(side)
    trusting = Counter("trusting", log, ends_at=80, verdict=Verdict.UNKNOWN)
    schedule.join(trusting)
    outcome = schedule.run(BUDGET, None, None, lambda: None)
    # The talon search (dry: it proves nothing) and the side at its own budget's end
    # are let go; the trusting member's run dry comes back to the caller to judge.
    assert outcome is trusting
    # (A member let go passes the turn on: the rotation counts turns, not members.)
    assert log == [("main", 50), ("talon", 40), ("trusting", 50), ("main", 50),
                   ("side", 40), ("trusting", 30)]
    assert schedule.members == [main, trusting] and schedule.done_nodes == 80
    schedule.restart(main)
    assert schedule.members == [main] and schedule.done_nodes == 80 + 100 + 80
    assert schedule.next_turn() == (main, UNLIMITED)


def test_every_member_cut_answers_unknown():
    log: list = []
    schedule = Schedule(Counter("main", log, cut_at=100))
    result = schedule.run(BUDGET, None, None, lambda: None)
    assert result.verdict is Verdict.UNKNOWN and not schedule.members


def test_a_leader_keeps_the_square_root_of_lead_times_the_time_spent():
    def share_of_main(lead):
        log: list = []
        main = Counter("main", log, cost=0.01)      # half a second a turn
        schedule = Schedule(main, lead=lead)
        for name in ("a", "b", "c"):
            schedule.join(Counter(name, log, cost=0.01), share=4)
        schedule.run(Budget(40.0, 1 << 62), None, None, lambda: None)
        return main.seconds, schedule.seconds, log

    alone, total, log = share_of_main(None)   # its fixed share: 1 turn in 13 (a last
    # turn may go past the budget: these members do not look at the clocks)
    assert 40 <= total <= 42 and 3.0 <= alone <= 3.5 + 0.01    # 6 or 7 turns of 0.5 s
    led, total, log = share_of_main(1.0)          # sqrt(1 s x 40 s) = 6.3 s
    assert 40 <= total <= 42 and 6.3 - 0.5 <= led <= 6.3 + 0.5
    assert log[:3] == [("main", 50), ("main", 50), ("a", 200)]    # alone at first


def test_the_main_search_leads_in_the_klondike_family_and_where_only_sides_join():
    """(test_solver_members: which games' main search keeps `MAIN_LEAD`)"""
    for game_id, lead in (("klondike", Solver.LEAD), ("canfield", Solver.MAIN_LEAD),
                          ("freecell", None),
                          ("spiderette", None), ("giant", None), ("terrace", None)):
        game = create(game_id)
        solver = Solver(game, game.new_state(1), Budget(1.0, 100))
        assert (solver.schedule.leader is solver.main) is (lead is not None), game_id
        assert solver.schedule.lead == (lead or 0.0), game_id


def _yielding(stall_second: bool, budget_nodes: int = 15_000):
    """main and two sides (the second stalled from the start if `stall_second`, else
    climbing like the others) and a settler of share 0, positions of equal cost."""
    log: list = []
    main, climbing, second = (Counter(name, log, cost=0.001)
                              for name in ("main", "climbing", "second"))
    proof = Counter("proof", log, cost=0.001)
    schedule = Schedule(main)
    schedule.join(climbing)
    schedule.join(second)
    schedule.join(proof, share=0, settles=True)
    for member in (main, climbing, second):
        member.improved = 0

    def grow():     # the climbing members' best grows at each turn
        for member in (main, climbing) if stall_second else (main, climbing, second):
            member.improved = member.nodes

    schedule.run(Budget(1e9, budget_nodes), None, None, grow)
    return schedule, main, climbing, second, proof, log


def test_a_settler_of_no_share_runs_only_on_turns_yielded_by_stalled_members():
    schedule, main, climbing, second, proof, log = _yielding(stall_second=False)
    assert proof.nodes == 0 and main.nodes == climbing.nodes == second.nodes
    assert all(name != "proof" for name, _n in log)
    schedule, main, climbing, second, proof, log = _yielding(stall_second=True)
    # the stalled member runs ever fewer of its turns; each one it lets go is the
    # settler's, worth as much time (positions of equal cost: as many positions)
    assert main.nodes == climbing.nodes > second.nodes and proof.nodes > 0
    assert main.nodes + climbing.nodes + second.nodes + proof.nodes == 15_000
    assert second.nodes + proof.nodes == main.nodes       # its turns, given or run
    assert log[:8] == [("main", 50), ("climbing", 50), ("second", 50)] * 2 + [
        ("main", 50), ("climbing", 50)]     # (it had not stalled for STALL positions yet)


def test_a_settler_gets_at_most_its_cap_of_the_time():
    log: list = []
    members = [Counter(name, log, cost=0.001) for name in ("main", "a", "b")]
    schedule = Schedule(members[0])
    for member in members[1:]:
        schedule.join(member)
    proof = Counter("proof", log, cost=0.001)
    schedule.join(proof, share=0, settles=True)
    for member in members:
        member.improved = 0     # none ever climbs again
    schedule.run(Budget(1e9, 200_000), None, None, lambda: None)
    assert proof.seconds <= Schedule.CAP * schedule.seconds + 0.05
    assert proof.seconds >= (Schedule.CAP - 0.05) * schedule.seconds
