"""The letters of the ace and the courts follow the player's language: on our cards'
corners, on an empty pile's base-card label, and in the face cache's keys."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.engine.cards import ACE, HEARTS, JACK, KING, QUEEN, SPADES, card, rank_index  # noqa: E402
from game.render.card_art import CardArt, DeckStyle  # noqa: E402

LETTERS = {"en": "AJQK", "de": "ABDK", "fr": "AVDR"}
W, H = 120, 168


@pytest.fixture(autouse=True)
def _english_after(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    part = surface.subsurface(rect) if rect else surface
    return pygame.image.tobytes(part, "RGBA")


def corner(surface: pygame.Surface) -> bytes:
    """The top-left index (rank letter and small pip)."""
    return pixels(surface, pygame.Rect(0, 0, W // 4, H // 4))


@pytest.mark.parametrize("code", sorted(LETTERS))
def test_each_language_names_the_ace_and_courts_with_its_own_letters(code):
    i18n.set_language(code)
    assert "".join(rank_index(r) for r in (ACE, JACK, QUEEN, KING)) == LETTERS[code]
    assert [rank_index(r) for r in (2, 7, 10)] == ["2", "7", "10"]


@pytest.mark.parametrize("face", ["classic", "large_index"])
def test_a_face_shows_the_letter_of_the_language_it_is_drawn_in(face):
    art = CardArt(DeckStyle(face=face))
    jack, king, queen = card(JACK, SPADES), card(KING, HEARTS), card(QUEEN, HEARTS)
    english = {c: art.face(c, W, H) for c in (jack, king, queen)}
    i18n.set_language("de")
    german = {c: art.face(c, W, H) for c in (jack, king, queen)}
    assert german[jack] is not english[jack]            # the cache is keyed by the letter
    assert corner(german[jack]) != corner(english[jack])  # B, not J
    assert german[king] is english[king]                 # K in both: drawn once
    i18n.set_language("fr")
    french_queen, french_king = art.face(queen, W, H), art.face(king, W, H)
    assert pixels(french_queen) == pixels(german[queen])  # D(ame) in both
    assert corner(french_king) != corner(english[king])   # R(oi)
    i18n.set_language("en")
    assert art.face(jack, W, H) is english[jack]         # back to English: the same image


def test_the_right_index_face_follows_the_language_too():
    art = CardArt()
    queen = card(QUEEN, SPADES)
    english = art.right_index_face(queen, W, H)
    i18n.set_language("fr")
    assert pixels(art.right_index_face(queen, W, H)) != pixels(english)


def test_an_empty_piles_rank_label_is_a_letter_of_the_language_never_a_suit():
    art = CardArt()
    english_king, diamonds = art.empty_slot(W, H, "K"), art.empty_slot(W, H, "D")
    i18n.set_language("de")
    german_queen = art.empty_slot(W, H, "Q")   # "D" for Dame: a letter, not the diamond pip
    assert pixels(german_queen) != pixels(diamonds)
    assert pixels(art.empty_slot(W, H, "D")) == pixels(diamonds)   # a suit label stays a suit
    assert pixels(art.empty_slot(W, H, "K")) == pixels(english_king)
    i18n.set_language("fr")
    assert pixels(art.empty_slot(W, H, "Q")) == pixels(german_queen)
    assert pixels(art.empty_slot(W, H, "K")) != pixels(english_king)   # R
