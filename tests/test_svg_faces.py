"""An installed deck drawn once at a size is kept on disk: choosing it again shows the
table whole at once; a first choice changes the table whole too (the deck shown before
stands in, whole, with a "Loading deck…" notice, until every card the table shows is
drawn); damaged or outdated files are drawn again, never shown."""

import dataclasses
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from test_svg_decks import centre, colour_of, install, near, themes_under  # noqa: E402

from game.engine.cards import CLUBS, HEARTS, SPADES, card  # noqa: E402
from game.render import decks, svg_faces  # noqa: E402
from game.render.card_art import CardArt, DeckStyle  # noqa: E402
from game.render.svg_deck import SvgDeck  # noqa: E402
from game.render.svg_faces import faces_file, load_faces, pack, save_faces  # noqa: E402
from game.render.svg_service import SvgService  # noqa: E402
from game.render.svg_themes import SvgTheme  # noqa: E402
from game.render.svg_worker import Drawer  # noqa: E402

W, H = 60, 90


@pytest.fixture
def theme(tmp_path, monkeypatch):
    for root in themes_under(tmp_path, monkeypatch):
        path = install(root, "kde", "Tiny")
        yield SvgTheme("svg:kde/svg-tiny", "Tiny", path, "kde")


class HeldService:
    """Workers that answer only when the test says so (mode "process": nothing drawn
    in the frame that asks)."""

    mode = "process"
    working = True

    def __init__(self, drawer: Drawer) -> None:
        self.drawer = drawer
        self.queued: list[tuple] = []   # (path, id, width, height), the next first
        self.ready: list[tuple] = []
        self.prepared: list[str] = []   # the themes read ahead of their cards

    def prepare(self, path) -> None:
        self.prepared.append(str(path))

    def request(self, path, ids, width, height, first=False) -> None:
        tasks = [(str(path), i, width, height) for i in ids]
        if first:
            self.queued = tasks + [t for t in self.queued if t not in tasks]
        else:
            self.queued += [t for t in tasks if t not in self.queued]

    def pending(self, path, width, height) -> bool:
        return any(t[0] == str(path) and t[2:] == (width, height) for t in self.queued)

    def cancel(self, path) -> None:
        self.queued = [t for t in self.queued if t[0] != str(path)]

    def answer(self, element_id: str | None = None) -> None:
        """Draw one card asked for (the next, by default)."""
        task = next(t for t in self.queued if element_id in (None, t[1]))
        self.queued.remove(task)
        path, element_id, width, height = task
        pixels = self.drawer.draw(path, element_id, width, height)
        self.ready.append(("card", path, element_id, width, height,
                           None if pixels is None else pack(pixels)))

    def answer_all(self) -> None:
        while self.queued:
            self.answer()

    def take(self, path) -> list[tuple]:
        ready, self.ready = self.ready, []
        return ready


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def drawn_whole(theme) -> None:
    """The whole deck drawn once at W×H (as a first choice does): kept on disk."""
    deck = SvgDeck(theme, DeckStyle(), SvgService("inline"))
    deck.face(card(9, SPADES), W, H)
    assert deck.whole(W, H)


def test_a_whole_deck_drawn_once_is_read_from_the_disk_without_the_workers(theme):
    drawn_whole(theme)
    assert faces_file(str(theme.path), W, H).is_file()
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    assert near(centre(deck.face(card(9, SPADES), W, H)), colour_of(9, SPADES))
    assert not deck.loading and deck.whole(W, H)
    deck.pump()
    assert service.queued == []  # nothing ordered: all on disk
    drawn = Drawer(remember=False).draw(str(theme.path), "back", W, H)  # (drawn first)
    assert pygame.image.tobytes(deck.back(W, H), "RGBA") == drawn


def test_a_deck_chosen_has_its_theme_read_at_once_unless_it_was_drawn_before(theme):
    service = HeldService(Drawer())
    SvgDeck(theme, DeckStyle(), service).show(CardArt(DeckStyle()))
    assert service.prepared == [str(theme.path)]  # (read while the first frame is drawn)
    drawn_whole(theme)
    service = HeldService(Drawer())
    SvgDeck(theme, DeckStyle(), service).show(CardArt(DeckStyle()))
    assert service.prepared == []  # its cards are on the disk: nothing to read


