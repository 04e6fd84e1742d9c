"""Every empty pile says what it takes: a free cell its four suits, a waste an arrow from
its stock, a discard a tray, an empty stock a redeal ring or a cross; drawn anti-aliased,
once per mark, angle and size."""

import pygame
import pytest

from game.layout import layout_for
from game.layout.model import PileRect
from game.render import pile_marks
from game.render.pile_marks import (
    CELL,
    DISCARD,
    NO_MORE,
    REDEAL,
    WASTE,
    PileMarks,
    mark_for,
    waste_angle,
)
from game.render.table_view import TableView
from game.rules import create, registry

MARKED_KINDS = ("stock", "cell", "waste", "discard")


def pile(kind: str, x: float = 0, y: float = 0, **fields) -> PileRect:
    return PileRect(f"{kind}_0", kind, x, y, 100, 140, **fields)


def test_which_mark_an_empty_pile_shows():
    assert mark_for(pile("cell"), False) == CELL
    assert mark_for(pile("waste"), False) == WASTE
    assert mark_for(pile("discard"), False) == DISCARD
    assert mark_for(pile("stock"), True) == REDEAL      # a click would redeal
    assert mark_for(pile("stock"), False) == NO_MORE
    assert mark_for(pile("foundation", label="A"), False) is None
    assert mark_for(pile("cell", label="K"), False) is None  # the map's label says it
    assert mark_for(pile("tableau"), False) is None
    assert mark_for(pile("discard", outline=False), False) is None


def test_a_wastes_arrow_points_away_from_its_nearest_stock():
    waste = pile("waste", 200, 200)
    assert waste_angle(waste, [pile("stock", 50, 200)]) == 0            # stock on the left
    assert waste_angle(waste, [pile("stock", 350, 200)]) == 180         # on the right
    assert waste_angle(waste, [pile("stock", 200, 20)]) == 90           # above: points down
    assert waste_angle(waste, [pile("stock", 200, 20), pile("stock", 900, 900)]) == 90
    assert waste_angle(pile("waste", 200, 200, rotation=90), [pile("stock", 200, 20)]) == 0
    assert waste_angle(waste, []) == 0


def ink_centre(image: pygame.Surface) -> tuple[float, float]:
    """The alpha-weighted centre of an image's ink, from its centre (x right, y down)."""
    w, h = image.get_size()
    total = sx = sy = 0.0
    for y in range(h):
        for x in range(w):
            a = image.get_at((x, y)).a
            total += a
            sx += a * x
            sy += a * y
    return sx / total - (w - 1) / 2, sy / total - (h - 1) / 2


def test_the_arrow_is_drawn_the_way_it_points():
    marks = PileMarks()
    right = ink_centre(marks.image(WASTE, 60, 84, 0))
    down = ink_centre(marks.image(WASTE, 60, 84, 90))
    assert right[0] > 1 and abs(right[1]) < 1      # the head's weight lies at its tip
    assert down[1] > 1 and abs(down[0]) < 1


@pytest.mark.parametrize("mark", [CELL, WASTE, DISCARD, REDEAL, NO_MORE])
def test_marks_are_quiet_anti_aliased_and_drawn_once(mark):
    marks = PileMarks()
    image = marks.image(mark, 90, 126)
    assert marks.image(mark, 90, 126) is image
    assert image.get_size() == (90, 126)
    alphas = {image.get_at((x, y)).a for x in range(90) for y in range(126)}
    strongest = pile_marks.STOCK[3] if mark in (REDEAL, NO_MORE) else pile_marks.QUIET[3]
    assert max(alphas) >= strongest - 2 and max(alphas) <= strongest
    edges = [a for a in alphas if 0 < a < max(alphas)]
    assert len(edges) >= 3, "smoothed edges, not a hard cut"
    assert image.get_at((2, 2)).a == 0 and image.get_at((87, 123)).a == 0  # corners free


@pytest.mark.parametrize("game_id", registry().ids())
def test_every_empty_cell_waste_discard_and_stock_shows_its_mark(game_id):
    game = create(game_id)
    state = game.new_state(1)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, _ = layout_for(game.spec.layout, game.pile_names, kinds)
    view = TableView(layout, list(game.pile_names), dealt=state)
    for i, p in enumerate(view.piles):
        if p.kind in MARKED_KINDS:
            state.piles[i] = ()
    surface = pygame.Surface((1280, 720))
    view.resize(surface.get_rect())
    marked: list[int] = []
    blit = view.blit_card

    def spy(target, image, x, y, index):
        if any(image is cached for cached in view.marks._images.values()):
            marked.append(index)
        blit(target, image, x, y, index)

    view.blit_card = spy
    view.draw(surface, state)
    expected = [i for i, p in enumerate(view.piles)
                if p.kind in MARKED_KINDS and p.outline and not p.label]
    assert marked == expected


def test_an_empty_stock_says_redeal_exactly_when_a_click_would_play():
    """The table asks the rules, not a counter: Cruel redeals by a click on its empty stock
    (it has no redeals counter) unless the redeal would change nothing; Klondike's empty
    stock with redeals left but nothing in the waste would play nothing."""
    from game.engine.spec import Kind
    from game.engine.stock import empty_stocks_playing
    from tests.positions import position

    cruel = create("cruel")
    state = cruel.new_state(1)
    stock = cruel.of_kind(Kind.STOCK)[0]
    assert not state.piles[stock]
    assert empty_stocks_playing(cruel, state) == set()   # as dealt: a redeal changes nothing
    tableau = cruel.groups["tableau"]
    moved = next(m for m in cruel.legal_moves(state) if m.src in tableau)
    cruel.play(state, moved)
    assert empty_stocks_playing(cruel, state) == {stock}  # now it would regather

    klondike = create("klondike")
    state = position(klondike, {"stock": "", "waste": ""}, redeals_left=2)
    assert empty_stocks_playing(klondike, state) == set()
    state = position(klondike, {"stock": "", "waste": "7H"}, redeals_left=2)
    assert empty_stocks_playing(klondike, state) == {klondike.pile_index("stock")}
    state = position(klondike, {"stock": "", "waste": "7H"}, redeals_left=0)
    assert empty_stocks_playing(klondike, state) == set()
