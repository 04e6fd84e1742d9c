"""Installed SVG decks: found where KDE and AisleRiot put them, each card drawn alone by its
element id at the asked size, in the background when playing, ours standing in meanwhile
and for what a theme lacks; a broken theme falls back with a notice. The themes here are
tiny decks the tests write themselves."""

import dataclasses
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, JOKER_SUIT, SPADES, card  # noqa: E402
from game.render import decks, svg_raster  # noqa: E402
from game.render.card_art import CardArt, DeckStyle  # noqa: E402
from game.render.svg_deck import SvgDeck  # noqa: E402
from game.render.svg_doc import SvgDocument, SvgError  # noqa: E402
from game.render.svg_service import SvgService  # noqa: E402
from game.render.svg_themes import SvgTheme, find_themes  # noqa: E402
from game.store.settings import Settings  # noqa: E402
from table_helpers import open_table  # noqa: E402

SUITS = {CLUBS: "club", DIAMONDS: "diamond", HEARTS: "heart", SPADES: "spade"}
RANKS = {11: "jack", 12: "queen", 13: "king"}
CARD_W, CARD_H = 80, 120
BACK = (20, 40, 200)


def colour_of(rank: int, suit: int) -> tuple[int, int, int]:
    """Every card of the tiny deck is filled with its own colour."""
    return (rank * 18, 40 + suit * 50, 250 - rank * 15)


def tiny_deck(naming: str = "kde", leave_out: tuple[str, ...] = ()) -> str:
    """52 cards in a grid, inside a moved group, and a back above the page (KDE draws by
    id, whatever the page); each card a white rounded card (a gradient from <defs>) with
    its colour in the middle and a pip drawn by <use> of a shape outside <defs>."""
    cards = []
    for row, (suit, word) in enumerate(SUITS.items()):
        for rank in range(1, 14):
            name = RANKS.get(rank, str(rank))
            element_id = f"{name}_{word}" if naming == "kde" else f"{word}_{name}"
            if element_id in leave_out:
                continue
            x, y = (rank - 1) * (CARD_W + 10), row * (CARD_H + 10)
            r, g, b = colour_of(rank, suit)
            cards.append(
                f'<g id="{element_id}" transform="translate({x},{y})">'
                f'<rect width="{CARD_W}" height="{CARD_H}" rx="6" fill="url(#paper)"/>'
                f'<rect x="20" y="30" width="40" height="60" fill="rgb({r},{g},{b})"/>'
                f'<use xlink:href="#pip" x="10" y="10"/></g>')
    back = (f'<g id="back" transform="translate(0,-{CARD_H + 40})">'  # above the page
            f'<rect width="{CARD_W}" height="{CARD_H}" rx="6" fill="rgb{BACK}"/></g>')
    return (
        '<?xml version="1.0"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'width="1200" height="700" viewBox="0 0 1200 700">'
        '<defs><linearGradient id="paper"><stop offset="0" stop-color="#ffffff"/>'
        '<stop offset="1" stop-color="#f0f0f0"/></linearGradient></defs>'
        '<g id="hidden-shapes" style="display:none"><circle id="pip" r="5" cx="5" cy="5" '
        'fill="#000"/></g>'
        f'<g id="layer" transform="translate(20,15)">{"".join(cards)}{back}</g></svg>')


def install(root, naming: str = "kde", name: str = "Tiny", text: str | None = None,
            leave_out: tuple[str, ...] = ()):
    """A theme where KDE (carddecks/<folder>) or AisleRiot (aisleriot/cards) keep them."""
    if naming == "kde":
        folder = root / "carddecks" / f"svg-{name.lower()}"
        folder.mkdir(parents=True)
        (folder / "index.desktop").write_text(
            f"[KDE Backdeck]\nName={name}\nName[de]=Winzig\nSVG=tiny.svg\nBack=Blue\n")
        path = folder / "tiny.svg"
    else:
        folder = root / "aisleriot" / "cards"
        folder.mkdir(parents=True)
        path = folder / f"{name.lower()}.svg"
    path.write_text(text if text is not None else tiny_deck(naming, leave_out))
    return path


