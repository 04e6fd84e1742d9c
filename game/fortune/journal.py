"""The journal ("Wahrsagebuch"): every question asked, its game and deal, and the answer.

Kept in ``fortune_journal.toml`` in the data directory, written atomically. An entry is
written when the cards are laid (unfinished) and completed with the answer, so the
once-a-day rule holds even if the program is closed mid-laying. A damaged file is kept
aside as ``.bak`` and the journal starts afresh; damaged entries in a sound file are
left out, after a copy of the whole file is kept aside. The player gets a notice in
plain words either way. File layout::

    version = 1
    note_shown = true
    [[entries]]
    number = 1
    asked = 2025-03-08T14:03:00
    kind = "question"
    question = "Will my wish come true?"
    game_id = "dondorf_adieu"
    deal = 123456
    fate = true
    answer = "yes_but"
    ...
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any

from game.engine.deal import MAX_DEAL
from game.i18n import N_, _, ngettext
from game.store import durable
from game.store.ids import is_game_id
from game.store.locks import changing
from game.store.paths import data_file
from game.store.tomlfile import keep_aside, printable, read_toml, write_toml_atomic

from .outcome import ANSWERS
from .questions import QUESTION, SYMPATHIE, question_key
from .reading import KINDS

FILE_NAME = "fortune_journal.toml"
WHAT = N_("fortune journal")
VERSION = 1
EMPTY = {"version": VERSION, "note_shown": False, "entries": []}
WON, LOST, UNFINISHED = "won", "lost", ""
MAX_NUMBER = 2**31  # entry numbers, scores: far beyond any real journal, far below TOML's
MAX_TEXT = 1000  # characters of a question or name (the ask screen allows far fewer)


@dataclass(frozen=True)
class Entry:
    number: int                       # 1, 2, … in the order asked; never reused
    asked: datetime
    kind: str                         # QUESTION or SYMPATHIE
    question: str
    game_id: str
    deal: int
    fate: bool                        # "let the cards fall" (else laid by the player)
    names: tuple[str, ...] = ()       # the pair, for Sympathie
    options: Mapping[str, str] = field(default_factory=dict)
    outcome: str = UNFINISHED         # WON / LOST once the cards are read
    answer: str = ""                  # one of outcome.ANSWERS once read
    score: int = 0
    best: int = 0
    reading_kind: str = ""
    reading: tuple[str, ...] = ()     # card codes
    system: str = ""                  # meaning system: deck32 / deck52

    @property
    def key(self) -> str:
        return question_key(self.kind, self.question, self.names)

    @property
    def day(self) -> date:
        return self.asked.date()

    @property
    def finished(self) -> bool:
        return bool(self.answer)

    def to_dict(self) -> dict[str, Any]:
        data = {"number": self.number, "asked": self.asked.replace(microsecond=0),
                "kind": self.kind, "question": self.question, "game_id": self.game_id,
                "deal": self.deal, "fate": self.fate, "options": dict(self.options),
                "outcome": self.outcome, "answer": self.answer, "score": self.score,
                "best": self.best, "reading_kind": self.reading_kind,
                "reading": list(self.reading), "system": self.system}
        if self.names:
            data["names"] = list(self.names)
        return data


def entry_from_dict(data: Mapping[str, Any]) -> Entry:
    """Rebuild an entry; raises ValueError (or KeyError/TypeError) if it is damaged."""
    def need(name: str, kind: type) -> Any:
        value = data[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"{name} has the wrong type")
        return value

    entry = Entry(
        number=need("number", int), asked=need("asked", datetime), kind=need("kind", str),
        question=printable(need("question", str)), game_id=need("game_id", str),
        deal=need("deal", int), fate=need("fate", bool),
        names=tuple(printable(n) if isinstance(n, str) else n for n in need("names", list))
        if "names" in data else (),
        options=dict(need("options", dict)) if "options" in data else {},
        outcome=str(data.get("outcome", "")), answer=str(data.get("answer", "")),
        score=int(data.get("score", 0)), best=int(data.get("best", 0)),
        reading_kind=str(data.get("reading_kind", "")),
        reading=tuple(str(c) for c in data.get("reading", [])),
        system=str(data.get("system", "")))
    if not 1 <= entry.number <= MAX_NUMBER or not all(
            abs(n) <= MAX_NUMBER for n in (entry.score, entry.best)):
        raise ValueError("a number out of range")
    texts = (entry.question, entry.game_id, entry.outcome, entry.answer, entry.reading_kind,
             entry.system, *entry.names, *entry.reading, *entry.options, *entry.options.values())
    if any(not isinstance(t, str) or len(t) > MAX_TEXT for t in texts) or \
            len(entry.reading) > MAX_TEXT or len(entry.names) > 2:
        raise ValueError("a text too long")
    if not is_game_id(entry.game_id):
        raise ValueError("not a game id")
    if entry.kind not in (QUESTION, SYMPATHIE) or not 1 <= entry.deal <= MAX_DEAL:
        raise ValueError("unknown kind or deal out of range")
    if entry.answer and entry.answer not in ANSWERS or entry.outcome not in (WON, LOST, ""):
        raise ValueError("unknown answer")
    if entry.reading_kind and entry.reading_kind not in KINDS:
        raise ValueError("unknown reading")
    if entry.kind == SYMPATHIE and len(entry.names) != 2:
        raise ValueError("Sympathie needs two names")
    if not all(isinstance(n, str) for n in entry.names) or \
            not all(isinstance(v, str) for v in entry.options.values()):
        raise ValueError("names and options are text")
    return entry


@dataclass
class Journal:
    entries: list[Entry] = field(default_factory=list)
    note_shown: bool = False

    def asked_on(self, key: str, day: date) -> Entry | None:
        """The first laying of this question on that day, if any."""
        return next((e for e in self.entries if e.day == day and e.key == key), None)

    def find(self, number: int) -> Entry | None:
        return next((e for e in self.entries if e.number == number), None)

    def add(self, **fields: Any) -> Entry:
        number = max((e.number for e in self.entries), default=0) + 1
        entry = Entry(number=number, **fields)
        self.entries.append(entry)
        return entry

    def update(self, entry: Entry, **fields: Any) -> Entry:
        new = replace(entry, **fields)
        self.entries = [new if e.number == entry.number else e for e in self.entries]
        return new

    def newest_first(self) -> list[Entry]:
        return sorted(self.entries, key=lambda e: (e.asked, e.number), reverse=True)

    def to_dict(self) -> dict[str, Any]:
        # `count` stands before the entries: a file cut short keeps it and tells the loss
        return {"version": VERSION, "note_shown": self.note_shown,
                "count": len(self.entries), "entries": [e.to_dict() for e in self.entries]}


def journal_path():
    return data_file(FILE_NAME)


def load_journal() -> tuple[Journal, str | None]:
    """The journal and a notice for the player if the file was damaged (else None)."""
    path = journal_path()
    cut = _cut_short(path)
    if cut is not None:
        data, backup = cut
        notice = _("Your fortune journal was cut short; the entries before the cut are "
                   "kept, and the file was kept as {backup}.").format(backup=backup)
    else:
        data, notice = read_toml(path, EMPTY, what=WHAT,
                                 consequence=N_("a new journal is begun"))
    journal = Journal(note_shown=bool(data.get("note_shown", False)))
    damaged = 0
    for raw in data.get("entries", []):
        try:
            if not isinstance(raw, Mapping):
                raise TypeError("not a table")
            journal.entries.append(entry_from_dict(raw))
        except (KeyError, TypeError, ValueError, OverflowError):
            damaged += 1
    seen: set[int] = set()
    for i, e in enumerate(journal.entries):  # numbers must stay unique: give a twin a new one
        if e.number in seen:
            journal.entries[i] = e = replace(e, number=max(seen) + 1)
        seen.add(e.number)
    if cut is not None:  # the file now holds what was kept: told once
        try:
            write_toml_atomic(path, journal.to_dict())
        except (OSError, ValueError):
            pass
    count = data.get("count")
    if notice is None and isinstance(count, int) and count > len(data.get("entries", [])):
        lost = count - len(data.get("entries", []))
        notice = ngettext("{count} entry of your fortune journal was lost: the file was cut "
                          "short.", "{count} entries of your fortune journal were lost: the "
                          "file was cut short.", lost).format(count=lost)
        if not damaged:
            save_journal(journal)  # the count set right: told once
    if damaged and notice is None:
        try:
            backup = keep_aside(path, copy_only=True).name
            write_toml_atomic(path, journal.to_dict())  # without them: told once
            notice = ngettext(
                "{count} entry of your fortune journal could not be read; the file was kept "
                "as {backup} and the rest is shown.",
                "{count} entries of your fortune journal could not be read; the file was kept "
                "as {backup} and the rest is shown.", damaged).format(count=damaged,
                                                                      backup=backup)
        except (OSError, ValueError):
            notice = ngettext(
                "{count} entry of your fortune journal could not be read and was left out.",
                "{count} entries of your fortune journal could not be read and were left out.",
                damaged).format(count=damaged)
    return journal, notice


def _cut_short(path) -> tuple[dict[str, Any], str] | None:
    """A journal file that ends in the middle of an entry (a full disk, a copy cut off):
    its entries before the cut, and the name the whole file was kept aside as — or None
    if the file is whole, or is damaged some other way (read_toml tells that)."""
    durable.settle(path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
        tomllib.loads(text)
        return None
    except (OSError, UnicodeDecodeError):
        return None
    except tomllib.TOMLDecodeError:
        pass
    parts = re.split(r"(?m)^(?=\[\[entries\]\])", text)
    for end in range(len(parts) - 1, 1, -1):
        try:
            data = tomllib.loads("".join(parts[:end]))
        except tomllib.TOMLDecodeError:
            continue
        if data.get("version") != VERSION or not isinstance(data.get("entries"), list):
            return None
        try:
            backup = keep_aside(path, copy_only=True).name
        except OSError:
            return None
        data.pop("count", None)
        return data, backup
    return None


def save_journal(journal: Journal) -> str | None:
    """Write the journal; a notice in plain words if the disk refused.

    Entries another copy of the program wrote meanwhile are kept: under the file's lock,
    the entries on disk that this journal does not have are added to it (with a new
    number where theirs is taken) before it is written."""
    path = journal_path()
    try:
        with changing(path):
            _take_in_others(journal, path)
            write_toml_atomic(path, journal.to_dict())
            durable.settle(path)
    except (OSError, ValueError) as error:
        return _("The fortune journal could not be saved ({error}).").format(error=error)
    return None


def _take_in_others(journal: Journal, path) -> None:
    if not path.exists():
        return
    data, notice = read_toml(path, {"version": VERSION, "note_shown": False, "entries": []},
                             what=WHAT, consequence=N_("a new journal is begun"))
    if notice is not None:
        return
    ours = {_identity(e) for e in journal.entries}
    for raw in data.get("entries", []):
        try:
            entry = entry_from_dict(raw)
        except (KeyError, TypeError, ValueError, OverflowError):
            continue
        if _identity(entry) in ours:
            continue
        if journal.find(entry.number) is not None:
            entry = replace(entry, number=max(e.number for e in journal.entries) + 1)
        journal.entries.append(entry)
        ours.add(_identity(entry))
    journal.note_shown = journal.note_shown or bool(data.get("note_shown", False))


def _identity(entry: Entry) -> tuple:
    """What makes a laying the same in two copies' journals (its number may differ)."""
    return (entry.asked.replace(microsecond=0), entry.kind, entry.question, entry.names,
            entry.game_id, entry.deal)
