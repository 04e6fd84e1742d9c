"""Scenes by name (game/scenes/registry.py): every name makes its scene, a scene's module
is imported only when it is first opened, and scenes open each other by name only."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.scenes import registry  # noqa: E402
from game.scenes.base import Scene  # noqa: E402
from table_helpers import make_app  # noqa: E402

SCENES_DIR = Path(registry.__file__).parent


def test_every_name_names_a_scene_or_a_scenes_maker():
    for name in registry.SCENES:
        made = registry.maker(name)
        assert callable(made), name
        if isinstance(made, type):
            assert issubclass(made, Scene), name


def test_an_unknown_name_is_an_error_that_says_so():
    with pytest.raises(registry.UnknownSceneError):
        registry.maker("no such scene")


def test_open_pushes_the_named_scene_and_open_instead_replaces_the_top(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    settings = app.open("settings")
    assert app.stack.top is settings and registry.is_scene(settings, "settings")
    assert not registry.is_scene(settings, "deck_chooser")
    decks = app.open("deck_chooser")  # a SettingsScene too, but not "settings"
    assert registry.is_scene(decks, "deck_chooser") and not registry.is_scene(decks, "settings")
    rules = app.open_instead("rules", app.registry.get("klondike"))
    assert app.stack.scenes == [settings, rules]
    alone = app.make_scene("statistics")
    assert registry.is_scene(alone, "statistics") and alone not in app.stack.scenes


def test_opening_a_scene_by_name_imports_its_module_and_not_the_others():
    code = ("import os, sys\nos.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
            "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
            "from game.app import App\napp = App(size=(1280, 800), headless=True)\n"
            "app.open('settings')\n"
            "print('game.scenes.table' in sys.modules, 'game.scenes.settings' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=SCENES_DIR.parent.parent).stdout.split()
    assert out == ["False", "True"]


def test_no_scene_imports_another_scene_to_open_it():
    """Inside a function, no module of game/scenes imports another one: scenes open each
    other by name. (At the top, a scene may use another's parts: a FortuneTable is a
    TableScene, a view module draws its scene.)"""
    late = []
    for path in sorted(SCENES_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                        "game.scenes"):
                    late.append(f"{path.name}:{node.lineno} {node.module}")
    assert late == []
