"""A blind player's game, scripted (tools/blind_play.py): from the menu, by keys alone and
the messages spoken, choose Klondike and win deal 1, then FreeCell and win deal 2; each
card reached through the keyboard focus and checked by ear before it is played."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game.i18n import set_language

TOOL = Path(__file__).resolve().parent.parent / "tools" / "blind_play.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("blind_play", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_blind_player_wins_klondike_then_freecell_by_keys_and_speech(tmp_path):
    tool = load_tool()
    app, recording = tool.blind_app(str(tmp_path))
    try:
        player = tool.BlindPlayer(app, recording, show=lambda line: None)
        player.settle()
        player._listen("start")
        wins = []
        for game_id in ("klondike", "freecell"):
            tool.blind_game(player, game_id, tool.DEALS[game_id])  # raises if lost its way
            wins.append(recording.texts.count("The game is won."))
    finally:
        set_language("en")
    assert wins == [1, 2], wins
    said = recording.texts
    assert said[0].startswith("Choose a game.")
    assert any(t.startswith("Search: klondike. Klondike. ") for t in said)
    assert any(t.startswith("Search: freecell. FreeCell. ") for t in said)
    assert sum(t.startswith("Well played!") for t in said) == 2
    keys = set(player.keys) - {"start", "(the results come up)"}
    arrows = {"up", "down", "left", "right"}
    assert keys <= {*arrows, "return", "escape", "d", *"klondikefreecell12"}, keys
    assert len(player.keys) > 200 and all(said)
