"""game/scenes/focus.py ranks the things ahead as its rule says, however it reads them:
`ranked_spans` (and `Ranking.first`, its best, found without ranking them all) against
the rule written out plainly here, on random rectangles (hypothesis)."""

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.scenes import focus
from game.scenes.focus import VECTORS, Ranking, Spans, ranked_spans


def plain_ranking(current, items, direction, wrap, skip):
    """The rule, item by item: ahead, not level with it off to the side, the nearest by
    edge, sideways gap, misalignment and distance; else round the edge."""
    dx, dy = VECTORS[direction]
    axis, sign = (0, dx) if dx else (1, dy)

    def span(rect, along):
        return (rect.left, rect.right) if along == 0 else (rect.top, rect.bottom)

    lo, hi = span(current, axis)
    side_lo, side_hi = span(current, 1 - axis)
    size = max(1, min(current.width, current.height))
    mid, side_mid = (lo + hi) / 2, (side_lo + side_hi) / 2
    scored = []
    for order, (key, rect) in enumerate(items):
        (t_lo, t_hi), (s_lo, s_hi) = span(rect, axis), span(rect, 1 - axis)
        ahead = ((t_lo + t_hi) / 2 - mid) * sign
        if key == skip or ahead <= focus.AHEAD * size:
            continue
        edge = (t_lo - hi) if sign > 0 else (lo - t_hi)
        gap = max(0, s_lo - side_hi, side_lo - s_hi)
        if edge < -focus.OVERLAP * (hi - lo) and gap > 0:
            continue
        scored.append((max(0, edge) + focus.OUT_OF_LINE * gap
                       + focus.OFFSET * abs((s_lo + s_hi) / 2 - side_mid) + focus.DISTANCE * ahead,
                       order, key))
    if not scored and wrap:
        for order, (key, rect) in enumerate(items):
            (t_lo, t_hi), (s_lo, s_hi) = span(rect, axis), span(rect, 1 - axis)
            gap = max(0, s_lo - side_hi, side_lo - s_hi)
            if key != skip:
                scored.append(((0 if gap <= size // 2 else 1e9) + focus.OUT_OF_LINE * gap
                               + sign * (t_lo + t_hi) / 2
                               + focus.OFFSET * abs((s_lo + s_hi) / 2 - side_mid), order, key))
    return [key for _score, _order, key in sorted(scored)]


# (a small grid of places, so that ties, overlaps and equal centres come often)
rects = st.builds(lambda x, y, w, h: pygame.Rect(x * 7, y * 7, w * 7, h * 7),
                  st.integers(0, 30), st.integers(0, 30), st.integers(1, 12),
                  st.integers(1, 12))


@settings(max_examples=300, deadline=None)
@given(current=rects, places=st.lists(rects, max_size=25), wrap=st.booleans(),
       skip=st.integers(-1, 25))
def test_the_ranking_is_the_rules_in_every_direction(current, places, wrap, skip):
    items = list(enumerate(places))
    spans = Spans(items)
    for direction in VECTORS:
        plain = plain_ranking(current, items, direction, wrap, skip)
        assert ranked_spans(current, spans, direction, wrap, skip) == plain
        ranking = Ranking(current, spans, direction, wrap, skip)
        assert ranking.first == (plain[0] if plain else None)
        assert ranking.keys() == plain and ranking.keys() == plain  # (kept once worked out)
