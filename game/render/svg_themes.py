"""Card themes already on the player's machine: KDE's and AisleRiot's SVG decks.

Looked for, at run time, under every XDG data directory ($XDG_DATA_HOME, then
$XDG_DATA_DIRS, by default /usr/local/share and /usr/share) and in our own data folder:

    carddecks/<name>/index.desktop     KDE (Debian: kdegames-card-data-kf5): Name=, SVG=
    aisleriot/cards/<name>.svg[z]      AisleRiot
    <our data dir>/decks/<name>.svg[z] a theme the player dropped there

The two families name their cards differently: KDE "1_club", "queen_heart", "back",
"red_joker"; AisleRiot "club_1", "heart_queen", "back", "joker_red". Nothing here is read
beyond a directory listing and a small .desktop file: the SVG is parsed when drawn.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES, Card
from game.store.paths import data_dir

SUIT_WORDS = {CLUBS: "club", DIAMONDS: "diamond", HEARTS: "heart", SPADES: "spade"}
RANK_WORDS = {JACK: "jack", QUEEN: "queen", KING: "king"}
SVG_SUFFIXES = (".svg", ".svgz")


@dataclass(frozen=True)
class SvgTheme:
    id: str        # "svg:kde/svg-dondorf", "svg:aisleriot/bonded", "svg:user/mine"
    name: str      # as the theme names itself, e.g. "Dondorf"
    path: Path
    naming: str    # "kde" or "aisleriot"

    def card_id(self, card: Card) -> str:
        rank = RANK_WORDS.get(card.rank, str(card.rank))
        suit = SUIT_WORDS[card.suit]
        return f"{rank}_{suit}" if self.naming == "kde" else f"{suit}_{rank}"

    def joker_ids(self, red: bool) -> tuple[str, ...]:
        colour = "red" if red else "black"
        return (f"{colour}_joker", f"joker_{colour}", "joker")

    def card_ids(self) -> list[str]:
        """Every element a full deck draws: 52 faces, the back and the joker candidates."""
        return [*_face_ids(self.naming), "back", *self.joker_ids(True),
                *self.joker_ids(False)[:2]]


def _face_ids(naming: str) -> list[str]:
    out = []
    for suit in SUIT_WORDS.values():
        for rank in range(1, 14):
            word = RANK_WORDS.get(rank, str(rank))
            out.append(f"{word}_{suit}" if naming == "kde" else f"{suit}_{word}")
    return out


def data_roots() -> list[Path]:
    """The XDG data directories, most personal first."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    roots, seen = [], set()
    for text in [home, *system.split(os.pathsep)]:
        if text and text not in seen:
            seen.add(text)
            roots.append(Path(text))
    return roots


def _kde_theme(folder: Path) -> SvgTheme | None:
    import configparser  # only when installed themes are looked for: not at start-up

    desktop = folder / "index.desktop"
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(desktop.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error):
        return None
    section = next((s for s in parser.sections() if "Backdeck" in s or "Deck" in s), None)
    if section is None or not parser.get(section, "SVG", fallback=""):
        return None
    svg = folder / parser.get(section, "SVG")
    if not svg.is_file():
        return None
    name = parser.get(section, "Name", fallback=folder.name).strip() or folder.name
    return SvgTheme(f"svg:kde/{folder.name}", name, svg, "kde")


def find_themes(roots: list[Path] | None = None) -> list[SvgTheme]:
    """Every installed theme, sorted by name; the first of two with the same id wins."""
    found: dict[str, SvgTheme] = {}
    for root in roots if roots is not None else data_roots():
        decks = root / "carddecks"
        if decks.is_dir():
            for folder in sorted(decks.iterdir()):
                theme = _kde_theme(folder) if (folder / "index.desktop").is_file() else None
                if theme is not None:
                    found.setdefault(theme.id, theme)
        cards = root / "aisleriot" / "cards"
        if cards.is_dir():
            for path in sorted(cards.iterdir()):
                if path.suffix in SVG_SUFFIXES and path.is_file():
                    stem = path.name.split(".")[0]
                    found.setdefault(f"svg:aisleriot/{stem}", SvgTheme(
                        f"svg:aisleriot/{stem}", f"{stem.replace('_', ' ').title()} (AisleRiot)",
                        path, "aisleriot"))
    own = data_dir() / "decks"
    if roots is None and own.is_dir():
        for path in sorted(own.iterdir()):
            if path.suffix in SVG_SUFFIXES and path.is_file():
                stem = path.name.split(".")[0]  # either naming: the drawing side tries both
                found.setdefault(f"svg:user/{stem}", SvgTheme(f"svg:user/{stem}", stem, path,
                                                              "kde"))
    return sorted(found.values(), key=lambda t: (t.name.casefold(), t.id))
