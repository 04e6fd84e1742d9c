"""Records two copies of the program can share, and texts from files that can be drawn.

Two processes on one data folder both land their counts, settings and journal entries
(game/store/locks.py); a game counted once is never counted again; a journal cut short
keeps what came before the cut; control characters read from a file never reach a font.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from game.fortune import journal as journal_store
from game.store import chooser, locks, paths, stats
from game.store.settings import Settings, load_settings, save_settings
from game.store.tomlfile import printable

ROOT = Path(__file__).resolve().parent.parent
GAMES_EACH = 100


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(directory))
    return directory


def run_copy(data_dir: Path, code: str) -> subprocess.Popen:
    """Another copy of the program's store, in its own process, on the same folder."""
    environment = {**os.environ, paths.DATA_DIR_VARIABLE: str(data_dir)}
    return subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=environment)


COUNT_GAMES = f"""
from datetime import datetime
from game.store.stats import record_result
for number in range({GAMES_EACH}):
    record_result("klondike", number % 2 == 0, 10.0, None, datetime(2026, 12, 7))
"""


def test_two_copies_counting_at_once_lose_no_game(data_dir: Path) -> None:
    copies = [run_copy(data_dir, COUNT_GAMES) for _ in range(2)]
    assert [copy.wait(timeout=120) for copy in copies] == [0, 0]
    counted, notice = stats.load_stats()
    assert notice is None
    assert counted["klondike"].played == 2 * GAMES_EACH
    assert counted["klondike"].won == GAMES_EACH
    assert counted["klondike"].days == {"2026-12-07": [GAMES_EACH, GAMES_EACH]}


def test_a_game_is_counted_once_however_often_its_end_is_recorded(data_dir: Path) -> None:
    when = datetime(2026, 12, 7)
    first, _ = stats.record_result("freecell", True, 60.0, None, when, uid="a1")
    again, _ = stats.record_result("freecell", True, 60.0, None, when, uid="a1")
    other, _ = stats.record_result("freecell", False, 60.0, None, when, uid="b2")
    assert (first.played, again.played, other.played) == (1, 1, 2)
    assert stats.is_counted("freecell", "a1") and not stats.is_counted("freecell", "c3")
    assert stats.load_stats()[0]["freecell"].counted == ["a1", "b2"]


def test_only_the_last_counted_ids_are_kept(data_dir: Path) -> None:
    for number in range(stats.MAX_COUNTED + 5):
        stats.record_result("golf", False, 1.0, None, datetime(2026, 12, 7), uid=f"g{number}")
    kept = stats.load_stats()[0]["golf"]
    assert len(kept.counted) == stats.MAX_COUNTED
    assert kept.counted[-1] == f"g{stats.MAX_COUNTED + 4}"


def test_reset_keeps_which_games_were_counted(data_dir: Path) -> None:
    stats.record_result("golf", True, 1.0, None, datetime(2026, 12, 7), uid="x")
    left, _ = stats.reset_stats("golf")
    assert left["golf"].played == 0 and stats.is_counted("golf", "x")


def test_damaged_counted_ids_drop_only_that_game(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "statistics.toml").write_text(
        'version = 1\n[games.golf]\nplayed = 2\ncounted = ["ok", 3]\n'
        '[games.spider]\nplayed = 4\n')
    loaded, notice = stats.load_stats()
    assert "golf" not in loaded and loaded["spider"].played == 4 and notice


def test_settings_changed_by_two_copies_keep_both_changes(data_dir: Path) -> None:
    save_settings(Settings())
    ours, _ = load_settings()
    # the other copy, meanwhile: sound off
    other = run_copy(data_dir, "from game.store.settings import *\n"
                               "s, _ = load_settings()\n"
                               "import dataclasses\n"
                               "save_settings(dataclasses.replace(s, sound=False))\n")
    assert other.wait(timeout=60) == 0
    assert save_settings(replace(ours, volume=0.3)) is None
    merged, notice = load_settings()
    assert notice is None
    assert (merged.sound, merged.volume) == (False, 0.3)
    # and what this copy changes later still wins over its own older value
    assert save_settings(replace(ours, volume=0.3, sound=True)) is None
    assert load_settings()[0].sound is True


def test_settings_without_a_file_read_first_are_written_whole(data_dir: Path) -> None:
    assert save_settings(Settings(volume=0.1)) is None
    assert load_settings()[0].volume == 0.1


def ask(journal: journal_store.Journal, question: str, day: int) -> None:
    journal.add(asked=datetime(2026, 12, day, 10), kind="question", question=question,
                game_id="dondorf_adieu", deal=7, fate=True)


