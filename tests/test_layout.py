"""game.layout: Tiled maps, the grid fallback and the geometry the renderer uses."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.layout import (
    LayoutError,
    PileRect,
    card_offsets,
    card_offsets_faced,
    fit,
    grid_layout,
    layout_for,
    load_layout,
    pile_bounds,
)
from game.layout.fitting import fan_length
from game.layout.loader import REPO_LEVELS_DIR, default_search_dirs

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "levels"


def _names(prefix: str, count: int) -> list[str]:
    return [f"{prefix}_{i}" for i in range(count)]


EXPECTED = {
    "klondike": ["stock", "waste", *_names("foundation", 4), *_names("tableau", 7)],
    "freecell": [*_names("cell", 4), *_names("foundation", 4), *_names("tableau", 8)],
    "reussite_32": [*_names("slot", 32), "aces"],
    "reussite_52": [*_names("slot", 52), "aces"],
}
EXPECTED_LABELS = {
    "klondike": {"redeals_left"},
    "freecell": set(),
    "reussite_32": {"coups_left"},
    "reussite_52": {"coups_left"},
}


def _kinds(names: list[str]) -> dict[str, str]:
    return {name: "reserve" if name == "aces" else name.rstrip("0123456789_") for name in names}


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def _rect(pile: PileRect) -> tuple[float, float, float, float]:
    """The pile's box as drawn: a card turned a quarter lies across (other angles keep
    the unturned box, which the turned card's corners barely leave)."""
    if pile.rotation % 180 == 90:
        cx, cy = pile.center
        return (cx - pile.height / 2, cy - pile.width / 2, pile.height, pile.width)
    return (pile.x, pile.y, pile.width, pile.height)


# --- the maps in levels/ -----------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(LEVELS.glob("*.tmx")), ids=lambda p: p.stem)
def test_every_map_loads_with_pytmx(path):
    import pytmx

    tiled_map = pytmx.TiledMap(str(path))  # plain pytmx, no images, no display
    assert tiled_map.get_layer_by_name("piles")
    layout = load_layout(path)
    assert layout.name == path.stem
    assert layout.piles


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_our_maps_hold_exactly_the_games_piles(name):
    layout = load_layout(LEVELS / f"{name}.tmx")
    assert set(layout.piles) == set(EXPECTED[name])
    assert set(layout.labels) == EXPECTED_LABELS[name]
    for pile_name, kind in _kinds(EXPECTED[name]).items():
        assert layout.piles[pile_name].kind == kind
    found, warnings = layout_for(name, EXPECTED[name], _kinds(EXPECTED[name]), [LEVELS])
    assert found == layout
    assert warnings == []


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_our_maps_piles_neither_overlap_nor_leave_the_map(name):
    layout = load_layout(LEVELS / f"{name}.tmx")
    for pile in layout.piles.values():
        x, y, width, height = _rect(pile)
        assert x >= 0 and y >= 0, pile
        assert x + width <= layout.width and y + height <= layout.height, pile
    for a, b in combinations(layout.piles.values(), 2):
        assert not _overlap(_rect(a), _rect(b)), (a.name, b.name)
    for label in layout.labels.values():
        assert 0 <= label.x and label.x + label.width <= layout.width
        assert 0 <= label.y and label.y + label.height <= layout.height
        for pile in layout.piles.values():
            assert not _overlap((label.x, label.y, label.width, label.height), _rect(pile))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_full_fans_stay_clear_of_other_piles(name):
    """A pile fanned as far as it may go covers no other pile's base card."""
    layout = load_layout(LEVELS / f"{name}.tmx")
    for pile in layout.piles.values():
        if pile.fan == "none":
            continue
        covered = pile_bounds(pile, card_offsets(pile, 52, layout))
        for other in layout.piles.values():
            if other is not pile:
                assert not _overlap(covered, _rect(other)), (pile.name, other.name)


def test_klondike_has_room_for_a_long_column():
    layout = load_layout(LEVELS / "klondike.tmx")
    column = layout.piles["tableau_0"]
    faces = [False] * 6 + [True] * 13  # the longest Klondike column
    offsets = card_offsets_faced(column, faces, layout)
    gaps = [b[1] - a[1] for a, b in zip(offsets, offsets[1:], strict=False)]
    assert gaps[-1] == pytest.approx(column.fan_step * column.height)  # not compressed
    assert gaps[0] == pytest.approx(gaps[-1] / 2)  # face-down cards take half a step


