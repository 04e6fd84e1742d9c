"""Dondorf pair patiences: Adieu (Nr. 1), Die Elf (Nr. 9 and 9a), Die Polonaise (Nr. 10).

Adieu — 32 cards in eight packets of four, only the top card face up. Two face-up tops of
equal rank are taken out together; a face-down card left on top turns up. Won when all
32 are out; lost when no two tops match.

    [p0] [p1] [p2] [p3] [p4] [p5] [p6] [p7]    [discard]

Die Elf — the twelve court cards frame twelve fields of number cards. Two field cards
worth 11 together (A=1) are covered each with the next talon card. When the talon is
spent the court cards are laid on the fields: kings, queens, jacks row by row.

           [K] [K] [K] [K]                  [talon]
      [Q]  [f0][f1][f2][f3]  [Q]
      [Q]  [f4][f5][f6][f7]  [Q]
           [f8][f9][f10][f11]
           [J] [J] [J] [J]

Die Elf, 9a — nine open cards; two worth 11 together, or a single J, Q or K, are taken
out and the gaps refilled from the talon at once. When nothing fits, twice a card of the
player's choosing is taken from the talon into a helper cell: clicks on the talon turn
it through face up, a click on a free helper takes the card shown (option: a blind draw).

    [f0][f1][f2]  [talon]
    [f3][f4][f5]  [helper][helper]
    [f6][f7][f8]  [discard]

Die Polonaise — 48 cards in eight columns of six, no rank twice in a column; four
cards aside as a reserve. The lowest cards of two columns go out as a pair of equal rank;
reserve cards help only when no column pair is left.

    [c0][c1][c2][c3][c4][c5][c6][c7]     (columns fanned down)
              [r0][r1][r2][r3]      [discard]
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.cards import JACK, KING, PIQUET_RANKS, QUEEN, piquet_32
from game.engine.deal import rng_for
from game.engine.deal_patterns import Counts, Dealer, Rest
from game.engine.game import Game
from game.engine.moves import Move, StepRecorder
from game.engine.pairs import (
    EQUAL_RANK,
    SUM,
    PairRule,
    all_removed,
    pair_moves,
    play_pair,
    removed,
)
from game.engine.spec import ANY, GameSpec, Hooks, Kind, Option, Pick, Piles
from game.engine.state import GameState
from game.i18n import N_

COURT = (KING, QUEEN, JACK)


def discard() -> Piles:
    return Piles("discard", Kind.DISCARD, pick=Pick.NONE)


def removal_hooks(rule: PairRule, **more) -> Hooks:
    """Hooks for a game whose only moves are the rule's removals into a discard."""
    return Hooks(special_moves=lambda g, s: pair_moves(g, s, rule),
                 play_special=lambda g, s, m, rec: play_pair(g, s, m, rec, rule),
                 is_won=lambda g, s: all_removed(g, s, rule),
                 score=lambda g, s: removed(g, s, rule), **more)


# --- Nr. 1 Adieu ------------------------------------------------------------------------

ADIEU_RULE = PairRule(EQUAL_RANK, among=("packet",))


def adieu_autoplay(game: Game, state: GameState) -> Move | None:
    """Take the pair whose packets hold the most cards (the booklet leaves the choice
    inside a triple open; thinning the fuller packets keeps more tops coming)."""
    moves = pair_moves(game, state, ADIEU_RULE)
    return max(moves, key=lambda m: len(state.piles[m.src]) + len(state.piles[m.dst]),
               default=None)


ADIEU = GameSpec(
    id="dondorf_adieu",
    solver_group="dondorf_pairs",
    deck=piquet_32,
    rank_order=PIQUET_RANKS,
    piles=(Piles("packet", Kind.TABLEAU, 8, pick=Pick.NONE, flip_exposed=True), discard()),
    deal=(Counts("packet", (4,) * 8, face_up=1),),
    hooks=removal_hooks(ADIEU_RULE),
    autoplay=adieu_autoplay,
    layout="dondorf_adieu",
    max_score=32,
)


# --- Nr. 9 Die Elf ------------------------------------------------------------------------

ELF_RULE = PairRule(SUM, 11, among=("field",), into="")


def elf_deal(dealer: Dealer) -> None:
    """The court cards frame the fields (kings, queens, jacks; suits in order), then
    twelve number cards face up on the fields and the rest as the talon."""
    court = sorted(dealer.take_out(lambda c: c.rank in COURT),
                   key=lambda c: (COURT.index(c.rank), c.suit))
    for pile, c in zip(dealer.piles("frame"), court, strict=True):
        dealer.lay(pile, c)
    for pile in dealer.piles("field"):
        dealer.deal(pile)
    Rest("talon")(dealer)


def elf_moves(game: Game, state: GameState) -> list[Move]:
    return pair_moves(game, state, ELF_RULE) if state.pile("talon") else []