def test_journal_entries_written_by_two_copies_are_both_kept(data_dir: Path) -> None:
    ours, _ = journal_store.load_journal()
    other = run_copy(data_dir, "from datetime import datetime\n"
                               "from game.fortune.journal import *\n"
                               "j, _ = load_journal()\n"
                               "j.add(asked=datetime(2026, 12, 1, 9), kind='question',\n"
                               "      question='Theirs?', game_id='dondorf_adieu', deal=3,\n"
                               "      fate=True)\n"
                               "assert save_journal(j) is None\n")
    assert other.wait(timeout=60) == 0
    ask(ours, "Ours?", 2)
    assert journal_store.save_journal(ours) is None
    loaded, notice = journal_store.load_journal()
    assert notice is None
    assert sorted(e.question for e in loaded.entries) == ["Ours?", "Theirs?"]
    assert len({e.number for e in loaded.entries}) == 2
    # saving again adds nothing twice
    assert journal_store.save_journal(loaded) is None
    assert len(journal_store.load_journal()[0].entries) == 2


def three_questions_cut(end: int) -> str:
    """A journal of three questions saved, then cut `end` characters into its third entry;
    the whole text as it was written."""
    journal = journal_store.Journal()
    for day in (1, 2, 3):
        ask(journal, f"Question {day}?", day)
    journal_store.save_journal(journal)
    path = journal_store.journal_path()
    text = path.read_text()
    path.write_text(text[:text.rindex("[[entries]]") + end])
    return text


def test_a_journal_cut_inside_an_entry_keeps_the_entries_before_it(data_dir: Path) -> None:
    text = three_questions_cut(30)  # the third entry cut short
    loaded, notice = journal_store.load_journal()
    assert [e.question for e in loaded.entries] == ["Question 1?", "Question 2?"]
    assert "cut short" in notice and "fortune_journal.toml.bak" in notice
    assert (data_dir / "fortune_journal.toml.bak").read_text() == text[:text.rindex(
        "[[entries]]") + 30]
    assert journal_store.load_journal() == (loaded, None)  # told once


def test_a_journal_cut_between_entries_says_how_many_were_lost(data_dir: Path) -> None:
    three_questions_cut(0)  # valid TOML, one entry short
    loaded, notice = journal_store.load_journal()
    assert len(loaded.entries) == 2 and notice.startswith("1 entry")
    assert journal_store.load_journal()[1] is None


@pytest.mark.parametrize("raw", ["\x00", "a\x00b", "\x1b[31m", "line\nbreak", "tab\there",
                                 "\u202eevil", "\x7f"])
def test_control_characters_in_journal_texts_are_left_out(data_dir: Path, raw: str) -> None:
    journal = journal_store.Journal()
    journal.add(asked=datetime(2026, 12, 1, 9), kind="sympathie", question=raw,
                names=(raw, "Ben"), game_id="dondorf_sympathie", deal=3, fate=True)
    journal_store.save_journal(journal)
    loaded, notice = journal_store.load_journal()
    assert notice is None
    entry = loaded.entries[0]
    assert entry.question.isprintable() and entry.names[0].isprintable()
    assert entry.question == printable(raw)


def test_printable_keeps_what_can_be_drawn() -> None:
    assert printable("Anna & Ben, à l’été ?") == "Anna & Ben, à l’été ?"
    assert printable("a\x00b\nc") == "ab c"
    assert printable("\u00a0") == " "  # a no-break space is drawn as a space


def test_chooser_names_that_are_not_game_ids_are_left_out_and_told(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "chooser.toml").write_text(
        'format = 1\nfavourites = ["klondike", "no such\\u0000game", "Spider"]\n'
        'recent = ["gone_game", "klondike"]\nview = "grid"\n')
    memory, notice = chooser.load_chooser()
    assert memory.favourites == ["klondike"]
    assert memory.recent == ["gone_game", "klondike"]  # a game that may come back: kept
    assert memory.view == "grid"
    assert notice.startswith("2 names") and "chooser.toml.bak" in notice
    assert chooser.load_chooser() == (memory, None)


def claimed_elsewhere(save: Path) -> str:
    other = subprocess.run(
        [sys.executable, "-c", "from pathlib import Path\nfrom game.store.locks import claim\n"
                               f"print('held' if claim(Path({str(save)!r})) else 'refused')"],
        cwd=ROOT, capture_output=True, text=True, timeout=60)
    return other.stdout.strip()


def test_a_claimed_game_is_refused_to_another_copy_until_let_go(data_dir: Path) -> None:
    save = data_dir / "saves" / "klondike.toml"
    mine = locks.claim(save)
    again = locks.claim(save)  # a second table of this copy (a new deal) shares the hold
    assert mine is not None and again is not None
    assert claimed_elsewhere(save) == "refused"
    mine.release()
    assert claimed_elsewhere(save) == "refused"  # the new deal still holds it
    again.release()
    again.release()  # letting go twice is harmless
    assert claimed_elsewhere(save) == "held"


