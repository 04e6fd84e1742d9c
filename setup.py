"""Building the package also compiles the translations: each `.po` under game/locale
becomes the `.mo` beside it that game/i18n.py reads first (named by the `.po`'s hash), so
`pip install .` ships them compiled without `make`. Everything else is pyproject.toml's."""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent))  # game.i18n of this checkout


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        from game.i18n import build_beside

        for po in sorted(Path(self.build_lib, "game", "locale").glob("*/LC_MESSAGES/*.po")):
            build_beside(po)


setup(cmdclass={"build_py": BuildWithTranslations})
