"""Drawing only what changed never leaves a stale pixel (game/render/table_frames.py).

Every frame of these plays is checked twice: the composed screen equals a full redraw of
the same moment pixel for pixel, and the frame changed no pixel outside the boxes it
reports (the only ones shown with display.update). And the frames after a move redraw
only round what moved, not the whole screen.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.moves import Move  # noqa: E402
from game.input.intents import PointerDown, PointerMove, PointerUp  # noqa: E402
from game.render import felt  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from table_helpers import make_app, top_centre  # noqa: E402

SIZE = (1280, 720)


def full_redraw(app) -> pygame.Surface:
    """The same moment drawn whole, as before frames drew only what changed."""
    reference = app.screen.copy()
    reference.fill((255, 0, 255))
    for scene in app.stack.visible():
        scene.draw(reference)
    app.noticeboard.draw(reference)
    return reference


def differing(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The box round the pixels where two surfaces differ (None: they are equal)."""
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return None
    boxes = []
    for y in range(a.get_height()):
        for x in range(a.get_width()):
            if a.get_at((x, y))[:3] != b.get_at((x, y))[:3]:
                boxes.append(pygame.Rect(x, y, 1, 1))
                if len(boxes) > 20:
                    return boxes[0].unionall(boxes)
    return boxes[0].unionall(boxes)


class Frames:
    """Draws frames as the loop does and checks each one."""

    def __init__(self, app) -> None:
        self.app = app
        self.areas: list[int | None] = []
        app.draw()
        self.last = app.screen.copy()

    def frame(self) -> list[pygame.Rect] | None:
        app = self.app
        changed = app.draw()
        now = app.screen.copy()
        wrong = differing(now, full_redraw(app))
        assert wrong is None, f"frame {app.frame_number}: stale pixels in {wrong}"
        if changed is not None:  # nothing changed outside the boxes shown
            outside = now.copy()
            for box in changed:
                outside.blit(self.last, box, box)
            assert differing(outside, self.last) is None, "a pixel changed outside the boxes"
        self.areas.append(None if changed is None else sum(b.w * b.h for b in changed))
        self.last = now
        return changed

    def run(self, seconds: float, dt: float = 1 / 60) -> None:
        for _ in range(round(seconds / dt)):
            self.app.step(dt)
            self.frame()


def animated_table(tmp_path, monkeypatch, game: str = "klondike", deal: int = 3):
    app = make_app(tmp_path, monkeypatch, SIZE, animation_speed="fast")
    scene = TableScene(app, game, deal=deal, animate=True, persist=False)
    app.push(scene)
    return app, scene


def test_a_deal_is_drawn_in_parts_and_equals_full_redraws(tmp_path, monkeypatch):
    app, scene = animated_table(tmp_path, monkeypatch)
    frames = Frames(app)
    frames.run(1.2, 1 / 30)
    screen = SIZE[0] * SIZE[1]
    partial = [a for a in frames.areas if a is not None]
    assert len(partial) > len(frames.areas) // 2  # most frames of a deal are not whole
    assert min(partial) < screen // 4
    assert not scene.view.sprites.in_flight()
    assert frames.frame() == []  # a still table: nothing to show


def test_moves_clicks_and_undo_redraw_only_round_what_moved(tmp_path, monkeypatch):
    app, scene = animated_table(tmp_path, monkeypatch, deal=5)
    frames = Frames(app)
    frames.run(1.2, 1 / 30)
    game, state = scene.game, scene.state
    stock = game.pile_index("stock")
    for _ in range(3):  # the stock clicked, as a player does
        pos = top_centre(scene, stock)
        app.dispatch(PointerDown(pos))
        app.dispatch(PointerUp(pos))
        app.step(1 / 120)
        first = frames.frame()
        assert first is not None and sum(b.w * b.h for b in first) < SIZE[0] * SIZE[1] // 3
        frames.run(0.5, 1 / 40)
    moves = [m for m in game.legal_moves(state) if m.action == "move"]
    assert moves
    felt.clear()  # memory given back (game/memory.py): the felt is woven again
    scene.play(moves[0])
    frames.run(0.6, 1 / 40)
    scene.undo()
    frames.run(0.6, 1 / 40)
    scene.hint()
    frames.run(0.3, 1 / 40)
    scene.solving.hint_move, scene.solving.marks_left = moves[0], 0.2  # a hint's marks
    frames.run(0.4, 1 / 40)  # shown, then gone


