"""Moves to the foundations that can never hurt, so the search plays them without trying
anything else.

A card may go home for good when no card that could still need it as a base is left
outside the foundations (engine/safe_home.py says it, for auto-play too). The solver
trusts that only when the game's shape allows the argument:
no hooks (a hook may give c another use), foundations that build up in suit by one from
the first rank and never give a card back, every other pile that can be built on builds
down by one without wrap-around, and a pile left empty changes nothing by itself (no
refills, no stock that refuses to deal while a pile is empty). `SafeRule.for_game`
checks that shape and returns None otherwise.

Games whose foundations give cards back (Klondike) get the stricter `strict` rule, which
also wants safe each card that could lie on the card going home; the search uses
it to find wins fast but does not trust it to prove a deal lost (see portfolio.Solver).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import IS_FACE_UP, RANK_OF
from game.engine.game import Game
from game.engine.moves import Move, Turn
from game.engine.safe_home import SafeHome
from game.engine.spec import DOWN, UP, DealToPiles, Kind, Pick, SuitRule
from game.engine.state import GameState

from .canonical import has_hooks


@dataclass
class SafeRule:
    game: Game
    gives_back: bool            # foundations let cards go back to the tableau
    safe_home: SafeHome
    predecessor: dict[int, int]         # identity -> same suit, one rank lower
    sources: list[int]                  # piles a card may go home from
    source_set: frozenset[int]
    choosy: bool                        # some foundation takes cards from some piles only

    @classmethod
    def for_game(cls, game: Game) -> SafeRule | None:
        if has_hooks(game) or not game.foundations:
            return None
        action = game.spec.stock_action
        if isinstance(action, DealToPiles) and action.refuse_if_empty:
            return None   # a pile emptied by a card going home would stop the deals
        if any(p.refill_from for p in game.pile_specs):
            return None   # a pile emptied would refill at once: a change of its own
        gives_back = False
        for spec in game.pile_specs:
            if spec.kind is Kind.FOUNDATION:
                b = spec.build
                if (b is None or b.suit is not SuitRule.SAME_SUIT or b.direction != UP
                        or b.step != 1 or b.wrap or spec.fill.kind != "first"):
                    return None
                gives_back = gives_back or spec.pick is not Pick.NONE
            elif spec.build is not None:
                b = spec.build
                if b.direction != DOWN or b.step != 1 or b.wrap:
                    return None
            for b in (spec.run_build,):
                if b is not None and spec.kind is not Kind.FOUNDATION and (
                        b.direction != DOWN or b.step != 1 or b.wrap):
                    return None
        copies = {c & 0x7F for c in game.spec.deck()}
        position = game.rank_position
        order = game.spec.rank_order
        predecessor = {c: (c & 0x70) | order[position[RANK_OF[c]] - 1] for c in copies
                       if RANK_OF[c] and position[RANK_OF[c]] > 0}
        sources = [i for i, p in enumerate(game.pile_specs)
                   if p.kind is not Kind.FOUNDATION and p.pick is not Pick.NONE]
        choosy = any(game.pile_specs[f].sources for f in game.foundations)
        return cls(game, gives_back, SafeHome.for_game(game), predecessor, sources,
                   frozenset(sources), choosy)

    def forced(self, state: GameState, after: Move | None = None) -> list[Turn]:
        """Play safe moves home, one after another, while there are any; the turns.

        `after`: the move just played in a position that had no safe move left. Then
        only the pile it left can offer one — unless it moved a card to or from a
        foundation or was no card move. (The card it moved lay on top before, and was
        not safe then; it is not now, with the foundations unchanged — unless they take
        cards from some piles only: then its new pile counts too.)"""
        game, piles = self.game, state.piles
        foundations, predecessor = game.foundations, self.predecessor
        sources = self.sources
        if (after is not None and after.action == "move"
                and after.dst not in foundations and after.src not in foundations):
            sources = [p for p in ((after.src, after.dst) if self.choosy else (after.src,))
                       if p in self.source_set]
        turns: list[Turn] = []
        while True:
            tops: set[int] | None = None
            home = None
            for src in sources:
                cards = piles[src]
                if not cards or not IS_FACE_UP[cards[-1]]:
                    continue
                c = cards[-1]
                below = predecessor.get(c & 0x7F)
                if tops is None:
                    tops = {piles[f][-1] & 0x7F for f in foundations if piles[f]}
                    space = not all([piles[f] for f in foundations])
                # Only a first card or the card after a foundation's top can go up (a
                # filter; the engine judges), and only if no card left out could still
                # want to lie on it.
                if below not in tops if below is not None else not space:
                    continue
                if home is None:
                    home = self.safe_home.home(state)
                if not self.safe_home.is_safe(c, home, self.gives_back):
                    continue
                target = next((f for f in foundations
                               if game.can_pick(state, src, 1)
                               and game.can_drop(state, src, 1, f)), None)
                if target is not None:
                    turns.append(game.play(state, Move("move", src, target, 1)))
                    sources = self.sources   # a card went home: look everywhere again
                    break
            else:
                return turns
