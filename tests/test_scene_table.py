"""The table scene, headless, driven by real pygame mouse and keyboard events."""

import dataclasses

import pygame
import pytest

from game.app import App
from game.engine.cards import cards
from game.scenes.table import TableScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    app = App(size=(1280, 720), headless=True)
    app.settings = dataclasses.replace(app.settings, auto_foundation="off",
                                       animation_speed="instant")
    return app


def table(app, game_id="freecell", deal=1):
    scene = TableScene(app, game_id, deal=deal, animate=False)
    app.push(scene)
    return scene


def centre_of_top(scene, pile_name):
    pile = scene.game.pile_index(pile_name)
    n = len(scene.state.piles[pile])
    rect = scene.view.card_rect(pile, n - 1) if n else scene.view.base_rect(pile)
    return rect.center


def drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.process_events()


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                         scancode=0))
    app.process_events()


def test_drag_moves_the_card_in_the_engine(app):
    scene = table(app)
    assert repr(scene.state.pile("tableau_0")[-1]) == "6S"
    drag(app, centre_of_top(scene, "tableau_0"), centre_of_top(scene, "cell_0"))
    assert repr(scene.state.pile("cell_0")) == "(6S,)"
    assert len(scene.state.pile("tableau_0")) == 6


def test_illegal_drop_changes_nothing(app):
    scene = table(app)
    before = scene.state.key()
    # 6S onto 9C (tableau_1) is not a legal build
    drag(app, centre_of_top(scene, "tableau_0"), centre_of_top(scene, "tableau_1"))
    assert scene.state.key() == before and scene.history.moves_made == 0


def test_undo_after_a_drag_restores_the_position(app):
    scene = table(app)
    before = scene.state.key()
    drag(app, centre_of_top(scene, "tableau_0"), centre_of_top(scene, "cell_2"))
    assert scene.state.key() != before
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.state.key() == before
    key(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert repr(scene.state.pile("cell_2")) == "(6S,)"


def test_click_then_click_moves(app):
    scene = table(app)
    start = centre_of_top(scene, "tableau_0")
    for event in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(event, pos=start, button=1))
    app.process_events()
    assert scene.selected == (scene.game.pile_index("tableau_0"), 1)
    target = centre_of_top(scene, "cell_3")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
    app.process_events()
    assert repr(scene.state.pile("cell_3")) == "(6S,)"


def test_clicking_the_stock_deals(app):
    scene = table(app, "klondike", 4)
    stock = centre_of_top(scene, "stock")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stock, button=1))
    app.process_events()
    assert len(scene.state.pile("waste")) == 1 and len(scene.state.pile("stock")) == 23


def test_results_scene_appears_on_a_win(app):
    from game.scenes.results import ResultsScene

    scene = table(app, "klondike", 4)
    state = scene.state
    for i, suit in enumerate("CDHS"):
        ranks = "A23456789TJQK" if suit != "S" else "A23456789TJQ"
        state.piles[state.index(f"foundation_{i}")] = cards(" ".join(r + suit for r in ranks))
    for name in ("stock", "waste", *[f"tableau_{i}" for i in range(7)]):
        state.piles[state.index(name)] = ()
    state.piles[state.index("tableau_3")] = cards("KS")
    scene.view.place(state, animate=False)
    drag(app, centre_of_top(scene, "tableau_3"), centre_of_top(scene, "foundation_3"))
    assert scene.game.is_won(state)
    for _ in range(200):
        app.step(1 / 120)
    assert isinstance(app.stack.top, ResultsScene)
    assert app.stats["klondike"].won == 1


def test_a_game_in_progress_is_saved_and_resumed(app):
    from game.store import load_game

    scene = table(app)
    drag(app, centre_of_top(scene, "tableau_0"), centre_of_top(scene, "cell_0"))
    record, notice = load_game()
    assert notice is None and record["game_id"] == "freecell" and record["deal"] == 1
    again = TableScene.resume(app, record)
    assert again.state == scene.state and again.history.moves_made == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("game_id", ["klondike", "freecell", "reussite_32", "reussite_52"])
def test_every_table_fits_the_window(tmp_path, monkeypatch, game_id, size):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    app = App(size=size, headless=True)
    scene = table(app, game_id, 7)
    scene.random_play(60)
    app.draw()
    screen = app.screen.get_rect()
    for pile in range(len(scene.game.pile_names)):
        assert screen.contains(scene.view.base_rect(pile))
        for index in range(len(scene.state.piles[pile])):
            assert screen.contains(scene.view.card_rect(pile, index))


def test_play_for_me_plays_on_until_the_player_takes_over(app, monkeypatch):
    from game.engine.auto import first_legal_move
    from game.engine.game import Game
    from game.rules import registry

    spec = dataclasses.replace(registry().get("reussite_32"), autoplay=first_legal_move)
    monkeypatch.setattr("game.scenes.table.create", lambda game_id, options=None: Game(spec))
    app.settings = dataclasses.replace(app.settings, animation_speed="normal")
    scene = table(app, "reussite_32", 3)
    button = next(b for b in scene.special_buttons if b.label == "Play for me")
    button.press()
    for _ in range(120):
        app.step(1 / 60)
    played = scene.history.moves_made
    assert played >= 3 and scene.autoplaying
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 300), button=1))
    app.process_events()
    for _ in range(120):
        app.step(1 / 60)
    assert not scene.autoplaying and scene.history.moves_made == played


def test_two_players_hear_whose_turn_it_is_and_the_verdict(app):
    from game.scenes.results import ResultsScene

    scene = table(app, "dondorf_sympathie", 5)
    player = scene.state.counter("player")
    scene.hud.banner = None
    for _ in range(200):
        moves = scene.game.legal_moves(scene.state)
        if not moves or scene.outcome is not None:
            break
        scene.play(moves[0])
        if scene.state.counter("player") != player:
            break
    assert scene.state.counter("player") != player
    assert scene.hud.banner is not None and "your turn" in scene.hud.banner[0]
    scene.outcome = "lost"
    scene.on_finished()
    assert isinstance(app.stack.top, ResultsScene)
    assert app.stack.top.verdict == scene.spec.verdict(scene.game, scene.state) != ""


def test_the_deal_key_uses_the_stock_piles_own_action(app):
    scene = table(app, "dondorf_arena", 2)
    before = scene.state.key()
    scene.deal_stock()
    assert scene.state.key() != before
