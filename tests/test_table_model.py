"""The table's model (game/scenes/table_model.py), without pygame: its methods are the
only writers of its state, and its observers hear what happened, in order, with the
model already in its new state."""

import subprocess
import sys

import pytest

from game.engine.deal import rng_for
from game.engine.game import LOST, WON
from game.engine.history import History
from game.engine.moves import Move
from game.rules import create
from game.scenes.table_events import (
    Assisted,
    AutoplayChanged,
    Changed,
    Dealt,
    Ended,
    Finished,
    Played,
    Rearranged,
    Redone,
    Reopened,
    Restarted,
    Selected,
    Undone,
)
from game.scenes.table_model import RESULT_DELAY, TableModel
from positions import move, position

EVENTS = (Dealt, Played, Undone, Redone, Restarted, Rearranged, Changed, Ended, Reopened,
          Finished, Selected, AutoplayChanged, Assisted)


def heard(model: TableModel) -> list:
    """Every event the model sends, with the outcome the model had when it was sent."""
    log = []
    for kind in EVENTS:
        model.subscribe(kind, lambda event: log.append((event, model.outcome)))
    return log


def kinds(log) -> list[str]:
    return [type(event).__name__ for event, _outcome in log]


def klondike_one_move_from_win(**options) -> TableModel:
    game = create("klondike")
    piles = {f"foundation_{i}": " ".join(r + s for r in "A23456789TJQK")
             for i, s in enumerate("CDH")}
    piles |= {"foundation_3": " ".join(r + "S" for r in "A23456789TJQ"), "tableau_3": "KS"}
    return TableModel(game, History(game, position(game, piles)), **options)


