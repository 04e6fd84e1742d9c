"""The table that waits undealt while a winnable deal is looked for (chooser ▸ Play with
"winnable deals only"): no cards shown, no input but leaving, never saved; the deal found
replaces it."""

import pygame
import pytest

from game.input.intents import Action
from game.scenes.menu import start_table
from game.scenes.table import TableScene
from game.scenes.table_waiting import WinnableDealWait
from game.store import load_game
from table_helpers import drag, frame_shown, open_table, run_frames, top_centre


def saved_freecell(app) -> dict:
    """A FreeCell game in progress, saved (the game a new deal must not drop)."""
    table = open_table(app, "freecell", 7)
    table.play(table.game.legal_moves(table.state)[0])
    app.pop()
    record, _notice = load_game("freecell")
    assert record is not None and record["deal"] == 7
    return record


def test_the_waiting_table_takes_no_input_is_never_saved_and_gives_way_to_the_deal(app):
    kept = saved_freecell(app)
    start_table(app, "freecell", 3, {}, winnable=True)
    waiting = app.stack.top
    assert isinstance(waiting, WinnableDealWait) and waiting.undealt
    assert [b.label for b in waiting.buttons] == ["Menu"] and not waiting.special_buttons
    move = waiting.game.legal_moves(waiting.state)[0]
    drag(app, top_centre(waiting, move.src), top_centre(waiting, move.dst))
    for name in ("undo", "hint", "new_deal", "restart", "deal_stock", "confirm", "right"):
        app.dispatch(Action(name))
    assert app.stack.top is waiting and not waiting.history.turns
    assert load_game("freecell")[0] == kept          # the game in progress is untouched
    assert run_frames(app, 60, lambda: app.stack.top is not waiting)
    table = app.stack.top
    assert type(table) is TableScene and not table.undealt and table.persist
    assert table.deal >= 3 and table.records.previous == kept  # kept until its first move
    assert load_game("freecell")[0] == kept


@pytest.mark.parametrize("leave", ["back", "cancel", "menu"])   # Escape; a pad's B, Start
def test_escape_leaves_the_waiting_table_and_stops_the_search(app, leave):
    start_table(app, "klondike", 11, {}, winnable=True)
    waiting = app.stack.top
    assert isinstance(waiting, WinnableDealWait)
    app.dispatch(Action(leave))
    assert app.stack.top is None and not waiting.solving.searching_deal
    run_frames(app, 1)
    assert app.stack.top is None and load_game("klondike") == (None, None)


def test_the_waiting_table_shows_its_places_and_progress_but_no_card(app, monkeypatch):
    start_table(app, "klondike", 11, {}, winnable=True)
    waiting = app.stack.top
    drawn = []
    monkeypatch.setattr(waiting.view, "card_image", lambda card: drawn.append(card))
    monkeypatch.setattr(waiting.view, "blit_card",
                        lambda surface, image, x, y, pile: drawn.append(pile))
    waiting.solving.deal_progress = 4
    texts = []
    from game.render import table_view

    real = table_view.draw_text
    monkeypatch.setattr(table_view, "draw_text",
                        lambda surface, text, *a, **k: texts.append(text) or real(
                            surface, text, *a, **k))
    waiting.draw(pygame.Surface(app.screen.get_size()))
    assert all(isinstance(d, int) for d in drawn)    # outlines only: no card image
    assert len(drawn) == len(waiting.game.pile_names)
    assert texts == ["Looking for a winnable deal… (4 tried)"]
    assert "Deal" not in waiting.hud.info_text()     # no deal number before the deal
    waiting.to_menu()


def test_a_new_deal_at_the_table_waits_undealt_too_and_keeps_the_game_it_replaces(app):
    app.update_settings(winnable_only=app.settings.winnable_only_toggled("freecell"))
    table = open_table(app, "freecell", 7)
    table.play(table.game.legal_moves(table.state)[0])   # a game in progress, saved
    frame_shown(app)                                       # after its frame
    kept = load_game("freecell")[0]
    assert kept is not None and kept["deal"] == 7
    table.new_deal(None)
    waiting = app.stack.top
    assert isinstance(waiting, WinnableDealWait) and table not in app.stack.scenes
    assert load_game("freecell")[0] == kept
    assert run_frames(app, 60, lambda: app.stack.top is not waiting)
    assert app.stack.top.records.previous == kept     # Undo brings it back


def test_without_a_winnable_deal_in_its_tries_a_random_one_opens_and_says_so(app, monkeypatch):
    from game.solver.jobs import DealSearch
    from game.solver.worker import HintService

    monkeypatch.setattr(HintService, "poll_winnable_deal", lambda service: DealSearch(200))
    start_table(app, "klondike", 11, {}, winnable=True)
    waiting = app.stack.top
    run_frames(app, 0.2)
    assert app.stack.top is waiting and waiting.solving.deal_progress == 200
    monkeypatch.setattr(HintService, "poll_winnable_deal",
                        lambda service: DealSearch(200, None, True))
    assert run_frames(app, 1, lambda: app.stack.top is not waiting)
    assert type(app.stack.top) is TableScene and app.stack.top.persist
    assert app.noticeboard.notices[-1][0] == (
        "No winnable deal found in 200 tries: this one is dealt at random.")