def test_tileds_object_rotation_keeps_the_piles_centre(tmp_path):
    """Tiled turns a rectangle about its top-left corner; the loader keeps its centre."""
    text = TINY_MAP.format(version="1.8", kind_attr="type").replace(
        '<property name="rotation" type="float" value="90"/>', "").replace(
        'x="150" y="10" width="100" height="140">',
        'x="220" y="10" width="100" height="140" rotation="90">')
    pile = load_layout(_write(tmp_path, "turned", text)).piles["tableau_0"]
    # Turned 90° about (220, 10), the card covers x 80..220, y 10..110: centre (150, 60).
    assert pile.rotation == pytest.approx(90)
    assert pile.center == (pytest.approx(150), pytest.approx(60))


@pytest.mark.parametrize(("name", "chain"), [("dondorf_zopf", "braid_"),
                                             ("dondorf_italienerin", "helper_")])
def test_chain_slots_have_no_outline_other_piles_do(name, chain):
    piles = load_layout(LEVELS / f"{name}.tmx").piles
    slots = [p for n, p in piles.items() if n.startswith(chain)]
    assert slots and not any(p.outline for p in slots)
    assert all(p.outline for p in piles.values() if p.name.startswith(("foundation", "stock")))


@pytest.mark.parametrize("chain", ["inner_upper_", "outer_lower_"])
def test_the_arena_rings_have_faint_outlines(chain):
    piles = load_layout(LEVELS / "dondorf_arena.tmx").piles
    slots = [p for n, p in piles.items() if n.startswith(chain)]
    assert slots and all(p.outline and p.faint for p in slots)
    assert not any(p.faint for p in piles.values() if p.name.startswith(("foundation", "stock")))


# --- reading maps: type or class, errors -------------------------------------------------

TINY_MAP = """<?xml version="1.0" encoding="UTF-8"?>
<map version="{version}" tiledversion="{version}.0" orientation="orthogonal"
 renderorder="right-down" width="400" height="300" tilewidth="1" tileheight="1" infinite="0"
 nextlayerid="3" nextobjectid="4">
 <properties>
  <property name="card_height" type="int" value="140"/>
  <property name="card_width" type="int" value="100"/>
 </properties>
 <objectgroup id="1" name="piles">
  <object id="1" name="stock" {kind_attr}="stock" x="10" y="10" width="100" height="140"/>
  <object id="2" name="tableau_0" {kind_attr}="tableau" x="150" y="10" width="100" height="140">
   <properties>
    <property name="fan" value="down"/>
    <property name="fan_step" type="float" value="0.3"/>
    <property name="label" value="K"/>
    <property name="outline" type="bool" value="false"/>
    <property name="rotation" type="float" value="90"/>
   </properties>
  </object>
 </objectgroup>
 <objectgroup id="2" name="labels">
  <object id="3" name="title" x="10" y="200">
   <properties><property name="text" value="Tiny"/></properties>
   <point/>
  </object>
 </objectgroup>
</map>
"""


