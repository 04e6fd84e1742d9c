"""Reading and writing the player's TOML files without ever crashing or losing them.

Writes are atomic (temp file in the same directory, fsync, ``os.replace``), so a crash
leaves either the old file or the new one (the window has the fsyncs and the rename done
by a worker: game/store/durable.py); the temp file of a killed write is removed
the next time the folder is read. A file that cannot be used is kept aside as
``<name>.bak`` (or ``.bak.1``, ``.bak.2``, … — an older backup is never overwritten) and
the caller gets the defaults plus a notice in plain words to show the player.
"""

from __future__ import annotations

import copy
import math
import os
import tomllib
from collections.abc import Mapping
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from game.i18n import N_, _
from game.store import durable

# The words of a damage notice (see damage_notice), English and marked for translation.
DEFAULTS_USED = N_("the defaults are used")
UNREADABLE = N_("could not be read")
DAMAGED = N_("was damaged")

TOML_INT_MIN, TOML_INT_MAX = -(2**63), 2**63 - 1
STALE_TEMP_SECONDS = 60.0  # a temp file this old is a write that was killed, not one running


def read_toml(
    path: Path,
    default: dict[str, Any],
    *,
    what: str | None = None,
    consequence: str = DEFAULTS_USED,
) -> tuple[dict[str, Any], str | None]:
    """Read ``path`` as a TOML table.

    Returns ``(data, None)`` when the file is fine, ``(copy of default, None)`` when it does
    not exist, and ``(copy of default, notice)`` when it is damaged: unreadable, empty, not
    UTF-8, not valid TOML, or a top-level key whose value has a different kind than in ``default``
    (e.g. ``games = 3`` where a table is expected). A damaged file is kept aside first.
    ``what`` names the file for the player ("settings file"), by default its file name;
    ``consequence`` ends the notice.
    """
    path = Path(path)
    what = what or _("file {name}").format(name=path.name)
    durable.settle(path)  # a write of it still landing (game/store/durable.py)
    remove_stale_temps(path.parent)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return copy.deepcopy(default), None
    except OSError:
        return copy.deepcopy(default), _damaged(path, what, UNREADABLE, consequence)
    if not raw.strip():  # emptied (a full disk, a crash of another program): say so
        return copy.deepcopy(default), _damaged(path, what, N_("was empty"), consequence)
    try:
        # utf-8-sig: a file saved by a text editor that adds a byte-order mark is still fine.
        data = tomllib.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return copy.deepcopy(default), _damaged(path, what, DAMAGED, consequence)
    for key, expected in default.items():
        if key in data and not same_kind(data[key], expected):
            return copy.deepcopy(default), _damaged(path, what, DAMAGED, consequence)
    return data, None


def write_toml_atomic(path: Path, data: Mapping[str, Any]) -> None:
    """Write ``data`` to ``path`` atomically, creating the directory if needed.

    Raises ValueError (before touching the disk) if ``data`` holds something TOML cannot
    store, such as None; raises OSError if the disk refuses the write.
    """
    tempfile, tomli_w = load_writers()
    path = Path(path)
    # Encoding first: a lone surrogate raises UnicodeEncodeError (a ValueError) before any
    # file is touched.
    payload = tomli_w.dumps(plain(data)).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            written = 0
            while written < len(payload):
                written += os.write(handle, payload[written:])
        except BaseException:
            os.close(handle)
            raise
        # fsync, rename and the folder's fsync: now, or by the window's worker
        durable.finish(handle, temp_name, os.fspath(path))
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def load_writers():
    """The modules that write files: loaded with the first save, not at start (tempfile
    loads shutil, bz2, lzma and random: ~2 ms of a start that may save nothing); the
    window loads them at its first still moment, before the player's first move."""
    import tempfile

    import tomli_w

    return tempfile, tomli_w


def remove_stale_temps(directory: Path, now: float | None = None) -> None:
    """Delete the temp files of writes that were killed half-way (``.<name>.*.tmp``), so a
    crash leaves nothing behind for long; a write still running is younger and is spared."""
    now = datetime.now().timestamp() if now is None else now
    try:
        temps = list(Path(directory).glob(".*.tmp"))
    except OSError:
        return
    for temp in temps:
        try:
            if temp.is_file() and now - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                temp.unlink()
        except OSError:
            pass  # gone already, or not ours to remove: harmless


