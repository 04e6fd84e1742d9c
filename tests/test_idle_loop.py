"""A still table costs nothing: the loop sleeps while nothing moves and draws only for
what changed; animations, timers and input still get their frames (game/app_loop.py)."""

from __future__ import annotations

import time

import pygame
import pytest

import game.app as app_module
import game.app_loop as loop_module
import game.app_start as start_module
from game.app_notices import NOTICE_SECONDS
from game.input.mapper import REPEAT_DELAY_MS
from game.scenes.base import Scene, soonest
from game.scenes.blink import BLINK_SECONDS, caret_next_change
from game.scenes.menu import MenuScene
from game.scenes.results import ResultsScene
from game.scenes.table import TableScene
from table_helpers import make_app, open_table, run_frames


def still(app) -> bool:
    return app.next_change() is None


def test_soonest_counts_none_as_never():
    assert soonest([None, None]) is None
    assert soonest([None, 0.7, 0.2]) == 0.2
    assert soonest([-0.1, 3.0]) == 0.0   # an overdue change is due now


def test_a_still_table_asks_for_nothing(app):
    open_table(app, "klondike", 1)
    app.step(1 / 120)
    assert still(app)


def test_the_deal_animation_asks_for_every_frame_until_the_cards_land(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="normal")
    table = TableScene(app, "klondike", deal=3)
    app.push(table)
    assert app.next_change() == 0
    assert run_frames(app, 10, until=lambda: app.next_change() != 0)
    assert table.view.sprites.in_flight() == 0 and still(app)


def test_the_hud_clock_wakes_the_table_once_a_second(app):
    table = open_table(app, "klondike", 1)
    table.play(table.game.legal_moves(table.state)[0])
    app.step(1 / 120)   # the card lands (instant speed)
    assert table.history.moves_made == 1
    table.model.tick(12.25 - table.elapsed, shown=True)  # the clock run on to 12.25 s
    assert app.next_change() == pytest.approx(0.75)
    app.advance(0.75)
    assert table.elapsed == pytest.approx(13.0)
    assert app.next_change() == pytest.approx(1.0)


def test_the_clock_stops_waking_when_the_table_is_not_on_top(app):
    table = open_table(app, "klondike", 1)
    table.play(table.game.legal_moves(table.state)[0])
    app.step(1 / 120)
    assert app.next_change() is not None
    app.push(Scene(app))  # an opaque scene that never changes by itself
    assert still(app)


def test_a_notice_wakes_the_app_when_it_expires(app):
    open_table(app, "klondike", 1)
    app.notify("Saved.")
    assert app.next_change() == pytest.approx(NOTICE_SECONDS)
    app.advance(NOTICE_SECONDS)
    assert not app.noticeboard.notices and still(app)


def test_a_hint_mark_and_a_waiting_solver_wake_the_table(app):
    table = open_table(app, "klondike", 1)
    table.solving.marks, table.solving.marks_left = (0, 1), 2.5
    assert app.next_change() == pytest.approx(2.5)
    table.solving.waiting_hint = True   # the answer is polled for, a few times a second
    assert 0 < app.next_change() <= 0.1


def test_the_menu_caret_blinks_for_a_while_after_input_then_holds_still(app):
    app.push(MenuScene(app))
    app.last_input = pygame.time.get_ticks()
    assert 0 < app.next_change() <= 0.5
    app.last_input = pygame.time.get_ticks() - int(BLINK_SECONDS * 1000) - 1
    assert caret_next_change(app) is None and still(app)
    app.step(1 / 120)
    assert app.stack.top.drawing.caret < 0.5   # held on, not off


def test_the_pointer_coming_in_or_moving_leaves_a_still_menu_still(app):
    app.push(MenuScene(app))
    app.process_events()
    quiet = app.last_input
    assert caret_next_change(app) is None and still(app)
    for event in (pygame.event.Event(pygame.WINDOWENTER), pygame.event.Event(pygame.WINDOWSHOWN),
                  pygame.event.Event(pygame.WINDOWEXPOSED),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 60), rel=(30, 0),
                                     buttons=(0, 0, 0))):
        pygame.event.post(event)
    app.process_events()
    assert app.last_input == quiet and still(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="k"))
    app.process_events()
    assert app.last_input != quiet and 0 < app.next_change() <= 0.5  # typing: it blinks


