"""Every file the program reads survives any content.

For each kind of file — settings, statistics, a saved game, the single saved game of
earlier versions, key bindings, the fortune journal, a player's own Tiled map — damaged
in any way (random bytes, cut short, a byte changed, not UTF-8, valid TOML holding nan,
inf, 2**63-1, a 200 kB string or a list where a number belongs, a directory in its place,
no permission): loading never raises, the player is told once (the file kept aside once,
so the next start is quiet), no other file is touched and no temp file is left behind.
Then the real app starts on each kind of damage and draws its first frames.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import tomllib
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import pytest
import tomli_w
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from game.engine.history import History
from game.fortune.journal import Journal, load_journal, save_journal
from game.fortune.questions import QUESTION
from game.input.bindings import Bindings, load_bindings, save_bindings
from game.layout import layout_for
from game.rules import create
from game.store import (
    Settings,
    games_in_progress,
    load_game,
    load_settings,
    load_stats,
    record_result,
    save_game,
    save_settings,
)
from game.store.tomlfile import write_toml_atomic

ROOT = Path(__file__).resolve().parent.parent
KLONDIKE = create("klondike")
KINDS_OF_PILES = {n: p.kind.value for n, p in zip(KLONDIKE.pile_names, KLONDIKE.pile_specs,
                                                   strict=True)}


def klondike_record() -> dict:
    history = History(KLONDIKE, KLONDIKE.deal(3)[0])
    history.play(KLONDIKE.legal_moves(history.state)[0])
    return {"game_id": "klondike", "options": {}, "deal": 3, "elapsed": 12.5,
            "history": history.to_dict()}


def write_journal() -> None:
    journal = Journal()
    journal.add(asked=datetime(2025, 3, 8, 9, 0), kind=QUESTION, question="Shall I go?",
                names=(), game_id="klondike", deal=7, fate=True)
    assert save_journal(journal) is None


def write_map(directory: Path) -> None:
    (directory / "levels").mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "levels" / "klondike.tmx", directory / "levels" / "klondike.tmx")


def load_map():
    layout, warnings = layout_for("klondike", KLONDIKE.pile_names, KINDS_OF_PILES)
    return layout, (" ".join(warnings) or None)


# kind: (file, write a good one, load it: (value, notice or None))
KINDS = {
    "settings": ("settings.toml",
                 lambda d: save_settings(Settings(volume=0.5, winnable_only=("klondike",))),
                 load_settings),
    "statistics": ("statistics.toml",
                   lambda d: [record_result("klondike", won, 30.0, 5, datetime(2025, 1, 2),
                                            moves=40) for won in (True, False)],
                   load_stats),
    "saved game": ("saves/klondike.toml", lambda d: save_game(klondike_record()),
                   games_in_progress),
    "old saved game": ("saved_game.toml",
                       lambda d: write_toml_atomic(d / "saved_game.toml",
                                                   {"format": 1, "game": klondike_record()}),
                       games_in_progress),
    "bindings": ("bindings.toml", lambda d: save_bindings(Bindings.defaults()), load_bindings),
    "journal": ("fortune_journal.toml", lambda d: write_journal(), load_journal),
    "map": ("levels/klondike.tmx", write_map, load_map),
}
TOML_KINDS = sorted(kind for kind in KINDS if kind != "map")
OTHER = "statistics"  # the file that must stay untouched while another is damaged

ABSURD = [float("nan"), float("inf"), float("-inf"), 2**63 - 1, -(2**63), 1e308, -1, 0,
          "x" * 200_000, "", "../../x", [], {}, [[1, 2]], {"a": {"b": []}}, True,
          datetime(1, 1, 1), [16384, 16384], [1, 1], "klondike",
          # control characters: valid TOML, never drawable (a font refuses a NUL)
          "\x00", "Anna\x00Ben", "\x1b[2J", "line\nbreak", "\u202e\x7f", ["\x00"]]
ABSURD_XML = ["nan", "inf", "-inf", "1e308", "-1e308", "-5", "0", "x", "", "99999999999"]


@contextmanager
def data_folder():
    """A fresh data folder for one example (hypothesis runs many in one test)."""
    before = os.environ.get("REUSSITE_DATA_DIR")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["REUSSITE_DATA_DIR"] = scratch
        try:
            yield Path(scratch)
        finally:
            if before is None:
                del os.environ["REUSSITE_DATA_DIR"]
            else:
                os.environ["REUSSITE_DATA_DIR"] = before


def good_bytes(kind: str) -> bytes:
    with data_folder() as directory:
        name, write, _ = KINDS[kind]
        write(directory)
        return (directory / name).read_bytes()


GOOD = {kind: good_bytes(kind) for kind in KINDS}


def leaves(value, path=()):
    """Paths to every value inside a TOML document (tables and lists included)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from leaves(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, index))


def replaced(document, path, new):
    if not path:
        return new
    head, *rest = path
    copy = dict(document) if isinstance(document, dict) else list(document)
    copy[head] = replaced(document[head], tuple(rest), new)
    return copy


