"""What the engine calls the counters it creates itself, in one place.

A game's catalogue entry adds the labels of its own counters and special moves
(game/catalogue); these are the ones every game gets for free. English source strings.
"""

COUNTER_LABELS = {
    "redeals_left": "Redeals left",   # DrawToWaste and the open talon's passes
    "base_rank": "Base rank",         # base_card: the rank the foundations start from
}