def elf_cover(game: Game, state: GameState, move: Move, rec: StepRecorder) -> None:
    """The next talon card goes on the first card of the pair, the one after on the second."""
    talon = game.pile_index("talon")
    rec.turn(talon, move.src, 1)
    rec.turn(talon, move.dst, 1)


def elf_picture(game: Game, state: GameState, rec: StepRecorder) -> None:
    """Talon spent: the court cards are laid on the fields, kings on the first row,
    queens on the second, jacks on the third (the twelve tops are six 11-pairs then)."""
    if state.pile("talon"):
        return
    for frame, field in zip(game.groups["frame"], game.groups["field"], strict=True):
        if state.piles[frame]:
            rec.move(frame, field, 1)


ELF = GameSpec(
    id="dondorf_elf",
    solver_group="dondorf_pairs",
    piles=(Piles("field", Kind.SLOT, 12, pick=Pick.NONE),
           Piles("talon", Kind.STOCK, pick=Pick.NONE),
           Piles("frame", Kind.DECORATION, 12, pick=Pick.NONE)),
    deal=(elf_deal,),
    hooks=Hooks(special_moves=elf_moves, play_special=elf_cover, auto_moves=elf_picture,
                is_won=lambda g, s: not s.pile("talon") and not any(
                    s.piles[i] for i in g.groups["frame"]),
                score=lambda g, s: 28 - len(s.pile("talon"))),
    layout="dondorf_elf",
    max_score=28,
)


# --- Nr. 9a Die Elf, second form -----------------------------------------------------

ELF_9A_RULE = PairRule(SUM, 11, singles=frozenset(COURT), among=("field", "helper"))


def may_draw(game: Game, state: GameState) -> bool:
    """ "Ergibt sich kein passendes Paar mehr, so darf man zweimal eine beliebige Karte
    aus dem Talon zur Verwendung herausziehen": stuck, a draw left, a helper free."""
    free = any(not state.piles[i] for i in game.groups["helper"])
    return bool(state.pile("talon")) and free and state.counter("draws_left") > 0


def elf_9a_moves(game: Game, state: GameState) -> list[Move]:
    """The player's choice: "look" turns the talon through face up (its top card first,
    then each click the next); "take", clicked on a free helper, takes the card shown."""
    moves = pair_moves(game, state, ELF_9A_RULE)
    if moves or not may_draw(game, state):
        return moves
    talon = game.pile_index("talon")
    cards = state.piles[talon]
    shown = cards[-1].is_face_up
    moves = [Move("take", i, -1, 0) for i in game.groups["helper"]
             if shown and not state.piles[i]]
    if not shown or len(cards) > 1:
        moves.append(Move("look", talon, -1, 0))
    return moves


def looked_at(cards: tuple) -> int:
    """How many cards the looking has put under the talon: they lie face up at its
    bottom (out of sight) until a card is taken."""
    n = 0
    while n < len(cards) - 1 and cards[n].is_face_up:
        n += 1
    return n


def elf_9a_choose(game: Game, state: GameState, move: Move, rec: StepRecorder) -> None:
    talon = game.pile_index("talon")
    cards = state.piles[talon]
    if move.action == "look":
        if not cards[-1].is_face_up:
            rec.set_pile(talon, (*cards[:-1], cards[-1].face_up()))
        elif looked_at(cards) == len(cards) - 1:  # round the talon: as at the first look
            rec.set_pile(talon, (cards[-1].face_down(), *(c.face_down() for c in cards[:-2]),
                                 cards[-2]))
        else:  # the card shown goes under, the next one is shown
            rec.set_pile(talon, (cards[-1], *cards[:-2], cards[-2].face_up()))
    elif move.action == "take":
        rest, turns = cards[:-1], looked_at(cards)
        # back in the talon's own order, face down, less the card taken
        rec.set_pile(talon, tuple(c.face_down() for c in rest[turns:] + rest[:turns]))
        rec.set_pile(move.src, (cards[-1].face_up(),))
        rec.counter(game.counter_index("draws_left"), state.counter("draws_left") - 1)
    else:
        play_pair(game, state, move, rec, ELF_9A_RULE)


def elf_9a_blind_moves(game: Game, state: GameState) -> list[Move]:
    moves = pair_moves(game, state, ELF_9A_RULE)
    if moves or not may_draw(game, state):
        return moves
    return [Move("draw", game.pile_index("talon"), -1, 0)]


