"""Shared by the speech tests: a headless app that speaks into a Recording voice, and every
stop of a table's keyboard focus."""

from __future__ import annotations

from game.speech.speaker import Recording, Speaker
from table_helpers import make_app


def speaking_app(tmp_path, monkeypatch, **settings):
    """A headless app with speech on and a Recording voice: (app, recording)."""
    app = make_app(tmp_path, monkeypatch, auto_foundation="off", animation_speed="instant",
                   speech=True, **settings)
    recording = Recording()
    app.speaker = Speaker(recording)
    return app, recording


def stops(scene) -> list[tuple[tuple[str, object], int]]:
    """Every (target, count) the table's focus can rest on."""
    focus = scene.focus
    found = []
    for target, _rect in focus.targets():
        counts = focus.stops(target[1]) if target[0] == "pile" else [1]
        found += [(target, count) for count in counts]
    return found


def refused_columns(app, scene) -> tuple[object, int, int]:
    """The table's keyboard focus, awake, and two columns whose top card may not go from
    the first to the second: (focus, source, destination)."""
    app.mapper.last_device = "keyboard"
    focus = scene.focus
    focus.awake = True
    legal = {(m.src, m.dst) for m in scene.game.legal_moves(scene.state)}
    columns = scene.game.groups["tableau"]
    src, dst = next((a, b) for a in columns for b in columns
                    if a != b and (a, b) not in legal)
    return focus, src, dst
