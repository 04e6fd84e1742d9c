"""Card themes drawn off the frame loop: the drawing worker's side (svg_service.py is
the game's). A worker process parses each theme once, draws the cards it is sent, one at
a time, and sends each back packed (svg_faces.pack) as soon as it is drawn; it ends by
itself when idle (IDLE_EXIT). resvg holds Python's lock while it draws, so drawing runs
in worker processes, never in a thread of the game.

A job is (theme path, element ids, width, height); every answer is one of
    ("card", path, element_id, width, height, packed RGBA | None)  None: not in the theme
    ("broken", path, message)                                      the theme cannot be read
"""

from __future__ import annotations

import json
import queue
from collections import OrderedDict
from pathlib import Path

IDLE_EXIT = 20.0    # seconds without a job before a worker ends (its theme freed)
KEEP_DOCUMENTS = 2  # parsed themes a worker keeps (the Dondorf theme is ~60 MB parsed)


SIDEWAYS = "its cards lie on their side"


def sideways(path: str) -> bool:
    """Whether a theme is known (from its remembered boxes) to have cards wider than
    tall: the deck chooser does not offer it."""
    file = boxes_file(path)
    try:
        back = json.loads(file.read_text()).get("back") if file is not None else None
    except (OSError, ValueError, AttributeError):
        return False
    return isinstance(back, list) and len(back) == 4 and back[2] > back[3]


def boxes_file(path: str) -> Path | None:
    """Where a theme's card boxes are remembered between sessions (in our cache
    folder, named after the theme file, its size and time), or None if it is gone."""
    from game.render.svg_faces import theme_key
    from game.store.paths import cache_dir

    key = theme_key(path)
    return None if key is None else cache_dir() / "deck-boxes" / f"{key}.json"


class Drawer:
    """Parses themes (a few kept) and draws their cards; remembers each card's box, in
    memory and on disk (finding a box costs a drawing: a later session saves it)."""

    def __init__(self, remember: bool = True) -> None:
        self.documents: OrderedDict[str, object] = OrderedDict()
        self.boxes: dict[tuple[str, str], tuple] = {}
        self.remember = remember
        self._unsaved: set[str] = set()
        self._shapes: dict[str, set[str]] = {}  # themes whose shape was checked

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
        from game.render import svg_raster

        doc = self.document(path)
        name = element_id
        if not doc.has(name):  # a theme of the other family's naming: club_1 ↔ 1_club
            first, _, second = name.partition("_")
            name = f"{second}_{first}"
            if not doc.has(name):
                return None
        known = self.boxes.get((path, name))
        drawn = svg_raster.render_element(doc, name, width, height, known)
        if drawn is None:
            return None
        pixels, self.boxes[(path, name)] = drawn
        if known is None and self.remember:
            self._unsaved.add(path)
        return pixels

    def check_shape(self, path: str) -> None:
        """A theme whose cards lie on their side (KDE's Future: cartridges wider than
        tall) cannot fill our upright places: ValueError, so it is not used (and not
        offered again: `sideways`)."""
        doc = self.document(path)
        if not doc.has("back") or ("back" in self._shapes.get(path, ())):
            return
        box = self.boxes.get((path, "back"))
        if box is None:
            from game.render import svg_raster

            box = svg_raster.coarse_box(doc, "back")
            if box is None:
                return
            self.boxes[(path, "back")] = box
            if self.remember:
                self._unsaved.add(path)
        if box[2] > box[3]:
            raise ValueError(SIDEWAYS)
        self._shapes.setdefault(path, set()).add("back")

    def run(self, job: tuple):
        """Draw a job's cards, yielding each answer (its pixels packed) as it is ready."""
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
    from game.render import svg_doc, svg_faces, svg_raster  # noqa: F401

    drawer = Drawer()
    while True:
        try:
            job = requests.get(timeout=idle)
        except queue.Empty:
            return
        if job is None:
            return
        for answer in drawer.run(job):
            replies.put(answer)
