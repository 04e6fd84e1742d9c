"""The stock-collapsing search (solver/talon.py): a Klondike move is the stock clicked k
times and then the waste card played; shuffles between tableau piles are cut; its lines
replay through the engine and it never proves a loss."""

from game.rules import create
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.members import side_guides
from game.solver.ordering import side_orderings
from game.solver.portfolio import Solver
from game.solver.safe import SafeRule
from game.solver.talon import TalonSearch, talon_orderings
from game.solver.tuning import tuning_of
from tests.positions import move, position


def talon_for(game, state, seconds=5.0, guide=0):
    canonical = canonical_for(game)
    return TalonSearch(game, state, Budget(seconds, 10**7), canonical=canonical,
                       ordering=talon_orderings(game, canonical)[guide],
                       safe=SafeRule.for_game(game), trust_safe=True)


def kept_moves(game, talon, state):
    """The macros without clicks, as (src name, dst name, count)."""
    return {(game.pile_names[m[0].src], game.pile_names[m[0].dst], m[0].count)
            for m in talon.macros(state) if len(m) == 1}


def test_every_waste_card_the_stock_can_bring_up_is_one_macro_away():
    game = create("klondike")
    state = game.new_state(4)
    talon = talon_for(game, state)
    before = state.key()
    macros = talon.macros(state)
    assert state.key() == before     # the clicks tried are taken back
    waste = game.pile_index("waste")
    played = set()
    for macro in macros:
        assert all(m.action == "stock" for m in macro[:-1]) and macro[-1].action == "move"
        s = state.copy()
        for m in macro:     # each step legal in its turn
            assert m in game.legal_moves(s)
            if m is macro[-1] and m.src == waste:
                played.add(s.piles[waste][-1])
            game.play(s, m)
    # Every card that one pass of the stock brings up and that may go somewhere now.
    s, wanted = state.copy(), set()
    for _ in range(len(state.piles[game.pile_index("stock")])):
        game.play(s, game.stock_moves(s)[0])
        if any(game.can_drop(s, waste, 1, d) for d in talon.targets):
            wanted.add(s.piles[waste][-1])
    assert wanted and wanted <= played


def test_tableau_shuffles_are_cut_useful_moves_kept():
    game = create("klondike")
    state = position(game, {
        "tableau_0": "[2C] 9S 8H", "tableau_1": "9C", "tableau_2": "[4D] 2H",
        "foundation_0": "AH", "tableau_3": "[6C] 3D", "tableau_4": "4C"})
    talon = talon_for(game, state)
    assert move(game, "tableau_0", "tableau_1") in game.legal_moves(state)
    kept = kept_moves(game, talon, state)
    assert ("tableau_0", "tableau_1", 1) not in kept   # 8H from 9S to 9C: nothing gained
    assert ("tableau_3", "tableau_4", 1) in kept       # 3D turns a card up
    assert ("tableau_2", "foundation_0", 1) in kept    # home is always tried


def test_a_run_that_uncovers_a_card_going_home_is_kept():
    game = create("klondike")
    state = position(game, {"tableau_0": "[KC] 2H 9S 8H", "tableau_1": "9C",
                            "foundation_0": "AH", "tableau_2": "[3C] TD"})
    talon = talon_for(game, state)
    kept = kept_moves(game, talon, state)
    assert ("tableau_0", "tableau_1", 1) not in kept   # 8H off 9S: 9S cannot go home
    assert ("tableau_0", "tableau_2", 2) in kept       # 9S 8H off the 2H that can


def test_a_king_goes_to_an_empty_pile_only_where_it_turns_a_card_up_or_frees_one():
    game = create("klondike")
    state = position(game, {"tableau_0": "[3C] KS QH", "tableau_2": "KD",
                            "tableau_3": "[4C] 5H KC"})
    talon = talon_for(game, state)
    assert move(game, "tableau_3", "tableau_1") in game.legal_moves(state)
    kept = kept_moves(game, talon, state)
    assert ("tableau_0", "tableau_1", 2) in kept       # turns the 3C up
    assert not any(src == "tableau_2" for src, _, _ in kept)   # KD alone: no change
    # The 5H under the KC (face up, as Saratoga deals) was out of reach: the KC frees it.
    assert ("tableau_3", "tableau_1", 1) in kept


