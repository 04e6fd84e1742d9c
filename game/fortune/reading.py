"""The reading: which cards are significant at the end of a laying, and what they mean.

A won laying shows the last cards that fell into place. A lost one shows, as the game
is read (texts.toml): the cards that barred the way (`blocking`: the face-up tops of the
playing piles, the tallest piles first), the cards that closed the gaps (`gaps`: the card
just before each empty slot, for gap patiences), or what was left (`left`: every face-up
card still out). A spread short of cards is topped up from the others, so it is always
full when the table holds enough cards.

Meanings come from meanings.toml: the German 32-card reading for 32-card games (and
2×32), the English 52-card reading for the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, Card, card_code, parse_card
from game.engine.game import Game
from game.engine.moves import MOVE, TURN, Turn, apply_step
from game.engine.spec import Kind
from game.engine.state import GameState

from .data import game_reading, localise, meanings, text

BLOCKING, GAPS, LAST, LEFT = "blocking", "gaps", "last", "left"
KINDS = (BLOCKING, GAPS, LAST, LEFT)
PLACES = (Kind.FOUNDATION, Kind.DISCARD)          # where cards go when they are done
PLAYING = (Kind.TABLEAU, Kind.RESERVE, Kind.CELL, Kind.WASTE, Kind.SLOT)
SUIT_NAMES = {HEARTS: "hearts", DIAMONDS: "diamonds", CLUBS: "clubs", SPADES: "spades"}
SUITS_ORDER = (HEARTS, DIAMONDS, CLUBS, SPADES)   # ties go to the kinder suit


@dataclass(frozen=True)
class Reading:
    kind: str                  # how the cards were chosen (one of KINDS)
    cards: tuple[str, ...]     # card codes, face up ("QH", "TD#1")
    system: str                # "deck32" or "deck52"


def system_for(game: Game) -> str:
    """Which meanings a game's cards take: 32-card packs read the German way."""
    ranks = {c.rank for c in game.spec.deck()}
    return "deck32" if ranks <= {1, 7, 8, 9, 10, 11, 12, 13} else "deck52"


def placed_cards(game: Game, start: GameState, turns: Iterable[Turn]) -> list[Card]:
    """The cards in the order they were laid away (foundations, discards), replaying the
    turns from the start position."""
    state = start.copy()
    places = {i for i, p in enumerate(game.pile_specs) if p.kind in PLACES}
    placed: list[Card] = []
    for turn in turns:
        for step in turn.steps:
            if step[0] in (MOVE, TURN) and step[2] in places:
                placed.extend(state.piles[step[1]][-step[3]:])
            apply_step(state, step)
    return placed


def moved_cards(game: Game, start: GameState, turns: Iterable[Turn]) -> list[Card]:
    """Every card that moved, in order (for games whose cards never leave the table)."""
    state = start.copy()
    moved: list[Card] = []
    for turn in turns:
        for step in turn.steps:
            if step[0] in (MOVE, TURN):
                moved.extend(state.piles[step[1]][-step[3]:])
            apply_step(state, step)
    return moved


def _playing(game: Game) -> list[int]:
    return [i for i, p in enumerate(game.pile_specs) if p.kind in PLAYING]


def blocking_cards(game: Game, state: GameState) -> list[Card]:
    piles = [i for i in _playing(game) if state.piles[i] and state.piles[i][-1].is_face_up]
    piles.sort(key=lambda i: (-len(state.piles[i]), i))
    return [state.piles[i][-1] for i in piles]


def gap_cards(game: Game, state: GameState) -> list[Card]:
    """The card just before each empty slot of the same group (it decides what may come)."""
    found = []
    for i, spec in enumerate(game.pile_specs):
        if spec.kind is Kind.SLOT and not state.piles[i] and i > 0 \
                and game.group_of[i - 1] == game.group_of[i] and state.piles[i - 1]:
            found.append(state.piles[i - 1][-1])
    return found


def left_cards(game: Game, state: GameState) -> list[Card]:
    piles = sorted(_playing(game), key=lambda i: (-len(state.piles[i]), i))
    up = [c for i in piles for c in reversed(state.piles[i]) if c.is_face_up]
    down = [c for i in piles for c in reversed(state.piles[i]) if not c.is_face_up]
    return up + down


def choose_reading(game: Game, state: GameState, won: bool, start: GameState | None = None,
                   turns: Sequence[Turn] = (), kind: str | None = None,
                   count: int | None = None) -> Reading:
    """The significant cards of a laying that ended in `state` (`start` and `turns`: how
    it got there, for the last cards placed)."""
    config = game_reading(game.id)
    count = count or config.cards
    kind = LAST if won else (kind or config.reading)
    last: list[Card] = []
    if start is not None:
        last = placed_cards(game, start, turns) or moved_cards(game, start, turns)
    home = [p[-1] for i, p in enumerate(state.piles)
            if p and game.pile_specs[i].kind in PLACES]
    sources = {
        LAST: lambda: list(reversed(last)),
        BLOCKING: lambda: blocking_cards(game, state),
        GAPS: lambda: gap_cards(game, state),
        LEFT: lambda: left_cards(game, state),
    }
    order = [kind] + [k for k in (BLOCKING, LEFT, LAST) if k != kind]
    chosen: list[Card] = []
    seen: set[int] = set()
    for source in order:
        for c in sources[source]() + (home if source == LAST else []):
            if c.identity not in seen:  # twins of a two-pack game read as one card
                seen.add(c.identity)
                chosen.append(c.face_up())
            if len(chosen) == count:
                break
        if len(chosen) == count:
            break
    return Reading(kind, tuple(card_code(c) for c in chosen), system_for(game))


def meaning(code: str, system: str, lang: str = "en") -> tuple[str, str]:
    """(keyword, meaning) of a card in a meaning system."""
    c = parse_card(code)
    table = meanings().get(system, {})
    entry = table.get(c.label) or meanings()["deck52"].get(c.label)
    if entry is None:
        return c.label, ""
    return localise(entry["keyword"], lang), localise(entry["meaning"], lang)


def system_name(system: str, lang: str = "en") -> str:
    return localise(meanings()["systems"][system]["name"], lang)


def heading(kind: str, lang: str = "en") -> str:
    return text("reading", kind, "heading", lang=lang)


def summary(codes: Sequence[str], lang: str = "en") -> str:
    """One closing line from the suit that leads the spread (or else the colour)."""
    cards = [parse_card(c) for c in codes if not parse_card(c).is_joker]
    if not cards:
        return ""
    suits = [c.suit for c in cards]
    leader = max(SUITS_ORDER, key=lambda s: (suits.count(s), -SUITS_ORDER.index(s)))
    if suits.count(leader) * 2 > len(cards):
        return text("summary", SUIT_NAMES[leader], lang=lang)
    red = sum(c.is_red for c in cards)
    return text("summary", "red" if red * 2 >= len(cards) else "black", lang=lang)

