"""What an installed copy needs: every package listed, the maps and sounds shipped."""

import tomllib
from pathlib import Path

import game
from game.resources import data_dir

ROOT = Path(game.__file__).resolve().parent.parent


def test_every_package_under_game_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    inits = (ROOT / "game").rglob("__init__.py")
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in inits}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
    assert config["package-dir"] == {"game.levels": "levels", "game.assets": "assets"}


def test_every_folder_of_shipped_files_is_a_listed_package():
    """setuptools ships files only from the packages listed, and warns ("Package would be
    ignored") of a folder it reaches through another package's glob: every folder holding
    a shipped file is listed, its files named by its own globs."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed, folders = set(config["packages"]), config["package-dir"]
    shipped = 0
    for package, globs in config["package-data"].items():
        assert package in listed, package
        source = ROOT / folders.get(package, package.replace(".", "/"))
        for pattern in globs:
            for path in source.glob(pattern):
                folder = path.parent.relative_to(source).parts
                assert ".".join((package, *folder)) in listed, f"list its folder: {path}"
                shipped += 1
    assert shipped > 100  # the maps, sounds, catalogues and translations at least
    assert {"game.levels.compiled", "game.assets.sounds", "game.locale.de.LC_MESSAGES"} <= listed


def test_data_folders_are_found():
    assert any(data_dir("levels").glob("*.tmx"))
    assert (data_dir("assets") / "sounds" / "win.wav").exists()


def test_every_data_file_in_game_is_shipped():
    """package-data globs must cover each TOML file an installed copy reads."""
    import fnmatch
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    globs = config["package-data"]["game"]
    for path in (ROOT / "game").rglob("*.toml"):
        relative = path.relative_to(ROOT / "game").as_posix()
        assert any(fnmatch.fnmatch(relative, g) for g in globs), f"not shipped: {relative}"
    assert "catalogue/*.toml" in globs


def test_the_build_compiles_each_shipped_po_beside_it(tmp_path):
    """setup.py's build_py runs build_beside on every .po it ships, so that `pip install .`
    without make has the .mo files game/i18n.py reads first; a built one is kept. (It
    compiles the maps too: tests/test_layout_compiled.py.)"""
    import gettext
    import shutil

    from game.i18n import build_beside, built_mo, po_path, source_digest

    po = tmp_path / "interface.po"
    shutil.copy(po_path("de", "interface"), po)
    mo = build_beside(po)
    assert mo == built_mo(po, source_digest(po.read_bytes())) and mo.parent == tmp_path
    with mo.open("rb") as compiled:
        assert gettext.GNUTranslations(compiled).gettext("Undo") == "Rückgängig"
    stamp = mo.stat().st_mtime_ns
    assert build_beside(po) == mo and mo.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["interface.po", mo.name])
    setup = (ROOT / "setup.py").read_text()
    assert "build_beside" in setup and "compile_folder" in setup and '"build_py"' in setup


def test_the_build_and_the_player_need_no_more_than_they_use():
    """Building runs no game code (no pygame in the build); a player's copy needs no Babel
    (the build compiles the catalogues: Babel is the translators' extra)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    build_needs, runs_on = config["build-system"]["requires"], config["project"]["dependencies"]
    assert not [need for need in build_needs if need.startswith("pygame")]
    assert not [need for need in runs_on if need.startswith("babel")]
    assert any(need.startswith("babel") for need in config["project"]["optional-dependencies"]
               ["i18n"])


def test_each_build_starts_from_an_empty_build_folder(tmp_path, monkeypatch):
    """setuptools reuses build/lib: a module deleted from the checkout since the last build
    stayed there and shipped in the next wheel. setup.py's build_py empties its package
    folder first (an editable install's is a temporary one of its own: left alone)."""
    import runpy
    import sys

    import setuptools
    from setuptools.command.build_py import build_py

    import game.i18n
    import game.layout.compiled

    commands = {}
    monkeypatch.setattr(sys, "path", list(sys.path))  # (setup.py puts the checkout first)
    monkeypatch.setattr(setuptools, "setup", lambda cmdclass: commands.update(cmdclass))
    runpy.run_path(str(ROOT / "setup.py"))
    seen = []
    monkeypatch.setattr(build_py, "run", lambda self: seen.append(
        sorted(p.name for p in Path(self.build_lib, "game").glob("*"))))
    for module, name in [(game.i18n, "build_beside"), (game.layout.compiled, "compile_folder")]:
        monkeypatch.setattr(module, name, lambda *args: None)
    for editable in (False, True):
        stale = tmp_path / "game" / "stale_module.py"
        stale.parent.mkdir(exist_ok=True)
        stale.write_text("print('from an old build')\n")
        command = commands["build_py"](setuptools.Distribution())
        command.build_lib, command.editable_mode = str(tmp_path), editable
        command.run()
    assert seen == [[], ["stale_module.py"]]
