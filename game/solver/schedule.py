"""The portfolio's time-sharing (see portfolio.Solver): its members take turns, each for
its share of positions, within one budget, until one of them settles the position.

A member is any resumable search (sliced.Sliced: `run(seconds, nodes, until)`). The
first member runs alone until it has looked at `hold` positions (the solver then adds
the others), or for as long as it likes when it is the only one; otherwise each turn
is `share` times `TURN` positions, the members in the order they joined.

With a `lead` (CPU seconds) the first member also gets every turn while its own CPU time
is below sqrt(lead × everyone's): it runs alone at first and then keeps a share that
shrinks as the time grows (a tenth at lead × 100 seconds). Fixed shares would slow it by
the same factor however early it could win; this way a member that wins fast alone wins
fast here too, and the others lose little of a long search.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .search import Budget, Result, Verdict
from .sliced import Sliced

UNLIMITED = 1 << 62


class Schedule:
    """The members, whose turn it is, and what the members let go of have spent."""

    TURN = 50     # positions per turn, per unit of share

    def __init__(self, first: Sliced, hold: int | None = None,
                 lead: float | None = None) -> None:
        self.members: list[Sliced] = [first]
        self.leader: Sliced | None = first if lead is not None else None
        self.lead = lead or 0.0
        self.shares: dict[int, int] = {}        # id(member) -> its share (default 1)
        self.dropped_when_dry: set[int] = set()  # ids of members let go when they run dry
        self.hold = hold
        self.turn = 0
        self.done_nodes, self.done_seconds = 0, 0.0   # of members let go, and other work

    def join(self, member: Sliced, share: int = 1, drop_when_dry: bool = False) -> None:
        """Add a member with its share of turns; `drop_when_dry`: a run dry of it proves
        nothing (it cuts moves), so it is let go rather than handed back."""
        self.members.append(member)
        self.shares[id(member)] = share
        if drop_when_dry:
            self.dropped_when_dry.add(id(member))

    def drop(self, member: Sliced) -> None:
        self.members.remove(member)
        self.done_nodes += member.nodes
        self.done_seconds += member.seconds

    def restart(self, first: Sliced) -> None:
        """Let every member go and go on with `first` alone."""
        for member in list(self.members):
            self.drop(member)
        self.members = [first]
        self.hold = None
        self.leader = None

    def spent(self, nodes: int, seconds: float) -> None:
        """Work done outside the members (the solver's own probes) counts too."""
        self.done_nodes += nodes
        self.done_seconds += seconds

    @property
    def nodes(self) -> int:
        return self.done_nodes + sum(m.nodes for m in self.members)

    @property
    def seconds(self) -> float:
        return self.done_seconds + sum(m.seconds for m in self.members)

    def next_turn(self) -> tuple[Sliced, int]:
        """The member whose turn it is and how many positions it may look at."""
        if self.hold is None and len(self.members) > 1 and self._leader_behind():
            assert self.leader is not None
            return self.leader, self.TURN * self.shares.get(id(self.leader), 1)
        member = self.members[self.turn % len(self.members)]
        self.turn += 1
        if self.hold is not None:
            return member, max(1, self.hold - member.nodes)
        if len(self.members) == 1:
            return member, UNLIMITED
        return member, self.TURN * self.shares.get(id(member), 1)

    def _leader_behind(self) -> bool:
        """Is the leader's CPU time below sqrt(lead × everyone's)?"""
        leader = self.leader
        return (leader is not None and leader.seconds * leader.seconds < self.lead * self.seconds
                and leader in self.members)

    def run(self, budget: Budget, seconds: float | None, until: float | None,
            grow: Callable[[], None]) -> Result | Sliced | None:
        """Give turns for up to `seconds` more CPU time or until the wall clock reaches
        `until`, within `budget`; `grow` is called before each turn (the solver adds
        members there). A member's won or unwinnable result; an UNKNOWN result when the
        budget is spent or every member was let go (cut); a member that ran dry and is
        not let go for it (the solver decides what that means); None when this call's
        time is up."""
        began = time.process_time()
        wall_end = until if until is not None else float("inf")
        while True:
            spent = self.seconds
            if self.nodes >= budget.nodes or spent >= budget.seconds:
                return Result(Verdict.UNKNOWN)
            left = budget.seconds - spent
            if seconds is not None:
                left = min(left, seconds - (time.process_time() - began))
            if left <= 0 or time.perf_counter() >= wall_end:
                return None
            grow()
            if not self.members:       # each was cut (at its memory cap)
                return Result(Verdict.UNKNOWN)
            member, step = self.next_turn()
            step = min(step, budget.nodes - self.nodes)
            result = member.run(left, nodes=step, until=until)
            if result is None:
                continue
            if result.won or result.verdict is Verdict.UNWINNABLE:
                return result
            if member.cut or id(member) in self.dropped_when_dry:
                # A member at the end of its own budget, or one whose run dry proves
                # nothing (cut moves, runs dragged home).
                self.drop(member)
                continue
            return member
