"""The beam over stock-collapsed moves (solver/talon_beam.py): its children are the
talon's macros (clicks, then a waste card played; or a tableau move worth trying), it
wins Klondike deals the best-first searches leave open, its lines replay through the
engine, and it never proves a loss."""

from game.rules import create
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.portfolio import Solver
from game.solver.safe import SafeRule
from game.solver.talon import talon_orderings
from game.solver.talon_beam import TalonBeam
from tests.positions import position


def beam_for(game, state, nodes=10**7):
    canonical = canonical_for(game)
    return TalonBeam(game, state, Budget(30.0, nodes), canonical=canonical,
                     orderings=talon_orderings(game, canonical),
                     safe=SafeRule.for_game(game))


def test_a_childs_line_is_one_macro_and_the_position_is_left_alone():
    game = create("klondike")
    state = game.new_state(4)
    beam = beam_for(game, state)
    root = beam._root()
    before = root.state.key()
    children = [child for _, child in beam._children(root, {before})]
    assert root.state.key() == before
    waste = game.pile_index("waste")
    assert any(child.moves[0].action == "stock" for child in children)
    for child in children:
        line = list(child.moves)
        clicks = [m for m in line if m.action == "stock"]
        assert line[:len(clicks)] == clicks     # the clicks come first
        if clicks:
            assert line[len(clicks)].src == waste   # then the waste card is played
        s = root.state.copy()
        for m in line:
            assert m in game.legal_moves(s)
            game.play(s, m)
        assert s.key() == child.state.key()


def test_the_talon_beam_wins_a_deal_the_best_first_searches_leave_open():
    """Klondike deal 14 (one card, two redeals): the main search and the talon search
    with the redeal-saving guide were both undecided after 3 s CPU alone (25,000
    positions); the beam wins it in under 2,000."""
    game = create("klondike")
    state = game.new_state(14)
    beam = beam_for(game, state, nodes=4000)
    result = beam.run()
    assert result.verdict is Verdict.WON
    assert replays(game, state, result.moves)
    assert game.new_state(14).key() == state.key()


def test_a_talon_beam_that_runs_dry_says_unknown():
    game = create("klondike")
    state = position(game, {"tableau_0": "[AS] 2D", "tableau_1": "[AH] 2C",
                            "waste": "3S"}, redeals_left=0)
    beam = beam_for(game, state)
    beam.MAX_WIDTH = 2
    result = beam.run()
    assert result.verdict is Verdict.UNKNOWN and result.moves == []


def test_the_talon_beam_joins_the_klondike_familys_beam():
    game = create("klondike")
    solver = Solver(game, game.new_state(14), Budget(10.0, 10**7))
    while solver.talon_beam is None and solver.run(seconds=0.05) is None:
        pass
    assert isinstance(solver.talon_beam, TalonBeam) and solver.talon_beam in solver.searches
    assert solver.beam is not None and not isinstance(solver.beam, TalonBeam)
    for game_id in ("yukon", "jumbo"):     # no stock; two packs: the plain beam only
        other = create(game_id)
        solver = Solver(other, other.new_state(1), Budget(10.0, 10**7))
        while solver.result is None and not solver.sides_started:
            solver.run(seconds=0.05)
        assert solver.talon_beam is None, game_id


def test_cards_buried_in_a_waste_that_never_turns_back_cost_the_guide():
    """Gold Mine (three cards, no redeal): a card under the waste's top comes back only
    once those above it are played; the family's guide counts it."""
    from game.solver.ordering import ordering_for

    gold_mine = create("gold_mine")
    canonical = canonical_for(gold_mine)
    ordering = ordering_for(gold_mine, canonical)
    waste = gold_mine.pile_index("waste")
    one = position(gold_mine, {"waste": "9S"})
    three = position(gold_mine, {"waste": "7D 8H 9S"})
    assert ordering.buried[waste] > 0
    assert ordering.score(one) - ordering.score(three) >= 2 * ordering.buried[waste]
    klondike = create("klondike")      # the waste turns back: nothing is buried for good
    assert not any(ordering_for(klondike, canonical_for(klondike)).buried)


def test_the_talon_beam_wins_gold_mine():
    """Gold Mine deal 2: no search won a Gold Mine deal of 1-10 in 10 s before the guide
    counted the buried waste cards; the beam now wins it in under 1,000 positions."""
    game = create("gold_mine")
    state = game.new_state(2)
    result = beam_for(game, state, nodes=2000).run()
    assert result.verdict is Verdict.WON
    assert replays(game, state, result.moves)
