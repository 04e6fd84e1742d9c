"""Guided playouts (game/solver/playout.py): the Spider policy's preferences, wins that
replay, slices, and their place in the portfolio."""

from game.engine.moves import Move, stock_move
from game.rules import create
from game.solver import Budget, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.playout import USELESS, Playouts, spider_policy
from game.solver.portfolio import Solver
from game.solver.shorten import cut_detours as shortcut
from positions import move, position


def spider2():
    return create("spider", {"suits": "2"})


def test_the_spider_policy_prefers_what_a_player_would():
    game = spider2()
    s = position(game, {"tableau_0": "[4S] 5H 4S", "tableau_1": "5S", "tableau_2": "5H",
                        "tableau_3": "KH QH JH", "tableau_4": "TS", "tableau_5": "QS",
                        "stock": "[AS] [AS] [AS] [AS] [AS] [AS] [AS] [AS] [AS] [AS]"})

    def score(src, dst, n=1):
        return spider_policy(game, s, move(game, src, dst, n))

    # 4♠ onto the 5♠ (in suit) rather than back onto a 5♥ it already lies on
    assert score("tableau_0", "tableau_1") > score("tableau_0", "tableau_2")
    assert score("tableau_0", "tableau_2") < 0         # from one good place to another
    # a run moved off a face-down card turns it up
    s.piles[s.index("tableau_0")] = s.piles[s.index("tableau_0")][:1] + \
        s.piles[s.index("tableau_0")][2:]
    assert score("tableau_0", "tableau_1") > 30
    # a whole pile into an empty pile changes nothing; a run broken costs
    assert score("tableau_5", "tableau_8") == USELESS
    assert score("tableau_3", "tableau_5", 1) < 0      # J♥ off its Q♥ onto the Q♠
    assert spider_policy(game, s, stock_move(game.pile_index("stock"))) < 0


def test_playouts_win_a_two_suit_deal_and_the_line_replays():
    game = spider2()
    s = game.new_state(4)
    playouts = Playouts(game, s, Budget(60.0, 200_000), canonical=canonical_for(game),
                        policy=spider_policy, seed=4)
    result = playouts.run()
    assert result.verdict is Verdict.WON and replays(game, s, result.moves)
    assert all(isinstance(m, Move) for m in result.moves)
    assert s == game.new_state(4)                       # the caller's state is untouched
    assert len(result.moves) < 300 < playouts.nodes     # the playout's detours cut out


def test_shortcut_cuts_detours_and_keeps_a_winning_line():
    freecell = create("freecell")
    home = {f"foundation_{i}": " ".join(r + suit for r in "A23456789TJQK")
            for i, suit in enumerate("CDH")}
    s = position(freecell, home | {"foundation_3": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                                   "cell_2": "KS"})
    wander = [move(freecell, "cell_2", "cell_0"), move(freecell, "cell_0", "cell_1"),
              move(freecell, "cell_1", "cell_3"), move(freecell, "cell_3", "foundation_3")]
    assert replays(freecell, s, wander)
    assert shortcut(freecell, s, wander) == [move(freecell, "cell_2", "foundation_3")]
    line = [move(freecell, "cell_2", "foundation_3")]
    assert shortcut(freecell, s, line) == line


def test_playouts_run_in_slices_and_stop_at_their_budget():
    game = create("spider", {"suits": "4"})
    playouts = Playouts(game, game.new_state(1), Budget(60.0, 1000),
                        canonical=canonical_for(game), policy=spider_policy)
    assert playouts.run(nodes=300) is None and playouts.nodes == 300
    assert playouts.run(nodes=300) is None and playouts.nodes == 600
    result = None
    while result is None:
        result = playouts.run(nodes=300)
    assert result.verdict is Verdict.UNKNOWN and playouts.cut and playouts.nodes == 1000


def test_playouts_join_the_portfolio_in_two_pack_spider_games_only():
    for game_id, joins in (("spider", True), ("spiderette", False), ("klondike", False),
                           ("freecell", False)):
        game = create(game_id)
        solver = Solver(game, game.new_state(2), Budget(60.0, 1000))
        solver.run()
        assert (solver.playouts is not None) is joins, game_id