def _write(directory: Path, name: str, text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{name}.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_class_attribute_reads_like_type(tmp_path):
    by_type = load_layout(
        _write(tmp_path / "a", "tiny", TINY_MAP.format(version="1.8", kind_attr="type"))
    )
    by_class = load_layout(
        _write(tmp_path / "b", "tiny", TINY_MAP.format(version="1.9", kind_attr="class"))
    )
    assert by_class == by_type
    tableau = by_type.piles["tableau_0"]
    assert (tableau.kind, tableau.fan, tableau.fan_step) == ("tableau", "down", 0.3)
    assert (tableau.label, tableau.rotation, tableau.fan_max) == ("K", 90.0, None)
    assert by_type.piles["stock"].fan == "none"
    assert by_type.labels["title"].text == "Tiny"
    assert by_type.labels["title"].align == "left"  # unless the map says otherwise
    centred = load_layout(_write(tmp_path / "c", "tiny", _tiny(**{
        '<property name="text" value="Tiny"/>':
        '<property name="text" value="Tiny"/><property name="align" value="center"/>'})))
    assert centred.labels["title"].align == "center"
    assert tableau.outline is False and by_type.piles["stock"].outline is True
    assert (by_type.width, by_type.height, by_type.card_width) == (400, 300, 100)


def test_our_maps_read_the_same_with_class(tmp_path):
    text = (LEVELS / "klondike.tmx").read_text(encoding="utf-8").replace(' type="', ' class="')
    text = text.replace(' class="int"', ' type="int"').replace(' class="float"', ' type="float"')
    assert load_layout(_write(tmp_path, "klondike", text)) == load_layout(LEVELS / "klondike.tmx")


def _tiny(**replacements: str) -> str:
    text = TINY_MAP.format(version="1.8", kind_attr="type")
    for old, new in replacements.items():
        assert old in text
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({'name="piles"': 'name="stacks"'}, "no object layer named 'piles'"),
        ({'name="stock" ': ""}, "has no name"),
        ({'name="tableau_0"': 'name="stock"'}, "'stock' is defined twice"),
        ({'type="tableau"': 'type="heap"'}, "unknown kind 'heap'"),
        ({'type="stock" ': ""}, "has no type"),
        ({'value="down"': 'value="sideways"'}, "bad fan 'sideways'"),
        ({'type="float" value="0.3"': 'value="lots"'}, "fan_step is not a number"),
        ({'type="float" value="0.3"': 'value="25"'}, "fan_step 25 is not in"),
        ({'value="140"': 'value="0"'}, "card_height must be positive"),
        ({'<property name="card_width" type="int" value="100"/>': ""}, "card_width is missing"),
        ({'width="100" height="140"/>': 'width="0" height="0"/>'}, "not a rectangle"),
        ({"</map>": ""}, "not valid XML"),
        ({'type="bool" value="false"': 'value="perhaps"'}, "outline is 'perhaps', not true"),
        ({'<property name="fan" value="down"/>':
          '<property name="fan" value="down"/><property name="fan_shown" value="2.5"/>'},
         "fan_shown must be a whole number"),
        ({'<property name="fan" value="down"/>':
          '<property name="fan" value="down"/><property name="fan_shown" value="0"/>'},
         "fan_shown must be positive"),
        ({'<property name="fan" value="down"/>':
          '<property name="fan" value="down"/><property name="fan_cards" value="4.5"/>'},
         "fan_cards must be a whole number"),
        ({'<property name="text" value="Tiny"/>':
          '<property name="text" value="Tiny"/><property name="align" value="middle"/>'},
         "label 'title' align must be one of left, right, center, not 'middle'"),
    ],
)
def test_bad_maps_raise_layout_error_naming_file_and_problem(tmp_path, change, message):
    path = _write(tmp_path, "bad", _tiny(**change))
    with pytest.raises(LayoutError) as error:
        load_layout(path)
    assert str(path) in str(error.value)
    assert message in str(error.value)


def test_missing_file_raises_layout_error(tmp_path):
    with pytest.raises(LayoutError, match="no such map file"):
        load_layout(tmp_path / "nowhere.tmx")


# --- finding a map: player first, fallback grid ------------------------------------------

TINY_PILES = ["stock", "tableau_0"]
TINY_KINDS = {"stock": "stock", "tableau_0": "tableau"}


def _assert_grid(layout, names):
    assert set(layout.piles) == set(names)
    assert layout.card_width == 100  # the grid's card, not the map's


def test_broken_map_gives_grid_and_warning(tmp_path):
    path = _write(tmp_path, "tiny", "<map><objectgroup")
    layout, warnings = layout_for("tiny", TINY_PILES, TINY_KINDS, [tmp_path])
    _assert_grid(layout, TINY_PILES)
    assert any(str(path) in warning and "XML" in warning for warning in warnings)


def test_missing_map_gives_grid_and_warning(tmp_path):
    layout, warnings = layout_for("tiny", TINY_PILES, TINY_KINDS, [tmp_path])
    _assert_grid(layout, TINY_PILES)
    assert any("tiny.tmx" in warning and str(tmp_path) in warning for warning in warnings)


def test_missing_pile_gives_grid_and_warning_naming_it(tmp_path):
    path = _write(tmp_path, "tiny", _tiny())
    names = [*TINY_PILES, "waste"]
    layout, warnings = layout_for("tiny", names, TINY_KINDS, [tmp_path])
    _assert_grid(layout, names)
    assert any(str(path) in warning and "missing pile(s) waste" in warning for warning in warnings)


def test_extra_pile_gives_grid_and_warning_naming_it(tmp_path):
    path = _write(tmp_path, "tiny", _tiny())
    layout, warnings = layout_for("tiny", ["stock"], TINY_KINDS, [tmp_path])
    _assert_grid(layout, ["stock"])
    assert any(str(path) in warning and "tableau_0" in warning for warning in warnings)


