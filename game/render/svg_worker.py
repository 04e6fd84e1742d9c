"""Card themes drawn off the frame loop: `SvgService` posts jobs, the worker draws them.

In "process" mode (playing) a spawned worker process parses each theme once, draws the
cards asked for, one at a time, and sends back raw RGBA bytes, so no frame waits for a
theme (resvg holds Python's lock while it draws: a thread would stall the frames). It is
started when cards are asked for and ends when idle (IDLE_EXIT) or no longer needed. In
"inline" mode (headless: tests, screenshots, tools) a request is drawn at once. If the
worker process dies, the service carries on inline.

A job is (theme path, element ids, width, height, keep); every answer is one of
    ("card", path, element_id, width, height, rgba bytes | None)   None: not in the theme
    ("broken", path, message)                                      the theme cannot be read
"""

from __future__ import annotations

import json
import os
import queue
from collections import OrderedDict, defaultdict
from pathlib import Path

IDLE_EXIT = 20.0    # seconds without a job before the worker ends (its theme freed)
KEEP_DOCUMENTS = 2  # parsed themes a worker keeps (the Dondorf theme is ~60 MB parsed)
MODE_VARIABLE = "REUSSITE_SVG_WORKER"  # "inline" or "process": overrides the default


def default_mode() -> str:
    mode = os.environ.get(MODE_VARIABLE)
    if mode in ("inline", "process"):
        return mode
    return "inline" if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen") else "process"


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
        """Draw a job's cards, yielding each answer as it is ready. A job marked `keep`
        (the whole deck at a size) is kept on disk once drawn (svg_faces.py)."""
        path, ids, width, height, *rest = job
        kept: dict[str, bytes | None] | None = {} if rest and rest[0] and self.remember \
            else None
        try:
            self.check_shape(path)
            for element_id in ids:
                pixels = self.draw(path, element_id, width, height)
                if kept is not None:
                    kept[element_id] = pixels
                yield ("card", path, element_id, width, height, pixels)
            if kept:
                from game.render.svg_faces import save_faces

                save_faces(path, width, height, kept)
        except (OSError, ValueError, KeyError, MemoryError) as error:
            # SvgError is a ValueError; resvg raises ValueError for what it cannot draw
            self.documents.pop(path, None)
            yield ("broken", path, str(error) or type(error).__name__)
        finally:
            self.save_boxes()


def worker_main(requests, replies, idle: float | None = None) -> None:
    """The worker process: one job at a time, each card's answer sent as it is drawn;
    it ends after `idle` seconds without a job (the service starts another when asked)."""
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


class SvgService:
    """The game's side: `request` a theme's cards at a size, `take` what has been drawn.

    The worker is started when cards are asked for and ends by itself IDLE_EXIT seconds
    after its last job (a parsed theme holds tens of MiB), or at once by `stop_worker`
    (our own deck chosen again); cards it still owed are asked of the next one."""

    def __init__(self, mode: str | None = None, idle: float = IDLE_EXIT) -> None:
        self.mode = mode or default_mode()
        if self.mode not in ("process", "inline"):
            raise ValueError(f"mode is 'process' or 'inline', not {self.mode!r}")
        self.idle = idle
        self._drawer = Drawer()
        self._ready: dict[str, list[tuple]] = defaultdict(list)
        # (path, width, height) → element ids asked of the worker, not answered yet
        self._owed: dict[tuple[str, int, int], list[str]] = {}
        self._process = None
        self._requests = self._replies = None

    def _start(self) -> None:
        from game.worker_process import WorkerProcess

        self._process = WorkerProcess(f"{__name__}:worker_main", (self.idle,), "reussite-decks")
        self._requests, self._replies = self._process.requests, self._process.replies

    @property
    def working(self) -> bool:
        """Whether a worker process is there now."""
        return self._process is not None and self._process.is_alive()

    def request(self, path: Path, ids: list[str], width: int, height: int,
                keep: bool = False) -> None:
        """Draw `ids` of a theme at a size; `keep`: they are the whole deck, to be kept on
        disk once drawn."""
        job = (str(path), list(ids), width, height, keep)
        if self.mode == "process":
            if self._process is None:
                self._start()
            if self._alive():
                owed = self._owed.setdefault((job[0], width, height), [])
                owed.extend(i for i in job[1] if i not in owed)
                self._requests.put(job)
                return
        for answer in self._drawer.run(job):
            self._ready[answer[1]].append(answer)

    def _alive(self) -> bool:
        """Whether the worker is there; one that ended by itself (idle) is started again
        for the cards it still owed; one that died makes the service draw inline."""
        if self._process is not None and not self._process.is_alive():
            ended_idle = self._process.exitcode == 0
            self._forget_worker()
            if not ended_idle:
                self.mode = "inline"  # the worker died: draw in the loop from now on
                self._owed.clear()    # (the decks ask again for what they miss)
            elif self._owed:
                owed, self._owed = self._owed, {}
                for (path, width, height), ids in owed.items():
                    self.request(path, ids, width, height)
        return self._process is not None

    def _forget_worker(self) -> None:
        if self._process is not None:
            self._process.close()
        self._process = self._requests = self._replies = None

    def take(self, path: Path) -> list[tuple]:
        """The answers for one theme that arrived since the last call."""
        if self._process is not None:
            self._read_replies()
            self._alive()
        return self._ready.pop(str(path), [])

    def _read_replies(self) -> None:
        while True:
            try:
                answer = self._replies.get_nowait()
            except (queue.Empty, OSError, ValueError):
                return
            self._ready[answer[1]].append(answer)
            if answer[0] == "broken":
                for key in [k for k in self._owed if k[0] == answer[1]]:
                    del self._owed[key]
                continue
            owed = self._owed.get((answer[1], answer[3], answer[4]))
            if owed is not None and answer[2] in owed:
                owed.remove(answer[2])
                if not owed:
                    del self._owed[(answer[1], answer[3], answer[4])]

    def stop_worker(self) -> None:
        """End the worker now (no installed deck is in use); the answers it sent are
        kept, and a later request starts another."""
        if self._process is None:
            return
        self._read_replies()
        self._requests.put(None)  # ends it after the job under way
        self._process.join(timeout=0.5)
        if self._process.is_alive():
            self._process.terminate()  # (its last answer may be half sent: not read)
            self._process.join(timeout=1)
        else:
            self._read_replies()
        self._forget_worker()
        self._owed.clear()

    def close(self) -> None:
        self.stop_worker()


_SERVICE: SvgService | None = None


def service() -> SvgService:
    """The one service the decks share, started on first use."""
    global _SERVICE
    if _SERVICE is None:
        _SERVICE = SvgService()
    return _SERVICE


def started() -> SvgService | None:
    """The shared service if a deck has asked for it, else None."""
    return _SERVICE


def use_service(chosen: SvgService | None) -> None:
    """Make `chosen` the shared service (tools that time the worker); None: start anew."""
    global _SERVICE
    _SERVICE = chosen
