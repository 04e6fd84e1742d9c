"""The catalogue: everything about a game that is not its rules, read from data files.

`families.toml` names the sources and the families players know; `<source>.toml` holds
one table per game id: its titles, the source's reference, family, the rules module that
holds its spec, tags, rules text, the labels of its own counters and special moves, and
whether it suits the fortune mode.
English texts are the source strings of the `catalogue` gettext domain (tools/i18n.py
extracts them; `text()` and `rules_in()` translate them where shown); titles are proper
names per language and stay data. Pure Python: never imports pygame.

    entry("klondike").title_in("de")      families("aisleriot")["spider"].name
    entry("dondorf_zopf").shown_title("en")  → "Der Zopf", .subtitle("en") → "The Braid"
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from game.catalogue.sections import table_in
from game.engine.labels import COUNTER_LABELS
from game.engine.registry import UnknownGameError
from game.i18n import CATALOGUE, _, dgettext, language
from game.record import Record

HERE = Path(__file__).resolve().parent
LANGUAGES = ("en", "de", "fr")
DEFAULT_DECK = "52 cards"  # an entry without `deck` (a catalogue text: tools/i18n.py takes it)
REQUIRED = {"title", "titles", "source_ref", "family", "module", "rules"}
OPTIONAL = {"tags", "deck", "fortune", "labels"}

__all__ = ["LANGUAGES", "CatalogueEntry", "CatalogueError", "Family", "Source",
           "UnknownGameError", "add", "entries", "entry", "families", "remove", "sort_key",
           "ShownLabels", "label_text", "rules_in", "sources", "tag_names", "text",
           "title_of"]


class CatalogueError(ValueError):
    """A catalogue file is missing, unreadable or says something it may not."""


class Source(Record):
    """One of the three sources the games come from (the Dondorf booklet, Les Réussites,
    the AisleRiot manual): its `name` ("Dondorf — 20 Patienzen") and `short` one
    ("Dondorf"); the `language` its games' real names are in ("de"; "" none), and the
    one its references are headings in (`ref_language`; "" any reader's)."""

    __slots__ = ("id", "name", "short", "language", "ref_language")

    def __init__(self, id: str, name: str, short: str, language: str = "",
                 ref_language: str = "") -> None:
        self.id, self.name, self.short = id, name, short
        self.language, self.ref_language = language, ref_language


class Family(Record):
    """A family of alike games, as the chooser groups them ("Golf and pyramids")."""

    __slots__ = ("id", "name", "source")

    def __init__(self, id: str, name: str, source: str) -> None:
        self.id, self.name, self.source = id, name, source


class CatalogueEntry(Record):
    """One game's entry: its titles, source, family, rules text and labels.

    title       as players know it: a Dondorf or Réussites game's own German or French
                name, an AisleRiot game's English one
    titles      {"en": …, "de": …, "fr": …}
    source      a key of sources()
    source_ref  where the source has it: "Nr. 14", the French AisleRiot manual's heading
                ("Tante Marie") …
    family      a key of families()
    tags        keys of tag_names()
    rules_text  paragraphs separated by a blank line
    labels      counter or special move → text (engine's included)
    fortune     suits the fortune-telling mode
    deck        "2 × 52 cards"
    module      the module of game/rules whose GAMES holds the spec: a table imports
                only that one
    """

    __slots__ = ("id", "title", "titles", "source", "source_ref", "family", "tags",
                 "rules_text", "labels", "fortune", "deck", "module")

    def __init__(self, id: str, title: str, titles: Mapping[str, str],
                 source: str, source_ref: str, family: str, tags: tuple[str, ...],
                 rules_text: str, labels: Mapping[str, str], fortune: bool, deck: str,
                 module: str = "") -> None:
        self.id, self.title, self.titles = id, title, titles
        self.source, self.source_ref, self.family = source, source_ref, family
        self.tags, self.rules_text, self.labels = tags, rules_text, labels
        self.fortune, self.deck, self.module = fortune, deck, module

    def title_in(self, language: str) -> str:
        """The title in `language`, else the title players know."""
        return self.titles.get(language, self.title)

    def shown_title(self, language: str) -> str:
        """The title a player of `language` sees: a Dondorf or Réussites game keeps its
        real (German or French) name; any other is named in `language`."""
        source = _head()["sources"].get(self.source)
        return self.title if source is not None and source.language else self.title_in(language)

    def subtitle(self, language: str) -> str:
        """What a player of `language` sees beside the shown title: the title in their
        language when the game keeps a real name in another ("" when none is needed)."""
        own = self.title_in(language)
        return own if own != self.shown_title(language) else ""

    def shown_ref(self, language: str) -> str:
        """The source's reference as a player of `language` is shown it: a heading of
        the French manual or sheet ("L'asile de l'est") only to French readers (to
        others it reads as another name of the game); a number ("Nr. 14") to all."""
        source = _head()["sources"].get(self.source)
        if source is not None and source.ref_language not in ("", language):
            return ""
        return self.source_ref

    @property
    def english_title(self) -> str:
        return self.titles.get("en", self.title)


def _read(name: str) -> dict:
    path = HERE / name
    try:
        return tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise CatalogueError(f"catalogue file {path} cannot be read: {error}") from None


def _read_head() -> dict:
    """families.toml: the sources, the families and the tags."""
    head = _read("families.toml")
    return {"sources": {k: Source(k, v["name"], v["short"], v.get("language", ""),
                                  v.get("ref_language", ""))
                        for k, v in head["sources"].items()},
            "families": {fid: Family(fid, name, source)
                         for source, group in head["families"].items()
                         for fid, name in group.items()},
            "tags": dict(head["tags"])}


@cache
def _index() -> dict:
    head = _read_head()
    found_sources, found_families, tags = head["sources"], head["families"], head["tags"]
    found_entries: dict[str, CatalogueEntry] = {}
    for source in found_sources:
        data = _read(f"{source}.toml")
        if data.pop("source", None) != source:
            raise CatalogueError(f"{source}.toml must say source = {source!r}")
        for game_id, fields in data.items():
            found_entries[game_id] = _entry(game_id, source, fields, found_families, tags)
    return {"sources": found_sources, "families": found_families, "tags": tags,
            "entries": found_entries}


def _entry(game_id: str, source: str, fields: dict, known_families: Mapping[str, Family],
           tags: Mapping[str, str]) -> CatalogueEntry:
    where = f"{source}.toml [{game_id}]"
    missing, unknown = REQUIRED - set(fields), set(fields) - REQUIRED - OPTIONAL
    if missing or unknown:
        raise CatalogueError(f"{where}: missing {sorted(missing)}, unknown {sorted(unknown)}")
    if not set(LANGUAGES) <= set(fields["titles"]):
        raise CatalogueError(f"{where}: titles needs {', '.join(LANGUAGES)}")
    family = known_families.get(fields["family"])
    if family is None or family.source != source:
        raise CatalogueError(f"{where}: family {fields['family']!r} is not one of {source}'s")
    if not str(fields["module"]).isidentifier():
        raise CatalogueError(f"{where}: module {fields['module']!r} is not a module name")
    bad_tags = set(fields.get("tags", ())) - set(tags)
    if bad_tags:
        raise CatalogueError(f"{where}: unknown tags {sorted(bad_tags)}")
    return CatalogueEntry(
        id=game_id, title=fields["title"], titles=dict(fields["titles"]), source=source,
        source_ref=fields["source_ref"], family=fields["family"],
        tags=tuple(fields.get("tags", ())), rules_text=fields["rules"].strip(),
        labels=COUNTER_LABELS | fields.get("labels", {}),
        fortune=bool(fields.get("fortune", False)), deck=fields.get("deck", DEFAULT_DECK),
        module=fields["module"])


def entry(game_id: str) -> CatalogueEntry:
    """The entry of `game_id`; raises UnknownGameError for an id the catalogue lacks.
    Before anything needs the whole catalogue, only that game's table is read."""
    if _index.cache_info().currsize == 0:
        alone = _entry_alone(game_id)
        if alone is not None:
            return alone
    try:
        return _index()["entries"][game_id]
    except KeyError:
        raise UnknownGameError(game_id) from None


# read before the whole catalogue is (by the folder read: tests move it)
_HEAD_ALONE: dict[Path, dict] = {}
_ALONE: dict[tuple[Path, str], CatalogueEntry] = {}


def _head() -> dict:
    """The sources, families and tags: the whole catalogue's once it is read."""
    if _index.cache_info().currsize:
        return _index()
    if HERE not in _HEAD_ALONE:
        _HEAD_ALONE[HERE] = _read_head()
    return _HEAD_ALONE[HERE]


def _entry_alone(game_id: str) -> CatalogueEntry | None:
    """`game_id`'s entry read from its own table only; None where that is not possible
    (the whole catalogue is read then, and says what is wrong)."""
    key = (HERE, game_id)
    if key not in _ALONE:
        try:
            head = _head()
            for source in head["sources"]:
                fields = table_in((HERE / f"{source}.toml").read_text("utf-8"), game_id)
                if fields is not None:
                    _ALONE[key] = _entry(game_id, source, fields, head["families"],
                                         head["tags"])
                    break
            else:
                return None
        except (OSError, UnicodeDecodeError, KeyError, TypeError, AttributeError,
                CatalogueError):
            return None
    return _ALONE[key]


def title_of(game_id: str) -> str:
    """A game's title as the player's language shows it (entry.shown_title); the id itself
    for an id the catalogue lacks (an old journal or statistics entry of a game no longer
    shipped)."""
    found = _index()["entries"].get(game_id)
    return found.shown_title(language()) if found else game_id


def text(message: str) -> str:
    """A catalogue text (a family or source name, a tag, a deck, a label) in the player's
    language."""
    return dgettext(CATALOGUE, message)


def label_text(labels: Mapping[str, str], key: str) -> str:
    """A counter's or special move's label (of an entry's `labels`) in the player's
    language: the engine's own from the interface domain, a game's from the catalogue's."""
    english = labels.get(key, key.replace("_", " ").capitalize())
    return _(english) if COUNTER_LABELS.get(key) == english else text(english)


class ShownLabels(Mapping):
    """An entry's labels, each translated when it is read (so at draw time)."""

    def __init__(self, labels: Mapping[str, str]) -> None:
        self.labels = labels

    def __getitem__(self, key: str) -> str:
        if key not in self.labels:
            raise KeyError(key)
        return label_text(self.labels, key)

    def __iter__(self):
        return iter(self.labels)

    def __len__(self) -> int:
        return len(self.labels)


def rules_in(rules_text: str) -> str:
    """A rules text in the player's language, translated paragraph by paragraph (as
    tools/i18n.py extracts it)."""
    return "\n\n".join(text(part.strip()) for part in rules_text.split("\n\n") if part.strip())


def entries(source: str | None = None, family: str | None = None) -> list[CatalogueEntry]:
    """Every entry (or one source's, one family's): by source, then by title."""
    found = [e for e in _index()["entries"].values()
             if (source is None or e.source == source) and (family is None or e.family == family)]
    return sorted(found, key=_order)


def _order(e: CatalogueEntry) -> tuple[int, str]:
    return list(_index()["sources"]).index(e.source), e.title


def sort_key(game_id: str) -> tuple[int, str]:
    """Where a game stands in the catalogue's order: by source, then by title."""
    return _order(entry(game_id))


def add(new: CatalogueEntry) -> None:
    """Add the entry of a game made up at run time (a tool's or a test's sample games)."""
    found = _index()["entries"]
    if new.id in found:
        raise CatalogueError(f"game id {new.id!r} is in the catalogue already")
    if new.source not in _index()["sources"]:
        raise CatalogueError(f"{new.id}: unknown source {new.source!r}")
    found[new.id] = new


def remove(game_id: str) -> None:
    """Forget an entry `add` made."""
    _index()["entries"].pop(game_id, None)


def sources() -> dict[str, Source]:
    """Source id → Source, in menu order (Dondorf, Réussites, AisleRiot)."""
    return dict(_index()["sources"])


def families(source: str | None = None) -> dict[str, Family]:
    """Family id → Family, grouped by source in menu order (empty families included:
    the collection grows into them)."""
    return {k: f for k, f in _index()["families"].items() if source in (None, f.source)}


def tag_names() -> dict[str, str]:
    """Tag → what the chooser shows for it."""
    return dict(_index()["tags"])
