"""Dondorf hand games — Numeri (Nr. 2) and Das Verstecken (Nr. 8): the whole pack is
played out of the hand, one click a card, and no click is a choice.

Each has a "Play for me" strategy (the one click there is); every step can also be made
by hand.

Numeri (32): click the hand to lay its top card in the next free grid slot while calling
7, 8, 9, 10, J, Q, K, A, 7 …; a card equal to the call is discarded and the call restarts
at 7. An empty hand picks the grid up again (first laid on top); the call runs on.

    [grid 8 × 4 ...............]  [hand] [discard]  call

Das Verstecken (52): 13 packets of 4 (the 13th face down). Click the hand: its card is
hidden under the packet of its rank (kings under the 13th), and the top card of that
packet (or the next unfinished one) is taken up. It always comes out.

    [P1] … [P6]   [P13]
    [P7] … [P12]  [hand]

AisleRiot's Clock is the same hiding game under another flow: every packet face down
round a clock face, the kings' in the middle; the card in hand is dragged onto its hour,
face up on top, and the hour's bottom card comes up. No packet is skipped, so the fourth
king coming up ends it, won only if it was the last card.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.auto import first_legal_move
from game.engine.cards import ACE, JACK, KING, PIQUET_RANKS, QUEEN, piquet_32, rank_name
from game.engine.deal_patterns import Dealer, Rest
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import GameSpec, Kind, Option, Pick, Piles, variant
from game.engine.state import GameState
from game.i18n import N_

# --- Nr. 2 Numeri ---------------------------------------------------------------------

CALLS = (7, 8, 9, 10, JACK, QUEEN, KING, ACE)


@dataclass(frozen=True)
class Numeri(Mechanism):
    """`restart`: the call starts again at 7 with every pass ("beginnt … in der vorigen
    Weise" can be read so); by default it goes on across passes."""

    restart: bool = False

    def in_play(self, game: Game, state: GameState) -> int:
        return game.total_cards - len(state.pile("discard"))

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        if self.is_won(game, state):
            return []
        return [Move("count", game.pile_index("hand"), -1, 0)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        hand, grid = game.pile_index("hand"), game.groups["grid"]
        if not state.piles[hand]:  # pick the grid up, the first laid card on top
            for pile in reversed(grid):
                if state.piles[pile]:
                    rec.turn(pile, hand, 1)
            if self.restart:
                rec.counter(game.counter_index("call"), CALLS[0])
                rec.counter(game.counter_index("since_match"), 0)
            return
        slot = next(p for p in grid if not state.piles[p])
        rec.turn(hand, slot, 1)
        call, since = game.counter_index("call"), game.counter_index("since_match")
        if state.piles[slot][-1].rank == state.counters[call]:
            rec.move(slot, game.pile_index("discard"), 1)
            rec.counter(call, CALLS[0])
            rec.counter(since, 0)
        else:
            rec.counter(call, CALLS[(CALLS.index(state.counters[call]) + 1) % len(CALLS)])
            rec.counter(since, state.counters[since] + 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.pile("discard")) == game.total_cards

    def is_lost(self, game: Game, state: GameState) -> bool:
        """After 8 rounds of the remaining cards without a match the calls repeat with
        the cards: nothing can ever match again. Restarting at 7, one pass without a
        match is repeated exactly by the next."""
        rounds = 1 if self.restart else len(CALLS)
        return state.counter("since_match") >= rounds * self.in_play(game, state)

    def score(self, game: Game, state: GameState) -> int:
        return len(state.pile("discard"))


NUMERI = GameSpec(
    id="dondorf_numeri",
    deck=piquet_32,
    rank_order=PIQUET_RANKS,
    piles=(Piles("hand", Kind.STOCK, pick=Pick.NONE),
           Piles("grid", Kind.SLOT, 32, pick=Pick.NONE),
           Piles("discard", Kind.DISCARD, pick=Pick.NONE)),
    deal=(Rest("hand"),),
    counters=(("call", CALLS[0]), ("since_match", 0)),
    hooks=Numeri().hooks(),
    options=(Option(
        name="count", label=N_("Count after a pass"), default="carry_on",
        choices={"carry_on": {}, "restart": {"hooks": Numeri(restart=True).hooks()}},
        choice_labels={"carry_on": N_("Goes on where it stopped"),
                       "restart": N_("Starts again at 7")}),),
    autoplay=first_legal_move,  # the one click there is
    layout="dondorf_numeri",
    counter_text={"call": rank_name},
    max_score=32,
    solver_group="dondorf",
)


# --- Nr. 8 Das Verstecken -------------------------------------------------------------

PACKETS = 13


@dataclass(frozen=True)
class Verstecken(Mechanism):
    """`clock`: AisleRiot's Clock flow (see the module's note)."""

    clock: bool = False

    def complete(self, state: GameState, packet: int, rank: int) -> bool:
        cards = state.piles[packet]
        return len(cards) == 4 and all(
            c.rank == rank and (c.is_face_up or not self.clock) for c in cards)

    def next_packet(self, game: Game, state: GameState, rank: int) -> int | None:
        """The rank whose packet gives the next card: `rank`, or the next unfinished one."""
        packets = game.groups["packet"]
        for step in range(PACKETS):
            r = (rank - 1 + step) % PACKETS + 1
            if not self.complete(state, packets[r - 1], r):
                # Defensive: a packet holding only its own rank has nothing left to give.
                if all(c.rank == r for c in state.piles[packets[r - 1]]):
                    return None
                return r
        return None

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        """One click at a time; none once won, or after the defensive stop (the hand
        empty although the packets no longer hold four cards each). Clock: the card in
        hand goes to its hour, a drag."""
        hand = game.pile_index("hand")
        if self.clock:
            cards = state.piles[hand]
            if not cards:
                return []
            return [Move("hide", hand, game.groups["packet"][cards[-1].rank - 1], 1)]
        stuck = any(len(state.piles[p]) != 4 for p in game.groups["packet"])
        if not state.piles[hand] and (stuck or self.is_won(game, state)):
            return []
        return [Move("hide", hand, -1, 0)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        hand, packets = game.pile_index("hand"), game.groups["packet"]
        if self.clock:
            self.play_clock(state, hand, move.dst, rec)
            return
        rank = ACE
        if state.piles[hand]:
            c = state.piles[hand][-1]
            rank, home = c.rank, packets[c.rank - 1]
            rec.set_pile(hand, ())
            rec.set_pile(home, (c,) + state.piles[home])  # hidden under the packet
            after = self.next_packet(game, state, rank)
            if after is None:
                return
            rank = after
        rec.move(packets[rank - 1], hand, 1)
        if not state.piles[hand][-1].is_face_up:
            rec.flip(hand)

    def play_clock(self, state: GameState, hand: int, hour: int,
                   rec: StepRecorder) -> None:
        """The card face up on top of its hour, the hour's bottom card up into the hand."""
        rec.move(hand, hour, 1)
        cards = state.piles[hour]
        if cards[0].is_face_up:  # nothing left to give: the game has ended
            return
        rec.set_pile(hour, cards[1:])
        rec.set_pile(hand, cards[:1])
        rec.flip(hand)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """Done: show the kings that lay face down in the thirteenth packet. Clock: the
        fourth king, come up, joins the others in the middle: the game is over."""
        if self.clock:
            hand, kings = game.pile_index("hand"), game.groups["packet"][-1]
            cards = state.piles[hand]
            if cards and cards[-1].rank == KING and state.piles[kings][0].is_face_up:
                rec.move(hand, kings, 1)
            return
        if self.is_won(game, state):
            king_packet = game.groups["packet"][-1]
            for i, c in enumerate(state.piles[king_packet]):
                if not c.is_face_up:
                    rec.flip(king_packet, i)

    def is_won(self, game: Game, state: GameState) -> bool:
        return all(self.complete(state, p, r)
                   for r, p in enumerate(game.groups["packet"], start=1))

    def is_lost(self, game: Game, state: GameState) -> bool:
        """Clock: the fourth king came up before the hours were full."""
        return (self.clock and not state.pile("hand")
                and not self.is_won(game, state))

    def score(self, game: Game, state: GameState) -> int:
        if self.clock:  # a point per card put on its hour, kings aside
            return sum(c.is_face_up for p in game.groups["packet"][:-1]
                       for c in state.piles[p])
        return sum(4 for r, p in enumerate(game.groups["packet"], start=1)
                   if self.complete(state, p, r))

    def deal(self, dealer: Dealer) -> None:
        """Clock: all face down, and the last card up in the hand (the middle's top)."""
        packets = dealer.piles("packet")
        for round_ in range(4):
            for i, pile in enumerate(packets):
                if self.clock and round_ == 3 and i == PACKETS - 1:
                    dealer.deal(dealer.pile("hand"), face_up=True)
                else:
                    dealer.deal(pile, face_up=i < PACKETS - 1 and not self.clock)


VERSTECKEN = GameSpec(
    id="dondorf_verstecken",
    piles=(Piles("packet", Kind.RESERVE, PACKETS, pick=Pick.NONE),
           Piles("hand", Kind.RESERVE, pick=Pick.NONE)),
    deal=(Verstecken().deal,),
    hooks=Verstecken().hooks(),
    autoplay=first_legal_move,  # the one click there is
    layout="dondorf_verstecken",
    max_score=52,
    solver_group="dondorf",
)

CLOCK = variant(
    VERSTECKEN,
    id="clock",
    deal=(Verstecken(clock=True).deal,),
    hooks=Verstecken(clock=True).hooks(),
    layout="clock",
    max_score=48,
    solver_group="other",
)

GAMES = (NUMERI, VERSTECKEN, CLOCK)
