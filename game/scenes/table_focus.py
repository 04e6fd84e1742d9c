"""Keyboard and pad play on the table: a visible focus on a pile (or a HUD button).

The focus marks the card that would be picked and the cards above it. Arrows, the D-pad
or the stick walk it over the cards of a fan while there are more that can be picked
together, then on to the nearest pile (or button) in that direction on the screen —
rotated piles and any layout alike, from the table view's screen rectangles; where that
rule would leave a card nobody's nearest (a pyramid's overlapping rows), a few arrows are
redirected so every card stays in reach (focus_routes). Places the table no longer draws
are passed by. Confirm picks the marked cards up (the table's click-then-click selection,
so mouse and keys mix), confirm again drops them on the focused pile; cancel puts them
back; send-home plays the focused pile's card to a foundation. A pile with its own action
(the stock) does it.

The table holds one `TableFocus`; it sees only action names, and draws over the table.
It reads the table's model and view, plays and holds cards through the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.layout.geometry import fan_room
from game.scenes.focus import VECTORS, Ranking, Spans
from game.scenes.focus_draw import FocusDrawing
from game.scenes.focus_routes import connect

if TYPE_CHECKING:  # pragma: no cover
    from game.render.table_view import TableView
    from game.scenes.table_autoplay import AutoPlayer
    from game.scenes.table_hud import TableHud
    from game.scenes.table_model import TableModel
    from game.scenes.table_moves import ReachableMoves

DIRECTIONS = tuple(VECTORS)
NUDGE_MS = 260
KEPT_RANKINGS = 20_000  # arrows ranked from stops, kept for the next moves (see routes)


class TableFocus(FocusDrawing):
    """`relayout()`: lay the table out anew, the cards gliding to their places (the
    keys' prompts strip takes room once the focus wakes)."""

    def __init__(self, app, model: TableModel, view: TableView, moves: ReachableMoves,
                 hud: TableHud, autoplay: AutoPlayer, relayout: Callable[[], None]) -> None:
        self.app, self.model, self.view, self.moves = app, model, view, moves
        self.hud, self.autoplay, self.relayout = hud, autoplay, relayout
        self.target: tuple[str, object] = ("pile", self._first_pile())
        self.count = 1                 # cards the focus marks on its pile (0: the base)
        self.strip_rect: pygame.Rect | None = None  # the prompts strip, as last drawn
        mapper = getattr(app, "mapper", None)
        self._awake = mapper is not None and mapper.last_device != "mouse"
        self.nudge_until = 0
        self._legal: tuple[object, list] = (None, [])
        self._counts_of: tuple[list | None, dict] = (None, {})
        self._lanes: tuple[object, list] = (None, [])
        self._routes: tuple[object, dict] = (None, {})
        self._ranks: tuple[object, Spans | None, dict] = (None, None, {})  # see routes
        self._mended = False  # did the last graph need mending (its rankings read whole)?
        self._button_rect: pygame.Rect | None = None

    # --- what is where ----------------------------------------------------------------------
    def _first_pile(self) -> int:
        piles = self.view.piles
        gone = self.view.vanished(self.model.state)
        for kind in ("tableau", "stock", "slot"):
            for i, p in enumerate(piles):
                if p.kind == kind and i not in gone:
                    return i
        return next((i for i, p in enumerate(piles)
                     if p.kind != "decoration" and i not in gone), 0)

    @property
    def awake(self) -> bool:
        """Have keys or a pad taken the focus at this table (it shows while they are used
        last)?"""
        return self._awake

    @awake.setter
    def awake(self, value: bool) -> None:
        woke = value and not self._awake
        self._awake = value
        if woke:  # from now on the table keeps room for the keys' prompts strip
            self.relayout()  # (TableHud.layout): the cards glide clear of it

    @property
    def visible(self) -> bool:
        mapper = getattr(self.app, "mapper", None)
        return self.awake and (mapper is None or mapper.last_device != "mouse")

    @property
    def holding(self) -> tuple[int, int] | None:
        return self.model.selected

    def _pile_size(self, pile: int) -> int:
        return len(self.model.state.piles[pile])

    def stops(self, pile: int) -> list[int]:
        """The counts the focus can mark on a pile: those a legal move can take (held
        cards: only those), the top card anyway, 0 for an empty pile."""
        n = self._pile_size(pile)
        counts = {c for c in self._counts().get(pile, ()) if c <= n}
        held = self.holding
        if held is not None and held[0] == pile:
            return sorted(counts | {held[1]})
        return sorted(counts | {1}) if n else [0]

    def _counts(self) -> dict[int, set[int]]:
        """Per pile, the counts of cards the legal moves take from it (read once per
        position: `stops` asks for every stop of the graph)."""
        moves = self.legal_moves()
        if self._counts_of[0] is not moves:
            counts: dict[int, set[int]] = {}
            for m in moves:
                if m.dst >= 0 and m.action != "stock" and m.count > 0:
                    counts.setdefault(m.src, set()).add(m.count)
            self._counts_of = (moves, counts)
        return self._counts_of[1]

    def legal_moves(self) -> list:
        """The engine's legal moves, asked once per position (drawing asks every frame)."""
        key = self.model.state.key()
        if self._legal[0] != key:
            self._legal = (key, self.model.game.legal_moves(self.model.state))
        return self._legal[1]

    def _moves_from(self, pile: int, count: int) -> list:
        return [m for m in self.legal_moves() if m.src == pile and m.dst >= 0
                and m.count == count and m.action != "stock"]

    def _pile_actions(self, pile: int) -> list:
        return [m for m in self.legal_moves()
                if m.src == pile and (m.action == "stock" or m.dst < 0)]

    def card_rect(self, pile: int, count: int) -> pygame.Rect:
        n = self._pile_size(pile)
        view = self.view
        if n == 0 or count == 0 or len(view.positions[pile]) != n:
            return view.base_rect(pile)
        return view.card_rect(pile, n - min(count, n))

    def lane(self, pile: int) -> pygame.Rect:
        """The screen room a pile takes: its cards, and the room a column may grow into
        (so a short column still sits beside a long one)."""
        view = self.view
        n = len(view.positions[pile])
        rect = view.base_rect(pile)
        if n:
            rect.union_ip(view.card_rect(pile, 0))
            rect.union_ip(view.card_rect(pile, n - 1))
        p = view.piles[pile]
        if p.fan in ("down", "up") and not p.rotation % 180:
            room = fan_room(p, view.layout, view.bounds) * view.transform.scale
            base = view.base_rect(pile)
            top = base.y if p.fan == "down" else base.bottom - room
            rect.union_ip(pygame.Rect(base.x, round(top), base.width, round(room)))
        return rect

    def targets(self) -> list[tuple[tuple[str, object], pygame.Rect]]:
        """Everything the focus can go to, with its screen room: piles, then buttons."""
        view = self.view
        key = (self.model.state.key(), tuple(view.area), view.card_size, view.layout.mirrored)
        if self._lanes[0] != key:  # the rooms change with the cards, window and handedness
            gone = view.vanished(self.model.state)
            self._lanes = (key, [(("pile", i), self.lane(i)) for i, p in enumerate(view.piles)
                                 if p.kind != "decoration" and i not in gone])
        found = list(self._lanes[1])
        found += [(("button", b.label), pygame.Rect(b.rect)) for b in self.hud.all_buttons()
                  if b.rect is not None and b.enabled]
        return found

    def button(self):
        if self.target[0] != "button":
            return None
        return next((b for b in self.hud.all_buttons() if b.label == self.target[1]), None)

    def rect(self) -> pygame.Rect:
        """Where the focus is on the screen now."""
        if self.target[0] == "button":
            b = self.button()
            if b is None and self._button_rect is not None:  # relabelled ("Stop"), or gone
                here = pygame.Vector2(self._button_rect.center)
                near = [x for x in self.hud.all_buttons() if x.rect is not None
                        and here.distance_to(x.rect.center) < x.rect.height]
                b = near[0] if near else None
                if b is not None:
                    self.target = ("button", b.label)
            if b is not None and b.rect is not None:
                self._button_rect = pygame.Rect(b.rect)
                return pygame.Rect(b.rect)
            self.target, self.count = ("pile", self._first_pile()), 1  # the button went
        pile = self.target[1]
        if pile in self.view.vanished(self.model.state):
            pile = self._step_off(pile)
        self.count = min(self.count, self._pile_size(pile))
        if self.count == 0 and self._pile_size(pile):
            self.count = 1
        return self.card_rect(pile, self.count)

    def _step_off(self, pile: int) -> int:
        """The focus was on a place that went (its last card played): the nearest pile
        drawn takes it."""
        here = self.view.base_rect(pile)
        centre = pygame.Vector2(here.center)
        piles = [(key, rect) for key, rect in self.targets() if key[0] == "pile"]
        if not piles:
            return pile
        key, _ = min(piles, key=lambda item: centre.distance_to(item[1].center))
        self.target, self.count = key, self._landing(key[1], here)
        return key[1]

    # --- moving ---------------------------------------------------------------------------
    def move(self, direction: str) -> None:
        self.rect()  # settled first: off a place that went, onto a button that stayed
        here = self.target
        count = self.count if here[0] == "pile" else 0
        if here[0] == "pile" and count not in (stops := self.stops(here[1])):
            count = min(stops, key=lambda c: abs(c - count))  # the cards changed under it
        ways = self.routes().get((here, count))
        if ways is None:
            return
        target, count = ways[direction]
        held = self.holding
        if target[0] == "pile":
            if target == here and held is not None and held[0] == target[1]:
                self.model.select(target[1], count)  # more or fewer cards held
            self.target, self.count = target, count
        else:
            self.target = target
            self._button_rect = dict(self.targets())[target]

    def routes(self) -> dict:
        """Where each arrow leads from every stop of every pile and from every button: along
        a fan while there are more stops that way, else to the nearest thing ahead on the
        screen — mended where that would leave a place out of reach (focus_routes)."""
        targets = self.targets()
        key = (self._lanes[0], self.holding, [(k, tuple(r)) for k, r in targets])
        if self._routes[0] == key:
            return self._routes[1]
        graph, ahead = {}, {}
        # A move changes a few stops: the rankings from the others are kept while the
        # targets' rooms stay as they are (a Die Arena move: 12 ms -> 1.5 ms), up to
        # KEPT_RANKINGS of them in a long game.
        if self._ranks[0] != key[2] or len(self._ranks[2]) > KEPT_RANKINGS:
            self._ranks = (key[2], Spans(targets), {})
        spans, known = self._ranks[1], self._ranks[2]
        for target, rect in targets:
            pile = target[1] if target[0] == "pile" else None
            for count in self.stops(pile) if pile is not None else (0,):
                node = (target, count)
                here = self.card_rect(pile, count) if pile is not None else rect
                ways = graph[node] = {}
                for direction in DIRECTIONS:
                    step = None if pile is None else self._walk(pile, count, here, direction)
                    if step is not None:
                        ways[direction] = (target, step)
                        continue
                    seen = (target, here.x, here.y, here.w, here.h, direction)
                    order = known.get(seen)
                    if order is None:  # the best alone, unless the last graph was mended:
                        order = known[seen] = Ranking(  # (mending reads them all)
                            here, spans, direction, skip=target, whole=self._mended)
                    ahead[node, direction] = (order, here)
                    ways[direction] = node if order.first is None else \
                        self._arrival(order.first, here)

        mended = []

        def choices(node, direction):
            mended.append(True)
            if (node, direction) not in ahead:
                return ()
            order, here = ahead[node, direction]
            return (self._arrival(k, here) for k in order.keys())

        if graph:
            connect(graph, next(iter(graph)), choices, group=lambda node: node[0])
        self._mended = bool(mended)
        self._routes = (key, graph)
        return graph

    def _arrival(self, target: tuple[str, object], came_from: pygame.Rect) -> tuple:
        """The stop an arrow from `came_from` lands on: a pile's nearest, or a button."""
        if target[0] != "pile":
            return (target, 0)
        return (target, self._landing(target[1], came_from))

    def _walk(self, pile: int, count: int, here: pygame.Rect, direction: str) -> int | None:
        """The next stop along the pile's fan that lies in `direction` from `count`, if any."""
        stops = self.stops(pile)
        if count not in stops:
            return None
        i = stops.index(count)
        dx, dy = VECTORS[direction]
        for j in (i + 1, i - 1):
            if not 0 <= j < len(stops):
                continue
            there = self.card_rect(pile, stops[j])
            vx, vy = there.centerx - here.centerx, there.centery - here.centery
            along, across = vx * dx + vy * dy, abs(vx * dy - vy * dx)
            if along > 0 and along >= across:
                return stops[j]
        return None

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
        if self.model.autoplaying and (name in (*DIRECTIONS, "send_home")
                                       or name == "confirm" and self.button() is None):
            self.autoplay.toggle()  # the player takes over, as with the mouse
        if name in DIRECTIONS or name == "confirm":
            if not self.visible:
                self.awake = True  # the first press only shows where the focus is
                return True
            self.move(name) if name in DIRECTIONS else self.confirm()
            return True
        if name in ("cancel", "back"):
            if self.holding is not None:
                self.model.deselect()
                return True
            return name == "cancel"  # nothing held: cancel does nothing, back leaves
        if name == "send_home":
            self.awake = True
            if self.target[0] == "pile" and not self._send_home(self.target[1]):
                self._nudge()
            return True
        return False

    def confirm(self) -> None:
        model, moves = self.model, self.moves
        button = self.button()
        if button is not None:
            button.press()
            self.rect()  # settle now if the press relabelled or removed the button
            return
        if self.target[0] != "pile":
            return
        pile = self.target[1]
        held = self.holding
        if held is not None:
            if held[0] == pile:
                model.deselect()  # put back
                return
            for move in moves.moves_from(*held):
                if move.dst == pile:
                    model.play(move)
                    self.count = min(1, self._pile_size(pile))
                    return
            self._nudge()
            return
        actions = moves.pile_actions(pile)
        if actions:
            model.play(actions[0])
            self.count = min(max(self.count, 1), self._pile_size(pile))
            return
        if self.count and moves.moves_from(pile, self.count):
            model.select(pile, self.count)
        else:
            moves.stock_refused(pile)  # (a stock that cannot deal says so)
            self._nudge()

    def _send_home(self, pile: int) -> bool:
        """What a double click does: the table's own rule (cards, or whole runs, home)."""
        return self.model.outcome is None and self.moves.send_home(pile)

    def _nudge(self) -> None:
        self.nudge_until = pygame.time.get_ticks() + NUDGE_MS
