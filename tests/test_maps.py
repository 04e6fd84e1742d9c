"""What every map in levels/ must be (the maps are the source; no script writes them):
read by pytmx, its piles and labels inside it, and on a 1280×720 or 1920×1080 window
no pile with a full-length fan covering another pile or a label. tools/start_map.py
starts a map for a new game. (Pile names = the rules' piles and a label for every
counter: tests/test_registry_maps.py.)"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game.layout import card_offsets, layout_for, load_layout
from game.layout.fitting import fit_table
from game.layout.geometry import convex_hull, convex_overlap, turned_corners
from game.rules import create, registry
from table_helpers import layered

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "levels"
MAPS = sorted(LEVELS.glob("*.tmx"))
FULL_FAN = 52  # cards on every fanned pile at once


def _option_tables() -> list[tuple[str, dict[str, str]]]:
    """Every game with its default options, and with each option choice that lays the
    game on another map (Terrace's eight-pile variants)."""
    tables: list[tuple[str, dict[str, str]]] = []
    for game_id in registry().ids():
        spec = create(game_id).base_spec
        tables.append((game_id, {}))
        tables += [(game_id, {option.name: choice}) for option in spec.options
                   for choice, changes in option.choices.items()
                   if changes.get("layout", spec.layout) != spec.layout]
    return tables


TABLES = _option_tables()


def _layout_names() -> set[str]:
    return {create(game_id, options).spec.layout for game_id, options in TABLES}


def test_every_map_belongs_to_a_game():
    assert {path.stem for path in MAPS} == _layout_names()


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_piles_and_labels_lie_inside_the_map(path):
    layout = load_layout(path)
    for pile in layout.piles.values():
        box = convex_hull(turned_corners(pile.x, pile.y, pile.width, pile.height,
                                         pile.rotation))
        assert all(-0.5 <= x <= layout.width + 0.5 and -0.5 <= y <= layout.height + 0.5
                   for x, y in box), f"{path.stem}: {pile.name} leaves the map"
    for label in layout.labels.values():
        assert 0 <= label.x and label.x + label.width <= layout.width, label
        assert 0 <= label.y and label.y + label.height <= layout.height, label


def _table(game_id: str, size: tuple[int, int], options: dict[str, str]):
    game = create(game_id, options)
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, _ = layout_for(game.spec.layout, game.pile_names, kinds, [LEVELS])
    state, _ = game.deal(1)
    dealt = {name: [c.is_face_up for c in cards]
             for name, cards in zip(game.pile_names, state.piles, strict=True)}
    width, height = size
    bar = max(44, height // 18)  # as the table's bars (game/scenes/table_hud.py)
    area = (0, bar, width, height - 2 * bar)
    _, bounds = fit_table(layout, dealt, area, max(8, min(width, height - 2 * bar) // 60))
    return layout, bounds


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("game_id", "options"), TABLES,
                         ids=[g + "".join(f"-{v}" for v in o.values()) for g, o in TABLES])
def test_full_length_fans_cover_nothing(game_id, options, size):
    """Every fanned pile holding 52 cards at once (compressed into the window as the
    table does) covers no other pile, no label, and stays inside the window."""
    layout, bounds = _table(game_id, size, options)
    shapes = {}
    for name, pile in layout.piles.items():
        count = FULL_FAN if pile.fan != "none" else 1
        corners = [c for x, y in card_offsets(pile, count, layout, bounds)
                   for c in turned_corners(x, y, pile.width, pile.height, pile.rotation)]
        shapes[name] = convex_hull(corners)
        left, top, right, bottom = bounds
        assert all(left - 0.5 <= x <= right + 0.5 and top - 0.5 <= y <= bottom + 0.5
                   for x, y in shapes[name]), f"{game_id}: {name} leaves the window"
    for label in layout.labels.values():
        if label.width and label.height:
            shapes[f"label {label.name}"] = turned_corners(label.x, label.y, label.width,
                                                           label.height)
    names = sorted(shapes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if not layered(a, b):
                assert not convex_overlap(shapes[a], shapes[b], gap=-0.5), (
                    f"{game_id} at {size}: {a} overlaps {b}")


def _start_map_tool():
    spec = importlib.util.spec_from_file_location("start_map", ROOT / "tools" / "start_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game_id", ["klondike", "dondorf_zopf", "reussite_52", "jumbo"])
def test_start_map_writes_a_map_the_game_accepts(tmp_path, game_id, capsys):
    tool = _start_map_tool()
    assert tool.main([game_id, "--out", str(tmp_path)]) == 0
    game = create(game_id)
    path = tmp_path / f"{game.spec.layout}.tmx"
    import pytmx

    assert pytmx.TiledMap(str(path)).get_layer_by_name("piles")
    kinds = {n: p.kind.value for n, p in zip(game.pile_names, game.pile_specs, strict=True)}
    layout, warnings = layout_for(game.spec.layout, game.pile_names, kinds, [tmp_path])
    assert warnings == [] and layout == load_layout(path)
    assert set(layout.labels) == set(game.counter_names)
    assert "open it in Tiled" in capsys.readouterr().out
    assert tool.main([game_id, "--out", str(tmp_path)]) == 1  # never over a map
    assert tool.main(["no_such_game", "--out", str(tmp_path)]) == 2
