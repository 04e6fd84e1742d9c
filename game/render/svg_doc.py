"""One element of an SVG card theme as a small SVG document of its own (pure XML).

SVG renderers draw whole documents; a card theme holds all cards in one. To draw the
card with id "queen_heart" we write a document that keeps only what that card needs:
the element itself, its ancestors (as empty shells, for their transforms and inherited
styles), every element it refers to by `#id` (gradients, symbols, clip paths, patterns,
transitively) moved into a `<defs>`, and the theme's `<style>` sheets. The element's
box (found by the raster side, see svg_raster.py) becomes the new viewBox.

    doc = SvgDocument.load(path)           # .svg or gzip-compressed .svgz
    doc.fragment("1_spade", box=(0, 0, 80, 123), size=(120, 168))

The document is not parsed into a tree: its tags are found by one pass of a regular
expression (where each element starts and ends, its parent, its id), and a fragment is
the elements' own text copied. Themes are mostly long path data (KDE's Dondorf: 11 MB
in 1650 elements), which that pass skips in C: ~30 ms where building the tree took
~170 ms and ~60 MB, in each drawing worker. A document of a shape this does not copy
safely (entities declared in its DOCTYPE, namespaces declared below its root) is read
by ElementTree once and written out plainly first.
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from xml.sax.saxutils import unescape

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
# A tag (group 1: "/" for an end tag, 2: its name, 3: its attributes, a last "/" for an
# empty element) — or a comment, CDATA, processing instruction or DOCTYPE (no groups).
_TOKEN = re.compile(r"""<(?:!--.*?-->|!\[CDATA\[.*?\]\]>|\?.*?\?>|!DOCTYPE(?:[^\[>]|\[.*?\])*>"""
                    r"""|(/?)([^\s/>!?]+)((?:[^>"']+|"[^"]*"|'[^']*')*)>)""", re.S)
_ATTRIBUTE = re.compile(r"""([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
# (two patterns, each starting with its word: found by a fast search, not tried at
# every space of the path data)
_REFERENCES = (re.compile(r"""url\(\s*['"]?#([^)'"\s]+)['"]?\s*\)"""),
               re.compile(r"""href\s*=\s*(?:"#([^"]*)"|'#([^']*)')"""))
_ID = re.compile(r"""id\s*=\s*(?:"([^"]*)"|'([^']*)')""")  # (its word first: a fast search)
_ENCODING = re.compile(rb"""^<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']""")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ENTITIES = {"&quot;": '"', "&apos;": "'"}

ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)

Box = tuple[float, float, float, float]  # x, y, width, height in the theme's user units


class SvgError(ValueError):
    """The file is not an SVG document we can read."""


def _gunzip(data: bytes) -> bytes:
    """A .svgz's text: zlib reads its one gzip member a quarter faster than the gzip
    module does (a second member, unusual, is left to the gzip module)."""
    reader = zlib.decompressobj(16 + zlib.MAX_WBITS)
    text = reader.decompress(data)
    if not reader.eof:
        raise EOFError("the compressed file is cut short")
    return text if not reader.unused_data else gzip.decompress(data)


def _number(text: str | None) -> float | None:
    match = _NUMBER.match(text.strip()) if text else None
    return float(match.group()) if match else None


def _attributes(text: str) -> dict[str, str]:
    """A start tag's attributes, their values unescaped."""
    found = {}
    for match in _ATTRIBUTE.finditer(text):
        value = match.group(2) if match.group(2) is not None else match.group(3)
        found[match.group(1)] = unescape(value, _ENTITIES) if "&" in value else value
    return found


def _id_of(attrs: str) -> str | None:
    """A start tag's id (found by searching for its word: a tag's long path data is
    passed over in C, never copied)."""
    for match in _ID.finditer(attrs):
        if match.start() == 0 or attrs[match.start() - 1].isspace():  # (not "grid=")
            value = match.group(1) if match.group(1) is not None else match.group(2)
            return unescape(value, _ENTITIES) if "&" in value else value
    return None


def _quoted(value: str) -> str:
    return '"' + value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;") + '"'


def _decoded(data: bytes | str) -> str:
    if isinstance(data, str):
        return data
    declared = _ENCODING.match(data)
    try:
        return data.decode(declared.group(1).decode() if declared else "utf-8")
    except (LookupError, UnicodeDecodeError) as error:
        raise SvgError(f"the file's text cannot be read ({error})") from None


def _plain(text: str) -> str:
    """A document with entities declared in its DOCTYPE, or namespaces declared below
    its root, as ElementTree writes it (entities replaced, every namespace at the root)."""
    try:
        return ET.tostring(ET.fromstring(text), encoding="unicode")
    except ET.ParseError as error:
        raise SvgError(f"the file is not well-formed XML ({error})") from None


class SvgDocument:
    def __init__(self, text: str) -> None:
        self.text = text
        self.start: list[int] = []    # per element (in document order): where it starts,
        self.end: list[int] = []      # … where it ends (after its end tag),
        self.tag_end: list[int] = []  # … where its start tag ends,
        self.name: list[str] = []     # … its tag's name, and its parent's index (-1: none)
        self.parent: list[int] = []
        self.ids: dict[str, int] = {}  # the first element of each id
        self.styles: list[int] = []
        self._needs: dict[int, list[int]] = {}
        self._scan()
        if not self.name or self.name[0].rpartition(":")[2] != "svg":
            raise SvgError("the file's root element is not <svg>")
        self.root = _attributes(self._attrs(0))
        self.viewbox = self._viewbox()

    def _scan(self) -> None:
        start, end, tag_end, names, parent = \
            self.start, self.end, self.tag_end, self.name, self.parent
        open_: list[int] = []
        for match in _TOKEN.finditer(self.text):
            closing, name, attrs = match.group(1, 2, 3)
            if name is None:
                continue  # a comment, CDATA, a processing instruction, the DOCTYPE
            if closing:
                if not open_ or names[open_[-1]] != name:
                    raise SvgError(f"the file is not well-formed XML (</{name}> at "
                                   f"{match.start()} closes nothing open)")
                end[open_.pop()] = match.end()
                continue
            if start and not open_:
                raise SvgError("the file is not well-formed XML (a second root element)")
            index = len(start)
            start.append(match.start())
            end.append(match.end())
            tag_end.append(match.end())
            names.append(name)
            parent.append(open_[-1] if open_ else -1)
            empty = attrs.endswith("/")
            if "id" in attrs:
                key = _id_of(attrs)
                if key is not None and key not in self.ids:
                    self.ids[key] = index
            if name == "style" or name.endswith(":style"):
                self.styles.append(index)
            if not empty:
                open_.append(index)
        if open_:
            raise SvgError(f"the file is not well-formed XML (<{names[open_[-1]]}> is "
                           "never closed)")

    @classmethod
    def load(cls, path: Path) -> SvgDocument:
        data = Path(path).read_bytes()
        if data[:2] == b"\x1f\x8b":  # .svgz
            try:
                data = _gunzip(data)
            except (OSError, EOFError, zlib.error) as error:
                raise SvgError(f"the compressed file is damaged ({error})") from None
        return cls.parse(data)

    @classmethod
    def parse(cls, data: bytes | str) -> SvgDocument:
        text = _decoded(data)
        doc = cls(text)
        if doc._copies_safely():
            return doc
        return cls(_plain(text))

    def _copies_safely(self) -> bool:
        """Whether an element's text means the same in a fragment: no entity of the
        DOCTYPE's, every namespace declared at the root (copied to the fragment's)."""
        if "<!ENTITY" in self.text[:self.start[0]]:
            return False
        return self.text.find("xmlns", self.tag_end[0]) < 0  # (one search, in C)

    def _viewbox(self) -> Box:
        box = self.root.get("viewBox")
        if box:
            values = [float(v) for v in _NUMBER.findall(box)]
            if len(values) == 4 and values[2] > 0 and values[3] > 0:
                return (values[0], values[1], values[2], values[3])
        width, height = _number(self.root.get("width")), _number(self.root.get("height"))
        if width and height and width > 0 and height > 0:
            return (0.0, 0.0, width, height)
        raise SvgError("the document has neither a viewBox nor a width and height")

    def has(self, element_id: str) -> bool:
        return element_id in self.ids

    # --- the fragment --------------------------------------------------------------------
    def _attrs(self, index: int) -> str:
        """Element `index`'s attribute text (not kept: the path data is most of a theme)."""
        text = self.text[self.start[index] + 1 + len(self.name[index]):self.tag_end[index] - 1]
        return text[:-1] if text.endswith("/") else text

    def _element_text(self, index: int) -> str:
        return self.text[self.start[index]:self.end[index]]

    def _references(self, index: int) -> set[str]:
        found = set()
        text = self._element_text(index)
        for pattern in _REFERENCES:
            for match in pattern.finditer(text):
                key = next(g for g in match.groups() if g is not None)
                found.add(unescape(key, _ENTITIES) if "&" in key else key)
        return found

    def _needed(self, index: int) -> list[int]:
        """Elements outside element `index` it refers to, directly or through others
        (found once: a card's fragment is written for its look and for its drawing)."""
        if index not in self._needs:
            self._needs[index] = self._find_needed(index)
        return self._needs[index]

    def _find_needed(self, index: int) -> list[int]:
        inside = [index]  # (an element within one of these is copied with it)
        todo, seen, needed = list(self._references(index)), set(), []
        while todo:
            key = todo.pop()
            if key in seen or key not in self.ids:
                continue
            seen.add(key)
            target = self.ids[key]
            if any(self.start[i] <= self.start[target] < self.end[i] for i in inside):
                continue
            needed.append(target)
            inside.append(target)
            todo.extend(self._references(target))
        return needed

    def _ancestors(self, index: int) -> list[int]:
        chain = []
        node = self.parent[index]
        while node > 0:  # (not the root)
            chain.append(node)
            node = self.parent[node]
        return chain[::-1]

    def _shell(self, index: int) -> str:
        """An ancestor's start tag as a group: its attributes but its id, and shown (a
        hidden Inkscape layer still holds its cards)."""
        attrs = _attributes(self._attrs(index))
        attrs.pop("id", None)
        attrs.pop("display", None)
        if "style" in attrs:
            attrs["style"] = re.sub(r"display\s*:\s*none\s*;?", "", attrs["style"])
        return "<g" + "".join(f" {k}={_quoted(v)}" for k, v in attrs.items()) + ">"

    def fragment(self, element_id: str, box: Box | None = None,
                 size: tuple[int, int] | None = None, stretch: bool = False) -> str:
        """A standalone document drawing only `element_id`, showing `box` (default: the
        whole theme's viewBox) at `size` pixels (default: the box's size)."""
        index = self.ids.get(element_id)
        if index is None:
            raise KeyError(element_id)
        box = box or self.viewbox
        width, height = size or (max(1, round(box[2])), max(1, round(box[3])))
        namespaces = {k: v for k, v in self.root.items() if k.startswith("xmlns:")}
        namespaces.setdefault("xmlns:xlink", XLINK_NS)
        head = {"xmlns": SVG_NS, **namespaces, "version": "1.1",
                "width": str(width), "height": str(height),
                "viewBox": " ".join(f"{v:.4f}" for v in box),
                "preserveAspectRatio": "none" if stretch else "xMidYMid meet"}
        shells = [self._shell(i) for i in self._ancestors(index)
                  if self.name[i].rpartition(":")[2] not in ("defs", "symbol")]
        # (drawn only through a <use>, a defs or symbol ancestor is left out)
        return "".join([
            "<svg", *(f" {k}={_quoted(v)}" for k, v in head.items()), "><defs>",
            *(self._element_text(i) for i in self.styles),
            *(self._element_text(i) for i in self._needed(index)), "</defs>",
            *shells, self._element_text(index), "</g>" * len(shells), "</svg>"])
