"""Choreography: how a turn or a deal is shown, worked out from what the engine did.

The engine only records steps; here we read them back to give the sprites delays,
waypoints and flips so the table tells the story: a deal flies out card by card in the
rules' own order; automatic moves travel one after the other; a card turns over after
the card covering it has left; a redeal gathers the cards, riffles them in two halves
and lays them out again. Every timing scales with the speed setting; instant has none.
"""

from __future__ import annotations

from game.engine.cards import Card
from game.engine.moves import FLIP, MOVE, SET, TURN, Turn, apply_step, undo_steps
from game.engine.state import GameState

from .sprites import SpriteBook, tempo

DEAL_STAGGER = 0.035    # seconds between cards of a deal, at normal speed
DEAL_FLIGHT = 0.22      # roughly how long one dealt card is in the air
STEP_STAGGER = 0.14     # between the moves of one turn (auto-moves to the foundation)
GATHER_STAGGER = 0.006  # between cards flying to the gather point
RIFFLE_HOLD = 0.45      # the two halves wait, then merge
LAY_STAGGER = 0.025     # between cards laid out again


def deal(book: SpriteBook, order: list[tuple[int, Card]], rate: float) -> float:
    """Cards fly from where they start (the stock) in deal order; face-up cards turn on
    landing. Returns the seconds the deal takes."""
    speed = tempo(rate)
    if not speed:
        return 0.0
    last: dict[int, int] = {}
    for k, (_, card) in enumerate(order):
        last[int(card.face_up())] = k
    for key, k in last.items():
        sprite = book.sprites.get(key)
        if sprite is None:
            continue
        sprite.delay = k * DEAL_STAGGER / speed
        if sprite.card.is_face_up:
            sprite.start_flip(sprite.card.face_down(), sprite.delay + DEAL_FLIGHT / speed)
    return (len(order) * DEAL_STAGGER + DEAL_FLIGHT) / speed


def turn(book: SpriteBook, after: GameState, played: Turn, rate: float,
         gather_at: tuple[float, float], card_width: float, shuffles: bool = False) -> None:
    """Stagger the steps of one turn; a turn that re-lays cards gets the redeal beats."""
    speed = tempo(rate)
    if not speed or not played.steps:
        return
    state = after.copy()
    undo_steps(state, played.steps)
    beat = -1
    relaid: list[Card] = []
    for step in played.steps:
        kind = step[0]
        if kind in (MOVE, TURN):
            moved = state.piles[step[1]][-step[3]:]
            beat += 1  # a whole turned-over talon moves as one pack: same delay for all
            for card in moved:
                sprite = book.get(card)
                if sprite is not None:
                    sprite.delay = beat * STEP_STAGGER / speed
                    if kind == TURN and sprite.flip < 1.0:  # (Spider's deal) a card waiting
                        sprite.flip_delay = sprite.delay  # on the stock turns as it sets off
        elif kind == FLIP:
            card = state.piles[step[1]][step[2]]
            sprite = book.get(card)
            if sprite is not None:
                sprite.flip_delay = max(beat, 0) * STEP_STAGGER / speed + 0.1 / speed
        elif kind == SET:
            relaid.extend(c for c in step[3] if c not in relaid)
        apply_step(state, step)
    if len(relaid) > 1:
        redeal(book, relaid, speed, gather_at, card_width, shuffles)


def redeal(book: SpriteBook, cards: list[Card], speed: float,
           gather_at: tuple[float, float], card_width: float, shuffles: bool = True) -> None:
    """Gather to one place, riffle in two halves where the rules shuffle, lay out again
    in order."""
    cx, cy = gather_at
    half = card_width * 0.6 if shuffles else 0.0
    sprites = [s for s in (book.get(c) for c in cards) if s is not None]
    gather_time = len(sprites) * GATHER_STAGGER / speed
    for i, sprite in enumerate(sprites):
        side = -half if i % 2 else half
        sprite.delay = i * GATHER_STAGGER / speed
        wait = gather_time - sprite.delay + RIFFLE_HOLD / speed
        sprite.waypoints = [(cx + side, cy, wait),
                            (cx, cy, i * LAY_STAGGER / speed + 0.05 / speed)]