def keep_aside(path: Path, *, copy_only: bool = False) -> Path:
    """Move (or copy) ``path`` to the first free ``.bak`` name and return that name.

    Copying keeps the original in place, for callers that repair a file and rewrite it.
    Raises OSError if the file can be neither copied nor moved.
    """
    path = Path(path)
    durable.settle(path)
    try:
        raw = path.read_bytes()
    except OSError:
        if copy_only:
            raise
        # Unreadable but maybe still movable: rename without reading.
        backup = free_backup_name(path)
        path.rename(backup)
        return backup
    while True:
        backup = free_backup_name(path)
        try:
            # Exclusive create: never clobbers a backup that appeared meanwhile.
            with open(backup, "xb") as out:
                out.write(raw)
                out.flush()
                os.fsync(out.fileno())
        except FileExistsError:
            continue
        break
    if not copy_only:
        try:
            path.unlink()
        except OSError:
            pass  # the bytes are safe in the backup; the next save replaces the file
    return backup


def free_backup_name(path: Path) -> Path:
    """``<name>.bak`` if free, else ``<name>.bak.1``, ``<name>.bak.2``, …"""
    candidate = path.with_name(path.name + ".bak")
    number = 0
    while candidate.exists() or candidate.is_symlink():
        number += 1
        candidate = path.with_name(f"{path.name}.bak.{number}")
    return candidate


def damage_notice(
    what: str, problem: str, backup: Path | None, consequence: str = DEFAULTS_USED
) -> str:
    """The sentence the player reads, e.g. "Your settings file was damaged; it was kept as
    settings.toml.bak and the defaults are used." `what`, `problem` and `consequence` are
    English (N_-marked), translated here."""
    parts = {"what": _(what), "problem": _(problem), "consequence": _(consequence)}
    if backup is None:
        return _("Your {what} {problem} and could not be moved aside; {consequence}.").format(
            **parts)
    return _("Your {what} {problem}; it was kept as {backup} and {consequence}.").format(
        backup=backup.name, **parts)


def same_kind(value: Any, expected: Any) -> bool:
    """Whether ``value`` read from TOML can stand where ``expected`` stands."""
    if isinstance(expected, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(expected, bool)
    if isinstance(expected, float):
        return isinstance(value, int | float)
    for kind in (int, str, dict, list, datetime, date, time):
        if isinstance(expected, kind):
            return isinstance(value, kind)
    return True


def plain(value: Any, where: str = "") -> Any:
    """A copy of ``value`` made of the plain types TOML stores, or ValueError saying where.

    Subclasses are flattened on purpose: tomli-w writes an int subclass with ``str()``,
    so a card (an int whose str is "AS") would otherwise produce a broken file. Tuples
    become lists, which is what they read back as.
    """
    if value is None:
        raise ValueError(f"TOML cannot store None (at {where or 'top level'})")
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, int):
        if not TOML_INT_MIN <= value <= TOML_INT_MAX:
            raise ValueError(f"TOML integers are 64-bit; {value} is too large (at {where})")
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, datetime | date | time):
        return value
    if isinstance(value, list | tuple):
        return [plain(item, f"{where}[{index}]") for index, item in enumerate(value)]
    if isinstance(value, Mapping):
        result = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"TOML keys must be strings, not {key!r} (at {where})")
            result[str(key)] = plain(item, f"{where}.{key}" if where else key)
        return result
    raise ValueError(f"TOML cannot store {type(value).__name__} (at {where or 'top level'})")


def printable(text: str) -> str:
    """``text`` as it may be shown: control characters (a NUL, an escape, a line break in
    a question read from a file) cannot be drawn — a break becomes a space, the rest go."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else " " if c.isspace() else "" for c in text)


def is_finite_number(value: Any) -> bool:
    """An int or float (not a bool) that is neither NaN nor infinite."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _damaged(path: Path, what: str, problem: str, consequence: str) -> str:
    try:
        backup: Path | None = keep_aside(path)
    except OSError:
        backup = None
    return damage_notice(what, problem, backup, consequence)
