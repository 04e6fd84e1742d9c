"""The keys' prompts strip covers no card place: where the bottom bar has no room for it
beside its buttons, the table keeps room for it above the bar (Treize's stock at 1024×640
once lay under it). Every game, at 1024×640 and 1280×720, on keys and on a pad."""

from __future__ import annotations

import pytest

from game.rules import registry
from table_helpers import make_app, open_table

SIZES = ((1024, 640), (1280, 720))


@pytest.fixture(scope="module", params=SIZES, ids=lambda size: "x".join(map(str, size)))
def app(request, tmp_path_factory):
    monkeypatch = pytest.MonkeyPatch()
    yield make_app(tmp_path_factory.mktemp("strip"), monkeypatch, request.param)
    monkeypatch.undo()


def places(scene) -> list:
    """Every card's rect and every outlined empty place's."""
    view, rects = scene.view, []
    for pile, cards in enumerate(scene.state.piles):
        rects += [view.card_rect(pile, i) for i in range(len(cards))]
        if view.piles[pile].outline:
            rects.append(view.base_rect(pile))
    return rects


@pytest.mark.parametrize("game_id", registry().ids())
def test_no_card_place_lies_under_the_prompts_strip(app, game_id):
    scene = open_table(app, game_id, 1, persist=False)
    try:
        scene.focus.awake = True
        for device in ("keyboard", "pad"):
            app.mapper.last_device = device
            app.draw()
            strip = scene.focus.strip_rect
            assert strip is not None and app.screen.get_rect().contains(strip)
            hit = [r for r in places(scene) if r.colliderect(strip)]
            assert not hit, (device, strip, hit[:3])
    finally:
        app.pop()


def test_the_strip_takes_room_only_where_the_bar_has_none(tmp_path, monkeypatch):
    wide = make_app(tmp_path / "wide", monkeypatch, (1920, 1080))
    assert open_table(wide, "treize", 1, persist=False).hud.strip == 0
    narrow = make_app(tmp_path / "narrow", monkeypatch, (1024, 640))
    scene = open_table(narrow, "treize", 1, persist=False)
    assert scene.hud.strip > 0
    assert scene.view.area.bottom == 640 - scene.hud.bar - scene.hud.strip


@pytest.mark.parametrize("code", ["de", "fr"])
def test_the_longer_german_and_french_strips_cover_no_card_either(tmp_path, monkeypatch, code):
    for size in SIZES:
        app = make_app(tmp_path / f"{size[0]}", monkeypatch, size)
        app.update_settings(language=code)
        for game_id in ("treize", "klondike", "dondorf_arena", "dondorf_italienerin"):
            scene = open_table(app, game_id, 1, persist=False)
            scene.focus.awake = True
            for device in ("keyboard", "pad"):
                app.mapper.last_device = device
                app.draw()
                strip = scene.focus.strip_rect
                assert not [r for r in places(scene) if r.colliderect(strip)], (game_id, size)
            app.pop()
