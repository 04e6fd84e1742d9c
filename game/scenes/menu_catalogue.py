"""What the chooser knows of each game, how it groups them and how search finds them.

Pure (no pygame). `entry` is the one adapter between the chooser and where a game's facts
live: the catalogue (game/catalogue), falling back on the rules' spec for a game the
catalogue lacks (a made-up one in a test or a tool). `saved_games`, `saved_record` and
`put_aside` are the chooser's only calls into the saved-games store.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from game import catalogue
from game.i18n import language
from game.scenes.menu_text import VIEW_ALL, VIEW_FAVOURITES, VIEW_RECENT

GROUPED_BY_FAMILY = ("aisleriot",)  # the large collection: a header per family inside it


@dataclass(frozen=True)
class Entry:
    """A game's facts as the chooser shows them."""

    id: str
    title: str                    # as shown in the player's language (shown_title)
    titles: Mapping[str, str]
    source: str
    source_ref: str
    family: str
    rules_text: str
    deck: str
    tags: tuple[str, ...] = ()  # as players read them: "Two players", "Plays itself"
    subtitle: str = ""          # the title in the player's language beside a real name
    shown_ref: str = ""         # the source's reference, if the player reads its language

    @property
    def family_title(self) -> str:
        return family_title(self.family)


def entry(spec) -> Entry:
    """The chooser's facts of a game (THE adapter: the catalogue's entry of its id; every
    registered game has one, a made-up one in a test or a tool too)."""
    e = catalogue.entry(spec.id)
    names = catalogue.tag_names()
    shown = language()
    return Entry(e.id, e.shown_title(shown), e.titles, e.source, e.source_ref, e.family,
                 catalogue.rules_in(e.rules_text), catalogue.text(e.deck),
                 tuple(catalogue.text(names.get(tag, tag)) for tag in e.tags),
                 e.subtitle(shown), e.shown_ref(shown))


def family_title(family: str) -> str:
    """A family as players know it ("" if it has no name)."""
    known = catalogue.families().get(family)
    return catalogue.text(known.name) if known else family.replace("_", " ").strip().title()


def source_title(source: str) -> str:
    """A source book as the list's header and the detail pane name it."""
    known = catalogue.sources().get(source)
    return catalogue.text(known.name) if known else source.title()


def saved_games() -> tuple[dict, dict | None, str | None]:
    """The games in progress by id (each a summary: deal, when), the record of the latest
    one (for Resume), and a notice if the store set a damaged save aside. With
    `saved_record`, the one place the chooser reads the saves."""
    from game.store import games_in_progress, latest_game

    latest, notice = latest_game()
    games, more = games_in_progress()
    notices = " ".join(n for n in (notice, more) if n) or None
    return {game.game_id: game for game in games}, latest, notices


def saved_record(game_id: str) -> tuple[dict | None, str | None]:
    """One game's saved record (None if it has none or it was damaged) and any notice."""
    from game.store import load_game

    return load_game(game_id)


def put_aside(game_id: str) -> str:
    """Set a save the table could not resume aside; the notice for the player."""
    from game.store import keep_aside_game

    return keep_aside_game(game_id)


# --- search ---------------------------------------------------------------------------------

NUMBER = re.compile(r"\d+[a-z]?")


def fold(text: str) -> str:
    """Lower case without accents, so "lucken" finds "Lücken"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _numbers(text: str) -> set[str]:
    """The numbers in a text, with and without a letter: "nr. 9a" -> {"9a", "9"}."""
    found = set()
    for token in NUMBER.findall(text):
        found.add(token)
        found.add(token.rstrip("abcdefghijklmnopqrstuvwxyz"))
    return found


def matches(spec, query: str) -> bool:
    """Every word of the query appears in the game's id, a title (any language), its
    family, its tags ("two players") or its source; a number must be a whole number
    there ("14" finds Nr. 14, not Nr. 1 nor Nr. 140), so "Nr. 14" finds the booklet's
    fourteenth game."""
    facts = entry(spec)
    haystack = fold(" ".join([facts.id.replace("_", " "), facts.title, *facts.titles.values(),
                              facts.source_ref, facts.family_title, *facts.tags,
                              source_title(facts.source)]))
    numbers = _numbers(haystack)
    for word in fold(query).split():
        if NUMBER.fullmatch(word):
            if word not in numbers:
                return False
        elif word.lstrip("#") and word.lstrip("#") not in haystack:
            return False
    return True


def best_match(specs: Sequence, query: str):
    """The game a query most likely means: one whose title (in some language) begins with
    it, else the first of `specs`; None if there are none."""
    wanted = fold(query).strip()
    for spec in specs:
        facts = entry(spec)
        titles = (facts.title, *facts.titles.values())
        if wanted and any(fold(t).startswith(wanted) for t in titles):
            return spec
    return specs[0] if specs else None


# --- the list's rows ---------------------------------------------------------------------------

class Row(NamedTuple):
    """One line of the list: a source header, a family header, or a game."""

    kind: str     # "heading" | "family" | "game"
    item: object  # the source id, the family title, or the game's spec


def family_key(facts: Entry) -> tuple[int, str]:
    """Families in the catalogue's order; any unknown one after them."""
    order = list(catalogue.families())
    rank = order.index(facts.family) if facts.family in order else len(order)
    return rank, facts.family_title


def source_order() -> list[str]:
    """The source books in menu order (the catalogue's)."""
    return list(catalogue.sources())


def grouped_rows(specs: Iterable, view: str = VIEW_ALL,
                 recent: Sequence[str] = ()) -> list[Row]:
    """The list: by source book in the registry's order; inside the large collection by
    family; the recent view is one list, latest first, without headers."""
    specs = list(specs)
    if view == VIEW_RECENT:
        by_id = {s.id: s for s in specs}
        return [Row("game", by_id[i]) for i in recent if i in by_id]
    rows: list[Row] = []
    for source in source_order():
        games = [s for s in specs if entry(s).source == source]
        if not games:
            continue
        rows.append(Row("heading", source))
        if source not in GROUPED_BY_FAMILY:
            rows.extend(Row("game", s) for s in sorted(games, key=lambda s: entry(s).title))
            continue
        shown = None
        for spec in sorted(games, key=lambda s: (family_key(entry(s)), entry(s).title)):
            title = entry(spec).family_title
            if title != shown:
                rows.append(Row("family", title))
                shown = title
            rows.append(Row("game", spec))
    return rows


def shown_specs(specs: Iterable, query: str, view: str, favourites: Iterable[str],
                recent: Sequence[str]) -> list:
    """The games the list shows: those the query matches, in the chosen view."""
    favourite = set(favourites)
    chosen = [s for s in specs if matches(s, query)]
    if view == VIEW_FAVOURITES:
        chosen = [s for s in chosen if s.id in favourite]
    elif view == VIEW_RECENT:
        chosen = [s for s in chosen if s.id in recent]
    return chosen


def games_in(rows: Iterable[Row]) -> list:
    """The games of the rows, in the order the list shows them."""
    return [row.item for row in rows if row.kind == "game"]
