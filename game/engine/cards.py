"""Cards and deck builders.

A `Card` is a small int (so piles are tuples of ints: cheap to copy, hash and compare)
with readable properties. Its bits hold rank, suit, deck copy and whether it lies face
down; every possible card is created once and shared, so `card.face_down()` is a table
look-up, not an allocation.

    bits 0-3 rank (1 = ace … 13 = king, 0 = joker)   bits 4-6 suit
    bits 7-9 deck copy (0-7)                          bit 10  face down
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.i18n import N_, _, pgettext

CLUBS, DIAMONDS, HEARTS, SPADES, JOKER_SUIT = range(5)
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHSJ"
RANK_LETTERS = "JA23456789TJQK"  # index 0 is the joker
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RED_SUITS = frozenset((DIAMONDS, HEARTS))

_RANK_MASK = 0xF
SUIT_SHIFT = 4
_DECK_SHIFT = 7
FACE_DOWN_BIT = 1 << 10


class Card(int):
    """One card. Immutable; equal cards are the same object (see `card`)."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        return self & _RANK_MASK

    @property
    def suit(self) -> int:
        return (self >> SUIT_SHIFT) & 0x7

    @property
    def deck(self) -> int:
        return (self >> _DECK_SHIFT) & 0x7

    @property
    def is_face_up(self) -> bool:
        return not self & FACE_DOWN_BIT

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def is_joker(self) -> bool:
        return self.suit == JOKER_SUIT

    @property
    def identity(self) -> int:
        """Rank and suit only: equal for the twin cards of a two-deck game."""
        return self & 0x7F

    def face_up(self) -> Card:
        return _TABLE[self & ~FACE_DOWN_BIT]

    def face_down(self) -> Card:
        return _TABLE[self | FACE_DOWN_BIT]

    def flipped(self) -> Card:
        return _TABLE[self ^ FACE_DOWN_BIT]

    @property
    def label(self) -> str:
        """Rank and suit letters, e.g. 'TD', '7H', 'AS'; a joker is 'JK'."""
        if self.is_joker:
            return "JK"
        return RANK_LETTERS[self.rank] + SUIT_LETTERS[self.suit]

    def __repr__(self) -> str:
        return self.label if self.is_face_up else f"[{self.label}]"

    __str__ = __repr__

    def __reduce__(self):
        return (_card_from_code, (int(self),))


def _card_from_code(code: int) -> Card:
    return _TABLE[code]


_TABLE: list[Card] = [Card(code) for code in range(FACE_DOWN_BIT << 1)]

# Look-up tables indexed by card, for the engine's hot paths (a property call costs more).
RANK_OF = tuple(code & _RANK_MASK for code in range(FACE_DOWN_BIT << 1))
SUIT_OF = tuple((code >> SUIT_SHIFT) & 0x7 for code in range(FACE_DOWN_BIT << 1))
IS_RED = tuple(s in RED_SUITS for s in SUIT_OF)
IS_FACE_UP = tuple(not code & FACE_DOWN_BIT for code in range(FACE_DOWN_BIT << 1))


def card(rank: int, suit: int, deck: int = 0, face_up: bool = True) -> Card:
    code = rank | (suit << SUIT_SHIFT) | (deck << _DECK_SHIFT)
    return _TABLE[code if face_up else code | FACE_DOWN_BIT]


def parse_card(text: str, deck: int = 0) -> Card:
    """'TD' → ten of diamonds face up; '[TD]' → face down; '10D' is accepted too."""
    text = text.strip()
    face_up = not (text.startswith("[") and text.endswith("]"))
    if not face_up:
        text = text[1:-1]
    deck_part = ""
    if "#" in text:  # 'TD#1' = second deck's ten of diamonds (used by saves)
        text, deck_part = text.split("#", 1)
    text = text.upper().replace("10", "T")
    if text == "JK":
        rank, suit = 0, JOKER_SUIT
    else:
        if len(text) != 2 or text[0] not in RANK_LETTERS[1:] or text[1] not in SUIT_LETTERS[:4]:
            raise ValueError(f"not a card: {text!r}")
        rank, suit = RANK_LETTERS.index(text[0], 1), SUIT_LETTERS.index(text[1])
    if deck_part:
        deck = int(deck_part)
    return card(rank, suit, deck, face_up)


def card_code(c: Card) -> str:
    """Unambiguous text for saves: label, '#deck' when not the first deck, brackets if down."""
    text = c.label + (f"#{c.deck}" if c.deck else "")
    return text if c.is_face_up else f"[{text}]"


def cards(text: str) -> tuple[Card, ...]:
    """Parse a space-separated list, handy in tests: cards('AS [7H] TD')."""
    return tuple(parse_card(t) for t in text.split())


# --- deck builders -------------------------------------------------------------------
# Each returns the cards in a fixed canonical order (suit by suit, ace first), face down.

PIQUET_RANKS = (ACE, 7, 8, 9, 10, JACK, QUEEN, KING)
FULL_RANKS = tuple(range(1, 14))


def _deck(ranks: Sequence[int], suits: Sequence[int] = SUITS, copies: int = 1) -> list[Card]:
    return [card(r, s, d, face_up=False) for d in range(copies) for s in suits for r in ranks]


def standard_52(copies: int = 1) -> list[Card]:
    return _deck(FULL_RANKS, copies=copies)


def two_packs() -> list[Card]:
    """The 104 cards of two 52-card packs (the second pack's cards carry deck 1)."""
    return standard_52(2)


def piquet_32(copies: int = 1) -> list[Card]:
    return _deck(PIQUET_RANKS, copies=copies)


def with_jokers(deck: list[Card], jokers: int = 2) -> list[Card]:
    return deck + [card(0, JOKER_SUIT, d, face_up=False) for d in range(jokers)]


def spider_deck(suit_count: int, total: int = 104) -> list[Card]:
    """Spider packs: 1 suit (all spades), 2 suits (spades and hearts) or 4 suits."""
    suits = {1: (SPADES,), 2: (SPADES, HEARTS), 4: SUITS}[suit_count]
    copies = total // (13 * len(suits))
    return [card(r, s, d, face_up=False) for d in range(copies) for s in suits
            for r in FULL_RANKS]


def without_ranks(deck: Iterable[Card], *ranks: int) -> list[Card]:
    """A deck with some ranks taken out (52 without kings, without aces …)."""
    return [c for c in deck if c.rank not in ranks]


RANK_NAMES = {0: N_("Joker"), 1: N_("Ace"), 11: N_("Jack"), 12: N_("Queen"), 13: N_("King")}


def rank_name(rank: int) -> str:
    """A rank as a counter shows it, in the player's language ("Ace", "7")."""
    return _(RANK_NAMES[rank]) if rank in RANK_NAMES else str(rank)


# The corner index of the ace and the courts in English packs: also the maps' `label`s
# for a pile's base card ("A", "K"), shown through `rank_index` like a card's corner.
INDEX_LETTERS = {ACE: "A", JACK: "J", QUEEN: "Q", KING: "K"}


def rank_index(rank: int) -> str:
    """What a card's corner shows for `rank` in the player's language: "A", "7", "10",
    and the courts' letters as that language's packs print them."""
    if rank == JACK:
        # TRANSLATORS: a card's corner index: one letter, as the language's packs print it
        # (German packs: A, B, D, K; French ones: A, V, D, R).
        return pgettext("card index", "J")
    if rank == QUEEN:
        return pgettext("card index", "Q")
    if rank == KING:
        return pgettext("card index", "K")
    if rank == ACE:
        return pgettext("card index", "A")
    return str(rank)
