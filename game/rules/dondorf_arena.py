"""Dondorf, *20 Patienzen* — two-pack games laid along drawn lines: Die Arena (Nr. 18)
and Die Italienerin (Nr. 19). Their curved or numbered rows are chains of one-card
slots (see `game.engine.chains`).

Die Arena: four aces in the middle build up in alternating colour to the king; four
kings, two above and two below, start semicircles that build down in alternating colour
to the ace, curling round the aces in two rings. The talon is laid out three cards at a
time; the three are laid aside only when none of them fits. Three passes.

                 K♥ → outer ring (clockwise, down the right)
             K♠ → inner ring
    [talon]        [A♣] [A♥] [A♠] [A♦]           [open]
    [waste]     inner ring ← K♦                   [open]
              outer ring ← K♣                     [open]

Die Italienerin: eleven helper cards in a row, used from right to left and only on the
foundations; the player chooses the base card from three; eight foundations build up in
alternating colour from the base rank (king followed by ace); nine tableau piles build
down in alternating colour. One pass.

    [h0] [h1] … [h10]                    ← the rightmost helper is the current one
    [f0] … [f7]   [choice] [choice] [choice]
    [t0] … [t8]   [talon] [waste]
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, KING, SPADES, card, rank_name, two_packs
from game.engine.chains import Chains, chain_piles, end, standard_drop
from game.engine.deal_patterns import Dealer, Rest
from game.engine.game import Game
from game.engine.mechanism import Mechanism, mechanisms
from game.engine.moves import Move, StepRecorder
from game.engine.open_talon import OpenTalon
from game.engine.spec import (
    ANY,
    DOWN,
    NOTHING,
    UP,
    Build,
    DrawToWaste,
    GameSpec,
    Hooks,
    Kind,
    Pick,
    Piles,
    SuitRule,
    fill_base,
    foundations,
    stock,
    waste,
)
from game.engine.state import GameState
from game.i18n import _

# --- Nr. 18 Die Arena --------------------------------------------------------------------

ARCS = {"inner_upper": SPADES, "outer_upper": HEARTS,      # kings above the aces
        "inner_lower": DIAMONDS, "outer_lower": CLUBS}     # kings below
ACES = (CLUBS, HEARTS, SPADES, DIAMONDS)
ARC_LENGTH = 13


@dataclass(frozen=True)
class Arena(Mechanism):
    chains: Chains = Chains(tuple(ARCS), keep_first=tuple(ARCS))
    talon: OpenTalon = OpenTalon(aside_only_when_stuck=True)

    def score(self, game: Game, state: GameState) -> int:
        """Cards on the aces and in the semicircles, the eight laid out first included."""
        return sum(len(state.piles[p]) for g in ("foundation", *ARCS) for p in game.groups[g])

    def is_won(self, game: Game, state: GameState) -> bool:
        return self.score(game, state) == game.total_cards

    def hooks(self) -> Hooks:
        """The arcs' chains, the open talon, and the arena's own end and score."""
        return mechanisms(self.chains, self.talon, super().hooks())


def arena_deal(dealer: Dealer) -> None:
    """The aces and kings of the first pack are laid out; the rest is the talon."""
    dealer.take_out(lambda c: c.deck == 0 and c.rank in (ACE, KING))
    for pile, suit in zip(dealer.piles("foundation"), ACES, strict=True):
        dealer.lay(pile, card(ACE, suit))
    for group, suit in ARCS.items():
        dealer.lay(dealer.piles(group)[0], card(KING, suit))
    Rest("stock")(dealer)


ARENA = GameSpec(
    id="dondorf_arena",
    deck=two_packs,
    piles=(stock(), waste(), Piles("open", Kind.SLOT, 3, capacity=1),
           foundations(4, build=Build(SuitRule.ALTERNATE_COLOUR, UP), fill=NOTHING,
                       capacity=13),
           *(chain_piles(group, ARC_LENGTH, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN),
                         sources=("open", "waste")) for group in ARCS)),
    deal=(arena_deal,),
    counters=(("redeals_left", 2),),
    hooks=Arena().hooks(),
    layout="dondorf_arena",
    max_score=104,
    solver_group="dondorf_two_decks",
)


# --- Nr. 19 Die Italienerin --------------------------------------------------------------

HELPERS = 11
CHOOSE = "choose"


def base_rank_text(rank: int) -> str:
    return rank_name(rank) if rank else _("choose a card")


@dataclass(frozen=True)
class Italienerin(Mechanism):
    """Helpers used from the right and given way on the foundations; the base card is
    chosen from three before play begins."""

    chains: Chains = Chains(("helper",))

    @staticmethod
    def base(game: Game, state: GameState) -> int:
        return state.counters[game.counter_index("base_rank")]

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        return bool(self.base(game, state)) and self.chains.can_pick(game, state, pile, n)

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if not self.base(game, state):
            return False
        if game.group_of[dst] == "foundation":  # (the helper looked up only here: hot)
            helper = end(game, state, "helper")
            if src != helper and helper >= 0 and standard_drop(game, state, helper, 1, dst):
                return False  # the current helper has the right of way on this foundation
        return self.chains.can_drop(game, state, src, n, dst)

    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        if self.base(game, state):
            return []
        return [Move(CHOOSE, pile, -1, 1) for pile in game.groups["choice"]]

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        """The chosen card founds the first foundation and fixes the base rank; the other
        two start the tableau, and the pack in hand becomes the talon."""
        chosen = state.piles[move.src][-1]
        rec.move(move.src, game.groups["foundation"][0])
        rec.counter(game.counter_index("base_rank"), chosen.rank)
        others = [p for p in game.groups["choice"] if p != move.src]
        for pile, target in zip(others, game.groups["tableau"], strict=False):
            rec.move(pile, target)
        pack = game.pile_index("pack")
        rec.move(pack, game.pile_index("stock"), len(state.piles[pack]))

    def is_won(self, game: Game, state: GameState) -> bool:
        return end(game, state, "helper") < 0


def italienerin_deal(dealer: Dealer) -> None:
    """Eleven helpers, three cards to choose the base from, seven tableau cards (piles 3
    to 9); the rest stays in hand until the choice is made."""
    for group in ("helper", "choice"):
        for pile in dealer.piles(group):
            dealer.deal(pile)
    for pile in dealer.piles("tableau")[2:]:
        dealer.deal(pile)
    Rest("pack")(dealer)


ITALIENERIN = GameSpec(
    id="dondorf_italienerin",
    deck=two_packs,
    piles=(stock(), waste(),
           chain_piles("helper", HELPERS),
           Piles("choice", Kind.SLOT, 3, pick=Pick.NONE),
           foundations(8, build=Build(SuitRule.ALTERNATE_COLOUR, UP, wrap=True),
                       fill=fill_base(), capacity=13),
           Piles("tableau", Kind.TABLEAU, 9, build=Build(SuitRule.ALTERNATE_COLOUR, DOWN),
                 fill=ANY, fill_sources=("waste",), build_sources=("tableau",),
                 sources=("tableau", "waste")),
           Piles("pack", Kind.DECORATION, pick=Pick.NONE)),
    deal=(italienerin_deal,),
    counters=(("base_rank", 0),),
    stock_action=DrawToWaste(draw=1, redeals=0),
    hooks=Italienerin().hooks(),
    layout="dondorf_italienerin",
    max_score=104,
    counter_text={"base_rank": base_rank_text},
    solver_group="dondorf_two_decks",
)

GAMES = (ARENA, ITALIENERIN)
