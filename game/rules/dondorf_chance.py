"""Dondorf chance games with a talon — Coeur-Patience (Nr. 3), Die Sirenen (Nr. 4) and
Das Zifferblatt (Nr. 6): every card has one home, and it goes there as soon as it may.

No decision in these games changes the outcome (at most its pace), so each has a "Play
for me" strategy; every step can also be made by hand. (Numeri and Das Verstecken, chance
games played out of the hand, are in dondorf_hand.py.)

Coeur-Patience (32): 15 cards in 3 × 5; the lowest heart (A, 7 … K) goes to the foundation
by itself, then the next heart in turn (K → A wraps). Stuck: click the talon to gather
the layout with the talon, shuffle and lay 15 again (three times).

Die Sirenen (52): the queens lie in a block; beside each her five (down 5, 4, 3, 2, A, K)
and her six (up 6 … J) of her suit; the talon (3 passes) feeds them.

            [6♥] [6♠]
      [5♥]  [Q♥] [Q♠]  [5♠]          [talon]
      [5♣]  [Q♣] [Q♦]  [5♦]          [waste]
            [6♣] [6♦]

Das Zifferblatt (52): a clock of 13 piles (A = 1 o'clock … Q = 12, K in the middle), each
taking its rank: the club first, then alternating colour (♣, red, ♠, red); 2 passes.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.auto import first_legal_move
from game.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    PIQUET_RANKS,
    QUEEN,
    SPADES,
    piquet_32,
)
from game.engine.deal import rng_for
from game.engine.deal_patterns import Dealer, Rest, Rows
from game.engine.game import Game
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import (
    UP,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    stock,
    waste,
)
from game.engine.state import GameState
from game.i18n import N_

REDS = (DIAMONDS, HEARTS)


# --- Nr. 3 Coeur-Patience -------------------------------------------------------------

LAYOUT = 15
REDEAL_WAITS = N_("The redeal comes only when no card can be played.")


@dataclass(frozen=True)
class CoeurPatience(Mechanism):
    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        """The redeal, only once no heart fits (the booklet's order of play)."""
        redeals = state.counter("redeals_left")
        if redeals <= 0 or self.is_won(game, state) or game.card_moves(state):
            return []
        return [Move("redeal", game.pile_index("stock"), -1, 0)]

    def stock_refusal(self, game: Game, state: GameState) -> str | None:
        """A redeal left waits while a card can still be played."""
        if state.counter("redeals_left") > 0 and game.card_moves(state):
            return REDEAL_WAITS
        return None

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        slots, talon = game.groups["slot"], game.pile_index("stock")
        redeals = game.counter_index("redeals_left")
        used = game.initial_counters[redeals] - state.counters[redeals]
        gathered = [c.face_up() for p in slots for c in state.piles[p]]
        gathered += [c.face_up() for c in reversed(state.piles[talon])]
        rng_for(game.id, state.deal, "redeal", used).shuffle(gathered)
        for pile, c in zip(slots, gathered, strict=False):
            rec.set_pile(pile, (c,))
        rec.set_pile(talon, tuple(c.face_down() for c in reversed(gathered[LAYOUT:])))
        rec.counter(redeals, state.counters[redeals] - 1)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """An empty foundation takes the lowest heart in the layout."""
        home = game.pile_index("foundation")
        if state.piles[home]:
            return
        hearts = [(game.rank_position[state.piles[p][-1].rank], p)
                  for p in game.groups["slot"]
                  if state.piles[p] and state.piles[p][-1].suit == HEARTS]
        if hearts:
            rec.move(min(hearts)[1], home, 1)

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.pile("foundation")) == len(PIQUET_RANKS)


COEUR = GameSpec(
    id="dondorf_coeur",
    deck=piquet_32,
    rank_order=PIQUET_RANKS,
    piles=(Piles("slot", Kind.SLOT, LAYOUT, pick=Pick.TOP),
           Piles("foundation", Kind.FOUNDATION, build=Build(SuitRule.SAME_SUIT, UP, wrap=True),
                 pick=Pick.NONE, capacity=len(PIQUET_RANKS)),
           stock()),
    deal=(Rows("slot", rows=1), Rest("stock")),
    counters=(("redeals_left", 3),),
    hooks=CoeurPatience().hooks(),
    autoplay=first_legal_move,
    layout="dondorf_coeur",
    shuffles=("redeal",),
    max_score=8,
    solver_group="dondorf",
)


# --- Nr. 4 Die Sirenen ----------------------------------------------------------------

QUEEN_SUITS = (HEARTS, SPADES, CLUBS, DIAMONDS)  # block order: top left, top right …
FIVE_RUN = (5, 4, 3, 2, ACE, KING)
SIX_RUN = (6, 7, 8, 9, 10, JACK)


def siren_drop(game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
    """A queen's five takes 5, 4, 3, 2, A, K of her suit in turn; her six 6 … J."""
    group = game.group_of[dst]
    run = {"five": FIVE_RUN, "six": SIX_RUN}.get(group, ())
    k, c = len(state.piles[dst]), state.piles[src][-1]
    suit = QUEEN_SUITS[game.groups[group].index(dst)] if run else -1
    return n == 1 and k < len(run) and (c.suit, c.rank) == (suit, run[k])


def siren_won(game: Game, state: GameState) -> bool:
    return all(len(state.piles[p]) == len(FIVE_RUN) for p in game.foundations)


def deal_queens(dealer: Dealer) -> None:
    """The queens, taken out of the pack, make the block in the middle."""
    queens = {c.suit: c for c in dealer.take_out(lambda c: c.rank == QUEEN)}
    for pile, suit in zip(dealer.piles("queen"), QUEEN_SUITS, strict=True):
        dealer.lay(pile, queens[suit])


SIRENEN = GameSpec(
    id="dondorf_sirenen",
    piles=(Piles("queen", Kind.DECORATION, 4, pick=Pick.NONE),
           Piles("five", Kind.FOUNDATION, 4, pick=Pick.NONE),
           Piles("six", Kind.FOUNDATION, 4, pick=Pick.NONE),
           stock(), waste()),
    deal=(deal_queens, Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=Hooks(can_drop=siren_drop, is_won=siren_won),
    autoplay=first_legal_move,
    layout="dondorf_sirenen",
    max_score=48,
    solver_group="dondorf",
)


# --- Nr. 6 Das Zifferblatt ------------------------------------------------------------

DIAL_SUITS = ((CLUBS,), REDS, (SPADES,), REDS)  # club first, then alternating colour


def dial_drop(game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
    """An hour pile takes its rank (kings in the centre): club, red, spade, red."""
    group, k, c = game.group_of[dst], len(state.piles[dst]), state.piles[src][-1]
    rank = game.groups["hour"].index(dst) + 1 if group == "hour" else KING
    return (n == 1 and group in ("hour", "centre") and rank == c.rank
            and k < len(DIAL_SUITS) and c.suit in DIAL_SUITS[k])


ZIFFERBLATT = GameSpec(
    id="dondorf_zifferblatt",
    piles=(Piles("hour", Kind.FOUNDATION, 12, pick=Pick.NONE),
           Piles("centre", Kind.FOUNDATION, pick=Pick.NONE),
           stock(), waste()),
    deal=(Rest("stock"),),
    stock_action=DrawToWaste(draw=1, redeals=1),
    hooks=Hooks(can_drop=dial_drop),
    autoplay=first_legal_move,
    layout="dondorf_zifferblatt",
    max_score=52,
    solver_group="dondorf",
)

GAMES = (COEUR, SIRENEN, ZIFFERBLATT)
