"""Render the app's icon (assets/desktop/reussite.svg, ours) to the PNGs a desktop's icon
theme wants: assets/desktop/reussite-<N>.png for N in SIZES. Run it after editing the
SVG (tests/test_desktop_files.py checks that each PNG is there at its size).

    python tools/make_icons.py
"""

from __future__ import annotations

from pathlib import Path

import resvg_py

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "assets" / "desktop"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def main() -> None:
    svg = (FOLDER / "reussite.svg").read_text(encoding="utf-8")
    for size in SIZES:
        png = bytes(resvg_py.svg_to_bytes(svg_string=svg, width=size, height=size))
        (FOLDER / f"reussite-{size}.png").write_bytes(png)
        print(f"reussite-{size}.png")


if __name__ == "__main__":
    main()
