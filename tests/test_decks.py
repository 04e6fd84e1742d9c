"""Our decks: faces (classic, large indices), suit colours, backs, cloths; the deck the
settings choose, the chooser with its preview, and an open table taking a change at once."""

import dataclasses
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.cards import CLUBS, DIAMONDS, FULL_RANKS, HEARTS, SPADES, SUITS, card  # noqa: E402
from game.input.intents import Action  # noqa: E402
from game.render import decks  # noqa: E402
from game.render.card_art import CardArt, DeckStyle  # noqa: E402
from game.render.card_backs import BACKS, back_colour, draw_back  # noqa: E402
from game.render.card_face import BLACK, BLUE, GREEN, ORANGE, RED, suit_colour  # noqa: E402
from game.render.felt import CLOTHS, cloth  # noqa: E402
from game.scenes.deck_chooser import DeckChooserScene  # noqa: E402
from game.scenes.settings import SettingsScene  # noqa: E402
from game.store.settings import Settings, load_settings, settings_from_dict  # noqa: E402
from table_helpers import open_table  # noqa: E402

FACES = [card(r, s) for s in SUITS for r in FULL_RANKS]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture
def make_app_sized(tmp_path, monkeypatch):
    from table_helpers import make_app

    return lambda size: make_app(tmp_path, monkeypatch, size)


@pytest.fixture(autouse=True)
def _fresh_decks():
    decks.forget()
    yield
    decks.forget()


