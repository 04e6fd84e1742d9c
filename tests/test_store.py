"""game.store: round-trips, damaged files kept as .bak, atomic writes, no pygame."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from game import store
from game.store import paths, saves, stats, tomlfile
from game.store.settings import Settings, load_settings, save_settings
from game.store.stats import GameStats, load_stats, record_result, save_stats

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    directory = tmp_path / "data"
    monkeypatch.setenv(paths.DATA_DIR_VARIABLE, str(directory))
    return directory


def leftovers(directory: Path) -> list[str]:
    """Temp files that an atomic write should never leave behind."""
    return sorted(path.name for path in directory.iterdir() if path.name.endswith(".tmp"))


SAMPLE_RECORD = {
    "game_id": "klondike",
    "options": {"draw": "3", "redeals": "unlimited"},
    "deal": 12345,
    "initial": {
        "stock": [1, 2, 3, 530],
        "tableau": [[17, 18], [], [33, 34, 35]],
        "redeals_left": -1,
        "face_up": True,
    },
    "history": [
        [["move", "tableau", 0, "foundation", 1, 1]],
        [["flip", "tableau", 2], ["move", "stock", 0, "waste", 0, 3]],
        [],
    ],
    "redo_position": 2,
}

# One valid file of each kind, and the ways each can be damaged.
FILES = {
    "settings": (
        "settings.toml",
        lambda: save_settings(Settings(volume=0.5)),
        lambda: load_settings(),
        Settings(),
    ),
    "stats": (
        "statistics.toml",
        lambda: save_stats({"klondike": GameStats(played=4, won=1, lost=3)}),
        lambda: load_stats(),
        {},
    ),
    "save": (
        "saves/klondike.toml",
        lambda: saves.save_game(SAMPLE_RECORD),
        lambda: saves.load_game("klondike"),
        None,
    ),
}


def truncated(raw: bytes) -> bytes:
    # Cut just after the first opening quote: an unterminated string is never valid TOML.
    # (A cut at a line end can leave valid TOML; atomic writes are what prevent that.)
    return raw[: raw.index(b'"') + 1]


DAMAGES = {
    "truncated": truncated,
    "garbage": lambda raw: b"\x00\xff\xfe garbage \x9c\x80" + raw[:5],
    "not toml": lambda raw: b"this is = = not [toml\n",
}

# Valid TOML whose top level has the wrong types for the whole file to be used.
WRONG_TYPES = {
    "stats": b"version = 1\ngames = 3\n",
    "save": b'format = 1\ngame = "klondike"\n',
}


# --- paths -------------------------------------------------------------------------------


def test_data_dir_follows_the_environment(data_dir: Path) -> None:
    assert store.data_dir() == data_dir
    assert store.data_file("settings.toml") == data_dir / "settings.toml"
    assert store.maps_dir() == data_dir / "levels"


def test_data_dir_defaults_to_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(paths.DATA_DIR_VARIABLE, raising=False)
    assert store.data_dir() == Path(platformdirs.user_data_dir("reussite"))


# --- tomlfile ----------------------------------------------------------------------------


def test_atomic_write_round_trips_and_leaves_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "file.toml"
    for number in range(3):
        tomlfile.write_toml_atomic(path, {"number": number, "table": {"list": [1, "a"]}})
    assert tomlfile.read_toml(path, {}) == ({"number": 2, "table": {"list": [1, "a"]}}, None)
    assert leftovers(path.parent) == []


def test_failed_write_keeps_the_old_file_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.toml"
    tomlfile.write_toml_atomic(path, {"old": 1})

    def refuse(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        tomlfile.write_toml_atomic(path, {"new": 2})
    assert tomlfile.read_toml(path, {})[0] == {"old": 1}
    assert leftovers(tmp_path) == []


def test_values_toml_cannot_hold_are_refused_before_writing(tmp_path: Path) -> None:
    path = tmp_path / "file.toml"
    tomlfile.write_toml_atomic(path, {"kept": True})
    for bad in (
        {"a": None},
        {"a": [1, [2, None]]},
        {1: "a"},
        {"a": object()},
        {"a": 2**64},
        {"a": "\ud800"},
    ):
        with pytest.raises(ValueError):
            tomlfile.write_toml_atomic(path, bad)
    assert tomlfile.read_toml(path, {})[0] == {"kept": True}
    assert leftovers(tmp_path) == []


def test_int_subclasses_are_written_as_plain_ints(tmp_path: Path) -> None:
    class Card(int):  # like game.engine.cards.Card, whose str() is "AS"
        def __str__(self) -> str:
            return "AS"

    path = tmp_path / "file.toml"
    tomlfile.write_toml_atomic(path, {"cards": [Card(1), Card(2)], "pair": (Card(3), "x")})
    assert tomlfile.read_toml(path, {})[0] == {"cards": [1, 2], "pair": [3, "x"]}


def test_missing_file_gives_the_defaults_without_notice(tmp_path: Path) -> None:
    default = {"games": {}}
    data, notice = tomlfile.read_toml(tmp_path / "absent.toml", default)
    assert (data, notice) == ({"games": {}}, None)
    assert data is not default


def test_backups_are_numbered_and_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "file.toml"
    for number in range(4):
        path.write_bytes(b"broken %d [" % number)
        data, notice = tomlfile.read_toml(path, {"x": 1}, what="test file")
        assert data == {"x": 1}
        assert notice is not None and notice.startswith("Your test file was damaged")
    assert not path.exists()
    names = ["file.toml.bak", "file.toml.bak.1", "file.toml.bak.2", "file.toml.bak.3"]
    for number, name in enumerate(names):
        assert (tmp_path / name).read_bytes() == b"broken %d [" % number


def test_a_byte_order_mark_is_not_damage(tmp_path: Path) -> None:
    path = tmp_path / "file.toml"
    path.write_bytes(b"\xef\xbb\xbfa = 1\n")
    assert tomlfile.read_toml(path, {}) == ({"a": 1}, None)


def test_an_unreadable_file_is_moved_aside(data_dir: Path) -> None:
    # A directory where the file should be: reading it fails on every platform.
    (data_dir / "settings.toml").mkdir(parents=True)
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and "could not be read" in notice
    assert (data_dir / "settings.toml.bak").is_dir()


# --- damaged files, for each kind of file -----------------------------------------------


@pytest.mark.parametrize("damage", sorted(DAMAGES))
@pytest.mark.parametrize("kind", sorted(FILES))
def test_damaged_file_is_kept_and_defaults_are_used(data_dir: Path, kind: str, damage: str) -> None:
    name, save, load, default = FILES[kind]
    save()
    path = data_dir / name
    broken = DAMAGES[damage](path.read_bytes())
    path.write_bytes(broken)

    value, notice = load()

    assert value == default
    assert notice is not None and f"kept as {Path(name).name}.bak" in notice
    assert (data_dir / f"{name}.bak").read_bytes() == broken
    assert load() == (default, None)  # told once; the next start is quiet


@pytest.mark.parametrize("kind", sorted(WRONG_TYPES))
def test_wrong_types_at_the_top_level_are_damage(data_dir: Path, kind: str) -> None:
    name, _, load, default = FILES[kind]
    (data_dir / name).parent.mkdir(parents=True)
    (data_dir / name).write_bytes(WRONG_TYPES[kind])
    value, notice = load()
    assert value == default
    assert notice is not None and f"kept as {Path(name).name}.bak" in notice
    assert (data_dir / f"{name}.bak").read_bytes() == WRONG_TYPES[kind]


@pytest.mark.parametrize("kind", sorted(FILES))
def test_second_damage_does_not_overwrite_the_first_backup(data_dir: Path, kind: str) -> None:
    name, save, load, default = FILES[kind]
    for number in range(2):
        save()
        (data_dir / name).write_bytes(b"damage number %d [[" % number)
        value, notice = load()
        assert value == default
        expected = f"{Path(name).name}.bak" if number == 0 else f"{Path(name).name}.bak.1"
        assert notice is not None and expected in notice
    assert (data_dir / f"{name}.bak").read_bytes() == b"damage number 0 [["
    assert (data_dir / f"{name}.bak.1").read_bytes() == b"damage number 1 [["


@pytest.mark.parametrize("kind", sorted(FILES))
def test_saving_leaves_no_temp_files(data_dir: Path, kind: str) -> None:
    name, save, load, _ = FILES[kind]
    for _ in range(3):
        assert save() is None
    # the file, and at most its lock (shared with another copy: game/store/locks.py)
    files = sorted(str(p.relative_to(data_dir)) for p in data_dir.rglob("*") if p.is_file()
                   and p.name != f".{Path(name).name}.lock")
    assert files == [name]


# --- settings ----------------------------------------------------------------------------


def test_settings_defaults(data_dir: Path) -> None:
    settings, notice = load_settings()
    assert notice is None
    assert settings == Settings(
        fullscreen=True,
        window_size=(1280, 800),
        animation_speed="normal",
        auto_foundation="safe",
        four_colour=False,
        left_handed=False,
        language="system",  # the system's language until the player picks one
        sound=True,
        volume=0.8,
    )
    assert not data_dir.exists()  # loading alone writes nothing


def test_settings_round_trip(data_dir: Path) -> None:
    changed = Settings(
        fullscreen=False,
        window_size=(1920, 1080),
        animation_speed="instant",
        auto_foundation="off",
        four_colour=True,
        left_handed=True,
        language="fr",
        sound=False,
        volume=0.25,
    )
    assert save_settings(changed) is None
    assert load_settings() == (changed, None)


def test_bad_setting_values_are_replaced_one_by_one(data_dir: Path) -> None:
    data_dir.mkdir()
    original = (
        b'fullscreen = "yes"\nwindow_size = [1024, 700]\nanimation_speed = "warp"\n'
        b'auto_foundation = "all"\nvolume = 3.5\nlanguage = "de"\nfour_colour = true\n'
        b"sound = 1\nleft_handed = true\nfuture_option = 7\n"
    )
    (data_dir / "settings.toml").write_bytes(original)

    settings, notice = load_settings()

    assert settings == Settings(
        window_size=(1024, 700),
        auto_foundation="all",
        language="de",
        four_colour=True,
        left_handed=True,
    )
    assert notice is not None
    for name in ("fullscreen", "animation speed", "volume", "sound", "settings.toml.bak"):
        assert name in notice
    assert (data_dir / "settings.toml.bak").read_bytes() == original
    assert load_settings() == (settings, None)  # the file was repaired


@pytest.mark.parametrize(
    "line",
    [
        "window_size = [1280]",
        "window_size = [1280, true]",
        "window_size = [10, 10]",
        'window_size = "big"',
        "volume = -0.1",
        "volume = nan",
        "volume = true",
        "language = 5",
        'language = ""',
        'auto_foundation = "Safe"',
        "four_colour = 0",
    ],
)
def test_each_bad_setting_value_is_caught(data_dir: Path, line: str) -> None:
    data_dir.mkdir()
    (data_dir / "settings.toml").write_text(line + "\nleft_handed = true\n")
    settings, notice = load_settings()
    assert settings == Settings(left_handed=True)
    assert notice is not None


def test_unknown_setting_keys_are_ignored_quietly(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "settings.toml").write_text("volume = 1\n[plugins]\nx = 1\n")
    assert load_settings() == (Settings(volume=1.0), None)


# --- statistics --------------------------------------------------------------------------


def test_stats_round_trip(data_dir: Path) -> None:
    games = {
        "klondike": GameStats(
            played=10,
            won=4,
            lost=6,
            current_streak=2,
            best_streak=3,
            best_time=93.5,
            best_score=4200,
            last_played="2024-03-01",
            total_time=1234.25,
        ),
        "dondorf_zopf": GameStats(played=1, lost=1, last_played="2024-02-29", total_time=60.0),
    }
    assert save_stats(games) is None
    assert load_stats() == (games, None)


def test_record_result_counts_streaks_and_bests(data_dir: Path) -> None:
    day = datetime(2024, 5, 17, 21, 30)
    results = [(True, 300.0, 10), (True, 200.0, None), (False, 50.0, 40), (True, 250.0, 5)]
    for won, seconds, score in results:
        latest, notice = record_result("freecell", won, seconds, score, day)
        assert notice is None
    assert latest == GameStats(
        played=4,
        won=3,
        lost=1,
        current_streak=1,
        best_streak=2,
        best_time=200.0,
        best_score=40,
        last_played="2024-05-17",
        total_time=800.0,
        days={"2024-05-17": [3, 1]},
    )
    record_result("klondike", False, float("nan"), None, day)
    all_stats, _ = load_stats()
    assert all_stats["freecell"] == latest
    assert all_stats["klondike"] == GameStats(played=1, lost=1, last_played="2024-05-17",
                                              days={"2024-05-17": [0, 1]})


def test_fewest_moves_counts_won_games_only(data_dir: Path) -> None:
    day = datetime(2024, 5, 17)
    record_result("golf", False, 10.0, None, day, moves=3)
    assert load_stats()[0]["golf"].fewest_moves is None
    record_result("golf", True, 10.0, None, day, moves=40)
    record_result("golf", True, 10.0, None, day, moves=52)
    assert load_stats()[0]["golf"].fewest_moves == 40


def test_assisted_games_are_kept_apart(data_dir: Path) -> None:
    day, later = datetime(2024, 5, 17), datetime(2024, 5, 18)
    record_result("golf", True, 100.0, 7, day, moves=30)
    latest, _ = record_result("golf", True, 3.0, 99, later, moves=5, assisted=True)
    latest, _ = record_result("golf", False, 3.0, None, later, assisted=True)
    assert latest == GameStats(played=1, won=1, current_streak=1, best_streak=1,
                               best_time=100.0, best_score=7, fewest_moves=30,
                               last_played="2024-05-18", total_time=100.0,
                               assisted_played=2, assisted_won=1,
                               days={"2024-05-17": [1, 0]})
    assert latest.win_rate == 1.0 and GameStats().win_rate is None


def test_counts_stay_far_from_the_toml_limit(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "statistics.toml").write_text(
        f"[games.golf]\nplayed = {2**63 - 1}\n[games.spider]\nplayed = {stats.MAX_COUNT}\n"
        f"won = {stats.MAX_COUNT}\ncurrent_streak = {stats.MAX_COUNT}\n"
        f"best_streak = {stats.MAX_COUNT}\nbest_score = {stats.MAX_SCORE}\n")
    games, notice = load_stats()
    assert "golf" not in games and notice is not None and "golf" in notice
    latest, notice = record_result("spider", True, 1e300, 2**62, datetime(2024, 1, 1),
                                   moves=2**63)
    assert notice is None and latest.played == stats.MAX_COUNT
    assert latest.total_time == stats.MAX_SECONDS and latest.fewest_moves is None
    assert load_stats()[0]["spider"] == latest


def test_a_damaged_game_entry_is_dropped_and_the_others_kept(data_dir: Path) -> None:
    data_dir.mkdir()
    original = (
        b"version = 1\n"
        b"[games.klondike]\nplayed = 5\nwon = 2\nlost = 3\n"
        b'[games.freecell]\nplayed = "many"\n'
        b'[games.spider]\nplayed = 1\nlast_played = "yesterday"\n'
        b"[games.golf]\nwon = -1\n"
        b"[games.yukon]\nplayed = 1\ndays = {monday = [1, 0]}\n"
        b"[games.canfield]\nplayed = 1\nbest_time = inf\n"
    )
    (data_dir / "statistics.toml").write_bytes(original)

    games, notice = load_stats()

    assert games == {"klondike": GameStats(played=5, won=2, lost=3)}
    assert notice is not None
    for word in ("freecell", "spider", "golf", "yukon", "canfield", "statistics.toml.bak"):
        assert word in notice
    assert (data_dir / "statistics.toml.bak").read_bytes() == original
    assert load_stats() == (games, None)


def test_a_game_entry_that_is_not_a_table_is_dropped(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "statistics.toml").write_text("[games]\nklondike = 3\ngolf = {played = 2}\n")
    games, notice = load_stats()
    assert games == {"golf": GameStats(played=2)}
    assert notice is not None and "klondike" in notice


def test_record_result_after_damage_keeps_the_backup(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / "statistics.toml").write_bytes(b"[games.klondike\nplayed = 9")
    latest, notice = record_result("klondike", True, 10.0, None, datetime(2024, 1, 1))
    assert latest.played == 1
    assert notice is not None and "statistics.toml.bak" in notice
    assert (data_dir / "statistics.toml.bak").read_bytes() == b"[games.klondike\nplayed = 9"


# --- saved games: one per game id -------------------------------------------------------


def test_no_saved_game(data_dir: Path) -> None:
    assert saves.load_game("klondike") == (None, None)
    assert saves.clear_game("klondike") is None
    assert saves.games_in_progress() == ([], None)
    assert saves.latest_game() == (None, None)
    assert not data_dir.exists()  # looking writes nothing


def test_saved_game_round_trips_exactly(data_dir: Path) -> None:
    assert saves.save_game(SAMPLE_RECORD) is None
    assert saves.load_game("klondike") == (SAMPLE_RECORD, None)
    assert saves.clear_game("klondike") is None
    assert saves.load_game("klondike") == (None, None)


def test_each_game_keeps_its_own_save(data_dir: Path) -> None:
    saves.save_game(SAMPLE_RECORD, when=datetime(2026, 1, 1, 10, 0))
    golf = {"game_id": "golf", "deal": 5, "history": {"position": 7}}
    saves.save_game(golf, when=datetime(2026, 1, 2, 9, 30))
    assert saves.load_game("klondike") == (SAMPLE_RECORD, None)
    assert saves.load_game("golf") == (golf, None)
    games, notice = saves.games_in_progress()
    assert notice is None
    assert games == [
        saves.GameInProgress("golf", datetime(2026, 1, 2, 9, 30), 5, 7),
        saves.GameInProgress("klondike", datetime(2026, 1, 1, 10, 0), 12345, None),
    ]
    assert saves.latest_game() == (golf, None)
    saves.clear_game("golf")
    assert saves.load_game("klondike") == (SAMPLE_RECORD, None)
    assert saves.latest_game() == (SAMPLE_RECORD, None)


def test_a_new_save_replaces_only_that_games_old_one(data_dir: Path) -> None:
    saves.save_game(SAMPLE_RECORD)
    saves.save_game({"game_id": "golf", "history": []})
    saves.save_game({"game_id": "golf", "history": [1]})
    assert saves.load_game("golf") == ({"game_id": "golf", "history": [1]}, None)
    assert saves.load_game("klondike") == (SAMPLE_RECORD, None)


@pytest.mark.parametrize("game_id", [None, 3, "", "../settings", "Klondike", "a/b", "x" * 65])
def test_a_record_without_a_valid_game_id_is_refused(data_dir: Path, game_id) -> None:
    with pytest.raises(ValueError):
        saves.save_game({**SAMPLE_RECORD, "game_id": game_id})
    assert not data_dir.exists()
    assert saves.load_game(game_id) == (None, None)
    assert saves.clear_game(game_id) is None


def test_none_in_a_record_is_refused_and_the_old_save_kept(data_dir: Path) -> None:
    saves.save_game(SAMPLE_RECORD)
    for bad in (
        {**SAMPLE_RECORD, "deal": None},
        {**SAMPLE_RECORD, "history": [[["move", None]]]},
        {**SAMPLE_RECORD, "options": {"draw": None}},
    ):
        with pytest.raises(ValueError, match="None"):
            saves.save_game(bad)
    assert saves.load_game("klondike") == (SAMPLE_RECORD, None)
    assert leftovers(data_dir / "saves") == []


@pytest.mark.parametrize(
    "content",
    [
        b"",  # emptied
        b"format = 1\n",  # cut short before the game
        b"format = 2\n[game]\ngame_id = 'klondike'\n",  # from a newer version
        b"[game]\ngame_id = 'klondike'\n",  # no format
        b"format = 1\n[game]\ngame_id = 3\n",  # a game id that is not a string
        b"format = 1\n[game]\ngame_id = 'golf'\n",  # another game's record
    ],
)
def test_a_save_without_a_usable_game_is_kept_aside_once(data_dir: Path, content: bytes) -> None:
    (data_dir / "saves").mkdir(parents=True)
    (data_dir / "saves" / "klondike.toml").write_bytes(content)
    games, notice = saves.games_in_progress()
    assert games == []
    assert notice is not None and "klondike.toml.bak" in notice
    assert (data_dir / "saves" / "klondike.toml.bak").read_bytes() == content
    assert saves.games_in_progress() == ([], None)  # told once
    assert saves.load_game("klondike") == (None, None)
    assert sorted(p.name for p in (data_dir / "saves").iterdir()) == ["klondike.toml.bak"]


def test_an_unresumable_save_is_put_aside_and_not_offered_again(data_dir: Path) -> None:
    saves.save_game(SAMPLE_RECORD)
    notice = saves.keep_aside_game("klondike")
    assert "klondike.toml.bak" in notice and "could not be resumed" in notice
    assert saves.games_in_progress() == ([], None)
    assert saves.load_game("klondike") == (None, None)


def test_files_in_the_saves_folder_that_are_not_saves_are_left_alone(data_dir: Path) -> None:
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    (folder / "Notes.toml").write_bytes(b"mine")
    (folder / "readme.txt").write_bytes(b"mine too")
    assert saves.games_in_progress() == ([], None)
    assert sorted(p.name for p in folder.iterdir()) == ["Notes.toml", "readme.txt"]


def test_the_single_save_of_earlier_versions_is_adopted(data_dir: Path) -> None:
    data_dir.mkdir()
    tomlfile.write_toml_atomic(data_dir / "saved_game.toml", {"format": 1, "game": SAMPLE_RECORD})
    games, notice = saves.games_in_progress()
    assert notice is None and [g.game_id for g in games] == ["klondike"]
    assert not (data_dir / "saved_game.toml").exists()
    assert saves.load_game("klondike") == (SAMPLE_RECORD, None)


def test_an_old_single_save_never_replaces_a_newer_save_of_its_game(data_dir: Path) -> None:
    newer = {**SAMPLE_RECORD, "deal": 99}
    saves.save_game(newer)
    tomlfile.write_toml_atomic(data_dir / "saved_game.toml", {"format": 1, "game": SAMPLE_RECORD})
    assert saves.load_game("klondike") == (newer, None)
    assert not (data_dir / "saved_game.toml").exists()
    assert (data_dir / "saved_game.toml.bak").exists()  # its bytes kept all the same


@pytest.mark.parametrize("content", [b"", b"format = 1\n[game]\ngame_id = 7\n", b"\xff\xfe"])
def test_a_damaged_old_single_save_is_kept_aside_once(data_dir: Path, content: bytes) -> None:
    data_dir.mkdir()
    (data_dir / "saved_game.toml").write_bytes(content)
    games, notice = saves.games_in_progress()
    assert games == [] and notice is not None and "saved_game.toml.bak" in notice
    assert saves.games_in_progress() == ([], None)


scalars = (
    st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.text(st.characters(exclude_categories=("Cs",)), max_size=8)
    | st.booleans()
    | st.floats(allow_nan=False)
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=6).filter(str.isprintable), inner, max_size=4)
    ),
    max_leaves=30,
)


# No deadline: no timed tests (it took 440 ms on a busy machine).
@hypothesis_settings(max_examples=60, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(st.text(min_size=1, max_size=8), values, max_size=6))
def test_any_none_free_record_round_trips(data_dir: Path, record: dict) -> None:
    record = {**record, "game_id": "golf"}
    assert saves.save_game(record) is None
    assert saves.load_game("golf") == (record, None)


# --- boundaries --------------------------------------------------------------------------


def test_importing_the_store_does_not_import_pygame() -> None:
    code = "import game.store, sys; assert 'pygame' not in sys.modules"
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, env=environment)


def test_written_files_are_plain_toml(data_dir: Path) -> None:
    save_settings(Settings())
    text = (data_dir / "settings.toml").read_text()
    assert 'animation_speed = "normal"' in text
    assert "window_size = [\n    1280,\n    800,\n]" in text or "[1280, 800]" in text


def test_the_modules_are_reexported() -> None:
    for name in store.__all__:
        assert hasattr(store, name)
    assert len({stats.FILE_NAME, saves.LEGACY_FILE_NAME, saves.FOLDER, "settings.toml"}) == 4


@pytest.mark.parametrize("name", ["settings.toml", "saves/klondike.toml"])
def test_the_temp_file_of_a_killed_write_is_removed_later(data_dir: Path, name: str) -> None:
    folder = (data_dir / name).parent
    folder.mkdir(parents=True)
    stale = folder / f".{Path(name).name}.k1ll3d.tmp"
    fresh = folder / f".{Path(name).name}.runn1ng.tmp"
    for temp in (stale, fresh):
        temp.write_bytes(b"half a fi")
    old = stale.stat().st_mtime - 3600
    os.utime(stale, (old, old))
    load_settings()
    saves.games_in_progress()
    assert not stale.exists() and fresh.exists()  # a write still running is spared
