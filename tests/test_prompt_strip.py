"""The keys' prompts strip covers no card place: where the bottom bar has no room for it
beside its buttons, the table keeps room for it above the bar (Treize's stock at 1024×640
once lay under it). The room is kept from the moment keys or a pad take the focus at a
table: a player of the mouse alone keeps the whole felt. Every game, at 1024×640 and
1280×720, on keys and on a pad."""

from __future__ import annotations

import pytest

from game.input.intents import Action
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


def test_the_strip_takes_room_only_where_the_bar_has_none_once_keys_are_used(tmp_path,
                                                                              monkeypatch):
    wide = make_app(tmp_path / "wide", monkeypatch, (1920, 1080))
    table = open_table(wide, "treize", 1, persist=False)
    table.focus.awake = True
    assert table.hud.strip == 0
    narrow = make_app(tmp_path / "narrow", monkeypatch, (1024, 640))
    scene = open_table(narrow, "treize", 1, persist=False)
    whole = scene.view.card_size
    assert scene.hud.strip == 0  # the mouse alone: the whole felt for the cards
    narrow.mapper.last_device = "keyboard"
    scene.handle(Action("right"))  # the first arrow shows the focus
    assert scene.focus.visible and scene.hud.strip > 0
    assert scene.view.area.bottom == 640 - scene.hud.bar - scene.hud.strip
    assert scene.view.card_size < whole
    narrow.mapper.last_device = "mouse"  # the mouse again: the room stays (no jumping)
    scene.layout_screen((1024, 640))
    assert scene.hud.strip > 0
    narrow.mapper.last_device = "keyboard"
    keys = open_table(narrow, "treize", 2, persist=False)  # opened by keys: room at once
    assert keys.focus.awake and keys.hud.strip > 0


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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_bars_note_lies_beside_the_prompts_strip_not_under_it(tmp_path, monkeypatch,
                                                                   size):
    """'Play for me: searching..' was written over the strip's 'Enter Press' (FreeCell,
    1280x720, a real window): the note begins right of the strip while keys show it."""
    from game.scenes import table_hud

    app = make_app(tmp_path, monkeypatch, size)
    scene = open_table(app, "freecell", 1, persist=False)
    note = "Play for me: searching.."
    monkeypatch.setattr(scene, "hud_note", lambda: note)
    drawn = []

    def recording(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    real = table_hud.draw_text
    monkeypatch.setattr(table_hud, "draw_text", recording)
    for device, awake in (("mouse", False), ("keyboard", True), ("pad", True)):
        scene.focus.awake, app.mapper.last_device = awake, device
        drawn.clear()
        app.draw()
        rect = next(rect for text, rect in drawn if text == note)
        assert rect.right < scene.hud.buttons[0].rect.left
        strip = scene.focus.strip_rect if awake else None
        assert strip is None or (strip.right < rect.left and strip.colliderect(
            rect.move(strip.left - rect.left, 0))), (device, strip, rect)
