"""The moment of winning: a banner that reads over any cards, and the results only after
the cascade (or at once when the player skips it)."""

import pygame

from game.engine.moves import Move
from game.render.celebration import Celebration
from game.scenes.results import ResultsScene
from table_helpers import lay_klondike_one_move_from_win, make_app, open_table


def luminance(colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_banner_reads_over_white_cards(tmp_path, monkeypatch):
    make_app(tmp_path, monkeypatch)  # pygame and its fonts started
    size = (1280, 800)
    celebration = Celebration([], size)
    celebration.update(1.0)                      # faded in
    surface = pygame.Surface(size)
    surface.fill((255, 255, 255))                # as white as a card's face
    celebration.draw(surface)
    plate = celebration.banner_rect
    assert plate is not None and surface.get_rect().contains(plate)
    inside = plate.inflate(-8, -8)
    margin = [surface.get_at((x, plate.centery)) for x in range(inside.x, inside.x + 16)]
    assert max(luminance(c) for c in margin) < 60    # a dark backing, not the white under it
    letters = [surface.get_at((x, plate.centery)) for x in range(inside.x, inside.right)]
    gold = [c for c in letters if c.r > 150 and c.g > 110 and c.b < 140]
    assert len(gold) > plate.width // 10             # gold letters on it


def test_the_results_come_after_the_cascade_not_over_it(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, auto_foundation="off", animation_speed="normal")
    scene = open_table(app, "klondike", 4)
    state = scene.state
    lay_klondike_one_move_from_win(scene)
    scene.play(Move("move", state.index("tableau_3"), state.index("foundation_3"), 1))
    seen_cascade = False
    for _ in range(20 * 120):
        cascade = scene.celebration
        app.step(1 / 120)
        if cascade is not None:
            seen_cascade = True
            if isinstance(app.stack.top, ResultsScene):  # it just ended: by itself, no input
                assert cascade.done
                break
            assert app.stack.top is scene            # no results while the cards fly
    assert seen_cascade and isinstance(app.stack.top, ResultsScene)
    assert scene.celebration is None


def test_a_win_with_help_is_not_called_well_played(tmp_path, monkeypatch):
    make_app(tmp_path, monkeypatch)
    assert Celebration([], (1280, 720)).banner == "Well played!"
    helped = Celebration([], (1280, 720), assisted=True)
    assert helped.banner == "Solved with help"
