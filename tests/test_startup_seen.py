"""What a player sees of a start: the real program (`reussite ...` as a desktop's menu or
a terminal starts it), each in a fresh process with a home of its own, watched only from
outside — at every frame it presents (pygame.display.flip): the pixels, the window's
title, whether the window has come up, and the files in the home folder.

- the window comes up with a frame drawn in it: never a black or empty window;
- a table's first frame shows the felt and its cards, a menu's its games;
- the cards are dealt in the first frames (the deal animates; nothing waits for later);
- nothing is written before the first frame (settings, caches: all later, if at all);
- the window is named for what it shows, and its class is `reussite`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the window's state is read through /proc")

PROBE = r"""
import ctypes, json, os, sys
from pathlib import Path
import pygame

home, frames_wanted = Path(os.environ["HOME"]), int(sys.argv[1])
seen = {"frames": [], "titles": [], "shown_at": None, "changed_before_first": None}


def files():
    return {str(p.relative_to(home)): p.stat().st_mtime_ns
            for p in home.rglob("*") if p.is_file()}


before = files()


def colours(surface):
    # fractions of sampled pixels: black, felt green, anything else bright (cards, text)
    black = green = bright = total = 0
    width, height = surface.get_size()
    for y in range(2, height, 9):
        for x in range(2, width, 9):
            r, g, b, _a = surface.get_at((x, y))
            total += 1
            if r + g + b < 30:
                black += 1
            elif g > r + 18 and g > b + 8 and g > 40:
                green += 1
            elif r + g + b > 150:
                bright += 1
    return [black / total, green / total, bright / total]


def window_shown():
    # SDL's own flag (pygame does not tell): the SDL library pygame loaded, asked
    sdl = ctypes.CDLL(next(line.split()[-1] for line in open("/proc/self/maps")
                           if "/libSDL2-" in line or "/libSDL2." in line))
    sdl.SDL_GetWindowFromID.restype = ctypes.c_void_p
    sdl.SDL_GetWindowFlags.argtypes = [ctypes.c_void_p]
    window = sdl.SDL_GetWindowFromID(pygame.Window.from_display_module().id)
    return bool(sdl.SDL_GetWindowFlags(window) & 0x4)  # SDL_WINDOW_SHOWN


flip, update = pygame.display.flip, pygame.display.update


def watched(show):  # a frame presented, whole (flip) or in the boxes that changed (update)
    return lambda *args: watched_flip(show, *args)


def watched_flip(show, *args):
    if seen["changed_before_first"] is None:
        now = files()
        seen["changed_before_first"] = sorted(
            name for name, stamp in now.items() if before.get(name) != stamp)
        pygame.time.set_timer(pygame.QUIT, 8000, loops=1)  # (a table stilled early)
    if seen["shown_at"] is None and window_shown():
        seen["shown_at"] = len(seen["frames"])  # this flip is the window's first sight
    seen["frames"].append(colours(pygame.display.get_surface()))
    seen["titles"].append(pygame.display.get_caption()[0])
    show(*args)
    if len(seen["frames"]) == frames_wanted:
        pygame.event.post(pygame.event.Event(pygame.QUIT))


pygame.display.flip, pygame.display.update = watched(flip), watched(update)
sys.argv = ["reussite", *sys.argv[2:]]
from game.__main__ import main
status = main()
seen["wm_class"] = os.environ.get("SDL_VIDEO_X11_WMCLASS")
seen["files_after"] = sorted(files())
print("SEEN " + json.dumps(seen))
sys.exit(status)
"""


def start(home: Path, *args: str, frames: int = 12, language: str = "en") -> dict:
    """Start the program in `home` (its XDG folders under it) and watch `frames` frames."""
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": language,
           "PYTHONDONTWRITEBYTECODE": "1", "REUSSITE_FCS": "0"}
    out = subprocess.run([sys.executable, "-c", PROBE, str(frames), *args], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("SEEN "))
    return json.loads(line.removeprefix("SEEN "))


@pytest.fixture(scope="module")
def table_start(tmp_path_factory) -> dict:
    return start(tmp_path_factory.mktemp("home"), "--game", "klondike", "--deal", "1234",
                 "--windowed", "--size", "800x600")


def test_the_window_comes_up_with_the_table_drawn_in_it(table_start):
    shown = table_start["shown_at"]
    assert shown is not None and shown <= 1  # at the first frame (or the one after it)
    black, green, bright = table_start["frames"][shown]
    assert black < 0.02                       # never a black window
    assert green > 0.3 and bright > 0.02      # the felt, and cards on it


def test_the_cards_are_dealt_in_the_first_frames(table_start):
    frames = table_start["frames"]
    assert len(frames) == 12
    changing = {tuple(round(v, 4) for v in f) for f in frames[:8]}
    assert len(changing) >= 3  # the deal moves from frame to frame: cards fly
    assert all(f[0] < 0.02 for f in frames)  # and no frame of the start is black


def test_nothing_is_written_before_the_first_frame(table_start):
    assert table_start["changed_before_first"] == []
    # and what the game writes later goes only where XDG says
    after = table_start["files_after"]
    assert all(name.startswith((".local/share/reussite/", ".config/reussite/",
                                ".cache/reussite/")) for name in after), after


def test_the_window_is_named_for_its_game_and_deal(table_start):
    assert set(table_start["titles"]) == {"Klondike — deal 1234 — Réussite"}
    assert table_start["wm_class"] == "reussite"


def test_a_start_on_the_menu_shows_it_at_once(tmp_path):
    seen = start(tmp_path, "--windowed", "--size", "800x600", frames=3, language="de")
    shown = seen["shown_at"]
    assert shown is not None and shown <= 1
    black, _green, bright = seen["frames"][shown]
    assert black < 0.02 and bright > 0.02  # the menu's panels and titles
    assert seen["titles"][shown] == "Réussite"
    assert seen["changed_before_first"] == []


def test_the_title_follows_the_language(tmp_path):
    seen = start(tmp_path, "--game", "freecell", "--deal", "7", "--windowed", "--size",
                 "800x600", frames=2, language="fr")
    assert seen["titles"][-1] == "FreeCell — donne 7 — Réussite"


def test_settings_kept_in_the_data_folder_move_to_the_config_folder_once(tmp_path):
    """Before 0.2 settings.toml and bindings.toml lived in the data folder: the first
    start moves them to the config folder, and they apply (here: the language)."""
    old = tmp_path / ".local" / "share" / "reussite"
    old.mkdir(parents=True)
    (old / "settings.toml").write_text('language = "fr"\n', encoding="utf-8")
    (old / "bindings.toml").write_text("[keys]\n", encoding="utf-8")
    (old / "cache" / "deck-boxes").mkdir(parents=True)
    seen = start(tmp_path, "--game", "freecell", "--deal", "7", "--windowed", "--size",
                 "800x600", frames=2)
    assert seen["titles"][-1] == "FreeCell — donne 7 — Réussite"
    after = seen["files_after"]
    assert ".config/reussite/settings.toml" in after
    assert ".config/reussite/bindings.toml" in after
    assert not [name for name in after if name.startswith(".local/share/reussite/")
                and name.endswith(("settings.toml", "bindings.toml"))]
    assert not (old / "cache").exists()  # caches live in the cache folder only
