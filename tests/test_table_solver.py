"""The solver at the table (headless: the service works in slices of the frame loop)."""

import dataclasses
import time

import pygame

from game.app_notices import NOTICE_SECONDS
from game.engine.moves import Move
from game.render.hint_marks import FROM, hint_rects
from game.scenes import table_solver
from game.scenes.table import TableScene
from game.solver import Budget, HintService
from table_helpers import frame_shown, open_table, run_frames


def test_a_hint_marks_a_legal_move_and_says_it(app):
    scene = open_table(app, "freecell", 1)
    app.noticeboard.notices.clear()
    scene.hint()
    assert run_frames(app, 20, lambda: bool(scene.solving.marks))
    src = scene.solving.marks[0]
    assert any(m.src == src for m in scene.game.legal_moves(scene.state))
    notices = app.noticeboard.notices
    assert notices and notices[-1][0].startswith(("Hint: ", "A guess: "))


def test_the_winnable_status_follows_the_setting(app):
    app.settings = dataclasses.replace(app.settings, show_winnable=True)
    scene = open_table(app, "freecell", 1)
    scene.deal_stock()  # no stock in FreeCell: nothing happens, so make a real move
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert scene.hud_note().startswith("Winnable?")
    assert run_frames(app, 20, lambda: scene.hud_note() in ("Winnable", "Not winnable from here",
                                                            "Winnable? Unknown"))


def test_the_winnable_status_answers_on_the_fresh_deal(app):
    """No move needed: the table asks as soon as it is dealt (issue 41, item 4)."""
    app.settings = dataclasses.replace(app.settings, show_winnable=True)
    scene = open_table(app, "freecell", 1)
    assert scene.hud_note().startswith("Winnable?")
    assert run_frames(app, 20, lambda: scene.hud_note() == "Winnable")


def test_a_winnable_deal_found_is_known_winnable_at_once(app):
    """The deal search's won line is learnt: the fresh deal's verdict needs no search."""
    app.update_settings(winnable_only=app.settings.winnable_only_toggled("freecell"),
                        show_winnable=True)
    scene = open_table(app, "freecell", 1, persist=False)
    scene.new_deal(None)
    assert run_frames(app, 120, lambda: app.stack.top is not scene)
    opened = app.stack.top
    assert run_frames(app, 2 / 120, lambda: opened.hud_note() == "Winnable")  # next frame


def test_a_demo_plays_a_game_of_skill_to_the_end(app):
    scene = open_table(app, "freecell", 1)
    demo = next(b for b in scene.special_buttons if b.label == "Play for me")
    demo.press()
    assert run_frames(app, 120, lambda: scene.game.is_won(scene.state))


def test_winnable_deals_only_opens_a_deal_the_solver_won(app):
    # FreeCell: the solver wins nearly every deal in milliseconds (Klondike took 30 s here)
    app.update_settings(winnable_only=app.settings.winnable_only_toggled("freecell"))
    scene = open_table(app, "freecell", 1, persist=False)
    assert all("Winnable" not in b.label for b in scene.buttons)  # a setting, not a command
    scene.new_deal(None)
    assert "Looking for a winnable deal" in scene.hud_note()
    assert run_frames(app, 120, lambda: app.stack.top is not scene)
    opened = app.stack.top
    assert isinstance(opened, TableScene) and opened.game.id == "freecell"


def demo_button(scene):
    return next(b for b in scene.special_buttons if b.label in ("Play for me", "Stop"))


def test_a_demo_search_shows_it_works_and_how_far_it_has_looked(app):
    scene = open_table(app, "spider", 1)     # four suits: no quick win
    demo_button(scene).press()
    assert scene.hud_note().startswith(table_solver.DEMO_LOOKING)
    assert run_frames(app, 60, lambda: " positions, " in scene.hud_note())
    marks = set()
    for _ in range(3):
        scene.solving.working += table_solver.MARK_SECONDS   # as frames pass
        marks.add(scene.hud_note().split(" (")[0])
    assert len(marks) == 3           # the working mark moves on
    demo_button(scene).press()      # pressed again: the search stops, and says so once
    assert not scene.solving.waiting_demo and scene.hud_note() == ""
    assert app.noticeboard.notices[-1][0] == table_solver.DEMO_CANCELLED
    app.advance(NOTICE_SECONDS + 0.1)
    assert not app.noticeboard.notices          # its moment is past


def test_a_demo_not_decided_in_its_time_plays_the_best_moves_found_and_says_so(app,
                                                                              monkeypatch):
    monkeypatch.setattr(HintService.request_demo, "__defaults__", (Budget(0.3, 10**7),))
    scene = open_table(app, "spider", 1)
    before = scene.state.key()
    demo_button(scene).press()
    assert run_frames(app, 60, lambda: not scene.solving.waiting_demo)
    said = app.noticeboard.notices[-1][0]
    assert said.startswith("Play for me: no win found in ") and "Demo" not in said
    assert "most promising moves found" in said and scene.autoplaying
    assert run_frames(app, 120, lambda: not scene.autoplaying)
    assert scene.state.key() != before and not scene.game.is_won(scene.state)
    assert scene.hud_note() == ""


def test_a_demo_that_finds_a_win_says_so_and_plays_it(app):
    scene = open_table(app, "freecell", 1)
    demo_button(scene).press()
    assert run_frames(app, 60, lambda: scene.autoplaying)
    assert app.noticeboard.notices[-1][0].startswith("Play for me: a win in ")


def test_the_player_moving_stops_a_demo_search(app):
    scene = open_table(app, "spider", 1)
    demo_button(scene).press()
    run_frames(app, 0.1)
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert not scene.solving.waiting_demo
    assert app.noticeboard.notices[-1][0] == table_solver.DEMO_CANCELLED


