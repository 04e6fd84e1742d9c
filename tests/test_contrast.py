"""High contrast and the text scale: the settings keep them (and older files without them
still load), the high-contrast colours read at WCAG AAA (7:1) for every text drawn on its
ground, and the look reaches what is drawn: the cloth, the cards, the dialogs' words."""

from __future__ import annotations

import pytest

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
from game.render import theme
from game.render.card_art import CardArt
from game.render.card_backs import PAPER
from game.render.card_face import COLOUR_SCHEMES
from game.render.decks import cloth_of, deck_for, style_for
from game.render.felt import cloth
from game.render.text import font
from game.render.widgets import title_font
from game.store.settings import (
    TEXT_SCALES,
    Settings,
    load_settings,
    save_settings,
    settings_from_dict,
    settings_to_dict,
)
from table_helpers import make_app

AAA = 7.0


@pytest.fixture
def high_contrast():
    theme.apply(True, 100)
    yield
    theme.apply(False, 100)


def test_wcag_contrast_ratio_is_computed_as_the_standard_says():
    assert theme.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert theme.contrast_ratio((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    # WCAG's own example: #767676 on white is the lightest grey that passes AA (4.5:1)
    grey = theme.contrast_ratio((0x76, 0x76, 0x76), (255, 255, 255))
    assert grey == pytest.approx(4.54, abs=0.01)


def test_high_contrast_text_reads_at_seven_to_one_on_every_ground_it_is_drawn_on(high_contrast):
    grounds = {"dialog": theme.DIALOG, "panel": theme.PANEL, "button": theme.BUTTON,
               "notice": theme.NOTICE_PLATE, "table's bars": theme.BAR,
               "button hover": theme.BUTTON_HOVER, "cloth": theme.HIGH_CONTRAST_CLOTH}
    texts = {"ink": theme.INK, "muted": theme.MUTED, "gold": theme.GOLD, "value": theme.VALUE,
             "edge": theme.EDGE}
    weak = [(t, g, round(theme.contrast_ratio(tc, gc), 2))
            for t, tc in texts.items() for g, gc in grounds.items()
            if theme.contrast_ratio(tc, gc) < AAA]
    assert not weak
    for button in (theme.PRIMARY, theme.PRIMARY_HOVER):
        assert theme.contrast_ratio(theme.PRIMARY_TEXT, button) >= AAA
    assert theme.contrast_ratio(theme.DISABLED_TEXT, theme.BUTTON_DISABLED) >= AAA
    # the focus ring and the drop targets on the black table (3:1 would do for them)
    for mark in (theme.FOCUS_RING, theme.DROP_TARGET, theme.PANEL_EDGE):
        assert theme.contrast_ratio(mark, theme.HIGH_CONTRAST_CLOTH) >= AAA


def test_the_high_contrast_suit_inks_read_at_seven_to_one_on_the_white_face():
    inks = COLOUR_SCHEMES["contrast"]
    assert set(inks) == {CLUBS, DIAMONDS, HEARTS, SPADES}
    assert len(set(inks.values())) == 4  # four colours: no two suits alike
    assert all(theme.contrast_ratio(ink, PAPER) >= AAA for ink in inks.values())


def test_apply_changes_the_colours_in_place_and_back():
    ink = theme.INK
    usual = tuple(ink)
    assert theme.apply(True, 100)
    assert tuple(ink) == (255, 255, 255, 255) and theme.high_contrast()
    assert not theme.apply(True, 100)  # nothing changed
    assert theme.apply(False, 100)
    assert tuple(ink) == usual and not theme.high_contrast()


def test_the_text_scale_is_applied_where_fonts_are_made():
    theme.apply(False, 100)
    plain_h, title_h = font(30).get_height(), title_font(30).get_height()
    try:
        theme.apply(False, 200)
        assert font(30).get_height() >= 1.8 * plain_h
        assert title_font(30).get_height() >= 1.8 * title_h
        theme.apply(False, 123)  # not a step: the usual size
        assert font(30).get_height() == plain_h
    finally:
        theme.apply(False, 100)


def test_the_table_cloth_and_the_cards_follow_high_contrast():
    settings = Settings(high_contrast=True, cloth="claret", four_colour=False)
    assert cloth_of(settings) == "high_contrast"
    ground = cloth(64, 48, cloth_of(settings))
    assert ground.get_at((32, 24))[:3] == (0, 0, 0)
    style = style_for(settings)
    assert style.contrast and style.colours == "contrast"
    art = CardArt(style)
    face = art.face(card(7, HEARTS), 120, 168)
    # a thick black outline round the white face (a fan's cards stand apart)
    assert face.get_at((60, 2))[:3] == (0, 0, 0)
    assert face.get_at((60, 4))[:3] == (0, 0, 0)
    assert CardArt().face(card(7, HEARTS), 120, 168).get_at((60, 4))[:3] != (0, 0, 0)
    slot = art.empty_slot(120, 168)
    r, g, b, a = slot.get_at((60, 2))
    assert (r, g) == (255, 230) and b < 40 and a == 255  # the bold yellow ring
    assert not isinstance(deck_for(settings), type(None))
    assert cloth_of(Settings(cloth="claret")) == "claret"


def test_the_choosers_table_pictures_follow_high_contrast():
    """A black table ringed in yellow, its empty places yellow (as the tables are drawn)."""
    from game.render.thumbnail import CONTRAST_EDGE, TABLE, Look, draw_plan, table_plan
    from game.rules import registry

    plan = table_plan(registry().get("klondike"))
    usual, contrast = (draw_plan(plan, (240, 160), Look(contrast=c)) for c in (False, True))
    w, h = contrast.get_size()
    assert usual.get_at((w // 2, h - 4))[:3] == TABLE
    assert contrast.get_at((w // 2, h - 4))[:3] == (0, 0, 0)
    assert contrast.get_at((w // 2, h - 1))[:3] == CONTRAST_EDGE  # its edge
    yellow = sum(1 for x in range(w) for y in range(h)
                 if contrast.get_at((x, y))[:3] == CONTRAST_EDGE)
    assert yellow > 2 * (w + h) + 100  # more than the edge: the empty places' outlines


def test_the_tables_bars_follow_high_contrast(tmp_path, monkeypatch, high_contrast):
    """Black bars with a yellow rule towards the table; the usual look's green again after
    (the fixture: the usual look again whatever happens)."""
    from table_helpers import open_table

    app = make_app(tmp_path, monkeypatch)
    app.update_settings(high_contrast=True)
    scene = open_table(app, "klondike", 1)
    app.draw()
    bar = scene.hud.bar
    w, h = app.screen.get_size()
    assert app.screen.get_at((w // 3, 2))[:3] == (0, 0, 0)
    assert app.screen.get_at((w // 3, bar - 1))[:3] == (255, 230, 0)
    assert app.screen.get_at((w // 3, h - bar))[:3] == (255, 230, 0)
    app.update_settings(high_contrast=False)
    app.draw()
    assert app.screen.get_at((w // 3, bar - 1))[:3] != (255, 230, 0)
    assert app.screen.get_at((w // 3, 2))[:3] != (0, 0, 0)


def test_settings_keep_high_contrast_and_the_text_scale(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    assert save_settings(Settings(high_contrast=True, text_scale=175)) is None
    loaded, notice = load_settings()
    assert notice is None
    assert loaded.high_contrast is True and loaded.text_scale == 175
    assert settings_from_dict(settings_to_dict(loaded))[0] == loaded


def test_an_older_settings_file_without_the_new_keys_still_loads():
    old = settings_to_dict(Settings(cloth="blue", volume=0.5))
    del old["high_contrast"], old["text_scale"]
    loaded, rejected = settings_from_dict(old)
    assert rejected == []
    assert (loaded.cloth, loaded.volume) == ("blue", 0.5)
    assert (loaded.high_contrast, loaded.text_scale) == (False, 100)


@pytest.mark.parametrize("value", [300, 99, 150.0, True, "200", None])
def test_a_text_scale_that_is_not_a_step_is_refused(value):
    loaded, rejected = settings_from_dict({"text_scale": value})
    assert rejected == ["text_scale"] and loaded.text_scale == 100
    assert 100 in TEXT_SCALES and 200 in TEXT_SCALES


def test_the_settings_screen_changes_both_and_every_scene_follows(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    try:
        settings = app.open("settings")
        row = next(i for i, r in enumerate(settings.rows) if r.label == "Text size")
        settings.change(row, +1)
        assert app.settings.text_scale == 125 and theme.text_factor() == 1.25
        settings.change(row, -1)
        settings.change(row, -1)  # round from the smallest to the largest
        assert app.settings.text_scale == 200
        app.draw()
        chooser = app.open("deck_chooser")
        row = next(i for i, r in enumerate(chooser.rows) if r.label == "High contrast")
        chooser.change(row, +1)
        assert app.settings.high_contrast and theme.high_contrast()
        app.draw()
        left, middle = chooser.rect.x, chooser.rect.centery
        assert app.screen.get_at((left + 1, middle))[:3] == (255, 230, 0)  # thick yellow edge
        assert app.screen.get_at((left + 3, middle))[:3] == (255, 230, 0)
        assert app.screen.get_at((left + 10, middle))[:3] == (0, 0, 0)  # on black
    finally:
        theme.apply(False, 100)
