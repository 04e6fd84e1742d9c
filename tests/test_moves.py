import pytest

from game.engine.cards import cards
from game.engine.history import History, IllegalMoveError
from game.engine.moves import COUNTER, FLIP, MOVE, SET, TURN, Move, apply_step, inverse
from game.engine.state import GameState
from game.rules import create


def small_state():
    s = GameState(["a", "b"], ["n"])
    s.piles = [cards("[AS] [2S] 3S"), cards("KH")]
    return s


@pytest.mark.parametrize("step", [
    (MOVE, 0, 1, 2), (TURN, 0, 1, 2), (FLIP, 0, 1), (COUNTER, 0, 0, 5),
    (SET, 1, cards("KH"), cards("QC JD")),
])
def test_every_step_has_an_exact_inverse(step):
    s = small_state()
    before = s.key()
    apply_step(s, step)
    assert s.key() != before
    apply_step(s, inverse(step))
    assert s.key() == before


def test_turn_reverses_and_flips():
    s = small_state()
    apply_step(s, (TURN, 0, 1, 2))
    assert [repr(c) for c in s.piles[1]] == ["KH", "[3S]", "2S"]


def test_history_undo_redo_and_illegal_moves():
    game = create("klondike")
    state = game.new_state(3)
    start = state.key()
    history = History(game, state)
    with pytest.raises(IllegalMoveError):
        history.play(Move("move", 0, 1, 5))
    for _ in range(5):
        history.play(game.legal_moves(state)[0])
    end = state.key()
    history.restart()
    assert state.key() == start and not history.can_undo
    while history.redo():
        pass
    assert state.key() == end
    history.undo()
    history.play(game.legal_moves(state)[-1])
    assert not history.can_redo


def test_follow_up_is_undone_with_its_turn():
    game = create("klondike")
    state = game.new_state(3)
    history = History(game, state)
    start = state.key()
    history.play(game.stock_moves(state)[0])
    history.play_follow_up(game.stock_moves(state)[0])
    assert len(history.turns) == 1
    history.undo()
    assert state.key() == start


def test_history_round_trips_through_plain_data():
    game = create("reussite_32")
    state = game.new_state(9)
    history = History(game, state)
    while Move("coup") not in game.legal_moves(state):  # granted once blocked
        history.play(game.legal_moves(state)[0])
    history.play(Move("coup"))
    history.undo()
    data = history.to_dict()
    again = History.from_dict(game, data)
    assert again.state == state and again.position == history.position
    assert again.turns == history.turns
    again.redo()
    history.redo()
    assert again.state == state


def test_state_dict_round_trip_and_mismatch():
    game = create("klondike")
    state = game.new_state(11)
    data = state.to_dict()
    assert GameState.from_dict(data, game.pile_names, game.counter_names) == state
    with pytest.raises(ValueError):
        GameState.from_dict(data, game.pile_names[:-1], game.counter_names)
