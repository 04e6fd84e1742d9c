"""Base cards: games whose foundations start from a rank the deal chooses.

After the deal one more card goes face up onto a foundation; its rank, the base rank, is
kept in a counter (shown on the table). Every foundation must start with that rank and
climbs by suit, the king followed by the ace: `base_homes()` declares such foundations
(`fill=fill_base()`, `HOME_WRAPPING`). Agnes and Lady Jane work so; Canfield, Kansas,
Royal East, Bear River, Der Zopf and Plait (which may build down instead) do too.

Seen from the base, the ranks run base, base+1 … base−1, so a tableau that builds down
(wrapping from ace to king) ends its sequences at a base-rank card: nothing may be laid
on one, and a run never continues past one (`BaseRankTableau`). Some games also let an
empty tableau pile take only the rank just below the base, the last rank of the
foundations (Lady Jane), as Klondike lets in only kings.

    DealBaseCard("foundation_0")     deal pattern: one card face up, its rank remembered
    base_homes(8, capacity=13)       foundations from the base rank, in suit, wrapping
    BaseRankTableau(fill_below=True) can_pick / can_drop hooks for the tableau group
    ChosenBase()                     the player's first card home chooses the base
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import _

from .cards import RANK_OF, rank_name
from .mechanism import Mechanism
from .spec import UP, Build, Piles, SuitRule, fill_base, foundations

if TYPE_CHECKING:  # pragma: no cover
    from .deal_patterns import Dealer
    from .game import Game
    from .moves import StepRecorder
    from .state import GameState

BASE_RANK = "base_rank"
HOME_WRAPPING = Build(SuitRule.SAME_SUIT, UP, wrap=True)


def base_homes(count: int = 4, **kw) -> Piles:
    """Foundations that start from the base rank and climb in suit, king then ace
    (keyword arguments override: another `build`, a `capacity`, a `pick`)."""
    return foundations(count, **{"fill": fill_base(), "build": HOME_WRAPPING} | kw)


@dataclass(frozen=True)
class DealBaseCard:
    """Deal the next card face up onto `pile` and keep its rank in `counter` (which the
    game must list in its `counters`)."""

    pile: str = "foundation_0"
    counter: str = BASE_RANK

    def __call__(self, dealer: Dealer) -> None:
        c = dealer.deal(dealer.pile(self.pile))
        state = dealer.state
        state.counters[state.counter_index(self.counter)] = c.rank


def base_rank(game: Game, state: GameState, counter: str = BASE_RANK) -> int:
    return state.counters[game.counter_index(counter)]


def rank_below(game: Game, rank: int) -> int:
    """The rank before `rank` in the game's rank order, wrapping (ace → king)."""
    order = game.spec.rank_order
    return order[(game.rank_position[rank] - 1) % len(order)]


@dataclass(frozen=True)
class BaseRankTableau(Mechanism):
    """Tableau rules seen from the base rank, as `can_pick` / `can_drop` hooks.

    A card of the base rank ends a sequence: no run picked up continues past it, and
    unless `drop_on_base`, nothing is laid on it either. With `fill_below`, an empty
    pile of the group takes only a card (or a run headed by one) of the rank just below
    the base (declare the group's `fill=ANY`). Otherwise every pile keeps the rules its
    `Piles` declare."""

    group: str = "tableau"
    counter: str = BASE_RANK
    fill_below: bool = False
    drop_on_base: bool = False  # Agnes (agnes.scm): a card may go on it, then stays

    def can_pick(self, game: Game, state: GameState, pile: int, n: int) -> bool:
        if game.group_of[pile] != self.group or n < 2:
            return True
        base = base_rank(game, state, self.counter)
        # Every card of the run but its top one has a card laid on it.
        return all(RANK_OF[c] != base for c in state.piles[pile][-n:-1])

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if game.group_of[dst] == self.group:
            target = state.piles[dst]
            base = base_rank(game, state, self.counter)
            if target and RANK_OF[target[-1]] == base and not self.drop_on_base:
                return False
            if not target and self.fill_below:
                # The pile itself declares fill=ANY; the base narrows it here.
                if RANK_OF[state.piles[src][-n]] != rank_below(game, base):
                    return False
        return game.standard_drop(state, src, n, dst)


@dataclass(frozen=True)
class ChosenBase(Mechanism):
    """The player chooses the base rank (Chessboard, Glenwood): while the counter is 0,
    an empty foundation takes any card the piles' sources allow; the first card laid on
    a foundation sets the counter, and from then on every empty foundation takes only
    that rank (declare the foundations with `fill=fill_base()`). Undo takes the choice
    back with the card (the counter is a recorded step)."""

    counter: str = BASE_RANK

    def can_drop(self, game: Game, state: GameState, src: int, n: int, dst: int) -> bool:
        if (dst in game.foundations and not state.piles[dst]
                and base_rank(game, state, self.counter) == 0):
            spec = game.pile_specs[dst]
            return (n == 1 and src != dst and state.piles[src]
                    and not (spec.sources and game.group_of[src] not in spec.sources)
                    and not (spec.fill_sources and game.group_of[src] not in spec.fill_sources))
        return game.standard_drop(state, src, n, dst)

    def auto_moves(self, game: Game, state: GameState, rec: StepRecorder) -> None:
        i = game.counter_index(self.counter)
        if state.counters[i] == 0:
            laid = next((state.piles[f][0] for f in game.foundations if state.piles[f]), None)
            if laid is not None:
                rec.counter(i, RANK_OF[laid])


def chosen_rank_name(rank: int) -> str:
    """A chosen base rank as its counter shows it: the rank, or that it is still open."""
    return rank_name(rank) if rank else _("to choose")
