"""The words on a table: counters ("Redeals left: 2") where the map places them, beside
the pile they describe, and the illustrated tables' titles.

A counter is drawn at `COUNTER_SIZE` (its capitals 11 px tall, as 14 px text reads
elsewhere): rather than shrink at the window's edge it is moved back inside. Its letters
keep `MIN_GAP` from the cards, the outlined places and the labels before it; where the
map's room is too small for that (a small window: the cards shrink, the words would not)
it takes the largest size that keeps the gap where it is or moved a little (up to half a
card's height: still beside its pile; else up to a card's height), never under the
dialogs' floor, MIN_TEXT (12 px):
words 1–4 px from a card read as touching it. A title is never under MIN_TEXT; it may
move so too. Where the map's box gives a title smaller letters than the counters' (a small
window), it grows about its centre up to their size as far as the felt round it is free,
its letters and rules MIN_GAP from everything else.
A counter that cannot change in the game being played is not drawn (see `TableView`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from game.engine.state import GameState
from game.i18n import _
from game.layout import Transform
from game.layout.model import LabelRect
from game.render.text import GOLD, draw_text, rendered
from game.render.widgets import MIN_TEXT

COUNTER_SIZE = 21   # the font size: lines 16 px, capitals 11 px tall
EDGE = 6            # px kept free between a label and the window's edge
MIN_GAP = 5         # px of felt at least between a label's letters and a card or label


@dataclass(frozen=True)
class PlacedLabel:
    """A label of the map (a title, a counter) as placed on the table."""

    name: str
    text: str
    size: int
    rect: pygame.Rect    # where the text is drawn (a title: its whole ruled box)
    title: bool = False  # a cartouche: letters between two ruled lines


def counter_text(name: str, value: int, labels: Mapping[str, str],
                 shown_as: Mapping[str, Callable[[int], str]]) -> str:
    """'Redeals left: 2': the counter's label (catalogue, else its name) and its value."""
    if name in shown_as:
        shown = shown_as[name](value)
    else:
        shown = _("no limit") if value < 0 else str(value)
    label = labels.get(name, name.replace("_", " ").capitalize())
    return _("{label}: {value}").format(label=label, value=shown)


