"""Sympathie (Sympathy) — Dondorf, *20 Patienzen*, Nr. 20. For two players, each with
a pack of his own (different backs). A cooperative oracle: either both packs pair off
completely — there is Sympathie — or the game ends short and there is none.

Each player lays two rows of eight packets of three and keeps four helper cards face
down. Player 1 lays every packet card face down; player 2 lays two face down and one
face up on each packet. A packet is *covered* while its top card is face down; a
player's *open cards* are his face-up packet tops and face-up helpers; *twins* are the
two identical cards, one in each pack.

- Player 1 begins. The player on turn picks one of his covered packets and turns its top
  card up. If the other player has its twin among his open cards, both go to the
  sympathy pile; the other player's packet is left covered, and the mover's packet turns
  up its next card at once, to be compared the same way. Without a twin, the card stays.
- A player goes on until he has no covered packet; then the turn passes.
- When the player to move has no covered packet, both players turn their helpers up,
  once in the game; every twin pair now open is removed, and play resumes (with the
  stalled player if he has a covered packet again, else with the other).
- Won when all 104 cards are paired; otherwise the game ends when play stalls again.

    player 1:  [p0] [p1] … [p7]    [h][h]
               [p8] [p9] … [p15]   [h][h]
    to move: player N              [sympathy pile]
    player 2:  [p0] [p1] … [p7]    [h][h]
               [p8] [p9] … [p15]   [h][h]

The counter `player` (1 or 2) says whose turn it is; the rules allow only that
player's reveals. `helpers_left` is 1 until the helpers have been consulted. The option
`computer` lets the program play one side: `computer_turn` tells the table when that
side is on turn, and the table plays its moves (`sympathie_autoplay`) one at a time,
paced so they can be watched. `sympathie_verdict` words the outcome.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import Card, two_packs
from game.engine.deal_patterns import Dealer
from game.engine.game import LOST, WON, Game
from game.engine.labels import player_text
from game.engine.mechanism import Mechanism
from game.engine.moves import Move, StepRecorder
from game.engine.spec import GameSpec, Kind, Option, Pick, Piles
from game.engine.state import GameState
from game.i18n import N_, _

PACKETS, HELPERS, PACKET_SIZE = 16, 4, 3
SIDES = {1: "a", 2: "b"}
REVEAL, HELPERS_MOVE = "reveal", "helpers"
PAIRS = 52


def other(player: int) -> int:
    return 3 - player


def helpers_text(left: int) -> str:
    return _("still face down") if left else _("turned up")


@dataclass(frozen=True)
class Sympathie(Mechanism):
    # --- looking at the table ---------------------------------------------------------
    @staticmethod
    def player(game: Game, state: GameState) -> int:
        return state.counters[game.counter_index("player")]

    @staticmethod
    def covered(game: Game, state: GameState, player: int) -> list[int]:
        return [p for p in game.groups[f"{SIDES[player]}_packet"]
                if state.piles[p] and not state.piles[p][-1].is_face_up]

    @staticmethod
    def open_cards(game: Game, state: GameState, player: int) -> list[int]:
        """The piles whose face-up top card is one of the player's open cards."""
        side = SIDES[player]
        return [p for g in (f"{side}_packet", f"{side}_helper") for p in game.groups[g]
                if state.piles[p] and state.piles[p][-1].is_face_up]

    def twin_of(self, game: Game, state: GameState, c: Card, player: int) -> int:
        """The pile of `player` whose open top card is the twin of `c`, or -1."""
        return next((p for p in self.open_cards(game, state, player)
                     if state.piles[p][-1].identity == c.identity), -1)

    # --- hooks ------------------------------------------------------------------------
    def special_moves(self, game: Game, state: GameState) -> list[Move]:
        if self.is_won(game, state):
            return []
        covered = self.covered(game, state, self.player(game, state))
        if covered:
            return [Move(REVEAL, p, -1, 1) for p in covered]
        if state.counters[game.counter_index("helpers_left")] > 0:
            return [Move(HELPERS_MOVE)]
        return []

    def play_special(self, game: Game, state: GameState, move: Move,
                     rec: StepRecorder) -> None:
        if move.action == REVEAL:
            self._reveal(game, state, move.src, rec)
        else:
            self._consult_helpers(game, state, rec)

    def _reveal(self, game: Game, state: GameState, packet: int, rec: StepRecorder) -> None:
        """Turn the packet's top card; pair it off while the other player holds twins."""
        mover = self.player(game, state)
        pile = game.pile_index("sympathy")
        while state.piles[packet] and not state.piles[packet][-1].is_face_up:
            rec.flip(packet)
            twin = self.twin_of(game, state, state.piles[packet][-1], other(mover))
            if twin < 0:
                break
            rec.move(packet, pile)
            rec.move(twin, pile)
        if not self.covered(game, state, mover):
            rec.counter(game.counter_index("player"), other(mover))

    def _consult_helpers(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        for side in SIDES.values():
            for helper in game.groups[f"{side}_helper"]:
                if state.piles[helper] and not state.piles[helper][-1].is_face_up:
                    rec.flip(helper)
        pile = game.pile_index("sympathy")
        for mine in self.open_cards(game, state, 1):
            twin = self.twin_of(game, state, state.piles[mine][-1], 2)
            if twin >= 0:
                rec.move(mine, pile)
                rec.move(twin, pile)
        rec.counter(game.counter_index("helpers_left"), 0)
        stalled = self.player(game, state)
        if not self.covered(game, state, stalled) and self.covered(game, state, other(stalled)):
            rec.counter(game.counter_index("player"), other(stalled))

    def is_won(self, game: Game, state: GameState) -> bool:
        return len(state.piles[game.pile_index("sympathy")]) == game.total_cards

    def score(self, game: Game, state: GameState) -> int:
        """Pairs found."""
        return len(state.piles[game.pile_index("sympathy")]) // 2


def sympathie_autoplay(game: Game, state: GameState) -> Move | None:
    """'Play for us': the player on turn reveals his first covered packet (the order does
    not change the outcome), or the helpers are consulted."""
    moves = game.legal_moves(state)
    return moves[0] if moves else None


@dataclass(frozen=True)
class ComputerSide:
    """The option `computer`: the program plays this side (player 1 or 2)."""

    player: int

    def __call__(self, game: Game, state: GameState) -> bool:
        return (Sympathie.player(game, state) == self.player
                and game.status(state) not in (WON, LOST))


def sympathie_verdict(game: Game, state: GameState) -> str:
    """The oracle's answer, for the results screen."""
    pairs = game.score(state)
    status = game.status(state)
    if status == WON:
        return _("Sympathie! All {total} pairs have found each other.").format(total=PAIRS)
    if status == LOST:
        return _("No Sympathie this time: {pairs} of {total} pairs found.").format(
            pairs=pairs, total=PAIRS)
    return _("Undecided: {pairs} of {total} pairs found so far.").format(pairs=pairs,
                                                                          total=PAIRS)


def sympathie_deal(dealer: Dealer) -> None:
    """Each player lays out his own pack: three rounds over the packets (player 1 all
    face down, player 2 the third card face up), then four helpers face down."""
    packs = {side: [c for c in dealer.pack if c.deck == deck]
             for deck, side in enumerate(SIDES.values())}
    dealer.pack = []
    for side, pack in packs.items():
        dealer.pack = pack
        for row in range(PACKET_SIZE):
            up = side == "b" and row == PACKET_SIZE - 1
            for pile in dealer.piles(f"{side}_packet"):
                dealer.deal(pile, face_up=up)
        for pile in dealer.piles(f"{side}_helper"):
            dealer.deal(pile, face_up=False)


def _side_piles(side: str) -> tuple[Piles, Piles]:
    return (Piles(f"{side}_packet", Kind.RESERVE, PACKETS, pick=Pick.NONE),
            Piles(f"{side}_helper", Kind.RESERVE, HELPERS, pick=Pick.NONE))


SYMPATHIE = GameSpec(
    id="dondorf_sympathie",
    solver_group="dondorf_sympathie",
    deck=two_packs,
    piles=(*_side_piles("a"), *_side_piles("b"),
           Piles("sympathy", Kind.DISCARD, pick=Pick.NONE)),
    deal=(sympathie_deal,),
    counters=(("player", 1), ("helpers_left", 1)),
    hooks=Sympathie().hooks(),
    autoplay=sympathie_autoplay,
    layout="dondorf_sympathie",
    counter_text={"player": player_text, "helpers_left": helpers_text},
    turn_counter="player",
    verdict=sympathie_verdict,
    distinct_backs=True,  # each player's own pack
    options=(Option(
        name="computer", label=N_("Players"), default="none",
        choices={"none": {}, **{str(n): {"computer_turn": ComputerSide(n)} for n in SIDES}},
        choice_labels={"none": N_("Two players at one table"),
                       "1": N_("The computer plays player 1"),
                       "2": N_("The computer plays player 2")}),),
    max_score=PAIRS,
)

GAMES = (SYMPATHIE,)
