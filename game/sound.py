"""Table sounds: slide, flip, deal, shuffle, win (synthesised by tools/make_sounds.py).

The game runs silently where there is no audio device: if the mixer cannot start, or a
file is missing, playing is a no-op. Volume and mute follow the settings.

The device is opened once the window's second frame is on screen (`open_device`, from
game/app_loop.py; at once if input comes first), so neither start-up nor the deal's first step
waits for the audio system; sounds asked for before that (the deal) play when it opens.

A still screen costs no CPU, and an open device does: SDL 2's audio thread plays silence
while nothing sounds (paused or not), waking some 40 times a second (0.25 % of a core).
So the device closes after REST_SECONDS without a sound (`rest`, at a still moment: the
loop wakes for it through `next_change`) and opens again at the next input (`wake`: the
pointer moving towards a card opens it before the click) or sound.
"""

from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager

import pygame

from game.engine.moves import MOVE, SET, TURN, Turn
from game.resources import data_dir

SOUNDS_DIR = data_dir("assets") / "sounds"
NAMES = ("slide", "flip", "deal", "shuffle", "win")
REST_SECONDS = 10.0  # silence after which the device closes (longer than any sound)


@contextmanager
def quiet_stderr():
    """libasound prints its own errors on the console when there is no sound card; while
    the device opens, the process's stderr (fd 2) goes to /dev/null. (Not an ALSA error
    handler written in Python: SDL's ALSA hot-plug thread would call it, wait for the
    GIL that the opening thread holds, and the two would wait for each other for ever.)"""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        sys.stderr.flush()
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sounds:
    def __init__(self, enabled: bool = True, volume: float = 0.8, device: bool = True,
                 clock=time.monotonic) -> None:
        """`device=False` (headless runs, screenshots) never opens the audio device;
        with True it opens on `open_device()`. `clock`: seconds (tests)."""
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # what was asked for, for tests and debugging
        self.wants_device = device
        self.opened = False
        self._early: list[str] = []  # asked for before the device was open
        self.clock = clock
        self.resting = False  # closed after a silence, to open again when needed
        self._last_sound = clock()

    def open_device(self) -> None:
        if self.opened or not self.wants_device:
            return
        self.opened = True
        self._open()
        early, self._early = self._early, []
        for name in early:
            self._sound(name)

    def _open(self) -> None:
        self._last_sound = self.clock()
        try:
            import pygame.mixer  # (not imported with pygame at start: game/cli.py)

            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            for name in NAMES:
                path = SOUNDS_DIR / f"{name}.wav"
                if path.exists():
                    self.sounds[name] = pygame.mixer.Sound(path)
        except (pygame.error, ImportError):
            self.sounds = {}  # no audio device (or no mixer in this pygame): stay silent

    def _rest_in(self) -> float | None:
        if not self.sounds or self.resting:
            return None  # nothing open to close
        return self._last_sound + REST_SECONDS - self.clock()

    def next_change(self) -> float | None:
        """Seconds until the open device may rest (the loop wakes then, and rests it at
        that still moment); None when there is nothing to wait for."""
        left = self._rest_in()
        return left if left is not None and left > 0 else None

    def rest(self) -> None:
        """Close the device after REST_SECONDS of silence (see the module's docstring)."""
        left = self._rest_in()
        if left is None or left > 0 or pygame.mixer.get_busy():
            return
        self.sounds = {}  # (a Sound does not outlive its mixer)
        pygame.mixer.quit()
        self.resting = True

    def wake(self) -> None:
        """Input came: open the resting device again, before a sound is asked for."""
        if self.resting and self.enabled and self.volume > 0:
            self.resting = False
            self._open()

    def configure(self, enabled: bool, volume: float) -> None:
        self.enabled, self.volume = enabled, volume

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-20]
        if self.wants_device and not self.opened:
            self._early = (self._early + [name])[-3:]
            return
        self._sound(name)

    def _sound(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        self.wake()
        self._last_sound = self.clock()
        sound = self.sounds.get(name)
        if sound is None:
            return
        sound.set_volume(max(0.0, min(1.0, self.volume)))
        sound.play()


def turn_sound(turn: Turn) -> str:
    """The sound a turn makes: a shuffle for a redeal, else a slide (or a flip)."""
    kinds = [step[0] for step in turn.steps]
    if kinds.count(SET) > 1:
        return "shuffle"  # cards gathered and laid again
    if MOVE in kinds or TURN in kinds:
        return "slide"
    return "flip"
