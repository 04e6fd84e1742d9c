"""Building the package also compiles the translations and the maps, as `make` does for
a checkout: each `.po` under game/locale becomes the `.mo` beside it that game/i18n.py
reads first, each map of game/levels its compiled form in game/levels/compiled/ that a
start reads without pytmx (both named by a hash of their source), so `pip install .`
ships them compiled. Both are plain data that any Python reads: the wheel stays
py3-none-any. Each build starts from an empty build/lib. Everything else is
pyproject.toml's."""

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent))  # this checkout's game package


class BuildCompiled(build_py):
    def run(self) -> None:
        # setuptools builds in build/lib and copies only what changed since: a module
        # deleted or renamed in the checkout would stay there and ship with the next wheel
        if not getattr(self, "editable_mode", False):  # (an editable one's is a temporary)
            shutil.rmtree(Path(self.build_lib, "game"), ignore_errors=True)
        super().run()
        from game.i18n import build_beside
        from game.layout.compiled import compile_folder

        for po in sorted(Path(self.build_lib, "game", "locale").glob("*/LC_MESSAGES/*.po")):
            build_beside(po)
        compile_folder(Path(self.build_lib, "game", "levels"))


# git keeps no empty folder: a fresh clone has no levels/compiled/ (ignored), yet
# pyproject.toml lists it as the package game.levels.compiled, and setuptools stops at a
# listed package whose folder is missing ("package directory ... does not exist")
Path(__file__).resolve().parent.joinpath("levels", "compiled").mkdir(exist_ok=True)
setup(cmdclass={"build_py": BuildCompiled})