def test_the_results_dialog_fades_in_then_is_still(app):
    open_table(app, "klondike", 1)
    app.push(ResultsScene(app, "klondike", "won", 80, 95.0, 52, 1, on_next=lambda: None,
                          on_replay=lambda: None, on_menu=lambda: None))
    assert app.next_change() == 0
    run_frames(app, 1)
    assert still(app)


def test_a_held_direction_wakes_the_app_for_its_repeats(app):
    open_table(app, "klondike", 1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode="", scancode=0))
    pressed = pygame.time.get_ticks()
    assert app.process_events()
    taken = pygame.time.get_ticks() - pressed   # (long on a busy machine: read from the press)
    due = app.mapper.next_repeat(now=pressed)
    assert due is not None and REPEAT_DELAY_MS / 1000 <= due <= (REPEAT_DELAY_MS + taken) / 1000
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0,
                                         unicode="", scancode=0))
    app.process_events()
    assert app.mapper.next_repeat() is None


class Recorder:
    """Stands in for the blocking wait: notes each timeout, then lets `script` act."""

    def __init__(self, script) -> None:
        self.timeouts: list[float | None] = []
        self.script = script

    def __call__(self, timeout, pads_open=False):
        self.timeouts.append(timeout)
        self.script(len(self.timeouts))
        return bool(pygame.event.peek())


def keep_pygame(monkeypatch) -> None:
    """The loop quits pygame at its end; the fonts other tests cached must stay valid."""
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)


def run_counting_frames(app, monkeypatch, script) -> tuple[Recorder, list[int]]:
    recorder = Recorder(script)
    frames: list[int] = []
    keep_pygame(monkeypatch)
    monkeypatch.setattr(loop_module, "wait_for_event", recorder)
    original = app.frame
    monkeypatch.setattr(app, "frame", lambda: (frames.append(len(recorder.timeouts)),
                                               original()))
    app.run()
    return recorder, frames


def test_the_loop_sleeps_on_a_still_table_and_input_wakes_it(app, monkeypatch):
    table = open_table(app, "klondike", 1)
    seen = []
    monkeypatch.setattr(table, "handle", lambda intent: seen.append(intent))

    def script(n):
        if n == 1:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
        else:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    recorder, frames = run_counting_frames(app, monkeypatch, script)
    assert recorder.timeouts == [None, None]   # no deadline: it sleeps until input
    assert frames == [0, 1]                    # the first frame, then one for the motion
    assert seen                                # the motion reached the table
    assert not app.running


def test_the_loop_draws_every_frame_of_an_animation_without_sleeping(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="normal")
    table = TableScene(app, "klondike", deal=3)
    app.push(table)
    monkeypatch.setattr(loop_module, "FPS", 1000)  # no pacing: the test stays quick

    def script(n):
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    recorder, frames = run_counting_frames(app, monkeypatch, script)
    assert recorder.timeouts == [None]        # it slept only once the deal had landed
    assert len(frames) >= 12                  # every step of the deal was drawn
    assert table.view.sprites.in_flight() == 0


def test_a_move_after_sleeping_starts_moving_on_the_first_frame(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="normal")
    table = open_table(app, "klondike", 1)
    move = table.game.legal_moves(table.state)[0]
    positions = []

    def script(n):
        if n == 1:
            table.play(move)   # as a click would, while the loop sleeps
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5),
                                                 rel=(1, 1), buttons=(0, 0, 0)))
        else:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    original = app.frame

    def frame():
        positions.append([(s.x, s.y) for s in table.view.sprites.sprites.values()])
        original()

    monkeypatch.setattr(app, "frame", frame)
    keep_pygame(monkeypatch)
    monkeypatch.setattr(loop_module, "FPS", 1000)
    monkeypatch.setattr(loop_module, "wait_for_event", Recorder(script))
    app.run()
    assert positions[1] != positions[0]   # the frame right after the input shows motion


