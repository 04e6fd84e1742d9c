"""Animations, headless: the engine never waits for them and they always end in place."""

import pygame
import pytest

from game.engine.moves import Move
from game.scenes.table import TableScene
from table_helpers import (
    keystroke,
    lay_klondike_one_move_from_win,
    make_app,
    mouse_down,
    open_table,
    run_frames,
)


def animated_app(tmp_path, monkeypatch, speed):
    return make_app(tmp_path, monkeypatch, auto_foundation="off", animation_speed=speed)


def settle(app, seconds=8.0):
    run_frames(app, seconds)


def on_their_piles(scene):
    for pile, cards_ in enumerate(scene.state.piles):
        for index, card in enumerate(cards_):
            sprite = scene.view.sprites.get(card)
            assert (sprite.x, sprite.y) == scene.view.positions[pile][index]
            assert not sprite.moving


def test_the_deal_flies_out_in_the_rules_order(tmp_path, monkeypatch):
    app = animated_app(tmp_path, monkeypatch, "normal")
    scene = TableScene(app, "klondike", deal=3, persist=False)
    app.push(scene)
    stock = scene.view.base_rect(scene.game.pile_index("stock"))
    delays = []
    for _pile, card in scene.deal_order:
        sprite = scene.view.sprites.get(card)
        assert (sprite.x, sprite.y) == (stock.x, stock.y)   # all start on the stock
        delays.append(sprite.delay)
    dealt = delays[:28]
    assert dealt == sorted(dealt) and dealt[0] == 0 and dealt[-1] > 0
    face_up = [scene.view.sprites.get(c) for _, c in scene.deal_order if c.is_face_up]
    assert len(face_up) == 7 and all(s.flip < 1 for s in face_up)  # they turn on landing
    assert "deal" in app.sound.played
    settle(app)
    on_their_piles(scene)


def test_spiders_stock_deal_keeps_the_waiting_cards_face_down(tmp_path, monkeypatch):
    """A card turns over as it sets off from the stock, not while it waits there."""
    app = animated_app(tmp_path, monkeypatch, "normal")
    scene = TableScene(app, "spider", deal=1, persist=False)
    app.push(scene)
    settle(app)
    scene.deal_stock()
    top = [scene.state.piles[scene.game.pile_index(f"tableau_{i}")][-1] for i in range(10)]
    waiting = [scene.view.sprites.get(card) for card in top]
    run_frames(app, 0.05)
    waiting = [s for s in waiting if s.delay > 0]
    assert len(waiting) >= 5
    assert all(not s.shown.is_face_up and s.flip == 0 for s in waiting)
    settle(app)
    on_their_piles(scene)
    assert all(scene.view.sprites.get(card).shown.is_face_up for card in top)


def test_instant_speed_has_no_tweens_and_the_same_state(tmp_path, monkeypatch):
    app = animated_app(tmp_path, monkeypatch, "instant")
    quick = TableScene(app, "klondike", deal=3, persist=False)
    assert quick.view.sprites.in_flight() == 0
    on_their_piles(quick)
    slow = TableScene(animated_app(tmp_path, monkeypatch, "slow"), "klondike", deal=3,
                      persist=False)
    assert slow.view.sprites.in_flight() > 0 and slow.state == quick.state


def test_input_in_mid_flight_gives_the_same_engine_state(tmp_path, monkeypatch):
    finals = []
    for speed in ("slow", "instant"):
        app = animated_app(tmp_path / speed, monkeypatch, speed)
        scene = TableScene(app, "klondike", deal=3, persist=False)
        app.push(scene)
        for _ in range(6):  # click the stock again and again while cards still fly
            mouse_down(app, scene.view.base_rect(scene.game.pile_index("stock")).center)
            app.step(1 / 120)
        keystroke(app, pygame.K_z, pygame.KMOD_LCTRL)  # and an undo in mid-flight
        finals.append(scene.state.key())
        settle(app)
        on_their_piles(scene)
    assert finals[0] == finals[1]


def test_a_redeal_gathers_riffles_and_ends_exactly_on_the_piles(tmp_path, monkeypatch):
    app = animated_app(tmp_path, monkeypatch, "normal")
    scene = open_table(app, "reussite_32", 9, persist=False)
    while Move("coup") not in scene.game.legal_moves(scene.state):  # granted once blocked
        scene.play(scene.game.legal_moves(scene.state)[0])
    settle(app)
    scene.play(Move("coup"))
    moving = [s for s in scene.view.sprites.sprites.values() if s.waypoints]
    assert len(moving) > 10                       # gathered to the middle first
    assert {len(s.waypoints) for s in moving} == {2}  # one half, then the merged pack
    assert app.sound.played[-1] == "shuffle"
    settle(app)
    on_their_piles(scene)


@pytest.mark.parametrize("skip_with", ["key", "click"])
def test_the_win_celebration_can_be_skipped(tmp_path, monkeypatch, skip_with):
    from game.scenes.results import ResultsScene

    app = animated_app(tmp_path, monkeypatch, "normal")
    scene = open_table(app, "klondike", 4)
    state = scene.state
    lay_klondike_one_move_from_win(scene)
    scene.play(Move("move", state.index("tableau_3"), state.index("foundation_3"), 1))
    settle(app, 1.5)
    assert scene.celebration is not None and "win" in app.sound.played
    app.draw()
    if skip_with == "key":
        keystroke(app, pygame.K_SPACE, unicode=" ")
    else:
        mouse_down(app, (5, 400))
    assert scene.celebration is None and isinstance(app.stack.top, ResultsScene)
