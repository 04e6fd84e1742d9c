"""The small games' solver (game/solver/small.py, fitted.py, golf_model.py): its moves
are the engine's, its fitted keys lose nothing (its verdicts agree with the generic
search's wherever that one finishes) and its won lines replay."""

import random

import pytest

from game.rules import create, registry
from game.solver import Budget, Search, Verdict, solve
from game.solver.batch import replays
from game.solver.golf_model import golf_model
from game.solver.pyramid_model import pyramid_model
from game.solver.small import small_search

GOLF = ("golf", "thieves", "elevator", "escalator", "triple_peaks")
PYRAMIDS = ("thirteen", "treize", "yield")
OTHERS = ("block_ten", "cover", "fourteen", "gay_gordons",
          "helsinki", "isabel", "jamestown", "monte_carlo", "neighbor", "quatorze",
          "kings_audience", "accordion", "labyrinth")


def random_positions(game, deal, rng, steps):
    """Positions along a random game of `deal` (each reached by legal moves)."""
    state = game.new_state(deal)
    yield state
    for _ in range(steps):
        moves = game.legal_moves(state)
        if not moves:
            return
        game.play(state, rng.choice(moves))
        yield state


def served_by(model_of) -> list[tuple[str, dict]]:
    """Every game and choice of its options whose positions the model takes: the proof
    below covers each of them, whichever game comes to use a model."""
    found = []
    for spec in registry().specs():
        choices = [{}] + [{o.name: c} for o in spec.options for c in o.choices
                          if c != o.default]
        for options in choices:
            game = create(spec.id, options)
            if model_of(game, game.new_state(1)) is not None:
                found.append((spec.id, options))
    return found


MODELLED = [(g, o, golf_model) for g, o in served_by(golf_model)] + \
    [(g, o, pyramid_model) for g, o in served_by(pyramid_model)]


def test_the_models_serve_the_golf_and_pyramid_games():
    assert {g for g, _o, m in MODELLED if m is golf_model} >= set(GOLF)
    assert {g for g, _o, m in MODELLED if m is pyramid_model} >= set(PYRAMIDS)


@pytest.mark.parametrize(("game_id", "options", "model_of"), MODELLED,
                         ids=[f"{g}{o or ''}" for g, o, _m in MODELLED])
def test_the_models_offer_the_engines_moves_and_play_them_alike(game_id, options, model_of):
    game, rng = create(game_id, options), random.Random(game_id)
    checked = 0
    for deal in (1, 2):
        for state in random_positions(game, deal, rng, 40):
            model = model_of(game, state)
            moves = model.all_moves()
            assert sorted(model.engine_line(moves)) == sorted(game.legal_moves(state))
            assert set(model.moves()) <= set(moves)
            for move in moves:
                before = model.key()
                token = model.play(move)
                after = state.copy()
                game.play(after, model.engine_line([move])[0])
                assert model.key() == model_of(game, after).key()
                assert model.won() == game.is_won(after)
                model.undo(token)
                assert model.key() == before
                checked += 1
    assert checked > 40


@pytest.mark.parametrize("game_id", GOLF + PYRAMIDS + OTHERS)
def test_small_verdicts_agree_with_the_generic_search_where_it_finishes(game_id):
    """From the ends of random games backwards, every other position with a move, as
    long as the generic exhaustive search finishes within its small budget."""
    game, rng = create(game_id), random.Random(game_id)
    compared = 0
    for deal in (1, 2, 3, 4):
        walk = [s.copy() for s in random_positions(game, deal, rng, 300)]
        for state in walk[-2::-2][:6]:
            generic = Search(game, state, Budget(float("inf"), 800)).run()
            if generic.verdict is Verdict.UNKNOWN:
                break
            small = small_search(game, state, Budget(float("inf"), 10**6)).run()
            assert small.verdict is generic.verdict, (deal, state.describe())
            if small.won:
                assert replays(game, state, small.moves)
            compared += 1
    assert compared >= 4


def test_the_solver_decides_golf_deals_with_the_small_search():
    game = create("elevator")
    verdicts = set()
    for deal in (1, 2, 3, 5):
        state = game.new_state(deal)
        result = solve(game, state, Budget(float("inf"), 10**6))
        assert result.verdict is not Verdict.UNKNOWN
        assert not result.won or replays(game, state, result.moves)
        verdicts.add(result.verdict)
    assert verdicts == {Verdict.WON, Verdict.UNWINNABLE}


def test_games_beyond_the_small_ones_keep_the_generic_search():
    for game_id in ("klondike", "freecell", "backbone", "spider"):
        game = create(game_id)
        assert small_search(game, game.new_state(1)) is None


def test_asking_for_a_fitted_key_loads_no_other_games_module():
    """fitted.py finds the small games' mechanisms among the rules modules already loaded:
    a Klondike hint does not load Accordion, King's Audience or the AisleRiot pairs."""
    import subprocess
    import sys

    code = ("import sys\nfrom game.rules import create\nfrom game.solver.fitted import fitted_key\n"
            "assert fitted_key(create('klondike')) is None\n"
            "assert fitted_key(create('accordion')) is not None\n"
            "print(sorted(m for m in sys.modules if m.startswith('game.rules.')))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True).stdout
    assert "game.rules.klondike'" in loaded and "game.rules.accordion'" in loaded
    for other in ("kings_audience", "aisleriot_pairs"):
        assert f"game.rules.{other}'" not in loaded, loaded