def test_a_press_mid_animation_is_answered_at_once_not_a_frame_later(tmp_path, monkeypatch):
    """While the deal moves, the loop sleeps out each frame's time, but a press wakes it
    at once (its answer drawn in the next frame); a pointer's motion is taken and the
    sleep goes on."""
    from game import event_wait

    app = make_app(tmp_path, monkeypatch, animation_speed="slow")
    table = TableScene(app, "klondike", deal=3)
    app.push(table)
    monkeypatch.setattr(loop_module, "FPS", 0.5)  # a frame's time: 2 s, unless woken
    seen, waits = [], []
    monkeypatch.setattr(table, "handle", lambda intent: seen.append(type(intent).__name__))

    def wait(timeout, pads_open=False):
        waits.append(timeout)
        if len(waits) == 1:
            kind = dict(type=pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
        elif len(waits) == 2:
            kind = dict(type=pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
        else:
            kind = dict(type=pygame.QUIT)
        pygame.event.post(pygame.event.Event(kind.pop("type"), **kind))
        return True

    monkeypatch.setattr(event_wait, "wait_for_event", wait)
    monkeypatch.setattr(loop_module, "wait_for_event", lambda *args, **kwargs: bool(
        pygame.event.post(pygame.event.Event(pygame.QUIT))))  # (still: the test ends)
    keep_pygame(monkeypatch)
    app.run()
    # three waits, each woken (no frame's 2 s slept out); after the motion, slept on
    assert len(waits) == 3 and 0 < waits[1] <= waits[0] <= 2.0
    assert seen[:2] == ["PointerMove", "PointerDown"]
    assert table.view.sprites.in_flight()  # all of it mid-deal


def test_sounds_wait_for_the_device_and_the_deal_sound_is_not_lost(monkeypatch):
    from game import sound as sound_module

    heard: list[str] = []
    monkeypatch.setattr(sound_module.Sounds, "_sound", lambda self, name: heard.append(name))
    monkeypatch.setattr(sound_module.pygame.mixer, "get_init", lambda: None)

    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(sound_module.pygame.mixer, "init", no_device)
    sounds = sound_module.Sounds(device=True)
    sounds.play("deal")
    assert heard == [] and sounds.played == ["deal"]   # start-up does not open audio
    sounds.open_device()                               # no device: silent, no error
    assert heard == ["deal"] and sounds.sounds == {}
    sounds.play("slide")
    assert heard == ["deal", "slide"]


def test_headless_sounds_never_open_a_device(monkeypatch):
    from game import sound as sound_module

    monkeypatch.setattr(sound_module.pygame.mixer, "init",
                        lambda *a, **k: pytest.fail("opened the audio device"))
    sounds = sound_module.Sounds(device=False)
    sounds.open_device()
    sounds.play("win")
    assert sounds.played == ["win"]


def test_the_window_coming_up_at_its_size_does_not_snap_the_deal(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="normal")
    table = TableScene(app, "klondike", deal=3)
    app.push(table)
    w, h = app.screen.get_size()
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h))
    app.process_events()
    assert table.view.sprites.in_flight() > 20   # still being dealt
    pygame.display.set_mode((w + 100, h))         # a real change of size lays out anew
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w + 100, y=h))
    app.process_events()
    assert app.laid_out == (w + 100, h)


@pytest.mark.parametrize("through_sdl", [True, False])
def test_waiting_returns_on_an_event_and_leaves_it_in_the_queue(app, monkeypatch, through_sdl):
    from game import event_wait

    if not through_sdl:
        monkeypatch.setattr(event_wait, "_find_sdl_wait", lambda: None)
    pygame.event.clear()
    assert event_wait.wait_for_event(0.02) is False     # nothing came: the time ran out
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0,
                                         unicode="a", scancode=0))
    assert event_wait.wait_for_event(5.0) is True
    assert [e.type for e in pygame.event.get()] == [pygame.KEYDOWN]   # still there for us
    assert event_wait.wait_for_event(0) is False


