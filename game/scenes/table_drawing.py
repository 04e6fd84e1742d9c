"""The table's frame: what the scene draws over its cards, and each of those parts as
render/table_frames.py compares them from frame to frame (where it lies, what it shows),
so that a frame redraws only what changed. A part missed here would leave stale pixels:
everything drawn over the table is listed (tests/test_dirty_frames.py compares the
composed screen with a full redraw).

A dialog over the table (one that says where it draws: Scene.drawn_over) is one more
part: its dim covers the whole screen (drawn whole when it comes, goes or dims anew),
its panel is redrawn every frame; under it the table is drawn only where it changed."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.app_notices import SHOWN_NOTICES
from game.engine.stock import empty_stocks_playing
from game.input.prompts import prompt_device
from game.render.notices import notice_size, placed_notices
from game.render.table_layers import Shown
from game.render.theme import outline
from game.scenes.focus_draw import PULSE_MS

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table import TableScene


def shown_now(scene: TableScene) -> Shown:
    p = scene.pointer
    return Shown.of(scene.view, scene.state, p.drag, p.highlights, scene.selected, p.peek,
                    empty_stocks_playing(scene.game, scene.state))


def draw_over_table(scene: TableScene, surface: pygame.Surface,
                    parts: dict | None = None) -> None:
    """What the scene draws over its table: the hint, the bars, the focus, a celebration.
    With the frame's `parts` (scene_parts), a part is drawn only where the surface's clip
    meets its box (a frame redraws its changed boxes one by one: the focus's prompts, the
    bars' texts and buttons cost their time even where clipped away)."""
    clip = surface.get_clip()

    def here(*keys) -> bool:
        if parts is None or not any(key in parts for key in keys):
            return True
        return any(parts[key][0] is None or clip.colliderect(parts[key][0])
                   for key in keys if key in parts)

    if here("hint"):
        scene.solving.draw(surface, scene.view)
    hud = scene.hud
    w, h = surface.get_size()
    if clip.colliderect(0, 0, w, hud.bar):
        hud.draw_top(surface)
    if clip.colliderect(0, h - hud.bar, w, hud.bar):
        hud.draw_bottom(surface)
    if hud.banner is not None and here("banner"):
        hud.draw_banner(surface)
    if here(("focus", "ring"), ("focus", "prompts")):
        scene.focus.draw(surface)
    if scene.celebration is not None:
        scene.celebration.draw(surface)


def still_key(scene: TableScene, surface: pygame.Surface) -> tuple:
    """What the whole still table depends on: drawn anew when any of it changes (the
    window's size, the layout, the deck, the cloth, the settings: theme, text, language)."""
    view = scene.view
    return (surface.get_size(), id(view.layout), tuple(view.area), view.card_size,
            view.transform, view.bounds, view.cloth, id(view.art), view.distinct_backs,
            scene.app.settings)


def button_look(button) -> tuple:
    return (button.text, tuple(button.rect) if button.rect else None, button.enabled,
            button.hovered, button.focused, button.primary, button.icon)


def notices_part(board, size: tuple[int, int]) -> tuple | None:
    """Where the app's passing notices lie (their plates, as render/notices.py places
    them) and what they show; None if none is on show. (Their place follows the cards
    they keep clear of, but the plates only move when that moves them.)"""
    texts = [text for text, _left in board.notices[-SHOWN_NOTICES:]]
    if not texts:
        return None
    area, keep_clear, rather_clear, covers, words = board.room(size)
    _forms, places = placed_notices(texts, area, notice_size(size[1]), keep_clear,
                                    rather_clear, covers, words)
    if not places:  # (none has room: held by the board until a dialog closes)
        return pygame.Rect(0, 0, 0, 0), (tuple(texts), ())
    plates = [pygame.Rect(plate) for _notice, _form, plate in places]
    return plates[0].unionall(plates).inflate(4, 4), (tuple(texts), places)


def scene_parts(scene: TableScene, size: tuple[int, int], notices: tuple | None) -> dict:
    """The scene's parts over the table: key → (box, or None for the whole screen; what
    it shows)."""
    w, h = size
    hud, model = scene.hud, scene.model
    # (each bar drawn whole where it changed: the top one its facts and the game's own
    # buttons, the bottom one its note, where the note goes, and the commands)
    top_shows = (hud.info_text(), hud.bar, tuple(map(button_look, hud.special_buttons)))
    bottom_shows = (hud.hooks.note(), hud.note_left(), hud.note_room(), hud.hooks.can_undo(),
                    model.history.can_redo, hud.bar, tuple(map(button_look, hud.buttons)))
    parts: dict = {("hud", "top"): (pygame.Rect(0, 0, w, hud.bar), top_shows),
                   ("hud", "bottom"): (pygame.Rect(0, h - hud.bar, w, hud.bar), bottom_shows)}
    if hud.banner is not None:
        text, left = hud.banner
        tall = max(24, h // 14)
        parts["banner"] = (pygame.Rect(0, h // 2 - tall - 4, w, 2 * tall + 8),
                           (text, round(255 * min(1.0, left / 0.5))))
    solving = scene.solving
    if solving.hint_move is not None and solving.marks_left > 0:
        from game.render.hint_marks import hint_rects

        boxes = [r for r in hint_rects(scene.view, scene.state, solving.hint_move) if r]
        if boxes:
            room = scene.view.card_size[0] // 2 + 16
            parts["hint"] = (boxes[0].unionall(boxes).inflate(room, room),
                             (solving.hint_move, tuple(tuple(b) for b in boxes)))
    if scene.focus.visible:
        parts["focus", "ring"], parts["focus", "prompts"] = focus_parts(scene, size)
    if scene.celebration is not None:
        parts["celebration"] = (None, scene.celebration.time)
    if notices is not None:
        parts["notices"] = notices
    return parts


def ring_box(scene: TableScene) -> pygame.Rect:
    """Where the focus ring draws (focus_draw.py): round its outline (a turned pile's is
    a hull), its dark ring outside it, the shake and the rounding, with room to spare."""
    focus, view = scene.focus, scene.view
    rect = focus.rect()  # (settled first: off a place that went with its last card)
    width = outline(max(3, view.card_size[0] // 22))
    room = 2 * (2 * width + 16)
    if focus.target[0] == "button":
        return rect.inflate(10 + room, 10 + room)
    shape = focus._outline(focus.target[1], 0)[0]
    if not isinstance(shape, pygame.Rect):
        xs, ys = [x for x, _y in shape], [y for _x, y in shape]
        shape = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)),
                            math.ceil(max(xs) - min(xs)) + 2, math.ceil(max(ys) - min(ys)) + 2)
    return shape.inflate(room, room)


def focus_parts(scene: TableScene, size: tuple[int, int]) -> tuple[tuple, tuple]:
    """Where the keys' focus draws and what it shows (focus_draw.py), as two parts: the
    ring with the targets and the held cards (these generously), and the prompts strip. (The
    ring breathes for a while after each key: apart, the strip and all between it and
    the ring are not redrawn with it every frame.)"""
    focus, view = scene.focus, scene.view
    now = pygame.time.get_ticks()
    shake = round(math.sin(now / 18) * 5) if now < focus.nudge_until else 0
    quiet = now - getattr(scene.app, "last_input", 0) >= PULSE_MS
    pulse = 1.0 if quiet else round(0.5 + 0.5 * math.sin(now / 260), 3)
    w, h = view.card_size
    boxes = [ring_box(scene)]
    held = focus.holding
    if held is not None:
        boxes += [view.pile_area(move.dst).inflate(12, 12)
                  for move in focus._moves_from(*held)]
        boxes += [view.pile_area(focus.target[1]).inflate(2 * w, 2 * h)] \
            if focus.target[0] == "pile" else []
        positions = view.positions[held[0]][-held[1]:]
        if positions and focus.target[0] == "pile":
            area = view.pile_area(focus.target[1])
            spread = pygame.Rect(positions[0], (w, h)).unionall(
                [pygame.Rect(p, (w, h)) for p in positions])
            boxes.append(spread.move(area.x - positions[0][0], area.y - positions[0][1])
                         .inflate(w, h).move(w // 4, h // 4))
    ring = boxes[0].unionall(boxes)
    band = focus.prompt_band(size)[2].inflate(8, 8)
    ring_shows = (focus.target, held, focus.count, shake, pulse, tuple(ring),
                  tuple(tuple(b) for b in boxes))
    prompts_shows = (tuple(band), prompt_device(getattr(scene.app, "mapper", None)),
                     tuple(focus._prompt_items()))
    return (ring, ring_shows), (band, prompts_shows)


def draw_changed(scene: TableScene, surface: pygame.Surface, frame: int,
                 app) -> list | None | bool:
    """Bring `surface` to this frame, redrawing only what changed (table_frames.py);
    the boxes redrawn, or None when the whole screen was; False (nothing drawn) when
    more than a dialog that says where it draws is over the table."""
    over = app.stack.visible()[1:]
    size = surface.get_size()
    drawn_over = over[0].drawn_over(size) if len(over) == 1 else None
    if over and drawn_over is None:
        return False
    shown = shown_now(scene)
    notices = notices_part(app.noticeboard, size)
    if notices is not None and not notices[1][1]:
        app.noticeboard.draw(surface)  # (draws none: notes those held)
    parts = scene_parts(scene, size, notices)
    if drawn_over is not None:
        box, dimming = drawn_over
        parts["dialog"] = (None, (id(over[0]), dimming))
        parts["dialog", "panel"] = (pygame.Rect(box), frame)  # (redrawn every frame)

    def draw_scene(target: pygame.Surface) -> None:
        draw_over_table(scene, target, parts)
        for dialog in over:
            dialog.draw(target)
        if notices is not None and target.get_clip().colliderect(notices[0]):
            app.noticeboard.draw(app.screen)  # (laid out anew each time: where it shows)

    return scene.frames.compose(scene.view, surface, shown, frame,
                                still_key(scene, surface), parts, draw_scene)