def test_only_a_whole_deck_is_kept(theme):
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    deck.face(card(9, SPADES), W, H)
    deck.pump()
    service.answer()
    deck.pump()
    assert not faces_file(str(theme.path), W, H).exists()
    service.answer_all()
    deck.pump()
    assert deck.whole(W, H) and load_faces(str(theme.path), W, H) is not None


@pytest.mark.parametrize("damage", ["cut", "magic", "size", "garbage", "checksum"])
def test_a_damaged_file_is_drawn_again_and_removed(theme, damage):
    path = str(theme.path)
    drawn_whole(theme)
    file = faces_file(path, W, H)
    data = file.read_bytes()
    flipped = bytearray(data)
    flipped[-100] ^= 0xFF  # a byte of a packed face: its checksum tells
    damaged = {"cut": data[:len(data) // 2], "magic": b"X" + data[1:],
               "size": data.replace(b'"width": 60', b'"width": 61'),
               "garbage": os.urandom(2000), "checksum": bytes(flipped)}[damage]
    file.write_bytes(damaged)
    assert load_faces(path, W, H) is None
    assert not file.exists()
    file.write_bytes(damaged)
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    deck.face(card(9, SPADES), W, H)
    deck.pump()
    assert deck.loading and len(service.queued) == len(theme.card_ids())
    service.answer_all()
    deck.pump()
    assert not deck.loading and load_faces(path, W, H) is not None  # rebuilt


def test_a_changed_theme_is_not_shown_from_its_old_faces(theme):
    path = str(theme.path)
    drawn_whole(theme)
    assert load_faces(path, W, H) is not None
    later = time.time() + 5
    os.utime(path, (later, later))
    assert load_faces(path, W, H) is None


def test_the_table_changes_deck_whole_the_deck_before_standing_in(theme):
    service = HeldService(Drawer())
    before = CardArt(DeckStyle("large_index"))
    deck = SvgDeck(theme, DeckStyle(), service)
    deck.show(before)
    deck.pump()  # (a table pumps between frames: its first frame asks, the next orders)
    shown = [card(9, SPADES), card(1, HEARTS)]
    for c in shown:  # the first frame: the deck before, whole
        assert same(deck.face(c, W, H), before.face(c, W, H))
    deck.pump()
    assert deck.loading and deck.waiting(W, H)
    notice = deck.take_notice()
    assert notice and "Tiny" in notice and "Loading" in notice
    ids = [theme.card_id(c) for c in shown]
    assert [t[1] for t in service.queued[:2]] == ids  # the cards shown come first
    service.answer(ids[0])
    deck.pump()
    # one card is drawn but the other is not: still the deck before, both (never a mix)
    assert deck.loading
    assert same(deck.face(shown[0], W, H), before.face(shown[0], W, H))
    later = card(5, CLUBS)  # asked while loading: waited for too
    assert same(deck.face(later, W, H), before.face(later, W, H))
    service.answer(ids[1])
    assert deck.pump() and deck.loading  # the five of clubs is not here yet
    assert deck.take_withdrawn() is None
    service.answer(theme.card_id(later))
    assert deck.pump()
    assert not deck.loading and deck.stand_in is None
    assert deck.take_withdrawn() == notice  # the notice is taken off
    for c in [*shown, later]:
        assert near(centre(deck.face(c, W, H)), colour_of(c.rank, c.suit))
    # a card the table did not show yet: asked first of what is left, ours meanwhile
    ours = CardArt(DeckStyle())
    assert same(deck.face(card(13, HEARTS), W, H), ours.face(card(13, HEARTS), W, H))
    deck.pump()
    assert service.queued[0][1] == theme.card_id(card(13, HEARTS))


def test_a_deck_stands_in_only_where_it_is_whole(theme):
    whole = SvgDeck(theme, DeckStyle(), SvgService("inline"))
    whole.face(card(9, SPADES), W, H)
    half = SvgDeck(theme, DeckStyle(), HeldService(Drawer()))
    other = install(theme.path.parent.parent.parent, "aisleriot", "Other")
    for before, stands_in in ((whole, True), (half, False)):
        before.put_aside()
        service = HeldService(Drawer())
        deck = SvgDeck(SvgTheme("svg:aisleriot/other", "Other", other, "aisleriot"),
                       DeckStyle(), service)
        deck.show(before)
        image = deck.face(card(9, SPADES), W + 1, H)  # a size the deck before lacks
        assert same(image, CardArt(DeckStyle()).face(card(9, SPADES), W + 1, H))
        image = deck.face(card(9, SPADES), W, H)
        assert near(centre(image), colour_of(9, SPADES)) is stands_in
        assert service.queued  # (the deck before ordered nothing: it is aside)


def test_choosing_decks_one_after_another_keeps_the_last_whole_one_standing_in(theme):
    install(theme.path.parent.parent.parent, "aisleriot", "Other")
    decks.forget()
    plain = decks.deck_for(decks_settings("classic"))
    tiny = decks.deck_for(decks_settings("svg:kde/svg-tiny"))
    assert tiny.stand_in is plain
    other = decks.deck_for(decks_settings("svg:aisleriot/other"))
    assert other.stand_in is plain and tiny.aside  # tiny showed nothing: the classic stays
    assert decks.deck_for(decks_settings("svg:kde/svg-tiny")) is tiny and not tiny.aside


def decks_settings(deck_id: str):
    from game.store.settings import Settings

    return dataclasses.replace(Settings(), deck=deck_id)


def test_the_folder_keeps_the_files_used_last(theme, monkeypatch):
    monkeypatch.setattr(svg_faces, "KEEP", 3)
    path = str(theme.path)
    pixels = bytes(4 * 2 * 3)
    for n in range(5):
        save_faces(path, 2 + n, 3, {"back": pack(bytes(4 * (2 + n) * 3))})
        old = time.time() - 100 + n
        os.utime(faces_file(path, 2 + n, 3), (old, old))
    save_faces(path, 2, 3, {"back": pack(pixels), "joker": None})  # written again: last
    kept = sorted(f.name.rsplit("-", 1)[1] for f in faces_file(path, 2, 3).parent.iterdir())
    assert kept == ["2x3.faces", "5x3.faces", "6x3.faces"]
    assert load_faces(path, 2, 3) == {"back": pack(pixels), "joker": None}


def test_an_open_table_shows_the_deck_when_its_cards_arrive(theme, tmp_path, monkeypatch):
    """The table draws only what changed (table_frames.py): the deck's drawn cards
    arriving is a change of the whole still table; the loading notice goes with it."""
    from test_dirty_frames import SIZE, Frames

    from game.scenes import table_setup
    from game.scenes.table import TableScene
    from table_helpers import make_app

    app = make_app(tmp_path, monkeypatch, SIZE)
    scene = TableScene(app, "klondike", deal=3, animate=False, persist=False)
    app.push(scene)
    service = HeldService(Drawer())
    deck = scene.view.art = SvgDeck(theme, DeckStyle(), service)
    deck.show(CardArt(DeckStyle()))
    monkeypatch.setattr(table_setup, "deck_for", lambda settings: deck)
    frames = Frames(app)  # the first frame: the deck before stands in
    app.step(1 / 60)
    assert deck.loading
    assert any("Loading" in text for text, _left in app.noticeboard.notices)
    before = app.screen.copy()
    service.answer_all()
    app.step(1 / 60)
    assert not deck.loading
    assert not any("Loading" in text for text, _left in app.noticeboard.notices)
    assert frames.frame() != []  # checked against a full redraw, pixel for pixel
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB")


def test_a_kept_face_that_does_not_unpack_is_drawn_again(theme):
    path = str(theme.path)
    faces = {i: pack(bytes(W * H * 4)) for i in theme.card_ids()}
    faces["9_spade"] = pack(bytes(10))  # its checksum is right, its size is not
    save_faces(path, W, H, faces)
    service = HeldService(Drawer())
    deck = SvgDeck(theme, DeckStyle(), service)
    ours = CardArt(DeckStyle()).face(card(9, SPADES), W, H)
    assert same(deck.face(card(9, SPADES), W, H), ours)
    assert not faces_file(path, W, H).exists()  # the file is not trusted any more
    deck.pump()
    assert [t[1] for t in service.queued] == ["9_spade"]
    service.answer_all()
    deck.pump()
    assert near(centre(deck.face(card(9, SPADES), W, H)), colour_of(9, SPADES))
    assert load_faces(path, W, H)["9_spade"] != faces["9_spade"]  # kept anew
