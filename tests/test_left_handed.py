"""The left-handed setting: the table laid out mirrored, at once, the HUD as it was."""

from __future__ import annotations

import pytest

from game.layout import layout_for
from game.render.table_view import TableView
from table_helpers import assert_table_fits, make_app, open_table, run_frames

SIZES = [(1280, 720), (1920, 1080)]
# Klondike (a sideways-fanned waste), FreeCell, Spider, and maps that turn their piles.
GAMES = ["klondike", "freecell", "spider", "dondorf_zifferblatt", "dondorf_faecher",
         "dondorf_sirenen", "dondorf_zopf"]


def _bases(scene) -> list:
    return [scene.view.base_rect(i) for i in range(len(scene.game.pile_names))]


def _cards(scene) -> list:
    return [scene.view.card_rect(i, j) for i, cards in enumerate(scene.state.piles)
            for j in range(len(cards))]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_klondike_deals_from_the_right_and_every_card_stays_on_screen(tmp_path, monkeypatch,
                                                                      size):
    scene = assert_table_fits(tmp_path, monkeypatch, size, "klondike", 3, 60,
                              settings={"left_handed": True})
    middle = scene.app.screen.get_width() / 2
    stock = scene.view.base_rect(scene.game.pile_index("stock"))
    assert stock.left > middle
    waste = scene.game.pile_index("waste")
    assert scene.view.base_rect(waste).left > middle
    if len(scene.state.piles[waste]) > 1:  # the waste fans to the left, away from the stock
        assert scene.view.card_rect(waste, len(scene.state.piles[waste]) - 1).x < stock.x
    foundations = [scene.view.base_rect(scene.game.pile_index(f"foundation_{i}"))
                   for i in range(4)]
    assert foundations[3].right < middle  # the row of aces starts on the left
    fan = [scene.view.card_rect(waste, j) for j in range(len(scene.state.piles[waste]))]
    assert not any(f.colliderect(card) for f in foundations for card in fan)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_mirrored_table_fits_the_window(tmp_path, monkeypatch, size, game_id):
    assert_table_fits(tmp_path, monkeypatch, size, game_id, 7, 40,
                      settings={"left_handed": True})


@pytest.mark.parametrize("game_id", GAMES)
def test_each_pile_and_card_lies_at_the_mirror_place_of_the_right_handed_one(
        tmp_path, monkeypatch, game_id):
    app = make_app(tmp_path, monkeypatch, (1280, 720))
    right = open_table(app, game_id, 5)
    right.random_play(30)
    app.update_settings(left_handed=True)
    left = open_table(app, game_id, 5)
    left.random_play(30)
    assert left.state.key() == right.state.key()
    axis = right.view.area.centerx * 2  # mirror x = axis - x - width (to a pixel's rounding)
    for a, b in zip(_bases(right) + _cards(right), _bases(left) + _cards(left), strict=True):
        assert abs((axis - a.right) - b.x) <= 2
        assert (a.y, a.size) == (b.y, b.size)


@pytest.mark.parametrize("game_id", GAMES)
def test_off_gives_the_maps_own_layout(tmp_path, monkeypatch, game_id):
    app = make_app(tmp_path, monkeypatch, (1280, 720), left_handed=False)
    scene = open_table(app, game_id, 2)
    scene.random_play(20)
    kinds = {n: p.kind.value for n, p in zip(scene.game.pile_names, scene.game.pile_specs,
                                              strict=True)}
    layout, _ = layout_for(scene.spec.layout, scene.game.pile_names, kinds)
    assert scene.view.layout == layout and not layout.mirrored
    dealt = scene.game.deal(scene.deal)[0]
    plain = TableView(layout, scene.game.pile_names, dealt=dealt)  # as before
    plain.resize(scene.view.area)
    plain.place(scene.state, animate=False)
    assert plain.positions == scene.view.positions
    assert [plain.base_rect(i) for i in range(len(plain.piles))] == _bases(scene)


def test_the_setting_lays_an_open_table_out_anew_at_once(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, (1280, 720), animation_speed="instant")
    scene = open_table(app, "klondike", 4)
    scene.random_play(15)
    app.draw()
    before_bases, before_cards = _bases(scene), _cards(scene)
    buttons = [(b.label, tuple(b.rect)) for b in scene.all_buttons()]
    stock = scene.game.pile_index("stock")
    lane = dict(scene.focus.targets())[("pile", stock)]
    app.update_settings(left_handed=True)
    run_frames(app, 0.1)
    app.draw()
    middle = app.screen.get_width() / 2
    assert scene.view.base_rect(stock).left > middle
    sprite_xs = sorted(round(s.x) for s in scene.view.sprites.sprites.values())
    assert sprite_xs == sorted(r.x for r in _cards(scene))  # the cards went there too
    assert [(b.label, tuple(b.rect)) for b in scene.all_buttons()] == buttons  # HUD as it was
    assert dict(scene.focus.targets())[("pile", stock)] != lane  # the keys follow the cards
    assert dict(scene.focus.targets())[("pile", stock)].contains(scene.view.base_rect(stock))
    app.update_settings(left_handed=False)
    run_frames(app, 0.1)
    assert (_bases(scene), _cards(scene)) == (before_bases, before_cards)
