"""Moves home that dominate: where one is legal, an exhaustive search tries it alone.

A move of a card c to a foundation dominates every other move of its position — if any
line wins from the position, a line wins after that move — when

1. the foundations keep their cards (nothing comes back from them);
2. no card left out could want to lie on c anywhere but on a foundation: every card that
   another pile's build rule lets lie on c is home, every copy (read from the exact build
   tables, whatever the direction). A pile that takes any card on any card, and any
   card when empty, does not count: c on it makes it take nothing more (Sir Tommy);
3. every card that could lie under c on a foundation is home, every copy of it: then
   each foundation that could ever take a card like c stands at c's level or past it,
   so c takes no other card's place. (Without this, "home moves dominate" is false in
   games of two packs. Der Zopf: one foundation of hearts at 4, its twin at 2; a 5 of
   hearts from the waste laid on the 4 leaves the braid's own 5 of hearts waiting for
   the twin, which may never climb that far — tests/test_dominance.py shows a won
   position that the plain rule calls lost.) A first card, which lies on nothing, goes
   home so only where the empty foundations are as many as the cards left out that an
   empty foundation takes;
4. the card leaving its pile does nothing else that could hurt: no pile refills from
   another, no stock refuses to deal onto an empty pile, no card leaves a waste that is
   turned again several cards at a time (the next passes' cards would fall otherwise),
   and the game's hooks, if any,
   say so (`home_moves_plain`: a mechanism's property or method of that name, given the
   game; canonical.POSITION_BLIND_HOOKS change no move). A hook being position-blind
   is not enough: Union Square's foundations climb and come down by a hook of that kind.

Why a search may then try that move alone: take a winning line L from the position.
Playing c home first, then L without its move of c (c waits nowhere, by 2; the foundation
c fills is one that L also fills with a card like c, by 3 — the twins are
interchangeable), wins as well. Cards home never leave, so following dominant moves
cannot cycle: by induction on the cards left out, every winnable position keeps a
winnable successor among the moves kept, and an exhaustive search over them still
proves a loss only where there is one (tested against the unpruned search on small
positions of several games, tests/test_dominance.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, fields
from weakref import WeakKeyDictionary

from game.engine.build_rules import IDENTITY
from game.engine.cards import IS_FACE_UP
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import ANY, ANY_RANK, DealToPiles, DrawToWaste, Hooks, Pick, SuitRule
from game.engine.state import GameState

from .canonical import POSITION_BLIND_HOOKS


def plain_hooks(game: Game) -> bool:
    """Do the game's hooks leave a card's move home plain (point 4)?"""
    for f in fields(Hooks):
        hook = getattr(game.hooks, f.name)
        if hook is None or hook in POSITION_BLIND_HOOKS:
            continue   # known to change no move (canonical.py)
        plain = getattr(getattr(hook, "__self__", None), "home_moves_plain", None)
        if callable(plain):
            plain = plain(game)
        if plain is not True:
            return False
    return True


@dataclass(frozen=True)
class HomeDominance:
    game: Game
    over: dict[int, tuple[int, ...]]    # identity -> identities that may lie on it, not home
    under: dict[int, tuple[int, ...]]   # identity -> identities it may lie on, at home
    copies: Counter                     # identity -> copies in the deck
    first_cards: int                    # cards an empty foundation could take (or -1)
    judge: Callable[[Game, GameState, Move], bool] | None   # a hook's point 3
    fixed_waste: int                    # a waste whose cards may not leave early, or -1

    @classmethod
    def for_game(cls, game: Game) -> HomeDominance | None:
        """The rule, where the game's shape allows the argument (points 1 and 4)."""
        specs = game.pile_specs
        if not game.foundations or any(specs[f].pick is not Pick.NONE
                                       for f in game.foundations):
            return None
        judge = None
        if any(game._fits[f] is None for f in game.foundations):
            judge = getattr(getattr(game.hooks.can_drop, "__self__", None),
                            "home_move_dominates", None)
            if judge is None:
                return None
        action = game.spec.stock_action
        if isinstance(action, DealToPiles) and action.refuse_if_empty:
            return None
        fixed_waste = (game.pile_index(action.waste) if isinstance(action, DrawToWaste)
                       and action.draw > 1 and action.redeals != 0 else -1)
        if any(p.refill_from for p in specs) or not plain_hooks(game):
            return None
        deck = [c & IDENTITY for c in game.spec.deck()]
        copies = Counter(deck)
        under = _lying(game, [f for f in game.foundations if game._fits[f] is not None],
                       copies, on=False)
        others = [i for i, p in enumerate(specs) if i not in game.foundations
                  and game._fits[i] is not None and not _takes_anything(p)]
        over = _lying(game, others, copies, on=True)
        fill_ids = [game._fill_ids[f] for f in game.foundations]
        first_cards = (-1 if any(ids is None for ids in fill_ids)
                       else sum(1 for c in deck if any(c in ids for ids in fill_ids)))
        return cls(game, over, under, copies, first_cards, judge, fixed_waste)

    def dominant(self, state: GameState, moves: list[Move]) -> Move | None:
        """A move home among `moves` that dominates the others, or None."""
        foundations, piles = self.game.foundations, state.piles
        home = None
        for move in moves:
            if (move.action != "move" or move.dst not in foundations or move.count != 1
                    or move.src == self.fixed_waste):
                continue
            c = piles[move.src][-1]
            if not IS_FACE_UP[c]:
                continue
            if home is None:
                home = Counter(d & IDENTITY for f in foundations for d in piles[f])
            identity, copies = c & IDENTITY, self.copies
            if any(home[d] < copies[d] for d in self.over[identity]):
                continue
            if self.judge is not None:
                if self.judge(self.game, state, move):
                    return move
            elif piles[move.dst]:
                if all(home[d] >= copies[d] for d in self.under[identity]):
                    return move
            elif self._first_card_free(state, home):
                return move
        return None

    def _first_card_free(self, state: GameState, home: Counter) -> bool:
        """Are the empty foundations as many as the cards left out that one takes?"""
        if self.first_cards < 0:
            return False
        empty = sum(1 for f in self.game.foundations if not state.piles[f])
        fill_ids = [self.game._fill_ids[f] for f in self.game.foundations]
        placed = sum(n for c, n in home.items() if any(c in ids for ids in fill_ids))
        return self.first_cards - placed <= empty


_RULES: WeakKeyDictionary[Game, HomeDominance | None] = WeakKeyDictionary()


def dominance_for(game: Game) -> HomeDominance | None:
    """`HomeDominance.for_game`, worked out once a game (many deals are solved in a row)."""
    if game not in _RULES:
        _RULES[game] = HomeDominance.for_game(game)
    return _RULES[game]


def _takes_anything(spec) -> bool:
    """Does the pile take any card on any card, and any card when empty?"""
    b = spec.build
    return (b.direction == ANY_RANK and b.suit is SuitRule.ANY_SUIT and spec.fill == ANY
            and not spec.build_sources and spec.fill_sources == spec.sources)


def _lying(game: Game, piles: list[int], copies: Counter, on: bool
           ) -> dict[int, tuple[int, ...]]:
    """Per identity, the identities that may lie on it (`on`) or that it may lie on, on
    any of `piles`, by their build tables."""
    found: dict[int, set[int]] = {c: set() for c in copies}
    for pile in piles:
        fits = game._fits[pile]
        for below in copies:
            for above in fits[below]:
                if above in found:
                    found[below if on else above].add(above if on else below)
    return {c: tuple(sorted(ds)) for c, ds in found.items()}


__all__ = ["HomeDominance", "dominance_for", "plain_hooks"]
