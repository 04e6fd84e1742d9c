"""How big the table is drawn: fitted to what it really needs, not to the whole map.

A map leaves room for the longest fan a game can ever grow; fitting that room to the
window would leave most of the felt empty for most of a game. Instead the table is fitted
by the box its piles take *as dealt*, plus a moderate allowance for fans to grow
(`GROWTH_CARDS` more cards on every fanned pile), its labels included. A fan that grows
longer than the window allows is compressed (see `geometry.card_offsets_faced`), so a
long column costs its own spacing, never every card's size.

Pure Python: never imports pygame.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from game.layout.geometry import FACE_DOWN_STEP_FACTOR, Bounds, Transform
from game.layout.model import Layout, PileRect

GROWTH_CARDS = 2  # face-up cards a fanned pile may gain before its fan is compressed
# The card-size setting on top of the automatic fit: a factor on the fitted scale.
CARD_SIZES = {"smaller": 0.86, "normal": 1.0, "larger": 1.14}
MAX_GROWTH_SHARE = 0.1  # of the fitted box, at most, is room to grow
POINT_LABEL_HEIGHT = 0.25  # a label placed as a point holds a line of text this tall (× card)


def fan_length(pile: PileRect, face_up: Sequence[bool]) -> float:
    """Length of the pile's fan along its direction, base card included, uncompressed,
    but no longer than the pile's `fan_max`."""
    vertical = pile.fan in ("down", "up")
    card_len = pile.height if vertical else pile.width
    if pile.fan not in ("down", "up", "right", "left") or pile.fan_step <= 0:
        return card_len
    step = pile.fan_step * card_len
    spread = face_up[-pile.fan_shown:] if pile.fan_shown else face_up  # the rest squared
    length = card_len + sum(step if up else step * FACE_DOWN_STEP_FACTOR for up in spread[:-1])
    if pile.fan_max is not None:
        length = min(length, max(pile.fan_max, card_len))
    return length


def pile_box(pile: PileRect, face_up: Sequence[bool], growth: int = GROWTH_CARDS) -> Bounds:
    """The box a pile takes with these cards (bottom first) and `growth` more face-up
    cards on its fan; a turned card's whole turned box."""
    cards = list(face_up) + [True] * growth if pile.fan != "none" else [True]
    if pile.fan_cards and pile.fan != "none":    # the room the map asks for, kept always
        cards += [True] * (pile.fan_cards - len(cards))
    reach = fan_length(pile, cards) - (pile.height if pile.fan in ("down", "up") else pile.width)
    left, top, right, bottom = pile.x, pile.y, pile.right, pile.bottom
    if pile.rotation % 180:
        angle = math.radians(pile.rotation)
        cos, sin = abs(math.cos(angle)), abs(math.sin(angle))
        half_w = (pile.width * cos + pile.height * sin) / 2
        half_h = (pile.width * sin + pile.height * cos) / 2
        cx, cy = pile.center
        left, top, right, bottom = cx - half_w, cy - half_h, cx + half_w, cy + half_h
    if pile.fan == "down":
        bottom += reach
    elif pile.fan == "up":
        top -= reach
    elif pile.fan == "right":
        right += reach
    elif pile.fan == "left":
        left -= reach
    return (left, top, right, bottom)


def content_box(
    layout: Layout, dealt: Mapping[str, Sequence[bool]], growth: int = GROWTH_CARDS
) -> Bounds:
    """The box of every pile (its cards as dealt: face-up flags by pile name, bottom card
    first, plus `growth` cards) and every label of the layout."""
    boxes = [pile_box(pile, dealt.get(name, ()), growth) for name, pile in layout.piles.items()]
    for label in layout.labels.values():
        width = label.width or layout.card_width
        height = label.height or layout.card_height * POINT_LABEL_HEIGHT
        x = label.x - width if label.align == "right" and not label.width else label.x
        boxes.append((x, label.y, x + width, label.y + height))
    if not boxes:
        return (0.0, 0.0, layout.width, layout.height)
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def growth_box(layout: Layout, dealt: Mapping[str, Sequence[bool]]) -> Bounds:
    """The content box with its growth allowance, the allowance kept to at most
    `MAX_GROWTH_SHARE` of the box on each axis (so the dealt piles still span most of the
    window along the axis that limits their size)."""
    tight = content_box(layout, dealt, growth=0)
    grown = content_box(layout, dealt)
    box = list(grown)
    for low, high in ((0, 2), (1, 3)):
        before, after = tight[low] - grown[low], grown[high] - tight[high]
        allowed = (tight[high] - tight[low]) * MAX_GROWTH_SHARE / (1 - MAX_GROWTH_SHARE)
        if before + after > allowed:
            factor = allowed / (before + after)
            box[low], box[high] = tight[low] - before * factor, tight[high] + after * factor
    return (box[0], box[1], box[2], box[3])


def box_scale(box: Bounds, width: float, height: float) -> float:
    """The largest scale at which `box` fits into width × height."""
    box_w, box_h = max(box[2] - box[0], 1.0), max(box[3] - box[1], 1.0)
    return min(max(width, 1.0) / box_w, max(height, 1.0) / box_h)


def fit_table(
    layout: Layout,
    dealt: Mapping[str, Sequence[bool]],
    area: tuple[float, float, float, float],
    margin: float,
    card_size: str = "normal",
) -> tuple[Transform, Bounds]:
    """The transform that draws the table as large as its dealt piles and their growth
    allowance let it, centred in `area` (x, y, width, height, window px) with even
    `margin`s; and the part of the map that shows (the room fans may grow into).

    `card_size` (one of CARD_SIZES) scales the result; larger cards never push the piles
    as dealt out of the window (their growth room is compressed first)."""
    ax, ay, aw, ah = area
    inner_w, inner_h = max(aw - 2 * margin, 1.0), max(ah - 2 * margin, 1.0)
    box = growth_box(layout, dealt)
    scale = box_scale(box, inner_w, inner_h) * CARD_SIZES.get(card_size, 1.0)
    tight = content_box(layout, dealt, growth=0)
    if scale > box_scale(tight, inner_w, inner_h):
        scale, box = box_scale(tight, inner_w, inner_h), tight
    offset_x = _centred(box[0], box[2], tight[0], tight[2], scale, ax + margin, inner_w)
    offset_y = _centred(box[1], box[3], tight[1], tight[3], scale, ay + margin, inner_h)
    fans = {pile.fan for pile in layout.piles.values()}
    if "down" in fans and "up" not in fans:  # the room to spare goes where the fans grow
        offset_y = ay + margin - tight[1] * scale
    elif "up" in fans and "down" not in fans:
        offset_y = ay + ah - margin - tight[3] * scale
    transform = Transform(scale, offset_x, offset_y)
    left, top = transform.to_virtual(ax + margin, ay + margin)
    right, bottom = transform.to_virtual(ax + aw - margin, ay + ah - margin)
    return transform, (left, top, right, bottom)


def _centred(low: float, high: float, tight_low: float, tight_high: float, scale: float,
             start: float, room: float) -> float:
    """The offset centring [low, high] (virtual) in [start, start + room] (window),
    moved as little as needed to keep [tight_low, tight_high] inside it."""
    offset = start + room / 2 - (low + high) / 2 * scale
    offset = min(offset, start + room - tight_high * scale)
    return max(offset, start - tight_low * scale)
