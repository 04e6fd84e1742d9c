"""The beam search (solver/beam.py): a portfolio member that finds wins in the Spider
family, never proves a loss, and whose lines replay through the engine."""

from game.rules import create, registry
from game.solver import Budget, Verdict, solve
from game.solver.batch import replays
from game.solver.beam import Beam, beam_orderings
from game.solver.canonical import canonical_for
from game.solver.ordering import Ordering, main_family
from game.solver.portfolio import Solver


def beam_for(game, state, seconds=5.0, width=1):
    canonical = canonical_for(game)
    _, guides = beam_orderings(game, canonical)
    return Beam(game, state, Budget(seconds, 10**7), canonical=canonical, orderings=guides,
                safe=None, width=width)


def test_a_narrow_beam_wins_a_spider_deal_and_its_line_replays():
    game = create("spider", {"suits": "1"})
    state = game.new_state(3)
    result = beam_for(game, state).run()
    assert result.verdict is Verdict.WON
    assert replays(game, state, result.moves)
    assert game.new_state(3).key() == state.key()   # the caller's state is left alone


def test_a_beam_that_runs_dry_says_unknown_never_unwinnable():
    game = create("spider", {"suits": "4"})
    out_of_time = beam_for(game, game.new_state(1), seconds=0.05)
    result = out_of_time.run()
    assert result.verdict is Verdict.UNKNOWN and out_of_time.cut and result.moves == []
    dry = beam_for(game, game.new_state(1))
    dry.MAX_WIDTH = 1
    dry.orderings = dry.orderings[:1]
    result = dry.run()      # one narrow try, then no wider one: it gives up
    assert result.verdict is Verdict.UNKNOWN and dry.cut and dry.tries == 1


def test_a_beam_runs_in_slices():
    game = create("spider", {"suits": "1"})
    state = game.new_state(3)
    beam = beam_for(game, state)
    slices = 0
    while (result := beam.run(nodes=10)) is None:
        slices += 1
    assert slices > 3 and result.won and replays(game, state, result.moves)


def test_the_beam_joins_the_portfolio_only_in_its_families():
    spider = create("spider", {"suits": "4"})
    solver = Solver(spider, spider.new_state(1), Budget(10.0, 10**7))
    # slices of CPU time until the beam has had its turn (a loaded machine gives a slice
    # fewer positions: the count of slices is not the point, the beam's joining is)
    for _slice in range(30):
        assert solver.run(seconds=0.3) is None
        if solver.beam is not None and solver.beam.nodes > 0:
            break
    assert solver.beam in solver.searches and solver.beam.nodes > 0
    freecell = create("freecell")
    assert beam_orderings(freecell, canonical_for(freecell)) == (0, [])
    for spec in registry().specs():
        beam = create(spec.id).spec.solver_tuning.get("beam")
        assert beam is None or (beam["share"] >= 1 and beam["guides"]), spec.id


def test_the_beam_guides_change_only_the_weights_they_name():
    game = create("spider")
    canonical = canonical_for(game)
    share, guides = beam_orderings(game, canonical)
    tuned = game.spec.solver_tuning["beam"]
    assert share == tuned["share"] and len(guides) == len(tuned["guides"])
    base = main_family(game).weights
    assert guides[0].weights == base
    assert guides[1].weights.disorder == 10.0 and guides[1].weights.empty == base.empty
    assert all(isinstance(g, Ordering) for g in guides)


def test_spider_one_suit_deal_where_best_first_alone_was_stuck_is_won():
    """Deal 1 of one-suit Spider: the best-first searches alone left it unknown in 2 s."""
    game = create("spider", {"suits": "1"})
    state = game.new_state(1)
    result = solve(game, state, Budget(30.0, 10**7))
    assert result.won and replays(game, state, result.moves)
