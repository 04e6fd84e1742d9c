"""Mechanism objects: a special game names a few mechanisms, not loose hook functions."""

import pytest

from game.engine.mechanism import HOOK_PLACES, Mechanism, mechanisms
from game.engine.spec import Hooks
from game.rules import registry


class Ends(Mechanism):
    def is_won(self, game, state):
        return True

    def score(self, game, state):
        return 7

    def helper(self):   # not a hook place: not a hook
        return 0


class Moves(Mechanism):
    def special_moves(self, game, state):
        return []

    def play_special(self, game, state, move, rec):
        pass


def test_a_mechanism_fills_the_places_it_defines():
    hooks = Ends().hooks()
    assert hooks.is_won(None, None) and hooks.score(None, None) == 7
    assert [p for p in HOOK_PLACES if getattr(hooks, p)] == ["is_won", "score"]


def test_mechanisms_together_and_a_place_filled_twice_is_refused():
    together = mechanisms(Ends(), Moves(), Hooks(is_lost=lambda g, s: False))
    assert [p for p in HOOK_PLACES if getattr(together, p)] == [
        "special_moves", "play_special", "is_won", "is_lost", "score"]
    with pytest.raises(ValueError, match="'score'"):
        mechanisms(Ends(), Hooks(score=lambda g, s: 0))


def test_the_special_games_name_mechanisms():
    from game.engine.chains import Chains

    arena = registry().get("dondorf_arena").hooks
    assert isinstance(arena.can_pick.__self__, Chains)
    assert arena.special_moves.__func__.__name__ == "special_moves"   # the open talon
    zopf = registry().get("dondorf_zopf").hooks
    assert isinstance(zopf.can_drop.__self__, Chains)
    assert type(zopf.is_won.__self__).__name__ == "Zopf"
