"""tools/screenshot_all.py renders every game, headless, to non-trivial PNGs."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame

from game.rules import registry

TOOL = Path(__file__).resolve().parent.parent / "tools" / "screenshot_all.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("screenshot_all", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# One game of each kind of table: every game is drawn through the real app by the fuzz
# test (tests/test_fuzz.py); shooting all of them here took a minute of the suite.
SAMPLE = ("klondike", "dondorf_sirenen", "reussite_32", "poker", "spider")


def test_screenshot_all_writes_each_game_it_is_given(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(data))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    tool = load_tool()
    out = tmp_path / "shots"
    written = tool.main([str(out), "--size", "640x400", "--random-play", "5",
                         "--games", ",".join(SAMPLE)])
    assert len(written) == 2 * len(SAMPLE)
    for game_id in SAMPLE:
        for phase in ("start", "mid"):
            path = out / f"{game_id}_640x400_{phase}.png"
            assert path.is_file(), path
            assert path.stat().st_size > 1000, path
            image = pygame.image.load(str(path))
            assert image.get_size() == (640, 400)
            colours = {tuple(image.get_at((x, y)))
                       for x in range(0, 640, 16) for y in range(0, 400, 16)}
            assert len(colours) > 10, f"{path} is (nearly) one colour"


def test_screenshot_all_shoots_every_game_without_games_named(monkeypatch):
    tool = load_tool()
    assert tool.chosen_games(None) == registry().ids()


def test_screenshot_all_shoots_chosen_games_left_handed(tmp_path, monkeypatch):
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path / "data"))
    tool = load_tool()
    out = tmp_path / "shots"
    written = tool.main([str(out), "--size", "640x400", "--random-play", "0",
                         "--games", "klondike", "--left-handed"])
    assert written == [out / "klondike_640x400_start.png", out / "klondike_640x400_mid.png"]
    image = pygame.image.load(str(written[0]))
    # The stock's back (red) is now in the top-right corner of the table, not top-left.
    def reddish(x_range):
        return sum(1 for x in x_range for y in range(40, 110, 4)
                   if (c := image.get_at((x, y))).r > 120 and c.g < 80)
    assert reddish(range(320, 640, 4)) > 0 == reddish(range(0, 320, 4))
    assert not (tmp_path / "data" / "settings.toml").exists()  # the setting was not saved
