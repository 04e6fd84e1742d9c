"""Notices and the solver's progress keep to the free area: never on the top bar, never
cut, never over a card, at 1280×720, 1280×800 and 1920×1080 (and 1024×640); never over a
dialog open over the table, at any size."""

import pygame
import pytest

from game.engine import stock_refusal
from game.i18n import _, number, set_language
from game.render.notices import draw_notices, place_plates, plate_forms
from game.render.text import font
from game.scenes import table_hud, table_solver
from game.scenes.results import ResultsScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from table_helpers import make_app, open_table

SIZES = [(1280, 720), (1280, 800), (1920, 1080)]
LONGEST = [table_solver.DEMO_OUTCOME["unknown"].format(seconds=120),
           table_solver.DEMO_OUTCOME["unwinnable"],
           table_solver.DEMO_OUTCOME["won"].format(moves=1234)]


def cards_on(scene) -> list[pygame.Rect]:
    view = scene.view
    return [view.card_rect(pile, i) for pile, places in enumerate(view.positions)
            for i in range(len(places))]


def assert_nothing_hidden(app, scene) -> None:
    """Every plate below the top bar, apart from the others, over no card, no button."""
    w, h = app.screen.get_size()
    free = pygame.Rect(0, scene.hud.bar, w, h - scene.hud.bar)
    plates = app.noticeboard.plates
    assert plates and all(free.contains(plate) for plate in plates)
    assert all(a.collidelist(plates[k + 1:]) < 0 for k, a in enumerate(plates))
    for plate in plates:
        assert plate.collidelist(cards_on(scene)) < 0, (plate, scene.spec.id)
        assert plate.collidelist([b.rect for b in scene.hud.buttons]) < 0


@pytest.mark.parametrize("size", SIZES)
def test_notices_lie_below_the_top_bar_clear_of_cards_and_each_other(
        tmp_path, monkeypatch, size):
    app = make_app(tmp_path, monkeypatch, size=size)
    scene = open_table(app, "klondike", 1)
    for text in LONGEST:
        app.notify(text)
    app.draw()
    assert len(app.noticeboard.plates) == len(LONGEST)
    assert_nothing_hidden(app, scene)
    scene.choose_deal()                       # a dialog over the table: still on the felt
    app.draw()
    assert_nothing_hidden(app, scene)
    assert app.stack.top.rect.collidelist(app.noticeboard.plates) < 0    # and beside it


DIALOGS = {
    "rules": lambda app, table: RulesScene(app, table.spec),
    "settings": SettingsScene,
    "results": lambda app, table: ResultsScene(
        app, table.game.id, "won", 80, 95.0, 52, table.deal, on_next=print, on_replay=print,
        on_menu=print, on_undo=print),
}


