"""Every word of the statistics screen, in one place for the translators (gettext next)."""

from __future__ import annotations

TITLE = "Statistics"
ALL = "All"
SOURCE = "Source: {name}"
FAMILY = "Family: {name}"
RESET_GAME = "Reset game"
RESET_ALL = "Reset all"
BACK = "Back"
CONFIRM_RESET = "Reset"
KEEP = "Keep"
ASK_RESET_GAME = "Reset the statistics of {title}?"
ASK_RESET_ALL = "Reset the statistics of every game?"
CANNOT_UNDO = "This cannot be undone."
NOTHING_YET = "No games finished yet. Won and lost games appear here."
NOTHING_HERE = "No finished games match these filters."

TOTALS = ("Played {played} · Won {won} ({rate}) · Best streak {streak} · "
          "Time played {time} · Assisted {assisted} (won {assisted_won})")
ASSISTED_NOTE = "Games with hints or “Play for me” are counted apart, as assisted."

COLUMNS = ("Game", "Played", "Won", "Win rate", "Streak", "Best streak", "Best time",
           "Fewest moves", "Assisted")
NONE = "–"

OVER_TIME = "Wins and losses, day by day"
WIN_RATE = "Win rate per game"
WON = "won"
LOST = "lost"
NO_PLOT = "Nothing to show yet"