@pytest.mark.parametrize("drop_on_target", [True, False])
def test_a_drag_and_its_drop(tmp_path, monkeypatch, drop_on_target):
    app, scene = animated_table(tmp_path, monkeypatch, deal=5)
    frames = Frames(app)
    frames.run(1.2, 1 / 30)
    move = next(m for m in scene.game.legal_moves(scene.state)
                if m.action == "move" and m.count == 1)
    start = top_centre(scene, move.src)
    app.dispatch(PointerDown(start))
    frames.frame()  # the places it may go, ringed
    for k in range(1, 8):  # across the table, over other cards and the labels
        pos = (max(5, start[0] - 90 * k), max(5, start[1] - 40 * k))
        app.dispatch(PointerMove(pos, (True, False, False)))
        frames.frame()
        assert scene.pointer.drag is not None
    made = scene.history.moves_made
    end = top_centre(scene, move.dst) if drop_on_target else (5, SIZE[1] // 2)
    app.dispatch(PointerMove(end, (True, False, False)))
    app.dispatch(PointerUp(end))
    app.step(1 / 120)
    first = frames.frame()
    assert first is not None and sum(b.w * b.h for b in first) < SIZE[0] * SIZE[1] // 3
    assert scene.history.moves_made == made + drop_on_target
    frames.run(0.8, 1 / 40)  # it glides home (or back)
    assert not scene.view.sprites.in_flight()
    app.dispatch(PointerDown(top_centre(scene, move.dst), 3))  # a peek, and its end
    frames.frame()
    app.dispatch(PointerUp(top_centre(scene, move.dst), 3))
    frames.frame()


def test_notices_come_and_go_over_moving_cards(tmp_path, monkeypatch):
    app, scene = animated_table(tmp_path, monkeypatch, deal=9)
    frames = Frames(app)
    frames.run(0.3, 1 / 30)  # mid-deal
    app.notify("A notice over the table")
    frames.run(1.0, 1 / 30)
    app.notify("Another, longer notice that the table shows beside the first")
    frames.run(0.5, 1 / 20)
    for _ in range(14):  # till they run out
        app.step(0.5)
        frames.frame()
    assert not app.noticeboard.notices


def test_a_win_celebration_and_the_keys_focus(tmp_path, monkeypatch):
    from table_helpers import keystroke, lay_klondike_one_move_from_win

    app, scene = animated_table(tmp_path, monkeypatch, deal=4)
    frames = Frames(app)
    frames.run(1.2, 1 / 30)
    ticks = [pygame.time.get_ticks()]  # the ring breathes with the clock: one for both draws
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])
    keystroke(app, pygame.K_RIGHT)  # the focus ring shows and breathes
    for _ in range(10):
        ticks[0] += 33
        app.step(1 / 30)
        frames.frame()
    keystroke(app, pygame.K_LEFT)
    frames.frame()
    ticks[0] += 4000  # and holds still
    app.step(1 / 30)
    frames.frame()
    assert frames.frame() == []
    lay_klondike_one_move_from_win(scene)
    frames.frame()
    state = scene.state
    scene.play(Move("move", state.index("tableau_3"), state.index("foundation_3"), 1))
    frames.run(2.0, 1 / 20)
    assert scene.celebration is not None or scene.outcome is not None


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_a_resize_draws_the_whole_screen(tmp_path, monkeypatch, size):
    app, scene = animated_table(tmp_path, monkeypatch)
    frames = Frames(app)
    frames.run(0.2, 1 / 30)
    app.window.screen = app.window.display = pygame.Surface(size)
    from game.input.intents import Resize

    scene.handle(Resize(size))
    assert app.draw() is None  # another surface: drawn whole
    frames.last = app.screen.copy()
    frames.run(0.5, 1 / 30)


@pytest.mark.parametrize("game", ["klondike", "dondorf_faecher"])  # (its packets lie turned)
def test_the_keys_focus_walks_picks_up_and_carries_cards(tmp_path, monkeypatch, game):
    """The focus is two parts (its ring, its prompts strip: table_drawing.focus_parts),
    the ring's box drawn tight round it: every frame of a walk over the piles and the
    bar's buttons, cards picked up, carried over others and put back equals a full
    redraw."""
    from table_helpers import keystroke

    app, scene = animated_table(tmp_path, monkeypatch, game=game)
    frames = Frames(app)
    frames.run(1.5, 1 / 20)
    ticks = [pygame.time.get_ticks()]  # the ring breathes and shakes with this clock
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])

    def press(key: int) -> None:
        keystroke(app, key, release=True)
        for _ in range(2):
            ticks[0] += 40
            app.step(1 / 25)
            frames.frame()

    press(pygame.K_RIGHT)  # the focus shows
    move = next(m for m in scene.game.legal_moves(scene.state)
                if m.action == "move" and m.src >= 0 and m.dst >= 0)
    scene.focus.target, scene.focus.count = ("pile", move.src), move.count
    press(pygame.K_RETURN)  # picked up
    assert scene.focus.holding is not None
    for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP,
                pygame.K_LEFT, pygame.K_LEFT):
        press(key)  # carried over the table
    press(pygame.K_ESCAPE)  # put back
    assert scene.focus.holding is None and app.stack.top is scene
    for key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT,
                pygame.K_UP, pygame.K_UP, pygame.K_RIGHT):
        press(key)  # over the piles and the bar's buttons
    assert scene.focus.visible
    ticks[0] += 4000  # the ring holds still: nothing to show
    app.step(1 / 25)
    frames.frame()
    app.step(1 / 25)
    assert frames.frame() == []


def test_a_new_deal_takes_over_the_left_tables_still_layer(tmp_path, monkeypatch):
    """A new deal is a new table: it draws its still layer whole on the one the left
    table kept (table_frames.still_layer: no screen-sized surface made each deal), and
    that one goes when memory is given back, or when the screen's size changed."""
    from game import memory
    from game.render import table_frames

    app, scene = animated_table(tmp_path, monkeypatch)
    frames = Frames(app)
    frames.run(0.3, 1 / 30)
    kept = scene.frames.still
    app.open_instead("table", "klondike", deal=4, persist=False)
    assert table_frames._spare == [kept]  # (one at most)
    new = app.stack.top
    frames.run(0.5, 1 / 30)  # every frame equal to a full redraw
    assert new.frames.still is kept and not table_frames._spare
    new.frames.forget()  # (as when its table is left)
    assert table_frames._spare == [kept]
    memory.give_back()  # (the left screen's things go)
    assert not table_frames._spare
    frames.run(0.1, 1 / 30)  # drawn whole on a new one
    drawn_on = new.frames.still
    assert drawn_on is not None and drawn_on is not kept
    new.frames.forget()
    other = table_frames.still_layer((800, 600), pygame.Surface((800, 600)))
    assert other is not drawn_on and other.get_size() == (800, 600)  # another size: made
    assert not table_frames._spare
