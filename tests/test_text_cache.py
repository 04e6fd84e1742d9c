"""Texts drawn once and kept (game/render/text.py): a text's shadow is its image
blackened, never drawn again from the glyphs, and it is the very image the glyphs
would have given; the kept texts stay within their bytes and go with a change of look."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.render import text, theme  # noqa: E402
from game.render.theme import GOLD, INK, MUTED, SHADOW  # noqa: E402


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 48))
    text.reset_fonts()
    yield
    text.reset_fonts()


def pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


@pytest.mark.parametrize("size", [14, 33, 66])
@pytest.mark.parametrize("words", ["Deal 123   Moves 14   Time 0:12   Score 45",
                                   "Rückgängig — Défausse", "W", ""])
def test_a_blackened_text_is_the_text_drawn_in_black(size, words):
    for colour, other in ((INK, SHADOW), (GOLD, SHADOW), ((200, 40, 90), (0, 0, 0)),
                          (MUTED, (0, 0, 0, 255)), (SHADOW, SHADOW), (INK, MUTED)):
        image = text.font(size).render(words, True, colour)
        made = text.blackened(image, words, size, other)
        assert made.get_size() == image.get_size()
        assert pixels(made) == pixels(text.font(size).render(words, True, other))
        assert pixels(image) == pixels(text.font(size).render(words, True, colour))


def test_draw_text_draws_the_glyphs_once_for_a_text_and_its_shadow(monkeypatch):
    drawn = []
    render = text.SmoothFont.render
    monkeypatch.setattr(text.SmoothFont, "render",
                        lambda self, *args: drawn.append(args[0]) or render(self, *args))
    for _ in range(3):
        screen = pygame.Surface((400, 60))
        text.draw_text(screen, "Moves 7", (10, 10), 30, INK)
    assert drawn == ["Moves 7"]
    shade = text._rendered["Moves 7", 30, tuple(SHADOW), False]
    assert shade.get_alpha() == 110
    assert pixels(shade) == pixels(text.font(30).render("Moves 7", True, SHADOW))
    # the picture is the one the shadow drawn from its glyphs gave
    expected = pygame.Surface((400, 60))
    image = text.font(30).render("Moves 7", True, INK)
    shadow = text.font(30).render("Moves 7", True, SHADOW)
    shadow.set_alpha(110)
    rect = image.get_rect(topleft=(10, 10))
    expected.blit(shadow, rect.move(1, 2))
    expected.blit(image, rect)
    assert pixels(screen) == pixels(expected)


def test_kept_texts_stay_within_their_bytes_and_go_with_the_look(monkeypatch):
    monkeypatch.setattr(text, "_RENDERED_BYTES", 64 * 1024)
    screen = pygame.Surface((400, 60))
    for n in range(60):
        text.draw_text(screen, f"Time 0:{n:02d}", (0, 0), 40, INK)
        assert text._rendered_bytes <= 64 * 1024
        assert text._rendered_bytes == sum(text._bytes(i) for i in text._rendered.values())
    assert ("Time 0:59", 40, tuple(SHADOW), False) in text._rendered
    assert ("Time 0:00", 40, tuple(INK), False) not in text._rendered
    try:
        theme.apply(False, 150)  # another text scale: nothing drawn before is shown again
        assert not text._rendered
    finally:
        theme.apply(False, 100)
