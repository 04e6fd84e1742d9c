"""Animations, headless: the engine never waits for them and they always end in place."""

import dataclasses

import pygame
import pytest

from game.app import App
from game.engine.cards import cards
from game.engine.moves import Move
from game.scenes.table import TableScene


def make_app(tmp_path, monkeypatch, speed):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    app = App(size=(1280, 720), headless=True)
    app.settings = dataclasses.replace(app.settings, auto_foundation="off",
                                       animation_speed=speed)
    return app


def settle(app, seconds=8.0):
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)


def on_their_piles(scene):
    for pile, cards_ in enumerate(scene.state.piles):
        for index, card in enumerate(cards_):
            sprite = scene.view.sprites.get(card)
            assert (sprite.x, sprite.y) == scene.view.positions[pile][index]
            assert not sprite.moving


def test_the_deal_flies_out_in_the_rules_order(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, "normal")
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


def test_instant_speed_has_no_tweens_and_the_same_state(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, "instant")
    quick = TableScene(app, "klondike", deal=3, persist=False)
    assert quick.view.sprites.in_flight() == 0
    on_their_piles(quick)
    slow = TableScene(make_app(tmp_path, monkeypatch, "slow"), "klondike", deal=3,
                      persist=False)
    assert slow.view.sprites.in_flight() > 0 and slow.state == quick.state


def test_input_in_mid_flight_gives_the_same_engine_state(tmp_path, monkeypatch):
    finals = []
    for speed in ("slow", "instant"):
        app = make_app(tmp_path / speed, monkeypatch, speed)
        scene = TableScene(app, "klondike", deal=3, persist=False)
        app.push(scene)
        for _ in range(6):  # click the stock again and again while cards still fly
            stock = scene.view.base_rect(scene.game.pile_index("stock")).center
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stock, button=1))
            app.process_events()
            app.step(1 / 120)
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                 unicode="", scancode=0)
        pygame.event.post(key)  # and an undo in mid-flight
        app.process_events()
        finals.append(scene.state.key())
        settle(app)
        on_their_piles(scene)
    assert finals[0] == finals[1]


def test_a_redeal_gathers_riffles_and_ends_exactly_on_the_piles(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, "normal")
    scene = TableScene(app, "reussite_32", deal=5, persist=False, animate=False)
    app.push(scene)
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

    app = make_app(tmp_path, monkeypatch, "normal")
    scene = TableScene(app, "klondike", deal=4, animate=False)
    app.push(scene)
    state = scene.state
    for i, suit in enumerate("CDHS"):
        ranks = "A23456789TJQK" if suit != "S" else "A23456789TJQ"
        state.piles[state.index(f"foundation_{i}")] = cards(" ".join(r + suit for r in ranks))
    for name in ("stock", "waste", *[f"tableau_{i}" for i in range(7)]):
        state.piles[state.index(name)] = ()
    state.piles[state.index("tableau_3")] = cards("KS")
    scene.view.place(state, animate=False)
    scene.play(Move("move", state.index("tableau_3"), state.index("foundation_3"), 1))
    settle(app, 1.5)
    assert scene.celebration is not None and "win" in app.sound.played
    app.draw()
    if skip_with == "key":
        event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                   scancode=0)
    else:
        event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 400), button=1)
    pygame.event.post(event)
    app.process_events()
    assert scene.celebration is None and isinstance(app.stack.top, ResultsScene)
