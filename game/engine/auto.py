"""Moves a program may make for the player: cards to the foundations, all or only safe
(what "safe" means is safe_home's, shared with the solver), and `AutoHome`, a game's
rule that plays them by itself after every move.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from game.record import Record

from .game import Game
from .mechanism import Mechanism
from .moves import Move, StepRecorder
from .safe_home import SafeHome
from .state import GameState

_SAFE_HOME: WeakKeyDictionary[Game, SafeHome] = WeakKeyDictionary()


def foundation_moves(game: Game, state: GameState) -> list[Move]:
    homes = set(game.foundations)
    # An empty foundation that takes any card (or a base rank not chosen yet) is the
    # player's choice of a base: never made for them.
    return [m for m in game.card_moves(state)
            if m.dst in homes and m.src not in homes and m.count == 1
            and (state.piles[m.dst] or not _base_to_choose(game, state, m.dst))]


def _base_to_choose(game: Game, state: GameState, pile: int) -> bool:
    fill = game.pile_specs[pile].fill
    return fill.kind == "any" or (
        fill.kind == "base" and state.counters[game.counter_index(fill.counter)] == 0)


def safe_foundation_moves(game: Game, state: GameState) -> list[Move]:
    moves = foundation_moves(game, state)
    if not moves:
        return []
    rule = _SAFE_HOME.get(game)
    if rule is None:
        rule = _SAFE_HOME[game] = SafeHome.for_game(game)
    home = rule.home(state)
    return [m for m in moves if rule.is_safe(state.piles[m.src][-1], home)]


def first_legal_move(game: Game, state: GameState) -> Move | None:
    """'Play it for me' for games of pure chance: foundation moves first, else the first
    legal move the rules offer (the order of legal_moves is deterministic)."""
    moves = foundation_moves(game, state) or game.legal_moves(state)
    return moves[0] if moves else None


class AutoHome(Mechanism, Record):
    """AisleRiot's forced moves home, as a game's own rule (not the player's setting):
    after every move, cards go to the foundations by themselves, one after another,
    while any may — every card that fits (`every_card`, Baker's Game) or only the safe
    ones (FreeCell's script). The deal is left as dealt: the first move sends home.

    It looks at piles by kind only and plays only moves the rules allow, so the solver's
    symmetries and safe moves stay sound (`position_blind`)."""

    __slots__ = ("every_card",)
    position_blind = True

    def __init__(self, every_card: bool = True) -> None:
        self.every_card = every_card

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        if not rec.steps:     # the deal: nothing played yet
            return
        pick = foundation_moves if self.every_card else safe_foundation_moves
        for _card in range(game.total_cards):
            moves = pick(game, state)
            if not moves:
                return
            rec.move(moves[0].src, moves[0].dst, 1)
