"""The Controls panel drawn: the title, the pad's swap row, one row per action with its
keys and pad buttons (a list that scrolls), the buttons and the foot line of prompts.

`BindingsScene` (game/scenes/bindings.py) owns the choices, the input and the layout
(its rects, row tops and the names' column); this module only draws what it placed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.input.bindings import KEYBOARD, PAD
from game.input.prompts import MIN_GLYPH, draw_glyph_lines, draw_prompts
from game.render.text import GOLD, INK, MUTED, draw_text, font
from game.render.theme import VALUE
from game.render.widgets import DIALOG, chevron, dim, fit_text, gilded, panel, text_size, tint

if TYPE_CHECKING:
    from game.scenes.bindings import BindingsScene

SWAP_ROW = -1  # (the scene's row: the pad's swap row, above the actions)
FOCUS = (120, 190, 140, 70)
WAITING = (230, 196, 110, 90)


def draw_controls(scene: BindingsScene, surface: pygame.Surface) -> None:
    """The Controls panel over the scene below, dimmed, as its layout placed it."""
    s, r = scene.s, scene.rect
    dim(surface, 100)
    panel(surface, r, radius=round(18 * s), colour=DIALOG)
    title = gilded(_(scene.title), round(38 * s))
    surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + round(16 * s))))
    _draw_swap(scene, surface)
    size = text_size(18, s)
    for text, x in ((_("ACTION"), scene.view.x + round(12 * s)),
                    (_("KEYBOARD"), scene.view.x + scene.label_w),
                    (_("PAD"), scene.view.x + scene.label_w + scene.cell_w)):
        draw_text(surface, text, (x, scene.header_y), size, GOLD, anchor="midleft",
                  shadow=False)
    clip = surface.get_clip()
    surface.set_clip(clip.clip(scene.view))  # (within a clip of the caller)
    for i, (keys, pad) in enumerate(scene.cells()):
        if keys.bottom < scene.view.y or keys.y > scene.view.bottom:
            continue
        _draw_row(scene, surface, i, keys, pad)
    surface.set_clip(clip)
    scene.scroller.draw(surface)
    scene.buttons.focus = scene.buttons.focus if scene.row == len(scene.actions) else None
    scene.buttons.draw(surface)
    _draw_footer(scene, surface)


def _draw_swap(scene: BindingsScene, surface: pygame.Surface) -> None:
    s, rect = scene.s, scene.swap_rect
    if scene.row == SWAP_ROW:
        _band(scene, surface, rect, FOCUS)
    draw_text(surface, _("Pad buttons"), (rect.x + round(12 * s), rect.centery),
              text_size(24, s), INK, anchor="midleft")
    label = font(text_size(24, s)).size(_("Pad buttons"))[0] + round(40 * s)
    value = pygame.Rect(0, 0, max(round(330 * s), min(
        rect.width - label, font(text_size(22, s)).size(scene._swap_text())[0]
        + round(64 * s))), rect.height)
    value.midright = (rect.right - round(10 * s), rect.centery)
    chevron(surface, (value.x + round(14 * s), value.centery), round(13 * s), "left")
    chevron(surface, (value.right - round(14 * s), value.centery), round(13 * s), "right")
    draw_text(surface, fit_text(scene._swap_text(), text_size(22, s),
                                value.width - round(64 * s)),
              value.center, text_size(22, s), VALUE, anchor="center")


def _band(scene: BindingsScene, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    tint(surface, rect, colour, round(8 * scene.s))


def _draw_row(scene: BindingsScene, surface: pygame.Surface, i: int, keys: pygame.Rect,
              pad: pygame.Rect) -> None:
    s, action = scene.s, scene.actions[i]
    row = pygame.Rect(scene.view.x, keys.y - 2, scene.view.width - round(16 * s),
                      keys.height + 4)
    if i == scene.row:
        _band(scene, surface, row, (255, 255, 255, 14))
        cell = (keys, pad)[scene.column]
        waiting = scene.capturing is not None
        _band(scene, surface, cell, WAITING if waiting else FOCUS)
    size, lines = text_size(22, s), scene.names[i]
    for k, line in enumerate(lines):  # (one line, or two: large text)
        y = row.centery + (k - (len(lines) - 1) / 2) * font(size).get_linesize()
        draw_text(surface, fit_text(line, size, scene.label_w - round(16 * s)),
                  (row.x + round(12 * s), y), size, INK, anchor="midleft")
    for device, cell in ((KEYBOARD, keys), (PAD, pad)):
        if scene.capturing == (action, device):
            draw_text(surface, _("Press…"), (cell.x + round(8 * s), cell.centery),
                      text_size(21, s), GOLD, anchor="midleft", shadow=False)
            continue
        _draw_names(scene, surface, device, action, cell)


def _draw_names(scene: BindingsScene, surface: pygame.Surface, device: str, action: str,
                cell: pygame.Rect) -> None:
    s, x = scene.s, cell.x + round(8 * scene.s)
    lines = scene._glyph_lines(device, action)
    if not lines[0]:
        draw_text(surface, "—", (x, cell.centery), text_size(22, s), MUTED,
                  anchor="midleft", shadow=False)
        return  # (more keys than a line holds: a second line)
    draw_glyph_lines(surface, device, scene.family, lines, x, cell.centery,
                     max(MIN_GLYPH, round(26 * s)), round(8 * s))


def _draw_footer(scene: BindingsScene, surface: pygame.Surface) -> None:
    s, r = scene.s, scene.rect
    y = scene.buttons.buttons[0].rect.y - round(26 * s)
    told = scene.message or scene.whole_name()
    if told:
        draw_text(surface, fit_text(told, text_size(20, s), r.width - round(60 * s)),
                  (r.x + round(30 * s), y), text_size(20, s), (255, 232, 180), anchor="midleft",
                  shadow=False)
    items = [("confirm", N_("Change")), ("send_home", N_("Clear")),
             ("cancel" if scene.app.mapper.last_device == PAD else "back", N_("Back"))]
    at = (r.x + round(30 * s), scene.buttons.buttons[0].rect.centery)
    room = scene.buttons.buttons[0].rect.x - round(12 * s)
    if draw_prompts(surface, scene.app.mapper, items, at, text_size(18, s),
                    measure=True).right > room:  # large words: over the buttons
        if told:
            return  # (the buttons say as much)
        at = (at[0], y)
    draw_prompts(surface, scene.app.mapper, items, at, text_size(18, s))
