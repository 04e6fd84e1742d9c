"""Languages: the system's on first start, a switch in Settings shown on the next frame, the
catalogues complete and current, compiled from the .po files of a clean tree."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import i18n
from game.i18n import DOMAINS, LANGUAGES, SOURCE_LANGUAGE, po_path, resolve, system_language

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
# The (domain, language) pairs whose .po files are finished: a missing or stale translation
# fails the suite. A content domain joins per language, once its texts are translated.
# (Words that stay the same in a language are listed in tools/i18n.py: SAME_WORDS.)
COMPLETE = [
    ("interface", "de"), ("interface", "fr"),
    ("catalogue", "de"), ("catalogue", "fr"),
    ("fortune", "de"), ("fortune", "fr"),
]


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool():
    return _tool()


@pytest.fixture(scope="module")
def templates(tool):
    return {domain: tool.template(domain) for domain in DOMAINS}


# --- which language ---------------------------------------------------------------------------
@pytest.mark.parametrize(("environ", "expected"), [
    ({}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "fr_CA.UTF-8"}, "fr"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "it_IT.UTF-8"}, "en"),
    ({"LC_MESSAGES": "de_AT", "LANG": "fr_FR"}, "de"),
    ({"LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "de_DE"}, "fr"),
    ({"LANGUAGE": "it:fr:de", "LANG": "de_DE"}, "fr"),
    ({"LANGUAGE": "it", "LANG": "de_DE"}, "de"),       # no shipped one listed: the locale
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "fr_BE@euro"}, "fr"),
])
def test_the_system_language_is_read_as_gettext_reads_it(environ, expected):
    assert system_language(environ) == expected


def test_a_fresh_settings_file_follows_the_system_and_a_choice_is_kept(monkeypatch):
    from game.store.settings import Settings

    monkeypatch.setenv("LANGUAGE", "de")
    assert Settings().language == "system" and resolve("system") == "de"
    assert resolve("fr") == "fr" and resolve("fr_CH") == "fr"


def test_lookups_follow_the_language_at_once(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    i18n.set_language("de")
    assert i18n._("Settings") == "Einstellungen"
    i18n.set_language("fr")
    assert i18n._("Settings") == "Réglages"
    i18n.set_language("xx")
    assert i18n.language() == "en" and i18n._("Settings") == "Settings"
    assert i18n.N_("Settings") == "Settings"


# --- compiled from the .po files of a clean tree ------------------------------------------------
def test_every_catalogue_compiles_and_a_fresh_data_folder_compiles_then_reuses_it(tmp_path):
    """A clean clone has .po files only: the first use compiles them (with Babel) into the
    data folder's cache; a later start reads the cache with gettext alone."""
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "game", tree / "game",
                    ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    data = tmp_path / "data"
    script = (
        "import sys\n"
        "from game import i18n\n"
        "for code in ('de', 'fr'):\n"
        "    i18n.set_language(code)\n"
        "    for domain in i18n.DOMAINS:\n"
        "        i18n.translations(domain)\n"
        "    print(i18n._('Back'))\n"
        "print('babel' in sys.modules)\n"
    )
    env = {"REUSSITE_DATA_DIR": str(data), "PATH": "/usr/bin:/bin"}
    first = subprocess.run([sys.executable, "-c", script], cwd=tree, env=env,
                           capture_output=True, text=True, check=True)
    assert first.stdout.split() == ["Zurück", "Retour", "True"], first.stderr
    cached = sorted(p.name for p in (data / "cache" / "locale").iterdir())
    shipped = sorted(p for p in (tree / "game" / "locale").rglob("*.po"))
    assert len(cached) == len(shipped) and all(name.endswith(".mo") for name in cached)
    again = subprocess.run([sys.executable, "-c", script], cwd=tree, env=env,
                           capture_output=True, text=True, check=True)
    assert again.stdout.split() == ["Zurück", "Retour", "False"], again.stderr


