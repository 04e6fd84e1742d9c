"""Sympathie (Dondorf Nr. 20): two players, twins, turns, the helpers, the verdict."""

import pytest

from game import catalogue
from game.engine.game import LOST, OPEN, WON
from game.engine.moves import Move
from game.input.intents import Action
from game.rules import create
from game.rules.dondorf_sympathie import sympathie_autoplay, sympathie_verdict
from positions import position
from table_helpers import click_pile, make_app, open_table, run_frames


@pytest.fixture
def game():
    return create("dondorf_sympathie")


def reveal(game, state, pile):
    return Move("reveal", state.index(pile), -1, 1)


def play_out(game, state):
    while (m := sympathie_autoplay(game, state)) is not None:
        game.play(state, m)


def test_deal_each_player_his_own_pack(game):
    s = game.new_state(8)
    for side, deck in (("a", 0), ("b", 1)):
        cards = [c for k in range(16) for c in s.pile(f"{side}_packet_{k}")]
        cards += [c for k in range(4) for c in s.pile(f"{side}_helper_{k}")]
        assert len(cards) == 52 and {c.deck for c in cards} == {deck}
        assert len({c.identity for c in cards}) == 52
        assert all(len(s.pile(f"{side}_packet_{k}")) == 3 for k in range(16))
        assert not any(c.is_face_up for k in range(4) for c in s.pile(f"{side}_helper_{k}"))
    assert not any(c.is_face_up for k in range(16) for c in s.pile(f"a_packet_{k}"))
    for k in range(16):
        assert [c.is_face_up for c in s.pile(f"b_packet_{k}")] == [False, False, True]
    assert s.counter("player") == 1 and s.counter("helpers_left") == 1
    assert game.new_state(8) == s and game.new_state(9) != s


def test_only_the_player_on_turn_reveals_his_covered_packets(game):
    s = game.new_state(8)
    legal = game.legal_moves(s)
    assert {m.action for m in legal} == {"reveal"}
    assert {game.pile_names[m.src] for m in legal} == {f"a_packet_{k}" for k in range(16)}
    assert not [m for m in legal if m.action == "move"]


def test_twins_pair_off_and_the_chain_goes_on(game):
    s = position(game, {"a_packet_0": "[2C] [KS] [7H]", "a_packet_1": "[3D]",
                        "b_packet_0": "[4C#1] 7H#1", "b_packet_1": "KS#1",
                        "b_helper_0": "[5D#1]"})
    game.play(s, reveal(game, s, "a_packet_0"))
    # 7♥ meets its twin, K♠ too; 2♣ finds none and stays up
    assert [repr(c) for c in s.pile("sympathy")] == ["7H", "7H", "KS", "KS"]
    assert repr(s.pile("a_packet_0")) == "(2C,)" and s.pile("b_packet_1") == ()
    assert repr(s.pile("b_packet_0")) == "([4C],)"           # covered for player 2's turn
    assert s.counter("player") == 1                          # a_packet_1 is still covered
    game.play(s, reveal(game, s, "a_packet_1"))
    assert s.counter("player") == 2                          # no covered packet: turn passes
    assert [game.pile_names[m.src] for m in game.legal_moves(s)] == ["b_packet_0"]


def test_helpers_are_consulted_once_when_play_stalls(game):
    s = position(game, {"a_packet_0": "9C", "a_helper_0": "[4H]", "a_helper_1": "[JS]",
                        "b_packet_0": "[8D#1] 4H#1", "b_helper_0": "[9C#1]",
                        "b_helper_1": "[2S#1]"}, player=2)
    assert [m.action for m in game.legal_moves(s)] == ["helpers"]
    game.play(s, Move("helpers"))
    assert sorted(repr(c) for c in s.pile("sympathy")) == ["4H", "4H", "9C", "9C"]
    assert s.counter("helpers_left") == 0
    assert s.counter("player") == 2                          # the stalled player goes on
    assert [game.pile_names[m.src] for m in game.legal_moves(s)] == ["b_packet_0"]
    game.play(s, reveal(game, s, "b_packet_0"))              # 8♦ has no twin: stall again
    assert game.legal_moves(s) == [] and game.status(s) == LOST


def test_helpers_without_a_pair_end_the_game(game):
    s = position(game, {"a_packet_0": "9C", "a_helper_0": "[4H]", "b_packet_0": "5S#1",
                        "b_helper_0": "[2S#1]"}, player=1)
    game.play(s, Move("helpers"))
    assert s.pile("sympathy") == () and game.status(s) == LOST


