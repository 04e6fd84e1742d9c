"""Control characters in every text a player's file can hold (valid TOML, e.g. a NUL in a
journal question): loading never raises, and every screen that shows the file's texts
draws (a font refuses a NUL: the text is cleaned or the value refused on reading)."""

from __future__ import annotations

import tomllib

import pytest
import tomli_w
from test_file_damage import GOOD, KINDS, TOML_KINDS, data_folder, leaves, replaced

from game.app import App

NASTY = "Anna\x00Ben\x1b[2J\u202e\x7f"
SCREENS = ["menu", "statistics", "settings", "bindings", "fortune_journal"]


def string_leaves(kind: str) -> list[tuple]:
    document = tomllib.loads(GOOD[kind].decode())
    return [path for path in leaves(document) if path and isinstance(
        _at(document, path), str)]


def _at(document, path):
    for step in path:
        document = document[step]
    return document


CASES = [(kind, path) for kind in TOML_KINDS for path in string_leaves(kind)]


@pytest.mark.parametrize(("kind", "path"), CASES, ids=[f"{k}:{'.'.join(map(str, p))}"
                                                       for k, p in CASES])
def test_a_control_character_in_any_text_of_a_file_is_never_a_crash(kind, path) -> None:
    name, _write, load = KINDS[kind]
    document = tomllib.loads(GOOD[kind].decode())
    with data_folder() as directory:
        target = directory / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(tomli_w.dumps(replaced(document, path, NASTY)).encode())
        load()  # never raises
        app = App(size=(800, 600), headless=True)
        for screen in SCREENS:
            app.open(screen)
            app.draw()
            app.pop()


def test_every_kind_of_file_has_texts_to_try() -> None:
    assert {kind for kind, _path in CASES} >= {"saved game", "journal", "bindings"}