def test_players_map_comes_first_and_a_broken_one_falls_back_to_ours(tmp_path):
    player, ours = tmp_path / "player", tmp_path / "ours"
    _write(ours, "tiny", _tiny())
    _write(player, "tiny", _tiny(**{'x="10" y="10"': 'x="20" y="10"'}))
    layout, warnings = layout_for("tiny", TINY_PILES, TINY_KINDS, [player, ours])
    assert layout.piles["stock"].x == 20 and warnings == []
    broken = _write(player, "tiny", "not xml")
    layout, warnings = layout_for("tiny", TINY_PILES, TINY_KINDS, [player, ours])
    assert layout.piles["stock"].x == 10
    assert len(warnings) == 1 and str(broken) in warnings[0]


def test_kind_mismatch_is_a_warning_only(tmp_path):
    path = _write(tmp_path, "tiny", _tiny())
    layout, warnings = layout_for(
        "tiny", TINY_PILES, {**TINY_KINDS, "stock": "reserve"}, [tmp_path]
    )
    assert layout.piles["stock"].kind == "stock"
    assert len(warnings) == 1 and str(path) in warnings[0] and "stock" in warnings[0]


def test_layout_name_must_be_a_plain_name(tmp_path):
    layout, warnings = layout_for("../tiny", TINY_PILES, TINY_KINDS, [tmp_path])
    _assert_grid(layout, TINY_PILES)
    assert warnings


