"""Drawing the table's keyboard and pad focus: the ring round the marked cards (a turned
outline on rotated piles), the held cards hovering over the focused pile, the legal
targets, a shake when a press cannot be carried out, and the prompts strip. A mixin of
`TableFocus` (game/scenes/table_focus.py), which owns the focus and its moves.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import pygame

from game.i18n import N_
from game.input.bindings import KEYBOARD, PAD, Bindings
from game.input.prompts import draw_prompts, prompt_device
from game.layout.geometry import convex_hull
from game.render.theme import DROP_TARGET as TARGET
from game.render.theme import FOCUS_RING as RING
from game.render.theme import outline
from game.render.widgets import tint

PULSE_MS = 3000   # the ring breathes this long after the last input, then holds still
RING_DARK = (20, 30, 20)


class FocusDrawing:
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.rect()  # settled first: off a place that went with its last card
        view = self.view
        held = self.holding
        now = pygame.time.get_ticks()
        shake = round(math.sin(now / 18) * 5) if now < self.nudge_until else 0
        if held is not None:
            for move in self._moves_from(*held):
                pygame.draw.rect(surface, TARGET, view.pile_area(move.dst).inflate(8, 8),
                                 outline(2),
                                 border_radius=max(4, view.card_size[0] // 12))
        quiet = now - getattr(self.app, "last_input", 0) >= PULSE_MS
        pulse = 1.0 if quiet else 0.5 + 0.5 * math.sin(now / 260)
        width = outline(max(3, view.card_size[0] // 22))  # (thick in high contrast)
        if self.target[0] == "button":
            rect = self.rect().move(shake, 0)
            self._ring(surface, [rect.inflate(10, 10)], width, pulse, rounded=rect.height // 3)
        else:
            pile = self.target[1]
            if held is not None and held[0] != pile:
                self._ghost(surface, held, view.pile_area(pile).move(shake, 0))
            self._ring(surface, self._outline(pile, shake), width, pulse)
        self._draw_prompts(surface)

    def next_change(self) -> float | None:
        """While the ring shakes or breathes it is drawn every frame."""
        if not self.visible:
            return None
        now = pygame.time.get_ticks()
        if now < self.nudge_until or now - getattr(self.app, "last_input", 0) < PULSE_MS:
            return 0.0
        return None

    def _outline(self, pile: int, shake: int) -> list:
        """The marked cards' outline: a rect, or the corners of a turned card group."""
        view = self.view
        n = self._pile_size(pile)
        count = max(1, min(self.count, n)) if n else 0
        rotation = view.piles[pile].rotation
        if not rotation % 90 or not n or len(view.positions[pile]) != n:
            rect = self.card_rect(pile, count)
            if n and count > 1 and len(view.positions[pile]) == n:
                rect = rect.union(view.card_rect(pile, n - 1))
            return [rect.move(shake, 0).inflate(8, 8)]
        w, h = view.card_size
        a = math.radians(rotation)
        corners = []
        for x, y in view.positions[pile][n - count:]:
            cx, cy = x + w / 2 + shake, y + h / 2
            for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
                px, py = sx * (w / 2 + 4), sy * (h / 2 + 4)
                corners.append((cx + px * math.cos(a) - py * math.sin(a),
                                cy + px * math.sin(a) + py * math.cos(a)))
        return [convex_hull(corners)]

    @staticmethod
    def _ring(surface: pygame.Surface, shape: list, width: int, pulse: float,
              rounded: int | None = None) -> None:
        glow = tuple(round(c * (0.75 + 0.25 * pulse)) for c in tuple(RING)[:3])
        item = shape[0]
        if isinstance(item, pygame.Rect):
            radius = rounded if rounded is not None else max(6, item.width // 10)
            pygame.draw.rect(surface, RING_DARK, item.inflate(width * 2, width * 2), width,
                             border_radius=radius + width)
            pygame.draw.rect(surface, glow, item, width, border_radius=radius)
        else:
            for colour, w in ((RING_DARK, width + 4), (glow, width)):
                pygame.draw.lines(surface, colour, True, item, w)
                for point in item:  # round the joins: thick lines leave notches there
                    pygame.draw.circle(surface, colour, point, w / 2)

    def _ghost(self, surface: pygame.Surface, held: tuple[int, int],
               area: pygame.Rect) -> None:
        """The held cards hover over the focused pile, as if carried there."""
        view, state = self.view, self.model.state
        pile, count = held
        cards = state.piles[pile][-count:]
        positions = view.positions[pile][-count:]
        if len(positions) != len(cards):
            return
        w, h = view.card_size
        x0, y0 = area.x + w * 0.18, area.y + h * 0.22
        for c, (px, py) in zip(cards, positions, strict=True):
            image = view.card_image(c).copy()
            image.set_alpha(215)
            x, y = x0 + px - positions[0][0], y0 + py - positions[0][1]
            tint(surface, pygame.Rect(round(x) + w // 12, round(y) + w // 9, w, h), (0, 0, 0, 80),
                 w // 12)
            surface.blit(image, (round(x), round(y)))

    def _prompt_items(self) -> list:
        """What the strip says for the focus now: the keys of what can be done."""
        pad = prompt_device(getattr(self.app, "mapper", None)) == PAD
        held = self.holding
        if self.target[0] == "button":
            return [("confirm", PRESS)]
        if held is not None:
            here = self.target[1] == held[0]
            items = [("confirm", PUT_BACK if here else DROP_HERE),
                     ("cancel" if pad else "back", CANCEL)]
            if here and len(self.stops(held[0])) > 1:
                items.append((("up", "down"), MORE_OR_FEWER))
            return items
        pile = self.target[1]
        actions = self._pile_actions(pile)
        items = []
        if actions:
            items.append(("confirm", "Deal" if actions[0].action == "stock" else "Play"))
        elif self.count and self._moves_from(pile, self.count):
            items.append(("confirm", PICK_UP))
        homes = set(self.model.game.foundations)
        if any(m.src == pile and m.dst in homes for m in self.legal_moves()):
            items.append(("send_home", TO_FOUNDATION))
        return items + [("undo", UNDO), ("hint", HINT), ("menu" if pad else "back", MENU)]

    def prompt_band(self, screen_size: tuple[int, int]) -> tuple[list, int, pygame.Rect]:
        """The strip's items, text size and band: in the bottom bar left of its buttons
        where it fits, else in the room the table keeps for it above the bar."""
        w, h = screen_size
        bar = self.hud.bar
        items = self._prompt_items()
        size = strip_text_size(bar)
        probe = draw_prompts(None, getattr(self.app, "mapper", None), items, (0, 0), size,
                             measure=True)
        left_room = min((b.rect.left for b in self.hud.buttons if b.rect is not None), default=w)
        if probe.width + STRIP_MARGIN <= left_room:
            y = h - bar // 2  # in the bottom bar, left of its buttons
        else:  # in the room the table keeps for it above the bar (strip_room)
            y = h - bar - STRIP_GAP - (probe.height + STRIP_PAD) // 2
        back = probe.inflate(2 * STRIP_PAD, STRIP_PAD)
        back.midleft = (8, y)
        return items, size, back

    def band_in_bar(self, screen_size: tuple[int, int]) -> pygame.Rect | None:
        """The strip's band where it shows in the bottom bar (the bar's note goes right of
        it), else None."""
        if not self.visible:
            return None
        band = self.prompt_band(screen_size)[2]
        return band if band.bottom > screen_size[1] - self.hud.bar else None

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        items, size, back = self.prompt_band(surface.get_size())
        self.strip_rect = back
        tint(surface, back, (6, 20, 12, 200), back.h // 2)
        draw_prompts(surface, getattr(self.app, "mapper", None), items,
                     (back.x + STRIP_PAD, back.centery), size)


# The strip's words (English, marked for the translators, translated where drawn).
PRESS, PUT_BACK, DROP_HERE, CANCEL = N_("Press"), N_("Put back"), N_("Drop here"), N_("Cancel")
MORE_OR_FEWER, PICK_UP, TO_FOUNDATION = N_("More or fewer"), N_("Pick up"), N_("To foundation")
UNDO, HINT, MENU = N_("Undo"), N_("Hint"), N_("Menu")
STRIP_PAD = 10     # px round the prompts inside their band
STRIP_GAP = 6      # px between the band and the bottom bar, when it lies above the bar
STRIP_MARGIN = 40  # px the strip needs beside the bar's buttons to lie in the bar


def strip_text_size(bar: int) -> int:
    return max(14, round(bar * 0.42))


def widest_prompts() -> list:
    """The longest strips the table can show, for keys and for a pad (see _prompt_items)."""
    return [[("confirm", PICK_UP), ("send_home", TO_FOUNDATION), ("undo", UNDO),
             ("hint", HINT), (menu, MENU)] for menu in ("menu", "back")] + [
        [("confirm", DROP_HERE), (cancel, CANCEL), (("up", "down"), MORE_OR_FEWER)]
        for cancel in ("cancel", "back")]


def strip_room(mapper, bar: int, left_room: int) -> int:
    """The height the table keeps free above its bottom bar for the prompts strip: none
    when the widest strip, on keys or on a pad, fits in the bar left of its buttons (the
    device can change at any time; the cards are not laid out again for it)."""
    size = strip_text_size(bar)
    probe = pygame.Rect(0, 0, 0, 0)
    for device in (PAD, KEYBOARD):
        shown = SimpleNamespace(last_device=device, bindings=getattr(mapper, "bindings", None)
                                or Bindings.defaults(),
                                pad_family=getattr(mapper, "pad_family", "xbox"))
        for items in widest_prompts():
            probe = probe.union(draw_prompts(None, shown, items, (0, 0), size, measure=True))
    if probe.width + STRIP_MARGIN <= left_room:
        return 0
    return probe.height + STRIP_PAD + 2 * STRIP_GAP
