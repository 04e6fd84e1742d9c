"""The table scene, headless, driven by real pygame mouse and keyboard events."""

import dataclasses

import pygame
import pytest

from game.rules import registry
from game.scenes.table import TableScene
from table_helpers import (
    assert_table_fits,
    click,
    drag,
    frame_shown,
    keystroke,
    lay_klondike_one_move_from_win,
    make_app,
    mouse_down,
    open_table,
    top_centre,
)


def test_drag_moves_the_card_in_the_engine(app):
    scene = open_table(app, "freecell", 1)
    assert repr(scene.state.pile("tableau_0")[-1]) == "6S"
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_0"))
    assert repr(scene.state.pile("cell_0")) == "(6S,)"
    assert len(scene.state.pile("tableau_0")) == 6


def test_illegal_drop_changes_nothing(app):
    scene = open_table(app, "freecell", 1)
    before = scene.state.key()
    # 6S onto 9C (tableau_1) is not a legal build
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "tableau_1"))
    assert scene.state.key() == before and scene.history.moves_made == 0


def test_undo_after_a_drag_restores_the_position(app):
    scene = open_table(app, "freecell", 1)
    before = scene.state.key()
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_2"))
    assert scene.state.key() != before
    keystroke(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.state.key() == before
    keystroke(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert repr(scene.state.pile("cell_2")) == "(6S,)"


def test_the_right_button_shows_a_covered_card_whole_but_never_a_face_down_one(app):
    """Peeking is for face-up cards half hidden under others; a face-down card stays
    secret (it showed its face, a free look at what the deal hides)."""
    scene = open_table(app, "klondike", 1)
    pile = scene.game.pile_index("tableau_3")   # [AS] [9S] [8S] 7C
    view = scene.view

    def right_press(index):
        rect = view.card_rect(pile, index)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3,
                                             pos=(rect.centerx, rect.top + 3)))
        app.process_events()
        peek = scene.pointer.peek
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=rect.center))
        app.process_events()
        return peek

    assert [repr(c) for c in scene.state.piles[pile]] == ["[AS]", "[9S]", "[8S]", "7C"]
    assert [right_press(i) for i in range(3)] == [None] * 3
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "tableau_3"))  # 6D onto 7C
    assert right_press(3) == (pile, 3)   # the 7C, now covered by the 6D
    # drawn whole, on top: the card's own face
    drawn = []
    real = view.blit_card
    view.blit_card = lambda surface, image, x, y, p: (drawn.append(image),
                                                       real(surface, image, x, y, p))
    w, h = view.card_size
    view.draw(app.screen, scene.state, peek=(pile, 3))
    assert drawn[-1] is view.art.image(scene.state.piles[pile][3], w, h)
    drawn.clear()
    view.draw(app.screen, scene.state, peek=(pile, 0))  # a peek gone stale: no face shown
    hidden_face = view.art.image(scene.state.piles[pile][0].face_up(), w, h)
    assert drawn and all(image is not hidden_face for image in drawn)


def test_click_then_click_moves(app):
    scene = open_table(app, "freecell", 1)
    click(app, top_centre(scene, "tableau_0"))
    assert scene.selected == (scene.game.pile_index("tableau_0"), 1)
    mouse_down(app, top_centre(scene, "cell_3"))
    assert repr(scene.state.pile("cell_3")) == "(6S,)"


def test_clicking_the_stock_deals(app):
    scene = open_table(app, "klondike", 4)
    mouse_down(app, top_centre(scene, "stock"))
    assert len(scene.state.pile("waste")) == 1 and len(scene.state.pile("stock")) == 23


def test_results_scene_appears_on_a_win(app):
    from game.scenes.results import ResultsScene

    scene = open_table(app, "klondike", 4)
    state = scene.state
    lay_klondike_one_move_from_win(scene)
    drag(app, top_centre(scene, "tableau_3"), top_centre(scene, "foundation_3"))
    assert scene.game.is_won(state)
    for _ in range(200):
        app.step(1 / 120)
    assert isinstance(app.stack.top, ResultsScene)
    assert app.stats["klondike"].won == 1


def test_a_game_in_progress_is_saved_and_resumed(app):
    from game.store import load_game

    scene = open_table(app, "freecell", 1)
    drag(app, top_centre(scene, "tableau_0"), top_centre(scene, "cell_0"))
    frame_shown(app)  # (the move's save follows the frame that shows it)
    record, notice = load_game("freecell")
    assert notice is None and record["game_id"] == "freecell" and record["deal"] == 1
    again = TableScene.resume(app, record)
    assert again.state == scene.state and again.history.moves_made == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("game_id", registry().ids())
