"""Moves, their atomic steps, and unlimited undo/redo.

A `Move` is what a player (or the solver) chooses: "move 3 cards from pile 4 to pile 9",
"click the stock", "remove this pair", "coup de grâce". Playing it produces a `Turn`: the
move plus the atomic steps it caused, automatic follow-ups included (a card turned up, an
ace returning). Steps are plain tuples so applying and undoing them is cheap; each step
has an exact inverse, so undo never needs to know the rules.

Steps:
    (MOVE, src, dst, n)          top n cards of src onto dst, order kept
    (TURN, src, dst, n)          top n cards of src onto dst one by one: reversed, flipped
    (FLIP, pile, i)              turn card i of pile over
    (COUNTER, i, old, new)       set counter i
    (SET, pile, old, new)        replace a pile's cards (shuffles, gathers, grid shifts)
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .cards import Card, card_code, parse_card
from .state import GameState

MOVE, TURN, FLIP, COUNTER, SET = "move", "turn", "flip", "counter", "set"

Step = tuple


class Move(NamedTuple):
    """A choice. `action` is "move" for cards changing piles, else the game's own word
    ("stock", "pair", "coup", …). `src`/`dst` are pile indices or -1."""

    action: str
    src: int = -1
    dst: int = -1
    count: int = 1


def stock_move(pile: int) -> Move:
    return Move("stock", pile, -1, 0)


class Turn(NamedTuple):
    move: Move
    steps: tuple[Step, ...]


def apply_step(state: GameState, step: Step) -> None:
    kind = step[0]
    piles = state.piles
    if kind == MOVE:
        _, src, dst, n = step
        cards = piles[src]
        piles[src] = cards[:-n]
        piles[dst] = piles[dst] + cards[-n:]
    elif kind == TURN:
        _, src, dst, n = step
        cards = piles[src]
        piles[src] = cards[:-n]
        piles[dst] = piles[dst] + tuple(c.flipped() for c in reversed(cards[-n:]))
    elif kind == FLIP:
        _, pile, i = step
        cards = piles[pile]
        piles[pile] = cards[:i] + (cards[i].flipped(),) + cards[i + 1:]
    elif kind == COUNTER:
        state.counters[step[1]] = step[3]
    elif kind == SET:
        piles[step[1]] = step[3]
    else:
        raise ValueError(f"unknown step {step!r}")


def inverse(step: Step) -> Step:
    kind = step[0]
    if kind in (MOVE, TURN):
        return (kind, step[2], step[1], step[3])
    if kind == FLIP:
        return step
    if kind in (COUNTER, SET):
        return (kind, step[1], step[3], step[2])
    raise ValueError(f"unknown step {step!r}")


def apply_steps(state: GameState, steps: tuple[Step, ...] | list[Step]) -> None:
    for step in steps:
        apply_step(state, step)


def undo_steps(state: GameState, steps: tuple[Step, ...] | list[Step]) -> None:
    for step in reversed(steps):
        apply_step(state, inverse(step))


class StepRecorder:
    """Applies steps to a state as it records them, so rules can look at the result of
    one step before choosing the next (e.g. flip the card a move exposed)."""

    __slots__ = ("state", "steps")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.steps: list[Step] = []

    def add(self, step: Step) -> None:
        apply_step(self.state, step)
        self.steps.append(step)

    def move(self, src: int, dst: int, n: int = 1) -> None:
        if n:
            self.add((MOVE, src, dst, n))

    def turn(self, src: int, dst: int, n: int) -> None:
        if n:
            self.add((TURN, src, dst, n))

    def flip(self, pile: int, i: int = -1) -> None:
        self.add((FLIP, pile, i % len(self.state.piles[pile])))

    def counter(self, i: int, value: int) -> None:
        old = self.state.counters[i]
        if old != value:
            self.add((COUNTER, i, old, value))

    def set_pile(self, pile: int, cards: tuple[Card, ...]) -> None:
        old = self.state.piles[pile]
        if old != cards:
            self.add((SET, pile, old, tuple(cards)))


# --- plain data for saves (pile and counter names, card codes) -----------------------

def turn_to_data(turn: Turn, state: GameState) -> list[Any]:
    names, counters = state.pile_names, state.counter_names

    def pile_name(i: int) -> str:
        return names[i] if i >= 0 else ""

    move = turn.move
    data: list[Any] = [[move.action, pile_name(move.src), pile_name(move.dst), move.count]]
    for step in turn.steps:
        kind = step[0]
        if kind in (MOVE, TURN):
            data.append([kind, names[step[1]], names[step[2]], step[3]])
        elif kind == FLIP:
            data.append([kind, names[step[1]], step[2]])
        elif kind == COUNTER:
            data.append([kind, counters[step[1]], step[2], step[3]])
        else:
            data.append([kind, names[step[1]], [card_code(c) for c in step[2]],
                         [card_code(c) for c in step[3]]])
    return data


def turn_from_data(data: list[Any], state: GameState) -> Turn:
    """Inverse of `turn_to_data`; raises ValueError/KeyError/IndexError on bad data."""

    def pile(name: str) -> int:
        return state.index(name) if name else -1

    action, src, dst, count = data[0]
    move = Move(str(action), pile(src), pile(dst), int(count))
    steps: list[Step] = []
    for item in data[1:]:
        kind = item[0]
        if kind in (MOVE, TURN):
            steps.append((kind, state.index(item[1]), state.index(item[2]), int(item[3])))
        elif kind == FLIP:
            steps.append((kind, state.index(item[1]), int(item[2])))
        elif kind == COUNTER:
            steps.append((kind, state.counter_index(item[1]), int(item[2]), int(item[3])))
        elif kind == SET:
            steps.append((kind, state.index(item[1]), tuple(map(parse_card, item[2])),
                          tuple(map(parse_card, item[3]))))
        else:
            raise ValueError(f"unknown step kind {kind!r}")
    return Turn(move, tuple(steps))
