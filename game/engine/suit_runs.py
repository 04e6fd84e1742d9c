"""Runs of one suit from king down to ace: the goal of Spider, Scorpion and their kin.

Helpers for games whose cards end up sorted into complete same-suit runs (K, Q … A in
the game's rank order), on the tableau or on foundations:

- `top_run`, `is_full_run`, `is_sorted`: how long the suit run on a pile's top is, whether
  a pile is exactly one complete run, whether the whole game is sorted that way (the win
  of Scorpion, Ten Across, Diamond Mine, Spider played "in the tableau");
- `suit_pairs`: face-up cards lying on their same-suit successor (Spider-like scores);
- `RunsHome`: hooks that take a complete run off the tableau onto an empty foundation,
  by themselves or when the player drags the run there (Spider);
- `RunsToFoundation`: a same-suit run goes home in one drag, card by card (Odessa,
  Seahaven-like games whose foundations rise in suit);
- `only_relocations`: an is_lost test — all that is left is moving whole piles onto
  empty piles of the same kind, which changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from .build_rules import IDENTITY, fits_table
from .cards import IS_FACE_UP, RANK_OF, SUIT_OF, Card
from .game import Game
from .mechanism import Mechanism
from .moves import Move, StepRecorder
from .spec import Build
from .state import GameState

HOME = "run_home"  # the special move: a run goes to a foundation (dragged like a card move)


def in_suit_below(game: Game, below: Card, above: Card) -> bool:
    """Does `above` lie in order on `below`: both face up, same suit, one rank lower?"""
    pos = game.rank_position
    return (IS_FACE_UP[below] and IS_FACE_UP[above] and SUIT_OF[below] == SUIT_OF[above]
            and pos[RANK_OF[above]] == pos[RANK_OF[below]] - 1)


def top_run(game: Game, cards: tuple[Card, ...]) -> int:
    """Length of the face-up same-suit run (each card one lower) on top of a pile."""
    if not cards or not IS_FACE_UP[cards[-1]]:
        return 0
    n = 1
    while n < len(cards) and in_suit_below(game, cards[-n - 1], cards[-n]):
        n += 1
    return n


def top_run_by(game: Game, cards: tuple[Card, ...], build: Build) -> int:
    """Length of the face-up run on top of a pile in which each card follows `build`
    on the card below it (`top_run` is this for one suit, each card one lower)."""
    if not cards or not IS_FACE_UP[cards[-1]]:
        return 0
    fits = fits_table(build, game.spec.rank_order)
    n = 1
    while (n < len(cards) and IS_FACE_UP[cards[-n - 1]]
           and (cards[-n] & IDENTITY) in fits[cards[-n - 1] & IDENTITY]):
        n += 1
    return n


def run_size(game: Game) -> int:
    """Cards in a complete run: every rank of the game once (13 in a full pack)."""
    return len(game.spec.rank_order)


def has_full_run(game: Game, cards: tuple[Card, ...]) -> bool:
    """Does the pile end in a complete run, king (or highest rank) down to ace?"""
    order = game.spec.rank_order
    size = len(order)
    # The ends first: seldom an ace on top under a king (asked after every Spider turn).
    return (len(cards) >= size and RANK_OF[cards[-1]] == order[0]
            and RANK_OF[cards[-size]] == order[-1] and top_run(game, cards) >= size)


def is_full_run(game: Game, cards: tuple[Card, ...]) -> bool:
    """Is the pile exactly one complete run?"""
    return len(cards) == run_size(game) and has_full_run(game, cards)


def is_sorted(game: Game, state: GameState, group: str = "tableau") -> bool:
    """Every pile of the group is empty or one complete run, and every other card of
    the deck lies on a foundation (so stock, waste and cells are empty)."""
    piles = state.piles
    in_group = 0
    for i in game.groups[group]:
        if piles[i]:
            if not is_full_run(game, piles[i]):
                return False
            in_group += len(piles[i])
    home = sum(len(piles[f]) for f in game.foundations)
    return in_group + home == game.total_cards


def full_runs(game: Game, state: GameState, group: str = "tableau") -> int:
    """Piles of the group that are exactly one complete run."""
    return sum(1 for i in game.groups[group] if is_full_run(game, state.piles[i]))


def suit_pairs(game: Game, state: GameState, group: str = "tableau") -> int:
    """Face-up cards lying on their face-up same-suit successor, over a group's piles."""
    count = 0
    for i in game.groups[group]:
        cards = state.piles[i]
        count += sum(1 for k in range(1, len(cards)) if in_suit_below(game, cards[k - 1],
                                                                       cards[k]))
    return count


def send_home(rec: StepRecorder, src: int, dst: int, n: int) -> None:
    """Move the top n cards one by one, so the lowest arrives first and the pile rises."""
    for _ in range(n):
        rec.move(src, dst, 1)


def flip_top(rec: StepRecorder, pile: int) -> None:
    cards = rec.state.piles[pile]
    if cards and not IS_FACE_UP[cards[-1]]:
        rec.flip(pile)


def only_relocations(game: Game, state: GameState) -> bool:
    """True when every legal move carries a whole pile onto an empty pile of the same
    group: the position only gets rearranged, never changes, so the game is lost."""
    if game.is_won(state):
        return False
    piles, groups = state.piles, game.group_of
    for m in game.legal_moves(state):
        if not (m.action == "move" and m.count == len(piles[m.src]) and not piles[m.dst]
                and groups[m.src] == groups[m.dst]):
            return False
    return True


@dataclass(frozen=True)
class RunsHome(Mechanism):
    """A complete run on top of a tableau pile leaves for an empty foundation: at once
    after every turn (`automatic`), or when the player drags it there (a "run_home" move)."""

    automatic: bool = True
    tableau: str = "tableau"
    foundation: str = "foundation"

    def _complete(self, game: Game, state: GameState) -> list[int]:
        return [i for i in game.groups[self.tableau] if has_full_run(game, state.piles[i])]

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        if self.automatic:
            return []
        empty = [f for f in game.groups[self.foundation] if not state.piles[f]]
        size = run_size(game)
        return [Move(HOME, src, f, size) for src in self._complete(game, state) for f in empty]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        send_home(rec, move.src, move.dst, move.count)
        flip_top(rec, move.src)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        if not self.automatic:
            return
        size = run_size(game)
        while True:  # a pile may hold two complete runs, one on the other
            complete = self._complete(game, state)
            home = next((f for f in game.groups[self.foundation] if not state.piles[f]), None)
            if not complete or home is None:
                return
            send_home(rec, complete[0], home, size)
            flip_top(rec, complete[0])


@dataclass(frozen=True)
class RunsToFoundation(Mechanism):
    """A face-up same-suit run (each card one lower) goes to the foundation that takes
    its top card, card by card, in one drag. Single cards stay ordinary moves. `build`
    (if set) is what makes a run instead (Zebra: down in alternate colours), for
    foundations that climb by that rule reversed."""

    tableau: str = "tableau"
    build: Build | None = None
    # Only a shorthand for single moves home, its piles read by group: the solver's
    # symmetries and safe moves home stay sound (solver/canonical.py).
    position_blind = True

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        moves = []
        for src in game.groups[self.tableau]:
            cards = state.piles[src]
            run = top_run(game, cards) if self.build is None else top_run_by(game, cards,
                                                                            self.build)
            if run < 2:
                continue
            for f in game.foundations:
                if game.can_drop(state, src, 1, f):
                    moves += [Move(HOME, src, f, n) for n in range(2, run + 1)]
        return moves

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        send_home(rec, move.src, move.dst, move.count)
        flip_top(rec, move.src)