def test_every_table_fits_the_window(tmp_path, monkeypatch, game_id, size):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 60)


def test_play_for_me_plays_on_until_the_player_takes_over(app, monkeypatch):
    from game.engine.auto import first_legal_move
    from game.engine.game import Game
    from game.rules import registry

    spec = dataclasses.replace(registry().get("reussite_32"), autoplay=first_legal_move)
    monkeypatch.setattr("game.scenes.table.create", lambda game_id, options=None: Game(spec))
    app.settings = dataclasses.replace(app.settings, animation_speed="normal")
    scene = open_table(app, "reussite_32", 3)
    button = next(b for b in scene.special_buttons if b.label == "Play for me")
    button.press()
    for _ in range(120):
        app.step(1 / 60)
    played = scene.history.moves_made
    assert played >= 3 and scene.autoplaying
    mouse_down(app, (2, 300))
    for _ in range(120):
        app.step(1 / 60)
    assert not scene.autoplaying and scene.history.moves_made == played


def test_two_players_hear_whose_turn_it_is_and_the_verdict(app):
    from game.scenes.results import ResultsScene

    scene = open_table(app, "dondorf_sympathie", 5)
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
    scene.model.end("lost", delay=0.0)
    scene.on_finished()
    assert isinstance(app.stack.top, ResultsScene)
    assert app.stack.top.verdict == scene.spec.verdict(scene.game, scene.state) != ""


def test_the_deal_key_uses_the_stock_piles_own_action(app):
    scene = open_table(app, "dondorf_arena", 2)
    before = scene.state.key()
    scene.deal_stock()
    assert scene.state.key() != before


def test_each_headless_app_keeps_the_size_it_asked_for(tmp_path, monkeypatch):
    """Tests and tools make several headless apps; the one display's set_mode for a later
    app once resized an earlier app's screen, so a test got the last app's size."""
    small = make_app(tmp_path / "small", monkeypatch, (1024, 640))
    table = open_table(small, "treize", 1, persist=False)
    large = make_app(tmp_path / "large", monkeypatch, (1920, 1080))
    small.draw()
    large.draw()
    assert small.screen.get_size() == (1024, 640) and large.screen.get_size() == (1920, 1080)
    assert table.view.area.bottom <= 640 - table.hud.bar


def test_a_click_on_a_stock_that_cannot_deal_says_so(app):
    """Die Arena lays its three open cards aside only when none fits: a click on the
    stock meanwhile changes nothing, and the player is told why nothing happened."""
    from game.app_notices import NOTICE_SECONDS
    from game.engine.open_talon import OPEN_CARD_FITS

    scene = open_table(app, "dondorf_arena", 2)
    stock = scene.game.pile_index("stock")
    for _ in range(30):  # deal on until the three slots hold a card that fits somewhere
        if not scene.pile_actions(stock):
            break
        scene.deal_stock()
    assert scene.state.piles[stock] and not scene.pile_actions(stock)
    assert all(scene.state.piles[p] for p in scene.game.groups["open"])
    before, app.noticeboard.notices[:] = scene.state.key(), []
    mouse_down(app, top_centre(scene, "stock"))
    app.step(2.0)
    scene.deal_stock()        # asked again: the same plate, shown for longer, not a second
    assert scene.state.key() == before
    assert app.noticeboard.notices == [[OPEN_CARD_FITS, NOTICE_SECONDS]]


@pytest.mark.parametrize(("game_id", "language", "said"), [
    ("klondike", "en", "No redeals left."),
    ("klondike", "de", "Kein neues Geben mehr."),
    ("spiderette", "fr", "Remplissez toutes les colonnes vides avant de distribuer."),
])
def test_a_refused_stock_click_gives_the_games_reason_in_the_players_language(
        app, game_id, language, said):
    from game.i18n import set_language

    # Not saved after every deal: 66 saves' fsyncs took 90% of Klondike's 0.9 s.
    scene = open_table(app, game_id, 1, persist=False)
    stock = scene.game.pile_index("stock")
    if game_id == "klondike":
        while scene.pile_actions(stock):   # turned through to the last redeal
            scene.deal_stock()
    else:
        first, second = scene.game.groups["tableau"][:2]
        piles = scene.state.piles
        piles[second], piles[first] = piles[second] + piles[first], ()
    before, app.noticeboard.notices[:] = scene.state.key(), []
    set_language(language)
    mouse_down(app, top_centre(scene, "stock"))
    assert scene.state.key() == before
    assert [text for text, _ in app.noticeboard.notices] == [said]
