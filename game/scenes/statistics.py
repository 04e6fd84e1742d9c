"""The statistics screen: totals over all games, a table per game, and two plots.

Top: the totals of the games shown. Left: one row per game with a finished game (played,
won, win rate, current and best streak, best time, fewest moves, assisted games); up and
down (or a click) choose a row, the wheel scrolls. Right: wins and losses day by day and
the win rate per game, drawn by us (statistics_view.py). Bottom: filters by source and by
family (each press shows the next), Reset game, Reset all — both ask first — and Back.

Only the player's own games count in the record; assisted games (hints, demo, "play for
me") are shown apart, as the store keeps them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import catalogue
from game.i18n import _, language
from game.input.intents import Action, Intent, PointerDown, Resize, Scroll
from game.render.widgets import Button, ButtonSet
from game.scenes import statistics_text as text
from game.scenes.base import Scene
from game.scenes.menu_catalogue import family_title, source_title
from game.scenes.statistics_view import StatisticsDrawing, days_of, totals
from game.store import GameStats
from game.store.stats import reset_stats


@dataclass(frozen=True)
class Row:
    game_id: str
    title: str
    source: str
    family: str
    stats: GameStats


__all__ = ["Row", "StatisticsScene", "days_of", "totals"]


class StatisticsScene(StatisticsDrawing, Scene):
    opaque = True
    title = text.TITLE  # (drawn, and said: game/speech)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.source = ""          # "" shows every source
        self.family = ""          # "" shows every family
        self.selected: str | None = None
        self.first_row = 0        # the list's scroll, in rows
        self.confirming: str | None = None  # "game" or "all" while a reset is asked
        self.buttons = ButtonSet()
        self.size = (0, 0)
        self.visible_rows = 1
        self._refresh()

    # --- what is shown ------------------------------------------------------------------
    def all_rows(self) -> list[Row]:
        """Every registered game with a finished game, in the catalogue's order."""
        rows = []
        for game in self.app.listed_games():  # (the catalogue's list: no rules imported)
            stats = self.app.stats.get(game.id)
            if stats is None or not (stats.played or stats.assisted_played
                                     or stats.scored_played):
                continue
            facts = catalogue.entry(game.id)
            rows.append(Row(game.id, facts.shown_title(language()), facts.source, facts.family,
                            stats))
        return rows

    def rows(self) -> list[Row]:
        return [r for r in self.all_rows() if (not self.source or r.source == self.source)
                and (not self.family or r.family == self.family)]

    def sources(self) -> list[str]:
        return list(dict.fromkeys(r.source for r in self.all_rows()))

    def families(self) -> list[str]:
        rows = [r for r in self.all_rows() if not self.source or r.source == self.source]
        return list(dict.fromkeys(r.family for r in rows if r.family))

    def source_label(self) -> str:
        return _(text.SOURCE).format(name=source_title(self.source) if self.source
                                     else _(text.ALL))

    def family_label(self) -> str:
        return _(text.FAMILY).format(name=family_title(self.family) if self.family
                                     else _(text.ALL))

    def _refresh(self) -> None:
        rows = self.rows()
        ids = [r.game_id for r in rows]
        if self.selected not in ids:
            self.selected = ids[0] if ids else None
        self.first_row = max(0, min(self.first_row, len(rows) - 1))
        self.size = (0, 0)  # lay out again: labels and enabled buttons changed

    # --- actions ----------------------------------------------------------------------------
    def cycle_source(self) -> None:
        self.source = _next(self.sources(), self.source)
        if self.family not in self.families():
            self.family = ""
        self._refresh()

    def cycle_family(self) -> None:
        self.family = _next(self.families(), self.family)
        self._refresh()

    def ask_reset(self, what: str) -> None:
        self.confirming = what
        self.size = (0, 0)
        self.buttons.focus = 1  # on Keep: a stray confirm press resets nothing

    def confirm_reset(self) -> None:
        what, self.confirming = self.confirming, None
        game_id = self.selected if what == "game" else None
        if what is not None and (game_id is not None or what == "all"):
            self.app.stats, notice = reset_stats(game_id)
            if notice:
                self.app.notify(notice)
        self._refresh()

    def cancel_reset(self) -> None:
        self.confirming = None
        self._refresh()

    def close(self) -> None:
        self.app.pop()

    def make_buttons(self) -> list[Button]:
        if self.confirming:
            return [Button(text.CONFIRM_RESET, self.confirm_reset, primary=True),
                    Button(text.KEEP, self.cancel_reset)]
        reset_game = Button(text.RESET_GAME, lambda: self.ask_reset("game"))
        reset_game.enabled = self.selected is not None
        reset_all = Button(text.RESET_ALL, lambda: self.ask_reset("all"))
        reset_all.enabled = bool(self.app.stats)
        return [Button(self.source_label(), self.cycle_source),
                Button(self.family_label(), self.cycle_family), reset_game, reset_all,
                Button(text.BACK, self.close, primary=True)]

    def move_selection(self, step: int) -> None:
        ids = [r.game_id for r in self.rows()]
        if not ids:
            return
        i = ids.index(self.selected) if self.selected in ids else 0
        i = max(0, min(len(ids) - 1, i + step))
        self.selected = ids[i]
        if i < self.first_row:
            self.first_row = i
        elif i >= self.first_row + self.visible_rows:
            self.first_row = i - self.visible_rows + 1
        self.size = (0, 0)

    # --- input ------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        self._ensure_layout(self.app.screen.get_size())
        if isinstance(intent, Resize):
            self.size = (0, 0)
            return
        if isinstance(intent, Action) and intent.name in ("back", "cancel", "menu"):
            self.cancel_reset() if self.confirming else self.close()
            return
        if not self.confirming and isinstance(intent, Action) and intent.name in ("up", "down"):
            self.move_selection(-1 if intent.name == "up" else 1)
            return
        if isinstance(intent, Scroll):
            self.first_row = max(0, min(len(self.rows()) - 1, self.first_row - intent.dy))
            self.size = (0, 0)
            return
        if isinstance(intent, PointerDown) and intent.button == 1 and not self.confirming:
            row = self.row_at(intent.pos)
            if row is not None:
                self.selected = row
                self.size = (0, 0)
                return
        self.buttons.navigate(intent)


def _next(choices: list[str], current: str) -> str:
    """The choice after `current` in "" (all) + choices, wrapping."""
    cycle = ["", *choices]
    i = cycle.index(current) if current in cycle else 0
    return cycle[(i + 1) % len(cycle)]
