"""Every word the game chooser shows, in one place, ready for gettext.

The chooser's modules take their texts from here and nowhere else; a gettext issue will
wrap these in `_()` (the f-string templates become `.format()` strings then).
"""

from __future__ import annotations

LANGUAGES = {"en": "English", "de": "German", "fr": "French"}

# The views of the list.
VIEW_ALL, VIEW_FAVOURITES, VIEW_RECENT = "all", "favourites", "recent"
VIEW_TITLES = {VIEW_ALL: "All games", VIEW_FAVOURITES: "Favourites", VIEW_RECENT: "Recent"}
EMPTY_VIEW = {
    VIEW_FAVOURITES: "No favourites yet: choose a game and press its star.",
    VIEW_RECENT: "No game played yet.",
}

# Buttons and prompts.
PLAY, DEAL_NUMBER, RULES = "Play", "Deal number…", "Rules"
FAVOURITE = "Favourite"
RANDOM_GAME = "Random game"
NEXT_VIEW = "Views"
GRID_VIEW, LIST_VIEW = "Grid", "List"
ASK_THE_CARDS, SETTINGS, QUIT = "Ask the cards", "Settings", "Quit"
STATISTICS = "Statistics"
SEARCH, TYPE_TO_SEARCH, SEARCH_GAMES = "Search", "Type to search", "Search games"
CHOOSE_A_GAME = "Choose a game on the left."
YOUR_RECORD = "YOUR RECORD"
DECK = "Deck"
# The game's new deals: any, or only those the solver wins (a saved choice per game).
DEALS = "Deals"
DEAL_CHOICES = {False: "Any deal", True: "Winnable only"}
FAMILY = "Family"
TABLE_LOADING = "…"
SUBTITLE = "Patiences  ·  Patienzen  ·  Solitaire"


def no_match(query: str) -> str:
    return f"No game matches \u201c{query}\u201d"


def resume_label(title: str, deal: int | None) -> str:
    return f"Resume {title}" + (f", deal {deal}" if deal else "")


def in_progress(deal: int | None) -> str:
    return "In progress" + (f": deal {deal}" if deal else "")


def deal_title(title: str) -> str:
    return f"{title}: deal number"


def not_started(title: str, error: object) -> str:
    return f"{title} could not be started: {error}"




def record_line(stats) -> str:
    """The player's record: played, won, the streak (and the best one)."""
    if stats is None or stats.played == 0:
        return "Not played yet."
    parts = [f"Played {stats.played}", f"won {stats.won} ({100 * stats.won // stats.played}%)",
             f"streak {stats.current_streak}"]
    if stats.best_streak > stats.current_streak:
        parts[-1] += f" (best {stats.best_streak})"
    return " · ".join(parts)