def test_a_run_split_is_kept_only_where_the_card_it_uncovers_goes_home():
    game = create("thumb_and_pouch")     # any card fills a space
    state = position(game, {"tableau_0": "[3C] 9S 8H 7C", "tableau_2": "[4C] 5S 4H 3C",
                            "foundation_0": "AS 2S 3S 4S"})
    talon = talon_for(game, state)
    kept = kept_moves(game, talon, state)
    assert ("tableau_0", "tableau_1", 3) in kept       # the whole run: turns the 3C up
    assert ("tableau_0", "tableau_1", 2) not in kept   # 8H 7C off the 9S: nothing gained
    assert ("tableau_0", "tableau_1", 1) not in kept
    assert ("tableau_2", "tableau_1", 2) in kept       # 4H 3C off the 5S going home
    assert ("tableau_2", "tableau_1", 1) not in kept


def test_talon_search_wins_klondike_deals_and_its_lines_replay():
    for options, deal in (({}, 5), ({"deal": "three"}, 1)):
        game = create("klondike", options)
        state = game.new_state(deal)
        result = talon_for(game, state, seconds=20.0).run()
        assert result.verdict is Verdict.WON
        assert replays(game, state, result.moves)
        assert game.new_state(deal).key() == state.key()
        assert any(m.action == "stock" for m in result.moves)


def test_a_talon_search_that_runs_dry_says_unknown_never_unwinnable():
    game = create("klondike")
    # Nothing can move and the stock is spent: the search runs dry at once.
    state = position(game, {"tableau_0": "[AS] 2D", "tableau_1": "[AH] 2C",
                            "waste": "3S"}, redeals_left=0)
    talon = talon_for(game, state)
    result = talon.run()
    assert result.verdict is Verdict.UNKNOWN and not talon.cut


def test_talon_searches_join_the_portfolio_in_the_klondike_family_only():
    klondike = create("klondike")
    solver = Solver(klondike, klondike.new_state(14), Budget(10.0, 10**7))
    while not solver.talons and solver.run(seconds=0.05) is None:
        pass
    assert len(solver.talons) == Solver.TALON_SEARCHES <= len(tuning_of(klondike).talon_guides)
    freecell = create("freecell")
    assert talon_orderings(freecell, canonical_for(freecell)) == []
    spider = create("spider")
    assert talon_orderings(spider, canonical_for(spider)) == []


def test_klondike_deal_the_generic_searches_left_undecided_is_won():
    """Deal 9 (one card, two redeals): unknown after 10 s CPU before the talon searches
    joined; the portfolio wins it in about a second now."""
    game = create("klondike")
    state = game.new_state(9)
    solver = Solver(game, state, Budget(30.0, 10**7))
    while (outcome := solver.run(seconds=1.0)) is None:
        pass
    assert outcome.won and replays(game, state, outcome.moves)


def test_guides_that_differ_only_in_a_redeal_count_that_never_changes_are_one():
    for game_id, options, guides in (("klondike", {}, 2), ("klondike", {"deal": "three"}, 1),
                                     ("saratoga", {}, 1), ("gold_mine", {}, 1)):
        game = create(game_id, options)
        assert len(talon_orderings(game, canonical_for(game))) == guides, game_id


def test_beside_the_talon_searches_only_sides_that_do_not_prefer_short_lines_run():
    klondike = create("klondike")
    canonical = canonical_for(klondike)
    every = side_orderings(klondike, canonical)
    kept = side_guides(klondike, canonical, talon=bool(talon_orderings(klondike, canonical)))
    assert [o.weights for o in kept] == [o.weights for o in every if o.weights.depth == 0]
    assert 0 < len(kept) < len(every)
    freecell = create("freecell")    # no talon: every side guide
    assert len(side_guides(freecell, canonical_for(freecell), talon=False)) == len(
        side_orderings(freecell, canonical_for(freecell)))
