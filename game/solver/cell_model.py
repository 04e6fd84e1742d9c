"""A compiled model of the free-cell shape's rules, for the search's inner loop.

The engine answers every game's rules through one general path (pile targets, drop
rules, a recorded turn to undo); in the free-cell shape the rules are few enough to
write out flat over the piles' tuples: a position is the engine's own list of piles,
a move is the engine's own `Move("move", src, dst, n)`, a child is a new list sharing
every pile that did not change. The search (search.py) uses it where `CellModel.for_game`
finds that shape in the spec's features — never by game id:

    every card dealt face up (checked per position by the search), no hooks, no stock,
    no counters, one pack of a single rank order;
    cells: one card each, any card, the top one picked;
    foundations: up in suit by one from the first rank, no card back (so the safe
    moves home of safe.py are exact);
    tableau: down by one (any suit rule), runs picked as the build allows, runs laid
    within a run limit, any card or the last rank into a space.

What it answers — the moves, in the engine's order (cell_moves.py), the safe moves
home, the ordering's score — is proved equal to the engine's (and ordering.py's,
safe.py's) on random walks in tests/test_cell_model.py; the search leans on that proof
for its verdicts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import NamedTuple
from weakref import WeakKeyDictionary

from game.engine.build_rules import IDENTITY
from game.engine.cards import IS_FACE_UP, RANK_OF, SUIT_OF
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.spec import DOWN, UP, Hooks, Kind, Pick, SuitRule

from .canonical import Canonical
from .cell_moves import CellMoves
from .ordering import Weights
from .safe import SafeRule

Piles = list[tuple[int, ...]]


class Scoring(NamedTuple):
    """A model's score for one set of weights (CellModel.scoring), and its parts: the
    cards the foundations want next, and one pile's term (None where summing terms
    would not give the same number as `score`)."""

    score: Callable[[Piles], float]
    needed: Callable[[Piles], frozenset[int]]
    term: Callable[[tuple, int, frozenset[int]], float] | None
CACHE_LIMIT = 50_000    # entries a cache keeps before it starts again (memory bounded)


def _plain(spec) -> bool:
    return not (spec.sources or spec.fill_sources or spec.build_sources)


def _shape_ok(game: Game) -> bool:
    spec = game.spec
    if any(getattr(game.hooks, f.name) is not None for f in fields(Hooks)):
        return False
    if spec.stock_action is not None or game.counter_names:
        return False
    deck = [c & IDENTITY for c in spec.deck()]
    if len(set(deck)) != len(deck) or tuple(spec.rank_order) != tuple(range(1, 14)):
        return False
    for p in game.pile_specs:
        if not _plain(p):
            return False
        if p.kind is Kind.CELL:
            if not (p.build is None and p.fill.kind == "any" and p.capacity == 1
                    and p.pick is Pick.TOP):
                return False
        elif p.kind is Kind.FOUNDATION:
            b = p.build
            if (b is None or b.suit is not SuitRule.SAME_SUIT or b.direction != UP
                    or b.step != 1 or b.wrap or p.fill.kind != "first"
                    or p.pick is not Pick.NONE or p.capacity):
                return False
        elif p.kind is Kind.TABLEAU:
            b = p.build
            if (b is None or b.direction != DOWN or b.step != 1 or b.wrap
                    or p.fill.kind not in ("any", "last") or p.pick is not Pick.RUN
                    or p.run_build not in (None, b) or not p.accepts_runs
                    or p.run_limit is None or p.capacity):
                return False
        else:
            return False
    return True


class CellModel:
    """The free-cell shape of one game (see the module's docstring)."""

    @classmethod
    def for_game(cls, game: Game, canonical: Canonical) -> CellModel | None:
        if not _shape_ok(game):
            return None
        rule = SafeRule.for_game(game)
        if rule is None or rule.gives_back:
            return None
        for kind in (Kind.CELL, Kind.FOUNDATION, Kind.TABLEAU):  # each one group of twins
            piles = [i for i, p in enumerate(game.pile_specs) if p.kind is kind]
            if piles and canonical.group_of(piles[0]) != range(piles[0], piles[-1] + 1):
                return None
        return cls(game, canonical, rule)

    def __init__(self, game: Game, canonical: Canonical, rule: SafeRule) -> None:
        self.game = game
        specs = game.pile_specs
        n = len(specs)
        self.cells = [i for i in range(n) if specs[i].kind is Kind.CELL]
        self.foundations = list(game.foundations)
        self.tableau = [i for i in range(n) if specs[i].kind is Kind.TABLEAU]
        self.sources = sorted(self.cells + self.tableau)     # the engine's pickable order
        self.is_cell = [specs[i].kind is Kind.CELL for i in range(n)]
        self.is_tableau = [specs[i].kind is Kind.TABLEAU for i in range(n)]
        self.is_home = [specs[i].kind is Kind.FOUNDATION for i in range(n)]
        self.kings_only = [specs[i].fill.kind == "last" for i in range(n)]
        limit = specs[self.tableau[0]].run_limit if self.tableau else None
        self.limit_cells = bool(limit and limit.cells)
        self.limit_empty = bool(limit and limit.empty_piles)
        self.twin = [g.start if (g := canonical.group_of(i)) is not None else i
                     for i in range(n)]
        self.group = [canonical.group_of(i) for i in range(n)]
        # Keys: each interchangeable group sorted, as canonical.py's key; a foundation
        # by its top card alone (its cards are the suit's, up to the top).
        runs, at = [], 0
        for g in sorted(canonical.symmetric, key=lambda r: r.start):
            runs += [(i, i + 1, False) for i in range(at, g.start)]
            runs.append((g.start, g.stop, True))
            at = g.stop
        runs += [(i, i + 1, False) for i in range(at, n)]
        self.spans = runs
        if len(runs) == 3 and all(sort for _a, _b, sort in runs):
            self.key = _three_groups_key(*runs)     # the usual shape, written out
        deck = sorted({c & IDENTITY for c in game.spec.deck()})
        # fits[c]: the cards that may lie on c in the tableau (its build rule).
        follows = game.follows(self.tableau[0]) if self.tableau else None
        self.fits: dict[int, frozenset[int]] = {
            c: frozenset(d for d in deck if follows is not None and follows(c, d))
            for c in deck}
        # bases[c]: the cards c may lie on in the tableau.
        self.bases = {c: tuple(b for b in deck if c in self.fits[b]) for c in deck}
        self.predecessor = rule.predecessor
        # A card is safe home once these cards are home (engine/safe_home.py).
        # (one pack: a card is home once its suit's foundation has reached its rank)
        self.needs = {c: tuple((SUIT_OF[d], RANK_OF[d]) for d in rule.safe_home.needs.get(c, ()))
                      for c in deck}
        self.kings = frozenset(c for c in deck if RANK_OF[c] == game.spec.rank_order[-1])
        self._runs: dict[tuple, int] = {}
        self._scorings: dict[Weights, Scoring] = {}
        self._after = {below: card for card, below in self.predecessor.items()}
        self._firsts = frozenset(c for c in self.fits if c not in self.predecessor)
        # The legal moves (cell_moves.py), answered as the model's own
        legal = CellMoves(self)
        self.moves, self.every_move, self.proof_moves = \
            legal.moves, legal.every_move, legal.proof_moves

    # --- the rules ------------------------------------------------------------------
    def run_length(self, cards: tuple[int, ...]) -> int:
        """How many top cards of a tableau pile may be picked together."""
        n = self._runs.get(cards)
        if n is None:
            fits, n = self.fits, 1
            while n < len(cards) and cards[-n] in fits[cards[-n - 1]]:
                n += 1
            if len(self._runs) > CACHE_LIMIT:
                self._runs.clear()
            self._runs[cards] = n
        return n

    def play(self, piles: Piles, move: Move) -> Piles:
        """A new list of piles after the move (the old one unchanged)."""
        src, dst, n = move.src, move.dst, move.count
        after = piles.copy()
        cards = piles[src]
        after[src] = cards[:-n]
        after[dst] = piles[dst] + cards[-n:]
        return after

    def forced(self, piles: Piles, after: Move | None = None) -> list[Move]:
        """Play the safe moves home in place, as safe.SafeRule.forced does (the same
        moves in the same order); the moves. `after` as there."""
        found, predecessor, needs = self.foundations, self.predecessor, self.needs
        sources = self.sources
        if after is not None and after.dst not in found:
            sources = (after.src,)
        played: list[Move] = []
        while True:
            for src in sources:
                cards = piles[src]
                if not cards:
                    continue
                c = cards[-1]
                below = predecessor.get(c)
                target = -1
                for f in found:     # its suit's foundation, or the first empty for an ace
                    on = piles[f]
                    if on[-1] == below if on else below is None:
                        target = f
                        break
                if target < 0:
                    continue
                need = needs[c]
                if need:
                    ranks = [0] * 8
                    for f in found:
                        if piles[f]:
                            ranks[SUIT_OF[piles[f][-1]]] = len(piles[f])
                    if not all(rank <= ranks[suit] for suit, rank in need):
                        continue
                piles[src] = cards[:-1]
                piles[target] = piles[target] + cards[-1:]     # (tuples or bytes)
                played.append(Move("move", src, target, 1))
                sources = self.sources
                break
            else:
                return played

    def key(self, piles: Piles) -> tuple:
        parts = []
        for a, b, sort in self.spans:
            if sort:
                part = piles[a:b]
                part.sort()
                parts.append(tuple(part))
            else:
                parts.append(piles[a])
        return tuple(parts)

    def scorer(self, weights: Weights) -> Callable[[Piles], float]:
        """ordering.generic_score in this shape, for these weights: the cards home,
        less each tableau pile's cost (the cards below its run, the cards lying on a
        card the foundations want next), plus the empty piles' and cells' bonuses.
        (A cell's card costs nothing: it is its pile's top and no run.)"""
        return self.scoring(weights).score

    def scoring(self, weights: Weights) -> Scoring:
        """The score (`scorer`) and its parts, made once per weights (their caches are
        keyed by pile content, so every deal's searches share them)."""
        made = self._scorings.get(weights)
        if made is None:
            if len(self._scorings) > 16:
                self._scorings.clear()
            made = self._scorings[weights] = self._make_scoring(weights)
        return made

    def _make_scoring(self, weights: Weights) -> Scoring:
        found, cells, tableau = self.foundations, self.cells, self.tableau
        home_w, free_w, empty_w = weights.home, weights.free_cell, weights.empty
        disorder_w, needed_w = weights.disorder, weights.needed
        firsts = frozenset(c for c in self.fits if RANK_OF[c] == 1)
        successor = {below: c for c, below in self.predecessor.items()}
        wanted: dict[tuple, frozenset[int]] = {}
        costs: dict[tuple, float] = {}
        run_length = self.run_length
        is_cell = self.is_cell

        def needed_of(piles: Piles) -> frozenset[int]:
            """The cards the foundations want next."""
            tops = tuple([piles[f][-1] if piles[f] else 0 for f in found])
            needed = wanted.get(tops)
            if needed is None:
                want = set(firsts)
                for top in tops:
                    if top:
                        want.discard((top & 0x70) | 1)
                        if top in successor:
                            want.add(successor[top])
                if len(wanted) > CACHE_LIMIT:
                    wanted.clear()
                needed = wanted[tops] = frozenset(want)
            return needed

        def cost_of(cards: Piles, needed: frozenset[int]) -> float:
            cost = costs.get((cards, needed))
            if cost is None:
                top = len(cards) - 1
                cost = disorder_w * (len(cards) - run_length(cards)) + needed_w * sum(
                    [top - j for j, c in enumerate(cards) if c in needed])
                if len(costs) > CACHE_LIMIT:
                    costs.clear()
                costs[(cards, needed)] = cost
            return cost

        def score(piles: Piles) -> float:
            needed = needed_of(piles)
            value = home_w * sum([len(piles[f]) for f in found])
            value += free_w * sum([1 for i in cells if not piles[i]])   # (tuples or bytes)
            for i in tableau:
                cards = piles[i]
                if not cards:
                    value += empty_w
                    continue
                cost = costs.get((cards, needed))
                value -= cost if cost is not None else cost_of(cards, needed)
            return value

        def term(cards: Piles, pile: int, needed: frozenset[int]) -> float:
            """One cell's or tableau pile's share of the score."""
            if not cards:
                return free_w if is_cell[pile] else empty_w
            if is_cell[pile]:
                return 0.0
            cost = costs.get((cards, needed))
            return -(cost if cost is not None else cost_of(cards, needed))

        # A move between cells and tableau changes the score by its two piles' terms;
        # summed so, it is the same number where every weight is whole (else it may
        # differ in the last bits: the search then scores each position whole).
        exact = all(float(w).is_integer() for w in (home_w, free_w, empty_w, disorder_w,
                                                     needed_w))
        return Scoring(score, needed_of, term if exact else None)

    def wanted_home(self, piles: Piles) -> frozenset[int]:
        """The cards that could go home from `piles`: the one after each foundation's
        top, any first card where a foundation is empty. After a move that sends no
        card home, `forced` finds a safe move only if the card it left on top of its
        source is one of these: the searches ask it only then."""
        after, wanted, space = self._after, set(), False
        for f in self.foundations:
            cards = piles[f]
            if not cards:
                space = True
            elif cards[-1] in after:
                wanted.add(after[cards[-1]])
        return frozenset(wanted | self._firsts if space else wanted)

    def won(self, piles: Piles) -> bool:
        return sum([len(piles[f]) for f in self.foundations]) == self.game.total_cards

    @staticmethod
    def face_up(piles: Piles) -> bool:
        return all(IS_FACE_UP[c] for cards in piles for c in cards)

    @staticmethod
    def serves(piles: Piles) -> bool:
        """Can the model take this position, its piles held as bytes (packed_key): every
        card face up, and each a number below 256?"""
        return all(IS_FACE_UP[c] and c <= 0xFF for cards in piles for c in cards)



def _three_groups_key(one: tuple, two: tuple, three: tuple) -> Callable[[Piles], tuple]:
    """`CellModel.key` where the piles are three groups of twins (cells, foundations,
    tableau): the same key, without the loop over the groups (a third of its time)."""
    (a, b, _), (c, d, _), (e, f, _) = one, two, three

    def key(piles: Piles) -> tuple:
        x, y, z = piles[a:b], piles[c:d], piles[e:f]
        x.sort()
        y.sort()
        z.sort()
        return (tuple(x), tuple(y), tuple(z))

    return key


def packed_key(model: CellModel) -> Callable[[Piles], bytes]:
    """`model.key` over piles held as bytes, as one bytes: each group of twin piles
    sorted, the piles joined by zeros (no card is 0, and every position has as many
    piles). Hashed once, and ~150 bytes where a tuple of the piles takes ~520."""
    groups = [(a, b) for a, b, sort in model.spans if sort]
    if len(groups) != 3 or len(model.spans) != 3:
        return lambda piles: b"\0".join(
            [pile for part in model.key(piles) for pile in
             (part if isinstance(part, tuple) else (part,))])
    (a, b), (c, d), (e, f) = groups

    def key(piles: Piles) -> bytes:
        x, y, z = piles[a:b], piles[c:d], piles[e:f]
        x.sort()
        y.sort()
        z.sort()
        return b"\0".join(x + y + z)

    return key


_MODELS: WeakKeyDictionary[Game, tuple[Canonical, CellModel | None]] = WeakKeyDictionary()


def model_for(game: Game, canonical: Canonical) -> CellModel | None:
    """The game's model (None where its shape is not the free-cell one), made once per
    game and canonical key (its caches are keyed by pile content, so searches share it)."""
    known = _MODELS.get(game)
    if known is None or known[0].symmetric != canonical.symmetric:
        known = _MODELS[game] = (canonical, CellModel.for_game(game, canonical))
    return known[1]
