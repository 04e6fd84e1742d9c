"""Every installed theme draws right or is not offered: cards far off the theme's page are
found (KDE's Future deck keeps most of its cards right of it), and a theme whose cards lie
on their side (wider than tall) falls back to our deck once and is not offered again."""

import dataclasses

import pytest
from test_svg_decks import install, themes_under, tiny_deck

from game.engine.cards import HEARTS, card
from game.render import decks, svg_raster
from game.render.card_art import CardArt
from game.render.svg_doc import SvgDocument
from game.store.settings import Settings


@pytest.fixture
def themes_root(tmp_path, monkeypatch):
    yield from themes_under(tmp_path, monkeypatch)


def test_a_card_far_right_of_the_page_is_found(tmp_path):
    far = tiny_deck().replace('transform="translate(20,15)"', 'transform="translate(4000,15)"')
    path = tmp_path / "far.svg"
    path.write_text(far)
    doc = SvgDocument.load(path)
    box = svg_raster.coarse_box(doc, "5_heart")
    assert box is not None and box[0] > 4000
    assert 0.55 < box[2] / box[3] < 0.8  # the card's own upright shape


def test_a_theme_lying_on_its_side_is_ours_with_a_notice_and_not_offered_again(themes_root):
    sideways = tiny_deck().replace('<rect width="80" height="120" rx="6" fill="rgb',
                                   '<rect width="160" height="100" rx="6" fill="rgb')
    install(themes_root, "kde", "Wide", text=sideways)
    assert "svg:kde/svg-wide" in decks.deck_choices(refresh=True)
    deck = decks.deck_for(dataclasses.replace(Settings(), deck="svg:kde/svg-wide"))
    image = deck.face(card(5, HEARTS), 90, 130)
    ours = CardArt().face(card(5, HEARTS), 90, 130)
    assert image.get_size() == ours.get_size()
    notice = deck.take_notice()
    assert notice and "Wide" in notice and "side" in notice
    assert "svg:kde/svg-wide" not in decks.deck_choices(refresh=True)
    install(themes_root, "kde", "Tiny")  # an upright theme stays offered
    assert "svg:kde/svg-tiny" in decks.deck_choices(refresh=True)
