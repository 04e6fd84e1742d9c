"""Card art and felt: every image renders at the requested size, caching, colours."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.cards import (  # noqa: E402
    CLUBS,
    DIAMONDS,
    FULL_RANKS,
    HEARTS,
    JOKER_SUIT,
    SPADES,
    SUITS,
    card,
)
from game.render import felt as felt_module  # noqa: E402
from game.render.card_art import BACK_COLOURS, CardArt  # noqa: E402
from game.render.card_face import BLACK, GREEN, RED, suit_colour  # noqa: E402

ALL_FACES = [card(r, s) for s in SUITS for r in FULL_RANKS] + [
    card(0, JOKER_SUIT, 0), card(0, JOKER_SUIT, 1)]
SIZES = [(40, 56), (120, 168), (300, 420)]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.fixture
def art():
    return CardArt()


def colours(surface: pygame.Surface, min_alpha: int = 250) -> set[tuple[int, int, int]]:
    """The set of (nearly) opaque colours on a surface."""
    w, h = surface.get_size()
    found = set()
    for y in range(0, h, 1 if h < 200 else 2):
        for x in range(0, w, 1 if w < 200 else 2):
            c = surface.get_at((x, y))
            if c.a >= min_alpha:
                found.add((c.r, c.g, c.b))
    return found


def ink_pixels(surface: pygame.Surface, colour, tolerance: int = 8) -> int:
    return sum(1 for c in colours(surface) if all(abs(a - b) <= tolerance
                                                 for a, b in zip(c, colour, strict=True)))


@pytest.mark.parametrize("size", SIZES)
def test_every_face_renders_at_the_requested_size(art, size):
    for c in ALL_FACES:
        image = art.face(c, *size)
        assert image.get_size() == size, c
        assert image.get_flags() & pygame.SRCALPHA
        # rounded corners: the very corner is transparent, the centre is opaque
        assert image.get_at((0, 0)).a < 60
        assert image.get_at((size[0] // 2, size[1] // 2)).a == 255


def test_faces_differ_from_each_other(art):
    images = [pygame.image.tobytes(art.face(c, 120, 168), "RGBA") for c in ALL_FACES]
    assert len(set(images)) == len(ALL_FACES)


def test_cache_returns_the_same_surface(art):
    c = card(7, HEARTS)
    first = art.face(c, 120, 168)
    assert art.face(c, 120, 168) is first
    assert art.face(c.face_down(), 120, 168) is first  # face() draws the face regardless
    assert art.face(card(7, HEARTS, deck=1), 120, 168) is first  # twins share a face
    assert art.face(c, 121, 168) is not first
    assert art.face(c, 120, 168, four_colour=True) is not first
    assert art.back(120, 168, 0) is art.back(120, 168, 0)
    assert art.empty_slot(120, 168, "H") is art.empty_slot(120, 168, "H")


def test_clear_forgets_images(art):
    first = art.face(card(1, SPADES), 80, 112)
    assert len(art) == 1
    art.clear()
    assert len(art) == 0
    again = art.face(card(1, SPADES), 80, 112)
    assert again is not first
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")


def test_lru_evicts_oldest(art):
    art.max_images = 3
    a = art.face(card(2, CLUBS), 60, 84)
    for r in (3, 4, 5):
        art.face(card(r, CLUBS), 60, 84)
    assert len(art) == 3
    assert art.face(card(2, CLUBS), 60, 84) is not a


def test_four_colour_changes_clubs_and_diamonds(art):
    assert suit_colour(CLUBS) == BLACK and suit_colour(CLUBS, True) == GREEN
    assert suit_colour(HEARTS, True) == RED
    assert suit_colour(DIAMONDS) != suit_colour(DIAMONDS, True)
    for rank in (1, 5, 10):
        plain = art.face(card(rank, CLUBS), 120, 168)
        four = art.face(card(rank, CLUBS), 120, 168, four_colour=True)
        assert ink_pixels(plain, BLACK) > 0 and ink_pixels(plain, GREEN) == 0
        assert ink_pixels(four, GREEN) > 0 and ink_pixels(four, BLACK) == 0
    # hearts look the same either way
    assert pygame.image.tobytes(art.face(card(5, HEARTS), 120, 168), "RGBA") == \
        pygame.image.tobytes(art.face(card(5, HEARTS), 120, 168, True), "RGBA")


@pytest.mark.parametrize("size", SIZES)
def test_backs_for_two_decks_differ(art, size):
    backs = [art.back(*size, deck=d) for d in (0, 1)]
    for deck, image in enumerate(backs):
        assert image.get_size() == size
        centre = image.get_at((size[0] // 2, size[1] // 2))
        assert centre.a == 255
        # the back is dominated by its deck colour (around the centre medallion)
        probe = image.get_at((size[0] // 2, round(size[1] * 0.12)))
        base = BACK_COLOURS[deck]
        assert max(abs(a - b) for a, b in zip(probe[:3], base, strict=True)) < 110
    assert pygame.image.tobytes(backs[0], "RGB") != pygame.image.tobytes(backs[1], "RGB")


def test_image_picks_back_for_face_down_cards(art):
    down0 = card(9, SPADES, deck=0, face_up=False)
    down1 = card(9, SPADES, deck=1, face_up=False)
    assert art.image(down0, 100, 140) is art.back(100, 140, 0)
    assert art.image(down1, 100, 140) is art.back(100, 140, 1)
    assert art.image(down0.face_up(), 100, 140) is art.face(down0, 100, 140)


@pytest.mark.parametrize("hint", [None, "C", "D", "H", "S", "K", "A"])
def test_empty_slots(art, hint):
    image = art.empty_slot(90, 126, hint)
    assert image.get_size() == (90, 126)
    middle = [image.get_at((x, y)).a for x in range(30, 60) for y in range(45, 81)]
    assert max(middle) < 255  # translucent: the felt shows through
    if hint is None:
        assert max(middle) < 60
    else:
        assert max(middle) > 60  # the faint hint mark sits in the middle


def test_corner_index_is_rotationally_symmetric(art):
    image = art.face(card(7, DIAMONDS), 120, 168)
    rotated = pygame.transform.rotate(image, 180)
    w, h = image.get_size()
    corner = pygame.Rect(0, 0, w // 5, h // 4)
    for x in range(corner.w):
        for y in range(corner.h):
            a, b = image.get_at((x, y)), rotated.get_at((x, y))
            assert max(abs(a[i] - b[i]) for i in range(4)) < 40


def test_felt_size_and_cache():
    # Speed is measured by tools/bench_frame.py, never by a timed test.
    felt_module.clear()
    surface = felt_module.felt(1920, 1080)
    assert surface.get_size() == (1920, 1080)
    assert felt_module.felt(1920, 1080) is surface
    assert felt_module.felt(640, 360).get_size() == (640, 360)
    centre, corner = surface.get_at((960, 540)), surface.get_at((2, 2))
    assert centre.g > centre.r and centre.g > centre.b  # green
    assert sum(corner[:3]) < sum(centre[:3])  # vignette darkens the edges
    # the grain is not a flat fill
    assert len({tuple(surface.get_at((960 + i, 540))) for i in range(40)}) > 3

def test_cloth_woven_in_place_is_the_kept_felt_pixel_for_pixel():
    """lay_cloth weaves a size's first cloth straight onto the target (no buffer of its
    own), then blits the kept felt: the same pixels both times, for every cloth."""
    felt_module.clear()
    size = (700, 420)
    for name, (_shown, base) in felt_module.CLOTHS.items():
        woven, laid = pygame.Surface(size), pygame.Surface(size)
        felt_module.lay_cloth(woven, name)
        assert (*size, base) not in felt_module._CACHE  # nothing kept the first time
        felt_module.lay_cloth(laid, name)
        assert (*size, base) in felt_module._CACHE
        expected = felt_module.felt(*size, base)
        for surface in (woven, laid):
            assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(expected, "RGB")
    # a target of another pixel format gets the kept felt blitted, never woven
    felt_module.clear()
    alpha = pygame.Surface(size, pygame.SRCALPHA)
    felt_module.lay_cloth(alpha)
    assert (*size, felt_module.BASE) in felt_module._CACHE



def test_empty_slots_of_one_size_share_one_outline_and_mark_copies(monkeypatch):
    """The outline (drawn at 4x and smoothed down) is drawn once per size; each slot's
    mark goes on a copy, so a plain slot stays plain whatever was drawn before it."""
    from game.render import card_art

    plain_first = CardArt().empty_slot(90, 126)
    calls = []
    drawn = card_art.figures.rounded_panel
    monkeypatch.setattr(card_art.figures, "rounded_panel",
                        lambda *a, **k: calls.append(a[0]) or drawn(*a, **k))
    art = CardArt()
    marked = [art.empty_slot(90, 126, hint) for hint in ("A", "K", "H")]
    plain = art.empty_slot(90, 126)
    assert calls == [(90, 126)]
    assert pygame.image.tobytes(plain, "RGBA") == pygame.image.tobytes(plain_first, "RGBA")
    assert all(pygame.image.tobytes(m, "RGBA") != pygame.image.tobytes(plain, "RGBA")
               for m in marked)
    art.empty_slot(60, 84, "A")
    assert calls == [(90, 126), (60, 84)]
