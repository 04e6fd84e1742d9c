"""The statistics screen's geometry and drawing: the totals, the table, and two plots
drawn with pygame (wins and losses day by day; win rate per game). Sizes are design
pixels of a 1280×720 screen times `self.s`."""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _
from game.render.felt import felt
from game.render.text import GOLD, INK, MUTED, draw_text, font, wrap
from game.render.widgets import (
    DIALOG,
    dim,
    fit_text,
    label_room,
    panel,
    row_highlight,
    text_size,
    ui_scale,
)
from game.scenes import statistics_columns as columns
from game.scenes import statistics_text as text
from game.scenes.results import format_time

WON_COLOUR = (214, 178, 88)
LOST_COLOUR = (168, 72, 62)
AXIS_COLOUR = (150, 140, 110)
CHOSEN = (230, 196, 110, 46)
MAX_DAYS = 30  # bars in the plot over time: the most recent days played
NARROW = 1100  # px: a window narrower puts the plots under the table, not beside it
# (so do large words: statistics_columns.fits)


def percent(rate: float | None) -> str:
    return text.NONE if rate is None else i18n.percent(round(100 * rate))


def cells(row) -> list[str]:
    """The table's cells of one game."""
    s = row.stats
    return [row.title, str(s.played), str(s.won), percent(s.win_rate), str(s.current_streak),
            str(s.best_streak), format_time(s.best_time) if s.best_time is not None
            else text.NONE, str(s.fewest_moves) if s.fewest_moves is not None else text.NONE,
            str(s.assisted_played)]


def totals_lines(line: str, size: int, width: int) -> list[str]:
    """The totals' line, broken between its parts (at " · ") where it is wider than
    `width`."""
    f, lines = font(size), []
    for part in line.split(" · "):
        if lines and f.size(f"{lines[-1]} · {part}")[0] <= width:
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines.append(part)
    return lines


def totals(rows: list) -> dict[str, object]:
    """The sums over the rows shown, for the line at the top."""
    played = sum(r.stats.played for r in rows)
    won = sum(r.stats.won for r in rows)
    return {"played": played, "won": won, "rate": won / played if played else None,
            "streak": max((r.stats.best_streak for r in rows), default=0),
            "time": sum(r.stats.total_time for r in rows),
            "assisted": sum(r.stats.assisted_played for r in rows),
            "assisted_won": sum(r.stats.assisted_won for r in rows)}


def days_of(rows: list) -> list[tuple[str, int, int]]:
    """(ISO date, won, lost) over the rows shown, oldest first."""
    merged: dict[str, list[int]] = {}
    for row in rows:
        for day, (won, lost) in row.stats.days.items():
            pair = merged.setdefault(day, [0, 0])
            pair[0] += won
            pair[1] += lost
    return [(day, won, lost) for day, (won, lost) in sorted(merged.items())]


