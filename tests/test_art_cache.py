"""game/render/art_cache.py: the pictures of a window's first frame are kept between
starts (one file) and read back byte for byte; damaged ones are drawn again; tools keep
nothing."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.render import art_cache, decks, felt, text  # noqa: E402


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder of the player's; nothing kept when the test ends."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(art_cache, "_file", None)
    monkeypatch.setattr(art_cache, "_kept", None)
    monkeypatch.setattr(art_cache, "_used", set())
    yield tmp_path / "cache" / "reussite" / "art"
    art_cache.stop()
    art_cache._new.clear()


def next_start(monkeypatch):
    """What a new start knows: the file only."""
    monkeypatch.setattr(art_cache, "_kept", None)
    monkeypatch.setattr(art_cache, "_used", set())
    monkeypatch.setattr(art_cache, "_new", {})


def drawing(calls):
    def draw():
        calls.append(1)
        surface = pygame.Surface((30, 20), pygame.SRCALPHA)
        surface.fill((200, 30, 40, 120))
        pygame.draw.circle(surface, (10, 250, 90, 255), (15, 10), 7)
        return surface
    return draw


def kept_files(folder):
    return [p for p in folder.rglob("*") if p.is_file()]


def test_a_picture_is_kept_and_read_back_byte_for_byte(cache, monkeypatch):
    calls = []
    art_cache.start()
    drawn = art_cache.picture(("mark", 30, 20), drawing(calls))
    art_cache.stop()
    assert kept_files(cache) == []  # written after the first frame, not while drawing it
    art_cache.write_new()
    assert len(kept_files(cache)) == 1
    next_start(monkeypatch)
    art_cache.start()
    read = art_cache.picture(("mark", 30, 20), drawing(calls))
    assert calls == [1]  # not drawn again
    assert pygame.image.tobytes(read, "RGBA") == pygame.image.tobytes(drawn, "RGBA")
    art_cache.picture(("mark", 31, 20), drawing(calls))  # another key: drawn, and added
    assert calls == [1, 1]
    art_cache.write_new()
    next_start(monkeypatch)
    art_cache.picture(("mark", 30, 20), drawing(calls))
    art_cache.picture(("mark", 31, 20), drawing(calls))
    assert calls == [1, 1] and len(kept_files(cache)) == 1


def test_a_damaged_file_or_picture_is_drawn_again(cache, monkeypatch):
    import marshal

    calls = []
    art_cache.start()
    art_cache.picture(("mark",), drawing(calls))
    art_cache.write_new()
    (path,) = kept_files(cache)
    whole = path.read_bytes()
    kind, pictures = marshal.loads(whole)
    (w, h, data), = pictures.values()
    for damage in (b"", whole[:-1], b"\x00garbage", marshal.dumps((b"other", pictures)),
                   marshal.dumps((kind, {"('mark',)": (w, h, data[:-4])})),
                   marshal.dumps((kind, {"('mark',)": (w, h + 1, data)})),
                   marshal.dumps((kind, {"('mark',)": "text"}))):
        path.write_bytes(damage)
        next_start(monkeypatch)
        art_cache.picture(("mark",), drawing(calls))
    assert len(calls) == 8


def test_outside_the_window_nothing_is_kept(cache):
    calls = []
    art_cache.picture(("mark",), drawing(calls))
    art_cache.write_new()
    assert calls == [1] and not cache.exists()


def test_a_tables_first_frame_from_kept_pictures_is_the_drawn_one(cache, monkeypatch):
    from game.app import App
    from game.render import card_figures
    from game.scenes.table import TableScene

    def first_frame():
        decks.forget()
        felt.clear()
        text._rendered.clear()
        app = App(size=(1280, 800), headless=True)
        app.push(TableScene(app, "klondike", deal=5, animate=False, persist=False))
        art_cache.start()
        app.draw()
        art_cache.stop()
        return pygame.image.tobytes(app.screen, "RGB")

    drawn = first_frame()
    art_cache.write_new()
    # outlines, the back, the felt's grain and shade, the bar's words
    assert len(kept_files(cache)) == 1 and len(art_cache._kept) > 10
    panels = []
    monkeypatch.setattr(card_figures, "rounded_panel", lambda *a: panels.append(a))
    next_start(monkeypatch)
    text._rendered.clear()
    assert first_frame() == drawn and panels == []  # all read back, the same pixels
    assert not art_cache._new  # nothing drawn anew