@pytest.fixture
def themes_root(tmp_path, monkeypatch):
    yield from themes_under(tmp_path, monkeypatch)


def themes_under(tmp_path, monkeypatch):
    """The XDG data folders (and ours) in `tmp_path`: yields where themes are installed."""
    root = tmp_path / "share"
    root.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(root))
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path / "data"))
    decks.forget()
    yield root
    decks.forget()


def centre(surface: pygame.Surface) -> tuple[int, int, int]:
    return tuple(surface.get_at((surface.get_width() // 2, surface.get_height() // 2)))[:3]


def near(a, b, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


# --- finding themes ----------------------------------------------------------------------------

def test_themes_are_found_where_kde_and_aisleriot_keep_them(themes_root, tmp_path):
    install(themes_root, "kde", "Tiny")
    install(themes_root, "aisleriot", "little")
    (themes_root / "carddecks" / "svg-nodesktop").mkdir()  # not a theme: no index.desktop
    own = tmp_path / "data" / "decks"
    own.mkdir(parents=True)
    (own / "mine.svgz").write_bytes(b"")
    found = {t.id: t for t in find_themes()}
    assert set(found) == {"svg:kde/svg-tiny", "svg:aisleriot/little", "svg:user/mine"}
    assert found["svg:kde/svg-tiny"].name == "Tiny"
    assert found["svg:kde/svg-tiny"].card_id(card(12, HEARTS)) == "queen_heart"
    assert found["svg:aisleriot/little"].card_id(card(1, CLUBS)) == "club_1"
    assert list(decks.deck_choices())[:2] == ["classic", "large_index"]
    assert "svg:kde/svg-tiny" in decks.deck_choices()


# --- one element as a document of its own ------------------------------------------------------

def test_a_fragment_keeps_the_element_its_references_and_its_ancestors_moves():
    doc = SvgDocument.parse(tiny_deck())
    text = doc.fragment("queen_heart")
    assert 'id="queen_heart"' in text and 'id="paper"' in text and 'id="pip"' in text
    assert "queen_spade" not in text and "king_heart" not in text and 'id="back"' not in text
    assert "translate(20,15)" in text  # the layer's move still applies
    with pytest.raises(KeyError):
        doc.fragment("no_such_card")
    with pytest.raises(SvgError):
        SvgDocument.parse(b"<svg><g></svg>")
    with pytest.raises(SvgError):
        SvgDocument.parse(b"<html/>")


def theme_spelt(doctype: str = "", below: str = "", colour: str = "rgb(200,0,0)") -> str:
    return ('<?xml version="1.0"?>\n' + doctype +
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="urn:x" viewBox="0 0 200 100">'
            '<!-- <g id="a"> not a tag --><style><![CDATA[ .b > rect { fill: blue } ]]></style>'
            f"<defs><linearGradient id='g'><stop offset='0' stop-color='{colour}'/>"
            "</linearGradient></defs>"
            f'<g inkscape:label="a &gt; b > c" {below} style="display:none">'
            '<rect id="a" x="0" y="0" width="60" height="90" fill="url(#g)"/></g>'
            '<g class="b"><rect id="b" x="100" y="0" width="60" height="90"/></g></svg>')


@pytest.mark.parametrize("text", [
    theme_spelt(),  # copied as it is
    theme_spelt('<!DOCTYPE svg [ <!ENTITY red "rgb(200,0,0)"> ]>\n', colour="&red;"),
    theme_spelt(below='xmlns:sodipodi="urn:y" sodipodi:role="layer"'),
])
def test_a_fragment_is_drawn_the_same_from_any_spelling_of_xml(text):
    """The theme's tags are found without a tree (svg_doc.py): comments, CDATA, quotes
    either way, '>' in a value are read as they are; a theme with an entity of its
    DOCTYPE's or a namespace declared below its root is written plainly first."""
    doc = SvgDocument.parse(text)
    assert (doc.text == text) == ("ENTITY" not in text and "sodipodi" not in text)
    for element_id, colour in (("a", (200, 0, 0)), ("b", (0, 0, 255))):
        fragment = doc.fragment(element_id, (0 if element_id == "a" else 100, 0, 60, 90),
                                (30, 45))
        assert "&red;" not in fragment and fragment.count("<rect") == 1
        image = svg_raster.rasterize(fragment, 30, 45)
        assert near(image.get_at((15, 22))[:3], colour), element_id


def test_a_theme_that_is_not_well_formed_is_refused():
    for damaged in ('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
                    '<svg xmlns="http://www.w3.org/2000/svg"/><svg/>',
                    '<svg xmlns="http://www.w3.org/2000/svg"><g>', "not xml at all"):
        with pytest.raises(SvgError):
            SvgDocument.parse(damaged)


@pytest.mark.parametrize("size", [(72, 108), (150, 225)])
def test_each_card_is_drawn_alone_at_the_asked_size_in_its_own_box(size):
    doc = SvgDocument.parse(tiny_deck())
    pixels, box = svg_raster.render_element(doc, "7_diamond", *size)
    # the card lies at layer (20, 15) + grid place (6 × 90, 1 × 130), 80 × 120 units
    expected = (20 + 6 * (CARD_W + 10), 15 + 1 * (CARD_H + 10), CARD_W, CARD_H)
    pixel = CARD_W / size[0]  # found from ink: true to about a pixel at the asked size
    assert all(abs(a - b) <= 1.5 * pixel for a, b in zip(box, expected, strict=True)), box
    image = pygame.image.frombuffer(pixels, size, "RGBA")
    assert near(centre(image), colour_of(7, DIAMONDS))
    assert image.get_at((size[0] // 2, 2)).a == 255  # the card fills its place: no margin
    _, back_box = svg_raster.render_element(doc, "back", *size)
    expected = (20, 15 - CARD_H - 40, CARD_W, CARD_H)
    assert all(abs(a - b) <= 1.5 * pixel for a, b in zip(back_box, expected, strict=True))
    again, same_box = svg_raster.render_element(doc, "7_diamond", *size, box=box)
    assert same_box == box
    assert near(centre(pygame.image.frombuffer(again, size, "RGBA")), colour_of(7, DIAMONDS))


def test_without_resvg_pygame_draws_the_theme(monkeypatch):
    monkeypatch.setattr(svg_raster, "resvg_py", None)
    doc = SvgDocument.parse(tiny_deck())
    pixels, _ = svg_raster.render_element(doc, "back", 60, 90)
    assert near(centre(pygame.image.frombuffer(pixels, (60, 90), "RGBA")), BACK)


# --- the deck ----------------------------------------------------------------------------------

def test_the_chosen_installed_deck_draws_its_cards_and_ours_where_it_has_none(themes_root):
    install(themes_root, "aisleriot", "little", leave_out=("club_2",))
    settings = dataclasses.replace(Settings(), deck="svg:aisleriot/little")
    deck = decks.deck_for(settings)
    assert isinstance(deck, SvgDeck) and deck.name == "Little (AisleRiot)"
    for rank, suit in ((1, SPADES), (12, HEARTS), (10, CLUBS)):
        image = deck.face(card(rank, suit), 90, 130)
        assert image.get_size() == (90, 130)
        assert near(centre(image), colour_of(rank, suit))
    assert near(centre(deck.back(90, 130)), BACK)
    assert deck.back(90, 130, deck=1) is not deck.back(90, 130)  # a second pack: tinted
    ours = CardArt(DeckStyle())
    missing = deck.face(card(2, CLUBS), 90, 130)  # not in this theme: our two of clubs
    assert pygame.image.tobytes(missing, "RGBA") == \
        pygame.image.tobytes(ours.face(card(2, CLUBS), 90, 130), "RGBA")
    joker = deck.face(card(0, JOKER_SUIT, 0), 90, 130)
    assert pygame.image.tobytes(joker, "RGBA") == \
        pygame.image.tobytes(ours.face(card(0, JOKER_SUIT, 0), 90, 130), "RGBA")
    assert deck.take_notice() is None


@pytest.mark.parametrize("text", ["<svg xmlns='http://www.w3.org/2000/svg'><g>", "not svg",
                                  "<svg xmlns='http://www.w3.org/2000/svg'/>"])
def test_a_broken_theme_falls_back_to_ours_with_a_notice_once(themes_root, text):
    install(themes_root, "kde", "Broken", text=text)
    deck = decks.deck_for(dataclasses.replace(Settings(), deck="svg:kde/svg-broken"))
    image = deck.face(card(5, HEARTS), 90, 130)
    ours = CardArt(DeckStyle()).face(card(5, HEARTS), 90, 130)
    assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(ours, "RGBA")
    notice = deck.take_notice()
    assert notice and "Broken" in notice and "classic deck" in notice
    assert deck.take_notice() is None


def test_the_worker_process_draws_in_the_background_and_ours_stand_in(themes_root):
    path = install(themes_root, "kde", "Tiny")
    theme = SvgTheme("svg:kde/svg-tiny", "Tiny", path, "kde")
    service = SvgService("process")
    try:
        deck = SvgDeck(theme, DeckStyle(), service)
        first = deck.face(card(9, SPADES), 70, 100)  # at once: ours, while the worker draws
        ours = CardArt(DeckStyle()).face(card(9, SPADES), 70, 100)
        assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(ours, "RGBA")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            time.sleep(0.05)
            deck.pump()
            if near(centre(deck.face(card(9, SPADES), 70, 100)), colour_of(9, SPADES)):
                break
        assert near(centre(deck.face(card(9, SPADES), 70, 100)), colour_of(9, SPADES))
        assert deck.version > 0
    finally:
        service.close()


def test_an_open_table_draws_the_installed_deck(themes_root, app):
    install(themes_root, "kde", "Tiny")
    app.update_settings(deck="svg:kde/svg-tiny")
    table = open_table(app, "klondike", 5)
    app.step(1 / 60)
    app.draw()
    assert isinstance(table.view.art, SvgDeck)
    waste_or_tableau = table.state.piles[table.game.pile_index("tableau_0")][-1]
    image = table.view.card_image(waste_or_tableau)
    assert near(centre(image), colour_of(waste_or_tableau.rank, waste_or_tableau.suit))


def test_screenshot_decks_shoots_ours_and_an_installed_deck(themes_root, tmp_path, monkeypatch):
    import importlib.util
    from pathlib import Path

    install(themes_root, "kde", "Tiny")
    monkeypatch.setenv("REUSSITE_SVG_WORKER", "inline")
    path = Path(__file__).resolve().parent.parent / "tools" / "screenshot_decks.py"
    spec = importlib.util.spec_from_file_location("screenshot_decks", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = tmp_path / "shots"
    assert tool.main([str(out), "--size", "640x400", "--games", "klondike", "--play", "3",
                      "--decks", "large_index,svg:kde/svg-tiny,svg:kde/absent"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["klondike-kde-svg-tiny.png",
                                                      "klondike-large_index.png"]
    shot = pygame.image.load(str(out / "klondike-kde-svg-tiny.png"))
    assert shot.get_size() == (640, 400)


def test_a_still_table_wakes_while_cards_are_on_order_and_sleeps_after(themes_root, app):
    path = install(themes_root, "kde", "Tiny")
    theme = SvgTheme("svg:kde/svg-tiny", "Tiny", path, "kde")
    service = SvgService("process")
    try:
        deck = SvgDeck(theme, DeckStyle(), service)
        table = open_table(app, "klondike", 5)
        table.view.art = deck
        assert deck.next_change() is None  # nothing asked yet
        app.draw()
        assert table.next_change() is not None and table.next_change() > 0
        deadline = time.monotonic() + 60
        while deck.next_change() is not None and time.monotonic() < deadline:
            time.sleep(0.05)
            deck.pump()
        assert deck.next_change() is None and table.next_change() is None
    finally:
        service.close()


def test_card_boxes_are_remembered_for_the_next_session(themes_root, monkeypatch):
    from game.render.svg_faces import unpack
    from game.render.svg_worker import Drawer, boxes_file

    path = str(install(themes_root, "kde", "Tiny"))
    first = list(Drawer().run((path, ["1_club", "back"], 60, 90)))
    assert [a[0] for a in first] == ["card", "card"]
    assert boxes_file(path).is_file()

    def no_looking(*args):
        raise AssertionError("the box was known")

    with monkeypatch.context() as patched:
        patched.setattr(svg_raster, "coarse_box", no_looking)
        again = list(Drawer().run((path, ["1_club"], 60, 90)))
    image = pygame.image.frombuffer(unpack(again[0][5], 60, 90), (60, 90), "RGBA")
    assert near(centre(image), colour_of(1, CLUBS))
    boxes_file(path).write_text("{damaged")
    assert list(Drawer().run((path, ["1_club"], 60, 90)))[0][5] is not None


def test_a_worker_draws_the_back_filling_its_place_the_first_time(themes_root):
    """The back is the first card whose box is looked for: drawn to its ink, no margin
    (not to the box of the small look round the whole theme)."""
    from game.render.svg_faces import unpack
    from game.render.svg_worker import Drawer

    path = str(install(themes_root, "kde", "Tiny"))
    (answer,) = Drawer().run((path, ["back"], 60, 90))
    image = pygame.image.frombuffer(unpack(answer[5], 60, 90), (60, 90), "RGBA")
    assert image.get_bounding_rect(min_alpha=128).inflate(2, 2).contains(image.get_rect())
    assert near(centre(image), BACK)


def test_a_worker_reads_a_theme_ahead_unless_a_job_came_since(themes_root):
    """Stepping through the decks sends each worker a theme to read per deck passed: one
    with a job behind it is not read (here it would answer 'broken': no such file)."""
    import queue

    from game.render.svg_worker import worker_main

    class Requests:
        def __init__(self, jobs):
            self.jobs = list(jobs)

        def get(self, timeout=None):
            if not self.jobs:
                raise queue.Empty
            return self.jobs.pop(0)

        get_nowait = get

    class Replies(list):
        put = list.append

    path = str(install(themes_root, "kde", "Tiny"))
    replies = Replies()
    worker_main(Requests([("gone.svg", [], 0, 0), (path, [], 0, 0),
                          (path, ["back"], 40, 60), ("gone.svg", [], 0, 0)]), replies, 0.01)
    assert [(a[0], a[1]) for a in replies] == [("card", path), ("broken", "gone.svg")]


def test_a_covered_card_of_a_left_fan_shows_an_index_at_its_top_right(themes_root):
    """The tiny theme prints nothing at its cards' top right; a card drawn for a fan
    opening to the left gets our index there (its rank over its suit, in the suit's
    colour, on the card's paper), the rest of the theme's card as it is."""
    install(themes_root, "aisleriot", "little")
    deck = decks.deck_for(dataclasses.replace(Settings(), deck="svg:aisleriot/little"))
    queen = card(12, HEARTS)
    face = deck.face(queen, 90, 130)
    right = deck.right_index_face(queen, 90, 130)
    corner = [(x, y) for x in range(66, 88) for y in range(3, 40)]

    def red_ink(image):
        return sum(1 for p in corner if image.get_at(p)[0] > 150 and image.get_at(p)[1] < 90)

    assert red_ink(face) == 0 and red_ink(right) > 20
    assert near(centre(right), colour_of(12, HEARTS))               # the theme's own card
    assert right.get_at((5, 120)) == face.get_at((5, 120))
    assert deck.right_index_face(queen, 90, 130) is right            # drawn once per size
