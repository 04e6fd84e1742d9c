"""Turned cards (the illustrated Dondorf tables) are drawn smoothed, exactly by quarter
turns, and each image is turned once per angle: redrawing a table turns nothing again."""

import pygame
from view_helpers import bare_view

from game.render import table_view
from game.render.table_view import turned_image


def opaque_card(w: int = 60, h: int = 84) -> pygame.Surface:
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    image.fill((250, 250, 240, 255))
    return image


def partial_alphas(image: pygame.Surface) -> int:
    return sum(1 for x in range(image.get_width()) for y in range(image.get_height())
               if 0 < image.get_at((x, y)).a < 255)


def test_a_turned_card_has_smoothed_edges_where_a_plain_rotation_has_steps():
    card = opaque_card()
    assert partial_alphas(pygame.transform.rotate(card, -30)) == 0
    assert partial_alphas(turned_image(card, 30)) > 100


def test_quarter_turns_are_exact():
    card = opaque_card()
    card.fill((200, 20, 40, 255), pygame.Rect(0, 0, 10, 10))
    for rotation in (90, -90, 180):
        expected = pygame.transform.rotate(card, -rotation)
        got = turned_image(card, rotation)
        assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_redrawing_a_turned_table_turns_no_image_again(monkeypatch):
    _, state, view, surface = bare_view("dondorf_faecher")
    turns: list[float] = []
    real = table_view.turned_image
    monkeypatch.setattr(table_view, "turned_image",
                        lambda image, rotation: turns.append(rotation) or real(image, rotation))
    view.draw(surface, state)
    first = len(turns)
    assert first > 0
    view.draw(surface, state)
    view.draw(surface, state)
    assert len(turns) == first
    assert len(view._rotated) == first
