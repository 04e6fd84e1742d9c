"""One element of an SVG card theme as a small SVG document of its own (pure XML).

SVG renderers draw whole documents; a card theme holds all cards in one. To draw the
card with id "queen_heart" we write a document that keeps only what that card needs:
the element itself, its ancestors (as empty shells, for their transforms and inherited
styles), every element it refers to by `#id` (gradients, symbols, clip paths, patterns,
transitively) moved into a `<defs>`, and the theme's `<style>` sheets. The element's
box (found by the raster side, see svg_raster.py) becomes the new viewBox.

    doc = SvgDocument.load(path)           # .svg or gzip-compressed .svgz
    doc.fragment("1_spade", box=(0, 0, 80, 123), size=(120, 168))
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
_REFERENCE = re.compile(r"url\(\s*['\"]?#([^)'\"\s]+)['\"]?\s*\)")
_HREFS = ("href", f"{{{XLINK_NS}}}href")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")

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


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _number(text: str | None) -> float | None:
    match = _NUMBER.match(text.strip()) if text else None
    return float(match.group()) if match else None


class SvgDocument:
    def __init__(self, root: ET.Element) -> None:
        if _local(root.tag) != "svg":
            raise SvgError("the file's root element is not <svg>")
        self.root = root
        self.parent: dict[ET.Element, ET.Element] = {}
        self.by_id: dict[str, ET.Element] = {}
        self.styles: list[ET.Element] = []
        for parent in root.iter():
            for child in parent:
                self.parent[child] = parent
        for element in root.iter():
            key = element.get("id")
            if key is not None and key not in self.by_id:
                self.by_id[key] = element
            if _local(element.tag) == "style":
                self.styles.append(element)
        self.viewbox = self._viewbox()

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
        try:
            return cls(ET.fromstring(data))
        except ET.ParseError as error:
            raise SvgError(f"the file is not well-formed XML ({error})") from None

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
        return element_id in self.by_id

    # --- the fragment --------------------------------------------------------------------
    def _references(self, element: ET.Element) -> set[str]:
        found = set()
        for node in element.iter():
            for name, value in node.attrib.items():
                if name in _HREFS and value.startswith("#"):
                    found.add(value[1:])
                elif "url(" in value:
                    found.update(_REFERENCE.findall(value))
        return found

    def _needed(self, element: ET.Element) -> list[ET.Element]:
        """Elements outside `element` it refers to, directly or through others."""
        inside = set(element.iter())
        todo, seen, needed = list(self._references(element)), set(), []
        while todo:
            key = todo.pop()
            if key in seen or key not in self.by_id:
                continue
            seen.add(key)
            target = self.by_id[key]
            if target in inside:
                continue
            needed.append(target)
            inside.update(target.iter())
            todo.extend(self._references(target))
        return needed

    def _ancestors(self, element: ET.Element) -> list[ET.Element]:
        chain = []
        node = self.parent.get(element)
        while node is not None and node is not self.root:
            chain.append(node)
            node = self.parent.get(node)
        return chain[::-1]

    def fragment(self, element_id: str, box: Box | None = None,
                 size: tuple[int, int] | None = None, stretch: bool = False) -> str:
        """A standalone document drawing only `element_id`, showing `box` (default: the
        whole theme's viewBox) at `size` pixels (default: the box's size)."""
        element = self.by_id.get(element_id)
        if element is None:
            raise KeyError(element_id)
        box = box or self.viewbox
        width, height = size or (max(1, round(box[2])), max(1, round(box[3])))
        root = ET.Element(f"{{{SVG_NS}}}svg", {
            "version": "1.1",
            "width": str(width), "height": str(height),
            "viewBox": " ".join(f"{v:.4f}" for v in box),
            "preserveAspectRatio": "none" if stretch else "xMidYMid meet",
        })
        defs = ET.SubElement(root, f"{{{SVG_NS}}}defs")
        defs.extend(self.styles)
        defs.extend(self._needed(element))
        holder = root
        for ancestor in self._ancestors(element):
            if _local(ancestor.tag) in ("defs", "symbol"):  # drawn only through a <use>
                continue
            attrs = {k: v for k, v in ancestor.attrib.items() if k != "id"}
            attrs.pop("display", None)  # a hidden Inkscape layer still holds its cards
            if "style" in attrs:
                attrs["style"] = re.sub(r"display\s*:\s*none\s*;?", "", attrs["style"])
            holder = ET.SubElement(holder, f"{{{SVG_NS}}}g", attrs)
        holder.append(element)
        return ET.tostring(root, encoding="unicode")
