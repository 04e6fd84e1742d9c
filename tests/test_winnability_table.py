"""tools/winnability.py's table (issue 35's benchmark): every game named, its deals
solved, one row each with the verdicts adding up, totals and the games under the floor."""

import importlib.util
import json
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "tools" / "winnability.py"


def tool():
    spec = importlib.util.spec_from_file_location("winnability", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_table_has_a_row_per_game_and_the_totals(tmp_path, capsys, monkeypatch):
    winnability = tool()
    monkeypatch.setattr(winnability.os, "nice", lambda n: 0)   # the test's own priority
    out = tmp_path / "table.json"
    assert winnability.main(["freecell", "golf", "--deals", "2", "--first", "3",
                             "--budget", "2", "--jobs", "1", "--json", str(out),
                             "--floor", "1.01"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("deals 3-4, 2 s CPU a deal")
    table = json.loads(out.read_text())
    assert table["deals"] == [3, 4] and set(table["rows"]) == {"freecell", "golf"}
    for r in table["rows"].values():
        assert r["won"] + r["unwinnable"] + r["unknown"] == 2 and r["bad"] == 0
    assert table["rows"]["freecell"]["won"] == 2    # FreeCell deals 3, 4 are won
    assert "\ntotal " in text and "2 games; decided" in text
    # every game is decided under a floor above 100 %: both are named
    assert "2 under 101%: freecell, golf" in text


def test_compare_prints_the_earlier_numbers_beside(tmp_path, capsys, monkeypatch):
    winnability = tool()
    monkeypatch.setattr(winnability.os, "nice", lambda n: 0)
    before = tmp_path / "before.json"
    before.write_text(json.dumps({"deals": [1, 1], "budget": 1, "rows": {
        "freecell": {"won": 0, "unwinnable": 0, "unknown": 1, "cpu": 9.5, "bad": 0}}}))
    winnability.main(["freecell", "--deals", "1", "--budget", "2", "--jobs", "1",
                      "--compare", str(before)])
    row = next(line for line in capsys.readouterr().out.splitlines()
               if line.startswith("freecell"))
    assert row.endswith("(0 0 1 9.5)") and " 1     0    0 " in row


def test_the_range_column_counts_unknowns_both_ways_and_checks_the_figure(capsys, monkeypatch):
    winnability = tool()
    # 90 won, 5 lost, 5 unknown: Wilson's low end of 90/100, high end of 95/100
    r = {"won": 90, "unwinnable": 5, "unknown": 5, "cpu": 1.0, "bad": 0}
    low, high = winnability.winnable_range(r)
    assert round(low, 3) == 0.826 and round(high, 3) == 0.978
    assert "90.48 % in" in winnability.range_column("klondike:deal=unlimited", r)
    assert "99.999 % OUTSIDE" in winnability.range_column("freecell", r)
    assert "%" not in winnability.range_column("golf", r).split(")")[1]
    # a game named with its own options, one deal, with the column
    monkeypatch.setattr(winnability.os, "nice", lambda n: 0)
    assert winnability.named("klondike:deal=three", {"a": "b"}) == (
        "klondike", {"a": "b", "deal": "three"})
    winnability.main(["bakers_game", "--deals", "1", "--first", "3", "--budget", "1",
                      "--jobs", "1", "--wilson"])
    row = next(line for line in capsys.readouterr().out.splitlines()
               if line.startswith("bakers_game"))
    assert "75.05 %" in row


def test_it_lowers_its_priority_to_ten_not_by_ten(monkeypatch):
    """Under an outer `nice` (10 or more) it stays where it is: adding 10 on top put its
    workers at 19, starved behind every other job on a shared machine."""
    winnability = tool()
    for outer, expected in ((0, 10), (4, 10), (10, 10), (15, 15)):
        niceness = [outer]

        def nice(increment, niceness=niceness):
            niceness[0] = min(19, niceness[0] + increment)
            return niceness[0]

        monkeypatch.setattr(winnability.os, "nice", nice)
        assert winnability.be_nice() == expected and niceness[0] == expected
