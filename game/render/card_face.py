"""The design of our decks' faces: the suits' inks, and where a card's indices, pips and
court figure go, on the classic face and on the large-index one. Drawn on the blank card
with the parts a `CardArt` keeps per size (its blank, pips and glyphs); the CardArt
caches the faces (game/render/card_art.py).
"""

from __future__ import annotations

import pygame

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES, Card, rank_index
from game.render import card_figures as figures

Colour = tuple[int, int, int]

RED: Colour = (200, 16, 46)
BLACK: Colour = (22, 22, 26)
GREEN: Colour = (20, 122, 52)
BLUE: Colour = (24, 74, 176)
ORANGE: Colour = (222, 128, 0)  # German diamonds: yellow on white would be unreadable
COURT_TRIM = {CLUBS: RED, DIAMONDS: (26, 112, 96), HEARTS: BLUE, SPADES: BLUE}
COLOUR_SCHEMES: dict[str, dict[int, Colour]] = {
    "two": {CLUBS: BLACK, DIAMONDS: RED, HEARTS: RED, SPADES: BLACK},
    "english": {CLUBS: GREEN, DIAMONDS: BLUE, HEARTS: RED, SPADES: BLACK},
    "german": {CLUBS: BLACK, DIAMONDS: ORANGE, HEARTS: RED, SPADES: GREEN},
    # high contrast (game/render/theme.py): four inks dark enough for 7:1 on the white face
    "contrast": {CLUBS: (0, 100, 0), DIAMONDS: (0, 40, 170), HEARTS: (170, 0, 20),
                 SPADES: (0, 0, 0)},
}

# Pip centres for 2..10 as (column, row): columns 0/1/2 = left/middle/right,
# rows 0..1 from the top to the bottom pip row of the pip field.
_T = 1 / 3
PIP_LAYOUT: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, _T), (2, _T), (1, 0.5), (0, 2 * _T), (2, 2 * _T), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, _T / 2), (0, _T), (2, _T), (0, 2 * _T), (2, 2 * _T),
         (1, 1 - _T / 2), (0, 1), (2, 1)),
}


def suit_colour(suit: int, colours: str | bool = "two") -> Colour:
    """A suit's ink in a colour scheme (True/False: the English four colours or two)."""
    if isinstance(colours, bool):
        colours = "english" if colours else "two"
    return COLOUR_SCHEMES.get(colours, COLOUR_SCHEMES["two"]).get(suit, BLACK)


