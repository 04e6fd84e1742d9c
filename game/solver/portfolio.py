"""The solver as callers use it: one main search, other guides beside it on hard
positions, the game's own strategy tried first (see `Solver`)."""

from __future__ import annotations

import time
from weakref import WeakKeyDictionary

from game.engine.game import Game
from game.engine.moves import Move
from game.engine.state import GameState

from . import fcs
from .beam import Beam
from .canonical import Canonical, canonical_for
from .members import BESIDE, LATE, UNLIMITED, main_member, only_sides, start, start_sides
from .ordering import Ordering, ordering_for
from .playout import Playouts
from .proof import Proof
from .safe import SafeRule
from .schedule import Schedule
from .search import (
    BEST_FIRST,
    DEFAULT_BUDGET,
    DEPTH_FIRST,
    Budget,
    Result,
    Search,
    Verdict,
    cyclic_gc_paused,
)
from .sliced import Sliced
from .spider import applies as spider_applies
from .spider_proof import SpiderProof
from .spider_search import SpiderSearch
from .staged import StagedSearch
from .talon import TalonSearch, talon_orderings
from .talon_beam import TalonBeam
from .tuning import tuning_of

_PREPARED: WeakKeyDictionary[Game, tuple[SafeRule | None, Canonical, Ordering]] = \
    WeakKeyDictionary()


def _prepared(game: Game) -> tuple[SafeRule | None, Canonical, Ordering]:
    """A game's safe-move rule, canonical key and main ordering, worked out once: many
    deals of one game are solved in a row. (The ordering's caches are keyed by pile
    content, so searches may share them.)"""
    parts = _PREPARED.get(game)
    if parts is None:
        canonical = canonical_for(game)
        parts = _PREPARED[game] = (SafeRule.for_game(game), canonical,
                                   ordering_for(game, canonical))
    return parts


