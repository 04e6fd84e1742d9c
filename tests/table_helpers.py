"""Driving the app headless with real pygame events, shared by the scene and table tests:
an app on a data dir of its own, a table on a hand-made position, mouse clicks and drags,
keys and pad buttons, and the check that every card of a table lies inside the window."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from game.app import App
from game.engine.cards import cards
from game.engine.game import OPEN
from game.engine.moves import Move
from game.input.intents import PointerDown, PointerUp
from game.layout.geometry import convex_hull, convex_overlap, turned_corners
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene
from positions import position

Point = tuple[int, int]


def make_app(tmp_path, monkeypatch, size: tuple[int, int] = (1280, 720),
             **settings: object) -> App:
    """A headless app whose settings, saves and records live in `tmp_path`; `settings`
    replace the loaded ones (e.g. animation_speed="instant")."""
    monkeypatch.setenv("REUSSITE_DATA_DIR", str(tmp_path))
    app = App(size=size, headless=True)
    if settings:
        app.settings = dataclasses.replace(app.settings, **settings)
    return app


def open_table(app: App, game_id: str, deal: int, **kwargs: object) -> TableScene:
    """A table scene on top of the app, dealt at once (no deal animation)."""
    scene = TableScene(app, game_id, deal=deal, animate=False, **kwargs)
    app.push(scene)
    return scene


def set_position(scene: TableScene, piles: dict[str, str], **counters: int) -> None:
    """Put the table's game in a hand-made position (see positions.position)."""
    state = position(scene.game, piles, **counters)
    scene.state.piles[:] = state.piles
    scene.state.counters[:] = state.counters
    scene.view.place(scene.state, animate=False)


def lay_klondike_one_move_from_win(scene: TableScene) -> None:
    """Every card home but the king of spades, which lies alone on tableau_3."""
    state = scene.state
    for i, suit in enumerate("CDHS"):
        ranks = "A23456789TJQK" if suit != "S" else "A23456789TJQ"
        state.piles[state.index(f"foundation_{i}")] = cards(" ".join(r + suit for r in ranks))
    for name in ("stock", "waste", *[f"tableau_{i}" for i in range(7)]):
        state.piles[state.index(name)] = ()
    state.piles[state.index("tableau_3")] = cards("KS")
    scene.view.place(state, animate=False)


# --- the mouse -------------------------------------------------------------------------------


def top_centre(scene: TableScene, pile: str | int) -> Point:
    """The centre of a pile's top card, or of its empty base."""
    if isinstance(pile, str):
        pile = scene.game.pile_index(pile)
    n = len(scene.state.piles[pile])
    return (scene.view.card_rect(pile, n - 1) if n else scene.view.base_rect(pile)).center


def mouse_down(app: App, pos: Point) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.process_events()


def click(app: App, pos: Point) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.process_events()


def click_pile(app: App, scene: TableScene, pile: str | int) -> None:
    click(app, top_centre(scene, pile))


def double_click_pile(scene: TableScene, pile: str | int) -> None:
    """A double click on a pile's top card: two presses, the second one reported as
    the second click (as the input mapper does)."""
    pos = top_centre(scene, pile)
    for clicks in (1, 2):
        scene.handle(PointerDown(pos, 1, clicks=clicks))
        scene.handle(PointerUp(pos, 1))


