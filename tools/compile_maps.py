"""Compile our maps for a quick start: each levels/*.tmx into levels/compiled/ (see
game/layout/compiled.py). `make` runs it; the package's build does the same (setup.py).

    python tools/compile_maps.py [FOLDER…]      (default: levels)
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.layout.compiled import COMPILED_DIR, compile_folder  # noqa: E402


def main(argv: list[str]) -> int:
    for folder in argv or ["levels"]:
        compiled = compile_folder(Path(folder))
        print(f"{len(compiled)} maps compiled in {Path(folder) / COMPILED_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