def test_the_built_catalogues_are_read_without_babel_even_at_a_first_start(tmp_path, tool,
                                                                          monkeypatch):
    """`make` compiles each .po beside it (tools/i18n.py build): a first start in German or
    French reads those with gettext alone and compiles nothing; a rebuild keeps one per
    .po, the one of its present bytes."""
    locale = tmp_path / "tree" / "game" / "locale"
    shutil.copytree(ROOT / "game", tmp_path / "tree" / "game",
                    ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    monkeypatch.setattr(tool, "po_path", lambda code, domain: locale / code / "LC_MESSAGES"
                        / f"{domain}.po")
    for code in ("de", "fr"):
        for domain in DOMAINS:
            tool.build(code, domain)
    po = locale / "de" / "LC_MESSAGES" / "interface.po"
    stale = i18n.built_mo(po, "0" * 16)
    stale.write_bytes(b"")
    assert tool.build("de", "interface") == i18n.built_mo(po, i18n.source_digest(
        po.read_bytes())) and not stale.exists()
    assert len(list(locale.rglob("*.mo"))) == len(list(locale.rglob("*.po")))
    script = ("import sys\nfrom game import i18n\n"
              "for code in ('de', 'fr'):\n    i18n.set_language(code)\n"
              "    print(i18n._('Back'), i18n.dgettext(i18n.CATALOGUE, '52 cards'))\n"
              "print('babel' in sys.modules)\n")
    data = tmp_path / "data"
    out = subprocess.run([sys.executable, "-c", script], cwd=tmp_path / "tree", check=True,
                         env={"REUSSITE_DATA_DIR": str(data), "PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True)
    assert out.stdout.split() == ["Zurück", "52", "Karten", "Retour", "52", "cartes", "False"]
    assert not (data / "cache").exists(), out.stderr


def test_an_edited_po_is_compiled_again(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path / "data"))
    locale = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, locale)
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    i18n.forget_loaded()
    i18n.set_language("de")
    assert i18n._("Back") == "Zurück"
    po = locale / "de" / "LC_MESSAGES" / "interface.po"
    po.write_text(po.read_text("utf-8").replace('msgstr "Zurück"', 'msgstr "Retour!"'), "utf-8")
    i18n.forget_loaded()
    assert i18n._("Back") == "Retour!"
    assert len(list((tmp_path / "data" / "cache" / "locale").glob("de-interface-*.mo"))) == 1
    i18n.forget_loaded()


def test_the_po_files_are_shipped_with_an_installed_copy():
    import fnmatch

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    found = list((ROOT / "game" / "locale").rglob("*.po"))
    assert len(found) == len(DOMAINS) * len(TRANSLATED)
    for path in found:  # each language's folder is a package of data (tests/test_packaging)
        package = ".".join(path.parent.relative_to(ROOT).parts)
        globs = config["package-data"].get(package, []) if package in config["packages"] else []
        assert any(fnmatch.fnmatch(path.name, g) for g in globs), f"not shipped: {path}"
        assert "*.mo" in globs  # (what the build compiles beside it)


# --- complete and current -----------------------------------------------------------------------
@pytest.mark.parametrize(("domain", "code"), COMPLETE)
def test_every_text_is_translated_and_current(tool, templates, domain, code):
    """Every text of the code has a translation: none missing, empty, fuzzy, left in
    English or with other placeholders; and the .po holds no text the code dropped.
    (`python tools/i18n.py update` brings a .po up to date; `check` lists what is left.)"""
    found = tool.problems(domain, code, templates[domain])
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_po_file_exists_and_compiles(tool, domain, code):
    assert po_path(code, domain).is_file()
    assert tool.compile_po(code, domain)


def test_the_check_finds_a_text_missing_from_a_po_and_one_left_behind(tool, templates):
    fresh = templates["interface"]
    fresh.add("A text added to the code since the last update")
    try:
        found = tool.problems("interface", "de", fresh, tool.SAME_WORDS["de"])
    finally:
        fresh.delete("A text added to the code since the last update")
    assert found == ["de/interface: 'A text added to the code since the last update' is "
                     "not in the .po (run tools/i18n.py update)"]
    fresh.delete("Back")
    try:
        found = tool.problems("interface", "de", fresh, tool.SAME_WORDS["de"])
    finally:
        fresh.add("Back")
    assert found == ["de/interface: 'Back' is no longer in the code"]


def test_the_check_finds_english_left_and_placeholders_changed(tool, tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog

    fresh = Catalog()
    fresh.add("Deal {number}")
    fresh.add("Menu")
    po = tmp_path / "de" / "LC_MESSAGES" / "interface.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid "Deal {number}"\nmsgstr "Spiel {nummer}"\n\n'
                  'msgid "Menu"\nmsgstr "Menu"\n', "utf-8")
    monkeypatch.setattr(tool, "po_path", lambda code, domain: tmp_path / code / "LC_MESSAGES"
                        / f"{domain}.po")
    found = tool.problems("interface", "de", fresh)
    assert found == ["de/interface: 'Deal {number}' has other placeholders than the English",
                     "de/interface: 'Menu' is left in English"]
    assert tool.problems("interface", "de", fresh, frozenset({"Menu"}))[1:] == []


# --- a switch in Settings shows on the next frame -----------------------------------------------
def test_switching_language_in_settings_changes_the_next_frame(app, monkeypatch):
    from game.input.intents import Action
    from game.render import text as text_module
    from game.scenes.menu import MenuScene
    from game.scenes.settings import SettingsScene

    drawn: list[str] = []
    real = text_module.rendered
    monkeypatch.setattr(text_module, "rendered",
                        lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    app.push(MenuScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    scene.focus = [row.label for row in scene.rows].index("Language")

    def frame() -> list[str]:
        drawn.clear()
        app.draw()  # the menu under the settings, then the settings
        return list(drawn)

    assert "Language" in frame() and "English" in drawn and "Quit" in drawn
    scene.handle(Action("right"))
    assert app.settings.language == "de"
    shown = frame()
    assert "Sprache" in shown and "Deutsch" in shown and "Language" not in shown
    assert "Beenden" in shown and "Quit" not in shown  # the menu's button below, too
    scene.handle(Action("right"))
    assert app.settings.language == "fr"
    assert "Langue" in frame() and "Français" in drawn
    scene.handle(Action("right"))
    assert app.settings.language == "en" and "Language" in frame()


def test_no_module_that_translates_rebinds_the_underscore():
    """`for _ in …` or `x, _ = …` in a module that imports `_` from game.i18n would make
    `_("…")` fail (or call something else) in that function."""
    import ast

    found = []
    for path in (ROOT / "game").rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        imports = any(isinstance(node, ast.ImportFrom) and node.module == "game.i18n"
                      and any(alias.name == "_" and alias.asname is None for alias in node.names)
                      for node in tree.body)
        if not imports:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, found


def test_a_table_under_the_settings_speaks_the_new_language(app, monkeypatch):
    from game.input.intents import Action
    from game.render import text as text_module
    from game.scenes.settings import SettingsScene
    from table_helpers import open_table

    drawn: list[str] = []
    real = text_module.rendered
    monkeypatch.setattr(text_module, "rendered",
                        lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    open_table(app, "klondike", 3)
    settings = SettingsScene(app)
    app.push(settings)
    settings.focus = [row.label for row in settings.rows].index("Language")
    settings.handle(Action("left"))  # English → Français
    assert app.settings.language == "fr"
    drawn.clear()
    app.draw()
    assert {"Défaire", "Nouvelle donne", "Redonnes\u00a0: 2"} <= set(drawn)
    assert "New deal" not in drawn


@pytest.mark.parametrize(("code", "expected"), [
    ("de", "reussite: unbekannte Spielkennung 'nope' (siehe --list)"),
    ("fr", "reussite: identifiant de jeu inconnu 'nope' (voir --list)"),
])
def test_the_command_line_speaks_the_system_language(tmp_path, code, expected):
    env = {"REUSSITE_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin", "LANGUAGE": code}
    done = subprocess.run([sys.executable, "-m", "game", "--game", "nope", "--print"],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.strip() == expected


# Tables whose counters sit in tight places (longer German or French words once overlapped
# a pile or a count badge there).
TIGHT = ("dondorf_zifferblatt", "dondorf_diwan", "dondorf_zopf", "dondorf_arena",
         "dondorf_sirenen", "dondorf_italienerin", "plait", "aunt_mary", "klondike")


@pytest.mark.parametrize("code", TRANSLATED)
def test_counters_fit_beside_their_piles_in_every_language(tmp_path, monkeypatch, code):
    from test_table_labels import check_labels

    from table_helpers import make_app, open_table

    app = make_app(tmp_path, monkeypatch, (1280, 720))
    app.update_settings(language=code)
    for game_id in TIGHT:
        scene = open_table(app, game_id, 1)
        for moves in (0, 25):  # as dealt, then with count badges under turned cards
            scene.random_play(moves)
            app.draw()
            check_labels(scene)
        app.pop()


def test_every_option_label_of_every_game_is_a_text_to_translate(templates):
    """A game's option names and choices are shown in the chooser: each must be marked
    N_("…") in its rules module, so the translators get it."""
    from game.rules import registry

    interface = templates["interface"]
    unmarked = sorted({f"{spec.id}: {text!r}" for spec in registry().specs()
                       for option in spec.options
                       for text in (option.label, *option.choice_labels.values())
                       if interface.get(text) is None})
    assert not unmarked, unmarked
