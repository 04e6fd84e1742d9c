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
