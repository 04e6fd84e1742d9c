"""Condensed keys: a position as the rules can still read it, for exhaustive searches.

The canonical key (canonical.py) writes every card of every pile. Two things in it say
nothing about the future of a position, and an exhaustive search pays for each:

- **Which twin is where.** In a game of two packs or more the two queens of hearts
  differ only by their deck copy, and no rule in play reads it (deals do: Der Arena lays
  out the first pack's aces; `twin_blind` is tested on random walks of every game of
  several packs, tests/test_condensed_key.py). Swapping twins gives a position with the
  same moves and futures, so the key drops the copy: a card is one byte (rank and suit,
  the face-down bit as bit 7; ranks stop at 13, so no card is 0xFE or 0xFF).
- **A foundation's cards between its first and its top.** A foundation whose cards
  never leave (`Pick.NONE`) is read by the rules at its first card (a base rank, a
  suit), its top card and its size only (what may go on, whether it is full, whether
  the game is won); a foundation that builds whatever the suit is read at its first
  and top cards' ranks only. The key keeps size, first card and top (rank), nothing else: the orders
  in which the same cards went home are one position. (Tested like the twins: the
  cards between reordered, the top's suit changed, on random walks.)

Interchangeable piles (canonical.Canonical.symmetric) are sorted, as in the canonical
key; counters are kept as they are. Equal keys mean the same moves (up to twins and pile
order) and the same futures, so a loss proved for one is proved for the other.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable

from game.engine.cards import FACE_DOWN_BIT, IS_FACE_UP, RANK_OF
from game.engine.game import Game
from game.engine.spec import Kind, Pick, SuitRule
from game.engine.state import GameState

from .canonical import Canonical, spans

Key = Callable[[GameState], bytes]

_SEP = b"\xff"
# A card as one byte: rank and suit (bits 0-6), face down as bit 7; the deck copy dropped.
BYTE = bytes((c & 0x7F) | (0 if IS_FACE_UP[c] else 0x80) for c in range(FACE_DOWN_BIT << 1))
# ... and as its rank alone (a foundation that builds whatever the suit).
RANK_BYTE = bytes(RANK_OF[c] for c in range(FACE_DOWN_BIT << 1))


def kept_foundations(game: Game) -> dict[int, bytes]:
    """The foundations whose cards never leave, each with how its first and top cards
    are read: by rank only (`RANK_BYTE`) where it builds whatever the suit, else by
    rank and suit."""
    kept = {}
    for f in game.foundations:
        spec = game.pile_specs[f]
        if spec.kind is Kind.FOUNDATION and spec.pick is Pick.NONE:
            any_suit = spec.build is not None and spec.build.suit is SuitRule.ANY_SUIT
            kept[f] = RANK_BYTE if any_suit else BYTE
    return kept


def has_twins(game: Game) -> bool:
    """Does the deck hold a card twice (two packs or more)?"""
    return game.total_cards > len({c & 0x7F for c in game.spec.deck()})


def condenses(game: Game) -> bool:
    """Does the condensed key drop anything the canonical key keeps?"""
    return has_twins(game) or bool(kept_foundations(game))


def condensed_key(game: Game, canonical: Canonical) -> Key:
    """The key described above, as bytes (about one byte a card in the piles)."""
    kept = kept_foundations(game)
    runs = spans(game, list(canonical.symmetric))
    table = BYTE

    def pile_bytes(piles: list, i: int) -> bytes:
        cards = piles[i]
        top_table = kept.get(i)
        if top_table is None:
            return bytes(map(table.__getitem__, cards))
        # size, first card (it may fix the pile's suit or base) and top; the size fits
        # a byte (no pile holds 255 cards)
        return (bytes((len(cards), top_table[cards[0]], top_table[cards[-1]])) if cards
                else b"")

    def key(state: GameState) -> bytes:
        piles = state.piles
        parts = []
        for a, b, sort in runs:
            part = [pile_bytes(piles, i) for i in range(a, b)]
            if sort:
                part.sort()
            parts.append(_SEP.join(part))
        if state.counters:
            parts.append(array("q", state.counters).tobytes())
        return _SEP.join(parts)   # as many piles every time: the split is unambiguous

    return key
