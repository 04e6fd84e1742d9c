"""What to try first: how promising a position looks, as plain functions.

The search goes on from the open position with the highest `score(ordering, state)`
(plus a small `bonus(ordering, state, move)` for the move that led there). A game's
tuning (tuning.py) may set the weights or name another score (`SCORES`); the generic
ones read only the engine's vocabulary (pile kinds, the game's score, face-down cards,
the runs the engine lets a player pick) and so fit any game. These are guides, never
rules: which moves exist and what they do is always the engine's answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from game.engine.cards import IS_FACE_UP
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import UP, DrawToWaste, Kind, Pick, SuitRule
from game.engine.state import GameState

from .canonical import Canonical
from .ladders import ladder_score
from .tuning import tuning_of

Score = Callable[["Ordering", GameState], float]
Bonus = Callable[["Ordering", GameState, Move], float]


NOTHING_NEEDED: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Weights:
    home: float = 50.0        # per card (or point) the game scores
    face_down: float = 6.0    # per card still face down outside the stock
    disorder: float = 2.0     # per card below the top run a player could pick
    empty: float = 8.0        # per empty tableau pile
    free_cell: float = 4.0    # per empty cell
    needed: float = 3.0       # per card lying on a card the foundations want next
    stock: float = 0.0        # per card still in the stock (negative: deal them out)
    depth: float = 0.0        # per move made: above 0, shorter lines are preferred
    redeal: float = 20.0      # per redeal still left
    buried: float = 0.0       # per waste card under its top, where the waste never turns
    reserve: float = 0.0      # per card in a reserve that only plays home (Terrace)


def generic_score(o: Ordering, state: GameState) -> float:
    """The game's score, less what each pile still costs (see `Ordering.pile_cost`),
    plus bonuses for empty tableau piles and cells."""
    piles = state.piles
    score = o.weights.home * o.game.score(state)
    needed = o.needed(state)
    costs, empty, pile_cost = o.costs, o.empty_bonus, o.pile_cost
    for i in o.open_piles:
        cards = piles[i]
        if cards:
            cost = costs[i].get((cards, needed))
            score -= cost if cost is not None else pile_cost(state, i, needed)
        else:
            score += empty[i]
    if o.stock >= 0:
        score += o.weights.stock * len(piles[o.stock])
    if o.redeals >= 0 and state.counters[o.redeals] > 0:
        score += o.weights.redeal * state.counters[o.redeals]
    return score


def generic_bonus(o: Ordering, state: GameState, m: Move) -> float:
    """Small nudges between positions that score alike."""
    if m.action == "stock":
        return -1.0
    if m.action == "move" and o.kinds[m.src] is Kind.FOUNDATION:
        return -5.0
    return 0.0


def variants(main: Weights) -> tuple[Weights, ...]:
    """Other guides for the searches that run beside the main one once it is slow (a
    deal hard for one guide is seldom hard for all): greedier, with the next cards home
    valued lower; shorter lines preferred, in three strengths; space valued higher."""
    others = (replace(main, depth=0.0, needed=main.needed / 3),
              replace(main, depth=5.0), replace(main, depth=10.0), replace(main, depth=20.0),
              replace(main, empty=2 * main.empty, free_cell=2 * main.free_cell))
    return tuple(w for i, w in enumerate(others) if w != main and w not in others[:i])


@dataclass(frozen=True)
class Family:
    score: Score = generic_score
    bonus: Bonus = generic_bonus
    weights: Weights = Weights()


# Named scores a game's tuning may ask for in place of the generic one (tuning.py).
SCORES: dict[str, Score] = {"ladders": ladder_score}


class Ordering:
    def __init__(self, game: Game, canonical: Canonical, family: Family) -> None:
        self.game = game
        self.canonical = canonical
        self.family = family
        self.weights = family.weights
        self.kinds = [p.kind for p in game.pile_specs]
        self.open_piles = [i for i, k in enumerate(self.kinds)
                           if k in (Kind.TABLEAU, Kind.CELL, Kind.RESERVE, Kind.SLOT,
                                    Kind.WASTE)]
        self.is_open = [i in self.open_piles for i in range(len(self.kinds))]
        # A card move between two open piles changes the generic score only through
        # those two piles' terms — unless a hook or a refill may change more.
        self.incremental = (family.score is generic_score and game.hooks.score is None
                            and game.hooks.auto_moves is None
                            and not any(p.refill_from for p in game.pile_specs))
        self.tableau = frozenset(i for i, k in enumerate(self.kinds) if k is Kind.TABLEAU)
        self.runs = [p.pick in (Pick.RUN, Pick.FACE_UP) and k is Kind.TABLEAU
                     for p, k in zip(game.pile_specs, self.kinds, strict=True)]
        self.foundations = game.foundations
        self.stock = game.pile_index("stock") if "stock" in game.pile_names else -1
        self.redeals = (game.counter_index("redeals_left") if "redeals_left"
                        in game.counter_names else -1)
        self._group = [canonical.group_of(i) for i in range(len(game.pile_names))]
        self.twins = [g.start if g is not None else i for i, g in enumerate(self._group)]
        self._next = self._foundation_successors(game)
        deck = game.spec.deck()
        self._firsts = frozenset((c & 0x70) | game.spec.rank_order[0] for c in deck)
        w = self.weights
        self.empty_bonus = [w.empty if k is Kind.TABLEAU else w.free_cell if k is Kind.CELL
                            else 0.0 for k in self.kinds]
        # A waste never turned back (no redeal): a card under its top comes back only
        # once every card above it is played.
        action = game.spec.stock_action
        self.buried = [w.buried if isinstance(action, DrawToWaste) and action.redeals == 0
                       and i == game.pile_index(action.waste) else 0.0
                       for i in range(len(self.kinds))]
        # A reserve whose cards only go home (no pile takes them but the foundations).
        self.reserve = [w.reserve if k is Kind.RESERVE and _plays_home_only(game, i) else 0.0
                        for i, k in enumerate(self.kinds)]
        self.costs: list[dict[tuple, float]] = [{} for _ in self.kinds]
        self._needed: dict[tuple, frozenset[int]] = {}

    def term(self, state: GameState, pile: int, needed: frozenset[int]) -> float:
        """One open pile's share of `generic_score`."""
        cards = state.piles[pile]
        if not cards:
            return self.empty_bonus[pile]
        cost = self.costs[pile].get((cards, needed))
        return -(cost if cost is not None else self.pile_cost(state, pile, needed))

    def pile_cost(self, state: GameState, pile: int, needed: frozenset[int]) -> float:
        """How much a pile holds the game back: its face-down cards, the cards below
        the run a player may pick (the engine's `pick_counts`), and the cards lying on
        cards the foundations want next. Remembered per pile content."""
        cards = state.piles[pile]
        w = self.weights
        down = sum(1 for c in cards if not IS_FACE_UP[c])
        cost = w.face_down * down
        if self.runs[pile]:
            cost += w.disorder * max(len(cards) - len(self.game.pick_counts(state, pile))
                                     - down, 0)
        cost += self.buried[pile] * (len(cards) - 1) + self.reserve[pile] * len(cards)
        if needed:
            top = len(cards) - 1
            cost += w.needed * sum(top - j for j, c in enumerate(cards)
                                   if (c & 0x7F) in needed)
        cache = self.costs[pile]
        if len(cache) > 20_000:
            cache.clear()   # a long search: keep memory bounded
        cache[(cards, needed)] = cost
        return cost

    @staticmethod
    def _foundation_successors(game: Game) -> dict[int, int] | None:
        """identity -> next identity, when every foundation rises in suit from the
        first rank (then the cards the foundations want next are easy to name)."""
        specs = [game.pile_specs[f] for f in game.foundations]
        if not specs or any(p.build is None or p.build.suit is not SuitRule.SAME_SUIT
                            or p.build.direction != UP or p.build.step != 1
                            or p.fill.kind != "first" for p in specs):
            return None
        order = game.spec.rank_order
        return {(c & 0x70) | order[i]: (c & 0x70) | order[i + 1]
                for c in game.spec.deck() for i in range(len(order) - 1)}

    def needed(self, state: GameState) -> frozenset[int]:
        """The cards the foundations want next (none when the game has no such rule)."""
        if self._next is None:
            return NOTHING_NEEDED
        piles = state.piles
        tops = tuple([piles[f][-1] & 0x7F if piles[f] else 0 for f in self.foundations])
        wanted = self._needed.get(tops)
        if wanted is None:
            first = self.game.spec.rank_order[0]
            found = set(self._firsts)
            for top in tops:
                if top:
                    found.discard((top & 0x70) | first)
                    following = self._next.get(top)
                    if following is not None:
                        found.add(following)
            wanted = self._needed[tops] = frozenset(found)
        return wanted

    def moves(self, state: GameState) -> list[Move]:
        """The position's legal moves, less those that lead to the same position as
        another (the engine offers one of several empty twin piles; see `prune`)."""
        return self.prune(state, self.game.legal_moves(state, self.twins))

    def prune(self, state: GameState, moves: list[Move]) -> list[Move]:
        """Drop moves that lead to the same position as another: the same cards into a
        second empty twin pile, or a whole pile into an empty twin."""
        piles, group = state.piles, self._group
        kept: list[Move] = []
        empty_target: set[tuple] = set()
        for m in moves:
            if m.action == "move" and m.dst >= 0 and not piles[m.dst]:
                g = group[m.dst]
                if g is not None:
                    if m.src in g and m.count == len(piles[m.src]):
                        continue
                    tag = (m.src, m.count, g.start)
                    if tag in empty_target:
                        continue
                    empty_target.add(tag)
            kept.append(m)
        return kept

    def score(self, state: GameState) -> float:
        return self.family.score(self, state)

    def bonus(self, state: GameState, move: Move) -> float:
        return self.family.bonus(self, state, move)


def _plays_home_only(game: Game, pile: int) -> bool:
    """Do the reserve's cards go nowhere but home (every tableau pile and cell takes
    cards from named piles, not this one)?"""
    group = game.pile_specs[pile].name
    return all(spec.sources and group not in spec.sources for spec in game.pile_specs
               if spec.kind in (Kind.TABLEAU, Kind.CELL))


def main_family(game: Game) -> Family:
    """The game's score and weights, as its tuning says (tuning.py; else the generic)."""
    tuning = tuning_of(game)
    return Family(score=SCORES[tuning.score] if tuning.score else generic_score,
                  weights=Weights(**tuning.weights))


def side_orderings(game: Game, canonical: Canonical) -> list[Ordering]:
    """The family's variants (other weights), for the searches beside the main one."""
    family = main_family(game)
    return [Ordering(game, canonical, replace(family, weights=w))
            for w in variants(family.weights)]


def ordering_for(game: Game, canonical: Canonical) -> Ordering:
    return Ordering(game, canonical, main_family(game))
