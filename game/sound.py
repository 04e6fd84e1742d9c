"""Table sounds: slide, flip, deal, shuffle, win (synthesised by tools/make_sounds.py).

The game runs silently where there is no audio device: if the mixer cannot start, or a
file is missing, playing is a no-op. Volume and mute follow the settings.

The device is opened once the window's second frame is on screen (`open_device`, from
game/app.py; at once if input comes first), so neither start-up nor the deal's first step
waits for the audio system; sounds asked for before that (the deal) play when it opens.
"""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager

import pygame

from game.engine.moves import MOVE, SET, TURN, Turn
from game.resources import data_dir

SOUNDS_DIR = data_dir("assets") / "sounds"
NAMES = ("slide", "flip", "deal", "shuffle", "win")


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
    def __init__(self, enabled: bool = True, volume: float = 0.8, device: bool = True) -> None:
        """`device=False` (headless runs, screenshots) never opens the audio device;
        with True it opens on `open_device()`."""
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # what was asked for, for tests and debugging
        self.wants_device = device
        self.opened = False
        self._early: list[str] = []  # asked for before the device was open

    def open_device(self) -> None:
        if self.opened or not self.wants_device:
            return
        self.opened = True
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
        early, self._early = self._early, []
        for name in early:
            self._sound(name)

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
        sound = self.sounds.get(name)
        if sound is None or not self.enabled or self.volume <= 0:
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
