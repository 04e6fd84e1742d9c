"""Mouse play on the table: drag and drop with legal targets highlighted, click a card
then a pile, double-click sends home, right button peeks, click a pile for its action.
It asks the table's reachable moves and plays and holds cards through the model."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input.intents import PointerDown, PointerMove, PointerUp
from game.render.table_view import Drag, TableView
from game.scenes.table_events import Changed

if TYPE_CHECKING:  # pragma: no cover
    from game.scenes.table_autoplay import AutoPlayer
    from game.scenes.table_hud import TableHud
    from game.scenes.table_model import TableModel
    from game.scenes.table_moves import ReachableMoves

DRAG_THRESHOLD = 5  # px before a press becomes a drag


class TablePointer:
    def __init__(self, model: TableModel, view: TableView, moves: ReachableMoves,
                 hud: TableHud, autoplay: AutoPlayer) -> None:
        self.model, self.view, self.moves = model, view, moves
        self.hud, self.autoplay = hud, autoplay
        self.drag: Drag | None = None
        self.highlights: tuple[int, ...] = ()
        self.peek: tuple[int, int] | None = None
        model.subscribe(Changed, self.position_changed)

    def press(self, intent: PointerDown) -> None:
        model, view, moves = self.model, self.view, self.moves
        if model.autoplaying and not any(b.hit(intent.pos) for b in self.hud.special_buttons):
            self.autoplay.toggle()  # the player takes over
        if intent.button == 3:
            hit = view.hit(intent.pos)
            # a covered card shown whole; a face-down one stays hidden (no peeking at
            # what the rules keep secret, as in every other patience program)
            if hit and hit[1] >= 0 and model.state.piles[hit[0]][hit[1]].is_face_up:
                self.peek = hit
            return
        if intent.button != 1:
            return
        for button in self.hud.all_buttons():
            if button.hit(intent.pos):
                button.press()
                return
        hit = view.hit(intent.pos)
        if hit is None:
            model.deselect()
            return
        pile, index = hit
        actions = moves.pile_actions(pile)
        if actions:
            model.play(actions[0])
            return
        if moves.stock_refused(pile):
            return
        if model.selected is not None and self._play_to(pile):
            return
        if intent.clicks == 2 and moves.send_home(pile):
            return
        if index < 0:
            return
        count = len(model.state.piles[pile]) - index
        reachable = moves.moves_from(pile, count)
        if reachable:
            rect = view.card_rect(pile, index)
            self.drag = Drag(pile, count, (intent.pos[0] - rect.x, intent.pos[1] - rect.y),
                             intent.pos)
            self.highlights = tuple(m.dst for m in reachable)
        else:
            model.deselect()

    def position_changed(self, _event: Changed | None = None) -> None:
        """The cards moved under the pointer (an undo by key, the computer's move, a
        redeal): a drag is let go and a peek ends, so neither points past a pile's end."""
        self.drag = None
        self.highlights = ()
        self.peek = None

    def _play_to(self, pile: int) -> bool:
        src, count = self.model.selected
        for move in self.moves.moves_from(src, count):
            if move.dst == pile:
                return self.model.play(move)
        return False

    def motion(self, intent: PointerMove) -> None:
        for button in self.hud.all_buttons():
            button.hovered = button.hit(intent.pos)
        drag = self.drag
        if drag is None:
            return
        dx, dy = intent.pos[0] - drag.pos[0], intent.pos[1] - drag.pos[1]
        if not drag.moved and abs(dx) + abs(dy) < DRAG_THRESHOLD:
            return
        drag.moved = True
        drag.pos = intent.pos

    def release(self, intent: PointerUp) -> None:
        model, view = self.model, self.view
        if intent.button == 3:
            self.peek = None
            return
        drag, self.drag = self.drag, None
        self.highlights = ()
        if drag is None:
            return
        if not drag.moved:  # a click: select for click-then-click moves
            if model.selected == (drag.pile, drag.count):
                model.deselect()
            else:
                model.select(drag.pile, drag.count)
            return
        x, y = drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1]
        dropped = pygame.Rect(round(x), round(y), *view.card_size)
        best, best_area = None, 0
        for move in self.moves.moves_from(drag.pile, drag.count):
            overlap = dropped.clip(view.pile_area(move.dst))
            area = overlap.width * overlap.height
            if area > best_area:
                best, best_area = move, area
        self._start_from(drag, x, y)
        if best is not None:
            model.play(best)

    def _start_from(self, drag: Drag, x: float, y: float) -> None:
        """Dropped cards start their glide (home or back) from where they were let go."""
        view, cards = self.view, self.model.state.piles[drag.pile][-drag.count:]
        base = view.positions[drag.pile][-drag.count]
        for j, c in enumerate(cards):
            sprite = view.sprites.get(c)
            if sprite is not None:
                px, py = view.positions[drag.pile][-drag.count + j]
                sprite.x, sprite.y = x + px - base[0], y + py - base[1]
