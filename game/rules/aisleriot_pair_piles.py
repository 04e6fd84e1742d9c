"""AisleRiot pairing games on piles: Fourteen, Isabel, Gay Gordons.

Fourteen — all 52 cards face up in twelve piles (the first four of five cards, the rest
of four). Two top cards worth 14 together (A=1, J=11, Q=12, K=13) go out. Won when all
are out.

    [t0][t1][t2][t3][t4][t5]     [discard]
    [t6][t7][t8][t9][t10][t11]   (piles fanned down)

Isabel — thirteen packets of four, three face down under one face up. Two face-up tops
of equal rank go out; a face-down card left on top turns up. Won when all are out.

    [p0]      [p1]      [p2]
         [p9]      [p10]
    [p3]      [p4]      [p5]      [discard]
         [p11]     [p12]
    [p6]      [p7]      [p8]

Gay Gordons — ten piles of five face up and two cards in a reserve. Two top cards worth
11 together (A+10 … 5+6), two jacks, or a king and a queen go out. The deal lays the
pack as matching pairs, each pair split over two piles, so every deal can be won.

    [reserve →]                               [discard]
    [t0][t1][t2][t3][t4][t5][t6][t7][t8][t9]  (piles fanned down)
"""

from __future__ import annotations

from game.engine.cards import JACK, KING, QUEEN, Card
from game.engine.deal import rng_for
from game.engine.deal_patterns import Counts, Dealer
from game.engine.pairs import EQUAL_RANK, SUM, PairRemovals, PairRule
from game.engine.spec import GameSpec, Kind, Pick, Piles

DISCARD = Piles("discard", Kind.DISCARD, pick=Pick.NONE)

FOURTEEN = GameSpec(
    id="fourteen",
    solver_group="pairing",
    piles=(Piles("tableau", Kind.TABLEAU, 12, pick=Pick.NONE), DISCARD),
    deal=(Counts("tableau", (5,) * 4 + (4,) * 8, face_up=-1),),
    hooks=PairRemovals(PairRule(SUM, 14, among=("tableau",))).hooks(),
    layout="fourteen",
    max_score=52,
)

ISABEL = GameSpec(
    id="isabel",
    solver_group="pairing",
    piles=(Piles("packet", Kind.TABLEAU, 13, pick=Pick.NONE, flip_exposed=True), DISCARD),
    deal=(Counts("packet", (4,) * 13, face_up=1),),
    hooks=PairRemovals(PairRule(EQUAL_RANK, among=("packet",))).hooks(),
    layout="isabel",
    max_score=52,
)

# --- Gay Gordons --------------------------------------------------------------------------

GORDONS_RULE = PairRule(SUM, 11, extra=((JACK, JACK), (KING, QUEEN)),
                        among=("reserve", "tableau"))
PILE_SIZES = (2,) + (5,) * 10      # the reserve, then the ten piles


def in_pairs(pack: list[Card]) -> list[tuple[Card, Card]]:
    """The pack as matching pairs: each card with the first later card it matches (a full
    pack always has one: its ranks come in matching groups of even size)."""
    rest, pairs = list(pack), []
    while rest:
        first = rest.pop(0)
        k = next(k for k, c in enumerate(rest) if GORDONS_RULE.matches(first, c))
        pairs.append((first, rest.pop(k)))
    return pairs


def gordons_deal(dealer: Dealer) -> None:
    """Pair by pair, the two cards go onto two different places with room, chosen at
    random (reproducibly by deal number); when the cards left could only end two at a
    time in one place, that place takes the first card. Taking the pairs out in the
    opposite order wins, so every deal can be won."""
    places = dealer.piles("reserve") + dealer.piles("tableau")
    room = list(PILE_SIZES)
    rng = rng_for("gay_gordons", dealer.state.deal, "pairs")
    for a, b in in_pairs(list(dealer.pack)):
        open_ = [k for k in range(len(places)) if room[k]]
        deepest = max(range(len(places)), key=lambda k: room[k])
        first = deepest if sum(room) <= 2 * room[deepest] else open_[rng.below(len(open_))]
        others = [k for k in open_ if k != first]
        second = others[rng.below(len(others))]
        for k, c in ((first, a), (second, b)):
            dealer.lay(places[k], c)
            room[k] -= 1
    dealer.pack.clear()


GAY_GORDONS = GameSpec(
    id="gay_gordons",
    solver_group="pairing",
    piles=(Piles("reserve", Kind.RESERVE, pick=Pick.NONE),
           Piles("tableau", Kind.TABLEAU, 10, pick=Pick.NONE), DISCARD),
    deal=(gordons_deal,),
    hooks=PairRemovals(GORDONS_RULE).hooks(),
    layout="gay_gordons",
    max_score=52,
)

GAMES = (FOURTEEN, ISABEL, GAY_GORDONS)
