"""Every word of the statistics screen, in one place: English, marked for the translators
(`N_`) and translated where drawn."""

from __future__ import annotations

from game.i18n import N_, ngettext, pgettext

TITLE = N_("Statistics")
ALL = N_("All")
SOURCE = N_("Source: {name}")
FAMILY = N_("Family: {name}")
RESET_GAME = N_("Reset game")
RESET_ALL = N_("Reset all")
BACK = N_("Back")
CONFIRM_RESET = N_("Reset")
KEEP = N_("Keep")
ASK_RESET_GAME = N_("Reset the statistics of {title}?")
ASK_RESET_ALL = N_("Reset the statistics of every game?")
CANNOT_UNDO = N_("This cannot be undone.")
NOTHING_YET = N_("No games finished yet. Won and lost games appear here.")
NOTHING_HERE = N_("No finished games match these filters.")

TOTALS = N_("Played {played} · Won {won} ({rate}) · Best streak {streak} · "
            "Time played {time} · With help {assisted} (won {assisted_won})")
ASSISTED_NOTE = N_("“With help”: games played with hints or “Play for me”. They count "
                   "in none of your wins, streaks or times.")



def column_titles() -> list[str]:
    """The table's column titles, translated (short: a column is narrow)."""
    return [pgettext("statistics column", "Game"), pgettext("statistics column", "Played"),
            pgettext("statistics column", "Won"), pgettext("statistics column", "Win rate"),
            pgettext("statistics column", "Streak"),
            pgettext("statistics column", "Best streak"),
            pgettext("statistics column", "Best time"),
            pgettext("statistics column", "Fewest moves"),
            pgettext("statistics column", "With help")]


NONE = "–"


def scored_note(title: str, count: int, best: int | None, average: int | None) -> str:
    """A game's games with no win (played for their score), in one line."""
    return ngettext("{title}, played for its score (no win, no loss): {count} game · "
                    "best score {best} · average {average}",
                    "{title}, played for its score (no win, no loss): {count} games · "
                    "best score {best} · average {average}", count).format(
        title=title, count=count, best=NONE if best is None else best,
        average=NONE if average is None else average)

OVER_TIME = N_("Wins and losses, day by day")
WIN_RATE = N_("Win rate per game")
WON = N_("{count} won")     # the plot's scale: the most games won on one day
LOST = N_("{count} lost")
NO_PLOT = N_("Nothing to show yet")
