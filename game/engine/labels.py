"""What the engine calls the counters it creates itself, in one place.

A game's catalogue entry adds the labels of its own counters and special moves
(game/catalogue); these are the ones every game gets for free. English texts of the
interface domain, translated where shown (game.catalogue.label_text).
"""

from game.i18n import N_, _

COUNTER_LABELS = {
    "redeals_left": N_("Redeals left"),   # DrawToWaste and the open talon's passes
    "base_rank": N_("Base rank"),         # base_card: the rank the foundations start from
    "foundation_direction": N_("Direction"),  # foundation_direction: up, down or open
}


def player_text(player: int) -> str:
    """Whose turn a two-player game's counter shows: "Player 2"."""
    return _("Player {number}").format(number=player)
