"""The table is as large as the window lets it be: fitted to the piles as dealt plus room
to grow, with the card-size setting on top; and tools/card_widths.py measures it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest

from game.layout import LabelRect, Layout, PileRect, card_offsets_faced
from game.layout.fitting import content_box, fit_table, growth_box, pile_box
from game.render.table_centring import drawn_boxes
from game.scenes.table import TableScene
from table_helpers import make_app, open_table

TOOLS = Path(__file__).resolve().parent.parent / "tools"

# (game, window) -> the least card width in px at deal 1 (issue 25's targets)
TARGETS = {
    ("klondike", (1280, 800)): 120, ("klondike", (1920, 1080)): 150,
    ("freecell", (1280, 800)): 115, ("freecell", (1920, 1080)): 145,
    ("spider", (1280, 800)): 100, ("spider", (1920, 1080)): 140,
}


def column_layout(height: float = 2000.0) -> Layout:
    pile = PileRect("tableau_0", "tableau", 0, 0, 100, 140, "down", 0.25)
    return Layout("t", 100, height, 100, 140, {"tableau_0": pile}, {})


def test_a_fan_box_holds_the_dealt_cards_and_two_more():
    pile = column_layout().piles["tableau_0"]
    faces = [False] * 3 + [True]
    # 3 face-down half steps, the dealt face-up card's and the first new card's steps
    assert pile_box(pile, faces) == (0, 0, 100, 140 + 3 * 17.5 + 2 * 35)
    assert pile_box(pile, faces, growth=0) == (0, 0, 100, 140 + 3 * 17.5)


def test_fan_max_bounds_the_box_and_turned_cards_take_their_turned_box():
    short = PileRect("w", "waste", 10, 0, 100, 140, "right", 0.2, fan_max=150)
    assert pile_box(short, [True] * 10) == (10, 0, 160, 140)
    turned = PileRect("x", "reserve", 0, 0, 100, 140, rotation=90)
    assert pile_box(turned, [True]) == pytest.approx((-20, 20, 120, 120))


def test_fan_cards_keeps_room_for_the_longest_fan_from_the_deal_on():
    pile = PileRect("pile_0", "tableau", 0, 0, 100, 140, "down", 0.25, fan_cards=5)
    assert pile_box(pile, [], growth=0) == (0, 0, 100, 140 + 4 * 35)
    assert pile_box(pile, [True] * 6, growth=0) == (0, 0, 100, 140 + 5 * 35)  # more: usual
    layout = Layout("t", 100, 2000, 100, 140, {"pile_0": pile}, {})
    transform, bounds = fit_table(layout, {"pile_0": []}, (0, 0, 400, 300), 0)
    assert transform.scale == pytest.approx(300 / 280)      # the five-card fan fills it
    offsets = card_offsets_faced(pile, [True] * 5, layout, bounds)
    assert [y for _, y in offsets] == pytest.approx([0, 35, 70, 105, 140])   # uncompressed


def test_labels_belong_to_the_content():
    layout = column_layout()
    layout.labels["title"] = LabelRect("title", 0, -60, 300, 40)
    assert content_box(layout, {"tableau_0": [True]}, growth=0) == (0, -60, 300, 140)


def test_growth_is_at_most_a_tenth_of_the_box():
    layout = column_layout()
    box = growth_box(layout, {"tableau_0": [True]})
    assert box == pytest.approx((0, 0, 100, 140 / 0.9))


def test_fit_fills_the_limiting_side_and_gives_fans_the_rest():
    layout = column_layout()
    transform, bounds = fit_table(layout, {"tableau_0": [True] * 3}, (0, 50, 800, 600), 10)
    box_h = (140 + 2 * 35) / 0.9  # the allowance is capped at a tenth
    assert transform.scale == pytest.approx(580 / box_h)
    assert transform.to_screen(0, 0)[1] == pytest.approx(60)  # down fans: top margin only
    assert transform.to_screen(50, 0)[0] == pytest.approx(400)  # centred across
    assert bounds[3] == pytest.approx(580 / transform.scale)  # down to the bottom margin


def test_long_fans_compress_into_the_window_not_the_map():
    layout = column_layout(height=5000)
    transform, bounds = fit_table(layout, {"tableau_0": [True]}, (0, 0, 400, 400), 0)
    offsets = card_offsets_faced(layout.piles["tableau_0"], [True] * 40, layout, bounds)
    assert offsets[-1][1] + 140 == pytest.approx(bounds[3])


@pytest.mark.parametrize("setting", ["smaller", "larger"])
def test_card_size_setting_scales_but_keeps_the_dealt_piles_inside(setting):
    layout = column_layout()
    dealt = {"tableau_0": [True] * 3}
    normal, _ = fit_table(layout, dealt, (0, 0, 1000, 600), 10)
    other, _ = fit_table(layout, dealt, (0, 0, 1000, 600), 10, setting)
    if setting == "smaller":
        assert other.scale < normal.scale
    else:  # larger: only as far as the dealt cards still fit
        assert normal.scale < other.scale <= 580 / (140 + 2 * 35) + 1e-9


@pytest.mark.parametrize(("game_id", "size"), sorted(TARGETS))
def test_cards_are_as_big_as_the_targets(tmp_path, monkeypatch, game_id, size):
    app = make_app(tmp_path, monkeypatch, size)
    scene = open_table(app, game_id, 1)
    assert scene.view.card_size[0] >= TARGETS[game_id, size]


def test_card_size_setting_changes_an_open_table(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, (1280, 800))
    scene = open_table(app, "freecell", 1)
    normal = scene.view.card_size[0]
    app.update_settings(card_size="smaller")
    scene.update(0.0)
    assert scene.view.card_size[0] < normal
    again = open_table(app, "freecell", 1)
    assert again.view.card_size == scene.view.card_size


def test_a_resumed_game_keeps_the_size_it_was_dealt_at(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, (1280, 800))
    scene = open_table(app, "klondike", 3)
    scene.random_play(30)
    again = TableScene(app, "klondike", history=scene.history.to_dict(), animate=False)
    assert again.view.card_size == scene.view.card_size


def load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_card_widths_measures_a_screenshot(tmp_path, monkeypatch, capsys):
    app = make_app(tmp_path, monkeypatch, (1280, 800))
    scene = open_table(app, "klondike", 1)
    app.draw()
    shot = tmp_path / "klondike.png"
    pygame.image.save(app.screen, str(shot))
    assert load_tool("card_widths").main([str(shot), str(tmp_path / "none.png")]) == 1
    out = capsys.readouterr()
    measured = int(out.out.split("card width ")[1].split()[0])
    assert abs(measured - scene.view.card_size[0]) <= 1
    assert "none.png: cannot read" in out.err


def test_a_counter_that_cannot_change_is_not_shown(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, (1280, 720))
    assert open_table(app, "gold_mine", 1).view.fixed_counters == {"redeals_left"}
    assert open_table(app, "klondike", 1).view.fixed_counters == set()


def test_one_name_for_the_computer_playing_on(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, (1280, 720))
    for game_id in ("klondike", "dondorf_sirenen"):
        labels = [b.label for b in open_table(app, game_id, 1).special_buttons]
        assert labels[0] == "Play for me"


def test_bar_buttons_are_readable_at_1280_by_720(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, (1280, 720))
    scene = open_table(app, "klondike", 1)
    app.draw()
    assert all(b.rect.height * 0.5 >= 18 for b in scene.buttons + scene.special_buttons)


@pytest.mark.parametrize("game_id", ["dondorf_polonaise", "aunt_mary", "dondorf_adieu",
                                     "dondorf_numeri", "jumbo", "dondorf_pavillon",
                                     "dondorf_sirenen", "klondike"])
def test_count_badges_never_cover_a_face(tmp_path, monkeypatch, game_id):
    app = make_app(tmp_path, monkeypatch, (1280, 720))
    scene = open_table(app, game_id, 1)
    for _ in range(4):
        scene.random_play(10)
        view, state = scene.view, scene.state
        for pile in range(len(state.piles)):
            badge = view.count_badge(pile, state)
            if badge is None:
                continue
            assert view.area.contains(badge)
            for other, cards in enumerate(state.piles):
                for index, card in enumerate(cards):
                    if card.is_face_up:
                        assert not badge.colliderect(view.card_rect(other, index)), (
                            state.pile_names[pile], state.pile_names[other])


# (game, share of the felt's width, of its height) the dealt table spans at least, at
# 1920×1080: Osmosis and Peek spread their foundation rows and keep no counter row above
# them (were 54 % wide), Adieu lays its packets in two rows (was a strip 29 % tall), and
# Sir Tommy's "Redeals left: 0", never shown, no longer takes a row (was 75 % × 89 %),
# and Accordion's line runs in rows of eleven, not nine (was 55 % wide).
SPANS = [("osmosis", 0.65, 0.9), ("peek", 0.65, 0.9), ("dondorf_adieu", 0.6, 0.8),
         ("sir_tommy", 0.8, 0.95), ("accordion", 0.75, 0.9)]


@pytest.mark.parametrize(("game_id", "wide", "tall"), SPANS)
def test_tables_that_used_little_of_the_window_use_it(tmp_path, monkeypatch, game_id, wide,
                                                      tall):
    scene = open_table(make_app(tmp_path, monkeypatch, (1920, 1080)), game_id, 1)
    _piles, box = drawn_boxes(scene.view, scene.state)
    area = scene.view.area
    assert box.width >= wide * area.width and box.height >= tall * area.height
    assert area.contains(box)
