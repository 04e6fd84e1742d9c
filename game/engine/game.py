"""The interpreter: a `Game` reads a `GameSpec` and answers the rules' questions.

`legal_moves(state)` is the single source of rule truth: the table's drag highlights,
hints, auto-play, "no more moves", the solver and the tests all ask it. `play` carries a
move out (with its automatic follow-ups) and returns the `Turn` for the history.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .build_rules import ANY_IDENTITY, IDENTITY, deck_fits, fits_table, follows_rule
from .card_moves import card_moves
from .cards import IS_FACE_UP, Card
from .deal import check_deal_number, shuffled
from .deal_patterns import Dealer
from .mechanism import drop_targeting, narrowing
from .moves import Move, StepRecorder, Turn
from .options import Options, configure
from .spec import (
    DrawToWaste,
    Fill,
    GameSpec,
    Kind,
    Pick,
    Piles,
)
from .state import GameState
from .stock import play_stock, stock_moves

WON, LOST, OPEN = "won", "lost", "open"

class Game:
    def __init__(self, spec: GameSpec, options: Mapping[str, str] | None = None) -> None:
        self.base_spec = spec
        self.options = Options.of(spec, options)  # (OptionError for one it lacks)
        self.spec = spec = configure(spec, self.options)
        self.id = spec.id
        self.hooks = spec.hooks
        self.pile_specs: list[Piles] = []
        self.pile_names: list[str] = []
        self.groups: dict[str, list[int]] = {}
        for group in spec.piles:
            for name in group.names():
                self.groups.setdefault(group.name, []).append(len(self.pile_names))
                self.pile_names.append(name)
                self.pile_specs.append(group)
        self.group_of = [p.name for p in self.pile_specs]
        counters = dict(spec.counters)
        if isinstance(spec.stock_action, DrawToWaste):
            counters.setdefault("redeals_left", spec.stock_action.redeals)
        self.counter_names = tuple(counters)
        self.initial_counters = tuple(counters.values())
        self.rank_position = [0] * 16
        for i, rank in enumerate(spec.rank_order):
            self.rank_position[rank] = i
        self.total_cards = len(spec.deck())
        self.foundations = self.of_kind(Kind.FOUNDATION)
        self._follows = [follows_rule(p.build, spec.rank_order) if p.build else None
                         for p in self.pile_specs]
        # Which of the deck's cards each pile takes on a card (build_rules.deck_fits).
        in_deck = frozenset(c & IDENTITY for c in spec.deck())
        self._fits = [deck_fits(p.build, spec.rank_order, in_deck) if p.build else None
                      for p in self.pile_specs]
        self._run_fits = [fits_table(p.run_build or p.build, spec.rank_order)
                          if (p.run_build or p.build) else None for p in self.pile_specs]
        self._fillable = [p.fill.kind != "none" for p in self.pile_specs]
        self._fill_ids = [self._fill_identities(p.fill) for p in self.pile_specs]
        # Piles that take a single card by their build or fill rule alone.
        self._plain = [not (p.sources or p.fill_sources or p.build_sources)
                       for p in self.pile_specs]
        self._flip_exposed = [i for i, p in enumerate(self.pile_specs) if p.flip_exposed]
        self._refills = [(i, [j for g in p.refill_from for j in self.groups[g]])
                         for i, p in enumerate(self.pile_specs) if p.refill_from]
        self.pickable = [i for i, p in enumerate(self.pile_specs) if p.pick is not Pick.NONE]
        self.droppable = [i for i, p in enumerate(self.pile_specs)
                          if spec.hooks.can_drop or p.build is not None
                          or p.fill.kind != "none"]
        self._capacity = [p.capacity for p in self.pile_specs]
        self._narrows = narrowing(spec.hooks)   # see card_moves
        self._drop_targets = drop_targeting(spec.hooks)
        # Piles where a move of several cards is only a shorthand for single moves
        # through free cells and empty piles (see card_moves' `atomic`).
        self._shorthand = [p.run_limit is not None for p in self.pile_specs]
        self._shorthand_only = all(self._shorthand[i] or not p.accepts_runs
                                   for i, p in enumerate(self.pile_specs))
        self._cells = self.of_kind(Kind.CELL)
        self._tableau = self.of_kind(Kind.TABLEAU)
        self._stock = (self.pile_names.index(spec.stock_action.stock)
                       if spec.stock_action else -1)

    # --- piles ------------------------------------------------------------------------
    def of_kind(self, kind: Kind) -> list[int]:
        return [i for i, p in enumerate(self.pile_specs) if p.kind is kind]

    def pile_index(self, name: str) -> int:
        return self.pile_names.index(name)

    def counter_index(self, name: str) -> int:
        return self.counter_names.index(name)

    # --- dealing ----------------------------------------------------------------------
    def deal(self, number: int) -> tuple[GameState, list[tuple[int, Card]]]:
        """The start position of deal `number` and the order its cards were laid."""
        check_deal_number(number)
        shuffle = self.spec.shuffle or shuffled
        pack = shuffle(self.spec.deck(), self.id, number)
        state = GameState(self.pile_names, self.counter_names, number)
        state.counters[:] = self.initial_counters
        dealer = Dealer(state, pack, self.groups)
        for pattern in self.spec.deal:
            pattern(dealer)
        if dealer.pack:
            raise RuntimeError(f"{self.id}: {len(dealer.pack)} cards left over after the deal")
        rec = StepRecorder(state)
        self.after_turn(state, rec)  # the deal itself may trigger automatic actions
        return state, dealer.order

    def new_state(self, number: int) -> GameState:
        return self.deal(number)[0]

    # --- the rules --------------------------------------------------------------------
    def _fill_identities(self, fill: Fill) -> frozenset[int] | None:
        """The identities an empty pile takes, or None where that depends on the state."""
        if fill.kind in ("base", "none"):
            return None
        if fill.kind == "any":
            return ANY_IDENTITY
        return frozenset(c for c in {c & IDENTITY for c in self.spec.deck()}
                         if self.fill_accepts(fill, Card(c), None))

    def fill_accepts(self, fill: Fill, c: Card, state: GameState) -> bool:
        kind = fill.kind
        if kind == "any":
            return True
        if kind == "none":
            return False
        if kind == "first":
            return c.rank == self.spec.rank_order[0]
        if kind == "last":
            return c.rank == self.spec.rank_order[-1]
        if kind == "rank":
            return c.rank == fill.rank
        if kind == "base":
            return c.rank == state.counters[self.counter_index(fill.counter)]
        raise ValueError(f"unknown fill rule {kind!r}")

    def pick_counts(self, state: GameState, pile: int) -> range:
        """How many top cards of a pile may be taken together (each n in the range)."""
        cards = state.piles[pile]
        if not cards or not IS_FACE_UP[cards[-1]]:
            return range(0)
        pick = self.pile_specs[pile].pick
        if pick is Pick.TOP:
            return range(1, 2)
        if pick is Pick.WHOLE:
            return range(len(cards), len(cards) + 1)
        if pick is Pick.FACE_UP:
            n = 1
            while n < len(cards) and IS_FACE_UP[cards[-n - 1]]:
                n += 1
            return range(1, n + 1)
        if pick is not Pick.RUN:
            return range(0)
        fits = self._run_fits[pile]
        if fits is None:
            return range(1, 2)
        n = 1     # a run: each card fits on the face-up card below it
        while n < len(cards) and (cards[-n] & IDENTITY) in fits[cards[-n - 1] & IDENTITY] \
                and IS_FACE_UP[cards[-n - 1]]:
            n += 1
        return range(1, n + 1)

    def can_pick(self, state: GameState, pile: int, n: int) -> bool:
        if n not in self.pick_counts(state, pile):
            return False
        hook = self.hooks.can_pick
        return hook is None or hook(self, state, pile, n)

    def run_limit(self, state: GameState, dst: int) -> int:
        limit = self.pile_specs[dst].run_limit
        if limit is None:
            return 1 << 30
        return self._limit(limit, *self._free_space(state), not state.piles[dst])

    def _free_space(self, state: GameState) -> tuple[int, int]:
        """Free cells and empty tableau piles: what a multi-card move may use."""
        piles = state.piles
        return ([piles[i] for i in self._cells].count(()),
                [piles[i] for i in self._tableau].count(()))

    @staticmethod
    def _limit(limit, free_cells: int, empty: int, target_empty: bool) -> int:
        cells = free_cells if limit.cells else 0
        piles = empty - (1 if target_empty else 0) if limit.empty_piles else 0
        return (cells + 1) << max(piles, 0)

    def can_drop(self, state: GameState, src: int, n: int, dst: int) -> bool:
        """May the top n cards of src be laid on dst? (Picking is checked separately.)"""
        if src == dst:
            return False
        if self.hooks.can_drop is not None:
            return self.hooks.can_drop(self, state, src, n, dst)
        return self._drop_rule(state, src, n, dst, None)

    def follows(self, pile: int):
        """The pile's compiled build rule: `follows(below, above) -> bool`, or None."""
        return self._follows[pile]

    def standard_drop(self, state: GameState, src: int, n: int, dst: int) -> bool:
        """The piles' own drop rules, for a `can_drop` hook that adds to them."""
        return src != dst and self._drop_rule(state, src, n, dst, None)

    def _drop_rule(self, state: GameState, src: int, n: int, dst: int,
                   free: tuple[int, int] | None) -> bool:
        spec = self.pile_specs[dst]
        if spec.sources and self.group_of[src] not in spec.sources:
            return False
        target = state.piles[dst]
        if spec.capacity and len(target) + n > spec.capacity:
            return False
        if n > 1:
            if not spec.accepts_runs:
                return False
            if spec.run_limit is not None:
                free = free or self._free_space(state)
                if n > self._limit(spec.run_limit, *free, not target):
                    return False
        moving = state.piles[src][-n]
        if not target:
            if spec.fill_sources and self.group_of[src] not in spec.fill_sources:
                return False
            return self.fill_accepts(spec.fill, moving, state)
        if spec.build_sources and self.group_of[src] not in spec.build_sources:
            return False
        follows = self._follows[dst]
        return follows is not None and IS_FACE_UP[target[-1]] and follows(target[-1], moving)

    def card_moves(self, state: GameState, twins: Sequence[int] | None = None,
                   atomic: bool = False) -> list[Move]:
        """Every legal move of cards between piles (game/engine/card_moves.py tells
        `twins` and `atomic`)."""
        return card_moves(self, state, twins, atomic)

    def stock_moves(self, state: GameState) -> list[Move]:
        return stock_moves(self, state)

    def legal_moves(self, state: GameState, twins: Sequence[int] | None = None,
                    atomic: bool = False) -> list[Move]:
        """Every legal move (see `card_moves` for `twins` and `atomic`)."""
        moves = self.card_moves(state, twins, atomic) + self.stock_moves(state)
        if self.hooks.special_moves is not None:
            moves.extend(self.hooks.special_moves(self, state))
        return moves

    def is_legal(self, state: GameState, move: Move) -> bool:
        return move in self.legal_moves(state)

    # --- playing ----------------------------------------------------------------------
    def play(self, state: GameState, move: Move) -> Turn:
        """Carry out a (legal) move and its automatic follow-ups; return the turn."""
        rec = StepRecorder(state)
        if move.action == "move":
            rec.move(move.src, move.dst, move.count)
        elif move.action == "stock":
            play_stock(self, state, rec)
        elif self.hooks.play_special is not None:
            self.hooks.play_special(self, state, move, rec)
        else:
            raise ValueError(f"{self.id}: unknown move {move!r}")
        self.after_turn(state, rec)
        return Turn(move, tuple(rec.steps))

    def after_turn(self, state: GameState, rec: StepRecorder) -> None:
        """Automatic actions: refill emptied piles, turn up exposed cards, then the
        game's own."""
        for pile, sources in self._refills:
            if not state.piles[pile]:
                source = next((j for j in sources if state.piles[j]), None)
                if source is not None:
                    rec.move(source, pile, 1)
                    if not state.piles[pile][-1].is_face_up:
                        rec.flip(pile)
        for i in self._flip_exposed:
            cards = state.piles[i]
            if cards and not IS_FACE_UP[cards[-1]]:
                rec.flip(i)
        if self.hooks.auto_moves is not None:
            self.hooks.auto_moves(self, state, rec)

    # --- the end ----------------------------------------------------------------------
    def is_won(self, state: GameState) -> bool:
        if self.hooks.is_won is not None:
            return self.hooks.is_won(self, state)
        piles = state.piles
        return sum([len(piles[f]) for f in self.foundations]) == self.total_cards

    def status(self, state: GameState) -> str:
        if self.is_won(state):
            return WON
        if self.hooks.is_lost is not None and self.hooks.is_lost(self, state):
            return LOST
        return OPEN if self.legal_moves(state) else LOST

    def score(self, state: GameState) -> int:
        if self.hooks.score is not None:
            return self.hooks.score(self, state)
        piles = state.piles
        return sum([len(piles[f]) for f in self.foundations])
