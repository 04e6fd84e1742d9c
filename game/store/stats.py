"""Statistics per game, keyed by game id (a slug), kept in ``statistics.toml``.

File layout::

    version = 1
    [games.klondike]
    played = 3
    won = 1
    ...

``best_time``, ``best_score`` and ``fewest_moves`` are left out while there is none (TOML
has no null). ``days`` holds ``[won, lost]`` per ISO date, for the plot over time.
``counted`` names the last games counted (the id each game in progress carries), so a
game is counted once however often its end is recorded: a save left behind by a quit,
a crash or a folder that refused its removal is recognised as finished, never recounted.

Two copies of the program share the file: each count reads, changes and writes it under
its lock (game/store/locks.py), so both copies' games land.

Only the player's own games count in ``played``, ``won``, streaks and bests. A game in
which the player asked for a hint or "Play for me" is *assisted*: it counts in
``assisted_played`` / ``assisted_won`` only, and leaves streaks and bests as they were.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from game.i18n import N_, _
from game.store import durable
from game.store.ids import is_game_id
from game.store.locks import changing
from game.store.paths import data_file
from game.store.tomlfile import is_finite_number, keep_aside, read_toml, write_toml_atomic

FILE_NAME = "statistics.toml"
MAX_COUNTED = 32  # ids of finished games remembered per game: more than saves can lag
WHAT = N_("statistics file")
VERSION = 1


@dataclass
class GameStats:
    """The player's record in one game."""

    played: int = 0
    won: int = 0
    lost: int = 0
    current_streak: int = 0  # games won in a row, up to the last one played
    best_streak: int = 0
    best_time: float | None = None  # seconds, of won games only
    best_score: int | None = None  # the highest score, won or lost
    last_played: str = ""  # ISO date, "" if never
    total_time: float = 0.0  # seconds
    fewest_moves: int | None = None  # of won games only
    assisted_played: int = 0  # games with hints, demo or "play for me": kept apart
    assisted_won: int = 0
    scored_played: int = 0  # games with no win, played for their score: never a loss
    scored_total: int = 0   # their scores summed (for the average)
    scored_best: int | None = None
    days: dict[str, list[int]] = dataclasses.field(default_factory=dict)  # date: [won, lost]
    counted: list[str] = dataclasses.field(default_factory=list)  # ids of games counted

    @property
    def win_rate(self) -> float | None:
        """Won / played, 0…1, or None before the first game."""
        return self.won / self.played if self.played else None

    @property
    def scored_average(self) -> int | None:
        """The average score of the games played for their score, or None before one."""
        return round(self.scored_total / self.scored_played) if self.scored_played else None


_COUNTS = ("played", "won", "lost", "current_streak", "best_streak", "assisted_played",
           "assisted_won", "scored_played")
# Far beyond any real record, far below TOML's 2**63 - 1: a count there is damage, and the
# next game's +1 can never overflow the file.
MAX_COUNT = 2**40
MAX_SECONDS = 1e12
MAX_SCORE = 2**53


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _seconds(value: Any) -> bool:
    return is_finite_number(value) and 0 <= value <= MAX_SECONDS