def place_labels(map_labels: Mapping[str, LabelRect], state: GameState,
                 transform: Transform, area: pygame.Rect, card_height: int,
                 labels: Mapping[str, str], shown_as: Mapping[str, Callable[[int], str]],
                 hidden: set[str], apart_from: Sequence[pygame.Rect] = ()
                 ) -> list[PlacedLabel]:
    """Every label of the map that has something to say, with the rect it takes; a
    counter's letters `MIN_GAP` apart from `apart_from` (the cards and outlined places)
    and from the labels before it, smaller if it must be (see the module's note)."""
    largest = max(COUNTER_SIZE, card_height // 6)
    placed: list[PlacedLabel] = []
    for name, label in map_labels.items():
        if name in hidden:
            continue
        x, y = transform.to_screen(label.x, label.y)
        width = label.width * transform.scale
        if name in state.counter_names:
            text = counter_text(name, state.counter(name), labels, shown_as)
        else:
            # A map's own words; a place for a counter this game does not keep (Fortress
            # shares Chessboard's map) says nothing.
            text = _(label.text) if label.text else ""
        if not text:
            continue
        if name not in state.counter_names and label.width > 0 and label.height > 0:
            mapped = _title(name, text, label, x, y, transform.scale)
        else:
            mapped = _counter(name, text, largest, (x, y, width), label.align, area)
        keeps = label.align if label.align != "left" or mapped.rect.right < area.right - EDGE \
            else "right"
        kept = [*apart_from, *(ink_box(p) for p in placed)]
        # Near its pile first (half a card: any size down to the floor), then farther.
        placed.append(_apart(mapped, kept, area, keeps, max(MIN_GAP, card_height // 2))
                      or _apart(mapped, kept, area, keeps, card_height) or mapped)
    return _grow_titles(placed, apart_from, area, largest)


def _grow_titles(placed: list[PlacedLabel], apart_from: Sequence[pygame.Rect],
                 area: pygame.Rect, largest: int) -> list[PlacedLabel]:
    """Each title smaller than `largest` grown as far as the felt round it is free (see
    `_grown`); titles the map draws alike (Sympathie's two sides) stay alike, at the
    smaller size either takes."""
    mapped = list(placed)
    titles = [k for k, label in enumerate(placed) if label.title and label.size < largest]
    for k in titles:
        placed[k] = _grown(placed[k], _others(placed, k, apart_from), area,
                           range(largest, placed[k].size, -1)) or placed[k]
    for k in titles:
        alike = [j for j in titles if (mapped[j].size, mapped[j].rect.size)
                 == (mapped[k].size, mapped[k].rect.size)]
        least = min(placed[j].size for j in alike)
        if placed[k].size > least:
            placed[k] = _grown(mapped[k], _others(placed, k, apart_from), area,
                               (least,)) or mapped[k]
    return placed


def _others(placed: list[PlacedLabel], k: int, apart_from: Sequence[pygame.Rect]
            ) -> list[pygame.Rect]:
    """What the `k`th label keeps its gap from: the cards, outlines and other labels."""
    return [*apart_from, *(ink_box(p) for j, p in enumerate(placed) if j != k)]


def _grown(title: PlacedLabel, kept: list[pygame.Rect], area: pygame.Rect,
           sizes: Sequence[int]) -> PlacedLabel | None:
    """The title at the first of `sizes` whose ruled box, grown about its centre (wide
    enough for both rules beside its letters) and kept inside the area, keeps MIN_GAP
    from `kept`; None if none does."""
    room = area.inflate(-2 * EDGE, 0)
    blocked = [r.inflate(2 * MIN_GAP, 2 * MIN_GAP) for r in kept]
    for size in sizes:
        letters = rendered(title.text, size, GOLD, True)
        box = pygame.Rect(0, 0, max(title.rect.width, letters.get_width() + 2 * _rule_room(size)),
                          max(title.rect.height, letters.get_bounding_rect().height + 2))
        box.center = title.rect.center
        if box.width > room.width or box.height > room.height:
            continue
        grown = replace(title, size=size, rect=box.clamp(room))
        if ink_box(grown).collidelist(blocked) < 0:
            return grown
    return None


def _apart(label: PlacedLabel, kept: list[pygame.Rect], area: pygame.Rect,
           keeps: str, reach: int) -> PlacedLabel | None:
    """The label where its letters keep MIN_GAP from `kept`: as mapped, else moved at most
    `reach` px each way (the least move first), a counter at the largest size that does
    (down to MIN_TEXT); None if none does. As it shrinks a counter keeps the side `keeps`
    of where it was: its start, its end (a mirrored table's, or at the window's edge) or
    its centre (a map's centred label)."""
    room = area.inflate(-2 * EDGE, 0)
    blocked = [r.inflate(2 * MIN_GAP, 2 * MIN_GAP) for r in kept]
    sizes = (label.size,) if label.title else range(label.size, MIN_TEXT - 1, -1)
    for size in sizes:
        box = label.rect if label.title else rendered(label.text, size, GOLD).get_rect(
            topleft=label.rect.topleft)
        if keeps == "right":
            box.right = label.rect.right
        elif keeps == "center":
            box.centerx = label.rect.centerx
        start = replace(label, size=size, rect=box)
        ink = ink_box(start)
        near = [r for r in blocked if r.colliderect(ink.inflate(2 * reach, 2 * reach))]
        # Where a free spot's letters begin: where they are, or just past a blocked box.
        xs = {ink.x, *(r.right for r in near), *(r.left - ink.w for r in near)}
        ys = {ink.y, *(r.bottom for r in near), *(r.top - ink.h for r in near)}
        moves = sorted(((x - ink.x, y - ink.y) for x in xs for y in ys
                        if abs(x - ink.x) <= reach and abs(y - ink.y) <= reach),
                       key=lambda d: (abs(d[0]) + abs(d[1]), -d[1], -d[0]))
        for dx, dy in moves:
            if (room.contains(box.move(dx, dy).inflate(0, -box.height))
                    and ink.move(dx, dy).collidelist(near) < 0):
                return replace(start, rect=box.move(dx, dy))
    return None


def _counter(name: str, text: str, size: int, place: tuple[float, float, float], align: str,
             area: pygame.Rect) -> PlacedLabel:
    """The counter's words at `size` in its place (x, y, width on the screen), as `align`
    says (see LabelRect)."""
    x, y, width = place
    rect = rendered(text, size, GOLD).get_rect(topleft=(round(x), round(y)))
    if align == "right":  # a mirrored table: it ends where it began
        rect.right = round(x + width)
    elif align == "center":
        rect.centerx = round(x + width / 2)
    # Inside the window, rather than smaller: the text stays readable.
    rect.right = min(rect.right, area.right - EDGE)
    rect.left = max(rect.left, area.left + EDGE)
    return PlacedLabel(name, text, size, rect)


def ink_box(label: PlacedLabel) -> pygame.Rect:
    """Where a label's letters (and their shadow) and a title's rules fall."""
    image = rendered(label.text, label.size, GOLD, label.title)
    if label.title:
        letters = image.get_bounding_rect().move(image.get_rect(center=label.rect.center).topleft)
        return pygame.Rect(min(label.rect.left, letters.left), letters.top,
                           max(label.rect.width, letters.width), letters.height)
    letters = image.get_bounding_rect().move(label.rect.topleft)
    return pygame.Rect(letters.left, letters.top, letters.width + 1, letters.height + 2)


def _title(name: str, text: str, label: LabelRect, x: float, y: float,
           scale: float) -> PlacedLabel:
    rect = pygame.Rect(round(x), round(y), round(label.width * scale),
                       round(label.height * scale))
    size = max(MIN_TEXT, int(rect.height * 0.6))
    width = rendered(text, size, GOLD, True).get_width()
    size = max(MIN_TEXT, int(size * min(1.0, rect.width * 0.7 / max(1, width))))
    return PlacedLabel(name, text, size, rect, title=True)


def draw_labels(surface: pygame.Surface, placed: list[PlacedLabel]) -> None:
    for label in placed:
        if label.title:
            _draw_cartouche(surface, label)
        else:
            draw_text(surface, label.text, label.rect.topleft, label.size, GOLD)


def _draw_cartouche(surface: pygame.Surface, label: PlacedLabel) -> None:
    """A table's title, as the illustrated booklet prints it: gold letters between two
    ruled lines ending in a lozenge; no plate or frame, so it never looks like a button."""
    rect, size = label.rect, label.size
    shown = draw_text(surface, label.text, rect.center, size, GOLD, anchor="center", bold=True)
    gap, line, r = _rule_parts(size)
    for start, end in ((rect.left, shown.left - gap), (shown.right + gap, rect.right)):
        if end - start < size:
            continue
        pygame.draw.line(surface, GOLD, (start, rect.centery), (end, rect.centery), line)
        tip = start if start == rect.left else end
        pygame.draw.polygon(surface, GOLD, [(tip - r, rect.centery), (tip, rect.centery - r),
                                            (tip + r, rect.centery), (tip, rect.centery + r)])


def _rule_parts(size: int) -> tuple[int, int, int]:
    """A title's rules at `size`: the gap between them and its letters, their thickness
    and their lozenges' half width."""
    return max(6, size // 2), max(1, size // 12), max(3, size // 5)


def _rule_room(size: int) -> int:
    """The room each rule takes beside a title's letters: the gap, the shortest rule that
    is drawn (as long as the letters are tall) and its lozenge."""
    gap, _line, r = _rule_parts(size)
    return gap + size + r