class Solver:
    """`solve` in resumable form: `run(seconds=…)` goes on where it stopped.

    A game with a "Play for me" strategy (`GameSpec.autoplay`: games of chance, where
    choices hardly matter) first has its strategy's own line tried. The main search
    then runs alone for its first `ALONE` positions, which settles most deals. Then
    searches guided by the family's other weights (ordering.py) take turns with it,
    each for up to `SIDE` positions: a position that is hard for one guide is seldom
    hard for all. Any of them may win; any that runs dry has searched everything.

    Where the safe-move rule is not proven (foundations that give cards back), these
    searches trust it to find a win; if one runs dry, a single exact search takes over
    with the rest of the budget and may still prove the loss.

    In the families with long lines (Spider, Klondike, Yukon; see beam.py) a beam search
    joins the side searches and runs its share of turns (several, in Spider) each time:
    it finds wins there that the best-first searches do not, but never proves a loss.

    In the Klondike family (a stock turned onto a waste) the stock-collapsing searches
    of talon.py join them, each with `TALON_SHARE` turns: a move there is "the stock
    clicked k times, then the waste card played", so a line is as deep as the cards
    played. Their beam (talon_beam.py, `TALON_BEAM_SHARE` turns, every talon guide in
    turn) joins the family's beam there: it wins deals no best-first search did (Klondike
    24, 36; three cards 15, 18, 24), given about half the CPU time; the plain beam still
    wins others (Jumbo deal 1 in 0.4 s alone, where the talon beam did not in 5 s: it
    joins only the one-pack games). A best-first talon search with the family's own
    weights won no deal alone that another member did not win faster (Klondike 1-40,
    Athena 1-10), so only the first guide's runs. Alone it wins in few positions deals
    the portfolio won late (Klondike 17: 15 thousand positions, 2 s; beside the others
    10.1 s with 3 turns, 7.3 s with 5). There the side searches that prefer short lines
    (`depth` above 0) stay out: the talon searches' lines are short already, and on
    Klondike's slow deals those sides won nothing that a talon search or another side
    did not (deals 1-100, 10 s: draw one 90 won, draw three 84, as with them). The main
    search keeps a lead there (`LEAD`), so that the talons' shares do not slow its wins.

    In the Spider family's games of two packs or more (and Backbone), guided playouts
    (playout.py) join too, with `PLAYOUT_SHARE` turns: they win two-suit deals the
    searches leave undecided (and Backbone deals, which no search had won).

    In the Spider family (spider.py) a search over Spider's own compact positions, stage
    by stage between the stock's deals (spider_search.py), joins them, one for each of
    its guides in games of two packs or more (each wins deals the other does not), with
    `SPIDER_SHARE` turns: it looks at thousands of positions where the engine's searches
    look at one, and wins the deals they leave undecided. In the one-pack games
    (Spiderette, Will o' the Wisp) it spreads its deals over the cards turned up, and the
    exhaustive search of spider_proof.py joins, with `SPIDER_PROOF_SHARE` turns: it proves
    the deals lost whose positions are few.

    In Giant and Gypsy (their tuning's `staged`) the stage-by-stage idea over the engine's own
    positions (staged.py) joins with `STAGED_SHARE` turns: it wins Giant, the others not.
    (Who joins, and when: members.py; each game's tuning: tuning.py.)

    Where a proof is within reach (every card in sight, no stock, exact safe moves: the
    FreeCell shape, see proof.provable) the lean depth-first search of proof.py joins
    them once the main search has looked at `PROOF_AFTER` positions (most won deals are
    won by then), with no turns of its own: a search that has stalled (no better
    position for a while) yields it turns, up to half of everyone's time (schedule.py).
    It settles a lost deal (FreeCell 11982) in a fraction of the best-first search's
    time and memory; in a won deal the searches still climbing keep their time. (Joining
    with the sides, it won FreeCell deals the sides won before with lines of thousands
    of moves: 1-1000, shortening 17.6 -> 46.1 s CPU.) Where no proof is within reach,
    exhaustive.py's depth-first search over condensed keys joins instead, at the same
    time, if the game's key condenses (twins, foundations whose cards never leave), with
    `EXHAUSTIVE_SHARE` turns for each of the others'. (Both are members.py's LATE
    members.)

    In the small games of cards taken out (golf, pyramids, pairs: small.py) one
    depth-first search over fitted keys runs alone: it decides them faster. (In Terrace,
    searched there too, a depth-first search guided by its score takes turns with it:
    its tuning's `guided_beside_small`.) Poker Square is searched by placement.py alone:
    a score to reach, not a line to find. (Both are members.py's MAIN members: the
    first whose needs hold takes the main search's place.)

    Where Freecell Solver is installed and knows the game's shape (fcs.py), it goes
    first: its won line, replayed through our rules, or its proof of a loss settles
    the position; if its line does not replay, our own searches take over."""

    ALONE = 400
    # The main search's lead in the Klondike family (schedule.Schedule.lead), where the
    # talon members' shares slowed its own wins (deal 12: 0.2 s alone, 5.1 -> 2.3 s).
    LEAD = 0.02
    # ... and where only the other guides of its own kind would take turns with it
    # (members.only_sides): at 3 s, a hint's watch, it had a sixth of the time, beside
    # five sides, and lost deals it wins alone in one (Die Matadore 1001: unknown at
    # 3 s, won in 1.35 s with this lead; deals 1001-1002 of those games, 3 s: see
    # the README's solver section). It keeps sqrt(1 x everyone's): 1.7 s of 3, 3.2 of 10.
    MAIN_LEAD = 1.0
    SIDE = 25_000
    # A member's turn: its share (1 if not said) times schedule.Schedule.TURN positions.
    PROOF_AFTER = 2000    # the main search's positions before a proof joins
    EXHAUSTIVE_SHARE = 2  # exhaustive.py's turns for each of the others'
    PLAYOUT_SHARE = 8     # moves a playout member plays per turn, in TURNs
    TALON_SHARE = 5       # a stock-collapsing search's turns for each of the others'
    TALON_BEAM_SHARE = 6  # the same for the beam over stock-collapsed moves
    TALON_SEARCHES = 1    # best-first talon searches: the first guide only
    SPIDER_SHARE = 200    # the Spider search's turns (its positions cost ~1/20 of theirs)
    SPIDER_PROOF_SHARE = 20   # the exhaustive Spider search's, in the one-pack games
    # ... and its memory cap: a loss it can prove in its share of 10 s fits (Spiderette
    # deal 54, 44 thousand positions: 6 MB); at the cap it leaves the others its turns.
    SPIDER_PROOF_BYTES = 64 << 20
    STAGED_SHARE = 20     # the staged search's turns, where it joins (tuning `staged`)
    TALON_PROOF_SHARE = 16    # the exhaustive search over the stock's last pass

    def __init__(self, game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET,
                 strategy: str = BEST_FIRST, atomic: bool = False) -> None:
        if strategy == BEST_FIRST and tuning_of(game).depth_first:
            strategy = DEPTH_FIRST
        self.game, self.state, self.budget, self.strategy = game, state.copy(), budget, strategy
        self.atomic = atomic
        self.rule, self.canonical, self.ordering = _prepared(game)
        self.trusting = self.rule is not None and self.rule.gives_back
        self.talon_guides = [] if atomic else talon_orderings(game, self.canonical)
        # The Spider games of one pack (Spiderette, Will o' the Wisp)
        self.one_pack_spider = not atomic and spider_applies(game) and game.total_cards <= 52
        self.beam: Beam | None = None
        self.talon_beam: TalonBeam | None = None
        self.playouts: Playouts | None = None
        self.talons: list[TalonSearch] = []
        self.spiders: list[SpiderSearch] = []
        self.spider_proof: SpiderProof | None = None
        self.staged: StagedSearch | None = None
        self.proof: Proof | None = None
        # The main search: the game's own kind of search where a MAIN member's needs
        # hold (members.py; then no other joins but BESIDE members), else the generic one.
        taken = main_member(self)
        self.lead: str | None = taken[0] if taken is not None else None
        self.main = taken[1] if taken is not None else self._search(self.ordering, UNLIMITED)
        # Every member that ever joined, by its member's name (members.start): `split`.
        self.joined: list[tuple[str, Sliced]] = [("main", self.main)]
        self.spent_at_end: dict[str, float] | None = None
        self.sides_started = self.proof_tried = taken is not None
        lead = None if taken is not None else self.LEAD if self.talon_guides else \
            self.MAIN_LEAD if only_sides(self) else None
        self.schedule = Schedule(self.main, hold=None if self.sides_started else self.ALONE,
                                 lead=lead)
        start(self, BESIDE)
        self.result: Result | None = None
        self.probed = game.spec.autoplay is None
        self.probing: tuple[GameState, list[Move], set] | None = None   # a probe under way
        self.fcs = fcs.FcsJob(game, state) if not atomic and fcs.applies(game, state) else None
        self.fcs_iterations = 0     # positions Freecell Solver looked at

    PROBE_MOVES = 5000

    def _probe(self, until: float | None) -> list[Move] | None:
        """Follow the game's own strategy; its line if that wins (a cycle or a dead end
        says nothing: the search goes on). It stops at the wall clock's `until` and
        goes on next time (`probing`): a hint's first answer is due within ~70 ms."""
        game, strategy = self.game, self.game.spec.autoplay
        assert strategy is not None
        if self.probing is None:
            state = self.state.copy()
            self.probing = (state, [], {state.key()})
        state, line, seen = self.probing
        began, played = time.process_time(), 0
        try:
            while len(line) < self.PROBE_MOVES and not game.is_won(state):
                if until is not None and played % 64 == 63 and time.perf_counter() >= until:
                    return None
                move = strategy(game, state)
                if move is None:
                    break
                game.play(state, move)
                line.append(move)
                played += 1
                if state.key() in seen:
                    break
                seen.add(state.key())
        finally:
            self.schedule.spent(played, time.process_time() - began)
        self.probed, self.probing = True, None
        return line if game.is_won(state) else None

    def _run_fcs(self, seconds: float | None, until: float | None) -> Result | None:
        """Freecell Solver's slices, within this call's time and the budget: a result
        if it settled the position (or the budget ran out), else None — with self.fcs
        None when it gave up, still set when this call's time is up."""
        job = self.fcs
        assert job is not None
        began = time.process_time()
        wall_end = until if until is not None else float("inf")
        outcome = None
        while outcome is None:
            outcome = job.run()
            self.fcs_iterations = job.iterations
            spent = time.process_time() - began
            if (self.schedule.done_seconds + spent >= self.budget.seconds
                    or (seconds is not None and spent >= seconds)
                    or time.perf_counter() >= wall_end):
                break
        self.schedule.spent(0, time.process_time() - began)
        if outcome is None:
            if self.seconds < self.budget.seconds:
                return None
            self.fcs = None
            return self._finish(Verdict.UNKNOWN)
        self.fcs = None
        verdict, moves = outcome
        if verdict == "won":
            return self._finish(Verdict.WON, moves)
        if verdict == "unwinnable":
            return self._finish(Verdict.UNWINNABLE)
        return None

    def _search(self, ordering: Ordering, budget: Budget, strategy: str | None = None
                ) -> Search:
        return Search(self.game, self.state, budget, strategy=strategy or self.strategy,
                      canonical=self.canonical, ordering=ordering, safe=self.rule,
                      trust_safe=self.trusting, atomic=self.atomic)

    @property
    def searches(self) -> list[Sliced]:
        """The members taking turns now."""
        return self.schedule.members

    @property
    def nodes(self) -> int:
        return self.schedule.nodes

    @property
    def looked_at(self) -> int:
        """Positions looked at, by our searches and Freecell Solver (for progress)."""
        return self.nodes + self.fcs_iterations

    @property
    def seconds(self) -> float:
        return self.schedule.seconds

    def split(self) -> dict[str, float]:
        """CPU seconds spent so far by each kind of member (the main search's under
        "main"; a restarted exact search's under "exact"), the rest (the game's own
        strategy probed, Freecell Solver) under "other": where a deal's time went
        (tools/bench_solver.py)."""
        if self.spent_at_end is not None:
            return dict(self.spent_at_end)
        spent: dict[str, float] = {}
        for name, member in self.joined:
            spent[name] = spent.get(name, 0.0) + member.seconds
        rest = self.seconds - sum(spent.values())
        if rest > 0.0005:
            spent["other"] = rest
        return spent

    @property
    def best_move(self) -> Move | None:
        """The first move towards the most promising position seen so far."""
        return self.main.best_move()

    def _finish(self, verdict: Verdict, moves: list[Move] | None = None) -> Result:
        best = moves[0] if moves else self.best_move
        best_line = getattr(self.main, "best_line", None)
        self.result = Result(verdict, moves or [], self.looked_at, self.seconds, best,
                             best_line() if best_line is not None and not moves else [])
        # the members let go now (their memory with them): only their seconds are kept
        self.spent_at_end = self.split()
        self.schedule.members, self.joined = [], []
        return self.result

    def run(self, seconds: float | None = None, until: float | None = None) -> Result | None:
        """Search for up to `seconds` more CPU time or until the wall clock
        (`time.perf_counter`) reaches `until`, within the budget; the result when the
        search has ended, else None."""
        with cyclic_gc_paused():
            return self._run(seconds, until)

    def _run(self, seconds: float | None, until: float | None) -> Result | None:
        if self.result is not None:
            return self.result
        if self.fcs is not None:
            outcome = self._run_fcs(seconds, until)
            if outcome is not None:
                return outcome
            if self.fcs is not None:
                return None     # out of time for this slice: fc-solve goes on next time
        if not self.probed:
            line = self._probe(until)
            if line is not None:
                return self._finish(Verdict.WON, line)
            if not self.probed:
                return None     # out of time for this slice: the probe goes on next time
        began = time.process_time()
        while True:
            left = None if seconds is None else seconds - (time.process_time() - began)
            outcome = self.schedule.run(self.budget, left, until, self._grow)
            if outcome is None:
                return None
            if isinstance(outcome, Result):
                return self._finish(outcome.verdict, outcome.moves if outcome.won else None)
            # A trusting search ran dry: only an exact search can say more.
            self.trusting = False
            self.main = self._search(self.ordering, UNLIMITED)
            self.joined.append(("exact", self.main))
            self.schedule.restart(self.main)
            self.sides_started = True

    def _grow(self) -> None:
        """Before each turn: the other members join once the main search has looked at
        `ALONE` positions, the proof once it has looked at `PROOF_AFTER`."""
        if not self.sides_started and self.main.nodes >= self.ALONE:
            start_sides(self)
        if (not self.proof_tried and self.main.nodes >= self.PROOF_AFTER
                and self.main in self.searches):
            self.proof_tried = True
            start(self, LATE)


def solve(game: Game, state: GameState, budget: Budget = DEFAULT_BUDGET,
          strategy: str = BEST_FIRST, atomic: bool = False,
          spent: dict[str, float] | None = None) -> Result:
    """Search until won, proved lost or out of budget (see `Solver`; `Search` for
    `atomic`); `spent`, if given, gets the CPU seconds by member (`Solver.split`)."""
    solver = Solver(game, state, budget, strategy, atomic)
    while True:
        result = solver.run()
        if result is not None:
            if spent is not None:
                spent.update(solver.split())
            return result
