"""The desktop's speech service for real: speech-dispatcher with its espeak-ng module
(Debian speech-dispatcher, speech-dispatcher-espeak-ng; .ci/run installs them where it
may), started privately for the test. The game's own voice (Speaker, as it finds the
service: the speechd client where importable, else spd-say) says a table's message, and
what speech-dispatcher plays — into a file, through ALSA's file device — is speech, not
silence. Skipped where the packages are not installed."""

from __future__ import annotations

import array
import os
import shutil
import signal
import time
from pathlib import Path

import pytest

from game.speech.speaker import Speaker

MODULE = Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng")
RATE = 22050  # espeak-ng's samples a second (16-bit, one channel)
CONFIG = """LogLevel 3
LogDir "{log}"
AudioOutputMethod "alsa"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
"""
ALSA = """pcm.!default {{
    type file
    slave.pcm "null"
    file "{audio}"
    format "raw"
}}
"""

pytestmark = pytest.mark.skipif(
    not (shutil.which("spd-say") and shutil.which("speech-dispatcher") and MODULE.exists()),
    reason="speech-dispatcher and its espeak-ng module are not installed")


@pytest.fixture
def service(tmp_path, monkeypatch):
    """A private speech-dispatcher (its own socket, settings and sound file): the
    file its speech is played into."""
    home, config, runtime = (tmp_path / name for name in ("home", "config", "run"))
    for folder in (home, config / "speech-dispatcher", runtime, tmp_path / "log"):
        folder.mkdir(parents=True)
    runtime.chmod(0o700)
    audio = tmp_path / "played.raw"
    (config / "speech-dispatcher" / "speechd.conf").write_text(
        CONFIG.format(log=tmp_path / "log"))
    (home / ".asoundrc").write_text(ALSA.format(audio=audio))
    for name, value in (("HOME", home), ("XDG_CONFIG_HOME", config),
                        ("XDG_RUNTIME_DIR", runtime), ("XDG_CACHE_HOME", tmp_path / "cache")):
        monkeypatch.setenv(name, str(value))
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    yield audio
    pid_file = runtime / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
    if pid_file.exists():  # the service the test's client started, and only it
        os.kill(int(pid_file.read_text().split()[0]), signal.SIGTERM)


def played(audio: Path, seconds: float = 20.0) -> array.array:
    """The samples played, once the file stops growing (or the time is up)."""
    deadline, size = time.monotonic() + seconds, -1
    while time.monotonic() < deadline:
        now = audio.stat().st_size if audio.exists() else 0
        if now and now == size:
            break
        size = now
        time.sleep(0.5)
    samples = array.array("h")
    samples.frombytes(audio.read_bytes()[: size // 2 * 2] if size > 0 else b"")
    return samples


def test_speech_dispatcher_says_a_message_aloud(service):
    speaker = Speaker()
    assert not speaker.notice and speaker.backend.name in ("speechd", "spd-say")
    try:
        speaker.say("the seven of hearts, on column 3, under it two face-down cards", "en")
        samples = played(service)
    finally:
        speaker.close()
    seconds = len(samples) / RATE
    assert 1.0 < seconds < 15, seconds  # a dozen words' length
    loud = sum(1 for s in samples if abs(s) > 1000) / len(samples)
    assert max(map(abs, samples)) > 5000 and loud > 0.1, loud  # speech, not silence
