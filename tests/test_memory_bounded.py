"""Memory that does not grow: a table left is gone, and the deck keeps the pictures of a
few card sizes only, however many tables were opened (each game has its own card size)."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from game import memory
from game.engine.cards import CLUBS, card
from game.render import card_art
from game.render.decks import deck_for
from game.scenes.menu import MenuScene, start_table
from table_helpers import make_app

# tables whose cards are of different sizes at 1280×720 (and one with turned cards)
GAMES = ("klondike", "freecell", "spider", "golf", "dondorf_faecher", "gypsy", "thirteen",
         "canfield")


def settle(app, table, frames: int = 400) -> None:
    """Frames until the deal has landed."""
    for _ in range(frames):
        app.step(1 / 60)
        app.draw()
        if table.next_change() != 0:
            return


def pictures(deck) -> tuple[int, int]:
    """(images kept, their bytes) of our deck's cache."""
    images = list(deck._images.values())
    return len(images), sum(i.get_width() * i.get_height() * 4 for i in images)


@pytest.fixture
def chooser(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="fast")
    app.push(MenuScene(app))
    app.draw()
    return app


def test_tables_left_are_gone_and_pictures_stay_bounded(chooser):
    app = chooser
    tables, views = [], []
    counts = []
    for game_id in GAMES:
        start_table(app, game_id, deal=1)
        table = app.stack.top
        assert table.spec.id == game_id
        tables.append(weakref.ref(table))
        views.append(weakref.ref(table.view))
        settle(app, table)
        table.to_menu()
        app.draw()
        del table
        app.catch_up()  # the first still moment: what the table held is given back
        counts.append(pictures(deck_for(app.settings)))
        assert sum(ref() is not None for ref in tables) == 0, "a table left is still alive"
        assert sum(ref() is not None for ref in views) == 0, "a table's view is still alive"
    sizes = {image.get_size() for image in deck_for(app.settings)._images.values()}
    assert len(sizes) <= card_art.KEEP_SIZES
    # the pictures of at most KEEP_SIZES sizes: never more than after the first tables
    # that filled them, times the room a larger card takes
    most_early = max(n for n, _ in counts[:card_art.KEEP_SIZES])
    assert max(n for n, _ in counts) <= 2 * most_early
    assert counts[-1][1] <= 3 * max(b for _, b in counts[:card_art.KEEP_SIZES])


def test_new_deals_leave_no_table_behind(chooser):
    app = chooser
    start_table(app, "klondike", deal=1)
    table = app.stack.top
    refs = []
    for _ in range(6):
        refs.append(weakref.ref(table))
        settle(app, table)
        table.new_deal(None)
        table = app.stack.top
    settle(app, table)
    gc.collect()
    alive = [ref() for ref in refs if ref() is not None]
    assert alive in ([], [table]), f"{len(alive)} earlier deals' tables are still alive"
    assert len({i.get_size() for i in deck_for(app.settings)._images.values()}) \
        <= card_art.KEEP_SIZES


def test_an_old_card_size_makes_room_for_a_new_one():
    art = card_art.CardArt()
    five = card(5, CLUBS)
    first = art.face(five, 60, 84)
    for width in range(61, 61 + card_art.KEEP_SIZES):
        art.face(five, width, 84)
    assert {image.get_size() for image in art._images.values()} == {
        (w, 84) for w in range(61, 61 + card_art.KEEP_SIZES)}
    assert art.face(five, 60, 84) is not first  # drawn again
    art.face(five, 62, 84)  # asked again: the newest, kept when another comes
    art.face(five, 90, 84)
    assert (62, 84) in {image.get_size() for image in art._images.values()}


def test_give_back_is_safe_to_call_often():
    memory.map_large_blocks()
    for _ in range(3):
        memory.give_back()