def _score(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_SCORE


def _days(value: Any) -> bool:
    return isinstance(value, dict) and all(
        _iso_date(day) and day and isinstance(pair, list) and len(pair) == 2
        and all(_count(n) for n in pair) for day, pair in value.items())


def _game_ids(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= MAX_COUNTED and all(
        isinstance(uid, str) and 0 < len(uid) <= 100 and uid.isprintable() for uid in value)


def _iso_date(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    if value == "":
        return True
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


_CHECKS = {
    **{name: _count for name in _COUNTS},
    "best_time": _seconds,
    "best_score": _score,
    "scored_total": _score,
    "scored_best": _score,
    "last_played": _iso_date,
    "total_time": _seconds,
    "fewest_moves": _count,
    "days": _days,
    "counted": _game_ids,
}


def game_stats_from_dict(entry: Any) -> GameStats | None:
    """One game's statistics, or None if the entry holds a wrong value.

    Missing fields take their defaults (files from older versions); unknown ones are ignored.
    """
    if not isinstance(entry, dict):
        return None
    values = {}
    for field in dataclasses.fields(GameStats):
        if field.name not in entry:
            continue
        value = entry[field.name]
        if not _CHECKS[field.name](value):
            return None
        if field.name.endswith("_time"):
            value = float(value)
        elif field.name == "days":
            value = {day: list(pair) for day, pair in value.items()}
        elif field.name == "counted":
            value = list(value)
        values[field.name] = value
    return GameStats(**values)


def game_stats_to_dict(stats: GameStats) -> dict[str, Any]:
    return {key: value for key, value in dataclasses.asdict(stats).items()
            if value is not None and value != {} and value != []}


def load_stats() -> tuple[dict[str, GameStats], str | None]:
    """All games' statistics by game id, and a notice if some were lost to damage.

    A damaged entry is dropped, the others kept; the whole original file is copied to a
    ``.bak`` and the file rewritten without the bad entries.
    """
    path = data_file(FILE_NAME)
    data, notice = read_toml(path, {"version": VERSION, "games": {}}, what=WHAT)
    if notice is not None:
        return {}, notice
    stats: dict[str, GameStats] = {}
    dropped = []
    for game_id, entry in data.get("games", {}).items():
        game_stats = game_stats_from_dict(entry) if is_game_id(game_id) else None
        if game_stats is None:
            dropped.append(game_id)
        else:
            stats[game_id] = game_stats
    if not dropped:
        return stats, None
    names = ", ".join(name if len(name) <= 40 else name[:39] + "…" for name in dropped[:5])
    names += _(" and {count} more").format(count=len(dropped) - 5) if len(dropped) > 5 else ""
    try:
        backup = keep_aside(path, copy_only=True)
        _write(stats)
    except OSError:
        return stats, _("The statistics for {names} were damaged and are not shown.").format(
            names=names)
    return stats, (
        _("The statistics for {names} were damaged and start again from zero; "
          "the original file was kept as {backup}.").format(names=names, backup=backup.name)
    )


def save_stats(stats: dict[str, GameStats]) -> str | None:
    """Save all statistics; returns None, or a notice for the player if the disk refused."""
    try:
        _write(stats)
    except OSError:
        return _("Your statistics could not be saved.")
    return None


def update_stats(
    stats: GameStats,
    won: bool,
    seconds: float,
    score: int | None,
    when: datetime,
    *,
    moves: int | None = None,
    assisted: bool = False,
    scored: bool = False,
) -> GameStats:
    """The statistics after one more finished game (a new object; ``stats`` is unchanged).
    ``scored``: a game with no win, counted by its score only (``won`` is not read)."""
    # A glitch in the clock must not cost the player their statistics: clamp, don't raise.
    seconds = float(seconds) if is_finite_number(seconds) and seconds > 0 else 0.0
    seconds = min(seconds, MAX_SECONDS)
    new = dataclasses.replace(stats, days=dict(stats.days), counted=list(stats.counted))
    new.last_played = when.date().isoformat()
    if assisted:  # kept apart: neither the record nor the streak is the player's own
        new.assisted_played = min(new.assisted_played + 1, MAX_COUNT)
        new.assisted_won = min(new.assisted_won + won, MAX_COUNT)
        return new
    new.total_time = min(new.total_time + seconds, MAX_SECONDS)
    if scored:
        new.scored_played = min(new.scored_played + 1, MAX_COUNT)
        if _score(score):
            new.scored_total = max(-MAX_SCORE, min(new.scored_total + int(score), MAX_SCORE))
            if new.scored_best is None or score > new.scored_best:
                new.scored_best = int(score)
        return new
    new.played = min(new.played + 1, MAX_COUNT)
    day = new.days.get(new.last_played, [0, 0])
    new.days[new.last_played] = [min(day[0] + won, MAX_COUNT), min(day[1] + (not won), MAX_COUNT)]
    if won:
        new.won = min(new.won + 1, MAX_COUNT)
        new.current_streak = min(new.current_streak + 1, MAX_COUNT)
        new.best_streak = max(new.best_streak, new.current_streak)
        if new.best_time is None or seconds < new.best_time:
            new.best_time = seconds
        if _count(moves) and (new.fewest_moves is None or moves < new.fewest_moves):
            new.fewest_moves = moves
    else:
        new.lost = min(new.lost + 1, MAX_COUNT)
        new.current_streak = 0
    if _score(score) and (new.best_score is None or score > new.best_score):
        new.best_score = int(score)
    return new


def record_result(
    game_id: str, won: bool, seconds: float, score: int | None, when: datetime,
    *, uid: str | None = None, **extra: Any
) -> tuple[GameStats, str | None]:
    """Count one finished game of ``game_id`` in the statistics file, durably (on disk
    when this returns), under the file's lock so another copy's count is kept too.

    ``uid`` names the game (its save's id): a game already counted is not counted again.
    ``extra`` is ``update_stats``'s keywords (moves, assisted, scored). Returns the game's
    new statistics and a notice (damaged file, or disk refused) or None.
    """
    with changing(data_file(FILE_NAME)):
        stats, load_notice = load_stats()
        entry = stats.get(game_id, GameStats())
        if uid is not None and uid in entry.counted:
            return entry, load_notice
        entry = update_stats(entry, won, seconds, score, when, **extra)
        if uid is not None:
            entry.counted = [*entry.counted, uid][-MAX_COUNTED:]
        stats[game_id] = entry
        save_notice = save_stats(stats)
    return entry, _join(load_notice, save_notice)


def is_counted(game_id: str, uid: str) -> bool:
    """Whether the game named ``uid`` has been counted already (it has ended)."""
    stats, _notice = load_stats()
    entry = stats.get(game_id)
    return entry is not None and uid in entry.counted


def withdraw_result(game_id: str, uid: str, before: GameStats, after: GameStats) -> str | None:
    """Take back the count of the game named ``uid`` (its ending move was undone): the
    game's statistics go back to ``before`` if they are still the ``after`` it left —
    else another copy has counted since, and only the id is forgotten. A notice or None."""
    with changing(data_file(FILE_NAME)):
        stats, load_notice = load_stats()
        entry = stats.get(game_id)
        if entry is None or uid not in entry.counted:
            return load_notice
        if entry == after:
            stats[game_id] = dataclasses.replace(before, counted=[
                u for u in entry.counted if u != uid])
        else:
            entry.counted = [u for u in entry.counted if u != uid]
        return _join(load_notice, save_stats(stats))


def counted_games() -> dict[str, frozenset[str]]:
    """Per game id, the ids of the games counted: a save of one of them is a finished game
    left behind. Read without a word or a change to the file (load_stats tells damage)."""
    durable.settle(data_file(FILE_NAME))
    try:
        data = tomllib.loads(data_file(FILE_NAME).read_bytes().decode("utf-8-sig"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}
    games = data.get("games")
    if not isinstance(games, dict):
        return {}
    return {game_id: frozenset(entry["counted"]) for game_id, entry in games.items()
            if isinstance(entry, dict) and _game_ids(entry.get("counted"))}


def reset_stats(game_id: str | None = None) -> tuple[dict[str, GameStats], str | None]:
    """Forget the statistics of ``game_id`` (of every game if None); the others are kept.
    Returns what is left and a notice (damaged file, or disk refused) or None."""
    with changing(data_file(FILE_NAME)):
        stats, load_notice = load_stats()
        if game_id is None:
            stats = {}
        elif stats.get(game_id, GameStats()).counted:  # a save of a game counted is
            stats[game_id] = GameStats(counted=stats[game_id].counted)  # still finished
        else:
            stats.pop(game_id, None)
        notice = _join(load_notice, save_stats(stats))
    return stats, notice


def _write(stats: dict[str, GameStats]) -> None:
    games = {game_id: game_stats_to_dict(entry) for game_id, entry in sorted(stats.items())}
    path = data_file(FILE_NAME)
    write_toml_atomic(path, {"version": VERSION, "games": games})
    durable.settle(path)  # on disk before the lock is let go


def _join(*notices: str | None) -> str | None:
    present = [notice for notice in notices if notice]
    return " ".join(present) or None
