"""The translators' tool: extract the texts, update the .po files, compile and check them.

    python tools/i18n.py extract [DOMAIN…]   templates (.pot) into build/locale/
    python tools/i18n.py update [DOMAIN…]    extract, then bring every .po up to date
    python tools/i18n.py compile [DOMAIN…]   compile every .po (to check it compiles)
    python tools/i18n.py build [DOMAIN…]     compile every .po into a .mo beside it, named
                                             by its hash (`make` runs it; the game reads
                                             these without Babel), old ones removed
    python tools/i18n.py check [DOMAIN…]     what is missing, stale or doubtful, per .po

Domains (game/i18n.py): `interface` is extracted from the Python code (keywords `_`,
`N_`, `ngettext`, `pgettext`; mapping in babel.cfg, so `pybabel extract -F babel.cfg
--no-default-keywords -k _ -k N_ -k ngettext:1,2 -k pgettext:1c,2 game` gives the same);
`catalogue` and `fortune` from the TOML files (the functions below). `update` adds new
texts with an empty translation, marks changed ones fuzzy (a guess to check: a fuzzy
entry is not used until its fuzzy flag is removed) and drops texts the code no longer has.
The .po files keep no line numbers, so a moved line does not change them.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import i18n  # noqa: E402
from game.catalogue import DEFAULT_DECK  # noqa: E402
from game.i18n import DOMAINS, LANGUAGES, SOURCE_LANGUAGE, po_path  # noqa: E402

TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# Interface words that are the same in the language: a translation equal to its English
# is else taken for one forgotten. (Texts that are only placeholders are never flagged.)
# The names games, families and sources keep in every language.
NAMES = frozenset({"Dondorf — 20 Patienzen", "Dondorf", "Les Réussites", "Réussites", "AisleRiot",
                   "Klondike", "FreeCell", "Canfield", "Yukon"})
SAME_WORDS = {
    "de": NAMES | {"Normal", "Joker", "Esc", "Tab", "Alt", "Reserve", "OK", "Patience", "April",
                   "August", "September", "November", "Signora",
                   "A", "K"},  # the ace's and the king's corner letters (As, König)
    "fr": NAMES | {"Volume", "Joker", "Tab", "Ctrl", "Alt", "Triangle", "ACTION", "OK", "Menu",
                   "Journal", "Score", "Page", "Signora", "A",  # the ace's corner letter
                   "Points", "Coup de grâce", "Coups de grâce"},  # Les Réussites' own words
}
PROJECT = "Réussite"
# Fixed, so that an update changes a .po only where its texts changed (fewer conflicts).
STAMP = datetime(2026, 1, 1, tzinfo=UTC)
HEADER = "# {project} — translations of the {domain} texts.\n# Update with tools/i18n.py."


# --- extraction -----------------------------------------------------------------------------
def template(domain: str) -> Catalog:
    """Every text of `domain` as the code and data have them now."""
    catalog = Catalog(project=PROJECT, fuzzy=False, creation_date=STAMP, revision_date=STAMP,
                      header_comment=HEADER.format(project=PROJECT, domain=domain))
    if domain == "interface":
        for path, line, message, comments, context in _python_messages():
            catalog.add(message, locations=[(path, line)], auto_comments=comments,
                        context=context)
        for message, where in map_texts():
            catalog.add(message, locations=[(where, None)])
    else:
        for message, where in (catalogue_texts() if domain == "catalogue" else fortune_texts()):
            catalog.add(message, locations=[(where, None)])
    return catalog


def _python_messages():
    with (ROOT / "babel.cfg").open() as config:
        method_map, options_map = parse_mapping_cfg(config)
    yield from extract_from_dir(
        ROOT, method_map, options_map, keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",), strip_comment_tags=True)


def map_texts() -> Iterator[tuple[str, str]]:
    """(text, where) for the words the maps write on a table (a label's `text`), but the
    games' titles: a real name is not translated."""
    from xml.etree import ElementTree

    from game import catalogue

    titles = {t for e in catalogue.entries() for t in (e.title, *e.titles.values())}
    for path in sorted((ROOT / "levels").glob("*.tmx")):
        for prop in ElementTree.parse(path).iter("property"):
            text = prop.get("value", "")
            if prop.get("name") == "text" and text and text not in titles:
                yield text, f"levels/{path.name}"


def paragraphs(text: str) -> list[str]:
    """A long text's parts as translated one by one (see game.i18n.paragraphs)."""
    return [part.strip() for part in text.strip().split("\n\n") if part.strip()]


def catalogue_texts() -> Iterator[tuple[str, str]]:
    """(text, where) for the catalogue: source and family names, tags, and per game its
    rules (paragraph by paragraph), deck and labels. Titles are data: per-language names."""
    folder = ROOT / "game" / "catalogue"
    head = tomllib.loads((folder / "families.toml").read_text("utf-8"))
    where = "game/catalogue/families.toml"
    for source in head["sources"].values():
        yield source["name"], where
        yield source["short"], where
    for group in head["families"].values():
        for name in group.values():
            yield name, where
    for name in head["tags"].values():
        yield name, where
    yield DEFAULT_DECK, "game/catalogue/__init__.py"
    for source in head["sources"]:
        where = f"game/catalogue/{source}.toml"
        data = tomllib.loads((folder / f"{source}.toml").read_text("utf-8"))
        for fields in data.values():
            if not isinstance(fields, dict):
                continue
            for part in paragraphs(fields["rules"]):
                yield part, where
            if "deck" in fields:
                yield fields["deck"], where
            for label in fields.get("labels", {}).values():
                yield label, where


def fortune_texts() -> Iterator[tuple[str, str]]:
    """(text, where) for the fortune mode: every English text of its TOML files (a table's
    `en` value, a string or a list of strings)."""
    for name in ("texts.toml", "meanings.toml"):
        where = f"game/fortune/{name}"
        yield from ((text, where) for text in
                    _english(tomllib.loads((ROOT / "game" / "fortune" / name).read_text("utf-8"))))


def _english(node) -> Iterator[str]:
    if isinstance(node, dict):
        if SOURCE_LANGUAGE in node:
            value = node[SOURCE_LANGUAGE]
            yield from ([value] if isinstance(value, str) else value)
        else:
            for child in node.values():
                yield from _english(child)
    elif isinstance(node, list):
        for child in node:
            yield from _english(child)


# --- the .po files --------------------------------------------------------------------------
def read(code: str, domain: str) -> Catalog:
    with po_path(code, domain).open("rb") as source:
        return read_po(source, locale=code, domain=domain)


def write(catalog: Catalog, path: Path) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, ignore_obsolete=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())