def test_a_left_screens_cloth_fonts_and_texts_go_when_memory_is_given_back(tmp_path,
                                                                           monkeypatch):
    """What only a left screen used (the fortune table's cloth, its font sizes, its
    texts) is dropped at the next give-back but one; what the screens on show keep
    using stays."""
    from game.render import felt, text

    make_app(tmp_path, monkeypatch, (320, 200))
    felt.felt(64, 48, (1, 2, 3))
    text.font(47)
    text.rendered("left behind", 47, (1, 2, 3))
    memory.give_back()  # (drawn since the last give-back: still on show)
    assert (64, 48, (1, 2, 3)) in felt._CACHE
    in_use = felt.felt(32, 24, (4, 5, 6))
    text.rendered("still shown", 21, (1, 2, 3))
    memory.give_back()
    assert (64, 48, (1, 2, 3)) not in felt._CACHE
    assert felt.felt(32, 24, (4, 5, 6)) is in_use
    assert ("left behind", 47, (1, 2, 3), False) not in text._rendered
    assert ("still shown", 21, (1, 2, 3), False) in text._rendered
    assert not any(size == 47 for size, _bold in text._fonts)
    assert text._rendered_bytes == sum(text._bytes(i) for i in text._rendered.values())


@pytest.mark.parametrize("opening", [
    "app.open('statistics')",
    # Ask the cards lists the fortune games, and names one as the choice goes round
    "ask = app.open('fortune_ask'); ask.cycle_game(1); ask.game_label(); ask.cycle_game(1)",
    # the journal and an answer read from it, with a laying of Klondike in it
    "from datetime import datetime\n"
    "from game.fortune.journal import load_journal, save_journal\n"
    "journal = load_journal()[0]\n"
    "entry = journal.add(asked=datetime(2026, 1, 2, 3, 4), kind='question', question='Q?',"
    " names=(), game_id='klondike', deal=7, fate=True)\n"
    "save_journal(journal); app.open('fortune_journal'); app.step(1 / 60); app.draw()\n"
    "app.open('fortune_answer', entry, 'journal')",
])
def test_the_statistics_and_fortune_screens_import_no_rules(tmp_path, opening):
    """Their lists come from the catalogue: a visit leaves no game's rules in memory."""
    import os
    import subprocess
    import sys

    code = ("import os, sys; os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
            "from game.app import App\n"
            "app = App(size=(640, 400), headless=True)\n"
            f"{opening}; app.step(1 / 60); app.draw()\n"
            "print(sorted(m for m in sys.modules if m.startswith('game.rules.')))\n")
    env = {**os.environ, "REUSSITE_DATA_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, check=True, timeout=120).stdout.strip().splitlines()[-1]
    assert out == "[]"


def test_a_covered_chooser_gives_back_its_backdrop_and_panels(chooser):
    """Under a table the chooser is not drawn: its window-sized backdrop and the panels
    laid on it go at the table's first still moment; shown again, it is drawn as before."""
    from game.render import widgets

    app = chooser
    menu = app.stack.top
    app.draw()
    corner = (0, 0, 100, 40)   # felt: the same when the backdrop is made again
    before = pygame.image.tobytes(app.screen.subsurface(corner), "RGB")
    panels = {menu.layout.list_panel.size, menu.layout.detail_panel.size}
    assert menu.drawing._backdrop is not None
    assert panels <= {key[0] for key in widgets._PANELS}
    start_table(app, "klondike", deal=1)
    settle(app, app.stack.top)
    app.catch_up()
    assert menu.drawing._backdrop is None
    assert not panels & {key[0] for key in widgets._PANELS}
    app.stack.top.to_menu()
    app.draw()
    assert menu.drawing._backdrop is not None
    assert pygame.image.tobytes(app.screen.subsurface(corner), "RGB") == before


def test_card_sizes_no_screen_on_show_draws_go_but_the_last_one():
    """Memory given back after a screen change: the card sizes drawn only before it go,
    but for the one drawn last (a table just left), and so do the card fonts not used."""
    art = card_art.CardArt()
    five = card(5, CLUBS)
    art.face(five, 60, 84)       # an older table's
    art.face(five, 70, 98)       # the table just left
    memory.screen_left()
    art.face(five, 30, 42)       # the chooser's, on show
    memory.give_back()
    assert {image.get_size() for image in art._images.values()} == {(70, 98), (30, 42)}
    memory.screen_left()
    art.face(five, 30, 42)
    memory.give_back()
    assert {image.get_size() for image in art._images.values()} == {(30, 42), (70, 98)}
    memory.give_back()            # nothing drawn since: the last drawn size alone stays
    assert {image.get_size() for image in art._images.values()} == {(30, 42)}
    assert not card_art._FONTS    # (the faces kept need no font: their glyphs are drawn)