def test_won_when_every_card_found_its_twin(game):
    s = game.new_state(1)
    for deal in range(1, 40):
        s = game.new_state(deal)
        play_out(game, s)
        if game.status(s) == WON:
            break
    assert game.status(s) == WON and game.score(s) == 52
    assert sympathie_verdict(game, s).startswith("Sympathie!")


def test_verdict_says_whether_there_is_sympathie(game):
    s = game.new_state(3)
    assert sympathie_verdict(game, s).startswith("Undecided")
    play_out(game, s)
    status = game.status(s)
    assert status in (WON, LOST)
    if status == LOST:
        assert sympathie_verdict(game, s) == (
            f"No Sympathie this time: {game.score(s)} of 52 pairs found.")


def test_the_order_of_reveals_does_not_change_the_outcome(game):
    for deal in range(1, 15):
        first, last = game.new_state(deal), game.new_state(deal)
        play_out(game, first)
        while moves := game.legal_moves(last):
            game.play(last, moves[-1])
        assert (game.status(first), game.score(first)) == (game.status(last), game.score(last))


@pytest.mark.parametrize("side", [1, 2])
def test_the_computer_option_names_the_programs_turns(side):
    game = create("dondorf_sympathie", {"computer": str(side)})
    on_turn = game.spec.computer_turn
    s = game.new_state(8)
    assert on_turn(game, s) == (side == 1)                   # player 1 begins
    while game.status(s) == OPEN:
        assert on_turn(game, s) == (s.counter("player") == side)
        before = s.counter("player")
        game.play(s, sympathie_autoplay(game, s))
        if s.counter("player") != before:
            assert s.counter("player") == 3 - before         # the engine plays no side itself
    assert not on_turn(game, s)                               # the game is over
    plain = create("dondorf_sympathie").new_state(8)
    play_out(create("dondorf_sympathie"), plain)
    assert game.score(s) == create("dondorf_sympathie").score(plain)
    assert create("dondorf_sympathie").spec.computer_turn is None


def test_the_computer_plays_its_turn_one_move_at_a_time(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, auto_foundation="off", animation_speed="normal")
    scene = open_table(app, "dondorf_sympathie", 8, options={"computer": "1"})
    pause = scene.computer_interval()
    assert pause >= 0.5
    run_frames(app, pause * 0.8)
    assert scene.history.moves_made == 0                      # a pause before its move
    run_frames(app, pause * 0.4)
    assert scene.history.moves_made == 1                      # then one move
    assert any(sprite.moving for sprite in scene.view.sprites.sprites.values())  # seen to fly
    run_frames(app, pause * 0.8)
    assert scene.history.moves_made == 1
    run_frames(app, pause * 0.4)
    assert scene.history.moves_made == 2
    scene.handle(Action("undo"))                              # input is open meanwhile
    assert scene.history.moves_made == 0
    run_frames(app, pause * 0.8)
    assert scene.history.moves_made == 0
    assert run_frames(app, 60, until=lambda: scene.state.counter("player") == 2)
    assert scene.hud.banner is not None and "your turn" in scene.hud.banner[0]
    made = scene.history.moves_made
    run_frames(app, 3 * pause)
    assert scene.history.moves_made == made                   # the player's turn: it waits
    click_pile(app, scene, scene.game.legal_moves(scene.state)[0].src)
    assert scene.history.moves_made == made + 1


def test_play_for_me_is_offered_and_the_table_shows_whose_turn(game):
    assert game.spec.autoplay is sympathie_autoplay
    assert catalogue.entry(game.id).labels["helpers"]
    assert game.spec.distinct_backs   # two back colours
    assert game.spec.counter_text["player"](2) == "Player 2"
    assert game.spec.counter_text["helpers_left"](0) == "turned up"


# --- on the table: clicks, buttons ---------------------------------------------------------

@pytest.fixture
def table(app):
    return app, open_table(app, "dondorf_sympathie", 8, persist=False)


def test_a_click_on_your_covered_packet_reveals_it(table):
    app, scene = table
    click_pile(app, scene, "b_packet_3")                 # not player 2's turn: nothing
    assert scene.history.moves_made == 0
    click_pile(app, scene, "a_packet_3")
    assert scene.history.moves_made == 1
    top = scene.state.pile("a_packet_3")
    assert not top or top[-1].is_face_up


def test_the_table_offers_play_for_me_and_the_helpers_button(table):
    app, scene = table
    labels = [b.label for b in scene.special_buttons]
    assert labels == ["Play for me"]
    game, state = scene.game, scene.state
    while [m.action for m in game.legal_moves(state)] != ["helpers"]:
        assert scene.play(game.legal_moves(state)[0])
    scene.refresh_specials()
    assert "Turn up the helpers" in [b.label for b in scene.special_buttons]
