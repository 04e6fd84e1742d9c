"""Which members join a `Solver`'s main search once it has looked at its first positions,
and with what share of the turns (the reasons, measured, are in `Solver`'s text)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.game import Game

from .beam import Beam, beam_orderings
from .canonical import Canonical
from .ordering import Ordering, side_orderings
from .playout import POLICIES, Playouts
from .search import Budget
from .spider import applies as spider_applies
from .spider_proof import SpiderProof
from .spider_search import SPIDER_WEIGHTS, SpiderSearch
from .staged import StagedSearch
from .talon import TalonSearch
from .talon_beam import TalonBeam

if TYPE_CHECKING:  # pragma: no cover
    from .portfolio import Solver

# Where staged.py joins (deals 1-10 at 10 s: Giant 0 -> 7 won, Gypsy 4 -> 5).
STAGED_GAMES = frozenset({"giant", "gypsy"})


def side_guides(game: Game, canonical: Canonical, talon: bool) -> list[Ordering]:
    """The side searches' guides (ordering.variants); beside talon searches only those
    that do not prefer short lines (see `Solver`)."""
    sides = side_orderings(game, canonical)
    return [o for o in sides if o.weights.depth == 0] if talon else sides


def start_sides(solver: Solver) -> None:
    """The other members join (see `Solver`): the side guides, the beams, playouts,
    the Spider searches, the staged search and the talon searches, as the game asks."""
    solver.sides_started = True
    solver.schedule.hold = None
    join = solver.schedule.join
    side, unlimited = Budget(float("inf"), solver.SIDE), Budget(float("inf"), 1 << 62)
    talon_guides = solver.talon_guides
    for o in side_guides(solver.game, solver.canonical, bool(talon_guides)):
        join(solver._search(o, side))
    beam_share, guides = beam_orderings(solver.game, solver.canonical)
    # The Klondike family's one-pack games: the beam over the talon's macros
    # (in Jumbo's two packs a talon beam position costs ~4 times a plain one's).
    if talon_guides and solver.game.total_cards <= 52:
        solver.talon_beam = TalonBeam(solver.game, solver.state, unlimited,
                                      canonical=solver.canonical,
                                      orderings=talon_guides, safe=solver.rule)
        join(solver.talon_beam, solver.TALON_BEAM_SHARE)
    if guides:
        solver.beam = Beam(solver.game, solver.state, unlimited, canonical=solver.canonical,
                           orderings=guides, safe=solver.rule)
        join(solver.beam, beam_share)
    policy = POLICIES.get(solver.game.id, POLICIES.get(solver.game.spec.solver_group))
    # Measured on deals 1-10 at 10 s: two-deck Spider (2 suits) 7 -> 8 won,
    # the one-pack games (Spiderette, Will o' the Wisp) one fewer each.
    if policy is not None and solver.game.total_cards > 52:
        solver.playouts = Playouts(solver.game, solver.state, unlimited,
                                   canonical=solver.canonical, policy=policy)
        join(solver.playouts, solver.PLAYOUT_SHARE)
    if not solver.atomic and spider_applies(solver.game):
        # One pack: one guide (deals 1-10 at 10 s, two guides sharing the
        # time: Spiderette 9 -> 8 won, Will o' the Wisp 8 -> 6).
        spider_guides = (SPIDER_WEIGHTS if solver.game.total_cards > 52
                         else SPIDER_WEIGHTS[:1])
        solver.spiders = [SpiderSearch(solver.game, solver.state, unlimited, weights=w,
                                       spread=solver.one_pack_spider,
                                       plan=solver.SPIDER_PLANS.get(solver.game.id))
                          for w in spider_guides]
        for spider in solver.spiders:
            join(spider, solver.SPIDER_SHARE)
    if solver.one_pack_spider:
        solver.spider_proof = SpiderProof(solver.game, solver.state, unlimited,
                                          max_bytes=solver.SPIDER_PROOF_BYTES)
        # Where its moves are not exact a run dry proves nothing: it is let go.
        join(solver.spider_proof, solver.SPIDER_PROOF_SHARE, drop_when_dry=True)
    if not solver.atomic and solver.game.id in STAGED_GAMES:
        solver.staged = StagedSearch(solver.game, solver.state, unlimited,
                                     canonical=solver.canonical, ordering=solver.ordering,
                                     safe=solver.rule)
        join(solver.staged, solver.STAGED_SHARE)
    solver.talons = [TalonSearch(solver.game, solver.state, unlimited,
                                 canonical=solver.canonical, ordering=o,
                                 safe=solver.rule, trust_safe=True)
                     for o in talon_guides[:solver.TALON_SEARCHES]]
    for talon in solver.talons:   # cut moves, runs dragged home: a run dry proves nothing
        join(talon, solver.TALON_SHARE, drop_when_dry=True)


__all__ = ["STAGED_GAMES", "side_guides", "start_sides"]
