"""The player's language: gettext catalogues looked up at draw time.

Three domains, each a `.po` file per language under `game/locale/<lang>/LC_MESSAGES/`:
`interface` (every word of the screens and the command line), `catalogue` (the games'
catalogue entries and rules texts) and `fortune` (the fortune mode's texts). English is
the source language: its texts are the message ids, so it needs no catalogue.

The `.po` files are the only form kept in the repository. `make` compiles them
(`tools/i18n.py build`) into `.mo` files beside them, named by a hash of the `.po`'s
bytes, so that even a first start in German or French reads them with the standard
library's gettext alone (compiling took ~40 ms of its CPU). Where none matches (a copy
installed without `make`, a `.po` edited since) the `.mo` is made the first time it is
needed — with Babel, imported only then — and kept in the cache folder's `locale/`,
named by the same hash: an edited `.po` is compiled again, and checkouts sharing a data
folder never use each other's.

Texts are translated where they are shown, never at import: module constants are marked
with `N_` (which only marks them for extraction) and passed through `_` when drawn, so a
change of language shows on the next frame. Pure Python: never imports pygame.

    _("Settings")          ngettext("{n} card", "{n} cards", n)      N_("Back")
"""

from __future__ import annotations

import gettext
import io
import os
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
SOURCE_LANGUAGE = "en"
# Each language by its own name, as the Settings row offers them.
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français"}
SYSTEM = "system"  # the setting's value until the player picks a language
INTERFACE, CATALOGUE, FORTUNE = "interface", "catalogue", "fortune"
DOMAINS = (INTERFACE, CATALOGUE, FORTUNE)
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")  # gettext's order

_language = SOURCE_LANGUAGE
_loaded: dict[tuple[str, str], gettext.NullTranslations] = {}


# --- which language -----------------------------------------------------------------------
def supported(tag: str | None) -> str | None:
    """"de" for "de_AT.UTF-8", "de" or "DE"; None for a language we do not ship."""
    code = (tag or "").split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language the system asks for, as gettext reads it: the first of LANGUAGE (a
    colon-separated list of preferences), LC_ALL, LC_MESSAGES and LANG that is set; English
    when that one names no language we ship (or says "C")."""
    environ = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            for tag in value.split(":"):
                if supported(tag):
                    return supported(tag)
            if name != "LANGUAGE":  # an unshipped LANGUAGE list lets the locale speak
                return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def resolve(setting: str | None) -> str:
    """The language to show for a Settings value: its own, or the system's for "system"."""
    return supported(setting) or system_language()


def set_language(code: str) -> None:
    """Show `code` from the next lookup on (anything we do not ship means English)."""
    global _language
    _language = supported(code) or SOURCE_LANGUAGE


def language() -> str:
    return _language


# --- lookups --------------------------------------------------------------------------------
def N_(message: str) -> str:
    """Mark a text for extraction; it is translated where it is shown."""
    return message


def _(message: str) -> str:
    """`message` (an English interface text) in the player's language."""
    return translations(INTERFACE).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or the plural form for `n`, in the player's language."""
    return translations(INTERFACE).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the player's language, where the same English means different things."""
    return translations(INTERFACE).pgettext(context, message)


def dgettext(domain: str, message: str) -> str:
    """A content text (`catalogue` or `fortune` domain) in the player's language."""
    return translations(domain).gettext(message) if message else message


# How each language groups the digits of a large number.
THOUSANDS = {"en": ",", "de": ".", "fr": "\u00a0"}


def number(n: int) -> str:
    """A whole number with its thousands grouped as the player's language writes them."""
    return f"{n:,}".replace(",", THOUSANDS.get(_language, ","))


def percent(n: int) -> str:
    """A whole percentage as the player's language writes it: "35%", "35 %"."""
    return f"{n}%" if _language == SOURCE_LANGUAGE else f"{n}\u00a0%"


def translations(domain: str, code: str | None = None) -> gettext.NullTranslations:
    """The catalogue of `domain` in `code` (the current language by default), loaded once."""
    key = (code or _language, domain)
    found = _loaded.get(key)
    if found is None:
        found = _loaded[key] = _load(*key)
    return found


def forget_loaded() -> None:
    """Read the catalogues again on next use (after a `.po` changed, in tools and tests)."""
    _loaded.clear()


# --- finding and compiling the catalogues ---------------------------------------------------
def po_path(code: str, domain: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def _load(code: str, domain: str) -> gettext.NullTranslations:
    po = po_path(code, domain)
    if code == SOURCE_LANGUAGE or not po.is_file():
        return gettext.NullTranslations()
    source = po.read_bytes()
    digest = source_digest(source)
    mo = _cache_dir() / f"{code}-{domain}-{digest}.mo"
    for found in (built_mo(po, digest), mo):
        try:
            with found.open("rb") as compiled:
                return gettext.GNUTranslations(compiled)
        except (OSError, ValueError):  # not compiled yet (or a torn file): the next
            pass
    try:
        compiled = compile_po(source)
    except ImportError:  # no Babel (a player's copy needs none: its .mo files are built)
        return gettext.NullTranslations()
    _keep(mo, compiled)
    return gettext.GNUTranslations(io.BytesIO(compiled))


def source_digest(source: bytes) -> str:
    """What names a `.po`'s compiled form: a hash of its bytes (an edit makes a new one)."""
    import hashlib  # only for a language other than English: ~2 ms of an English start

    return hashlib.sha1(source).hexdigest()[:16]


def built_mo(po: Path, digest: str) -> Path:
    """Where `make` (tools/i18n.py build) puts a `.po`'s compiled form: beside it, named
    by the hash of the bytes it was compiled from, so a stale one is never read."""
    return po.with_name(f"{po.stem}.{digest}.mo")


def build_beside(po: Path) -> Path:
    """Compile `po` into its `built_mo` beside it, unless that is there already (the build
    of the package does this for every `.po` it ships: see setup.py)."""
    source = po.read_bytes()
    mo = built_mo(po, source_digest(source))
    if not mo.is_file():
        part = mo.with_name(f"{mo.name}.{os.getpid()}.part")
        part.write_bytes(compile_po(source))
        os.replace(part, mo)
    return mo


def compile_po(source: bytes) -> bytes:
    """A `.po` file's bytes compiled to `.mo` bytes (fuzzy entries left out), by Babel."""
    from babel.messages.mofile import write_mo  # only when a catalogue is not compiled yet
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(source))
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _cache_dir() -> Path:
    from game.store.paths import cache_dir

    return cache_dir() / "locale"


def _keep(mo: Path, compiled: bytes) -> None:
    """Write the compiled catalogue atomically and drop older ones of its language and
    domain; a data folder that cannot be written only costs compiling again next time."""
    try:
        mo.parent.mkdir(parents=True, exist_ok=True)
        part = mo.with_name(f"{mo.name}.{os.getpid()}.part")
        part.write_bytes(compiled)
        os.replace(part, mo)
        prefix = mo.name.rsplit("-", 1)[0] + "-"
        for old in mo.parent.glob(f"{prefix}*.mo"):
            if old != mo:
                old.unlink(missing_ok=True)
    except OSError:
        pass
