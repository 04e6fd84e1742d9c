"""Table sounds: slide, flip, deal, shuffle, win (synthesised by tools/make_sounds.py).

The game runs silently where there is no audio device: if the mixer cannot start, or a
file is missing, playing is a no-op. Volume and mute follow the settings.
"""

from __future__ import annotations

import pygame

from game.resources import data_dir

SOUNDS_DIR = data_dir("assets") / "sounds"
NAMES = ("slide", "flip", "deal", "shuffle", "win")


class Sounds:
    def __init__(self, enabled: bool = True, volume: float = 0.8, device: bool = True) -> None:
        """`device=False` (headless runs, screenshots) never opens the audio device."""
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # what was asked for, for tests and debugging
        if not device:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            for name in NAMES:
                path = SOUNDS_DIR / f"{name}.wav"
                if path.exists():
                    self.sounds[name] = pygame.mixer.Sound(path)
        except pygame.error:
            self.sounds = {}  # no audio device: stay silent

    def configure(self, enabled: bool, volume: float) -> None:
        self.enabled, self.volume = enabled, volume

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-20]
        sound = self.sounds.get(name)
        if sound is None or not self.enabled or self.volume <= 0:
            return
        sound.set_volume(max(0.0, min(1.0, self.volume)))
        sound.play()
