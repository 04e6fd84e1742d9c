"""An installed deck drawn once at a size is kept on disk: choosing it again shows the
table whole at once; a first choice changes the table whole too (ours stand in for every
card, with a notice, until the first frame's cards are drawn); damaged or outdated files
are drawn again, never shown."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_svg_decks import centre, colour_of, install, near, themes_under  # noqa: E402

from game.engine.cards import CLUBS, HEARTS, SPADES, card  # noqa: E402
from game.render import svg_faces  # noqa: E402
from game.render.card_art import CardArt, DeckStyle  # noqa: E402
from game.render.svg_deck import SvgDeck  # noqa: E402
from game.render.svg_faces import faces_file, load_faces, save_faces  # noqa: E402
from game.render.svg_themes import SvgTheme  # noqa: E402
from game.render.svg_worker import Drawer  # noqa: E402

W, H = 60, 90


@pytest.fixture
def theme(tmp_path, monkeypatch):
    for root in themes_under(tmp_path, monkeypatch):
        path = install(root, "kde", "Tiny")
        yield SvgTheme("svg:kde/svg-tiny", "Tiny", path, "kde")


class HeldService:
    """A worker that answers only when the test says so (mode "process": nothing drawn
    in the frame that asks)."""

    mode = "process"
    working = True

    def __init__(self, drawer: Drawer) -> None:
        self.drawer = drawer
        self.jobs: list[tuple] = []
        self.ready: list[tuple] = []

    def request(self, path, ids, width, height, keep=False) -> None:
        self.jobs.append((str(path), list(ids), width, height, keep))

    def answer(self, element_id: str) -> None:
        path, _ids, width, height, _keep = self.jobs[0]
        pixels = self.drawer.draw(path, element_id, width, height)
        self.ready.append(("card", path, element_id, width, height, pixels))

    def take(self, path) -> list[tuple]:
        ready, self.ready = self.ready, []
        return ready


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_whole_deck_drawn_once_is_read_from_the_disk_without_the_worker(theme):
    path = str(theme.path)
    answers = list(Drawer().run((path, theme.card_ids(), W, H, True)))
    assert faces_file(path, W, H).is_file()
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    assert near(centre(deck.face(card(9, SPADES), W, H)), colour_of(9, SPADES))
    assert not deck.loading and service.jobs == []  # nothing ordered: all on disk
    drawn = {a[2]: a[5] for a in answers}
    back = deck.back(W, H)
    assert pygame.image.tobytes(back, "RGBA") == drawn["back"]


def test_only_a_whole_deck_is_kept(theme):
    path = str(theme.path)
    list(Drawer().run((path, ["1_club", "back"], W, H)))
    assert not faces_file(path, W, H).exists()
    list(Drawer(remember=False).run((path, theme.card_ids(), W, H, True)))
    assert not faces_file(path, W, H).exists()  # a tool's drawer writes nothing


@pytest.mark.parametrize("damage", ["cut", "magic", "size", "garbage"])
def test_a_damaged_file_is_drawn_again_and_removed(theme, damage):
    path = str(theme.path)
    list(Drawer().run((path, theme.card_ids(), W, H, True)))
    file = faces_file(path, W, H)
    data = file.read_bytes()
    damaged = {"cut": data[:len(data) // 2], "magic": b"X" + data[1:],
               "size": data.replace(b'"width": 60', b'"width": 61'),
               "garbage": os.urandom(2000)}[damage]
    file.write_bytes(damaged)
    assert load_faces(path, W, H) is None
    assert not file.exists()
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    deck.face(card(9, SPADES), W, H)
    deck.pump(settle=0.0)
    assert deck.loading and len(service.jobs) == 1 and service.jobs[0][4] is True


def test_a_changed_theme_is_not_shown_from_its_old_faces(theme):
    path = str(theme.path)
    list(Drawer().run((path, theme.card_ids(), W, H, True)))
    assert load_faces(path, W, H) is not None
    later = time.time() + 5
    os.utime(path, (later, later))
    assert load_faces(path, W, H) is None


def test_the_table_changes_deck_whole_with_a_notice_while_it_waits(theme):
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    ours = CardArt(DeckStyle())
    shown = [card(9, SPADES), card(1, HEARTS)]
    for c in shown:  # the first frame: ours for each
        assert same(deck.face(c, W, H), ours.face(c, W, H))
    deck.pump(settle=0.0)
    assert deck.loading
    notice = deck.take_notice()
    assert notice and "Tiny" in notice
    ids = [theme.card_id(c) for c in shown]
    assert service.jobs[0][1][:2] == ids and service.jobs[0][4] is True  # shown first
    service.answer(ids[0])
    deck.pump(settle=0.0)
    # one card is drawn but the other is not: still ours, both (never a mix)
    assert deck.loading
    assert same(deck.face(shown[0], W, H), ours.face(shown[0], W, H))
    service.answer(ids[1])
    assert deck.pump(settle=0.0)
    assert not deck.loading
    for c in shown:
        assert near(centre(deck.face(c, W, H)), colour_of(c.rank, c.suit))
    # a card the first frame did not show: ours until it arrives, then the theme's
    assert same(deck.face(card(5, CLUBS), W, H), ours.face(card(5, CLUBS), W, H))
    deck.face(card(13, HEARTS), W + 10, H + 15)  # another size waits on its own
    deck.pump(settle=0.0)
    assert deck.loading and deck.take_notice() is None  # told once


def test_the_folder_keeps_the_files_used_last(theme, monkeypatch):
    monkeypatch.setattr(svg_faces, "KEEP", 3)
    path = str(theme.path)
    pixels = bytes(4 * 2 * 3)
    for n in range(5):
        save_faces(path, 2 + n, 3, {"back": bytes(4 * (2 + n) * 3)})
        old = time.time() - 100 + n
        os.utime(faces_file(path, 2 + n, 3), (old, old))
    save_faces(path, 2, 3, {"back": pixels})  # written again: used last
    kept = sorted(f.name.rsplit("-", 1)[1] for f in faces_file(path, 2, 3).parent.iterdir())
    assert kept == ["2x3.faces", "5x3.faces", "6x3.faces"]
    assert load_faces(path, 2, 3) == {"back": pixels}


def test_an_open_table_shows_the_deck_when_its_cards_arrive(theme, tmp_path, monkeypatch):
    """The table draws only what changed (table_frames.py): the deck's drawn cards
    arriving is a change of the whole still table."""
    from test_dirty_frames import SIZE, Frames

    from game.scenes.table import TableScene
    from table_helpers import make_app

    app = make_app(tmp_path, monkeypatch, SIZE)
    scene = TableScene(app, "klondike", deal=3, animate=False, persist=False)
    app.push(scene)
    service = HeldService(Drawer())
    deck = scene.view.art = SvgDeck(theme, DeckStyle(), service)
    frames = Frames(app)  # the first frame: ours stand in
    deck.pump(settle=0.0)
    assert deck.loading
    before = app.screen.copy()
    for element_id in service.jobs[0][1]:
        service.answer(element_id)
    assert deck.pump(settle=0.0) and not deck.loading
    assert frames.frame() != []  # checked against a full redraw, pixel for pixel
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB")
