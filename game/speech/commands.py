"""The voices that are programs run once a message (speaker.py finds them): speech-
dispatcher's command `spd-say`, else espeak-ng's. Imported only once speech is on, with
subprocess: not a cost of every start.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable


class Command:
    """A speaking command run per message; the one still speaking is stopped first (a
    voice as speaker.py's `Silent` is)."""

    def __init__(self, name: str, argv: Callable[[str, str], list[str]],
                 cancel: list[str] | None = None) -> None:
        self.name, self.argv, self.cancel = name, argv, cancel
        self.process: subprocess.Popen | None = None
        self.saying = ""

    def say(self, text: str, language: str, after: bool = False) -> None:
        running = self.process is not None and self.process.poll() is None
        if not (after and self.cancel is not None):  # (spd-say's service queues it)
            if after and running:  # one process a message: say the old one's words first
                text = f"{self.saying} {text}"
            self._stop()
        self.saying = text
        self.process = subprocess.Popen(self.argv(text, language), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _stop(self) -> None:
        if self.cancel is not None:  # spd-say returns at once: cancel in the service
            subprocess.run(self.cancel, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           check=False)
        elif self.process is not None and self.process.poll() is None:
            self.process.terminate()

    def close(self) -> None:
        self._stop()


def spd_say(program: str) -> Command:
    return Command("spd-say", lambda text, lang: [program, "-l", lang, "--", text],
                   cancel=[program, "-C"])


def espeak(program: str) -> Command:
    return Command("espeak-ng", lambda text, lang: [program, "-v", lang, "--", text])


def command_found() -> Command | None:
    """spd-say where it is installed, else espeak-ng; None where neither is."""
    for program, make in (("spd-say", spd_say), ("espeak-ng", espeak)):
        path = shutil.which(program)
        if path:
            return make(path)
    return None
