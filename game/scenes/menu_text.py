"""Every word the game chooser shows, in one place.

The chooser's modules take their texts from here and nowhere else. The constants are
English, marked for the translators (`N_`), and translated where they are drawn (a
button translates its own label); the functions translate as they are called, at draw time.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext

LANGUAGES = {"en": N_("English"), "de": N_("German"), "fr": N_("French")}

# The views of the list.
VIEW_ALL, VIEW_FAVOURITES, VIEW_RECENT = "all", "favourites", "recent"
VIEW_TITLES = {VIEW_ALL: N_("All games"), VIEW_FAVOURITES: N_("Favourites"),
               VIEW_RECENT: N_("Recent")}
EMPTY_VIEW = {
    VIEW_FAVOURITES: N_("No favourites yet: choose a game and press its star."),
    VIEW_RECENT: N_("No game played yet."),
}

# Buttons and prompts.
PLAY, DEAL_NUMBER, RULES = N_("Play"), N_("Deal number…"), N_("Rules")
NEW_DEAL = N_("New deal")
FAVOURITE = N_("Favourite")
RANDOM_GAME = N_("Random game")
NEXT_VIEW = N_("Views")
GRID_VIEW, LIST_VIEW = N_("Grid"), N_("List")
ASK_THE_CARDS, SETTINGS, QUIT = N_("Ask the cards"), N_("Settings"), N_("Quit")
STATISTICS = N_("Statistics")
SEARCH, TYPE_TO_SEARCH, SEARCH_GAMES = N_("Search"), N_("Type to search"), N_("Search games")
CHOOSE_A_GAME = N_("Choose a game on the left.")
YOUR_RECORD = N_("YOUR RECORD")
DECK = N_("Deck")
# The game's new deals: any, or only those the solver wins (a saved choice per game).
DEALS = N_("Deals")
DEAL_CHOICES = {False: N_("Any deal"), True: N_("Winnable only")}
FAMILY = N_("Family")
TABLE_LOADING = "…"
SUBTITLE = "Patiences  ·  Patienzen  ·  Solitaire"


def no_match(query: str) -> str:
    return _("No game matches \u201c{query}\u201d").format(query=query)


def resume_label(title: str, deal: int | None) -> str:
    if deal:
        return _("Resume {title}, deal {deal}").format(title=title, deal=deal)
    return _("Resume {title}").format(title=title)


def in_progress(deal: int | None) -> str:
    return _("In progress: deal {deal}").format(deal=deal) if deal else _("In progress")


def deal_title(title: str) -> str:
    return _("{title}: deal number").format(title=title)


def not_started(title: str, error: object) -> str:
    return _("{title} could not be started: {error}").format(title=title, error=error)


def record_line(stats) -> str:
    """The player's record: played, won, the streak (and the best one); games played for
    their score (no win, no loss) apart."""
    if stats is None or not (stats.played or stats.scored_played):
        return _("Not played yet.")
    parts = [_won_and_lost(stats)] if stats.played else []
    if stats.scored_played:
        parts.append(ngettext("{count} game for its score, best {best}",
                              "{count} games for their score, best {best}",
                              stats.scored_played).format(
            count=stats.scored_played,
            best="–" if stats.scored_best is None else stats.scored_best))
    return " · ".join(parts)


def _won_and_lost(stats) -> str:
    numbers = {"played": stats.played, "won": stats.won,
               "rate": 100 * stats.won // stats.played, "streak": stats.current_streak,
               "best": stats.best_streak}
    if stats.best_streak > stats.current_streak:
        return _("Played {played} · won {won} ({rate}%) · streak {streak} (best {best})"
                 ).format(**numbers)
    return _("Played {played} · won {won} ({rate}%) · streak {streak}").format(**numbers)