@st.composite
def damaged_toml(draw, kind: str) -> bytes:
    document = tomllib.loads(GOOD[kind].decode())
    paths = [p for p in leaves(document) if p]
    path = draw(st.sampled_from(paths))
    new = draw(st.sampled_from(ABSURD))
    try:
        return tomli_w.dumps(replaced(document, path, new)).encode()
    except (TypeError, ValueError):  # e.g. a table where TOML wants an inline value
        return GOOD[kind] + b"\n" + tomli_w.dumps({"extra": {"x": new}}).encode()


@st.composite
def damaged_map(draw) -> bytes:
    text = GOOD["map"].decode()
    numbers = list(re.finditer(r'(\w+)="(-?[0-9.]+)"', text))
    found = draw(st.sampled_from(numbers))
    return (text[:found.start(2)] + draw(st.sampled_from(ABSURD_XML))
            + text[found.end(2):]).encode()


@st.composite
def damage(draw) -> tuple[str, bytes | None]:
    """(kind, the damaged bytes, or None for a directory in the file's place)."""
    kind = draw(st.sampled_from(sorted(KINDS)))
    good = GOOD[kind]
    ways = [
        st.binary(max_size=200),
        st.integers(0, len(good) - 1).map(lambda cut: good[:cut]),
        st.tuples(st.integers(0, len(good) - 1), st.integers(0, 255)).map(
            lambda change: good[:change[0]] + bytes([change[1]]) + good[change[0] + 1:]),
        st.just(good.replace(b"e", b"\xe9", 3)),  # Latin-1 where UTF-8 belongs
        st.just(None),
        damaged_map() if kind == "map" else damaged_toml(kind),
    ]
    return kind, draw(st.one_of(ways))


def snapshot(directory: Path, skip: Path) -> dict[str, bytes]:
    return {str(p.relative_to(directory)): p.read_bytes() for p in directory.rglob("*")
            if p.is_file() and p != skip and ".bak" not in p.name}


def check_survives(kind: str, content: bytes | None) -> None:
    name, _, load = KINDS[kind]
    with data_folder() as directory:
        KINDS[OTHER][1](directory)
        if kind != OTHER:
            KINDS[kind][1](directory)
        path = directory / name
        path.unlink()
        if content is None:
            path.mkdir()
        else:
            path.write_bytes(content)
        others = snapshot(directory, path)

        value, notice = load()  # never raises
        again, notice_again = load()

        if kind == "map":  # ours is used: every pile, finite, inside the table
            for layout in (value, again):
                assert set(layout.piles) == set(KLONDIKE.pile_names)
                for pile in layout.piles.values():
                    assert all(abs(v) < 1e6 for v in (pile.x, pile.y, pile.width, pile.height))
        else:
            assert notice_again is None, f"told again: {notice_again}"  # told once
        files = [p for p in directory.rglob("*") if p != directory]
        assert not [p for p in files if p.name.endswith(".tmp")]
        assert len([p for p in files if ".bak" in p.name]) <= 1  # kept aside once
        if kind != OTHER:  # no other file touched (an old save may move into saves/)
            after = snapshot(directory, path)
            assert {name: after.get(name) for name in others} == others
        if notice is not None:
            assert len(notice) < 600  # a sentence, not the file's content


@hypothesis_settings(max_examples=80, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(damage())
def test_any_damage_to_any_file_is_survived_and_told_once(case) -> None:
    check_survives(*case)


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("content", [b"", b"  \n", None, b"\x00\xff\xfe\x9c", b"[[[",
                                     b"x = 1\n"], ids=["empty", "blank", "directory",
                                                       "bytes", "not toml", "foreign"])
def test_each_kind_survives_the_usual_damage(kind, content) -> None:
    check_survives(kind, content)


@pytest.mark.parametrize("kind", TOML_KINDS)
@pytest.mark.parametrize("content", [b"", b"\xff\xfe"])
def test_an_emptied_or_garbled_file_is_told(kind, content) -> None:
    name, write, load = KINDS[kind]
    with data_folder() as directory:
        write(directory)
        (directory / name).write_bytes(content)
        value, notice = load()
        assert notice is not None and ".bak" in notice
        assert (directory / (name + ".bak")).read_bytes() == content


@pytest.mark.parametrize("kind", TOML_KINDS)
def test_a_file_that_cannot_be_read_is_told(kind, monkeypatch) -> None:
    name, write, load = KINDS[kind]
    with data_folder() as directory:
        write(directory)
        target = directory / name
        real = Path.read_bytes

        def refuse(self):
            if self == target:
                raise PermissionError(13, "Permission denied", str(self))
            return real(self)

        monkeypatch.setattr(Path, "read_bytes", refuse)
        value, notice = load()
        assert notice is not None
        monkeypatch.undo()
        assert load()[1] is None  # moved aside: the next start is quiet


def test_a_damaged_saved_game_is_not_offered(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    save_game(klondike_record())
    (tmp_path / "saves" / "klondike.toml").write_bytes(b"format = 1\n[game]\ngame_id = 5\n")
    assert games_in_progress()[0] == [] and load_game("klondike") == (None, None)
