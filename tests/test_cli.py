import subprocess
import sys

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


def test_a_start_without_arguments_is_argparse_s_defaults_without_argparse():
    """From a desktop's menu the game starts with no arguments: every option's default,
    as argparse would give it, without building the parser (or loading argparse)."""
    from game import cli

    assert vars(cli.defaults()) == vars(cli.build_parser().parse_args([]))
    assert vars(cli.parse_args([])) == vars(cli.defaults())
    assert cli.defaults().option is not cli.defaults().option  # a list of its own
    code = ("import sys\nsys.argv = ['reussite']\nfrom game.cli import parse_args\n"
            "args = parse_args(None)\nassert args.game is None and args.option == []\n"
            "print(sorted(m for m in ('argparse', 'shutil') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, env={"PATH": "/usr/bin:/bin"}).stdout
    assert out.split() == ["[]"]