def test_a_copy_that_dies_lets_its_games_go(data_dir: Path) -> None:
    save = data_dir / "saves" / "golf.toml"
    environment = {**os.environ, paths.DATA_DIR_VARIABLE: str(data_dir)}
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys\nfrom pathlib import Path\n"
                               "from game.store.locks import claim\n"
                               f"held = claim(Path({str(save)!r}))\n"
                               "print('held' if held else 'refused', flush=True)\n"
                               "sys.stdin.readline()\n"],
        cwd=ROOT, env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    assert locks.claim(save) is None
    holder.kill()
    holder.wait(timeout=60)
    mine = locks.claim(save)
    assert mine is not None
    mine.release()


def test_a_folder_where_no_lock_can_be_made_is_still_used(data_dir: Path, monkeypatch) -> None:
    def refused(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied")

    import filelock

    monkeypatch.setattr(filelock.FileLock, "acquire", refused)
    with locks.changing(data_dir / "statistics.toml") as held:
        assert held is False
    stats.record_result("golf", True, 1.0, None, datetime(2026, 12, 7))
    assert stats.load_stats()[0]["golf"].won == 1
    claim = locks.claim(data_dir / "saves" / "x.toml")
    assert claim is not None
    claim.release()


def test_a_full_disk_leaves_no_deck_cache_temp_file(tmp_path: Path, monkeypatch) -> None:
    from game.render import svg_worker

    target = tmp_path / "cache" / "boxes.json"
    monkeypatch.setattr(svg_worker, "boxes_file", lambda path: target)
    drawer = svg_worker.Drawer()
    drawer.boxes[("deck.svg", "back")] = (0, 0, 10, 10)
    drawer._unsaved.add("deck.svg")

    def full(self, *args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "replace", full)
    drawer.save_boxes()
    assert not any(p.suffix == ".tmp" for p in (tmp_path / "cache").iterdir())


def saved(game_id: str, uid: str) -> dict:
    return {"game_id": game_id, "options": {}, "deal": 5, "uid": uid,
            "history": {"position": 1}}


def test_a_save_of_a_game_counted_is_never_offered_again(data_dir: Path) -> None:
    from game.store import saves

    assert saves.save_game(saved("klondike", "k1")) is None
    assert saves.save_game(saved("golf", "g1")) is None
    stats.record_result("klondike", False, 5.0, None, datetime(2026, 12, 7), uid="k1")
    # (the quit came before the save's removal): the save is a finished game left behind
    assert saves.load_game("klondike") == (None, None)
    assert not (data_dir / "saves" / "klondike.toml").exists()
    assert [game.game_id for game in saves.games_in_progress()[0]] == ["golf"]
    assert stats.load_stats()[0]["klondike"].played == 1


def test_a_save_that_cannot_be_removed_is_still_not_offered(data_dir: Path, monkeypatch
                                                            ) -> None:
    from game.store import saves

    saves.save_game(saved("klondike", "k1"))
    stats.record_result("klondike", False, 5.0, None, datetime(2026, 12, 7), uid="k1")

    def refused(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refused)  # saves/ read-only
    assert saves.clear_game("klondike") is not None  # told it could not be removed
    for _ in range(3):
        assert saves.games_in_progress()[0] == [] and saves.load_game("klondike")[0] is None
        stats.record_result("klondike", False, 5.0, None, datetime(2026, 12, 7), uid="k1")
    assert stats.load_stats()[0]["klondike"].played == 1  # counted once


def test_a_count_withdrawn_leaves_the_record_as_before(data_dir: Path) -> None:
    when = datetime(2026, 12, 7)
    before, _ = stats.record_result("spider", True, 50.0, None, when, uid="s1")
    after, _ = stats.record_result("spider", False, 70.0, None, when, uid="s2")
    assert stats.withdraw_result("spider", "s2", before, after) is None
    entry = stats.load_stats()[0]["spider"]
    assert (entry.played, entry.won, entry.lost, entry.counted) == (1, 1, 0, ["s1"])
    # withdrawn once; a second time changes nothing
    assert stats.withdraw_result("spider", "s2", before, after) is None
    assert stats.load_stats()[0]["spider"] == entry


def test_a_count_withdrawn_after_another_copy_counted_keeps_their_game(data_dir: Path
                                                                      ) -> None:
    when = datetime(2026, 12, 7)
    before = stats.GameStats()
    after, _ = stats.record_result("spider", False, 70.0, None, when, uid="mine")
    stats.record_result("spider", True, 30.0, None, when, uid="theirs")
    stats.withdraw_result("spider", "mine", before, after)
    entry = stats.load_stats()[0]["spider"]
    assert entry.played == 2 and entry.counted == ["theirs"]