def elf_9a_play(game: Game, state: GameState, move: Move, rec: StepRecorder) -> None:
    if move.action != "draw":
        play_pair(game, state, move, rec, ELF_9A_RULE)
        return
    # A blind pick from the face-down talon; seeded by deal and draw number so that
    # replaying the game (or redo) draws the same card.
    talon = game.pile_index("talon")
    left = state.counter("draws_left")
    used = game.initial_counters[game.counter_index("draws_left")] - left
    cards = state.piles[talon]
    k = rng_for(game.id, state.deal, "helper", used).below(len(cards))
    helper = next(i for i in game.groups["helper"] if not state.piles[i])
    rec.set_pile(talon, cards[:k] + cards[k + 1:])
    rec.set_pile(helper, (cards[k].face_up(),))
    rec.counter(game.counter_index("draws_left"), left - 1)


ELF_9A = GameSpec(
    id="dondorf_elf_9a",
    solver_group="dondorf_pairs",
    piles=(Piles("field", Kind.SLOT, 9, pick=Pick.NONE, refill_from=("talon",)),
           Piles("talon", Kind.STOCK, pick=Pick.NONE),
           Piles("helper", Kind.CELL, 2, pick=Pick.NONE),
           discard()),
    deal=(Counts("field", (1,) * 9), Rest("talon")),
    counters=(("draws_left", 2),),
    hooks=replace(removal_hooks(ELF_9A_RULE), special_moves=elf_9a_moves,
                  play_special=elf_9a_choose),
    layout="dondorf_elf_9a",
    # its lines are ~0.6 moves a card; a long one is long by looks through the talon to
    # a helper card deep in it, where one nearer would do (deal 4: 109 -> 34 moves)
    solver_tuning={"long_per_card": 1.0},
    options=(Option(
        name="helper_draw", label=N_("Helper cards"), default="choose",
        choices={"choose": {},
                 "blind": {"hooks": replace(removal_hooks(ELF_9A_RULE),
                                            special_moves=elf_9a_blind_moves,
                                            play_special=elf_9a_play)}},
        choice_labels={"choose": N_("Chosen from the talon, face up"),
                       "blind": N_("Drawn blind from the talon")}),),
    max_score=52,
)


# --- Nr. 10 Die Polonaise ------------------------------------------------------------

COLUMNS, ROWS = 8, 6
POLONAISE_RULE = PairRule(EQUAL_RANK, among=("column",))
WITH_RESERVE = PairRule(EQUAL_RANK, among=("column", "reserve"))


def _polonaise_grid(pack: list) -> list[list] | None:
    """Row by row, each slot takes the first card whose rank its column lacks; None if
    some slot finds none."""
    pack = list(pack)
    columns: list[list] = [[] for _ in range(COLUMNS)]
    for _ in range(ROWS):
        for column in columns:
            ranks = {c.rank for c in column}
            k = next((k for k, c in enumerate(pack) if c.rank not in ranks), None)
            if k is None:
                return None
            column.append(pack.pop(k))
    return columns + [pack]


def polonaise_deal(dealer: Dealer) -> None:
    pack, attempt = list(dealer.pack), 0
    while (grid := _polonaise_grid(pack)) is None:
        attempt += 1  # a rare dead end: shuffle the whole pack again, reproducibly
        pack = sorted(pack)
        rng_for("dondorf_polonaise", dealer.state.deal, "redeal", attempt).shuffle(pack)
    dealer.pack.clear()
    *columns, rest = grid
    for row in range(ROWS):
        for pile, column in zip(dealer.piles("column"), columns, strict=True):
            dealer.lay(pile, column[row])
    for pile, c in zip(dealer.piles("reserve"), rest, strict=True):
        dealer.lay(pile, c)


def polonaise_moves(game: Game, state: GameState) -> list[Move]:
    # The reserve helps only when the columns hold no pair.
    return pair_moves(game, state, POLONAISE_RULE) or pair_moves(game, state, WITH_RESERVE)


POLONAISE_PILES = (Piles("column", Kind.TABLEAU, COLUMNS, pick=Pick.NONE),
                   Piles("reserve", Kind.RESERVE, 4, pick=Pick.NONE), discard())
EASY_PILES = (replace(POLONAISE_PILES[0], pick=Pick.TOP),
              replace(POLONAISE_PILES[1], fill=ANY, capacity=1, sources=("column",)),
              discard())

POLONAISE = GameSpec(
    id="dondorf_polonaise",
    solver_group="dondorf_pairs",
    piles=POLONAISE_PILES,
    deal=(polonaise_deal,),
    hooks=replace(removal_hooks(POLONAISE_RULE), special_moves=polonaise_moves),
    layout="dondorf_polonaise",
    options=(Option(
        name="easy_reserve", label=N_("Reserve"), default="off",
        choices={"off": {}, "on": {"piles": EASY_PILES}},
        choice_labels={"off": N_("Used reserve cards are gone"),
                       "on": N_("Refill the reserve from the columns")}),),
    max_score=52,
)

GAMES = (ADIEU, ELF, ELF_9A, POLONAISE)
