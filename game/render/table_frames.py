"""Draw what changed: the table's frames composed from a kept still layer.

A full redraw of a table costs tens of milliseconds at full screen (all of it at 4K), so
a frame redraws only the places where something changed since the frame before:

- the still layer (felt, places, labels, resting cards: render/table_layers.py) is kept
  in a surface of its own, drawn whole only when the table is laid out anew (a resize,
  a new layout, another deck, cloth or theme: the `key`); a resting part that changed
  (a card landed, left, turned) is redrawn there, clipped to where it was and is;
- every part drawn over it (cards in flight, badges, marks, the dragged cards, and what
  the scene adds: its bars, hint, focus ring, notices) says where it lies and what it
  shows; where a part changed, its old and new boxes are dirty.

Each dirty box is composed as a full frame would draw it: the still layer copied, then
everything over it drawn again, clipped to the box. Nothing outside the dirty boxes
changed, so the screen equals a full redraw pixel for pixel (tests/test_dirty_frames.py).
A part whose box is None covers the whole screen (a celebration).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game import memory
from game.render import table_layers
from game.render.table_layers import Shown

# Past this share of the screen, one box of the whole screen is cheaper: the cost is the
# pixels (copied, drawn over, shown) more than the boxes, and a dialog's panel is one box
# of half the screen
WHOLE = 0.75


def changed_boxes(before: dict, now: dict) -> list[pygame.Rect | None]:
    """The boxes of every part that appeared, went or changed (its old box and new)."""
    boxes: list[pygame.Rect | None] = []
    for key, (box, shows) in now.items():
        old = before.get(key)
        if old is None:
            boxes.append(box)
        elif old[1] != shows or old[0] != box:
            boxes += [old[0], box]
    boxes += [before[key][0] for key in before.keys() - now.keys()]
    return boxes


def merged(boxes: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
    """The boxes within the screen, two joined where their join covers no more than the
    two do. Boxes may overlap: each is composed whole, so a pixel drawn twice is the same."""
    pending = [box.clip(screen) for box in boxes]
    pending = [box for box in pending if box.width > 0 and box.height > 0]
    done: list[pygame.Rect] = []
    while pending:
        box = pending.pop()
        for k, other in enumerate(done):
            union = box.union(other)
            if union.width * union.height <= (
                    box.width * box.height + other.width * other.height):
                del done[k]
                pending.append(union)
                break
        else:
            done.append(box)
    return done


# The still layer of the table left last, for the next one at the same size (a new deal
# is a new table): a screen-sized surface is not made anew each deal (its fresh pages
# cost ~40 ms at 3840x2160 on a busy machine), and the two never live together. Dropped
# when memory is given back (a left table's screen: the menu, the statistics…).
_spare: list[pygame.Surface] = []
memory.on_give_back(_spare.clear)


def still_layer(size: tuple[int, int], like: pygame.Surface) -> pygame.Surface:
    """A surface of `size` in `like`'s pixel format for a still layer: the spare if it
    fits, else a new one."""
    spare = _spare.pop() if _spare else None
    if spare is not None and spare.get_size() == size \
            and (spare.get_bitsize(), spare.get_masks()) == (like.get_bitsize(),
                                                           like.get_masks()):
        return spare
    return pygame.Surface(size, 0, like)


class TableFrames:
    """The kept still layer of one table and the parts of its last frame."""

    def __init__(self) -> None:
        self.still: pygame.Surface | None = None
        self.key: Hashable = None          # what the still layer was drawn for
        self.frame = -2                    # the number of the frame last composed
        self.target: pygame.Surface | None = None  # the surface it was composed on
        self.still_parts: dict = {}
        self.over_parts: dict = {}

    def forget(self) -> None:
        """The next frame is drawn whole; the still layer is left for the next table."""
        if self.still is not None:
            _spare[:] = [self.still]
        self.__init__()

    def compose(self, view, surface: pygame.Surface, shown: Shown, frame: int,
                key: Hashable, scene_parts: dict,
                draw_scene: Callable[[pygame.Surface], None]) -> list[pygame.Rect] | None:
        """Bring `surface` to this frame; returns the boxes redrawn, or None when it was
        drawn whole. `frame`: the app's frame number (a frame between the last one and
        this one drawn by someone else makes this one whole); `scene_parts`: the
        scene's own parts over the table; `draw_scene` draws them (clipped)."""
        screen = surface.get_rect()
        whole = (frame != self.frame + 1 or surface is not self.target
                 or key != self.key or self.still is None
                 or self.still.get_size() != screen.size)
        self.frame, self.target = frame, surface
        still_parts = table_layers.still_parts(view, shown)
        over_parts = {**table_layers.over_parts(view, shown), **scene_parts}
        if key != self.key or self.still is None or self.still.get_size() != screen.size:
            if self.still is None or self.still.get_size() != screen.size:
                self.still = still_layer(screen.size, surface)
            self.key = key
            table_layers.draw_still(view, self.still, shown)
            still_boxes: list = []
        else:
            still_boxes = changed_boxes(self.still_parts, still_parts)
            for box in merged([b for b in still_boxes if b is not None], screen):
                self.still.set_clip(box)
                table_layers.draw_still(view, self.still, shown)
            self.still.set_clip(None)
        over_boxes = changed_boxes(self.over_parts, over_parts)
        self.still_parts, self.over_parts = still_parts, over_parts
        boxes = still_boxes + over_boxes
        whole = whole or any(box is None for box in boxes)
        dirty = [] if whole else merged(boxes, screen)
        if whole or sum(b.width * b.height for b in dirty) > WHOLE * screen.width * screen.height:
            dirty, whole = [screen], True
        for box in dirty:
            surface.set_clip(box)
            surface.blit(self.still, box, box)
            table_layers.draw_over(view, surface, shown)
            draw_scene(surface)
        surface.set_clip(None)
        return None if whole else dirty
