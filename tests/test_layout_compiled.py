"""Compiled maps (game/layout/compiled.py): the same Layout as pytmx reads, read without
pytmx, and never used once the map changed or when they are not whole."""

from __future__ import annotations

import marshal
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.layout import layout_for, load_layout
from game.layout.compiled import (
    COMPILED_DIR,
    compile_folder,
    compile_map,
    compiled_path,
    layout_data,
    read_compiled,
)
from game.layout.loader import REPO_LEVELS_DIR

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def levels(tmp_path) -> Path:
    """A copy of three of our maps (a plain one, one with labels, a turned one)."""
    for name in ("klondike", "freecell", "dondorf_faecher"):
        shutil.copy(REPO_LEVELS_DIR / f"{name}.tmx", tmp_path)
    return tmp_path


def test_every_map_compiles_to_the_layout_pytmx_reads(tmp_path):
    for tmx in REPO_LEVELS_DIR.glob("*.tmx"):
        shutil.copy(tmx, tmp_path)
    compiled = compile_folder(tmp_path)
    assert len(compiled) == len(list(REPO_LEVELS_DIR.glob("*.tmx"))) > 50
    for path in compiled:
        tmx = tmp_path / f"{path.name.split('.')[0]}.tmx"
        assert read_compiled(tmx) == load_layout(tmx), tmx.name


def test_a_compiled_map_is_named_by_its_source_and_replaced_when_it_changes(levels):
    tmx = levels / "klondike.tmx"
    first = compile_map(tmx)
    assert first == compiled_path(tmx, tmx.read_bytes()) and first.parent.name == COMPILED_DIR
    assert compile_map(tmx) == first  # kept as it is
    tmx.write_bytes(tmx.read_bytes().replace(b'name="foundation_0"', b'name="foundation_9"'))
    assert read_compiled(tmx) is None  # edited: the old one is not used
    assert "foundation_9" in load_layout(tmx).piles
    second = compile_map(tmx)
    assert second != first and not first.exists()
    assert read_compiled(tmx) == load_layout(tmx)


@pytest.mark.parametrize("damage", [
    lambda data: b"{not marshal",
    lambda data: marshal.dumps({**data, "format": 99}),
    lambda data: marshal.dumps({**data, "width": -5}),
    lambda data: marshal.dumps({**data, "piles": [row[:-1] for row in data["piles"]]}),
    lambda data: marshal.dumps({**data, "piles": [[*row[:2], "left", *row[3:]]
                                               for row in data["piles"]]}),
    lambda data: marshal.dumps({**data, "piles": [[*row[:11], 1, *row[12:]]
                                               for row in data["piles"]]}),
    lambda data: marshal.dumps({key: value for key, value in data.items() if key != "labels"}),
    lambda data: marshal.dumps([1, 2, 3]),
    lambda data: marshal.dumps({**data, "piles": [[*row[:2], float("nan"), *row[3:]]
                                               for row in data["piles"]]}),
])
def test_a_damaged_compiled_map_is_ignored_and_the_tmx_read(levels, damage):
    tmx = levels / "freecell.tmx"
    path = compile_map(tmx)
    path.write_bytes(damage(layout_data(load_layout(tmx))))
    assert read_compiled(tmx) is None
    layout, warnings = layout_for("freecell", list(load_layout(tmx).piles), {}, [levels])
    assert layout == load_layout(tmx) and not warnings


def test_a_table_read_from_a_compiled_map_imports_no_pytmx(levels):
    compile_folder(levels)
    names = list(load_layout(levels / "klondike.tmx").piles)
    code = ("import sys\nfrom game.layout import layout_for\n"
            f"layout, warnings = layout_for('klondike', {names!r}, {{}}, [{str(levels)!r}])\n"
            "assert not warnings and layout.piles, warnings\n"
            "print(sorted(m for m in ('pytmx', 'logging', 'xml.etree.ElementTree', 'pygame',"
            " 'json')"
            " if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.split() == ["[]"], out.stderr


def test_a_change_to_the_code_reading_maps_reads_the_tmx_again(levels, tmp_path,
                                                                monkeypatch):
    import game.layout.compiled as compiled

    reader = tmp_path / "reader.py"
    reader.write_text("# how maps are read\n")
    monkeypatch.setattr(compiled, "_READERS", (*compiled._READERS, reader))
    tmx = levels / "klondike.tmx"
    compile_map(tmx)
    assert read_compiled(tmx) == load_layout(tmx)
    reader.write_text("# how maps are read, changed\n")
    assert read_compiled(tmx) is None
