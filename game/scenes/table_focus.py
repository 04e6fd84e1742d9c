"""Keyboard and pad play on the table: a visible focus on a pile (or a HUD button).

The focus marks the card that would be picked and the cards above it. Arrows, the D-pad
or the stick walk it over the cards of a fan while there are more that can be picked
together, then on to the nearest pile (or button) in that direction on the screen —
rotated piles and any layout alike, from the table view's screen rectangles. Confirm picks
the marked cards up (the table's click-then-click selection, so mouse and keys mix),
confirm again drops them on the focused pile; cancel puts them back; send-home plays the
focused pile's card to a foundation. A pile with its own action (the stock) does it.

The table holds one `TableFocus`; it sees only action names, and draws over the table.
"""

from __future__ import annotations

import math

import pygame

from game.engine.auto import foundation_moves
from game.input.bindings import PAD
from game.input.prompts import draw_prompts, prompt_device
from game.layout.geometry import fan_room
from game.scenes.focus import VECTORS, neighbour

DIRECTIONS = tuple(VECTORS)
RING = (255, 240, 190)
RING_DARK = (20, 30, 20)
TARGET = (255, 226, 120)
NUDGE_MS = 260


class TableFocus:
    def __init__(self, table) -> None:
        self.table = table
        self.target: tuple[str, object] = ("pile", self._first_pile())
        self.count = 1                 # cards the focus marks on its pile (0: the base)
        mapper = getattr(table.app, "mapper", None)
        self.awake = mapper is not None and mapper.last_device != "mouse"
        self.nudge_until = 0
        self._legal: tuple[object, list] = (None, [])
        self._lanes: tuple[object, list] = (None, [])
        self._button_rect: pygame.Rect | None = None

    # --- what is where ----------------------------------------------------------------------
    def _first_pile(self) -> int:
        piles = self.table.view.piles
        for kind in ("tableau", "stock", "slot"):
            for i, p in enumerate(piles):
                if p.kind == kind:
                    return i
        return next((i for i, p in enumerate(piles) if p.kind != "decoration"), 0)

    @property
    def visible(self) -> bool:
        mapper = getattr(self.table.app, "mapper", None)
        return self.awake and (mapper is None or mapper.last_device != "mouse")

    @property
    def holding(self) -> tuple[int, int] | None:
        return self.table.selected

    def _pile_size(self, pile: int) -> int:
        return len(self.table.state.piles[pile])

    def stops(self, pile: int) -> list[int]:
        """The counts the focus can mark on a pile: those a legal move can take (held
        cards: only those), the top card anyway, 0 for an empty pile."""
        n = self._pile_size(pile)
        counts = {m.count for m in self.legal_moves()
                  if m.src == pile and m.dst >= 0 and m.action != "stock" and 0 < m.count <= n}
        held = self.holding
        if held is not None and held[0] == pile:
            return sorted(counts | {held[1]})
        return sorted(counts | {1}) if n else [0]

    def legal_moves(self) -> list:
        """The engine's legal moves, asked once per position (drawing asks every frame)."""
        key = self.table.state.key()
        if self._legal[0] != key:
            self._legal = (key, self.table.game.legal_moves(self.table.state))
        return self._legal[1]

    def _moves_from(self, pile: int, count: int) -> list:
        return [m for m in self.legal_moves() if m.src == pile and m.dst >= 0
                and m.count == count and m.action != "stock"]

    def _pile_actions(self, pile: int) -> list:
        return [m for m in self.legal_moves()
                if m.src == pile and (m.action == "stock" or m.dst < 0)]

    def card_rect(self, pile: int, count: int) -> pygame.Rect:
        n = self._pile_size(pile)
        view = self.table.view
        if n == 0 or count == 0 or len(view.positions[pile]) != n:
            return view.base_rect(pile)
        return view.card_rect(pile, n - min(count, n))

    def lane(self, pile: int) -> pygame.Rect:
        """The screen room a pile takes: its cards, and the room a column may grow into
        (so a short column still sits beside a long one)."""
        view = self.table.view
        n = len(view.positions[pile])
        rect = view.base_rect(pile)
        if n:
            rect.union_ip(view.card_rect(pile, 0))
            rect.union_ip(view.card_rect(pile, n - 1))
        p = view.piles[pile]
        if p.fan in ("down", "up") and not p.rotation % 180:
            room = fan_room(p, view.layout) * view.transform.scale
            base = view.base_rect(pile)
            top = base.y if p.fan == "down" else base.bottom - room
            rect.union_ip(pygame.Rect(base.x, round(top), base.width, round(room)))
        return rect

    def targets(self) -> list[tuple[tuple[str, object], pygame.Rect]]:
        """Everything the focus can go to, with its screen room: piles, then buttons."""
        view = self.table.view
        key = (self.table.state.key(), tuple(view.area), view.card_size)
        if self._lanes[0] != key:  # the piles' rooms change with the cards and the window
            self._lanes = (key, [(("pile", i), self.lane(i)) for i, p in enumerate(view.piles)
                                 if p.kind != "decoration"])
        found = list(self._lanes[1])
        found += [(("button", b.label), pygame.Rect(b.rect)) for b in self.table.all_buttons()
                  if b.rect is not None and b.enabled]
        return found

    def button(self):
        if self.target[0] != "button":
            return None
        return next((b for b in self.table.all_buttons() if b.label == self.target[1]), None)

    def rect(self) -> pygame.Rect:
        """Where the focus is on the screen now."""
        if self.target[0] == "button":
            b = self.button()
            if b is None and self._button_rect is not None:  # relabelled ("Stop"), or gone
                here = pygame.Vector2(self._button_rect.center)
                near = [x for x in self.table.all_buttons() if x.rect is not None
                        and here.distance_to(x.rect.center) < x.rect.height]
                b = near[0] if near else None
                if b is not None:
                    self.target = ("button", b.label)
            if b is not None and b.rect is not None:
                self._button_rect = pygame.Rect(b.rect)
                return pygame.Rect(b.rect)
            self.target, self.count = ("pile", self._first_pile()), 1  # the button went
        pile = self.target[1]
        self.count = min(self.count, self._pile_size(pile))
        if self.count == 0 and self._pile_size(pile):
            self.count = 1
        return self.card_rect(pile, self.count)

    # --- moving ---------------------------------------------------------------------------
    def move(self, direction: str) -> None:
        here = self.rect()
        if self.target[0] == "pile" and self._walk(self.target[1], here, direction):
            return
        others = [(key, rect) for key, rect in self.targets() if key != self.target]
        found = neighbour(here, others, direction)
        if found is None:
            return
        self.target = found
        if found[0] == "pile":
            self.count = self._landing(found[1], here)
        else:
            self._button_rect = dict(others)[found]

    def _walk(self, pile: int, here: pygame.Rect, direction: str) -> bool:
        """Step along the fan to the next stop that lies in `direction`, if any."""
        stops = self.stops(pile)
        if self.count not in stops:
            return False
        i = stops.index(self.count)
        dx, dy = VECTORS[direction]
        for j in (i + 1, i - 1):
            if not 0 <= j < len(stops):
                continue
            there = self.card_rect(pile, stops[j])
            vx, vy = there.centerx - here.centerx, there.centery - here.centery
            along, across = vx * dx + vy * dy, abs(vx * dy - vy * dx)
            if along > 0 and along >= across:
                self.count = stops[j]
                held = self.holding
                if held is not None and held[0] == pile:
                    self.table.selected = (pile, self.count)  # more or fewer cards held
                return True
        return False

    def _landing(self, pile: int, came_from: pygame.Rect) -> int:
        """On arriving at a pile: the stop nearest to where the focus came from."""
        held = self.holding
        if held is not None:
            return held[1] if held[0] == pile else min(1, self._pile_size(pile))
        centre = pygame.Vector2(came_from.center)
        return min(self.stops(pile),
                   key=lambda c: centre.distance_to(self.card_rect(pile, c).center))

    # --- acting ---------------------------------------------------------------------------
    def handle(self, name: str) -> bool:
        """Take an action name if it is the focus's; False leaves it to the table."""
        playing_for_me = getattr(self.table, "autoplaying", False)
        if playing_for_me and (name in (*DIRECTIONS, "send_home")
                               or name == "confirm" and self.button() is None):
            self.table.toggle_autoplay()  # the player takes over, as with the mouse
        if name in DIRECTIONS or name == "confirm":
            if not self.visible:
                self.awake = True  # the first press only shows where the focus is
                return True
            self.move(name) if name in DIRECTIONS else self.confirm()
            return True
        if name in ("cancel", "back"):
            if self.holding is not None:
                self.table.selected = None
                return True
            return name == "cancel"  # nothing held: cancel does nothing, back leaves
        if name == "send_home":
            self.awake = True
            if self.target[0] == "pile" and not self._send_home(self.target[1]):
                self._nudge()
            return True
        return False

    def confirm(self) -> None:
        table = self.table
        button = self.button()
        if button is not None:
            button.press()
            return
        if self.target[0] != "pile":
            return
        pile = self.target[1]
        held = self.holding
        if held is not None:
            if held[0] == pile:
                table.selected = None  # put back
                return
            for move in table.moves_from(*held):
                if move.dst == pile:
                    table.play(move)
                    self.count = min(1, self._pile_size(pile))
                    return
            self._nudge()
            return
        actions = table.pile_actions(pile)
        if actions:
            table.play(actions[0])
            self.count = min(max(self.count, 1), self._pile_size(pile))
            return
        if self.count and table.moves_from(pile, self.count):
            table.selected = (pile, self.count)
        else:
            self._nudge()

    def _send_home(self, pile: int) -> bool:
        """What a double click does: the table's own rule (cards, or whole runs, home)."""
        if self.table.outcome is not None:
            return False
        table_rule = getattr(self.table, "_send_home", None)
        if table_rule is not None:
            return bool(table_rule(pile))
        for move in foundation_moves(self.table.game, self.table.state):
            if move.src == pile:
                return self.table.play(move)
        return False

    def _nudge(self) -> None:
        self.nudge_until = pygame.time.get_ticks() + NUDGE_MS

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        view = self.table.view
        held = self.holding
        now = pygame.time.get_ticks()
        shake = round(math.sin(now / 18) * 5) if now < self.nudge_until else 0
        if held is not None:
            for move in self._moves_from(*held):
                pygame.draw.rect(surface, TARGET, view.pile_area(move.dst).inflate(8, 8), 2,
                                 border_radius=max(4, view.card_size[0] // 12))
        pulse = 0.5 + 0.5 * math.sin(now / 260)
        width = max(3, view.card_size[0] // 22)
        if self.target[0] == "button":
            rect = self.rect().move(shake, 0)
            self._ring(surface, [rect.inflate(10, 10)], width, pulse, rounded=rect.height // 3)
        else:
            pile = self.target[1]
            if held is not None and held[0] != pile:
                self._ghost(surface, held, view.pile_area(pile).move(shake, 0))
            self._ring(surface, self._outline(pile, shake), width, pulse)
        self._draw_prompts(surface)

    def _outline(self, pile: int, shake: int) -> list:
        """The marked cards' outline: a rect, or the corners of a turned card group."""
        view = self.table.view
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
        glow = tuple(round(c * (0.75 + 0.25 * pulse)) for c in RING)
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
        view, state = self.table.view, self.table.state
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
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=w // 12)
            surface.blit(shade, (round(x) + w // 12, round(y) + w // 9))
            surface.blit(image, (round(x), round(y)))

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        table = self.table
        mapper = getattr(table.app, "mapper", None)
        pad = prompt_device(mapper) == PAD
        held = self.holding
        cancel = "cancel" if pad else "back"
        if self.target[0] == "button":
            items = [("confirm", "Press")]
        elif held is not None:
            here = self.target[1] == held[0]
            items = [("confirm", "Put back" if here else "Drop here"), (cancel, "Cancel")]
            if here and len(self.stops(held[0])) > 1:
                items.append((("up", "down"), "More or fewer"))
        else:
            pile = self.target[1]
            actions = self._pile_actions(pile)
            items = []
            if actions:
                items.append(("confirm", "Deal" if actions[0].action == "stock" else "Play"))
            elif self.count and self._moves_from(pile, self.count):
                items.append(("confirm", "Pick up"))
            homes = set(table.game.foundations)
            if any(m.src == pile and m.dst in homes for m in self.legal_moves()):
                items.append(("send_home", "To foundation"))
            items += [("undo", "Undo"), ("hint", "Hint"), ("menu" if pad else "back", "Menu")]
        w, h = surface.get_size()
        bar = getattr(table, "bar", max(34, h // 20))
        size = max(14, round(bar * 0.42))
        probe = draw_prompts(surface, mapper, items, (0, 0), size, measure=True)
        left_room = min((b.rect.left for b in table.buttons if b.rect is not None), default=w)
        if probe.width + 40 <= left_room:
            y = h - bar // 2  # in the bottom bar, left of its buttons
        else:
            y = h - bar - probe.height // 2 - 10
        back = probe.inflate(20, 10)
        back.midleft = (8, y)
        layer = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (6, 20, 12, 200), layer.get_rect(), border_radius=back.h // 2)
        surface.blit(layer, back)
        draw_prompts(surface, mapper, items, (back.x + 10, back.centery), size)


def convex_hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The corners of the smallest convex polygon around the points (monotone chain)."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def half(seq):
        out: list[tuple[float, float]] = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return lower[:-1] + upper[:-1]
