"""game/user_dirs.py gives the folders platformdirs gives, without loading it on Linux."""

import subprocess
import sys

import platformdirs
import pytest

from game import user_dirs

CASES = [  # (XDG variable's value or None for unset, HOME or None for unset)
    ("/xdg/place", "/home/player"),
    (None, "/home/player"),
    ("", "/home/player"),
    ("relative/place", "/home/player"),  # the spec: a relative path is ignored
    ("/xdg/place", None),
    (None, None),                         # no HOME: the password database's home
    (None, "relative-home"),
]


@pytest.mark.parametrize("kind", ["data", "cache"])
@pytest.mark.parametrize(("xdg", "home"), CASES)
def test_the_folders_are_platformdirs_own(monkeypatch, kind, xdg, home):
    variable = user_dirs.XDG[kind][0]
    for name, value in ((variable, xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    ours = user_dirs.user_data_dir() if kind == "data" else user_dirs.user_cache_dir()
    theirs = getattr(platformdirs, f"user_{kind}_dir")("reussite")
    assert ours == theirs


def test_other_systems_ask_platformdirs(monkeypatch):
    monkeypatch.setattr(user_dirs.sys, "platform", "darwin")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda app: f"/Library/{app}")
    assert user_dirs.user_data_dir() == "/Library/reussite"


def test_a_linux_start_finds_its_folders_without_platformdirs(tmp_path):
    """Its Unix module loads tempfile, shutil, bz2, lzma and random: ~3 ms of a start."""
    code = ("import sys\nfrom game.store import data_dir\nfrom game.code_cache import user_file\n"
            "from game.layout.loader import user_levels_dir\n"
            "print(data_dir(), user_file(), user_levels_dir())\n"
            "print(sorted(m for m in ('platformdirs', 'tempfile', 'shutil', 'tomli_w') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}).stdout
    folders, loaded = out.splitlines()
    data = tmp_path / ".local" / "share" / "reussite"
    assert folders.split()[0] == str(data) and folders.split()[2] == str(data / "levels")
    assert folders.split()[1].startswith(str(tmp_path / ".cache" / "reussite") + "/")
    assert loaded == "[]"
