"""Der Fächer (Dondorf Nr. 12) — the fan.

The four aces lie at the pivot of a half fan of sixteen open packets of three (outer
tier 1–9, inner tier 10–16). Packet tops go up on the aces by suit, or down on another
packet's top in the same suit, one card at a time; an empty packet stays empty. Three
times, once no card can be used, the packets may be gathered in order (1 to 16, each
bottom to top) and laid out again in threes, without shuffling. Harder variant: the aces
are dealt into the packets (packets 1–4 get four cards, and so does a redeal for each
card beyond 48) and must be dug out.

          [2] [3] [4] [5] [6]
      [1]   [11][12][13]    [7]
         [10]           [14]
      [0] [9]  [A][A][A][A]  [15] [8]
"""

from __future__ import annotations

from game.engine.cards import ACE
from game.engine.deal_patterns import Dealer
from game.engine.game import Game
from game.engine.moves import Move, StepRecorder
from game.engine.spec import (
    NOTHING,
    Build,
    GameSpec,
    Hooks,
    Kind,
    Option,
    Pick,
    Piles,
    SuitRule,
    foundations,
)
from game.engine.state import GameState
from game.i18n import N_

PACKETS, PACKET_SIZE, REDEALS = 16, 3, 3


def deal_packets(dealer: Dealer, cards: list, sizes: list[int]) -> None:
    for pile, size in zip(dealer.piles("packet"), sizes, strict=True):
        for _ in range(size):
            dealer.lay(pile, cards.pop(0))


def deal_aces_out(dealer: Dealer) -> None:
    """The aces go to the foundations first; 48 cards in sixteen packets of three."""
    for pile, ace in zip(dealer.piles("foundation"),
                         sorted(dealer.take_out(lambda c: c.rank == ACE), key=lambda c: c.suit),
                         strict=True):
        dealer.lay(pile, ace)
    deal_packets(dealer, dealer.pack, [PACKET_SIZE] * PACKETS)


def deal_aces_in(dealer: Dealer) -> None:
    """All 52 into the packets: the first four get four cards."""
    deal_packets(dealer, dealer.pack, packet_sizes(len(dealer.pack)))


def redeal_moves(game: Game, state: GameState) -> list[Move]:
    """The booklet allows the redeal once "man keine verwendbaren Karten mehr" finds."""
    if (state.counter("redeals_left") > 0 and not game.is_won(state)
            and not game.card_moves(state)):
        return [Move("redeal")]
    return []


def packet_sizes(cards: int) -> list[int]:
    """Threes "in der früheren Weise"; cards beyond 48 (aces still in the packets) make
    the first packets fours, as the harder deal did, so no card is ever left out."""
    fours = max(0, cards - PACKETS * PACKET_SIZE)
    sizes, left = [], cards
    for k in range(PACKETS):
        size = min(left, 4 if k < fours else PACKET_SIZE)
        sizes.append(size)
        left -= size
    return sizes


def redeal(game: Game, state: GameState, move: Move, rec: StepRecorder) -> None:
    """Gather packet 1 … 16, each bottom to top, and deal them again from packet 1."""
    packets = game.groups["packet"]
    cards = [c for p in packets for c in state.piles[p]]
    start = 0
    for pile, size in zip(packets, packet_sizes(len(cards)), strict=True):
        rec.set_pile(pile, tuple(cards[start:start + size]))
        start += size
    rec.counter(game.counter_index("redeals_left"), state.counter("redeals_left") - 1)


FAECHER = GameSpec(
    id="dondorf_faecher",
    solver_group="dondorf_faecher",
    piles=(foundations(),
           Piles("packet", Kind.TABLEAU, PACKETS, build=Build(SuitRule.SAME_SUIT),
                 fill=NOTHING, pick=Pick.TOP)),
    deal=(deal_aces_out,),
    counters=(("redeals_left", REDEALS),),
    hooks=Hooks(special_moves=redeal_moves, play_special=redeal),
    layout="dondorf_faecher",
    options=(Option(
        name="aces_dealt", label=N_("Aces"), default="off",
        choices={"off": {}, "on": {"deal": (deal_aces_in,)}},
        choice_labels={"off": N_("Aces start on the foundations"),
                       "on": N_("Aces dealt into the packets (harder)")}),),
    max_score=52,
)

GAMES = (FAECHER,)
