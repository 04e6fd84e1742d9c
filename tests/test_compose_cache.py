"""game/compose_cache.py: libX11's Compose cache gets a folder of ours, for an ordinary
user who has none; a player's own choice and root are left alone."""

import os
import stat

import pytest

from game import compose_cache
from game.compose_cache import keep_compose_cache


@pytest.fixture
def player(monkeypatch, tmp_path):
    """An ordinary user (ids 1000) with an empty home and cache folder."""
    monkeypatch.setattr(compose_cache.sys, "platform", "linux")
    for name in ("geteuid", "getuid", "getegid", "getgid"):
        monkeypatch.setattr(compose_cache.os, name, lambda: 1000)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    (tmp_path / "home").mkdir()
    return {"HOME": str(tmp_path / "home")}


def test_an_ordinary_user_gets_a_private_folder(player, tmp_path):
    folder = keep_compose_cache(player)
    assert folder == str(tmp_path / "cache" / "reussite" / "compose")
    assert player["XCOMPOSECACHE"] == folder
    # libX11 uses only a folder no one else may write to
    assert stat.S_IMODE(os.stat(folder).st_mode) & 0o022 == 0
    assert keep_compose_cache(dict(player, XCOMPOSECACHE="")) is None  # set: not again


def test_the_players_own_places_are_left_alone(player):
    own = dict(player, XCOMPOSECACHE="/somewhere")
    assert keep_compose_cache(own) is None and own["XCOMPOSECACHE"] == "/somewhere"
    os.mkdir(os.path.join(player["HOME"], ".compose-cache"))  # libX11's own place
    assert keep_compose_cache(player) is None and "XCOMPOSECACHE" not in player


def test_nothing_for_root_or_where_libx11_keeps_none(player, monkeypatch):
    assert keep_compose_cache({}) is None  # no home
    monkeypatch.setattr(compose_cache.os, "geteuid", lambda: 0)
    assert keep_compose_cache(player) is None and "XCOMPOSECACHE" not in player
    monkeypatch.setattr(compose_cache.os, "geteuid", lambda: 1001)  # set-uid
    assert keep_compose_cache(player) is None
    monkeypatch.setattr(compose_cache.os, "geteuid", lambda: 1000)
    monkeypatch.setattr(compose_cache.sys, "platform", "darwin")
    assert keep_compose_cache(player) is None


def test_a_folder_that_cannot_be_made_is_no_error(player, monkeypatch, tmp_path):
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "file"))
    assert keep_compose_cache(player) is None and "XCOMPOSECACHE" not in player
