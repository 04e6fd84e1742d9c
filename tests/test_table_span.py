"""Every game's table uses the window: at 1280×800 and 1920×1080, as dealt, its piles span
at least 85 % of the width or of the height left between the bars, the felt at its left
and right is even, and nothing of it (piles, cards, labels) lies under the bars."""

import pygame
import pytest

from game.rules import registry
from game.scenes.table import TableScene
from table_helpers import make_app

SPAN = 0.85


def drawn(scene: TableScene) -> tuple[pygame.Rect, pygame.Rect]:
    """The box of the piles as drawn (bases and cards), and that box with the labels."""
    view = scene.view
    rects = []
    for pile in range(len(view.piles)):
        rects.append(view.base_rect(pile))
        rects += [view.card_rect(pile, i) for i in range(len(view.positions[pile]))]
    piles = rects[0].unionall(rects[1:])
    labels = [label.rect for label in view.placed_labels(scene.state)]
    return piles, piles.unionall(labels) if labels else piles


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_every_table_spans_the_room_between_the_bars_evenly(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, monkeypatch, size=size, animation_speed="instant")
    w, h = size
    even = max(2, w // 100)   # px: the rounding of a centred table, and a label kept inside
    failures = []
    for spec in registry().specs():
        scene = TableScene(app, spec.id, deal=1, animate=False, persist=False)
        free = pygame.Rect(0, scene.hud.bar, w, h - 2 * scene.hud.bar)
        piles, table = drawn(scene)
        across, down = piles.width / free.width, piles.height / free.height
        left, right = table.left - free.left, free.right - table.right
        if max(across, down) < SPAN:
            failures.append(f"{spec.id}: piles span {across:.0%} × {down:.0%}")
        if not free.contains(table):
            failures.append(f"{spec.id}: {table} is not inside {free}")
        if abs(left - right) > even:
            failures.append(f"{spec.id}: felt left {left} px, right {right} px")
    assert not failures, "\n".join(failures)
