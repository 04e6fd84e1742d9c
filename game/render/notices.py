"""Passing notices ("toasts"): short plates on the area the scene on show leaves free (the
table's felt, below its top bar), each text wrapped to that area's width so none is cut,
and the plate dark enough to read over cards.

A plate goes where it hides nothing the scene asks to keep clear (the table: its cards
and labels) nor, where there is room, what it would rather keep clear (the table's empty
places): the free spot nearest the top centre, a little apart from them, wrapped in
more lines where that makes it fit. Where the room is for fewer, the oldest notices give
way to the newer; only where no spot is left even for the newest alone (a table covered
with cards) does it lie at the top, over them. A dialog open over the table is never
covered: the newest then lies over cards beside it, or is not drawn (the app keeps it until
the dialog closes).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from .text import INK, font, note_text, rendered, wrap
from .theme import NOTICE_EDGE, NOTICE_PLATE
from .widgets import fit_text, panel

PLATE = NOTICE_PLATE  # (theme.py: black and yellow in high contrast)
EDGE = NOTICE_EDGE
MAX_LINES = 3       # a notice wrapped to the area's width: longer ones end in "…"
NARROW_LINES = 4    # a notice wrapped narrower to fit beside the cards
SIDEWAYS = 0.5   # a step sideways from the centre costs half a step down


def notice_size(screen_height: int) -> int:
    """The notices' text size: 18 px on small screens, growing with the window."""
    return max(18, screen_height // 40)


def draw_notices(surface: pygame.Surface, texts: list[str], area: pygame.Rect,
                 size: int, keep_clear: Sequence[pygame.Rect] = (),
                 rather_clear: Sequence[pygame.Rect] = (), never: Sequence[pygame.Rect] = (),
                 words: Sequence[pygame.Rect] = ()) -> list[tuple[int, pygame.Rect]]:
    """Draw the notices (oldest first) in `area`, clear of `keep_clear` (and of
    `rather_clear` too) where there is room, and always of `never` (the dialogs open);
    where none is free, clear of `words` (the table's labels) at least, over cards;
    returns which notices were drawn (their index in `texts`) and their plates. Where there
    is room for fewer, the oldest are left out (see place_plates)."""
    pad_y = size // 3
    shown, places = placed_notices(texts, area, size, keep_clear, rather_clear, never, words)
    line_h = font(size).get_linesize()
    plates = []
    for notice, form, plate in places:
        forms, plate = shown[notice], pygame.Rect(plate)
        panel(surface, plate, colour=PLATE, radius=size // 2, edge=EDGE, edge_width=1)
        for k, line in enumerate(forms[form][0]):
            image = rendered(line, size, INK)
            rect = image.get_rect(midtop=(plate.centerx, plate.top + pad_y + k * line_h))
            surface.blit(image, rect)
            note_text(surface, line, rect)
        plates.append((notice, plate))
    return plates


def placed_notices(texts: list[str], area: pygame.Rect, size: int,
                   keep_clear: Sequence[pygame.Rect] = (),
                   rather_clear: Sequence[pygame.Rect] = (), never: Sequence[pygame.Rect] = (),
                   words: Sequence[pygame.Rect] = ()
                   ) -> tuple[list, tuple[tuple[int, int, tuple[int, int, int, int]], ...]]:
    """Each notice's forms (plate_forms) and where they go (place_plates), as
    draw_notices draws them: the plates a frame shows (render/table_frames.py redraws
    them where they changed, not the screen whenever the cards they keep clear of move)."""
    pad_x, pad_y, gap = size * 3 // 4, size // 3, size // 3
    room = area.width - 2 * (pad_x + gap)
    shown = [plate_forms(text, size, room, pad_x, pad_y) for text in texts]
    return shown, place_plates(
        tuple(tuple(plate for _lines, plate in forms) for forms in shown), tuple(area), gap,
        tuple(tuple(rect) for rect in keep_clear), tuple(tuple(rect) for rect in rather_clear),
        tuple(tuple(rect) for rect in never), tuple(tuple(rect) for rect in words))


def plate_forms(text: str, size: int, room: int, pad_x: int, pad_y: int
                ) -> list[tuple[list[str], tuple[int, int]]]:
    """The text's lines and plate size wrapped to the whole `room`, then narrower (in two
    lines, three, four: taller plates that fit beside the cards), up to NARROW_LINES and
    never so narrow that a word is cut (only the first form, the whole room's, may be)."""
    f = font(size)
    forms: list[tuple[list[str], tuple[int, int]]] = []
    whole = min(room, f.size(text)[0])
    for width in (room, whole * 3 // 5, whole * 2 // 5, whole * 3 // 10):
        lines = wrap(text, size, width)
        if forms and len(lines) > NARROW_LINES:
            break
        if not forms and len(lines) > MAX_LINES:
            lines = lines[:MAX_LINES - 1] + [lines[MAX_LINES - 1] + " …"]
        fitted = [fit_text(line, size, width) for line in lines]  # a word longer than a line
        if forms and fitted != lines:
            break    # narrower would cut a word: a plate beside the cards is read whole or not
        lines = fitted
        plate = (max((f.size(line)[0] for line in lines), default=0) + 2 * pad_x,
                 len(lines) * f.get_linesize() + 2 * pad_y)
        if not forms or plate[0] < forms[-1][1][0]:
            forms.append((lines, plate))
    return forms


@lru_cache(maxsize=16)   # asked every frame while a notice shows; the cards rarely move
def place_plates(forms: tuple[tuple[tuple[int, int], ...], ...],
                 area: tuple[int, int, int, int], gap: int,
                 keep_clear: tuple[tuple[int, int, int, int], ...],
                 rather_clear: tuple[tuple[int, int, int, int], ...] = (),
                 never: tuple[tuple[int, int, int, int], ...] = (),
                 words: tuple[tuple[int, int, int, int], ...] = ()
                 ) -> tuple[tuple[int, int, tuple[int, int, int, int]], ...]:
    """Where the notices go: (which notice, which of its forms — plate sizes, widest
    first —, its plate), oldest first. Each is clear of `keep_clear`, `rather_clear` and
    the plates before it (`gap` apart) where a spot is free (the cheapest of any form),
    else clear of the first and the plates. Where the newer ones find no free spot the
    oldest is left out, then the next; the newest alone with none lies over cards clear
    of `words` (a full table's labels: a notice in large text would hide them), the
    cheapest spot of any form, else at the top, over what it covers (left out too if even
    that does not fit the area). Nothing ever lies
    over `never` (a dialog): there the newest alone takes the cheapest spot beside it,
    over cards, or is left out too."""
    bounds = pygame.Rect(area).inflate(-2 * gap, -2 * gap)
    covers = [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in never]
    blocked = covers + [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in keep_clear]
    spared = blocked + [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in rather_clear]
    for first in range(len(forms)):
        placed = _placed(forms[first:], bounds, gap, (spared, blocked))
        if placed is not None:
            return tuple((first + k, form, tuple(plate.inflate(-2 * gap, -2 * gap)))
                         for k, (form, plate) in enumerate(placed))
    if not forms:
        return ()
    if covers:
        spots = [(spot, k) for k, size in enumerate(forms[-1])
                 if (spot := free_spot(size, bounds, covers))]
        if not spots:
            return ()
        (plate, _cost), form = _cheapest(spots, forms[-1])
        return ((len(forms) - 1, form, tuple(plate)),)
    kept = [pygame.Rect(r).inflate(2 * gap, 2 * gap) for r in words]
    spots = [(spot, k) for k, size in enumerate(forms[-1])
             if kept and (spot := free_spot(size, bounds, kept))]
    if spots:
        (plate, _cost), form = _cheapest(spots, forms[-1])
        return ((len(forms) - 1, form, tuple(plate)),)
    newest = free_spot(forms[-1][0], bounds, [], top_only=True)
    return ((len(forms) - 1, 0, tuple(newest[0])),) if newest else ()


def _placed(forms: tuple[tuple[tuple[int, int], ...], ...], bounds: pygame.Rect, gap: int,
            tiers: tuple[list[pygame.Rect], ...]) -> list[tuple[int, pygame.Rect]] | None:
    """Each notice's form and free spot (its plate grown by `gap`), in order, clear of the
    first tier of boxes that leaves it one; None if one finds none."""
    placed: list[tuple[int, pygame.Rect]] = []
    for sizes in forms:
        taken = [plate for _form, plate in placed]
        spots = []
        for kept in tiers:
            spots = [(spot, k) for k, size in enumerate(sizes)
                     if (spot := free_spot(size, bounds, kept + taken))]
            if spots:
                break
        if not spots:
            return None
        (plate, _cost), form = _cheapest(spots, sizes)
        placed.append((form, plate.inflate(2 * gap, 2 * gap)))
    return placed


def _cheapest(spots: list[tuple[tuple[pygame.Rect, float], int]],
              sizes: tuple[tuple[int, int], ...]) -> tuple[tuple[pygame.Rect, float], int]:
    """The best of a notice's free spots, each (spot and its cost, form): a taller form
    costs twice its extra height, for fewer lines read more at a glance."""
    return min(spots, key=lambda found: (
        found[0][1] + 2 * (sizes[found[1]][1] - sizes[0][1]), found[1]))


def free_spot(size: tuple[int, int], bounds: pygame.Rect, blocked: list[pygame.Rect],
              top_only: bool = False) -> tuple[pygame.Rect, float] | None:
    """The spot for a plate of `size` within `bounds` touching none of `blocked`, nearest
    the top centre, and what it costs (its distance down, and half its distance aside).
    Spots are tried at the top, and just below, left or right of each blocked box (every
    free spot can slide up or sideways to one of these)."""
    w, h = size
    if w > bounds.width or h > bounds.height:
        return None
    centre = bounds.centerx - w // 2
    ys = {bounds.top, *(r.bottom for r in blocked)}
    xs = [centre] if top_only else {centre, bounds.left, bounds.right - w,
                                     *(r.right for r in blocked), *(r.left - w for r in blocked)}
    best, best_cost = None, 0.0
    for y in sorted(y for y in ys if bounds.top <= y <= bounds.bottom - h):
        if best is not None and y - bounds.top >= best_cost:
            break   # lower spots cost more than the best already found
        for x in xs:
            if not bounds.left <= x <= bounds.right - w:
                continue
            spot = pygame.Rect(x, y, w, h)
            cost = (y - bounds.top) + SIDEWAYS * abs(x - centre)
            if (best is None or cost < best_cost) and spot.collidelist(blocked) < 0:
                best, best_cost = spot, cost
    return (best, best_cost) if best is not None else None
