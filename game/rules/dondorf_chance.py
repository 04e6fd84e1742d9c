"""Dondorf chance games — Numeri (Nr. 2), Coeur-Patience (Nr. 3), Die Sirenen (Nr. 4),
Das Zifferblatt (Nr. 6) and Das Verstecken (Nr. 8).

No decision in these games changes the outcome (at most its pace), so each has a "Play
for me" strategy; every step can also be made by hand.

Numeri (32): click the hand to lay its top card in the next free grid slot while calling
7, 8, 9, 10, J, Q, K, A, 7 …; a card equal to the call is discarded and the call restarts
at 7. An empty hand picks the grid up again (first laid on top); the call runs on.

    [grid 8 × 4 ...............]  [hand] [discard]  call

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

Das Verstecken (52): 13 packets of 4 (the 13th face down). Click the hand: its card is
hidden under the packet of its rank (kings under the 13th), and the top card of that
packet (or the next unfinished one) is taken up. It always comes out.

    [P1] … [P6]   [P13]
    [P7] … [P12]  [hand]
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
    rank_name,
)
from game.engine.deal import rng_for
from game.engine.deal_patterns import Dealer, Rest, Rows
from game.engine.game import Game
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

DONDORF = {"source": "dondorf", "family": "dondorf", "fortune": True}
REDS = (DIAMONDS, HEARTS)


# --- Nr. 2 Numeri ---------------------------------------------------------------------

CALLS = (7, 8, 9, 10, JACK, QUEEN, KING, ACE)


@dataclass(frozen=True)
class Numeri:
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
        the cards: nothing can ever match again."""
        return state.counter("since_match") >= len(CALLS) * self.in_play(game, state)

    def score(self, game: Game, state: GameState) -> int:
        return len(state.pile("discard"))

    def hooks(self) -> Hooks:
        return Hooks(special_moves=self.special_moves, play_special=self.play_special,
                     is_won=self.is_won, is_lost=self.is_lost, score=self.score)


NUMERI = GameSpec(
    id="dondorf_numeri",
    title="Numeri",
    titles={"en": "Numbers", "de": "Numeri", "fr": "Les Nombres"},
    source_ref="Nr. 2",
    deck=piquet_32,
    deck_name="32 cards",
    rank_order=PIQUET_RANKS,
    piles=(Piles("hand", Kind.STOCK, pick=Pick.NONE),
           Piles("grid", Kind.SLOT, 32, pick=Pick.NONE),
           Piles("discard", Kind.DISCARD, pick=Pick.NONE)),
    deal=(Rest("hand"),),
    counters=(("call", CALLS[0]), ("since_match", 0)),
    hooks=Numeri().hooks(),
    autoplay=first_legal_move,  # the one click there is
    layout="dondorf_numeri",
    labels={"call": "Call", "since_match": "Laid since a match", "count": "Lay a card"},
    counter_text={"call": rank_name},
    max_score=32,
    rules_text=(
        "Goal: count every card out of the pack.\n\n"
        "Click the hand to lay its top card face up in the next free place of the grid (four "
        "rows of eight), calling out 7, 8, 9, 10, jack, queen, king, ace, then 7 again, one "
        "call per card. When the card shows the rank just called, it leaves the game and "
        "the count starts again at 7.\n\n"
        "When the hand is empty, click it to pick the grid up again, row by row, so the "
        "first card laid comes first again. Nothing is shuffled, and the count goes on "
        "where it stopped.\n\n"
        "You win when no card is left. Once every remaining card has been laid eight times "
        "over without a match, calls and cards repeat for ever: the game is lost.\n\n"
        "There is nothing to decide here: click at your own pace or let the table play."),
    **DONDORF,
)


# --- Nr. 3 Coeur-Patience -------------------------------------------------------------

LAYOUT = 15


@dataclass(frozen=True)
class CoeurPatience:
    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        """The redeal, only once no heart fits (the booklet's order of play)."""
        redeals = state.counter("redeals_left")
        if redeals <= 0 or self.is_won(game, state) or game.card_moves(state):
            return []
        return [Move("redeal", game.pile_index("stock"), -1, 0)]

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

    def hooks(self) -> Hooks:
        return Hooks(special_moves=self.special_moves, play_special=self.play_special,
                     auto_moves=self.auto_moves, is_won=self.is_won)


