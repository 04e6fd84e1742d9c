"""Our maps, compiled: each `.tmx` read once with pytmx and kept as plain data (lists,
numbers, strings, in marshal's format: read without loading json and its regular
expressions, ~1 ms of a start) in a `compiled/` folder beside it, named by a hash of the
map's bytes (`levels/compiled/<name>.<hash>.marshal`). `make` (tools/compile_maps.py) and
the package's build (setup.py) write them; a start reads its table from one without
importing pytmx (with logging, xml, base64, gzip: ~7 ms) or parsing XML.

Never trusted blindly: a compiled map is used only if its name carries the hash of the
`.tmx` and of the code reading it as they are now (an edited map, or a change to how maps
are read, reads the `.tmx` again) and its contents make a whole Layout; anything else is
ignored and the `.tmx` is read. Pure Python.
"""

from __future__ import annotations

import marshal
import math
import os
from dataclasses import astuple, fields
from hashlib import sha256
from pathlib import Path

from game.layout.model import LabelRect, Layout, PileRect

COMPILED_DIR = "compiled"
SUFFIX = ".marshal"
FORMAT = 2   # the shape of the data below; a compiled map of another shape is not read
_NUMBER, _TEXT, _FLAG = (int, float), (str,), (bool,)
_MAYBE_NUMBER, _MAYBE_TEXT, _MAYBE_COUNT = (int, float, type(None)), (str, type(None)), \
    (int, type(None))
# what each field of a PileRect and a LabelRect may hold, in their order
_PILE_TYPES = (_TEXT, _TEXT, _NUMBER, _NUMBER, _NUMBER, _NUMBER, _TEXT, _NUMBER,
               _MAYBE_NUMBER, _NUMBER, _MAYBE_TEXT, _FLAG, _FLAG, _MAYBE_COUNT, _MAYBE_COUNT)
_LABEL_TYPES = (_TEXT, _NUMBER, _NUMBER, _NUMBER, _NUMBER, _MAYBE_TEXT, _TEXT)
# the code a compiled map stands for: pytmx's reading of it and what it is made into
_READERS = tuple(Path(__file__).with_name(name) for name in ("tmx.py", "model.py",
                                                             "compiled.py"))


def compiled_path(tmx: Path, source: bytes) -> Path:
    """Where the compiled form of `tmx`, whose bytes are `source`, lives: named by a hash
    of them and of the code that reads a map, so that a change to either compiles anew."""
    digest = sha256(source)
    for reader in _READERS:
        digest.update(reader.read_bytes())
    return tmx.parent / COMPILED_DIR / f"{tmx.stem}.{digest.hexdigest()[:16]}{SUFFIX}"


def read_compiled(tmx: Path) -> Layout | None:
    """The layout compiled from `tmx` as it is now, or None (none compiled, or unusable)."""
    try:
        source = tmx.read_bytes()
        data = marshal.loads(compiled_path(tmx, source).read_bytes())
        return layout_from_data(data, tmx.stem)
    except (OSError, ValueError, TypeError, KeyError, IndexError, EOFError):
        return None


def layout_data(layout: Layout) -> dict:
    """A Layout as plain data (the piles' and labels' fields in their order)."""
    return {"format": FORMAT, "width": layout.width, "height": layout.height,
            "card_width": layout.card_width, "card_height": layout.card_height,
            "piles": [list(astuple(pile)) for pile in layout.piles.values()],
            "labels": [list(astuple(label)) for label in layout.labels.values()]}


def layout_from_data(data: dict, name: str) -> Layout:
    """The Layout `layout_data` made; ValueError (or TypeError, KeyError) if it is not
    whole: another format, a field too many or too few, a number that is not one."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"compiled map of another format, not {FORMAT}")
    numbers = [data[key] for key in ("width", "height", "card_width", "card_height")]
    if not all(isinstance(n, int | float) and not isinstance(n, bool) and 0 < n < math.inf
               for n in numbers):
        raise ValueError(f"compiled map sizes {numbers!r}")
    piles = [_record(PileRect, row, _PILE_TYPES) for row in data["piles"]]
    labels = [_record(LabelRect, row, _LABEL_TYPES) for row in data["labels"]]
    return Layout(name, *numbers, {p.name: p for p in piles}, {lb.name: lb for lb in labels})


def _record(kind: type, row: list, types: tuple):
    """A PileRect or LabelRect of a row whose every value is of its field's type (a flag
    is no number, a number no flag)."""
    if not (isinstance(row, list) and len(row) == len(types) == len(fields(kind))
            and all(isinstance(value, allowed) and (bool in allowed) == isinstance(value, bool)
                    and (not isinstance(value, float) or math.isfinite(value))
                    for value, allowed in zip(row, types, strict=True))):
        raise ValueError(f"compiled map row {row!r}")
    return kind(*row)


def compile_map(tmx: Path) -> Path:
    """Read `tmx` with pytmx and write its compiled form (atomically), unless it is there
    already; older compiled forms of the same map are removed. LayoutError if the map
    cannot be used."""
    from game.layout.tmx import load_layout

    source = tmx.read_bytes()
    target = compiled_path(tmx, source)
    if read_compiled(tmx) is None:
        data = marshal.dumps(layout_data(load_layout(tmx)))
        target.parent.mkdir(exist_ok=True)
        part = target.with_name(f"{target.name}.{os.getpid()}.part")
        part.write_bytes(data)
        os.replace(part, target)
    for old in target.parent.glob(f"{tmx.stem}.*"):  # older ones (and JSON ones of before)
        if old != target and old.suffix in (SUFFIX, ".json") \
                and old.name.rsplit(".", 2)[0] == tmx.stem:
            old.unlink()
    return target


def compile_folder(folder: Path) -> list[Path]:
    """Compile every map in `folder` (see compile_map)."""
    return [compile_map(tmx) for tmx in sorted(folder.glob("*.tmx"))]

