"""The rules world never imports pygame (DESIGN.md: only render, input, scenes, app do)."""

import subprocess
import sys

import pytest

PURE = ["game.engine", "game.rules", "game.cli", "game.store", "game.layout", "game.solver",
        "game.fortune", "game.catalogue"]


@pytest.mark.parametrize("module", PURE)
def test_pure_modules_do_not_import_pygame(module):
    code = (f"import {module}, sys; import game.rules as r; r.registry(); "
            "assert 'pygame' not in sys.modules, 'pygame was imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
