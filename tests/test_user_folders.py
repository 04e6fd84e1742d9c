"""game/store/paths.py: the player's folders are platformdirs' (XDG on Linux): data,
config and cache apart; REUSSITE_DATA_DIR puts them in one folder; settings and bindings
an older version kept in the data folder move to the config folder once, nothing lost."""

from __future__ import annotations

import sys

import pytest

from game.store import paths

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the XDG folders (platformdirs' on other systems)")


@pytest.fixture
def home(tmp_path, monkeypatch):
    for name in ("REUSSITE_DATA_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


def test_the_three_folders_follow_xdg(home, monkeypatch):
    assert paths.data_dir() == home / ".local" / "share" / "reussite"
    assert paths.config_dir() == home / ".config" / "reussite"
    assert paths.cache_dir() == home / ".cache" / "reussite"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "conf"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "junk"))
    assert paths.config_file("settings.toml") == home / "conf" / "reussite" / "settings.toml"
    assert paths.cache_dir() == home / "junk" / "reussite"


def test_one_folder_for_tests_and_tools(home, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(home / "all"))
    assert paths.data_dir() == paths.config_dir() == home / "all"
    assert paths.cache_dir() == home / "all" / "cache"
    (home / "all").mkdir()
    (home / "all" / "settings.toml").write_text("sound = false\n")
    assert paths.move_config_from_data() == []  # (one folder: nothing to move)
    assert (home / "all" / "settings.toml").is_file()


def test_settings_and_bindings_move_once_and_nothing_is_overwritten(home):
    data = paths.data_dir()
    (data / "cache" / "locale").mkdir(parents=True)
    (data / "settings.toml").write_text("sound = false\n")
    (data / "bindings.toml").write_text("[keys]\n")
    (data / "stats.toml").write_text("version = 1\n")
    moved = paths.move_config_from_data()
    config = paths.config_dir()
    assert moved == [(data / "settings.toml", config / "settings.toml"),
                     (data / "bindings.toml", config / "bindings.toml")]
    assert (config / "settings.toml").read_text() == "sound = false\n"
    assert (data / "stats.toml").is_file() and not (data / "cache").exists()
    assert paths.move_config_from_data() == []  # once
    (data / "settings.toml").write_text("sound = true\n")  # an older copy wrote again
    assert paths.move_config_from_data() == []
    assert (config / "settings.toml").read_text() == "sound = false\n"  # kept
    assert (data / "settings.toml").is_file()  # and the other not lost either
