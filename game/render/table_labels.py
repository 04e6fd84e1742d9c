"""The words on a table: counters ("Redeals left: 2") where the map places them, beside
the pile they describe, and the illustrated tables' titles.

A counter is never drawn smaller than `COUNTER_SIZE` (its capitals 11 px tall, as 14 px
text reads elsewhere): rather than shrink at the window's edge it is moved back inside.
A counter that cannot change in the game being played is not drawn (see `TableView`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from game.engine.state import GameState
from game.i18n import _
from game.layout import Transform
from game.layout.model import LabelRect
from game.render.text import GOLD, draw_text, rendered

COUNTER_SIZE = 21   # the font size: lines 16 px, capitals 11 px tall
EDGE = 6            # px kept free between a label and the window's edge


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
                 hidden: set[str]) -> list[PlacedLabel]:
    """Every label of the map that has something to say, with the rect it takes."""
    size = max(COUNTER_SIZE, card_height // 6)
    placed = []
    for name, label in map_labels.items():
        if name in hidden:
            continue
        x, y = transform.to_screen(label.x, label.y)
        if name in state.counter_names:
            text = counter_text(name, state.counter(name), labels, shown_as)
        else:
            text = _(label.text) if label.text else labels.get(name, "")  # a map's words
            if text and label.width > 0 and label.height > 0:
                placed.append(_title(name, text, label, x, y, transform.scale))
                continue
        if not text:
            continue
        rect = rendered(text, size, GOLD).get_rect()
        if label.align == "right":  # a mirrored table: it ends where it began
            rect.topright = (round(x + label.width * transform.scale), round(y))
        else:
            rect.topleft = (round(x), round(y))
        # Inside the window, rather than smaller: the text stays readable.
        rect.right = min(rect.right, area.right - EDGE)
        rect.left = max(rect.left, area.left + EDGE)
        placed.append(PlacedLabel(name, text, size, rect))
    return placed


def _title(name: str, text: str, label: LabelRect, x: float, y: float,
           scale: float) -> PlacedLabel:
    rect = pygame.Rect(round(x), round(y), round(label.width * scale),
                       round(label.height * scale))
    size = max(12, int(rect.height * 0.6))
    width = rendered(text, size, GOLD, True).get_width()
    size = max(12, int(size * min(1.0, rect.width * 0.7 / max(1, width))))
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
    gap, line = max(6, size // 2), max(1, size // 12)
    for start, end in ((rect.left, shown.left - gap), (shown.right + gap, rect.right)):
        if end - start < size:
            continue
        pygame.draw.line(surface, GOLD, (start, rect.centery), (end, rect.centery), line)
        tip = start if start == rect.left else end
        r = max(3, size // 5)
        pygame.draw.polygon(surface, GOLD, [(tip - r, rect.centery), (tip, rect.centery - r),
                                            (tip + r, rect.centery), (tip, rect.centery + r)])