def test_a_fresh_menu_is_still_until_the_first_input(app):
    app.push(MenuScene(app))
    app.step(1 / 120)
    assert app.stack.top.drawing.caret < 0.5      # the caret shows, steadily
    if not app.stack.top.thumbnails.missing:
        assert still(app)
    assert caret_next_change(app) is None


def test_a_sleeping_loop_reads_the_pads_itself_at_its_own_pace(monkeypatch):
    """While we read the devices ourselves SDL's wait blocks in slices: open pads are read
    PAD_READS_PER_SECOND times a second, else pads plugged in are looked for now and then;
    a pad's event ends the wait."""
    from game import event_wait

    slices, reads, queued = [], [], []
    event_after = [3]   # the read that finds a pad's event

    def sdl_wait(event, ms):
        slices.append(ms)
        time.sleep(ms / 1000 if ms < 100 else 0)
        return bool(queued)

    def read():
        reads.append(1)
        if len(reads) == event_after[0]:
            queued.append("CONTROLLERBUTTONDOWN")

    monkeypatch.setattr(event_wait, "_find_sdl_wait", lambda: sdl_wait)
    monkeypatch.setattr(event_wait, "_has_events", lambda first, last: bool(queued))
    monkeypatch.setattr(event_wait, "_read_devices", read)
    assert event_wait.wait_for_event(None, pads_open=True) is True
    assert slices == [round(1000 / event_wait.PAD_READS_PER_SECOND)] * 3 and len(reads) == 3
    slices.clear(), reads.clear(), queued.clear()
    assert event_wait.wait_for_event(None) is True
    assert slices == [round(1000 * event_wait.DEVICE_CHECK_SECONDS)] * 3
    slices.clear(), reads.clear(), queued.clear()
    event_after[0] = 0   # no pad event this time
    started = time.monotonic()
    assert event_wait.wait_for_event(0.1, pads_open=True) is False   # the time ran out
    assert time.monotonic() - started >= 0.1 and sum(slices) <= 100
    assert max(slices) <= 34 and len(reads) == len(slices)  # pad-paced slices, read after each


