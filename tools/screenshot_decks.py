"""Screenshots of tables with each deck: ours (every face, colour scheme, a few backs and
cloths) and installed SVG themes.

    python tools/screenshot_decks.py DIR [--size 1920x1080] [--games klondike,dondorf_zopf]
        [--decks classic,large_index,svg:kde/svg-dondorf,svg:aisleriot/bonded] [--play 40]

Each picture is DIR/<game>-<deck>.png, the table after --play random moves of deal 7,
drawn headless with the worker inline (every card of an installed deck drawn before the
picture is taken). Our decks are shot in the looks below; an installed one as it is.
Settings live in a scratch data folder: the player's own are never touched.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["REUSSITE_DATA_DIR"] = tempfile.mkdtemp(prefix="reussite-decks-")
os.environ["REUSSITE_SVG_WORKER"] = "inline"

import argparse  # noqa: E402
import dataclasses  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.app_start import parse_size  # noqa: E402
from game.render import decks  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402

# our decks, each in a look of its own so the backs and cloths are seen too
LOOKS = {
    "classic": {"deck": "classic"},
    "classic-english": {"deck": "classic", "four_colour": True, "four_colour_scheme": "english",
                        "card_back": "stripes", "cloth": "blue"},
    "classic-german": {"deck": "classic", "four_colour": True, "four_colour_scheme": "german",
                       "card_back": "waves", "cloth": "walnut"},
    "large_index": {"deck": "large_index", "card_back": "stars", "cloth": "claret"},
    "large_index-german": {"deck": "large_index", "four_colour": True,
                           "four_colour_scheme": "german", "card_back": "tartan",
                           "cloth": "slate"},
}


def shoot(size, game: str, look: dict, deal: int, play: int, out: Path) -> None:
    decks.forget()
    app = App(size=size, headless=True)
    app.settings = dataclasses.replace(app.settings, **look)
    table = TableScene(app, game, deal=deal, animate=False, persist=False)
    app.push(table)
    if play:
        table.random_play(play)
    app.step(1 / 60)
    for notice, _ in app.noticeboard.notices:
        print(f"  notice: {notice}")
    app.draw()
    pygame.image.save(app.screen, str(out))
    print(f"saved {out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--games", default="klondike,dondorf_zopf")
    parser.add_argument("--decks", default=",".join(LOOKS) + ",svg:kde/svg-dondorf,"
                        "svg:aisleriot/bonded")
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--play", type=int, default=40)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    size = parse_size(args.size)
    installed = decks.installed_themes()
    for game in args.games.split(","):
        for name in args.decks.split(","):
            if name.startswith("svg:") and name not in installed:
                print(f"{name}: not installed here, skipped")
                continue
            look = LOOKS.get(name, {"deck": name})
            slug = name.replace("svg:", "").replace("/", "-")
            shoot(size, game, look, args.deal, args.play, args.out / f"{game}-{slug}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
