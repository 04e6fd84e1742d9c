"""One game's table cut out of a catalogue file, so that a game can be opened without
parsing every game's rules text (tomllib reads strings a character at a time: the whole
catalogue is most of a table's start-up, and it grows with every game added).

The cut is checked by parsing it: anything but exactly the one table asked for means
"not found here", and the caller reads the whole file instead.
"""

from __future__ import annotations

import re
import tomllib

_HEADER = re.compile(r"\[\[?\s*([^\[\]]+?)\s*\]\]?\s*(#.*)?")
_QUOTES = ('"""', "'''")


def table_in(text: str, name: str) -> dict | None:
    """The fields of the top-level table `[name]` in the TOML `text`, or None if it is not
    there (or the cut does not parse to exactly that table)."""
    section = _section(text, name)
    if section is None:
        return None
    try:
        parsed = tomllib.loads(section)
    except tomllib.TOMLDecodeError:
        return None
    if list(parsed) != [name] or not isinstance(parsed[name], dict):
        return None
    return parsed[name]


def _section(text: str, name: str) -> str | None:
    """The lines from the header `[name]` to the next header of another table (its own
    sub-tables `[name.x]` stay in), headers inside multi-line strings not counted."""
    if f"[{name}]" not in text:
        return None
    lines = text.splitlines(keepends=True)
    start, inside = None, None
    for i, line in enumerate(lines):
        if inside is None:
            header = _HEADER.fullmatch(line.strip())
            table = header.group(1) if header else None
            if table and start is not None and not table.startswith(f"{name}."):
                return "".join(lines[start:i])
            if table == name:
                start = i
        inside = _quote_after(line, inside)
    return "".join(lines[start:]) if start is not None else None


def _quote_after(line: str, inside: str | None) -> str | None:
    """The multi-line string's quote still open at the end of `line` (None: none)."""
    pos = 0
    while True:
        if inside is None:
            found = [(line.find(q, pos), q) for q in _QUOTES if line.find(q, pos) >= 0]
            if not found:
                return None
            pos, inside = min(found)
        else:
            pos = line.find(inside, pos)
            if pos < 0:
                return inside
            inside = None
        pos += 3