def drag(app: App, start: Point, end: Point, through: list[Point] | None = None) -> None:
    """Press at `start`, move through `through` (by default the midpoint) to `end`, let go."""
    if through is None:
        through = [((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for pos in (*through, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.process_events()


def mouse_play(app: App, scene: TableScene, move: Move) -> None:
    """Make a move the way a player would: drag a card onto its partner or target, click
    a pile for its own action, press the button of a table-wide action."""
    if move.src < 0:
        label = scene.catalogue_entry.labels.get(move.action, move.action)
        button = next(b for b in scene.special_buttons if b.label == label)
        click(app, button.rect.center)
    elif move.dst < 0:
        click_pile(app, scene, move.src)
    else:
        drag(app, top_centre(scene, move.src), top_centre(scene, move.dst))


def mouse_game(app: App, game_id: str, deal: int, choose=None, options=None) -> str:
    """Play a deal to its end with the mouse, each move the first legal one (or the
    game's own strategy); every mouse action must make exactly the intended move."""
    scene = open_table(app, game_id, deal, options=options)
    game, state = scene.game, scene.state
    choose = choose or (lambda g, s: g.legal_moves(s)[0])
    for _ in range(300):
        if game.status(state) != OPEN:
            break
        move = choose(game, state)
        made = scene.history.moves_made
        mouse_play(app, scene, move)
        assert scene.history.moves_made == made + 1, f"the mouse could not play {move}"
        assert scene.history.turns[made].move == move
    assert scene.outcome == game.status(state)
    return scene.outcome


# --- keys and pads ---------------------------------------------------------------------------


def keystroke(app: App, k: int, mod: int = 0, unicode: str = "", release: bool = False) -> None:
    """Press a key (and let it go again if `release`)."""
    kinds = (pygame.KEYDOWN, pygame.KEYUP) if release else (pygame.KEYDOWN,)
    for kind in kinds:
        pygame.event.post(pygame.event.Event(kind, key=k, mod=mod, unicode=unicode, scancode=0))
    app.process_events()


def pad_button(app: App, button: int, pad: int = 0) -> None:
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=pad, button=button))
    app.process_events()


# --- time ------------------------------------------------------------------------------------


def run_frames(app: App, seconds: float, until: Callable[[], bool] | None = None) -> bool:
    """Step the app at 120 frames a second for `seconds`, or until `until()` holds (True)."""
    for _ in range(int(seconds * 120)):
        app.step(1 / 120)
        if until is not None and until():
            return True
    return False


def frame_shown(app: App) -> None:
    """The frame after input, drawn and shown as the loop shows it; then what waited for
    it is done (a move's save: game/scenes/table_records.py)."""
    app.frame()


# --- fitting the window ----------------------------------------------------------------------


def assert_table_fits(tmp_path, monkeypatch, size: tuple[int, int], game_id: str, deal: int,
                      moves: int, settings: dict[str, object] | None = None,
                      **kwargs: object) -> TableScene:
    """After `moves` random moves, every pile's base and every card of the table lie inside
    a window of `size` (with these `settings`, e.g. left_handed=True). Returns the table,
    drawn once, for further checks."""
    app = make_app(tmp_path, monkeypatch, size, **(settings or {}))
    scene = open_table(app, game_id, deal, **kwargs)
    scene.random_play(moves)
    app.draw()
    table = scene.view.area  # the window between the bars
    for pile in range(len(scene.game.pile_names)):
        assert table.contains(scene.view.base_rect(pile))
        for index in range(len(scene.state.piles[pile])):
            assert table.contains(scene.view.card_rect(pile, index))
    assert_no_piles_overlap(scene)
    return scene


# Piles drawn on top of each other on purpose: the braid and the plait are plaited, the
# rings overlap card by card, pyramids, peaks and the backbone lie half over each other
# (a cover map), Maze's six rows each lie over the foot of the row above (their indices
# in sight: six rows of whole cards would be too small at 1280×720), and Die
# Italienerin's pack in hand lies where the talon will be.
LAYERED_CHAINS = ("braid_", "plait_", "inner_", "outer_", "pyramid_", "peaks_", "backbone_",
                  "maze_")


def layered(a: str, b: str) -> bool:
    return (a.startswith(LAYERED_CHAINS) and b.startswith(LAYERED_CHAINS)) or {a, b} == {
        "pack", "stock"}


def pile_hull(scene: TableScene, pile: int) -> list[tuple[float, float]]:
    """The convex outline round a pile's cards (or its empty base) on the screen."""
    view = scene.view
    p = view.piles[pile]
    w, h = view.card_size
    places = view.positions[pile] or [view.transform.to_screen(p.x, p.y)]
    corners = [c for x, y in places for c in turned_corners(x, y, w, h, p.rotation)]
    return convex_hull(corners)


def assert_no_piles_overlap(scene: TableScene) -> None:
    """No two piles' cards cover each other on the screen (a pixel of rounding aside)."""
    names = scene.game.pile_names
    hulls = [pile_hull(scene, pile) for pile in range(len(names))]
    for a in range(len(names)):
        for b in range(a + 1, len(names)):
            if layered(names[a], names[b]):
                continue
            assert not convex_overlap(hulls[a], hulls[b], gap=-1.5), (
                f"{scene.game.id}: {names[a]} overlaps {names[b]}")


# --- the menu --------------------------------------------------------------------------------


def open_menu(app: App) -> MenuScene:
    menu = MenuScene(app)
    app.push(menu)
    app.draw()  # lays out, as the first frame would
    return menu


def listed(menu: MenuScene) -> list[str]:
    return [item.id for kind, item in menu.model.rows if kind == "game"]


# --- what is drawn ---------------------------------------------------------------------------


def spy_outlines(view, hints=(None,)) -> list[int]:
    """From now on, the piles whose empty-place outline `view` draws (a plain outline, or
    one saying each of `hints`), in the order drawn."""
    slots = [view.art.empty_slot(*view.card_size, hint) for hint in hints]
    drawn: list[int] = []
    blit = view.blit_card

    def spy(target, image, x, y, pile):
        if any(image is slot for slot in slots):
            drawn.append(pile)
        blit(target, image, x, y, pile)

    view.blit_card = spy
    return drawn
