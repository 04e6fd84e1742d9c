"""The voices speech can go through, the desktop's own first.

- speech-dispatcher through its Python module `speechd` (Debian: python3-speechd),
- else its command `spd-say` (Debian: speech-dispatcher),
- else espeak-ng's command where no speech service is set up,
- `Recording` keeps what was said (tests), `Silent` says nothing.

A new message interrupts the one still being said (the focus moved on): the old is
cancelled first — unless it came with it (within TOGETHER seconds: a move and where the
focus now is), when it is said after it. A missing service is a notice
(`Speaker.notice`), never an error. The voices that are programs: commands.py.
Pure Python: no pygame.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.i18n import N_, _


class Silent:
    """No voice."""
    name = "none"

    def say(self, text: str, language: str, after: bool = False) -> None:
        pass

    def close(self) -> None:
        pass


class Recording(Silent):
    """Keeps every message, in order (the tests' ears)."""
    name = "recording"

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    def say(self, text: str, language: str, after: bool = False) -> None:
        self.said.append((text, language))

    @property
    def texts(self) -> list[str]:
        return [text for text, _language in self.said]


class Dispatcher(Silent):
    """speech-dispatcher through its Python client (the desktop's voice and settings)."""
    name = "speechd"

    def __init__(self, client) -> None:
        self.client = client

    def say(self, text: str, language: str, after: bool = False) -> None:
        if not after:
            self.client.cancel()  # the focus moved on: the old message is not finished
        self.client.set_language(language)
        self.client.speak(text)

    def close(self) -> None:
        self.client.close()


TOGETHER = 0.3  # seconds: messages this close are said one after another

NO_SERVICE = N_("Speech is on, but no speech service was found "
                "(install speech-dispatcher or espeak-ng).")


class Speaker:
    """Says messages through the first voice found; remembers the last for the repeat
    key. `notice`: why it is silent, if it is (English, to translate where shown)."""

    def __init__(self, backend: Silent | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.notice = ""
        self.backend = backend if backend is not None else self._find()
        self.last = ""
        self.clock, self._said_at = clock, float("-inf")

    def _find(self) -> Silent:
        try:
            import speechd  # the desktop's own service, if its client is installed

            return Dispatcher(speechd.SSIPClient("reussite"))
        except Exception:  # not installed, or the service would not start: try the next
            pass
        from game.speech.commands import command_found  # (subprocess: speech on only)
        command = command_found()
        if command is not None:
            return command
        self.notice = NO_SERVICE
        return Silent()

    def say(self, text: str, language: str = "en") -> None:
        if not text:
            return
        self.last = text
        now = self.clock()
        after, self._said_at = now - self._said_at < TOGETHER, now
        try:
            self.backend.say(text, language, after)
        except OSError:  # the voice went away while playing: keep playing in silence
            self.backend = Silent()

    def repeat(self, language: str = "en") -> None:
        if self.last:
            self.backend.say(self.last, language)

    def close(self) -> None:
        self.backend.close()


def speaker_of(app) -> Speaker:
    """The program's one voice, made when first needed (its notice shown once)."""
    speaker = getattr(app, "speaker", None)
    if speaker is None:
        speaker = app.speaker = Speaker()
        if speaker.notice:
            app.notify(_(speaker.notice))
    return speaker