@pytest.mark.parametrize("size", [(640, 400), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("dialog", sorted(DIALOGS))
def test_no_notice_lies_over_a_dialog_open_over_the_table(tmp_path, monkeypatch, size,
                                                          dialog):
    app = make_app(tmp_path, monkeypatch, size=size)
    table = open_table(app, "klondike", 1, persist=False)
    app.push(DIALOGS[dialog](app, table) if dialog != "settings" else SettingsScene(app))
    for text in LONGEST:
        app.notify(text)
    app.draw()
    panel = app.stack.top.rect
    assert panel.collidelist(app.noticeboard.plates) < 0, (panel, app.noticeboard.plates)
    if size != (640, 400):                    # room beside it: drawn
        assert app.noticeboard.plates and not app.noticeboard.held


def test_a_notice_a_dialog_leaves_no_room_for_waits_until_it_closes(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(640, 400))
    open_table(app, "klondike", 1, persist=False)
    app.push(SettingsScene(app))              # the whole height, 130 px free at each side
    app.notify(LONGEST[0])
    app.draw()
    assert app.noticeboard.plates == [] and app.noticeboard.held == app.noticeboard.notices
    app.advance(60.0)                         # it is not seen: its seconds do not run
    assert app.next_change() is None
    assert [text for text, _left in app.noticeboard.notices] == [LONGEST[0]]
    app.pop()                                 # the settings close: the table shows it
    app.draw()
    assert len(app.noticeboard.plates) == 1 and app.noticeboard.held == []
    app.advance(60.0)
    assert app.noticeboard.notices == []


def test_a_short_notice_goes_beside_the_dialog_over_cards_if_it_must():
    area, gap = (0, 0, 400, 300), 5
    dialog = ((100, 0, 200, 300),)             # the whole height: free at the sides only
    cards = ((0, 0, 400, 300),)                # and cards everywhere
    ((notice, _form, plate),) = place_plates((((150, 30), (80, 50)),), area, gap, cards,
                                             (), dialog)
    plate = pygame.Rect(plate)
    assert notice == 0 and plate.width == 80 and not plate.colliderect(dialog[0])
    assert place_plates((((150, 30),),), area, gap, cards, (), dialog) == ()  # too wide
    free = place_plates((((150, 30),), ((60, 30),)), area, gap, (), (), dialog)
    assert [n for n, _form, _plate in free] == [1]   # the older gives way, none over it
    assert all(not pygame.Rect(p).colliderect(dialog[0]) for _n, _f, p in free)


def test_a_narrow_plate_never_cuts_a_word(tmp_path, monkeypatch):
    """Beside a dialog only a narrow plate may fit: it is offered only where every word is
    whole (a deck's long name was drawn "Loadi… deck “Don…” in a strip beside the chooser)."""
    make_app(tmp_path, monkeypatch)
    text = "Loading deck “svg-dondorf-extraordinarily-long”…"
    forms = plate_forms(text, 18, 900, 13, 6)
    assert forms[0][0] == [text]               # the whole room: one line
    for lines, _plate in forms:
        assert " ".join(lines) == text, lines  # every form: the words whole
    assert len(forms) < 4                      # the narrowest forms would have cut the name


@pytest.mark.parametrize(("game_id", "size"), [
    ("dondorf_arena", (1280, 720)),           # once over the upper kings
    ("beleaguered_castle", (1280, 720)),      # rows to the top: in lines beside them
    ("streets_and_alleys", (1024, 640)),
    ("reussite_32", (1920, 1080)),
])
@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_refused_stock_notice_hides_no_card(tmp_path, monkeypatch, game_id, size, language):
    app = make_app(tmp_path, monkeypatch, size=size)
    set_language(language)
    scene = open_table(app, game_id, 1)
    longest = max((_(text) for text in stock_refusal.REASONS), key=len)
    app.notify(longest)
    app.draw()
    assert_nothing_hidden(app, scene)


def test_a_plate_goes_beside_what_covers_the_top_and_over_it_only_where_all_is_full():
    area, gap = (0, 0, 400, 300), 5
    top = ((150, 0, 100, 100),)                 # the top centre taken
    ((_notice, form, plate),) = place_plates((((120, 30),),), area, gap, top)
    assert form == 0 and pygame.Rect(plate).collidelist([pygame.Rect(top[0])]) < 0
    assert pygame.Rect(plate).top == gap        # beside it, still at the top
    narrow = ((150, 0, 100, 100), (0, 0, 20, 300), (380, 0, 20, 300))
    forms = ((150, 30), (70, 50))              # one line too wide for the sides: two lines
    ((_notice, form, plate),) = place_plates((forms,), area, gap, narrow)
    assert form == 1 and pygame.Rect(plate).collidelist([pygame.Rect(r) for r in narrow]) < 0
    rather = ((0, 0, 400, 100),)               # an empty place: spared while there is room
    ((_notice, _form, plate),) = place_plates((((120, 30),),), area, gap, (), rather)
    assert pygame.Rect(plate).top >= 100 + gap
    two = place_plates((((120, 30),), ((120, 30),)), area, gap, ())
    assert [(n, pygame.Rect(p).top) for n, _form, p in two] == [(0, gap), (1, gap + 30 + gap)]
    corner = ((0, 0, 400, 300 - 30 - 2 * gap),)   # room for one: the older gives way
    ((notice, _form, plate),) = place_plates((((250, 30),), ((250, 30),)), area, gap, corner)
    assert notice == 1 and pygame.Rect(plate).top == 300 - 30 - gap
    full = ((0, 0, 400, 300),)                 # no room anywhere: the newest at the top
    assert place_plates((((120, 30),), ((120, 30),)), area, gap, full) == (
        (1, 0, (140, gap, 120, 30)),)


def test_a_full_tables_notice_lies_over_cards_but_never_over_its_words():
    """No free spot (cards everywhere): the plate keeps off the labels, of any form."""
    area, gap = (0, 0, 400, 300), 5
    full = ((0, 0, 400, 300),)
    words = ((130, 0, 140, 40),)               # a label at the top centre
    ((notice, form, plate),) = place_plates((((120, 30), (60, 50)),), area, gap, full,
                                            (), (), words)
    assert notice == 0 and not pygame.Rect(plate).colliderect(pygame.Rect(words[0]))
    assert pygame.Rect(area).contains(pygame.Rect(plate))
    everywhere = ((0, 0, 400, 300),)           # words everywhere too: at the top, as before
    ((_notice, _form, plate),) = place_plates((((120, 30),),), area, gap, full, (), (),
                                              everywhere)
    assert plate == (140, gap, 120, 30)


@pytest.mark.parametrize("game_id", ["dondorf_faecher", "bear_river", "labyrinth"])
def test_a_notice_in_large_text_hides_no_label_of_a_full_table(tmp_path, monkeypatch,
                                                                game_id):
    """At 200 % text these tables leave no free spot: the notice covers cards, not labels."""
    app = make_app(tmp_path, monkeypatch)
    app.update_settings(language="de", text_scale=200)
    try:
        scene = open_table(app, game_id, 1)
        scene.random_play(20)
        app.notify(max((_(text) for text in stock_refusal.REASONS), key=len) * 2)
        app.draw()
        labels = [label.rect for label in scene.view.placed_labels(scene.state)]
        assert labels and app.noticeboard.plates
        assert not any(plate.collidelist(labels) >= 0 for plate in app.noticeboard.plates)
    finally:
        app.update_settings(language="en", text_scale=100)


def test_a_long_notice_is_wrapped_whole_not_cut(tmp_path, monkeypatch):
    make_app(tmp_path, monkeypatch)
    surface = pygame.Surface((640, 400))
    area = pygame.Rect(0, 40, 420, 320)
    text = LONGEST[0]
    plates = draw_notices(surface, [text], area, 18)
    assert len(plates) == 1 and area.contains(plates[0][1])
    assert plates[0][1].height > 2 * font(18).get_linesize()   # more than one line


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_solvers_progress_fits_left_of_the_buttons(tmp_path, monkeypatch, size, language):
    app = make_app(tmp_path, monkeypatch, size=size)
    set_language(language)                    # the buttons' labels take their own room
    scene = open_table(app, "klondike", 1)
    hud = scene.hud
    progress = _(table_solver.LOOKED_AT).format(nodes=number(99_999_999), seconds=999)
    longest = [_(table_solver.DEMO_LOOKING) + "..." + progress,
               _(table_solver.THINKING) + "..." + progress,
               _(table_solver.DEAL_LOOKING).format(tried=9999)]
    for text in longest:
        size_drawn = hud.note_size(text)
        assert size_drawn >= table_hud.NOTE_MIN  # readable, smaller if it must be
        assert font(size_drawn).size(text)[0] <= hud.note_room(), text
    assert hud.note_size("Short") == hud.note_size()   # a short note keeps the bar's size
    right = max(b.rect.right for b in hud.buttons)
    assert right <= size[0] and all(b.rect.bottom <= size[1] for b in hud.buttons)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("size", [(640, 400), (800, 600)])
def test_every_bottom_button_is_whole_on_a_small_window(tmp_path, monkeypatch, size, language):
    """The smallest window (640×400) still shows every button whole, apart, in the bar."""
    app = make_app(tmp_path, monkeypatch, size=size)
    set_language(language)
    scene = open_table(app, "klondike", 1)
    hud = scene.hud
    bar = pygame.Rect(0, size[1] - hud.bar, size[0], hud.bar)
    assert all(bar.contains(b.rect) for b in hud.buttons)
    assert all(a.rect.right < b.rect.left for a, b in zip(hud.buttons, hud.buttons[1:],
                                                          strict=False))
    assert min(b.rect.height for b in hud.buttons) >= table_hud.MIN_BUTTON


def test_a_notice_asked_again_while_on_show_is_not_shown_twice(tmp_path, monkeypatch):
    """A refused stock clicked five times stacked five alike plates: one shows, its time
    starts again; one no longer on show (three newer) comes back as the newest."""
    from game.app_notices import NOTICE_SECONDS

    app = make_app(tmp_path, monkeypatch)
    for _click in range(5):
        app.notify("No redeals left.")
        app.step(1.0)
    assert app.noticeboard.notices == [["No redeals left.", NOTICE_SECONDS - 1.0]]
    for text in ("a", "b", "c", "No redeals left."):
        app.notify(text)
    assert [text for text, _left in app.noticeboard.notices] == ["a", "b", "c", "No redeals left."]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("dialog", ["results", "deal_entry", "rules"])
def test_a_notice_keeps_off_a_dialog_over_the_table(tmp_path, monkeypatch, size, dialog):
    """Golf's last stock card, then a click on the empty stock before the result showed:
    'The stock is used up' lay across the dialog's 'No more moves' (a real window)."""
    from game.scenes.results import ResultsScene

    app = make_app(tmp_path, monkeypatch, size=size)
    scene = open_table(app, "golf", 1)
    stock = scene.game.pile_index("stock")
    while scene.state.piles[stock]:     # the waste's fan across the top, as it was
        scene.deal_stock()
    if dialog == "results":
        app.push(ResultsScene(app, "golf", "lost", 17, 8.0, 0, 1, on_next=lambda: None,
                              on_replay=lambda: None, on_menu=lambda: None))
    elif dialog == "deal_entry":
        scene.choose_deal()
    else:
        scene.show_rules()
    app.draw()          # the dialog lays itself out as drawn
    panel = app.stack.top.dialog_panel()
    assert panel is not None and app.stack.top is not scene
    app.notify(max((_(text) for text in stock_refusal.REASONS), key=len))
    app.draw()
    assert app.noticeboard.plates
    assert all(not plate.colliderect(panel) for plate in app.noticeboard.plates), panel