def test_the_model_never_imports_pygame():
    code = ("import sys, game.scenes.table_model; "
            "assert 'pygame' not in sys.modules, 'pygame was imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_its_state_is_read_only_from_outside():
    model = klondike_one_move_from_win()
    for name in ("selected", "outcome", "elapsed", "autoplaying", "assisted", "history"):
        with pytest.raises(AttributeError):
            setattr(model, name, None)


def test_a_winning_move_is_played_changed_then_ended_the_outcome_decided_first():
    model = klondike_one_move_from_win()
    log = heard(model)
    model.open()
    won = move(model.game, "tableau_3", "foundation_3")
    assert model.play(won)
    assert kinds(log) == ["Dealt", "Played", "Changed", "Ended"]
    assert all(outcome == WON for _event, outcome in log[1:])  # observers see the end
    played = log[1][0]
    assert played.turn.move == won and played.by == "player"
    assert log[2][0].played == played.turn and log[3][0].outcome == WON
    assert model.result_timer == RESULT_DELAY
    assert not model.play(won)             # an ended game takes no move
    assert len(log) == 4


def test_an_illegal_move_changes_nothing_and_says_nothing():
    model = klondike_one_move_from_win()
    log = heard(model)
    before = model.state.key()
    assert not model.play(move(model.game, "foundation_3", "tableau_0"))
    assert model.state.key() == before and log == [] and model.history.moves_made == 0


def test_undo_reopens_the_ended_game_and_redo_ends_it_again():
    model = klondike_one_move_from_win()
    model.play(move(model.game, "tableau_3", "foundation_3"))
    log = heard(model)
    assert model.undo()
    assert kinds(log) == ["Reopened", "Undone", "Changed"]
    assert model.outcome is None and model.result_timer < 0
    assert log[-1][0].played is None
    log.clear()
    assert model.redo()
    assert kinds(log) == ["Redone", "Changed", "Ended"] and model.outcome == WON
    log.clear()
    model.restart()
    assert kinds(log) == ["Reopened", "Restarted", "Changed"]
    assert model.outcome is None and model.result_timer < 0 and model.history.can_redo
    assert not model.undo() and len(log) == 3  # nothing left to take back: nothing said


def test_the_pause_before_the_results_waits_for_the_table_to_be_shown():
    model = klondike_one_move_from_win()
    log = heard(model)
    model.play(move(model.game, "tableau_3", "foundation_3"))
    assert not model.results_due(RESULT_DELAY / 2, shown=True)
    assert model.results_due(RESULT_DELAY, shown=True)
    model.finish()
    assert kinds(log)[-1] == "Finished" and log[-1][0].outcome == WON
    other = klondike_one_move_from_win()
    other.play(move(other.game, "tableau_3", "foundation_3"))
    assert not other.results_due(RESULT_DELAY, shown=False)  # under another scene


def test_the_clock_runs_only_while_shown_open_and_begun():
    model = klondike_one_move_from_win()
    model.tick(5.0, shown=True)
    assert model.elapsed == 0.0                      # no move yet
    game = create("klondike")
    model = TableModel(game, History(game, game.deal(1)[0]), elapsed=2.0)
    assert model.play(game.legal_moves(model.state)[0])
    model.tick(1.5, shown=True)
    model.tick(9.0, shown=False)
    assert model.elapsed == 3.5


def test_the_cards_held_are_told_when_they_change_and_let_go_by_a_move():
    game = create("klondike")
    model = TableModel(game, History(game, game.deal(1)[0]))
    log = heard(model)
    first = next(m for m in game.legal_moves(model.state) if m.action == "move")
    model.select(first.src, first.count)
    model.select(first.src, first.count)             # the same: nothing new to say
    assert model.selected == (first.src, first.count)
    assert model.play(first)
    assert kinds(log) == ["Selected", "Selected", "Played", "Changed"]
    assert log[0][0].selected == (first.src, first.count) and log[1][0].selected is None
    model.deselect()
    assert len(log) == 4


def test_cards_go_home_after_a_move_as_the_setting_says_in_the_same_turn():
    game = create("klondike")
    state = position(game, {"tableau_0": "AS", "tableau_1": "3H 2C", "waste": "AC"})
    model = TableModel(game, History(game, state), auto_foundation=lambda: "all")
    assert model.play(move(game, "waste", "foundation_0"))   # the club ace, then 2♣, A♠
    assert model.history.moves_made == 1                     # one turn, undone as one
    assert not state.pile("tableau_0") and len(state.pile("tableau_1")) == 1
    off = TableModel(game, History(game, position(game, {"tableau_0": "AS", "waste": "AC"})))
    assert off.play(move(game, "waste", "foundation_0"))
    assert off.state.pile("tableau_0")                       # "off": the ace stays


def test_a_pair_is_played_from_either_card():
    game = create("block_ten")
    model = TableModel(game, History(game, game.deal(1)[0]))
    pair = next(m for m in game.legal_moves(model.state) if m.action == "pair")
    log = heard(model)
    assert model.play(Move("pair", pair.dst, pair.src, 1))   # dragged the other way
    assert log[0][0].turn.move == pair                       # played as the rules list it
    assert not model.play(Move("move", pair.dst, pair.src, 1))


def test_undo_against_the_computer_takes_its_moves_back_with_the_players():
    game = create("dondorf_sympathie", {"computer": "2"})
    model = TableModel(game, History(game, game.deal(5)[0]))
    log = heard(model)
    for _ in range(200):             # the player's moves until the computer is on turn
        if model.computer_on_turn():
            break
        assert model.play(game.legal_moves(model.state)[0])
    assert model.computer_on_turn()
    mine = model.history.moves_made
    played = 0
    while model.computer_on_turn() and model.computer_due(0.0, interval=0.0):
        assert model.play(model.strategy(game, model.state), by="computer")
        played += 1
    assert played and [e.by for e, _ in log if isinstance(e, Played)][-played:] == \
        ["computer"] * played
    assert model.undo(computer_delay=3.0)
    undone = log[-2][0]
    assert isinstance(undone, Undone) and len(undone.turns) == played + 1
    assert model.history.moves_made == mine - 1
    assert not model.computer_on_turn()              # the player's turn again


def test_the_computer_waits_its_interval_before_each_move():
    game = create("dondorf_sympathie", {"computer": "1"})
    model = TableModel(game, History(game, game.deal(5)[0]))
    assert model.computer_on_turn()
    model.wait_for_computer(1.0)
    assert not model.computer_due(0.6, interval=2.0)
    assert model.computer_due(0.6, interval=2.0)      # 1.2 s on: due; next in 2 s
    assert not model.computer_due(1.9, interval=2.0)
    assert model.computer_due(0.2, interval=2.0)


def test_play_for_me_starts_stops_and_keeps_its_pace():
    game = create("klondike")
    model = TableModel(game, History(game, game.deal(1)[0]))
    log = heard(model)
    model.start_autoplay(delay=1.0)
    model.start_autoplay(delay=1.0)                  # on already: said once
    assert model.autoplaying and kinds(log) == ["AutoplayChanged"]
    assert not model.autoplay_due(0.5, interval=0.25)
    assert model.autoplay_due(0.5, interval=0.25)
    assert not model.autoplay_due(0.2, interval=0.25)
    model.stop_autoplay()
    assert not model.autoplaying and [e.on for e, _ in log] == [True, False]


def test_assisted_once_and_ended_by_the_player_as_the_cards_lie():
    game = create("klondike")
    model = TableModel(game, History(game, game.deal(1)[0]))
    log = heard(model)
    model.mark_assisted()
    model.mark_assisted()
    model.start_autoplay()
    model.end(LOST, delay=0.5)
    assert model.assisted and model.outcome == LOST and not model.autoplaying
    assert kinds(log) == ["Assisted", "AutoplayChanged", "AutoplayChanged", "Ended"]
    model.end(WON, delay=0.5)                        # ended already: it stands
    assert model.outcome == LOST and len(log) == 4


def test_random_moves_rearrange_the_position_at_once():
    game = create("klondike")
    model = TableModel(game, History(game, game.deal(1)[0]))
    log = heard(model)
    model.scramble(rng_for("model test"), 12)
    assert model.history.moves_made == 12
    assert kinds(log) == ["Rearranged", "Changed"] and log[-1][0].animate is False



def _klondike_with_an_ace_dealt_up() -> tuple[TableModel, int]:
    """Klondike's deal 4 turns the ace of spades up on a column (KPatience sends it home)."""
    game = create("klondike")
    state, _ = game.deal(4)
    aces = [i for i, name in enumerate(game.pile_names)
            if name.startswith("tableau") and state.piles[i][-1].rank == 1]
    assert aces, "deal 4 no longer turns an ace up"
    return TableModel(game, History(game, state), auto_foundation=lambda: "safe"), aces[0]


def test_aces_dealt_face_up_go_home_at_once_in_one_turn():
    model, column = _klondike_with_an_ace_dealt_up()
    log = heard(model)
    assert model.send_dealt_home()
    foundations = [model.state.piles[i] for i, name in enumerate(model.game.pile_names)
                   if name.startswith("foundation")]
    assert sum(len(pile) for pile in foundations) >= 1
    assert all(card.rank == 1 for pile in foundations for card in pile[:1])
    assert kinds(log)[:2] == ["Played", "Changed"] and model.history.moves_made == 1
    assert not model.send_dealt_home()                # once, on a fresh deal only
    assert model.undo() and model.history.moves_made == 0    # one undo takes it back
    assert model.state.piles[column][-1].rank == 1


def test_dealt_aces_stay_when_the_setting_is_off_or_a_move_was_made():
    model, _column = _klondike_with_an_ace_dealt_up()
    off = TableModel(model.game, History(model.game, model.state.copy()),
                     auto_foundation=lambda: "off")
    assert not off.send_dealt_home() and off.history.moves_made == 0
    assert model.play(model.game.legal_moves(model.state)[0])
    moved = model.history.moves_made
    assert not model.send_dealt_home() and model.history.moves_made == moved


def test_a_restarted_deal_sends_its_aces_home_again():
    from game.scenes.table_autoplay import AutoPlayer
    model, column = _klondike_with_an_ace_dealt_up()
    still = [False]
    player = AutoPlayer(model, None, lambda: 1.0, lambda: 1.0, lambda: None, lambda: still[0])
    player.update(0.1)                                  # the deal is still flying
    assert model.history.moves_made == 0
    still[0] = True
    player.update(0.1)
    assert model.history.moves_made == 1
    model.restart()
    assert model.state.piles[column][-1].rank == 1
    player.update(0.1)
    assert model.history.moves_made == 1 and model.state.piles[column][-1].rank != 1
