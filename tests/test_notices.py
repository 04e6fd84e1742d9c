"""Notices and the solver's progress keep to the free area: never on the top bar, never
cut, at 1280×720, 1280×800 and 1920×1080."""

import pygame
import pytest

from game.i18n import _, number, set_language
from game.render.notices import draw_notices
from game.render.text import font
from game.scenes import table_hud, table_solver
from table_helpers import make_app, open_table

SIZES = [(1280, 720), (1280, 800), (1920, 1080)]
LONGEST = [table_solver.DEMO_OUTCOME["unknown"].format(seconds=120),
           table_solver.DEMO_OUTCOME["unwinnable"],
           table_solver.DEMO_OUTCOME["won"].format(moves=1234)]


@pytest.mark.parametrize("size", SIZES)
def test_notices_lie_on_the_felt_between_the_bars(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, monkeypatch, size=size)
    scene = open_table(app, "klondike", 1)
    for text in LONGEST:
        app.notify(text)
    app.draw()
    free = pygame.Rect(0, scene.hud.bar, size[0], size[1] - 2 * scene.hud.bar)
    assert len(app.notice_plates) == len(LONGEST)
    for plate in app.notice_plates:
        assert free.contains(plate)
    plates = app.notice_plates
    assert all(a.bottom <= b.top for a, b in zip(plates, plates[1:], strict=False))  # stacked
    scene.choose_deal()                       # a dialog over the table: still on the felt
    app.draw()
    assert all(free.contains(plate) for plate in app.notice_plates)


def test_a_long_notice_is_wrapped_whole_not_cut(tmp_path, monkeypatch):
    make_app(tmp_path, monkeypatch)
    surface = pygame.Surface((640, 400))
    area = pygame.Rect(0, 40, 420, 320)
    text = LONGEST[0]
    plates = draw_notices(surface, [text], area, 18)
    assert len(plates) == 1 and area.contains(plates[0])
    assert plates[0].height > 2 * font(18).get_linesize()   # more than one line


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
