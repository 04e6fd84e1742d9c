"""The work after a window's first frame (game/app.py) never holds up the deal's first
frames: the sound device opens after the second frame, the pads at the first still
moment or input; the second frame reads its felt back as the first did (or, at the
first start, takes the pictures the first drew)."""

from __future__ import annotations

import pygame

import game.app as app_module
from game.render import art_cache, felt
from game.scenes.table import TableScene
from table_helpers import make_app


def recording_app(tmp_path, monkeypatch):
    """A headless app on a dealing table whose frames, sound device and pads are noted:
    `log` gets ("frame", in flight), "sound" and "pads" in the order they happen."""
    app = make_app(tmp_path, monkeypatch, animation_speed="normal")
    table = TableScene(app, "klondike", deal=3)
    app.push(table)
    log: list = []
    monkeypatch.setattr(app.sound, "open_device", lambda: log.append("sound"))
    monkeypatch.setattr(app.mapper, "start_devices", lambda: log.append("pads"))
    monkeypatch.setattr(app_module, "read_devices_ourselves", lambda: log.append("own"))
    monkeypatch.setattr(app_module, "look_up_system_fonts", lambda: log.append("fonts"))
    original = app.frame
    monkeypatch.setattr(app, "frame", lambda: (
        original(), log.append(("frame", table.view.sprites.in_flight()))))
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)  # other tests' fonts live
    monkeypatch.setattr(app_module, "FPS", 1000)  # no pacing: the test stays quick
    return app, table, log


def test_the_sound_opens_after_the_second_frame_and_the_pads_when_the_deal_lands(
        tmp_path, monkeypatch):
    app, table, log = recording_app(tmp_path, monkeypatch)
    waits = []

    def wait(timeout, pads_open=False):
        waits.append(len(log))
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        return True

    monkeypatch.setattr(app_module, "wait_for_event", wait)
    keeping = []  # whether the frame's pictures were read back from the kept ones
    monkeypatch.setattr(art_cache, "picture", lambda key, draw: (
        keeping.append((len(log), art_cache._keeping)), draw())[1])
    monkeypatch.setattr(art_cache, "_keeping", False)
    felt.clear()  # (a felt of this size kept by an earlier test draws no picture)
    art_cache.start()  # as run_app does
    try:
        app.run()
    finally:
        art_cache.stop()
    assert {frame for frame, kept in keeping if kept} == {0, 1}  # the first two frames
    frames = [entry for entry in log if isinstance(entry, tuple)]
    assert log.index("sound") == 2 and log[:2] == frames[:2]   # after the second frame
    assert log.index("fonts") == 4                              # after the third
    assert all(flying for _frame, flying in frames[:5])         # the deal was under way
    pads = log.index("pads")
    assert log[pads + 1] == "own"  # SDL stops reading the pads itself as they start
    assert pads > 10 and log[pads - 1] == ("frame", 0)  # once the cards had landed
    assert waits[0] > pads   # and before the loop slept
    assert log.count("sound") == log.count("pads") == 1


def test_input_during_the_deal_finds_the_sound_and_the_pads_ready(tmp_path, monkeypatch):
    app, table, log = recording_app(tmp_path, monkeypatch)
    app.between_frames += [app_module.after_second_frame, app_module.look_up_fonts]
    app.after_first_frame.append(app_module.start_pads)
    handled = []
    monkeypatch.setattr(table, "handle", lambda intent: handled.append(list(log)))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.process_events()
    assert handled == [["sound", "fonts", "pads", "own"]]  # all before the click is handled
    assert not app.between_frames and not app.after_first_frame


def test_before_the_pads_start_a_frame_reads_no_devices(tmp_path, monkeypatch):
    """The loop's frames before the pads start load nothing to read them
    (game/event_wait.py and ctypes come with the pads)."""
    import sys

    reads = []
    monkeypatch.delitem(sys.modules, "game.event_wait", raising=False)
    app_module.read_devices()
    assert "game.event_wait" not in sys.modules
    import game.event_wait as event_wait

    monkeypatch.setattr(event_wait, "read_devices", lambda: reads.append(1))
    app_module.read_devices()
    assert reads == [1]


def test_the_second_frame_reads_its_felt_back_as_the_first_did(tmp_path, monkeypatch):
    """The first frame weaves the felt onto the window; the second lays it from a buffer
    of its own: its grain and shade come from the kept pictures too, not drawn anew."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(art_cache, "_file", None)
    monkeypatch.setattr(art_cache, "_kept", None)
    monkeypatch.setattr(art_cache, "_used", set())
    drawn = []
    for name in ("_noise_tile", "_shade_grid"):
        original = getattr(felt, name)
        monkeypatch.setattr(felt, name, lambda *a, _o=original, _n=name: (
            drawn.append(_n), _o(*a))[1])
    try:
        for start in range(2):
            felt.clear()
            monkeypatch.setattr(art_cache, "_kept", None)
            monkeypatch.setattr(art_cache, "_used", set())
            app = make_app(tmp_path, monkeypatch, animation_speed="normal")
            app.push(TableScene(app, "klondike", deal=3))
            art_cache.start()
            app.frame()
            app.frame()
            app_module.after_second_frame(app)
            art_cache.write_new()
            if start == 0:  # the first start: drawn for the first frame, not again
                assert sorted(drawn) == ["_noise_tile", "_shade_grid"]
                drawn.clear()
        assert drawn == []  # the next start: both frames read them back
    finally:
        art_cache.stop()
        art_cache._new.clear()
        felt.clear()
