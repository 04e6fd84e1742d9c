"""Fitted keys: what a position of a small game is, and nothing more (see small.py).

The generic key (canonical.py) is every card of every pile, in place, and every counter.
For the games of cards taken out — golf and peaks, pyramids, pairs, Accordion, King's
Audience — most of that says nothing about the future: cards out are out, a golf waste
is only ever played on at its top, a score counter changes no rule, a card's suit means
nothing to a rule that adds ranks. A fitted key keeps only what the rules can still see,
so positions that differ in nothing that matters are one position for the search. Each
key is exact for the mechanism it is fitted to: two positions with equal keys have the
same moves and futures (up to which pile holds what), so a verdict for one is a verdict
for the other.

`fitted_key(game)` finds the game's mechanism among its hooks and returns the key (bytes,
small to keep), or None where no fitting is known: then the game is not a small game.
The mechanisms are classes (and predicates) of rules modules; a class is known by its
name among the game's hooks' owners, predicates among the modules already loaded: never
imported, so asking for a key loads no other game's module (Accordion, King's Audience
and the AisleRiot pairs were loaded for every game, ~1 ms).

    golf, peaks (ToWaste)     how many cards each table pile still holds (its cards are
                              the dealt ones, its face-up flags follow from the cover
                              map), the stock's size, the waste's top rank
    pyramids (PyramidPairs)   which slots hold a card, the stock's size, the wastes
    pairs on fixed piles      how many cards each pile still holds (Fourteen, Isabel,
                              Gay Gordons: nothing enters a pile)
    pairs on refilled slots   the stock's size and the slots' cards as a sorted set,
                              each card read as the rule reads it: its rank for sums and
                              equal ranks, its suit for same suits (Block Ten, Jamestown,
                              Helsinki, Cover: no rule looks at a slot's place)
    pairs on a grid           the stock's size and each slot's rank, in place (Monte
                              Carlo, Neighbor, Quatorze: places matter, suits do not)
    Accordion (Folding)       the line of cards
    King's Audience           the stock's size, the waste, the antechamber's cards as a
                              set, the foundations' top cards as a set
    Labyrinth                 how many cards each foundation holds (each keeps its
                              suit), the talon's size, whether it has dealt yet (the
                              only thing its count of deals decides), each column's head
                              and pile in place (columns differ: the talon deals in
                              their order)
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.engine.cards import RANK_OF, SUIT_OF
from game.engine.game import Game
from game.engine.pairs import EQUAL_RANK, SAME_SUIT, SUM, PairRemovals, PairRule
from game.engine.state import GameState

if TYPE_CHECKING:  # pragma: no cover
    from game.rules.golf import ToWaste
    from game.rules.pyramid import PyramidPairs

Key = Callable[[GameState], bytes]

SEPARATOR = 0xFF       # no card's low byte, no pile size here, reaches it
EMPTY_TOP = 0xFE
CARD = 0xFF            # a card's rank, suit and deck copy, without its face-down bit

# Hooks of the pair games that look at a card's rank or suit only, never at its place.
PLACE_BLIND_WINS = ("only_tens_left", "stock_spent")   # of game.rules.aisleriot_pairs
# `allowed` predicates that look at places only, never at the cards.
PLACE_ONLY = ("touching", "in_line")                   # of game.rules.aisleriot_pairs


def loaded(module: str, *names: str) -> list[Any]:
    """The objects `names` of the rules module `module` if it is loaded, else none: a game
    whose hooks hold one of them has loaded it (see the module's docstring)."""
    found = sys.modules.get(f"game.rules.{module}")
    return [getattr(found, name) for name in names] if found is not None else []


def mechanism(game: Game, kind: type | None) -> object | None:
    """The game's hook-filling object of this class, if any of its hooks is one's."""
    if kind is None:
        return None
    hooks = game.hooks
    for name in ("special_moves", "can_pick", "can_drop", "auto_moves", "is_won"):
        owner = getattr(getattr(hooks, name), "__self__", None)
        if isinstance(owner, kind):
            return owner
    return None


def _redeals(game: Game) -> int:
    """The redeals counter's index, or -1: the one counter here that a rule reads."""
    names = game.counter_names
    return names.index("redeals_left") if "redeals_left" in names else -1


def _sizes(piles: list[int]) -> Callable[[GameState], list[int]]:
    def sizes(state: GameState) -> list[int]:
        return [len(state.piles[i]) for i in piles]
    return sizes


def golf_key(game: Game, rule: ToWaste) -> Key:
    table, stock = game.groups[rule.group], game.pile_index("stock")
    waste, redeals = game.groups["waste"][0], _redeals(game)

    def key(state: GameState) -> bytes:
        piles = state.piles
        top = RANK_OF[piles[waste][-1]] if piles[waste] else EMPTY_TOP
        head = [len(piles[stock]), top, state.counters[redeals] if redeals >= 0 else 0]
        return bytes([len(piles[i]) for i in table] + head)

    return key


def pyramid_key(game: Game, rule: PyramidPairs) -> Key:
    slots, stock = game.groups[rule.cover.group], game.pile_index("stock")
    wastes, redeals = game.groups["waste"], _redeals(game)

    def key(state: GameState) -> bytes:
        piles = state.piles
        parts = [len(piles[i]) for i in slots]
        parts += [len(piles[stock]), state.counters[redeals] if redeals >= 0 else 0]
        for w in wastes:
            parts.append(SEPARATOR)
            parts += [RANK_OF[c] for c in piles[w]]
        return bytes(parts)

    return key


def reading(rule: PairRule) -> Callable[[int], int] | None:
    """How the rule reads a card: by rank (sums, equal ranks) or by suit (same suits,
    with no rank pairs or singles besides), else None (every card for itself)."""
    if rule.kind in (SUM, EQUAL_RANK):
        return RANK_OF.__getitem__
    if rule.kind == SAME_SUIT and not rule.extra and not rule.singles:
        return SUIT_OF.__getitem__
    return None


def pairs_key(game: Game, removals: PairRemovals) -> Key | None:
    rule = removals.rule
    hooks = game.hooks
    if set(game.groups) - {*rule.among, "stock", rule.into} or hooks.can_pick is not None \
            or hooks.can_drop is not None \
            or getattr(hooks.special_moves, "__self__", None) is not removals:
        return None     # more on the table than the rule's piles: not fitted here
    table = [i for g in rule.among for i in game.groups[g]]
    stock = game.pile_index("stock") if "stock" in game.groups else -1
    won = hooks.is_won
    if not (getattr(won, "__self__", None) is removals
            or won in loaded("aisleriot_pairs", *PLACE_BLIND_WINS)):
        return None
    refilled = all(game.pile_specs[i].refill_from == ("stock",) for i in table)
    if hooks.auto_moves is None and not refilled and rule.allowed is None \
            and type(removals) is PairRemovals and game.spec.stock_action is None:
        sizes = _sizes(table)       # cards only leave these piles

        def fixed(state: GameState) -> bytes:
            return bytes(sizes(state))

        return fixed
    read = reading(rule)
    by_card = read if read is not None else CARD.__and__
    if hooks.auto_moves is None and refilled and rule.allowed is None and stock >= 0:
        def refills(state: GameState) -> bytes:   # one card a slot, its place unread
            piles = state.piles
            cards = sorted([by_card(piles[i][-1]) for i in table if piles[i]])
            return bytes([len(piles[stock])] + cards)

        return refills
    if rule.allowed is not None and rule.allowed not in loaded("aisleriot_pairs", *PLACE_ONLY):
        by_card = CARD.__and__
    if stock < 0 or any(game.pile_specs[i].capacity not in (0, 1) for i in table):
        return None

    def grid(state: GameState) -> bytes:         # places matter: each slot in place
        piles = state.piles
        return bytes([len(piles[stock])] + [by_card(piles[i][-1]) + 1 if piles[i] else 0
                                            for i in table])

    return grid


def folding_key(game: Game) -> Key:
    slots = game.groups["slot"]

    def key(state: GameState) -> bytes:
        piles = state.piles
        return bytes([piles[i][-1] & CARD for i in slots if piles[i]])

    return key


def audience_key(game: Game) -> Key:
    reserve, foundation = game.groups["reserve"], game.groups["foundation"]
    stock, waste = game.pile_index("stock"), game.pile_index("waste")

    def key(state: GameState) -> bytes:
        piles = state.piles
        parts = [len(piles[stock])] + [c & CARD for c in piles[waste]] + [SEPARATOR]
        parts += sorted([piles[i][-1] & CARD for i in reserve if piles[i]]) + [SEPARATOR]
        parts += sorted([piles[i][-1] & CARD if piles[i] else EMPTY_TOP for i in foundation])
        return bytes(parts)

    return key


def named(game: Game, name: str) -> object | None:
    """The game's hook-filling object whose class (or a base of it) is called `name`:
    a mechanism is known by its class, found among the game's hooks, so that no rules
    module is imported or named here."""
    hooks = game.hooks
    for hook in ("special_moves", "can_pick", "can_drop", "auto_moves", "is_won"):
        owner = getattr(getattr(hooks, hook), "__self__", None)
        if owner is not None and any(k.__name__ == name for k in type(owner).__mro__):
            return owner
    return None


def labyrinth_key(game: Game) -> Key:
    foundations, stock = game.foundations, game.pile_index("stock")
    columns = list(zip(game.groups["head"], game.groups["pile"], strict=True))
    deals = game.counter_index("deals")

    def key(state: GameState) -> bytes:
        piles = state.piles
        parts = [len(piles[f]) for f in foundations]
        parts += [len(piles[stock]), state.counters[deals] > 0]
        for head, pile in columns:
            parts += [piles[head][0] & CARD if piles[head] else EMPTY_TOP]
            parts += [c & CARD for c in piles[pile]] + [SEPARATOR]
        return bytes(parts)

    return key


def fitted_key(game: Game) -> Key | None:
    """The game's fitted key, or None if it is not one of the small games known here."""
    if game.total_cards > 54:
        return None
    rule = named(game, "ToWaste")
    if rule is not None:
        return golf_key(game, rule)
    pyramid = named(game, "PyramidPairs")
    if pyramid is not None:
        return pyramid_key(game, pyramid)
    if named(game, "Folding") is not None \
            and set(game.groups) == {"slot", "discard"}:
        return folding_key(game)
    if named(game, "Audience") is not None:
        return audience_key(game)
    if named(game, "Labyrinth") is not None:
        return labyrinth_key(game)
    removals = mechanism(game, PairRemovals)
    if isinstance(removals, PairRemovals):
        return pairs_key(game, removals)
    return None
