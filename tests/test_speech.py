"""Speech at the table (game/speech): what is said for every focus stop of a few games'
deals in en, de and fr, a move, a refused move and the outcome — heard through the
Recording voice; and a real voice (espeak-ng) writing speech that is not silence."""

from __future__ import annotations

import array
import shutil
import subprocess
import wave

import pytest
from speech_helpers import refused_columns, speaking_app, stops

from game.engine.game import LOST, WON
from game.i18n import set_language
from game.speech.speaker import Silent, Speaker
from game.speech.table_words import OUTCOMES
from table_helpers import make_app, open_table

GAMES = ("klondike", "freecell", "dondorf_zopf")


@pytest.fixture
def heard(tmp_path, monkeypatch):
    """A headless app with speech on and a Recording voice: (app, recording)."""
    return speaking_app(tmp_path, monkeypatch)


def said_at_every_stop(scene, language: str) -> dict:
    set_language(language)
    return {stop: scene.speech.focus_text(*stop) for stop in stops(scene)}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_focus_stop_is_said_in_each_language(heard, game_id):
    app, _recording = heard
    scene = open_table(app, game_id, 3, persist=False)
    english = said_at_every_stop(scene, "en")
    piles = [stop for stop in english if stop[0][0] == "pile"]
    assert len(piles) >= len(scene.game.pile_specs) // 2, "the focus reaches the piles"
    assert all(english.values()), "nothing said is empty"
    for language in ("de", "fr"):
        other = said_at_every_stop(scene, language)
        assert all(other.values())
        left = [english[s] for s in piles if other[s] == english[s]]
        assert not left, f"left in English in {language}: {left}"
    set_language("en")
    texts = " | ".join(english[s] for s in piles)
    assert "face-down" in texts or game_id == "freecell" or "empty" in texts, texts


def test_klondike_says_the_card_its_pile_and_what_lies_under_it(heard):
    app, _recording = heard
    scene = open_table(app, "klondike", 1, persist=False)
    column = scene.game.groups["tableau"][2]
    text = scene.speech.focus_text(("pile", column), 1)
    assert ", on column 3, under it 2 face-down cards" in text, text
    assert text.startswith("the ")
    set_language("de")
    german = scene.speech.focus_text(("pile", column), 1)
    assert "Spalte 3" in german and "2 verdeckte Karten" in german, german


def test_moving_the_focus_and_playing_are_said(heard):
    app, recording = heard
    scene = open_table(app, "freecell", 2, persist=False)
    app.mapper.last_device = "keyboard"
    scene.focus.awake = True
    scene.speech.follow(scene.focus)
    assert recording.texts and recording.texts[-1].startswith("the "), recording.texts
    scene.focus.move("right")
    scene.speech.follow(scene.focus)
    assert len(recording.texts) == 2 and recording.texts[0] != recording.texts[1]
    move = next(m for m in scene.game.legal_moves(scene.state) if m.action == "move")
    assert scene.model.play(move)
    assert recording.texts[-1].endswith(" to " + recording.texts[-1].rsplit(" to ", 1)[1])
    assert " to free cell " in recording.texts[-1] or " to column " in recording.texts[-1]
    app.speaker.repeat()
    assert recording.texts[-1] == recording.texts[-2]


def test_a_refused_move_is_said_with_its_reason(heard):
    app, recording = heard
    scene = open_table(app, "klondike", 1, persist=False)
    focus, src, dst = refused_columns(app, scene)
    scene.speech.follow(focus)
    scene.model.select(src, 1)
    assert recording.texts[-1].startswith("Picked up the ")
    focus.target, focus.count = ("pile", dst), 1
    focus.confirm()  # nowhere to go: the focus nudges
    scene.speech.follow(focus)
    assert recording.texts[-2].startswith("The ") and " cannot go to column " in recording.texts[-2]
    set_language("fr")
    scene.moves.notify("Plus de redistributions.")  # a refusal the table explains
    assert recording.texts[-1] == "Plus de redistributions."
    assert recording.said[-1][1] == "fr"


@pytest.mark.parametrize("language", ("en", "de", "fr"))
@pytest.mark.parametrize("outcome", (WON, LOST))
def test_the_outcome_is_said(heard, language, outcome):
    app, recording = heard
    scene = open_table(app, "klondike", 4, persist=False)
    set_language(language)
    scene.model.end(outcome, 0.0)
    assert recording.said[-1][1] == language
    if language != "en":
        assert recording.texts[-1] != OUTCOMES[outcome]
    assert recording.texts[-1]


def test_speech_is_off_by_default_and_silent_then(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, animation_speed="instant")
    assert app.settings.speech is False
    scene = open_table(app, "klondike", 1, persist=False)
    scene.model.end(WON, 0.0)
    assert getattr(app, "speaker", None) is None  # no voice was even looked for


def test_a_missing_service_is_a_notice_not_an_error(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    speaker = Speaker()
    if isinstance(speaker.backend, Silent) and speaker.backend.name == "none":
        assert "speech-dispatcher" in speaker.notice
        speaker.say("anything")  # says nothing, raises nothing
    else:  # the speechd module is installed and its service answered
        assert speaker.backend.name == "speechd" and not speaker.notice


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
@pytest.mark.parametrize("language,text", (("en", "the seven of hearts, on column 3"),
                                           ("de", "die Herz-Sieben, auf Spalte 3")))
def test_espeak_ng_speaks_a_message_into_a_wav(tmp_path, language, text):
    out = tmp_path / "said.wav"
    subprocess.run(["espeak-ng", "-v", language, "-w", str(out), "--", text], check=True,
                   timeout=60)
    with wave.open(str(out)) as w:
        assert w.getsampwidth() == 2
        rate, frames = w.getframerate(), w.readframes(w.getnframes())
    samples = array.array("h", frames)
    seconds = len(samples) / rate
    assert 0.8 < seconds < 10, seconds  # a few words' length
    loud = sum(1 for s in samples if abs(s) > 1000) / len(samples)
    peak = max(abs(s) for s in samples)
    assert peak > 5000 and loud > 0.1, (peak, loud)  # speech, not silence or a click
