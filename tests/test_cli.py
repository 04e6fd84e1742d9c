import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.rules import registry


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True)


def test_list_names_every_game(capsys):
    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    for game_id in registry().ids():
        assert game_id in out


def test_print_shows_each_pile_with_face_down_cards_in_brackets(capsys):
    assert main(["--game", "klondike", "--deal", "3", "--print"]) == 0
    lines = capsys.readouterr().out.splitlines()
    tableau = [line for line in lines if line.startswith("tableau_")]
    assert len(tableau) == 7 and tableau[1].count("[") == 1
    assert any(line.startswith("stock: [") for line in lines)


def test_freecell_print_deal_1(capsys):
    main(["--game", "freecell", "--deal", "1", "--print"])
    assert "tableau_0: JD KD 2S 4C 3S 6D 6S" in capsys.readouterr().out


def test_random_play_reports_a_status(capsys):
    assert main(["--game", "reussite_32", "--deal", "4", "--random-play", "500"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[-1].startswith("status: ")


def test_random_play_is_reproducible(capsys):
    main(["--game", "klondike", "--deal", "9", "--random-play", "40"])
    first = capsys.readouterr().out
    main(["--game", "klondike", "--deal", "9", "--random-play", "40"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("args, message", [
    (["--game", "nope", "--print"], "unknown game id 'nope'"),
    (["--game", "klondike", "--deal", "0", "--print"], "deal number"),
    (["--game", "klondike", "--deal", "2147483648", "--print"], "deal number"),
    (["--game", "klondike", "--deal", "seven", "--print"], "whole number"),
    (["--game", "klondike", "--option", "deal=x", "--print"], "option 'deal'"),
    (["--game", "klondike", "--option", "deal", "--print"], "NAME=VALUE"),
    (["--game", "klondike", "--random-play", "-3"], "random-play"),
])
def test_bad_input_is_one_line_and_status_2(args, message):
    result = run(*args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


NO_WINDOW = """
import sys
from pathlib import Path
from game.cli import main
status = main(sys.argv[1:])
print(status, "pygame" in sys.modules)
"""


@pytest.mark.parametrize("args, message", [
    (["--game", "nope"], "unknown game id 'nope'"),
    (["--game", "klondike", "--deal", "0"], "deal number"),
    (["--game", "klondike", "--deal", "seven"], "whole number"),
    (["--game", "klondike", "--option", "deal=x"], "option 'deal'"),
    (["--game", "klondike", "--size", "big"], "WIDTHxHEIGHT"),
    (["--size", "10x10"], "out of range"),
])
def test_bad_input_to_play_is_told_before_any_window(args, message):
    """Arguments for a window are checked before pygame is even loaded: one line on
    stderr, status 2, and no window ever opened (a real display would show one)."""
    result = subprocess.run([sys.executable, "-c", NO_WINDOW, *args], capture_output=True,
                            text=True, env={"SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin",
                                            "SDL_AUDIODRIVER": "dummy"})
    assert result.stdout.split() == ["2", "False"], result.stderr
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_version_names_the_package_s_version(capsys):
    import tomllib

    import game
    from game import cli

    with pytest.raises(SystemExit) as exit_status:
        cli.main(["--version"])
    assert exit_status.value.code == 0
    assert capsys.readouterr().out == f"reussite {game.__version__}\n"
    config = tomllib.loads((Path(game.__file__).parent.parent / "pyproject.toml").read_text())
    assert config["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
