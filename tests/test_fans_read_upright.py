"""Fans open toward the reader: a covered card shows an upright corner index. A fan
downwards or to the right shows the covered card's top-left corner; a fan to the left
shows its right edge, so those cards are drawn with an index in the top-right corner
too; no fan lays its cards upwards over the cards they cover (seen as each card is
turned), which would leave only the upside-down corner in view."""

import math

import pygame
import pytest
from view_helpers import bare_view

from game.engine.cards import cards
from game.layout import layout_for
from game.layout.model import PileRect
from game.render.card_art import CardArt, DeckStyle
from game.render.table_view import shows_right_edges
from game.rules import create, registry


def fan_pile(fan: str, rotation: float = 0.0) -> PileRect:
    return PileRect("p", "tableau", 0, 0, 100, 140, fan, 0.25, rotation=rotation)


def test_which_fans_show_the_right_edges_of_their_cards():
    assert shows_right_edges(fan_pile("left"))
    assert not shows_right_edges(fan_pile("right"))
    assert not shows_right_edges(fan_pile("down"))
    assert shows_right_edges(fan_pile("up", rotation=90))       # the card's top points right
    assert not shows_right_edges(fan_pile("up", rotation=-90))
    assert not shows_right_edges(PileRect("p", "tableau", 0, 0, 100, 140, "left", 0.0))


def corner_ink(image: pygame.Surface, right: bool) -> int:
    """How many pixels of a top corner (inside the card's edge) are inked: far from the
    face's white."""
    w, h = image.get_size()
    box = pygame.Rect(0, 0, round(w * 0.22), round(h * 0.3))
    box.topright = (w - 3, 3) if right else box.topright
    if not right:
        box.topleft = (3, 3)
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if min(image.get_at((x, y))[:3]) < 160)


@pytest.mark.parametrize("text", ["2S", "TH", "QC", "AD"])
def test_the_right_index_face_has_the_upright_index_at_its_top_right(text):
    art = CardArt(DeckStyle())
    (card,) = cards(text)
    plain, four = art.face(card, 120, 168), art.right_index_face(card, 120, 168)
    index = corner_ink(four, right=False)
    assert index > 50 and corner_ink(four, right=True) >= index  # the index, and no less
    assert corner_ink(plain, right=True) < corner_ink(four, right=True) - index // 2
    assert art.right_index_face(card, 120, 168) is four                 # drawn once


def test_the_large_index_face_puts_its_rank_at_the_right():
    art = CardArt(DeckStyle(face="large_index"))
    (card,) = cards("7H")
    plain, right = art.face(card, 120, 168), art.right_index_face(card, 120, 168)
    # The pip changed sides with the rank: at the left now, as far in as it was at the right.
    assert abs(corner_ink(right, right=False) - corner_ink(plain, right=True)) < 40
    assert corner_ink(right, right=True) != corner_ink(plain, right=True)
    assert plain.get_view("2").raw != right.get_view("2").raw

def card_frame_step(pile: PileRect) -> tuple[float, float]:
    """The fan's step as seen on the card itself (x to its right, y to its foot)."""
    x, y = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[pile.fan]
    turn = math.radians(-pile.rotation)
    return (x * math.cos(turn) - y * math.sin(turn), x * math.sin(turn) + y * math.cos(turn))


@pytest.mark.parametrize("game_id", registry().ids())
def test_no_fan_leaves_only_upside_down_corners_in_view(game_id):
    game = create(game_id)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, _ = layout_for(game.spec.layout, game.pile_names, kinds)
    for pile in layout.piles.values():
        if pile.fan == "none" or pile.fan_step <= 0:
            continue
        x, y = card_frame_step(pile)
        assert y > -0.5, f"{pile.name} lays its cards up over the cards they cover"
        assert x > 0.5 or y > 0.5 or shows_right_edges(pile)


def test_diwans_left_rows_draw_their_covered_cards_with_a_right_index():
    game, state, view, surface = bare_view("dondorf_diwan")
    layout = view.layout
    drawn: dict[int, list[pygame.Surface]] = {}
    blit = view.blit_card

    def spy(target, image, x, y, pile):
        drawn.setdefault(pile, []).append(image)
        blit(target, image, x, y, pile)

    view.blit_card = spy
    view.draw(surface, state)
    w, h = view.card_size
    for name in ("row_0", "row_4"):
        pile = game.pile_names.index(name)
        shown = drawn[pile][1:]  # after the empty place's outline
        row = state.piles[pile]
        left = layout.piles[name].fan == "left"
        for index, card in enumerate(row):
            four = index < len(row) - 1 and left
            expected = view.art.right_index_face(card, w, h) if four else view.art.face(card, w, h)
            assert shown[index] is expected, (name, index)
