"""Read a layout from a Tiled map (.tmx) with pytmx.

The map: width/height in tiles (tiles of 1×1, so units are virtual px), map properties
`card_width` and `card_height`, an object layer `piles` with one rectangle per pile
(`name` = pile name, `type` or Tiled 1.9's `class` = pile kind, properties `fan`,
`fan_step`, `fan_max`, `fan_shown`, `fan_cards`, `rotation`, `label`, `outline`) and an
optional object layer `labels`. `fan_shown` (int): only the top this many cards are
spread. `fan_cards` (int): the table keeps room for a fan this long (see `PileRect`).
`outline` (bool, default true) false: the pile draws no outline while it is empty;
the text "faint": a faint outline. A label's `align` (left, the default; right; center)
is the side of its place a counter's text keeps to (see `LabelRect`).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from game.layout.model import (
    DEFAULT_FAN_STEP,
    FAN_DIRECTIONS,
    LABEL_ALIGNS,
    PILE_KINDS,
    LabelRect,
    Layout,
    PileRect,
)

PILES_LAYER = "piles"
LABELS_LAYER = "labels"
MAX_FAN_STEP = 2.0  # more is surely a typo (25 meant for 0.25)


class LayoutError(Exception):
    """A map that cannot be used; the message names the file and the problem."""


def _import_pytmx() -> ModuleType:
    """Import pytmx without letting it import pygame.

    pytmx 3.32 imports pygame at module level (only for a type hint and its optional
    `load_pygame`), which would break the rule that `game.layout` never pulls pygame in.
    While pygame is not loaded yet, we hide it so pytmx takes its no-pygame path.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    import logging  # (pytmx imports it anyway)

    quiet = logging.getLogger("pytmx.util_pygame")  # it logs an error when pygame is missing
    was_disabled = quiet.disabled
    quiet.disabled = True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
        quiet.disabled = was_disabled
    return pytmx


def load_layout(path: str | Path) -> Layout:
    """Load `path` as a Layout named after the file's stem; raise LayoutError if unusable."""
    path = Path(path)
    if not path.is_file():
        raise LayoutError(f"{path}: no such map file")
    # (imported here: a start that reads a compiled map (layout/compiled.py) needs neither)
    pytmx = _import_pytmx()
    from xml.etree.ElementTree import ParseError

    try:
        # allow_duplicate_names: our `rotation` property shares a name with the Tiled
        # object attribute, which pytmx otherwise refuses.
        tiled_map = pytmx.TiledMap(str(path), allow_duplicate_names=True)
    except ParseError as error:
        raise LayoutError(f"{path}: not valid XML ({error})") from error
    except OSError as error:
        raise LayoutError(f"{path}: cannot be read ({error})") from error
    except Exception as error:  # a player's file must never crash the game
        raise LayoutError(f"{path}: pytmx cannot read this map ({error!r})") from error
    return _build_layout(path, tiled_map)


def _build_layout(path: Path, tiled_map: Any) -> Layout:
    width = _number(path, "map width", tiled_map.width * tiled_map.tilewidth)
    height = _number(path, "map height", tiled_map.height * tiled_map.tileheight)
    if width <= 0 or height <= 0:
        raise LayoutError(f"{path}: the map has no size ({width:g}×{height:g})")
    card_width = _positive(path, "map property card_width", tiled_map.properties.get("card_width"))
    card_height = _positive(
        path, "map property card_height", tiled_map.properties.get("card_height")
    )
    piles_layer = _object_layer(path, tiled_map, PILES_LAYER)
    if piles_layer is None:
        raise LayoutError(
            f"{path}: no object layer named '{PILES_LAYER}' (hidden layers are not read)"
        )
    piles: dict[str, PileRect] = {}
    for obj in piles_layer:
        pile = _pile_from_object(path, obj, piles_layer)
        if not (0 <= pile.x + pile.width / 2 <= width and 0 <= pile.y + pile.height / 2 <= height
                and pile.width <= width and pile.height <= height):
            raise LayoutError(f"{path}: pile '{pile.name}' lies outside the map")
        if pile.name in piles:
            raise LayoutError(f"{path}: pile '{pile.name}' is defined twice")
        piles[pile.name] = pile
    labels: dict[str, LabelRect] = {}
    labels_layer = _object_layer(path, tiled_map, LABELS_LAYER)
    for obj in labels_layer or ():
        label = _label_from_object(path, obj, labels_layer)
        if label.name in labels:
            raise LayoutError(f"{path}: label '{label.name}' is defined twice")
        labels[label.name] = label
    return Layout(path.stem, width, height, card_width, card_height, piles, labels)


def _object_layer(path: Path, tiled_map: Any, name: str) -> Any | None:
    try:
        layer = tiled_map.get_layer_by_name(name)
    except ValueError:
        return None
    if not isinstance(layer, list):  # a tile or image layer of that name
        raise LayoutError(f"{path}: layer '{name}' must be an object layer")
    return layer


def _object_name(path: Path, obj: Any, what: str) -> str:
    name = (obj.name or "").strip()
    if not name:
        hint = " (it uses a template: detach it in Tiled)" if obj.template else ""
        raise LayoutError(f"{path}: {what} object id {obj.id} has no name{hint}")
    return name


