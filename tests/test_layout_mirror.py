"""game.layout.mirror: the left-handed table, as pure layout data (no pygame)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.layout import LabelRect, Layout, PileRect, card_offsets_faced, load_layout, mirrored

LEVELS = Path(__file__).resolve().parent.parent / "levels"
MAPS = sorted(LEVELS.glob("*.tmx"))


def _table() -> Layout:
    """A 1000-wide table: a pile on the left fanning right, one on the right fanning
    left, a column fanning down, a turned pile, a counter and a framed title."""
    piles = {
        "waste": PileRect("waste", "waste", 100, 20, 80, 120, "right", 0.2, 300.0),
        "reserve": PileRect("reserve", "reserve", 800, 20, 80, 120, "left", 0.3),
        "tableau_0": PileRect("tableau_0", "tableau", 300, 200, 80, 120, "down", 0.25,
                              label="K"),
        "slot_0": PileRect("slot_0", "slot", 500, 400, 80, 120, rotation=30.0),
    }
    labels = {
        "redeals_left": LabelRect("redeals_left", 100, 150, 120, 30),
        "title": LabelRect("title", 40, 600, 300, 60, "Der Fächer"),
        "point": LabelRect("point", 10, 5),
    }
    return Layout("table", 1000, 700, 80, 120, piles, labels)


def test_each_pile_moves_to_its_mirror_place_and_keeps_its_size():
    flipped = mirrored(_table())
    assert flipped.piles["waste"].x == 1000 - 180
    assert flipped.piles["reserve"].x == 1000 - 880
    assert flipped.piles["tableau_0"].x == 1000 - 380
    for name, pile in _table().piles.items():
        other = flipped.piles[name]
        assert (other.y, other.width, other.height) == (pile.y, pile.width, pile.height)
        assert other.center == (1000 - pile.center[0], pile.center[1])


def test_sideways_fans_turn_round_and_columns_still_fan_down():
    flipped = mirrored(_table()).piles
    assert flipped["waste"].fan == "left"
    assert flipped["reserve"].fan == "right"
    assert flipped["tableau_0"].fan == "down"
    assert flipped["slot_0"].fan == "none"
    assert (flipped["waste"].fan_step, flipped["waste"].fan_max) == (0.2, 300.0)


def test_turned_piles_turn_the_other_way():
    flipped = mirrored(_table()).piles
    assert flipped["slot_0"].rotation == -30.0
    assert str(flipped["waste"].rotation) == "0.0"  # not -0.0


def test_labels_move_with_their_piles_but_keep_their_text():
    original, flipped = _table(), mirrored(_table())
    counter = flipped.labels["redeals_left"]
    assert (counter.x, counter.y, counter.width) == (1000 - 220, 150, 120)
    assert counter.align == "right"  # it ends under the stock as it began under it before
    title = flipped.labels["title"]
    assert title.text == "Der Fächer"
    assert (title.x, title.width, title.height) == (1000 - 340, 300, 60)
    assert flipped.labels["point"].x == 990
    assert flipped.piles["tableau_0"].label == original.piles["tableau_0"].label == "K"


def test_the_layout_says_it_is_mirrored_and_mirroring_twice_gives_it_back():
    table = _table()
    assert not table.mirrored
    assert mirrored(table).mirrored
    assert mirrored(mirrored(table)) == table
    assert mirrored(table) != table


def test_klondike_deals_from_the_top_right_and_builds_home_on_the_left():
    layout = mirrored(load_layout(LEVELS / "klondike.tmx"))
    middle = layout.width / 2
    assert layout.piles["stock"].x > middle and layout.piles["waste"].x > middle
    assert layout.piles["waste"].fan == "left"
    assert layout.piles["waste"].x < layout.piles["stock"].x
    foundations = [layout.piles[f"foundation_{i}"] for i in range(4)]
    assert all(f.right < layout.piles["waste"].x - 100 for f in foundations)  # room to fan
    assert foundations[0].x > foundations[3].x  # the row reads the other way too
    assert layout.piles["tableau_0"].x > middle > layout.piles["tableau_6"].x
    assert layout.labels["redeals_left"].x > middle


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_every_map_mirrors_card_for_card(path):
    """Each card of each pile lies at the mirror place of where it lay before, fans
    squeezed the same way; nothing leaves the table."""
    layout = load_layout(path)
    flipped = mirrored(layout)
    back = mirrored(flipped)
    for name, pile in layout.piles.items():
        other = flipped.piles[name]
        assert back.piles[name].x == pytest.approx(pile.x)
        assert back.piles[name].fan == pile.fan
        assert other.rotation == -pile.rotation
        faces = [False] * 6 + [True] * 24
        before = card_offsets_faced(pile, faces, layout)
        after = card_offsets_faced(other, faces, flipped)
        for (x, y), (mx, my) in zip(before, after, strict=True):
            assert mx == pytest.approx(layout.width - x - pile.width)
            assert my == pytest.approx(y)
        if 0 <= pile.x and pile.right <= layout.width:
            assert 0 <= other.x and other.right <= layout.width
    for name, label in layout.labels.items():
        assert flipped.labels[name].text == label.text
        assert flipped.labels[name].y == label.y