def test_default_search_dirs_player_first(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    assert default_search_dirs() == [tmp_path / "levels", REPO_LEVELS_DIR]
    assert REPO_LEVELS_DIR == LEVELS


# --- the grid fallback -------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_grid_holds_every_pile_without_overlap(name):
    names = EXPECTED[name]
    layout = grid_layout(name, names, _kinds(names))
    assert list(layout.piles) != [] and set(layout.piles) == set(names)
    for pile in layout.piles.values():
        assert 0 <= pile.x and pile.right <= layout.width
        assert 0 <= pile.y and pile.bottom <= layout.height
    for a, b in combinations(layout.piles.values(), 2):
        assert not _overlap(_rect(a), _rect(b)), (a.name, b.name)
    assert all(p.fan == "down" for p in layout.piles.values() if p.kind == "tableau")


def test_grid_lays_gaps_slots_in_rows_of_the_game():
    layout = grid_layout("reussite_32", EXPECTED["reussite_32"], {})
    rows = {layout.piles[f"slot_{i}"].y for i in range(32)}
    assert len(rows) == 4
    assert layout.piles["slot_8"].x == layout.piles["slot_0"].x


def test_grid_survives_many_and_odd_piles():
    names = [
        "stock",
        "waste",
        *_names("reserve", 4),
        *_names("foundation", 8),
        *_names("tableau", 20),
    ]
    layout = grid_layout("big", names, {"reserve_0": "mystery"})
    assert set(layout.piles) == set(names)
    for a, b in combinations(layout.piles.values(), 2):
        assert not _overlap(_rect(a), _rect(b)), (a.name, b.name)


# --- geometry ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160), (720, 1280), (800, 600)])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_fit_keeps_aspect_ratio_and_centres(size, name):
    layout = load_layout(LEVELS / f"{name}.tmx")
    window_w, window_h = size
    margin = 16
    transform = fit(layout, window_w, window_h, margin=margin)
    left, top = transform.to_screen(0, 0)
    right, bottom = transform.to_screen(layout.width, layout.height)
    assert (right - left) / (bottom - top) == pytest.approx(layout.width / layout.height)
    assert left == pytest.approx(window_w - right) and top == pytest.approx(window_h - bottom)
    assert left >= margin - 1e-6 and top >= margin - 1e-6
    # One side touches the margin: the map is as large as it can be.
    assert min(left, top) == pytest.approx(margin)
    assert transform.to_virtual(*transform.to_screen(123, 45)) == (
        pytest.approx(123),
        pytest.approx(45),
    )


def test_fit_survives_a_tiny_window():
    layout = load_layout(LEVELS / "klondike.tmx")
    assert fit(layout, 0, 0).scale > 0


@pytest.mark.parametrize("fan", ["down", "up", "right", "left"])
def test_thirty_card_fan_is_compressed_to_stay_in_the_map(fan):
    layout = load_layout(LEVELS / "klondike.tmx")
    pile = PileRect("p", "tableau", 400, 400, 100, 140, fan, 0.25)
    offsets = card_offsets(pile, 30, layout)
    assert len(offsets) == 30 and offsets[0] == (400, 400)
    for x, y in offsets:
        assert -1e-6 <= x and x + pile.width <= layout.width + 1e-6
        assert -1e-6 <= y and y + pile.height <= layout.height + 1e-6
    steps = {
        round(b[0] - a[0] + b[1] - a[1], 6) for a, b in zip(offsets, offsets[1:], strict=False)
    }
    assert len(steps) == 1 and 0 < abs(steps.pop()) < 0.25 * 140  # even, and tighter


def test_klondike_tableau_thirty_cards_end_at_the_map_edge():
    layout = load_layout(LEVELS / "klondike.tmx")
    pile = layout.piles["tableau_3"]
    last_x, last_y = card_offsets(pile, 30, layout)[-1]
    assert last_x == pile.x
    assert last_y + pile.height == pytest.approx(layout.height)


def test_fan_max_and_short_fans():
    layout = load_layout(LEVELS / "klondike.tmx")
    waste = dataclasses.replace(layout.piles["waste"], fan_shown=None)  # every card spread
    assert card_offsets(waste, 3, layout) == [(170, 40), (190, 40), (210, 40)]  # not compressed
    last_x, _ = card_offsets(waste, 24, layout)[-1]
    assert last_x + waste.width == pytest.approx(waste.x + waste.fan_max)
    stock = layout.piles["stock"]
    assert card_offsets(stock, 5, layout) == [(stock.x, stock.y)] * 5
    assert card_offsets(stock, 0, layout) == []


@pytest.mark.parametrize("name", ["klondike", "klondike_open"])
def test_a_klondike_waste_shows_its_top_three_cards_the_rest_squared_under(name):
    layout = load_layout(LEVELS / f"{name}.tmx")
    waste = layout.piles["waste"]
    assert waste.fan_shown == 3
    offsets = card_offsets(waste, 24, layout)
    assert offsets[:22] == [(waste.x, waste.y)] * 22
    assert offsets[21:] == [(170, 40), (190, 40), (210, 40)]  # the top three, full steps
    assert card_offsets(waste, 2, layout) == [(170, 40), (190, 40)]
    cards = [True] * 24
    assert fan_length(waste, cards) == waste.width + 2 * 20  # the fit counts three too


@given(
    fan=st.sampled_from(["none", "down", "up", "right", "left"]),
    step=st.floats(0, 2),
    faces=st.lists(st.booleans(), max_size=60),
    x=st.floats(0, 860),
    y=st.floats(0, 800),
    fan_max=st.none() | st.floats(1, 2000),
    shown=st.none() | st.integers(1, 8),
)
def test_fans_never_leave_the_map(fan, step, faces, x, y, fan_max, shown):
    layout = load_layout(LEVELS / "klondike.tmx")
    pile = PileRect("p", "tableau", x, y, 100, 140, fan, step, fan_max, fan_shown=shown)
    offsets = card_offsets_faced(pile, faces, layout)
    assert len(offsets) == len(faces)
    for ox, oy in offsets:
        assert -1e-6 <= ox and ox + pile.width <= layout.width + 1e-6
        assert -1e-6 <= oy and oy + pile.height <= layout.height + 1e-6


def test_face_down_cards_take_half_a_step():
    layout = load_layout(LEVELS / "klondike.tmx")
    pile = layout.piles["tableau_6"]
    offsets = card_offsets_faced(pile, [False, False, True, True], layout)
    ys = [y - pile.y for _, y in offsets]
    assert ys == pytest.approx([0, 17.5, 35, 70])


# --- purity ------------------------------------------------------------------------------


def test_loading_maps_does_not_import_pygame():
    code = (
        "import sys\n"
        "import game.layout, game.layout.tmx, game.layout.loader, game.layout.geometry\n"
        "from game.layout import layout_for\n"
        "layout, warnings = layout_for('klondike', {!r}, {{}}, [{!r}])\n"
        "assert not warnings, warnings\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    ).format(EXPECTED["klondike"], str(LEVELS))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "" and "pygame" not in result.stderr  # no banner, no pytmx noise


def test_pytmx_still_works_with_pygame_loaded_later():
    code = (
        "from game.layout import load_layout\nload_layout({!r})\nimport pygame, pytmx.util_pygame\n"
    ).format(str(LEVELS / "freecell.tmx"))
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, capture_output=True)
