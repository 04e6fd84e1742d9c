"""Every character a player may read has a glyph in the bundled font: pygame's font has
no suit signs or arrows, and a missing glyph is drawn as an empty box (the rules of Der
Fächer once showed "a 7□ on the 8□")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from game.i18n import DOMAINS, po_path  # noqa: E402
from game.render.text import font  # noqa: E402

NO_GLYPH = "\ue000"  # a private-use character: no font of ours has it


@pytest.fixture(scope="module")
def boxed():
    """The characters that the bundled font draws as its missing-glyph box."""
    pygame.font.init()
    face = font(24)
    box = pygame.image.tobytes(face.render(NO_GLYPH, True, (255, 255, 255)), "RGBA")
    seen: dict[str, bool] = {}

    def is_boxed(char: str) -> bool:
        if char not in seen:
            image = face.render(char, True, (255, 255, 255))
            seen[char] = pygame.image.tobytes(image, "RGBA") == box
        return seen[char]
    return is_boxed


def shown_texts(code: str, domain: str) -> list[str]:
    with po_path(code, domain).open("rb") as source:
        catalog = read_po(source, locale=code, domain=domain)
    texts = []
    for message in catalog:
        for text in (message.id, message.string):
            texts.extend([text] if isinstance(text, str) else list(text or ()))
    return texts


@pytest.mark.parametrize("code", ["de", "fr"])
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_character_of_the_texts_has_a_glyph(boxed, code, domain):
    missing = sorted({(char, text[:60]) for text in shown_texts(code, domain)
                      for char in text if ord(char) > 127 and boxed(char)})
    assert not missing, ("the bundled font has no glyph for these characters; write them "
                         "in words:\n" + "\n".join(f"{c!r} in {t!r}" for c, t in missing))


def test_the_check_sees_a_missing_glyph(boxed):
    assert boxed("\u2665") and not boxed("A") and not boxed("\u00a0") and not boxed("«")