def rgba(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def has_ink(surface: pygame.Surface, colour, tolerance: int = 8) -> bool:
    w, h = surface.get_size()
    return any(all(abs(a - b) <= tolerance for a, b in zip(surface.get_at((x, y))[:3], colour,
                                                           strict=True))
               and surface.get_at((x, y)).a > 250
               for y in range(0, h, 1) for x in range(0, w, 1))


# --- faces -------------------------------------------------------------------------------------

@pytest.mark.parametrize("face", ["classic", "large_index"])
@pytest.mark.parametrize("size", [(40, 56), (72, 101), (160, 224)])
def test_each_face_draws_every_card_distinct_at_every_size(face, size):
    art = CardArt(DeckStyle(face=face))
    images = [art.face(c, *size) for c in FACES]
    assert all(i.get_size() == size for i in images)
    assert len({rgba(i) for i in images}) == len(FACES)


@pytest.mark.parametrize("size", [(40, 56), (64, 90), (160, 224)])
def test_one_face_at_every_size_never_switched_by_size(size):
    """Small cards keep the classic face: the large-index face is the player's choice."""
    classic, large = CardArt(DeckStyle(face="classic")), CardArt(DeckStyle(face="large_index"))
    for c in (card(7, HEARTS), card(12, SPADES)):
        assert rgba(classic.face(c, *size)) != rgba(large.face(c, *size))
    # the classic seven has its pip columns at every size: ink in the left third, mid-height
    w, h = size
    seven = CardArt().face(card(7, HEARTS), *size)
    column = [seven.get_at((x, y)) for x in range(round(w * 0.25), round(w * 0.4))
              for y in range(round(h * 0.4), round(h * 0.6))]
    assert any(p.r > 150 and p.g < 90 for p in column)


def test_the_german_scheme_as_skat_players_know_it():
    assert [suit_colour(s, "german") for s in (CLUBS, SPADES, HEARTS, DIAMONDS)] == \
        [BLACK, GREEN, RED, ORANGE]
    assert [suit_colour(s, "english") for s in (CLUBS, SPADES, HEARTS, DIAMONDS)] == \
        [GREEN, BLACK, RED, BLUE]
    art = CardArt(DeckStyle(colours="german"))
    assert has_ink(art.face(card(5, SPADES), 120, 168), GREEN)
    assert has_ink(art.face(card(5, DIAMONDS), 120, 168), ORANGE)
    assert not has_ink(art.face(card(5, DIAMONDS), 120, 168), RED)


# --- backs and cloths --------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(40, 56), (120, 168), (300, 420)])
def test_every_back_draws_its_own_pattern_in_the_deck_colour(size):
    w, h = size
    drawn = {}
    for name in BACKS:
        image = draw_back(name, w, h, 0)
        assert image.get_size() == size
        assert image.get_at((0, 0)).a < 60 and image.get_at((w // 2, h // 2)).a == 255
        assert rgba(image) != rgba(draw_back(name, w, h, 1))  # the second pack differs
        drawn[name] = rgba(image)
    assert len(set(drawn.values())) == len(BACKS) >= 4


def test_backs_are_dominated_by_their_deck_colour():
    for name in BACKS:
        for deck in (0, 1):
            image = draw_back(name, 120, 168, deck)
            base = back_colour(deck)
            pixels = [image.get_at((x, y))[:3] for x in range(20, 100, 4)
                      for y in range(20, 148, 4)]
            # the field's own colour (or a shade of it) covers much of the back
            near = [p for p in pixels if max(abs(a - b) for a, b in zip(p, base, strict=True))
                    < 90]
            assert len(near) > len(pixels) * 0.3, (name, deck)


def test_at_least_four_cloths_each_its_own_colour():
    assert len(CLOTHS) >= 4
    centres = {cloth(200, 120, name).get_at((100, 60))[:3] for name in CLOTHS}
    assert len(centres) == len(CLOTHS)
    assert cloth(200, 120, "no-such-cloth") is cloth(200, 120, "green")


# --- the chosen deck ---------------------------------------------------------------------------

def test_deck_for_settings_is_kept_while_the_settings_stay():
    plain = Settings()
    deck = decks.deck_for(plain)
    assert decks.deck_for(Settings()) is deck
    assert deck.take_notice() is None
    other = decks.deck_for(dataclasses.replace(plain, card_back="waves"))
    assert other is not deck and other.style.back == "waves"
    german = decks.deck_for(dataclasses.replace(plain, four_colour=True,
                                                four_colour_scheme="german"))
    assert german.style.colours == "german"
    assert decks.card_image(plain, card(3, HEARTS), 80, 112) is deck.face(card(3, HEARTS), 80,
                                                                          112)
    down = card(3, HEARTS, face_up=False)
    assert decks.card_image(plain, down, 80, 112) is deck.back(80, 112)


def test_a_deck_no_longer_installed_falls_back_to_ours_with_a_notice():
    deck = decks.deck_for(dataclasses.replace(Settings(), deck="svg:kde/gone"))
    assert deck.style.face == "classic"
    notice = deck.take_notice()
    assert notice and "not installed" in notice
    assert deck.take_notice() is None  # said once


def test_new_settings_are_checked_and_old_files_read(tmp_path, monkeypatch):
    settings, rejected = settings_from_dict({"deck": "large_index", "card_back": "tartan",
                                             "cloth": "claret", "four_colour": True,
                                             "four_colour_scheme": "german"})
    assert rejected == [] and settings.deck == "large_index" and settings.cloth == "claret"
    settings, rejected = settings_from_dict({"four_colour_scheme": "french", "deck": 3,
                                             "cloth": ""})
    assert sorted(rejected) == ["cloth", "deck", "four_colour_scheme"]
    assert settings == Settings()
    old, _ = settings_from_dict({"four_colour": True})  # a file from before the schemes
    assert decks.colours_of(old) == "english"


# --- the settings screens and an open table ----------------------------------------------------

def test_four_colour_row_steps_off_english_german(app):
    scene = SettingsScene(app)
    app.push(scene)
    row = [r.label for r in scene.rows].index("Four-colour deck")
    scene.focus = row
    seen = []
    for _ in range(3):
        scene.handle(Action("right"))
        seen.append((app.settings.four_colour, decks.colours_of(app.settings)))
    assert seen == [(True, "english"), (True, "german"), (False, "two")]


def test_the_chooser_saves_each_choice_and_an_open_table_takes_it_at_once(app):
    table = open_table(app, "klondike", 3)
    app.step(1 / 60)
    first_deck = table.view.art
    stock_back = table.view.card_image(table.state.piles[table.game.pile_index("stock")][-1])
    settings = SettingsScene(app)
    app.push(settings)
    settings.focus = [r.label for r in settings.rows].index("Cards and table")
    settings.handle(Action("confirm"))
    chooser = app.stack.top
    assert isinstance(chooser, DeckChooserScene)
    labels = [r.label for r in chooser.rows]
    assert labels == ["Deck", "Four-colour deck", "Card back", "Table cloth", "High contrast"]
    app.draw()
    preview = chooser.preview_rect()
    before = rgba(app.screen.subsurface(preview).copy())

    chooser.focus = labels.index("Card back")
    chooser.handle(Action("right"))
    chooser.focus = labels.index("Table cloth")
    chooser.handle(Action("right"))
    chooser.focus = labels.index("Deck")
    chooser.handle(Action("right"))
    assert (app.settings.card_back, app.settings.cloth, app.settings.deck) == \
        ("stripes", "blue", "large_index")
    assert load_settings()[0] == app.settings  # saved at once
    app.step(1 / 60)
    app.draw()
    assert rgba(app.screen.subsurface(preview).copy()) != before  # the preview follows
    assert table.view.art is not first_deck and table.view.cloth == "blue"
    assert table.view.art.style == DeckStyle("large_index", "two", "stripes")
    new_back = table.view.card_image(table.state.piles[table.game.pile_index("stock")][-1])
    assert rgba(new_back) != rgba(stock_back)
    chooser.handle(Action("back"))
    assert app.stack.top is settings


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_every_settings_row_fits_above_the_back_button(make_app_sized, size):
    app = make_app_sized(size)
    for scene in (SettingsScene(app), DeckChooserScene(app)):
        app.push(scene)
        app.draw()
        back = scene.back.buttons[0].rect
        for rect in scene.row_rects:
            assert scene.rect.contains(rect) and rect.bottom <= back.top, (size, rect)
        if isinstance(scene, DeckChooserScene):
            preview = scene.preview_rect()
            assert preview.top >= scene.row_rects[-1].bottom and preview.bottom <= back.top
            assert preview.height > 60
        app.pop()


def test_an_installed_decks_back_row_says_it_has_its_own(app):
    app.update_settings(deck="svg:kde/somewhere")
    chooser = DeckChooserScene(app)
    back = [r.label for r in chooser.rows].index("Card back")
    assert chooser.rows[back].value() == "The deck's own"
    app.update_settings(deck="classic", card_back="tartan")
    assert chooser.rows[back].value() == "Tartan"