class StatisticsDrawing:
    """Needs of the scene: rows(), selected, first_row, confirming, buttons, make_buttons(),
    size, visible_rows."""

    def _ensure_layout(self, size: tuple[int, int]) -> None:
        if size != self.size:
            self._layout(size)

    def _layout(self, size: tuple[int, int]) -> None:
        self.size = w, h = size
        s = self.s = ui_scale(size)
        margin, gap = round(24 * s), round(16 * s)
        # the title and the totals under it, as tall as their words (the text scale)
        self.totals_y = max(round(64 * s), round(14 * s) + font(text_size(40, s)).get_linesize())
        self.totals_shown = self.totals_line()
        self.header_h = max(round(104 * s), self.totals_y + round(16 * s)
                            + font(text_size(19, s)).get_linesize()
                            * len(totals_lines(self.totals_shown, text_size(19, s),
                                               w - round(48 * s))))
        buttons = self.make_buttons()
        bh, bgap = round(44 * s), round(12 * s)
        widths = [max(round(150 * s), label_room(b, bh)) for b in buttons]
        room = w - 2 * margin - bgap * (len(buttons) - 1)
        rows = [buttons] if sum(widths) <= room else [buttons[:3], buttons[3:]]  # (large
        self.bar_h = round(72 * s) + (len(rows) - 1) * (bh + bgap)  # text: two rows)
        body = pygame.Rect(margin, self.header_h, w - 2 * margin,
                           h - self.header_h - self.bar_h)
        size, head, pad = text_size(17, s), text_size(14, s), round(12 * s)
        titles = text.column_titles()
        self.needed = columns.needs(titles, head, size, s, [cells(r) for r in self.rows()])
        if w < NARROW or not columns.fits(round(body.width * 0.6) - 2 * pad, self.needed):
            # the table across the whole width (its words keep their size),
            # the plots side by side under it
            table_h = round(body.height * 0.6)
            self.table_panel = pygame.Rect(body.x, body.y, body.width, table_h)
            under = pygame.Rect(body.x, body.y + table_h + gap, body.width,
                                body.height - table_h - gap)
            half = (under.width - gap) // 2
            self.time_panel = pygame.Rect(under.x, under.y, half, under.height)
            self.rate_panel = pygame.Rect(under.x + half + gap, under.y,
                                          under.width - half - gap, under.height)
        else:
            table_w = round(body.width * 0.6)
            self.table_panel = pygame.Rect(body.x, body.y, table_w, body.height)
            right = pygame.Rect(body.x + table_w + gap, body.y, body.width - table_w - gap,
                                body.height)
            half = (right.height - gap) // 2
            self.time_panel = pygame.Rect(right.x, right.y, right.width, half)
            self.rate_panel = pygame.Rect(right.x, right.y + half + gap, right.width,
                                          right.height - half - gap)
        self.row_h = max(text_size(17, s) + 6, round(32 * s),
                         font(text_size(17, s)).get_linesize() + 4)
        self.table_rect = self.table_panel.inflate(-2 * pad, -2 * pad)
        self.title_lines = [columns.title_lines(title, head) for title in titles]
        self.head_h = max(self.row_h, max(map(len, self.title_lines))
                          * font(head).get_linesize() + round(6 * s))
        self.visible_rows = max(1, (self.table_rect.height - self.head_h) // self.row_h
                                - bool(self.scored_note()))  # the note takes a row's room
        y = h - self.bar_h + (round(72 * s) - bh) // 2
        for row in rows:
            widths = [max(round(150 * s), label_room(b, bh)) for b in row]
            room = w - 2 * margin - bgap * (len(row) - 1)
            if sum(widths) > room:  # a narrow screen: share the width
                widths = [max(1, room // len(row))] * len(row)
            x = w // 2 - (sum(widths) + bgap * (len(row) - 1)) // 2
            for b, bw in zip(row, widths, strict=True):
                b.rect = pygame.Rect(x, y, bw, bh)
                x += bw + bgap
            y += bh + bgap
        focus = self.buttons.focus
        self.buttons.set(buttons)
        if focus is not None and focus < len(buttons):
            self.buttons.focus = focus

    def row_at(self, pos) -> str | None:
        """The game id of the table row under `pos`, if any."""
        top = self.table_rect.y + self.head_h
        if not self.table_rect.collidepoint(pos) or pos[1] < top:
            return None
        index = self.first_row + (pos[1] - top) // self.row_h
        rows = self.rows()
        return rows[index].game_id if 0 <= index < len(rows) else None

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._ensure_layout(surface.get_size())
        w, h = surface.get_size()
        surface.blit(felt(w, h), (0, 0))
        s, rows = self.s, self.rows()
        draw_text(surface, _(self.title), (w // 2, round(14 * s)), text_size(40, s), GOLD,
                  anchor="midtop")
        line, size = self.totals_line(), text_size(19, s)
        if line != self.totals_shown:  # (other numbers: perhaps another count of lines)
            self._layout(self.size)
        step = font(size).get_linesize()
        for k, part in enumerate(totals_lines(line, size, w - round(48 * s))):
            draw_text(surface, fit_text(part, size, w - round(48 * s)),
                      (w // 2, self.totals_y + k * step), size, INK, anchor="midtop")
        for rect in (self.table_panel, self.time_panel, self.rate_panel):
            panel(surface, rect, radius=round(12 * s))
        self._draw_table(surface, rows)
        self._draw_over_time(surface, days_of(rows))
        self._draw_win_rates(surface, rows)
        if self.confirming:
            self._draw_question(surface)
        self.buttons.draw(surface)

    def totals_line(self) -> str:
        """The totals of the games shown, in one line."""
        t = totals(self.rows())
        return _(text.TOTALS).format(played=t["played"], won=t["won"], rate=percent(t["rate"]),
                                     streak=t["streak"], time=format_time(t["time"]),
                                     assisted=t["assisted"], assisted_won=t["assisted_won"])

    def _columns(self) -> list[tuple[int, int]]:
        """(left, width) of each column of the table."""
        return columns.spans(self.table_rect.x, self.table_rect.width, self.needed)

    def _draw_table(self, surface: pygame.Surface, rows) -> None:
        s, r = self.s, self.table_rect
        size, head = text_size(17, s), text_size(14, s)
        spans = self._columns()
        step = font(head).get_linesize()
        for i, (lines, (x, width)) in enumerate(zip(self.title_lines, spans, strict=True)):
            y = r.y + self.head_h // 2 - (len(lines) - 1) * step // 2  # (the lines centred)
            for k, label in enumerate(lines):
                label = fit_text(label, head, width - 4)
                anchor, at = ("midleft", x) if i == 0 else ("midright", x + width - 4)
                draw_text(surface, label, (at, y + k * step), head, GOLD, anchor=anchor,
                          shadow=False)
        if not rows:
            empty = _(text.NOTHING_YET if not self.app.stats else text.NOTHING_HERE)
            draw_text(surface, fit_text(empty, size, r.width), (r.centerx, r.centery), size,
                      MUTED, anchor="center", shadow=False)
            return
        y = r.y + self.head_h
        for row in rows[self.first_row:self.first_row + self.visible_rows]:
            band = pygame.Rect(r.x - 4, y, r.width + 8, self.row_h)
            chosen = row.game_id == self.selected
            if chosen:
                row_highlight(surface, band, s, True, False, CHOSEN, CHOSEN)
            for i, (value, (x, width)) in enumerate(zip(cells(row), spans, strict=True)):
                value = fit_text(value, size, width - 6)
                anchor, at = ("midleft", x) if i == 0 else ("midright", x + width - 4)
                draw_text(surface, value, (at, y + self.row_h // 2), size,
                          INK if chosen or i else MUTED, anchor=anchor, shadow=False)
            y += self.row_h
        if len(rows) > self.visible_rows:  # where the view is in the list
            track = pygame.Rect(r.right + 2, r.y + self.head_h, max(2, round(4 * s)),
                                r.height - self.head_h)
            share = self.visible_rows / len(rows)
            thumb = track.copy()
            thumb.height = max(6, round(track.height * share))
            thumb.y = track.y + round((track.height - thumb.height) * self.first_row
                                      / max(1, len(rows) - self.visible_rows))
            pygame.draw.rect(surface, AXIS_COLOUR, thumb, border_radius=2)
        note = self.scored_note()
        if note:  # the chosen game's games with no win, under the rows
            draw_text(surface, fit_text(note, size, r.width), (r.x, r.bottom - self.row_h // 2),
                      size, INK, anchor="midleft", shadow=False)

    def scored_note(self) -> str:
        """The chosen game's games played for their score (no win, no loss), if any."""
        row = next((r for r in self.rows() if r.game_id == self.selected), None)
        if row is None or not row.stats.scored_played:
            return ""
        stats = row.stats
        return text.scored_note(row.title, stats.scored_played, stats.scored_best,
                                stats.scored_average)

    def _plot_area(self, rect: pygame.Rect, title: str, surface) -> pygame.Rect:
        s = self.s
        size = text_size(17, s)
        lines = wrap(title, size, rect.width - round(24 * s))[:2]  # (large text: two lines)
        step = font(size).get_linesize()
        for k, line in enumerate(lines):
            draw_text(surface, fit_text(line, size, rect.width - round(24 * s)),
                      (rect.x + round(14 * s), rect.y + round(10 * s) + k * step), size, GOLD,
                      shadow=False)
        top = max(round(40 * s), round(18 * s) + len(lines) * step)
        return pygame.Rect(rect.x + round(16 * s), rect.y + top,
                           rect.width - round(32 * s), rect.height - top - round(24 * s))

    def _draw_over_time(self, surface: pygame.Surface, days) -> None:
        """Wins above the line, losses below it, one bar pair per day played."""
        s = self.s
        area = self._plot_area(self.time_panel, _(text.OVER_TIME), surface)
        days = days[-MAX_DAYS:]
        small = text_size(13, s)
        if not days or area.width < 10 or area.height < 10:
            draw_text(surface, _(text.NO_PLOT), area.center, small, MUTED, anchor="center",
                      shadow=False)
            return
        top = max(max(won, lost) for _day, won, lost in days) or 1
        axis = area.y + area.height // 2
        half = area.height // 2 - small
        step = area.width / len(days)
        bar = max(1, round(step * 0.7))
        for i, (_day, won, lost) in enumerate(days):
            x = round(area.x + step * i + (step - bar) / 2)
            up, down = round(half * won / top), round(half * lost / top)
            if up:
                pygame.draw.rect(surface, WON_COLOUR, (x, axis - up, bar, up))
            if down:
                pygame.draw.rect(surface, LOST_COLOUR, (x, axis, bar, down))
        pygame.draw.line(surface, AXIS_COLOUR, (area.x, axis), (area.right, axis), 1)
        draw_text(surface, _(text.WON).format(count=top), (area.x, area.y), small, WON_COLOUR,
                  shadow=False)
        draw_text(surface, _(text.LOST).format(count=top), (area.x, area.bottom), small,
                  LOST_COLOUR, anchor="bottomleft", shadow=False)
        draw_text(surface, days[0][0], (area.x, area.bottom + round(4 * s)), small, MUTED,
                  shadow=False)
        if len(days) > 1:
            draw_text(surface, days[-1][0], (area.right, area.bottom + round(4 * s)), small,
                      MUTED, anchor="topright", shadow=False)

    def _draw_win_rates(self, surface: pygame.Surface, rows) -> None:
        """One bar per game with games of the player's own, best rate first."""
        s = self.s
        area = self._plot_area(self.rate_panel, _(text.WIN_RATE), surface)
        played = sorted((r for r in rows if r.stats.played), key=lambda r: (
            -(r.stats.win_rate or 0), -r.stats.played, r.title))
        small = text_size(13, s)
        line = max(small + round(4 * s), font(small).get_linesize())  # (large text)
        fit = max(0, area.height // line)
        if not played or fit == 0 or area.width < 20:
            draw_text(surface, _(text.NO_PLOT), area.center, small, MUTED, anchor="center",
                      shadow=False)
            return
        label_w = area.width * 2 // 5
        bar_room = area.width - label_w - round(8 * s) - font(small).size(percent(1.0))[0]
        for i, row in enumerate(played[:fit]):
            y = area.y + i * line
            draw_text(surface, fit_text(row.title, small, label_w - 6), (area.x, y), small,
                      INK, shadow=False)
            length = max(1, round(bar_room * (row.stats.win_rate or 0)))
            pygame.draw.rect(surface, AXIS_COLOUR, (area.x + label_w, y + 2, bar_room,
                                                    line - 6), 1)
            pygame.draw.rect(surface, WON_COLOUR, (area.x + label_w, y + 2, length, line - 6))
            draw_text(surface, percent(row.stats.win_rate), (area.right, y), small, MUTED,
                      anchor="topright", shadow=False)

    def _draw_question(self, surface: pygame.Surface) -> None:
        s, (w, h) = self.s, surface.get_size()
        box = pygame.Rect(0, 0, min(w - round(40 * s), round(620 * s)), round(150 * s))
        box.center = (w // 2, h // 2)
        dim(surface)
        panel(surface, box, colour=DIALOG, radius=round(14 * s))
        if self.confirming == "game":
            title = next((r.title for r in self.rows() if r.game_id == self.selected), "")
            question = _(text.ASK_RESET_GAME).format(title=title)
        else:
            question = _(text.ASK_RESET_ALL)
        size = text_size(24, s)
        draw_text(surface, fit_text(question, size, box.width - round(30 * s)),
                  (box.centerx, box.y + round(34 * s)), size, INK, anchor="midtop")
        draw_text(surface, _(text.CANNOT_UNDO), (box.centerx, box.y + round(80 * s)),
                  text_size(18, s), MUTED, anchor="midtop", shadow=False)
