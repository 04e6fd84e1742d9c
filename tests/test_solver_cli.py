"""`reussite --solve ID --deals A-B [--budget S] [--jobs N]`."""

import re
import subprocess
import sys

import pytest

from game.cli import main

LINE = re.compile(r"^deal (\d+): (won in \d+ moves, replayed|unwinnable|unknown) "
                  r"\(\d+ nodes, [\d.]+ ms\)$")


def run(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True)


def test_one_line_per_deal_then_a_summary(capsys):
    assert main(["--solve", "freecell", "--deals", "2-4", "--budget", "30"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [LINE.match(line).group(1) for line in lines[:-1]] == ["2", "3", "4"]
    assert all("won in" in line for line in lines[:-1])
    assert lines[-1].startswith("freecell deals 2-4: 3 won, 0 unwinnable, 0 unknown; total ")
    assert "median" in lines[-1]
    assert lines[-1].endswith("; every won line replayed through the rules")


def test_options_and_a_single_deal(capsys):
    assert main(["--solve", "klondike", "--option", "deal=three", "--deals", "5",
                 "--budget", "0.2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and LINE.match(lines[0]) and lines[0].startswith("deal 5: ")


def test_a_tiny_budget_reports_unknown(capsys):
    assert main(["--solve", "freecell", "--deals", "1-1", "--budget", "0.000001"]) == 0
    out = capsys.readouterr().out
    assert "deal 1: unknown" in out and "0 won, 0 unwinnable, 1 unknown" in out


def test_two_jobs_keep_the_deal_order():
    result = run("--solve", "reussite_32", "--deals", "1-4", "--budget", "1", "--jobs", "2")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [LINE.match(line).group(1) for line in lines[:-1]] == ["1", "2", "3", "4"]
    assert lines[-1].startswith("reussite_32 deals 1-4: ")


@pytest.mark.parametrize("args, message", [
    (["--solve", "nope", "--deals", "1-3"], "unknown game id 'nope'"),
    (["--solve", "freecell"], "--deals"),
    (["--solve", "freecell", "--deals", "x"], "--deals takes A-B"),
    (["--solve", "freecell", "--deals", "5-2"], "--deals '5-2'"),
    (["--solve", "freecell", "--deals", "0-2"], "--deals '0-2'"),
    (["--solve", "freecell", "--deals", "1-2147483648"], "--deals"),
    (["--solve", "freecell", "--deals", "1-2", "--budget", "0"], "--budget"),
    (["--solve", "freecell", "--deals", "1-2", "--budget", "soon"], "--budget"),
    (["--solve", "freecell", "--deals", "1-2", "--jobs", "0"], "--jobs"),
    (["--solve", "klondike", "--deals", "1-2", "--option", "deal=x"], "option 'deal'"),
])
def test_bad_input_is_one_line_and_status_2(args, message):
    result = run(*args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stdout == ""


def test_a_line_that_does_not_replay_is_not_called_won(monkeypatch):
    """`--solve` trusts no line it has not replayed: a broken line counts as unknown."""
    from game.solver import batch
    from game.solver.search import Result, Verdict

    def broken(game, state, budget, atomic=False, spent=None):
        return Result(Verdict.WON, list(game.legal_moves(state))[:1], 1, 0.0)

    monkeypatch.setattr(batch, "solve", broken)
    outcome = batch.solve_deal(("freecell", {}, 1, batch.Budget(1, 10), False))
    assert outcome.verdict is Verdict.UNKNOWN and outcome.bad_line
    assert "did not replay" in outcome.line()
    summary = batch.Summary.of([outcome])
    assert summary.bad_lines == 1 and "1 won lines did NOT replay" in summary.line()


def test_the_wins_benchmark_writes_its_table(tmp_path):
    tsv = tmp_path / "wins.tsv"
    result = subprocess.run([sys.executable, "tools/bench_wins.py", "--games",
                             "freecell,reussite_32", "--deals", "1-2", "--seconds", "5",
                             "--tsv", str(tsv)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    rows = [line.split("\t") for line in tsv.read_text().splitlines()]
    assert rows[0][:3] == ["game", "deals", "won"]
    assert rows[1][:3] == ["freecell", "2", "2"] and rows[2][:2] == ["reussite_32", "2"]
    assert "every won line replayed" in result.stdout
    bad = subprocess.run([sys.executable, "tools/bench_wins.py", "--games", "nope"],
                         capture_output=True, text=True)
    assert bad.returncode != 0 and "unknown game id(s): nope" in bad.stderr
    bad = subprocess.run([sys.executable, "tools/bench_wins.py", "--games", "klondike",
                          "--option", "deal=one"], capture_output=True, text=True)
    assert bad.returncode != 0 and "Traceback" not in bad.stderr
    assert "klondike: option 'deal'" in bad.stderr and "deals" not in bad.stdout


def test_the_wins_benchmark_compares_with_an_earlier_table(tmp_path):
    before = tmp_path / "before.tsv"
    before.write_text("game\tdeals\twon\nfreecell\t2\t1\nreussite_32\t2\t2\n")
    after = tmp_path / "after.tsv"
    result = subprocess.run([sys.executable, "tools/bench_wins.py", "--games",
                             "freecell,reussite_32", "--deals", "1-2", "--seconds", "5",
                             "--before", str(before), "--tsv", str(after)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "(before: 1 won)" in result.stdout
    assert "won before -> after: freecell 1 -> 2" in result.stdout   # reussite_32 unchanged
    rows = [line.split("\t") for line in after.read_text().splitlines()]
    assert rows[0][-1] == "won_before" and rows[1][-1] == "1" and rows[2][-1] == "2"
    broken = tmp_path / "broken.tsv"
    broken.write_text("not a table\n")
    for path in (broken, tmp_path / "missing.tsv"):
        bad = subprocess.run([sys.executable, "tools/bench_wins.py", "--games", "freecell",
                              "--before", str(path)], capture_output=True, text=True)
        assert bad.returncode != 0 and "--before:" in bad.stderr and "Traceback" not in bad.stderr


def test_the_wins_benchmark_names_the_small_games_as_one_set():
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_wins", "tools/bench_wins.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    ids = bench.game_ids("small,backbone")
    assert ids[-1] == "backbone" and len(ids) == len(set(ids))
    assert {"golf", "thieves", "elevator", "escalator", "triple_peaks", "thirteen", "treize",
            "yield", "block_ten", "cover", "fourteen", "gay_gordons", "helsinki", "isabel",
            "jamestown", "monte_carlo", "neighbor", "quatorze", "kings_audience",
            "accordion"} <= set(ids)
    assert "klondike" not in ids and "freecell" not in ids


def test_a_game_with_no_win_says_its_rounds_are_cleared_not_won(capsys):
    """Tri-Peaks' progressive rounds have no win: the solver's goal is the next round."""
    assert main(["--solve", "triple_peaks", "--option", "rounds=progressive", "--deals", "1-2",
                 "--budget", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[:-1]] == ["deal 1", "deal 2"]
    assert all(re.search(r": round cleared in \d+ moves, replayed \(", line)
               for line in lines[:-1])
    assert lines[-1].startswith("triple_peaks deals 1-2: 2 rounds cleared, 0 not clearable, "
                                "0 unknown; ")
    assert "won" not in "\n".join(lines)
    assert lines[-1].endswith("; every round-clearing line replayed through the rules")
