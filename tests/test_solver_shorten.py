"""Lines a player can watch (solver/shorten.py): loops and detours cut, then a search
for a shorter line bounded by the found one; every move still the engine's."""

from game.rules import create
from game.solver import Budget, solve
from game.solver.batch import replays
from game.solver.search import Search
from game.solver.shorten import Shortening, cut_detours, shorten


def _won_line(game, deal):
    state = game.new_state(deal)
    result = solve(game, state, Budget(30.0, 10**7))
    assert result.won
    return state, result.moves


def _wander(game, state, line, every=5):
    """The line with a loop put in every `every` moves: a card to a free cell and back,
    where one is free."""
    longer, here = [], state.copy()
    for i, move in enumerate(line):
        if i % every == 0:
            for there in game.legal_moves(here):
                if (there.action == "move" and game.pile_specs[there.dst].kind.name == "CELL"
                        and not here.piles[there.dst]):
                    game.play(here, there)
                    back = next((m for m in game.legal_moves(here)
                                 if m.src == there.dst and m.dst == there.src), None)
                    if back is None:
                        from game.engine.moves import undo_steps  # noqa: PLC0415
                        undo_steps(here, game.play(here, there).steps)
                        break
                    game.play(here, back)
                    longer += [there, back]
                    break
        game.play(here, move)
        longer.append(move)
    return longer


def test_loops_are_cut_and_the_line_still_wins():
    game = create("freecell")
    state, line = _won_line(game, 3)
    longer = _wander(game, state, line)
    assert len(longer) > len(line) + 10 and replays(game, state, longer)
    cut = cut_detours(game, state, longer)
    assert len(cut) <= len(line) and replays(game, state, cut)


def test_a_bounded_search_finds_only_shorter_lines():
    game = create("freecell")
    state, line = _won_line(game, 5)
    bound = len(line) + 15
    search = Search(game, state, Budget(30.0, 20_000), shorter_than=bound)
    result = search.run()
    assert not search.exact
    assert result.won and len(result.moves) < bound and replays(game, state, result.moves)
    under = Search(game, state, Budget(30.0, 3_000), shorter_than=len(line) - 5).run()
    assert not under.won or (len(under.moves) < len(line) - 5
                             and replays(game, state, under.moves))
    tight = Search(game, state, Budget(30.0, 5_000), shorter_than=3).run()
    assert not tight.won      # no FreeCell deal is won in two moves


def test_shortening_in_slices_gives_the_same_line_as_at_once():
    game = create("freecell")
    state, line = _won_line(game, 1)
    longer = _wander(game, state, line, every=3)
    whole = shorten(game, state, longer, nodes=3000)
    sliced = Shortening(game, state, longer, nodes=3000)
    slices = 0
    while sliced.run(until=0.0) is None:      # one step a call
        slices += 1
    assert sliced.line == whole and slices >= 2
    assert len(whole) <= len(line) and replays(game, state, whole)


def test_a_game_whose_lines_are_short_for_its_cards_searches_its_long_ones():
    """Die Elf 9a's lines are ~0.6 moves a card, so its tuning's `long_per_card` (1)
    sends a line long by looks through the talon (deal 4: 109 moves, 75 of them looks
    to a helper card deep in the talon) to the search for a shorter one."""
    game = create("dondorf_elf_9a")
    state = game.new_state(4)
    result = solve(game, state, Budget(2.0, 10**6))
    assert result.won and len(result.moves) > game.total_cards
    shortening = Shortening(game, state, result.moves)
    line = shortening.run()
    assert shortening.searched > 0 and replays(game, state, line)
    assert len(line) < len(result.moves) // 2
