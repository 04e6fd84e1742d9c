"""The portfolio's members: what each needs of the rules, and how it joins a `Solver`.

A member is a kind of search (a `Sliced`: it runs in slices and resumes) that a
`Solver` runs beside its main search, taking turns (schedule.py). A `Member` says

    needs(solver) -> bool    whether it can help here, read from the rules — the spec's
                             features (a stock turned onto a waste, a stock dealing onto
                             the tableau, Spider's runs, cards taken out…, each
                             module's `applies`) and the game's tuning (tuning.py) —
                             never from which game it is;
    make(solver) -> list     its searches from the solver's position (it may also keep
                             them on the solver, for the tests to look at);
    share(solver) -> int     its turns for each of the others' (schedule.Schedule.TURN
                             positions a turn);
    drop_when_dry            a run dry proves nothing (it cuts moves): let go, not
                             handed back as a proof;
    joins                    when it joins (below).

When a member joins (`joins`):

    MAIN     at the start, in the main search's place: the game's own kind of search
             decides it (the small games, Poker Square). The first MAIN member whose
             needs hold is the main search; no SIDE or LATE member joins then.
    BESIDE   at the start, beside whichever search is the main one (`solver.lead` names
             the MAIN member that took its place, None for the generic search).
    SIDE     once the generic main search has looked at `Solver.ALONE` positions.
    LATE     once it has looked at `Solver.PROOF_AFTER` (most won deals are won by
             then): the searches that settle a lost deal (the proof `settles`: it
             has no turns but those the stalled searches yield it, schedule.py).

`MEMBERS` lists them in the order they join. A new member is a module with its search
and one `Member(...)` added here. What measured which choice is in `Solver`'s text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import exhaustive, placement, small, talon_proof
from .beam import Beam, beam_orderings
from .canonical import Canonical
from .cell_proof import cell_proof
from .ordering import Ordering, side_orderings
from .playout import POLICIES, Playouts
from .proof import Proof, provable
from .search import DEPTH_FIRST, Budget
from .sliced import Sliced
from .spider import applies as spider_applies
from .spider_proof import SpiderProof
from .spider_search import SPIDER_WEIGHTS, SpiderSearch
from .staged import StagedSearch
from .staged import applies as staged_applies
from .talon import TalonSearch
from .talon_beam import TalonBeam
from .tuning import tuning_of

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.game import Game

    from .portfolio import Solver

UNLIMITED = Budget(float("inf"), 1 << 62)
MAIN, BESIDE, SIDE, LATE = "main", "beside", "side", "late"


@dataclass(frozen=True)
class Member:
    name: str
    needs: Callable[[Solver], bool]
    make: Callable[[Solver], list[Sliced]]
    share: Callable[[Solver], int] = lambda solver: 1
    drop_when_dry: bool = False
    joins: str = SIDE
    settles: bool = False   # it settles a lost deal: stalled searches yield it turns


def side_guides(game: Game, canonical: Canonical, talon: bool) -> list[Ordering]:
    """The side searches' guides (ordering.variants); beside talon searches only those
    that do not prefer short lines (see `Solver`)."""
    sides = side_orderings(game, canonical)
    return [o for o in sides if o.weights.depth == 0] if talon else sides


def _sides(solver: Solver) -> list[Sliced]:
    side = Budget(float("inf"), solver.SIDE)
    return [solver._search(o, side) for o in
            side_guides(solver.game, solver.canonical, bool(solver.talon_guides))]


def _talon_beam(solver: Solver) -> list[Sliced]:
    solver.talon_beam = TalonBeam(solver.game, solver.state, UNLIMITED,
                                  canonical=solver.canonical,
                                  orderings=solver.talon_guides, safe=solver.rule)
    return [solver.talon_beam]


def _beam(solver: Solver) -> list[Sliced]:
    _share, guides = beam_orderings(solver.game, solver.canonical)
    solver.beam = Beam(solver.game, solver.state, UNLIMITED, canonical=solver.canonical,
                       orderings=guides, safe=solver.rule)
    return [solver.beam]


def _playouts(solver: Solver) -> list[Sliced]:
    solver.playouts = Playouts(solver.game, solver.state, UNLIMITED,
                               canonical=solver.canonical,
                               policy=POLICIES[tuning_of(solver.game).playout])
    return [solver.playouts]


def _spiders(solver: Solver) -> list[Sliced]:
    # One pack: one guide (deals 1-10 at 10 s, two guides sharing the time: Spiderette
    # 9 -> 8 won, Will o' the Wisp 8 -> 6).
    game = solver.game
    guides = SPIDER_WEIGHTS if game.total_cards > 52 else SPIDER_WEIGHTS[:1]
    solver.spiders = [SpiderSearch(game, solver.state, UNLIMITED, weights=w,
                                   spread=solver.one_pack_spider,
                                   plan=tuning_of(game).spider_plan)
                      for w in guides]
    return list(solver.spiders)


def _spider_proof(solver: Solver) -> list[Sliced]:
    solver.spider_proof = SpiderProof(solver.game, solver.state, UNLIMITED,
                                      max_bytes=solver.SPIDER_PROOF_BYTES)
    return [solver.spider_proof]


def _staged(solver: Solver) -> list[Sliced]:
    solver.staged = StagedSearch(solver.game, solver.state, UNLIMITED,
                                 canonical=solver.canonical, ordering=solver.ordering,
                                 safe=solver.rule)
    return [solver.staged]


def _talons(solver: Solver) -> list[Sliced]:
    solver.talons = [TalonSearch(solver.game, solver.state, UNLIMITED,
                                 canonical=solver.canonical, ordering=o,
                                 safe=solver.rule, trust_safe=True)
                     for o in solver.talon_guides[:solver.TALON_SEARCHES]]
    return list(solver.talons)


def _placement(solver: Solver) -> list[Sliced]:
    return [placement.PlacementSearch(solver.game, solver.state, UNLIMITED)]


def _small(solver: Solver) -> list[Sliced]:
    search = small.small_search(solver.game, solver.state, UNLIMITED)
    assert search is not None   # its needs: small.applies
    return [search]


def _guided(solver: Solver) -> list[Sliced]:
    return [solver._search(solver.ordering, UNLIMITED, DEPTH_FIRST)]


def _proof(solver: Solver) -> list[Sliced]:
    # over the free-cell model where it serves (cell_proof.py: the same search, faster)
    solver.proof = cell_proof(solver.game, solver.state, solver.canonical, UNLIMITED) or \
        Proof(solver.game, solver.state, UNLIMITED, canonical=solver.canonical,
              safe=solver.rule)
    return [solver.proof]


def _exhaustive(solver: Solver) -> list[Sliced]:
    return [exhaustive.exhaustive_search(solver.game, solver.state, solver.canonical,
                                         UNLIMITED, safe=solver.rule)]


def _talon_proof(solver: Solver) -> list[Sliced]:
    return [talon_proof.talon_proof(solver.game, solver.state, solver.canonical, UNLIMITED,
                                    safe=solver.rule)]


def _provable(solver: Solver) -> bool:
    return provable(solver.game, solver.state, solver.rule)


MEMBERS: tuple[Member, ...] = (
    # A score to reach, not a line to find: arrangements of the cards to come
    # (placement.py), where the rules score Poker hands on a grid whose cards stay.
    Member("placement", lambda s: placement.applies(s.game), _placement, joins=MAIN),
    # Few positions once read for what matters (fitted.py: cards taken out, a golf
    # waste…), or the tuning's `small_search`: one exhaustive depth-first search decides.
    Member("small", lambda s: small.applies(s.game), _small, joins=MAIN),
    # Where the tuning says so (`guided_beside_small`): a depth-first search guided by
    # the score wins deals the small search leaves open in the same budget.
    Member("guided beside small", lambda s: s.lead == "small"
           and tuning_of(s.game).guided_beside_small, _guided, drop_when_dry=True,
           joins=BESIDE),
    # Other weights of the game's own guide (ordering.variants): always.
    Member("sides", lambda s: True, _sides),
    # A stock turned onto a waste, with talon guides, one pack (in Jumbo's two packs a
    # talon beam position costs ~4 times a plain one's).
    Member("talon beam", lambda s: bool(s.talon_guides) and s.game.total_cards <= 52,
           _talon_beam, lambda s: s.TALON_BEAM_SHARE),
    Member("beam", lambda s: tuning_of(s.game).beam is not None, _beam,
           lambda s: beam_orderings(s.game, s.canonical)[0]),
    # A playout policy in the tuning, more than one pack (deals 1-10 at 10 s: two-deck
    # Spider 7 -> 8 won, the one-pack games one fewer each).
    Member("playouts", lambda s: bool(tuning_of(s.game).playout)
           and s.game.total_cards > 52, _playouts, lambda s: s.PLAYOUT_SHARE),
    # Spider's own positions: a stock dealing onto columns built down in any suit, runs
    # of one suit moving (spider.applies).
    Member("spider search", lambda s: not s.atomic and spider_applies(s.game), _spiders,
           lambda s: s.SPIDER_SHARE),
    # Where its moves are not exact a run dry proves nothing: it is let go.
    Member("spider proof", lambda s: s.one_pack_spider, _spider_proof,
           lambda s: s.SPIDER_PROOF_SHARE, drop_when_dry=True),
    # A stock dealing onto the piles without redeal, and the tuning asks for it.
    Member("staged", lambda s: not s.atomic and tuning_of(s.game).staged
           and staged_applies(s.game), _staged, lambda s: s.STAGED_SHARE),
    # Cut moves, runs dragged home: a run dry proves nothing.
    Member("talons", lambda s: bool(s.talon_guides), _talons,
           lambda s: s.TALON_SHARE, drop_when_dry=True),
    # Every card in sight, no stock, exact safe moves (the FreeCell shape,
    # proof.provable): the lean depth-first search settles a lost deal in a fraction of
    # the best-first search's time and memory. No turns of its own: the stalled
    # searches yield it theirs (schedule.py).
    Member("proof", _provable, _proof, lambda s: 0, joins=LATE, settles=True),
    # No proof within reach, but the key condenses (exhaustive.wants): the depth-first
    # search over condensed keys.
    Member("exhaustive", lambda s: not s.atomic and not _provable(s)
           and exhaustive.wants(s.game) and not exhaustive.at_once(s.game), _exhaustive,
           lambda s: s.EXHAUSTIVE_SHARE * len(s.searches), joins=LATE),
    # ... from the start where cards only go home (exhaustive.at_once)
    Member("exhaustive at once", lambda s: not s.atomic and exhaustive.at_once(s.game),
           _exhaustive, lambda s: s.EXHAUSTIVE_SHARE, joins=BESIDE),
    # The stock's last pass (no redeal left), turned onto a waste: every line over the
    # stock collapsed (talon_proof.py), exact, proves a loss the others leave open.
    Member("talon proof", lambda s: not s.atomic and talon_proof.applies(s.game)
           and talon_proof.one_pass(s.game, s.state), _talon_proof,
           lambda s: s.TALON_PROOF_SHARE, joins=BESIDE),
    # ... late, with the proofs, in a game dealt with no redeal and no talon beam
    Member("talon proof late", lambda s: not s.atomic and talon_proof.applies(s.game)
           and talon_proof.no_redeal(s.game) and not s.talon_guides, _talon_proof,
           lambda s: s.TALON_PROOF_SHARE, joins=LATE),
)


def main_member(solver: Solver) -> tuple[str, Sliced] | None:
    """The first MAIN member whose needs hold, with its search: it takes the main
    search's place (None: the generic search stays)."""
    for member in MEMBERS:
        if member.joins == MAIN and member.needs(solver):
            return member.name, member.make(solver)[0]
    return None