def draw_face(art, card: Card, w: int, h: int, colours: str,
              right_index: bool = False) -> pygame.Surface:
    """A face-up card in the colour scheme `colours`, in `art`'s face design;
    `right_index`: the index upright in the top-right corner too."""
    surface = art.blank(w, h).copy()
    compact = art.style.face == "large_index"
    if card.is_joker:
        colour = RED if card.deck % 2 == 0 else BLACK
        if compact:
            title = art.glyph("JOKER", colour, max(4, round(h * 0.13)), round(w * 0.84))
            surface.blit(title, title.get_rect(midtop=(w / 2, round(h * 0.06))))
            area = pygame.Rect(0, 0, round(w * 0.84), round(h * 0.72))
            area.midbottom = (w // 2, round(h * 0.97))
        else:
            _joker_indices(art, surface, colour)
            area = _court_rect(w, h)
        figures.draw_joker(surface, area, colour)
        return surface
    colour = suit_colour(card.suit, colours)
    if compact:
        _compact_face(art, surface, card, colour, right_index)
        return surface
    _indices(art, surface, card, colour, right_index)
    if card.rank == 1:
        size = round(w * (0.52 if card.suit == SPADES else 0.44))
        surface.blit(art.pip(card.suit, size, colour), art.pip(
            card.suit, size, colour).get_rect(center=(w / 2, h / 2)))
    elif card.rank in (JACK, QUEEN, KING):
        secondary = COURT_TRIM[card.suit]
        if secondary == colour:
            secondary = RED
        figures.draw_court(surface, _court_rect(w, h), card.rank, card.suit,
                           colour, secondary, art)
    else:
        _pips(art, surface, card, colour)
    return surface


def _index_metrics(w: int, h: int) -> tuple[float, int, int, int]:
    """(left margin, rank ink height, index column width, index pip size)."""
    margin = w * 0.04
    rank_h = max(6, round(h * 0.13))
    col_w = round(w * 0.16)
    pip = max(4, round(w * 0.12))
    return margin, rank_h, col_w, pip


def _indices(art, surface: pygame.Surface, card: Card, colour: Colour,
             four: bool = False) -> None:
    w, h = surface.get_size()
    corner = corner_index(art, card, colour, w, h)
    surface.blit(corner, (0, 0))
    surface.blit(pygame.transform.rotate(corner, 180),
                 (w - corner.get_width(), h - corner.get_height()))
    if four:  # the other two corners too, upright at the top as at the left
        surface.blit(corner, (w - corner.get_width(), 0))
        surface.blit(pygame.transform.rotate(corner, 180), (0, h - corner.get_height()))


def corner_index(art, card: Card, colour: Colour, w: int, h: int) -> pygame.Surface:
    """A w×h card's top-left corner: the rank over its suit, on nothing."""
    margin, rank_h, col_w, pip_size = _index_metrics(w, h)
    glyph = art.glyph(rank_index(card.rank), colour, rank_h, round(col_w * 1.15))
    cx = margin + col_w / 2
    top = round(h * 0.04)
    corner = pygame.Surface((col_w + round(margin) * 2, h // 2), pygame.SRCALPHA)
    corner.blit(glyph, glyph.get_rect(midtop=(cx, top)))
    pip = art.pip(card.suit, pip_size, colour)
    corner.blit(pip, pip.get_rect(midtop=(cx, top + rank_h + round(h * 0.018))))
    return corner


def _compact_face(art, surface: pygame.Surface, card: Card, colour: Colour,
                  rank_at_right: bool = False) -> None:
    """The large-index face: a big rank and suit across the top; below them a big pip,
    or the court figure in its frame."""
    w, h = surface.get_size()
    rank_h = max(6, round(h * 0.27))
    glyph = art.glyph(rank_index(card.rank), colour, rank_h, round(w * 0.46))
    x0, y0 = round(w * 0.07), round(h * 0.06)
    pip = art.pip(card.suit, round(rank_h * 0.95), colour)
    if rank_at_right:  # a covered card of a fan to the left shows its right edge
        surface.blit(glyph, glyph.get_rect(topright=(w - x0 + 1, y0)))
        surface.blit(pip, (x0, y0))
    else:
        surface.blit(glyph, (x0, y0))
        surface.blit(pip, pip.get_rect(topright=(w - x0 + 1, y0)))
    centre = (w / 2, h * 0.67)
    if card.rank in (JACK, QUEEN, KING):  # courts: the figure in a gold-framed panel
        panel = pygame.Rect(0, 0, round(w * 0.8), round(h * 0.58))
        panel.center = (round(centre[0]), round(centre[1]))
        secondary = COURT_TRIM[card.suit] if COURT_TRIM[card.suit] != colour else RED
        figures.draw_court(surface, panel, card.rank, card.suit, colour, secondary, art)
        return
    big = art.pip(card.suit, round(w * 0.58), colour)
    surface.blit(big, big.get_rect(center=centre))


def _pips(art, surface: pygame.Surface, card: Card, colour: Colour) -> None:
    w, h = surface.get_size()
    size = round(w * 0.165)
    xs = (w * 0.325, w * 0.5, w * 0.675)
    top, bottom = h * 0.205, h * 0.795
    if card.rank in (2, 3):  # classic cards space a lone column a little wider
        top, bottom = h * 0.19, h * 0.81
    for col, row in PIP_LAYOUT[card.rank]:
        y = top + (bottom - top) * row
        pip = art.pip(card.suit, size, colour, upside_down=row > 0.5)
        surface.blit(pip, pip.get_rect(center=(round(xs[col]), round(y))))


def _court_rect(w: int, h: int) -> pygame.Rect:
    left = round(w * 0.225)
    top = round(h * 0.045)
    return pygame.Rect(left, top, w - 2 * left, h - 2 * top)


def _joker_indices(art, surface: pygame.Surface, colour: Colour) -> None:
    w, h = surface.get_size()
    margin, _, col_w, _ = _index_metrics(w, h)
    letter_h = max(4, round(h * 0.06))
    corner = pygame.Surface((round(col_w + 2 * margin), h // 2), pygame.SRCALPHA)
    y = round(h * 0.04)
    for letter in "JOKER":
        glyph = art.glyph(letter, colour, letter_h, col_w)
        corner.blit(glyph, glyph.get_rect(midtop=(margin + col_w / 2, y)))
        y += letter_h + max(1, round(h * 0.012))
    star = pygame.Surface((col_w, col_w), pygame.SRCALPHA)
    figures.star(star, star.get_rect(), colour, 5)
    corner.blit(star, star.get_rect(midtop=(margin + col_w / 2, y + 2)))
    surface.blit(corner, (0, 0))
    surface.blit(pygame.transform.rotate(corner, 180),
                 (w - corner.get_width(), h - corner.get_height()))
