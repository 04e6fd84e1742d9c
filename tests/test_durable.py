"""game/store/durable.py: in the window, a file's fsyncs and rename are done by a worker
after the write returns; whatever reads, moves or removes the file waits for them, and a
crash still leaves the old file or the new one."""

import os
import threading

import pytest

from game.store import durable, saves
from game.store.tomlfile import keep_aside, read_toml, write_toml_atomic


@pytest.fixture
def slow_disk(monkeypatch, tmp_path):
    """Writes finished in the background, each fsync held until the test lets it go."""
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    gate = threading.Event()
    synced = []
    real_fsync = os.fsync

    def held_fsync(handle):
        assert gate.wait(10), "the test never let the disk go"
        synced.append(handle)
        real_fsync(handle)

    monkeypatch.setattr(os, "fsync", held_fsync)
    durable.in_background(True)
    yield gate, synced
    gate.set()
    durable.in_background(False)  # (lands whatever is left)
    assert not durable._pending or not +durable._pending


def temps(folder):
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_write_returns_before_the_disk_and_a_read_waits_for_it(slow_disk, tmp_path):
    gate, synced = slow_disk
    path = tmp_path / "file.toml"
    for n in (1, 2, 3):
        write_toml_atomic(path, {"n": n})   # returns while the disk is held
    # nothing renamed yet (the first may be dropped already, if the second came first)
    assert not path.exists() and len(temps(tmp_path)) in (2, 3)
    threading.Timer(0.05, gate.set).start()
    assert read_toml(path, {}) == ({"n": 3}, None)  # waited for them, the last one won
    assert temps(tmp_path) == []
    # a write with a newer one queued behind it was dropped unsynced: at most the first
    # (under way already) and the last were synced, each file and then its folder
    assert len(synced) in (2, 4)


def test_removing_a_save_waits_for_its_pending_write(slow_disk):
    gate, _synced = slow_disk
    record = {"game_id": "klondike", "deal": 3, "history": {"moves": []}}
    assert saves.save_game(record) is None
    threading.Timer(0.05, gate.set).start()
    assert saves.clear_game("klondike") is None  # waits, then removes: nothing comes back
    durable.settle()
    assert not saves.save_path("klondike").exists()
    assert saves.load_game("klondike") == (None, None)


def test_keeping_a_file_aside_waits_for_its_pending_write(slow_disk, tmp_path):
    gate, _synced = slow_disk
    path = tmp_path / "settings.toml"
    write_toml_atomic(path, {"n": 1})
    threading.Timer(0.05, gate.set).start()
    backup = keep_aside(path, copy_only=True)
    assert backup.read_bytes() == path.read_bytes() == b"n = 1\n"


def test_a_write_that_fails_in_the_worker_is_told_and_the_old_file_kept(
        slow_disk, tmp_path, monkeypatch):
    gate, _synced = slow_disk
    gate.set()
    path = tmp_path / "statistics.toml"
    write_toml_atomic(path, {"n": 1})
    durable.settle()

    def refused(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refused)
    write_toml_atomic(path, {"n": 2})
    durable.settle(path)
    assert durable.failures() == ["Your file statistics.toml could not be saved."]
    assert durable.failures() == []  # told once
    assert path.read_bytes() == b"n = 1\n" and temps(tmp_path) == []


def test_without_the_window_a_write_is_finished_before_it_returns(tmp_path, monkeypatch):
    calls = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda handle: (calls.append(handle), real_fsync(handle)))
    path = tmp_path / "file.toml"
    write_toml_atomic(path, {"n": 1})
    assert path.read_bytes() == b"n = 1\n" and len(calls) == 2  # the file and its folder
    assert threading.current_thread() is threading.main_thread()