COEUR = GameSpec(
    id="dondorf_coeur",
    title="Coeur-Patience",
    titles={"en": "Hearts Patience", "de": "Coeur-Patience", "fr": "Réussite des cœurs"},
    source_ref="Nr. 3",
    deck=piquet_32,
    deck_name="32 cards",
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
    labels={"redeals_left": "Redeals left", "redeal": "Redeal"},
    shuffles=("redeal",),
    max_score=8,
    rules_text=(
        "Goal: gather all eight hearts on one pile, in order.\n\n"
        "Fifteen cards are laid face up in three rows of five. The lowest heart among them "
        "(the ace counts lowest, then 7, 8 … king) starts the heart pile by itself. Then "
        "move the next higher heart from the layout onto it, and the next, as long as one "
        "is showing. After the king comes the ace, so every heart can join whatever card "
        "started the pile.\n\n"
        "Gaps stay empty. When no heart fits, click the talon: the layout cards are "
        "shuffled with the talon and fifteen cards are laid again; the heart pile stays. "
        "You may do this three times.\n\n"
        "There is no real choice in this game: it can play itself."),
    **DONDORF,
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
    title="Die Sirenen",
    titles={"en": "The Sirens", "de": "Die Sirenen", "fr": "Les Sirènes"},
    source_ref="Nr. 4",
    piles=(Piles("queen", Kind.DECORATION, 4, pick=Pick.NONE),
           Piles("five", Kind.FOUNDATION, 4, pick=Pick.NONE),
           Piles("six", Kind.FOUNDATION, 4, pick=Pick.NONE),
           stock(), waste()),
    deal=(deal_queens, Rest("stock")),
    stock_action=DrawToWaste(draw=1, redeals=2),
    hooks=Hooks(can_drop=siren_drop, is_won=siren_won),
    autoplay=first_legal_move,
    layout="dondorf_sirenen",
    labels={"redeals_left": "Redeals left"},
    max_score=48,
    rules_text=(
        "Goal: surround the four queens with kings and jacks.\n\n"
        "The queens are taken out first and laid in a block. Each queen owns two places of "
        "her own suit: her five pile and her six pile. Turn the talon one card at a time "
        "onto the waste; the top waste card may go where it fits:\n"
        "• on a five pile: first the five, then 4, 3, 2, ace and finally the king;\n"
        "• on a six pile: first the six, then 7, 8, 9, 10 and finally the jack.\n\n"
        "The talon may be gone through three times. You win when every five pile ends with "
        "its king and every six pile with its jack.\n\n"
        "Every card has exactly one home, and putting it there at once is never wrong, so "
        "the table can play this game for you."),
    **DONDORF,
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
    title="Das Zifferblatt",
    titles={"en": "The Clock Face", "de": "Das Zifferblatt", "fr": "Le Cadran"},
    source_ref="Nr. 6",
    piles=(Piles("hour", Kind.FOUNDATION, 12, pick=Pick.NONE),
           Piles("centre", Kind.FOUNDATION, pick=Pick.NONE),
           stock(), waste()),
    deal=(Rest("stock"),),
    stock_action=DrawToWaste(draw=1, redeals=1),
    hooks=Hooks(can_drop=dial_drop),
    autoplay=first_legal_move,
    layout="dondorf_zifferblatt",
    labels={"redeals_left": "Redeals left"},
    max_score=52,
    rules_text=(
        "Goal: build a clock face of thirteen piles, four equal cards each.\n\n"
        "The hours belong to the ranks: the ace at one o'clock, 2 at two o'clock … the "
        "jack at eleven, the queen at twelve, and the kings in the middle of the dial.\n\n"
        "Turn the talon one card at a time onto the waste. An empty hour takes only the "
        "club of its rank; on it come the other cards of that rank in alternating colour: "
        "a red one, then the spade, then the last red one.\n\n"
        "The talon may be gone through twice. Playing a card as soon as it fits is always "
        "right, so the table can play the game for you."),
    **DONDORF,
)


# --- Nr. 8 Das Verstecken -------------------------------------------------------------

PACKETS = 13


@dataclass(frozen=True)
class Verstecken:
    def complete(self, state: GameState, packet: int, rank: int) -> bool:
        cards = state.piles[packet]
        return len(cards) == 4 and all(c.rank == rank for c in cards)

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
        empty although the packets no longer hold four cards each)."""
        hand = game.pile_index("hand")
        stuck = any(len(state.piles[p]) != 4 for p in game.groups["packet"])
        if not state.piles[hand] and (stuck or self.is_won(game, state)):
            return []
        return [Move("hide", hand, -1, 0)]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        hand, packets = game.pile_index("hand"), game.groups["packet"]
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

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        """Done: show the kings that lay face down in the thirteenth packet."""
        if self.is_won(game, state):
            king_packet = game.groups["packet"][-1]
            for i, c in enumerate(state.piles[king_packet]):
                if not c.is_face_up:
                    rec.flip(king_packet, i)

    def is_won(self, game: Game, state: GameState) -> bool:
        return all(self.complete(state, p, r)
                   for r, p in enumerate(game.groups["packet"], start=1))

    def score(self, game: Game, state: GameState) -> int:
        return sum(4 for r, p in enumerate(game.groups["packet"], start=1)
                   if self.complete(state, p, r))

    def deal(self, dealer: Dealer) -> None:
        packets = dealer.piles("packet")
        for _ in range(4):
            for i, pile in enumerate(packets):
                dealer.deal(pile, face_up=i < PACKETS - 1)

    def hooks(self) -> Hooks:
        return Hooks(special_moves=self.special_moves, play_special=self.play_special,
                     auto_moves=self.auto_moves, is_won=self.is_won, score=self.score)


VERSTECKEN = GameSpec(
    id="dondorf_verstecken",
    title="Das Verstecken",
    titles={"en": "Hide and Seek", "de": "Das Verstecken", "fr": "Cache-cache"},
    source_ref="Nr. 8",
    piles=(Piles("packet", Kind.RESERVE, PACKETS, pick=Pick.NONE),
           Piles("hand", Kind.RESERVE, pick=Pick.NONE)),
    deal=(Verstecken().deal,),
    hooks=Verstecken().hooks(),
    autoplay=first_legal_move,  # the one click there is
    layout="dondorf_verstecken",
    labels={"hide": "Hide the card"},
    max_score=52,
    rules_text=(
        "Goal: hide every card in its own packet, until the thirteen packets hold four "
        "equal cards each, aces to kings.\n\n"
        "Twelve packets of four lie face up in two rows, one for each rank from ace (first) "
        "to queen (twelfth); the thirteenth packet, the kings', lies face down to the side.\n\n"
        "Click the hand. The first click takes up the top card of the first packet. Each "
        "further click hides the card in hand under the packet of its rank (a king under "
        "the face-down packet) and takes up the top card of that same packet. When that "
        "packet already holds its four equal cards, the next packet in turn gives the "
        "card instead (after the kings come the aces).\n\n"
        "Every step puts one card in its final place, so the game always comes out: watch "
        "it, or let the table play it."),
    **DONDORF,
)

GAMES = (NUMERI, COEUR, SIRENEN, ZIFFERBLATT, VERSTECKEN)
