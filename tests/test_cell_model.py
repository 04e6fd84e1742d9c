"""The compiled model of the free-cell shape (game/solver/cell_model.py) is proved equal
to the engine on random walks of every game and option it serves: the same moves in the
same order (the search's: twin targets, ordering.prune), the same safe moves home as
safe.py, the same score as ordering.py, the same positions after each move, and keys
that tell positions apart exactly as the canonical key does."""

import random

import pytest
from test_solver_proof import BIG, LOST_WITH_A_FREE_CELL
from test_solver_small import served_by

from game.engine.moves import undo_steps
from game.rules import create, registry
from game.solver import Budget, Search, Verdict
from game.solver.batch import replays
from game.solver.canonical import canonical_for
from game.solver.cell_model import model_for
from game.solver.cell_proof import cell_proof
from game.solver.ordering import ordering_for, side_orderings
from game.solver.proof import prove
from game.solver.safe import SafeRule
from positions import position


def _model_of(game, state):
    return model_for(game, canonical_for(game))


SERVED = served_by(_model_of)   # every game and choice of its options the model takes


def walk(game, deal, rng, steps):
    """Positions along a random game, moves home and into spaces favoured so that the
    walk reaches foundations, free cells and empty columns of every sort."""
    state = game.new_state(deal)
    yield state
    for _ in range(steps):
        moves = game.legal_moves(state)
        if not moves or game.is_won(state):
            return
        home = [m for m in moves if m.dst in game.foundations]
        game.play(state, rng.choice(home if home and rng.random() < 0.6 else moves))
        yield state


def test_the_model_serves_freecell_by_its_shape_alone():
    ids = {g for g, _o in SERVED}
    assert "freecell" in ids
    for other in ("klondike", "spider", "bakers_game", "seahaven", "golf"):
        if other in registry().ids():
            game = create(other)
            assert model_for(game, canonical_for(game)) is None, other


@pytest.mark.parametrize(("game_id", "options"), SERVED,
                         ids=[f"{g}{o or ''}" for g, o in SERVED])
def test_the_model_moves_as_the_engine_does(game_id, options):
    game, rng = create(game_id, options), random.Random(game_id)
    canonical = canonical_for(game)
    model, ordering, rule = model_for(game, canonical), ordering_for(game, canonical), \
        SafeRule.for_game(game)
    scorers = [(o, model.scorer(o.weights)) for o in [ordering, *side_orderings(game, canonical)]]
    checked = 0
    for deal in (1, 2, 3, 617):
        for state in walk(game, deal, rng, 150):
            piles = list(state.piles)
            packed = [bytes(cards) for cards in piles]      # as the searches hold them
            for atomic in (False, True):
                engine = (ordering.prune(state, game.legal_moves(state, ordering.twins,
                                                                  atomic=True))
                          if atomic else ordering.moves(state))
                assert model.moves(piles, atomic) == engine
                assert model.moves(packed, atomic) == engine
            onto = [0 if k.name == "FOUNDATION" else 3 if k.name == "CELL" else 1
                    for k in (p.kind for p in game.pile_specs)]
            assert model.proof_moves(piles) == sorted(       # proof.py's order
                model.moves(piles, True), key=lambda m: onto[m.dst] + (not piles[m.dst]))
            for o, score in scorers:
                assert score(piles) == pytest.approx(o.score(state))
                assert score(packed) == score(piles)
            assert model.won(piles) == game.is_won(state)
            # every target (shortening's exact positions): the engine's moves, less a
            # whole pile moved into an empty twin
            every, legal = model.every_move(piles), game.legal_moves(state)
            assert len(set(every)) == len(every) and set(every) <= set(legal)
            assert all(m in every or (m.count == len(piles[m.src]) and not piles[m.dst]
                                      and ordering.twins[m.src] == ordering.twins[m.dst])
                       for m in legal if m.action == "move")
            for move in model.moves(piles):
                after = model.play(piles, move)
                if not model.is_home[move.dst]:     # the search's score by two terms
                    for o, score in scorers:
                        scoring = model.scoring(o.weights)
                        needed, term = scoring.needed(piles), scoring.term
                        assert term is not None     # (whole weights: the same number)
                        assert score(after) == score(piles) + sum(
                            term(after[i], i, needed) - term(piles[i], i, needed)
                            for i in (move.src, move.dst))
                turn = game.play(state, move)
                assert after == state.piles
                assert model.key(list(after)) == model.key(list(state.piles))
                forced_model = model.forced(after, move)
                forced_engine = rule.forced(state, move)
                assert forced_model == [t.move for t in forced_engine]
                assert after == state.piles
                for t in reversed(forced_engine):
                    undo_steps(state, t.steps)
                undo_steps(state, turn.steps)
                checked += 1
            assert piles == state.piles     # the model changed no pile it was given
            forced = rule.forced(state.copy())
            assert model.forced(list(piles)) == [t.move for t in forced]
    assert checked > 500


@pytest.mark.parametrize(("game_id", "options"), SERVED,
                         ids=[f"{g}{o or ''}" for g, o in SERVED])
def test_model_keys_are_the_canonical_keys(game_id, options):
    """Two positions share a model key exactly when they share the canonical key."""
    game, rng = create(game_id, options), random.Random(7)
    canonical = canonical_for(game)
    model = model_for(game, canonical)
    by_model, by_canonical = {}, {}
    for deal in (5, 6):
        for state in walk(game, deal, rng, 200):
            by_model.setdefault(model.key(list(state.piles)), set()).add(
                canonical.key(state))
            by_canonical.setdefault(canonical.key(state), set()).add(
                model.key(list(state.piles)))
            # the twins' order does not count: a permuted copy has the same key
            shuffled = list(state.piles)
            for group in canonical.symmetric:
                part = shuffled[group.start:group.stop]
                rng.shuffle(part)
                shuffled[group.start:group.stop] = part
            assert model.key(shuffled) == model.key(list(state.piles))
    assert all(len(v) == 1 for v in by_model.values())
    assert all(len(v) == 1 for v in by_canonical.values())


def test_searches_over_the_model_win_with_lines_that_replay():
    game = create("freecell")
    for deal in (1, 2, 3):
        state = game.new_state(deal)
        search = Search(game, state, Budget(30.0, 200_000))
        assert search.model is not None
        result = search.run()
        assert result.verdict is Verdict.WON
        assert replays(game, state, result.moves)


def test_the_proof_over_the_model_is_proof_py_over_the_engine():
    """The same positions in the same order: the same verdict and count on a lost
    position, the same won line from positions along a won game."""
    freecell = create("freecell")
    canonical = canonical_for(freecell)
    lost = position(freecell, LOST_WITH_A_FREE_CELL)
    whole = cell_proof(freecell, lost, canonical, BIG).run()
    assert whole.verdict is Verdict.UNWINNABLE and whole.nodes == prove(freecell, lost, BIG).nodes
    state = freecell.new_state(1)
    line = Search(freecell, state, Budget(30.0, 200_000)).run().moves
    for move in line[:len(line) // 2]:
        freecell.play(state, move)
    for at in range(3):
        ours, theirs = cell_proof(freecell, state, canonical, BIG).run(), \
            prove(freecell, state, BIG)
        assert ours.verdict is Verdict.WON and ours.moves == theirs.moves
        assert ours.nodes == theirs.nodes and replays(freecell, state, ours.moves)
        freecell.play(state, freecell.legal_moves(state)[at])