def test_a_real_pad_is_read_while_the_loop_sleeps():
    """SDL's virtual game controller, its button pressed while we wait: the press wakes
    the wait, though SDL no longer reads joysticks by itself."""
    import subprocess
    import sys

    code = """
import ctypes, time, pygame
from pygame._sdl2 import controller
from game import event_wait
pygame.display.init(); pygame.display.set_mode((320, 240))
assert event_wait.read_devices_ourselves()
controller.init()
sdl = ctypes.CDLL(event_wait._loaded_sdl_path())
assert sdl.SDL_JoystickAttachVirtual(1, 6, 15, 0) == 0
assert event_wait.wait_for_event(2.0, pads_open=False)  # plugged in: noticed
added = [e for e in pygame.event.get() if e.type == pygame.CONTROLLERDEVICEADDED]
pad = controller.Controller(added[0].device_index)
sdl.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
sdl.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int]
sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
joystick = sdl.SDL_JoystickFromInstanceID(pad.as_joystick().get_instance_id())
event_wait.read_devices()
pygame.event.get()   # the pad's first state
assert not pygame.event.peek()
assert sdl.SDL_JoystickSetVirtualButton(joystick, 0, 1) == 0
start = time.monotonic()
assert event_wait.wait_for_event(2.0, pads_open=True)
assert time.monotonic() - start < 1.5   # a pad slice, not the whole 2 s
assert pygame.CONTROLLERBUTTONDOWN in [e.type for e in pygame.event.get()]
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                              "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0 and out.stdout.split() == ["ok"], out.stderr


def test_a_running_loop_reads_the_pads_every_frame(app, monkeypatch):
    reads = []
    monkeypatch.setattr(app_module, "read_devices", lambda: reads.append(1))
    app.process_events()
    app.process_events()
    assert reads == [1, 1]


def test_the_menu_under_a_first_table_is_built_when_the_deal_lands_or_input_comes(
        tmp_path, monkeypatch):
    """Started on a table, the first frames are the table's alone: the menu is put under
    it when its deal has landed (or input comes first)."""
    import argparse

    app = make_app(tmp_path, monkeypatch, animation_speed="normal")
    monkeypatch.setattr(start_module, "App", lambda **kwargs: app)
    keep_pygame(monkeypatch)
    seen = []   # (cards in flight, scenes) at each frame
    monkeypatch.setattr(app, "frame", lambda: seen.append(
        (app.stack.scenes[-1].view.sprites.in_flight(),
         [type(s).__name__ for s in app.stack.scenes])))
    monkeypatch.setattr(loop_module, "wait_for_event", Recorder(
        lambda n: pygame.event.post(pygame.event.Event(pygame.QUIT))))
    monkeypatch.setattr(loop_module, "FPS", 1000)
    start_module.run_app(argparse.Namespace(size=None, windowed=False, game="klondike",
                                          deal="4"))
    moving = [scenes for flying, scenes in seen if flying]
    assert len(moving) > 5 and all(scenes == ["TableScene"] for scenes in moving)
    assert seen[-1][0] == 0   # the cards landed, then the menu was built under the table
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "TableScene"]
    app.stack.top.to_menu()  # the table left: the menu it was put under, alone
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1

    app.stack.scenes[:] = []
    app.push(TableScene(app, "klondike", deal=5))
    app.after_first_frame.append(start_module.add_menu)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.process_events()   # input while cards fly: the menu is there before it is handled
    assert not app.after_first_frame and isinstance(app.stack.scenes[0], MenuScene)


def test_the_audio_device_rests_after_a_silence_and_wakes_for_input(monkeypatch):
    """SDL 2's audio thread wakes ~40 times a second while the device is open, sound or
    none: it closes after REST_SECONDS of silence and opens again when needed."""
    from game import sound as sound_module

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    now = [100.0]
    sounds = sound_module.Sounds(device=True, clock=lambda: now[0])
    sounds.open_device()
    try:
        assert sounds.sounds  # (SDL's dummy audio driver: a device everywhere)
        sounds.play("slide")
        assert sounds.next_change() == pytest.approx(sound_module.REST_SECONDS)
        now[0] += sound_module.REST_SECONDS / 2
        sounds.rest()  # not yet
        assert pygame.mixer.get_init() and not sounds.resting
        assert sounds.next_change() == pytest.approx(sound_module.REST_SECONDS / 2)
        while pygame.mixer.get_busy():
            time.sleep(0.01)
        now[0] += sound_module.REST_SECONDS / 2
        assert sounds.next_change() is None  # due: rested at the next still moment
        sounds.rest()
        assert sounds.resting and not pygame.mixer.get_init()
        assert sounds.next_change() is None  # nothing left to wake for
        sounds.wake()  # the pointer moved
        assert not sounds.resting and pygame.mixer.get_init() and "slide" in sounds.sounds
        now[0] += 2 * sound_module.REST_SECONDS
        sounds.rest()
        assert sounds.resting
        sounds.play("flip")  # a key, with no pointer before it: opens and plays
        assert not sounds.resting and pygame.mixer.get_init()
        assert sounds.next_change() == pytest.approx(sound_module.REST_SECONDS)
    finally:
        pygame.mixer.quit()


def test_a_resting_device_stays_closed_with_the_sound_off(monkeypatch):
    from game import sound as sound_module

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    now = [0.0]
    sounds = sound_module.Sounds(enabled=False, device=True, clock=lambda: now[0])
    sounds.open_device()
    try:
        now[0] += sound_module.REST_SECONDS
        sounds.rest()
        sounds.wake()
        sounds.play("slide")
        assert not pygame.mixer.get_init()
    finally:
        pygame.mixer.quit()