def test_the_winnable_status_shows_how_far_it_has_looked(app):
    app.settings = dataclasses.replace(app.settings, show_winnable=True)
    scene = open_table(app, "spider", 1)
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert run_frames(app, 60, lambda: " positions, " in scene.hud_note())
    assert scene.hud_note().startswith(table_solver.THINKING)


def test_a_hint_is_drawn_at_the_cards(app):
    scene = open_table(app, "freecell", 1)
    plain = pygame.Surface(app.screen.get_size())
    scene.draw(plain)
    scene.hint()
    assert run_frames(app, 20, lambda: scene.solving.hint_move is not None)
    move = scene.solving.hint_move
    source, target = hint_rects(scene.view, scene.state, move)
    assert source is not None and target is not None and not source.colliderect(target)
    shown = pygame.Surface(app.screen.get_size())
    scene.draw(shown)
    ring = source.inflate(2 * (max(3, scene.view.card_size[0] // 18) + 2), 0)
    edge = [(ring.left + 1, y) for y in range(ring.top, ring.bottom)]
    assert any(tuple(shown.get_at(p))[:3] == FROM for p in edge)
    assert not any(tuple(plain.get_at(p))[:3] == FROM for p in edge)
    run_frames(app, table_solver.HINT_SECONDS + 0.1)
    assert scene.solving.hint_move is None


def test_the_hint_boxes_take_every_card_of_the_move(app):
    scene = open_table(app, "freecell", 1)
    state = scene.state
    src = next(i for i, p in enumerate(state.piles) if len(p) >= 3)
    two = Move("move", src, (src + 1) % 8, 2)
    source, _ = hint_rects(scene.view, state, two)
    n = len(state.piles[src])
    assert source == scene.view.card_rect(src, n - 2).union(scene.view.card_rect(src, n - 1))


def test_once_asked_for_a_hint_the_table_looks_for_the_next_one_quietly(app):
    """After the player's first hint, each new position's hint is looked for at once (not
    shown until asked): asked for later, it is told from what was found meanwhile."""
    from game.solver.known import position_key

    scene = open_table(app, "freecell", 1)
    service = app.solver()
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert not service._open                        # no hint asked yet: nothing looked for
    scene.hint()
    assert run_frames(app, 50, lambda: not scene.solving.waiting_hint)
    scene.play(scene.game.legal_moves(scene.state)[0])
    frame_shown(app)        # the move's frame first, then (the next step) its search
    app.step(1 / 120)
    key = position_key(scene.game, scene.state)
    assert any(r.key == key and r.channel == "watch" for r in service._open.values()) \
        or key in service.known.hints
    assert not scene.solving.waiting_hint           # nothing is shown meanwhile
    run_frames(app, 200, lambda: key in service.known.hints)
    app.noticeboard.notices.clear()
    scene.hint()
    assert run_frames(app, 5, lambda: not scene.solving.waiting_hint)
    assert app.noticeboard.notices[-1][0].startswith(("Hint: ", "A guess: "))


def test_a_table_is_watched_from_its_deal_and_let_go_when_left(app):
    """With a worker (here: a service told to watch), each position on the table is
    searched quietly from the moment it is there; leaving the table stops that."""
    from game.solver.known import position_key

    app._solver = HintService("inline", watching=True)
    scene = open_table(app, "freecell", 1)

    def watched():
        return [r.key for r in app._solver._open.values() if r.channel == "watch"]
    dealt = position_key(scene.game, scene.state)
    assert watched() == [dealt]
    scene.play(scene.game.legal_moves(scene.state)[0])
    app.step(1 / 120)
    assert position_key(scene.game, scene.state) not in watched()  # its frame first
    frame_shown(app)
    app.step(1 / 120)
    assert watched() in ([position_key(scene.game, scene.state)], [])   # [] : known already
    assert not scene.solving.waiting_hint
    app.stack.pop()
    assert watched() == []


def test_with_think_ahead_off_no_position_is_watched(app):
    """The player may turn the quiet search off: then nothing is searched unasked, and
    a hint is still given when asked."""
    app.update_settings(think_ahead=False)
    app._solver = HintService("inline", watching=True)
    scene = open_table(app, "freecell", 1)
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert not app._solver._open and scene.solving.next_change() is None
    scene.hint()
    assert run_frames(app, 20, lambda: bool(scene.solving.marks))
    scene.play(scene.game.legal_moves(scene.state)[0])
    assert not [r for r in app._solver._open.values() if r.channel == "watch"]


def test_the_worker_is_started_off_the_frame_and_what_was_asked_meanwhile_is_posted(app):
    """A table's first ask starts the service in a thread (the import of the service's
    side and the worker's start take no frame's time); the asks made before it is up
    wait, the latest of each kind, and are posted once it is."""
    app.solver_mode = "process"
    scene = open_table(app, "freecell", 1, persist=False)
    assert app.solver_started is None           # headless: no watch before a hint
    scene.hint()
    scene.hint()                                # asked twice: one ask waits
    assert app.solver_started is None and list(scene.solving.waiting_service) == ["hint"]
    deadline = time.monotonic() + 60            # a worker's start: wall time, not frames
    while not scene.solving.marks and time.monotonic() < deadline:
        app.step(1 / 60)
        time.sleep(0.005)
    assert scene.solving.marks and not scene.solving.waiting_service
    assert app.solver_started.mode == "process"
    process = app.solver_started._process
    app.quit()                                  # stopped (or ended) as the app quits
    process.join(10)
    assert not process.is_alive()