def _pile_from_object(path: Path, obj: Any, layer: Any) -> PileRect:
    name = _object_name(path, obj, "a pile")
    where = f"pile '{name}'"
    # Tiled <=1.8 and >=1.10 write `type`; Tiled 1.9 writes `class`, which pytmx keeps
    # as a plain attribute of that name.
    kind = (obj.type or getattr(obj, "class", None) or "").strip().lower()
    if not kind:
        raise LayoutError(f"{path}: {where} has no type (the pile kind)")
    if kind not in PILE_KINDS:
        raise LayoutError(
            f"{path}: {where} has unknown kind '{kind}' (one of {', '.join(sorted(PILE_KINDS))})"
        )
    props = obj.properties
    fan = str(props.get("fan", "none")).strip().lower()
    if fan not in FAN_DIRECTIONS:
        raise LayoutError(f"{path}: {where} has bad fan '{fan}' (none/down/up/right/left)")
    default_step = 0.0 if fan == "none" else DEFAULT_FAN_STEP
    fan_step = _number(path, f"{where} fan_step", props.get("fan_step", default_step))
    if not 0 <= fan_step <= MAX_FAN_STEP:
        raise LayoutError(f"{path}: {where} fan_step {fan_step:g} is not in 0..{MAX_FAN_STEP:g}")
    fan_max = props.get("fan_max")
    if fan_max is not None and str(fan_max).strip() != "":
        fan_max = _positive(path, f"{where} fan_max", fan_max)
    else:
        fan_max = None
    fan_shown = props.get("fan_shown")
    if fan_shown is not None and str(fan_shown).strip() != "":
        fan_shown = _count(path, f"{where} fan_shown", fan_shown)
    else:
        fan_shown = None
    fan_cards = props.get("fan_cards")
    if fan_cards is not None and str(fan_cards).strip() != "":
        fan_cards = _count(path, f"{where} fan_cards", fan_cards)
    else:
        fan_cards = None
    label = props.get("label")
    label = str(label) if label not in (None, "") else None

    x = _number(path, f"{where} x", obj.x) + _number(path, "layer offset", layer.offsetx)
    y = _number(path, f"{where} y", obj.y) + _number(path, "layer offset", layer.offsety)
    width = _number(path, f"{where} width", obj.width)
    height = _number(path, f"{where} height", obj.height)
    if width <= 0 or height <= 0:
        raise LayoutError(f"{path}: {where} is not a rectangle with a size")
    rotation = _number(path, f"{where} rotation", props.get("rotation", 0.0))
    tiled_rotation = float(obj.rotation or 0.0)
    if tiled_rotation and rotation:
        raise LayoutError(f"{path}: {where} is rotated twice (object and property)")
    if tiled_rotation:
        # Tiled turns a rectangle about its top-left corner; we keep the centre instead.
        x, y = _unrotated_origin(x, y, width, height, tiled_rotation)
        rotation = tiled_rotation
    raw_outline = props.get("outline", True)
    faint = str(raw_outline).strip().lower() == "faint"
    outline = faint or _flag(path, f"{where} outline", raw_outline)
    return PileRect(name, kind, x, y, width, height, fan, fan_step, fan_max, rotation, label,
                    outline, faint, fan_shown, fan_cards)


def _flag(path: Path, what: str, value: object) -> bool:
    """A bool property: pytmx gives a bool for Tiled's bool type, else the text."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no"):
        return False
    raise LayoutError(f"{path}: {what} is '{value}', not true or false")


def _unrotated_origin(
    x: float, y: float, width: float, height: float, degrees: float
) -> tuple[float, float]:
    """Top-left of the unrotated rectangle sharing the centre of Tiled's rotated one."""
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)
    centre_x = x + width / 2 * cos - height / 2 * sin
    centre_y = y + width / 2 * sin + height / 2 * cos
    return (centre_x - width / 2, centre_y - height / 2)


def _label_from_object(path: Path, obj: Any, layer: Any) -> LabelRect:
    name = _object_name(path, obj, "a label")
    text = obj.properties.get("text")
    align = str(obj.properties.get("align") or "left")
    if align not in LABEL_ALIGNS:
        raise LayoutError(f"{path}: label '{name}' align must be one of "
                          f"{', '.join(LABEL_ALIGNS)}, not {align!r}")
    return LabelRect(
        name,
        _number(path, f"label '{name}' x", obj.x) + _number(path, "offset", layer.offsetx),
        _number(path, f"label '{name}' y", obj.y) + _number(path, "offset", layer.offsety),
        max(_number(path, f"label '{name}' width", obj.width), 0.0),
        max(_number(path, f"label '{name}' height", obj.height), 0.0),
        str(text) if text not in (None, "") else None,
        align,
    )


def _number(path: Path, what: str, value: object) -> float:
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise LayoutError(f"{path}: {what} is not a number: {value!r}") from None
    if not math.isfinite(number):
        raise LayoutError(f"{path}: {what} is not a finite number: {value!r}")
    return number


def _count(path: Path, what: str, value: object) -> int:
    """A whole number of cards, at least one."""
    number = _positive(path, what, value)
    if number != int(number):
        raise LayoutError(f"{path}: {what} must be a whole number, not {number:g}")
    return int(number)


def _positive(path: Path, what: str, value: object) -> float:
    if value is None:
        raise LayoutError(f"{path}: {what} is missing")
    number = _number(path, what, value)
    if number <= 0:
        raise LayoutError(f"{path}: {what} must be positive, not {number:g}")
    return number
