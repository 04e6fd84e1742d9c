"""Card themes drawn off the frame loop: the drawing worker's side (svg_service.py is
the game's). A worker process parses each theme once, draws the cards it is sent, one at
a time, and sends each back packed (svg_faces.pack) as soon as it is drawn; it ends by
itself when idle (IDLE_EXIT). resvg holds Python's lock while it draws, so drawing runs
in worker processes, never in a thread of the game.

A job is (theme path, element ids, width, height) — no ids: the theme is only read, ahead
of its cards (SvgService.prepare); every answer is one of
    ("card", path, element_id, width, height, packed RGBA | None)  None: not in the theme
    ("broken", path, message)                                      the theme cannot be read
"""

from __future__ import annotations

import json
import os
import queue
from collections import OrderedDict
from pathlib import Path

IDLE_EXIT = 20.0    # seconds without a job before a worker ends (its theme freed)
# The worker's priority, a little below the game's (os.nice): while a deck loads, the
# game's short frames (the loading notice, the chooser) go first on a busy machine; on
# a free core the worker draws as fast as ever
WORKER_NICENESS = 4
KEEP_DOCUMENTS = 2  # themes a worker keeps read (the Dondorf theme: its 11 MB of text)


SIDEWAYS = "its cards lie on their side"
# The boxes' file version: before 2, a back's box was the small look's, a margin round it
BOXES = 2


def sideways(path: str) -> bool:
    """Whether a theme is known (from its remembered boxes) to have cards wider than
    tall: the deck chooser does not offer it."""
    file = boxes_file(path)
    try:
        boxes = json.loads(file.read_text()) if file is not None else {}
        return any(isinstance(box, list) and len(box) == 4 and box[2] > box[3]
                   for box in boxes.values())
    except (OSError, ValueError, AttributeError, TypeError):
        return False


def boxes_file(path: str) -> Path | None:
    """Where a theme's card boxes are remembered between sessions (in our cache
    folder, named after the theme file, its size and time), or None if it is gone."""
    from game.render.svg_faces import theme_key
    from game.store.paths import cache_dir

    key = theme_key(path)
    return None if key is None else cache_dir() / "deck-boxes" / f"{key}-{BOXES}.json"


class Drawer:
    """Parses themes (a few kept) and draws their cards; remembers each card's box, in
    memory and on disk (finding a box costs a drawing: a later session saves it)."""

    def __init__(self, remember: bool = True) -> None:
        self.documents: OrderedDict[str, object] = OrderedDict()
        self.boxes: dict[tuple[str, str], tuple] = {}
        self.remember = remember
        self._unsaved: set[str] = set()

    def _load_boxes(self, path: str) -> None:
        file = boxes_file(path) if self.remember else None
        try:
            saved = json.loads(file.read_text()) if file is not None else {}
        except (OSError, ValueError):
            return  # none yet, or damaged: found again by drawing
        if isinstance(saved, dict):
            for name, box in saved.items():
                if isinstance(box, list) and len(box) == 4 and all(
                        isinstance(v, int | float) for v in box) and box[2] > 0 and box[3] > 0:
                    self.boxes[(path, name)] = tuple(box)

    def save_boxes(self) -> None:
        for path in self._unsaved:
            file = boxes_file(path)
            if file is None:
                continue
            found = {name: list(box) for (p, name), box in self.boxes.items() if p == path}
            temporary = file.with_suffix(".tmp")
            try:
                file.parent.mkdir(parents=True, exist_ok=True)
                temporary.write_text(json.dumps(found))
                temporary.replace(file)
                file.with_name(file.name.replace(f"-{BOXES}.json", ".json")).unlink(
                    missing_ok=True)  # (the version before's)
            except OSError:  # a cache: without it the next session draws boxes again
                try:
                    temporary.unlink(missing_ok=True)  # a full disk leaves no half file
                except OSError:
                    pass
        self._unsaved.clear()

    def document(self, path: str):
        from game.render.svg_doc import SvgDocument

        doc = self.documents.get(path)
        if doc is None:
            doc = self.documents[path] = SvgDocument.load(Path(path))
            self._load_boxes(path)
            while len(self.documents) > KEEP_DOCUMENTS:
                self.documents.popitem(last=False)
        self.documents.move_to_end(path)
        return doc

    def draw(self, path: str, element_id: str, width: int, height: int) -> bytes | None:
        """A card's pixels at width×height (None: not in the theme, or it draws nothing).
        Its box, if not known, is looked for first: a card found lying on its side makes
        the whole theme unusable (ValueError, and `sideways` remembers it)."""
        from game.render import svg_raster

        doc = self.document(path)
        name = element_id
        if not doc.has(name):  # a theme of the other family's naming: club_1 ↔ 1_club
            first, _, second = name.partition("_")
            name = f"{second}_{first}"
            if not doc.has(name):
                return None
        known = self.boxes.get((path, name))
        looked = None
        if known is None:
            looked = svg_raster.coarse_look(doc, name)
            if looked is None:
                return None
            if looked[1][2] > looked[1][3]:  # (its ink, wider than tall)
                self.boxes[(path, name)] = looked[0]
                self._unsaved.add(path)
                raise ValueError(SIDEWAYS)
        drawn = svg_raster.render_element(doc, name, width, height, known, looked)
        if drawn is None:
            return None
        pixels, self.boxes[(path, name)] = drawn
        if known is None and self.remember:
            self._unsaved.add(path)
        return pixels

    def check_shape(self, path: str) -> None:
        """A theme whose cards lie on their side (KDE's Future: cartridges wider than
        tall) cannot fill our upright places: ValueError, so it is not used (and not
        offered again: `sideways`). Told by a box remembered from an earlier session;
        else by the first card drawn (`draw`), at no cost of its own."""
        self.document(path)
        if any(box[2] > box[3] for (p, _name), box in self.boxes.items() if p == path):
            raise ValueError(SIDEWAYS)

    def run(self, job: tuple):
        """Draw a job's cards, yielding each answer (its pixels packed) as it is ready; a
        job of no cards reads the theme (ahead of its cards: `SvgService.prepare`)."""
        from game.render.svg_faces import pack

        path, ids, width, height = job
        try:
            self.check_shape(path)
            for element_id in ids:
                pixels = self.draw(path, element_id, width, height)
                yield ("card", path, element_id, width, height,
                       None if pixels is None else pack(pixels))
        except (OSError, ValueError, KeyError, MemoryError) as error:
            # SvgError is a ValueError; resvg raises ValueError for what it cannot draw
            self.documents.pop(path, None)
            yield ("broken", path, str(error) or type(error).__name__)
        finally:
            self.save_boxes()


def worker_main(requests, replies, idle: float | None = None) -> None:
    """A worker process: one job at a time, each card's answer sent as it is drawn; it
    ends after `idle` seconds without a job (the service starts another when asked).
    What drawing needs is imported before the first job comes (a worker started ahead
    of a choice, `SvgService.warm`, is ready for it)."""
    if hasattr(os, "nice"):
        os.nice(WORKER_NICENESS)
    from game.render import svg_doc, svg_faces, svg_raster  # noqa: F401

    drawer = Drawer()
    while True:
        try:
            job = requests.get(timeout=idle)
        except queue.Empty:
            return
        while job is not None and not job[1]:  # only a theme to read ahead of its cards:
            try:                               # not if a job came since (the player
                job = requests.get_nowait()    # stepped on through the decks)
            except queue.Empty:
                break
        if job is None:
            return
        for answer in drawer.run(job):
            replies.put(answer)