def only_sides(solver: Solver) -> bool:
    """Would none but the side guides take turns with the generic main search (the
    exhaustive search that joins late to settle a lost deal aside)? Then the main search
    keeps a lead over them (`Solver.MAIN_LEAD`). Not where the proof joins (the FreeCell
    shape): there the sides' early turns win the deals the main search leaves (FreeCell
    1-300 took 7-20 % more CPU with the lead, 11982's proof 5.6 -> 7.3 s)."""
    return not any(m.needs(solver) for m in MEMBERS
                   if (m.joins in (BESIDE, SIDE) and m.make is not _sides)
                   or m.make is _proof)


def start(solver: Solver, joins: str) -> None:
    """The members of one `joins` whose needs hold join the solver's schedule, in
    `MEMBERS`' order."""
    for member in MEMBERS:
        if member.joins == joins and member.needs(solver):
            share = member.share(solver)
            for search in member.make(solver):
                solver.schedule.join(search, share, drop_when_dry=member.drop_when_dry,
                                     settles=member.settles)
                solver.joined.append((member.name, search))


def start_sides(solver: Solver) -> None:
    solver.sides_started = True
    solver.schedule.hold = None
    start(solver, SIDE)


__all__ = ["BESIDE", "LATE", "MAIN", "MEMBERS", "SIDE", "Member", "main_member",
           "only_sides", "side_guides", "start", "start_sides"]
