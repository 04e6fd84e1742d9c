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

A member may settle a lost position (`settles`: the proof, which wins only by trying
everything). A member that says when it last made progress (`improved`: its position
count when its best score last grew, as a best-first search does) and has made none for
`STALL` of its positions yields turns to the first settler: it runs one turn of every
1 + (its positions since then) // STALL, and each turn it lets go is the settler's,
worth as much CPU time. A lost deal stalls the searches that cannot win it, and the
proof's share grows; a search still climbing keeps its turns. The settler's share stays
below `CAP` of everyone's time: a hard won deal stalls them too, for a while (FreeCell
617: its winner, a side, had shown no progress for 3,400 of its positions; beside a
proof given 65-90 % it was unknown at 10 s, won at 7.9 s before).
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
    STALL = 300   # a member's positions without progress before it yields to a settler
    CAP = 0.5     # the settlers' most of everyone's CPU time, by yielded turns

    def __init__(self, first: Sliced, hold: int | None = None,
                 lead: float | None = None) -> None:
        self.members: list[Sliced] = [first]
        self.leader: Sliced | None = first if lead is not None else None
        self.lead = lead or 0.0
        self.shares: dict[int, int] = {}        # id(member) -> its share (default 1)
        self.dropped_when_dry: set[int] = set()  # ids of members let go when they run dry
        self.settlers: list[Sliced] = []        # members that settle a lost position
        self.waited: dict[int, int] = {}        # id(member) -> turns it let go in a row
        self.hold = hold
        self.turn = 0
        self.done_nodes, self.done_seconds = 0, 0.0   # of members let go, and other work

    def join(self, member: Sliced, share: int = 1, drop_when_dry: bool = False,
             settles: bool = False) -> None:
        """Add a member with its share of turns; `drop_when_dry`: a run dry of it proves
        nothing (it cuts moves), so it is let go rather than handed back; `settles`: it
        settles a lost position, and stalled members yield turns to it."""
        self.members.append(member)
        self.shares[id(member)] = share
        if drop_when_dry:
            self.dropped_when_dry.add(id(member))
        if settles:
            self.settlers.append(member)

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
        for _skip in range(len(self.members) - 1):   # a member of share 0 waits for yields
            if self.shares.get(id(member), 1):
                break
            member = self.members[self.turn % len(self.members)]
            self.turn += 1
        if self.hold is not None:
            return member, max(1, self.hold - member.nodes)
        if len(self.members) == 1:
            return member, UNLIMITED
        step = self.TURN * self.shares.get(id(member), 1)
        settler = self._yields_to(member)
        if settler is None:
            return member, step
        return settler, self._worth(member, step, settler)

    def _yields_to(self, member: Sliced) -> Sliced | None:
        """The settler this turn of `member` goes to, if it is stalled (see the module's
        docstring), else None."""
        improved = getattr(member, "improved", None)
        if improved is None or member in self.settlers:
            return None
        settler = next((s for s in self.settlers if s in self.members), None)
        stalled = (member.nodes - improved) // self.STALL
        if settler is None or stalled < 1 or settler.seconds >= self.CAP * self.seconds:
            return None
        waited = self.waited.get(id(member), 0)
        if waited >= stalled:
            self.waited[id(member)] = 0
            return None
        self.waited[id(member)] = waited + 1
        return settler

    def _worth(self, member: Sliced, step: int, settler: Sliced) -> int:
        """The settler's positions worth the CPU time of `step` of `member`'s (by what a
        position has cost each so far; the settler's own turn before it has a cost)."""
        if settler.nodes < self.TURN or member.nodes < self.TURN or settler.seconds <= 0:
            return self.TURN * max(1, self.shares.get(id(settler), 1))
        each = member.seconds / member.nodes
        return max(self.TURN, round(step * each * settler.nodes / settler.seconds))

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