def update(domain: str) -> None:
    fresh = template(domain)
    for code in TRANSLATED:
        path = po_path(code, domain)
        if path.exists():
            catalog = read(code, domain)
            catalog.update(fresh)
        else:
            catalog = Catalog(locale=code, domain=domain, project=PROJECT, fuzzy=False,
                              creation_date=STAMP, revision_date=STAMP,
                              header_comment=HEADER.format(project=PROJECT, domain=domain))
            catalog.update(fresh)
        write(catalog, path)
        print(f"{path.relative_to(ROOT)}: {len(problems(domain, code, fresh))} to do")


def compile_po(code: str, domain: str) -> bytes:
    out = io.BytesIO()
    write_mo(out, read(code, domain))
    return out.getvalue()


def build(code: str, domain: str) -> Path:
    """The `.mo` the game reads for this `.po` (game/i18n.py `built_mo`), written unless
    it is there already; older ones of the same `.po` are removed."""
    po = po_path(code, domain)
    source = po.read_bytes()
    mo = i18n.built_mo(po, i18n.source_digest(source))
    if not mo.is_file():
        part = mo.with_name(mo.name + ".part")
        part.write_bytes(i18n.compile_po(source))
        part.replace(mo)
    for old in po.parent.glob(f"{po.stem}.*.mo"):
        if old != mo:
            old.unlink()
    return mo


def _id(message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def problems(domain: str, code: str, fresh: Catalog | None = None,
             same_words: frozenset[str] | None = None) -> list[str]:
    """What keeps `code`'s .po of `domain` from being complete and current: texts missing,
    untranslated, fuzzy, left in English (unless in `same_words`), with other placeholders
    than the English, or no longer in the code."""
    fresh = template(domain) if fresh is None else fresh
    if same_words is None:
        same_words = SAME_WORDS.get(code, frozenset())
    if not po_path(code, domain).exists():
        return [f"{po_path(code, domain)} is missing"]
    catalog = read(code, domain)
    found = []
    for message in fresh:
        if not message.id:
            continue
        name = f"{code}/{domain}: {_id(message)!r}"
        done = catalog.get(message.id, context=message.context)
        if done is None:
            found.append(f"{name} is not in the .po (run tools/i18n.py update)")
            continue
        strings = done.string if isinstance(done.string, tuple) else (done.string,)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if done.fuzzy or not all(strings):
            found.append(f"{name} is {'fuzzy' if done.fuzzy else 'not translated'}")
        elif any(s == i for s, i in zip(strings, ids, strict=False)) and \
                ids[0] not in same_words and _has_words(ids[0]):
            found.append(f"{name} is left in English")
        elif any(_placeholders(s) not in {_placeholders(i) for i in ids} for s in strings):
            found.append(f"{name} has other placeholders than the English")
    for message in catalog:
        if message.id and fresh.get(message.id, context=message.context) is None:
            found.append(f"{code}/{domain}: {_id(message)!r} is no longer in the code")
    return found


def _has_words(text: str) -> bool:
    """Whether a text says anything beyond its placeholders ("{label}: {value}" does not)."""
    return any(c.isalpha() for c in PLACEHOLDER.sub("", text))


def _placeholders(text: str) -> tuple[str, ...]:
    return tuple(sorted(PLACEHOLDER.findall(text)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "update", "compile", "build", "check"))
    parser.add_argument("domains", nargs="*", default=list(DOMAINS))
    args = parser.parse_args(argv)
    bad = 0
    for domain in args.domains:
        if domain not in DOMAINS:
            parser.error(f"unknown domain {domain!r}; the domains are {', '.join(DOMAINS)}")
        if args.command == "extract":
            path = ROOT / "build" / "locale" / f"{domain}.pot"
            write(template(domain), path)
            print(f"{path.relative_to(ROOT)}: {len(template(domain))} texts")
        elif args.command == "update":
            update(domain)
        elif args.command == "compile":
            for code in TRANSLATED:
                size = len(compile_po(code, domain))
                print(f"{po_path(code, domain).relative_to(ROOT)}: compiles ({size} bytes)")
        elif args.command == "build":
            for code in TRANSLATED:
                build(code, domain)
        else:
            fresh = template(domain)
            for code in TRANSLATED:
                found = problems(domain, code, fresh)
                bad += len(found)
                print("\n".join(found) or f"{code}/{domain}: complete")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

